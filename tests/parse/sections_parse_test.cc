// The parser with a section table (ParseOptions::sections): Section::known, plain-text title
// lines, broken headings, and OCR bullets.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/data/section_table.h"
#include "src/parse/parse.h"
#include "tests/parse/parse_test_util.h"

namespace cvtidy {
namespace {

using ::cvtidy::testing_util::ExpectWellFormed;

const SectionTable& Table() {
  static const SectionTable* const table = [] {
    auto record = [](std::string id, std::string name, std::vector<std::string> variants) {
      DataRecord r;
      r.fields["id"] = {std::move(id)};
      r.fields["name"] = {std::move(name)};
      r.fields["variants"] = std::move(variants);
      return r;
    };
    DataFile file;
    file.path = "sections.toml";
    file.tables["section"] = {
        record("education", "Education", {}),
        record("research-interests", "Research Interests", {"Research Interest"}),
        record("experience", "Experience", {"Positions", "Research Experience"}),
        record("publications", "Publications", {"Conference Publications"}),
        record("awards", "Awards and Honors", {"Honors and Awards", "Awards"}),
        record("skills", "Skills", {"Technical Skills"}),
        record("talks", "Talks", {"Invited Talks"}),
    };
    absl::StatusOr<SectionTable> t = SectionTable::FromData(file);
    return new SectionTable(t.ok() ? *std::move(t) : SectionTable());
  }();
  return *table;
}

Document ParseWithSections(const Source& src) {
  ParseOptions options;
  options.sections = &Table();
  return Parse(src, options);
}

std::string KnownId(const Document& doc, const Section& s) {
  return s.known == kNoIndex ? "-" : std::string(Table().sections()[s.known].id);
}

// "title:known-id" of every section below the root.
std::vector<std::string> Known(const Document& doc) {
  std::vector<std::string> out;
  for (size_t k = 1; k < doc.sections().size(); ++k) {
    const Section& s = doc.sections()[k];
    out.push_back(std::string(doc.Title(s)) + ":" + KnownId(doc, s));
  }
  return out;
}

TEST(SectionsParseTest, HeadingsGetTheirKnownSection) {
  const Source src = Source::FromBytes("k.md",
                                       "# Ada Example\n"
                                       "## EDUCATION\n"
                                       "- x\n"
                                       "## **Conference Publications**\n"
                                       "HONORS & AWARDS\n"
                                       "Publications \\_\\_\\_\\_\n"
                                       "### Hobbies\n");
  const Document doc = ParseWithSections(src);
  ExpectWellFormed(doc);
  EXPECT_EQ(doc.section_table(), &Table());
  EXPECT_THAT(Known(doc), ::testing::ElementsAre("Ada Example:-", "EDUCATION:education",
                                                 "Conference Publications:publications",
                                                 "HONORS & AWARDS:awards",
                                                 "Publications:publications", "Hobbies:-"));
  EXPECT_EQ(doc.lines()[1].heading_style, HeadingStyle::kAtx);
  EXPECT_EQ(doc.lines()[5].heading_style, HeadingStyle::kRuleSuffix);
}

TEST(SectionsParseTest, WithoutATableNothingIsKnown) {
  const Source src = Source::FromBytes("k.md", "## Education\n\nResearch Interests\n");
  const Document doc = Parse(src);
  ASSERT_EQ(doc.sections().size(), 2u);
  EXPECT_EQ(doc.sections()[1].known, kNoIndex);
  EXPECT_EQ(doc.lines()[2].kind, LineKind::kText);
}

TEST(SectionsParseTest, PlainTitleLinesAreSectionHeadings) {
  const Source src = Source::FromBytes("p.txt",
                                       "Ada Example\n"           // 0: names nothing
                                       "\n"                      // 1
                                       "Research Interests\n"    // 2
                                       "I study caches.\n"       // 3
                                       "\n"                      // 4
                                       "Technical Skills:\n"     // 5
                                       "C++, Rust\n"             // 6
                                       "Education\n"             // 7: follows text: not alone
                                       "\n"                      // 8
                                       "research interests\n");  // 9: lower case
  const Document doc = ParseWithSections(src);
  ExpectWellFormed(doc);
  EXPECT_EQ(doc.lines()[0].kind, LineKind::kText);
  EXPECT_EQ(doc.lines()[2].kind, LineKind::kHeading);
  EXPECT_EQ(doc.lines()[2].heading_style, HeadingStyle::kTitleLine);
  EXPECT_EQ(doc.lines()[2].level, 2);
  EXPECT_EQ(doc.lines()[5].heading_style, HeadingStyle::kTitleLine);
  EXPECT_EQ(doc.Text(doc.lines()[5].content), "Technical Skills");
  EXPECT_EQ(doc.lines()[7].kind, LineKind::kText);
  EXPECT_EQ(doc.lines()[9].kind, LineKind::kText);
  EXPECT_THAT(Known(doc), ::testing::ElementsAre("Research Interests:research-interests",
                                                 "Technical Skills:skills"));
}

TEST(SectionsParseTest, TabSplitHeadingIsBrokenAndItsTwinStaysARow) {
  const Source src = Source::FromBytes("d.txt",
                                       "Rese\tarch\tInterests\n"  // 0
                                       "KESE\tarcn\tmeresis\n"    // 1
                                       "\n"                       // 2
                                       "I study caches.\n");      // 3
  const Document doc = ParseWithSections(src);
  ExpectWellFormed(doc);
  EXPECT_EQ(doc.lines()[0].kind, LineKind::kHeading);
  EXPECT_EQ(doc.lines()[0].heading_style, HeadingStyle::kBroken);
  EXPECT_EQ(doc.lines()[0].level, 2);
  EXPECT_EQ(doc.lines()[1].kind, LineKind::kTableRow);
  EXPECT_EQ(doc.lines()[1].section, 1u);
  ASSERT_EQ(doc.sections().size(), 2u);
  EXPECT_EQ(KnownId(doc, doc.sections()[1]), "research-interests");
}

TEST(SectionsParseTest, RealTableRowsStayRows) {
  const Source src = Source::FromBytes("t.txt",
                                       "\n"
                                       "Skills\tC++, Rust\n"
                                       "\n"
                                       "Education\t2019\n"
                                       "\n"
                                       "Head TA, Operating Systems\t2023 Spring\n");
  const Document doc = ParseWithSections(src);
  ExpectWellFormed(doc);
  EXPECT_EQ(doc.lines()[1].kind, LineKind::kTableRow);
  EXPECT_EQ(doc.lines()[3].kind, LineKind::kTableRow);
  EXPECT_EQ(doc.lines()[5].kind, LineKind::kTableRow);
}

TEST(SectionsParseTest, OcrDamagedHeadingsAreBroken) {
  const Source src = Source::FromBytes("o.md",
                                       "## PUBLlCATIONS\n"
                                       "\n"
                                       "E D U C A T I O N\n"
                                       "\n"
                                       "Awards \\_\\_\\_\n"
                                       "**Invited Ta1ks**\n");
  const Document doc = ParseWithSections(src);
  ExpectWellFormed(doc);
  EXPECT_EQ(doc.lines()[0].heading_style, HeadingStyle::kBroken);
  EXPECT_EQ(doc.lines()[0].level, 2);
  EXPECT_EQ(doc.lines()[2].heading_style, HeadingStyle::kBroken);
  EXPECT_EQ(doc.lines()[4].heading_style, HeadingStyle::kRuleSuffix);
  // A bold heading keeps its style: its level depends on it.
  EXPECT_EQ(doc.lines()[5].heading_style, HeadingStyle::kBold);
  EXPECT_THAT(Known(doc),
              ::testing::ElementsAre("PUBLlCATIONS:publications", "E D U C A T I O N:education",
                                     "Awards:awards", "Invited Ta1ks:talks"));
}

// The facts heading repair reads (ocr/broken-heading): which titles are damaged spellings of
// a known title, which title of the section each matched, and which headings would still read
// as plain-text titles without their markers.
TEST(SectionsParseTest, HeadingRepairFactsAreComputedOnce) {
  const Source src = Source::FromBytes("r.txt",
                                       "Rese\tarch\tInterests\n"  // 0: split by tabs
                                       "\n"                       // 1
                                       "## Invited Ta1ks\n"       // 2: OCR, a variant
                                       "I gave one.\n"            // 3
                                       "**Honors and Awards**\n"  // 4: exact, after text
                                       "\n"                       // 5
                                       "Education\n"              // 6: exact, alone
                                       "\n"                       // 7
                                       "Awards and Honers\n"      // 8: OCR, the name
                                       "\n"                       // 9
                                       "## Hobbies\n");           // 10: not known
  const Document doc = ParseWithSections(src);
  ExpectWellFormed(doc);
  ASSERT_EQ(doc.sections().size(), 7u);
  struct Want {
    std::string_view id;
    bool damaged;
    std::string_view repaired_to;  // the known title the heading is rebuilt from
    bool plain_title;
  };
  const Want want[] = {
      {"research-interests", true, "Research Interests", true},
      {"talks", true, "Invited Talks", true},
      {"awards", false, "Honors and Awards", false},
      {"education", false, "Education", true},
      {"awards", true, "Awards and Honors", true},
  };
  for (size_t k = 0; k < std::size(want); ++k) {
    const Section& s = doc.sections()[k + 1];
    SCOPED_TRACE(std::string(doc.Title(s)));
    EXPECT_EQ(KnownId(doc, s), want[k].id);
    EXPECT_EQ(s.title_damaged, want[k].damaged);
    EXPECT_EQ(Table().Title(SectionMatch{s.known, !s.title_damaged, s.known_variant}),
              want[k].repaired_to);
    EXPECT_EQ(s.reads_as_plain_title, want[k].plain_title);
  }
  const Section& hobbies = doc.sections()[6];
  EXPECT_EQ(hobbies.known, kNoIndex);
  EXPECT_FALSE(hobbies.title_damaged);
  EXPECT_FALSE(hobbies.reads_as_plain_title);
}

TEST(SectionsParseTest, OcrBulletsInAListAreItems) {
  const Source src = Source::FromBytes("b.txt",
                                       "POSITIONS\n"                       // 0
                                       "\n"                                // 1
                                       "\u2022 2023 Research Scientist\n"  // 2
                                       "+ 2021 Postdoc\n"                  // 3
                                       "\u00A2 2019 Engineer\n"            // 4
                                       "  continued as a TA\n"             // 5
                                       "e 2015 Intern\n"                   // 6
                                       "\n"                                // 7
                                       "\u00AB First of a list\n"          // 8
                                       "\u00A9 Second\n"                   // 9
                                       "\n"                                // 10
                                       "\u00A9 2024 Example Press\n"       // 11: alone
                                       "\n"                                // 12
                                       "e is a constant.\n");              // 13
  const Document doc = ParseWithSections(src);
  ExpectWellFormed(doc);
  for (uint32_t i : {2u, 3u, 4u, 6u, 8u, 9u}) {
    EXPECT_EQ(doc.lines()[i].kind, LineKind::kListItem) << i;
  }
  EXPECT_EQ(doc.lines()[4].marker, ListMarker::kBullet);
  EXPECT_EQ(doc.Text(doc.lines()[4].marker_range), "\u00A2");
  EXPECT_EQ(doc.Text(doc.lines()[4].content), "2019 Engineer");
  EXPECT_EQ(doc.Text(doc.lines()[6].marker_range), "e");
  EXPECT_EQ(doc.lines()[5].kind, LineKind::kText);
  EXPECT_EQ(doc.lines()[5].entry, doc.lines()[4].entry);
  EXPECT_NE(doc.lines()[6].entry, doc.lines()[4].entry);
  EXPECT_EQ(doc.lines()[11].kind, LineKind::kText);
  EXPECT_EQ(doc.lines()[13].kind, LineKind::kText);
}

// Items whose text wraps: the next line is a continuation, but the same misread glyph opens a
// later line of the paragraph, so each glyph opens an item. `o` (a misread `◦`) opens items in
// a list of `o`s, but under an item of another glyph it is a sub-item in that item's entry,
// as an indented Markdown sub-item is.
TEST(SectionsParseTest, OcrBulletsOfWrappedItemsAreItems) {
  const Source src = Source::FromBytes("w.txt",
                                       "POSITIONS\n"                           // 0
                                       "\n"                                    // 1
                                       "\u00AB Research Scientist, Example\n"  // 2
                                       "Institute, 2019 -- 2023\n"             // 3
                                       "o Led the storage group\n"             // 4: sub-item
                                       "\u00AB Engineer, Sample Labs, 2015\n"  // 5
                                       "\n"                                    // 6
                                       "TEACHING\n"                            // 7
                                       "\n"                                    // 8
                                       "o Teaching Assistant, Example\n"       // 9
                                       "College, 2012\n"                       // 10
                                       "o Tutor, Example College, 2011\n"      // 11
                                       "\n"                                    // 12
                                       "o una frase que sigue\n"               // 13: one glyph
                                       "en otra linea.\n");                    // 14
  const Document doc = ParseWithSections(src);
  ExpectWellFormed(doc);
  for (uint32_t i : {2u, 5u, 9u, 11u}) {
    EXPECT_EQ(doc.lines()[i].kind, LineKind::kListItem) << i;
  }
  EXPECT_EQ(doc.lines()[3].entry, doc.lines()[2].entry);
  EXPECT_EQ(doc.lines()[4].kind, LineKind::kListItem);
  EXPECT_EQ(doc.Text(doc.lines()[4].marker_range), "o");
  EXPECT_EQ(doc.lines()[4].entry, doc.lines()[2].entry);
  EXPECT_NE(doc.lines()[5].entry, doc.lines()[2].entry);
  EXPECT_EQ(doc.Text(doc.lines()[9].marker_range), "o");
  EXPECT_EQ(doc.lines()[10].entry, doc.lines()[9].entry);
  EXPECT_NE(doc.lines()[11].entry, doc.lines()[9].entry);
  EXPECT_EQ(doc.lines()[13].kind, LineKind::kText);
}

TEST(SectionsParseTest, OcrBulletsThatNeverStartAWordAreItemsAcrossBlankLines) {
  const Source src = Source::FromBytes("s.txt",
                                       "PUBLICATIONS\n"                           // 0
                                       "\n"                                       // 1
                                       "\u00A2 A. Writer. Sketches That\n"        // 2
                                       "Forget, 2024.\n"                          // 3
                                       "\n"                                       // 4
                                       "\u00A2 A. Writer. Lossy Logs, 2023.\n"    // 5
                                       "\n"                                       // 6
                                       "\u00B0 A. Writer. Quorum Reads, 2022.\n"  // 7
                                       "\n"                                       // 8
                                       "\u00A9 2025 A. Writer.\n"   // 9: a copyright notice
                                       "\n"                         // 10
                                       "e is a constant here.\n");  // 11: a word
  const Document doc = ParseWithSections(src);
  ExpectWellFormed(doc);
  for (uint32_t i : {2u, 5u, 7u}) {
    EXPECT_EQ(doc.lines()[i].kind, LineKind::kListItem) << i;
  }
  EXPECT_EQ(doc.lines()[3].entry, doc.lines()[2].entry);
  EXPECT_NE(doc.lines()[5].entry, doc.lines()[2].entry);
  EXPECT_EQ(doc.Text(doc.lines()[7].marker_range), "\u00B0");
  EXPECT_NE(doc.lines()[9].kind, LineKind::kListItem);
  EXPECT_NE(doc.lines()[11].kind, LineKind::kListItem);
}

}  // namespace
}  // namespace cvtidy

namespace cvtidy {
namespace {

// A right-aligned layout prints `2020: Program chair, ...` with the date at the margin; OCR
// reads `: Program chair, ... 2020`. In plain text a line opened by `: ` and a capital starts
// an entry of its own, even right under another; in Markdown it is text.
TEST(SectionsParseTest, AnOrphanColonOpensAnEntryInPlainText) {
  const std::string text =
      "SERVICE\n"
      "\n"
      ": Program chair, Example Workshop on Quiet Systems, 2020\n"  // 2
      "and its companion meeting\n"                                 // 3
      ": Treasurer, Example Symposium on Lantern Networks 2019\n"   // 4
      "a: b is text\n";                                             // 5
  const Source plain_source = Source::FromBytes("s.txt", text);
  const Document plain = ParseWithSections(plain_source);
  ExpectWellFormed(plain);
  EXPECT_EQ(plain.lines()[3].entry, plain.lines()[2].entry);
  EXPECT_NE(plain.lines()[4].entry, plain.lines()[2].entry);
  EXPECT_EQ(plain.lines()[5].entry, plain.lines()[4].entry);
  const Source markdown_source =
      Source::FromBytes("s.md", "# Ada\n\n## Service\n\n" + text.substr(9));
  const Document markdown = ParseWithSections(markdown_source);
  EXPECT_NE(markdown.input_kind(), InputKind::kPlainText);
  EXPECT_EQ(markdown.lines()[6].entry, markdown.lines()[4].entry);
}

}  // namespace
}  // namespace cvtidy
