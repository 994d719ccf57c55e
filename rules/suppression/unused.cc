#include "rules/suppression/unused.h"

namespace cvtidy {

const RuleInfo& SuppressionUnusedRule::info() const {
  static const RuleInfo kInfo{
      .id = "suppression/unused",
      .default_severity = Severity::kWarning,
      .summary = "A suppression comment that silences nothing.",
      .explanation = R"md(## What it does
Reports a `<!-- cvtidy-disable-next-line ... -->` or `<!-- cvtidy-disable ... -->` comment
that silenced no diagnostic in this run: the problem it was written for has been fixed, the
line it guarded moved, or the rule it names is not enabled (the note says so). An enabling
comment (`cvtidy-enable`) is never reported, nor is a comment naming an id no rule has:
`suppression/unknown-rule` reports that one, whose fix is the right id, not its removal.

## Why is this bad?
A stale suppression hides the next real problem on its line, and readers of the source take
it for a known issue. Like ruff's `RUF100` and ESLint's `--report-unused-disable-directives`.

## Example
```markdown
<!-- cvtidy-disable-next-line date/mixed-format -->
- Visiting Researcher, Example Labs, 2021 - 2022
```
When no date style problem is left on that line, the comment is reported; the fix removes it.

## Fix safety
Safe: the comment silences nothing, so removing it changes no diagnostic and no fact of the
CV. A comment alone on its line goes with its line.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
  };
  return kInfo;
}

CVTIDY_REGISTER_RULE(SuppressionUnusedRule);

}  // namespace cvtidy
