#include "rules/date/order.h"

#include <vector>

#include <fmt/format.h>

namespace cvtidy {
namespace {

// A section needs this many dated entries before its order means anything.
constexpr size_t kMinDatedEntries = 3;

// The point an entry sorts by: the end of its first date when that is a closed range (an
// entry `2019 – Present` is current, so it sorts last), else the date itself.
const DatePoint& SortPoint(const DateSpan& span) {
  return span.is_range && !span.open_end ? span.end : span.start;
}

}  // namespace

const RuleInfo& DateOrderRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/order",
      .default_severity = Severity::kWarning,
      .summary = "An entry breaks the chronological order of its section.",
      .explanation = R"md(## What it does
Looks at each section with at least three dated entries (entries directly in the section;
subsections are checked on their own). An entry is dated by its first date; a range counts
by its end, so `2019 – Present` sorts after every finished range. With `[style] order =
"reverse"` (the default) dates must not increase down the section; with `"forward"` they
must not decrease; `"off"` turns the check off. Dates are compared at the precision both
have, so `2019` and `Mar 2019` are equal.

The rule only reports a section that is mostly ordered: at least two thirds of the pairs of
neighbouring dated entries must already be in the configured order. For each run of entries
out of place, the first one is reported. A list ordered on purpose by something
else (importance, say) is left alone.

## Why is this bad?
Readers scan a CV's sections expecting the newest item first. One entry out of place is
easy to miss and makes the timeline look wrong; it is often left over from copying an entry
between CV versions.

## Example
```markdown
## Experience
- Staff Engineer, Contoso Labs, 2021 – Present
- Research Intern, Fabrikam Research, 2015
- Software Engineer, Northwind Systems, 2016 – 2017
- Teaching Assistant, Lakeside University, 2014
```
`2016 – 2017` comes after `2015`; move the Northwind entry above the Fabrikam one.

## Fix safety
No fix: moving entries moves whole blocks of the author's text, and where an entry belongs
when dates tie or overlap is a judgement call.
)md",
      .fix_availability = FixAvailability::kNone,
  };
  return kInfo;
}

void DateOrderRule::Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const {
  const DateOrder order = ctx.config.style.order.value_or(DateOrder::kReverse);
  // `[style] order = "off"`.
  if (order == DateOrder::kOff) {
    return;
  }
  std::vector<const DateSpan*> dated;  // each dated entry's first date, in order
  std::vector<bool> out_of_order;      // [i]: dated[i] breaks the order after dated[i-1]
  for (const Section& section : doc.sections()) {
    dated.clear();
    for (const Entry& entry : doc.EntriesOf(section)) {
      const std::span<const DateSpan> dates = doc.DatesOf(entry);
      if (!dates.empty()) {
        dated.push_back(&dates.front());
      }
    }
    // Too few dated entries to have an order.
    if (dated.size() < kMinDatedEntries) {
      continue;
    }
    out_of_order.assign(dated.size(), false);
    size_t disagreeing = 0;
    for (size_t i = 1; i < dated.size(); ++i) {
      const int cmp = ComparePoints(SortPoint(*dated[i]), SortPoint(*dated[i - 1]));
      out_of_order[i] = order == DateOrder::kReverse ? cmp > 0 : cmp < 0;
      disagreeing += out_of_order[i] ? 1 : 0;
    }
    // Nothing out of place.
    if (disagreeing == 0) {
      continue;
    }
    // Not mostly ordered in this direction: ordered by something else, or not at all.
    const size_t pairs = dated.size() - 1;
    if ((pairs - disagreeing) * 3 < pairs * 2) {
      continue;
    }
    const std::string_view direction =
        order == DateOrder::kReverse ? "reverse-chronological" : "chronological";
    for (size_t i = 1; i < dated.size(); ++i) {
      // Only the first entry of each run out of place.
      if (!out_of_order[i] || out_of_order[i - 1]) {
        continue;
      }
      sink.Report(dated[i]->range,
                  fmt::format("entry dated `{}` comes after one dated `{}`; the section is "
                              "otherwise in {} order",
                              doc.Text(dated[i]->range), doc.Text(dated[i - 1]->range), direction));
    }
  }
}

CVTIDY_REGISTER_RULE(DateOrderRule);

}  // namespace cvtidy
