// venue/renamed: a venue's former name used for a year after the venue dropped it (`NIPS 2019`,
// `SysML 2020`).
#ifndef CVTIDY_RULES_VENUE_RENAMED_H_
#define CVTIDY_RULES_VENUE_RENAMED_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports former venue names used for years after the rename.
class VenueRenamedRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_VENUE_RENAMED_H_
