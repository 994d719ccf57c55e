#include "rules/date/future.h"

#include <string_view>

#include <fmt/format.h>

#include "src/base/strings.h"

namespace cvtidy {
namespace {

// Words that say a date is planned rather than past (matched anywhere on the date's line,
// ignoring case).
constexpr std::string_view kAllowingContext[] = {
    "expected",      "exp.",           "to appear",   "forthcoming", "under review",
    "in submission", "in preparation", "anticipated", "planned",     "upcoming",
};

bool HasAllowingContext(std::string_view line) {
  for (std::string_view word : kAllowingContext) {
    if (ContainsIgnoreCase(line, word)) {
      return true;
    }
  }
  return false;
}

// Returns true when `point` is after `today` at the point's own precision: a year-only point
// is future from next year on, a month (or a season, by its first month) from next month on.
bool IsFuture(const DatePoint& point, const CivilDate& today) {
  if (point.is_present()) {
    return false;
  }
  const int32_t key = point.SortKey();
  if (key % 100 == 0) {
    return point.year > today.year;
  }
  return key > today.year * 100 + today.month;
}

// True when `span` sits where next year's dates are normal (RunsAYearAhead(EntryKind)):
// program committees and talks are announced a year ahead, news precedes the event, and an
// accepted paper names next year's conference.
bool InAYearAheadEntry(const Document& doc, const DateSpan& span) {
  const uint32_t entry = doc.lines()[span.line].entry;
  return entry != kNoIndex && RunsAYearAhead(doc.entries()[entry].kind);
}

}  // namespace

const RuleInfo& DateFutureRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/future",
      .default_severity = Severity::kWarning,
      .summary = "A date lies after the reference date and nothing says it is planned.",
      .explanation = R"md(## What it does
Reports a date that lies after the reference date (today, or the date given with
`--today YYYY-MM-DD`), compared at the date's own precision: `2027` is in the future from
1 January 2027 on, `Sep 2026` from 1 September 2026 on, and a season counts from its first
month (`Fall 2026` from September). `Present` is never in the future.

A date is not reported when its line says the event is planned: `expected`, `exp.`,
`to appear`, `forthcoming`, `under review`, `in submission`, `in preparation`, `anticipated`,
`planned` or `upcoming` (in any case). A range is reported only when it starts in the
future: the end of a running grant, degree or appointment is planned by nature. In service,
citation, talk and news entries (under such a heading, or saying so: `Program Committee`,
`Invited talk`, a dated `accepted at`) the coming months and next year are normal (program
committees and talks are announced a year ahead, an accepted paper names next year's
conference), so only dates beyond next year, and ranges running to `Present` from a future
start, are reported there. Nor is next year's venue in an entry that serves it (`Program
Committee, OSDI 2027` in 2026), wherever the entry stands.

## Why is this bad?
A future date without such a word reads as a claim that something already happened: a
degree awarded in 2027, a paper published next year. It is usually a typo (`2062` for
`2026`) or a planned item that should say so.

## Example
With the reference date 2026-03-15:
```markdown
## Experience
- Visiting Researcher, Fabrikam Research, Jun 2026 – Aug 2026
- Software Engineer, Northwind Systems, 2027
```
Use instead:
```markdown
## Experience
- Visiting Researcher, Fabrikam Research, Jun 2026 – Aug 2026 (upcoming)
- Software Engineer, Northwind Systems, 2027 (planned)
```

## Fix safety
No fix: only the author knows whether the date is a typo or a plan.
)md",
      .fix_availability = FixAvailability::kNone,
  };
  return kInfo;
}

void DateFutureRule::Check(const Document& doc, const RuleContext& ctx,
                           DiagnosticSink& sink) const {
  const CivilDate& today = ctx.today;
  for (const DateSpan& span : doc.dates()) {
    // A range's end may lie ahead: a grant or a degree still running ends when planned.
    if (!IsFuture(span.start, today) || (span.start.year <= today.year + 1 &&
                                         !span.runs_to_present() && InAYearAheadEntry(doc, span))) {
      continue;
    }
    // The line says the date is planned ("expected", "to appear", ...).
    if (HasAllowingContext(doc.LineText(span.line))) {
      continue;
    }
    // Next year's venue in an entry that serves it: committees work a year ahead.
    if (const VenueMention* venue = doc.VenueYearAt(span.start.year_range);
        venue != nullptr && venue->service && span.start.year <= today.year + 1) {
      continue;
    }
    sink.Report(span.start.range,
                fmt::format("date `{}` is after the reference date {:04}-{:02}-{:02}",
                            doc.OneLineText(span.start.range), today.year, today.month, today.day),
                std::nullopt,
                "if it is planned, say so on its line (\"expected\", \"to appear\", "
                "\"under review\", ...)");
  }
}

CVTIDY_REGISTER_RULE(DateFutureRule);

}  // namespace cvtidy
