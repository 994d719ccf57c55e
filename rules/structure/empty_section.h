// structure/empty-section: a heading with nothing under it before the next heading of the
// same or a higher level.
#ifndef CVTIDY_RULES_STRUCTURE_EMPTY_SECTION_H_
#define CVTIDY_RULES_STRUCTURE_EMPTY_SECTION_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports each section whose lines after the heading are all blank, comments or rules.
class StructureEmptySectionRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_STRUCTURE_EMPTY_SECTION_H_
