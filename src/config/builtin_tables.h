// The data tables compiled into the binary (rules/*.toml), precomputed at build time
// (src/data/gen/main.cc) and wrapped once on first use: no process parses them.
#ifndef CVTIDY_SRC_CONFIG_BUILTIN_TABLES_H_
#define CVTIDY_SRC_CONFIG_BUILTIN_TABLES_H_

#include "src/config/config.h"
#include "src/data/section_table.h"
#include "src/data/venue_table.h"
#include "src/data/vocabulary.h"
#include "src/parse/parse.h"

namespace cvtidy {

// The venues of the built-in rules/venues.toml. Thread-safe; built on first call. A broken
// embedded table is a build bug: a test keeps it loadable.
const VenueTable& BuiltinVenues();

// The venue table for files governed by `config`: its merged table, or the built-in one.
inline const VenueTable& VenuesFor(const Config& config) {
  return config.venues ? *config.venues : BuiltinVenues();
}

// The section titles of the built-in rules/sections.toml. Thread-safe; built on first call.
const SectionTable& BuiltinSections();

// The OCR vocabulary of the built-in rules/vocabulary.toml. Thread-safe; built on first call.
const Vocabulary& BuiltinVocabulary();

// What a file governed by `config` is parsed with: its venues and the built-in section titles
// and vocabulary. Every path that lints a file (check, fix, the language server, init, the
// benchmarks) parses with these, so that they all read the same model.
inline ParseOptions ParseOptionsFor(const Config& config) {
  return ParseOptions{&VenuesFor(config), &BuiltinSections(), &BuiltinVocabulary()};
}

}  // namespace cvtidy

#endif  // CVTIDY_SRC_CONFIG_BUILTIN_TABLES_H_
