// `cvtidy explain RULE FILE`: the explanation, then what that rule (and only it) finds in FILE,
// with each finding's help: and note: lines. Run on the real binary.
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

// A fictional CV naming OSDI in two forms (short is the majority of its venues), with one
// date written MM/YYYY among Mon YYYY ones.
constexpr char kVenueCv[] =
    "# Avery Quill\n"
    "\n"
    "## Publications\n"
    "\n"
    "- Avery Quill, Ben Ode. **Tiered Logs for Flash Arrays**. OSDI 2025.\n"
    "- Avery Quill, Cy Lu. **Replaying Actors Cheaply**. USENIX OSDI 2023.\n"
    "- Avery Quill. **Sparse Checkpoints**. EuroSys 2024.\n"
    "- Avery Quill, Dee Marsh. **Lazy Snapshots**. OSDI 2022.\n"
    "\n"
    "## Service\n"
    "\n"
    "- Artifact Evaluation Committee, NSDI 2024, SOSP 2023\n"
    "\n"
    "## Education\n"
    "\n"
    "- Ph.D. in Computer Science, Northfield Institute, Sep 2019 – Present\n"
    "- M.Sc. in Computer Science, Lakeside University, 09/2017 – Jun 2019\n";

TEST_F(CliTest, ExplainWithAFileListsTheRulesFindingsAfterTheExplanation) {
  Write("cv.md", kMixedCv);
  const RunResult r = Run({"explain", "date/mixed-format", kToday, "cv.md"});
  EXPECT_EQ(r.code, 0) << r;  // findings are what was asked for, not a failure
  EXPECT_THAT(r.out, StartsWith("date/mixed-format"));
  const size_t explanation = r.out.find("## Fix safety");
  const size_t heading = r.out.find("## date/mixed-format in cv.md\n");
  const size_t finding = r.out.find("cv.md:5:52: warning: date `09/2019` is written MM/YYYY");
  ASSERT_NE(explanation, std::string::npos) << r;
  ASSERT_NE(heading, std::string::npos) << r;
  ASSERT_NE(finding, std::string::npos) << r;
  EXPECT_LT(explanation, heading);
  EXPECT_LT(heading, finding);
  EXPECT_THAT(r.out, HasSubstr("help: Write `Sep 2019`"));
  EXPECT_THAT(r.out, HasSubstr("Found 1 problem"));
  EXPECT_EQ(r.err, "");
}

TEST_F(CliTest, ExplainWithAFileRunsOnlyThatRule) {
  Write("cv.md", kVenueCv);
  // The CV mixes date styles too, but only the explained rule's findings are listed.
  const RunResult r = Run({"explain", "venue/alias-conflict", kToday, "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, Not(HasSubstr("[date/")));
  EXPECT_THAT(r.out, HasSubstr("## venue/alias-conflict in cv.md\n"));
}

TEST_F(CliTest, ExplainAliasConflictShowsTheFormsFoundAndTheChosenForm) {
  Write("cv.md", kVenueCv);
  const RunResult r = Run({"explain", "venue/alias-conflict", kToday, "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("cv.md:6:53: warning: venue `USENIX OSDI 2023` is written "
                               "publisher-short; this CV writes its conference and workshop "
                               "venues short"))
      << r;
  // help: the rewrite and every form of the venue; note: each form's class and the choice.
  EXPECT_THAT(r.out, HasSubstr("help: Write `OSDI 2023` (forms seen: `OSDI 2025`, "
                               "`USENIX OSDI 2023`)"))
      << r;
  EXPECT_THAT(r.out, HasSubstr("note: OSDI is written 2 ways in this CV: `OSDI 2025` (short), "
                               "`USENIX OSDI 2023` (publisher-short); chosen form: short, the "
                               "majority of this CV's conference and workshop venues"))
      << r;
}

TEST_F(CliTest, ExplainWithAConfigShowsTheConfiguredForm) {
  Write("cv.md", kVenueCv);
  Write("style.toml", "[style]\nvenue = \"publisher-short\"\n");
  const RunResult r =
      Run({"explain", "venue/alias-conflict", kToday, "--config", "style.toml", "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("venue `OSDI 2025` is written short; the configured venue form "
                               "is publisher-short"))
      << r;
  EXPECT_THAT(r.out, HasSubstr("chosen form: publisher-short, from `[style] venue`")) << r;
}

TEST_F(CliTest, ExplainWithACleanFileSaysSo) {
  Write("cv.md", kCleanCv);
  const RunResult r = Run({"explain", "date/mixed-format", kToday, "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("## date/mixed-format in cv.md\n\nNo problems found in 1 file.\n"));
}

TEST_F(CliTest, ExplainWithAMissingFileIsAnError) {
  const RunResult r = Run({"explain", "date/mixed-format", "missing.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.out, StartsWith("date/mixed-format"));  // the explanation still comes first
  EXPECT_THAT(r.err, HasSubstr("missing.md"));
}

TEST_F(CliTest, ExplainTakesAtMostOneFile) {
  Write("a.md", kCleanCv);
  Write("b.md", kCleanCv);
  const RunResult r = Run({"explain", "date/mixed-format", "a.md", "b.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_EQ(r.out, "");
  EXPECT_THAT(r.err, HasSubstr("takes a rule id and at most one file; got 3 arguments"));
}

TEST_F(CliTest, ExplainHelpShowsTheFileArgument) {
  const RunResult r = Run({"explain", "--help"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("Usage: cvtidy explain [options] RULE [FILE]"));
  EXPECT_THAT(r.out, HasSubstr("--config"));
  EXPECT_THAT(r.out, HasSubstr("--today"));
}

}  // namespace
}  // namespace cvtidy::testing_cli
