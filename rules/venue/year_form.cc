#include "rules/venue/year_form.h"

#include <fmt/format.h>

#include "normalizers/venue_form.h"
#include "rules/venue/internal/venue_forms.h"
#include "rules/venue/internal/venue_tallies.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {

const RuleInfo& VenueYearFormRule::info() const {
  static const RuleInfo kInfo{
      .id = "venue/year-form",
      .default_severity = Severity::kWarning,
      .summary = "A venue's year is written differently from the CV's other venue years.",
      .explanation = R"md(## What it does
Looks at the year of every known venue mention and how it is written: `OSDI 2024`,
`OSDI '24`, `OSDI'24`, `OSDI-24`, `OSDI 24` or `ICML2022`. The form `[style] venue-year`
names wins; without it, the form most venue years in the CV use (on a tie no form is the
CV's, and nothing is reported). Every venue year written otherwise is reported. Mentions
without a year are left alone. A CV that writes all its venue years one way is consistent,
whatever that way is. When the venue itself is written
in several forms, the fix title lists them; the note gives the tally behind the choice.

Only citations of a venue count: a venue year inside another name (`EuroSys'22 Student Travel
Grant`, `SOSP'21 Artifact Evaluation Committee`, a workshop named after its host) or in a tag
(`[OSDI'24]` in front of an entry, a reference-link label) is written as that name or label
has it, and neither votes nor is reported. A mention that writes its year twice (`2019
Symposium on ... (SOSP'19)`) has the year of its acronym; the leading year is the entry's.
A year in front of the name (`2014 Conference on ...`) names the meeting and is left as it is.
A number that is an edition rather than a year is not read as one: after a hyphen for a venue
that numbers its meetings (`MICRO-56`, `ISCA-50`), or a two-digit number that would be a
year after 2040.

This rule owns venue years: `date/two-digit-year` leaves `OSDI '24` alone.

## Why is this bad?
`OSDI '24, ATC '24` in one list and `NSDI 2025` in the next looks careless, and `'24` next to
four-digit years elsewhere reads as informal.

## Example
```markdown
- Artifact Evaluation Committee: OSDI '24, ATC '24, EuroSys 2025, OSDI 2025, NSDI 2025, ATC 2025
```
Four of six years have four digits, so `OSDI '24` and `ATC '24` are reported; the fixes
write `OSDI 2024` and `ATC 2024`.

## Fix safety
The fix rewrites only the year and the separator before it (`'24` and `2024` are the
same year), leaving the venue name as written. No fix is offered for a year in the text of a
reference link (`([NSDI'20][])`): that text is also the link's label, defined elsewhere, nor
for a year on the line after its venue's name (`OSDI` / `'24` in hard-wrapped text): the fix
would merge the two lines. The fix is safe when the form comes from `[style] venue-year` or
the CV's majority is decisive (at least 3 venue years and two thirds of them; never in plain
text, which `fix` restores as printed), and a suggestion (unsafe) otherwise. On a tie nothing
is reported.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .safety_by_vote = true,
  };
  return kInfo;
}

void VenueYearFormRule::Check(const Document& doc, const RuleContext& ctx,
                              DiagnosticSink& sink) const {
  const internal::VenueYearTarget target = internal::ResolveVenueYearTarget(doc, ctx.config.style);
  const bool configured = target.verdict.configured();
  // Whose form the messages name: the config's or the CV's.
  const std::string_view whose = configured ? "the configured style" : "this CV";
  // No venue has a year.
  if (target.form == VenueYearForm::kNone) {
    return;
  }
  const internal::VenueFormsSeen seen(doc);
  for (const VenueMention& mention : doc.venues()) {
    // No year, or the CV's form already.
    if (mention.year_form == VenueYearForm::kNone || mention.year_range.empty() ||
        mention.year_form == target.form) {
      continue;
    }
    // Part of another name (`EuroSys'24 Student Travel Grant`) or a tag (`[OSDI'24]`): its
    // year is written as that name or label has it.
    if (!mention.IsCitation()) {
      continue;
    }
    // A year in front of the name (`2014 Conference on ...`, `2026 USENIX Symposium on ...`)
    // names the meeting and is always written in full: `'14 Conference on` is no form of it.
    if (mention.year_range.begin < mention.name_range.begin) {
      continue;
    }
    std::optional<TextEdit> edit = RewriteVenueYear(mention, target.form, doc.source());
    // Nothing to rewrite: the text already reads as the target form.
    if (!edit) {
      continue;
    }
    const std::string text = internal::MentionText(doc, mention);
    // As written: `-2006` and `-06` are both kHyphen.
    const std::string written = mention.year_form == VenueYearForm::kHyphen
                                    ? fmt::format("`-{}`", doc.Text(mention.year_range))
                                    : DescribeVenueYear(mention.year, mention.year_form);
    const std::string wanted = DescribeVenueYear(mention.year, target.form);
    std::string message;
    if (written != wanted) {
      message = fmt::format("venue year in `{}` is written {}; {} writes venue years as {}", text,
                            written, whose, wanted);
    } else if (IsGluedYearForm(mention.year_form)) {
      message =
          fmt::format("venue year in `{}` is glued to the name; {} puts a space before venue years",
                      text, whose);
    } else {
      message = fmt::format("venue year in `{}` follows a space; {} glues venue years to the name",
                            text, whose);
    }
    // The title shows the whole mention as it will read, and the venue's other forms.
    const ByteRange shown{std::min(mention.range.begin, edit->range.begin),
                          std::max(mention.range.end, edit->range.end)};
    const TextEdit edits[] = {*edit};
    const std::span<const VenueMention* const> forms = seen.Of(mention.venue);
    // The title and the note quote the same forms.
    const std::string quoted =
        forms.size() > 1 ? internal::QuoteTexts(seen.TextsOf(mention.venue)) : std::string();
    const internal::VenueYearTarget& votes = target;
    std::string title = fmt::format(
        "Write `{}`", internal::AsRead(internal::ApplyEdits(doc.Text(shown), shown.begin, edits)));
    const VenueRecord* record = internal::RecordOf(doc, mention);
    std::string note;
    if (forms.size() > 1) {
      title += fmt::format(" (forms seen: {})", quoted);
    }
    if (record != nullptr && forms.size() > 1) {
      note = fmt::format("{} is written {} way{} in this CV: {}; ", record->id, forms.size(),
                         forms.size() == 1 ? "" : "s", quoted);
    }
    if (configured) {
      note +=
          fmt::format("chosen year form: {}, from `[style] venue-year` (this CV's venue years: {})",
                      VenueYearFormName(target.form), internal::DescribeYearVotes(votes));
    } else {
      note += fmt::format("chosen year form: {}, the majority of this CV's venue years ({})",
                          VenueYearFormName(target.form), internal::DescribeYearVotes(votes));
    }
    if (!target.verdict.decisive) {
      note += fmt::format(
          "; not a decisive majority (at least {} and {}/{}), so the fix is a "
          "suggestion",
          target.verdict.threshold.min_votes, target.verdict.threshold.numerator,
          target.verdict.threshold.denominator);
    }
    // `([NSDI'20][])`: the text is the link's label too; rewriting it would break the link.
    // A year on the line after its name keeps the break: the fix would merge the lines.
    if (InReferenceLinkText(mention.year_range, doc.source()) ||
        internal::RemovesLineBreak(doc.source(), edits)) {
      sink.Report(mention.range, std::move(message), std::nullopt, std::move(note),
                  "venue-year-form");
      continue;
    }
    sink.Report(mention.range, std::move(message),
                EditFix(*std::move(edit), std::move(title), target.verdict.safety()),
                std::move(note), "venue-year-form");
  }
}

CVTIDY_REGISTER_RULE(VenueYearFormRule);

}  // namespace cvtidy
