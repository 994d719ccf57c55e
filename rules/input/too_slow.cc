#include "rules/input/too_slow.h"

namespace cvtidy {

const RuleInfo& InputTooSlowRule::info() const {
  static const RuleInfo kInfo{
      .id = "input/too-slow",
      .default_severity = Severity::kError,
      .summary = "Checking the file took longer than its time budget, so it is skipped.",
      .explanation = R"md(## What it does
Reports a file whose checking (or fixing) took longer than its time budget, 5 seconds unless
`--file-timeout SECONDS` or `file-timeout = SECONDS` in `cvtidy.toml` says otherwise, and
names the rule that was running when the budget ran out. The file is then skipped: its other
findings are not reported and `cvtidy fix` leaves it untouched. The rest of the batch goes on.
A rule that does not return at all is abandoned a second after the budget runs out, and
cvtidy still finishes the batch and exits.

## Why is this bad?
A CV takes milliseconds to check. One that takes seconds has met a bug in a rule (please
report it, with the file if you can share it), or is not a CV: a machine-generated file that
happens to end in `.md`. Without a budget, one such file stalls a batch of thousands.
Turning this rule off hides the report but still skips the file; `--file-timeout 0` lifts
the limit instead.

## Example
```
cv.md:1:1: error: gave up on this file after its 5 s budget, while `ocr/hyphenation` was running; file skipped [input/too-slow]
```
Check it alone with a larger budget: `cvtidy check --file-timeout 60 cv.md`.

## Fix safety
No fix: nothing is known about the file except that checking it took too long.
)md",
      .fix_availability = FixAvailability::kNone,
  };
  return kInfo;
}

CVTIDY_REGISTER_RULE(InputTooSlowRule);

}  // namespace cvtidy
