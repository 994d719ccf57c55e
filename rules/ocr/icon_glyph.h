// ocr/icon-glyph: icon-font glyphs rendered as symbols (`□ ☑ ♠ ☐ ◊`, private-use code points
// of Font Awesome and similar fonts) used as field labels or separators.
#ifndef CVTIDY_RULES_OCR_ICON_GLYPH_H_
#define CVTIDY_RULES_OCR_ICON_GLYPH_H_

#include <cstddef>
#include <string_view>
#include <vector>

#include "src/engine/rule.h"

namespace cvtidy {

namespace internal {
// Whether `cp` is a glyph an icon font leaves behind (private use, box and card symbols, the
// middle dot), which the rule reads as a label or a separator.
bool IsIconGlyph(char32_t cp);
// Whether `text` may hold a code point IsIconGlyph picks: false only when it holds none. One
// search of a document's text passes over a CV without icons, most of them.
bool MayHoldIconGlyph(std::string_view text);

// Whether `token`, in front of the text `next`, is what OCR reads an icon as: symbols with no
// letter or digit (`@@_`, `=`, `©`), the initial of the profile label `next` starts with (`G`
// before `Google Scholar`), or a lower-case letter then a capital (`fT`).
bool IsIconResidue(std::string_view token, std::string_view next);

// A run of tokens OCR read an icon as (`G`, `fT`, `@@_ =`), in label position (at the start of
// the line's content or after a tab or a separator token) in front of a field: bytes
// [begin, field) of the line, `field` the start of the field.
struct IconResidueRun {
  size_t begin;
  size_t field;
};
// The residue runs of line text `t` whose content starts at `from`, in order. Whether the field
// after each is evident (a contact or a profile label) is the rule's to decide.
std::vector<IconResidueRun> FindIconResidueRuns(std::string_view t, size_t from);
}  // namespace internal

// Reports icon glyphs and replaces them by a label, a plain separator, or nothing.
class OcrIconGlyphRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_ICON_GLYPH_H_
