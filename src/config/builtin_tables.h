// The data tables compiled into the binary (rules/*.toml), parsed once on first use.
#ifndef CVTIDY_SRC_CONFIG_BUILTIN_TABLES_H_
#define CVTIDY_SRC_CONFIG_BUILTIN_TABLES_H_

#include "src/config/config.h"
#include "src/data/venue_table.h"

namespace cvtidy {

// The venues of the embedded rules/venues.toml. Thread-safe; built on first call. A broken
// embedded table is a build bug: a test keeps it loadable.
const VenueTable& BuiltinVenues();

// The venue table for files governed by `config`: its merged table, or the built-in one.
inline const VenueTable& VenuesFor(const Config& config) {
  return config.venues ? *config.venues : BuiltinVenues();
}

}  // namespace cvtidy

#endif  // CVTIDY_SRC_CONFIG_BUILTIN_TABLES_H_
