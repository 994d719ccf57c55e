#include "rules/date/range_reversed.h"

#include <fmt/format.h>

namespace cvtidy {

const RuleInfo& DateRangeReversedRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/range-reversed",
      .default_severity = Severity::kError,
      .summary = "A date range ends before it starts.",
      .explanation = R"md(## What it does
Reports every date range whose end is earlier than its start. The two ends are compared at
the precision both have: `2021 – 2019` and `Sep 2019 – Mar 2019` are reversed, while
`2019 – Mar 2019` is not (a year-only end covers every month of its year). A range ending in
`Present` is never reversed.

## Why is this bad?
A reversed range is always a mistake: a transposed pair, a typo, or an OCR misread of one
digit (`2019` read as `2010`). Readers cannot tell which of the two years is wrong, and a
reviewer checking the timeline will stop at it.

## Example
```markdown
- Research Assistant, Northwind Institute, Sep 2021 – Mar 2019
```
Use instead:
```markdown
- Research Assistant, Northwind Institute, Mar 2019 – Sep 2021
```

## Fix safety
No fix: swapping the ends is only one of the possible repairs; the right one depends on
which date is wrong, which only the author knows.
)md",
      .fix_availability = FixAvailability::kNone,
  };
  return kInfo;
}

void DateRangeReversedRule::Check(const Document& doc, const RuleContext& /*ctx*/,
                                  DiagnosticSink& sink) const {
  for (const DateSpan& span : doc.dates()) {
    // A single date, or a range whose end is missing from its line, has no order.
    if (!span.is_range || span.open_end) {
      continue;
    }
    // `Present` comes after every start.
    if (span.end.is_present()) {
      continue;
    }
    // In order, or equal at the precision both ends have (`2019 – Mar 2019`).
    if (ComparePoints(span.end, span.start) >= 0) {
      continue;
    }
    sink.Report(span.range,
                fmt::format("range `{}` ends before it starts", doc.OneLineText(span.range)));
  }
}

CVTIDY_REGISTER_RULE(DateRangeReversedRule);

}  // namespace cvtidy
