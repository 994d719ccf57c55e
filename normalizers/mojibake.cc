#include "normalizers/mojibake.h"

#include <array>
#include <bit>

#include "src/base/simd.h"
#include "src/base/utf8.h"

namespace cvtidy {
namespace {

// Windows-1252 bytes 0x80..0x9F; 0 marks the five bytes it leaves undefined.
constexpr std::array<char32_t, 32> kCp1252High = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178,
};

constexpr bool InRange(char32_t cp, char32_t lo, char32_t hi) { return cp >= lo && cp <= hi; }

// True for the characters a mojibake sequence may stand for. Two-byte sequences are held to
// letters (Latin-1, Latin Extended-A, Vietnamese and pinyin letters of Extended-B, Romanian
// comma letters, Greek, Cyrillic) and the printable Latin-1 symbols, so that a real accented
// capital followed by typographic punctuation (`É’` would read U+0252) is never taken for one.
bool Plausible(char32_t cp, size_t bytes) {
  if (bytes == 2) {
    return InRange(cp, 0xA0, 0x17F) || InRange(cp, 0x1A0, 0x1B0) || InRange(cp, 0x1CD, 0x1DC) ||
           InRange(cp, 0x218, 0x21B) || InRange(cp, 0x386, 0x3CE) || InRange(cp, 0x400, 0x45F);
  }
  if (bytes == 3) {
    return InRange(cp, 0x1E00, 0x1EFF) || InRange(cp, 0x2000, 0x206F) ||
           InRange(cp, 0x20A0, 0x20CF) || InRange(cp, 0x2100, 0x22FF) ||
           InRange(cp, 0x2460, 0x27BF) || InRange(cp, 0x3000, 0x9FFF) ||
           InRange(cp, 0xAC00, 0xD7AF) || InRange(cp, 0xFB00, 0xFB06) ||
           InRange(cp, 0xFF00, 0xFFEF);
  }
  return InRange(cp, 0x1F000, 0x1FAFF) || InRange(cp, 0x20000, 0x2FFFF);
}

// Closing marks that may follow a real word-final capital letter (`JOSÉ’`, `PÅ”`).
bool IsClosingMark(char32_t cp) { return cp == 0x2019 || cp == 0x201D || cp == 0xBB; }

bool IsLetterish(char32_t cp) {
  return (cp < 0x80 && ((cp | 0x20) >= 'a' && (cp | 0x20) <= 'z')) || InRange(cp, 0xC0, 0x24F);
}

// Matches one sequence at `pos`: returns the decoded character and sets `*length`.
std::optional<char32_t> MatchOne(std::string_view text, size_t pos, size_t* length) {
  size_t len = 0;
  const char32_t lead_cp = DecodeUtf8(text, pos, &len);
  const std::optional<uint8_t> lead = Cp1252Byte(lead_cp);
  if (!lead || *lead < 0xC2 || *lead > 0xF4) {
    return std::nullopt;
  }
  const size_t need = *lead < 0xE0 ? 1 : *lead < 0xF0 ? 2 : 3;
  std::array<char, 4> bytes{static_cast<char>(*lead)};
  size_t p = pos + len;
  char32_t last_cont = 0;
  for (size_t i = 1; i <= need; ++i) {
    if (p >= text.size()) {
      return std::nullopt;
    }
    size_t cont_len = 0;
    const char32_t cont_cp = DecodeUtf8(text, p, &cont_len);
    const std::optional<uint8_t> cont = Cp1252Byte(cont_cp);
    if (!cont || *cont < 0x80 || *cont > 0xBF) {
      return std::nullopt;
    }
    bytes[i] = static_cast<char>(*cont);
    last_cont = cont_cp;
    p += cont_len;
  }
  size_t decoded_len = 0;
  const std::string_view seq(bytes.data(), need + 1);
  const char32_t cp = DecodeUtf8(seq, 0, &decoded_len);
  if (decoded_len != seq.size() || !Plausible(cp, seq.size())) {
    return std::nullopt;
  }
  if (need == 1 && IsClosingMark(last_cont)) {
    // `JOSÉ’s` is a name and an apostrophe; only a letter after it makes `É’` a sequence.
    size_t next_len = 0;
    if (p >= text.size() || !IsLetterish(DecodeUtf8(text, p, &next_len))) {
      return std::nullopt;
    }
  }
  *length = p - pos;
  return cp;
}

// Decodes `text` once: every sequence repaired, everything else kept. Returns false when
// nothing was repaired.
bool DecodeOnce(std::string_view text, std::string& out) {
  out.clear();
  bool changed = false;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t len = 0;
    if (const std::optional<char32_t> cp = MatchOne(text, pos, &len)) {
      AppendUtf8(*cp, out);
      pos += len;
      changed = true;
      continue;
    }
    size_t cp_len = 0;
    DecodeUtf8(text, pos, &cp_len);
    out.append(text.substr(pos, cp_len));
    pos += cp_len;
  }
  return changed;
}

bool IsAsciiBlank(char c) { return c == ' ' || c == '\t'; }

// Invisible characters removed wherever they are.
bool IsAlwaysInvisible(char32_t cp) {
  return cp == 0x200B || cp == 0xFEFF || cp == 0x2060 || cp == 0x00AD;
}

// ZWNJ and ZWJ shape Persian, Arabic and Indic text and join emoji; between Latin letters,
// digits or spaces they are residue.
bool IsJoinerResidue(std::string_view line, size_t begin, size_t end) {
  const auto latin = [](char32_t cp) { return cp < 0x250; };
  bool prev_ok = true;
  if (begin > 0) {
    size_t p = begin - 1;
    while (p > 0 && (static_cast<unsigned char>(line[p]) & 0xC0) == 0x80) {
      --p;
    }
    size_t len = 0;
    prev_ok = latin(DecodeUtf8(line, p, &len));
  }
  size_t len = 0;
  const bool next_ok = end >= line.size() || latin(DecodeUtf8(line, end, &len));
  return prev_ok && next_ok;
}

}  // namespace

std::optional<uint8_t> Cp1252Byte(char32_t cp) {
  if (cp < 0x80) {
    return static_cast<uint8_t>(cp);
  }
  if (cp >= 0xA0 && cp <= 0xFF) {
    return static_cast<uint8_t>(cp);
  }
  // The five undefined bytes come through as C1 controls; the others never do.
  if (cp == 0x81 || cp == 0x8D || cp == 0x8F || cp == 0x90 || cp == 0x9D) {
    return static_cast<uint8_t>(cp);
  }
  for (size_t i = 0; i < kCp1252High.size(); ++i) {
    if (kCp1252High[i] != 0 && kCp1252High[i] == cp) {
      return static_cast<uint8_t>(0x80 + i);
    }
  }
  return std::nullopt;
}

std::optional<std::string> MatchMojibake(std::string_view text, size_t pos, size_t* length) {
  size_t total = 0;
  std::string decoded;
  while (pos + total < text.size()) {
    size_t len = 0;
    const std::optional<char32_t> cp = MatchOne(text, pos + total, &len);
    if (!cp) {
      break;
    }
    AppendUtf8(*cp, decoded);
    total += len;
  }
  if (total == 0) {
    return std::nullopt;
  }
  // Text decoded wrongly twice decodes again; three rounds cover what converters produce.
  std::string next;
  for (int round = 0; round < 3 && DecodeOnce(decoded, next); ++round) {
    decoded.swap(next);
  }
  *length = total;
  return decoded;
}

std::string_view LigatureLetters(char32_t cp) {
  switch (cp) {
    case 0xFB00:
      return "ff";
    case 0xFB01:
      return "fi";
    case 0xFB02:
      return "fl";
    case 0xFB03:
      return "ffi";
    case 0xFB04:
      return "ffl";
    case 0xFB05:
    case 0xFB06:
      return "st";
    default:
      return {};
  }
}

size_t FindCharRepairStart(std::string_view text, size_t from) {
  size_t pos = from;
#if defined(__SSE2__)
  const auto load = [&](size_t at) { return simd::Load16(text.data() + at); };
  for (; pos + 16 <= text.size(); pos += 16) {
    // Most of a CV is ASCII: sixty-four bytes a step while no byte has its high bit.
    while (pos + 64 <= text.size() &&
           simd::Bits(_mm_or_si128(_mm_or_si128(load(pos), load(pos + 16)),
                                   _mm_or_si128(load(pos + 32), load(pos + 48)))) == 0) {
      pos += 64;
    }
    if (pos + 16 > text.size()) {
      break;
    }
    const __m128i bytes = load(pos);
    if (simd::Bits(bytes) == 0) {
      continue;
    }
    // The lead bytes MayStartCharRepair accepts: 0xC2, 0xC3, 0xE2, 0xEF.
    uint32_t leads =
        simd::Bits(_mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, simd::Splat(0xC2)),
                                             _mm_cmpeq_epi8(bytes, simd::Splat(0xC3))),
                                _mm_or_si128(_mm_cmpeq_epi8(bytes, simd::Splat(0xE2)),
                                             _mm_cmpeq_epi8(bytes, simd::Splat(0xEF)))));
    for (; leads != 0; leads &= leads - 1) {
      const size_t at = pos + static_cast<size_t>(std::countr_zero(leads));
      if (MayStartCharRepair(text, at)) {
        return at;
      }
    }
  }
#endif
  for (; pos < text.size(); ++pos) {
    pos = FindNonAscii(text, pos);
    if (pos < text.size() && MayStartCharRepair(text, pos)) {
      return pos;
    }
  }
  return text.size();
}

void internal::FindCharRepairsTrying(std::string_view line, RepairStartSearch next_start,
                                     std::vector<CharRepair>& out) {
  size_t pos = 0;
  while (pos < line.size()) {
    pos = next_start(line, pos);
    if (pos >= line.size()) {
      break;
    }
    size_t len = 0;
    if (std::optional<std::string> decoded = MatchMojibake(line, pos, &len)) {
      out.push_back({pos, pos + len, CharDamage::kMojibake, *std::move(decoded)});
      pos += len;
      continue;
    }
    const char32_t cp = DecodeUtf8(line, pos, &len);
    if (const std::string_view letters = LigatureLetters(cp); !letters.empty()) {
      out.push_back({pos, pos + len, CharDamage::kLigature, std::string(letters)});
      pos += len;
      continue;
    }
    // A run of no-break spaces and invisible characters is one repair.
    size_t end = pos;
    bool has_nbsp = false;
    while (end < line.size()) {
      size_t l = 0;
      const char32_t c = DecodeUtf8(line, end, &l);
      if (c == 0xA0) {
        has_nbsp = true;
      } else if (!IsAlwaysInvisible(c) &&
                 !((c == 0x200C || c == 0x200D) && IsJoinerResidue(line, end, end + l))) {
        break;
      }
      end += l;
    }
    if (end == pos) {
      pos += len;
      continue;
    }
    // A no-break space becomes a space, except where a space would be doubled or would
    // stand at either end of the line (CommonMark does not count U+00A0 as indentation).
    const bool keep_space = has_nbsp && pos > 0 && end < line.size() &&
                            !IsAsciiBlank(line[pos - 1]) && !IsAsciiBlank(line[end]);
    out.push_back({pos, end, has_nbsp ? CharDamage::kNoBreakSpace : CharDamage::kInvisible,
                   keep_space ? " " : ""});
    pos = end;
  }
}

void FindCharRepairs(std::string_view line, std::vector<CharRepair>& out) {
  // Every repair starts at a character MayStartCharRepair accepts; the others are skipped.
  internal::FindCharRepairsTrying(line, FindCharRepairStart, out);
}

}  // namespace cvtidy
