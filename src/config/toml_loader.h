// Reading cvtidy.toml. This is the only place that calls toml++ (and the only `try` in the
// code: the packaged toml++ is the exceptions build, STYLE 1.7).
#ifndef CVTIDY_SRC_CONFIG_TOML_LOADER_H_
#define CVTIDY_SRC_CONFIG_TOML_LOADER_H_

#include <filesystem>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

#include "src/config/config.h"

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

// Reads and parses the file at `path`: kNotFound when it is missing.
absl::StatusOr<Config> LoadConfig(const std::filesystem::path& path);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_CONFIG_TOML_LOADER_H_
