// ocr/torn-date. A right-aligned layout prints the date that opens an entry at the right
// margin, level with the entry's first line; OCR reads the page line by line and writes the
// date at the end of that line, in the middle of the entry's text:
//
//   Printed:                                        Read back:
//   • Program Chair, Symposium on Hollow     2019   Program Chair, Symposium on Hollow 2019
//     Networks (SHN)                                Networks (SHN)
//
// Which dates are torn is a layout fact (src/model/layout.h): the date ends a wrapped first
// line whose entry goes on below, and most dated entries of its section show the same shape.
#include "rules/ocr/torn_date.h"

#include <string>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {
namespace {

// The entry's text is quoted in messages up to this many bytes.
constexpr size_t kMaxQuotedEntryBytes = 40;

std::string QuoteStart(std::string_view text) {
  if (text.size() <= kMaxQuotedEntryBytes) {
    return fmt::format("`{}`", text);
  }
  size_t cut = kMaxQuotedEntryBytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) {
    --cut;
  }
  return fmt::format("`{}…`", TrimAscii(text.substr(0, cut)));
}

}  // namespace

const RuleInfo& OcrTornDateRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/torn-date",
      .default_severity = Severity::kWarning,
      .summary =
          "A date a right-aligned layout printed at the margin was read into the middle "
          "of its entry.",
      .explanation = R"md(## What it does
Finds dates that open an entry on the printed page but were read back at the end of the
entry's first line, in the middle of its text:

```text
Program Chair, Symposium on Hollow 2019
Networks (SHN)
```

A date is reported when it is the entry's only date, it ends the entry's first line, that
line is wrapped (its text before the date is nearly as wide as the page's full lines) and
the entry goes on right below it, and when at least two entries of the section show this
shape, two of them run a word straight into the date, and they are at least half of the
section's dated entries.

## Why is this bad?
CVs often print an entry's date in a right-hand column. OCR reads the page line by line, so
the date lands after the first line's last word (`Symposium 2019 on Hollow Networks`): the
entry's text is broken and the date no longer opens the entry.

## Example
```text
SERVICE
Program Chair, Symposium on Hollow Networks (SHN), Workshop on 2019
Quiet Protocols (QP)
Publicity Chair, Conference on Lantern Systems (CLS), Meeting of 2018
Tidewater Engineers (MTE)
```
Both dates are reported; the fix writes `2019 Program Chair, ...` and `2018 Publicity
Chair, ...`.

A date the author wrote at the end of a line (`Engineer, Acme Corp, 2019` followed by a
description) is not reported: the line is not wrapped, the entry does not go on in the same
phrase, or the section's other entries do not share the shape.

## Fix safety
Safe: the date moves to the start of its own entry. Every word and number of the entry is
kept; only where the date stands changes. A date is never moved to another entry.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
      .inputs = InputKindBit(InputKind::kPlainText),
  };
  return kInfo;
}

void OcrTornDateRule::Check(const Document& doc, const RuleContext& /*ctx*/,
                            DiagnosticSink& sink) const {
  for (const TornDate& torn : doc.layout().torn_dates) {
    const DateSpan& date = doc.dates()[torn.date];
    const std::string_view date_text = doc.Text(date.range);
    const uint32_t first_line = doc.entries()[torn.entry].first_line;
    const std::string_view start = doc.Text({torn.entry_start, torn.torn.begin});
    std::vector<TextEdit> edits;
    // `: Program chair` was `2020: Program chair`: the date goes back against its colon.
    const bool before_colon = start.starts_with(':');
    edits.push_back(
        TextEdit{{torn.entry_start, torn.entry_start},
                 before_colon ? std::string(date_text) : fmt::format("{} ", date_text)});
    edits.push_back(TextEdit{torn.torn, ""});
    sink.Report(
        date.range,
        fmt::format("date `{}` was read at the end of the entry's first line, inside its "
                    "text: a right-aligned layout printed it at the margin, and it opens "
                    "the entry {}",
                    date_text, QuoteStart(start)),
        EditsFix(std::move(edits), fmt::format("Move `{}` to the start of its entry", date_text)),
        fmt::format("line {} is wrapped and its entry goes on below; other entries of "
                    "the section show the same shape",
                    first_line + 1));
  }
}

CVTIDY_REGISTER_RULE(OcrTornDateRule);

}  // namespace cvtidy
