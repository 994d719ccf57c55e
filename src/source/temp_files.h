// The temporary files the write path creates beside the file it replaces,
// `.NAME.cvtidy-XXXXXX`: their names, the registry that removes them when a signal ends the
// process, and the removal of stale ones that a killed run (SIGKILL, a power cut) left.
//
// A live temporary file is held under an exclusive flock(2) by the process writing it, for as
// long as it exists under that name; the lock dies with the process. So a temporary file that
// can be locked is stale, whoever left it, and one that cannot is in use by a running cvtidy.
#ifndef CVTIDY_SRC_SOURCE_TEMP_FILES_H_
#define CVTIDY_SRC_SOURCE_TEMP_FILES_H_

#include <signal.h>

#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cvtidy {

// The mkstemp(3) template of `target`'s temporary file: `DIR/.NAME.cvtidy-XXXXXX`.
std::string TempFileTemplate(const std::filesystem::path& target);

// The name of the file whose temporary file the directory entry `entry` is named like
// (`cv.md` for `.cv.md.cvtidy-a1B2c3`), or empty when it is not named like one.
std::string_view TempFileTarget(std::string_view entry);

// Records `path` (a temporary file just created) so that SIGINT, SIGTERM, SIGHUP and SIGPIPE
// remove it before the process dies; the first call installs the handlers (a signal the
// process ignores stays ignored). Returns a ticket for UntrackTempFile, or -1 when the path
// cannot be recorded (too long, or too many at once): the file is then only removed by the
// next run. Thread-safe; the handler only calls unlink(2), which is async-signal-safe.
int TrackTempFile(std::string_view path);
// Forgets the file of `ticket` (once it is renamed into place or removed). -1 is ignored.
void UntrackTempFile(int ticket);

// Blocks the signals TrackTempFile handles on the calling thread while alive, so a signal
// cannot land between creating a temporary file and recording it.
class TempFileSignalBlock {
 public:
  TempFileSignalBlock();
  ~TempFileSignalBlock();
  TempFileSignalBlock(const TempFileSignalBlock&) = delete;
  TempFileSignalBlock& operator=(const TempFileSignalBlock&) = delete;

 private:
  sigset_t saved_;
};

// Takes the liveness lock on a temporary file just created (see the top of this file).
void LockTempFile(int fd);

// Removes the stale temporary files in `dir` of the files named in `target_names`: regular
// files of this user that no running process holds. Returns the paths removed, as
// `dir / entry`, sorted.
std::vector<std::filesystem::path> RemoveStaleTempFiles(
    const std::filesystem::path& dir, const std::set<std::string, std::less<>>& target_names);

// Removes `path` if it is a stale temporary file (as above); returns whether it did.
bool RemoveStaleTempFile(const std::filesystem::path& path);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_SOURCE_TEMP_FILES_H_
