// Replacing a file's contents so that readers (and a crash) see either the old bytes or the
// new ones, never a mix: `cvtidy fix` writes every file this way.
#ifndef CVTIDY_SRC_SOURCE_ATOMIC_WRITE_H_
#define CVTIDY_SRC_SOURCE_ATOMIC_WRITE_H_

#include <filesystem>
#include <string_view>

#include "absl/status/status.h"

namespace cvtidy {

// Writes `bytes` to `path` atomically: into a temporary file in the same directory
// (`.<name>.cvtidy-XXXXXX`), fsync'ed, given the original file's permission bits (and, where
// allowed, its owner and group), then renamed over `path`, and the directory fsync'ed.
// A new file gets 0666 minus the umask.
//
// Symlinks are followed: when `path` is a symbolic link, the file it points to is replaced
// and the link itself stays a link (editors do the same; replacing the link with a regular
// file would silently fork the shared copy). Hard links to the file are not preserved: the
// rename gives `path` a new inode.
//
// On any failure the temporary file is removed, the original is untouched, and the result is
// kDataLoss with the path and the system's reason.
[[nodiscard]] absl::Status WriteFileAtomically(const std::filesystem::path& path,
                                               std::string_view bytes);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_SOURCE_ATOMIC_WRITE_H_
