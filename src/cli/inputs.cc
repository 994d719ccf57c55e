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
#include "src/source/temp_files.h"

namespace cvtidy::cli {
namespace {

namespace fs = std::filesystem;

// Identifies a file or directory whatever path reached it.
using FileId = std::pair<dev_t, ino_t>;

class Expander {
 public:
  explicit Expander(ExpandedInputs& out) : out_(out) {}

  // `alias` is how the argument named standard input (`-`, `/dev/stdin`).
  void AddStdin(std::string_view stdin_name, std::string_view alias) {
    if (seen_stdin_) {
      return;
    }
    seen_stdin_ = true;
    Input input;
    input.is_stdin = true;
    input.name = stdin_name.empty() ? std::string(alias) : std::string(stdin_name);
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
    if (S_ISREG(st.st_mode)) {
      AddFile(arg, st);
      return;
    }
    if (!S_ISDIR(st.st_mode)) {
      out_.errors.push_back(fmt::format(
          "{}: {}, not a regular file; cvtidy reads files, and standard input as `-`", arg,
          S_ISFIFO(st.st_mode)   ? "a FIFO"
          : S_ISSOCK(st.st_mode) ? "a socket"
                                 : "a device"));
      return;
    }
    const size_t before = out_.inputs.size();
    const size_t errors_before = out_.errors.size();
    std::error_code ec;
    walk_root_ = fs::canonical(arg, ec);
    Walk(arg, st, /*prefix=*/arg == "." || arg == "./" ? "" : arg, /*via_link=*/false);
    if (out_.inputs.size() == before && out_.errors.size() == errors_before) {
      out_.warnings.push_back(
          fmt::format("{}: no *.md, *.markdown or *.txt files found in this directory", arg));
    }
  }

 private:
  void AddFile(std::string name, const struct stat& st, std::string write_refusal = {}) {
    if (!seen_.insert({st.st_dev, st.st_ino}).second) {
      return;
    }
    Input input;
    input.name = std::move(name);
    input.write_refusal = std::move(write_refusal);
    out_.inputs.push_back(std::move(input));
  }

  // For a file the walk reached through a symbolic link: why fix must not write it when the
  // link leads outside the walked directory, else empty.
  std::string OutsideTheWalk(const std::string& path) const {
    std::error_code ec;
    const fs::path real = fs::canonical(path, ec);
    if (ec || walk_root_.empty()) {
      // Where it leads cannot be told: do not write through it.
      return "it is reached through a symbolic link that cannot be resolved";
    }
    if (std::mismatch(walk_root_.begin(), walk_root_.end(), real.begin(), real.end()).first ==
        walk_root_.end()) {
      return {};
    }
    return fmt::format(
        "it is reached through a symbolic link to '{}', outside the directory being fixed; name "
        "that file to fix it",
        real.string());
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
  // so what is reported is exactly what was read. `via_link`: `dir` was reached through a
  // symbolic link.
  void Walk(const std::string& dir, const struct stat& dir_stat, const std::string& prefix,
            bool via_link) {
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
        if (!TempFileTarget(name).empty()) {
          out_.temp_files.push_back(Join(prefix, name));
        }
        continue;  // ".", "..", and hidden entries such as .git
      }
      names.emplace_back(name);
    }
    ::closedir(handle);
    std::sort(names.begin(), names.end());
    for (const std::string& name : names) {
      std::string path = Join(prefix, name);
      struct stat st {};
      struct stat link {};
      if (::stat(path.c_str(), &st) != 0 || ::lstat(path.c_str(), &link) != 0) {
        continue;  // a broken symlink, or removed meanwhile: nothing to lint
      }
      const bool linked = via_link || S_ISLNK(link.st_mode);
      if (S_ISDIR(st.st_mode)) {
        Walk(path, st, path, linked);
      } else if (S_ISREG(st.st_mode) && IsLintableName(name)) {
        std::string refusal = linked ? OutsideTheWalk(path) : std::string();
        AddFile(std::move(path), st, std::move(refusal));
      }
    }
  }

  ExpandedInputs& out_;
  fs::path walk_root_;  // the directory being walked, resolved
  absl::flat_hash_set<FileId> seen_;
  absl::flat_hash_set<FileId> visited_dirs_;
  bool seen_stdin_ = false;
};

// The names of standard input's descriptor. Opening one reaches whatever standard input was
// redirected from, which fix must never rewrite; reading it as standard input is what was
// meant.
bool IsStdinAlias(std::string_view arg) {
  return arg == "/dev/stdin" || arg == "/dev/fd/0" || arg == "/proc/self/fd/0";
}

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
    if (arg == "-" || IsStdinAlias(arg)) {
      expander.AddStdin(stdin_name, arg);
    } else {
      expander.AddArgument(arg);
    }
  }
  return out;
}

}  // namespace cvtidy::cli
