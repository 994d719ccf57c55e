// ocr/truncated-text: a publication title cut off by the converter: it ends mid-word
// (`“... Scheduling with Fai”`) or its opening quote or `**` is never closed.
#ifndef CVTIDY_RULES_OCR_TRUNCATED_TEXT_H_
#define CVTIDY_RULES_OCR_TRUNCATED_TEXT_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports titles that are never closed or end with the first letters of a known word.
class OcrTruncatedTextRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_TRUNCATED_TEXT_H_
