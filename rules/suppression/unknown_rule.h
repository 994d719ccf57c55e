// suppression/unknown-rule: a suppression comment names a rule id (or pattern) no rule has.
#ifndef CVTIDY_RULES_SUPPRESSION_UNKNOWN_RULE_H_
#define CVTIDY_RULES_SUPPRESSION_UNKNOWN_RULE_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Detection happens in the engine, after every other rule has run (ReportSuppressionProblems
// in src/engine/suppression_report.h); this class carries the rule's metadata, severity and
// selection.
class SuppressionUnknownRuleRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override {}
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_SUPPRESSION_UNKNOWN_RULE_H_
