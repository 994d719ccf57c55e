#include "src/model/date_separators.h"

#include "src/base/strings.h"

namespace cvtidy {
namespace {

// True for `to`, `To`, `TO` against lower-case `spelling`, not `tO`.
bool MatchesWord(std::string_view text, std::string_view spelling) {
  if (text.size() < spelling.size() ||
      !EqualsIgnoreCase(text.substr(0, spelling.size()), spelling)) {
    return false;
  }
  bool all_upper = true;
  bool rest_lower = true;
  for (size_t i = 0; i < spelling.size(); ++i) {
    all_upper = all_upper && IsAsciiUpper(text[i]);
    rest_lower = rest_lower && (i == 0 || IsAsciiLower(text[i]));
  }
  return (all_upper || rest_lower) &&
         !(text.size() > spelling.size() && IsAsciiAlpha(text[spelling.size()]));
}

// The table's entry spelled `text`: resolved at compile time, so the dispatch below keeps
// returning the table's own entries.
constexpr const RangeSeparatorSpelling* Spelling(std::string_view text) {
  for (const RangeSeparatorSpelling& spelling : kRangeSeparatorSpellings) {
    if (spelling.text == text) {
      return &spelling;
    }
  }
  return nullptr;
}

// U+2010..U+2014 by their last byte, after E2 80.
constexpr const RangeSeparatorSpelling* kDashesAfterE280[] = {
    Spelling("\u2010"), Spelling("\u2011"), Spelling("\u2012"), Spelling("\u2013"),
    Spelling("\u2014")};

constexpr const RangeSeparatorSpelling* kTilde = Spelling("~");
constexpr const RangeSeparatorSpelling* kFullwidthTilde = Spelling("\uFF5E");
constexpr const RangeSeparatorSpelling* kMinusSign = Spelling("\u2212");
constexpr const RangeSeparatorSpelling* kTo = Spelling("to");
constexpr const RangeSeparatorSpelling* kTill = Spelling("till");
constexpr const RangeSeparatorSpelling* kUntil = Spelling("until");

// `-` to `---` by their length.
constexpr const RangeSeparatorSpelling* kHyphenRuns[] = {Spelling("-"), Spelling("--"),
                                                         Spelling("---")};

}  // namespace

const RangeSeparatorSpelling* MatchRangeSeparator(std::string_view text) {
  if (text.empty()) {
    return nullptr;
  }
  // Every spelling is told by its first byte, or its first three: one switch, no table walk.
  switch (static_cast<unsigned char>(text[0])) {
    case '-': {
      size_t hyphens = 1;
      while (hyphens < 4 && hyphens < text.size() && text[hyphens] == '-') {
        ++hyphens;
      }
      // `----` and longer rules are no separator.
      return hyphens == 4 ? nullptr : kHyphenRuns[hyphens - 1];
    }
    case '~':
      return kTilde;
    case 0xE2:
      if (text.size() >= 3) {
        const auto second = static_cast<unsigned char>(text[1]);
        const auto third = static_cast<unsigned char>(text[2]);
        if (second == 0x80 && third >= 0x90 && third <= 0x94) {
          return kDashesAfterE280[third - 0x90];
        }
        if (second == 0x88 && third == 0x92) {
          return kMinusSign;
        }
      }
      return nullptr;
    case 0xEF:
      return text.starts_with("\uFF5E") ? kFullwidthTilde : nullptr;
    case 't':
    case 'T':
      return MatchesWord(text, "to") ? kTo : MatchesWord(text, "till") ? kTill : nullptr;
    case 'u':
    case 'U':
      return MatchesWord(text, "until") ? kUntil : nullptr;
    default:
      return nullptr;
  }
}

}  // namespace cvtidy
