// name/variant: one person written several ways across the author lists of a CV:
// `Min-Seo Park` / `Minseo Park`, `Wei Lan Zhou` / `Lan Zhou Wei`, `J. Lin` / `Jin Lin`.
#ifndef CVTIDY_RULES_NAME_VARIANT_H_
#define CVTIDY_RULES_NAME_VARIANT_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Clusters the names of every author list by their comparable spelling (NameKey) and reports
// each occurrence not written in its cluster's most frequent form.
class NameVariantRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_NAME_VARIANT_H_
