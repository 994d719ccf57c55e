// Reading cvtidy.toml. This is the only place that calls toml++ (and the only `try` in the
// code: Debian's toml++ is built with exceptions, and reports a parse error only by throwing).
#ifndef CVTIDY_SRC_CONFIG_TOML_LOADER_H_
#define CVTIDY_SRC_CONFIG_TOML_LOADER_H_

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

#include "src/config/config.h"
#include "src/data/data_file.h"
#include "src/data/venue_table.h"

namespace cvtidy {

// Parses the text of a cvtidy.toml; `path` names it in messages. A syntax error, an unknown
// key, a value of the wrong type or outside its allowed set, or an unknown rule id is
// kInvalidArgument whose message reads like a compiler's:
//
//   cvtidy.toml:7:9: unknown severity "warn"; expected off, info, warning or error (did you mean
//   "warning"?)
//     "date/future" = "warn"
//                     ^
absl::StatusOr<Config> ParseConfig(std::string_view text, std::string path);

// `[[venues]]` entries take the fields of the shipped table (below); `id` and `name` are
// required, `kind` defaults to "conference". They are merged into the built-in table
// (VenueTable::Merge: an entry whose id matches a built-in venue replaces it) and the result
// is Config::venues; a conflict (a surface form another venue already has, an id given
// twice) is reported at the entry.

// Parses a venue table in the schema of rules/venues.toml, whose header comment documents
// it: an array of `[[venue]]` tables with `id`, `name`, `kind` (conference, workshop,
// journal, preprint), `area`, and optional `publisher` (array of strings), `aliases` (array
// of strings), `former` (array of `{ acronym, name (optional), until }`) and `editions` (a
// boolean: the venue numbers its meetings, `MICRO-56`). Each record's
// origin is "<path>:<line of its [[venue]]>". Errors are kInvalidArgument, located as
// ParseConfig's are. The records are not checked against each other: VenueTable::Build does.
// The shipped table is read at build time (src/data/gen/main.cc), not by cvtidy itself.
absl::StatusOr<std::vector<OwnedVenueRecord>> ParseVenueRecords(std::string_view text,
                                                                std::string path);

// Parses a plain data file (rules/sections.toml, rules/vocabulary.toml) into records: each
// array of tables by name, every other top-level key as a list of strings. Values must be
// scalars or arrays of scalars. Errors are located as ParseConfig's are.
absl::StatusOr<DataFile> ParseDataFile(std::string_view text, std::string path);

// The `[style]` keys, in the order docs/config.md lists them.
std::span<const std::string_view> StyleKeys();

// The spellings `[style] present` accepts: one per PresentForm (`Present`, `now`, `to date`).
std::span<const std::string_view> PresentSpellings();

// `style`'s value for `key` (one of StyleKeys()) as TOML that ParseConfig reads back to the
// same value: `"Mon YYYY"`, `true`, `["education", "publications"]`; std::nullopt when unset.
std::optional<std::string> StyleValueToml(const StyleConfig& style, std::string_view key);

// `text` as a TOML basic string, quotes included, escaping what TOML requires.
std::string TomlString(std::string_view text);

// Reads and parses the file at `path`: kNotFound when it is missing.
absl::StatusOr<Config> LoadConfig(const std::filesystem::path& path);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_CONFIG_TOML_LOADER_H_
