// The baselines of one `check` or `fix` run (docs/baseline.md): --baseline's file for every
// input, else the `[baseline] file` of each input's config; or, with --write-baseline, the file
// being recorded. Workers apply a baseline to each file's findings; the main thread tallies
// what each baseline entry still covers, and at the end writes, prunes or counts.
#ifndef CVTIDY_SRC_CLI_BASELINE_RUN_H_
#define CVTIDY_SRC_CLI_BASELINE_RUN_H_

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"

#include "src/cli/flags.h"
#include "src/config/config.h"
#include "src/engine/baseline.h"
#include "src/engine/diagnostic.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"

namespace cvtidy::cli {

struct LoadedBaseline;

// What the baseline made of one file's findings (BaselineRun::Apply).
struct BaselineOutcome {
  LoadedBaseline* baseline = nullptr;  // null: no baseline applies
  BaselineMatch match;
  std::vector<BaselineEntry> recorded;  // --write-baseline: this file's findings
};

class BaselineRun {
 public:
  explicit BaselineRun(const Options& options);
  ~BaselineRun();
  BaselineRun(const BaselineRun&) = delete;
  BaselineRun& operator=(const BaselineRun&) = delete;

  // Reads the baseline that applies to inputs governed by `config`, once per file: an
  // unreadable or malformed file is an error for the run (exit 2). Thread-safe.
  absl::Status Prepare(const Config& config);

  // Worker side, thread-safe, after Prepare(config): removes from `diagnostics` (sorted, of
  // `source`, the file `name` as `rules` linted it) the findings the baseline holds; with
  // --write-baseline records them all instead and leaves only input/too-slow.
  BaselineOutcome Apply(std::string_view name, const Config& config, const RuleSet& rules,
                        const Source& source, std::vector<Diagnostic>& diagnostics) const;

  // Whether any baseline applies (after Prepare).
  bool empty() const;

  // Main thread, once per file reported.
  void Consume(BaselineOutcome& outcome);

  // Main thread, after the run: writes --write-baseline's file, or with --prune-baseline
  // rewrites each baseline without the findings that no longer occur, or prints how many
  // there are. Returns false when a file could not be written (the error is printed).
  bool Finish();

 private:
  LoadedBaseline* Find(const Config& config) const;

  const Options& options_;
  mutable std::mutex mu_;  // guards baselines_ (Prepare may run beside Apply)
  // By absolute path, in the order of that path.
  std::map<std::string, std::unique_ptr<LoadedBaseline>> baselines_;
  // --write-baseline: the directory file keys are relative to, and the findings so far.
  std::string write_dir_;
  std::vector<BaselineEntry> recorded_;
  size_t recorded_files_ = 0;
};

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_BASELINE_RUN_H_
