// ocr/glued-words: two words OCR read without the space between them, such as `BAin` for
// `BA in`, `Iam` for `I am` or `Posterand` for `Poster and`.
#ifndef CVTIDY_RULES_OCR_GLUED_WORDS_H_
#define CVTIDY_RULES_OCR_GLUED_WORDS_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports a token that no lexicon knows and that splits, in exactly one way, into two known
// words, the second in lower case (src/ocr/corrector.h, Corrector::SplitGlued).
class OcrGluedWordsRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_GLUED_WORDS_H_
