// ocr/torn-date: a date that opened an entry, printed at the right margin by a right-aligned
// layout, and read back by OCR at the end of the entry's first line (`... Symposium 2019` /
// `on Hollow Networks`).
#ifndef CVTIDY_RULES_OCR_TORN_DATE_H_
#define CVTIDY_RULES_OCR_TORN_DATE_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports each torn date Document::layout() found and moves it back to the start of its own
// entry (safe: the entry keeps every word and number, only their order changes).
class OcrTornDateRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_TORN_DATE_H_
