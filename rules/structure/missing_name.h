// structure/missing-name: no person's name at the top of the CV.
#ifndef CVTIDY_RULES_STRUCTURE_MISSING_NAME_H_
#define CVTIDY_RULES_STRUCTURE_MISSING_NAME_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports a CV whose first line (or first heading) is not its owner's name, unless
// `[style] owner` names the owner.
class StructureMissingNameRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_STRUCTURE_MISSING_NAME_H_
