// date/present-form: the open end of ranges written in different words: `Present`, `present`,
// `now`, `current`, `ongoing`, `to date`.
#ifndef CVTIDY_RULES_DATE_PRESENT_FORM_H_
#define CVTIDY_RULES_DATE_PRESENT_FORM_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports open ends not written like the configured or majority word.
class DatePresentFormRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_DATE_PRESENT_FORM_H_
