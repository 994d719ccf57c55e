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

// `Best Paper Award, ASPLOS 2023 2023` in an award, a talk or a service entry: the venue's year
// and then the entry's own date, a table column the converter flattened. The second year is a
// fact of the entry (when the award was given), not a repeat, even when the two agree.
bool IsDateColumnAfterVenue(const Document& doc, ByteRange first_year, const DateSpan& second) {
  if (doc.VenueYearAt(first_year) == nullptr) {
    return false;
  }
  const uint32_t entry = doc.lines()[second.line].entry;
  return entry != kNoIndex && doc.entries()[entry].kind != EntryKind::kCitation;
}

}  // namespace

const RuleInfo& DateDuplicatedYearRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/duplicated-year",
      .default_severity = Severity::kWarning,
      .summary = "The same year is written twice in a row.",
      .explanation = R"md(## What it does
Reports a year followed, after nothing but spaces, by the same year again:
`Proc. of SIGMOD 2023 2023`. Lists (`2019, 2021`), ranges (`2019 – 2019`) and table cells
separated by tabs are left alone, and so is a venue's year followed by the date of an entry
that is not a citation (`Best Paper Award, ASPLOS 2023 2023`): that second year is the
award's (or talk's, or committee seat's) own date column, flattened by a converter, and a
fact of the entry even when it equals the venue's year.

## Why is this bad?
In a citation the repeat is residue: the year was typed in twice, or a converter merged a
year column into the venue.

## Example
```markdown
## Publications
- Ada Quill. **Tiered Logs**. EuroSys 2023 2023.
```
The second `2023` is reported; the fix writes `EuroSys 2023`.

## Fix safety
Safe: the fix deletes only the spaces and the repeated year, which carry no information.
)md",
      .fix_availability = FixAvailability::kAlways,
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
    if (IsDateColumnAfterVenue(doc, first_year, second)) {
      continue;
    }
    const std::string_view year = doc.Text(second_year);
    std::string title = fmt::format("Remove the repeated `{}`", year);
    // The fix keeps the first year and deletes the gap and the second.
    sink.Report(
        {first_year.begin, second_year.end},
        fmt::format("year `{}` is written twice in a row", year),
        Fix{std::move(title), FixSafety::kSafe, {TextEdit{{first_year.end, second_year.end}, ""}}});
  }
}

CVTIDY_REGISTER_RULE(DateDuplicatedYearRule);

}  // namespace cvtidy
