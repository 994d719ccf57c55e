#include "rules/date/range_separator.h"

#include <algorithm>
#include <optional>
#include <string>

#include "normalizers/date_style.h"
#include "rules/date/internal/date_majority.h"
#include "src/base/strings.h"
#include "src/engine/message.h"

namespace cvtidy {
namespace {

std::string_view TrimRight(std::string_view s) {
  return s.substr(0, s.find_last_not_of(" \t") + 1);
}

// `span` as it reads once its separator is replaced by `edit`, for the fix title.
std::string RewrittenText(const DateSpan& span, const TextEdit& edit, const Document& doc) {
  const uint32_t end = std::max(span.range.end, edit.range.end);
  const std::string text = JoinText({doc.OneLineText({span.range.begin, edit.range.begin}),
                                     edit.replacement, doc.OneLineText({edit.range.end, end})});
  return std::string(TrimRight(text));
}

}  // namespace

const RuleInfo& DateRangeSeparatorRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/range-separator",
      .default_severity = Severity::kWarning,
      .summary = "Date ranges are joined by different separators, or spaced on one side only.",
      .explanation = R"md(## What it does
Compares the separators of the CV's date ranges: the glyph (`-`, `–`, `—`, `to`, `~`) and
the spacing around it. Ranges whose separator differs from the CV's style are reported: the
style set by `[style] range-separator` in `cvtidy.toml`, or else the separator most ranges
use (on a tie nothing is reported). A separator with a space on one side only
(`2019 –2020`) is always reported. An academic year (`2020-21`) keeps its separator: its
short second year is only read as a year beside it. The open end of a range split by a converter
(`May'23 -` followed by other text) is compared by its glyph only, and `Sep 2019 to date`
has no separator of its own (`date/present-form` handles `to date`).

A date inside a sentence, with words before it and a spaced dash and more words after it
(`an update up to May 2023 - a note`), is a dash in prose, not a range, and is left alone;
so is `to` after `from` (`from 2019 to 2021`).

## Why is this bad?
`2019-2021` in one entry and `Sep 2021 – Present` in the next look like two different
authors' work. A lopsided dash usually marks a conversion error.

## Example
```markdown
- Ph.D., Northwind University, 2019 – 2024
- M.S., Northwind University, 2017 – 2019
- Research Intern, Contoso Labs, 2016 – 2017
- B.S., Lakeside College, 2013-2017
```
Three of the four ranges use a spaced en dash, so `2013-2017` is reported; the fix writes
`2013 – 2017`.

## Fix safety
Only the separator and the white space around it are rewritten. The fix is safe when
`[style] range-separator` sets the separator, when the CV's majority is decisive (at least 3
closed ranges and two thirds of them; never in plain text, which `fix`
restores as printed), or when it only spaces a lopsided separator evenly in Markdown;
otherwise it is a suggestion (unsafe). On a tie nothing is reported but lopsided separators. A range wrapped at
its separator (`2011 -` at a line's end, `2016` on the next) is compared by its glyph only
and gets no fix: the rewrite would join the lines.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .safety_by_vote = true,
  };
  return kInfo;
}

namespace {

// An open end inside a sentence, with words before it and after it on its line, is a dash in
// prose (`up to February 2023 - a Research Note`), not a range whose end a converter tore off
// (`May 2023 - **Council:** Chair`, which starts its line) or a wrapped one (at a line end).
bool DashInSentence(const Document& doc, const DateSpan& span) {
  if (!span.open_end || span.line >= doc.lines().size()) {
    return false;
  }
  const Line& line = doc.lines()[span.line];
  const auto has_words = [&](ByteRange r) {
    const std::string_view text = doc.Text(r);
    return std::any_of(text.begin(), text.end(), [](char c) { return IsAsciiAlnum(c); });
  };
  return span.range.begin > line.content.begin && span.separator.end < line.range.end &&
         has_words({line.content.begin, span.range.begin}) &&
         has_words({span.separator.end, line.range.end});
}

// `from 2019 to 2021`: the words of a sentence, not a separator to
// restyle (`from 2019 – 2021` would be wrong).
bool ToAfterFrom(const Document& doc, const DateSpan& span) {
  if (span.separator_kind != RangeSeparator::kTo || span.line >= doc.lines().size()) {
    return false;
  }
  const ByteRange line = doc.lines()[span.line].range;
  const std::string_view before =
      TrimRight(doc.Text({line.begin, std::max(line.begin, span.range.begin)}));
  const size_t word = before.find_last_of(" \t(") + 1;  // npos + 1 == 0
  return EqualsIgnoreCase(before.substr(word), "from");
}

// `2020-21`, `2009/10`: an academic year, whose short second year belongs to its separator
// (`2020 to 21` or `2020 – 21` reads as two numbers, not two years).
bool IsAcademicYear(const DateSpan& span) {
  return span.end.two_digit_year && !span.start.two_digit_year && span.start.month == 0 &&
         span.end.month == 0 && span.start.season == Season::kNone;
}

}  // namespace

void DateRangeSeparatorRule::Check(const Document& doc, const RuleContext& ctx,
                                   DiagnosticSink& sink) const {
  const Source& source = doc.source();
  const internal::SeparatorTarget target = internal::ResolveSeparatorTarget(doc, ctx.config.style);
  std::optional<std::string> decision_note;  // DescribeDecision of `target`, once made
  for (const DateSpan& span : doc.dates()) {
    // Only ranges have separators; `Sep 2019 to date` has none of its own.
    if (!span.is_range || span.separator_kind == RangeSeparator::kNone ||
        internal::IsBlankSeparator(span, source) || DashInSentence(doc, span) ||
        ToAfterFrom(doc, span) || IsAcademicYear(span)) {
      continue;
    }
    const SeparatorForm form = internal::SeparatorFormOf(span, source);
    const ByteRange whole{span.range.begin, std::max(span.range.end, span.separator.end)};
    const std::string_view raw = TrimRight(source.Text(whole));
    const ByteRange where{span.range.begin, span.range.begin + static_cast<uint32_t>(raw.size())};
    // A range wrapped at its separator (`2011 -` / `2016`): the break's side of it is the
    // wrapping's, so only its kind is compared, and no rewrite touches the break.
    const bool wrapped = internal::SeparatorAtLineBreak(doc, span);
    if (span.open_end || wrapped) {
      // An open end's blanks belong to what follows it: only its kind is compared.
      if (!target.target || target.target->kind == form.kind) {
        continue;
      }
    } else if (form.even()) {
      // In the CV's style (or no style to compare with): nothing to say.
      if (!target.target || form == *target.target) {
        continue;
      }
    }
    // The range as written, only for a range reported.
    const std::string written = doc.OneLineText(where);
    std::string message =
        span.open_end || wrapped
            ? JoinText({"range `", written, "` is joined by ", DescribeSeparatorKind(form.kind)})
        : form.even() ? JoinText({"range `", written, "` is joined by ", DescribeSeparator(form)})
                      : JoinText({"range `", written, "` has ", DescribeSeparator(form)});
    std::string note;
    if (target.target) {
      AppendJoined(message, {target.configured() ? "; the configured separator is "
                                                 : "; this CV mostly uses ",
                             span.open_end || wrapped ? DescribeSeparatorKind(target.target->kind)
                                                      : DescribeSeparator(*target.target)});
      // One decision for every range of the document: described once.
      if (!decision_note) {
        decision_note = DescribeDecision(target, "range-separator", "closed ranges",
                                         JoinText({"use ", DescribeSeparator(*target.target)}));
      }
      note = *decision_note;
    }
    // A lopsided separator with no decisive style to follow gets its own glyph spaced on both
    // sides. In Markdown, evening out its own dash guesses nothing, so that fix is safe; in
    // plain text the spaces are OCR's reading of the print (one may be an insertion), so it is a
    // suggestion. Otherwise the fix follows the target,
    // safe only when it is configured or decisive.
    const bool lopsided_only = !form.even() && !(target.target && target.decisive);
    const SeparatorForm want =
        lopsided_only || !target.target
            ? SeparatorForm{form.kind, /*space_before=*/true, /*space_after=*/true}
            : *target.target;
    const bool read_from_print = doc.input_kind() == InputKind::kPlainText;
    const FixSafety safety = !lopsided_only    ? target.safety()
                             : read_from_print ? FixSafety::kUnsafe
                                               : FixSafety::kSafe;
    std::optional<TextEdit> edit = wrapped ? std::nullopt : RewriteSeparator(span, want, source);
    const std::string shown = edit ? RewrittenText(span, *edit, doc) : std::string();
    // Every range held to the CV's separator comes from that one decision.
    internal::ReportRewrite(sink, doc, where, std::move(message), std::move(edit), safety,
                            std::move(note), target.target ? "separator" : "", shown);
  }
}

CVTIDY_REGISTER_RULE(DateRangeSeparatorRule);

}  // namespace cvtidy
