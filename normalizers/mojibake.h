// Character-level damage inside one line of text: UTF-8 that was decoded as Windows-1252 or
// Latin-1 (`RenÃ©e` for `Renée`, `â€™` for `’`), typographic ligatures (`ﬁ`), non-breaking
// spaces and invisible characters (zero-width space, soft hyphen, a BOM inside the text).
// Pure functions; ocr/mojibake builds its diagnostics and fixes from them.
//
//   std::vector<CharRepair> repairs;
//   FindCharRepairs("Ren\xC3\x83\xC2\xA9e", repairs);  // {3, 7, kMojibake, "é"}
#ifndef CVTIDY_NORMALIZERS_MOJIBAKE_H_
#define CVTIDY_NORMALIZERS_MOJIBAKE_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cvtidy {

enum class CharDamage : uint8_t {
  kMojibake,      // UTF-8 bytes read as Windows-1252 / Latin-1 characters
  kLigature,      // U+FB00..U+FB06
  kNoBreakSpace,  // U+00A0
  kInvisible,     // U+200B, U+FEFF, U+2060, U+00AD, and U+200C/U+200D between Latin letters
};

// One repair: bytes [begin, end) of the scanned text should read `replacement`.
struct CharRepair {
  size_t begin = 0;
  size_t end = 0;
  CharDamage kind = CharDamage::kMojibake;
  std::string replacement;
};

// Returns the byte Windows-1252 encodes `cp` as, with Latin-1 for the five bytes 1252 leaves
// undefined (decoders map them to the C1 controls U+0081, U+008D, ...); std::nullopt when `cp`
// is not a Windows-1252 character.
std::optional<uint8_t> Cp1252Byte(char32_t cp);

// Matches one or more consecutive mojibake sequences at `text[pos]`: characters whose
// Windows-1252 bytes form well-formed UTF-8 of a plausible character (a letter of the
// Latin, Greek or Cyrillic blocks, punctuation, symbols, CJK, Hangul, emoji). Text decoded
// twice (`ÃƒÂ©`) is repaired to the end. Sets `*length` to the bytes matched and returns the
// repaired text; std::nullopt when nothing matches at `pos`.
std::optional<std::string> MatchMojibake(std::string_view text, size_t pos, size_t* length);

// Returns the letters a ligature code point stands for (`ﬁ` -> "fi"), or empty.
std::string_view LigatureLetters(char32_t cp);

// True when a repair may start at `text[pos]`: the first bytes of a character a repair starts
// with (a Latin-1 letter U+00C2..U+00F4 as a mojibake lead, a ligature, U+00A0, U+00AD,
// U+200B..U+200D, U+2060, U+FEFF). Most non-ASCII characters of a CV (`–`, `•`, `’`) start
// none, and FindCharRepairs skips them unread.
inline bool MayStartCharRepair(std::string_view text, size_t pos) {
  const auto at = [&](size_t i) -> unsigned {
    return pos + i < text.size() ? static_cast<unsigned char>(text[pos + i]) : 0;
  };
  switch (at(0)) {
    case 0xC2:
      return at(1) == 0xA0 || at(1) == 0xAD;
    case 0xC3:
      return at(1) >= 0x82 && at(1) <= 0xB4;
    case 0xE2:
      return (at(1) == 0x80 && at(2) >= 0x8B && at(2) <= 0x8D) || (at(1) == 0x81 && at(2) == 0xA0);
    case 0xEF:
      return (at(1) == 0xAC && at(2) >= 0x80 && at(2) <= 0x86) || (at(1) == 0xBB && at(2) == 0xBF);
    default:
      return false;
  }
}

// The first position at or after `from` where MayStartCharRepair holds, or `text.size()`.
// Sixteen bytes a step where SSE2 is there: ocr/mojibake reads only the lines holding one.
size_t FindCharRepairStart(std::string_view text, size_t from);

// Appends, in order, every repair in `line` (one line, no terminator). Offsets are relative
// to `line`. Linear; returns at once for ASCII text.
void FindCharRepairs(std::string_view line, std::vector<CharRepair>& out);

namespace internal {
// FindCharRepairs with the search for the next character to try given: it passes
// FindCharRepairStart; the tests pass FindNonAscii (every character tried) and hold the two
// to the same repairs.
using RepairStartSearch = size_t (*)(std::string_view text, size_t from);
void FindCharRepairsTrying(std::string_view line, RepairStartSearch next_start,
                           std::vector<CharRepair>& out);
}  // namespace internal

}  // namespace cvtidy

#endif  // CVTIDY_NORMALIZERS_MOJIBAKE_H_
