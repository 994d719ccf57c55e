// ocr/broken-heading: a section heading the converter damaged: split inside words
// (`Rese<TAB>arch<TAB>Interests`), OCR letter confusions (`PUBLlCATIONS`), spaced letters,
// often followed by a garbled twin line (`KESE<TAB>arcn<TAB>meresis`); and headings carrying
// rule residue (`Education \_\_\_\_\_`, `Publications —`).
#ifndef CVTIDY_RULES_OCR_BROKEN_HEADING_H_
#define CVTIDY_RULES_OCR_BROKEN_HEADING_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Rebuilds damaged known-section headings from rules/sections.toml, drops their garbled twin
// and any heading's rule residue.
class OcrBrokenHeadingRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_BROKEN_HEADING_H_
