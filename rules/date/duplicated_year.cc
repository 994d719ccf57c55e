#include "rules/date/duplicated_year.h"

#include <string>
#include <vector>

#include <fmt/format.h>

#include "src/engine/fix_builder.h"

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

// How many lines of each section end with a date (a year, a range, `May 2024`): a CV that
// keeps its dates in a column at the line end.
std::vector<uint32_t> LinesEndingWithADate(const Document& doc) {
  std::vector<uint32_t> counts(doc.sections().size() + 1, 0);
  uint32_t last_line = kNoIndex;
  for (const DateSpan& date : doc.dates()) {
    const Line& line = doc.lines()[date.line];
    if (date.line != last_line && date.range.end == line.content.end &&
        line.section < counts.size()) {
      ++counts[line.section];
      last_line = date.line;
    }
  }
  return counts;
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
The second `2023` is reported. Since the first is EuroSys's own year, the second may be the
award's, so there is no fix; `Fellowship 2020 2020` gets one that writes `Fellowship 2020`.

## Fix safety
Safe: the fix deletes only the spaces and the repeated year. It is offered only where the
repeat is proven. No fix when a venue's own year is followed by a year that closes the line
(`EuroSys 2023 2023`): the second year may be another fact that only matches, a table's year
column flattened into the line (`ASPLOS 2023 | 2023`); delete it by hand when it is a repeat. No fix
either when the second year ends its line and other lines of the section end with a date
too: the CV keeps its dates in a column and the second year may be that column's cell.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
  };
  return kInfo;
}

void DateDuplicatedYearRule::Check(const Document& doc, const RuleContext& ctx,
                                   DiagnosticSink& sink) const {
  const std::span<const DateSpan> dates = doc.dates();
  std::vector<uint32_t> dated_line_ends;  // computed at the first repeat
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
    const VenueMention* venue = doc.VenueYearAt(first_year);
    const Line& line = doc.lines()[second.line];
    // `Best Paper Award, ASPLOS 2023 2023` in an award, a talk or a service entry: the venue's
    // year and then the entry's own date, a table column the converter flattened. The second
    // year is a fact of the entry (when the award was given), not a repeat, even when the two
    // agree.
    if (venue != nullptr && line.entry != kNoIndex &&
        doc.entries()[line.entry].kind != EntryKind::kCitation) {
      continue;
    }
    const std::string_view year = doc.Text(second_year);
    const std::string message = fmt::format("year `{}` is written twice in a row", year);
    const bool ends_line = second_year.end == line.content.end;
    // After a venue's own year, a second year closing the line (`ASPLOS 2023 2023`: a table's
    // year column flattened into the line) may be a fact of its own, the entry's, that only
    // happens to match: deleting it would pick one of two readings. Followed by more of the
    // citation (`EuroSys 2023 2023, pages 11-24`) it is a repeat.
    if (venue != nullptr && ends_line) {
      sink.Report({first_year.begin, second_year.end}, message, std::nullopt,
                  fmt::format("no fix: the first `{}` is the year of `{}`, and the second may be "
                              "another column's (the award's or the entry's year)",
                              year, doc.OneLineText(venue->range)));
      continue;
    }
    // A second year that ends the line, in a section whose other lines end with dates, may be
    // the date column's cell: deleting it would lose a fact, so it is reported without a fix.
    if (ends_line) {
      if (dated_line_ends.empty()) {
        dated_line_ends = LinesEndingWithADate(doc);
      }
      if (line.section < dated_line_ends.size() && dated_line_ends[line.section] >= 2) {
        sink.Report({first_year.begin, second_year.end}, message, std::nullopt,
                    fmt::format("{} lines of this section end with a date: the second `{}` may "
                                "be their date column",
                                dated_line_ends[line.section], year));
        continue;
      }
    }
    // The fix keeps the first year and deletes the gap and the second.
    sink.Report({first_year.begin, second_year.end}, message,
                DeleteSpan({first_year.end, second_year.end},
                           fmt::format("Remove the repeated `{}`", year)));
  }
}

CVTIDY_REGISTER_RULE(DateDuplicatedYearRule);

}  // namespace cvtidy
