// contact/malformed: an email, URL, ORCID iD, phone number, arXiv id or DOI that does not
// parse, such as `arxiv:2504.2085`.
#ifndef CVTIDY_RULES_CONTACT_MALFORMED_H_
#define CVTIDY_RULES_CONTACT_MALFORMED_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports every contact field with a non-empty ContactField::problem.
class ContactMalformedRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_CONTACT_MALFORMED_H_
