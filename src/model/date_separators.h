// The one table of date range separators: every spelling a CV uses between the two ends of a
// date range, the RangeSeparator kind it stands for, and how each kind is written back. The
// date extractor reads separators with it, the date normalizer parses and writes them with
// it, and the configuration checks `[style] range-separator` against it.
//
//   const RangeSeparatorSpelling* s = MatchRangeSeparator("-- 2021");  // "--", kEnDash
//   CanonicalSpelling(RangeSeparator::kEnDash);                         // "–"
//
// White space is never part of a spelling: a separator is spaced or not on each side, and
// only the words (`to`, `until`, `till`) need a blank on both sides to be one.
#ifndef CVTIDY_SRC_MODEL_DATE_SEPARATORS_H_
#define CVTIDY_SRC_MODEL_DATE_SEPARATORS_H_

#include <array>
#include <string_view>

#include "src/model/spans.h"

namespace cvtidy {

struct RangeSeparatorSpelling {
  std::string_view text;
  RangeSeparator kind = RangeSeparator::kNone;
  bool is_word = false;  // a word: needs blanks on both sides, matched in any normal case
};

// Longer spellings of one lead byte come first, so the first match is the longest.
inline constexpr RangeSeparatorSpelling kRangeSeparatorSpellings[] = {
    // `--` and `---` are the en and em dashes of TeX.
    {"---", RangeSeparator::kEmDash},    {"--", RangeSeparator::kEnDash},
    {"-", RangeSeparator::kHyphen},      {"\u2010", RangeSeparator::kHyphen},  // hyphen
    {"\u2011", RangeSeparator::kHyphen},  // non-breaking hyphen
    {"\u2012", RangeSeparator::kHyphen},  // figure dash
    {"\u2212", RangeSeparator::kHyphen},  // minus sign
    {"\u2013", RangeSeparator::kEnDash}, {"\u2014", RangeSeparator::kEmDash},
    {"~", RangeSeparator::kTilde},       {"\uFF5E", RangeSeparator::kTilde},  // fullwidth tilde
    {"to", RangeSeparator::kTo, true},   {"until", RangeSeparator::kTo, true},
    {"till", RangeSeparator::kTo, true},
};

// How each kind is written (indexed by RangeSeparator, kNone first): the spellings
// `[style] range-separator` accepts and the normalizer writes.
inline constexpr std::array<std::string_view, 6> kCanonicalSeparatorSpellings = {
    "", "-", "\u2013", "\u2014", "to", "~"};

constexpr std::string_view CanonicalSpelling(RangeSeparator kind) {
  return kCanonicalSeparatorSpellings[static_cast<size_t>(kind)];
}

// A range separator's form: its kind and the white space on either side of it.
struct SeparatorForm {
  RangeSeparator kind = RangeSeparator::kNone;
  bool space_before = false;
  bool space_after = false;

  bool even() const { return space_before == space_after; }
  friend bool operator==(SeparatorForm, SeparatorForm) = default;
};

// True for the dashes (hyphen, en dash, em dash): only a dash may leave a range open
// (`2021 – ` at the end of a line).
constexpr bool IsDashSeparator(RangeSeparator kind) {
  return kind == RangeSeparator::kHyphen || kind == RangeSeparator::kEnDash ||
         kind == RangeSeparator::kEmDash;
}

// True when a separator spelling can start with byte `c`: a cheap first test for scanners.
constexpr bool MayStartRangeSeparator(unsigned char c) {
  return c == '-' || c == '~' || c == 0xE2 || c == 0xEF || c == 't' || c == 'T' || c == 'u' ||
         c == 'U';
}

// Returns the separator spelled at the start of `text`, or null. A word must end there (no
// letter follows) and be lower case, Capitalised or UPPER case; a run of more than three
// hyphens is a rule, not a separator. Blanks around the spelling are the caller's.
const RangeSeparatorSpelling* MatchRangeSeparator(std::string_view text);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_MODEL_DATE_SEPARATORS_H_
