// Finding the configuration that governs each input: every cvtidy.toml from the input's
// directory up to the filesystem root (or up to the first with `root = true`), merged so the
// nearest wins key by key (MergeConfigs in config.h); or the one file given with --config,
// alone, for every input.
#ifndef CVTIDY_SRC_CONFIG_RESOLVER_H_
#define CVTIDY_SRC_CONFIG_RESOLVER_H_

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"

#include "src/config/config.h"

namespace cvtidy {

inline constexpr const char* kConfigFileName = "cvtidy.toml";

class ConfigResolver {
 public:
  // With `override_path`, that file governs every input and no discovery happens.
  explicit ConfigResolver(std::optional<std::filesystem::path> override_path = std::nullopt);

  // Returns the config for `input` (a file path; for stdin, --stdin-filename or the working
  // directory). The built-in defaults (an empty Config) when no cvtidy.toml is found. Inputs
  // in the same directory, or governed by the same files, get the same shared object, so
  // callers can cache per-config work by pointer; each cvtidy.toml is read once per resolver.
  // Errors name the file at fault. Not thread-safe: resolve on one thread.
  absl::StatusOr<std::shared_ptr<const Config>> For(const std::filesystem::path& input);

  // For when `file` is known to name a regular file (a walked entry, a named input the caller
  // has stat'ed): the same result as For, looked up by the directory part of `file` as written,
  // so the files of one directory after the first cost one map lookup, with no path
  // arithmetic and no stat.
  absl::StatusOr<std::shared_ptr<const Config>> ForFile(std::string_view file);

 private:
  std::optional<std::filesystem::path> override_path_;
  std::shared_ptr<const Config> defaults_;
  // Directory -> the config governing files in it (discovery is cached per directory).
  absl::flat_hash_map<std::string, std::shared_ptr<const Config>> by_directory_;
  absl::flat_hash_map<std::string, std::shared_ptr<const Config>> by_file_;
  // The directory part of a file path as the caller wrote it -> For's result (ForFile).
  absl::flat_hash_map<std::string, std::shared_ptr<const Config>> by_written_directory_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_CONFIG_RESOLVER_H_
