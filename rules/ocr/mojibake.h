// ocr/mojibake: UTF-8 text decoded as Windows-1252 (`RenÃ©e`, `â€™`), typographic ligatures
// (`ﬁ`), non-breaking spaces and invisible characters left in the text.
#ifndef CVTIDY_RULES_OCR_MOJIBAKE_H_
#define CVTIDY_RULES_OCR_MOJIBAKE_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports character-level damage (normalizers/mojibake.h) and rewrites it.
class OcrMojibakeRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_MOJIBAKE_H_
