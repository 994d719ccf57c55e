// Replacing a file's contents so that readers (and a crash) see either the old bytes or the
// new ones, never a mix. `cvtidy fix` writes every file this way, and every report file
// (--output, --report) is written through the same type.
//
//   absl::StatusOr<std::unique_ptr<AtomicFile>> file = AtomicFile::Open("report.sarif");
//   std::fputs("...", (*file)->stream());          // stream as much as needed
//   absl::Status done = (*file)->Commit();          // or drop it: nothing is replaced
#ifndef CVTIDY_SRC_SOURCE_ATOMIC_WRITE_H_
#define CVTIDY_SRC_SOURCE_ATOMIC_WRITE_H_

#include <sys/stat.h>
#include <sys/types.h>

#include <cstdio>
#include <filesystem>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace cvtidy {

// A file being replaced: bytes go to a temporary file `.<name>.cvtidy-XXXXXX` in the target's
// directory, and Commit() fsyncs it, renames it over the target and fsyncs the directory.
// Until then the target is untouched; a dropped AtomicFile, a failed write, or SIGINT, SIGTERM,
// SIGHUP or SIGPIPE removes the temporary file (see temp_files.h for what a SIGKILL leaves).
//
// The target keeps its permission bits and group; a new file gets 0666 minus the umask.
// A symbolic link is followed: the file it points to is replaced and the link stays a link.
// Open() refuses, before anything is created, a target that
//  - is not a regular file (a directory, FIFO, device or socket);
//  - has several hard links (a rename would leave the other names on the old contents);
//  - belongs to another user (root included: a rename would silently make it ours);
//  - is read-only to us: its owner's write bit is off and we are not root (root may write any
//    file through open(2), so a rename refused to root would protect nothing).
// A refusal is kFailedPrecondition, an I/O failure kDataLoss; the message is the reason only
// (`it is read-only (mode 0444); ...`), for the caller to prefix with what it was writing.
// Why a rename must not replace the file `existing` (its stat) for `user` (an effective uid);
// empty when it may. Open() asks it for the running process.
std::string ReplaceRefusal(const struct stat& existing, uid_t user);

// The directories whose renames are still to be made durable: a batch of fixes fsyncs each
// directory once, at the end, instead of once per file. Until then a power loss may undo a
// rename (the file keeps its old contents, whole); the new contents themselves were fsynced
// before the rename. Thread-safe.
class DirectorySyncs {
 public:
  DirectorySyncs() = default;
  DirectorySyncs(const DirectorySyncs&) = delete;
  DirectorySyncs& operator=(const DirectorySyncs&) = delete;
  ~DirectorySyncs() { SyncAll(); }

  void Defer(std::filesystem::path dir);
  // Fsyncs every deferred directory once and forgets them. Best effort, as the data is safe.
  void SyncAll();
  size_t pending() const;

 private:
  mutable std::mutex mutex_;
  std::set<std::filesystem::path> dirs_;
};

class AtomicFile {
 public:
  [[nodiscard]] static absl::StatusOr<std::unique_ptr<AtomicFile>> Open(
      const std::filesystem::path& path);

  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;
  // Removes the temporary file unless Commit() put it in place.
  ~AtomicFile();

  // Where the bytes go until Commit(). Null after Commit().
  std::FILE* stream() const { return stream_; }
  // The file that will be replaced (a symbolic link resolved).
  const std::filesystem::path& target() const { return target_; }

  // Writes `bytes` to the stream, remembering the first failure for Commit().
  void Write(std::string_view bytes);

  // Flushes and fsyncs the temporary file, renames it over the target and fsyncs the
  // directory, or leaves that to `deferred` when given. On failure (including any earlier
  // write failure) the temporary file is removed and the target left as it was: kDataLoss
  // with the system's reason.
  [[nodiscard]] absl::Status Commit(DirectorySyncs* deferred = nullptr);

 private:
  AtomicFile() = default;
  absl::Status Fail(std::string_view what, int error);

  std::filesystem::path target_;
  std::string temp_;
  std::FILE* stream_ = nullptr;
  int ticket_ = -1;  // TrackTempFile's
  int write_error_ = 0;
  bool committed_ = false;
};

// Writes `bytes` to `path` through an AtomicFile. Failures name the file and end with
// `; file left unchanged` (kFailedPrecondition for a refusal, kDataLoss otherwise). With
// `deferred`, the directory fsync is left to it (see DirectorySyncs).
[[nodiscard]] absl::Status WriteFileAtomically(const std::filesystem::path& path,
                                               std::string_view bytes,
                                               DirectorySyncs* deferred = nullptr);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_SOURCE_ATOMIC_WRITE_H_
