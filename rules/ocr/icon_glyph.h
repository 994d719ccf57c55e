// ocr/icon-glyph: icon-font glyphs rendered as symbols (`□ ☑ ♠ ☐ ◊`, private-use code points
// of Font Awesome and similar fonts) used as field labels or separators.
#ifndef CVTIDY_RULES_OCR_ICON_GLYPH_H_
#define CVTIDY_RULES_OCR_ICON_GLYPH_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports icon glyphs and replaces them by a label, a plain separator, or nothing.
class OcrIconGlyphRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_ICON_GLYPH_H_
