// Runs one piece of work on several threads at once, for tests over large generated corpora
// whose work items are handed out by an atomic counter.
#ifndef CVTIDY_TESTS_SUPPORT_WORKER_THREADS_H_
#define CVTIDY_TESTS_SUPPORT_WORKER_THREADS_H_

#include <algorithm>
#include <thread>
#include <vector>

namespace cvtidy::testing_support {

// Calls `work` on as many threads as the machine has (1 to 4) and waits for all of them.
template <typename Work>
void RunOnWorkerThreads(const Work& work) {
  const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1u, 4u);
  std::vector<std::thread> workers;
  for (unsigned i = 0; i < threads; ++i) {
    workers.emplace_back(work);
  }
  for (std::thread& worker : workers) {
    worker.join();
  }
}

}  // namespace cvtidy::testing_support

#endif  // CVTIDY_TESTS_SUPPORT_WORKER_THREADS_H_
