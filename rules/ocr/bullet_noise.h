// ocr/bullet-noise: list bullets OCR misread: `•` printed as `+`, `*`, `¢`, `e`, `«`, `©`
// within one list, and wrapped continuation lines that lost their indent so they are no
// longer told apart from the items.
#ifndef CVTIDY_RULES_OCR_BULLET_NOISE_H_
#define CVTIDY_RULES_OCR_BULLET_NOISE_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports items whose bullet differs from their list's, and unindented continuation lines in
// a list whose other continuations are indented.
class OcrBulletNoiseRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_BULLET_NOISE_H_
