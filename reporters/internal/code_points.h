// Code-point helpers shared by the reporters that show user text to people (text, html):
// which code points must not be shown as they are, and iteration that survives ill-formed
// UTF-8.
#ifndef CVTIDY_REPORTERS_INTERNAL_CODE_POINTS_H_
#define CVTIDY_REPORTERS_INTERNAL_CODE_POINTS_H_

#include <cstddef>
#include <string_view>

#include "src/base/utf8.h"

namespace cvtidy::internal {

// Returns true for code points that must not reach a terminal or a page as they are: C0 and
// C1 controls and DEL (they can move the cursor or start escape sequences) and bidirectional
// embeddings, overrides and isolates (they reorder what is displayed, so marks and carets
// would point at the wrong text). Callers show them as U+FFFD; `\t` and `\n` are controls
// too, so callers that keep them test for them first.
inline bool IsUnprintable(char32_t cp) {
  return cp < 0x20 || (cp >= 0x7F && cp < 0xA0) || (cp >= 0x202A && cp <= 0x202E) ||
         (cp >= 0x2066 && cp <= 0x2069);
}

// Calls f(pos, len, cp) for each code point of `s`; an ill-formed byte is U+FFFD of length 1.
// Stops early when f returns false.
template <typename F>
void ForEachCodePoint(std::string_view s, F f) {
  size_t pos = 0;
  while (pos < s.size()) {
    size_t len = 1;
    const auto byte = static_cast<unsigned char>(s[pos]);
    const char32_t cp = byte < 0x80 ? char32_t{byte} : DecodeUtf8(s, pos, &len);
    if (!f(pos, len, cp)) {
      return;
    }
    pos += len;
  }
}

}  // namespace cvtidy::internal

#endif  // CVTIDY_REPORTERS_INTERNAL_CODE_POINTS_H_
