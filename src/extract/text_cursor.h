// Bounds-checked byte tests over one line of text, shared by the linear line scanners (the
// date and number extractors): every test past the end is false, every run stops there.
#ifndef CVTIDY_SRC_EXTRACT_TEXT_CURSOR_H_
#define CVTIDY_SRC_EXTRACT_TEXT_CURSOR_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "src/base/strings.h"
#include "src/base/swar.h"

namespace cvtidy::internal {

// A blank inside a line: a space or a tab.
inline bool IsBlank(char c) { return c == ' ' || c == '\t'; }

class TextCursor {
 protected:
  explicit TextCursor(std::string_view text) : t_(text), n_(text.size()) {}

  bool DigitAt(size_t i) const { return i < n_ && IsAsciiDigit(t_[i]); }
  bool AlphaAt(size_t i) const { return i < n_ && IsAsciiAlpha(t_[i]); }
  bool AlnumAt(size_t i) const { return i < n_ && IsAsciiAlnum(t_[i]); }
  bool BlankAt(size_t i) const { return i < n_ && IsBlank(t_[i]); }
  bool CharAt(size_t i, char c) const { return i < n_ && t_[i] == c; }

  size_t DigitRunEnd(size_t i) const {
    while (i < n_ && IsAsciiDigit(t_[i])) {
      ++i;
    }
    return i;
  }
  size_t LetterRunEnd(size_t i) const {
    while (i < n_ && IsAsciiAlpha(t_[i])) {
      ++i;
    }
    return i;
  }
  size_t AlnumRunEnd(size_t i) const {
    while (i < n_ && IsAsciiAlnum(t_[i])) {
      ++i;
    }
    return i;
  }
  size_t SkipBlanks(size_t i) const {
    while (i < n_ && IsBlank(t_[i])) {
      ++i;
    }
    return i;
  }
  // Steps back from `p` over at most `most` blanks; returns where the blanks start.
  size_t SkipBlanksBack(size_t p, size_t most) const {
    size_t q = p;
    while (q > 0 && IsBlank(t_[q - 1]) && p - q < most) {
      --q;
    }
    return q;
  }

  const std::string_view t_;
  const size_t n_;
};

}  // namespace cvtidy::internal

#endif  // CVTIDY_SRC_EXTRACT_TEXT_CURSOR_H_
