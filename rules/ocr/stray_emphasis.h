// ocr/stray-emphasis: `*` / `**` delimiters that close or open nothing (`- arXiv* **Title**`).
#ifndef CVTIDY_RULES_OCR_STRAY_EMPHASIS_H_
#define CVTIDY_RULES_OCR_STRAY_EMPHASIS_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports unbalanced emphasis delimiters; removes a stray `*` when that is unambiguous.
class OcrStrayEmphasisRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_STRAY_EMPHASIS_H_
