// `cvtidy fix --verify`: fixes in memory, fixes the result again, writes nothing, and reports
// each fix that does not settle (exit 1), or nothing (exit 0).
#include <sys/stat.h>

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// A fix that never settles: each pass doubles a word.
constexpr char kGrowingRule[] =
    "[[custom]]\n"
    "id = \"custom/echo\"\n"
    "pattern = '\\bQuill\\b'\n"
    "message = \"say it again\"\n"
    "replace = \"Quill Quill\"\n";

long ModifiedSeconds(const std::filesystem::path& path) {
  struct stat st {};
  EXPECT_EQ(::stat(path.c_str(), &st), 0) << path;
  return st.st_mtim.tv_sec;
}

TEST_F(CliTest, FixVerifyWritesNothingAndPassesWhenFixesSettle) {
  Write("cv.md", kMixedCv);
  Age(Path("cv.md"));
  const RunResult r = Run({"fix", kToday, "--verify", "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.err, "");
  EXPECT_THAT(r.out, HasSubstr("Would fix 1 problem in 1 file; 0 remaining"));
  EXPECT_EQ(Read("cv.md"), kMixedCv);
  EXPECT_EQ(ModifiedSeconds(Path("cv.md")), 1000000000);
}

TEST_F(CliTest, FixVerifyReportsAFixThatNeverSettles) {
  Write("cvtidy.toml", kGrowingRule);
  Write("cv.md", kMixedCv);
  Write("clean.md", kCleanCv);
  Age(Path("cv.md"));
  const RunResult r = Run({"fix", kToday, "--verify", "--format", "json", "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_EQ(r.err, "") << "a finding of --verify is not an error of the run";
  EXPECT_THAT(r.out, HasSubstr("\"rule\": \"custom/echo\""));
  EXPECT_THAT(r.out, HasSubstr("\"line\": 1"));
  EXPECT_THAT(r.out, HasSubstr("fixes still change the text after 10 passes"));
  EXPECT_EQ(Read("cv.md"), kMixedCv);
  EXPECT_EQ(ModifiedSeconds(Path("cv.md")), 1000000000);

  // In text, the rule and the line, as errors.
  const RunResult text = Run({"fix", kToday, "--verify", "cv.md"});
  EXPECT_EQ(text.code, 1) << text;
  EXPECT_THAT(text.out, HasSubstr("cv.md:1:"));
  EXPECT_THAT(text.out, HasSubstr("error"));
  EXPECT_THAT(text.out, HasSubstr("[custom/echo]"));
}

TEST_F(CliTest, FixVerifyDoesNotFailOnWhatRemains) {
  // A warning with no fix (a date after --today) fails `check`, but it cannot fail to settle.
  Write("cv.md", "# Avery Quill\n\n## Talks\n\n- A talk at Northfield Institute, Sep 2029\n");
  const RunResult check = Run({"check", kToday, "cv.md"});
  EXPECT_EQ(check.code, 1) << check;
  const RunResult r = Run({"fix", kToday, "--verify", "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, Not(HasSubstr("date/future")));
}

TEST_F(CliTest, FixHelpDescribesVerify) {
  const RunResult r = Run({"fix", "--help"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("--verify"));
  EXPECT_THAT(r.out, HasSubstr("With --verify nothing is written"));
}

}  // namespace
}  // namespace cvtidy::testing_cli
