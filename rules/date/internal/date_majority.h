// What the date rules vote on for "the CV's own style" (the decision itself, configured value
// else a decisive majority, is src/engine/style_vote.h's), and the reporting they share.
#ifndef CVTIDY_RULES_DATE_INTERNAL_DATE_MAJORITY_H_
#define CVTIDY_RULES_DATE_INTERNAL_DATE_MAJORITY_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "normalizers/date_style.h"
#include "src/config/config.h"
#include "src/engine/sink.h"
#include "src/engine/style_vote.h"
#include "src/model/document.h"

namespace cvtidy::internal {

// Returns true for a point whose year the text does not give: the `May` of `May - Aug 2020`
// takes its year from the end. Rewriting it in a style would add a year the author left out,
// and rewriting only the end (`May - 08/2020`) would break the range, so the style rules
// neither count nor report either point of such a range.
inline bool IsMonthOnly(const DatePoint& point) {
  return IsMonthStyle(point.style) && point.year_range.empty();
}

// Returns true when `point` reads as written in `style`. A style_ambiguous `May 2019` reads
// as both Mon YYYY and Month YYYY.
bool FitsStyle(const DatePoint& point, DateStyle style);

// The style each precision group of a CV's dates should be written in.
struct DateTargets {
  StyleDecision<DateStyle> month;  // for month-precision points; no target when none votes
  StyleDecision<DateStyle> season;
};

// Returns true when the CV's years should have four digits: it writes a four-digit year
// somewhere (a venue's `OSDI 2024` counts), or `[style] date` is a style other than Mon'YY.
// Two-digit years are then date/two-digit-year's to widen.
bool FourDigitYearsExpected(const Document& doc, const StyleConfig& style);

// The ballots of `doc`'s dates: the style of each month-precision point and of each season
// point that votes (see ResolveDateTargets for which do). `style` matters only for two-digit
// years (FourDigitYearsExpected). `cvtidy init` reads the tallies.
struct DateVotes {
  StyleVote<DateStyle> months;
  StyleVote<DateStyle> seasons;
};
DateVotes CountDateVotes(const Document& doc, const StyleConfig& style);

// Resolves the targets of `doc`: `[style] date` for the group it belongs to, the majority
// style of the group's points otherwise (StyleVote: none on a tie). A style_ambiguous `May` votes
// for neither of its readings. Present and year-only points vote for nothing, nor do ranges with a
// month-only start, nor two-digit years where FourDigitYearsExpected: otherwise a CV of `May'23`s
// and `OSDI 2024`s would have date/mixed-format ask for `Jun'23` while date/two-digit-year asks for
// `May 2023`.
DateTargets ResolveDateTargets(const Document& doc, const StyleConfig& style);

// Calls `fn(span, point)` for every calendar point of `doc` in document order: each span's
// start, and its end when the span is a closed range. Present points included.
template <typename Fn>
void ForEachDatePoint(const Document& doc, Fn&& fn) {
  for (const DateSpan& span : doc.dates()) {
    fn(span, span.start);
    if (span.is_range && !span.open_end) {
      fn(span, span.end);
    }
  }
}

// Returns true for the separator of `Sep 2019 to date`: only the blank before `to date`, whose
// `to` belongs to the open end. Such a range has no separator of its own to restyle.
bool IsBlankSeparator(const DateSpan& span, const Source& source);

// Returns the separator of `span` as written (`span` must have one): its kind, and whether
// white space precedes and follows it. The blanks after an open end's separator belong to
// what follows (the line end, or text that is not a date), so its right side is taken to
// mirror its left; date/range-separator compares only an open end's kind.
SeparatorForm SeparatorFormOf(const DateSpan& span, const Source& source);

// The separator a CV's ranges should use: no target when no range votes (or a tie) and none
// is configured.
using SeparatorTarget = StyleDecision<SeparatorForm>;

// Resolves the separator of `doc`: `[style] range-separator` when it parses (a lopsided one
// such as `– ` counts as spaced on both sides), else the majority form among closed ranges
// with evenly spaced, non-blank separators.
SeparatorTarget ResolveSeparatorTarget(const Document& doc, const StyleConfig& style);

// The ballots ResolveSeparatorTarget counts when no separator is configured.
StyleVote<SeparatorForm> CountSeparatorVotes(const Document& doc);

// The ballots of date/present-form: each open end as written (`Present`, `now`).
StyleVote<std::string_view> CountPresentVotes(const Document& doc);

// Reports `message` at `range` with a fix of `safety` made of `edit`, titled "Write `<shown>`"
// (`shown` defaults to the edit's replacement); without a fix when there is no edit, since a
// finding is reported even when it cannot be fixed, and when the edit would replace a line
// break (a date read across a wrapped line): a fix never joins lines as a side effect.
// `note` says how the target was chosen (DescribeDecision); `group` names the decision
// (Diagnostic::group), empty for a finding of its own.
void ReportRewrite(DiagnosticSink& sink, const Document& doc, ByteRange range, std::string message,
                   std::optional<TextEdit> edit, FixSafety safety, std::string note,
                   std::string group, std::string_view shown = {});

// True when the separator of range `span` sits at a line break of its entry (`2011 -` /
// `2016`): the blanks on the break's side are the wrapping's, not the author's.
bool SeparatorAtLineBreak(const Document& doc, const DateSpan& span);

}  // namespace cvtidy::internal

#endif  // CVTIDY_RULES_DATE_INTERNAL_DATE_MAJORITY_H_
