// structure/duplicate-line: the same entry line twice, in two sections or in one, such as an
// award copied under TEACHING as well as under AWARDS.
#ifndef CVTIDY_RULES_STRUCTURE_DUPLICATE_LINE_H_
#define CVTIDY_RULES_STRUCTURE_DUPLICATE_LINE_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports the stray copy of a line that occurs exactly twice (up to list markers, emphasis,
// spacing, case and its dates), offering to delete it.
class StructureDuplicateLineRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_STRUCTURE_DUPLICATE_LINE_H_
