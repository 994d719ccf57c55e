#include "rules/date/order.h"

#include <algorithm>
#include <span>
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

// When an entry happened: from the earliest start of its dates to the latest point it sorts
// by. Most entries have one date or range; one that names several years (`Fellowship (2002 &
// 2003)`, a paper at `HotI 2024` with its journal version in 2025) spans them all.
struct EntryTime {
  const DateSpan* first = nullptr;  // what a report quotes
  const DatePoint* start = nullptr;
  const DatePoint* sort = nullptr;
};

// True when an entry names several separate dates and no range: a course taught in several
// terms (`Fall 2018, Spring 2019, Fall 2019`), a venue served in several years.
bool IsRecurring(std::span<const DateSpan> dates) {
  return dates.size() >= 2 &&
         std::none_of(dates.begin(), dates.end(), [](const DateSpan& d) { return d.is_range; });
}

EntryTime TimeOf(std::span<const DateSpan> dates) {
  EntryTime time;
  for (const DateSpan& d : dates) {
    if (time.first == nullptr) {
      time = {&d, &d.start, &SortPoint(d)};
      continue;
    }
    if (ComparePoints(d.start, *time.start) < 0) {
      time.start = &d.start;
    }
    if (ComparePoints(SortPoint(d), *time.sort) > 0) {
      time.sort = &SortPoint(d);
    }
  }
  return time;
}

// True when `later` is out of place after `earlier`: an entry is in place when either its
// start or its end keeps the order (CVs sort ranges by either).
bool OutOfOrder(const EntryTime& later, const EntryTime& earlier, DateOrder order) {
  const auto breaks = [&](const DatePoint& a, const DatePoint& b) {
    const int cmp = ComparePoints(a, b);
    return order == DateOrder::kReverse ? cmp > 0 : cmp < 0;
  };
  return breaks(*later.sort, *earlier.sort) && breaks(*later.start, *earlier.start);
}

// Sections whose lists are grouped by something other than time as often as by time.
bool OrderedByConvention(SectionRole role) {
  return role != SectionRole::kService && role != SectionRole::kSkills &&
         role != SectionRole::kOther && role != SectionRole::kContact;
}

}  // namespace

const RuleInfo& DateOrderRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/order",
      .default_severity = Severity::kWarning,
      .summary = "An entry breaks the chronological order of its section.",
      .explanation = R"md(## What it does
Looks at each section with at least three dated entries (entries directly in the section;
subsections are checked on their own). An entry is dated by its dates, from the earliest
start to the latest end (`Fellowship (2002 & 2003)` spans both years). With
`[style] order = "reverse"` (the default) dates must not increase down the section; with
`"forward"` they must not decrease; `"off"` turns the check off. An entry is in place when
either its start or its end keeps the order (CVs sort ranges both ways; `2019 – Present`
sorts by its start, or as the newest). Dates are compared at the precision both have, so
`2019` and `Mar 2019` are equal.

A section where most dated entries recur (several separate dates and no range: a course
with the terms it was taught, `Fall 2018, Spring 2019, Fall 2019`) is ordered by subject, not
time, and is not checked.

The rule only reports a section that is mostly ordered: at least two thirds of the pairs of
neighbouring dated entries must already be in the configured order. For each run of entries
out of place, the first one is reported. A list ordered on purpose by something else
(importance, venue) is left alone, and so are service, skills and membership sections,
which are grouped by venue or kind as often as by year.

In plain text (OCR, PDF text), only list items count as entries: a paragraph there is what
the text extractor grouped, not the author's entry. Wrapped items fall into several
paragraphs, dates printed at the right margin are read onto lines of their own, and two
columns are read across, so paragraphs carry the dates of their neighbours.

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
  // Plain-text paragraphs are the extractor's blocks, not entries (see the explanation).
  const bool paragraphs_unreliable = doc.input_kind() == InputKind::kPlainText;
  std::vector<EntryTime> dated;    // each dated entry's time, in order
  std::vector<bool> out_of_order;  // [i]: dated[i] breaks the order after dated[i-1]
  // No section has more entries than the document: one allocation, not one per doubling.
  dated.reserve(doc.entries().size());
  for (const Section& section : doc.sections()) {
    if (!OrderedByConvention(section.role)) {
      continue;
    }
    dated.clear();
    size_t recurring = 0;
    for (const Entry& entry : doc.EntriesOf(section)) {
      if (paragraphs_unreliable && doc.lines()[entry.first_line].kind != LineKind::kListItem) {
        continue;
      }
      if (const EntryTime time = TimeOf(doc.DatesOf(entry)); time.first != nullptr) {
        dated.push_back(time);
        recurring += IsRecurring(doc.DatesOf(entry)) ? 1 : 0;
      }
    }
    // Too few dated entries to have an order.
    if (dated.size() < kMinDatedEntries) {
      continue;
    }
    // Most entries recur (courses with their terms): the list is ordered by subject, not time.
    if (recurring * 2 > dated.size()) {
      continue;
    }
    out_of_order.assign(dated.size(), false);
    size_t disagreeing = 0;
    for (size_t i = 1; i < dated.size(); ++i) {
      out_of_order[i] = OutOfOrder(dated[i], dated[i - 1], order);
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
      sink.Report(dated[i].first->range,
                  fmt::format("entry dated `{}` comes after one dated `{}`; the section is "
                              "otherwise in {} order",
                              doc.OneLineText(dated[i].first->range),
                              doc.OneLineText(dated[i - 1].first->range), direction));
    }
  }
}

CVTIDY_REGISTER_RULE(DateOrderRule);

}  // namespace cvtidy
