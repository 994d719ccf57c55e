// date/split-range: a date range broken over two lines by a converter, its start and
// separator on one line (`May'23 -`) and its end at the start of the next (`Apr'24 Organized
// ...`).
#ifndef CVTIDY_RULES_DATE_SPLIT_RANGE_H_
#define CVTIDY_RULES_DATE_SPLIT_RANGE_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports open date ranges whose end starts the next line, and joins them.
class DateSplitRangeRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_DATE_SPLIT_RANGE_H_
