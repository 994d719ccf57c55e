#include "rules/venue/internal/venue_tallies.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "src/base/strings.h"

namespace cvtidy::internal {
namespace {

// True when `a` and `b` differ at most in their digits: `OSDI 2024` and `OSDI 2023` are one
// shape, and so are `16th USENIX ... (OSDI 2022)` and `14th USENIX ... (OSDI 2020)`.
bool SameShape(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) {
    return false;
  }
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i] != b[i] && !(IsAsciiDigit(a[i]) && IsAsciiDigit(b[i]))) {
      return false;
    }
  }
  return true;
}

}  // namespace

VenueStyleTargets ResolveVenueStyleTargets(const Document& doc, const StyleConfig& style) {
  VenueStyleTargets targets;
  std::array<StyleVote<VenueStyle>, kVenueGroups> ballots;
  SameFormCache same_form(doc.venue_table());
  for (const VenueMention& mention : doc.venues()) {
    const VenueRecord* record = RecordOf(doc, mention);
    if (record == nullptr || !mention.IsCitation()) {
      continue;
    }
    const VenueStyle cls = FormClassOf(mention, *record, doc.source());
    // `NeurIPS 2022` reads as both short and publisher-short: it votes for both.
    const size_t group = static_cast<size_t>(GroupOf(*record));
    std::array<uint32_t, 3>& votes = targets.votes[group];
    std::array<VenueStyle, 3> reads_as{};
    size_t forms = 0;
    const uint32_t same = same_form.SameAs(*record, cls);
    for (const VenueStyle style :
         {VenueStyle::kShort, VenueStyle::kPublisherShort, VenueStyle::kLong}) {
      if ((same >> static_cast<size_t>(style)) & 1u) {
        ++votes[static_cast<size_t>(style)];
        reads_as[forms++] = style;
      }
    }
    ballots[group].AddAll(std::span<const VenueStyle>(reads_as.data(), forms));
  }
  for (size_t group = 0; group < kVenueGroups; ++group) {
    targets.decision[group] = ballots[group].Decide(style.venue, doc.input_kind());
  }
  return targets;
}

StyleVote<VenueYearForm> CountVenueYearVotes(const Document& doc) {
  StyleVote<VenueYearForm> ballots;
  for (const VenueMention& mention : doc.venues()) {
    if (mention.year_form == VenueYearForm::kNone || mention.year_range.empty() ||
        !mention.IsCitation()) {
      continue;
    }
    ballots.Add(mention.year_form);
  }
  return ballots;
}

VenueYearTarget ResolveVenueYearTarget(const Document& doc, const StyleConfig& style) {
  VenueYearTarget target;
  const StyleVote<VenueYearForm> ballots = CountVenueYearVotes(doc);
  for (const auto& tally : ballots.tallies()) {
    target.votes[static_cast<size_t>(tally.form)] = tally.votes;
  }
  const StyleDecision<VenueYearForm> decision = ballots.Decide(style.venue_year, doc.input_kind());
  target.form = decision.target.value_or(VenueYearForm::kNone);
  target.verdict = decision;
  return target;
}

std::string DescribeYearVotes(const VenueYearTarget& target) {
  std::string out;
  for (size_t form = 1; form < target.votes.size(); ++form) {
    if (target.votes[form] == 0) {
      continue;
    }
    AppendVoteCount(out, target.votes[form], VenueYearFormName(static_cast<VenueYearForm>(form)));
  }
  return out;
}

std::span<const VenueMention* const> VenueFormsSeen::Of(uint32_t venue) const {
  return Gather(venue).forms;
}

std::span<const std::string> VenueFormsSeen::TextsOf(uint32_t venue) const {
  return Gather(venue).texts;
}

const VenueFormsSeen::Forms& VenueFormsSeen::Gather(uint32_t venue) const {
  for (const Forms& seen : forms_) {
    if (seen.venue == venue) {
      return seen;
    }
  }
  // The first citation of each distinct shape, compared by its text as read (MentionText): a
  // form wrapped over two lines is the same form on one. Most mentions read as written and
  // are compared as views into the source.
  std::vector<const VenueMention*> forms;
  std::vector<std::string> texts;  // of `forms`
  for (const VenueMention& mention : doc_.venues()) {
    if (mention.venue != venue || !mention.IsCitation()) {
      continue;
    }
    const std::string_view written = doc_.Text(mention.range);
    std::string as_read;
    const std::string_view text = ReadsAsWritten(written) ? written : (as_read = AsRead(written));
    if (std::none_of(texts.begin(), texts.end(),
                     [&](const std::string& form) { return SameShape(form, text); })) {
      forms.push_back(&mention);
      texts.emplace_back(text);
    }
  }
  forms_.push_back(Forms{venue, std::move(forms), std::move(texts)});
  return forms_.back();
}

size_t VenueFormsSeen::NamesOf(uint32_t venue) const {
  for (const auto& [v, count] : name_counts_) {
    if (v == venue) {
      return count;
    }
  }
  std::vector<std::string> names;
  for (const VenueMention& mention : doc_.venues()) {
    if (mention.venue != venue || !mention.IsCitation()) {
      continue;
    }
    std::string name = NameText(mention, doc_.source());
    if (std::none_of(names.begin(), names.end(),
                     [&](const std::string& other) { return SameShape(other, name); })) {
      names.push_back(std::move(name));
    }
  }
  name_counts_.emplace_back(venue, names.size());
  return names.size();
}

}  // namespace cvtidy::internal
