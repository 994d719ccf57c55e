// Runs per-file work on a small thread pool and hands the results back on the calling thread
// strictly in input order, whatever order the threads finish in. Memory stays flat however
// many inputs there are: at most `window` results exist at once, so a slow file holds the
// workers back rather than letting finished results pile up behind it.
//
//   RunOrdered<FileResult>(jobs.size(), /*threads=*/4, /*window=*/16,
//       [&](size_t i) { return Process(jobs[i]); },        // any thread
//       [&](size_t i, FileResult& r) { Report(r); },        // calling thread, i = 0, 1, 2, ...
//       [&](size_t done) { progress.Update(done); },        // calling thread, now and then
//       [&](size_t i) { return GiveUpIfStuck(i); });        // calling thread, a watchdog
#ifndef CVTIDY_SRC_CLI_ORDERED_RUNNER_H_
#define CVTIDY_SRC_CLI_ORDERED_RUNNER_H_

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace cvtidy::cli {
namespace internal {

// Lets an abandoned worker, which may be spinning, run only when nothing else wants a CPU.
inline void Deprioritize(std::thread& thread) {
#ifdef SCHED_IDLE
  sched_param param{};
  param.sched_priority = 0;
  ::pthread_setschedparam(thread.native_handle(), SCHED_IDLE, &param);
#endif
}

// One worker thread of RunOrdered, under its mutex.
struct OrderedWorker {
  static constexpr size_t kIdle = std::numeric_limits<size_t>::max();
  size_t index = kIdle;  // the i it is producing
  bool abandoned = false;
};

}  // namespace internal

// Calls produce(i) for every i in [0, count) on up to `threads` worker threads (on the calling
// thread itself when threads <= 1 and there is no `overdue`), and consume(i, result) on the
// calling thread in increasing i. At most `window` (>= 1) results are produced ahead of the one
// consume() waits for. `idle(done)`, when set, is called on the calling thread after each
// consume() and about every 100 ms while waiting, with the number of results consumed so far.
// `produce` must be safe to call concurrently and must not throw.
//
// `overdue(i)`, when set, is a watchdog for a produce(i) that does not return: while waiting
// for result i, the calling thread asks it about every 100 ms. A result it returns is consumed
// as i's; the worker still inside produce(i), if any, is abandoned (detached, and set to run
// only when a CPU is idle), and a new worker takes its place. An abandoned worker that ever
// returns drops its result and ends without touching anything but a copy of `produce` that it
// shares. With `overdue` set, produce() always runs on worker threads (at least one), so the
// calling thread is free to watch.
//
// Returns the number of workers abandoned. When it is not zero, some may still be running
// produce() and reading whatever it reads: the caller must not free any of that, and should
// end the process with std::_Exit once its output is written.
template <typename Result>
size_t RunOrdered(size_t count, int threads, size_t window,
                  const std::function<Result(size_t)>& produce,
                  const std::function<void(size_t, Result&)>& consume,
                  const std::function<void(size_t)>& idle = nullptr,
                  const std::function<std::optional<Result>(size_t)>& overdue = nullptr) {
  size_t workers = std::min<size_t>(threads > 0 ? static_cast<size_t>(threads) : 1, count);
  if (workers <= 1 && !overdue) {
    for (size_t i = 0; i < count; ++i) {
      Result result = produce(i);
      consume(i, result);
      if (idle) {
        idle(i + 1);
      }
    }
    return 0;
  }
  if (count == 0) {
    return 0;
  }
  workers = std::max<size_t>(workers, 1);
  window = std::max<size_t>(window, 1);

  using Worker = internal::OrderedWorker;
  constexpr size_t kIdle = internal::OrderedWorker::kIdle;
  // Everything the workers touch, owned jointly: an abandoned worker may outlive this call.
  struct Shared {
    std::function<Result(size_t)> produce;
    size_t count = 0;
    size_t window = 1;
    std::mutex mu;
    std::condition_variable ready;  // slot of next_emit filled
    std::condition_variable space;  // next_emit advanced: a claim may be allowed now
    std::vector<std::optional<Result>> slots;
    size_t next_claim = 0;
    size_t next_emit = 0;
    std::deque<Worker> workers;  // under mu; a deque, so each worker's entry stays put
  };
  const auto shared = std::make_shared<Shared>();
  shared->produce = produce;
  shared->count = count;
  shared->window = window;
  shared->slots.resize(window);

  const auto work = [](std::shared_ptr<Shared> s, Worker* self) {
    std::unique_lock<std::mutex> lock(s->mu);
    while (true) {
      s->space.wait(lock, [&] {
        return s->next_claim >= s->count || s->next_claim < s->next_emit + s->window;
      });
      if (s->next_claim >= s->count) {
        return;
      }
      const size_t i = s->next_claim++;
      self->index = i;
      lock.unlock();
      Result result = s->produce(i);
      lock.lock();
      if (self->abandoned) {
        return;  // i was given up on, and its slot may hold a later result by now
      }
      self->index = kIdle;
      s->slots[i % s->window].emplace(std::move(result));
      if (i == s->next_emit) {
        s->ready.notify_one();
      }
    }
  };

  std::vector<std::thread> pool;  // pool[w] runs shared->workers[w]
  pool.reserve(workers);
  {
    const std::lock_guard<std::mutex> lock(shared->mu);
    for (size_t t = 0; t < workers; ++t) {
      pool.emplace_back(work, shared, &shared->workers.emplace_back());
    }
  }
  size_t abandoned = 0;
  for (size_t i = 0; i < count; ++i) {
    std::optional<Result> result;
    {
      std::unique_lock<std::mutex> lock(shared->mu);
      std::optional<Result>& slot = shared->slots[i % window];
      while (!slot.has_value()) {
        if (shared->ready.wait_for(lock, std::chrono::milliseconds(100)) !=
                std::cv_status::timeout ||
            (!idle && !overdue)) {
          continue;
        }
        lock.unlock();
        std::optional<Result> substitute;
        if (overdue) {
          substitute = overdue(i);
        }
        if (idle) {
          idle(i);
        }
        lock.lock();
        if (!substitute || i >= shared->next_claim) {
          continue;
        }
        for (size_t w = 0; w < shared->workers.size(); ++w) {
          Worker& worker = shared->workers[w];
          if (!worker.abandoned && worker.index == i) {
            worker.abandoned = true;
            ++abandoned;
            internal::Deprioritize(pool[w]);
            pool[w].detach();
            pool.emplace_back(work, shared, &shared->workers.emplace_back());
          }
        }
        slot = std::move(substitute);  // over a result that came in meanwhile, if one did
      }
      result.swap(slot);
      shared->next_emit = i + 1;
    }
    shared->space.notify_all();
    consume(i, *result);
    if (idle) {
      idle(i + 1);
    }
  }
  for (std::thread& t : pool) {
    if (t.joinable()) {
      t.join();
    }
  }
  return abandoned;
}

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_ORDERED_RUNNER_H_
