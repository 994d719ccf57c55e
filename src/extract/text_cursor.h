// Bounds-checked byte tests over one line of text, shared by the linear line scanners (the
// date and number extractors): every test past the end is false, every run stops there.
#ifndef CVTIDY_SRC_EXTRACT_TEXT_CURSOR_H_
#define CVTIDY_SRC_EXTRACT_TEXT_CURSOR_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "src/base/simd.h"
#include "src/base/strings.h"
#include "src/base/swar.h"

namespace cvtidy::internal {

// A blank inside a line: a space or a tab.
inline bool IsBlank(char c) { return c == ' ' || c == '\t'; }

#if defined(__SSE2__)
// One bit per byte of the sixteen at `p` that is an ASCII digit.
inline uint32_t DigitBits16(const char* p) {
  return simd::Bits(simd::InRange(simd::Load16(p), '0', '9'));
}
#endif

// The first position at or after `from` holding an ASCII digit, or text.size(). Inline and
// sixteen bytes a step where SSE2 is there: the line scanners call it once per number, and
// most lines are short, so the call and the step count are most of the cost.
inline size_t FindDigitFrom(std::string_view text, size_t from) {
  const size_t n = text.size();
  size_t i = from;
#if defined(__SSE2__)
  if (n >= 16) {
    for (; i + 16 <= n; i += 16) {
      if (const uint32_t bits = DigitBits16(text.data() + i); bits != 0) {
        return i + static_cast<size_t>(__builtin_ctz(bits));
      }
    }
    if (i >= n) {
      return n;
    }
    // The last sixteen bytes, those before `i` shifted out: no byte-by-byte tail.
    const uint32_t bits = DigitBits16(text.data() + n - 16) >> (i - (n - 16));
    return bits != 0 ? i + static_cast<size_t>(__builtin_ctz(bits)) : n;
  }
#endif
  for (; i < n; ++i) {
    if (IsAsciiDigit(text[i])) {
      return i;
    }
  }
  return n;
}

// The position of the last ASCII digit of `text`, or kNpos; sixteen bytes a step from the end
// where SSE2 is there.
inline size_t FindLastDigit(std::string_view text) {
  size_t end = text.size();
#if defined(__SSE2__)
  if (end >= 16) {
    for (; end >= 16; end -= 16) {
      if (const uint32_t bits = DigitBits16(text.data() + end - 16); bits != 0) {
        return end - 16 + static_cast<size_t>(31 - __builtin_clz(bits));
      }
    }
    if (end == 0) {
      return kNpos;
    }
    // The first sixteen bytes, those from `end` on masked out.
    const uint32_t bits = DigitBits16(text.data()) & ((uint32_t{1} << end) - 1);
    return bits != 0 ? static_cast<size_t>(31 - __builtin_clz(bits)) : kNpos;
  }
#endif
  while (end > 0) {
    --end;
    if (IsAsciiDigit(text[end])) {
      return end;
    }
  }
  return kNpos;
}

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
