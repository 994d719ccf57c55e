// structure/duplicate-line: the same entry line twice, in two sections or in one, such as an
// award copied under TEACHING as well as under AWARDS.
#ifndef CVTIDY_RULES_STRUCTURE_DUPLICATE_LINE_H_
#define CVTIDY_RULES_STRUCTURE_DUPLICATE_LINE_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "src/engine/rule.h"

namespace cvtidy {

// Reports the stray copy of a line that occurs exactly twice (up to list markers, emphasis,
// spacing, case and its dates), offering to delete it.
class StructureDuplicateLineRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

namespace internal {

// The rough key of `piece`, a part of a line between its dates: lines whose cleaned keys are
// equal (ignoring case) have equal sums of their pieces' rough keys.
uint64_t RoughKey(std::string_view piece);

// The cleaned key of a line that is one piece (no dates): without emphasis, escapes and short
// HTML tags, white space collapsed, residue trimmed from both ends; case kept.
std::string CleanPieceKey(std::string_view piece);

// True when `key` (a cleaned key) has `min_words` words (runs of bytes other than a blank)
// and a dozen letters (ASCII letters or bytes of non-ASCII characters). Sixteen bytes a step
// where SSE2 is there.
bool IsSubstantial(std::string_view key, size_t min_words);

}  // namespace internal

}  // namespace cvtidy

#endif  // CVTIDY_RULES_STRUCTURE_DUPLICATE_LINE_H_
