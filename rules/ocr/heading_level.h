// ocr/heading-level: headings the converter put at the wrong level: sibling entries of one
// section at different levels (`## **University**` then `### **University**`), or a section
// title at the level of the entries under it (`#### PROJECTS` above `#### Alpa`).
#ifndef CVTIDY_RULES_OCR_HEADING_LEVEL_H_
#define CVTIDY_RULES_OCR_HEADING_LEVEL_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports ATX entry headings off their siblings' level and section titles at their entries'
// level; the fix rewrites the `#` run.
class OcrHeadingLevelRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_HEADING_LEVEL_H_
