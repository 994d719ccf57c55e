#include "normalizers/section_heading.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "src/base/strings.h"

namespace cvtidy {
namespace {

constexpr size_t kMaxBytes = 80;
constexpr size_t kMaxWords = 12;
constexpr double kMaxDistanceShare = 0.35;

// Letter pairs OCR engines confuse, lower case, each pair once.
constexpr std::array<std::string_view, 22> kConfusablePairs = {
    "rk", "nh", "ce", "li", "lt", "it", "ij", "ft", "rv", "mn", "uv",
    "ao", "eo", "co", "bh", "gq", "vy", "sf", "rt", "fe", "ei", "uo",
};

// Two letters read as one: `rn` for `m` and the reverse.
constexpr std::array<std::string_view, 5> kPairsForM = {"rn", "in", "ni", "ri", "nn"};

bool Confusable(char a, char b) {
  for (std::string_view p : kConfusablePairs) {
    if ((p[0] == a && p[1] == b) || (p[0] == b && p[1] == a)) {
      return true;
    }
  }
  return false;
}

bool IsPairForM(char a, char b) {
  for (std::string_view p : kPairsForM) {
    if (p[0] == a && p[1] == b) {
      return true;
    }
  }
  return false;
}

struct Words {
  std::array<std::string_view, kMaxWords> words;
  std::array<char, kMaxWords> separators;  // the first byte of the gap after each word
  size_t count = 0;
};

// Splits on spaces and tabs; false when there are too many words.
bool Split(std::string_view s, Words& out) {
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) {
      ++i;
    }
    if (i == s.size()) {
      break;
    }
    const size_t begin = i;
    while (i < s.size() && s[i] != ' ' && s[i] != '\t') {
      ++i;
    }
    if (out.count == kMaxWords) {
      return false;
    }
    out.words[out.count] = s.substr(begin, i - begin);
    out.separators[out.count] = i < s.size() ? s[i] : '\0';
    ++out.count;
  }
  return out.count > 0;
}

}  // namespace

std::string RebuildSectionTitle(std::string_view damaged, std::string_view title) {
  size_t upper = 0;
  size_t lower = 0;
  for (char c : damaged) {
    upper += IsAsciiUpper(c) ? 1 : 0;
    lower += IsAsciiLower(c) ? 1 : 0;
  }
  std::string out(title);
  if (upper > lower) {
    for (char& c : out) {
      c = AsciiToUpper(c);
    }
  }
  return out;
}

double OcrWordDistance(std::string_view a, std::string_view b) {
  if (a.size() > kMaxBytes || b.size() > kMaxBytes) {
    return static_cast<double>(std::max(a.size(), b.size()));
  }
  // d[i][j]: distance of a[0, i) and b[0, j), in half units.
  std::array<std::array<uint16_t, kMaxBytes + 1>, kMaxBytes + 1> d;
  for (size_t i = 0; i <= a.size(); ++i) {
    for (size_t j = 0; j <= b.size(); ++j) {
      if (i == 0 || j == 0) {
        d[i][j] = static_cast<uint16_t>(2 * (i + j));
        continue;
      }
      const char x = AsciiToLower(a[i - 1]);
      const char y = AsciiToLower(b[j - 1]);
      const int substitution = x == y ? 0 : Confusable(x, y) ? 1 : 2;
      int best = std::min({d[i - 1][j] + 2, d[i][j - 1] + 2, d[i - 1][j - 1] + substitution});
      if (i >= 2 && y == 'm' && IsPairForM(AsciiToLower(a[i - 2]), x)) {
        best = std::min(best, d[i - 2][j - 1] + 1);
      }
      if (j >= 2 && x == 'm' && IsPairForM(AsciiToLower(b[j - 2]), y)) {
        best = std::min(best, d[i - 1][j - 2] + 1);
      }
      d[i][j] = static_cast<uint16_t>(best);
    }
  }
  return d[a.size()][b.size()] / 2.0;
}

bool IsCorruptedCopy(std::string_view original, std::string_view candidate) {
  if (original.size() > kMaxBytes || candidate.size() > kMaxBytes) {
    return false;
  }
  Words o;
  Words c;
  if (!Split(original, o) || !Split(candidate, c) || o.count != c.count) {
    return false;
  }
  double distance = 0;
  size_t letters = 0;
  for (size_t k = 0; k < o.count; ++k) {
    const std::string_view x = o.words[k];
    const std::string_view y = c.words[k];
    if (o.separators[k] != c.separators[k]) {
      return false;
    }
    // About as long: OCR loses or gains a letter or two, not half the word.
    const size_t longer = std::max(x.size(), y.size());
    const size_t shorter = std::min(x.size(), y.size());
    if (longer - shorter > std::max<size_t>(2, longer / 3)) {
      return false;
    }
    // A digit or a non-letter never comes from a letter heading.
    for (char ch : y) {
      if (!IsAsciiAlpha(ch)) {
        return false;
      }
    }
    distance += OcrWordDistance(x, y);
    letters += longer;
  }
  return letters >= 8 && distance > 0 &&
         distance <= kMaxDistanceShare * static_cast<double>(letters);
}

}  // namespace cvtidy
