#include "src/extract/numbers.h"

#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "src/extract/dates.h"
#include "tests/support/random_pieces.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_numbers {
namespace {

// Each classified number of `text` as `role:text`, in order, joined by spaces.
std::string Classified(std::string_view text) {
  std::vector<NumberSpan> out;
  ExtractNumbers(text, 0, 0, out);
  std::string joined;
  for (const NumberSpan& n : out) {
    if (!joined.empty()) {
      joined += ' ';
    }
    joined += std::string(NumberRoleName(n.role)) + ":" +
              std::string(text.substr(n.range.begin, n.range.size()));
  }
  return joined;
}

struct Case {
  std::string_view input;
  std::string_view want;
};

constexpr Case kCases[] = {
    // Citations: volume, issue, pages or article number.
    {"Annals of Examples 293 (2068) 20252594.", "volume:293 issue:2068 article:20252594"},
    {"Journal of Examples 12(3), 1999–2005.", "volume:12 issue:3 pages:1999–2005"},
    {"Journal of Examples 41(2):123-130, 2019", "volume:41 issue:2 pages:123-130 year:2019"},
    {"Example Letters 7:1999–2005", "volume:7 pages:1999–2005"},
    {"vol. 4, no. 2, pp. 1999--2005, 2019", "volume:4 issue:2 pages:1999--2005 year:2019"},
    {"pages 123 - 130", "pages:123 - 130"},
    {"Vol. 12 (2019)", "volume:12 year:2019"},
    {"Annals of Examples, 13(3), 2008.", "volume:13 issue:3 year:2008"},
    {"Example Letters 13 (3) 2008", "year:2008"},
    {"Example Review 12 (2019)", "year:2019"},
    // Identifiers.
    {"doi:10.1000/xyz.2019.0042.", "identifier:10.1000/xyz.2019.0042"},
    {"arXiv:1907.12345v2", "identifier:1907.12345v2"},
    {"preprint 2001.01234", "identifier:2001.01234"},
    {"ISBN 978-1-2019-2020-1", "identifier:978-1-2019-2020-1"},
    {"ORCID 0000-0002-2019-201X", "identifier:0000-0002-2019-201X"},
    {"+1 212 555 2019", "identifier:+1 212 555 2019"},
    {"(212) 555-2019", "identifier:212) 555-2019"},
    {"NSF CCF-1234567", "identifier:1234567"},
    {"CS 2110, MATH 1910", "identifier:2110 identifier:1910"},
    {"Sydney NSW 2006", "identifier:2006"},
    {"CSE 311 and EECS 2019", "identifier:311 identifier:2019"},
    {"cs 2110, XCS 2110, ECON 2019, MATHS 1910", "year:2019 year:1910"},
    {"NSW 20060, VIC 2006a, QLD 2006", "identifier:2006"},
    {"Room 2019", "identifier:2019"},
    {"Preprint, arXiv. 2017.", "year:2017"},
    {"arXiv 2017.01234", "identifier:2017.01234"},
    // Editions and labels.
    {"MICRO-56, the 36th symposium", "edition:56 edition:36th"},
    {"1. A paper", "label:1"},
    {"- 12) A paper", "label:12"},
    {"[C3] A paper [12]", "label:C3 label:12"},
    {"[2021] A paper", "year:2021"},
    // Years.
    {"2009-10 and 2019–20", "academic-year:2009-10 academic-year:2019–20"},
    {"2019-2021", "year:2019 year:2021"},
    {"Sep 2019 – Present", "year:2019"},
    {"ICML2022, 1950s, 4.2019", ""},
};

TEST(ExtractNumbersTest, Roles) {
  for (const Case& c : kCases) {
    EXPECT_EQ(Classified(c.input), c.want) << "input: " << c.input;
  }
}

// Every number word, in each case and before each punctuation it takes, gives the number after
// it its role; a word of the same length and first letter that is no number word, and a number
// word glued to letters, give none. (WordBefore rules words out by length and first letter
// before it looks them up.)
TEST(ExtractNumbersTest, EveryNumberWord) {
  struct WordRole {
    std::string_view word;
    std::string_view role;
  };
  static constexpr WordRole kWords[] = {
      {"p", "pages"},          {"pp", "pages"},
      {"pg", "pages"},         {"pgs", "pages"},
      {"page", "pages"},       {"pages", "pages"},
      {"vol", "volume"},       {"vols", "volume"},
      {"volume", "volume"},    {"no", "issue"},
      {"nos", "issue"},        {"num", "issue"},
      {"nr", "issue"},         {"issue", "issue"},
      {"iss", "issue"},        {"isbn", "identifier"},
      {"issn", "identifier"},  {"doi", "identifier"},
      {"arxiv", "identifier"}, {"patent", "identifier"},
      {"fig", "identifier"},   {"figure", "identifier"},
      {"eq", "identifier"},    {"ch", "identifier"},
      {"chap", "identifier"},  {"chapter", "identifier"},
      {"sec", "identifier"},   {"section", "identifier"},
      {"room", "identifier"},  {"suite", "identifier"},
      {"ste", "identifier"},   {"apt", "identifier"},
      {"unit", "identifier"},  {"box", "identifier"},
      {"bldg", "identifier"},  {"building", "identifier"},
  };
  const auto upper = [](std::string_view w) {
    std::string out(w);
    for (char& c : out) {
      c = static_cast<char>(c - 32);
    }
    return out;
  };
  for (const WordRole& w : kWords) {
    const std::string capital = upper(w.word.substr(0, 1)) + std::string(w.word.substr(1));
    for (const std::string& word : {std::string(w.word), capital, upper(w.word)}) {
      for (const std::string_view gap : {" ", ". ", ".", ": ", "  "}) {
        const std::string text = "see " + word + std::string(gap) + "12";
        EXPECT_EQ(Classified(text), std::string(w.role) + ":12") << text;
      }
      EXPECT_EQ(Classified("x" + word + " 12"), "") << word;
    }
  }
  // Words of one to nine letters with each first letter and each number word's length: only
  // the listed ones give a role.
  const auto role_of = [&](std::string_view word) -> std::string {
    for (const WordRole& w : kWords) {
      if (w.word == word) {
        return std::string(w.role) + ":12";
      }
    }
    return "";
  };
  for (char first = 'a'; first <= 'z'; ++first) {
    for (size_t len = 1; len <= 9; ++len) {
      for (const char fill : {'q', 'o', 's'}) {
        const std::string word = std::string(1, first) + std::string(len - 1, fill);
        EXPECT_EQ(Classified("see " + word + " 12"), role_of(word)) << word;
      }
    }
  }
  for (const WordRole& w : kWords) {
    // The same length and first letter, another last letter.
    std::string other(w.word);
    other.back() = other.back() == 'q' ? 'z' : 'q';
    EXPECT_EQ(Classified("see " + other + " 12"), role_of(other)) << other;
  }
}

// Every four-digit number, standing alone and as an academic year's start: a year is 1900..2099
// (four digits are read without the digit loop).
TEST(ExtractNumbersTest, EveryFourDigitNumber) {
  for (int v = 0; v <= 9999; ++v) {
    const std::string digits = std::string(v < 1000 ? 1 : 0, '0') +
                               std::string(v < 100 ? 1 : 0, '0') +
                               std::string(v < 10 ? 1 : 0, '0') + std::to_string(v);
    const bool year = v >= 1900 && v <= 2099;
    EXPECT_EQ(Classified("in " + digits + "."), year ? "year:" + digits : "") << digits;
    EXPECT_EQ(Classified(digits), year ? "year:" + digits : "") << digits;
    if (year) {
      const int next = (v + 1) % 100;
      const std::string academic =
          digits + "-" + std::string(next < 10 ? 1 : 0, '0') + std::to_string(next);
      EXPECT_EQ(Classified(academic), "academic-year:" + academic);
    }
  }
}

TEST(ExtractNumbersTest, OffsetsAndLine) {
  std::vector<NumberSpan> out;
  ExtractNumbers("pp. 12-19", 100, 7, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].range, (ByteRange{104, 109}));
  EXPECT_EQ(out[0].line, 7u);
  EXPECT_EQ(out[0].role, NumberRole::kPages);
}

// The date extractor reads no date inside a number that is never one.
TEST(ExtractNumbersTest, DatesSkipNonDateNumbers) {
  const auto years = [](std::string_view text) {
    std::vector<DateSpan> dates;
    ExtractDates(text, 0, 0, dates);
    std::string joined;
    for (const DateSpan& d : dates) {
      joined += std::string(text.substr(d.range.begin, d.range.size())) + ";";
    }
    return joined;
  };
  EXPECT_EQ(years("Annals of Examples 293 (2068) 20252594, 2024"), "2024;");
  EXPECT_EQ(years("Journal of Examples 12(3), 1999–2005, 2019"), "2019;");
  EXPECT_EQ(years("Example Letters 7:1999-2005 (2019)"), "2019;");
  EXPECT_EQ(years("MATH 1910, Fall 2019"), "Fall 2019;");
  // Shapes that stay dates.
  EXPECT_EQ(years("Example Review 12 (2019)"), "2019;");
  EXPECT_EQ(years("[2021] Best Paper"), "2021;");
  EXPECT_EQ(years("2009-10"), "2009-10;");
}

TEST(ExtractNumbersTest, LongLinesFinish) {
  std::string line;
  for (int i = 0; i < 20000; ++i) {
    line += "12(3), 1. [C3] 2019-20 +1 ";
  }
  std::vector<NumberSpan> out;
  ExtractNumbers(line, 0, 0, out);
  EXPECT_GT(out.size(), 20000u);
  for (size_t i = 1; i < out.size(); ++i) {
    ASSERT_LE(out[i - 1].range.end, out[i].range.begin);
  }
}

// The parser scans no text without an ASCII digit for numbers and dates: neither extractor
// finds anything in one, whatever month words, separators, apostrophes and non-ASCII digits
// (U+0662, U+FF12) it holds.
TEST(ExtractNumbersTest, NothingWithoutAnAsciiDigit) {
  static constexpr std::string_view kPieces[] = {
      "Sep",    "May ",   "Fall ", "Present", "to",    " ",    "-",      "\u2013",
      "'",      "\u2019", "+",     "(",       ")",     ".",    ",",      "/",
      ":",      "[",      "]",     "pp. ",    "vol. ", "no. ", "Sept. ", "\u0662\u0660",
      "\uFF12", "CS ",    "NSW ",  "th",      "IEEE",  "x",    "\n",     "\t"};
  std::mt19937 rng(20261201);
  for (int round = 0; round < 5000; ++round) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, kPieces, 30);
    std::vector<NumberSpan> numbers;
    ExtractNumbers(text, 0, 0, numbers);
    EXPECT_TRUE(numbers.empty()) << text;
    std::vector<DateSpan> dates;
    ExtractDates(text, 0, 0, numbers, dates);
    EXPECT_TRUE(dates.empty()) << text;
  }
}

}  // namespace
}  // namespace cvtidy::testing_numbers
