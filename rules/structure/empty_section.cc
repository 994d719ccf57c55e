#include "rules/structure/empty_section.h"

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <utility>

#include <fmt/format.h>

namespace cvtidy {
namespace {

// True when the heading's title is nothing but a date (`## April 2023`): a date line the
// converter promoted to a heading, which ocr/misplaced-date-line reports.
bool IsDateHeading(const Document& doc, const Section& section) {
  const std::span<const DateSpan> dates = doc.dates();
  auto it = std::lower_bound(dates.begin(), dates.end(), section.heading_line,
                             [](const DateSpan& d, uint32_t line) { return d.line < line; });
  for (; it != dates.end() && it->line == section.heading_line; ++it) {
    if (it->range.Contains(section.title)) {
      return true;
    }
  }
  return false;
}

// True when, in plain text, the section after `s` may be its subsection: plain text has no
// heading levels, so a title over another of the same kind (`Talks`, `Invited Seminars`) or
// of no known kind reads as a section over its first subsection.
bool MayBeSubsectionInPlainText(const Document& doc, uint32_t s) {
  const std::span<const Section> sections = doc.sections();
  if (doc.input_kind() != InputKind::kPlainText || s + 1 >= sections.size() ||
      sections[s + 1].heading_line != sections[s].end_line) {
    return false;
  }
  const SectionRole next = sections[s + 1].role;
  return next == SectionRole::kNone || next == sections[s].role;
}

}  // namespace

const RuleInfo& StructureEmptySectionRule::info() const {
  static const RuleInfo kInfo{
      .id = "structure/empty-section",
      .default_severity = Severity::kWarning,
      .summary = "A heading has no content before the next heading of the same or higher level.",
      .explanation = R"md(## What it does
Reports a heading followed by nothing (blank lines, comments and horizontal rules do not
count) before the next heading of the same or a higher level, or before the end of the CV.
A heading whose only content is subsections is not empty, nor is the CV owner's name
set as a heading (`JANE DOE` in capitals above `EDUCATION`). Headings that are only a date
(`## April 2023`), and headings right before one, are left to
`ocr/misplaced-date-line`.

Plain text (OCR, PDF text) has no heading levels: there a title followed by a title of the
same kind (`Talks`, then `Invited Seminars`) or of no known kind is taken for a section
and its first subsection, and is not reported.

## Why is this bad?
An empty section is either a placeholder that was never filled in or the trace of converter
damage: a heading that should have been one level higher than the headings after it, so
its entries now sit in a sibling section.

## Example
```markdown
## Publications

## Preprints
- J. Doe. A Study of Imaginary Widgets. arXiv, 2025.
```
`Publications` is reported: `Preprints` was meant to be its subsection (`###`).

## Fix safety
No fix: whether to delete the heading, fill it in or demote the next headings is the
author's call.
)md",
      .fix_availability = FixAvailability::kNone,
  };
  return kInfo;
}

void StructureEmptySectionRule::Check(const Document& doc, const RuleContext& ctx,
                                      DiagnosticSink& sink) const {
  const std::span<const Line> lines = doc.lines();
  const std::span<const Section> sections = doc.sections();
  for (uint32_t s = 1; s < sections.size(); ++s) {
    const Section& section = sections[s];
    if (section.heading_line == kNoIndex) {
      continue;
    }
    bool empty = true;
    for (uint32_t i = section.first_line + 1; i < section.end_line && empty; ++i) {
      const LineKind kind = lines[i].kind;
      // Page markup renders something (`{% bibliography %}`, an HTML list): not empty.
      empty = kind == LineKind::kBlank || kind == LineKind::kComment ||
              kind == LineKind::kThematicBreak;
    }
    // A date-only heading is not a section of its own, either as the empty one or as the
    // one right after it (it took the entries of the section before it).
    // The CV owner's name set as a heading (`JANE DOE` in all caps) heads the CV, not a
    // section.
    if (!empty || section.title.Overlaps(doc.owner_name()) || IsDateHeading(doc, section) ||
        (s + 1 < sections.size() && IsDateHeading(doc, sections[s + 1])) ||
        MayBeSubsectionInPlainText(doc, s)) {
      continue;
    }
    const Line& heading = lines[section.heading_line];
    std::string message;
    if (section.end_line < lines.size() && lines[section.end_line].kind == LineKind::kHeading) {
      message = fmt::format("section `{}` is empty: the next heading, `{}`, follows at once",
                            doc.Title(section), doc.Text(lines[section.end_line].content));
    } else {
      message = fmt::format("section `{}` is empty", doc.Title(section));
    }
    sink.Report(heading.range, std::move(message));
  }
}

CVTIDY_REGISTER_RULE(StructureEmptySectionRule);

}  // namespace cvtidy
