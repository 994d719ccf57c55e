#include "rules/date/venue_year_mismatch.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "absl/container/inlined_vector.h"
#include <fmt/format.h>

#include "src/base/strings.h"

namespace cvtidy {
namespace {

// True when `date` lies inside one of `venues` (the `2025` of `NSDI 2025` is the venue's year,
// not the entry's date).
bool InsideAVenue(const DateSpan& date, std::span<const VenueMention> venues) {
  return std::any_of(venues.begin(), venues.end(), [&](const VenueMention& v) {
    return v.range.Overlaps(date.range) ||
           (!v.year_range.empty() && v.year_range.Overlaps(date.range));
  });
}

// True when `date` directly continues `venue`'s year with nothing but spaces and commas
// between them: `NeurIPS 2023, 2024` lists years of the venue, and `ASPLOS 2023 2023` is
// date/duplicated-year's. Neither is the entry's own date.
bool ContinuesVenue(const DateSpan& date, const VenueMention& venue, const Document& doc) {
  const uint32_t venue_end = std::max(venue.range.end, venue.year_range.end);
  if (date.range.begin < venue_end) {
    return false;
  }
  const std::string_view gap = doc.Text({venue_end, date.range.begin});
  return gap.find_first_not_of(" ,") == std::string_view::npos;
}

// The years an entry's own date covers: one year, or a range's first to last (an open end is
// the reference year).
struct YearSpan {
  int first = 0;
  int last = 0;
};

std::optional<YearSpan> YearsOf(const DateSpan& date, int today_year) {
  if (date.start.is_present() || date.start.year == 0) {
    return std::nullopt;
  }
  YearSpan years{date.start.year, date.start.year};
  if (date.is_range && !date.open_end) {
    years.last = date.end.is_present() ? today_year : date.end.year;
  }
  if (years.last < years.first) {
    std::swap(years.first, years.last);  // date/range-reversed reports the range itself
  }
  return years;
}

// True when `venue_year` fits an entry of `years`: within them, or for a venue the entry
// serves (a committee seat, a chair, reviewing), the year after them, since program
// committees meet a year ahead of their conference.
// Service and news run a year ahead: a committee seat dated 2026 for `OSDI 2027`, news of
// December 2026 that a paper was accepted at `OSDI 2027`.
bool Fits(int venue_year, YearSpan years, EntryKind kind) {
  return (venue_year >= years.first && venue_year <= years.last) ||
         ((kind == EntryKind::kService || kind == EntryKind::kNews) &&
          venue_year == years.last + 1);
}

}  // namespace

const RuleInfo& DateVenueYearMismatchRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/venue-year-mismatch",
      .default_severity = Severity::kWarning,
      .summary = "An entry's date or year heading disagrees with the year of the venue it names.",
      .explanation = R"md(## What it does
Compares the year of a known venue named in an entry with the entry's own year:

- An entry that is not a publication (an award, a travel grant, a talk, a committee seat)
  with exactly one venue mention carrying a year and exactly one date of its own (a date
  outside the venue mention) is reported when the venue's year is outside the date's years:
  a travel grant dated `May 2026` for `NSDI 2025`. A range covers its years
  (`2023 – 2025` agrees with `OSDI 2024`). Without a date of its own, the entry takes the year
  of an enclosing year heading (`## 2023`). Service runs a year ahead: an entry that serves
  the venue (a program committee, a chair, reviewing: under a service heading or naming the
  role) may name the next year's venue (`Program Committee, OSDI 2027` dated 2026 is normal),
  and so may a news item (`Dec 2026: paper accepted at OSDI 2027`).
- A publication listed under a year heading (a section titled `2023`, `**2023**`) is
  reported when none of its venue years is the heading's year.

Years following the venue with only spaces or commas between (`NeurIPS 2023, 2024`) list the
venue's editions, so such an entry is skipped; publications' own dates (an issue date, an
online date) are not compared, since journals and early-year conferences often differ by a
year from them. Entries naming several dated venues are skipped as ambiguous.

## Why is this bad?
A mismatch is usually a typo in one of the two years, or an entry copied from last year's
line and half updated; either way the CV states something that cannot be true, and a reader
checking it notices.

## Example
```markdown
## Awards and Grants
- May 2026 **NSDI 2025 Student Travel Grant**
- Nov 2022 **Middleware 2022 Best Paper Award**
```
`NSDI 2025` is reported: the grant is dated 2026. The Middleware entry agrees.

## Fix safety
No fix: only the author knows which of the two years is wrong.
)md",
      .fix_availability = FixAvailability::kNone,
  };
  return kInfo;
}

void DateVenueYearMismatchRule::Check(const Document& doc, const RuleContext& ctx,
                                      DiagnosticSink& sink) const {
  // Nothing names a venue.
  if (doc.venues().empty()) {
    return;
  }
  // The entry's venue mentions with a year: an entry names a few venues at most, held
  // without an allocation.
  absl::InlinedVector<const VenueMention*, 8> dated;
  for (const Entry& entry : doc.entries()) {
    const std::span<const VenueMention> venues = doc.VenuesOf(entry);
    dated.clear();
    for (const VenueMention& v : venues) {
      if (v.year != 0) {
        dated.push_back(&v);
      }
    }
    if (dated.empty()) {
      continue;
    }
    // The year of the year heading the entry sits under (`### 2023`); 0 when none.
    const int heading = doc.sections()[entry.section].year;

    // A publication: only a year heading dates it.
    if (entry.kind == EntryKind::kCitation) {
      if (heading == 0 || std::any_of(dated.begin(), dated.end(),
                                      [&](const VenueMention* v) { return v->year == heading; })) {
        continue;
      }
      for (const VenueMention* v : dated) {
        sink.Report(v->range, fmt::format("`{}` is listed under the {} heading", doc.Text(v->range),
                                          heading));
      }
      continue;
    }

    // Anything else: one dated venue, compared with the entry's one date of its own.
    if (dated.size() != 1) {
      continue;
    }
    const VenueMention& venue = *dated.front();
    // The entry's dates outside its venues: only the first is compared, so only it is kept.
    const DateSpan* first_own = nullptr;
    size_t own_count = 0;
    bool lists_years = false;
    for (const DateSpan& date : doc.DatesOf(entry)) {
      if (InsideAVenue(date, venues)) {
        continue;
      }
      lists_years = lists_years || ContinuesVenue(date, venue, doc);
      first_own = own_count == 0 ? &date : first_own;
      ++own_count;
    }
    // `NeurIPS 2023, 2024`: the venue's editions, not the entry's date.
    if (lists_years || own_count > 1) {
      continue;
    }
    if (first_own == nullptr) {
      if (heading != 0 && !Fits(venue.year, YearSpan{heading, heading}, entry.kind)) {
        sink.Report(venue.range, fmt::format("`{}` is listed under the {} heading",
                                             doc.Text(venue.range), heading));
      }
      continue;
    }
    const std::optional<YearSpan> years = YearsOf(*first_own, ctx.today.year);
    if (!years || Fits(venue.year, *years, entry.kind)) {
      continue;
    }
    sink.Report(venue.range,
                fmt::format("entry dated `{}` names `{}`, a venue of {}",
                            doc.OneLineText(first_own->range), doc.Text(venue.range), venue.year));
  }
}

CVTIDY_REGISTER_RULE(DateVenueYearMismatchRule);

}  // namespace cvtidy
