#include "src/model/date_separators.h"

#include <random>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "src/base/strings.h"
#include "tests/support/random_pieces.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_date_separators {
namespace {

// The table walked in order, the first match kept: what MatchRangeSeparator must answer.
const RangeSeparatorSpelling* MatchByTableWalk(std::string_view text) {
  for (const RangeSeparatorSpelling& spelling : kRangeSeparatorSpellings) {
    if (spelling.is_word) {
      const size_t n = spelling.text.size();
      if (text.size() < n || !EqualsIgnoreCase(text.substr(0, n), spelling.text)) {
        continue;
      }
      bool all_upper = true;
      bool rest_lower = true;
      for (size_t i = 0; i < n; ++i) {
        all_upper = all_upper && IsAsciiUpper(text[i]);
        rest_lower = rest_lower && (i == 0 || IsAsciiLower(text[i]));
      }
      if ((all_upper || rest_lower) && !(text.size() > n && IsAsciiAlpha(text[n]))) {
        return &spelling;
      }
    } else if (text.starts_with(spelling.text)) {
      const bool rule = spelling.text.front() == '-' && text.size() > spelling.text.size() &&
                        text[spelling.text.size()] == '-';
      return rule ? nullptr : &spelling;
    }
  }
  return nullptr;
}

TEST(MatchRangeSeparatorTest, EdgeCases) {
  EXPECT_EQ(MatchRangeSeparator(""), nullptr);
  EXPECT_EQ(MatchRangeSeparator("-")->kind, RangeSeparator::kHyphen);
  EXPECT_EQ(MatchRangeSeparator("--2021")->text, "--");
  EXPECT_EQ(MatchRangeSeparator("--- 2021")->kind, RangeSeparator::kEmDash);
  EXPECT_EQ(MatchRangeSeparator("----"), nullptr);  // a rule
  EXPECT_EQ(MatchRangeSeparator("\u2013")->kind, RangeSeparator::kEnDash);
  EXPECT_EQ(MatchRangeSeparator("\u2014x")->kind, RangeSeparator::kEmDash);
  EXPECT_EQ(MatchRangeSeparator("\u2212")->kind, RangeSeparator::kHyphen);
  EXPECT_EQ(MatchRangeSeparator("\u2015"), nullptr);
  EXPECT_EQ(MatchRangeSeparator("\xE2\x80"), nullptr);  // cut short
  EXPECT_EQ(MatchRangeSeparator("\uFF5E")->kind, RangeSeparator::kTilde);
  EXPECT_EQ(MatchRangeSeparator("\uFF5F"), nullptr);
  EXPECT_EQ(MatchRangeSeparator("To 2021")->kind, RangeSeparator::kTo);
  EXPECT_EQ(MatchRangeSeparator("tO 2021"), nullptr);
  EXPECT_EQ(MatchRangeSeparator("today"), nullptr);
  EXPECT_EQ(MatchRangeSeparator("TILL")->text, "till");
  EXPECT_EQ(MatchRangeSeparator("Until.")->text, "until");
  EXPECT_EQ(MatchRangeSeparator("unto"), nullptr);
}

// Random texts of separator pieces and near misses against the table walk.
TEST(MatchRangeSeparatorTest, MatchesTheTableWalk) {
  static constexpr std::string_view kPieces[] = {
      "-",    "~",    "t",    "T",    "o",    "O",    "i",    "l",     "L",      "u",     "U",
      "n",    "N",    "x",    " ",    "2",    "\xE2", "\x80", "\x88",  "\x90",   "\x92",  "\x93",
      "\x94", "\x95", "\xEF", "\xBD", "\x9E", "to",   "till", "until", "\u2013", "\uFF5E"};
  std::mt19937 rng(7);
  for (int round = 0; round < 20000; ++round) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, kPieces, 6);
    ASSERT_EQ(MatchRangeSeparator(text), MatchByTableWalk(text)) << "`" << text << "`";
  }
}

}  // namespace
}  // namespace cvtidy::testing_date_separators
