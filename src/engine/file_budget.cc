#include "src/engine/file_budget.h"

#include <cstdlib>
#include <optional>
#include <string>
#include <thread>

#include "src/base/strings.h"

namespace cvtidy {

FileBudget::FileBudget(Clock::duration limit) : start_(Clock::now()), limit_(limit) {}

bool FileBudget::CheckRanOut() {
  if (!ran_out_ && limited() && elapsed() >= limit_) {
    ran_out_ = true;
  }
  return ran_out_;
}

bool FileBudget::TryFinish() {
  uint8_t expected = kRunning;
  return state_.compare_exchange_strong(expected, kFinished) || expected == kFinished;
}

bool FileBudget::TryAbandon() {
  uint8_t expected = kRunning;
  return state_.compare_exchange_strong(expected, kAbandoned) || expected == kAbandoned;
}

std::string_view FileBudget::stage() const {
  const std::string_view* stage = stage_.load(std::memory_order_acquire);
  return stage != nullptr ? *stage : std::string_view();
}

namespace internal {
namespace {

struct StallSpec {
  std::string rule;
  std::optional<std::chrono::milliseconds> duration;  // none: forever
};

// CVTIDY_TEST_STALL=RULE:MILLISECONDS or RULE:forever; nullopt when unset or malformed.
std::optional<StallSpec> ReadStallSpec() {
  const char* value = std::getenv("CVTIDY_TEST_STALL");
  if (value == nullptr) {
    return std::nullopt;
  }
  const std::string_view spec = value;
  const size_t colon = spec.rfind(':');
  if (colon == std::string_view::npos || colon == 0) {
    return std::nullopt;
  }
  StallSpec out{std::string(spec.substr(0, colon)), std::nullopt};
  const std::string_view how = spec.substr(colon + 1);
  if (how == "forever") {
    return out;
  }
  int64_t ms = 0;
  for (const char c : how) {
    if (!IsAsciiDigit(c) || ms > 1000000) {
      return std::nullopt;
    }
    ms = ms * 10 + (c - '0');
  }
  out.duration = std::chrono::milliseconds(ms);
  return out;
}

const std::optional<StallSpec>& StallSpecOfEnvironment() {
  static const std::optional<StallSpec> kSpec = ReadStallSpec();
  return kSpec;
}

}  // namespace

bool StallArmedForTest() { return StallSpecOfEnvironment().has_value(); }

void MaybeStallForTest(std::string_view rule_id, std::string_view text) {
  const std::optional<StallSpec>& spec = StallSpecOfEnvironment();
  if (!spec || rule_id != spec->rule || text.find("cvtidy-test-stall") == std::string_view::npos) {
    return;
  }
  if (spec->duration) {
    std::this_thread::sleep_for(*spec->duration);
    return;
  }
  for (;;) {
    std::this_thread::sleep_for(std::chrono::hours(1));
  }
}

}  // namespace internal
}  // namespace cvtidy
