// What the venue rules (and date/venue-year-mismatch) share: the form class of a mention, the
// form a CV's venues should be written in (`[style] venue`, else the majority), the CV's venue
// year form, the forms each venue is seen in, and which entries are publications.
#ifndef CVTIDY_RULES_VENUE_INTERNAL_VENUE_FORMS_H_
#define CVTIDY_RULES_VENUE_INTERNAL_VENUE_FORMS_H_

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "normalizers/venue_form.h"
#include "src/config/config.h"
#include "src/data/venue_table.h"
#include "src/engine/diagnostic.h"
#include "src/model/document.h"

namespace cvtidy::internal {

// Returns true for a mention that cites the venue itself (VenueContext::kCitation). Only
// those show how a CV writes its venues: a venue inside another name (`EuroSys Student Travel
// Grant`) or a bracket tag (`[ICCAD 2020]`) keeps its own form, votes for nothing and is not
// reported by the form rules.
inline bool IsCitation(const VenueMention& mention) {
  return mention.context == VenueContext::kCitation;
}

// Returns the record `mention` refers to, or null when the document has no table or the index
// is out of range (a Document built by hand in a test).
const VenueRecord* RecordOf(const Document& doc, const VenueMention& mention);

// Returns the form class of `mention`, a mention of `record`: kAcronym is short,
// kPublisherAcronym publisher-short, kLong and kLongWithAcronym long. A former name or an
// alias counts by its shape: with an acronym beside a name, or a name of three words or
// more, it is long; else publisher-short when a publisher is written (`Usenix OSDI`), short
// otherwise.
VenueStyle FormClassOf(const VenueMention& mention, const VenueRecord& record,
                       const Source& source);

// Returns true when `record` reads the same in forms `a` and `b`: short and publisher-short
// for a venue without a publisher (`NeurIPS`) or whose id carries it (`USENIX ATC`), long and
// publisher-short for a venue without a long name.
bool SameForm(const VenueRecord& record, VenueStyle a, VenueStyle b);

// Folds `text` for comparing spellings: lower case, the letters OCR confuses folded onto one
// (`l`/`1` to `i`, `0` to `o`, `5` to `s`, `v` to `y`, `rn` to `m`, `vv` to `w`, `cl` to
// `d`), everything but letters and digits dropped. `EuroSvs`, `Euro Sys` and `EUROSYS` all
// fold to `eurosys`.
std::string FoldSpelling(std::string_view text);

// Returns the text of `mention` without its year (and the separator before it), trimmed:
// `OSDI '24` -> `OSDI`, `ACM EuroSys, 2023` -> `ACM EuroSys`.
std::string NameText(const VenueMention& mention, const Source& source);

// How an alias is spelled, against the canonical text of its own form.
enum class Spelling : uint8_t {
  kCanonical,    // as the table spells it (`ACM EuroSys`, listed as an alias, is canonical)
  kMisspelt,     // the canonical text up to case, spacing and OCR confusions: `Eurosys`,
                 // `EuroSvs`, `Usenix OSDI`, `NeurlPS`
  kAlternative,  // another name the table lists: `ATC` for USENIX ATC, `Advances in Neural
                 // Information Processing Systems` for NeurIPS
};

// Returns how `mention` (of `record`) is spelled; every form but kAlias is canonical.
Spelling SpellingOf(const VenueMention& mention, const VenueRecord& record, const Source& source);

// Venues are grouped for the majority vote: journals are conventionally spelled out in CVs
// whose conferences are acronyms, so they keep a house style of their own.
enum class VenueGroup : uint8_t { kEvent, kJournal, kPreprint };
inline constexpr size_t kVenueGroups = 3;

VenueGroup GroupOf(const VenueRecord& record);

// "conference and workshop", "journal", "preprint".
std::string_view VenueGroupName(VenueGroup group);

// The form each group of a CV's venues should be written in.
struct VenueStyleTargets {
  std::array<VenueStyle, kVenueGroups> target{};
  bool configured = false;  // from `[style] venue`
  // votes[group][style]: mentions written in each form class. A mention whose venue reads
  // the same in another form (`NeurIPS 2022` is short and publisher-short) votes for both.
  std::array<std::array<uint32_t, 3>, kVenueGroups> votes{};

  VenueStyle For(const VenueRecord& record) const {
    return target[static_cast<size_t>(GroupOf(record))];
  }
};

// Resolves the targets of `doc`: `[style] venue` for every group when it is set, else each
// group's majority form class over its citations, a tie going to short, then publisher-short.
VenueStyleTargets ResolveVenueStyleTargets(const Document& doc, const StyleConfig& style);

// How a CV writes its venue years.
struct VenueYearTarget {
  VenueYearForm form = VenueYearForm::kNone;  // kNone when no mention has a year
  std::array<uint32_t, 7> votes{};            // mentions per VenueYearForm
};

// Returns how this CV writes venue years: the majority VenueYearForm among citations with a
// year, a tie going to four digits, then to the form seen first.
VenueYearTarget ResolveVenueYearTarget(const Document& doc);
inline VenueYearForm ResolveVenueYearForm(const Document& doc) {
  return ResolveVenueYearTarget(doc).form;
}

// Returns the tally of `target` for notes: "12 four-digit, 4 apostrophe".
std::string DescribeYearVotes(const VenueYearTarget& target);

// The distinct ways each venue is cited in a document (IsCitation), in order of first
// appearance.
class VenueFormsSeen {
 public:
  explicit VenueFormsSeen(const Document& doc);

  // Returns the forms of venue `venue` (an index into the table): the first mention of each
  // distinct shape, where two texts differing only in their digits (`OSDI 2024`, `OSDI 2023`)
  // are one shape.
  std::span<const VenueMention* const> Of(uint32_t venue) const;

  // Returns how many different names (NameText, digits aside) venue `venue` is written with:
  // `OSDI 2024` and `OSDI '23` are one name, `USENIX OSDI 2023` another.
  size_t NamesOf(uint32_t venue) const;

 private:
  struct Seen {
    std::vector<const VenueMention*> forms;
    std::vector<std::string> names;
  };
  std::vector<Seen> seen_;  // indexed by venue
};

// Returns the texts of `forms` as "`a`, `b`, `c`".
std::string QuoteForms(const Document& doc, std::span<const VenueMention* const> forms);

// Returns `text`, which starts at byte `base` of its Source, with `edits` (sorted, disjoint,
// inside `text`) applied: what a mention reads as once fixed, for fix titles.
std::string ApplyEdits(std::string_view text, uint32_t base, std::span<const TextEdit> edits);

// Returns true for an entry that lists a publication: it sits in a section (or under a
// heading) whose title names publications (`Publications`, `Papers`, `Conference
// Proceedings`, `Journal Articles`, `Preprints`, ...), or its text carries an author list
// (three or more comma-separated personal names in a row).
bool IsPublicationEntry(const Document& doc, const Entry& entry);

// IsPublicationEntry for many entries of one document: the section titles are read once, here,
// instead of once per entry.
class PublicationEntries {
 public:
  explicit PublicationEntries(const Document& doc);
  // Same as IsPublicationEntry(doc, entry).
  bool Contains(const Entry& entry) const;

 private:
  const Document& doc_;
  // Per section: its title or an enclosing section's names publications.
  std::vector<bool> under_publications_;
};

// Caches FormatVenue comparisons per venue record: SameForm(record, a, b) formats the venue
// twice on every call, and the rules ask it for every mention.
class SameFormCache {
 public:
  bool Same(const VenueRecord& record, VenueStyle a, VenueStyle b);

 private:
  // For each record: bit 3 * a + b set when forms a and b read the same.
  std::vector<std::pair<const VenueRecord*, uint16_t>> seen_;
};

// Returns the year of the nearest enclosing section titled by a year alone (`## 2023`,
// `**2023**`), starting at section `section`; std::nullopt when there is none.
std::optional<int> YearHeadingOf(const Document& doc, uint32_t section);

}  // namespace cvtidy::internal

#endif  // CVTIDY_RULES_VENUE_INTERNAL_VENUE_FORMS_H_
