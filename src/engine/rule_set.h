// Which rules run, and at what severity, for the files one Config governs.
#ifndef CVTIDY_SRC_ENGINE_RULE_SET_H_
#define CVTIDY_SRC_ENGINE_RULE_SET_H_

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

#include "src/config/config.h"
#include "src/engine/rule.h"

namespace cvtidy {

// --select / --ignore from the command line. A non-empty `select` replaces the config's;
// `ignore` adds to it.
struct Selection {
  std::vector<std::string> select;
  std::vector<std::string> ignore;
};

struct EnabledRule {
  const Rule* rule = nullptr;
  Severity severity = Severity::kWarning;
};

class RuleSet {
 public:
  // Resolves the rules for `config` and `cli` over every registered rule. An id or glob that
  // matches no rule is kInvalidArgument, with a "did you mean" when one is close.
  static absl::StatusOr<RuleSet> Resolve(const Config& config, const Selection& cli);

  // Exactly the given rules at their default severity (tests, benchmarks).
  static RuleSet Only(std::span<const Rule* const> rules);

  std::span<const EnabledRule> rules() const { return rules_; }
  const EnabledRule* Find(std::string_view id) const;

 private:
  std::vector<EnabledRule> rules_;  // sorted by id
};

// Checks that `pattern` (an id or glob) names at least one registered rule; `what` says where
// it came from ("--select", "cvtidy.toml [rules]") for the message.
absl::Status CheckRulePattern(std::string_view pattern, std::string_view what);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_RULE_SET_H_
