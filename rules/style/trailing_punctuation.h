// style/trailing-punctuation: the entries of one list end with a period in some places and
// without one in others.
#ifndef CVTIDY_RULES_STYLE_TRAILING_PUNCTUATION_H_
#define CVTIDY_RULES_STYLE_TRAILING_PUNCTUATION_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports list entries whose final period differs from `[style] trailing-punctuation` or,
// by default, from the majority of their section's list, and adds or removes the period.
class StyleTrailingPunctuationRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_STYLE_TRAILING_PUNCTUATION_H_
