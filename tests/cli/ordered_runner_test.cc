#include "src/cli/ordered_runner.h"

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

namespace cvtidy::cli {
namespace {

// Results come back in input order whatever order the workers finish in, and no more than
// the window is ever buffered.
TEST(OrderedRunnerTest, InOrderWithABoundedWindow) {
  for (const int threads : {1, 2, 4, 8}) {
    constexpr size_t kCount = 300;
    const size_t window = 4 * static_cast<size_t>(threads);
    std::vector<int> delays(kCount);
    std::mt19937 rng(threads);
    for (int& d : delays) {
      d = static_cast<int>(rng() % 300);  // microseconds
    }
    std::atomic<int> in_flight{0};
    std::atomic<int> max_in_flight{0};
    std::vector<size_t> order;
    RunOrdered<std::unique_ptr<size_t>>(
        kCount, threads, window,
        [&](size_t i) {
          std::this_thread::sleep_for(std::chrono::microseconds(delays[i]));
          const int now = ++in_flight;
          int seen = max_in_flight.load();
          while (now > seen && !max_in_flight.compare_exchange_weak(seen, now)) {
          }
          return std::make_unique<size_t>(i);
        },
        [&](size_t i, std::unique_ptr<size_t>& result) {
          EXPECT_EQ(*result, i);
          order.push_back(i);
          --in_flight;
        });
    ASSERT_EQ(order.size(), kCount);
    for (size_t i = 0; i < kCount; ++i) {
      EXPECT_EQ(order[i], i);
    }
    // The window, plus the one result being consumed.
    EXPECT_LE(static_cast<size_t>(max_in_flight.load()), window + 1) << threads;
  }
}

TEST(OrderedRunnerTest, SlowFirstItemHoldsTheOthersBack) {
  std::atomic<size_t> produced{0};
  std::atomic<size_t> produced_when_first_done{0};
  RunOrdered<int>(
      100, 4, 8,
      [&](size_t i) {
        if (i == 0) {
          std::this_thread::sleep_for(std::chrono::milliseconds(50));
          produced_when_first_done = produced.load();
        }
        ++produced;
        return static_cast<int>(i);
      },
      [&](size_t, int&) {});
  EXPECT_EQ(produced.load(), 100u);
  EXPECT_LE(produced_when_first_done.load(), 7u);  // never more than the window ahead
}

TEST(OrderedRunnerTest, IdleIsCalledWithProgress) {
  std::vector<size_t> done;
  RunOrdered<int>(
      5, 1, 4, [](size_t i) { return static_cast<int>(i); }, [](size_t, int&) {},
      [&](size_t n) { done.push_back(n); });
  EXPECT_EQ(done, (std::vector<size_t>{1, 2, 3, 4, 5}));
}

// A produce() that does not return is given up on through `overdue`: its substitute result is
// consumed in its place, a new worker takes over, and the rest of the run goes on in order.
TEST(OrderedRunnerTest, OverdueGivesUpOnAStuckWorker) {
  for (const int threads : {1, 2, 4}) {
    // Set at the end, so the stuck thread can finish (it then drops its result).
    const auto release = std::make_shared<std::atomic<bool>>(false);
    std::vector<int> consumed;
    const size_t abandoned = RunOrdered<int>(
        10, threads, 4,
        [release](size_t i) {
          while (i == 3 && !release->load()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
          }
          return static_cast<int>(i) * 10;
        },
        [&](size_t, int& result) { consumed.push_back(result); }, nullptr,
        [](size_t i) { return i == 3 ? std::optional<int>(-1) : std::nullopt; });
    release->store(true);
    EXPECT_EQ(abandoned, 1u) << threads;
    EXPECT_EQ(consumed, (std::vector<int>{0, 10, 20, -1, 40, 50, 60, 70, 80, 90})) << threads;
  }
}

// An abandoned worker that returns after all drops its result: with a window of one, the slot
// it would have filled belongs to later inputs by then.
TEST(OrderedRunnerTest, AbandonedWorkerDropsItsLateResult) {
  std::vector<int> consumed;
  const size_t abandoned = RunOrdered<int>(
      6, 2, 1,
      [](size_t i) {
        if (i == 0) {
          std::this_thread::sleep_for(std::chrono::milliseconds(250));
        } else {
          std::this_thread::sleep_for(std::chrono::milliseconds(60));
        }
        return static_cast<int>(i) * 10;
      },
      [&](size_t, int& result) { consumed.push_back(result); }, nullptr,
      [](size_t i) { return i == 0 ? std::optional<int>(-1) : std::nullopt; });
  EXPECT_EQ(abandoned, 1u);
  EXPECT_EQ(consumed, (std::vector<int>{-1, 10, 20, 30, 40, 50}));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // let it finish and drop
}

// With a watchdog, work never runs on the calling thread, even with one thread and one input:
// the calling thread has to be free to watch.
TEST(OrderedRunnerTest, OverdueKeepsWorkOffTheCallingThread) {
  const std::thread::id caller = std::this_thread::get_id();
  std::thread::id worker;
  const size_t abandoned = RunOrdered<int>(
      1, 1, 1,
      [&](size_t) {
        worker = std::this_thread::get_id();
        return 0;
      },
      [](size_t, int&) {}, nullptr, [](size_t) { return std::optional<int>(); });
  EXPECT_EQ(abandoned, 0u);
  EXPECT_NE(worker, caller);
  EXPECT_NE(worker, std::thread::id());
}

// The one worker of a one-input run shares the calling thread's CPU, and the calling thread
// gets its own affinity back afterwards; without `one_cpu` the worker keeps the caller's mask.
TEST(OrderedRunnerTest, OneCpuKeepsTheWorkerOnTheCallersCpuAndRestoresTheCaller) {
  cpu_set_t before;
  ASSERT_EQ(::pthread_getaffinity_np(::pthread_self(), sizeof(before), &before), 0);
  for (const bool one_cpu : {true, false}) {
    cpu_set_t seen;
    CPU_ZERO(&seen);
    int caller_cpu = -1;
    RunOrderedStream<int, int>(
        [n = 0]() mutable { return n++ == 0 ? std::optional<int>(0) : std::nullopt; }, 1, 1,
        [&](size_t, const int&) {
          ::pthread_getaffinity_np(::pthread_self(), sizeof(seen), &seen);
          return 0;
        },
        [&](size_t, const int&, int&) { caller_cpu = ::sched_getcpu(); }, nullptr,
        [](size_t, const int&) { return std::optional<int>(); }, 1, one_cpu);
    if (one_cpu) {
      EXPECT_EQ(CPU_COUNT(&seen), 1);
      EXPECT_TRUE(CPU_ISSET(caller_cpu, &seen));
    } else {
      EXPECT_TRUE(CPU_EQUAL(&seen, &before));
    }
    cpu_set_t after;
    ASSERT_EQ(::pthread_getaffinity_np(::pthread_self(), sizeof(after), &after), 0);
    EXPECT_TRUE(CPU_EQUAL(&after, &before));
  }
}

// With a batch, workers wake the calling thread once per batch of results, not per result: every
// result still comes back once and in order, with a watchdog set or not, and the last, partial
// batch is taken as soon as the items run out rather than at the 100 ms look.
TEST(OrderedRunnerTest, BatchedResultsComeBackInOrderAndTheLastBatchIsNotHeld) {
  for (const int threads : {1, 2, 4}) {
    for (const bool watched : {false, true}) {
      constexpr size_t kCount = 1003;  // not a multiple of any batch
      const size_t batch = 8 * static_cast<size_t>(threads);
      size_t taken = 0;
      std::vector<size_t> consumed;
      const auto started = std::chrono::steady_clock::now();
      RunOrderedStream<size_t, size_t>(
          [&]() -> std::optional<size_t> {
            return taken < kCount ? std::optional<size_t>(taken++) : std::nullopt;
          },
          threads, 2 * batch, [](size_t, const size_t& item) { return item + 1; },
          [&](size_t i, const size_t& item, size_t& result) {
            EXPECT_EQ(item, i);
            EXPECT_EQ(result, i + 1);
            consumed.push_back(i);
          },
          nullptr,
          watched ? std::function<std::optional<size_t>(size_t, const size_t&)>(
                        [](size_t, const size_t&) { return std::nullopt; })
                  : nullptr,
          batch);
      const auto took = std::chrono::steady_clock::now() - started;
      ASSERT_EQ(consumed.size(), kCount) << threads << watched;
      for (size_t i = 0; i < kCount; ++i) {
        ASSERT_EQ(consumed[i], i) << threads << watched;
      }
      // Each batch held until the 100 ms look would take 100 ms a batch; allow half of that.
      EXPECT_LT(took, std::chrono::milliseconds(50) * (kCount / batch)) << threads << watched;
    }
  }
}

// Items are taken from the stream only as results may be produced: never more than the window
// ahead of the result consumed, so a stream of any length is never held whole.
TEST(OrderedRunnerTest, StreamItemsAreTakenAsNeeded) {
  for (const int threads : {1, 2, 4}) {
    constexpr size_t kCount = 200;
    const size_t window = 2 * static_cast<size_t>(threads);
    size_t taken = 0;  // next() is called one at a time
    size_t max_ahead = 0;
    std::vector<std::string> consumed;
    RunOrderedStream<std::string, size_t>(
        [&]() -> std::optional<std::string> {
          if (taken == kCount) {
            return std::nullopt;
          }
          return std::to_string(taken++);
        },
        threads, window, [](size_t, const std::string& item) { return item.size(); },
        [&](size_t i, const std::string& item, size_t& size) {
          EXPECT_EQ(item, std::to_string(i));
          EXPECT_EQ(size, item.size());
          max_ahead = std::max(max_ahead, taken - i);
          consumed.push_back(item);
        });
    ASSERT_EQ(consumed.size(), kCount) << threads;
    EXPECT_EQ(consumed.back(), std::to_string(kCount - 1));
    EXPECT_LE(max_ahead, window + 1) << threads;
  }
}

// A pipe's writer may wait for result i before it sends item i + 1: while next() blocks for it,
// result i still reaches consume().
TEST(OrderedRunnerTest, ABlockingNextHoldsNoResultBack) {
  for (const int threads : {1, 2, 4}) {
    constexpr size_t kCount = 6;
    std::mutex mu;
    std::condition_variable consumed_cv;
    size_t consumed = 0;  // under mu
    size_t taken = 0;     // next() is called one at a time
    bool stalled = false;
    RunOrderedStream<size_t, size_t>(
        [&]() -> std::optional<size_t> {
          if (taken == kCount) {
            return std::nullopt;
          }
          // Item i + 1 exists only once result i is consumed.
          std::unique_lock<std::mutex> lock(mu);
          if (!consumed_cv.wait_for(lock, std::chrono::seconds(10),
                                    [&] { return consumed == taken; })) {
            stalled = true;
            return std::nullopt;
          }
          return taken++;
        },
        threads, 4, [](size_t, const size_t& item) { return item * 2; },
        [&](size_t i, const size_t&, size_t& result) {
          EXPECT_EQ(result, 2 * i);
          const std::lock_guard<std::mutex> lock(mu);
          ++consumed;
          consumed_cv.notify_all();
        });
    EXPECT_FALSE(stalled) << threads << " threads: a result waited for the next item";
    EXPECT_EQ(consumed, kCount) << threads;
  }
}

TEST(OrderedRunnerTest, NothingToDo) {
  bool called = false;
  RunOrdered<int>(
      0, 4, 16,
      [&](size_t) {
        called = true;
        return 0;
      },
      [&](size_t, int&) { called = true; });
  EXPECT_FALSE(called);
}

}  // namespace
}  // namespace cvtidy::cli
