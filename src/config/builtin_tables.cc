#include "src/config/builtin_tables.h"

#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"

#include "src/config/toml_loader.h"

namespace cvtidy {
namespace embedded {

// Defined by the file src/data/embed.cmake generates from rules/venues.toml. Weak, so that a
// checkout without the table still links: the address is then null and the table empty.
extern const std::string_view kVenuesToml __attribute__((weak));
extern const std::string_view kSectionsToml __attribute__((weak));
extern const std::string_view kVocabularyToml __attribute__((weak));

}  // namespace embedded

namespace {

std::string_view EmbeddedVenues() {
  const std::string_view* text = &embedded::kVenuesToml;
  return text == nullptr ? std::string_view() : *text;
}

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
  // Leaked on purpose (no destructor at exit); the initialisation is thread-safe. A table
  // that does not parse or build is a build bug, which tests/config/venues_config_test.cc
  // catches; here it degrades to an empty table rather than failing every run.
  static const VenueTable* const table = [] {
    std::vector<VenueRecord> records;
    if (const std::string_view text = EmbeddedVenues(); !text.empty()) {
      if (absl::StatusOr<std::vector<VenueRecord>> parsed =
              ParseVenueRecords(text, "rules/venues.toml");
          parsed.ok()) {
        records = *std::move(parsed);
      }
    }
    absl::StatusOr<VenueTable> built = VenueTable::Build(std::move(records));
    if (!built.ok()) {
      built = VenueTable::Build({});
    }
    return new VenueTable(*std::move(built));
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
