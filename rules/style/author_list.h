// style/author-list: author lists joined inconsistently: `and` before the last author or not,
// the Oxford comma, `&`, and `et al.` / `...` written several ways.
#ifndef CVTIDY_RULES_STYLE_AUTHOR_LIST_H_
#define CVTIDY_RULES_STYLE_AUTHOR_LIST_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Compares every author list with the house style (`[style] author-conjunction`,
// `oxford-comma`, else the CV's majority) and reports the lists that differ.
class StyleAuthorListRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_STYLE_AUTHOR_LIST_H_
