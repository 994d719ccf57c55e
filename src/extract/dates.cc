// The date extractor: a hand-written, single-pass scanner over one line.
//
// Most bytes are never looked at one by one: sixteen at a time, the scan finds the next digit
// at a token start, apostrophe (', U+2018, U+2019), `+` (phone numbers, skipped whole) or
// word whose first two letters start a month or season name (internal::DateCandidates), and
// only that is looked at further; a word is looked up only when a digit, an apostrophe or a
// range separator follows it. A candidate is parsed as a point, then as the start of a range
// (separator, end point). Look-aheads are bounded by the token or the blank run they scan and
// rejections skip what they examined, so the scan is linear. Nothing mutable is shared: every
// call builds its own DateScanner on the stack.
//
// A false date is worse than a missed one (rules rewrite dates), so ambiguous shapes are
// rejected. The decisions beyond the header's contract, for the rule authors:
// - Numbers glued to letters (`ICML2022`, `CS2311`, `v2019`, `2019a`, `1990s`, `NSDI'25`),
//   glued to other digits by `.`, `/`, `:`, `-`, `,` (`4.19/4.3`, `2019.1`, `10:30`,
//   `555-2019`, `11,514,370`), after `$ # + @ £ ¥ € ×`, or before `% @ ×` are not dates.
//   `2019,2020` is two dates.
// - A digit cluster of three or more groups joined by single `-`, `.`, space or `) `, six
//   digits or more and not all four-digit groups, is a phone number, full date or identifier
//   (`212 555 2019`, `(212) 555-2019`, `2019-09-15`, `12.05.2019`, `978-1-2019-5`): skipped
//   whole. So is everything after `+digit`.
// - No date is read inside a number the number classifier (src/extract/numbers.h) gave a
//   role that is never a date: a page range (`pp. 1999-2005`), a volume, issue or article
//   number (`293 (2068) 20252594`), an identifier, an edition or a label. Nor is a street
//   number a date (`1950 N. Lake Ave`).
// - A whitespace-delimited token holding `://`, `www.` or `@` is never a date. Besides white
//   space, `[ ] < > " | `` ` `` delimit tokens, so `[OSDI 2019](https://x.org/2019)` keeps 2019.
// - Full dates with a day (`Sep 15, 2019`, `15 Sep 2019`, `2019-09-15`, `09/15/2019`) are not
//   extracted at all, not even their year: no DateStyle describes them. Neither are
//   `Sep, 2019` and `Fall, 2019`.
// - `2019/20`, `2019/2020`, `Sep.2019`, `Sep-2019`, `2019-9`, `09/19` are not dates.
// - Month and season words may be lower case, Capitalised or UPPER case, not `sEP`. A full
//   month name takes no dot (`June. 2019` yields the year alone). `Fall '19` is kSeasonYear with a
//   two-digit year. U+00A0 may stand for the space inside a point, never in a separator.
// - A bare `'24` after a venue (`OSDI '24`) is extracted (kYear, two_digit_year); `OSDI'24`
//   (glued) is not. `OSDI 2024` yields 2024.
// - `2009-10` is ISO October 2009 (a hyphen and 01..12); `2009–10` (en dash) and `2019-20`
//   (13..99, or 00) are academic years: a range whose end has two digits in the start's
//   century, accepted only 1..9 years after the start (`2019-99` is nothing).
// - `Nov - Feb 2020`: a month-only start takes the end's year, or the year before when its
//   month is later than the end's. Its year_range is empty.
// - `Sep 2019 to date`: the end point is `to date` (kToDate) and the separator is the blank
//   before it, of kind kTo. `Sep 2019 - to date` has the ` - ` separator.
// - Range separators are the spellings of the one separator table
//   (src/model/date_separators.h): `--` and `---` are en and em dashes (TeX); U+2010, U+2011,
//   U+2012, U+2212 are hyphens; U+FF5E is a tilde; `until` and `till` are kTo (like `to`,
//   they need blanks around them).
// - An open end needs a dash (hyphen, en, em) followed by white space or the end of the line:
//   `2019-based` is a point, `2019 to Best` is a point, `2019-1850` is nothing. The span's
//   range then runs from the start point to the end of the separator (trailing blanks
//   included), and the separator may be followed by other text (`May'23 - **Chair**`).
// - Empty ranges (month_range of a year, year_range of a present point or a month-only start,
//   the separator of a point) are ByteRange{} (0, 0). month_range excludes the dot of
//   `Sep.`; year_range includes the apostrophe of `'23`.
#include "src/extract/dates.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

#include "absl/base/attributes.h"

#include "src/base/progress.h"
#include "src/base/simd.h"
#include "src/base/strings.h"
#include "src/extract/numbers.h"
#include "src/extract/text_cursor.h"
#include "src/extract/url_tokens.h"
#include "src/model/date_separators.h"
#include "src/model/years.h"

namespace cvtidy {
namespace {

using internal::IsBlank;

// Byte classes for the first look at each byte.
enum : uint8_t {
  kDigitClass = 1,
  kLetterClass = 2,
  kInitialClass = 4,  // may start a month or season word: J F M A S O N D W
  kSpecialClass = 8,  // ' + and 0xE2 (the lead byte of U+2018 and U+2019)
};

constexpr std::array<uint8_t, 256> MakeClasses() {
  std::array<uint8_t, 256> classes{};
  for (int c = '0'; c <= '9'; ++c) {
    classes[c] = kDigitClass;
  }
  for (int c = 'a'; c <= 'z'; ++c) {
    classes[c] = kLetterClass;
    classes[c - 32] = kLetterClass;
  }
  for (const char c : std::string_view("jfmasondw")) {
    classes[static_cast<unsigned char>(c)] |= kInitialClass;
    classes[static_cast<unsigned char>(c - 32)] |= kInitialClass;
  }
  classes['\''] = kSpecialClass;
  classes['+'] = kSpecialClass;
  classes[0xE2] = kSpecialClass;
  return classes;
}

constexpr std::array<uint8_t, 256> kClasses = MakeClasses();

enum class WordKind : uint8_t {
  kMonthAbbr,
  kMonthFull,
  kMay,
  kSeason,
  kPresent,
  kNow,
  kCurrent,
  kOngoing
};

struct WordEntry {
  std::string_view name;  // lower case
  WordKind kind;
  uint8_t month = 0;
  Season season = Season::kNone;
};

constexpr WordEntry kWords[] = {
    {"jan", WordKind::kMonthAbbr, 1},
    {"january", WordKind::kMonthFull, 1},
    {"feb", WordKind::kMonthAbbr, 2},
    {"february", WordKind::kMonthFull, 2},
    {"mar", WordKind::kMonthAbbr, 3},
    {"march", WordKind::kMonthFull, 3},
    {"apr", WordKind::kMonthAbbr, 4},
    {"april", WordKind::kMonthFull, 4},
    {"may", WordKind::kMay, 5},
    {"jun", WordKind::kMonthAbbr, 6},
    {"june", WordKind::kMonthFull, 6},
    {"jul", WordKind::kMonthAbbr, 7},
    {"july", WordKind::kMonthFull, 7},
    {"aug", WordKind::kMonthAbbr, 8},
    {"august", WordKind::kMonthFull, 8},
    {"sep", WordKind::kMonthAbbr, 9},
    {"sept", WordKind::kMonthAbbr, 9},
    {"september", WordKind::kMonthFull, 9},
    {"oct", WordKind::kMonthAbbr, 10},
    {"october", WordKind::kMonthFull, 10},
    {"nov", WordKind::kMonthAbbr, 11},
    {"november", WordKind::kMonthFull, 11},
    {"dec", WordKind::kMonthAbbr, 12},
    {"december", WordKind::kMonthFull, 12},
    {"spring", WordKind::kSeason, 0, Season::kSpring},
    {"summer", WordKind::kSeason, 0, Season::kSummer},
    {"fall", WordKind::kSeason, 0, Season::kFall},
    {"autumn", WordKind::kSeason, 0, Season::kFall},
    {"winter", WordKind::kSeason, 0, Season::kWinter},
    {"present", WordKind::kPresent},
    {"now", WordKind::kNow},
    {"current", WordKind::kCurrent},
    {"ongoing", WordKind::kOngoing},
};

constexpr size_t kMaxWord = 9;  // "september"

// Street types: `1950 Main St` is an address, not a year.
constexpr std::string_view kStreetWords[] = {
    "st", "street", "ave",   "avenue", "rd",      "road",    "blvd", "boulevard",
    "ln", "lane",   "ct",    "court",  "pkwy",    "parkway", "hwy",  "highway",
    "pl", "place",  "drive", "way",    "terrace", "circle"};

// A word as PackLowerWord packs it, with its length: a lookup compares the two, no memcmp.
struct KeyedWord {
  uint64_t key;
  size_t size;
};

template <size_t N>
constexpr std::array<KeyedWord, N> KeyWords(const std::array<std::string_view, N>& words) {
  std::array<KeyedWord, N> keys{};
  for (size_t i = 0; i < N; ++i) {
    keys[i] = {PackLowerWord(words[i]), words[i].size()};
  }
  return keys;
}

// Whether `word` (packed: `key`) is the lower-case `name` (keyed: `keyed`) in any case: the
// first eight letters in one comparison, the ones a key leaves out (`september`, `boulevard`)
// one by one.
bool IsKeyedWord(const KeyedWord& keyed, std::string_view name, uint64_t key,
                 std::string_view word) {
  if (keyed.key != key || keyed.size != word.size()) {
    return false;
  }
  for (size_t i = 8; i < word.size(); ++i) {
    if (AsciiToLower(word[i]) != name[i]) {
      return false;
    }
  }
  return true;
}

constexpr std::array<KeyedWord, std::size(kStreetWords)> kStreetWordKeys =
    KeyWords(std::to_array(kStreetWords));

// For each length of a street type, one bit per first letter (a = bit 0) of the types of that
// length: most words after a year (`IEEE`, `Workshop`, `Best`) are ruled out by these two
// before they are packed and compared with every type.
constexpr std::array<uint32_t, kMaxWord + 1> kStreetWordInitials = [] {
  std::array<uint32_t, kMaxWord + 1> initials{};
  for (const std::string_view word : kStreetWords) {
    initials.at(word.size()) |= uint32_t{1} << (word[0] - 'a');
  }
  return initials;
}();

// True when the letters `word` (one to kMaxWord) are a street type, in any case.
bool IsStreetWord(std::string_view word) {
  if ((kStreetWordInitials[word.size()] >> (AsciiToLower(word[0]) - 'a') & 1) == 0) {
    return false;
  }
  const uint64_t key = PackLowerWord(word);
  for (size_t i = 0; i < kStreetWordKeys.size(); ++i) {
    if (IsKeyedWord(kStreetWordKeys[i], kStreetWords[i], key, word)) {
      return true;
    }
  }
  return false;
}

// True for `word` in lower case, Capitalised or UPPER case.
bool IsNormalCase(std::string_view word) {
  bool all_upper = true;
  bool rest_lower = true;
  for (size_t i = 0; i < word.size(); ++i) {
    all_upper = all_upper && IsAsciiUpper(word[i]);
    if (i > 0) {
      rest_lower = rest_lower && IsAsciiLower(word[i]);
    }
  }
  return all_upper || rest_lower;
}

constexpr std::array<KeyedWord, std::size(kWords)> kWordKeys = [] {
  std::array<std::string_view, std::size(kWords)> names{};
  for (size_t i = 0; i < names.size(); ++i) {
    names[i] = kWords[i].name;
  }
  return KeyWords(names);
}();

// The indices into kWords of the names with one first letter: a lookup compares the keys of
// at most six names, not of all.
struct InitialBucket {
  size_t count = 0;
  std::array<uint8_t, 6> words{};
};

constexpr std::array<InitialBucket, 26> MakeInitialBuckets() {
  std::array<InitialBucket, 26> buckets{};
  for (size_t i = 0; i < std::size(kWords); ++i) {
    InitialBucket& bucket = buckets[kWords[i].name[0] - 'a'];
    bucket.words.at(bucket.count++) = static_cast<uint8_t>(i);  // a seventh: no constant
  }
  return buckets;
}

constexpr std::array<InitialBucket, 26> kWordsByInitial = MakeInitialBuckets();

// The first two letters (lower case) of the month and season names, one bit per pair: only
// those start a date (a present word only ends one), so a word whose first two letters start
// none of them is passed over without a lookup.
constexpr std::array<uint32_t, 26> MakeSecondLetters() {
  std::array<uint32_t, 26> seconds{};
  for (const WordEntry& word : kWords) {
    if (word.month > 0 || word.kind == WordKind::kSeason) {
      seconds[word.name[0] - 'a'] |= uint32_t{1} << (word.name[1] - 'a');
    }
  }
  return seconds;
}

constexpr std::array<uint32_t, 26> kSecondLetters = MakeSecondLetters();

// Whether a word starting with the bytes `first`, `second` may be a month or season name.
bool MayStartDateWord(char first, char second) {
  if (!IsAsciiAlpha(first) || !IsAsciiAlpha(second)) {
    return false;
  }
  const uint32_t seconds = kSecondLetters[AsciiToLower(first) - 'a'];
  return (seconds >> (AsciiToLower(second) - 'a') & 1) != 0;
}

// One bit per byte pair (first, second), at bit `first | second << 8`: whether the date scan
// tries a run of letters and digits that starts with it, or the byte `first`: a digit or a
// kSpecialClass byte whatever follows (a zero byte stands for the end of the text), a letter
// when MayStartDateWord. The index is the pair's two bytes read as one little-endian number.
constexpr std::array<uint64_t, 65536 / 64> kTriedPairs = [] {
  std::array<uint64_t, 65536 / 64> bits{};
  const auto set = [&bits](int first, int second) {
    const int pair = first | second << 8;
    bits[pair / 64] |= uint64_t{1} << (pair % 64);
  };
  for (int first = 0; first < 256; ++first) {
    if ((kClasses[first] & (kDigitClass | kSpecialClass)) != 0) {
      for (int second = 0; second < 256; ++second) {
        set(first, second);
      }
    }
  }
  for (const WordEntry& word : kWords) {
    if (word.month > 0 || word.kind == WordKind::kSeason) {
      for (const int first_case : {0, 0x20}) {
        for (const int second_case : {0, 0x20}) {
          set((word.name[0] & ~0x20) | first_case, (word.name[1] & ~0x20) | second_case);
        }
      }
    }
  }
  return bits;
}();

bool IsTriedPair(uint32_t pair) { return (kTriedPairs[pair / 64] >> (pair % 64) & 1) != 0; }

bool IsTriedPair(unsigned char first, unsigned char second) {
  return IsTriedPair(uint32_t{first} | uint32_t{second} << 8);
}

// The two bytes at `p` as IsTriedPair numbers them.
uint32_t PairAt(const char* p) {
  if constexpr (std::endian::native == std::endian::little) {
    uint16_t pair;
    std::memcpy(&pair, p, 2);
    return pair;
  } else {
    return uint32_t{static_cast<unsigned char>(p[0])} | uint32_t{static_cast<unsigned char>(p[1])}
                                                            << 8;
  }
}

// Looks up a run of ASCII letters.
const WordEntry* LookupWord(std::string_view word) {
  if (word.size() < 3 || word.size() > kMaxWord) {
    return nullptr;
  }
  const uint64_t key = PackLowerWord(word);
  const InitialBucket& bucket = kWordsByInitial[AsciiToLower(word[0]) - 'a'];
  for (size_t k = 0; k < bucket.count; ++k) {
    const size_t i = bucket.words[k];
    if (IsKeyedWord(kWordKeys[i], kWords[i].name, key, word)) {
      return IsNormalCase(word) ? &kWords[i] : nullptr;
    }
  }
  return nullptr;
}

// One bit per byte of the sixteen at `at` (fewer at the end of the text: the rest are clear).
struct ChunkBits {
  uint32_t alnum = 0;    // ASCII letters and digits
  uint32_t special = 0;  // kSpecialClass: ' + 0xE2
};

#if defined(__SSE2__)
ABSL_ATTRIBUTE_ALWAYS_INLINE inline ChunkBits MarkChunk16(const char* data) {
  using simd::Splat;
  const __m128i bytes = simd::Load16(data);
  const __m128i alnum = _mm_or_si128(simd::AsciiLetters(bytes), simd::InRange(bytes, '0', '9'));
  const __m128i special = _mm_or_si128(
      _mm_or_si128(_mm_cmpeq_epi8(bytes, Splat('\'')), _mm_cmpeq_epi8(bytes, Splat('+'))),
      _mm_cmpeq_epi8(bytes, Splat(0xE2)));
  return ChunkBits{simd::Bits(alnum), simd::Bits(special)};
}
#endif

ABSL_ATTRIBUTE_ALWAYS_INLINE inline ChunkBits MarkChunk(std::string_view text, size_t at) {
  const size_t size = text.size();
#if defined(__SSE2__)
  if (at + 16 <= size) {
    return MarkChunk16(text.data() + at);
  }
  if (size >= 16) {
    // The last sixteen bytes, those before `at` shifted out: no byte-by-byte tail.
    ChunkBits bits = MarkChunk16(text.data() + size - 16);
    const size_t shift = at - (size - 16);
    return ChunkBits{bits.alnum >> shift, bits.special >> shift};
  }
#endif
  ChunkBits bits;
  for (size_t k = 0; at + k < size && k < 16; ++k) {
    const uint8_t cls = kClasses[static_cast<unsigned char>(text[at + k])];
    bits.alnum |= uint32_t{(cls & (kDigitClass | kLetterClass)) != 0} << k;
    bits.special |= uint32_t{(cls & kSpecialClass) != 0} << k;
  }
  return bits;
}

bool WordIs(std::string_view word, std::string_view lower_name) {
  return IsNormalCase(word) && EqualsIgnoreCase(word, lower_name);
}

// A point in local (line) offsets.
struct Pt {
  size_t begin = 0;
  size_t end = 0;
  size_t month_begin = 0;
  size_t month_end = 0;
  size_t year_begin = 0;
  size_t year_end = 0;
  int year = 0;
  int month = 0;
  Season season = Season::kNone;
  DateStyle style = DateStyle::kYear;
  PresentForm present = PresentForm::kNone;
  bool two_digit = false;
  bool ambiguous = false;
  // A month word with no year of its own (`May` in `May - Aug 2020`).
  bool month_only = false;
};

enum class Role : uint8_t { kStart, kEnd };

enum class Outcome : uint8_t {
  kFail,    // no point here
  kPoint,   // a point
  kReject,  // a non-date (a full date with a day) to skip whole
};

struct Separator {
  size_t begin = 0;  // white space included
  size_t end = 0;
  size_t glyph_begin = 0;
  size_t glyph_end = 0;
  RangeSeparator kind = RangeSeparator::kNone;
  std::string_view spelling;  // as in kRangeSeparatorSpellings

  // The word `to`, which may begin `to date`.
  bool word_to() const { return spelling == "to"; }
};

class DateScanner : private internal::TextCursor {
 public:
  DateScanner(std::string_view text, uint32_t base, uint32_t line,
              std::span<const NumberSpan> numbers, std::vector<DateSpan>& out)
      : TextCursor(text), base_(base), line_(line), numbers_(numbers), out_(out) {}

  // Scans the starts before `scan_end`: a date starts no later than its last digit. With
  // `skip_unreachable`, the text a date cannot cross to the next digit is passed over whole.
  void Run(size_t scan_end, bool skip_unreachable = true) {
    internal::DateCandidates candidates(t_);
    size_t i = 0;
    size_t digit = kNpos;  // the first digit at or after the window the scan is in
    ProgressGuard<size_t> moving;
    while (i < scan_end) {
      moving.Forward(i);
      if (skip_unreachable && (digit == kNpos || i > digit)) {
        digit = FindAsciiDigit(t_, i);  // there is one: scan_end is after the last digit
        i = internal::DateReach(t_, i, digit);
      }
      // Everything before the next candidate would be passed over without effect.
      i = candidates.Next(i, scan_end);
      if (i >= scan_end) {
        break;
      }
      const uint8_t cls = kClasses[Byte(i)];
      if (cls & kDigitClass) {
        i = TryDigit(i);
      } else if (cls & kLetterClass) {
        i = TryWord(i);
      } else if (t_[i] == '+') {
        i = SkipPlus(i);
      } else {
        const size_t len = ApostropheLen(i);
        i = len == 0 ? i + 1 : TryApostrophe(i, len);
      }
    }
  }

 private:
  unsigned char Byte(size_t i) const { return static_cast<unsigned char>(t_[i]); }

  // White space inside a point (`Sep 2019`): blanks and U+00A0.
  size_t SkipPointSpaces(size_t i) const {
    while (i < n_) {
      if (IsBlank(t_[i])) {
        ++i;
      } else if (Byte(i) == 0xC2 && i + 1 < n_ && Byte(i + 1) == 0xA0) {
        i += 2;
      } else {
        break;
      }
    }
    return i;
  }
  // The byte length of an apostrophe at `i` (', U+2018, U+2019), or 0.
  size_t ApostropheLen(size_t i) const {
    if (i >= n_) {
      return 0;
    }
    if (t_[i] == '\'') {
      return 1;
    }
    if (Byte(i) == 0xE2 && i + 2 < n_ && Byte(i + 1) == 0x80 &&
        (Byte(i + 2) == 0x98 || Byte(i + 2) == 0x99)) {
      return 3;
    }
    return 0;
  }
  int Number(size_t begin, size_t end) const {
    if (end - begin == 4) {
      // Most numbers read are years: four digits without a loop.
      return (t_[begin] - '0') * 1000 + (t_[begin + 1] - '0') * 100 + (t_[begin + 2] - '0') * 10 +
             (t_[begin + 3] - '0');
    }
    int value = 0;
    for (size_t i = begin; i < end; ++i) {
      value = value * 10 + (t_[i] - '0');
    }
    return value;
  }

  // True when a number may start at `p` as far as the text before it goes.
  bool LeftOk(size_t p) const {
    if (p == 0) {
      return true;
    }
    const unsigned char c = Byte(p - 1);
    const unsigned char b = p >= 2 ? Byte(p - 2) : 0;
    const bool b_alnum = IsAsciiAlnum(static_cast<char>(b));
    const bool b_digit = IsAsciiDigit(static_cast<char>(b));
    switch (c) {
      case '$':
      case '#':
      case '+':
      case '@':
      case '\\':
        return false;
      case '.':
      case '/':
      case '-':
      case '_':
      case '\'':
        if (b_alnum) {
          return false;
        }
        break;
      case ':':
        if (b_digit) {
          return false;
        }
        break;
      case ',':
        // `11,514,370` is one number; `2019,2020` is a list of dates.
        if (b_digit && last_end_ != p - 1) {
          return false;
        }
        break;
      case 0x97:  // U+00D7 ×
        if (b == 0xC3) {
          return false;
        }
        break;
      case 0xA3:  // U+00A3 £
      case 0xA5:  // U+00A5 ¥
        if (b == 0xC2) {
          return false;
        }
        break;
      case 0xAC:  // U+20AC €
        if (b == 0x82 && p >= 3 && Byte(p - 3) == 0xE2) {
          return false;
        }
        break;
      case 0x98:  // U+2018 and U+2019 glued to a word: `NSDI’25`
      case 0x99:
        if (b == 0x80 && p >= 4 && Byte(p - 3) == 0xE2 && AlnumAt(p - 4)) {
          return false;
        }
        break;
      default:
        if (IsAsciiAlnum(static_cast<char>(c))) {
          return false;
        }
        break;
    }
    return true;
  }

  // True when a number may end at `q` as far as the text after it goes. A following `-digit`
  // is the range logic's to judge.
  bool RightOk(size_t q) const {
    if (q >= n_) {
      return true;
    }
    const char c = t_[q];
    if (IsAsciiAlnum(c)) {
      return false;
    }
    switch (c) {
      case '%':
      case '@':
        return false;
      case '.':
      case ':':
      case '/':
      case '_':
        return !AlnumAt(q + 1) || (c == '.' && !DigitAt(q + 1));
      case ',':
        // `2,019` style thousands grouping.
        return !(DigitAt(q + 1) && DigitAt(q + 2) && DigitAt(q + 3) && !DigitAt(q + 4));
      case '\xC3':
        return !(q + 1 < n_ && Byte(q + 1) == 0x97);  // ×
      default:
        return true;
    }
  }

  // True when `p` is inside a URL or e-mail token (`/` is a date separator here, not a path).
  bool InUrlToken(size_t p) { return url_tokens_.Contains(p); }

  bool PointInUrl(const Pt& pt) {
    return InUrlToken(pt.begin) ||
           (pt.year_end > pt.year_begin && pt.year_begin != pt.begin && InUrlToken(pt.year_begin));
  }

  // The end (a line offset) of the number at `p` when it is never a date (a page range, a
  // volume, an identifier, ...: src/model/numbers.h), else 0.
  size_t NonDateNumberEnd(size_t p) {
    const uint32_t at = base_ + static_cast<uint32_t>(p);
    // The first number ending after `at`. The scan asks in text order almost always: the cursor
    // steps forward, and only a question about an earlier byte searches again.
    if (number_cursor_ > 0 && numbers_[number_cursor_ - 1].range.end > at) {
      number_cursor_ = static_cast<size_t>(
          std::partition_point(numbers_.begin(), numbers_.end(),
                               [&](const NumberSpan& n) { return n.range.end <= at; }) -
          numbers_.begin());
    }
    while (number_cursor_ < numbers_.size() && numbers_[number_cursor_].range.end <= at) {
      ++number_cursor_;
    }
    if (number_cursor_ == numbers_.size()) {
      return 0;
    }
    const NumberSpan& number = numbers_[number_cursor_];
    if (number.range.begin > at || !IsNeverADate(number.role)) {
      return 0;
    }
    return number.range.end - base_;
  }

  // True when `pt` is not a date: inside a URL, or its year inside a number that is never one.
  bool PointExcluded(const Pt& pt) {
    return PointInUrl(pt) || (pt.year_end > pt.year_begin && NonDateNumberEnd(pt.year_begin) > 0);
  }

  // Returns the end of the digit cluster starting at `p`, whose first digits end at
  // `first_end` (the caller has read them): digit groups joined by one `-`, `.` or space, or
  // by `)` and an optional space. `*phone` tells whether it looks like a phone number, a full
  // date or an identifier rather than dates.
  size_t ClusterEnd(size_t p, size_t first_end, bool* phone) const {
    int groups = 0;
    size_t digits = 0;
    bool all_years = true;
    size_t end = first_end;
    size_t q = p;
    ProgressGuard<size_t> moving;
    while (true) {
      moving.Forward(q);
      const size_t d = q == p ? first_end : DigitRunEnd(q);
      if (AlphaAt(d)) {
        break;  // `1st`, `5G`: a word, not a group
      }
      ++groups;
      digits += d - q;
      all_years = all_years && d - q == 4;
      end = d;
      if (d >= n_) {
        break;
      }
      const char c = t_[d];
      size_t next = kNpos;
      if ((c == '-' || c == '.' || c == ' ') && DigitAt(d + 1)) {
        next = d + 1;
      } else if (c == ')') {
        const size_t s = BlankAt(d + 1) ? d + 2 : d + 1;
        if (DigitAt(s)) {
          next = s;
        }
      }
      if (next == kNpos) {
        break;
      }
      q = next;
    }
    *phone = groups >= 3 && digits >= 6 && !all_years;
    return end;
  }

  // Reads a four-digit year 1900..2099 at `p` that ends a token.
  bool ReadYear4(size_t p, int* year, size_t* end) const {
    const size_t d = DigitRunEnd(p);
    if (d - p != 4 || !RightOk(d)) {
      return false;
    }
    const int y = Number(p, d);
    if (!IsYear(y)) {
      return false;
    }
    *year = y;
    *end = d;
    return true;
  }

  // Reads `'19`, `’19` at `p`.
  bool ReadApostropheYear(size_t p, int* year, size_t* end) const {
    const size_t len = ApostropheLen(p);
    if (len == 0) {
      return false;
    }
    const size_t d = p + len;
    if (!DigitAt(d) || !DigitAt(d + 1) || DigitAt(d + 2) || !RightOk(d + 2)) {
      return false;
    }
    *year = ExpandTwoDigitYear(Number(d, d + 2));
    *end = d + 2;
    return true;
  }

  // Parses a point of any digit-led style at `p` (a digit).
  Outcome ParseNumberPoint(size_t p, Pt* pt) const {
    const size_t d = DigitRunEnd(p);
    const size_t len = d - p;
    if (len == 4) {
      const int year = Number(p, d);
      if (!IsYear(year)) {
        return Outcome::kFail;
      }
      pt->begin = p;
      pt->year = year;
      pt->year_begin = p;
      pt->year_end = d;
      // `2019-09`: a hyphen and exactly two digits 01..12. `2009-10` names the next year's
      // last two digits: an academic year (2009–2010), read below as a range.
      if (d < n_ && t_[d] == '-' && DigitAt(d + 1) && DigitAt(d + 2) && !DigitAt(d + 3)) {
        const int month = Number(d + 1, d + 3);
        if (month >= 1 && month <= 12 && month != (year + 1) % 100) {
          if (!RightOk(d + 3) || (d + 3 < n_ && t_[d + 3] == '-' && DigitAt(d + 4))) {
            return Outcome::kFail;
          }
          pt->end = d + 3;
          pt->month = month;
          pt->month_begin = d + 1;
          pt->month_end = d + 3;
          pt->style = DateStyle::kIsoMonth;
          return Outcome::kPoint;
        }
      }
      if (!RightOk(d)) {
        return Outcome::kFail;
      }
      pt->end = d;
      pt->style = DateStyle::kYear;
      // `2019 Fall`.
      const size_t s = SkipPointSpaces(d);
      if (s > d && AlphaAt(s)) {
        const size_t w = LetterRunEnd(s);
        const WordEntry* entry = AlnumAt(w) ? nullptr : LookupWord(t_.substr(s, w - s));
        if (entry != nullptr && entry->kind == WordKind::kSeason) {
          pt->end = w;
          pt->season = entry->season;
          pt->month_begin = s;
          pt->month_end = w;
          pt->style = DateStyle::kYearSeason;
        }
      }
      return Outcome::kPoint;
    }
    // `09/2019`, `9/2019`.
    if (len <= 2 && d < n_ && t_[d] == '/' && DigitAt(d + 1)) {
      const int month = Number(p, d);
      int year = 0;
      size_t year_end = 0;
      if (month < 1 || month > 12 || !ReadYear4(d + 1, &year, &year_end)) {
        return Outcome::kFail;
      }
      pt->begin = p;
      pt->end = year_end;
      pt->month = month;
      pt->month_begin = p;
      pt->month_end = d;
      pt->year = year;
      pt->year_begin = d + 1;
      pt->year_end = year_end;
      pt->style = DateStyle::kNumericMonth;
      return Outcome::kPoint;
    }
    return Outcome::kFail;
  }

  // Parses `'19` at `p`.
  bool ParseApostrophePoint(size_t p, Pt* pt) const {
    int year = 0;
    size_t end = 0;
    if (!ReadApostropheYear(p, &year, &end)) {
      return false;
    }
    pt->begin = p;
    pt->end = end;
    pt->year = year;
    pt->year_begin = p;
    pt->year_end = end;
    pt->two_digit = true;
    pt->style = DateStyle::kYear;
    return true;
  }

  // Parses `to date` at `p`.
  bool ParseToDate(size_t p, Pt* pt) const {
    const size_t w = LetterRunEnd(p);
    if (w - p != 2 || !WordIs(t_.substr(p, 2), "to")) {
      return false;
    }
    const size_t s = SkipBlanks(w);
    const size_t e = LetterRunEnd(s);
    if (s == w || e - s != 4 || AlnumAt(e) || !WordIs(t_.substr(s, 4), "date")) {
      return false;
    }
    pt->begin = p;
    pt->end = e;
    pt->style = DateStyle::kPresent;
    pt->present = PresentForm::kToDate;
    return true;
  }

  // Parses a point led by a word at `p` (a letter at a word start): a month or season with
  // its year, a month alone (start role), or a present word (end role).
  Outcome ParseWordPoint(size_t p, Role role, Pt* pt, size_t* skip) const {
    const size_t w = LetterRunEnd(p);
    if (DigitAt(w)) {
      return Outcome::kFail;  // `Sep2019`
    }
    if (role == Role::kEnd && ParseToDate(p, pt)) {
      return Outcome::kPoint;
    }
    const std::string_view word = t_.substr(p, w - p);
    const WordEntry* entry = LookupWord(word);
    if (entry == nullptr) {
      return Outcome::kFail;
    }
    if (w < n_ && t_[w] == ',' && (entry->kind == WordKind::kSeason || entry->month > 0)) {
      // `Sep, 2019`: no style writes a comma there; skipped whole rather than read as 2019.
      int year = 0;
      const size_t y = SkipBlanks(w + 1);
      if (y > w + 1 && ReadYear4(y, &year, skip)) {
        return Outcome::kReject;
      }
      return Outcome::kFail;
    }
    pt->begin = p;
    switch (entry->kind) {
      case WordKind::kPresent:
      case WordKind::kNow:
      case WordKind::kCurrent:
      case WordKind::kOngoing:
        return role == Role::kEnd && ParsePresentWord(*entry, word, pt) ? Outcome::kPoint
                                                                        : Outcome::kFail;
      case WordKind::kSeason:
        return ParseSeasonPoint(*entry, w, pt) ? Outcome::kPoint : Outcome::kFail;
      case WordKind::kMonthAbbr:
      case WordKind::kMonthFull:
      case WordKind::kMay:
        break;
    }
    return ParseMonthPoint(*entry, w, role, pt, skip);
  }

  // `Present`, `now`, `current`, `ongoing` (the word at pt->begin, ending at its end): an
  // open end.
  bool ParsePresentWord(const WordEntry& entry, std::string_view word, Pt* pt) const {
    const size_t w = pt->begin + word.size();
    if (AlnumAt(w)) {
      return false;
    }
    pt->end = w;
    pt->style = DateStyle::kPresent;
    if (entry.kind == WordKind::kPresent) {
      pt->present = IsAsciiLower(word[0])   ? PresentForm::kPresentLower
                    : IsAsciiUpper(word[1]) ? PresentForm::kPresentUpper
                                            : PresentForm::kPresentCapital;
    } else {
      pt->present = entry.kind == WordKind::kNow       ? PresentForm::kNow
                    : entry.kind == WordKind::kCurrent ? PresentForm::kCurrent
                                                       : PresentForm::kOngoing;
    }
    return true;
  }

  // `Fall 2019`, `Fall '19`: the season word at pt->begin ends at `w`.
  bool ParseSeasonPoint(const WordEntry& entry, size_t w, Pt* pt) const {
    pt->season = entry.season;
    pt->month_begin = pt->begin;
    pt->month_end = w;
    pt->style = DateStyle::kSeasonYear;
    const size_t s = SkipPointSpaces(w);
    int year = 0;
    size_t end = 0;
    if (ReadApostropheYear(s, &year, &end)) {
      pt->two_digit = true;
    } else if (s == w || !ReadYear4(s, &year, &end)) {
      return false;
    }
    pt->year = year;
    pt->year_begin = s;
    pt->year_end = end;
    pt->end = end;
    return true;
  }

  // `Sep 2019`, `Sep. 2019`, `September 2019`, `Sep'19`, or a month alone (start role): the
  // month word at pt->begin ends at `w`. A day after the month (`Sep 15, 2019`) makes a full
  // date, rejected up to `*skip`.
  Outcome ParseMonthPoint(const WordEntry& entry, size_t w, Role role, Pt* pt, size_t* skip) const {
    pt->month = entry.month;
    pt->month_begin = pt->begin;
    pt->month_end = w;
    size_t q = w;
    const bool dot = entry.kind != WordKind::kMonthFull && q < n_ && t_[q] == '.';
    if (dot) {
      ++q;
    }
    pt->style = dot                                  ? DateStyle::kMonthAbbrDot
                : entry.kind == WordKind::kMonthFull ? DateStyle::kMonthFull
                                                     : DateStyle::kMonthAbbr;
    pt->ambiguous = !dot && entry.kind == WordKind::kMay;
    const size_t s = SkipPointSpaces(q);
    int year = 0;
    size_t end = 0;
    if (!dot && ReadApostropheYear(s, &year, &end)) {
      pt->style = DateStyle::kMonthApostrophe;
      pt->ambiguous = false;
      pt->two_digit = true;
    } else if (s > q && DigitAt(s)) {
      if (DigitRunEnd(s) - s <= 2) {
        return RejectFullDate(s, skip);
      }
      if (!ReadYear4(s, &year, &end)) {
        return Outcome::kFail;
      }
    } else {
      if (role != Role::kStart || AlnumAt(q)) {
        return Outcome::kFail;
      }
      // A month alone: only the start of `May - Aug 2020`; the range logic decides.
      pt->end = q;
      pt->month_only = true;
      return Outcome::kPoint;
    }
    pt->year = year;
    pt->year_begin = s;
    pt->year_end = end;
    pt->end = end;
    return Outcome::kPoint;
  }

  // `Sep 15, 2019`, `Sep 15th 2019`: a day at `s` after a month word, then a year. Such a full
  // date is rejected whole (up to `*skip`); anything else fails.
  Outcome RejectFullDate(size_t s, size_t* skip) const {
    size_t o = DigitRunEnd(s);
    if (AlphaAt(o) && AlphaAt(o + 1) && !AlnumAt(o + 2)) {
      o += 2;  // an ordinal suffix
    }
    if (o < n_ && t_[o] == ',') {
      ++o;
    }
    const size_t y = SkipBlanks(o);
    int year = 0;
    size_t end = 0;
    if (y > o && ReadYear4(y, &year, &end)) {
      *skip = end;
      return Outcome::kReject;
    }
    return Outcome::kFail;
  }

  Outcome ParsePoint(size_t p, Role role, Pt* pt, size_t* skip) const {
    if (p >= n_) {
      return Outcome::kFail;
    }
    if (IsAsciiDigit(t_[p])) {
      return ParseNumberPoint(p, pt);
    }
    if (IsAsciiAlpha(t_[p])) {
      return ParseWordPoint(p, role, pt, skip);
    }
    return ParseApostrophePoint(p, pt) ? Outcome::kPoint : Outcome::kFail;
  }

  // Parses a range separator (kRangeSeparatorSpellings) with its surrounding blanks at `q`.
  bool ParseSeparator(size_t q, Separator* sep) const {
    const size_t b = SkipBlanks(q);
    // Most points are followed by no separator: a byte that starts none is ruled out unmatched.
    const RangeSeparatorSpelling* spelling =
        b < n_ && MayStartRangeSeparator(Byte(b)) ? MatchRangeSeparator(t_.substr(b)) : nullptr;
    if (spelling == nullptr) {
      return false;
    }
    const size_t g = b + spelling->text.size();
    if (spelling->is_word && (b == q || !BlankAt(g))) {
      return false;  // `2019to2020`, `2019 to2020`
    }
    sep->kind = spelling->kind;
    sep->spelling = spelling->text;
    sep->begin = q;
    sep->glyph_begin = b;
    sep->glyph_end = g;
    sep->end = SkipBlanks(g);
    return true;
  }

  // `2019-20`, `2009–10`: an academic year whose end has two digits.
  bool ParseAcademicEnd(const Pt& start, const Separator& sep, Pt* end) const {
    // Only an unspaced ASCII hyphen or U+2013 joins an academic year.
    if (start.style != DateStyle::kYear || start.two_digit ||
        (sep.spelling != "-" && sep.spelling != "\u2013") || sep.begin != sep.glyph_begin ||
        sep.end != sep.glyph_end) {
      return false;
    }
    const size_t p = sep.end;
    const size_t d = DigitRunEnd(p);
    if (d - p != 2 || !RightOk(d) || (d < n_ && t_[d] == '-' && DigitAt(d + 1))) {
      return false;
    }
    int year = start.year - start.year % 100 + Number(p, d);
    if (year <= start.year) {
      year += 100;
    }
    if (year - start.year > 9) {
      return false;
    }
    end->begin = p;
    end->end = d;
    end->year = year;
    end->year_begin = p;
    end->year_end = d;
    end->two_digit = true;
    end->style = DateStyle::kYear;
    return true;
  }

  static bool IsMonthWordStyle(DateStyle style) {
    return style == DateStyle::kMonthAbbr || style == DateStyle::kMonthAbbrDot ||
           style == DateStyle::kMonthFull || style == DateStyle::kMonthApostrophe;
  }

  // True for `15 Sep`, `1st May`: a day number before the month word at `p`.
  bool DayBefore(size_t p) const {
    size_t q = SkipBlanksBack(p, 2);
    if (q == p) {
      return false;
    }
    if (q >= 3 && IsAsciiAlpha(t_[q - 1]) && IsAsciiAlpha(t_[q - 2]) && IsAsciiDigit(t_[q - 3])) {
      q -= 2;  // an ordinal suffix
    }
    size_t d = q;
    while (d > 0 && IsAsciiDigit(t_[d - 1]) && q - d < 3) {
      --d;
    }
    return q > d && q - d <= 2 && !(d > 0 && IsAsciiAlnum(t_[d - 1]));
  }

  // Cheap test that the word at `p` can lead a date: what follows it (after an optional dot
  // and blanks) must be a digit, an apostrophe or a range separator. Sets `*word_end`.
  bool WordMayLeadDate(size_t p, size_t* word_end) const {
    const size_t w = LetterRunEnd(p);
    *word_end = w;
    if (w - p < 3 || w - p > kMaxWord || w >= n_ || IsAsciiDigit(t_[w])) {
      return false;
    }
    size_t q = w;
    if (t_[q] == '.') {
      ++q;
    }
    const size_t s = SkipPointSpaces(q);
    if (s >= n_) {
      return false;
    }
    const unsigned char c = Byte(s);
    if (IsAsciiAlpha(static_cast<char>(c))) {
      // Only a separator word (a month alone before `to`, `until`, `till`) may follow. Most
      // words start with another letter: they are not matched at all.
      if (s == q || !MayStartRangeSeparator(c)) {
        return false;
      }
      const RangeSeparatorSpelling* separator = MatchRangeSeparator(t_.substr(s));
      return separator != nullptr && separator->is_word;
    }
    // A digit, an apostrophe (U+2019 leads with 0xE2) or a range separator.
    return IsAsciiDigit(static_cast<char>(c)) || c == '\'' || (c == ',' && s == w) ||
           MayStartRangeSeparator(c);
  }

  size_t TryDigit(size_t i) {
    if (const size_t end = NonDateNumberEnd(i); end > i) {
      return end;
    }
    if (!LeftOk(i)) {
      return AlnumRunEnd(i);
    }
    // The number's digits are read once, for the cluster and for where a failed date resumes.
    const size_t digits_end = DigitRunEnd(i);
    if (i >= cluster_end_) {
      bool phone = false;
      cluster_end_ = ClusterEnd(i, digits_end, &phone);
      if (phone) {
        return cluster_end_;
      }
    }
    return TryRange(i, AlnumRunEnd(digits_end));
  }

  size_t TryWord(size_t i) {
    // Only a month or season word starts a date; any other word is passed over whole, as a
    // failed point would pass it.
    if (i + 1 >= n_ || !MayStartDateWord(t_[i], t_[i + 1])) {
      return AlnumRunEnd(i);
    }
    size_t word_end = 0;
    const bool may_lead = WordMayLeadDate(i, &word_end);
    if (!may_lead || (i > 0 && IsAsciiAlnum(t_[i - 1]))) {
      return AlnumRunEnd(word_end);
    }
    return TryRange(i, AlnumRunEnd(word_end));
  }

  size_t TryApostrophe(size_t i, size_t len) {
    if (!LeftOk(i)) {
      return i + len;
    }
    return TryRange(i, i + len);
  }

  size_t SkipPlus(size_t i) {
    if (!DigitAt(i + 1)) {
      return i + 1;
    }
    bool phone = false;
    cluster_end_ = ClusterEnd(i + 1, DigitRunEnd(i + 1), &phone);
    return cluster_end_;
  }

  // Parses a date or range starting at `i`; returns where scanning resumes (`fallback` when
  // nothing is found).
  size_t TryRange(size_t i, size_t fallback) {
    Pt start;
    size_t skip = 0;
    const Outcome outcome = ParsePoint(i, Role::kStart, &start, &skip);
    if (outcome == Outcome::kReject) {
      return skip;
    }
    if (outcome == Outcome::kFail || PointExcluded(start)) {
      return fallback;
    }
    if (IsAsciiAlpha(t_[i]) && DayBefore(i)) {
      // `15 Sep 2019`: a full date.
      return start.month_only ? fallback : start.end;
    }
    Separator sep;
    if (ParseSeparator(start.end, &sep)) {
      Pt end;
      if (ParseRangeEnd(start, &sep, &end)) {
        if (start.month_only) {
          start.year = start.month > end.month ? end.year - 1 : end.year;
        }
        Emit(start, &sep, &end);
        return end.end;
      }
      if (start.month_only) {
        return fallback;
      }
      if (sep.begin == sep.glyph_begin && DigitAt(sep.glyph_end)) {
        // `2019-1850`, `Sep 2019-12`: part of a number, not a date.
        return start.end;
      }
      if (IsDashSeparator(sep.kind) && (sep.end == n_ || sep.end > sep.glyph_end)) {
        Emit(start, &sep, nullptr);
        return sep.end;
      }
    }
    if (start.month_only) {
      return fallback;
    }
    if (start.style == DateStyle::kYear && !start.two_digit && IsStreetNumber(start.end)) {
      return start.end;
    }
    Emit(start, nullptr, nullptr);
    return start.end;
  }

  // Parses the end of a range after `start` and `*sep`: a point, `to date` (which takes the
  // separator's `to`), or the two digits of an academic year.
  bool ParseRangeEnd(const Pt& start, Separator* sep, Pt* end) {
    if (sep->word_to() && !start.month_only && ParseToDate(sep->glyph_begin, end)) {
      // `2019 to date`: `to` belongs to the end; the separator is the blank before it.
      sep->end = sep->glyph_begin;
      sep->glyph_end = sep->glyph_begin;
      return true;
    }
    size_t end_skip = 0;
    if (ParsePoint(sep->end, Role::kEnd, end, &end_skip) == Outcome::kPoint &&
        !PointExcluded(*end) &&
        (!start.month_only || (IsMonthWordStyle(end->style) && end->month > 0))) {
      return true;
    }
    *end = Pt();
    return ParseAcademicEnd(start, *sep, end);
  }

  // True when the number ending at `q` starts a street address: up to three Capitalised
  // words (`N.`, `Lake`) and then a street type (`1950 N. Lake Ave`).
  bool IsStreetNumber(size_t q) const {
    for (int words = 0; words < 4; ++words) {
      const size_t s = SkipBlanks(q);
      if (s == q || !AlphaAt(s)) {
        return false;
      }
      const size_t w = LetterRunEnd(s);
      if (w - s <= kMaxWord && !AlnumAt(w) && IsStreetWord(t_.substr(s, w - s))) {
        return true;
      }
      if (!IsAsciiUpper(t_[s]) || AlnumAt(w)) {
        return false;
      }
      q = (w < n_ && t_[w] == '.') ? w + 1 : w;
    }
    return false;
  }

  ByteRange Range(size_t begin, size_t end) const {
    return ByteRange{base_ + static_cast<uint32_t>(begin), base_ + static_cast<uint32_t>(end)};
  }

  DatePoint ToDatePoint(const Pt& pt) const {
    DatePoint point;
    point.range = Range(pt.begin, pt.end);
    if (pt.month_end > pt.month_begin) {
      point.month_range = Range(pt.month_begin, pt.month_end);
    }
    if (pt.year_end > pt.year_begin) {
      point.year_range = Range(pt.year_begin, pt.year_end);
    }
    point.year = static_cast<int16_t>(pt.year);
    point.month = static_cast<uint8_t>(pt.month);
    point.season = pt.season;
    point.style = pt.style;
    point.present = pt.present;
    point.two_digit_year = pt.two_digit;
    point.style_ambiguous = pt.ambiguous;
    return point;
  }

  // Appends a point (`sep` null), a closed range, or an open range (`end` null).
  void Emit(const Pt& start, const Separator* sep, const Pt* end) {
    // Filled in place: a span built aside would be copied into the vector whole.
    DateSpan& span = out_.emplace_back();
    span.start = ToDatePoint(start);
    span.line = line_;
    size_t span_end = start.end;
    if (sep != nullptr) {
      span.is_range = true;
      span.separator = Range(sep->begin, sep->end);
      span.separator_kind = sep->kind;
      if (end != nullptr) {
        span.end = ToDatePoint(*end);
        span_end = end->end;
      } else {
        span.open_end = true;
        span_end = sep->end;
      }
    }
    span.range = Range(start.begin, span_end);
    last_end_ = span_end;
  }

  const uint32_t base_;
  const uint32_t line_;
  const std::span<const NumberSpan> numbers_;  // this line's classified numbers
  std::vector<DateSpan>& out_;
  size_t last_end_ = kNpos;   // end of the last span emitted
  size_t cluster_end_ = 0;    // digit clusters before this were already judged
  size_t number_cursor_ = 0;  // numbers_ before this end at or before the last byte asked about
  internal::UrlTokens url_tokens_{t_, internal::kDateUrlRules};
};

}  // namespace

namespace internal {

namespace {

// The bytes other than letters a date may cross before its first digit: blanks, `.` of
// `Sep.`, `,` of `Sep, 2019` (skipped whole), dashes and tildes, apostrophes, the `+` of a
// phone number, and every non-ASCII byte (U+00A0, U+2013, U+2019, ...).
constexpr std::array<bool, 256> kCrossedBytes = [] {
  std::array<bool, 256> crossed{};
  for (const char c : std::string_view(" \t.,-~'+")) {
    crossed[static_cast<unsigned char>(c)] = true;
  }
  for (int c = 0x80; c < 256; ++c) {
    crossed[c] = true;
  }
  return crossed;
}();

}  // namespace

size_t DateReach(std::string_view text, size_t from, size_t digit) {
  int words = 0;
  for (size_t b = digit; b > from; --b) {
    const char c = text[b - 1];
    if (IsAsciiAlpha(c)) {
      // The last letter of a word: a fourth word is one too many.
      if (!IsAsciiAlpha(text[b]) && ++words > 3) {
        return b;
      }
    } else if (!kCrossedBytes[static_cast<unsigned char>(c)]) {
      return b;
    }
  }
  return from;
}

ABSL_ATTRIBUTE_ALWAYS_INLINE inline void DateCandidates::MarkBlock(size_t at) {
  const ChunkBits bits = MarkChunk(text_, at);
  block_ = at;
  alnum_ = bits.alnum;
  special_ = bits.special;
}

size_t DateCandidates::Next(size_t from, size_t end) {
  if (from >= end) {
    return end;
  }
  size_t at = from & ~size_t{15};
  if (at != block_) {
    MarkBlock(at);
  }
  // In the first block the bytes before `from` are masked out and `from` starts a run, as the
  // scan reads a letter or digit there whatever precedes it.
  const uint32_t from_bit = uint32_t{1} << (from - at);
  uint32_t runs = (alnum_ & ~(alnum_ << 1)) | (alnum_ & from_bit);
  uint32_t marks = (runs | special_) & ~(from_bit - 1);
  ProgressGuard<size_t> moving;
  while (true) {
    moving.Forward(at);
    // A run is tried when it starts with a digit or a month's or season's first two letters.
    // Marks at or past `end` are no answer; a block whose every byte has a next one (most)
    // reads each mark's pair as one load.
    if (end - at < 16) {
      marks &= (uint32_t{1} << (end - at)) - 1;
    }
    if (at + 16 < text_.size()) {
      for (; marks != 0; marks &= marks - 1) {
        const size_t k = at + static_cast<size_t>(std::countr_zero(marks));
        if (IsTriedPair(PairAt(text_.data() + k))) {
          return k;
        }
      }
    } else {
      for (; marks != 0; marks &= marks - 1) {
        const size_t k = at + static_cast<size_t>(std::countr_zero(marks));
        const auto second = static_cast<unsigned char>(k + 1 < text_.size() ? text_[k + 1] : 0);
        if (IsTriedPair(static_cast<unsigned char>(text_[k]), second)) {
          return k;
        }
      }
    }
    const uint32_t alnum_before = alnum_ >> 15;
    at += 16;
    if (at >= end) {
      return end;
    }
    MarkBlock(at);
    runs = alnum_ & ~((alnum_ << 1) | alnum_before);
    marks = runs | special_;
  }
}

}  // namespace internal

namespace {

// ExtractDates, and with `skip_unreachable` false the reference that tries every candidate.
void ScanDates(std::string_view text, uint32_t base, uint32_t line,
               std::span<const NumberSpan> numbers, bool skip_unreachable,
               std::vector<DateSpan>& out) {
  // Every date holds a digit at or after its start (its year, or the end's year in `May - Aug
  // 2020`): a line without one is not scanned, and nothing after the last one is.
  const size_t last_digit = FindLastAsciiDigit(text);
  if (last_digit == kNpos) {
    return;
  }
  DateScanner(text, base, line, numbers, out).Run(last_digit + 1, skip_unreachable);
}

}  // namespace

void ExtractDates(std::string_view text, uint32_t base, uint32_t line,
                  std::span<const NumberSpan> numbers, std::vector<DateSpan>& out) {
  ScanDates(text, base, line, numbers, /*skip_unreachable=*/true, out);
}

namespace internal {

void ExtractDatesTryingAll(std::string_view text, uint32_t base, uint32_t line,
                           std::span<const NumberSpan> numbers, std::vector<DateSpan>& out) {
  ScanDates(text, base, line, numbers, /*skip_unreachable=*/false, out);
}

}  // namespace internal

void ExtractDates(std::string_view text, uint32_t base, uint32_t line, std::vector<DateSpan>& out) {
  // Rules call this once per candidate text: the numbers' buffer is kept, not allocated anew.
  thread_local std::vector<NumberSpan> numbers;
  numbers.clear();
  ExtractNumbers(text, base, line, numbers);
  ExtractDates(text, base, line, numbers, out);
  // A buffer grown for one unusually long text is not held for the rest of the run.
  constexpr size_t kKeptNumbers = size_t{1} << 14;
  if (numbers.capacity() > kKeptNumbers) {
    numbers = std::vector<NumberSpan>();
  }
}

}  // namespace cvtidy
