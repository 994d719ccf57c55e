// ocr/interleaved-columns. A page printed in two columns and read line by line across both:
//
//   I study how small birds      Migration by starlight, Vale
//   navigate across open water   Museum, Northbrook, 2021
//
// Which blocks are interleaved is a layout fact (src/model/layout.h): lines that hold text on
// both sides of one wide gap at the same column, whose left sides fill their column as
// wrapped prose does.
#include "rules/ocr/interleaved_columns.h"

#include <string>

#include <fmt/format.h>

namespace cvtidy {

const RuleInfo& OcrInterleavedColumnsRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/interleaved-columns",
      .default_severity = Severity::kWarning,
      .summary =
          "Two printed columns were read across, line by line, and their text is "
          "interleaved.",
      .explanation = R"md(## What it does
Finds blocks of plain text in which every line joins a line of a left printed column and a
line of a right one: at least four lines with text on both sides of one wide gap (three
spaces or more) at the same position, whose left sides fill their column as wrapped prose
does. One diagnostic per block. A table (several gaps per line, tab-separated cells, or
short left cells such as dates) is not reported, and neither is Markdown.

## Why is this bad?
Text extraction or OCR that does not see the columns reads each printed line across the
whole page, so sentences and entries of the two columns alternate line by line. Every later
check reads mixed-up entries, and no line-by-line repair can restore them.

## Example
```text
Research                           Talks
I study how small birds navigate   Migration by starlight, Vale
across open water using the stars  Museum, Northbrook, 2021
and the magnetic field of the      Compasses in the brain, Lark
earth, in the field and the lab.   Society, Eastwick, 2019
```

## Fix safety
There is no fix: the order of the two columns' lines cannot be recovered line by line.
Extract the text again with a column-aware page segmentation: run OCR on the original with
`tesseract --psm 1` or `--psm 3` (automatic layout analysis), or `pdftotext` without
`-layout`; or split the page into its columns before OCR.
)md",
      .fix_availability = FixAvailability::kNone,
      .inputs = InputKindBit(InputKind::kPlainText),
  };
  return kInfo;
}

void OcrInterleavedColumnsRule::Check(const Document& doc, const RuleContext& /*ctx*/,
                                      DiagnosticSink& sink) const {
  for (const InterleavedColumns& block : doc.layout().interleaved) {
    const ByteRange range{doc.lines()[block.first_line].range.begin,
                          doc.lines()[block.last_line].range.end};
    sink.Report(
        range,
        fmt::format("lines {}-{} read two printed columns across: {} lines join a line of the "
                    "left column to a line of the right one (which starts at character {}), so "
                    "the text of the two columns is interleaved; extract the text again with "
                    "column-aware page segmentation (e.g. `tesseract --psm 3` on the original "
                    "page) or split the columns first",
                    block.first_line + 1, block.last_line + 1, block.joined_lines,
                    block.gutter + 1),
        std::nullopt, "not fixable line by line: the order of the two columns' lines is lost");
  }
}

CVTIDY_REGISTER_RULE(OcrInterleavedColumnsRule);

}  // namespace cvtidy
