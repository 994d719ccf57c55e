#include "src/cli/inputs.h"

#include <dirent.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <utility>

#include "absl/container/flat_hash_set.h"
#include <fmt/format.h>

#include "src/base/strings.h"

namespace cvtidy::cli {
namespace {

namespace fs = std::filesystem;

// Identifies a file or directory whatever path reached it.
using FileId = std::pair<dev_t, ino_t>;

class Expander {
 public:
  explicit Expander(ExpandedInputs& out) : out_(out) {}

  void AddStdin(std::string_view stdin_name) {
    if (seen_stdin_) {
      return;
    }
    seen_stdin_ = true;
    Input input;
    input.is_stdin = true;
    input.name = stdin_name.empty() ? std::string("-") : std::string(stdin_name);
    std::error_code ec;
    input.stdin_anchor =
        stdin_name.empty() ? (fs::current_path(ec) / "-").string() : std::string(stdin_name);
    out_.inputs.push_back(std::move(input));
  }

  void AddArgument(const std::string& arg) {
    struct stat st {};
    if (::stat(arg.c_str(), &st) != 0) {
      const int error = errno;
      struct stat link {};
      if (error == ENOENT && ::lstat(arg.c_str(), &link) == 0) {
        out_.errors.push_back(fmt::format("{}: broken symbolic link", arg));
      } else if (error == ENOENT || error == ENOTDIR) {
        out_.errors.push_back(fmt::format("{}: no such file", arg));
      } else {
        out_.errors.push_back(fmt::format("{}: {}", arg, std::strerror(error)));
      }
      return;
    }
    if (!S_ISDIR(st.st_mode)) {
      AddFile(arg, st);
      return;
    }
    const size_t before = out_.inputs.size();
    const size_t errors_before = out_.errors.size();
    Walk(arg, st, /*prefix=*/arg == "." || arg == "./" ? "" : arg);
    if (out_.inputs.size() == before && out_.errors.size() == errors_before) {
      out_.warnings.push_back(
          fmt::format("{}: no *.md, *.markdown or *.txt files found in this directory", arg));
    }
  }

 private:
  void AddFile(std::string name, const struct stat& st) {
    if (!seen_.insert({st.st_dev, st.st_ino}).second) {
      return;
    }
    Input input;
    input.name = std::move(name);
    out_.inputs.push_back(std::move(input));
  }

  // Joins a directory's display prefix and an entry name without doubling the separator.
  static std::string Join(std::string_view prefix, std::string_view name) {
    if (prefix.empty()) {
      return std::string(name);
    }
    if (prefix.back() == '/') {
      return fmt::format("{}{}", prefix, name);
    }
    return fmt::format("{}/{}", prefix, name);
  }

  // Walks directory `dir`, whose entries are named `prefix/<name>` (just `<name>` when the
  // prefix is empty: the working directory given as `.`). Inputs are opened by that name too,
  // so what is reported is exactly what was read.
  void Walk(const std::string& dir, const struct stat& dir_stat, const std::string& prefix) {
    if (!visited_dirs_.insert({dir_stat.st_dev, dir_stat.st_ino}).second) {
      return;  // reached again through a symlink: a loop, or a second route in
    }
    DIR* handle = ::opendir(dir.c_str());
    if (handle == nullptr) {
      out_.errors.push_back(
          fmt::format("{}: cannot read directory: {}", dir, std::strerror(errno)));
      return;
    }
    std::vector<std::string> names;
    while (const dirent* entry = ::readdir(handle)) {
      const std::string_view name = entry->d_name;
      if (name.empty() || name[0] == '.') {
        continue;  // ".", "..", and hidden entries such as .git
      }
      names.emplace_back(name);
    }
    ::closedir(handle);
    std::sort(names.begin(), names.end());
    for (const std::string& name : names) {
      std::string path = Join(prefix, name);
      struct stat st {};
      if (::stat(path.c_str(), &st) != 0) {
        continue;  // a broken symlink, or removed meanwhile: nothing to lint
      }
      if (S_ISDIR(st.st_mode)) {
        Walk(path, st, path);
      } else if (S_ISREG(st.st_mode) && IsLintableName(name)) {
        AddFile(std::move(path), st);
      }
    }
  }

  ExpandedInputs& out_;
  absl::flat_hash_set<FileId> seen_;
  absl::flat_hash_set<FileId> visited_dirs_;
  bool seen_stdin_ = false;
};

}  // namespace

bool IsLintableName(std::string_view path) {
  const size_t slash = path.rfind('/');
  const std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
  const size_t dot = name.rfind('.');
  if (dot == std::string_view::npos || dot == 0) {
    return false;  // no extension, or a dot file such as `.md`
  }
  const std::string ext = AsciiLower(name.substr(dot));
  return ext == ".md" || ext == ".markdown" || ext == ".txt";
}

ExpandedInputs ExpandInputs(std::span<const std::string> args, std::string_view stdin_name) {
  ExpandedInputs out;
  Expander expander(out);
  for (const std::string& arg : args) {
    if (arg == "-") {
      expander.AddStdin(stdin_name);
    } else {
      expander.AddArgument(arg);
    }
  }
  return out;
}

}  // namespace cvtidy::cli
