#include "rules/name/owner_highlight.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "src/engine/fix_builder.h"
#include "src/engine/message.h"
#include "src/engine/style_vote.h"
#include "src/extract/names.h"

namespace cvtidy {
namespace {

std::string_view EmphasisName(NameEmphasis e) {
  switch (e) {
    case NameEmphasis::kNone:
      return "plain";
    case NameEmphasis::kBold:
      return "bold";
    case NameEmphasis::kItalic:
      return "italic";
    case NameEmphasis::kBoldItalic:
      return "bold italic";
    case NameEmphasis::kUnderline:
      return "underlined";
  }
  return "plain";
}

// The emphasis markers around `name` with its mark taken out: {opener, closer}. std::nullopt
// when the text around the name holds something else (a superscript affiliation), which a
// rewrite would lose.
std::optional<std::array<std::string_view, 2>> Markers(const Document& doc,
                                                       const PersonName& name) {
  const std::string_view opener = doc.Text({name.outer_range.begin, name.range.begin});
  std::string_view closer;
  if (name.mark_range.empty()) {
    closer = doc.Text({name.range.end, name.outer_range.end});
  } else if (name.mark_range.begin == name.range.end) {
    // `Name\***` or `Name*` with the closer after the mark.
    closer = doc.Text({name.mark_range.end, name.outer_range.end});
  } else if (name.mark_range.end == name.outer_range.end) {
    closer = doc.Text({name.range.end, name.mark_range.begin});
  } else {
    return std::nullopt;
  }
  static constexpr std::array<std::array<std::string_view, 2>, 8> kPairs = {{
      {"", ""},
      {"**", "**"},
      {"__", "__"},
      {"***", "***"},
      {"*", "*"},
      {"_", "_"},
      {"<b>", "</b>"},
      {"<u>", "</u>"},
  }};
  for (const auto& pair : kPairs) {
    if (pair[0] == opener && pair[1] == closer) {
      return pair;
    }
  }
  if ((opener == "<strong>" && closer == "</strong>") || (opener == "<i>" && closer == "</i>") ||
      (opener == "<em>" && closer == "</em>")) {
    return std::array<std::string_view, 2>{opener, closer};
  }
  return std::nullopt;
}

}  // namespace

const RuleInfo& NameOwnerHighlightRule::info() const {
  static const RuleInfo kInfo{
      .id = "name/owner-highlight",
      .default_severity = Severity::kWarning,
      .summary = "The CV owner is bold in some author lists and not in others.",
      .explanation = R"md(## What it does
Finds the CV owner in every author list and compares how the name is emphasised: bold,
italic, bold italic, underlined or plain. The owner is `[style] owner` in `cvtidy.toml`, or
else the name at the top of the CV (its first heading or first line). Spelling variants of
the owner (`Min-Seo Park` / `Minseo Park`) and initials (`M.-S. Park`) count as the owner.
The emphasis most occurrences use is the target (on a tie nothing is reported); every
other occurrence is reported.

## Why is this bad?
Highlighting one's own name in author lists is a convention readers rely on to find the
owner's position at a glance. Highlighting it in some entries only looks careless and makes
the plain entries read as if the owner were missing.

## Example
```markdown
# Ada Quill

## Publications
- **Ada Quill**, Ben Ode. Tiered Logs. OSDI 2024.
- **Ada Quill**, Cy Lu. Sparse Leases. EuroSys 2023.
- Ben Ode, Ada Quill. Paging for Tiny Models. NSDI 2022.
```
The third entry's `Ada Quill` is reported; the fix writes `**Ada Quill**`.

## Fix safety
The fix only adds or removes the emphasis markers around the owner's name, copying the
markers the majority uses; the name and its contribution mark are kept. No fix is offered
when the name carries other markup (a superscript affiliation) between its markers.
Adding the highlight is safe when `[style] owner` names the owner or the CV's majority is
decisive (at least 3 mentions and two thirds of them); otherwise it is a suggestion
(unsafe). Removing the highlight is always a suggestion: the author chose it, and the plain
mentions may be the ones that lost it. On a tie nothing is reported.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .safety_by_vote = true,
  };
  return kInfo;
}

void NameOwnerHighlightRule::Check(const Document& doc, const RuleContext& ctx,
                                   DiagnosticSink& sink) const {
  std::string_view owner;
  if (ctx.config.style.owner && !ctx.config.style.owner->empty()) {
    owner = *ctx.config.style.owner;
  } else {
    owner = doc.Text(doc.owner_name());
  }
  if (owner.empty() || doc.names().empty()) {
    return;
  }
  const NameKey owner_key = MakeNameKey(owner);
  std::vector<const PersonName*> found;
  for (size_t i = 0; i < doc.names().size(); ++i) {
    const NameKey& key = doc.name_keys()[i];
    if (SameNameSpelling(key, owner_key) || InitialsMatch(key, owner_key)) {
      if (found.empty()) {
        // The owner is in most author lists: room for every name at once, not a doubling
        // per few papers.
        found.reserve(doc.names().size() - i);
      }
      found.push_back(&doc.names()[i]);
    }
  }
  if (found.size() < 2) {
    return;
  }
  StyleVote<NameEmphasis> votes;
  std::array<const PersonName*, 5> example{};  // the first name in each emphasis
  for (const PersonName* n : found) {
    votes.Add(n->emphasis);
    const size_t e = static_cast<size_t>(n->emphasis);
    example[e] = example[e] == nullptr ? n : example[e];
  }
  // The majority; a tie infers nothing (no form is the CV's).
  const StyleDecision<NameEmphasis> decision = votes.Decide(std::nullopt, doc.input_kind());
  if (!decision.target || decision.votes == found.size()) {
    return;
  }
  const NameEmphasis target_emphasis = *decision.target;
  const std::optional<std::array<std::string_view, 2>> target_markers =
      Markers(doc, *example[static_cast<size_t>(target_emphasis)]);
  std::string votes_note;
  for (const auto& tally : votes.tallies()) {
    AppendVoteCount(votes_note, tally.votes, EmphasisName(tally.form));
  }
  // Adding the highlight the CV uses is safe when the owner is configured (the name is known
  // to be theirs) or the vote is decisive. Removing it never is: the author chose to set the
  // name off, and a majority of plain mentions may be the ones that lost it.
  const bool configured_owner = ctx.config.style.owner.has_value();
  const FixSafety safety =
      target_emphasis != NameEmphasis::kNone && (configured_owner || decision.decisive)
          ? FixSafety::kSafe
          : FixSafety::kUnsafe;
  for (const PersonName* n : found) {
    if (n->emphasis == target_emphasis) {
      continue;
    }
    const std::string_view name = doc.Text(n->range);
    std::string message =
        JoinText({"the CV owner `", name, "` is ", EmphasisName(n->emphasis), " here but ",
                  EmphasisName(target_emphasis), " in most author lists"});
    std::string note =
        JoinText({"the owner appears ", Decimal(found.size()), " times: ", votes_note});
    if (safety == FixSafety::kUnsafe) {
      note += target_emphasis == NameEmphasis::kNone
                  ? "; removing the owner's emphasis is a suggestion, never a safe fix"
                  : JoinText({"; ", DescribeThreshold(decision.threshold),
                              ", so the fix is a suggestion: set `[style] owner` to make "
                              "it safe"});
    }
    const std::optional<std::array<std::string_view, 2>> markers = Markers(doc, *n);
    if (!markers || !target_markers) {
      sink.Report(n->outer_range, std::move(message), std::nullopt, std::move(note),
                  "owner-emphasis");
      continue;
    }
    const std::string_view mark = doc.Text(n->mark_range);
    std::string replacement = JoinText({(*target_markers)[0], name, (*target_markers)[1], mark});
    std::string title = target_emphasis == NameEmphasis::kNone
                            ? JoinText({"Remove the emphasis: `", replacement, "`"})
                            : JoinText({"Write `", replacement, "`"});
    sink.Report(n->outer_range, std::move(message),
                ReplaceSpan(n->outer_range, std::move(replacement), std::move(title), safety),
                std::move(note), "owner-emphasis");
  }
}

CVTIDY_REGISTER_RULE(NameOwnerHighlightRule);

}  // namespace cvtidy
