// Runs per-file work on a small thread pool and hands the results back on the calling thread
// strictly in input order, whatever order the threads finish in. Memory stays flat however
// many inputs there are: the inputs are taken from a stream as workers are free for them, and
// at most `window` results exist at once, so a slow file holds the workers back rather than
// letting finished results pile up behind it.
//
//   RunOrderedStream<Job, FileResult>(
//       [&] { return inputs.Next(); },                       // a worker, one at a time
//       /*threads=*/4, /*window=*/16,
//       [&](size_t i, const Job& job) { return Process(job); },  // any thread
//       [&](size_t i, const Job& job, FileResult& r) { Report(r); },  // calling thread, in order
//       [&](size_t done) { progress.Update(done); },         // calling thread, now and then
//       [&](size_t i, const Job& job) { return GiveUpIfStuck(i); });  // calling thread, watchdog
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

#include "src/base/progress.h"

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

// Keeps the calling thread, and the threads it starts while this lives, on the CPU it runs on
// now; the calling thread gets its own affinity back at the end. For a run of one input: the
// calling thread only waits for the worker, and on a virtual machine each wake-up across CPUs
// (the worker's start, its result, its exit) cost a one-file check a quarter of its time.
class CallerCpuPin {
 public:
  explicit CallerCpuPin(bool pin) {
    if (!pin) {
      return;
    }
    const int cpu = ::sched_getcpu();
    if (cpu < 0 || ::pthread_getaffinity_np(::pthread_self(), sizeof(saved_), &saved_) != 0) {
      return;
    }
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    pinned_ = ::pthread_setaffinity_np(::pthread_self(), sizeof(one), &one) == 0;
  }
  CallerCpuPin(const CallerCpuPin&) = delete;
  CallerCpuPin& operator=(const CallerCpuPin&) = delete;
  ~CallerCpuPin() {
    if (pinned_) {
      ::pthread_setaffinity_np(::pthread_self(), sizeof(saved_), &saved_);
    }
  }

 private:
  cpu_set_t saved_{};
  bool pinned_ = false;
};

// One worker thread of RunOrdered, under its mutex.
struct OrderedWorker {
  static constexpr size_t kIdle = std::numeric_limits<size_t>::max();
  size_t index = kIdle;  // the i it is producing
  bool abandoned = false;
};

}  // namespace internal

// Calls produce(i, item) for every item that `next()` yields (the i-th, from 0), on up to
// `threads` worker threads (on the calling thread itself when threads <= 1 and there is no
// `overdue`), and consume(i, item, result) on the calling thread in increasing i. `next()` is
// called one at a time, in order, only when a result may be produced (so items are taken from
// a stream as they are needed and none is held longer than its result); nullopt ends the run.
// `next()` may block (a pipe whose writer waits for the results so far): while it does, the
// other workers hand in their results and consume() goes on.
// At most `window` (>= 1) results are produced ahead of the one consume() waits for. `idle(done)`,
// when set, is called on the calling thread after each consume() and about every 100 ms while
// waiting, with the number of results consumed so far. `produce` must be safe to call
// concurrently and must not throw.
//
// `overdue(i, item)`, when set, is a watchdog for a produce(i, item) that does not return: while
// waiting for result i, the calling thread asks it about every 100 ms. A result it returns is
// consumed as i's; the worker still inside produce(i, item), if any, is abandoned (detached, and
// set to run only when a CPU is idle), and a new worker takes its place. An abandoned worker that
// ever returns drops its result and ends without touching anything but its item and a copy of
// `produce` that it shares. With `overdue` set, produce() always runs on worker threads (at
// least one), so the calling thread is free to watch.
//
// `batch` (>= 1) is how many results may wait before a worker wakes the calling thread for
// them: 1 wakes it for each result it waits for (a stream whose writer waits for each answer);
// more lets a batch of files go by with one wake-up instead of one per file, the calling thread
// taking what is ready at least every 100 ms and as soon as the items run out. Keep it below
// `window`, or workers would wait for a consumer that waits for them until the 100 ms pass.
//
// `one_cpu` keeps the workers on the calling thread's CPU (CallerCpuPin): for a run of a single
// input, where nothing runs beside the one worker.
//
// Returns the number of workers abandoned. When it is not zero, some may still be running
// produce() and reading whatever it reads: the caller must not free any of that, and should
// end the process with std::_Exit once its output is written.
template <typename Item, typename Result>
size_t RunOrderedStream(
    const std::function<std::optional<Item>()>& next, int threads, size_t window,
    const std::function<Result(size_t, const Item&)>& produce,
    const std::function<void(size_t, const Item&, Result&)>& consume,
    const std::function<void(size_t)>& idle = nullptr,
    const std::function<std::optional<Result>(size_t, const Item&)>& overdue = nullptr,
    size_t batch = 1, bool one_cpu = false) {
  size_t workers = threads > 0 ? static_cast<size_t>(threads) : 1;
  if (workers <= 1 && !overdue) {
    ProgressGuard<size_t> moving;
    for (size_t i = 0;; ++i) {
      moving.Forward(i);
      std::optional<Item> item = next();
      if (!item) {
        break;
      }
      Result result = produce(i, *item);
      consume(i, *item, result);
      if (idle) {
        idle(i + 1);
      }
    }
    return 0;
  }
  window = std::max<size_t>(window, 1);

  using Worker = internal::OrderedWorker;
  constexpr size_t kIdle = internal::OrderedWorker::kIdle;
  // One item taken from `next`, shared by its worker and the calling thread: an abandoned
  // worker keeps reading it after the calling thread is done with it.
  using SharedItem = std::shared_ptr<const Item>;
  struct Slot {
    SharedItem item;               // set when claimed
    std::optional<Result> result;  // set when produced
  };
  // Everything the workers touch, owned jointly: an abandoned worker may outlive this call.
  struct Shared {
    std::function<std::optional<Item>()> next;
    std::function<Result(size_t, const Item&)> produce;
    size_t window = 1;
    size_t batch = 1;
    // Held by the one worker taking the next item, while it calls next(): outside `mu`, so a
    // next() that blocks holds back no result. Taken before `mu`, never while holding it.
    std::mutex take_mu;
    std::mutex mu;
    std::condition_variable ready;  // slot of next_emit filled, or the items ran out
    std::condition_variable space;  // next_emit advanced: a claim may be allowed now
    std::vector<Slot> slots;
    size_t next_claim = 0;
    size_t next_emit = 0;
    bool exhausted = false;      // next() returned nullopt
    std::deque<Worker> workers;  // under mu; a deque, so each worker's entry stays put
  };
  const auto shared = std::make_shared<Shared>();
  shared->next = next;
  shared->produce = produce;
  shared->window = window;
  shared->batch = std::max<size_t>(batch, 1);
  shared->slots.resize(window);

  const auto work = [](std::shared_ptr<Shared> s, Worker* self) {
    while (true) {
      // Claim index i, then take its item, one worker at a time so items and indices keep
      // their order.
      std::unique_lock<std::mutex> take(s->take_mu);
      std::unique_lock<std::mutex> lock(s->mu);
      s->space.wait(lock, [&] { return s->exhausted || s->next_claim < s->next_emit + s->window; });
      if (s->exhausted) {
        return;
      }
      const size_t i = s->next_claim++;
      lock.unlock();
      std::optional<Item> taken = s->next();
      lock.lock();
      if (!taken) {
        --s->next_claim;  // no item i after all; no other claim was made meanwhile (take_mu)
        s->exhausted = true;
        s->ready.notify_all();
        s->space.notify_all();
        return;
      }
      take.unlock();
      const SharedItem item = std::make_shared<const Item>(*std::move(taken));
      s->slots[i % s->window].item = item;
      self->index = i;
      lock.unlock();
      Result result = s->produce(i, *item);
      lock.lock();
      if (self->abandoned) {
        return;  // i was given up on, and its slot may hold a later result by now
      }
      self->index = kIdle;
      s->slots[i % s->window].result.emplace(std::move(result));
      // Wake the calling thread for the result it waits for, or once `batch` results wait (and
      // for the last ones once the items ran out); it also looks every 100 ms.
      const bool wake =
          s->batch <= 1 ? i == s->next_emit
                        : i + 1 >= s->next_emit + s->batch || (s->exhausted && i == s->next_emit);
      if (wake) {
        s->ready.notify_one();
      }
    }
  };

  const internal::CallerCpuPin pin(one_cpu);  // before the workers start: they inherit it
  std::vector<std::thread> pool;              // pool[w] runs shared->workers[w]
  pool.reserve(workers);
  {
    const std::lock_guard<std::mutex> lock(shared->mu);
    for (size_t t = 0; t < workers; ++t) {
      pool.emplace_back(work, shared, &shared->workers.emplace_back());
    }
  }
  size_t abandoned = 0;
  ProgressGuard<size_t> moving;
  for (size_t i = 0;; ++i) {
    moving.Forward(i);
    std::optional<Result> result;
    SharedItem item;
    {
      std::unique_lock<std::mutex> lock(shared->mu);
      Slot& slot = shared->slots[i % window];
      while (!slot.result.has_value()) {
        if (shared->exhausted && i >= shared->next_claim) {
          break;  // every item is consumed
        }
        if (shared->ready.wait_for(lock, std::chrono::milliseconds(100)) !=
                std::cv_status::timeout ||
            (!idle && !overdue)) {
          continue;
        }
        // Claimed items only: the watchdog has nothing to say about one not taken yet.
        const SharedItem claimed = i < shared->next_claim ? slot.item : nullptr;
        lock.unlock();
        std::optional<Result> substitute;
        if (overdue && claimed != nullptr) {
          substitute = overdue(i, *claimed);
        }
        if (idle) {
          idle(i);
        }
        lock.lock();
        if (!substitute) {
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
        slot.result = std::move(substitute);  // over a result that came in meanwhile, if one did
      }
      if (!slot.result.has_value()) {
        break;
      }
      result.swap(slot.result);
      item = std::move(slot.item);
      shared->next_emit = i + 1;
    }
    shared->space.notify_all();
    consume(i, *item, *result);
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

// RunOrderedStream over the indices [0, count).
template <typename Result>
size_t RunOrdered(size_t count, int threads, size_t window,
                  const std::function<Result(size_t)>& produce,
                  const std::function<void(size_t, Result&)>& consume,
                  const std::function<void(size_t)>& idle = nullptr,
                  const std::function<std::optional<Result>(size_t)>& overdue = nullptr) {
  if (count == 0) {
    return 0;
  }
  // No more workers than items.
  const size_t workers = std::min<size_t>(threads > 0 ? static_cast<size_t>(threads) : 1, count);
  size_t taken = 0;
  return RunOrderedStream<size_t, Result>(
      [&taken, count]() -> std::optional<size_t> {
        return taken < count ? std::optional<size_t>(taken++) : std::nullopt;
      },
      static_cast<int>(workers), window, [produce](size_t i, const size_t&) { return produce(i); },
      [&consume](size_t i, const size_t&, Result& result) { consume(i, result); }, idle,
      overdue ? std::function<std::optional<Result>(size_t, const size_t&)>(
                    [overdue](size_t i, const size_t&) { return overdue(i); })
              : nullptr);
}

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_ORDERED_RUNNER_H_
