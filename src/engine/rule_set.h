// Which rules run, and at what severity, for the files one Config governs.
#ifndef CVTIDY_SRC_ENGINE_RULE_SET_H_
#define CVTIDY_SRC_ENGINE_RULE_SET_H_

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

#include "src/config/config.h"
#include "src/engine/custom_rules.h"
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
  // Resolves the rules for `config` and `cli` over every registered rule and the config's
  // [[custom]] rules. An id or glob in the config that matches no rule is kInvalidArgument,
  // located in the file that wrote it, with a "did you mean" when one is close.
  static absl::StatusOr<RuleSet> Resolve(const Config& config, const Selection& cli);

  // Exactly the given rules at their default severity (tests, benchmarks).
  static RuleSet Only(std::span<const Rule* const> rules);

  // Every enabled rule, custom ones included.
  std::span<const EnabledRule> rules() const { return rules_; }
  const EnabledRule* Find(std::string_view id) const;

  // What LintDocument runs: `looped()` one rule at a time, then the enabled custom rules of
  // `custom()` (null when there are none) together, at `custom_severities()` (by index into
  // custom(); unset: off).
  std::span<const EnabledRule> looped() const { return looped_; }
  const CustomRules* custom() const { return custom_.get(); }
  std::span<const std::optional<Severity>> custom_severities() const { return custom_severities_; }

 private:
  std::vector<EnabledRule> rules_;  // sorted by id
  std::vector<EnabledRule> looped_;
  // Shared by copies; owns the custom rules' ids, which diagnostics point at.
  std::shared_ptr<const CustomRules> custom_;
  std::vector<std::optional<Severity>> custom_severities_;
};

// The level that leaves a rule at `severity`: what a cvtidy.toml would write for it.
RuleLevel LevelOf(Severity severity);

// Checks that `pattern` (an id or glob) names at least one registered rule; `what` says where
// it came from ("--select", "cvtidy.toml [rules]") for the message. Patterns in the `custom/`
// namespace pass: custom rules are defined per cvtidy.toml, so only a config knows them.
absl::Status CheckRulePattern(std::string_view pattern, std::string_view what);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_RULE_SET_H_
