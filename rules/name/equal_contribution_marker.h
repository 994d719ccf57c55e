// name/equal-contribution-marker: `*`, `\*`, `<sup>*</sup>` and `†` mixed in one CV for the
// same meaning (equal contribution).
#ifndef CVTIDY_RULES_NAME_EQUAL_CONTRIBUTION_MARKER_H_
#define CVTIDY_RULES_NAME_EQUAL_CONTRIBUTION_MARKER_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports every equal-contribution mark (after a name or in a list's note) written otherwise
// than `[style] contribution-mark` or, by default, the CV's most frequent mark.
class NameEqualContributionMarkerRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_NAME_EQUAL_CONTRIBUTION_MARKER_H_
