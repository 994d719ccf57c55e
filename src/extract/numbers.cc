// The number classifier: one left-to-right scan over a line. Only a digit that starts a
// number (or the `+` of a phone number) is looked at; each number is classified from a
// bounded look at its neighbours, and the scan resumes after everything that was consumed
// (a whole citation tail `12(3), 45–67` at once), so the scan is linear.
//
// The shapes, first match wins:
// - glued to letters: `CCF-1234567`, `R01GM123456` (five digits or more) are identifiers,
//   `MICRO-56` (capitals, a hyphen, one to three digits) an edition; other glued numbers
//   (`ICML2022`, `CS2110`) are left alone;
// - glued to a number by `.`, `/`, `:`, `,`, `-` or `_`: part of that number, left alone;
// - `10.1234/...` (a DOI) and `1907.12345` (an arXiv id) are identifiers to the end of the
//   token; so is a `+` phone number, and a digit cluster of three or more groups joined by
//   `-`, `.`, a space or `) ` with six digits or more, not all four-digit groups and not a
//   full date (`212 555 2019`, `978-1-2019-5`, an ORCID);
// - at the start of a line, `1.` and `1)`, and anywhere `[C3]`, `[12]` are labels, but
//   `[2021]` is a year;
// - `36th`, `2nd` are editions;
// - after a number word: `pp.`/`pages` a page or page range, `vol.` a volume, `no.`/`issue`
//   an issue, `doi`/`arXiv`/`ISBN`/`ISSN`/`patent`/`room`/`fig.`/... an identifier;
// - `12(3)`, `12 (3) 45`, `12(3), 45–67`, `12(3):45`: a volume, its issue and what follows
//   (a page range, a page, or an article number after a blank: `293 (2068) 20252594`). The
//   spaced form needs the tail, so `Vol. 12 (2019)` keeps its year. `12:123–130` is a volume
//   and its pages (not `10:30`, a time);
// - a course code (`CS 2110`, `MATH 1910`) and an Australian postcode (`NSW 2006`) are
//   identifiers;
// - `2009-10`, `2019–20` (the next year's last two digits) are academic years, and a four-digit
//   number 1900..2099 standing alone a year.
#include "src/extract/numbers.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "src/base/progress.h"
#include "src/base/strings.h"
#include "src/extract/text_cursor.h"
#include "src/model/date_separators.h"
#include "src/model/years.h"

namespace cvtidy {
namespace {

using internal::IsBlank;

enum class WordClass : uint8_t { kNone, kPages, kVolume, kIssue, kIdentifier };

struct NumberWord {
  std::string_view word;  // lower case
  WordClass cls;
};

// Words after which a number counts pages, names a volume or an issue, or names a thing.
constexpr NumberWord kNumberWords[] = {
    {"p", WordClass::kPages},          {"pp", WordClass::kPages},
    {"pg", WordClass::kPages},         {"pgs", WordClass::kPages},
    {"page", WordClass::kPages},       {"pages", WordClass::kPages},
    {"vol", WordClass::kVolume},       {"vols", WordClass::kVolume},
    {"volume", WordClass::kVolume},    {"no", WordClass::kIssue},
    {"nos", WordClass::kIssue},        {"num", WordClass::kIssue},
    {"nr", WordClass::kIssue},         {"issue", WordClass::kIssue},
    {"iss", WordClass::kIssue},        {"isbn", WordClass::kIdentifier},
    {"issn", WordClass::kIdentifier},  {"doi", WordClass::kIdentifier},
    {"arxiv", WordClass::kIdentifier}, {"patent", WordClass::kIdentifier},
    {"fig", WordClass::kIdentifier},   {"figure", WordClass::kIdentifier},
    {"eq", WordClass::kIdentifier},    {"ch", WordClass::kIdentifier},
    {"chap", WordClass::kIdentifier},  {"chapter", WordClass::kIdentifier},
    {"sec", WordClass::kIdentifier},   {"section", WordClass::kIdentifier},
    {"room", WordClass::kIdentifier},  {"suite", WordClass::kIdentifier},
    {"ste", WordClass::kIdentifier},   {"apt", WordClass::kIdentifier},
    {"unit", WordClass::kIdentifier},  {"box", WordClass::kIdentifier},
    {"bldg", WordClass::kIdentifier},  {"building", WordClass::kIdentifier},
};

constexpr size_t kMaxNumberWord = 8;  // "building"

// kNumberWords packed (PackLowerWord) and sorted by key: the word before every number is
// looked up by binary search over integers.
struct KeyedNumberWord {
  uint64_t key;
  WordClass cls;
};

constexpr std::array<KeyedNumberWord, std::size(kNumberWords)> kNumberWordsByKey = [] {
  std::array<KeyedNumberWord, std::size(kNumberWords)> keyed{};
  for (size_t i = 0; i < keyed.size(); ++i) {
    keyed[i] = {PackLowerWord(kNumberWords[i].word), kNumberWords[i].cls};
  }
  std::sort(keyed.begin(), keyed.end(),
            [](const KeyedNumberWord& a, const KeyedNumberWord& b) { return a.key < b.key; });
  return keyed;
}();

// For each length of a number word, one bit per first letter (a = bit 0) of the words of that
// length: most words before a number (`in`, `and`, `Research`) are ruled out by these two
// before they are packed and searched for.
constexpr std::array<uint32_t, kMaxNumberWord + 1> kNumberWordInitials = [] {
  std::array<uint32_t, kMaxNumberWord + 1> initials{};
  for (const NumberWord& word : kNumberWords) {
    initials[word.word.size()] |= uint32_t{1} << (word.word[0] - 'a');
  }
  return initials;
}();

// Course subjects written in capitals before a course number (`CS 2110`).
constexpr std::string_view kCourseSubjects[] = {
    "CS",   "CSE",  "CSCI", "CPSC", "COMP", "COS",  "CMSC", "CMPT", "CIS", "ECE", "EE",
    "EECS", "MATH", "STAT", "PHYS", "CHEM", "BIOL", "INFO", "ISYE", "MAE", "MSE"};

// Australian states, before a four-digit postcode that can look like a year (`NSW 2006`).
constexpr std::string_view kPostcodeStates[] = {"NSW", "VIC", "QLD", "TAS"};

// A list of capitalised words packed (PackLowerWord): the word before a number is packed once
// and compared as one integer against each. The words are capitals only, so no two pack alike.
template <size_t N>
constexpr std::array<uint64_t, N> PackWords(const std::string_view (&words)[N]) {
  std::array<uint64_t, N> keys{};
  for (size_t i = 0; i < N; ++i) {
    keys[i] = PackLowerWord(words[i]);
  }
  return keys;
}

constexpr auto kCourseSubjectKeys = PackWords(kCourseSubjects);
constexpr auto kPostcodeStateKeys = PackWords(kPostcodeStates);

template <size_t N>
bool KeyIn(uint64_t key, const std::array<uint64_t, N>& keys) {
  return std::find(keys.begin(), keys.end(), key) != keys.end();
}

class NumberScanner : private internal::TextCursor {
 public:
  NumberScanner(std::string_view text, uint32_t base, uint32_t line, std::vector<NumberSpan>& out)
      : TextCursor(text), base_(base), line_(line), out_(out) {}

  void Run() {
    size_t i = 0;
    ProgressGuard<size_t> moving;
    while (i < n_) {
      moving.Forward(i);
      // Nothing but a digit, or a `+` before one, starts a number.
      const size_t digit = FindAsciiDigit(t_, i);
      if (digit >= n_) {
        break;
      }
      if (digit > i && t_[digit - 1] == '+') {
        // A `+` phone number, all of it.
        const size_t end = ClusterEnd(digit, DigitRunEnd(digit), nullptr);
        Emit(digit - 1, end, NumberRole::kIdentifier);
        i = end;
      } else {
        i = Classify(digit);
      }
    }
  }

 private:
  // The value of the digits [p, d), saturated: only small values and years matter.
  int Value(size_t p, size_t d) const {
    if (d - p == 4) {
      // Most numbers are years: four digits without a loop.
      return (t_[p] - '0') * 1000 + (t_[p + 1] - '0') * 100 + (t_[p + 2] - '0') * 10 +
             (t_[p + 3] - '0');
    }
    int v = 0;
    for (size_t i = p; i < d && v < 100000; ++i) {
      v = v * 10 + (t_[i] - '0');
    }
    return v;
  }

  void Emit(size_t begin, size_t end, NumberRole role) {
    out_.push_back(NumberSpan{
        ByteRange{base_ + static_cast<uint32_t>(begin), base_ + static_cast<uint32_t>(end)}, role,
        line_});
  }

  // Classifies the number starting at `p`; returns where scanning resumes (past it).
  size_t Classify(size_t p) {
    const size_t d = DigitRunEnd(p);
    if (const size_t end = ClassifyLabel(p, d); end > 0) {
      return end;
    }
    if (p > 0 && IsAsciiAlpha(t_[p - 1])) {
      return ClassifyGluedToLetters(p, d);
    }
    if (p >= 2 && t_[p - 1] == '-' && IsAsciiUpper(t_[p - 2])) {
      return ClassifyGluedToLetters(p, d);
    }
    if (GluedToToken(p)) {
      return AlnumRunEnd(d);  // the rest of another number or token
    }
    if (const size_t end = IdentifierTokenEnd(p, d); end > d) {
      Emit(p, end, NumberRole::kIdentifier);
      return end;
    }
    if (const size_t end = OrdinalEnd(d); end > d) {
      Emit(p, end, NumberRole::kEdition);
      return end;
    }
    const WordClass word = WordBefore(p);
    if (word == WordClass::kPages) {
      const size_t end = PageRangeEnd(p, d);
      Emit(p, end, NumberRole::kPages);
      return end;
    }
    if (word == WordClass::kIdentifier && !IsYearAfterIdWord(p, d)) {
      const size_t end = TokenEnd(d);
      Emit(p, end, NumberRole::kIdentifier);
      return end;
    }
    // The value is read once here for the citation and year shapes below.
    const int value = Value(p, d);
    if (const size_t end = ClassifyCitation(p, d, value, word == WordClass::kVolume); end > 0) {
      return end;
    }
    if (word == WordClass::kVolume || word == WordClass::kIssue) {
      Emit(p, d, word == WordClass::kVolume ? NumberRole::kVolume : NumberRole::kIssue);
      return d;
    }
    if (d - p >= 3 && d - p <= 4) {
      const uint64_t before = CapitalWordBefore(p);
      if (before != 0 && KeyIn(before, kCourseSubjectKeys) && !DigitAt(d) &&
          !(AlnumAt(d) && AlnumAt(d + 1))) {
        Emit(p, d, NumberRole::kIdentifier);  // `CS 2110`, `CS 2110A`
        return d;
      }
      if (before != 0 && d - p == 4 && KeyIn(before, kPostcodeStateKeys) && !AlnumAt(d)) {
        Emit(p, d, NumberRole::kIdentifier);
        return d;
      }
    }
    bool identifier = false;
    const size_t cluster_end = ClusterEnd(p, d, &identifier);
    if (identifier) {
      Emit(p, cluster_end, NumberRole::kIdentifier);
      return cluster_end;
    }
    return ClassifyYear(p, d, value);
  }

  // True when the number at `p` continues another token: `4.19`, `10:30`, `555-2019`,
  // `a/2019`, `x_2019`. A letter before `.` or `:` is a number word's (`pp.12`, `arXiv:1907`).
  bool GluedToToken(size_t p) const {
    if (p < 2) {
      return false;
    }
    const char c = t_[p - 1];
    const char b = t_[p - 2];
    if (c == '/' || c == '_' || c == '-') {
      return IsAsciiAlnum(b);
    }
    return (c == '.' || c == ':' || c == ',') && IsAsciiDigit(b);
  }

  // `arXiv. 2017`, `DOI: 2019`: a year standing alone after an identifier's name (no `.`,
  // `-` or `/` continues it) is a year; a DOI, an arXiv id and an ISBN never are one.
  bool IsYearAfterIdWord(size_t p, size_t d) const {
    if (d - p != 4 || !IsYear(Value(p, d)) || AlnumAt(d) ||
        ((CharAt(d, '.') || CharAt(d, '-') || CharAt(d, '/')) && AlnumAt(d + 1))) {
      return false;
    }
    size_t q = p;
    while (q > 0 && !IsAsciiAlpha(t_[q - 1])) {
      --q;
    }
    size_t w = q;
    while (w > 0 && IsAsciiAlpha(t_[w - 1])) {
      --w;
    }
    const std::string_view word = t_.substr(w, q - w);
    return EqualsIgnoreCase(word, "arxiv") || EqualsIgnoreCase(word, "doi") ||
           EqualsIgnoreCase(word, "isbn") || EqualsIgnoreCase(word, "issn");
  }

  // `CCF-1234567`, `R01GM123456`: a grant or award number. `MICRO-56`: an edition.
  size_t ClassifyGluedToLetters(size_t p, size_t d) {
    if (AlnumAt(d)) {
      return AlnumRunEnd(d);
    }
    if (d - p >= 5) {
      Emit(p, d, NumberRole::kIdentifier);
    } else if (t_[p - 1] == '-' && d - p <= 3 && p >= 3 && IsAsciiUpper(t_[p - 3])) {
      Emit(p, d, NumberRole::kEdition);
    }
    return d;
  }

  // A DOI (`10.1145/3600006.3613138`) or a bare arXiv id (`1907.12345v2`): the whole token.
  size_t IdentifierTokenEnd(size_t p, size_t d) const {
    if (!CharAt(d, '.') || !DigitAt(d + 1)) {
      return d;
    }
    const size_t e = DigitRunEnd(d + 1);
    const bool doi = d - p == 2 && Value(p, d) == 10 && e - (d + 1) >= 4 && CharAt(e, '/');
    const bool arxiv = d - p == 4 && (e - (d + 1) == 4 || e - (d + 1) == 5) &&
                       Value(p + 2, p + 4) >= 1 && Value(p + 2, p + 4) <= 12;
    return doi || arxiv ? TokenEnd(e) : d;
  }

  // The end of an identifier token from `i`: letters, digits and `.-/_:` inside it, not a
  // final `.`, `,` or `:`.
  size_t TokenEnd(size_t i) const {
    size_t end = i;
    while (i < n_ && (IsAsciiAlnum(t_[i]) || t_[i] == '.' || t_[i] == '-' || t_[i] == '/' ||
                      t_[i] == '_' || t_[i] == ':')) {
      ++i;
      if (IsAsciiAlnum(t_[i - 1]) || t_[i - 1] == '/') {
        end = i;
      }
    }
    return end;
  }

  // `1.`, `1)` opening a line; `[C3]`, `[12]` anywhere (`[2021]` is a year). Returns where
  // scanning resumes, or 0 when `p` is no label.
  size_t ClassifyLabel(size_t p, size_t d) {
    if (d - p <= 3 && (CharAt(d, '.') || CharAt(d, ')')) && (d + 1 == n_ || BlankAt(d + 1)) &&
        OnlyMarkersBefore(p)) {
      Emit(p, d, NumberRole::kLabel);
      return d + 1;
    }
    if (!CharAt(d, ']')) {
      return 0;
    }
    size_t q = p;
    while (q > 0 && p - q < 4 && IsAsciiAlpha(t_[q - 1])) {
      --q;
    }
    if (q == 0 || t_[q - 1] != '[') {
      return 0;
    }
    const bool year = q == p && d - p == 4 && IsYear(Value(p, d));
    Emit(q, d, year ? NumberRole::kYear : NumberRole::kLabel);
    return d + 1;
  }

  // True when only blanks and list markers (`-`, `*`, `+`, `>`, `#`, `•`) precede `p` on its
  // line (an entry's joined text holds a nested item after a `\n`). Reads backwards, so it
  // stops at the first other byte.
  bool OnlyMarkersBefore(size_t p) const {
    size_t i = p;
    ProgressGuard<size_t> moving;
    while (i > 0 && t_[i - 1] != '\n') {
      moving.Backward(i);
      const char c = t_[i - 1];
      if (IsBlank(c) || c == '-' || c == '*' || c == '+' || c == '>' || c == '#') {
        --i;
      } else if (i >= 3 && t_.substr(i - 3, 3) == "\u2022") {
        i -= 3;
      } else {
        return false;
      }
    }
    return true;
  }

  // The range separator spelled at `i`, or null. Most numbers are followed by none: a byte
  // that starts no spelling is ruled out without a call.
  const RangeSeparatorSpelling* SeparatorAt(size_t i) const {
    if (i >= n_ || !MayStartRangeSeparator(static_cast<unsigned char>(t_[i]))) {
      return nullptr;
    }
    return MatchRangeSeparator(t_.substr(i));
  }

  // `1st`, `2nd`, `3rd`, `36th`: the end of the suffix, or `d`.
  size_t OrdinalEnd(size_t d) const {
    if (!AlphaAt(d) || !AlphaAt(d + 1) || AlnumAt(d + 2)) {
      return d;
    }
    const char a = AsciiToLower(t_[d]);
    const char b = AsciiToLower(t_[d + 1]);
    const bool ordinal = (a == 's' && b == 't') || (a == 'n' && b == 'd') ||
                         (a == 'r' && b == 'd') || (a == 't' && b == 'h');
    return ordinal ? d + 2 : d;
  }

  // The class of the number word before `p`: `pp. `, `vol `, `no.`, `arXiv:`, `#`.
  WordClass WordBefore(size_t p) const {
    size_t q = SkipBlanksBack(p, 3);
    const bool blanks = q < p;
    if (q > 0 && (t_[q - 1] == '.' || t_[q - 1] == ':' || t_[q - 1] == '#')) {
      --q;
    } else if (!blanks) {
      return WordClass::kNone;
    }
    const size_t end = q;
    while (q > 0 && IsAsciiAlpha(t_[q - 1]) && end - q <= kMaxNumberWord) {
      --q;
    }
    if (q == end || end - q > kMaxNumberWord || (q > 0 && IsAsciiAlnum(t_[q - 1])) ||
        (kNumberWordInitials[end - q] >> (AsciiToLower(t_[q]) - 'a') & 1) == 0) {
      return WordClass::kNone;
    }
    // At most kMaxNumberWord letters: the packed key is the whole word.
    const uint64_t key = PackLowerWord(std::string_view(t_.data() + q, end - q));
    const auto it =
        std::lower_bound(kNumberWordsByKey.begin(), kNumberWordsByKey.end(), key,
                         [](const KeyedNumberWord& entry, uint64_t k) { return entry.key < k; });
    return it != kNumberWordsByKey.end() && it->key == key ? it->cls : WordClass::kNone;
  }

  // The word of one to five capitals that starts a token and ends one blank before `p`,
  // packed (PackLowerWord), or 0 when there is none.
  uint64_t CapitalWordBefore(size_t p) const {
    if (p < 2 || !IsBlank(t_[p - 1])) {
      return 0;
    }
    size_t q = p - 1;
    const size_t end = q;
    while (q > 0 && IsAsciiUpper(t_[q - 1]) && end - q < 5) {
      --q;
    }
    if (q == end || (q > 0 && IsAsciiAlnum(t_[q - 1]))) {
      return 0;
    }
    return PackLowerWord(std::string_view(t_.data() + q, end - q));
  }

  // The end of a page range starting with the number [p, d): `123–130`, `123 - 130`,
  // `123--130`, or `d` for a single page.
  size_t PageRangeEnd(size_t p, size_t d) const {
    (void)p;
    const size_t s = SkipBlanks(d);
    const RangeSeparatorSpelling* separator = SeparatorAt(s);
    if (separator == nullptr || !IsDashSeparator(separator->kind)) {
      return d;
    }
    const size_t e = SkipBlanks(s + separator->text.size());
    if (!DigitAt(e) || e - (s + separator->text.size()) > 1 || s - d > 1) {
      return d;
    }
    const size_t end = DigitRunEnd(e);
    return AlnumAt(end) ? d : end;
  }

  // A volume with its issue and tail: `12(3)`, `12(3), 45–67`, `12(3):45`, `293 (2068)
  // 20252594`; or a volume and its pages: `12:123–130`. `volume` is Value(p, d). Returns
  // where scanning resumes, or 0.
  size_t ClassifyCitation(size_t p, size_t d, int volume, bool after_volume_word) {
    const bool volume_like = d - p <= 4 && !(d - p == 4 && IsYear(volume));
    if (!volume_like && !after_volume_word) {
      return 0;
    }
    // `12:123–130`.
    if (CharAt(d, ':') && DigitAt(SkipBlanks(d + 1)) && SkipBlanks(d + 1) - (d + 1) <= 1) {
      const size_t s = SkipBlanks(d + 1);
      const size_t e = DigitRunEnd(s);
      const bool time = volume <= 24 && e - s == 2;
      if (time || AlnumAt(e)) {
        return 0;
      }
      Emit(p, d, NumberRole::kVolume);
      const size_t end = PageRangeEnd(s, e);
      Emit(s, end, NumberRole::kPages);
      return end;
    }
    const bool spaced = BlankAt(d);
    const size_t open = spaced ? d + 1 : d;
    if (!CharAt(open, '(') || !DigitAt(open + 1)) {
      return 0;
    }
    const size_t issue_end = DigitRunEnd(open + 1);
    if (issue_end - (open + 1) > 4 || !CharAt(issue_end, ')')) {
      return 0;
    }
    // The tail: `, 45–67`, `:45`, ` 20252594`.
    size_t q = issue_end + 1;
    const bool punctuated = CharAt(q, ',') || CharAt(q, ':');
    if (punctuated) {
      ++q;
    }
    const size_t s = SkipBlanks(q);
    // A year after the issue (`13(3), 2008`) is the citation's date, not its pages.
    const size_t tail_end = DigitRunEnd(s);
    const bool tail_is_year =
        tail_end - s == 4 && IsYear(Value(s, tail_end)) && PageRangeEnd(s, tail_end) == tail_end;
    const bool has_tail = DigitAt(s) && s - q <= 1 && (punctuated || s > q) && !tail_is_year;
    if (spaced && !has_tail) {
      return 0;  // `Vol. 12 (2019)`: the parenthesis holds a year
    }
    Emit(p, d, NumberRole::kVolume);
    Emit(open + 1, issue_end, NumberRole::kIssue);
    if (!has_tail) {
      return issue_end + 1;
    }
    const size_t e = DigitRunEnd(s);
    if (AlnumAt(e)) {
      return e;
    }
    const size_t end = PageRangeEnd(s, e);
    const bool article = end == e && !punctuated;
    Emit(s, end, article ? NumberRole::kArticle : NumberRole::kPages);
    return end;
  }

  // Returns the end of the digit cluster starting at `p`, whose first digits end at
  // `first_end` (the caller has read them): digit groups joined by one `-`, `.` or space, or
  // by `)` and an optional space. `*identifier` (when not null) tells whether it is a phone
  // number or an identifier: three groups or more, six digits or more, not all four-digit
  // groups (years) and not a full date (`2019-09-15`, `15.09.2019`).
  size_t ClusterEnd(size_t p, size_t first_end, bool* identifier) const {
    int groups = 0;
    size_t digits = 0;
    bool all_years = true;
    size_t first_len = 0;
    size_t last_len = 0;
    size_t end = p;
    size_t q = p;
    ProgressGuard<size_t> moving;
    while (true) {
      moving.Forward(q);
      const size_t d = q == p ? first_end : DigitRunEnd(q);
      if (AlphaAt(d) && !(t_[d] == 'X' && !AlnumAt(d + 1))) {
        if (groups == 0) {
          end = d;  // the first group's digits, though they make no group
        }
        break;  // `1st`, `5G`: a word, not a group (an ISBN or ORCID may end in X)
      }
      const size_t len = d + (CharAt(d, 'X') ? 1 : 0) - q;
      ++groups;
      digits += len;
      all_years = all_years && len == 4 && IsYear(Value(q, q + 4));
      first_len = groups == 1 ? len : first_len;
      last_len = len;
      end = q + len;
      if (end >= n_) {
        break;
      }
      const char c = t_[end];
      size_t next = std::string_view::npos;
      if ((c == '-' || c == '.' || c == ' ') && DigitAt(end + 1)) {
        next = end + 1;
      } else if (c == ')') {
        const size_t s = BlankAt(end + 1) ? end + 2 : end + 1;
        if (DigitAt(s)) {
          next = s;
        }
      }
      if (next == std::string_view::npos) {
        break;
      }
      q = next;
    }
    if (identifier != nullptr) {
      const bool full_date = groups == 3 && (first_len == 4 || last_len == 4) && digits <= 8;
      *identifier = groups >= 3 && digits >= 6 && !all_years && !full_date;
    }
    return end;
  }

  // `2009-10` (an academic year), `2019` (a year standing alone), or nothing. `year` is
  // Value(p, d).
  size_t ClassifyYear(size_t p, size_t d, int year) {
    if (d - p != 4 || !IsYear(year)) {
      return d;
    }
    size_t s = d;
    if (CharAt(s, '-')) {
      s += 1;
    } else if (CharAt(s, '\xE2') && CharAt(s + 1, '\x80') && CharAt(s + 2, '\x93')) {  // U+2013
      s += 3;
    }
    if (s > d && DigitAt(s) && DigitAt(s + 1) && !AlnumAt(s + 2) &&
        Value(s, s + 2) == (year + 1) % 100) {
      Emit(p, s + 2, NumberRole::kAcademicYear);
      return s + 2;
    }
    if (AlnumAt(d)) {
      return AlnumRunEnd(d);
    }
    Emit(p, d, NumberRole::kYear);
    // The end of a year range (`2019-2021`, `2019 – 2021`) is a year too.
    const size_t b = SkipBlanks(d);
    const RangeSeparatorSpelling* separator = SeparatorAt(b);
    if (separator == nullptr || separator->is_word) {
      return d;
    }
    const size_t e = SkipBlanks(b + separator->text.size());
    const size_t end = DigitRunEnd(e);
    if (end - e != 4 || !IsYear(Value(e, end)) || AlnumAt(end)) {
      return d;
    }
    Emit(e, end, NumberRole::kYear);
    return end;
  }

  const uint32_t base_;
  const uint32_t line_;
  std::vector<NumberSpan>& out_;
};

}  // namespace

void ExtractNumbers(std::string_view text, uint32_t base, uint32_t line,
                    std::vector<NumberSpan>& out) {
  NumberScanner(text, base, line, out).Run();
}

}  // namespace cvtidy
