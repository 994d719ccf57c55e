// ocr/hyphenation: a word split by a line-end hyphen, as in `distrib-` / `uted dataflow jobs`.
#ifndef CVTIDY_RULES_OCR_HYPHENATION_H_
#define CVTIDY_RULES_OCR_HYPHENATION_H_

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "src/engine/rule.h"

namespace cvtidy {

namespace internal {
// The offsets of the hyphens in `text` with an ASCII letter on either side (`fine-tuning`):
// the only places where a compound of two runs of letters can be written.
std::vector<uint32_t> LetterHyphenSpots(std::string_view text);
// ContainsWordIgnoreCase(text, head + "-" + tail) for non-empty `head` and `tail` of ASCII
// letters, found among `spots` (LetterHyphenSpots of `text`) instead of by a search of the
// whole text for each compound.
bool ContainsCompoundIgnoreCase(std::string_view text, std::span<const uint32_t> spots,
                                std::string_view head, std::string_view tail);
}  // namespace internal

// Reports a line that ends inside a word with a hyphen; joins the word when the vocabulary
// knows it.
class OcrHyphenationRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_OCR_HYPHENATION_H_
