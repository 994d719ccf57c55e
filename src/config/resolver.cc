#include "src/config/resolver.h"

#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "src/base/status_macros.h"
#include "src/base/strings.h"
#include "src/config/toml_loader.h"

namespace cvtidy {
namespace {

namespace fs = std::filesystem;

// Returns the directory whose cvtidy.toml search starts for `input`: its parent, or `input`
// itself when it names a directory (the working directory stands in for stdin).
fs::path StartDirectory(const fs::path& input) {
  std::error_code ec;
  fs::path absolute = fs::absolute(input, ec);
  if (ec) {
    absolute = input;
  }
  absolute = absolute.lexically_normal();
  // "dir/" and "." normalize to a path with an empty file name: a directory, no stat needed.
  if (!absolute.has_filename()) {
    return absolute.parent_path();
  }
  if (fs::is_directory(absolute, ec)) {
    return absolute;
  }
  return absolute.parent_path();
}

}  // namespace

ConfigResolver::ConfigResolver(std::optional<std::filesystem::path> override_path)
    : override_path_(std::move(override_path)), defaults_(std::make_shared<const Config>()) {}

absl::StatusOr<std::shared_ptr<const Config>> ConfigResolver::For(
    const std::filesystem::path& input) {
  // Loads `file` once; parse errors are not cached, the caller stops at the first.
  const auto load = [this](const fs::path& file) -> absl::StatusOr<std::shared_ptr<const Config>> {
    std::string key = file.string();
    if (auto it = by_file_.find(key); it != by_file_.end()) {
      return it->second;
    }
    CVTIDY_ASSIGN_OR_RETURN(Config config, LoadConfig(file));
    auto shared = std::make_shared<const Config>(std::move(config));
    by_file_.emplace(std::move(key), shared);
    return shared;
  };
  if (override_path_) {
    return load(*override_path_);
  }

  // Walk up until a directory already resolved, a cvtidy.toml with `root = true`, or the
  // filesystem root, reading the cvtidy.toml of each directory on the way. Then merge from
  // the top down and remember the result for every directory passed, so each directory of a
  // batch costs one lookup and each file one read.
  fs::path dir = StartDirectory(input);
  struct Step {
    std::string dir;
    std::shared_ptr<const Config> file;  // the directory's own cvtidy.toml, if any
  };
  std::vector<Step> steps;
  std::shared_ptr<const Config> base = defaults_;
  while (true) {
    std::string key = dir.native();
    if (auto it = by_directory_.find(key); it != by_directory_.end()) {
      base = it->second;
      break;
    }
    Step& step = steps.emplace_back(Step{std::move(key), nullptr});
    std::error_code ec;
    const fs::path candidate = dir / kConfigFileName;
    if (fs::is_regular_file(candidate, ec)) {
      CVTIDY_ASSIGN_OR_RETURN(step.file, load(candidate));
      if (step.file->root) {
        break;
      }
    }
    fs::path parent = dir.parent_path();
    if (parent.empty() || parent == dir) {
      break;
    }
    dir = std::move(parent);
  }
  std::shared_ptr<const Config> current = std::move(base);
  for (auto step = steps.rbegin(); step != steps.rend(); ++step) {
    if (step->file != nullptr) {
      if (current == defaults_ || step->file->root) {
        current = step->file;
      } else {
        CVTIDY_ASSIGN_OR_RETURN(current, MergeConfigs(current, step->file));
      }
    }
    by_directory_.emplace(std::move(step->dir), current);
  }
  return current;
}

absl::StatusOr<std::shared_ptr<const Config>> ConfigResolver::ForFile(std::string_view file) {
  const size_t slash = file.rfind('/');
  // "a.md" and "/a.md" differ: the working directory and the root.
  const std::string_view written_directory =
      slash == std::string_view::npos ? std::string_view() : file.substr(0, slash + 1);
  if (auto it = by_written_directory_.find(ToAbsl(written_directory));
      it != by_written_directory_.end()) {
    return it->second;
  }
  absl::StatusOr<std::shared_ptr<const Config>> config = For(std::filesystem::path(file));
  if (config.ok()) {  // errors are not cached, as in For
    by_written_directory_.emplace(std::string(written_directory), *config);
  }
  return config;
}

}  // namespace cvtidy
