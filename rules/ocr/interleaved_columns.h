// ocr/interleaved-columns: a two-column page read line by line across both columns, so each
// line joins a line of the left column to a line of the right one. Reported only: the text
// cannot be put back in order line by line.
#ifndef CVTIDY_RULES_OCR_INTERLEAVED_COLUMNS_H_
#define CVTIDY_RULES_OCR_INTERLEAVED_COLUMNS_H_

#include "src/engine/rule.h"

namespace cvtidy {

// One diagnostic per block Document::layout() found, with what to do about it; no fix.
class OcrInterleavedColumnsRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_INTERLEAVED_COLUMNS_H_
