// The section titles CVs use (rules/sections.toml), and the tolerant matcher that recognises
// them in damaged headings: split inside words (`Rese	arch	Interests`), spaced letters,
// OCR letter confusions, any case.
//
//   const SectionTable& table = BuiltinSections();      // src/config/builtin_tables.h
//   if (std::optional<SectionMatch> m = table.Match("PUBLlCATIONS")) ...
#ifndef CVTIDY_SRC_DATA_SECTION_TABLE_H_
#define CVTIDY_SRC_DATA_SECTION_TABLE_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

#include "src/data/data_file.h"
#include "src/data/table_words.h"
#include "src/data/word_set.h"  // PoolString

namespace cvtidy {

// Views into the table's storage (static for the built-in table): a table costs a process no
// string copies.
struct SectionRecord {
  std::string_view id;                         // "publications"
  std::string_view name;                       // the canonical title: "Publications"
  std::span<const std::string_view> variants;  // other titles: "Selected Publications", "Papers"
};

struct SectionMatch {
  uint32_t section = 0;  // index into SectionTable::sections()
  // True when the title is the canonical name or a variant up to case, spacing and
  // punctuation; false when it needed OCR tolerance (split words, letter confusions).
  bool exact = false;
  // Which title of the record matched: -1 the canonical name, else an index into
  // SectionRecord::variants. Heading repair rebuilds the heading from this form.
  int32_t variant = -1;
};

namespace internal {

// A key of a title (see section_table.cc) and the title it stands for.
struct SectionKey {
  PoolString key;  // into SectionKeys::strings
  uint32_t section = 0;
  int32_t variant = -1;
};

// The matcher's keys as plain data: the form FromData builds and the one the build writes for
// rules/sections.toml (src/data/gen/main.cc).
struct SectionKeys {
  std::string_view strings;            // the pool every key points into
  std::span<const SectionKey> exact;   // words keys, sorted by key, distinct
  std::span<const SectionKey> folded;  // folded keys, sorted by key, distinct (first title wins)
  // The folded key of every title, sorted by length, then in table order (section, variant).
  std::span<const SectionKey> titles;
  // The positions of `exact` and `folded` by key (internal::HashSlots): a title's keys are
  // looked up by one hash each instead of a binary search of string comparisons.
  std::span<const uint32_t> exact_slots;
  std::span<const uint32_t> folded_slots;
  // The letters (byte & 63) of each key of `titles`, in its order: a cheap lower bound on the
  // edit distance lets Match skip most titles without running the distance.
  std::span<const uint64_t> title_masks;

  std::string_view Key(const SectionKey& k) const {
    return strings.substr(k.key.offset, k.key.length);
  }
};

// The words key and the folded key Match looks `title` up by (see section_table.cc); false,
// with both empty, when the title is too long to be one or holds no word.
bool SectionTitleKeys(std::string_view title, std::string* words, std::string* folded);

// Whether strings with letter masks `a` and `b` (bit `byte & 63` for each byte) may be within
// `budget` edits, `budget` at most 2 (a larger one counts as 2): false when either has more
// than `budget` letters the other lacks. Exposed for tests.
bool LettersWithin(uint64_t a, uint64_t b, size_t budget);

// A record as plain data: strings of StaticSectionTable::strings, variants a range of
// StaticSectionTable::variants.
struct StaticSectionRecord {
  PoolString id;
  PoolString name;
  uint32_t variants = 0;
  uint32_t variant_count = 0;
};

// rules/sections.toml in static form (generated/builtin_sections.cc).
struct StaticSectionTable {
  std::string_view strings;  // the pool of the records
  std::span<const StaticSectionRecord> sections;
  std::span<const PoolString> variants;
  SectionKeys keys;  // a pool of its own
  TableWords words;  // each set a pool of its own
};

}  // namespace internal

class SectionTable {
 public:
  SectionTable() = default;
  // Builds the table from the `[[section]]` records of rules/sections.toml (schema at the top
  // of that file). Errors name the file and line of the bad record.
  static absl::StatusOr<SectionTable> FromData(const DataFile& file);
  // The table of a static form, as FromData built it: the records, keys and indexes are used
  // in place (`data` must outlive the table).
  static SectionTable FromStatic(const internal::StaticSectionTable& data);

  std::span<const SectionRecord> sections() const { return sections_; }
  // Recognises `title` (a heading's text without markers) as a known section, tolerating the
  // damage above; std::nullopt when it is not one. Linear in title.size().
  std::optional<SectionMatch> Match(std::string_view title) const;
  // The index of the section with this id; std::nullopt when none.
  std::optional<uint32_t> Find(std::string_view id) const;
  // The title `match` matched: the canonical name or the variant, as the table writes it.
  std::string_view Title(const SectionMatch& match) const;
  // The matcher's keys as plain data (what the build writes for the built-in table).
  const internal::SectionKeys& keys() const { return keys_; }
  // The words of the titles, for the OCR lexicon.
  const TableWords& words() const { return words_; }

 private:
  struct OwnedKeys;  // FromData's storage behind keys_

  // Sets max_words_key_, max_folded_key_, title_repeated_masks_ and first_title_of_length_
  // from keys_.
  void SetKeyBounds();
  struct OwnedRecords;  // the records' views (and FromData's copy of their text)

  // Into owned_records_: shared and immutable, so that copies stay valid.
  std::span<const SectionRecord> sections_;
  std::shared_ptr<const OwnedRecords> owned_records_;
  // Normalised word key ("honor award") and folded key ("honorsawards") of every title; the
  // folded keys again in table order, for the bounded-distance search. Shared and immutable,
  // so that copies stay valid: keys_ points into it (FromData) or into static data.
  std::shared_ptr<const OwnedKeys> owned_;
  internal::SectionKeys keys_;
  // The longest words key and folded key of keys_: Match stops reading a title past them.
  size_t max_words_key_ = 0;
  size_t max_folded_key_ = 0;
  // The index of the first of keys_.titles (sorted by length) of each length or longer, for
  // lengths up to max_folded_key_: Match's window of titles near a length, without a search.
  std::vector<uint32_t> first_title_of_length_;
  // The bits of keys_.title_masks whose bytes occur more than once in the title, in the order
  // of keys_.titles: a tighter bound than the masks alone before Match runs the distance.
  std::vector<uint64_t> title_repeated_masks_;
  std::shared_ptr<const OwnedTableWords> owned_words_;  // FromData's storage behind words_
  TableWords words_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_DATA_SECTION_TABLE_H_
