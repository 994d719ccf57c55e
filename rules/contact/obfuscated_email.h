// contact/obfuscated-email: an email address written to dodge address harvesters,
// `jo at example dot org`, `jo [at] example [dot] org`.
#ifndef CVTIDY_RULES_CONTACT_OBFUSCATED_EMAIL_H_
#define CVTIDY_RULES_CONTACT_OBFUSCATED_EMAIL_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports every kObfuscatedEmail contact field, offering the plain address.
class ContactObfuscatedEmailRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_CONTACT_OBFUSCATED_EMAIL_H_
