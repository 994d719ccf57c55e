#include "reporters/internal/spool.h"

#include <array>

namespace cvtidy::internal {

void TextSpool::Open() {
  file_.reset(std::tmpfile());
  text_.clear();
  size_ = 0;
  failed_ = false;
}

void TextSpool::Append(std::string_view text) {
  size_ += text.size();
  if (file_ == nullptr) {
    text_.append(text);
  } else {
    failed_ = failed_ || std::fwrite(text.data(), 1, text.size(), file_.get()) != text.size();
  }
}

bool TextSpool::CopyTo(std::FILE* to) {
  if (file_ != nullptr) {
    if (failed_ || std::fflush(file_.get()) != 0 || std::fseek(file_.get(), 0, SEEK_SET) != 0) {
      file_.reset();
      return false;
    }
    std::array<char, 1 << 16> chunk;
    for (size_t n; (n = std::fread(chunk.data(), 1, chunk.size(), file_.get())) > 0;) {
      std::fwrite(chunk.data(), 1, n, to);  // a short write sets `to`'s error flag
    }
    file_.reset();
  }
  std::fwrite(text_.data(), 1, text_.size(), to);
  text_.clear();
  text_.shrink_to_fit();
  size_ = 0;
  return true;
}

}  // namespace cvtidy::internal
