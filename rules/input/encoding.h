// input/encoding: the input is not UTF-8 text (invalid byte sequences, or a binary file).
#ifndef CVTIDY_RULES_INPUT_ENCODING_H_
#define CVTIDY_RULES_INPUT_ENCODING_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Detection happens before parsing (Source notes the first bad byte and the engine reports
// it, see LintSource); this class carries the rule's metadata, severity and selection.
class InputEncodingRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override {}
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_INPUT_ENCODING_H_
