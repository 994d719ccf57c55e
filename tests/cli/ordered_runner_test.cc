#include "src/cli/ordered_runner.h"

#include <atomic>
#include <chrono>
#include <memory>
#include <random>
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
