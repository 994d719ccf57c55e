// name/owner-highlight: the CV owner bold in some author lists and plain (or otherwise
// emphasised) in others.
#ifndef CVTIDY_RULES_NAME_OWNER_HIGHLIGHT_H_
#define CVTIDY_RULES_NAME_OWNER_HIGHLIGHT_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Finds the owner (`[style] owner`, else the name at the top of the CV) in every author list
// and reports the occurrences not emphasised the way most of them are.
class NameOwnerHighlightRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_NAME_OWNER_HIGHLIGHT_H_
