// End-to-end tests of the provenance of `cvtidy fix`: the fixes it applied, listed per file by
// --show-fixes, json and SARIF, and the HTML report's view of what `fix` would apply.
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

TEST_F(CliTest, ShowFixesListsEachAppliedFix) {
  Write("cv.md", kMixedCv);
  const RunResult r = Run({"fix", kToday, "--show-fixes", "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("cv.md: 1 fix applied\n"
                               "  5:52 date/mixed-format (pass 1): `09/2019` -> `Sep 2019`\n"));
  EXPECT_EQ(Read("cv.md"), kCleanCv);
  // Without the flag the text report does not list them.
  Write("cv.md", kMixedCv);
  const RunResult plain = Run({"fix", kToday, "cv.md"});
  EXPECT_THAT(plain.out, Not(HasSubstr("fix applied")));
}

TEST_F(CliTest, FixJsonAndSarifListTheAppliedFixes) {
  Write("cv.md", kMixedCv);
  const RunResult json = Run({"fix", kToday, "--diff", "--format", "json", "cv.md"});
  EXPECT_EQ(json.code, 0) << json;
  EXPECT_THAT(json.err, HasSubstr(R"("applied_fixes": [)"));
  EXPECT_THAT(json.err, HasSubstr(R"({"rule": "date/mixed-format", "pass": 1, "safety": "safe", )"
                                  R"("title": "Write `Sep 2019`", "line": 5, "column": 52, )"
                                  R"("before": "09/2019", "after": "Sep 2019")"));
  const RunResult sarif = Run({"fix", kToday, "--diff", "--format", "sarif", "cv.md"});
  EXPECT_EQ(sarif.code, 0) << sarif;
  EXPECT_THAT(sarif.err, HasSubstr(R"("artifacts": [)"));
  EXPECT_THAT(sarif.err,
              HasSubstr(R"("appliedFixes": [{"ruleId": "date/mixed-format", "pass": 1)"));
  // `check` lists no applied fixes: it fixes nothing.
  const RunResult check = Run({"check", kToday, "--format", "json", "cv.md"});
  EXPECT_THAT(check.out, Not(HasSubstr("applied_fixes")));
}

TEST_F(CliTest, HtmlReportShowsWhatFixWouldApply) {
  Write("cv.md", kMixedCv);
  const RunResult r = Run({"check", kToday, "--format", "html", "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, HasSubstr("Would apply 1 fix in 1 pass"));
  EXPECT_THAT(r.out, HasSubstr(R"(<li data-rule="date/mixed-format" data-pass="1">)"));
  EXPECT_EQ(Read("cv.md"), kMixedCv);
}

}  // namespace
}  // namespace cvtidy::testing_cli
