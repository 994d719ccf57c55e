// input/too-slow: checking or fixing the file took longer than its time budget
// (`--file-timeout`), so it was skipped.
#ifndef CVTIDY_RULES_INPUT_TOO_SLOW_H_
#define CVTIDY_RULES_INPUT_TOO_SLOW_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Detection happens in the engine (LintSource and FixSource stop between rules once a file's
// FileBudget has run out) and in the CLI's watchdog (a rule that never returns); this class
// carries the rule's metadata, severity and selection.
class InputTooSlowRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override {}
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_INPUT_TOO_SLOW_H_
