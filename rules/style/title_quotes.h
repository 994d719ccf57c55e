// style/title-quotes: publication titles set off in different ways in one CV: quoted in some
// entries, bold, italic or plain in others.
#ifndef CVTIDY_RULES_STYLE_TITLE_QUOTES_H_
#define CVTIDY_RULES_STYLE_TITLE_QUOTES_H_

#include "src/engine/rule.h"

namespace cvtidy {

// Reports titles not in the configured (`[style] title-quotes`) or majority form.
class StyleTitleQuotesRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_STYLE_TITLE_QUOTES_H_
