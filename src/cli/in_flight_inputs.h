// The inputs a run's workers are on, for the watchdog that gives up on one stuck inside a rule
// (check and fix on files, src/cli/session.cc; the NDJSON stream mode, src/cli/stream_command.cc).
#ifndef CVTIDY_SRC_CLI_IN_FLIGHT_INPUTS_H_
#define CVTIDY_SRC_CLI_IN_FLIGHT_INPUTS_H_

#include <chrono>
#include <cstddef>
#include <memory>
#include <mutex>
#include <utility>

#include "absl/container/flat_hash_map.h"

#include "src/engine/file_budget.h"
#include "src/source/source.h"

namespace cvtidy::cli {

// How long after its budget ran out an input still running is given up on. A slow but finite
// input stops by itself at the next rule boundary and reports its own input/too-slow; only one
// stuck inside a rule is left to the watchdog.
inline constexpr std::chrono::seconds kWatchdogGrace{1};

// The inputs being worked on, by index, each with its budget and its Source (which the
// watchdog needs to report an input it gives up on). Workers add them, the watchdog may give up
// on one, the consumer removes each once reported; the entries themselves are shared, so a
// worker keeps its own alive whatever happens to the table.
class InFlightInputs {
 public:
  struct Input {
    Input(FileBudget::Clock::duration limit, std::shared_ptr<const Source> read)
        : budget(limit), source(std::move(read)) {}
    FileBudget budget;
    const std::shared_ptr<const Source> source;
  };

  // Starts input i's budget.
  std::shared_ptr<Input> Add(size_t i, FileBudget::Clock::duration limit,
                             std::shared_ptr<const Source> source) {
    auto input = std::make_shared<Input>(limit, std::move(source));
    const std::lock_guard<std::mutex> lock(mu_);
    inputs_[i] = input;
    return input;
  }

  // Input i, given up on (FileBudget::TryAbandon), when it is still running `grace` after its
  // budget ran out; null otherwise (not started, no limit, within its time, or finished).
  std::shared_ptr<Input> GiveUp(size_t i, FileBudget::Clock::duration grace) {
    std::shared_ptr<Input> input;
    {
      const std::lock_guard<std::mutex> lock(mu_);
      if (const auto it = inputs_.find(i); it != inputs_.end()) {
        input = it->second;
      }
    }
    if (input == nullptr || !input->budget.limited() ||
        input->budget.elapsed() < input->budget.limit() + grace || !input->budget.TryAbandon()) {
      return nullptr;
    }
    return input;
  }

  void Remove(size_t i) {
    const std::lock_guard<std::mutex> lock(mu_);
    inputs_.erase(i);
  }

 private:
  std::mutex mu_;
  absl::flat_hash_map<size_t, std::shared_ptr<Input>> inputs_;
};

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_IN_FLIGHT_INPUTS_H_
