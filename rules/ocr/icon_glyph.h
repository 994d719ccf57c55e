// ocr/icon-glyph: icon-font glyphs rendered as symbols (`□ ☑ ♠ ☐ ◊`, private-use code points
// of Font Awesome and similar fonts) used as field labels or separators.
#ifndef CVTIDY_RULES_OCR_ICON_GLYPH_H_
#define CVTIDY_RULES_OCR_ICON_GLYPH_H_

#include <string_view>

#include "src/engine/rule.h"

namespace cvtidy {

namespace internal {
// Whether `cp` is a glyph an icon font leaves behind (private use, box and card symbols, the
// middle dot), which the rule reads as a label or a separator.
bool IsIconGlyph(char32_t cp);
// Whether `text` may hold a code point IsIconGlyph picks: false only when it holds none. One
// search of a document's text passes over a CV without icons, most of them.
bool MayHoldIconGlyph(std::string_view text);
}  // namespace internal

// Reports icon glyphs and replaces them by a label, a plain separator, or nothing.
class OcrIconGlyphRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_ICON_GLYPH_H_
