#include "rules/ocr/markup_residue.h"

#include <cstdint>
#include <iterator>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "normalizers/markup_residue.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {
namespace {

// Which lines hold a byte that can start residue (kResidueStarts), found by one memchr pass
// per such byte over the whole document: most lines hold none, and a test of every byte of
// every line cost more than the rule's real work.
std::vector<uint8_t> LinesWithResidueStarts(const Document& doc) {
  std::vector<uint8_t> marked(doc.lines().size());
  for (int c = 0; c < 256; ++c) {
    const char byte = static_cast<char>(c);
    if (kResidueStarts.Contains(byte)) {
      doc.MarkLinesWithHits(
          [byte](std::string_view text, size_t from) { return text.find(byte, from); }, marked);
    }
  }
  return marked;
}

}  // namespace

const RuleInfo& OcrMarkupResidueRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/markup-residue",
      .default_severity = Severity::kWarning,
      .summary = "HTML, LaTeX or needless escapes left in the text by a converter.",
      .explanation = R"md(## What it does
Reports markup a converter copied into the text instead of rendering it:
- HTML: `<b>x</b>` and `<strong>`, `<i>x</i>` and `<em>`, `<br>`, `<sup>2</sup>`,
  `5<sup>th</sup>`, `<sub>2</sub>`, and entities such as `&amp;`, `&nbsp;`, `&#8211;`;
- LaTeX: `$\text{\LaTeX}$`, `\LaTeX`, `\textbf{x}`, `\emph{x}`, `$\sim$`, `$\times$`,
  `5$^{th}$`, and the escapes `\&`, `\%`, `\#`;
- an escaped underscore inside a word (`snake\_case`).

Left alone: HTML comments (they carry `cvtidy-disable` directives), code spans, any other
math (`$O(n \log n)$` may be meant), `\_\_\_` runs (rule residue, see `ocr/broken-heading`),
Markdown escapes such as `\[`, `\-` and `\*`, and equal-contribution marks after names
(`Name\*`, `Name<sup>*</sup>`, `<sup>†</sup>`), which `name/equal-contribution-marker` owns.

## Why is this bad?
Readers see the raw tags and commands (`<b>Reviewer</b>`, `$\text{\LaTeX}$`), and every
search or comparison over the text trips over them: `EuroS\&P` is not the venue `EuroS&P`.

## Example
```markdown
Ph.D. Candidate (5<sup>th</sup> year)<br>Skills: C++, $\text{\LaTeX}$, <b>Rust</b> \& Go
```
The fix writes `Ph.D. Candidate (5th year); Skills: C++, LaTeX, **Rust** & Go`.

## Fix safety
Safe: each rewrite keeps the text and its meaning, writing bold and italics as Markdown,
superscripts and subscripts as Unicode characters (`²`, `₂`), ordinals as plain letters
(`5th`), entities as the characters they stand for, and a `<br>` between two pieces of text
as `; ` so they stay apart. Markup without a faithful plain form (an unclosed tag,
`<sup>a</sup>`, bold around text that already holds a `*`) is reported without a fix.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrMarkupResidueRule::Check(const Document& doc, const RuleContext& /*ctx*/,
                                 DiagnosticSink& sink) const {
  std::vector<MarkupResidue> findings;
  const std::vector<uint8_t> may_hold_residue = LinesWithResidueStarts(doc);
  const std::span<const Line> lines = doc.lines();
  for (size_t l = 0; l < lines.size(); ++l) {
    const Line& line = lines[l];
    if (may_hold_residue[l] == 0 || !line.HasText()) {
      continue;
    }
    const std::string_view text = doc.Text(line.range);
    findings.clear();
    const size_t content_begin =
        line.content.begin >= line.range.begin ? line.content.begin - line.range.begin : 0;
    FindMarkupResidue(text, content_begin, findings);
    const uint32_t base = line.range.begin;
    for (MarkupResidue& f : findings) {
      const ByteRange range{static_cast<uint32_t>(base + f.begin),
                            static_cast<uint32_t>(base + f.end)};
      if (f.edits.empty()) {
        sink.Report(range, std::move(f.message));
        continue;
      }
      for (TextEdit& e : f.edits) {
        e.range.begin += base;
        e.range.end += base;
      }
      std::string title = f.result.empty()        ? std::string("Remove it")
                          : f.result == "a space" ? std::string("Write a space")
                                                  : fmt::format("Write `{}`", f.result);
      sink.Report(range, std::move(f.message), EditsFix(std::move(f.edits), std::move(title)));
    }
  }
}

CVTIDY_REGISTER_RULE(OcrMarkupResidueRule);

}  // namespace cvtidy
