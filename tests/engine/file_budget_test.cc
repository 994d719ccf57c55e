#include "src/engine/file_budget.h"

#include <array>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/engine/registry.h"
#include "tests/engine/engine_test_rules.h"

namespace cvtidy {
namespace {

using namespace std::chrono_literals;

using testing_rules::RegisteredRule;

// Takes 60 ms over any document: a slow but finite rule. Not registered (rule_set_test counts
// the registered fakes); RuleSet::Only takes it as it is.
class SlowRule final : public Rule {
 public:
  const RuleInfo& info() const override {
    static const RuleInfo kInfo{.id = "fake/slow", .summary = "Sleeps."};
    return kInfo;
  }
  void Check(const Document&, const RuleContext&, DiagnosticSink&) const override {
    std::this_thread::sleep_for(60ms);
  }
};

const SlowRule kSlow;

class FileBudgetTest : public testing::Test {
 protected:
  // fake/slow, then fake/typo (the order RuleSet::Only keeps), and input/too-slow when asked.
  static RuleSet Rules(bool too_slow = true) {
    std::vector<const Rule*> rules = {&kSlow, RegisteredRule("fake/typo")};
    if (too_slow) {
      rules.push_back(RegisteredRule("input/too-slow"));
    }
    return RuleSet::Only(rules);
  }

  const Config config_{};
  const RuleContext ctx_{config_, CivilDate{2026, 3, 15}};
  const Source src_ = Source::FromBytes("cv.md", "# Ada\n\nteh\n");
};

TEST_F(FileBudgetTest, NoLimitNeverRunsOut) {
  FileBudget budget(FileBudget::Clock::duration::zero());
  EXPECT_FALSE(budget.limited());
  std::this_thread::sleep_for(2ms);
  EXPECT_FALSE(budget.CheckRanOut());
  const std::vector<Diagnostic> diags = LintSource(src_, Rules(), ctx_, &budget);
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].rule_id, "fake/typo");
  EXPECT_FALSE(budget.ran_out());
}

TEST_F(FileBudgetTest, PublishesTheStage) {
  FileBudget budget(1s);
  EXPECT_EQ(budget.stage(), "");
  budget.Enter(kParseStage);
  EXPECT_EQ(budget.stage(), "parsing");
  budget.Enter(RegisteredRule("fake/typo")->info().id);
  EXPECT_EQ(budget.stage(), "fake/typo");
}

TEST_F(FileBudgetTest, WorkerAndWatchdogNeverBothWin) {
  FileBudget finished(1s);
  EXPECT_TRUE(finished.TryFinish());
  EXPECT_TRUE(finished.TryFinish());  // idempotent
  EXPECT_FALSE(finished.TryAbandon());

  FileBudget abandoned(1s);
  EXPECT_TRUE(abandoned.TryAbandon());
  EXPECT_FALSE(abandoned.TryFinish());
}

// A slow rule runs to its end, then the engine stops: the rules after it do not run, and the
// report names it.
TEST_F(FileBudgetTest, LintStopsAfterTheRuleThatRanOut) {
  FileBudget budget(20ms);
  const std::vector<Diagnostic> diags = LintSource(src_, Rules(), ctx_, &budget);
  EXPECT_TRUE(budget.ran_out());
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].rule_id, "input/too-slow");
  EXPECT_EQ(diags[0].severity, Severity::kError);
  EXPECT_EQ(diags[0].range, (ByteRange{0, 0}));
  EXPECT_EQ(diags[0].message,
            "gave up on this file after its 0.02 s budget, while `fake/slow` was running; file "
            "skipped");
  EXPECT_EQ(diags[0].note,
            "raise the budget with `--file-timeout SECONDS` or `file-timeout = SECONDS` in "
            "cvtidy.toml (0: no limit)");
}

TEST_F(FileBudgetTest, NothingReportedWhenTooSlowIsOff) {
  FileBudget budget(20ms);
  EXPECT_TRUE(LintSource(src_, Rules(/*too_slow=*/false), ctx_, &budget).empty());
  EXPECT_TRUE(budget.ran_out());
}

TEST_F(FileBudgetTest, ParsingCounts) {
  FileBudget budget(1ns);
  const std::vector<Diagnostic> diags = LintSource(src_, Rules(), ctx_, &budget);
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].message,
            "gave up on this file after its 1e-09 s budget, while parsing; file skipped");
}

// Fixing stops too, and leaves the text as it was: no partial fix.
TEST_F(FileBudgetTest, FixGivesUpWithTheOriginalText) {
  FileBudget budget(20ms);
  const FixResult result =
      FixSource(src_, Rules(), ctx_, FixOptions{.unsafe = true, .budget = &budget});
  EXPECT_TRUE(result.ran_out);
  EXPECT_FALSE(result.changed());
  EXPECT_EQ(result.fixed->text(), src_.text());
  ASSERT_EQ(result.remaining.size(), 1u);
  EXPECT_EQ(result.remaining[0].rule_id, "input/too-slow");

  // With room for it, the same fix goes through.
  FileBudget ample(10s);
  const FixResult fixed = FixSource(src_, Rules(), ctx_, FixOptions{.budget = &ample});
  EXPECT_FALSE(fixed.ran_out);
  EXPECT_EQ(fixed.fixed->text(), "# Ada\n\nthe\n");
}

}  // namespace
}  // namespace cvtidy
