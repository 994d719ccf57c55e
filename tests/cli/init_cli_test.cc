// `cvtidy init`: the starter cvtidy.toml it writes from fictional CVs, end to end.
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

// Month dates mostly as `Mon YYYY` (4 of 5), ranges with a spaced en dash, `Present`, author
// lists with `and` and the Oxford comma.
constexpr char kFirstCv[] =
    "# Avery Quill\n"
    "\n"
    "## Experience\n"
    "\n"
    "- Research Engineer, Contoso Labs, Sep 2021 – Present\n"
    "- Intern, Northwind Widgets, Jun 2019 – Aug 2020\n"
    "- Assistant, Fabrikam College, Jan 2018 – 2019-02\n"
    "\n"
    "## Publications\n"
    "\n"
    "- A. Quill, B. Stone, and C. Reed. Widget Routing at Scale. In OSDI 2023.\n"
    "- A. Quill, D. Moss, and E. Lark. Faster Widgets. In OSDI 2022.\n";

// Three `Mon YYYY` against two `YYYY-MM`: a majority of the CV, but not a decisive one, so its
// fix is only a suggestion until the house style is configured.
constexpr char kSecondCv[] =
    "# Blake Stone\n"
    "\n"
    "## Experience\n"
    "\n"
    "- Lecturer, Fabrikam College, Oct 2020 – Present\n"
    "- Postdoc, Contoso Labs, 2018-02 – Sep 2020\n"
    "- Student, Northwind University, 2016-09 – Jan 2018\n"
    "\n"
    "## Publications\n"
    "\n"
    "- B. Stone, A. Quill, and F. Hale. Gadget Caching. In OSDI 2021.\n";

int StyleFindings(const std::string& json) {
  int count = 0;
  for (size_t at = json.find("\"rule\": \"date/mixed-format\""); at != std::string::npos;
       at = json.find("\"rule\": \"date/mixed-format\"", at + 1)) {
    ++count;
  }
  return count;
}

TEST_F(CliTest, InitWritesTheVotedHouseStyleWithItsVotes) {
  Write("cvs/avery.md", kFirstCv);
  Write("cvs/blake.md", kSecondCv);
  const RunResult r = Run({"init", "cvs"});
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.err, "cvtidy: wrote cvtidy.toml from 2 CVs\n");
  const std::string toml = Read("cvtidy.toml");
  EXPECT_THAT(toml, StartsWith("# cvtidy.toml"));
  EXPECT_THAT(toml, HasSubstr("\nroot = true\n"));
  EXPECT_THAT(toml, HasSubstr("\ndate = \"Mon YYYY\"  # 7 of 10 dates in 2 CVs; also: "
                              "\"YYYY-MM\" 3\n"));
  EXPECT_THAT(toml, HasSubstr("\nrange-separator = \" – \"  # 6 of 6 ranges in 2 CVs\n"));
  EXPECT_THAT(toml, HasSubstr("\nvenue = \"short\"  # 3 of 3 venue citations in 2 CVs\n"));
  EXPECT_THAT(toml, HasSubstr("\nvenue-year = \"four-digit\"  # 3 of 3 venue years in 2 CVs\n"));
  EXPECT_THAT(toml, HasSubstr("\nauthor-conjunction = \"and\"  # 3 of 3 author lists in 2 CVs\n"));
  EXPECT_THAT(toml, HasSubstr("\noxford-comma = true  # 3 of 3 author lists in 2 CVs\n"));
  // Two votes are too few to hold every CV to.
  EXPECT_THAT(toml, HasSubstr("\n# present = \"Present\"  # no decisive majority: 2 of 2 open "
                              "ends in 2 CVs\n"));
  // Not inferred, no votes, or no decisive majority: commented out.
  EXPECT_THAT(toml, HasSubstr("\n# owner = "));
  EXPECT_THAT(toml, HasSubstr("\n# numbering = "));

  // It loads, and it is what `cvtidy config` then shows.
  const RunResult config = Run({"config"});
  ASSERT_EQ(config.code, 0) << config;
  EXPECT_THAT(config.out, HasSubstr("\ndate = \"Mon YYYY\"  # "));

  // The configured style makes the second CV's fix safe: `fix` leaves fewer style findings
  // with the file than without it (where the undecided majority only suggests).
  Write("without/blake.md", kSecondCv);
  Write("without/cvtidy.toml", "root = true\n");
  Write("with/blake.md", kSecondCv);
  ASSERT_NE(Run({"fix", kToday, "without/blake.md"}).code, 2);
  ASSERT_NE(Run({"fix", kToday, "--config", "cvtidy.toml", "with/blake.md"}).code, 2);
  const RunResult left_without = Run({"check", kToday, "--format", "json", "without/blake.md"});
  const RunResult left_with =
      Run({"check", kToday, "--format", "json", "--config", "cvtidy.toml", "with/blake.md"});
  EXPECT_EQ(StyleFindings(left_without.out), 2) << left_without;
  EXPECT_EQ(StyleFindings(left_with.out), 0) << left_with;
  EXPECT_THAT(Read("with/blake.md"), HasSubstr("Feb 2018 – Sep 2020"));
}

// Venue years mostly with an apostrophe (`OSDI '23`): 4 of the 5 citations over two CVs.
constexpr char kApostropheCv[] =
    "# Rowan Pike\n"
    "\n"
    "## Publications\n"
    "\n"
    "- R. Pike and S. Vale. Sharded Widgets. In OSDI '23.\n"
    "- R. Pike and T. Wren. Gadget Logs. In NSDI '22.\n"
    "- R. Pike. Widget Queues. In ATC '21.\n";
constexpr char kMixedYearCv[] =
    "# Sasha Vale\n"
    "\n"
    "## Publications\n"
    "\n"
    "- S. Vale and R. Pike. Gadget Paging. In EuroSys '24.\n"
    "- S. Vale. Widget Clocks. In OSDI 2020.\n";

TEST_F(CliTest, InitWritesTheVenueYearFormWithItsVote) {
  Write("cvs/rowan.md", kApostropheCv);
  Write("cvs/sasha.md", kMixedYearCv);
  const RunResult r = Run({"init", "cvs"});
  ASSERT_EQ(r.code, 0) << r;
  const std::string toml = Read("cvtidy.toml");
  EXPECT_THAT(toml, HasSubstr("\nvenue-year = \"apostrophe\"  # 4 of 5 venue years in 2 CVs; "
                              "also: \"four-digit\" 1\n"));
  const RunResult config = Run({"config"});
  ASSERT_EQ(config.code, 0) << config;
  EXPECT_THAT(config.out, HasSubstr("\nvenue-year = \"apostrophe\"  # "));

  // One CV alone, one against one: a tie, so the key is commented out.
  Write("tie/sasha.md", kMixedYearCv);
  const RunResult tie = Run({"init", "--force", "tie"});
  ASSERT_EQ(tie.code, 0) << tie;
  EXPECT_THAT(Read("cvtidy.toml"),
              HasSubstr("\n# venue-year = \"four-digit\"  # a tie, so no house style: "));
}

TEST_F(CliTest, InitRefusesToReplaceAConfigWithoutForce) {
  Write("cv.md", kFirstCv);
  Write("cvtidy.toml", "[style]\ndate = \"YYYY\"\n");
  const RunResult r = Run({"init", "cv.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, StartsWith("cvtidy: error: "));
  EXPECT_THAT(r.err, HasSubstr("cvtidy.toml: exists already; 'cvtidy init --force' replaces it"));
  EXPECT_EQ(Read("cvtidy.toml"), "[style]\ndate = \"YYYY\"\n");

  const RunResult forced = Run({"init", "--force", "cv.md"});
  EXPECT_EQ(forced.code, 0) << forced;
  EXPECT_THAT(Read("cvtidy.toml"), HasSubstr("\ndate = \"Mon YYYY\"  # 4 of 5 dates in 1 CV"));
}

TEST_F(CliTest, InitWithoutPathsWritesEveryKeyCommentedOut) {
  const RunResult r = Run({"init"});
  ASSERT_EQ(r.code, 0) << r;
  const std::string toml = Read("cvtidy.toml");
  EXPECT_THAT(toml, HasSubstr("\nroot = true\n\n[style]\n"));
  EXPECT_THAT(toml, HasSubstr("\n# date = \"Mon YYYY\"  # no votes: no dates in these CVs; unset, "
                              "each CV's own majority decides\n"));
  EXPECT_THAT(toml, Not(HasSubstr("\ndate =")));
  // Every [style] key is there, commented out, and the file loads.
  for (const char* key :
       {"date", "range-separator", "present", "order", "venue", "venue-year", "owner",
        "title-quotes", "author-conjunction", "oxford-comma", "contribution-mark",
        "trailing-punctuation", "numbering", "section-order"}) {
    EXPECT_THAT(toml, HasSubstr(std::string("\n# ") + key + " = ")) << key;
  }
  const RunResult config = Run({"config"});
  EXPECT_EQ(config.code, 0) << config;
  EXPECT_THAT(config.out, HasSubstr("\nroot = true  # "));
}

TEST_F(CliTest, InitStopsAtAnUnreadablePath) {
  const RunResult r = Run({"init", "missing.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("missing.md"));
  EXPECT_FALSE(std::filesystem::exists(dir_ / "cvtidy.toml"));
}

}  // namespace
}  // namespace cvtidy::testing_cli
