// Atomic file writes on threads of their own, so that whoever queues one goes on working (`fix`
// lints the next file) while the disk syncs the last. The fsync before each rename, not the
// fixing, was most of a one-worker `fix`'s wall time (bench/README.md).
//
//   WriteBehind writer(2, &directory_syncs);
//   std::shared_future<absl::Status> written = writer.Write("cv.md", bytes);
//   ...                                    // other work
//   if (!written.get().ok()) { ... }       // the file was left unchanged
//
// Each write is WriteFileAtomically's, with the same guarantees: the new bytes are fsynced
// before the rename, and a failed write leaves the file as it was.
#ifndef CVTIDY_SRC_SOURCE_WRITE_BEHIND_H_
#define CVTIDY_SRC_SOURCE_WRITE_BEHIND_H_

#include <condition_variable>
#include <deque>
#include <filesystem>
#include <future>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "absl/status/status.h"

#include "src/source/atomic_write.h"

namespace cvtidy {

class WriteBehind {
 public:
  // Up to `threads` writes at once (at least one). `deferred` as for WriteFileAtomically; it
  // must outlive this object.
  WriteBehind(int threads, DirectorySyncs* deferred);
  WriteBehind(const WriteBehind&) = delete;
  WriteBehind& operator=(const WriteBehind&) = delete;
  // Finishes every queued write, then stops the threads.
  ~WriteBehind();

  // Queues `bytes` for `path`; the future gives WriteFileAtomically's status once written.
  // The threads start with the first write, so a run that writes nothing starts none.
  std::shared_future<absl::Status> Write(std::filesystem::path path, std::string bytes);

 private:
  struct Task {
    std::filesystem::path path;
    std::string bytes;
    std::promise<absl::Status> done;
  };
  void Work();

  const size_t max_threads_;
  DirectorySyncs* const deferred_;
  std::mutex mutex_;
  std::condition_variable queued_;
  std::deque<Task> tasks_;
  size_t idle_ = 0;  // threads waiting for a task
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_SOURCE_WRITE_BEHIND_H_
