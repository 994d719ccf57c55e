#include "rules/venue/renamed.h"

#include <cstdint>

#include <fmt/format.h>

#include "normalizers/venue_form.h"
#include "rules/venue/internal/venue_forms.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {

const RuleInfo& VenueRenamedRule::info() const {
  static const RuleInfo kInfo{
      .id = "venue/renamed",
      .default_severity = Severity::kWarning,
      .summary = "A venue is called by a former name for a year after it was renamed.",
      .explanation = R"md(## What it does
The venue table records former names and the last year each was used: NIPS until 2017
(NeurIPS since), SysML until 2019 (MLSys since). A mention written with a former name and a
year after that last year (`NIPS 2019`, `SysML 2020`) is reported. A former name used for its
own years (`NIPS 2017`) is correct and left alone, and so is a former name without a year,
which may well be historical.

## Why is this bad?
The venue never existed under that name in that year: `NIPS 2019` tells a reader the CV was
updated by copy and paste, and it does not match the proceedings' own citation.

## Example
```markdown
- Ada Quill, Ben Ode. **Sparse Attention at Scale**. NIPS 2019.
- Ada Quill. **Tiny Transformers**. NIPS 2017.
```
`NIPS 2019` is reported; the fix writes `NeurIPS 2019`. `NIPS 2017` is fine.

## Fix safety
Safe: the fix replaces only the former acronym (and a former long name, where the venue's
long name changed too) with the current one, keeping the mention's form, publisher, ordinal
and year as written. A former long name wrapped over two lines or more is reported without a
fix: the rewrite would merge the lines. A current long name wrapped over lines is read whole
(`International Conference on Software Maintenance and` / `Evolution (ICSME'15)` is ICSME
under its current name, not the former `International Conference on Software Maintenance`).
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
  };
  return kInfo;
}

void VenueRenamedRule::Check(const Document& doc, const RuleContext& ctx,
                             DiagnosticSink& sink) const {
  for (const VenueMention& mention : doc.venues()) {
    // Only former names with a year.
    if (mention.form != VenueForm::kFormerName || mention.year == 0) {
      continue;
    }
    const VenueRecord* record = internal::RecordOf(doc, mention);
    if (record == nullptr || record->former.empty()) {
      continue;
    }
    size_t former_index = SIZE_MAX;
    const VenueNames names = NamesOfMention(mention, *record, doc.source(), &former_index);
    if (former_index == SIZE_MAX) {
      continue;
    }
    const FormerName& former = record->former[former_index];
    // The name was still in use that year.
    if (mention.year <= former.last_year) {
      continue;
    }
    const std::string text = internal::MentionText(doc, mention);
    std::string message = fmt::format("`{}` uses the former name {}, which {} dropped after {}",
                                      text, names.acronym, record->id, former.last_year);
    std::vector<TextEdit> edits = RenameVenue(mention, *record, doc.source());
    // A name wrapped over lines keeps its line breaks: no fix that would merge them.
    if (edits.empty() || internal::RemovesLineBreak(doc.source(), edits)) {
      sink.Report(mention.range, std::move(message), std::nullopt, {}, std::string(record->id));
      continue;
    }
    std::string title =
        fmt::format("Write `{}`", internal::AsRead(internal::ApplyEdits(
                                      doc.Text(mention.range), mention.range.begin, edits)));
    sink.Report(mention.range, std::move(message), EditsFix(std::move(edits), std::move(title)), {},
                std::string(record->id));
  }
}

CVTIDY_REGISTER_RULE(VenueRenamedRule);

}  // namespace cvtidy
