// date/order: the dated entries of a section are not in the configured chronological order
// (`[style] order`: reverse by default), e.g. a 2017 job listed below a 2015 one.
#ifndef CVTIDY_RULES_DATE_ORDER_H_
#define CVTIDY_RULES_DATE_ORDER_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports entries that break the chronological order of an otherwise ordered section.
class DateOrderRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_DATE_ORDER_H_
