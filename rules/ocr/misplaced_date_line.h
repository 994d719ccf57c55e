// ocr/misplaced-date-line: date-only lines or date-only headings detached from the entries they
// belong to, piled up after a block of undated entries (`April 2023`, `## Jan 2024`, ...), or a
// place-and-date line stranded under the next section's heading.
#ifndef CVTIDY_RULES_OCR_MISPLACED_DATE_LINE_H_
#define CVTIDY_RULES_OCR_MISPLACED_DATE_LINE_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports detached date lines and names the entries they belong to; re-attaches a pile in
// order (unsafe fix) when its size matches the undated entries of the block above it.
class OcrMisplacedDateLineRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_MISPLACED_DATE_LINE_H_
