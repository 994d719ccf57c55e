// How the patterns of `[[custom]]` rules are compiled: one set of RE2 options for the check
// at load time (src/config/toml_loader.cc) and the engine's RE2::Set (src/engine/custom_rules.cc),
// so a pattern that loads is a pattern that runs.
#ifndef CVTIDY_SRC_CONFIG_CUSTOM_PATTERN_H_
#define CVTIDY_SRC_CONFIG_CUSTOM_PATTERN_H_

#include <re2/re2.h>

namespace cvtidy {

inline RE2::Options CustomPatternOptions() {
  RE2::Options options;           // UTF-8, leftmost-first, case-sensitive: RE2's defaults
  options.set_log_errors(false);  // errors go to the config error message instead
  return options;
}

}  // namespace cvtidy

#endif  // CVTIDY_SRC_CONFIG_CUSTOM_PATTERN_H_
