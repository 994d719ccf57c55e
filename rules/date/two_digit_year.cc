#include "rules/date/two_digit_year.h"

#include <algorithm>

#include <fmt/format.h>

#include "normalizers/date_style.h"
#include "rules/date/internal/date_majority.h"
#include "src/base/strings.h"

namespace cvtidy {
namespace {

// True for an acronym as venues are written: `OSDI`, `ATC` (all caps, two letters or more)
// or `EuroSys`, `HotOS`, `NeurIPS` (capitalised with another capital inside).
bool IsAcronymWord(std::string_view word) {
  // Both shapes start with a capital and hold at least two; `May` or `In` hold one.
  int upper = 0;
  for (const char c : word) {
    upper += IsAsciiUpper(c) ? 1 : 0;
  }
  return !word.empty() && IsAsciiUpper(word.front()) && upper >= 2;
}

// True for a bare `'24` directly after an acronym (`OSDI '24`, `ATC'24`): a venue's year,
// which venue/year-form owns.
bool IsVenueYear(const DateSpan& span, const DatePoint& point, const Document& doc) {
  if (point.style != DateStyle::kYear) {
    return false;
  }
  const std::string_view text = doc.source().text();
  const uint32_t line_begin =
      span.line < doc.lines().size() ? doc.lines()[span.line].range.begin : 0;
  uint32_t end = point.range.begin;
  while (end > line_begin && text[end - 1] == ' ') {
    --end;
  }
  uint32_t begin = end;
  while (begin > line_begin && IsAsciiAlnum(text[begin - 1])) {
    --begin;
  }
  return IsAcronymWord(text.substr(begin, end - begin));
}

// The style the four-digit fix writes: the CV's style for the point's group when it is
// configured or decisive, so that this rule and date/mixed-format write the same text on
// `May'23`; else the point's own style, with `Mon'YY` widened to `Mon YYYY`. The fix stays
// safe either way: it never restyles a date on a narrow majority's word.
DateStyle FourDigitStyle(const DatePoint& point, const internal::DateTargets& targets) {
  if (IsMonthStyle(point.style)) {
    const std::optional<DateStyle>& month = targets.month.target;
    if (month && targets.month.decisive && *month != DateStyle::kMonthApostrophe) {
      return *month;
    }
    return point.style == DateStyle::kMonthApostrophe ? DateStyle::kMonthAbbr : point.style;
  }
  if (IsSeasonStyle(point.style) && targets.season.target && targets.season.decisive) {
    return *targets.season.target;
  }
  return point.style;
}

// True for the end of a year range after a four-digit start: the `15` of `2011–15`.
bool IsAbbreviatedRangeEnd(const DateSpan& span, const DatePoint& point) {
  return span.is_range && &point == &span.end && point.two_digit_year &&
         point.style == DateStyle::kYear && span.start.style == DateStyle::kYear &&
         !span.start.two_digit_year;
}

// How the CV ends its year ranges (`2011 – 2015` or `2011–15`).
struct YearRangeEnds {
  size_t full = 0;
  size_t abbreviated = 0;
  bool MostlyFull() const { return full > abbreviated; }
};

YearRangeEnds CountYearRangeEnds(const Document& doc) {
  YearRangeEnds ends;
  for (const DateSpan& span : doc.dates()) {
    if (!span.is_range || span.open_end || span.start.style != DateStyle::kYear ||
        span.end.style != DateStyle::kYear || span.start.two_digit_year) {
      continue;
    }
    (span.end.two_digit_year ? ends.abbreviated : ends.full) += 1;
  }
  return ends;
}

}  // namespace

const RuleInfo& DateTwoDigitYearRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/two-digit-year",
      .default_severity = Severity::kWarning,
      .summary = "A date has a two-digit year in a CV that writes years with four digits.",
      .explanation = R"md(## What it does
Reports dates whose year has two digits (`May'23`, `'19-'21`) when the CV also writes
four-digit years, or when `[style] date` in `cvtidy.toml` is a style with four-digit years.
With `[style] date = "Mon'YY"`, month dates in that style are left alone. A venue's year
(`OSDI '24`, `**INFOCOM** '15`, `(SIGMOD '11)`: the year of a known venue mention, or a bare
year right after an acronym) is `venue/year-form`'s alone, not this rule's, so the two never
rewrite one year back and forth. The end of a year range after a four-digit start
(`2011–15`, `2019-20`) is a standard abbreviated form: it is reported only when most of the
CV's year ranges are written out (`2017 – 2019`). A CV that writes every year with two
digits is consistent.

## Why is this bad?
`'19` is ambiguous out of context and reads as informal next to `2019` elsewhere in the
same CV.

## Example
```markdown
- Teaching Assistant, Lakeside College, Sep 2020 – May 2021
- Events Chair, Graduate Student Council, May'23 – Apr'24
```
`May'23` and `Apr'24` are reported; the fixes write `May 2023` and `Apr 2024`.

## Fix safety
Safe: the fix writes the same year with four digits (`'19` is read as 2019, `'95` as 1995),
in the CV's style for dates of that precision when that style is configured or decisive
(`May'23` becomes `May 2023` in a CV that writes `Mon YYYY`), so that it agrees with
`date/mixed-format` on the same date, and else in the date's own style.
A date the parser read across a wrapped line (`March` / `2019`) gets no fix: the rewrite
would join the lines.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
  };
  return kInfo;
}

void DateTwoDigitYearRule::Check(const Document& doc, const RuleContext& ctx,
                                 DiagnosticSink& sink) const {
  const std::optional<DateStyle>& configured = ctx.config.style.date;
  const bool configured_four_digits = configured && *configured != DateStyle::kMonthApostrophe;
  const bool any_two_digits =
      std::any_of(doc.dates().begin(), doc.dates().end(), [](const DateSpan& span) {
        return span.start.two_digit_year || (span.is_range && span.end.two_digit_year);
      });
  // Nothing to widen, or a CV that writes every year with two digits and no style says
  // otherwise: consistent.
  if (!any_two_digits || !internal::FourDigitYearsExpected(doc, ctx.config.style)) {
    return;
  }
  const internal::DateTargets targets = internal::ResolveDateTargets(doc, ctx.config.style);
  const YearRangeEnds ranges = CountYearRangeEnds(doc);
  internal::ForEachDatePoint(doc, [&](const DateSpan& span, const DatePoint& point) {
    if (!point.two_digit_year || point.is_present()) {
      return;
    }
    // `Mon'YY` is the configured month style: date/mixed-format keeps the rest in line.
    if (point.style == DateStyle::kMonthApostrophe && targets.month.target == point.style) {
      return;
    }
    // `OSDI '24` is a venue's year: venue/year-form's business.
    if (doc.VenueYearAt(point.year_range) != nullptr || IsVenueYear(span, point, doc)) {
      return;
    }
    // `2011–15`: a year range's end abbreviated after a four-digit start is a style of its
    // own, reported only where most such ranges are written out (`2017 – 2019`).
    if (IsAbbreviatedRangeEnd(span, point) && !ranges.MostlyFull()) {
      return;
    }
    const std::string written = doc.OneLineText(point.range);
    std::string message =
        configured_four_digits
            ? fmt::format("date `{}` has a two-digit year; the configured style is {}", written,
                          DateStyleName(*configured))
            : fmt::format("date `{}` has a two-digit year; this CV writes four-digit years",
                          written);
    internal::ReportRewrite(sink, doc, point.range, std::move(message),
                            RewriteDate(point, FourDigitStyle(point, targets), doc.source()),
                            FixSafety::kSafe, /*note=*/{}, "four-digit-years");
  });
}

CVTIDY_REGISTER_RULE(DateTwoDigitYearRule);

}  // namespace cvtidy
