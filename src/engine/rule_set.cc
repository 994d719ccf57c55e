#include "src/engine/rule_set.h"

#include <algorithm>

#include "absl/status/status.h"
#include <fmt/format.h>

#include "src/base/status_macros.h"
#include "src/base/strings.h"

namespace cvtidy {
namespace {

bool MatchesAny(const std::vector<std::string>& patterns, std::string_view id) {
  return std::any_of(patterns.begin(), patterns.end(),
                     [&](const std::string& p) { return GlobMatch(p, id); });
}

bool MatchesAny(const std::vector<RulePattern>& patterns, std::string_view id) {
  return std::any_of(patterns.begin(), patterns.end(),
                     [&](const RulePattern& p) { return GlobMatch(p.pattern, id); });
}

// Checks a pattern written in the config file, pointing at it on failure.
absl::Status CheckConfigPattern(const Config& config, const RulePattern& p) {
  if (absl::Status status = CheckRulePattern(p.pattern, "unknown"); !status.ok()) {
    // Drop CheckRulePattern's "unknown: " prefix; the location replaces it.
    std::string_view message = FromAbsl(status.message());
    message.remove_prefix(std::string_view("unknown: ").size());
    return absl::InvalidArgumentError(FormatConfigError(config, p.line, p.column, message));
  }
  return absl::OkStatus();
}

Severity ToSeverity(RuleLevel level) {
  switch (level) {
    case RuleLevel::kInfo:
      return Severity::kInfo;
    case RuleLevel::kError:
      return Severity::kError;
    default:
      return Severity::kWarning;
  }
}

}  // namespace

absl::Status CheckRulePattern(std::string_view pattern, std::string_view what) {
  std::vector<std::string_view> ids;
  for (const Rule* rule : RuleRegistry::Get().All()) {
    if (GlobMatch(pattern, rule->info().id)) {
      return absl::OkStatus();
    }
    ids.push_back(rule->info().id);
  }
  std::string message = fmt::format("{}: unknown rule \"{}\"", what, pattern);
  if (std::string_view suggestion = SuggestClosest(pattern, ids); !suggestion.empty()) {
    message += fmt::format(" (did you mean \"{}\"?)", suggestion);
  } else {
    message += "; `cvtidy rules` lists them, and globs such as \"date/*\" select a group";
  }
  return absl::InvalidArgumentError(message);
}

absl::StatusOr<RuleSet> RuleSet::Resolve(const Config& config, const Selection& cli) {
  for (const std::string& p : cli.select) {
    CVTIDY_RETURN_IF_ERROR(CheckRulePattern(p, "--select"));
  }
  for (const std::string& p : cli.ignore) {
    CVTIDY_RETURN_IF_ERROR(CheckRulePattern(p, "--ignore"));
  }
  for (const std::vector<RulePattern>* list : {&config.select, &config.ignore}) {
    for (const RulePattern& p : *list) {
      CVTIDY_RETURN_IF_ERROR(CheckConfigPattern(config, p));
    }
  }
  for (const RuleSetting& setting : config.rules) {
    CVTIDY_RETURN_IF_ERROR(CheckConfigPattern(config, setting.pattern));
  }
  RuleSet set;
  for (const Rule* rule : RuleRegistry::Get().All()) {
    const std::string_view id = rule->info().id;
    if (!cli.select.empty() ? !MatchesAny(cli.select, id)
                            : !config.select.empty() && !MatchesAny(config.select, id)) {
      continue;
    }
    if (MatchesAny(config.ignore, id) || MatchesAny(cli.ignore, id)) {
      continue;
    }
    Severity severity = rule->info().default_severity;
    bool off = false;
    for (const RuleSetting& setting : config.rules) {
      if (GlobMatch(setting.pattern.pattern, id)) {
        off = setting.level == RuleLevel::kOff;
        severity = ToSeverity(setting.level);
      }
    }
    if (!off) {
      set.rules_.push_back({rule, severity});
    }
  }
  return set;
}

RuleSet RuleSet::Only(std::span<const Rule* const> rules) {
  RuleSet set;
  for (const Rule* rule : rules) {
    set.rules_.push_back({rule, rule->info().default_severity});
  }
  std::sort(set.rules_.begin(), set.rules_.end(), [](const EnabledRule& a, const EnabledRule& b) {
    return a.rule->info().id < b.rule->info().id;
  });
  return set;
}

const EnabledRule* RuleSet::Find(std::string_view id) const {
  const auto it = std::lower_bound(
      rules_.begin(), rules_.end(), id,
      [](const EnabledRule& r, std::string_view k) { return r.rule->info().id < k; });
  return it != rules_.end() && it->rule->info().id == id ? &*it : nullptr;
}

}  // namespace cvtidy
