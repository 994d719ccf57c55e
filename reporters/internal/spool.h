// Report text that must wait for the end of the run (a summary that needs every file comes
// first), kept in an anonymous temporary file so memory stays flat however many files there
// are; in memory only when no temporary file can be made.
#ifndef CVTIDY_REPORTERS_INTERNAL_SPOOL_H_
#define CVTIDY_REPORTERS_INTERNAL_SPOOL_H_

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

namespace cvtidy::internal {

class TextSpool {
 public:
  // Starts empty, with a fresh temporary file.
  void Open();
  void Append(std::string_view text);
  bool empty() const { return size_ == 0; }
  // Copies everything appended to `to`, in order, and empties the spool. False (nothing
  // copied) when a write to the temporary file failed (disk full).
  [[nodiscard]] bool CopyTo(std::FILE* to);

 private:
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file_{nullptr, &std::fclose};
  std::string text_;  // when there is no temporary file
  size_t size_ = 0;
  bool failed_ = false;
};

}  // namespace cvtidy::internal

#endif  // CVTIDY_REPORTERS_INTERNAL_SPOOL_H_
