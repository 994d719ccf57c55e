// The venue knowledge base: every known venue with its surface forms, and the matcher the
// venue extractor runs over each line. Built once from rules/venues.toml (embedded in the
// binary, precomputed at build time) plus a user's `[[venues]]`, then shared read-only across
// threads.
//
//   absl::StatusOr<VenueTable> table = VenueTable::Build(records);
//   const VenueRecord* osdi = table->Find("OSDI");
#ifndef CVTIDY_SRC_DATA_VENUE_TABLE_H_
#define CVTIDY_SRC_DATA_VENUE_TABLE_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

#include "src/data/table_words.h"

namespace cvtidy {

enum class VenueKind : uint8_t { kConference, kWorkshop, kJournal, kPreprint };

// "conference", "workshop", "journal", "preprint".
std::string_view VenueKindName(VenueKind kind);

// A name a venue used until (and including) `last_year`: NIPS until 2017, SysML until 2019.
// A view: the text belongs to the VenueTable (or the static data) the record is in.
struct FormerName {
  std::string_view acronym;  // "NIPS"
  std::string_view
      long_name;  // "Conference on Neural Information Processing Systems"; may be empty
  int last_year = 0;
};

// One venue of a VenueTable. A view, so that the built-in table's records are constant data
// in the binary (src/data/gen/main.cc writes them) and start-up copies nothing; records read
// from TOML are OwnedVenueRecords, which the table keeps.
struct VenueRecord {
  std::string_view id;         // the canonical acronym as it is written: "OSDI", "EuroSys"
  std::string_view long_name;  // "Symposium on Operating Systems Design and Implementation"
  std::span<const std::string_view> publishers;  // "USENIX"; "ACM", "IEEE"; empty if independent
  VenueKind kind = VenueKind::kConference;
  std::string_view area;                      // "systems", "ml", ... (documentation, grouping)
  std::span<const std::string_view> aliases;  // other surface forms: variants, misspellings
  std::span<const FormerName> former;         // former names, oldest first
  // The venue numbers its meetings and people write the number after a hyphen (`MICRO-56`,
  // `ISCA-50`): such a number is the edition, not a year.
  bool editions = false;
  std::string_view origin;  // "rules/venues.toml:123" or "cvtidy.toml:7": where it was defined
};

// A venue as rules/venues.toml or a user's [[venues]] defines it, owning its text: what
// VenueTable::Build and Merge take.
struct OwnedVenueRecord {
  struct Former {
    std::string acronym;
    std::string long_name;
    int last_year = 0;
  };
  std::string id;
  std::string long_name;
  std::vector<std::string> publishers;
  VenueKind kind = VenueKind::kConference;
  std::string area;
  std::vector<std::string> aliases;
  std::vector<Former> former;
  bool editions = false;
  std::string origin;
};

// Why Build or Merge refused its records, for callers that report the problem at their own
// location (the config loader points at the user's [[venues]] entry).
namespace internal {
struct StaticVenueTable;
}  // namespace internal

struct VenueTableError {
  std::string origin;        // the record at fault: the later of two conflicting definitions
  std::string other_origin;  // the earlier definition it conflicts with; empty if none
  std::string message;       // what is wrong, without `origin` (`other_origin` is named in it)
};

class VenueTable {
 public:
  // Builds the table and its matcher. Duplicate ids, or one surface form claimed by two
  // venues, are kInvalidArgument naming both origins.
  static absl::StatusOr<VenueTable> Build(std::vector<OwnedVenueRecord> records);
  // As above; on failure also fills `*error` when `error` is not null.
  static absl::StatusOr<VenueTable> Build(std::vector<OwnedVenueRecord> records,
                                          VenueTableError* error);

  // Returns `base` with `overrides` applied: a record whose id (case-insensitively) matches a
  // base record replaces it; others are added.
  static absl::StatusOr<VenueTable> Merge(const VenueTable& base,
                                          std::vector<OwnedVenueRecord> overrides);
  // As above; on failure also fills `*error`. A conflict between an override and a base
  // record is always blamed on the override, and two overrides with one id are an error.
  static absl::StatusOr<VenueTable> Merge(const VenueTable& base,
                                          std::vector<OwnedVenueRecord> overrides,
                                          VenueTableError* error);

  // The table precomputed at build time (the built-in one: src/data/gen/main.cc): points the
  // records and the matcher at the static arrays, copying and rebuilding nothing.
  // `data` must outlive the table.
  static VenueTable FromStatic(const internal::StaticVenueTable& data);

  VenueTable(VenueTable&&) noexcept;
  VenueTable& operator=(VenueTable&&) noexcept;
  ~VenueTable();

  std::span<const VenueRecord> venues() const { return records_; }
  // Finds a venue by id, case-insensitively; null when unknown.
  const VenueRecord* Find(std::string_view id) const;
  // Index of `record` in venues().
  uint32_t IndexOf(const VenueRecord& record) const {
    return static_cast<uint32_t>(&record - records_.data());
  }

  // One word per venue for what the rules derive from its record alone (how its forms read),
  // kept for the table's life so that each document does not derive it again. 0 until a rule
  // stores a value; threads share it, and every writer of a slot stores the same value.
  std::atomic<uint32_t>& record_memo(uint32_t index) const { return record_memo_[index]; }

  // What a rule derives from all the records at once (venue/unknown folds every known name for
  // comparing spellings), built by `Build` for the first document that asks and kept for the
  // table's life, so that each document does not derive it again. One value per `Build`;
  // threads share it, and the others wait while one builds. `Build` must not ask for another.
  template <typename T, T (*Build)(const VenueTable&)>
  const T& Derived() const {
    return *static_cast<const T*>(DerivedFact(&MakeFact<T, Build>));
  }

  // The words of the records (ids, publishers, long names), for the OCR lexicon.
  const TableWords& words() const { return words_; }

  // The matcher the extractor uses (src/extract/venues.cc); opaque here.
  struct Matcher;
  const Matcher& matcher() const { return *matcher_; }

 private:
  VenueTable() = default;
  // Builds one Derived value, type-erased; its address also names the value.
  using FactMaker = std::shared_ptr<const void> (*)(const VenueTable&);
  template <typename T, T (*Build)(const VenueTable&)>
  static std::shared_ptr<const void> MakeFact(const VenueTable& table) {
    return std::make_shared<const T>(Build(table));
  }
  // The value `make` builds, built at the first call.
  const void* DerivedFact(FactMaker make) const;
  struct DerivedFacts;
  // The text behind the records of a table built at run time.
  struct Store;
  // The table over `store`'s records, with the matcher built over them (forms registered in
  // `order`).
  static absl::StatusOr<VenueTable> WithMatcher(std::shared_ptr<const Store> store,
                                                const std::vector<uint32_t>& order,
                                                VenueTableError* error);
  std::span<const VenueRecord> records_;  // into store_, or static data
  std::shared_ptr<const Store> store_;    // null for a static table
  std::unique_ptr<Matcher> matcher_;
  std::shared_ptr<const OwnedTableWords> owned_words_;  // storage behind words_, unless static
  TableWords words_;
  std::unique_ptr<std::atomic<uint32_t>[]> record_memo_;  // one per record, zeroed
  std::unique_ptr<DerivedFacts> derived_;                 // Derived values built so far
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_DATA_VENUE_TABLE_H_
