// A time budget for one input (`--file-timeout`, `file-timeout` in cvtidy.toml), shared by
// the thread working on the input and a watchdog on another thread, so that one pathological
// CV cannot stall a batch.
//
//   FileBudget budget(std::chrono::seconds(5));
//   LintSource(source, rules, ctx, &budget);  // stops between rules once 5 s have passed
//
// The worker side publishes what runs (Enter) and, between stages, stops once the budget has
// run out (CheckRanOut); LintSource and FixSource do both when given a budget, and report
// input/too-slow instead of their findings. A stage that never returns cannot be stopped, so
// a watchdog gives up on the input instead (src/cli/session.cc): TryAbandon() succeeds unless
// the worker has already claimed its result with TryFinish(), so exactly one of the two
// decides what is reported for the input, and an abandoned worker never writes anything.
#ifndef CVTIDY_SRC_ENGINE_FILE_BUDGET_H_
#define CVTIDY_SRC_ENGINE_FILE_BUDGET_H_

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string_view>

namespace cvtidy {

// What a budget can name as running besides a rule id.
inline constexpr std::string_view kParseStage = "parsing";
inline constexpr std::string_view kCustomRulesStage = "the [[custom]] rules";

class FileBudget {
 public:
  using Clock = std::chrono::steady_clock;

  // Starts the clock. A `limit` of zero or less is no limit: the budget never runs out.
  explicit FileBudget(Clock::duration limit);

  FileBudget(const FileBudget&) = delete;
  FileBudget& operator=(const FileBudget&) = delete;

  bool limited() const { return limit_ > Clock::duration::zero(); }
  Clock::duration limit() const { return limit_; }
  Clock::duration elapsed() const { return Clock::now() - start_; }

  // ---- The worker's side.

  // Publishes what runs next: a RuleInfo::id, or one of the k*Stage constants above. `stage`
  // must outlive the budget (a rule's static RuleInfo does).
  void Enter(const std::string_view& stage) { stage_.store(&stage, std::memory_order_release); }
  // Returns true once the limit has passed, and from then on ran_out() is true. Called between
  // stages.
  bool CheckRanOut();
  bool ran_out() const { return ran_out_; }
  // Claims the input's result for the worker. Call it before any side effect (writing the
  // file) and when the result is ready. False when the watchdog has given up on the input:
  // the worker must then write nothing, and its result is not used.
  bool TryFinish();

  // ---- The watchdog's side (any thread).

  // The stage running now, or the last one entered; empty before the first.
  std::string_view stage() const;
  // Gives up on the input unless the worker has already claimed its result (TryFinish).
  bool TryAbandon();

 private:
  enum State : uint8_t { kRunning, kFinished, kAbandoned };

  const Clock::time_point start_;
  const Clock::duration limit_;
  std::atomic<const std::string_view*> stage_{nullptr};
  std::atomic<uint8_t> state_{kRunning};
  bool ran_out_ = false;  // the worker's own
};

namespace internal {

// Test hook, for the tests of the budget (tests/cli): with CVTIDY_TEST_STALL=RULE:MILLISECONDS
// in the environment, rule RULE stalls that long before it runs, on inputs whose text contains
// `cvtidy-test-stall`; with RULE:forever it never returns. The variable is read once; unset
// (as in every normal run), this returns at once. LintDocument calls it when given a budget.
void MaybeStallForTest(std::string_view rule_id, std::string_view text);
// True when CVTIDY_TEST_STALL names a stall, so a caller can skip MaybeStallForTest per rule.
bool StallArmedForTest();

}  // namespace internal

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_FILE_BUDGET_H_
