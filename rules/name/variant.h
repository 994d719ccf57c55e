// name/variant: one person written several ways across the author lists of a CV:
// `Min-Seo Park` / `Minseo Park`, `Wei Lan Zhou` / `Lan Zhou Wei`, `J. Lin` / `Jin Lin`.
#ifndef CVTIDY_RULES_NAME_VARIANT_H_
#define CVTIDY_RULES_NAME_VARIANT_H_

#include <cstdint>
#include <span>
#include <vector>

#include "src/engine/rule.h"
#include "src/model/spans.h"

namespace cvtidy {

// Clusters the names of every author list by their comparable spelling (NameKey) and reports
// each occurrence not written in its cluster's most frequent form.
class NameVariantRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

namespace internal {

// The cluster of each name of `keys`, as the index of its cluster's first name: names spelled
// the same up to case, accents, hyphens and spaces (SameLetters, abbreviated or not alike), full
// names of three words or more with the same words, and an abbreviated name with the one full
// name its initials can stand for (InitialsMatch; none when two clusters could). `keys` are
// made by MakeNameKey: their letters_hash places them.
std::vector<uint32_t> NameClusters(std::span<const NameKey> keys);

}  // namespace internal

}  // namespace cvtidy

#endif  // CVTIDY_RULES_NAME_VARIANT_H_
