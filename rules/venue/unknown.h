// venue/unknown: a venue-shaped acronym with a year in a publication entry (`EuroSvs 2022`,
// `OSDl 2021`) that is no known venue but one edit away from one.
#ifndef CVTIDY_RULES_VENUE_UNKNOWN_H_
#define CVTIDY_RULES_VENUE_UNKNOWN_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "src/data/venue_table.h"
#include "src/engine/rule.h"

namespace cvtidy {

namespace internal {

// The first position at or after `from` of a byte a year may open with (an ASCII digit, `'`,
// or 0xE2, the lead byte of `’`), or `text.size()`. Sixteen bytes a step where SSE2 is there.
size_t FindYearOpener(std::string_view text, size_t from);

// The characters a folded name (FoldSpelling) holds, one bit each: `a`-`z`, then `0`-`9`.
uint64_t FoldedCharacters(std::string_view folded);

// A lower bound on the edit distance between two names of these character sets
// (FoldedCharacters): it lets SuggestVenue drop most known names without an EditDistance.
size_t EditDistanceFloor(uint64_t a, uint64_t b);

// The replacement venue/unknown suggests for `name`, a venue-shaped name (as written) that
// `table` does not know: the id (or former acronym) of the one venue whose names fold closest
// to it within the edits its length allows, or std::nullopt when no venue or two are that
// close, or when `name` is a spelling the table lists.
std::optional<std::string_view> SuggestVenue(std::string_view name, const VenueTable& table);

}  // namespace internal

// Reports misspelt venue acronyms in publication entries, suggesting the known venue.
class VenueUnknownRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy

#endif  // CVTIDY_RULES_VENUE_UNKNOWN_H_
