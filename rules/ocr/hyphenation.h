// ocr/hyphenation: a word split by a line-end hyphen, as in `distrib-` / `uted dataflow jobs`.
#ifndef CVTIDY_RULES_OCR_HYPHENATION_H_
#define CVTIDY_RULES_OCR_HYPHENATION_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports a line that ends inside a word with a hyphen; joins the word when the vocabulary
// knows it.
class OcrHyphenationRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_HYPHENATION_H_
