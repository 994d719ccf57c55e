// Small string helpers over std::string_view. Debian 12's Abseil is built with absl::string_view
// as a class of its own, not an alias of std::string_view, so cvtidy keeps its own helpers here
// instead of calling absl string utilities with mismatched view types.
#ifndef CVTIDY_SRC_BASE_STRINGS_H_
#define CVTIDY_SRC_BASE_STRINGS_H_

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/strings/string_view.h"

#include "src/base/simd.h"
#include "src/base/swar.h"

namespace cvtidy {

// "Not found", as the scanners write it.
inline constexpr size_t kNpos = std::string_view::npos;

// Converts between the two view types (they are distinct in Debian's Abseil).
inline absl::string_view ToAbsl(std::string_view s) { return {s.data(), s.size()}; }
inline std::string_view FromAbsl(absl::string_view s) { return {s.data(), s.size()}; }

namespace internal {
// Byte classes for the character tests below: one table load instead of a chain of range
// compares, which the scanners pay on every byte of a CV.
inline constexpr uint8_t kDigitClass = 1;
inline constexpr uint8_t kUpperClass = 2;
inline constexpr uint8_t kLowerClass = 4;
inline constexpr uint8_t kSpaceClass = 8;
inline constexpr std::array<uint8_t, 256> kAsciiClasses = [] {
  std::array<uint8_t, 256> classes{};
  for (int c = '0'; c <= '9'; ++c) {
    classes[c] = kDigitClass;
  }
  for (int c = 'A'; c <= 'Z'; ++c) {
    classes[c] = kUpperClass;
    classes[c + 32] = kLowerClass;
  }
  for (const char c : {' ', '\t', '\n', '\r', '\f', '\v'}) {
    classes[static_cast<unsigned char>(c)] = kSpaceClass;
  }
  return classes;
}();
inline constexpr bool HasClass(char c, uint8_t classes) {
  return (kAsciiClasses[static_cast<unsigned char>(c)] & classes) != 0;
}
}  // namespace internal

inline constexpr bool IsAsciiDigit(char c) { return c >= '0' && c <= '9'; }
inline constexpr bool IsAsciiUpper(char c) { return c >= 'A' && c <= 'Z'; }
inline constexpr bool IsAsciiLower(char c) { return c >= 'a' && c <= 'z'; }
inline constexpr bool IsAsciiAlpha(char c) {
  return internal::HasClass(c, internal::kUpperClass | internal::kLowerClass);
}
inline constexpr bool IsAsciiAlnum(char c) {
  return internal::HasClass(c,
                            internal::kDigitClass | internal::kUpperClass | internal::kLowerClass);
}
// True when every byte of `s` is ASCII.
inline bool IsAscii(std::string_view s) {
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}
// Whether `s` holds an ASCII digit.
inline bool HasAsciiDigit(std::string_view s) {
  for (char c : s) {
    if (IsAsciiDigit(c)) {
      return true;
    }
  }
  return false;
}
// A byte of a word: an ASCII letter or digit, or a byte of a non-ASCII (UTF-8) character.
inline constexpr bool IsWordByte(char c) {
  return IsAsciiAlnum(c) || static_cast<unsigned char>(c) >= 0x80;
}
inline constexpr bool IsAsciiSpace(char c) { return internal::HasClass(c, internal::kSpaceClass); }
inline constexpr char AsciiToLower(char c) {
  return IsAsciiUpper(c) ? static_cast<char>(c + 32) : c;
}
inline constexpr char AsciiToUpper(char c) {
  return IsAsciiLower(c) ? static_cast<char>(c - 32) : c;
}

// A set of bytes to scan text for in one pass. std::string_view::find_first_of calls memchr over
// its set once per byte of text, which made it the hottest function of a lint run.
class ByteSet {
 public:
  constexpr explicit ByteSet(std::string_view bytes) {
    for (const char c : bytes) {
      member_[static_cast<unsigned char>(c)] = true;
    }
  }
  constexpr bool Contains(char c) const { return member_[static_cast<unsigned char>(c)]; }

 private:
  std::array<bool, 256> member_{};
};

// The first position at or after `pos` holding a byte of `set`; npos if none.
inline size_t FindFirstOf(std::string_view text, const ByteSet& set, size_t pos = 0) {
  for (; pos < text.size(); ++pos) {
    if (set.Contains(text[pos])) {
      return pos;
    }
  }
  return std::string_view::npos;
}

// The first eight bytes of a word of ASCII letters and digits, letters lower-cased, packed into
// one integer: a word compares with a list entry in one instruction instead of a call. Words of
// up to eight such bytes pack alike exactly when they are equal ignoring case.
constexpr uint64_t PackLowerWord(std::string_view word) {
  uint64_t key = 0;
  for (size_t i = 0; i < word.size() && i < 8; ++i) {
    key = (key << 8) | static_cast<unsigned char>(word[i] | 0x20);
  }
  return key;
}

// Returns `s` without leading and trailing ASCII white space. Inline: the line and author-list
// scanners trim every line and piece, and a call cost more than the trim of a blank or two.
inline std::string_view TrimAscii(std::string_view s) {
  size_t begin = 0;
  size_t end = s.size();
  while (begin < end && IsAsciiSpace(s[begin])) {
    ++begin;
  }
  while (end > begin && IsAsciiSpace(s[end - 1])) {
    --end;
  }
  return std::string_view(s.data() + begin, end - begin);
}

// A word's ASCII case shape: the forms a lower-case word list entry may take (`systems`,
// `Systems`, `SYSTEMS`); anything else (`NeurIPS`, `loT`) is mixed.
enum class CaseShape : uint8_t { kLower, kCapitalized, kUpper, kMixed };
CaseShape ShapeOf(std::string_view word);

namespace internal {
// EqualsIgnoreCase of two texts of the same size.
bool SameSizeEqualsIgnoreCase(std::string_view a, std::string_view b);
}  // namespace internal

// Returns true when `a` and `b` are equal ignoring ASCII case. The sizes are compared inline:
// most texts compared with a word differ from it in size, and are told apart without a call.
inline bool EqualsIgnoreCase(std::string_view a, std::string_view b) {
  return a.size() == b.size() && internal::SameSizeEqualsIgnoreCase(a, b);
}

// text.starts_with(prefix), inline: string_view's goes through an out-of-line compare(), and
// the engine asks this of every finding with a fix.
inline bool StartsWithBytes(std::string_view text, std::string_view prefix) {
  return text.size() >= prefix.size() &&
         std::memcmp(text.data(), prefix.data(), prefix.size()) == 0;
}

// Whether `needle` occurs in `text`, or starts or ends it, ignoring ASCII case.
bool ContainsIgnoreCase(std::string_view text, std::string_view needle);
bool StartsWithIgnoreCase(std::string_view text, std::string_view prefix);
bool EndsWithIgnoreCase(std::string_view text, std::string_view suffix);
// Whether `text` holds `word` as a whole word (no ASCII letter or digit touches it on either
// side), ignoring ASCII case. An empty word is never found.
bool ContainsWordIgnoreCase(std::string_view text, std::string_view word);
// A hash of `s` that ignores ASCII case: equal under EqualsIgnoreCase, equal hashes. Reads
// eight bytes at a time; for grouping keys, not for anything stored.
uint64_t HashIgnoreAsciiCase(std::string_view s);

// The first position at or after `from` that holds an ASCII digit or the byte `other`, or
// text.size() when none does. Reads eight bytes at a time: most bytes of a CV are letters.
size_t FindDigitOr(std::string_view text, size_t from, char other);
namespace internal {
#if defined(__SSE2__)
// One bit per byte of `bytes` that is an ASCII digit.
inline uint32_t DigitBits(__m128i bytes) { return simd::Bits(simd::InRange(bytes, '0', '9')); }
#endif
}  // namespace internal

// The first position at or after `from` that holds an ASCII digit, or text.size(). Inline and
// sixteen bytes a step where SSE2 is there (else eight): the line scanners call it once per
// number, and most lines are short, so the call and the step count are most of the cost.
inline size_t FindAsciiDigit(std::string_view text, size_t from = 0) {
  const size_t n = text.size();
  size_t i = from;
#if defined(__SSE2__)
  if (n >= 16) {
    return simd::FindFirstLane(text, i, internal::DigitBits);
  }
#else
  for (; i + 8 <= n; i += 8) {
    if (const uint64_t hits = swar::MarkDigits(swar::Load(text.data() + i)); hits != 0) {
      return i + swar::FirstMarked(hits);
    }
  }
#endif
  for (; i < n; ++i) {
    if (IsAsciiDigit(text[i])) {
      return i;
    }
  }
  return n;
}

// The position of the last ASCII digit of `text`, or npos when it holds none. Sixteen bytes a
// step from the end where SSE2 is there (else eight): a date scan stops at a line's last digit.
inline size_t FindLastAsciiDigit(std::string_view text) {
  size_t end = text.size();
#if defined(__SSE2__)
  if (end >= 16) {
    for (; end >= 16; end -= 16) {
      if (const uint32_t bits = internal::DigitBits(simd::Load16(text.data() + end - 16));
          bits != 0) {
        return end - 16 + static_cast<size_t>(31 - std::countl_zero(bits));
      }
    }
    if (end == 0) {
      return kNpos;
    }
    // The first sixteen bytes, those from `end` on masked out.
    const uint32_t bits =
        internal::DigitBits(simd::Load16(text.data())) & ((uint32_t{1} << end) - 1);
    return bits != 0 ? static_cast<size_t>(31 - std::countl_zero(bits)) : kNpos;
  }
#else
  for (; end >= 8; end -= 8) {
    if (const uint64_t hits = swar::MarkDigits(swar::Load(text.data() + end - 8)); hits != 0) {
      return end - 8 + swar::LastMarked(hits);
    }
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
// The first position at or after `from` that holds one of `Bytes`, or npos. Reads sixteen
// bytes at a time where SSE2 is and the text holds sixteen, else eight: separators such as `,`
// `;` `.` are rare among a CV's letters.
template <char... Bytes>
size_t FindFirstOfBytes(std::string_view text, size_t from) {
#if defined(__SSE2__)
  if (text.size() >= 16) {
    const size_t i = simd::FindFirstLane(text, from, [](__m128i bytes) {
      __m128i hits = _mm_setzero_si128();
      ((hits = _mm_or_si128(hits, _mm_cmpeq_epi8(bytes, simd::Splat(Bytes)))), ...);
      return simd::Bits(hits);
    });
    return i < text.size() ? i : kNpos;
  }
#endif
  size_t i = from;
  for (; i + 8 <= text.size(); i += 8) {
    const uint64_t word = swar::Load(text.data() + i);
    if (const uint64_t marks = (swar::MarkByte(word, static_cast<unsigned char>(Bytes)) | ...);
        marks != 0) {
      return i + swar::FirstMarked(marks);
    }
  }
  for (; i < text.size(); ++i) {
    if (((text[i] == Bytes) || ...)) {
      return i;
    }
  }
  return kNpos;
}
// The first position at or after `from` where two blanks (` `) follow one another, or
// text.size(). A CV's words are one blank apart, so a run of blanks (a printed column gap, an
// aligned date) is rare: the search reads eight bytes at a time.
size_t FindBlankPair(std::string_view text, size_t from = 0);

// Returns `s` in ASCII lower case.
std::string AsciiLower(std::string_view s);

// `n` and the noun in its number: "1 file", "2 files" (`one` when n is 1, else `many`).
std::string CountWithNoun(size_t n, std::string_view one, std::string_view many);
// Returns `s` in ASCII lower case, written to `buffer` when it fits, else to `heap`: words are
// looked up in lower-case sets without a heap allocation each.
std::string_view AsciiLowerInto(std::string_view s, std::span<char> buffer, std::string& heap);
// Returns `s` in ASCII upper case.
std::string AsciiUpper(std::string_view s);

// Returns the length of the inline HTML emphasis tag starting at `text[i]`: `<b>`, `</b>`,
// `<i>`, `<em>`, `<strong>`, `<u>` and their closers, any case; 0 when there is none.
size_t HtmlEmphasisTagAt(std::string_view text, size_t i);
// Returns the length of the inline HTML emphasis tag ending right before `text[i]`, else 0.
size_t HtmlEmphasisTagBefore(std::string_view text, size_t i);

// Returns true when `text` can be cut out or replaced as a whole without breaking the markup
// around it: its `*` and `_` emphasis runs pair up, its brackets and parentheses balance, and
// every inline HTML emphasis tag it opens it also closes (and the other way round).
bool IsMarkupBalanced(std::string_view text);

// Splits `s` at every `sep`; empty pieces are kept.
std::vector<std::string_view> SplitChar(std::string_view s, char sep);

// Splits `text` into lines that keep their terminating `\n` (the last may lack one). Empty
// text has no lines.
std::vector<std::string_view> SplitLinesKeepingEnds(std::string_view text);

// Returns the Levenshtein distance between `a` and `b` (bytes), or `limit + 1` as soon as it
// is known to exceed `limit`.
size_t EditDistance(std::string_view a, std::string_view b, size_t limit = 1000);

// Returns the candidate closest to `word` by edit distance when it is close enough to be a
// plausible typo (Ninja's SpellcheckString), or an empty view.
std::string_view SuggestClosest(std::string_view word,
                                std::span<const std::string_view> candidates);

// Matches `text` against a glob where `*` stands for any run of characters (`date/*`,
// `*/future`, `*`). No other metacharacters.
bool GlobMatch(std::string_view pattern, std::string_view text);

// Returns `s` with `"`, `\` and control characters escaped for a JSON string body.
std::string JsonEscape(std::string_view s);

// ContainsWordIgnoreCase(text, word), found by the word's least common byte (by the letter
// frequencies of English) instead of its first: a search over a whole document then stops at
// fewer candidates. Same answer for every text and word.
bool ContainsWordIgnoreCaseByRareByte(std::string_view text, std::string_view word);

// The first position at or after `from` where the byte `first` is followed by the byte
// `second`, or npos. With `ignore_case`, an ASCII letter of the pair matches in either case
// (other bytes still match exactly). Reads eight bytes at a time: the pairs looked for (two
// blanks in a row, the `at` of an obfuscated address) are rare in a line. Inline: callers
// pass constant bytes, and the case folds then fold away.
inline size_t FindBytePair(std::string_view text, size_t from, char first, char second,
                           bool ignore_case = false) {
  // A letter's 0x20 bit is its case: set in the text's byte and in the wanted one, the two
  // cases are one byte. Only a letter is folded, so `@` still differs from a backquote.
  const auto fold_of = [&](char c) -> unsigned char {
    return ignore_case && IsAsciiAlpha(c) ? 0x20 : 0;
  };
  const unsigned char first_fold = fold_of(first);
  const unsigned char second_fold = fold_of(second);
  const auto first_byte = static_cast<unsigned char>(first | first_fold);
  const auto second_byte = static_cast<unsigned char>(second | second_fold);
  const bool same = first_byte == second_byte && first_fold == second_fold;
  const char* const data = text.data();
  const size_t n = text.size();
  size_t i = from;
  // Seven positions a step from one load: the eighth lane's pair is in the next word, read
  // from that lane on.
  for (; i + 8 <= n; i += 7) {
    const uint64_t word = swar::Load(data + i);
    const uint64_t firsts = swar::MarkByte(word | (swar::kOnes * first_fold), first_byte);
    const uint64_t seconds =
        same ? firsts : swar::MarkByte(word | (swar::kOnes * second_fold), second_byte);
    // A first whose next lane (in memory order) holds a second.
    const uint64_t pairs = std::endian::native == std::endian::little ? firsts & (seconds >> 8)
                                                                      : firsts & (seconds << 8);
    if (pairs != 0) {
      return i + swar::FirstMarked(pairs);
    }
  }
  for (; i + 1 < n; ++i) {
    if (static_cast<unsigned char>(data[i] | first_fold) == first_byte &&
        static_cast<unsigned char>(data[i + 1] | second_fold) == second_byte) {
      return i;
    }
  }
  return kNpos;
}

}  // namespace cvtidy

#endif  // CVTIDY_SRC_BASE_STRINGS_H_
