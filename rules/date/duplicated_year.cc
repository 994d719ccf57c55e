#include "rules/date/duplicated_year.h"

#include <fmt/format.h>

namespace cvtidy {
namespace {

// A lone four-digit year: not a range, not a month, not `'23`.
bool IsBareYear(const DateSpan& span) {
  return !span.is_range && span.start.style == DateStyle::kYear && !span.start.two_digit_year;
}

// True when `gap` is one or more spaces. Tabs separate the cells of a flattened table row,
// where a year column next to `EuroSys 2023` is not a repeat.
bool IsSpaceRun(std::string_view gap) {
  return !gap.empty() && gap.find_first_not_of(' ') == std::string_view::npos;
}

}  // namespace

const RuleInfo& DateDuplicatedYearRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/duplicated-year",
      .default_severity = Severity::kWarning,
      .summary = "The same year is written twice in a row.",
      .explanation = R"md(## What it does
Reports a year followed, after nothing but spaces, by the same year again:
`Best Paper Award, ASPLOS 2023 2023`. Lists (`2019, 2021`), ranges (`2019 – 2019`) and
table cells separated by tabs are left alone.

## Why is this bad?
The repeat is almost always residue: a converter merged the venue's year with the entry's
date column, or the year was typed in twice.

## Example
```markdown
- Best Paper Award, EuroSys 2023 2023
```
The second `2023` is reported. Since the first is EuroSys's own year, the second may be the
award's, so there is no fix; `Fellowship 2020 2020` gets one that writes `Fellowship 2020`.

## Fix safety
Safe: the fix deletes only the spaces and the repeated year, which carry no information.
No fix after a venue's own year (`EuroSys 2023 2023`, as in the example): there the second
year may be another fact that only matches, a table's year column flattened into the line
(`ASPLOS 2023 | 2023 | Best Paper`); delete it by hand when it is a repeat.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
  };
  return kInfo;
}

void DateDuplicatedYearRule::Check(const Document& doc, const RuleContext& ctx,
                                   DiagnosticSink& sink) const {
  const std::span<const DateSpan> dates = doc.dates();
  for (size_t i = 1; i < dates.size(); ++i) {
    const DateSpan& first = dates[i - 1];
    const DateSpan& second = dates[i];
    // Two bare years, on one line, of the same year.
    if (!IsBareYear(first) || !IsBareYear(second) || first.line != second.line ||
        first.start.year != second.start.year) {
      continue;
    }
    // Only spaces between them: `2019, 2019` is a list, `2019\t2019` two cells.
    const ByteRange first_year = first.start.range;
    const ByteRange second_year = second.start.range;
    if (first_year.end > second_year.begin ||
        !IsSpaceRun(doc.Text({first_year.end, second_year.begin}))) {
      continue;
    }
    const std::string_view year = doc.Text(second_year);
    std::string title = fmt::format("Remove the repeated `{}`", year);
    // After a venue's own year (`ASPLOS 2023 2023 Best Paper`: a table's year column flattened
    // into the line) the second year may be a fact of its own, the award's or the entry's,
    // that only happens to match: deleting it would pick one of two readings.
    if (const VenueMention* venue = doc.VenueYearAt(first_year)) {
      sink.Report({first_year.begin, second_year.end},
                  fmt::format("year `{}` is written twice in a row", year), std::nullopt,
                  fmt::format("no fix: the first `{}` is the year of `{}`, and the second may be "
                              "another column's (the award's or the entry's year)",
                              year, doc.OneLineText(venue->range)));
      continue;
    }
    // The fix keeps the first year and deletes the gap and the second.
    sink.Report(
        {first_year.begin, second_year.end},
        fmt::format("year `{}` is written twice in a row", year),
        Fix{std::move(title), FixSafety::kSafe, {TextEdit{{first_year.end, second_year.end}, ""}}});
  }
}

CVTIDY_REGISTER_RULE(DateDuplicatedYearRule);

}  // namespace cvtidy
