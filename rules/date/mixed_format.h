// date/mixed-format: one CV writes dates of one precision in several styles: `09/2019`,
// `Sep 2019`, `Sep. 2019`, `September 2019`, `2019-09`, `May'23`; `Fall 2019` and `2019 Fall`.
#ifndef CVTIDY_RULES_DATE_MIXED_FORMAT_H_
#define CVTIDY_RULES_DATE_MIXED_FORMAT_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports dates not written in the configured or majority style of their precision.
class DateMixedFormatRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_DATE_MIXED_FORMAT_H_
