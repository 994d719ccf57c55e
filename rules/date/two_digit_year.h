// date/two-digit-year: a date with a two-digit year (`May'23`, `'19-'21`) in a CV that writes
// four-digit years; a venue's year (`OSDI '24`) is venue/year-form's.
#ifndef CVTIDY_RULES_DATE_TWO_DIGIT_YEAR_H_
#define CVTIDY_RULES_DATE_TWO_DIGIT_YEAR_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports two-digit years where the CV or the configured style writes four digits.
class DateTwoDigitYearRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_DATE_TWO_DIGIT_YEAR_H_
