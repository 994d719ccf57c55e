// date/range-reversed: a date range whose end comes before its start, `2021 – 2019` or
// `Sep 2019 – Mar 2019`, usually a typo or an OCR misread of one year.
#ifndef CVTIDY_RULES_DATE_RANGE_REVERSED_H_
#define CVTIDY_RULES_DATE_RANGE_REVERSED_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports date ranges that end before they start.
class DateRangeReversedRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_DATE_RANGE_REVERSED_H_
