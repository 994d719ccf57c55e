// date/duplicated-year: the same year twice in a row, separated by spaces only, as in
// `Best Paper Award, ASPLOS 2023 2023`.
#ifndef CVTIDY_RULES_DATE_DUPLICATED_YEAR_H_
#define CVTIDY_RULES_DATE_DUPLICATED_YEAR_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports a bare year repeated right after itself on one line.
class DateDuplicatedYearRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_DATE_DUPLICATED_YEAR_H_
