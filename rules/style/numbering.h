// style/numbering: `[C3] [C2] [C1]` labels or `1. 2. 3.` numbers out of sequence, or a list of
// labelled entries with an unlabelled one among them.
#ifndef CVTIDY_RULES_STYLE_NUMBERING_H_
#define CVTIDY_RULES_STYLE_NUMBERING_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports entry labels and list numbers that break their sequence (descending or ascending,
// from `[style] numbering` or the sequence's own majority) and relabels them.
class StyleNumberingRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_STYLE_NUMBERING_H_
