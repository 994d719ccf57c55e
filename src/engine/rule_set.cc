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

bool HasGlob(std::string_view pattern) { return pattern.find('*') != std::string_view::npos; }

// Checks that `pattern` matches one of `ids`: `<what>: unknown rule ...` otherwise.
absl::Status CheckAgainst(std::string_view pattern, std::string_view what,
                          std::span<const std::string_view> ids) {
  for (std::string_view id : ids) {
    if (GlobMatch(pattern, id)) {
      return absl::OkStatus();
    }
  }
  std::string message = fmt::format("{}: unknown rule \"{}\"", what, pattern);
  if (std::string_view suggestion = SuggestClosest(pattern, ids); !suggestion.empty()) {
    message += fmt::format(" (did you mean \"{}\"?)", suggestion);
  } else {
    message += "; `cvtidy rules` lists them, and globs such as \"date/*\" select a group";
  }
  return absl::InvalidArgumentError(message);
}

// Checks a pattern written in a config file against `ids` (registered and this config's
// custom rules), pointing at it, in the file that wrote it, on failure. A glob in the custom/
// namespace may match nothing: a parent directory's config can set the level of custom rules
// its subdirectories define.
absl::Status CheckConfigPattern(const Config& config, const RulePattern& p,
                                std::span<const std::string_view> ids) {
  if (IsCustomRuleId(p.pattern) && HasGlob(p.pattern)) {
    return absl::OkStatus();
  }
  if (absl::Status status = CheckAgainst(p.pattern, "unknown", ids); !status.ok()) {
    // Drop the "unknown: " prefix; the location replaces it.
    std::string_view message = FromAbsl(status.message());
    message.remove_prefix(std::string_view("unknown: ").size());
    return absl::InvalidArgumentError(
        FormatConfigError(OriginOf(config, p), p.line, p.column, message));
  }
  return absl::OkStatus();
}

std::vector<std::string_view> RegisteredIds() {
  std::vector<std::string_view> ids;
  for (const Rule* rule : RuleRegistry::Get().All()) {
    ids.push_back(rule->info().id);
  }
  return ids;
}

bool ById(const EnabledRule& a, const EnabledRule& b) {
  return a.rule->info().id < b.rule->info().id;
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

RuleLevel LevelOf(Severity severity) {
  switch (severity) {
    case Severity::kInfo:
      return RuleLevel::kInfo;
    case Severity::kWarning:
      return RuleLevel::kWarning;
    case Severity::kError:
      return RuleLevel::kError;
  }
  return RuleLevel::kWarning;
}

absl::Status CheckRulePattern(std::string_view pattern, std::string_view what) {
  if (IsCustomRuleId(pattern)) {
    return absl::OkStatus();
  }
  return CheckAgainst(pattern, what, RegisteredIds());
}

absl::StatusOr<RuleSet> RuleSet::Resolve(const Config& config, const Selection& cli) {
  for (const std::string& p : cli.select) {
    CVTIDY_RETURN_IF_ERROR(CheckRulePattern(p, "--select"));
  }
  for (const std::string& p : cli.ignore) {
    CVTIDY_RETURN_IF_ERROR(CheckRulePattern(p, "--ignore"));
  }
  RuleSet set;
  std::vector<const Rule*> candidates(RuleRegistry::Get().All().begin(),
                                      RuleRegistry::Get().All().end());
  std::vector<std::string_view> ids = RegisteredIds();
  if (!config.custom.empty()) {
    absl::StatusOr<std::shared_ptr<const CustomRules>> custom = CustomRules::Build(config.custom);
    if (!custom.ok()) {
      return custom.status();
    }
    set.custom_ = *std::move(custom);
    for (const Rule* rule : set.custom_->rules()) {
      candidates.push_back(rule);
      ids.push_back(rule->info().id);
    }
  }
  for (const std::vector<RulePattern>* list : {&config.select, &config.ignore}) {
    for (const RulePattern& p : *list) {
      CVTIDY_RETURN_IF_ERROR(CheckConfigPattern(config, p, ids));
    }
  }
  for (const RuleSetting& setting : config.rules) {
    CVTIDY_RETURN_IF_ERROR(CheckConfigPattern(config, setting.pattern, ids));
  }
  for (const Rule* rule : candidates) {
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
  std::sort(set.rules_.begin(), set.rules_.end(), ById);
  for (const EnabledRule& enabled : set.rules_) {
    if (set.custom_ == nullptr || !IsCustomRuleId(enabled.rule->info().id)) {
      set.looped_.push_back(enabled);
    }
  }
  if (set.custom_ != nullptr) {
    set.custom_severities_.resize(set.custom_->size());
    for (size_t i = 0; i < set.custom_->size(); ++i) {
      if (const EnabledRule* enabled = set.Find(set.custom_->rule(i).info().id)) {
        set.custom_severities_[i] = enabled->severity;
      }
    }
  }
  return set;
}

RuleSet RuleSet::Only(std::span<const Rule* const> rules) {
  RuleSet set;
  for (const Rule* rule : rules) {
    set.rules_.push_back({rule, rule->info().default_severity});
  }
  std::sort(set.rules_.begin(), set.rules_.end(), ById);
  set.looped_ = set.rules_;
  return set;
}

const EnabledRule* RuleSet::Find(std::string_view id) const {
  const auto it = std::lower_bound(
      rules_.begin(), rules_.end(), id,
      [](const EnabledRule& r, std::string_view k) { return r.rule->info().id < k; });
  return it != rules_.end() && it->rule->info().id == id ? &*it : nullptr;
}

}  // namespace cvtidy
