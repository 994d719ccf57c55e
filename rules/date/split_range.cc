#include "rules/date/split_range.h"

#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/engine/fix_builder.h"
#include "src/extract/dates.h"
#include "src/model/date_separators.h"

namespace cvtidy {
namespace {

bool IsBlank(char c) { return c == ' ' || c == '\t'; }

// Returns the index of the first non-blank line after `line`, or lines.size().
uint32_t NextNonBlankLine(std::span<const Line> lines, uint32_t line) {
  uint32_t next = line + 1;
  while (next < lines.size() && lines[next].kind == LineKind::kBlank) {
    ++next;
  }
  return next;
}

// Builds the join: the end's text inserted after the separator, and the end (with the blanks
// after it) deleted from its line, or that whole line when the end is all it holds.
Fix JoinFix(const Document& doc, const DateSpan& open, const Line& open_line, const DateSpan& end,
            const Line& end_line) {
  const std::string_view end_text = doc.Text(end.range);
  const std::string_view separator = doc.Text(open.separator);
  const std::string_view rest = doc.Text({open.separator.end, open_line.range.end});
  // `2019 -` takes ` 2021` (spaced as the separator's front); `2019 - ` and `2019-` take
  // `2021` as is. Text after the separator gets a space between it and the end.
  const bool space_before =
      !separator.empty() && !IsBlank(separator.back()) && IsBlank(separator.front());
  const bool space_after = !TrimAscii(rest).empty() && !IsBlank(rest.front());
  std::string insertion =
      fmt::format("{}{}{}", space_before ? " " : "", end_text, space_after ? " " : "");

  uint32_t cut_end = end.range.end;
  while (cut_end < end_line.range.end && IsBlank(doc.source().text()[cut_end])) {
    ++cut_end;
  }
  ByteRange cut{end.range.begin, cut_end};
  if (cut_end == end_line.range.end) {
    // The end was all the line held: remove the line with its terminator.
    const uint32_t source_line = doc.source().LineOf(end_line.range.begin);
    cut = {end_line.range.begin, source_line < doc.source().line_count()
                                     ? doc.source().LineRange(source_line + 1).begin
                                     : doc.source().size()};
  }
  const std::string joined =
      fmt::format("{}{}{}", doc.Text({open.start.range.begin, open.separator.end}),
                  space_before ? " " : "", end_text);
  std::string title = fmt::format("Join as `{}`", TrimAscii(joined));
  return EditsFix(
      {TextEdit{{open.separator.end, open.separator.end}, std::move(insertion)}, TextEdit{cut, ""}},
      std::move(title));
}

// Whether `text` is a single word of letters: the month half of a date split at the year.
bool IsMonthWord(std::string_view text) {
  if (text.empty()) {
    return false;
  }
  for (const char c : text) {
    if (!IsAsciiAlpha(c) && c != '.') {
      return false;
    }
  }
  return true;
}

bool HasAlnum(std::string_view text) {
  for (const char c : text) {
    if (IsAsciiAlnum(c)) {
      return true;
    }
  }
  return false;
}

// `Jan 2023 - May` / `2023`: when the words after the separator and the year on the next line
// read as one date, the fix replaces the line break between them with a space.
std::optional<Fix> JoinHalvesFix(const Document& doc, const Line& open_line, std::string_view rest,
                                 const DateSpan& end) {
  if (end.start.month != 0 || end.start.season != Season::kNone) {
    return std::nullopt;
  }
  const std::string candidate = fmt::format("{} {}", rest, doc.Text(end.range));
  std::vector<DateSpan> found;
  ExtractDates(candidate, 0, 0, found);
  if (found.size() != 1 || found[0].is_range || found[0].range.begin != 0 ||
      found[0].range.end != candidate.size()) {
    return std::nullopt;
  }
  uint32_t break_begin = open_line.range.end;
  const std::string_view text = doc.source().text();
  while (break_begin > open_line.range.begin && IsBlank(text[break_begin - 1])) {
    --break_begin;
  }
  return ReplaceSpan({break_begin, end.range.begin}, " ", fmt::format("Join as `{}`", candidate));
}

// True when the end of `point` is followed on its line only by blanks and then nothing or
// text that is no range separator: the point stands alone (`Jun 2022 - Award` does not).
bool StandsAlone(const Document& doc, const DatePoint& point, const Line& line) {
  const std::string_view text = doc.source().text();
  if (point.range.end < line.range.end && !IsBlank(text[point.range.end])) {
    return false;
  }
  const std::string_view after = TrimAscii(doc.Text({point.range.end, line.range.end}));
  return after.empty() || MatchRangeSeparator(after) == nullptr;
}

// The line break inside `r` with the blanks before it: the bytes a join replaces.
ByteRange BreakIn(const Document& doc, ByteRange r) {
  const std::string_view text = doc.source().text();
  const size_t newline = doc.Text(r).find('\n');
  uint32_t begin = r.begin + static_cast<uint32_t>(newline);
  while (begin > r.begin && IsAsciiSpace(text[begin - 1])) {
    --begin;
  }
  uint32_t end = r.begin + static_cast<uint32_t>(newline) + 1;
  while (end < r.end && IsBlank(text[end])) {
    ++end;
  }
  return {begin, end};
}

// A closed range of converter Markdown that the parser read across a line break of its
// entry: torn at its separator (`Sep 2021 -` / `Jun 2022`) or inside its end (`Jan 2023 -
// May` / `2023`). Reports it with the join; a range torn inside its start is left alone.
void CheckTornRange(const Document& doc, const DateSpan& span, DiagnosticSink& sink) {
  const std::span<const Line> lines = doc.lines();
  const DatePoint& end = span.end;
  if (doc.CrossesLineBreak(span.start.range) || end.range.empty() ||
      ComparePoints(end, span.start) < 0) {
    return;
  }
  const uint32_t end_line = doc.source().LineOf(end.range.end - 1) - 1;
  const Line& line = lines[end_line];
  if (line.kind != LineKind::kText || !StandsAlone(doc, end, line)) {
    return;
  }
  const ByteRange whole{span.start.range.begin, end.range.end};
  if (doc.CrossesLineBreak(end.range)) {
    // `May` / `2023`: the year starts the later line; the join is the break itself.
    if (end.year_range.empty() || end.year_range.begin != line.content.begin ||
        doc.CrossesLineBreak(end.year_range)) {
      return;
    }
    const std::string joined = doc.OneLineText(end.range);
    sink.Report(whole, fmt::format("range end `{}` is split over two lines", joined),
                ReplaceSpan(BreakIn(doc, end.range), " ", fmt::format("Join as `{}`", joined)));
    return;
  }
  // The break must follow the separator: the join moves the end up to it.
  const std::string_view separator = doc.Text(span.separator);
  const size_t glyph = separator.find_first_not_of(" \t\r\n");
  if (!doc.CrossesLineBreak({span.start.range.end, end.range.begin}) ||
      end.range.begin != line.content.begin || glyph == std::string_view::npos ||
      doc.CrossesLineBreak(
          {span.start.range.begin, span.separator.begin + static_cast<uint32_t>(glyph) + 1})) {
    return;
  }
  DateSpan end_span;
  end_span.range = end.range;
  end_span.start = end;
  end_span.line = end_line;
  const std::string_view written =
      TrimAscii(doc.Text({span.start.range.begin, span.separator.end}));
  sink.Report(whole,
              fmt::format("range `{}` is split over two lines: its end `{}` starts a later line",
                          written, doc.Text(end.range)),
              JoinFix(doc, span, lines[span.line], end_span, line));
}

}  // namespace

const RuleInfo& DateSplitRangeRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/split-range",
      .default_severity = Severity::kWarning,
      .summary = "A date range is split over two lines.",
      .explanation = R"md(## What it does
Finds a date range that has a start and a separator but no end on its line (`May'23 -` at
the end of a line, or `May'23 - **Student Council:** *Events Chair*`) when the next
non-blank line begins with a date that could be its end: a single date, not followed by a
range separator of its own, and not before the start.

It does not fire on lists of dated items such as `2019 - Award A` followed by
`2018 - Award B`, nor when the date on the next line is earlier than the start.

Within one entry the parser reads a range across a line break. In plain text (hard-wrapped
OCR or PDF text) and in a hand-written Markdown page (where a line break inside a paragraph
reads as a space), such a range (`2011 -` / `2016`) is ordinary wrapping and is not
reported; in converter Markdown, which lays a PDF out line by line, it is.

## Why is this bad?
PDF converters lay out a two-column CV line by line, so the end of a range in the date
column drifts onto the next line and appears to start the following sentence. The entry
then reads as if it had no end date, and the next line as if it began with one.

## Example
```markdown
May'23 - **Graduate Student Council:** *Events Chair*

Apr'24 Organized the annual welcome event
```
Use instead:
```markdown
May'23 - Apr'24 **Graduate Student Council:** *Events Chair*

Organized the annual welcome event
```

## Fix safety
Safe: the fix moves the end date up to follow the separator and removes it from the later
line (the whole line when the date was all it held). No word is changed or lost.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
  };
  return kInfo;
}

void DateSplitRangeRule::Check(const Document& doc, const RuleContext& /*ctx*/,
                               DiagnosticSink& sink) const {
  const std::span<const DateSpan> dates = doc.dates();
  const std::span<const Line> lines = doc.lines();
  const std::string_view text = doc.source().text();
  // Plain text is hard-wrapped and an authored page's soft line break reads as a space: a
  // range the parser read across a break of its entry is wrapped, not torn. A converter lays
  // a PDF's lines out one per line, so there the break may be damage.
  const bool torn_ranges = doc.input_kind() == InputKind::kConverterMarkdown;
  for (size_t i = 0; i < dates.size(); ++i) {
    const DateSpan& open = dates[i];
    if (torn_ranges && open.is_range && !open.open_end) {
      CheckTornRange(doc, open, sink);
      continue;
    }
    if (i + 1 >= dates.size()) {
      break;
    }
    // Only a range whose end is missing from its line.
    if (!open.open_end || open.separator.empty()) {
      continue;
    }
    // The next date must start the next non-blank line (so no date follows on this line).
    const DateSpan& end = dates[i + 1];
    const uint32_t next = NextNonBlankLine(lines, open.line);
    if (next >= lines.size() || end.line != next) {
      continue;
    }
    // A heading, list item or table row starts something new; only plain text continues.
    const Line& end_line = lines[next];
    if (end_line.kind != LineKind::kText || end.range.begin != end_line.content.begin) {
      continue;
    }
    // A range there (`2018 - Award B`) makes the two lines a list of dated items.
    if (end.is_range || end.open_end || !end.separator.empty()) {
      continue;
    }
    // The date must stand alone: `Apr'24: text` would leave `: text` behind.
    if (end.range.end < end_line.range.end && !IsBlank(text[end.range.end])) {
      continue;
    }
    // An end before the start is not this range's end.
    if (ComparePoints(end.start, open.start) < 0) {
      continue;
    }
    const Line& open_line = lines[open.line];
    // A word after the separator may be the end's first half (`Jan 2023 - May` / `2023`): the
    // join is then the line break itself, not a move of the year after the separator.
    const std::string_view rest = TrimAscii(doc.Text({open.separator.end, open_line.range.end}));
    if (HasAlnum(rest)) {
      if (std::optional<Fix> fix = JoinHalvesFix(doc, open_line, rest, end)) {
        sink.Report(
            {open.start.range.begin, end.range.end},
            fmt::format("range end `{} {}` is split over two lines", rest, doc.Text(end.range)),
            *std::move(fix));
        continue;
      }
      if (end.start.month == 0 && end.start.season == Season::kNone && IsMonthWord(rest)) {
        continue;  // `- May` / `2023` that does not read as one date: leave it alone
      }
    }
    const std::string_view written =
        TrimAscii(doc.Text({open.start.range.begin, open.separator.end}));
    sink.Report({open.start.range.begin, end.range.end},
                fmt::format("range `{}` is split over two lines: its end `{}` starts a later line",
                            written, doc.Text(end.range)),
                JoinFix(doc, open, open_line, end, end_line));
  }
}

CVTIDY_REGISTER_RULE(DateSplitRangeRule);

}  // namespace cvtidy
