// style/trailing-punctuation: the entries of one list end with a period in some places and
// without one in others.
#ifndef CVTIDY_RULES_STYLE_TRAILING_PUNCTUATION_H_
#define CVTIDY_RULES_STYLE_TRAILING_PUNCTUATION_H_

#include <cstdint>
#include <string_view>

#include "src/engine/rule.h"

namespace cvtidy {

namespace internal {

// The position of the `open` bracket that matches the `close` at `text[last]`, read back
// from `last` to just after `begin`; `begin` when there is none. Sixteen bytes a step where
// SSE2 is there: a note in parentheses can run most of an entry's line.
uint32_t MatchingOpen(std::string_view text, uint32_t begin, uint32_t last, char open, char close);

}  // namespace internal

// Reports list entries whose final period differs from `[style] trailing-punctuation` or,
// by default, from the majority of their section's list, and adds or removes the period.
class StyleTrailingPunctuationRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_STYLE_TRAILING_PUNCTUATION_H_
