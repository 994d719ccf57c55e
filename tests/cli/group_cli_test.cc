// End-to-end tests of grouped diagnostics (DiagnosticGroups) on the real binary: the findings
// of one decision print once in text, --no-group prints each, JSON carries group ids, and
// counts and the exit status count every finding either way.
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// A fictional CV whose date style is voted Mon YYYY by six dates; three entries write MM/YYYY.
constexpr std::string_view kOneVoteCv =
    "# Fay Invented\n"
    "\n"
    "## Experience\n"
    "\n"
    "- Lecturer, Example College, 09/2021 – Present\n"
    "- Postdoc, Sample Lab, Oct 2019 – Aug 2021\n"
    "- Intern, Toy Works, 06/2018 – Aug 2018\n"
    "- Student, Mock University, Sep 2014 – May 2019\n"
    "- Tutor, Mock University, 01/2016 – Jun 2016\n"
    "- Assistant, Pretend Institute, Feb 2013 – Jul 2013\n";

size_t Count(const std::string& haystack, std::string_view needle) {
  size_t n = 0;
  for (size_t at = haystack.find(needle); at != std::string::npos;
       at = haystack.find(needle, at + 1)) {
    ++n;
  }
  return n;
}

TEST_F(CliTest, OneStyleVoteIsOneGroupInText) {
  Write("cv.md", std::string(kOneVoteCv));
  const RunResult r = Run({"check", kToday, "--select", "date/mixed-format", "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_EQ(Count(r.out, "[date/mixed-format]"), 1u) << r;
  EXPECT_THAT(r.out, HasSubstr("cv.md:5:30: warning: date `09/2021` is written MM/YYYY"));
  EXPECT_THAT(r.out, HasSubstr("= and 2 more: 7:22 `06/2018`, 9:27 `01/2016`\n"));
  // The summary counts each finding.
  EXPECT_THAT(r.out, HasSubstr("Found 3 problems (3 warnings) in 1 file."));
}

TEST_F(CliTest, NoGroupPrintsEachFinding) {
  Write("cv.md", std::string(kOneVoteCv));
  const RunResult r =
      Run({"check", kToday, "--select", "date/mixed-format", "--no-group", "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_EQ(Count(r.out, "[date/mixed-format]"), 3u) << r;
  EXPECT_THAT(r.out, HasSubstr("cv.md:7:22: warning: date `06/2018` is written MM/YYYY"));
  EXPECT_THAT(r.out, Not(HasSubstr("more:")));
  EXPECT_THAT(r.out, HasSubstr("Found 3 problems (3 warnings) in 1 file."));
  // fix takes it too, and fixes every member whichever way they are shown.
  const RunResult fixed =
      Run({"fix", kToday, "--select", "date/mixed-format", "--no-group", "cv.md"});
  EXPECT_EQ(fixed.code, 0) << fixed;
  EXPECT_THAT(fixed.out, HasSubstr("Fixed 3 problems in 1 file"));
}

TEST_F(CliTest, JsonCarriesGroupIdsAndStatisticsCountEveryMember) {
  Write("cv.md", std::string(kOneVoteCv));
  const RunResult r =
      Run({"check", kToday, "--select", "date/mixed-format", "--format", "json", "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_EQ(Count(r.out, R"("rule": "date/mixed-format")"), 3u) << r;
  EXPECT_EQ(Count(r.out, R"("group": "g1")"), 3u) << r;
  const RunResult stats =
      Run({"check", kToday, "--select", "date/mixed-format", "--statistics", "cv.md"});
  EXPECT_EQ(stats.code, 1) << stats;
  EXPECT_THAT(stats.out, HasSubstr("3  date/mixed-format"));
}

TEST_F(CliTest, FailOnCountsGroupedFindings) {
  Write("cv.md", std::string(kOneVoteCv));
  EXPECT_EQ(
      Run({"check", kToday, "--select", "date/mixed-format", "--fail-on", "error", "cv.md"}).code,
      0);
  EXPECT_EQ(Run({"check", kToday, "--select", "date/mixed-format", "cv.md"}).code, 1);
}

}  // namespace
}  // namespace cvtidy::testing_cli
