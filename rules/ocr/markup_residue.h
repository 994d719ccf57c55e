// ocr/markup-residue: HTML (`<b>`, `<sup>th</sup>`, `<br>`, `&amp;`), LaTeX
// (`$\text{\LaTeX}$`, `\&`, `\textbf{...}`) and needless escapes (`snake\_case`) left in text.
#ifndef CVTIDY_RULES_OCR_MARKUP_RESIDUE_H_
#define CVTIDY_RULES_OCR_MARKUP_RESIDUE_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports markup a converter copied into the text instead of rendering, and rewrites it as
// Markdown or plain Unicode.
class OcrMarkupResidueRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_MARKUP_RESIDUE_H_
