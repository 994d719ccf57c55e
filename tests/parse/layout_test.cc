// Layout facts (src/model/layout.h, read by src/parse/layout.cc): dates torn from their
// entries by a right-aligned layout, and two columns read across.
#include "src/model/layout.h"

#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "src/base/strings.h"
#include "src/base/utf8.h"
#include "src/parse/layout.h"
#include "src/parse/parse.h"
#include "tests/parse/parse_test_util.h"
#include "tests/support/random_pieces.h"

namespace cvtidy {
namespace {

using ::cvtidy::testing_util::ParsedText;

// Wide enough lines that the printed width is known; entries of a date-right layout.
constexpr std::string_view kHeader =
    "Marta Quillfeather, Department of Tidal Computing, Harbourview Institute\n"
    "Saltmere harbour front, office twelve on the second floor of the tower\n"
    "Research on quiet protocols for lantern networks and beacon systems today\n\n";
constexpr std::string_view kFooter =
    "\nIntroduction to Tidal Computing, Harbourview Institute, lectures for the\n"
    "first year students of the marine engineering programme, with weekly labs.\n";

std::unique_ptr<ParsedText> ParsePlain(std::string_view body) {
  return std::make_unique<ParsedText>(
      std::string(kHeader) + std::string(body) + std::string(kFooter), "cv.txt");
}

constexpr std::string_view kTorn =
    ": Harbourview Symposium on Quiet Protocols (HSQP, Treasurer), Coastal 2023\n"
    "Workshop on Lantern Networks (CWLN, Publicity Chair)\n\n"
    ": Coastal Workshop on Lantern Networks and Beacon Systems (CWLN), Regional 2022\n"
    "Meeting of Tidewater Engineers (MTE, Web Chair)\n\n"
    "e : Tidewater Conference on Salt Marsh Sensing (TCSM, Program Chair), Annual 2021\n"
    "Meeting of Tidewater Engineers (MTE)\n";

TEST(TornDateTest, DatesEndingWrappedFirstLinesOfASectionAreTorn) {
  const auto p = ParsePlain(kTorn);
  ASSERT_EQ(p->doc.input_kind(), InputKind::kPlainText);
  const PageLayout& layout = p->doc.layout();
  ASSERT_EQ(layout.torn_dates.size(), 3u);
  const TornDate& first = layout.torn_dates[0];
  EXPECT_EQ(p->doc.Text(p->doc.dates()[first.date].range), "2023");
  EXPECT_EQ(p->doc.Text(first.torn), " 2023");
  EXPECT_EQ(p->doc.Text({first.entry_start, first.entry_start + 13}), ": Harbourview");
  // After a misread bullet, the date goes after the bullet.
  const TornDate& third = layout.torn_dates[2];
  EXPECT_EQ(p->doc.Text({third.entry_start, third.entry_start + 11}), ": Tidewater");
  EXPECT_TRUE(layout.interleaved.empty());
}

// The printed width is measured only once an entry gets as far as being compared with it; a
// text of too few lines has none, and its torn shapes are no layout.
TEST(TornDateTest, TooFewLinesForAPrintedWidthHaveNone) {
  const auto p = std::make_unique<ParsedText>(std::string(kTorn), "cv.txt");
  ASSERT_EQ(p->doc.input_kind(), InputKind::kPlainText);
  EXPECT_TRUE(p->doc.layout().torn_dates.empty());
  // Two more wide lines make eight: the same entries are torn.
  const auto wider =
      std::make_unique<ParsedText>(std::string(kTorn) + std::string(kFooter), "cv.txt");
  EXPECT_EQ(wider->doc.layout().torn_dates.size(), 3u);
}

TEST(TornDateTest, TheCleanTwinHasNone) {
  const auto p = ParsePlain(
      "2023 : Harbourview Symposium on Quiet Protocols (HSQP, Treasurer), Coastal\n"
      "Workshop on Lantern Networks (CWLN, Publicity Chair)\n\n"
      "2022 : Coastal Workshop on Lantern Networks and Beacon Systems (CWLN), Regional\n"
      "Meeting of Tidewater Engineers (MTE, Web Chair)\n");
  EXPECT_TRUE(p->doc.layout().torn_dates.empty());
}

TEST(TornDateTest, DatesTheAuthorWroteLastAreNotTorn) {
  // `..., 2021` after a comma, then a description: the author's own order.
  const auto p = ParsePlain(
      "Senior Research Engineer, Harbourview Institute, Department of Tidal Computing, 2021\n"
      "Built the beacon scheduler that the harbour authority runs on its network.\n\n"
      "Research Engineer, Coastal Signal Laboratory of the Saltmere Harbour Authority, 2019\n"
      "Measured how quiet protocols behave on salt marsh sensors in winter storms.\n");
  EXPECT_TRUE(p->doc.layout().torn_dates.empty());
}

TEST(TornDateTest, OneEntryAloneIsNotALayout) {
  const auto p = ParsePlain(
      "Invited talk at the Harbourview Symposium on Quiet Protocols and Lanterns 2023\n"
      "in Saltmere, with a demonstration of the beacon scheduler for the harbour.\n");
  EXPECT_TRUE(p->doc.layout().torn_dates.empty());
}

TEST(TornDateTest, ShortFirstLinesAreNotWrapped) {
  // A right-aligned date after a short title reads back on a short line.
  const auto p = ParsePlain(
      "Program Chair, Coastal Workshop 2023\nOn lantern networks and beacon systems.\n\n"
      "Web Chair, Regional Meeting 2022\nOf the tidewater engineers and designers.\n");
  EXPECT_TRUE(p->doc.layout().torn_dates.empty());
}

TEST(TornDateTest, MarkdownHasNoLayoutFacts) {
  const auto p = std::make_unique<ParsedText>(
      "---\ntitle: CV\n---\n\n" + std::string(kHeader) + std::string(kTorn), "cv.md");
  ASSERT_EQ(p->doc.input_kind(), InputKind::kAuthoredMarkdown);
  EXPECT_TRUE(p->doc.layout().torn_dates.empty());
}

constexpr std::string_view kColumns =
    "Research                                Talks\n"
    "I study how small songbirds navigate    Migration by starlight, Vale Museum of\n"
    "across open water at night, using the   Natural History, Northbrook, 2023\n"
    "stars, the setting sun and the earth's  Compasses in the brain of the robin,\n"
    "magnetic field, in the field and in     Lark Society annual meeting, 2021\n"
    "flight cages built for the purpose.     Why warblers do not get lost, public\n"
    "                                        lecture at the Eastwick library, 2019\n";

TEST(InterleavedColumnsTest, LinesJoiningTwoColumnsFormOneBlock) {
  const auto p = ParsePlain(kColumns);
  const PageLayout& layout = p->doc.layout();
  ASSERT_EQ(layout.interleaved.size(), 1u);
  const InterleavedColumns& block = layout.interleaved[0];
  EXPECT_EQ(block.first_line, 5u);  // the header is 4 lines: `I study` is line 6
  EXPECT_EQ(block.last_line, 10u);
  EXPECT_EQ(block.joined_lines, 5u);
  EXPECT_EQ(block.gutter, 40u);
}

TEST(InterleavedColumnsTest, ShortSidesAndDriftAtTheGutterKeepTheBlock) {
  // As `pdftotext -layout` writes it: the right column starts a character or two off, and a
  // year alone above an entry is a short side at the gutter.
  const auto p = ParsePlain(
      "I study how small songbirds navigate    Migration by starlight, Vale Museum of\n"
      "across open water at night, using the     Natural History, Northbrook\n"
      "stars, the setting sun and the earth's  2021\n"
      "magnetic field, in the field and in      Compasses in the brain of the robin,\n"
      "flight cages built for the purpose.     Lark Society annual meeting in Eastwick\n"
      "Field methods in ornithology, a course  Why warblers do not get lost, public\n");
  const PageLayout& layout = p->doc.layout();
  ASSERT_EQ(layout.interleaved.size(), 1u);
  EXPECT_EQ(layout.interleaved[0].first_line, 4u);
  EXPECT_EQ(layout.interleaved[0].last_line, 9u);
  EXPECT_EQ(layout.interleaved[0].joined_lines, 5u);
}

TEST(InterleavedColumnsTest, TablesAreNotColumns) {
  const auto p = ParsePlain(
      "Sep 2021 - present      Associate Professor, Vale University\n"
      "Jan 2017 - Aug 2021     Assistant Professor, Vale University\n"
      "Oct 2014 - Dec 2016     Research Fellow, Lark Society field station\n"
      "Sep 2010 - Sep 2014     Doctoral student, Eastwick College\n\n"
      "Field methods       Vale University      Autumn 2022\n"
      "Bird navigation     Vale University      Spring 2023\n"
      "Ornithology         Eastwick College     Autumn 2013\n"
      "Statistics          Eastwick College     Spring 2014\n"
      "Course\tVale University, a converter's table cell and more words\n");
  EXPECT_TRUE(p->doc.layout().interleaved.empty());
}

TEST(InterleavedColumnsTest, SingleColumnTextHasNone) {
  const auto p = ParsePlain(
      "I study how small songbirds navigate across open water at night, using the stars,\n"
      "the setting sun and the earth's magnetic field, in the field and in flight cages.\n");
  EXPECT_TRUE(p->doc.layout().interleaved.empty());
}

// Lines of words, runs of blanks, tabs and multi-byte characters, as OCR of a two-column
// page gives them; some longer than sixteen bytes, some shorter.
std::string RandomLayoutLine(std::mt19937& rng) {
  static const std::vector<std::string> kPieces = {
      "a",        "word",         " ",
      " ",        "  ",           "     ",
      "\t",       "2019",         "\xE2\x80\x93",
      "\xC3\xA9", "\xE2\x80\xA2", "\xF0\x9F\x93\x9A",
      ".",        "Harbourview",
  };
  return testing_support::JoinRandomPiecesUpTo(rng, kPieces, 30);
}

// SplitAtGutter as it was written before the one-pass scan: the tab test over the whole line,
// then the blank pairs.
std::optional<internal::GutterSplit> ReferenceSplit(std::string_view line) {
  if (line.find('\t') != std::string_view::npos) {
    return std::nullopt;
  }
  const size_t start = line.find_first_not_of(' ');
  if (start == std::string_view::npos) {
    return std::nullopt;
  }
  const auto width = [](std::string_view s) { return static_cast<uint32_t>(CountLeadBytes(s)); };
  std::optional<internal::GutterSplit> split;
  for (size_t i = FindBlankPair(line, start); i < line.size(); i = FindBlankPair(line, i)) {
    const size_t run_end = line.find_first_not_of(' ', i);
    if (run_end == std::string_view::npos) {
      break;
    }
    if (split) {
      return std::nullopt;
    }
    split = internal::GutterSplit{width(line.substr(0, run_end)), width(line.substr(0, i)),
                                  line.substr(start, i - start), line.substr(run_end)};
    i = run_end;
  }
  return split;
}

TEST(LayoutScanTest, TextWidthCountsCodePoints) {
  EXPECT_EQ(internal::TextWidth(""), 0u);
  EXPECT_EQ(internal::TextWidth("Saltmere"), 8u);
  EXPECT_EQ(internal::TextWidth("caf\xC3\xA9 \xE2\x80\x93 seventeen bytes"), 22u);
  const std::string wide(5000, 'x');
  EXPECT_EQ(internal::TextWidth(wide), 5000u);  // past 255 sixteen-byte steps
  std::string accented;
  for (int i = 0; i < 3000; ++i) {
    accented += "\xC3\xA9";
  }
  EXPECT_EQ(internal::TextWidth(accented), 3000u);
}

TEST(LayoutScanTest, SplitAtGutterMatchesTheTwoPassScan) {
  std::mt19937 rng(1130);
  for (int round = 0; round < 20000; ++round) {
    const std::string line = RandomLayoutLine(rng);
    ASSERT_EQ(internal::TextWidth(line), CountLeadBytes(line)) << line;
    for (size_t from = 0; from <= line.size(); ++from) {
      size_t expected = from;
      while (expected < line.size() && line[expected] != '\t' &&
             !(line[expected] == ' ' && expected + 1 < line.size() && line[expected + 1] == ' ')) {
        ++expected;
      }
      ASSERT_EQ(internal::FindTabOrBlankPair(line, from), expected) << line << " from " << from;
    }
    const std::optional<internal::GutterSplit> got = internal::SplitAtGutter(line);
    const std::optional<internal::GutterSplit> want = ReferenceSplit(line);
    ASSERT_EQ(got.has_value(), want.has_value()) << line;
    if (got) {
      EXPECT_EQ(got->column, want->column) << line;
      EXPECT_EQ(got->left_end, want->left_end) << line;
      EXPECT_EQ(got->left, want->left) << line;
      EXPECT_EQ(got->right, want->right) << line;
    }
  }
}

}  // namespace
}  // namespace cvtidy
