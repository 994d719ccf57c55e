#include "rules/ocr/broken_heading.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "normalizers/section_heading.h"
#include "src/base/strings.h"
#include "src/data/section_table.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {
namespace {

constexpr std::string_view kEmDash = "\u2014";
constexpr std::string_view kEnDash = "\u2013";

// A title for messages: tabs shown as `\t`, so the split is visible on one line.
std::string WithTabsShown(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    if (c == '\t') {
      out += "\\t";
    } else {
      out += c;
    }
  }
  return out;
}

// The trailing rule residue of a heading line: the run of white space, (escaped) underscores
// and en/em dashes before `line_end`, when it holds three underscores or a dash and starts
// after `title_end`. Empty when none.
ByteRange FindResidue(std::string_view text, uint32_t title_end, uint32_t line_end,
                      bool title_has_digit) {
  uint32_t p = line_end;
  uint32_t underscores = 0;
  uint32_t dashes = 0;
  while (p > title_end) {
    const char c = text[p - 1];
    if (c == ' ' || c == '\t' || c == '\\') {
      --p;
    } else if (c == '_') {
      --p;
      ++underscores;
    } else if (p - title_end >= 3 &&
               (text.substr(p - 3, 3) == kEmDash || text.substr(p - 3, 3) == kEnDash)) {
      p -= 3;
      ++dashes;
    } else {
      break;
    }
  }
  // A dash after a date is a split range (date/split-range), not a rule.
  if (underscores < 3 && (dashes == 0 || title_has_digit)) {
    return {line_end, line_end};
  }
  return {p, line_end};
}

// True when `title`, alone on a line, still reads as an all-caps heading.
bool IsAllCapsText(std::string_view title) {
  bool letter = false;
  for (char c : title) {
    if (IsAsciiLower(c) || IsAsciiDigit(c) || c == '.' || c == ':' || c == '\t') {
      return false;
    }
    letter = letter || IsAsciiUpper(c);
  }
  return letter;
}

// The line `line` with its terminator (`\n` or `\r\n`), for deleting it whole.
ByteRange WithTerminator(std::string_view text, ByteRange line) {
  uint32_t end = line.end;
  if (end < text.size() && text[end] == '\r') {
    ++end;
  }
  if (end < text.size() && text[end] == '\n') {
    ++end;
  }
  return {line.begin, end};
}

}  // namespace

const RuleInfo& OcrBrokenHeadingRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/broken-heading",
      .default_severity = Severity::kWarning,
      .summary = "A section heading is damaged by the converter or carries rule residue.",
      .explanation = R"md(## What it does
Recognises section headings against the shipped list of CV section titles
(`rules/sections.toml`: Education, Research Interests, Publications, Awards and Honors, ...
with their variants) and reports three kinds of converter damage:

- a heading split inside words or misread by OCR: `Rese<TAB>arch<TAB>Interests`,
  `PUBLlCATIONS`, `E D U C A T I O N`;
- the garbled twin OCR often prints right under such a heading
  (`KESE<TAB>arcn<TAB>meresis`), recognised only when it is provably a corrupted copy: as
  many words, the same separators, each word about as long, and a weighted OCR-confusion
  edit distance (`r`/`K`, `n`/`h`, `l`/`I`, `rn`/`m`, ...) of at most 35% of the letters;
- rule residue after a heading: `Education \_\_\_\_\_`, `Publications —`, `## Awards ___`.

## Why is this bad?
A damaged heading is not recognised as the section it names, by readers skimming the CV or
by tools (and by cvtidy's own section rules). The twin line and the residue are noise left by
the PDF's decorations.

## Example
```text
Rese	arch	Interests
KESE	arcn	meresis

Education \_\_\_\_\_
```
The first line is reported and rebuilt as `Research Interests`; the line under it is
dropped as its garbled copy; `Education` loses its residue.

## Fix safety
Safe. The heading is rebuilt only from an unambiguous match in the section table (a title
two sections could both explain is left alone), in the CV's own letter case and heading
markers; a line after a heading is dropped only when it is a corrupted copy of that heading
by the shape and similarity test above, so a real line (other words, digits, another
length) is never removed. Residue is removed from a plain-text heading only when the line
still reads as a heading afterwards; otherwise it is reported without a fix.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrBrokenHeadingRule::Check(const Document& doc, const RuleContext& ctx,
                                 DiagnosticSink& sink) const {
  const std::string_view text = doc.source().text();
  const std::span<const Line> lines = doc.lines();
  const SectionTable* table = doc.section_table();
  for (const Section& s : doc.sections()) {
    if (s.heading_line == kNoIndex) {
      continue;
    }
    const Line& h = lines[s.heading_line];
    const std::string_view title = doc.Text(h.content);
    uint32_t line_end = h.range.end;
    while (line_end > h.range.begin && IsAsciiSpace(text[line_end - 1])) {
      --line_end;
    }
    const ByteRange residue =
        h.heading_style == HeadingStyle::kBold
            ? ByteRange{line_end, line_end}
            : FindResidue(text, h.content.end, line_end, HasAsciiDigit(title));

    // The parser matched the title against the section table (Section::title_damaged).
    const bool damaged = table != nullptr && s.known != kNoIndex && s.title_damaged;
    if (!damaged && residue.empty()) {
      continue;
    }
    const std::string_view known_title =
        damaged ? table->Title(SectionMatch{s.known, /*exact=*/false, s.known_variant})
                : std::string_view();

    std::string rebuilt = damaged ? RebuildSectionTitle(title, known_title) : std::string(title);
    // A plain-text heading must still read as one once repaired, or the fix would turn it
    // into text.
    const bool marked =
        h.heading_style == HeadingStyle::kAtx || h.heading_style == HeadingStyle::kBold;
    const bool stays_heading =
        marked || IsAllCapsText(rebuilt) || (s.known != kNoIndex && s.reads_as_plain_title);

    std::vector<TextEdit> edits;
    if (damaged) {
      edits.push_back({h.content, rebuilt});
    }
    if (!residue.empty()) {
      edits.push_back({residue, ""});
    }
    std::string note;
    ByteRange reported = h.content;
    if (damaged && s.heading_line + 1 < lines.size()) {
      const Line& next = lines[s.heading_line + 1];
      if ((next.kind == LineKind::kText || next.kind == LineKind::kTableRow) &&
          IsCorruptedCopy(title, doc.Text(next.content))) {
        edits.push_back({WithTerminator(text, next.range), ""});
        reported.end = next.content.end;  // the diagnostic covers the line the fix deletes
        note = fmt::format("the next line `{}` is an OCR-garbled copy of the heading",
                           WithTabsShown(doc.Text(next.content)));
      }
    }

    std::optional<Fix> fix;
    if (stays_heading) {
      std::string fix_title;
      if (damaged) {
        fix_title = fmt::format("Write `{}`", rebuilt);
        if (!note.empty()) {
          fix_title += " and drop the garbled copy";
        }
      } else {
        fix_title = "Remove the rule residue";
      }
      fix = EditsFix(std::move(edits), std::move(fix_title));
    }
    if (damaged) {
      sink.Report(reported,
                  fmt::format("damaged section heading `{}`: it names `{}`", WithTabsShown(title),
                              known_title),
                  std::move(fix), std::move(note));
    } else {
      sink.Report(residue,
                  fmt::format("section heading `{}` carries rule residue `{}`",
                              WithTabsShown(title), TrimAscii(doc.Text(residue))),
                  std::move(fix));
    }
  }
}

CVTIDY_REGISTER_RULE(OcrBrokenHeadingRule);

}  // namespace cvtidy
