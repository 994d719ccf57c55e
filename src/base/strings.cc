#include "src/base/strings.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <numeric>

#include <fmt/format.h>

#include "src/base/swar.h"

namespace cvtidy {

CaseShape ShapeOf(std::string_view word) {
  if (word.empty()) {
    return CaseShape::kLower;
  }
  // Per byte, bit 0: an ASCII capital, bit 1: a lower-case ASCII letter; or-ed over the bytes
  // after the first with one load each (the OCR lexicons ask this of every new word).
  static constexpr std::array<uint8_t, 256> kLetterBits = [] {
    std::array<uint8_t, 256> bits{};
    for (int c = 'A'; c <= 'Z'; ++c) {
      bits[c] = 1;
      bits[c - 'A' + 'a'] = 2;
    }
    return bits;
  }();
  unsigned after_first = 0;
  for (size_t i = 1; i < word.size(); ++i) {
    after_first |= kLetterBits[static_cast<unsigned char>(word[i])];
  }
  const unsigned first = kLetterBits[static_cast<unsigned char>(word[0])];
  const unsigned all = first | after_first;
  if ((all & 1) == 0) {
    return CaseShape::kLower;
  }
  if ((all & 2) == 0) {
    return CaseShape::kUpper;
  }
  if ((first & 1) != 0 && (after_first & 1) == 0) {
    return CaseShape::kCapitalized;
  }
  return CaseShape::kMixed;
}

bool internal::SameSizeEqualsIgnoreCase(std::string_view a, std::string_view b) {
  for (size_t i = 0; i < a.size(); ++i) {
    if (AsciiToLower(a[i]) != AsciiToLower(b[i])) {
      return false;
    }
  }
  return true;
}

bool ContainsIgnoreCase(std::string_view text, std::string_view needle) {
  if (needle.empty()) {
    return true;
  }
  // Compare the first byte before the rest: most positions fail there.
  const char first = AsciiToLower(needle[0]);
  const std::string_view rest = needle.substr(1);
  for (size_t i = 0; i + needle.size() <= text.size(); ++i) {
    if (AsciiToLower(text[i]) == first && EqualsIgnoreCase(text.substr(i + 1, rest.size()), rest)) {
      return true;
    }
  }
  return false;
}

bool StartsWithIgnoreCase(std::string_view text, std::string_view prefix) {
  return text.size() >= prefix.size() && EqualsIgnoreCase(text.substr(0, prefix.size()), prefix);
}

bool EndsWithIgnoreCase(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() &&
         EqualsIgnoreCase(text.substr(text.size() - suffix.size()), suffix);
}

namespace {

// Whether `text` holds `word` as a whole word, ignoring ASCII case. Candidates are found with
// memchr, once for each case of the byte at `word[anchor]`: the scans are over whole documents
// (does the CV write this compound anywhere?), and a rarer anchor byte means fewer candidates.
bool ContainsWordAnchoredAt(std::string_view text, std::string_view word, size_t anchor) {
  if (word.empty() || word.size() > text.size()) {
    return false;
  }
  const char lower = AsciiToLower(word[anchor]);
  const char upper = AsciiToUpper(word[anchor]);
  // The anchor byte of a match lies in [anchor, last].
  const size_t last = text.size() - word.size() + anchor;
  size_t next_lower = text.find(lower, anchor);
  size_t next_upper = upper != lower ? text.find(upper, anchor) : std::string_view::npos;
  while (true) {
    const size_t at = std::min(next_lower, next_upper);
    if (at == std::string_view::npos || at > last) {
      return false;
    }
    const size_t begin = at - anchor;
    const size_t end = begin + word.size();
    if (EqualsIgnoreCase(text.substr(begin, word.size()), word) &&
        (begin == 0 || !IsAsciiAlnum(text[begin - 1])) &&
        (end == text.size() || !IsAsciiAlnum(text[end]))) {
      return true;
    }
    if (at == next_lower) {
      next_lower = text.find(lower, at + 1);
    } else {
      next_upper = text.find(upper, at + 1);
    }
  }
}

}  // namespace

bool ContainsWordIgnoreCase(std::string_view text, std::string_view word) {
  return ContainsWordAnchoredAt(text, word, 0);
}

std::string CountWithNoun(size_t n, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::string AsciiLower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    c = AsciiToLower(c);
  }
  return out;
}

std::string_view AsciiLowerInto(std::string_view s, std::span<char> buffer, std::string& heap) {
  char* out = buffer.data();
  if (s.size() > buffer.size()) {
    heap.resize(s.size());
    out = heap.data();
  }
  for (size_t i = 0; i < s.size(); ++i) {
    out[i] = AsciiToLower(s[i]);
  }
  return std::string_view(out, s.size());
}

std::string AsciiUpper(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    c = AsciiToUpper(c);
  }
  return out;
}

size_t HtmlEmphasisTagAt(std::string_view text, size_t i) {
  if (i >= text.size() || text[i] != '<') {
    return 0;
  }
  size_t j = i + 1;
  if (j < text.size() && text[j] == '/') {
    ++j;
  }
  size_t k = j;
  while (k < text.size() && k - j < 7 && IsAsciiAlpha(text[k])) {
    ++k;
  }
  if (k >= text.size() || text[k] != '>' || k == j) {
    return 0;
  }
  const std::string_view name = text.substr(j, k - j);
  for (const std::string_view tag : {"b", "i", "u", "em", "strong"}) {
    if (EqualsIgnoreCase(name, tag)) {
      return k + 1 - i;
    }
  }
  return 0;
}

size_t HtmlEmphasisTagBefore(std::string_view text, size_t i) {
  if (i == 0 || i > text.size() || text[i - 1] != '>') {
    return 0;
  }
  // The longest tag is `</strong>`: nine bytes.
  for (size_t len = 3; len <= 9 && len <= i; ++len) {
    if (text[i - len] == '<') {
      return HtmlEmphasisTagAt(text, i - len) == len ? len : 0;
    }
  }
  return 0;
}

bool IsMarkupBalanced(std::string_view text) {
  // Emphasis markers count by runs: `**` opens bold once. Most bytes weigh nothing: they are
  // passed over eight at a time.
  int stars = 0;
  int underscores = 0;
  int parens = 0;
  int brackets = 0;
  int tags = 0;
  const size_t n = text.size();
  size_t i = 0;
  while (i < n) {
    if (i + 8 <= n) {
      const uint64_t word = swar::Load(text.data() + i);
      // `(` `)` `*` are 0x28..0x2A; `[` `]` `_` lie in 0x5B..0x5F, with `\` and `^`.
      const uint64_t marks = swar::MarkRange(word, '(', '*') | swar::MarkRange(word, '[', '_') |
                             swar::MarkByte(word, '<');
      if (marks == 0) {
        i += 8;
        continue;
      }
      i += swar::FirstMarked(marks);
    }
    // A run of emphasis counts once: `**` opens bold once.
    switch (text[i]) {
      case '*':
        stars += i > 0 && text[i - 1] == '*' ? 0 : 1;
        break;
      case '_':
        underscores += i > 0 && text[i - 1] == '_' ? 0 : 1;
        break;
      case '(':
        ++parens;
        break;
      case ')':
        if (--parens < 0) {
          return false;
        }
        break;
      case '[':
        ++brackets;
        break;
      case ']':
        if (--brackets < 0) {
          return false;
        }
        break;
      case '<':
        // A tag holds letters and `/` only: it is passed over whole.
        if (const size_t len = HtmlEmphasisTagAt(text, i)) {
          const bool closing = text[i + 1] == '/';
          if (closing && --tags < 0) {
            return false;
          }
          tags += closing ? 0 : 1;
          i += len - 1;
        }
        break;
      default:
        break;
    }
    ++i;
  }
  return stars % 2 == 0 && underscores % 2 == 0 && parens == 0 && brackets == 0 && tags == 0;
}

std::vector<std::string_view> SplitChar(std::string_view s, char sep) {
  std::vector<std::string_view> pieces;
  size_t start = 0;
  while (true) {
    const size_t pos = s.find(sep, start);
    if (pos == std::string_view::npos) {
      pieces.push_back(s.substr(start));
      return pieces;
    }
    pieces.push_back(s.substr(start, pos - start));
    start = pos + 1;
  }
}

std::vector<std::string_view> SplitLinesKeepingEnds(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (start < text.size()) {
    const size_t nl = text.find('\n', start);
    const size_t end = nl == std::string_view::npos ? text.size() : nl + 1;
    lines.push_back(text.substr(start, end - start));
    start = end;
  }
  return lines;
}

size_t EditDistance(std::string_view a, std::string_view b, size_t limit) {
  const size_t diff = a.size() > b.size() ? a.size() - b.size() : b.size() - a.size();
  if (diff > limit) {
    return limit + 1;
  }
  std::vector<size_t> row(b.size() + 1);
  std::iota(row.begin(), row.end(), size_t{0});
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    size_t best = row[0];
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
      best = std::min(best, row[j]);
    }
    if (best > limit) {
      return limit + 1;
    }
  }
  return row[b.size()];
}

std::string_view SuggestClosest(std::string_view word,
                                std::span<const std::string_view> candidates) {
  // As Ninja: a suggestion is only useful when it is a small edit away.
  const size_t limit = std::max<size_t>(2, word.size() / 3);
  std::string_view best;
  size_t best_distance = limit + 1;
  for (std::string_view candidate : candidates) {
    const size_t d = EditDistance(word, candidate, limit);
    if (d < best_distance) {
      best_distance = d;
      best = candidate;
    }
  }
  return best;
}

bool GlobMatch(std::string_view pattern, std::string_view text) {
  // Iterative wildcard match with single backtrack point: linear in practice.
  size_t p = 0;
  size_t t = 0;
  size_t star = std::string_view::npos;
  size_t resume = 0;
  while (t < text.size()) {
    if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      resume = t;
    } else if (p < pattern.size() && pattern[p] == text[t]) {
      ++p;
      ++t;
    } else if (star != std::string_view::npos) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') {
    ++p;
  }
  return p == pattern.size();
}

std::string JsonEscape(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  for (const char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          out += fmt::format("\\u{:04x}", static_cast<unsigned>(static_cast<unsigned char>(c)));
        } else {
          out.push_back(c);
        }
    }
  }
  return out;
}

uint64_t HashIgnoreAsciiCase(std::string_view s) {
  constexpr uint64_t kMultiplier = 0x9E3779B97F4A7C15ull;
  const auto mix = [](uint64_t h, uint64_t word) {
    // Lower-cases the eight bytes at once: a byte in 'A'..'Z' gets its 0x20 bit.
    const uint64_t upper = swar::MarkRange(word, 'A', 'Z');
    h = (h ^ (word | (upper >> 2))) * kMultiplier;
    return h ^ (h >> 29);
  };
  uint64_t h = s.size();
  size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    h = mix(h, swar::Load(s.data() + i));
  }
  if (i < s.size()) {
    uint64_t word = 0;
    std::memcpy(&word, s.data() + i, s.size() - i);
    h = mix(h, word);
  }
  return h;
}

size_t FindDigitOr(std::string_view text, size_t from, char other) {
  const auto byte = static_cast<unsigned char>(other);
  size_t i = from;
  for (; i + 8 <= text.size(); i += 8) {
    const uint64_t word = swar::Load(text.data() + i);
    if (const uint64_t hits = swar::MarkDigits(word) | swar::MarkByte(word, byte); hits != 0) {
      return i + swar::FirstMarked(hits);
    }
  }
  for (; i < text.size(); ++i) {
    if (IsAsciiDigit(text[i]) || text[i] == other) {
      return i;
    }
  }
  return text.size();
}

size_t FindBlankPair(std::string_view text, size_t from) {
  const size_t at = FindBytePair(text, from, ' ', ' ', /*ignore_case=*/false);
  return at == kNpos ? text.size() : at;
}

namespace {

// How rare a byte is in English prose, higher for rarer: letters by their frequency in
// English text (`e` most common), the hyphen as a rare letter, anything else in between.
constexpr std::array<uint8_t, 256> kByteRarity = [] {
  std::array<uint8_t, 256> rarity{};
  rarity.fill(12);
  constexpr std::string_view kByFrequency = "etaoinshrdlcumwfgypbvkjxqz";
  for (size_t i = 0; i < kByFrequency.size(); ++i) {
    rarity[static_cast<unsigned char>(kByFrequency[i])] = static_cast<uint8_t>(i);
    rarity[static_cast<unsigned char>(kByFrequency[i] - 'a' + 'A')] = static_cast<uint8_t>(i);
  }
  rarity[' '] = 0;
  rarity['-'] = 20;
  return rarity;
}();

}  // namespace

bool ContainsWordIgnoreCaseByRareByte(std::string_view text, std::string_view word) {
  size_t anchor = 0;
  for (size_t k = 1; k < word.size(); ++k) {
    if (kByteRarity[static_cast<unsigned char>(word[k])] >
        kByteRarity[static_cast<unsigned char>(word[anchor])]) {
      anchor = k;
    }
  }
  return ContainsWordAnchoredAt(text, word, anchor);
}

}  // namespace cvtidy
