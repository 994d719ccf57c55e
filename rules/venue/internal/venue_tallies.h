// The venue rules' votes over a whole CV: the form each group of its venues should be written
// in (`[style] venue`, else the majority of its citations), how it writes venue years, and the
// distinct forms each venue is cited in. The inputs are model facts (VenueMention::form,
// year_form, IsCitation()); the vote is the rules' policy, so it lives here, once.
#ifndef CVTIDY_RULES_VENUE_INTERNAL_VENUE_TALLIES_H_
#define CVTIDY_RULES_VENUE_INTERNAL_VENUE_TALLIES_H_

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "normalizers/venue_form.h"
#include "rules/venue/internal/venue_forms.h"
#include "src/config/config.h"
#include "src/data/venue_table.h"
#include "src/engine/style_vote.h"
#include "src/model/document.h"

namespace cvtidy::internal {

// The form each group of a CV's venues should be written in.
struct VenueStyleTargets {
  // Per group: `[style] venue`, else the group's majority (no target on a tie).
  std::array<StyleDecision<VenueStyle>, kVenueGroups> decision{};
  // votes[group][style]: mentions written in each form class. A mention whose venue reads
  // the same in another form (`NeurIPS 2022` is short and publisher-short) votes for both.
  std::array<std::array<uint32_t, 3>, kVenueGroups> votes{};

  bool configured() const { return decision[0].configured(); }
  const StyleDecision<VenueStyle>& For(const VenueRecord& record) const {
    return decision[static_cast<size_t>(GroupOf(record))];
  }
};

// Resolves the targets of `doc`: `[style] venue` for every group when it is set, else each
// group's majority form class over its citations (StyleVote: none on a tie).
VenueStyleTargets ResolveVenueStyleTargets(const Document& doc, const StyleConfig& style);

// How a CV writes its venue years.
struct VenueYearTarget {
  VenueYearForm form = VenueYearForm::kNone;  // kNone when no mention has a year, or a tie
  std::array<uint32_t, 7> votes{};            // mentions per VenueYearForm
  StyleVerdict verdict;                       // how `form` was decided
};

// The votes of `doc`'s venue years: one per citation with a year, for its VenueYearForm. The
// one count behind both the rules' target and `cvtidy init`.
StyleVote<VenueYearForm> CountVenueYearVotes(const Document& doc);

// Returns how this CV writes venue years: `[style] venue-year` when it is set, else the
// majority VenueYearForm among citations with a year (StyleVote: none on a tie).
VenueYearTarget ResolveVenueYearTarget(const Document& doc, const StyleConfig& style);
inline VenueYearForm ResolveVenueYearForm(const Document& doc, const StyleConfig& style) {
  return ResolveVenueYearTarget(doc, style).form;
}

// Returns the tally of `target` for notes: "12 four-digit, 4 apostrophe".
std::string DescribeYearVotes(const VenueYearTarget& target);

// The distinct ways each venue is cited in a document (VenueMention::IsCitation()), in order of
// first appearance. Gathered for a venue at its first question, as only findings need them,
// and few venues of a CV have one; the names of a venue likewise.
class VenueFormsSeen {
 public:
  explicit VenueFormsSeen(const Document& doc) : doc_(doc) {}

  // Returns the forms of venue `venue` (an index into the table): the first mention of each
  // distinct shape, where two texts differing only in their digits (`OSDI 2024`, `OSDI 2023`)
  // are one shape. The span stays valid for this object's life.
  std::span<const VenueMention* const> Of(uint32_t venue) const;

  // Returns the texts of Of(venue), in its order, as read (MentionText): kept from picking the
  // forms, so that the notes and titles quoting them do not read each one again.
  std::span<const std::string> TextsOf(uint32_t venue) const;

  // Returns how many different names (NameText, digits aside) venue `venue` is written with:
  // `OSDI 2024` and `OSDI '23` are one name, `USENIX OSDI 2023` another.
  size_t NamesOf(uint32_t venue) const;

 private:
  struct Forms {
    uint32_t venue;
    std::vector<const VenueMention*> forms;
    std::vector<std::string> texts;  // of `forms`, as read
  };
  // The forms of `venue`, gathered at the first question.
  const Forms& Gather(uint32_t venue) const;

  const Document& doc_;
  // The venues asked for so far, with their forms (a vector moves without moving its items,
  // so the spans handed out stay valid).
  mutable std::vector<Forms> forms_;
  mutable std::vector<std::pair<uint32_t, size_t>> name_counts_;  // venue, NamesOf
};

}  // namespace cvtidy::internal

#endif  // CVTIDY_RULES_VENUE_INTERNAL_VENUE_TALLIES_H_
