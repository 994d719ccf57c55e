// Runs per-file work on a small thread pool and hands the results back on the calling thread
// strictly in input order, whatever order the threads finish in. Memory stays flat however
// many inputs there are: at most `window` results exist at once, so a slow file holds the
// workers back rather than letting finished results pile up behind it.
//
//   RunOrdered<FileResult>(jobs.size(), /*threads=*/4, /*window=*/16,
//       [&](size_t i) { return Process(jobs[i]); },        // any thread
//       [&](size_t i, FileResult& r) { Report(r); },        // calling thread, i = 0, 1, 2, ...
//       [&](size_t done) { progress.Update(done); });       // calling thread, now and then
#ifndef CVTIDY_SRC_CLI_ORDERED_RUNNER_H_
#define CVTIDY_SRC_CLI_ORDERED_RUNNER_H_

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace cvtidy::cli {

// Calls produce(i) for every i in [0, count) on up to `threads` worker threads (on the calling
// thread itself when threads <= 1), and consume(i, result) on the calling thread in increasing
// i. At most `window` (>= 1) results are produced ahead of the one consume() waits for.
// `idle(done)`, when set, is called on the calling thread after each consume() and about every
// 100 ms while waiting, with the number of results consumed so far. `produce` must be safe to
// call concurrently and must not throw.
template <typename Result>
void RunOrdered(size_t count, int threads, size_t window,
                const std::function<Result(size_t)>& produce,
                const std::function<void(size_t, Result&)>& consume,
                const std::function<void(size_t)>& idle = nullptr) {
  const size_t workers = std::min<size_t>(threads > 0 ? static_cast<size_t>(threads) : 1, count);
  if (workers <= 1) {
    for (size_t i = 0; i < count; ++i) {
      Result result = produce(i);
      consume(i, result);
      if (idle) {
        idle(i + 1);
      }
    }
    return;
  }
  window = std::max<size_t>(window, 1);

  std::mutex mu;
  std::condition_variable ready;  // slot of next_emit filled
  std::condition_variable space;  // next_emit advanced: a claim may be allowed now
  std::vector<std::optional<Result>> slots(window);
  size_t next_claim = 0;
  size_t next_emit = 0;

  const auto work = [&] {
    std::unique_lock<std::mutex> lock(mu);
    while (true) {
      space.wait(lock, [&] { return next_claim >= count || next_claim < next_emit + window; });
      if (next_claim >= count) {
        return;
      }
      const size_t i = next_claim++;
      lock.unlock();
      Result result = produce(i);
      lock.lock();
      slots[i % window].emplace(std::move(result));
      if (i == next_emit) {
        ready.notify_one();
      }
    }
  };

  std::vector<std::thread> pool;
  pool.reserve(workers);
  for (size_t t = 0; t < workers; ++t) {
    pool.emplace_back(work);
  }
  for (size_t i = 0; i < count; ++i) {
    std::optional<Result> result;
    {
      std::unique_lock<std::mutex> lock(mu);
      std::optional<Result>& slot = slots[i % window];
      while (!slot.has_value()) {
        if (ready.wait_for(lock, std::chrono::milliseconds(100)) == std::cv_status::timeout &&
            idle) {
          lock.unlock();
          idle(i);
          lock.lock();
        }
      }
      result.swap(slot);
      next_emit = i + 1;
    }
    space.notify_all();
    consume(i, *result);
    if (idle) {
      idle(i + 1);
    }
  }
  for (std::thread& t : pool) {
    t.join();
  }
}

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_ORDERED_RUNNER_H_
