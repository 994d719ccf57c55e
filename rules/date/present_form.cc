#include "rules/date/present_form.h"

#include <fmt/format.h>

#include "normalizers/date_style.h"
#include "rules/date/internal/date_majority.h"
#include "src/base/strings.h"

namespace cvtidy {

const RuleInfo& DatePresentFormRule::info() const {
  static const RuleInfo kInfo{
      .id = "date/present-form",
      .default_severity = Severity::kWarning,
      .summary = "The open end of date ranges is written in different words.",
      .explanation = R"md(## What it does
Compares how the CV writes the open end of its ranges: `Present`, `present`, `PRESENT`,
`now`, `current`, `ongoing`, `to date`. Open ends not written like the CV's style are
reported: the word set by `[style] present` in `cvtidy.toml`, or else the word most open
ends use (on a tie nothing is reported). Letter case counts: `present` and `Present` differ,
but a CV that writes `present` everywhere is consistent.

## Why is this bad?
`Sep 2021 – Present` above `Mar 2020 – now` reads as two CVs pasted together.

## Example
```markdown
- Research Scientist, Contoso Labs, Jan 2022 – Present
- Adjunct Lecturer, Lakeside College, Sep 2021 – Present
- Reviewer, Journal of Imaginary Systems, Mar 2020 – now
```
`now` is reported; the fix writes `Present`.

## Fix safety
Only the open-end word is rewritten; the range keeps its meaning. The fix is safe when
`[style] present` sets the word, or when the CV's majority is decisive (at least 3 open ends
and two thirds of them; never in plain text, which `fix`
restores as printed); otherwise it is a suggestion
(unsafe). `Sep 2019 to date`
becomes `Sep 2019 – Present`, with the CV's range separator in place of the `to`.
A date the parser read across a wrapped line (`March` / `2019`) gets no fix: the rewrite
would join the lines.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .safety_by_vote = true,
  };
  return kInfo;
}

void DatePresentFormRule::Check(const Document& doc, const RuleContext& ctx,
                                DiagnosticSink& sink) const {
  std::optional<std::string_view> configured;
  if (ctx.config.style.present) {
    configured = *ctx.config.style.present;
  }
  const StyleVote<std::string_view> votes = internal::CountPresentVotes(doc);
  const StyleDecision<std::string_view> decision = votes.Decide(configured, doc.input_kind());
  const std::optional<std::string_view>& target = decision.target;
  const bool is_configured = decision.configured();
  // No open end in the CV (or no configured word and none written), or a tie.
  if (!target) {
    return;
  }
  std::optional<SeparatorForm> separator;  // resolved on first need: `to date` is rare
  internal::ForEachDatePoint(doc, [&](const DateSpan& span, const DatePoint& point) {
    // Only open ends, and only those written differently from the target.
    if (!point.is_present()) {
      return;
    }
    const std::string_view written = doc.Text(point.range);
    if (written == *target) {
      return;
    }
    std::string message =
        fmt::format("open end `{}` differs from {} `{}`", written,
                    is_configured ? "the configured form" : "this CV's usual form", *target);
    std::optional<TextEdit> edit = RewritePresent(point, *target, doc.source());
    // `Sep 2019 to date` lends its `to` to the separator: replacing `to date` alone would
    // leave `Sep 2019 Present`, so the fix writes the CV's separator too.
    if (edit && span.is_range && internal::IsBlankSeparator(span, doc.source())) {
      if (!separator) {
        separator = internal::ResolveSeparatorTarget(doc, ctx.config.style)
                        .target.value_or(SeparatorForm{RangeSeparator::kEnDash, true, true});
      }
      edit->range.begin = span.separator.begin;
      edit->replacement = FormatSeparator(*separator) + edit->replacement;
    }
    // The title shows whole words: `Sep 2019 – Present` rather than ` – Present`.
    std::string shown;
    if (edit && edit->range.begin < point.range.begin) {
      shown = fmt::format("{}{}", doc.Text(span.start.range), edit->replacement);
    }
    internal::ReportRewrite(sink, doc, point.range, std::move(message), std::move(edit),
                            decision.safety(),
                            DescribeDecision(decision, "present", "open ends",
                                             fmt::format("are written `{}`", *target)),
                            "present-form", shown);
  });
}

CVTIDY_REGISTER_RULE(DatePresentFormRule);

}  // namespace cvtidy
