// date/venue-year-mismatch: an entry dated one year names a venue of another year (a travel
// grant dated May 2026 for `NSDI 2025`), or a paper under a year heading has a venue of a
// different year.
#ifndef CVTIDY_RULES_DATE_VENUE_YEAR_MISMATCH_H_
#define CVTIDY_RULES_DATE_VENUE_YEAR_MISMATCH_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports entries whose own date or year heading disagrees with the year of the venue named.
class DateVenueYearMismatchRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_DATE_VENUE_YEAR_MISMATCH_H_
