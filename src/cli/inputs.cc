#include "src/cli/inputs.h"

#include <dirent.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include <fmt/format.h>

#include "src/base/progress.h"
#include "src/base/strings.h"
#include "src/engine/message.h"
#include "src/source/temp_files.h"

namespace cvtidy::cli {
namespace {

namespace fs = std::filesystem;

// Identifies a file or directory whatever path reached it.
using FileId = std::pair<dev_t, ino_t>;

FileId IdOf(const struct stat& st) { return {st.st_dev, st.st_ino}; }

// The names of standard input's descriptor. Opening one reaches whatever standard input was
// redirected from, which fix must never rewrite; reading it as standard input is what was
// meant.
bool IsStdinAlias(std::string_view arg) {
  return arg == "/dev/stdin" || arg == "/dev/fd/0" || arg == "/proc/self/fd/0";
}

bool IsHidden(std::string_view name) { return name.empty() || name[0] == '.'; }

// Joins a directory's display prefix and an entry name without doubling the separator.
std::string Join(std::string_view prefix, std::string_view name) {
  if (prefix.empty()) {
    return std::string(name);
  }
  if (prefix.back() == '/') {
    return JoinText({prefix, name});
  }
  return JoinText({prefix, "/", name});
}

}  // namespace

// In a named namespace, as InputStream::Walker (a member class, so not internal) holds one.
namespace internal {

// The names of one directory (hidden ones left out) in bytewise order, held a chunk at a time:
// each chunk is a pass over the directory that keeps the smallest names after the previous
// chunk's last, up to kDirectoryChunkBytes of them, so a directory of any width costs bounded
// memory; one that fits (almost every one) is read once.
class DirectoryNames {
 public:
  // Reads the first chunk of `dir`, adding its entries named like temporary files to
  // `temp_files` as `prefix/ENTRY`. Returns 0, or the errno of opening it.
  int Open(const std::string& dir, std::string_view prefix, size_t chunk_bytes,
           std::vector<std::string>& temp_files) {
    dir_ = dir;
    chunk_bytes_ = chunk_bytes;
    return Read(/*after=*/std::nullopt, prefix, &temp_files);
  }

  // The next name, or nullopt after the last. Valid until the next call.
  std::optional<std::string_view> Next() {
    if (next_ == offsets_.size()) {
      if (complete_ || offsets_.empty()) {
        return std::nullopt;
      }
      // The next pass starts after the last name handed out, so each pass moves forward.
      const std::string after(Name(offsets_.size() - 1));
      if (Read(after, /*prefix=*/"", nullptr) != 0 || offsets_.empty()) {
        return std::nullopt;  // removed meanwhile: nothing more to walk
      }
    }
    return Name(next_++);
  }

  // The name Next() returned last (empty before the first).
  std::string_view Current() const { return next_ == 0 ? std::string_view() : Name(next_ - 1); }

  size_t HeldBytes() const {
    return dir_.capacity() + bytes_.capacity() + offsets_.capacity() * sizeof(uint32_t);
  }

 private:
  std::string_view Name(size_t i) const { return std::string_view(bytes_.data() + offsets_[i]); }
  size_t Size() const { return bytes_.size() + offsets_.size() * sizeof(uint32_t); }

  int Read(const std::optional<std::string>& after, std::string_view prefix,
           std::vector<std::string>* temp_files) {
    bytes_.clear();
    offsets_.clear();
    next_ = 0;
    std::optional<std::string> cutoff;  // names from here on are left to a later chunk
    DIR* handle = ::opendir(dir_.c_str());
    if (handle == nullptr) {
      return errno;
    }
    while (const dirent* entry = ::readdir(handle)) {
      const std::string_view name = entry->d_name;
      if (IsHidden(name)) {
        if (temp_files != nullptr && !TempFileTarget(name).empty()) {
          temp_files->push_back(Join(prefix, name));
        }
        continue;  // ".", "..", and hidden entries such as .git
      }
      if ((after && name <= *after) || (cutoff && name >= *cutoff)) {
        continue;
      }
      if (bytes_.size() + name.size() + 1 > bytes_.capacity()) {
        // Grown to a fixed bound, so a wide directory's passes reuse one buffer; names are at
        // most 255 bytes, and a trim follows once 2 * chunk_bytes_ are held.
        bytes_.reserve(
            std::min(std::max(2 * bytes_.capacity(), size_t{4096}), 2 * chunk_bytes_ + 256));
      }
      offsets_.push_back(static_cast<uint32_t>(bytes_.size()));
      bytes_.append(name);
      bytes_.push_back('\0');
      if (Size() > 2 * chunk_bytes_) {
        cutoff = Trim();
      }
    }
    ::closedir(handle);
    if (Size() > chunk_bytes_) {
      cutoff = Trim();
    } else {
      SortNames();
    }
    complete_ = !cutoff.has_value();
    return 0;
  }

  // Bytewise, as std::string compares.
  void SortNames() {
    std::sort(offsets_.begin(), offsets_.end(), [&](uint32_t a, uint32_t b) {
      return std::string_view(bytes_.data() + a) < std::string_view(bytes_.data() + b);
    });
  }

  // Keeps the smallest names that fit chunk_bytes_ (at least one), compacted and
  // sorted, and returns the first name dropped: where the next chunk's names start.
  std::string Trim() {
    SortNames();
    size_t keep = 0;
    size_t kept_bytes = 0;
    for (; keep < offsets_.size(); ++keep) {
      const size_t size = std::strlen(bytes_.data() + offsets_[keep]) + 1;
      if (keep > 0 && kept_bytes + size + (keep + 1) * sizeof(uint32_t) > chunk_bytes_) {
        break;
      }
      kept_bytes += size;
    }
    std::string cutoff(bytes_.data() + offsets_[keep]);
    // Compacted in place, front to back (each name moves towards the start, never over one
    // still to move), so no second buffer is needed.
    offsets_.resize(keep);
    std::sort(offsets_.begin(), offsets_.end());
    size_t write = 0;
    for (uint32_t& offset : offsets_) {
      const size_t size = std::strlen(bytes_.data() + offset) + 1;
      std::memmove(bytes_.data() + write, bytes_.data() + offset, size);
      offset = static_cast<uint32_t>(write);
      write += size;
    }
    bytes_.resize(write);
    SortNames();
    return cutoff;
  }

  std::string dir_;
  size_t chunk_bytes_ = kDirectoryChunkBytes;
  std::string bytes_;              // the chunk's names, each ended by '\0'
  std::vector<uint32_t> offsets_;  // where each name starts in bytes_, in name order
  size_t next_ = 0;                // the next name to hand out
  bool complete_ = true;           // no names after this chunk
};

}  // namespace internal

using internal::DirectoryNames;

class InputStream::Walker {
 public:
  Walker(std::span<const std::string> args, std::string_view stdin_name, size_t chunk_bytes)
      : args_(args), stdin_name_(stdin_name), chunk_bytes_(chunk_bytes) {}

  std::optional<Input> Next() {
    ProgressGuard<uint64_t> moving;
    while (true) {
      // Each round takes an argument, an entry of a directory, or ends a directory.
      moving.Forward(moves_);
      if (!stack_.empty()) {
        if (std::optional<Input> input = Step()) {
          ++walk_inputs_;
          return input;
        }
        continue;
      }
      if (walking_) {
        walking_ = false;
        if (walk_inputs_ == 0 && errors_.size() == walk_errors_before_) {
          warnings_.push_back(fmt::format(
              "{}: no *.md, *.markdown or *.txt files found in this directory", *walk_arg_));
        }
      }
      if (next_arg_ == args_.size()) {
        return std::nullopt;
      }
      const std::string& arg = args_[next_arg_++];
      ++moves_;
      std::optional<Input> input =
          arg == "-" || IsStdinAlias(arg) ? AddStdin(arg) : AddArgument(arg);
      if (input) {
        return input;
      }
    }
  }

  const std::vector<std::string>& errors() const { return errors_; }
  const std::vector<std::string>& warnings() const { return warnings_; }
  const std::vector<std::string>& temp_files() const { return temp_files_; }

  size_t HeldBytes() const {
    size_t bytes = walk_root_.native().capacity() + stack_.capacity() * sizeof(Frame);
    for (const Frame& frame : stack_) {
      bytes += frame.prefix.capacity() + frame.names.HeldBytes();
    }
    // A flat hash table holds one slot and one control byte per bucket.
    bytes += visited_dirs_.capacity() * (sizeof(std::pair<FileId, bool>) + 1);
    bytes += reachable_twice_.capacity() * (sizeof(FileId) + 1);
    return bytes;
  }

 private:
  // A directory being walked: its entries are named `prefix/<name>`.
  struct Frame {
    FileId id;
    std::string prefix;
    bool via_link = false;  // reached through a symbolic link
    DirectoryNames names;
  };

  // How a file was reached, which decides whether another route can reach it again.
  enum class Route {
    kNamed,      // an argument
    kLinked,     // an entry of a walk that is a symbolic link to the file
    kWalkEntry,  // an entry of a walk that is the file itself
  };

  // `alias` is how the argument named standard input (`-`, `/dev/stdin`).
  std::optional<Input> AddStdin(std::string_view alias) {
    if (seen_stdin_) {
      return std::nullopt;
    }
    seen_stdin_ = true;
    Input input;
    input.is_stdin = true;
    input.name = stdin_name_.empty() ? std::string(alias) : std::string(stdin_name_);
    std::error_code ec;
    input.stdin_anchor =
        stdin_name_.empty() ? (fs::current_path(ec) / "-").string() : std::string(stdin_name_);
    return input;
  }

  std::optional<Input> AddArgument(const std::string& arg) {
    struct stat st {};
    if (::stat(arg.c_str(), &st) != 0) {
      const int error = errno;
      struct stat link {};
      if (error == ENOENT && ::lstat(arg.c_str(), &link) == 0) {
        errors_.push_back(fmt::format("{}: broken symbolic link", arg));
      } else if (error == ENOENT || error == ENOTDIR) {
        errors_.push_back(fmt::format("{}: no such file", arg));
      } else {
        errors_.push_back(fmt::format("{}: {}", arg, std::strerror(error)));
      }
      return std::nullopt;
    }
    if (S_ISREG(st.st_mode)) {
      return AddFile(arg, st, Route::kNamed);
    }
    if (!S_ISDIR(st.st_mode)) {
      errors_.push_back(fmt::format(
          "{}: {}, not a regular file; cvtidy reads files, and standard input as `-`", arg,
          S_ISFIFO(st.st_mode)   ? "a FIFO"
          : S_ISSOCK(st.st_mode) ? "a socket"
                                 : "a device"));
      return std::nullopt;
    }
    walking_ = true;
    walk_arg_ = &arg;
    walk_inputs_ = 0;
    walk_errors_before_ = errors_.size();
    std::error_code ec;
    walk_root_ = fs::canonical(arg, ec);
    Enter(arg, st, /*prefix=*/arg == "." || arg == "./" ? "" : arg, /*via_link=*/false);
    return std::nullopt;
  }

  // Starts walking directory `dir`, whose entries are named `prefix/<name>` (just `<name>` when
  // the prefix is empty: the working directory given as `.`). Inputs are opened by that name
  // too, so what is reported is exactly what was read. `via_link`: `dir` was reached through a
  // symbolic link.
  void Enter(const std::string& dir, const struct stat& dir_stat, const std::string& prefix,
             bool via_link) {
    const auto [visited, first_visit] = visited_dirs_.try_emplace(IdOf(dir_stat), false);
    if (!first_visit) {
      return;  // reached again through a symlink: a loop, or a second route in
    }
    Frame frame{IdOf(dir_stat), prefix, via_link, DirectoryNames()};
    if (const int error = frame.names.Open(dir, prefix, chunk_bytes_, temp_files_); error != 0) {
      errors_.push_back(fmt::format("{}: cannot read directory: {}", dir, std::strerror(error)));
      return;
    }
    visited->second = true;  // its entries are listed: each lintable file in it is reached
    stack_.push_back(std::move(frame));
  }

  // Takes the next entry of the innermost directory (or ends it); returns the file it is, if
  // it is an input.
  std::optional<Input> Step() {
    ++moves_;
    Frame& frame = stack_.back();
    const std::optional<std::string_view> name = frame.names.Next();
    if (!name) {
      stack_.pop_back();
      return std::nullopt;
    }
    std::string path = Join(frame.prefix, *name);
    struct stat st {};
    struct stat link {};
    // lstat first: only a symbolic link needs a second call for what it leads to.
    if (::lstat(path.c_str(), &link) != 0) {
      return std::nullopt;  // removed meanwhile: nothing to lint
    }
    if (!S_ISLNK(link.st_mode)) {
      st = link;
    } else if (::stat(path.c_str(), &st) != 0) {
      return std::nullopt;  // a broken symlink: nothing to lint
    }
    const bool linked_here = S_ISLNK(link.st_mode);
    const bool linked = frame.via_link || linked_here;
    if (S_ISDIR(st.st_mode)) {
      Enter(path, st, path, linked);  // may reallocate stack_: `frame` is not used after
      return std::nullopt;
    }
    if (!S_ISREG(st.st_mode) || !IsLintableName(*name)) {
      return std::nullopt;
    }
    std::string refusal = linked ? OutsideTheWalk(path) : std::string();
    return AddFile(std::move(path), st, linked_here ? Route::kLinked : Route::kWalkEntry,
                   std::move(refusal));
  }

  // The input for file `name` (stat `st`), unless an earlier route reached it.
  std::optional<Input> AddFile(std::string name, const struct stat& st, Route route,
                               std::string write_refusal = {}) {
    if (ReachedBefore(name, st, route)) {
      return std::nullopt;
    }
    // A file reached by another route than its own entry, or with several entries, can be
    // reached again: remember it. A walk entry with one link has one route through walks, and
    // each directory is walked once.
    if (route != Route::kWalkEntry || st.st_nlink > 1) {
      reachable_twice_.insert(IdOf(st));
    }
    Input input;
    input.name = std::move(name);
    input.write_refusal = std::move(write_refusal);
    input.walked_entry = route == Route::kWalkEntry;
    return input;
  }

  // Whether the file at `path` (stat `st`) was already an input.
  bool ReachedBefore(const std::string& path, const struct stat& st, Route route) const {
    if (reachable_twice_.contains(IdOf(st))) {
      return true;
    }
    // Every route to a hard-linked file is remembered, and so is every named or linked one; a
    // walk entry's only other route is its directory's walk, which reaches it here.
    if (st.st_nlink > 1 || route == Route::kWalkEntry) {
      return false;
    }
    // Named, or through a link: was it reached as its own directory's entry? It was if that
    // directory has been listed, its name is one a walk takes, and the walk has passed it.
    std::error_code ec;
    const fs::path real = fs::canonical(path, ec);
    if (ec) {
      return false;
    }
    const std::string entry = real.filename().string();
    struct stat dir_st {};
    if (IsHidden(entry) || !IsLintableName(entry) ||
        ::stat(real.parent_path().c_str(), &dir_st) != 0) {
      return false;
    }
    const auto visited = visited_dirs_.find(IdOf(dir_st));
    if (visited == visited_dirs_.end() || !visited->second) {
      return false;
    }
    for (const Frame& frame : stack_) {
      if (frame.id == IdOf(dir_st)) {
        // Still being walked: entries come in name order, the current one last.
        return std::string_view(entry) < frame.names.Current();
      }
    }
    return true;
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

  std::span<const std::string> args_;
  std::string stdin_name_;
  size_t chunk_bytes_;
  size_t next_arg_ = 0;
  uint64_t moves_ = 0;  // arguments and entries taken, directories ended

  // The directory argument being walked.
  bool walking_ = false;
  const std::string* walk_arg_ = nullptr;
  size_t walk_inputs_ = 0;
  size_t walk_errors_before_ = 0;
  fs::path walk_root_;  // resolved
  std::vector<Frame> stack_;

  // Directories reached, with whether their entries could be listed.
  absl::flat_hash_map<FileId, bool> visited_dirs_;
  // Inputs that another route could reach again (see AddFile).
  absl::flat_hash_set<FileId> reachable_twice_;
  bool seen_stdin_ = false;

  std::vector<std::string> errors_;
  std::vector<std::string> warnings_;
  std::vector<std::string> temp_files_;
};

InputStream::InputStream(std::span<const std::string> args, std::string_view stdin_name,
                         size_t directory_chunk_bytes)
    : walker_(std::make_unique<Walker>(args, stdin_name, directory_chunk_bytes)) {}
InputStream::~InputStream() = default;

std::optional<Input> InputStream::Next() { return walker_->Next(); }
const std::vector<std::string>& InputStream::errors() const { return walker_->errors(); }
const std::vector<std::string>& InputStream::warnings() const { return walker_->warnings(); }
const std::vector<std::string>& InputStream::temp_files() const { return walker_->temp_files(); }
size_t InputStream::HeldBytes() const { return walker_->HeldBytes(); }

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
  InputStream stream(args, stdin_name);
  while (std::optional<Input> input = stream.Next()) {
    out.inputs.push_back(*std::move(input));
  }
  out.errors = stream.errors();
  out.warnings = stream.warnings();
  out.temp_files = stream.temp_files();
  return out;
}

}  // namespace cvtidy::cli
