#include "src/source/atomic_write.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/source/temp_files.h"

namespace cvtidy {
namespace {

std::string ErrnoText(int error) { return error != 0 ? std::strerror(error) : "I/O error"; }

// The process umask, read once. umask() can only be read by setting it, so this briefly sets
// it; files are created with explicit modes only, which the race cannot affect.
mode_t ProcessUmask() {
  static const mode_t kMask = [] {
    const mode_t mask = ::umask(022);
    ::umask(mask);
    return mask;
  }();
  return kMask;
}

std::string_view KindOf(mode_t mode) {
  if (S_ISFIFO(mode)) {
    return "a FIFO";
  }
  if (S_ISCHR(mode) || S_ISBLK(mode)) {
    return "a device";
  }
  if (S_ISSOCK(mode)) {
    return "a socket";
  }
  return "not a regular file";
}

}  // namespace

std::string ReplaceRefusal(const struct stat& existing, uid_t user) {
  if (S_ISDIR(existing.st_mode)) {
    return "it is a directory";
  }
  if (!S_ISREG(existing.st_mode)) {
    return fmt::format("it is {}, not a regular file", KindOf(existing.st_mode));
  }
  if (existing.st_nlink > 1) {
    // Replacing it would give this name a new file and leave the other names on the old one.
    return fmt::format(
        "it has {} hard links, and replacing it would split them; write to another file, then "
        "copy that over it with `cat NEW > FILE` so every name sees the change",
        existing.st_nlink);
  }
  if (existing.st_uid != user) {
    return fmt::format(
        "it belongs to another user (uid {}), and replacing it would make it ours; run as that "
        "user",
        existing.st_uid);
  }
  // Read-only as open(2) sees it: the owner's write bit binds the owner, not root, who may
  // write any file (as `echo >`, `sed -i` and every formatter do).
  if ((existing.st_mode & S_IWUSR) == 0 && user != 0) {
    return fmt::format("it is read-only (mode {:04o}); make it writable (chmod u+w) to change it",
                       existing.st_mode & 07777);
  }
  return {};
}

absl::StatusOr<std::unique_ptr<AtomicFile>> AtomicFile::Open(const std::filesystem::path& path) {
  std::unique_ptr<AtomicFile> file(new AtomicFile);
  file->target_ = path;
  std::error_code ec;
  if (std::filesystem::is_symlink(std::filesystem::symlink_status(path, ec))) {
    // Write through the link to its target, so the link survives (a dangling one: create it).
    file->target_ = std::filesystem::weakly_canonical(path, ec);
    if (ec) {
      return absl::DataLossError(
          fmt::format("cannot resolve the symbolic link: {}", ErrnoText(ec.value())));
    }
  }

  struct stat existing {};
  const bool exists = ::stat(file->target_.c_str(), &existing) == 0;
  if (!exists && errno != ENOENT) {
    return absl::DataLossError(fmt::format("cannot stat: {}", ErrnoText(errno)));
  }
  if (exists) {
    if (std::string refusal = ReplaceRefusal(existing, ::geteuid()); !refusal.empty()) {
      return absl::FailedPreconditionError(refusal);
    }
  }

  int fd = -1;
  {
    const TempFileSignalBlock no_signal_until_tracked;
    file->temp_ = TempFileTemplate(file->target_);
    fd = ::mkostemp(file->temp_.data(), O_CLOEXEC);
    if (fd < 0) {
      const int error = errno;
      const std::filesystem::path dir = file->target_.parent_path();
      file->temp_.clear();
      return absl::DataLossError(fmt::format("cannot create a temporary file in '{}': {}",
                                             dir.empty() ? "." : dir.string(), ErrnoText(error)));
    }
    LockTempFile(fd);
    file->ticket_ = TrackTempFile(file->temp_);
  }
  if (exists && existing.st_gid != ::getegid()) {
    // Keep the group when we may (a group we belong to); before fchmod, which a chown would
    // clear the set-id bits of.
    [[maybe_unused]] const int ignored = ::fchown(fd, static_cast<uid_t>(-1), existing.st_gid);
  }
  const mode_t mode = exists ? (existing.st_mode & 07777) : (0666 & ~ProcessUmask());
  if (::fchmod(fd, mode) != 0) {
    const int error = errno;
    ::close(fd);
    return file->Fail("cannot set permissions", error);
  }
  file->stream_ = ::fdopen(fd, "w");
  if (file->stream_ == nullptr) {
    const int error = errno;
    ::close(fd);
    return file->Fail("cannot open the temporary file", error);
  }
  return file;
}

AtomicFile::~AtomicFile() {
  if (stream_ != nullptr) {
    std::fclose(stream_);
  }
  if (!committed_ && !temp_.empty()) {
    ::unlink(temp_.c_str());
  }
  UntrackTempFile(ticket_);
}

void AtomicFile::Write(std::string_view bytes) {
  if (write_error_ != 0 || bytes.empty()) {
    return;
  }
  errno = 0;
  if (std::fwrite(bytes.data(), 1, bytes.size(), stream_) != bytes.size()) {
    write_error_ = errno != 0 ? errno : EIO;
  }
}

absl::Status AtomicFile::Fail(std::string_view what, int error) {
  if (stream_ != nullptr) {
    std::fclose(stream_);
    stream_ = nullptr;
  }
  if (!temp_.empty()) {
    ::unlink(temp_.c_str());
    temp_.clear();
  }
  UntrackTempFile(ticket_);
  ticket_ = -1;
  return absl::DataLossError(fmt::format("{}: {}", what, ErrnoText(error)));
}

namespace {

void SyncDirectory(const std::filesystem::path& dir) {
  const std::string dir_name = dir.empty() ? std::string(".") : dir.string();
  if (const int dir_fd = ::open(dir_name.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      dir_fd >= 0) {
    ::fsync(dir_fd);
    ::close(dir_fd);
  }
}

}  // namespace

void DirectorySyncs::Defer(std::filesystem::path dir) {
  const std::lock_guard lock(mutex_);
  dirs_.insert(std::move(dir));
}

void DirectorySyncs::SyncAll() {
  std::set<std::filesystem::path> dirs;
  {
    const std::lock_guard lock(mutex_);
    dirs.swap(dirs_);
  }
  for (const std::filesystem::path& dir : dirs) {
    SyncDirectory(dir);
  }
}

size_t DirectorySyncs::pending() const {
  const std::lock_guard lock(mutex_);
  return dirs_.size();
}

absl::Status AtomicFile::Commit(DirectorySyncs* deferred) {
  if (stream_ == nullptr) {
    return absl::DataLossError("already committed or failed");
  }
  if (write_error_ != 0) {
    return Fail("write failed", write_error_);
  }
  errno = 0;
  if (std::fflush(stream_) != 0 || std::ferror(stream_) != 0) {
    return Fail("write failed", errno != 0 ? errno : EIO);
  }
  if (::fsync(::fileno(stream_)) != 0) {
    return Fail("fsync failed", errno);
  }
  // The lock on the temporary file stays until the close below, after the rename: until then
  // another run sees it as live, never as stale.
  if (::rename(temp_.c_str(), target_.c_str()) != 0) {
    return Fail("cannot replace the file", errno);
  }
  committed_ = true;
  UntrackTempFile(ticket_);
  ticket_ = -1;
  // The data is already synced, so neither a failed close nor a failed directory fsync (which
  // makes the rename itself durable) can lose it: the new contents are in place either way.
  std::fclose(stream_);
  stream_ = nullptr;
  if (deferred != nullptr) {
    deferred->Defer(target_.parent_path());
  } else {
    SyncDirectory(target_.parent_path());
  }
  return absl::OkStatus();
}

absl::Status WriteFileAtomically(const std::filesystem::path& path, std::string_view bytes,
                                 DirectorySyncs* deferred) {
  const auto with_path = [&](const absl::Status& status) {
    return absl::Status(status.code(), fmt::format("{}: {}; file left unchanged", path.string(),
                                                   FromAbsl(status.message())));
  };
  absl::StatusOr<std::unique_ptr<AtomicFile>> file = AtomicFile::Open(path);
  if (!file.ok()) {
    return with_path(file.status());
  }
  (*file)->Write(bytes);
  if (absl::Status committed = (*file)->Commit(deferred); !committed.ok()) {
    return with_path(committed);
  }
  return absl::OkStatus();
}

}  // namespace cvtidy
