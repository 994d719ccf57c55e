#include "rules/date/mixed_format.h"

#include <optional>
#include <string>

#include "normalizers/date_style.h"
#include "rules/date/internal/date_majority.h"
#include "src/engine/message.h"

namespace cvtidy {

const RuleInfo& DateMixedFormatRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/mixed-format",
      .default_severity = Severity::kWarning,
      .summary = "Dates of one precision are written in more than one style.",
      .explanation = R"md(## What it does
Looks at every date that has a month (`09/2019`, `2019-09`, `Sep 2019`, `Sep. 2019`,
`September 2019`, `May'23`) and, separately, every date that has a season (`Fall 2019`,
`2019 Fall`). Within each group it reports the dates not written in the CV's style: the
style set by `[style] date` in `cvtidy.toml`, or else the style most dates of the group
use (on a tie nothing is reported: no style is the CV's). Year-only dates and `Present` are never reported.
`May 2019` reads as both `Mon YYYY` and `Month YYYY`, so it fits either and counts for
neither. A range whose start has no year of its own (`Nov – Feb 2021`) is left alone. In a
CV that writes four-digit years, `May'23` does not count towards the majority:
`date/two-digit-year` widens it.

## Why is this bad?
A CV assembled from several sources, or converted from PDF, ends up with `Mar. 2017` in one
entry and `Jun 2018` in the next. Readers notice, and the inconsistency suggests the CV was
not proofread.

## Example
```markdown
- Research Assistant, Northwind Institute, 09/2019 – Present
- Intern, Contoso Labs, Jun 2018 – Aug 2018
- Intern, Fabrikam Research, May 2017 – Aug 2017
```
Most dates are written `Mon YYYY`, so `09/2019` is reported; the fix writes `Sep 2019`.
With `[style] date = "MM/YYYY"` the other four dates would be reported instead.

## Fix safety
The fix rewrites the date in the target style and keeps its month and year. It is safe when
`[style] date` sets the style, or when the CV's majority is decisive (at least 3 dates of the
group and two thirds of them; never in plain text, which `fix`
restores as printed);
a narrower majority's fix is a suggestion (unsafe). Years are
written with four digits unless the target is `Mon'YY`.
A date the parser read across a wrapped line (`March` / `2019`) gets no fix: the rewrite
would join the lines.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .safety_by_vote = true,
  };
  return kInfo;
}

void DateMixedFormatRule::Check(const Document& doc, const RuleContext& ctx,
                                DiagnosticSink& sink) const {
  // No dates, nothing to compare.
  if (doc.dates().empty()) {
    return;
  }
  const internal::DateTargets targets = internal::ResolveDateTargets(doc, ctx.config.style);
  // Without a configured style, one style used throughout (or a tie) leaves no target.
  if (!targets.month.target && !targets.season.target) {
    return;
  }
  // The decision of each group, described once for all its dates.
  std::optional<std::string> month_note;
  std::optional<std::string> season_note;
  internal::ForEachDatePoint(doc, [&](const DateSpan& span, const DatePoint& point) {
    // Year-only and Present points have no style to mix; `May - Aug 2020` would need a year
    // added to its start.
    const bool month = IsMonthStyle(point.style);
    if ((!month && !IsSeasonStyle(point.style)) || internal::IsMonthOnly(span.start)) {
      return;
    }
    const StyleDecision<DateStyle>& decision = month ? targets.month : targets.season;
    const std::optional<DateStyle>& target = decision.target;
    // A group without a target (only ambiguous `May`s, say) or a point in the target style.
    if (!target || internal::FitsStyle(point, *target)) {
      return;
    }
    const bool configured = decision.configured();
    const std::string written = doc.OneLineText(point.range);
    std::string message =
        JoinText({"date `", written, "` is written ", DateStyleName(point.style), "; ",
                  configured ? "the configured style is " : "this CV mostly writes ",
                  DateStyleName(*target)});
    std::optional<std::string>& note = month ? month_note : season_note;
    if (!note) {
      note = DescribeDecision(decision, "date", month ? "month dates" : "season dates",
                              JoinText({"are written ", DateStyleName(*target)}));
    }
    internal::ReportRewrite(sink, doc, point.range, std::move(message),
                            RewriteDate(point, *target, doc.source()), decision.safety(), *note,
                            month ? "month-style" : "season-style");
  });
}

CVTIDY_REGISTER_RULE(DateMixedFormatRule);

}  // namespace cvtidy
