#include "src/source/write_behind.h"

#include <algorithm>
#include <utility>

namespace cvtidy {

WriteBehind::WriteBehind(int threads, DirectorySyncs* deferred)
    : max_threads_(static_cast<size_t>(std::max(threads, 1))), deferred_(deferred) {}

WriteBehind::~WriteBehind() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  queued_.notify_all();
  for (std::thread& thread : threads_) {
    thread.join();
  }
}

std::shared_future<absl::Status> WriteBehind::Write(std::filesystem::path path, std::string bytes) {
  std::shared_future<absl::Status> written;
  {
    std::lock_guard lock(mutex_);
    Task& task = tasks_.emplace_back(Task{std::move(path), std::move(bytes), {}});
    written = task.done.get_future().share();
    // A thread more only when none is free for this task.
    if (idle_ < tasks_.size() && threads_.size() < max_threads_) {
      threads_.emplace_back([this] { Work(); });
    }
  }
  queued_.notify_one();
  return written;
}

void WriteBehind::Work() {
  std::unique_lock lock(mutex_);
  for (;;) {
    ++idle_;
    queued_.wait(lock, [this] { return stopping_ || !tasks_.empty(); });
    --idle_;
    // Queued writes are finished before the threads stop.
    if (tasks_.empty()) {
      return;
    }
    Task task = std::move(tasks_.front());
    tasks_.pop_front();
    lock.unlock();
    task.done.set_value(WriteFileAtomically(task.path, task.bytes, deferred_));
    // The bytes are freed before the next wait, so a pause holds none.
    task = Task{};
    lock.lock();
  }
}

}  // namespace cvtidy
