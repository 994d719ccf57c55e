#include "src/config/builtin_tables.h"

#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"

#include "src/config/toml_loader.h"
#include "src/data/venue_matcher.h"

namespace cvtidy {
namespace embedded {

// Defined by the file src/data/embed.cmake generates from rules/*.toml. Weak, so that a
// checkout without a table still links: the address is then null and the table empty.
extern const std::string_view kSectionsToml __attribute__((weak));
extern const std::string_view kVocabularyToml __attribute__((weak));

// rules/venues.toml precomputed by cvtidy_gen_venues (src/data/gen/main.cc), in the
// cvtidy_builtin_venues library. Weak, because that tool links this file but not its own
// output; it never asks for the built-in venues.
extern const internal::StaticVenueTable kBuiltinVenueTable __attribute__((weak));

}  // namespace embedded

namespace {

// Builds a typed table from an embedded data file; an empty table when the file is missing
// or broken (a build bug that tests catch: the tables' tests load the embedded files).
template <typename Table>
const Table* BuildEmbedded(const std::string_view* text, const char* path) {
  if (text != nullptr && !text->empty()) {
    if (absl::StatusOr<DataFile> file = ParseDataFile(*text, path); file.ok()) {
      if (absl::StatusOr<Table> table = Table::FromData(*file); table.ok()) {
        return new Table(*std::move(table));
      }
    }
  }
  return new Table();
}

}  // namespace

const VenueTable& BuiltinVenues() {
  // Leaked on purpose (no destructor at exit); the initialisation is thread-safe. The table
  // was parsed and built at build time (a broken rules/venues.toml fails the build), so this
  // only copies the records and points the matcher at static arrays. Without the generated
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

const SectionTable& BuiltinSections() {
  static const SectionTable* const table =
      BuildEmbedded<SectionTable>(&embedded::kSectionsToml, "rules/sections.toml");
  return *table;
}

const Vocabulary& BuiltinVocabulary() {
  static const Vocabulary* const vocabulary =
      BuildEmbedded<Vocabulary>(&embedded::kVocabularyToml, "rules/vocabulary.toml");
  return *vocabulary;
}

}  // namespace cvtidy
