// ocr/confusable: letter/digit confusions in known vocabulary, such as `Al Lab` for `AI Lab`,
// `Systerns` for `Systems` or `Netw0rk` for `Network`.
#ifndef CVTIDY_RULES_OCR_CONFUSABLE_H_
#define CVTIDY_RULES_OCR_CONFUSABLE_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports words OCR misread (rules/vocabulary.toml: confusable pairs in their safe contexts,
// letter confusions that turn an unknown word into a known one).
class OcrConfusableRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_CONFUSABLE_H_
