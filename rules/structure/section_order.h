// structure/section-order: known sections out of the order `[style] section-order` gives.
#ifndef CVTIDY_RULES_STRUCTURE_SECTION_ORDER_H_
#define CVTIDY_RULES_STRUCTURE_SECTION_ORDER_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports the fewest sections whose moving would restore the configured order. Silent when
// no order is configured.
class StructureSectionOrderRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_STRUCTURE_SECTION_ORDER_H_
