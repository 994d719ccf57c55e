#include "src/engine/file_budget.h"

#include <array>
#include <chrono>
#include <cstdlib>
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

// The test hook of the CLI's budget tests (CVTIDY_TEST_STALL): LintDocument asks once per
// document whether a stall is armed and only then per rule. The variable is read once per
// process, so the armed case runs in a fresh one (a threadsafe death test re-executes the
// binary): the named rule stalls on a marked input, and on no other.
TEST_F(FileBudgetTest, TestStallStallsTheNamedRuleOnMarkedInputsOnly) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  const std::vector<const Rule*> typo_rule = {RegisteredRule("fake/typo")};
  const RuleSet typo_only = RuleSet::Only(typo_rule);
  const Source marked = Source::FromBytes("cv.md", "# Ada\n\nteh\n<!-- cvtidy-test-stall -->\n");
  const auto lint_takes = [&](const Source& source, FileBudget* budget) {
    const auto start = std::chrono::steady_clock::now();
    const std::vector<Diagnostic> diags = LintSource(source, typo_only, ctx_, budget);
    if (diags.size() != 1 || diags[0].rule_id != "fake/typo") {
      std::exit(9);
    }
    return std::chrono::steady_clock::now() - start;
  };
  EXPECT_EXIT(
      {
        setenv("CVTIDY_TEST_STALL", "fake/typo:300", 1);
        if (!internal::StallArmedForTest()) {
          std::exit(1);
        }
        FileBudget budget(FileBudget::Clock::duration::zero());
        if (lint_takes(src_, &budget) >= 300ms) {
          std::exit(2);  // stalled on an input without the marker
        }
        if (lint_takes(marked, nullptr) >= 300ms) {
          std::exit(3);  // stalled without a budget (the hook runs only under one)
        }
        FileBudget marked_budget(FileBudget::Clock::duration::zero());
        std::exit(lint_takes(marked, &marked_budget) >= 300ms ? 0 : 4);
      },
      testing::ExitedWithCode(0), "");
  EXPECT_EXIT(
      {
        setenv("CVTIDY_TEST_STALL", "other/rule:300", 1);
        FileBudget budget(FileBudget::Clock::duration::zero());
        std::exit(lint_takes(marked, &budget) >= 300ms ? 5 : 0);  // another rule is named
      },
      testing::ExitedWithCode(0), "");
  // Here, after the fresh processes (which must read the variable first): unset, unarmed.
  if (std::getenv("CVTIDY_TEST_STALL") == nullptr) {
    EXPECT_FALSE(internal::StallArmedForTest());
  }
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
