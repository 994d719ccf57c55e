// `cvtidy rules` and `cvtidy explain`: documentation rendered from rule metadata.
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/cli/commands.h"
#include "src/cli/session.h"
#include "src/config/resolver.h"
#include "src/engine/custom_rules.h"
#include "src/engine/rule_docs.h"
#include "src/engine/rule_set.h"

namespace cvtidy::cli {
namespace {

int Print(const std::string& text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    PrintError("writing to standard output failed");
    return kExitError;
  }
  return kExitClean;
}

// `cvtidy explain RULE FILE`, after the explanation: what the rule finds in FILE, reported as
// `cvtidy check --select RULE FILE` would (help: and note: lines included), so the user sees
// the explanation applied to their own text.
int ExplainFile(const Rule& rule, const Options& options) {
  Options check = options;  // keeps --config and --today
  check.command = Command::kCheck;
  check.args = {options.args[1]};
  check.selection = Selection{{std::string(rule.info().id)}, {}};
  check.format = "text";
  if (const int code = Print(fmt::format("\n## {} in {}\n\n", rule.info().id, check.args[0]));
      code != kExitClean) {
    return code;
  }
  // Findings are what was asked for, not a failure.
  return RunCheck(check) == kExitError ? kExitError : kExitClean;
}

}  // namespace

// The [[custom]] rules of the config governing `anchor` (--config when given, else the
// cvtidy.toml files found from `anchor` up); null when it has none. Errors are printed.
absl::StatusOr<std::shared_ptr<const CustomRules>> CustomRulesFor(const Options& options,
                                                                  const std::string& anchor) {
  std::optional<std::filesystem::path> override_path;
  if (options.config) {
    override_path = std::filesystem::path(*options.config);
  }
  ConfigResolver resolver(override_path);
  absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(anchor);
  if (!config.ok()) {
    return config.status();
  }
  if ((*config)->custom.empty()) {
    return nullptr;
  }
  return CustomRules::Build((*config)->custom);
}

int RunRules(const Options& options) {
  // The configuration in effect here (--config, else the working directory's cvtidy.toml
  // files; none with --no-config): its [[custom]] rules are listed after the built-in ones,
  // and every rule at its configured level.
  absl::StatusOr<std::shared_ptr<const Config>> config = ConfigFor(options, ".");
  absl::StatusOr<RuleSet> set = config.ok() ? RuleSet::Resolve(**config, Selection{})
                                            : absl::StatusOr<RuleSet>(config.status());
  if (!set.ok()) {
    PrintError(FromAbsl(set.status().message()));
    return kExitError;
  }
  std::vector<const Rule*> rules(RuleRegistry::Get().All().begin(),
                                 RuleRegistry::Get().All().end());
  if (set->custom() != nullptr) {
    rules.insert(rules.end(), set->custom()->rules().begin(), set->custom()->rules().end());
  }
  // Without a file the defaults apply: the output is the built-in table (docs/rules.md).
  std::vector<RuleLevel> levels;
  if (!CascadeOf(**config).empty()) {
    for (const Rule* rule : rules) {
      const EnabledRule* enabled = set->Find(rule->info().id);
      levels.push_back(enabled == nullptr ? RuleLevel::kOff : LevelOf(enabled->severity));
    }
  }
  if (options.format == "json") {
    return Print(RenderRulesJson(rules, levels));
  }
  if (options.format == "markdown") {
    return Print(RenderRulesMarkdown(rules, levels));
  }
  return Print(RenderRulesTable(rules, levels));
}

int RunExplain(const Options& options) {
  const std::string& id = options.args.front();
  if (IsCustomRuleId(id)) {
    // User-defined: its definition lives in the config governing FILE (or the working
    // directory), or in --config.
    absl::StatusOr<std::shared_ptr<const CustomRules>> custom =
        CustomRulesFor(options, options.args.size() >= 2 ? options.args[1] : ".");
    if (!custom.ok()) {
      PrintError(FromAbsl(custom.status().message()));
      return kExitError;
    }
    const CustomRule* rule = *custom != nullptr ? (*custom)->Find(id) : nullptr;
    if (rule == nullptr) {
      PrintError(fmt::format(
          "'{}' would be a user-defined rule, but no [[custom]] entry of the {} defines it", id,
          options.config ? fmt::format("config '{}'", *options.config)
                         : std::string("cvtidy.toml files found from here")));
      return kExitError;
    }
    const int code = Print(RenderExplain(*rule));
    if (code != kExitClean || options.args.size() < 2) {
      return code;
    }
    return ExplainFile(*rule, options);
  }
  if (const Rule* rule = RuleRegistry::Get().Find(id)) {
    const int code = Print(RenderExplain(*rule));
    if (code != kExitClean || options.args.size() < 2) {
      return code;
    }
    return ExplainFile(*rule, options);
  }
  std::vector<std::string_view> ids;
  for (const Rule* rule : RuleRegistry::Get().All()) {
    ids.push_back(rule->info().id);
  }
  const std::string_view suggestion = SuggestClosest(id, ids);
  PrintError(suggestion.empty()
                 ? fmt::format("unknown rule '{}'; 'cvtidy rules' lists them", id)
                 : fmt::format("unknown rule '{}' (did you mean '{}'?)", id, suggestion));
  return kExitError;
}

}  // namespace cvtidy::cli
