#include "src/source/atomic_write.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <system_error>

#include <fmt/format.h>

namespace cvtidy {
namespace {

absl::Status Failure(const std::filesystem::path& path, std::string_view what, int error) {
  return absl::DataLossError(
      fmt::format("{}: {}: {}; file left unchanged", path.string(), what, std::strerror(error)));
}

// The process umask, read once. umask() can only be read by setting it, so this briefly sets
// it; callers create files with explicit modes only, which the race cannot affect.
mode_t ProcessUmask() {
  static const mode_t kMask = [] {
    const mode_t mask = ::umask(022);
    ::umask(mask);
    return mask;
  }();
  return kMask;
}

// Closes `fd` and removes `temp` unless released: every early return cleans up.
class TempFile {
 public:
  TempFile(int fd, std::string path) : fd_(fd), path_(std::move(path)) {}
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  ~TempFile() {
    if (fd_ >= 0) {
      ::close(fd_);
    }
    if (!released_) {
      ::unlink(path_.c_str());
    }
  }

  int fd() const { return fd_; }
  const std::string& path() const { return path_; }

  // Closes the descriptor; returns the errno of a failed close (0 when fine).
  int Close() {
    const int rc = ::close(fd_);
    fd_ = -1;
    return rc == 0 ? 0 : errno;
  }
  void Release() { released_ = true; }

 private:
  int fd_;
  std::string path_;
  bool released_ = false;
};

}  // namespace

absl::Status WriteFileAtomically(const std::filesystem::path& path, std::string_view bytes) {
  // Write through a symlink to its target, so the link survives.
  std::filesystem::path target = path;
  std::error_code ec;
  if (std::filesystem::is_symlink(std::filesystem::symlink_status(path, ec))) {
    target = std::filesystem::canonical(path, ec);
    if (ec) {
      return Failure(path, "cannot resolve symbolic link", ec.value());
    }
  }

  struct stat original {};
  const bool exists = ::stat(target.c_str(), &original) == 0;
  if (!exists && errno != ENOENT) {
    return Failure(path, "cannot stat", errno);
  }
  if (exists && !S_ISREG(original.st_mode)) {
    return absl::DataLossError(
        fmt::format("{}: not a regular file; file left unchanged", path.string()));
  }

  const std::filesystem::path dir = target.parent_path();
  std::string temp_path =
      (dir / fmt::format(".{}.cvtidy-XXXXXX", target.filename().string())).string();
  const int fd = ::mkostemp(temp_path.data(), O_CLOEXEC);
  if (fd < 0) {
    return Failure(path, "cannot create a temporary file", errno);
  }
  TempFile temp(fd, temp_path);

  for (size_t written = 0; written < bytes.size();) {
    const ssize_t n = ::write(temp.fd(), bytes.data() + written, bytes.size() - written);
    if (n < 0) {
      if (errno == EINTR) {
        continue;
      }
      return Failure(path, "write failed", errno);
    }
    written += static_cast<size_t>(n);
  }
  if (::fsync(temp.fd()) != 0) {
    return Failure(path, "fsync failed", errno);
  }
  if (exists && (original.st_uid != ::geteuid() || original.st_gid != ::getegid())) {
    // Keep the owner when we may (root fixing someone's file); an ordinary user cannot give
    // a file away, and the mode bits are what matter then. Done before fchmod because a
    // chown clears set-id bits.
    [[maybe_unused]] const int ignored = ::fchown(temp.fd(), original.st_uid, original.st_gid);
  }
  const mode_t mode = exists ? (original.st_mode & 07777) : (0666 & ~ProcessUmask());
  if (::fchmod(temp.fd(), mode) != 0) {
    return Failure(path, "cannot set permissions", errno);
  }
  if (const int error = temp.Close(); error != 0) {
    return Failure(path, "close failed", error);
  }
  if (::rename(temp.path().c_str(), target.c_str()) != 0) {
    return Failure(path, "cannot replace the file", errno);
  }
  temp.Release();

  // Make the rename itself durable. The new contents are in place either way, so a failure
  // here is not reported.
  const std::string dir_name = dir.empty() ? std::string(".") : dir.string();
  if (const int dir_fd = ::open(dir_name.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      dir_fd >= 0) {
    ::fsync(dir_fd);
    ::close(dir_fd);
  }
  return absl::OkStatus();
}

}  // namespace cvtidy
