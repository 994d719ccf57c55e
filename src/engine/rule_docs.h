// Rule documentation rendered from rule metadata (RuleInfo): what `cvtidy rules` and
// `cvtidy explain` print, and docs/rules.md. Pure functions: the caller passes the rules
// (usually RuleRegistry::Get().All(), already sorted by id) and prints the result.
//
//   fmt::print("{}", RenderRulesTable(RuleRegistry::Get().All()));
//   if (const Rule* rule = RuleRegistry::Get().Find(id)) fmt::print("{}", RenderExplain(*rule));
#ifndef CVTIDY_SRC_ENGINE_RULE_DOCS_H_
#define CVTIDY_SRC_ENGINE_RULE_DOCS_H_

#include <span>
#include <string>
#include <string_view>

#include "absl/status/status.h"

#include "src/config/config.h"
#include "src/engine/rule.h"

namespace cvtidy {

// "none", "sometimes", "always".
std::string_view FixAvailabilityName(FixAvailability availability);

// What a configuration makes of each rule, index by index with the rules rendered: its level,
// kOff when it does not run (not selected, ignored, or `off`). Empty: the built-in defaults.
using ConfiguredLevels = std::span<const RuleLevel>;

// Returns the `cvtidy rules` table: columns ID, SEVERITY, FIX, SUMMARY, aligned with spaces,
// one rule per line in the order given. FIX is `safe` or `unsafe` (the fix's safety), `-`
// when the rule has no fix, with `*` appended (`safe*`) when the fix is available only in
// some cases; a footer line explains the `*` when one appears. With `levels`, SEVERITY is the
// configured level (`off` for a rule that does not run), followed by `(default: warning)`
// where it differs from the default.
std::string RenderRulesTable(std::span<const Rule* const> rules, ConfiguredLevels levels = {});

// Returns `cvtidy rules --format json`: a JSON array, one object per rule:
//   {"id", "severity", "default_severity", "enabled", "summary",
//    "fix": {"availability": "none"|"sometimes"|"always",
//    "safety": "safe"|"unsafe"|null (null when availability is "none")}, "explanation"}
// "severity" is the configured one (the default without `levels`; a rule that does not run
// keeps its default there, with "enabled": false).
std::string RenderRulesJson(std::span<const Rule* const> rules, ConfiguredLevels levels = {});

// Returns the whole of docs/rules.md: a generated-file banner, a title, an index table
// linking to one `## <id>` section per rule (summary, default severity, fix, then the
// explanation with its headings demoted one level; fenced code is left alone). With `levels`,
// the index table's Severity column is the configured level.
std::string RenderRulesMarkdown(std::span<const Rule* const> rules, ConfiguredLevels levels = {});

// Returns what `cvtidy explain ID` prints:
//   date/mixed-format (default: warning; fix: safe)
//   <summary>
//
//   <explanation>
// The fix part reads `none`, `safe`, `unsafe`, or e.g. `safe, in some cases`.
std::string RenderExplain(const Rule& rule);

// The anchor of rule `rule_id`'s section in docs/rules.md (GitHub's heading anchor:
// `date/mixed-format` -> `datemixed-format`), as the page's index links it.
std::string RuleDocsAnchor(std::string_view rule_id);

// Returns OK when `info.explanation` has the sections `## What it does`, `## Why is this
// bad?`, `## Example` and `## Fix safety`, each once, in that order, each with some text
// (other `## ` sections may come between). Headings inside fenced code do not count.
// Otherwise kInvalidArgument naming the rule and what is wrong.
[[nodiscard]] absl::Status CheckExplanation(const RuleInfo& info);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_RULE_DOCS_H_
