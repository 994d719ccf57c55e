#include "rules/structure/missing_name.h"

#include <string>
#include <string_view>

#include <fmt/format.h>

namespace cvtidy {

const RuleInfo& StructureMissingNameRule::info() const {
  static const RuleInfo kInfo{
      .id = "structure/missing-name",
      .default_severity = Severity::kWarning,
      .summary = "The CV does not start with its owner's name.",
      .explanation = R"md(## What it does
Looks at the top of the CV: its first heading or first line of text (after a `Curriculum
Vitae` banner) should be a person's name (`# Ada Quill`, `ADA QUILL`, `Ada Quill, Ph.D.`).
When it is something else (a section title such as `Education`, a job title, an address)
the CV is reported once, at its first line. Setting `[style] owner` in `cvtidy.toml` turns
the rule off for the files it governs, since the owner is then known.

Only whole CVs are checked (a document with an education or experience section), and only
converter output and plain text: a publication list or a talks page is one page of a site,
and a Markdown page written by hand is shown inside a site whose layout carries the name.

## Why is this bad?
A CV without a name cannot be attributed once it is printed, forwarded or attached to an
application. A missing name is also a common sign that a PDF converter dropped the header
(a name set in a large font or in a page header is often lost), taking contact details with
it.

## Example
```markdown
## Education
- Ph.D. in Computer Science, Example University, 2021 – Present
```
The CV is reported at `## Education`.

## Fix safety
No fix: only the author knows the name to write.
)md",
      .fix_availability = FixAvailability::kNone,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void StructureMissingNameRule::Check(const Document& doc, const RuleContext& ctx,
                                     DiagnosticSink& sink) const {
  if (ctx.config.style.owner && !ctx.config.style.owner->empty()) {
    return;
  }
  if (!doc.owner_name().empty() || !doc.is_whole_cv()) {
    return;
  }
  // Report at the first line with content; an empty file has no top to speak of.
  for (const Line& line : doc.lines()) {
    if (!line.HasText()) {
      continue;
    }
    std::string_view first = doc.Text(line.content);
    if (first.size() > 60) {
      first = first.substr(0, 57);
      // Do not cut a UTF-8 sequence in half.
      while (!first.empty() && (static_cast<unsigned char>(first.back()) & 0xC0) == 0x80) {
        first.remove_suffix(1);
      }
      if (!first.empty() && static_cast<unsigned char>(first.back()) >= 0xC0) {
        first.remove_suffix(1);
      }
      sink.Report(line.range,
                  fmt::format("no name at the top of the CV: it starts with `{}...`", first));
    } else {
      sink.Report(line.range,
                  fmt::format("no name at the top of the CV: it starts with `{}`", first));
    }
    return;
  }
}

CVTIDY_REGISTER_RULE(StructureMissingNameRule);

}  // namespace cvtidy
