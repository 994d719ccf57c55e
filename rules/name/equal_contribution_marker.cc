#include "rules/name/equal_contribution_marker.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/engine/fix_builder.h"

namespace cvtidy {
namespace {

bool IsStar(ContributionMark m) {
  return m == ContributionMark::kStar || m == ContributionMark::kEscapedStar ||
         m == ContributionMark::kSupStar;
}

// One written form of the mark and how often it is used.
struct Form {
  std::string_view text;
  uint32_t count = 0;
};

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
or else the form most marks in the CV use (a tie goes to the form seen first). Every mark
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
Safe: the fix replaces only the mark with the target mark; the meaning is the same.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
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
  std::vector<Form> forms;
  const bool authored = doc.input_kind() == InputKind::kAuthoredMarkdown;
  for (ByteRange r : marks) {
    const std::string_view text = Rendered(doc.Text(r), authored);
    auto it =
        std::find_if(forms.begin(), forms.end(), [&](const Form& f) { return f.text == text; });
    if (it == forms.end()) {
      forms.push_back({text, 1});
    } else {
      ++it->count;
    }
  }
  const bool configured =
      ctx.config.style.contribution_mark && !ctx.config.style.contribution_mark->empty();
  std::string_view target;
  if (configured) {
    target = *ctx.config.style.contribution_mark;
  } else {
    if (forms.size() < 2) {
      return;
    }
    const Form* best = &forms.front();
    for (const Form& f : forms) {
      if (f.count > best->count) {
        best = &f;
      }
    }
    target = best->text;
  }
  std::string seen;
  for (const Form& f : forms) {
    if (!seen.empty()) {
      seen += ", ";
    }
    seen += fmt::format("`{}` ({}\u00d7)", f.text, f.count);
  }
  const std::string chosen = configured ? std::string("from `[style] contribution-mark`")
                                        : std::string("the most frequent");
  for (ByteRange r : marks) {
    const std::string_view text = doc.Text(r);
    if (Rendered(text, authored) == Rendered(target, authored)) {
      continue;
    }
    sink.Report(r,
                fmt::format("contribution mark `{}` differs from {} `{}`", text,
                            configured ? "the configured" : "this CV's", target),
                ReplaceSpan(r, std::string(target), fmt::format("Write `{}`", target)),
                fmt::format("marks in this CV: {}; target `{}`: {}", seen, target, chosen));
  }
}

CVTIDY_REGISTER_RULE(NameEqualContributionMarkerRule);

}  // namespace cvtidy
