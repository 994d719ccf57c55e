#include "src/parse/parse.h"

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/extract/dates.h"
#include "tests/parse/parse_test_util.h"

namespace cvtidy {
namespace {

using testing::ElementsAre;
using testing_util::EntrySpans;
using testing_util::ExpectWellFormed;
using testing_util::SectionTree;

// A fictional Markdown CV in converter style. Line numbers (0-based) in the comments.
constexpr std::string_view kMarkdownCv =
    "# Ada Example\n"                                          // 0
    "\n"                                                       // 1
    "Email: ada@example.edu\n"                                 // 2
    "\n"                                                       // 3
    "## Education\n"                                           // 4
    "\n"                                                       // 5
    "- **Example State University**, Springfield\n"            // 6
    "  Ph.D. in Computer Science, Sep 2019 \u2013 Present\n"   // 7
    "- **Northfield College**\n"                               // 8
    "2015 \u2013 2019\n"                                       // 9
    "\n"                                                       // 10
    "## Publications\n"                                        // 11
    "\n"                                                       // 12
    "### Conference\n"                                         // 13
    "\n"                                                       // 14
    "- [C2] A. Example, B. Sample. Fast Things. OSDI 2024.\n"  // 15
    "- [C1] A. Example. Slow Things. EuroSys 2023.\n"          // 16
    "\n"                                                       // 17
    "## Experience\n"                                          // 18
    "\n"                                                       // 19
    "**Research Intern**\n"                                    // 20
    "\n"                                                       // 21
    "Acme Labs, Summer 2022\n"                                 // 22
    "Worked on caching.\n"                                     // 23
    "\n"                                                       // 24
    "---\n"                                                    // 25
    "\n"                                                       // 26
    "## Teaching\n"                                            // 27
    "Operating Systems\tFall 2021\n"                           // 28
    "Compilers\tSpring 2021\n"                                 // 29
    "<!-- cvtidy-disable-next-line date/future -->\n"          // 30
    "- Guest lecture, 2030\n";                                 // 31

TEST(ParseMarkdownCvTest, SectionTree) {
  const Source src = Source::FromBytes("cv.md", std::string(kMarkdownCv));
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_THAT(SectionTree(doc),
              ElementsAre("Ada Example:1:0", "Education:2:1", "Publications:2:1", "Conference:3:3",
                          "Experience:2:1", "Research Intern:3:5", "Teaching:2:1"));
  const auto sections = doc.sections();
  EXPECT_EQ(sections[0].end_line, 32u);
  EXPECT_EQ(sections[1].end_line, 32u);
  EXPECT_EQ(sections[2].first_line, 4u);
  EXPECT_EQ(sections[2].end_line, 11u);
  EXPECT_EQ(sections[3].end_line, 18u);  // includes its subsection
  EXPECT_EQ(sections[4].end_line, 18u);
  EXPECT_EQ(sections[6].heading_line, 20u);
  EXPECT_EQ(sections[6].end_line, 27u);
  EXPECT_EQ(sections[7].end_line, 32u);
  EXPECT_EQ(doc.lines()[20].heading_style, HeadingStyle::kBold);
  EXPECT_EQ(doc.lines()[0].heading_style, HeadingStyle::kAtx);
  EXPECT_EQ(doc.lines()[7].section, 2u);
  EXPECT_EQ(doc.lines()[16].section, 4u);
  EXPECT_EQ(doc.lines()[25].kind, LineKind::kThematicBreak);
  EXPECT_EQ(doc.lines()[25].section, 6u);
}

TEST(ParseMarkdownCvTest, Entries) {
  const Source src = Source::FromBytes("cv.md", std::string(kMarkdownCv));
  const Document doc = Parse(src);
  EXPECT_THAT(EntrySpans(doc), ElementsAre("2-2", "6-7", "8-9", "15-15", "16-16", "22-23", "28-28",
                                           "29-29", "31-31"));
  const auto entries = doc.entries();
  EXPECT_EQ(entries[0].section, 1u);
  EXPECT_EQ(entries[1].section, 2u);
  EXPECT_EQ(entries[5].section, 6u);  // the paragraph under the bold heading
  EXPECT_EQ(entries[8].section, 7u);
  // Entries directly in each section.
  const auto sections = doc.sections();
  EXPECT_EQ(doc.EntriesOf(sections[0]).size(), 0u);
  EXPECT_EQ(doc.EntriesOf(sections[1]).size(), 1u);
  EXPECT_EQ(sections[2].first_entry, 1u);
  EXPECT_EQ(sections[2].end_entry, 3u);
  EXPECT_EQ(doc.EntriesOf(sections[3]).size(), 0u);  // Publications: all in Conference
  EXPECT_EQ(sections[3].first_entry, sections[3].end_entry);
  EXPECT_EQ(sections[4].first_entry, 3u);
  EXPECT_EQ(sections[4].end_entry, 5u);
  EXPECT_EQ(doc.EntriesOf(sections[5]).size(), 0u);
  EXPECT_EQ(doc.EntriesOf(sections[7]).size(), 3u);
  EXPECT_EQ(doc.Text(entries[1].range),
            "- **Example State University**, Springfield\n"
            "  Ph.D. in Computer Science, Sep 2019 \u2013 Present");
  // Table rows, the comment, labels.
  EXPECT_EQ(doc.lines()[28].kind, LineKind::kTableRow);
  EXPECT_EQ(doc.lines()[30].kind, LineKind::kComment);
  EXPECT_EQ(doc.lines()[30].entry, kNoIndex);
  EXPECT_EQ(doc.lines()[15].marker, ListMarker::kDash);
  EXPECT_EQ(doc.lines()[15].inner_marker, ListMarker::kLabel);
  EXPECT_EQ(doc.Text(doc.lines()[15].inner_marker_range), "[C2]");
  ASSERT_EQ(doc.directives().size(), 1u);
  EXPECT_EQ(doc.directives()[0].line, 30u);
}

// The same kind of CV as OCR text: no Markdown at all.
constexpr std::string_view kPlainCv =
    "Jane Q. Public\n"                                            // 0
    "jane@example.org | +1 555 0100\n"                            // 1
    "\n"                                                          // 2
    "EDUCATION\n"                                                 // 3
    "Example Tech, B.S. in Physics, 2012 - 2016\n"                // 4
    "Minor in Music\n"                                            // 5
    "\n"                                                          // 6
    "RESEARCH EXPERIENCE\n"                                       // 7
    "\u2022 Built a telescope controller for the\n"               // 8
    "campus observatory, 2015\n"                                  // 9
    "\u2022 Calibrated the spectrometer\n"                        // 10
    "   \u25E6 wrote the calibration scripts\n"                   // 11
    "\n"                                                          // 12
    "Summary of the work in one paragraph.\n"                     // 13
    "AWARDS & HONORS\n"                                           // 14
    "Dean's List 2014\n"                                          // 15
    "Publications \u2014\n"                                       // 16
    "[1] J. Public. A Study of Stars. Journal of Light, 2016.\n"  // 17
    "[2] J. Public. Another Study. Journal of Light, 2015.";      // 18

TEST(ParsePlainCvTest, SectionsAndEntries) {
  const Source src = Source::FromBytes("cv.txt", std::string(kPlainCv));
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_THAT(SectionTree(doc), ElementsAre("EDUCATION:2:0", "RESEARCH EXPERIENCE:2:0",
                                            "AWARDS & HONORS:2:0", "Publications:2:0"));
  EXPECT_EQ(doc.lines()[3].heading_style, HeadingStyle::kAllCaps);
  EXPECT_EQ(doc.lines()[16].heading_style, HeadingStyle::kRuleSuffix);
  EXPECT_THAT(EntrySpans(doc),
              ElementsAre("0-1", "4-5", "8-9", "10-11", "13-13", "15-15", "17-17", "18-18"));
  EXPECT_EQ(doc.lines()[8].marker, ListMarker::kBullet);
  EXPECT_EQ(doc.lines()[9].kind, LineKind::kText);  // a wrapped continuation
  EXPECT_EQ(doc.lines()[11].indent, 3);
  EXPECT_EQ(doc.lines()[17].marker, ListMarker::kLabel);
  EXPECT_EQ(doc.sections()[0].end_entry, 1u);  // the header paragraph is in the root
  EXPECT_EQ(doc.sections()[3].end_line, 16u);
  EXPECT_EQ(doc.sections()[4].end_line, 19u);
}

TEST(ParseTest, EmptyInput) {
  const Source src = Source::FromBytes("e.md", "");
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_TRUE(doc.lines().empty());
  EXPECT_EQ(doc.sections().size(), 1u);
  EXPECT_TRUE(doc.entries().empty());
  EXPECT_TRUE(doc.directives().empty());
}

TEST(ParseTest, OnlyBlankLines) {
  const Source src = Source::FromBytes("b.md", "\n  \n\t\n\r\n");
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  ASSERT_EQ(doc.lines().size(), 4u);
  for (const Line& line : doc.lines()) {
    EXPECT_EQ(line.kind, LineKind::kBlank);
  }
  EXPECT_TRUE(doc.entries().empty());
  EXPECT_EQ(doc.sections().size(), 1u);
}

TEST(ParseTest, HeadingAtEofWithoutNewline) {
  const Source src = Source::FromBytes("h.md", "Some text\n## Awards");
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  ASSERT_EQ(doc.sections().size(), 2u);
  EXPECT_EQ(doc.Title(doc.sections()[1]), "Awards");
  EXPECT_EQ(doc.sections()[1].end_line, 2u);
  EXPECT_EQ(doc.sections()[1].first_entry, doc.sections()[1].end_entry);
}

TEST(ParseTest, CrlfContentExcludesCarriageReturn) {
  const Source src = Source::FromBytes("c.md", "## Education\r\n- item one\r\n  more\r\nEND\r\n");
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  ASSERT_EQ(doc.lines().size(), 4u);
  EXPECT_EQ(doc.Text(doc.lines()[0].content), "Education");
  EXPECT_EQ(doc.Text(doc.lines()[1].content), "item one");
  EXPECT_EQ(doc.LineText(2), "  more");
  EXPECT_EQ(doc.Text(doc.entries()[0].range), "- item one\r\n  more");
  EXPECT_EQ(doc.lines()[3].kind, LineKind::kHeading);  // END: all caps
}

TEST(ParseTest, BomIsNotPartOfTheFirstLine) {
  const Source src = Source::FromBytes("bom.md", "\xEF\xBB\xBF# Ada Example\n\nText\n");
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_EQ(doc.lines()[0].kind, LineKind::kHeading);
  EXPECT_EQ(doc.lines()[0].heading_style, HeadingStyle::kAtx);
  EXPECT_EQ(doc.Title(doc.sections()[1]), "Ada Example");
  EXPECT_EQ(doc.lines()[0].content.begin, 2u);  // offsets are after the BOM
}

// Damage shapes from real converter output, rebuilt with fictional text.
TEST(ParseDamageTest, HeadingSplitByTabsIsTableRows) {
  const Source src = Source::FromBytes("d.md", "Rese\tarch\tInterests\nKESE\tarcn\tmeresis\n\n");
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_EQ(doc.lines()[0].kind, LineKind::kTableRow);
  EXPECT_EQ(doc.lines()[1].kind, LineKind::kTableRow);
  EXPECT_THAT(EntrySpans(doc), ElementsAre("0-0", "1-1"));
}

TEST(ParseDamageTest, RuleResidueAndBoldAtxHeadings) {
  const Source src = Source::FromBytes("d.md",
                                       "#### Graduate Student\n"                  // 0
                                       "\n"                                       // 1
                                       "Education \\_\\_\\_\\_\\_\n"              // 2
                                       "\n"                                       // 3
                                       "## **Example National University**\n"     // 4
                                       "\n"                                       // 5
                                       "Springfield, Freedonia\n"                 // 6
                                       "\n"                                       // 7
                                       "PH.D. IN COMPUTER SCIENCE AND PHYSICS\n"  // 8
                                       "### **Example National University**\n"    // 9
                                       "#### **EDUCATION**\n"                     // 10
                                       "MENTOR: DR. JANE ROE\n"                   // 11
                                       "Honors \u2014\n"                          // 12
                                       "# Honors, Awards, Grants \\_\\_\\_\\_\n"  // 13
                                       "**Second Prize**\n");                     // 14
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_THAT(
      SectionTree(doc),
      ElementsAre("Graduate Student:4:0", "Education:2:0", "Example National University:2:0",
                  "Example National University:3:3", "EDUCATION:4:4", "Honors:2:0",
                  "Honors, Awards, Grants:1:0", "Second Prize:2:7"));
  EXPECT_EQ(doc.lines()[2].heading_style, HeadingStyle::kRuleSuffix);
  EXPECT_EQ(doc.lines()[8].kind, LineKind::kText);
  EXPECT_EQ(doc.lines()[10].heading_style, HeadingStyle::kAtx);
  EXPECT_EQ(doc.lines()[11].kind, LineKind::kText);
  EXPECT_EQ(doc.lines()[13].heading_style, HeadingStyle::kAtx);
  EXPECT_EQ(doc.lines()[14].heading_style, HeadingStyle::kBold);
}

TEST(ParseDamageTest, BoldHeadingLevelFollowsNearestPlainHeading) {
  const Source src = Source::FromBytes("b.md",
                                       "**Top Bold**\n"     // 0: no heading before: 3
                                       "#### Deep\n"        // 1
                                       "**Under Deep**\n"   // 2: 5
                                       "###### Deepest\n"   // 3
                                       "**Capped**\n"       // 4: 6 (capped)
                                       "**Also Capped**\n"  // 5: 6, sibling of 4
                                       "EDUCATION\n"        // 6: 2
                                       "**Sub**\n");        // 7: 3
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_THAT(SectionTree(doc),
              ElementsAre("Top Bold:3:0", "Deep:4:1", "Under Deep:5:2", "Deepest:6:3", "Capped:6:3",
                          "Also Capped:6:3", "EDUCATION:2:0", "Sub:3:7"));
}

TEST(ParseDamageTest, BulletsWithContinuationsAndNestedItems) {
  const Source src =
      Source::FromBytes("n.md",
                        "- **Example Systems Group, Example University** Springfield\n"  // 0
                        "09/2019 \u2013 Present\n"                                       // 1
                        "Research Assistant\n"                                           // 2
                        " - *Operator Fusion*: an ongoing project on kernels.\n"         // 3
                        " - *Fuzzing Compilers*:\n"                                      // 4
                        " - * Encoded operator constraints.\n"                           // 5
                        "- **Acme Research** Remote\n"                                   // 6
                        "\n"                                                             // 7
                        "  continued after a blank line, indented\n"                     // 8
                        "\n"                                                             // 9
                        "  - nested after a blank line\n"                                // 10
                        "\n"                                                             // 11
                        "Unindented text after a blank ends the item.\n"                 // 12
                        "A second line of that paragraph.\n"                             // 13
                        "- 1. **A. Example**, B. Sample. A Title. 2022.\n"               // 14
                        "- 2. **A. Example**. Another Title. 2021.\n");                  // 15
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_THAT(EntrySpans(doc), ElementsAre("0-5", "6-10", "12-13", "14-14", "15-15"));
  EXPECT_EQ(doc.lines()[5].inner_marker, ListMarker::kStar);
  EXPECT_EQ(doc.Text(doc.lines()[5].content), "Encoded operator constraints.");
  EXPECT_EQ(doc.lines()[7].entry, kNoIndex);  // blanks are inside the span, not the entry
  EXPECT_EQ(doc.lines()[14].marker, ListMarker::kDash);
  EXPECT_EQ(doc.Text(doc.lines()[14].marker_range), "-");
  EXPECT_EQ(doc.lines()[14].inner_marker, ListMarker::kNumber);
  EXPECT_EQ(doc.Text(doc.lines()[14].inner_marker_range), "1.");
}

TEST(ParseDamageTest, SiblingItemsAtSameIndentAreSeparateEntries) {
  const Source src = Source::FromBytes("s.md",
                                       "  - first\n"
                                       "  - second\n"
                                       "- third\n"
                                       "  - nested in third\n"
                                       "[C3] labelled\n"
                                       "[C2] labelled\n");
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_THAT(EntrySpans(doc), ElementsAre("0-0", "1-1", "2-3", "4-4", "5-5"));
}

TEST(ParseDamageTest, TableRowAndHeadingEndEntries) {
  const Source src = Source::FromBytes("t.md",
                                       "- an item\n"
                                       "Intern, Acme\tAug 2023 - Present\n"
                                       "\u00B7 Mentor: Jane Roe\t\n"
                                       "continuation of the mentor line\n"
                                       "AWARDS & HONORS\t\n"
                                       "Best Poster\t2022\n");
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_THAT(EntrySpans(doc), ElementsAre("0-0", "1-1", "2-3", "5-5"));
  EXPECT_EQ(doc.lines()[4].heading_style, HeadingStyle::kAllCaps);
  EXPECT_EQ(doc.Title(doc.sections()[1]), "AWARDS & HONORS");
}

TEST(ParseDamageTest, ParagraphsSeparatedByBlankLines) {
  // Publication entries broken into blank-separated pieces stay separate entries.
  const Source src = Source::FromBytes("p.md",
                                       "- **A Fictional Paper Title**\n"
                                       "\n"
                                       "Ada Example, Bo Sample\n"
                                       "\n"
                                       "OSDI 2025\n");
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_THAT(EntrySpans(doc), ElementsAre("0-0", "2-2", "4-4"));
}

bool DateExtractorWorks() {
  std::vector<DateSpan> out;
  ExtractDates("2019", 0, 0, out);
  return out.size() == 1;
}

TEST(ParseDatesTest, DatesAreLinkedToTheirEntries) {
  if (!DateExtractorWorks()) {
    GTEST_SKIP() << "src/extract/dates.cc is still a stub";
  }
  const Source src = Source::FromBytes("d.md",
                                       "## Experience\n"               // 0
                                       "- Intern, Acme\n"              // 1
                                       "Sep 2019 \u2013 Present\n"     // 2
                                       "- Award, 2019\n"               // 3
                                       "\n"                            // 4
                                       "## April 2023\n"               // 5
                                       "\n"                            // 6
                                       "Undated paragraph\n"           // 7
                                       "Teaching Assistant\t2018\n");  // 8
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  ASSERT_EQ(doc.dates().size(), 4u);
  ASSERT_EQ(doc.entries().size(), 4u);
  const auto first = doc.DatesOf(doc.entries()[0]);
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first[0].line, 2u);
  EXPECT_TRUE(first[0].is_range);
  EXPECT_EQ(doc.DatesOf(doc.entries()[1]).size(), 1u);
  EXPECT_EQ(doc.dates()[2].line, 5u);  // the date-only heading's date: in no entry
  EXPECT_EQ(doc.lines()[5].entry, kNoIndex);
  EXPECT_EQ(doc.DatesOf(doc.entries()[2]).size(), 0u);
  EXPECT_EQ(doc.DatesOf(doc.entries()[3]).size(), 1u);
  EXPECT_EQ(doc.DatesOf(doc.entries()[3])[0].start.year, 2018);
}

// The numbers and dates lists are reserved from the line count; a CV holding many more of
// each still has every one, in order, on its line, whether read line by line or over a wrapped
// entry's joined text.
TEST(ParseDatesTest, MoreDatesAndNumbersThanTheLinesHold) {
  std::string text = "## Awards\n";
  std::vector<std::string> years;
  for (int line = 0; line < 6; ++line) {
    text += line % 2 == 0 ? "- Prize" : "  wrapped";  // odd lines continue the item above
    for (int k = 0; k < 12; ++k) {
      const std::string year = std::to_string(1990 + line * 12 + k);
      text += ", " + year;
      years.push_back(year);
    }
    text += "\n";
  }
  const Source src = Source::FromBytes("y.md", text);
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  ASSERT_EQ(doc.dates().size(), years.size());
  EXPECT_GT(doc.numbers().size(), doc.lines().size());
  for (size_t d = 0; d < years.size(); ++d) {
    EXPECT_EQ(doc.Text(doc.dates()[d].range), years[d]) << d;
    EXPECT_EQ(doc.dates()[d].line, 1 + d / 12) << d;
  }
}

TEST(ParseDatesTest, NoDatesFromCommentsOrBreaks) {
  const Source src = Source::FromBytes("c.md",
                                       "<!-- cvtidy-disable 2019 -->\n"
                                       "---\n"
                                       "\n");
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_TRUE(doc.dates().empty());
}

// Robustness: any bytes give a well-formed model, in linear time.
TEST(ParseRobustnessTest, InvalidUtf8AndControlBytes) {
  std::string bytes =
      "\xE2\x80\n- \xC2\n# \xFF\xFE\n**\xE2**\n\xE2\x80\x94\n \xE2\x80\x93\n"
      "\xE2\x80\xA2\n\\_\\_\\_\n<!--\n-->\n[\xE2]\n\xC2\xB7";
  bytes += std::string("A\0B\tC\n\0\n", 8);
  const Source src = Source::FromBytes("x.md", bytes);
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_EQ(doc.lines().size(), 13u);
}

TEST(ParseRobustnessTest, RandomBytes) {
  std::mt19937 rng(20240611);
  const std::string alphabet = "#*-_\\ \t\n\r[]<!>:.1aA\xE2\x80\x94\xA2\xC2\xB7";
  for (int round = 0; round < 200; ++round) {
    std::string bytes;
    const size_t len = rng() % 400;
    for (size_t i = 0; i < len; ++i) {
      bytes.push_back(alphabet[rng() % alphabet.size()]);
    }
    const Source src = Source::FromBytes("r.md", bytes);
    const Document doc = Parse(src);
    ExpectWellFormed(doc);
    if (testing::Test::HasFatalFailure()) {
      ADD_FAILURE() << "input: " << testing::PrintToString(bytes);
      return;
    }
  }
}

// Each piece repeated on one line (10 MB for the first shape, 2 MB for the others: a quadratic
// path would still take minutes), between a prefix and a suffix chosen to reach
// the classifier's scanning paths (bold, residue, comment, ATX, markers, all caps).
TEST(ParseRobustnessTest, HugeSingleLines) {
  size_t size = 10u << 20;
  struct Shape {
    std::string_view prefix, piece, suffix;
  };
  const std::vector<Shape> shapes = {
      {"", "a", ""},     {"**", "a ", "**"},   {"**", "a*", "**"},      {"## ", "\\_", ""},
      {"X ", "\\_", ""}, {"<!--", "-", "-->"}, {"<!--", "-->", ""},     {"- ", "- ", "x"},
      {"", "A ", ""},    {"", "A\t", ""},      {"", "#", " x"},         {"[", "C", "1] x"},
      {"", "1", ". x"},  {"", " ", ""},        {"Title ", "\u2014", ""}};
  for (const Shape& shape : shapes) {
    std::string bytes(shape.prefix);
    bytes.reserve(size + 16);
    while (bytes.size() < size) {
      bytes += shape.piece;
    }
    bytes += shape.suffix;
    const Source src = Source::FromBytes("big.md", std::move(bytes));
    const Document doc = Parse(src);
    ExpectWellFormed(doc);
    EXPECT_EQ(doc.lines().size(), 1u);
    size = 2u << 20;
  }
}

TEST(ParseRobustnessTest, HundredThousandLines) {
  std::string bytes;
  for (int i = 0; i < 100000; ++i) {
    switch (i % 7) {
      case 0:
        bytes += "## Section\n";
        break;
      case 1:
        bytes += "- item text, more text\n";
        break;
      case 2:
        bytes += "  continuation\n";
        break;
      case 3:
        bytes += "\n";
        break;
      case 4:
        bytes += "Paragraph line\n";
        break;
      case 5:
        bytes += "Cell\tCell\n";
        break;
      default:
        bytes += "**Bold**\n";
        break;
    }
  }
  const Source src = Source::FromBytes("many.md", std::move(bytes));
  const Document doc = Parse(src);
  ExpectWellFormed(doc);
  EXPECT_EQ(doc.lines().size(), 100000u);
  EXPECT_EQ(doc.sections().size(), 1u + 2u * 14286u - 1u);
}

}  // namespace
}  // namespace cvtidy

namespace cvtidy {
namespace {

// Numbers are classified once per line, and a citation's numbers are no dates.
TEST(ParseNumbersTest, NumbersAreClassifiedOnceAndDatesSkipThem) {
  const Source src = Source::FromBytes("n.md",
                                       "## Publications\n"                                      // 0
                                       "- Shells. *Annals of Examples* 293 (2068) 20252594.\n"  // 1
                                       "- Drift. *Example Letters* 12(3), 1999-2005, 2021.\n"   // 2
                                       "<!-- 2068 -->\n");                                      // 3
  const Document doc = Parse(src);
  std::vector<std::string> got;
  for (const NumberSpan& n : doc.numbers()) {
    got.push_back(std::string(NumberRoleName(n.role)) + ":" + std::string(doc.Text(n.range)) + "@" +
                  std::to_string(n.line));
  }
  EXPECT_THAT(
      got, testing::ElementsAre("volume:293@1", "issue:2068@1", "article:20252594@1", "volume:12@2",
                                "issue:3@2", "pages:1999-2005@2", "year:2021@2"));
  ASSERT_EQ(doc.dates().size(), 1u);
  EXPECT_EQ(doc.Text(doc.dates()[0].range), "2021");
  EXPECT_EQ(doc.NumberRoleAt(doc.dates()[0].range), NumberRole::kYear);
  const size_t issue = src.text().find("2068");
  EXPECT_EQ(doc.NumberRoleAt({static_cast<uint32_t>(issue), static_cast<uint32_t>(issue + 4)}),
            NumberRole::kIssue);
  const size_t comment = src.text().rfind("2068");
  EXPECT_EQ(doc.NumberRoleAt({static_cast<uint32_t>(comment), static_cast<uint32_t>(comment + 4)}),
            NumberRole::kNone);
}

// The lines a whole-text search marks are the lines that hold a hit, as a search of each
// line finds them: hits on blank lines, several in one line, at a line's first and last byte,
// and hits between lines (the line breaks) that belong to no line.
TEST(DocumentTest, MarkLinesWithHitsMarksTheLinesHoldingAHit) {
  const std::string text =
      "# Ada Ex+ample\n\n+ one + two +\nplain line\n   \n+\nEducation\n  last+";
  const testing_util::ParsedText p(text);
  const Document& doc = p.doc;
  for (const char byte : {'+', '\n', 'e', 'x', ' ', '#'}) {
    std::vector<uint8_t> marked(doc.lines().size());
    doc.MarkLinesWithHits([byte](std::string_view t, size_t from) { return t.find(byte, from); },
                          marked);
    for (size_t l = 0; l < doc.lines().size(); ++l) {
      const bool holds =
          doc.LineText(static_cast<uint32_t>(l)).find(byte) != std::string_view::npos;
      EXPECT_EQ(marked[l] != 0, holds) << "byte " << byte << " line " << l;
    }
  }
}

}  // namespace
}  // namespace cvtidy
