// UTF-8 validation and decoding over std::string_view. Columns reported to users count
// code points, so these helpers are on the path from byte offsets to line:column.
#ifndef CVTIDY_SRC_BASE_UTF8_H_
#define CVTIDY_SRC_BASE_UTF8_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cvtidy {

inline constexpr char32_t kReplacementChar = 0xFFFD;
// The same character in UTF-8.
inline constexpr std::string_view kReplacementUtf8 = "\xEF\xBF\xBD";

// Returns the length of the well-formed UTF-8 sequence at `text[pos]` (`pos < text.size()`),
// or 0 when it is ill-formed. Follows the table of well-formed byte sequences in the Unicode
// standard (3.9, D92). Inline: validation calls it once per non-ASCII character.
inline size_t WellFormedUtf8Length(std::string_view text, size_t pos) {
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
  const size_t left = text.size() - pos;
  const unsigned char b0 = byte(pos);
  if (b0 < 0x80) {
    return 1;
  }
  const auto cont = [&](size_t i, unsigned char lo = 0x80, unsigned char hi = 0xBF) {
    return i < left && byte(pos + i) >= lo && byte(pos + i) <= hi;
  };
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    return cont(1) ? 2 : 0;
  }
  if (b0 >= 0xE0 && b0 <= 0xEF) {
    const unsigned char lo = b0 == 0xE0 ? 0xA0 : 0x80;
    const unsigned char hi = b0 == 0xED ? 0x9F : 0xBF;
    return cont(1, lo, hi) && cont(2) ? 3 : 0;
  }
  if (b0 >= 0xF0 && b0 <= 0xF4) {
    const unsigned char lo = b0 == 0xF0 ? 0x90 : 0x80;
    const unsigned char hi = b0 == 0xF4 ? 0x8F : 0xBF;
    return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

// Returns the byte offset of the first byte that does not start a well-formed UTF-8
// sequence (overlongs, surrogates and code points above U+10FFFF are ill-formed), or
// std::nullopt when `text` is valid.
std::optional<size_t> FindInvalidUtf8(std::string_view text);

// The first position at or after `from` holding a byte of a non-ASCII character, or
// text.size() when there is none. Reads sixteen bytes at a time (eight without SSE2): most of
// a CV is ASCII.
size_t FindNonAscii(std::string_view text, size_t from);

// Decodes the code point starting at `text[pos]` and stores its length in `*len` (at least
// 1). Ill-formed bytes decode as U+FFFD with length 1, so callers always make progress.
char32_t DecodeUtf8(std::string_view text, size_t pos, size_t* len);

// Returns the number of code points in `text`, counting each ill-formed byte as one. Runs of
// ASCII are counted by FindNonAscii's steps, not byte by byte.
size_t CountCodePoints(std::string_view text);

// The bytes of `text` that start a code point (all but UTF-8 continuation bytes): the code
// points of valid UTF-8, counted eight bytes at a time.
size_t CountLeadBytes(std::string_view text);

// Appends the UTF-8 encoding of `cp` to `out`.
void AppendUtf8(char32_t cp, std::string& out);

// Returns `text` with every ill-formed byte replaced by U+FFFD, for safe display.
std::string SanitizeUtf8(std::string_view text);

// The first position at or after `from` holding a byte that is not printable ASCII (0x20 to
// 0x7E: a control, DEL or a byte of a non-ASCII character), or text.size() when there is
// none. Reads sixteen bytes at a time (eight without SSE2): a line shown to people is mostly
// printable ASCII, which needs no decoding and is one terminal cell a byte.
size_t FindNotPrintableAscii(std::string_view text, size_t from);

// A piece of text as a terminal shows it: a run of printable ASCII, copied as it is at a cell
// a byte, or one code point between runs that needs a closer look (a control, a non-ASCII
// character, or an ill-formed byte: U+FFFD of size 1).
struct TextSegment {
  size_t size = 0;
  bool printable_ascii = false;
  char32_t cp = 0;  // the code point, when not printable_ascii
};

// The segment that starts at `text[pos]`, `pos < text.size()`; its size is at least 1.
inline TextSegment SegmentAt(std::string_view text, size_t pos) {
  // A segment that is one code point is told by its first byte, without starting a search.
  if (const auto first = static_cast<unsigned char>(text[pos]); first >= 0x20 && first < 0x7F) {
    return {FindNotPrintableAscii(text, pos + 1) - pos, true, 0};
  }
  size_t len = 1;
  const char32_t cp = DecodeUtf8(text, pos, &len);
  return {len, false, cp};
}

}  // namespace cvtidy

#endif  // CVTIDY_SRC_BASE_UTF8_H_
