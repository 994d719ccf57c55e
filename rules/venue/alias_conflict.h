// venue/alias-conflict: one CV names its venues in different forms (`OSDI 2025`, `USENIX OSDI
// 2023`, `16th USENIX Symposium on ... (OSDI 2022)`).
#ifndef CVTIDY_RULES_VENUE_ALIAS_CONFLICT_H_
#define CVTIDY_RULES_VENUE_ALIAS_CONFLICT_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports venue mentions not written in the configured (or the CV's majority) venue form.
class VenueAliasConflictRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_VENUE_ALIAS_CONFLICT_H_
