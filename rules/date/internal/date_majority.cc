#include "rules/date/internal/date_majority.h"

#include <utility>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/engine/fix_builder.h"

namespace cvtidy::internal {

bool FitsStyle(const DatePoint& point, DateStyle style) {
  if (point.style == style) {
    return true;
  }
  return point.style_ambiguous &&
         (style == DateStyle::kMonthAbbr || style == DateStyle::kMonthFull) &&
         (point.style == DateStyle::kMonthAbbr || point.style == DateStyle::kMonthFull);
}

bool FourDigitYearsExpected(const Document& doc, const StyleConfig& style) {
  if (style.date && *style.date != DateStyle::kMonthApostrophe) {
    return true;
  }
  for (const DateSpan& span : doc.dates()) {
    const bool start = !span.start.is_present() && !span.start.two_digit_year;
    const bool end =
        span.is_range && !span.open_end && !span.end.is_present() && !span.end.two_digit_year;
    if (start || end) {
      return true;
    }
  }
  return false;
}

DateVotes CountDateVotes(const Document& doc, const StyleConfig& style) {
  const bool widen_two_digits = FourDigitYearsExpected(doc, style);
  DateVotes votes;
  ForEachDatePoint(doc, [&](const DateSpan& span, const DatePoint& point) {
    if (point.two_digit_year && widen_two_digits) {
      return;
    }
    if (IsMonthStyle(point.style) && !point.style_ambiguous && !IsMonthOnly(span.start)) {
      votes.months.Add(point.style);
    } else if (IsSeasonStyle(point.style)) {
      votes.seasons.Add(point.style);
    }
  });
  return votes;
}

DateTargets ResolveDateTargets(const Document& doc, const StyleConfig& style) {
  // A configured style settles its group; `YYYY` settles neither (months cannot be dropped).
  std::optional<DateStyle> month_style;
  std::optional<DateStyle> season_style;
  if (style.date && IsMonthStyle(*style.date)) {
    month_style = style.date;
  } else if (style.date && IsSeasonStyle(*style.date)) {
    season_style = style.date;
  }
  const DateVotes votes = CountDateVotes(doc, style);
  return DateTargets{.month = votes.months.Decide(month_style, doc.input_kind()),
                     .season = votes.seasons.Decide(season_style, doc.input_kind())};
}

bool IsBlankSeparator(const DateSpan& span, const Source& source) {
  return TrimAscii(source.Text(span.separator)).empty();
}

SeparatorForm SeparatorFormOf(const DateSpan& span, const Source& source) {
  const std::string_view text = source.Text(span.separator);
  SeparatorForm form{.kind = span.separator_kind,
                     .space_before = !text.empty() && IsAsciiSpace(text.front()),
                     .space_after = !text.empty() && IsAsciiSpace(text.back())};
  if (span.open_end) {
    form.space_after = form.space_before;
  }
  return form;
}

StyleVote<SeparatorForm> CountSeparatorVotes(const Document& doc) {
  // A lopsided separator is always wrong, an open end and a separator at a wrapped line's
  // break show only half of their spacing, and `to date` brings its own `to`: none of these
  // votes.
  StyleVote<SeparatorForm> votes;
  for (const DateSpan& span : doc.dates()) {
    if (!span.is_range || span.open_end || span.separator_kind == RangeSeparator::kNone ||
        IsBlankSeparator(span, doc.source()) || SeparatorAtLineBreak(doc, span)) {
      continue;
    }
    const SeparatorForm form = SeparatorFormOf(span, doc.source());
    if (form.even()) {
      votes.Add(form);
    }
  }
  return votes;
}

SeparatorTarget ResolveSeparatorTarget(const Document& doc, const StyleConfig& style) {
  std::optional<SeparatorForm> configured = style.range_separator;
  // A lopsided configured separator would fight the uneven-spacing check.
  if (configured && !configured->even()) {
    configured->space_before = configured->space_after = true;
  }
  const StyleVote<SeparatorForm> votes =
      configured ? StyleVote<SeparatorForm>() : CountSeparatorVotes(doc);
  return votes.Decide(configured, doc.input_kind());
}

StyleVote<std::string_view> CountPresentVotes(const Document& doc) {
  StyleVote<std::string_view> votes;
  ForEachDatePoint(doc, [&](const DateSpan&, const DatePoint& point) {
    if (point.is_present()) {
      votes.Add(doc.Text(point.range));
    }
  });
  return votes;
}

bool SeparatorAtLineBreak(const Document& doc, const DateSpan& span) {
  if (!span.is_range) {
    return false;
  }
  const uint32_t end = span.open_end ? span.separator.end : span.end.range.begin;
  return doc.CrossesLineBreak({span.start.range.end, end});
}

void ReportRewrite(DiagnosticSink& sink, const Document& doc, ByteRange range, std::string message,
                   std::optional<TextEdit> edit, FixSafety safety, std::string note,
                   std::string group, std::string_view shown) {
  if (edit && doc.CrossesLineBreak(edit->range)) {
    edit.reset();
  }
  if (!edit) {
    sink.Report(range, std::move(message), std::nullopt, std::move(note), std::move(group));
    return;
  }
  std::string title =
      fmt::format("Write `{}`", shown.empty() ? std::string_view(edit->replacement) : shown);
  sink.Report(range, std::move(message), EditFix(*std::move(edit), std::move(title), safety),
              std::move(note), std::move(group));
}

}  // namespace cvtidy::internal
