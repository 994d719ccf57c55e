// The parser runs the venue extractor on every content line when ParseOptions::venues is set.
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/model/document.h"
#include "src/parse/parse.h"
#include "src/source/source.h"
#include "tests/extract/venue_test_table.h"
#include "tests/parse/parse_test_util.h"

namespace cvtidy {
namespace {

using testing_util::TestVenues;

constexpr std::string_view kCv =
    "# Ilse Varga-Moreau\n"                                                   // 0
    "\n"                                                                      // 1
    "## Publications\n"                                                       // 2
    "\n"                                                                      // 3
    "- Fennel: Compact Logs for Remote Memory. OSDI 2024.\n"                  // 4
    "  Ilse Varga-Moreau, Tomas Quill.\n"                                     // 5
    "- Sorrel: Leases Without Clocks. 16th USENIX Symposium on Operating\n"   // 6
    "  Systems Design and Implementation (OSDI 2022), July 2022.\n"           // 7
    "- Wicker: Paging for Tiny Models. NeurIPS 2023, also NSDI'25 Poster.\n"  // 8
    "<!-- cvtidy-disable-next-line venue/alias-conflict -->\n"                // 9
    "- Reviewer: EuroSys 2025, USENIX ATC 2024\n"                             // 10
    "\n"                                                                      // 11
    "## Teaching\n"                                                           // 12
    "\n"                                                                      // 13
    "Operating Systems, Fall 2021 (no venue here)\n";                         // 14

TEST(ParseVenuesTest, ExtractsMentionsPerLineAndEntry) {
  const Source source = Source::FromBytes("cv.md", std::string(kCv));
  const Document doc = Parse(source, ParseOptions{&TestVenues()});
  testing_util::ExpectWellFormed(doc);
  EXPECT_EQ(doc.venue_table(), &TestVenues());

  struct Want {
    std::string_view text;
    std::string_view id;
    uint32_t line;
  };
  // A long name broken over two lines is one mention with its acronym and ordinal, read over
  // the entry's logical text, from the line the name starts on.
  constexpr std::string_view kWrapped =
      "16th USENIX Symposium on Operating\n  Systems Design and Implementation (OSDI 2022)";
  const Want want[] = {
      {"OSDI 2024", "OSDI", 4}, {kWrapped, "OSDI", 6},           {"NeurIPS 2023", "NeurIPS", 8},
      {"NSDI'25", "NSDI", 8},   {"EuroSys 2025", "EuroSys", 10}, {"USENIX ATC 2024", "ATC", 10},
  };
  std::vector<std::string_view> got_text;
  for (const VenueMention& m : doc.venues()) {
    got_text.push_back(doc.Text(m.range));
  }
  ASSERT_EQ(doc.venues().size(), std::size(want)) << testing::PrintToString(got_text);
  for (size_t i = 0; i < std::size(want); ++i) {
    const VenueMention& m = doc.venues()[i];
    EXPECT_EQ(doc.Text(m.range), want[i].text);
    EXPECT_EQ(TestVenues().venues()[m.venue].id, want[i].id);
    EXPECT_EQ(m.line, want[i].line);
    EXPECT_TRUE(doc.lines()[m.line].range.Contains(ByteRange{m.range.begin, m.range.begin}));
  }
  EXPECT_EQ(doc.venues()[1].form, VenueForm::kLongWithAcronym);
  EXPECT_EQ(doc.venues()[1].year, 2022);
  EXPECT_EQ(doc.Text(doc.venues()[1].acronym_range), "OSDI");

  // Entries own the mentions of their lines: [first_venue, end_venue).
  ASSERT_EQ(doc.entries().size(), 5u);
  const auto venues_of = [&](size_t entry) {
    std::vector<std::string_view> texts;
    for (const VenueMention& m : doc.VenuesOf(doc.entries()[entry])) {
      texts.push_back(doc.Text(m.range));
    }
    return texts;
  };
  EXPECT_EQ(venues_of(0), std::vector<std::string_view>{"OSDI 2024"});
  EXPECT_EQ(venues_of(1), std::vector<std::string_view>{kWrapped});
  EXPECT_EQ(venues_of(2), (std::vector<std::string_view>{"NeurIPS 2023", "NSDI'25"}));
  EXPECT_EQ(venues_of(3), (std::vector<std::string_view>{"EuroSys 2025", "USENIX ATC 2024"}));
  EXPECT_TRUE(venues_of(4).empty());
  for (const Entry& e : doc.entries()) {
    EXPECT_LE(e.first_venue, e.end_venue);
    EXPECT_LE(e.end_venue, doc.venues().size());
  }
}

TEST(ParseVenuesTest, MarksTheVenuesAnEntryServes) {
  constexpr std::string_view kText =
      "# Ada Quill\n"
      "\n"
      "## Publications\n"
      "\n"
      "- Ada Quill. Tiny Logs. OSDI 2024.\n"
      "\n"
      "## Professional Service\n"
      "\n"
      "- OSDI 2027\n"
      "\n"
      "## Honors\n"
      "\n"
      "- Program Committee, NSDI 2027\n"
      "- Best Paper, EuroSys 2024\n"
      "- Shadow PC, SOSP 2023\n";
  const Source source = Source::FromBytes("cv.md", std::string(kText));
  const Document doc = Parse(source, ParseOptions{&TestVenues()});
  std::vector<std::string> got;
  for (const VenueMention& m : doc.venues()) {
    got.push_back(std::string(doc.Text(m.range)) + (m.service ? " serves" : ""));
  }
  EXPECT_EQ(got, (std::vector<std::string>{"OSDI 2024", "OSDI 2027 serves", "NSDI 2027 serves",
                                           "EuroSys 2024", "SOSP 2023 serves"}));
}

TEST(ParseVenuesTest, VenuesHeadingAColumnOfItemsAreListed) {
  const Source source = Source::FromBytes(
      "cv.md",
      std::string("# Pia Strand\n\n## Steering Committees\n\n- OSDI, 2023-2025\n"
                  "- NSDI, 2019-2022. Chair, 2021\n- EuroSys, 2017\n\n## Organising\n\n"
                  "- SOSP, 2020\n- Chair, OSDI 2019\n- ATC, 2018\n\n## Publications\n\n"
                  "- OSDI 2024: Tiered Logs. Pia Strand.\n- NSDI 2023: Leases. Pia Strand.\n"
                  "- SOSP 2021: Queues. Pia Strand.\n"));
  const Document doc = Parse(source, ParseOptions{&TestVenues()});
  std::vector<std::string> got;
  for (const VenueMention& m : doc.venues()) {
    got.push_back(std::string(doc.Text(m.range)) + (m.listed ? " listed" : ""));
  }
  // Three committee items in a row are a list; two, split by an item led by a role, are not;
  // nor are publications, whatever leads them.
  EXPECT_EQ(got, (std::vector<std::string>{"OSDI listed", "NSDI listed", "EuroSys, 2017 listed",
                                           "SOSP, 2020", "OSDI 2019", "ATC, 2018", "OSDI 2024",
                                           "NSDI 2023", "SOSP 2021"}));
}

// The item that ends a run, by opening another section, may start the next: two sections of
// three items each are two lists; the two items of a third section are none.
TEST(ParseVenuesTest, AnItemEndingARunMayStartTheNext) {
  const Source source = Source::FromBytes(
      "cv.md", std::string("# Pia Strand\n\n## Steering Committees\n\n- OSDI, 2023\n- NSDI, 2022\n"
                           "- EuroSys, 2017\n\n## Program Committees\n\n- SOSP, 2020\n- ATC, 2018\n"
                           "- OSDI, 2019\n\n## Reviewing\n\n- NSDI, 2021\n- SOSP, 2016\n"));
  const Document doc = Parse(source, ParseOptions{&TestVenues()});
  std::vector<bool> listed;
  for (const VenueMention& m : doc.venues()) {
    listed.push_back(m.listed);
  }
  EXPECT_EQ(listed, (std::vector<bool>{true, true, true, true, true, true, false, false}));
}

TEST(ParseVenuesTest, NoTableNoMentions) {
  const Source source = Source::FromBytes("cv.md", std::string(kCv));
  const Document doc = Parse(source);
  EXPECT_EQ(doc.venue_table(), nullptr);
  EXPECT_TRUE(doc.venues().empty());
  for (const Entry& e : doc.entries()) {
    EXPECT_EQ(e.first_venue, 0u);
    EXPECT_EQ(e.end_venue, 0u);
  }
}

TEST(ParseVenuesTest, HeadingsAndTableRowsToo) {
  const Source source = Source::FromBytes("cv.txt", std::string("## NSDI 2025 Travel Grant\n"
                                                                "Talk\tNSDI 2025\tBoston\n"));
  const Document doc = Parse(source, ParseOptions{&TestVenues()});
  ASSERT_EQ(doc.venues().size(), 2u);
  EXPECT_EQ(doc.venues()[0].line, 0u);
  EXPECT_EQ(doc.venues()[1].line, 1u);
  EXPECT_EQ(doc.Text(doc.venues()[1].range), "NSDI 2025");
}

}  // namespace
}  // namespace cvtidy
