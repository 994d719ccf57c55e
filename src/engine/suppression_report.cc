#include "src/engine/suppression_report.h"

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/engine/custom_rules.h"
#include "src/engine/fix_builder.h"
#include "src/engine/rule.h"

namespace cvtidy {
namespace {

// Whether `pattern` (a rule id, or a glob with `*`) names at least one rule.
bool NamesARule(std::string_view pattern) {
  if (pattern.find('*') == std::string_view::npos) {
    return IsCustomRuleId(pattern) || RuleRegistry::Get().Find(pattern) != nullptr;
  }
  if (GlobMatch(pattern, kCustomRulePrefix)) {
    return true;  // `custom/*`: the custom rules are the configuration's
  }
  for (const Rule* rule : RuleRegistry::Get().All()) {
    if (GlobMatch(pattern, rule->info().id)) {
      return true;
    }
  }
  return false;
}

// The patterns of `d` as written, for messages: `date/order, name/*`; `every rule` if none.
std::string DescribePatterns(const Directive& d) {
  if (d.patterns.empty()) {
    return "every rule";
  }
  std::string out;
  for (const std::string_view pattern : d.patterns) {
    out += out.empty() ? "" : ", ";
    out += fmt::format("`{}`", pattern);
  }
  return out;
}

// Removes the comment `d`: its whole line when nothing else is on it.
Fix RemoveComment(const Document& doc, const Directive& d) {
  const std::string title = "Remove the unused suppression comment";
  if (d.line < doc.lines().size()) {
    const Line& line = doc.lines()[d.line];
    if (line.range.begin <= d.range.begin && d.range.end <= line.range.end &&
        TrimAscii(doc.Text(line.range)) == doc.Text(d.range)) {
      return DeleteLine(doc, d.line, title);
    }
  }
  return DeleteSpan(d.range, title);
}

}  // namespace

void ReportSuppressionProblems(const Document& doc, const RuleSet& rules,
                               const Suppressions& suppressions, DiagnosticSink& sink) {
  const std::span<const Directive> directives = doc.directives();
  if (directives.empty()) {
    return;
  }
  if (const EnabledRule* unknown = rules.Find(kUnknownSuppressionRuleId)) {
    std::vector<std::string_view> ids;
    for (const Rule* rule : RuleRegistry::Get().All()) {
      ids.push_back(rule->info().id);
    }
    sink.SetRule(kUnknownSuppressionRuleId, unknown->severity);
    for (const Directive& d : directives) {
      for (const std::string_view pattern : d.patterns) {
        if (NamesARule(pattern)) {
          continue;
        }
        const std::string_view closest = SuggestClosest(pattern, ids);
        sink.Report(
            d.range,
            closest.empty()
                ? fmt::format("`{}` names no rule; `cvtidy rules` lists the rule ids", pattern)
                : fmt::format("`{}` names no rule; did you mean `{}`?", pattern, closest));
      }
    }
  }
  if (const EnabledRule* unused = rules.Find(kUnusedSuppressionRuleId)) {
    sink.SetRule(kUnusedSuppressionRuleId, unused->severity);
    for (size_t i = 0; i < directives.size(); ++i) {
      if (suppressions.Used(i)) {
        continue;
      }
      const Directive& d = directives[i];
      // A misspelt id is suppression/unknown-rule's: the fix is the right id, not removal.
      if (!std::all_of(d.patterns.begin(), d.patterns.end(), NamesARule)) {
        continue;
      }
      std::string note;
      for (const std::string_view pattern : d.patterns) {
        if (pattern.find('*') == std::string_view::npos && NamesARule(pattern) &&
            !IsCustomRuleId(pattern) && rules.Find(pattern) == nullptr) {
          note += fmt::format("{}`{}` is not enabled", note.empty() ? "" : "; ", pattern);
        }
      }
      sink.Report(
          d.range,
          fmt::format("this suppression comment (for {}) silences nothing", DescribePatterns(d)),
          RemoveComment(doc, d), std::move(note));
    }
  }
}

}  // namespace cvtidy
