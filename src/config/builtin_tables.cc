#include "src/config/builtin_tables.h"

#include "src/data/section_table.h"
#include "src/data/venue_matcher.h"
#include "src/data/vocabulary.h"

namespace cvtidy {
namespace embedded {

// rules/venues.toml, rules/sections.toml and rules/vocabulary.toml precomputed by
// cvtidy_gen_tables (src/data/gen/main.cc), in the cvtidy_builtin_tables library. Weak,
// because that tool links this file but not its own output (it never asks for the built-in
// tables), and a checkout without one of the files still links: the address is then null and
// the table empty.
extern const internal::StaticVenueTable kBuiltinVenueTable __attribute__((weak));
extern const internal::StaticSectionTable kBuiltinSectionTable __attribute__((weak));
extern const internal::StaticVocabulary kBuiltinVocabulary __attribute__((weak));

}  // namespace embedded

const VenueTable& BuiltinVenues() {
  // Leaked on purpose (no destructor at exit); the initialisation is thread-safe. The table
  // was parsed and built at build time (a broken rules/venues.toml fails the build), so this
  // only points the records and the matcher at static arrays. Without the generated
  // data (the generator itself) the table is empty.
  static const VenueTable* const table = [] {
    const internal::StaticVenueTable* data = &embedded::kBuiltinVenueTable;
    if (data != nullptr) {
      return new VenueTable(VenueTable::FromStatic(*data));
    }
    return new VenueTable(*VenueTable::Build({}));
  }();
  return *table;
}

// Like the venues: parsed and built at build time (a broken file fails the build), so these
// copy a few dozen small records and point at static arrays for the rest.
const SectionTable& BuiltinSections() {
  static const SectionTable* const table = [] {
    const internal::StaticSectionTable* data = &embedded::kBuiltinSectionTable;
    return new SectionTable(data != nullptr ? SectionTable::FromStatic(*data) : SectionTable());
  }();
  return *table;
}

const Vocabulary& BuiltinVocabulary() {
  static const Vocabulary* const vocabulary = [] {
    const internal::StaticVocabulary* data = &embedded::kBuiltinVocabulary;
    return new Vocabulary(data != nullptr ? Vocabulary::FromStatic(*data) : Vocabulary());
  }();
  return *vocabulary;
}

}  // namespace cvtidy
