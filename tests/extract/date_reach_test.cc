// The date scan passes over the text no date can cross to the next digit (internal::DateReach):
// held to the same scan trying every candidate.
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "src/extract/dates.h"
#include "src/extract/numbers.h"
#include "tests/support/random_pieces.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_date_reach {
namespace {

std::string Describe(const DatePoint& p) {
  return std::to_string(p.range.begin) + "-" + std::to_string(p.range.end) + " m" +
         std::to_string(p.month_range.begin) + "-" + std::to_string(p.month_range.end) + " y" +
         std::to_string(p.year_range.begin) + "-" + std::to_string(p.year_range.end) + " " +
         std::to_string(p.year) + "/" + std::to_string(p.month) + " s" +
         std::to_string(static_cast<int>(p.season)) + " st" +
         std::to_string(static_cast<int>(p.style)) + " p" +
         std::to_string(static_cast<int>(p.present)) + (p.two_digit_year ? " 2d" : "") +
         (p.style_ambiguous ? " amb" : "");
}

// Every field of every span, one line each.
std::string Describe(const std::vector<DateSpan>& spans) {
  std::string out;
  for (const DateSpan& d : spans) {
    out += std::to_string(d.range.begin) + "-" + std::to_string(d.range.end) + " [" +
           Describe(d.start) + "]";
    if (d.is_range) {
      out += " sep " + std::to_string(d.separator.begin) + "-" + std::to_string(d.separator.end) +
             " k" + std::to_string(static_cast<int>(d.separator_kind)) +
             (d.open_end ? " open" : " [" + Describe(d.end) + "]");
    }
    out += " line " + std::to_string(d.line) + "\n";
  }
  return out;
}

std::string Scanned(std::string_view text, bool trying_all) {
  std::vector<NumberSpan> numbers;
  ExtractNumbers(text, 3, 1, numbers);
  std::vector<DateSpan> out;
  if (trying_all) {
    internal::ExtractDatesTryingAll(text, 3, 1, numbers, out);
  } else {
    ExtractDates(text, 3, 1, numbers, out);
  }
  return Describe(out);
}

TEST(DateReachTest, EdgeCases) {
  using internal::DateReach;
  // Up to three words before the digit; the fourth ends the reach.
  EXPECT_EQ(DateReach("the list: Sep to Dec 2020", 0, 21), 9u);
  EXPECT_EQ(DateReach("we met Sep to Dec 2020", 0, 18), 6u);
  EXPECT_EQ(DateReach("Sep to Dec 2020", 0, 11), 0u);
  EXPECT_EQ(DateReach("Sep to Dec 2020", 4, 11), 4u);  // never before `from`
  // Blanks, dots, dashes, U+00A0, apostrophes and `+` are crossed; `(` is not.
  EXPECT_EQ(DateReach("(Sept.\u00A0\u2013 Dec.  '20", 0, 19), 1u);
  EXPECT_EQ(DateReach("call +1", 0, 6), 0u);
  EXPECT_EQ(DateReach("a b c d +1", 0, 9), 1u);
  EXPECT_EQ(DateReach("x)2019", 0, 2), 2u);
  EXPECT_EQ(DateReach("2019", 0, 0), 0u);
}

TEST(DateReachTest, ScanAgreesWithTryingEveryCandidate) {
  static constexpr std::string_view kPieces[] = {
      "Sep", "Sept.", "May", "June", "Fall", "spring", "Present", "to", "until", "till", "date",
      "the", "St", "Lake", "N.", "x", "2019", "2020", "20", "09", "15", "1", "123", " ", " ", "  ",
      "\t", "-", "--", "~", "'", "+", ".", ",", ":", "/", "(", ")", "[", "*", "@", "www.", "\u2013",
      "\u2019", "\u00A0", "\uFF5E", "pp. ", "vol. ", "1st", "th", "\n", "caf\u00E9",
      // Words with their blank, so that ranges of month words meet the words before them.
      "Sep ", "May ", "Dec ", "Dec. ", "Aug\u00A0", "to ", "until ", "till ", "- ", "met ", "in ",
      // Whole ranges of three words, the longest reach back from a digit.
      "Sep to Dec 2020", "May - Aug 2020", "Sept. until Dec. '20", "Jan till Mar\u00A02019",
      "+1 555 2019"};
  std::mt19937 rng(2026);
  for (int round = 0; round < 20000; ++round) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, kPieces, 40);
    ASSERT_EQ(Scanned(text, false), Scanned(text, true)) << "`" << text << "`";
  }
}

}  // namespace
}  // namespace cvtidy::testing_date_reach
