// date/future: a date after the reference date (today, or --today) in an entry that does not
// say it is planned, such as a degree `2019 – 2027` without "expected".
#ifndef CVTIDY_RULES_DATE_FUTURE_H_
#define CVTIDY_RULES_DATE_FUTURE_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports dates in the future, unless their line says the event is expected or forthcoming.
class DateFutureRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_DATE_FUTURE_H_
