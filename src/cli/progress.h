// The `checked 1200/5000 files` line on a terminal's standard error during long runs.
#ifndef CVTIDY_SRC_CLI_PROGRESS_H_
#define CVTIDY_SRC_CLI_PROGRESS_H_

#include <chrono>
#include <cstddef>
#include <cstdio>
#include <string_view>

namespace cvtidy::cli {

// Shown only when `enabled` (the CLI passes: stderr is a terminal and there are more than
// kProgressMinInputs inputs), redrawn in place with `\r` at most every 100 ms, and erased by
// Clear() so nothing of it is left in the scrollback.
class Progress {
 public:
  Progress(std::FILE* out, bool enabled, std::string_view verb, size_t total);
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;
  ~Progress() { Clear(); }

  // Redraws the line if 100 ms have passed since the last draw.
  void Update(size_t done);
  // Erases the line if it is shown; call before printing anything else to the terminal.
  void Clear();

 private:
  std::FILE* out_;
  bool enabled_;
  std::string_view verb_;
  size_t total_;
  bool shown_ = false;
  size_t width_ = 0;  // of the line last drawn
  std::chrono::steady_clock::time_point last_;
};

inline constexpr size_t kProgressMinInputs = 200;

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_PROGRESS_H_
