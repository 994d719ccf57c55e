#include "rules/venue/alias_conflict.h"

#include "normalizers/venue_form.h"
#include "rules/venue/internal/venue_forms.h"
#include "rules/venue/internal/venue_tallies.h"
#include "src/engine/fix_builder.h"
#include "src/engine/message.h"
#include "src/engine/style_vote.h"

namespace cvtidy {
namespace {

// "5 short, 1 publisher-short, 2 long": the votes behind a majority, for the note.
std::string DescribeVotes(const std::array<uint32_t, 3>& votes) {
  std::string out;
  for (size_t s = 0; s < votes.size(); ++s) {
    if (votes[s] == 0) {
      continue;
    }
    AppendVoteCount(out, votes[s], VenueStyleName(static_cast<VenueStyle>(s)));
  }
  return out;
}

// "`OSDI 2025` (short), `USENIX OSDI 2023` (publisher-short)": every form of one venue.
// A form that reads the same as the target (`USENIX ATC` is short and publisher-short) is
// shown in the target's class.
// `texts` are the forms as read (VenueFormsSeen::TextsOf).
std::string DescribeForms(const Document& doc, const VenueRecord& record, VenueStyle target,
                          std::span<const VenueMention* const> forms,
                          std::span<const std::string> texts, internal::SameFormCache& same_form) {
  std::string out;
  for (size_t i = 0; i < forms.size(); ++i) {
    if (!out.empty()) {
      out += ", ";
    }
    VenueStyle cls = internal::FormClassOf(*forms[i], record, doc.source());
    if (same_form.Same(record, cls, target)) {
      cls = target;
    }
    out += '`';
    out += texts[i];
    out += "` (";
    out += VenueStyleName(cls);
    out += ')';
  }
  return out;
}

}  // namespace

const RuleInfo& VenueAliasConflictRule::info() const {
  static const RuleInfo kInfo{
      .id = "venue/alias-conflict",
      .default_severity = Severity::kWarning,
      .summary =
          "A venue is written in a form other than the CV's (short, publisher-short or long), "
          "or misspelt.",
      .explanation = R"md(## What it does
Finds every mention of a known venue (the shipped `rules/venues.toml` plus `[[venues]]` in
`cvtidy.toml`) and sorts it into one of three form classes:

- short: `OSDI 2024`, `OSDI '24`, `EuroSys`
- publisher-short: `USENIX OSDI 2023`, `ACM EuroSys 2023`
- long: `USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022)`, with
  or without an ordinal (`16th`), publisher, acronym or `Proceedings of the`

A venue written with its own acronym is one mention in the long form, whichever way the two
are joined: `Long Name (OSDI)`, `Long Name (OSDI '24)`, `Long Name, OSDI 2024`, `ACM SIGMOD
Long Name`, `ICML 2019: Proceedings of the 36th Long Name`, `*Long Name* (**AAAI**), 2023`,
a long name wrapped over any number of lines of its entry (blank lines included, as in OCR
text) before its `(OSDI 2022)`, or a track between them (`Long Name -- Tool Showcase
(ICSE'21)`). A capitalised name of the author's own before a
venue's acronym in parentheses (`Internet Society Symposium on Network Security (NDSS)`)
counts as that venue's long form too. A former name (`NIPS 2017`) or a listed alias counts as
the class its shape has.

Only citations of a venue count: a venue inside another name (a workshop named after or held
at its host, `Second ACM SOSP Workshop on ...`, `Workshop on X at ICSE 2020`; a journal, `Transactions on
Very Large Data Bases`; a society office, a named committee, an award, a grant or a
student program, `EuroSys Student Travel Grant`) keeps the form that name has, and so does a
tag (`[ICCAD 2020]` in front of an entry, a reference-link label `[MSR'14][]`, a row of link
buttons, a badge). They neither vote nor are reported.

The target class is `[style] venue` (`"short"`, `"publisher-short"` or `"long"`) when it is
set. Otherwise it is the CV's own house style: the class most mentions are written in (on a
tie no class is the CV's, and only misnamed mentions are reported). Conferences and workshops vote together; journals and
preprint servers vote separately, since CVs often spell journals out while abbreviating
conferences. A mention that reads the same in two forms votes for both: `NeurIPS 2022`
(no publisher) and `USENIX ATC 2023` (the publisher is part of the name) are short and
publisher-short alike. A venue without a long name in the table is written publisher-short
when the target is long.

Each mention not in the target class is reported, except, when the target is long, the items
of a list of three venues or more (`Reviewer: OSDI, NSDI, EuroSys`), or the venues heading
three items or more in a row of a list that is not a publication list (a committee list
written one venue per item: `- ESOP, 2023-2025` / `- ICFP, 2019` / `- POPL, 2017`): a list is
written short by convention. So is a mention under a name the table lists as an alias rather than the
venue's own:

- a misspelling, always: the canonical name up to case, spacing or OCR confusions
  (`Eurosys`, `EuroSvs`, `Usenix OSDI`, `NeurlPS`); capitals where the table has small
  letters (`TON` for `ToN`, `EUROSYS`) are a style, not a misspelling;
- another name of the venue (`ATC` for `USENIX ATC`, `Advances in Neural Information
  Processing Systems` for NeurIPS), only when the CV names that venue in more than one way,
  and not when the venue's own acronym stands beside it (`Advances in Neural Information
  Processing Systems 37 (NeurIPS 2024)`, `Design, Automation and Test in Europe (DATE
  2021)`): the acronym names the venue, and the long words are a wording of its name, as a
  long name of the author's own is.

The fix title lists every form the venue is seen in across the CV, and the note shows each
form with its class and how the target was chosen (`cvtidy explain venue/alias-conflict
cv.md` prints them for a file). A venue written one way only, in the target class and under
one of its names, is silent. Year forms are `venue/year-form`'s business, and former names
used after a rename are `venue/renamed`'s.

## Why is this bad?
`OSDI 2025`, `USENIX OSDI 2023` and `16th USENIX Symposium on Operating Systems Design and
Implementation (OSDI 2022)` in one publication list read as three different venues at a
glance, and the mix looks like text pasted from several sources. Committees skim venue names:
one form per CV makes them easy to scan.

## Example
```markdown
## Publications
- Ada Quill, Ben Ode. **Tiered Logs for Flash Arrays**. OSDI 2025.
- Ada Quill, Cy Lu. **Replaying Actors Cheaply**. USENIX OSDI 2023.
- Ada Quill. **Sparse Checkpoints**. EuroSys 2024.
```
Two of three mentions are short, so `USENIX OSDI 2023` is reported; the fix writes
`OSDI 2023`. With `[style] venue = "long"` all three are reported instead, and the fixes write
`USENIX Symposium on Operating Systems Design and Implementation (OSDI 2025)` and so on.

## Fix safety
The fix rewrites only the mention (ordinal, publisher, name, acronym and its year) to
the same venue and year in the target form under the table's name for it, with the year
written as `[style] venue-year` says, else as most venue years in the CV are; a former name
stays the former name. An ordinal
(`16th`) and a `Proceedings of the` are dropped when the mention is rewritten, and a year
outside the mention is left where it is. No fix is offered when the mention's text cuts
through emphasis or brackets (`(**EuroSys`, `(ACSAC, Poster Chair)`), since rewriting it would
break the markup, nor when it holds text a rewrite would lose: a line break, a track or volume
between the name and its acronym, or a long name of the author's own that the table does not
list. Nor is a short mention in parentheses of its own written long (`... Applicati- ons
(OOPSLA)`, a long name OCR broke with hyphens or one the table does not know): the long form
would nest parentheses and say the name again. A fix that changes the mention's form is safe
when `[style] venue` sets the form or the group's majority is decisive (at least 3 citations
and two thirds of them; 4 and three quarters in plain text), and a suggestion (unsafe)
otherwise; on a tie only misnamed mentions are reported. A fix that only corrects the name is
safe.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .safety_by_vote = true,
  };
  return kInfo;
}

void VenueAliasConflictRule::Check(const Document& doc, const RuleContext& ctx,
                                   DiagnosticSink& sink) const {
  // No venues, or no table to say what they are.
  if (doc.venues().empty() || doc.venue_table() == nullptr) {
    return;
  }
  const internal::VenueStyleTargets targets =
      internal::ResolveVenueStyleTargets(doc, ctx.config.style);
  const VenueYearForm year_form = internal::ResolveVenueYearForm(doc, ctx.config.style);
  const internal::VenueFormsSeen seen(doc);
  internal::SameFormCache same_form(doc.venue_table());
  // DescribeVotes of each group, for the notes, written at the group's first finding.
  std::array<std::string, internal::kVenueGroups> votes_of_group;
  for (const VenueMention& mention : doc.venues()) {
    const VenueRecord* record = internal::RecordOf(doc, mention);
    // Not a citation of the venue: part of another name, or a tag.
    if (record == nullptr || !mention.IsCitation()) {
      continue;
    }
    const StyleDecision<VenueStyle>& decision = targets.For(*record);
    const VenueStyle written = internal::FormClassOf(mention, *record, doc.source());
    // A tie in the group: no form is the CV's, and only a misnamed mention is reported.
    const VenueStyle target = decision.target.value_or(written);
    const bool other_form = !same_form.Same(*record, written, target);
    const internal::Spelling spelling = internal::SpellingOf(mention, *record, doc.source());
    // An alternative name (`ATC` for USENIX ATC) is a conflict only beside another name of the
    // same venue, and not when the venue's own acronym stands beside it (`Advances in Neural
    // Information Processing Systems 37 (NeurIPS 2024)`); a misspelling (`EuroSvs`) always is.
    const bool misnamed =
        spelling == internal::Spelling::kMisspelt ||
        (spelling == internal::Spelling::kAlternative && seen.NamesOf(mention.venue) > 1 &&
         !internal::CarriesOwnAcronym(mention, *record, doc.source()));
    // In the CV's form, under a name of the table that the CV uses consistently.
    if (!other_form && !misnamed) {
      continue;
    }
    // A list of venues (`Reviewer: OSDI, NSDI, EuroSys`) is written short whatever the CV's
    // citations do: spelling each out would turn the list into a paragraph.
    if (mention.listed && target == VenueStyle::kLong && !misnamed) {
      continue;
    }
    const internal::VenueGroup group = internal::GroupOf(*record);
    const std::string text = internal::MentionText(doc, mention);
    std::string message;
    if (!other_form && spelling == internal::Spelling::kMisspelt) {
      message = JoinText({"venue `", text, "` misspells ", record->id});
    } else if (!other_form) {
      message = JoinText({"venue `", text, "` uses another name of ", record->id,
                          ", which this CV names ", Decimal(seen.NamesOf(mention.venue)), " ways"});
    } else if (targets.configured()) {
      message = JoinText({"venue `", text, "` is written ", VenueStyleName(written),
                          "; the configured venue form is ", VenueStyleName(target)});
    } else {
      message = JoinText({"venue `", text, "` is written ", VenueStyleName(written),
                          "; this CV writes its ", internal::VenueGroupName(group), " venues ",
                          VenueStyleName(target)});
    }
    const std::span<const VenueMention* const> forms = seen.Of(mention.venue);
    const std::span<const std::string> form_texts = seen.TextsOf(mention.venue);
    std::string& votes = votes_of_group[static_cast<size_t>(group)];
    if (votes.empty()) {
      votes = DescribeVotes(targets.votes[static_cast<size_t>(group)]);
    }
    std::string chosen;
    if (targets.configured()) {
      chosen = JoinText({VenueStyleName(target), ", from `[style] venue`"});
    } else if (!decision.target) {
      chosen = JoinText({VenueStyleName(target), ", as written: no form is this CV's, its ",
                         internal::VenueGroupName(group), " venues are split (", votes, ")"});
    } else {
      chosen =
          JoinText({VenueStyleName(target), ", the majority of this CV's ",
                    internal::VenueGroupName(group), " venues (", votes,
                    decision.decisive ? "" : "; not decisive, so the fix is a suggestion", ")"});
    }
    // Restyling follows the vote (a suggestion unless decisive); correcting the name of a
    // venue written in the CV's form guesses no style.
    const FixSafety safety = other_form ? decision.safety() : FixSafety::kSafe;
    std::string note = JoinText(
        {record->id, " is written ", Decimal(forms.size()), forms.size() == 1 ? " way" : " ways",
         " in this CV: ", DescribeForms(doc, *record, target, forms, form_texts, same_form),
         "; chosen form: ", chosen});
    std::optional<TextEdit> edit = RewriteVenue(mention, *record, target, year_form, doc.source());
    if (edit && internal::RemovesLineBreak(doc.source(), {&*edit, 1})) {
      edit.reset();  // a mention wrapped over lines keeps its layout
    }
    // One venue written several ways is one finding, whatever form each mention takes.
    std::string venue_group(record->id);
    if (!edit) {
      sink.Report(mention.range, std::move(message), std::nullopt, std::move(note),
                  std::move(venue_group));
      continue;
    }
    std::string title = JoinText(
        {"Write `", edit->replacement, "` (forms seen: ", internal::QuoteTexts(form_texts), ")"});
    sink.Report(mention.range, std::move(message),
                EditFix(*std::move(edit), std::move(title), safety), std::move(note),
                std::move(venue_group));
  }
}

CVTIDY_REGISTER_RULE(VenueAliasConflictRule);

}  // namespace cvtidy
