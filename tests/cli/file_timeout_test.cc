// The per-file time budget (--file-timeout, `file-timeout` in cvtidy.toml) end to end. A slow
// or hung rule is simulated with the engine's test hook (src/engine/file_budget.h):
// CVTIDY_TEST_STALL=date/order:MILLISECONDS (or :forever) makes date/order stall on inputs
// containing `cvtidy-test-stall`, and only there, so the other files of a batch run normally.
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/base/strings.h"
#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// Every run is killed after this long: a hang fails the test instead of stalling ctest.
constexpr int kKillAfterMs = 30000;

// Slow but finite: date/order takes 600 ms, which a 0.2 s budget stops after, at the next rule
// (before the watchdog's second of grace is up).
const std::string kSlow = "CVTIDY_TEST_STALL=date/order:600";
// A rule that never returns: the watchdog gives up on the file.
const std::string kHung = "CVTIDY_TEST_STALL=date/order:forever";

class FileTimeoutTest : public CliTest {
 protected:
  void SetUp() override {
    CliTest::SetUp();
    Write("a.md", kCleanCv);
    Write("slow.md", std::string(kMixedCv) + "\n<!-- cvtidy-test-stall -->\n");
    Write("b.md", kMixedCv);
  }

  // The lines of a `--format github` report about `file`.
  static std::vector<std::string> LinesAbout(const std::string& report, const std::string& file) {
    std::vector<std::string> out;
    for (const std::string_view line : SplitChar(report, '\n')) {
      if (line.find(" file=" + file + ",") != std::string_view::npos) {
        out.emplace_back(line);
      }
    }
    return out;
  }
};

// (a) the slow file gets input/too-slow naming the rule; (b) the others get what they get
// without it, in order; (d) the exit code is 1.
TEST_F(FileTimeoutTest, SlowFileIsReportedAndTheBatchGoesOn) {
  if (kCheckedBuild) {
    GTEST_SKIP() << "the other files must finish within 0.2 s, which only a release build promises";
  }
  const RunResult normal = Run({"check", kToday, "--format=github", "a.md", "b.md"});
  ASSERT_EQ(normal.code, 1) << normal;
  for (const std::string jobs : {"--jobs=1", "--jobs=3"}) {
    const RunResult r = RunWith(
        {kSlow},
        {"check", kToday, jobs, "--format=github", "--file-timeout=0.2", "a.md", "slow.md", "b.md"},
        kKillAfterMs);
    ASSERT_FALSE(r.timed_out) << r;
    EXPECT_EQ(r.code, 1) << r;
    const std::vector<std::string> slow = LinesAbout(r.out, "slow.md");
    ASSERT_EQ(slow.size(), 1u) << r;
    EXPECT_THAT(slow[0],
                HasSubstr("::error file=slow.md,line=1,col=1,endLine=1,endColumn=1,title=input/"
                          "too-slow::gave up on this file after its 0.2 s budget, while "
                          "`date/order` was running; file skipped%0Araise the budget with "
                          "`--file-timeout SECONDS`"));
    // The other files' lines, in input order, exactly as without the slow file.
    std::string others;
    for (const std::string_view line : SplitChar(r.out, '\n')) {
      if (line.find(" file=slow.md,") == std::string_view::npos) {
        others += std::string(line) + "\n";
      }
    }
    others.pop_back();
    EXPECT_EQ(others, normal.out) << jobs;
  }
}

// (c) fix leaves the slow file byte for byte as it was, and fixes the others.
TEST_F(FileTimeoutTest, FixLeavesTheSlowFileUnchanged) {
  if (kCheckedBuild) {
    GTEST_SKIP() << "the other files must finish within 0.2 s, which only a release build promises";
  }
  const std::string before = Read("slow.md");
  const RunResult r =
      RunWith({kSlow}, {"fix", kToday, "--file-timeout", "0.2", "slow.md", "b.md"}, kKillAfterMs);
  ASSERT_FALSE(r.timed_out) << r;
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, HasSubstr("slow.md:1:1: error: gave up on this file after its 0.2 s "
                               "budget, while `date/order` was running; file skipped "
                               "[input/too-slow]"));
  EXPECT_EQ(Read("slow.md"), before);
  EXPECT_THAT(Read("b.md"), HasSubstr("Northfield Institute, Sep 2019 – Present"));
}

// (e) A rule that never returns does not hang the process: the file is given up on, the batch
// finishes, and the process exits with the right code (leaving the stuck thread behind).
TEST_F(FileTimeoutTest, NonReturningRuleDoesNotHangTheProcess) {
  if (kCheckedBuild) {
    GTEST_SKIP() << "the other files must finish within 0.2 s, which only a release build promises";
  }
  for (const std::string jobs : {"--jobs=1", "--jobs=2"}) {
    const RunResult r =
        RunWith({kHung}, {"check", kToday, jobs, "--file-timeout=0.2", "a.md", "slow.md", "b.md"},
                kKillAfterMs);
    ASSERT_FALSE(r.timed_out) << "the process hung: " << r;
    EXPECT_EQ(r.code, 1) << r;
    EXPECT_THAT(r.out, HasSubstr("slow.md:1:1: error: gave up on this file after its 0.2 s "
                                 "budget, while `date/order` was running; file skipped"));
    // b.md comes after the stuck file and is reported in full.
    EXPECT_THAT(r.out, HasSubstr("b.md:5:52: warning: date `09/2019` is written MM/YYYY"));
    EXPECT_LT(r.out.find("slow.md:1:1"), r.out.find("b.md:5:52"));
    EXPECT_THAT(r.out, HasSubstr("Found 2 problems (1 error, 1 warning) in 2 of 3 files."));
  }
}

TEST_F(FileTimeoutTest, NonReturningRuleDuringFix) {
  if (kCheckedBuild) {
    GTEST_SKIP() << "the other files must finish within 0.2 s, which only a release build promises";
  }
  const std::string before = Read("slow.md");
  const RunResult r =
      RunWith({kHung}, {"fix", kToday, "--file-timeout=0.2", "slow.md", "b.md"}, kKillAfterMs);
  ASSERT_FALSE(r.timed_out) << "the process hung: " << r;
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, HasSubstr("[input/too-slow]"));
  EXPECT_EQ(Read("slow.md"), before);
  EXPECT_THAT(Read("b.md"), HasSubstr("Northfield Institute, Sep 2019 – Present"));

  // From standard input, the text comes back unchanged on standard output.
  const RunResult piped =
      RunWith({kHung}, {"fix", kToday, "--file-timeout=0.2", "-"}, kKillAfterMs, before);
  ASSERT_FALSE(piped.timed_out) << "the process hung: " << piped;
  EXPECT_EQ(piped.code, 1) << piped;
  EXPECT_EQ(piped.out, before);
  EXPECT_THAT(piped.err, HasSubstr("-:1:1: error: gave up on this file"));
}

// 0 is no limit; the flag wins over the config, and the config sets the budget without it.
TEST_F(FileTimeoutTest, ZeroConfigAndFlag) {
  const RunResult unlimited =
      RunWith({kSlow}, {"check", kToday, "--file-timeout", "0", "slow.md"}, kKillAfterMs);
  EXPECT_EQ(unlimited.code, 1) << unlimited;
  EXPECT_THAT(unlimited.out, Not(HasSubstr("input/too-slow")));
  EXPECT_THAT(unlimited.out, HasSubstr("slow.md:5:52: warning: date `09/2019`"));

  Write("cvtidy.toml", "file-timeout = 0.2\n");
  const RunResult configured = RunWith({kSlow}, {"check", kToday, "slow.md"}, kKillAfterMs);
  EXPECT_EQ(configured.code, 1) << configured;
  EXPECT_THAT(configured.out, HasSubstr("after its 0.2 s budget, while `date/order` was running"));

  const RunResult overridden =
      RunWith({kSlow}, {"check", kToday, "--file-timeout=0", "slow.md"}, kKillAfterMs);
  EXPECT_THAT(overridden.out, Not(HasSubstr("input/too-slow")));
}

// With the rule off, nothing is reported for the file, and it is still skipped.
TEST_F(FileTimeoutTest, IgnoringTheRuleStillSkipsTheFile) {
  const std::string before = Read("slow.md");
  const RunResult r =
      RunWith({kSlow}, {"fix", kToday, "--file-timeout=0.2", "--ignore=input/too-slow", "slow.md"},
              kKillAfterMs);
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, Not(HasSubstr("slow.md")));
  EXPECT_EQ(Read("slow.md"), before);
}

// Like input/encoding, the rule is registered: listed, explained, documented.
TEST_F(FileTimeoutTest, RuleIsListedAndExplained) {
  EXPECT_THAT(Run({"rules"}).out, HasSubstr("input/too-slow"));
  const RunResult explain = Run({"explain", "input/too-slow"});
  EXPECT_EQ(explain.code, 0) << explain;
  EXPECT_THAT(explain.out, HasSubstr("--file-timeout"));
  EXPECT_THAT(Run({"check", "--help"}).out, HasSubstr("--file-timeout SECONDS"));
  EXPECT_THAT(Run({"fix", "--help"}).out, HasSubstr("--file-timeout SECONDS"));
}

}  // namespace
}  // namespace cvtidy::testing_cli
