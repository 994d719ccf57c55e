// ocr/split-table-row: a table flattened column by column (labels on one line, their places
// and years on later lines), or rows whose date cells drifted into the neighbouring row.
#ifndef CVTIDY_RULES_OCR_SPLIT_TABLE_ROW_H_
#define CVTIDY_RULES_OCR_SPLIT_TABLE_ROW_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports table rows whose cells a converter separated, with the rows as they belong together.
class OcrSplitTableRowRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_SPLIT_TABLE_ROW_H_
