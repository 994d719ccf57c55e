// `cvtidy rules` and `cvtidy explain`: documentation rendered from rule metadata.
#include <cstdio>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/cli/commands.h"
#include "src/cli/session.h"
#include "src/engine/rule_docs.h"

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

int RunRules(const Options& options) {
  const auto rules = RuleRegistry::Get().All();
  if (options.format == "json") {
    return Print(RenderRulesJson(rules));
  }
  if (options.format == "markdown") {
    return Print(RenderRulesMarkdown(rules));
  }
  return Print(RenderRulesTable(rules));
}

int RunExplain(const Options& options) {
  const std::string& id = options.args.front();
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
