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
    return Print(RenderExplain(*rule));
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
