// Venue forms: pure functions over one mention and its record, which the venue rules share:
// its form class, its spelling, its name without the year, its group (event, journal,
// preprint). Facts about the document (which mentions are citations, which entries are
// publications, the year of a year heading) are the model's: VenueMention::IsCitation(),
// Entry::kind, Section::year. Whole-CV votes: venue_tallies.h.
#ifndef CVTIDY_RULES_VENUE_INTERNAL_VENUE_FORMS_H_
#define CVTIDY_RULES_VENUE_INTERNAL_VENUE_FORMS_H_

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "normalizers/venue_form.h"
#include "src/data/venue_table.h"
#include "src/engine/diagnostic.h"
#include "src/model/document.h"

namespace cvtidy::internal {

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
// FoldSpelling written to `out`, which has room for text.size() bytes (folding never
// lengthens a text); returns the folded size.
size_t FoldSpellingInto(std::string_view text, char* out);

// Returns the text of `mention` without its year (and the separator before it), trimmed and
// as read (AsRead): `OSDI '24` -> `OSDI`, `ACM EuroSys, 2023` -> `ACM EuroSys`.
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

// Returns true when `mention` (of `record`) writes the venue's own acronym beside its name:
// `Advances in Neural Information Processing Systems 37 (NeurIPS 2024)`. Whatever words the
// name uses, the acronym says which venue it is.
bool CarriesOwnAcronym(const VenueMention& mention, const VenueRecord& record,
                       const Source& source);

// Venues are grouped for the majority vote: journals are conventionally spelled out in CVs
// whose conferences are acronyms, so they keep a house style of their own.
enum class VenueGroup : uint8_t { kEvent, kJournal, kPreprint };
inline constexpr size_t kVenueGroups = 3;

VenueGroup GroupOf(const VenueRecord& record);

// "conference and workshop", "journal", "preprint".
std::string_view VenueGroupName(VenueGroup group);

// Returns `text` as a reader sees it: each run of white space (a line break and the next
// line's indentation, a blank line) reads as one space. A mention read over an entry's
// logical text may span line breaks; messages and notes show it, and compare it, this way.
std::string AsRead(std::string_view text);

// Returns true when `text` reads as written (AsRead(text) == text): white space only as single
// spaces between other characters.
bool ReadsAsWritten(std::string_view text);

// Returns the text of `mention` as read (AsRead).
std::string MentionText(const Document& doc, const VenueMention& mention);

// Returns true when applying `edits` to `source` would remove a line break: an edit replaces
// bytes holding more line breaks than its replacement. A mention that spans a break gets no
// such fix: the break is the author's (or the page's) layout, and merging lines is not a
// venue rule's business.
bool RemovesLineBreak(const Source& source, std::span<const TextEdit> edits);

// Returns the texts of `forms` as "`a`, `b`, `c`".
std::string QuoteForms(const Document& doc, std::span<const VenueMention* const> forms);
// Returns `texts` (the forms as read: VenueFormsSeen::TextsOf) as "`a`, `b`, `c`".
std::string QuoteTexts(std::span<const std::string> texts);

// Returns `text`, which starts at byte `base` of its Source, with `edits` (sorted, disjoint,
// inside `text`) applied: what a mention reads as once fixed, for fix titles.
std::string ApplyEdits(std::string_view text, uint32_t base, std::span<const TextEdit> edits);

// Caches the form comparisons of each venue record (SameVenueForms, the answers of SameForm):
// the rules ask them for every mention. A record's answers do not depend on the document: for
// a record of `table` they are kept in VenueTable::record_memo, so each venue is compared once
// per table, not once per document.
class SameFormCache {
 public:
  explicit SameFormCache(const VenueTable* table) : table_(table) {}

  bool Same(const VenueRecord& record, VenueStyle a, VenueStyle b);
  // The forms `record` reads the same in as in form `a` (`a` among them): bit s set for
  // VenueStyle s. One look-up where Same would take one per form.
  uint32_t SameAs(const VenueRecord& record, VenueStyle a);

 private:
  // Bit 3 * a + b set when forms a and b of `record` read the same.
  uint16_t FormBits(const VenueRecord& record);

  const VenueTable* table_;
  // Records outside `table_` (a table-less test): bits per record, for this cache's life.
  std::vector<std::pair<const VenueRecord*, uint16_t>> seen_;
};

}  // namespace cvtidy::internal

#endif  // CVTIDY_RULES_VENUE_INTERNAL_VENUE_FORMS_H_
