// input/legacy-encoding: the input was read from UTF-16 or a legacy 8-bit charset.
#ifndef CVTIDY_RULES_INPUT_LEGACY_ENCODING_H_
#define CVTIDY_RULES_INPUT_LEGACY_ENCODING_H_

#include "src/engine/rule.h"

namespace cvtidy {

class InputLegacyEncodingRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_INPUT_LEGACY_ENCODING_H_
