#include "rules/suppression/unknown_rule.h"

namespace cvtidy {

const RuleInfo& SuppressionUnknownRuleRule::info() const {
  static const RuleInfo kInfo{
      .id = "suppression/unknown-rule",
      .default_severity = Severity::kWarning,
      .summary = "A suppression comment names a rule that does not exist.",
      .explanation = R"md(## What it does
Reports a rule id in a `cvtidy-disable*` or `cvtidy-enable` comment that no rule has, or a
pattern (`name/*`) that matches none, and suggests the closest id. Ids under `custom/` are
the configuration's own rules and are taken as written.

## Why is this bad?
A misspelt id silences nothing, so the comment does not do what its author meant, and
nothing else would say so.

## Example
```markdown
<!-- cvtidy-disable-next-line date/mixed-formats -->
```
Reported as: `date/mixed-formats` names no rule; did you mean `date/mixed-format`?

## Fix safety
No fix: the closest id is a guess, and the comment's author should choose.
)md",
      .fix_availability = FixAvailability::kNone,
  };
  return kInfo;
}

CVTIDY_REGISTER_RULE(SuppressionUnknownRuleRule);

}  // namespace cvtidy
