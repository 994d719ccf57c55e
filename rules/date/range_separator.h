// date/range-separator: date ranges joined by different separators (`-`, `–`, `—`, `to`,
// `~`), or by one with a space on one side only (`2019 –2020`).
#ifndef CVTIDY_RULES_DATE_RANGE_SEPARATOR_H_
#define CVTIDY_RULES_DATE_RANGE_SEPARATOR_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports range separators unlike the configured or majority one, or spaced unevenly.
class DateRangeSeparatorRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_DATE_RANGE_SEPARATOR_H_
