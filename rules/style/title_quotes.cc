#include "rules/style/title_quotes.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "src/engine/fix_builder.h"
#include "src/engine/message.h"
#include "src/engine/style_vote.h"

namespace cvtidy {
namespace {

// How each form is named in `[style] title-quotes` and messages.
std::string_view FormName(TitleQuoting q) {
  switch (q) {
    case TitleQuoting::kPlain:
      return "plain";
    case TitleQuoting::kStraightQuotes:
      return "straight-quotes";
    case TitleQuoting::kCurlyQuotes:
      return "curly-quotes";
    case TitleQuoting::kBold:
      return "bold";
    case TitleQuoting::kItalic:
      return "italic";
  }
  return "plain";
}

// The marks that open and close a title in each form.
std::pair<std::string_view, std::string_view> Marks(TitleQuoting q) {
  switch (q) {
    case TitleQuoting::kPlain:
      return {"", ""};
    case TitleQuoting::kStraightQuotes:
      return {"\"", "\""};
    case TitleQuoting::kCurlyQuotes:
      return {"\xE2\x80\x9C", "\xE2\x80\x9D"};
    case TitleQuoting::kBold:
      return {"**", "**"};
    case TitleQuoting::kItalic:
      return {"*", "*"};
  }
  return {"", ""};
}

std::string_view Describe(TitleQuoting q) {
  switch (q) {
    case TitleQuoting::kPlain:
      return "plain";
    case TitleQuoting::kStraightQuotes:
      return "in straight quotes";
    case TitleQuoting::kCurlyQuotes:
      return "in curly quotes";
    case TitleQuoting::kBold:
      return "bold";
    case TitleQuoting::kItalic:
      return "italic";
  }
  return "plain";
}

// True when writing a title `written` as `target` leaves it without the emphasis it had.
bool TakesAwayEmphasis(TitleQuoting written, TitleQuoting target) {
  return (written == TitleQuoting::kBold || written == TitleQuoting::kItalic) &&
         target == TitleQuoting::kPlain;
}

}  // namespace

const RuleInfo& StyleTitleQuotesRule::info() const {
  static const RuleInfo kInfo{
      .id = "style/title-quotes",
      .default_severity = Severity::kWarning,
      .summary =
          "Publication titles are quoted in some entries and bold, italic or plain in "
          "others.",
      .explanation = R"md(## What it does
Compares how the publication titles of one CV are set off: plain, in straight quotes
(`"Title"`), in curly quotes (`“Title”`), bold (`**Title**`) or italic (`*Title*`). Every
title not in the house form is reported. The house form is `[style] title-quotes` in
`cvtidy.toml` (`plain`, `straight-quotes`, `curly-quotes`, `bold`, `italic`) or, without
it, the form most titles of the CV use (on a tie nothing is reported: no form is the CV's). Titles that
are never closed are left to `ocr/truncated-text`.

The rule runs on converter output and plain text. On a hand-written Markdown page a citation
mixes links, HTML and template tags with bold names and italic journals, and which span is
the title cannot be read reliably enough to vote on.

## Why is this bad?
A publication list reads as one list when every title looks the same; a mix of quoted,
bold and plain titles is the trace of entries pasted from different sources.

## Example
```markdown
- [C2] Ada Example and Bo Sample, “Quiet Queues for Busy Clusters”, EuroSys 2023.
- [C1] Ada Example, **Lazy Snapshots for Persistent Memory**, ATC 2022.
```
With most titles in curly quotes, the bold title is reported; the fix writes
`“Lazy Snapshots for Persistent Memory”`.

```toml
[style]
title-quotes = "bold"
```

## Fix safety
Only the marks around the title change; its words stay as they are. A title that already
contains the target quote character is reported without a fix. The fix is safe when
`[style] title-quotes` sets the form, or when the CV's majority is decisive (at least 3
titles and two thirds of them; never in plain text, which `fix` restores as printed); a
narrower majority's fix is a suggestion (unsafe). Taking the emphasis away from a bold or
italic title, so that it is plain like most titles, is a suggestion unless the form is
configured: a lone emphasised title is often a highlight (the best paper, the key work).
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .safety_by_vote = true,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void StyleTitleQuotesRule::Check(const Document& doc, const RuleContext& ctx,
                                 DiagnosticSink& sink) const {
  StyleVote<TitleQuoting> votes;
  for (const TitleSpan& title : doc.titles()) {
    if (title.closed) {
      votes.Add(title.quoting);
    }
  }
  const StyleDecision<TitleQuoting> decision =
      votes.Decide(ctx.config.style.title_quotes, doc.input_kind());
  const std::optional<TitleQuoting>& target = decision.target;
  const bool configured = decision.configured();
  // No closed title, or a tie: no form is the CV's.
  if (!target) {
    return;
  }
  const auto [open, close] = Marks(*target);
  for (const TitleSpan& title : doc.titles()) {
    if (!title.closed || title.quoting == *target) {
      continue;
    }
    const std::string_view text = doc.Text(title.range);
    std::string message =
        configured ? JoinText({"title is ", Describe(title.quoting),
                               ", but `[style] title-quotes` is `", FormName(*target), "`"})
                   : JoinText({"title is ", Describe(title.quoting),
                               ", but most titles in this CV are ", Describe(*target)});
    // A title holding the target's own marks would be closed early by them.
    if (!open.empty() &&
        (text.find(close) != std::string_view::npos || text.find(open) != std::string_view::npos)) {
      sink.Report(title.outer_range, std::move(message), std::nullopt,
                  DescribeDecision(decision, "title-quotes", "titles",
                                   JoinText({"are ", Describe(*target)})),
                  "title-quotes");
      continue;
    }
    std::string replacement = JoinText({open, text, close});
    std::string note =
        DescribeDecision(decision, "title-quotes", "titles", JoinText({"are ", Describe(*target)}));
    // A bold or italic title among plain ones is often a highlight (the best paper, the key
    // work), as the owner's bold is: a majority takes it away only as a suggestion.
    FixSafety safety = decision.safety();
    if (TakesAwayEmphasis(title.quoting, *target) && !configured) {
      safety = FixSafety::kUnsafe;
      note +=
          "; taking away a title's emphasis is a suggestion unless `[style] title-quotes` "
          "is set";
    }
    sink.Report(title.outer_range, std::move(message),
                ReplaceSpan(title.outer_range, std::move(replacement),
                            JoinText({"Write the title ", Describe(*target)}), safety),
                std::move(note), "title-quotes");
  }
}

CVTIDY_REGISTER_RULE(StyleTitleQuotesRule);

}  // namespace cvtidy
