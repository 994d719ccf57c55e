#include "src/cli/progress.h"

#include <algorithm>
#include <string>

#include <fmt/format.h>

namespace cvtidy::cli {

Progress::Progress(std::FILE* out, bool enabled, std::string_view verb, size_t total)
    : out_(out),
      enabled_(enabled),
      verb_(verb),
      total_(total),
      last_(std::chrono::steady_clock::now()) {}

void Progress::Update(size_t done) {
  if (!enabled_) {
    return;
  }
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(100)) {
    return;
  }
  last_ = now;
  // The total was counted when the run started; files added since only raise it.
  const std::string line = fmt::format("{} {}/{} files", verb_, done, std::max(total_, done));
  std::fputc('\r', out_);
  std::fwrite(line.data(), 1, line.size(), out_);
  std::fflush(out_);
  width_ = line.size();
  shown_ = true;
}

void Progress::Clear() {
  if (!shown_) {
    return;
  }
  const std::string blank = fmt::format("\r{:{}}\r", "", width_);
  std::fwrite(blank.data(), 1, blank.size(), out_);
  std::fflush(out_);
  shown_ = false;
}

}  // namespace cvtidy::cli
