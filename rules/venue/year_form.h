// venue/year-form: venue years written in different forms in one CV (`OSDI 2024`, `OSDI '24`,
// `OSDI'24`, `OSDI-24`).
#ifndef CVTIDY_RULES_VENUE_YEAR_FORM_H_
#define CVTIDY_RULES_VENUE_YEAR_FORM_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports venue years not written in the CV's majority year form.
class VenueYearFormRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_VENUE_YEAR_FORM_H_
