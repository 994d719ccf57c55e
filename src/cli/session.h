// What `check` and `fix` share: the inputs with their configs and rule sets (resolved before
// any file is read, so a config error stops the run before anything is linted or written),
// the reporter or --statistics table, the run summary, and the exit code. The inputs are
// streamed twice: once to resolve their configs and count them, then into the workers, so
// nothing is held per input.
#ifndef CVTIDY_SRC_CLI_SESSION_H_
#define CVTIDY_SRC_CLI_SESSION_H_

#include <sys/types.h>

#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"

#include "src/cli/baseline_run.h"
#include "src/cli/flags.h"
#include "src/cli/inputs.h"
#include "src/config/config.h"
#include "src/config/resolver.h"
#include "src/engine/diagnostic.h"
#include "src/engine/file_budget.h"
#include "src/engine/fixer.h"
#include "src/engine/reporter.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/source/atomic_write.h"
#include "src/source/source.h"

namespace cvtidy::cli {

// Exit codes, as ruff and ESLint use them: findings (1) and a failed run (2) differ, so CI can
// tell "fix the CV" from "fix the command".
inline constexpr int kExitClean = 0;
inline constexpr int kExitFindings = 1;
inline constexpr int kExitError = 2;

// The largest input fix takes (files and NDJSON records). The largest CV seen is well under
// 1 MiB; a bigger input is machine output or several CVs, and each fix pass re-lints all of it.
inline constexpr size_t kMaxFixBytes = size_t{4} << 20;

// Prints `cvtidy: error: <message>` (or warning) on stderr.
void PrintError(std::string_view message);
void PrintWarning(std::string_view message);

// The config that governs `anchor` (a file, a directory, or `-`) for rules, config and
// explain: the built-in defaults with --no-config, --config's file, else the cvtidy.toml files
// found from `anchor` up. With --verbose, the files are listed on stderr (PrintCascade).
absl::StatusOr<std::shared_ptr<const Config>> ConfigFor(const Options& options,
                                                        const std::string& anchor);

// --verbose: prints on stderr which cvtidy.toml files apply to `input` under `config`,
// farthest first, and where the search up stopped (a `root = true` file, or /).
void PrintCascade(std::string_view input, const Config& config, const Options& options);

// One input with what governs it. The pointers stay valid for the Session's lifetime.
struct Job {
  Input input;
  const Config* config = nullptr;
  const RuleSet* rules = nullptr;
};

// What a worker hands back for one input; it shares its Source until the result is reported.
struct FileResult {
  std::shared_ptr<const Source> source;  // null when the input could not be read
  std::vector<Diagnostic> diagnostics;
  std::vector<std::string> errors;  // printed as `cvtidy: error: ...`; make the run exit 2
  std::string stdout_text;          // a diff, or fixed stdin text, printed in input order
  size_t fixed = 0;                 // fixes applied (fix)
  bool changed = false;             // the file was (or, with --diff, would be) rewritten
  // The fixes `fix` applied (or, under check for a report that shows them, would apply), and
  // the text before and after them: the reporters' FileRecord. Null sources: no fix applies.
  std::vector<AppliedFix> applied_fixes;
  std::shared_ptr<const Source> before_fixes;
  std::shared_ptr<const Source> after_fixes;
  std::optional<InputKind> input_kind;  // how the input was read; empty: not parsed
  // The --format report's section for this file, rendered on the worker (Reporter::Render);
  // empty when the reporter renders on the main thread.
  std::optional<std::string> rendered;
  // What the run's baseline made of `diagnostics` (already left out of them).
  BaselineOutcome baseline;
  // Work that ends on the reporting thread, just before the result is reported: a fix's write,
  // which runs behind the next input's fixing (WriteBehind). It returns false when it replaced
  // the result (a failed write reports the file as unchanged), so the session annotates that
  // result again (baseline, rendered report).
  std::function<bool(FileResult&)> settle;
};

class Session {
 public:
  // Validates --select/--ignore and --config, expands the inputs (printing their errors and
  // warnings), and resolves each input's config and rule set. A config or selection error is
  // returned (the caller prints it and exits 2) before any input is read. Nothing is kept per
  // input but for inputs named as arguments or reached through a link to a file.
  static absl::StatusOr<std::unique_ptr<Session>> Create(const Options& options);

  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;
  ~Session();

  const Options& options() const { return options_; }
  // How many inputs the arguments expanded to when the session was created.
  size_t input_count() const { return input_count_; }
  // Whether standard input is one of them.
  bool reads_stdin() const { return reads_stdin_; }
  RuleContext ContextFor(const Job& job) const { return RuleContext{*job.config, today_}; }
  // Whether a report of this run shows the fixes `fix` would apply (Reporter::ShowsFixes), so
  // `check` must fix each input in memory too. Known once Run has created the reporters.
  bool ReportsShowFixes() const { return reports_show_fixes_; }

  // Reads the input (stdin or the file). Thread-safe. On failure, the message for
  // `cvtidy: error:`.
  absl::StatusOr<std::unique_ptr<Source>> Load(const Job& job) const;

  // The time budget of `job`'s file: --file-timeout, else its config's `file-timeout`, else
  // kDefaultFileTimeoutSeconds; zero for no limit.
  FileBudget::Clock::duration FileTimeout(const Job& job) const;

  // What a command does with one input once it is read, on a worker thread. It passes
  // `budget` to LintSource/FixSource, and when the budget runs out (or TryFinish() fails
  // before it writes anything) returns what its `too_slow` would.
  using Process =
      std::function<FileResult(const Job&, std::shared_ptr<const Source>, FileBudget& budget)>;
  // The result for an input given up on for its time budget: reported as input/too-slow and
  // left as it was. Called on any thread.
  using TooSlow = std::function<FileResult(const Job&, std::shared_ptr<const Source>,
                                           const FileBudget& budget)>;

  // Expands the inputs again, a few at a time as workers are free, reads each job's input and
  // runs `process` on it, on --jobs threads, and reports each result in input order: errors to
  // stderr, stdout_text to stdout, diagnostics to the reporter (or the statistics table) writing to
  // `report_out`, or to --output's file, and to each
  // --report's reporter. Report files are opened before any input is read (a bad path exits 2
  // at once) and put in place at the end, unless their report failed. `command` is "check" or
  // "fix". Returns the exit code.
  //
  // Each input has a time budget (FileTimeout), counted from when it has been read. An input
  // still running a second after its budget ran out is given up on: `too_slow` (default:
  // TooSlowResult) supplies its result and the batch goes on without waiting for it. The
  // thread stuck on it cannot be stopped, so in that case Run does not return: once everything
  // is reported it ends the process with the exit code (see session.cc).
  int Run(std::string_view command, std::FILE* report_out, const Process& process,
          const TooSlow& too_slow = nullptr);

  // How many workers Run uses: --jobs, else one per hardware thread.
  int Workers() const;
  // How many finished results Run holds, in input order, for `workers` workers: results are
  // taken in batches of 8 per worker, and up to two batches wait.
  static size_t ResultWindow(int workers) { return 16 * static_cast<size_t>(workers); }

  // The default TooSlow result: `source`, with input/too-slow (TooSlowDiagnostics).
  FileResult TooSlowResult(const Job& job, std::shared_ptr<const Source> source,
                           const FileBudget& budget) const;

 private:
  explicit Session(const Options& options);

  void Consume(FileResult& result);
  // The baseline's outcome and the report's rendered section of `result`: on the worker once
  // `process` has returned, and on the reporting thread again after a `settle` that replaced
  // the result.
  void Annotate(const Job& job, FileResult& result) const;
  // The config governing `input` (ConfigResolver::ForFile for a file).
  absl::StatusOr<std::shared_ptr<const Config>> ConfigOf(const Input& input);
  // The rule set of `config`, resolved once per config.
  absl::StatusOr<const RuleSet*> RulesFor(const std::shared_ptr<const Config>& config);
  // The job for `input` as the run reaches it. Its config was resolved when the session was
  // created, unless the input appeared since; then it is resolved now, and an error is the
  // input's own (`config_error`).
  Job JobFor(Input input, std::string& config_error);
  FileBudget::Clock::duration FileTimeoutOf(const Config& config) const;
  // What the reporters get to know of `result`'s fixes.
  static FileRecord RecordOf(const FileResult& result);
  // Ends the process with `code`, without returning, once a worker has been abandoned.
  [[noreturn]] void ExitLeavingStuckWorkers(int code);
  void PrintStatistics(std::FILE* out) const;

  const Options& options_;
  CivilDate today_;
  std::unique_ptr<ConfigResolver> resolver_;  // caches by directory: the run asks it again
  size_t input_count_ = 0;
  bool reads_stdin_ = false;
  // The inputs a walk did not list the temporary files of (named, or reached through a link to
  // a file): fix removes the stale ones beside them.
  std::vector<std::string> unwalked_inputs_;
  // The expansion's errors, printed by Create; the run's own expansion prints only new ones.
  std::vector<std::string> expansion_errors_;
  // The report files (--output, --report) that are one of the inputs.
  absl::flat_hash_set<std::pair<dev_t, ino_t>> reports_over_inputs_;
  bool had_error_ = false;
  bool reports_show_fixes_ = false;
  std::vector<std::shared_ptr<const Config>> configs_;  // keeps each Config alive
  absl::flat_hash_map<const Config*, std::unique_ptr<RuleSet>> rule_sets_;
  // What reporters list (SARIF rules[]): the registered rules, then each custom rule of the
  // resolved configs (the first definition of an id).
  std::vector<const Rule*> reported_rules_;

  // Removes the stale temporary files (temp_files.h) a killed run left beside the files this
  // run writes: the report files, and for fix each input and each walked directory; one
  // warning line per file removed.
  void RemoveStaleTempFiles(std::string_view command);
  // Opens --output's and each --report's file (an AtomicFile: the file is replaced only once
  // the report is complete) and creates the --report reporters; false (after printing why)
  // when a file cannot be written.
  bool OpenReportFiles();
  // Ends the --report reporters and puts their files in place.
  void FinishExtraReports();

  std::vector<std::string> walked_temp_files_;  // ExpandedInputs::temp_files
  std::unique_ptr<AtomicFile> output_file_;     // --output, unless it is `-`
  std::unique_ptr<Reporter> reporter_;          // null with --statistics
  struct ExtraReporter {
    std::string path;  // as given, for messages
    std::unique_ptr<AtomicFile> file;
    std::unique_ptr<Reporter> reporter;
  };
  std::vector<ExtraReporter> extra_reporters_;  // --report
  RunSummary summary_;
  bool findings_at_fail_level_ = false;
  struct RuleCount {
    size_t count = 0;
    size_t fixable = 0;
  };
  std::map<std::string_view, RuleCount> statistics_;
  std::unique_ptr<BaselineRun> baselines_;  // --baseline, `[baseline] file`, --write-baseline
};

// Returns whether output to `stream` should be coloured under `mode`: always, never, or (auto)
// when it is a terminal, NO_COLOR is unset or empty, and TERM is not `dumb`.
bool UseColor(ColorMode mode, std::FILE* stream);

// Formats the --statistics table from (rule id, count, fixable) rows, most frequent first,
// then by id, and the totals: as text, a last line `COUNT  total  (N fixable)` (left out when
// `quiet`); as JSON, {"total": COUNT, "total_fixable": N, "rules": [ROW...]}. Exposed for tests.
struct StatisticsRow {
  std::string_view rule_id;
  size_t count = 0;
  bool fixable = false;      // some of the rule's diagnostics carry a fix
  size_t fixable_count = 0;  // how many
  std::string_view summary;
};
std::string FormatStatistics(std::vector<StatisticsRow> rows, bool json, bool quiet = false);

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_SESSION_H_
