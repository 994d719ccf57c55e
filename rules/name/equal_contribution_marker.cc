#include "rules/name/equal_contribution_marker.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/engine/fix_builder.h"
#include "src/engine/style_vote.h"

namespace cvtidy {
namespace {

bool IsStar(ContributionMark m) {
  return m == ContributionMark::kStar || m == ContributionMark::kEscapedStar ||
         m == ContributionMark::kSupStar;
}

// The mark as a reader sees it. In a hand-written Markdown page `\*` and a lone `*` both
// render as `*`: the escape is the author's Markdown, not a second mark.
std::string_view Rendered(std::string_view mark, bool authored) {
  return authored && mark == "\\*" ? std::string_view("*") : mark;
}

}  // namespace

const RuleInfo& NameEqualContributionMarkerRule::info() const {
  static const RuleInfo kInfo{
      .id = "name/equal-contribution-marker",
      .default_severity = Severity::kWarning,
      .summary = "Equal contribution is marked with different symbols across the CV.",
      .explanation = R"md(## What it does
Collects the equal-contribution marks of every author list, after names (`Ada Quill*`) and
in the list's note (`(*Equal Contribution)`): `*`, the Markdown-escaped `\*`,
`<sup>*</sup>`, `<sup>\*</sup>` and `†`. A dagger counts as an equal-contribution mark only
in lists without a star: beside a star it usually means something else (corresponding
author), and `‡` is never compared. In a hand-written Markdown page `\*` and `*` are one
mark: both render as `*`.

The target is `[style] contribution-mark` (for example `"*"` or `"<sup>*</sup>"`) when set,
or else the form most marks in the CV use (on a tie nothing is reported). Every mark
written otherwise is reported.

## Why is this bad?
One symbol for one meaning lets readers decode the list once. Mixed symbols look like
entries pasted from different sources, and in Markdown a bare `*` next to an escaped `\*`
renders differently from what the author intended.

## Example
```markdown
## Publications
- Ben Ode\*, **Ada Quill\***. Tiered Logs. OSDI 2024. (\*equal contribution)
- Cy Lu<sup>*</sup>, **Ada Quill<sup>*</sup>**. Sparse Leases. EuroSys 2023.
- Dee Ray\*, **Ada Quill\***. Paging for Tiny Models. NSDI 2022.
```
The two `<sup>*</sup>` are reported; the fix writes `\*`.

## Fix safety
The fix replaces only the mark with the target mark; the meaning is the same. It is safe when
`[style] contribution-mark` sets the mark, or when the CV's majority is decisive (at least 3
marks and two thirds of them; never in plain text, which `fix`
restores as printed); otherwise it is a
suggestion (unsafe). On a tie nothing is reported.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
      .safety_by_vote = true,
  };
  return kInfo;
}

void NameEqualContributionMarkerRule::Check(const Document& doc, const RuleContext& ctx,
                                            DiagnosticSink& sink) const {
  // Every mark that means equal contribution, in document order.
  std::vector<ByteRange> marks;
  for (const AuthorList& list : doc.author_lists()) {
    const std::span<const PersonName> names = doc.NamesOf(list);
    const bool has_star =
        IsStar(list.note_mark_kind) ||
        std::any_of(names.begin(), names.end(), [](const PersonName& n) { return IsStar(n.mark); });
    auto counts = [&](ContributionMark m) {
      return IsStar(m) || (m == ContributionMark::kDagger && !has_star);
    };
    for (const PersonName& n : names) {
      if (counts(n.mark)) {
        marks.push_back(n.mark_range);
      }
    }
    if (counts(list.note_mark_kind)) {
      marks.push_back(list.note_mark);
    }
  }
  if (marks.empty()) {
    return;
  }
  std::sort(marks.begin(), marks.end(), [](ByteRange a, ByteRange b) { return a.begin < b.begin; });
  const bool authored = doc.input_kind() == InputKind::kAuthoredMarkdown;
  StyleVote<std::string_view> votes;
  for (ByteRange r : marks) {
    votes.Add(Rendered(doc.Text(r), authored));
  }
  std::optional<std::string_view> configured;
  if (ctx.config.style.contribution_mark) {
    configured = ContributionMarkText(*ctx.config.style.contribution_mark);
  }
  const StyleDecision<std::string_view> decision = votes.Decide(configured, doc.input_kind());
  // One mark throughout (nothing to differ) or a tie (no mark is the CV's).
  if (!decision.target || (!decision.configured() && votes.tallies().size() < 2)) {
    return;
  }
  const std::string_view target = *decision.target;
  std::string seen;
  for (const auto& tally : votes.tallies()) {
    if (!seen.empty()) {
      seen += ", ";
    }
    seen += fmt::format("`{}` ({}\u00d7)", tally.form, tally.votes);
  }
  const std::string chosen =
      DescribeDecision(decision, "contribution-mark", "marks", fmt::format("are `{}`", target));
  for (ByteRange r : marks) {
    const std::string_view text = doc.Text(r);
    if (Rendered(text, authored) == Rendered(target, authored)) {
      continue;
    }
    sink.Report(
        r,
        fmt::format("contribution mark `{}` differs from {} `{}`", text,
                    decision.configured() ? "the configured" : "this CV's", target),
        ReplaceSpan(r, std::string(target), fmt::format("Write `{}`", target), decision.safety()),
        fmt::format("marks in this CV: {}; target `{}`: {}", seen, target, chosen),
        "contribution-mark");
  }
}

CVTIDY_REGISTER_RULE(NameEqualContributionMarkerRule);

}  // namespace cvtidy
