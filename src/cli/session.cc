#include "src/cli/session.h"

#include <malloc.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <optional>
#include <set>
#include <span>
#include <thread>
#include <utility>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/cli/in_flight_inputs.h"
#include "src/cli/ordered_runner.h"
#include "src/cli/progress.h"
#include "src/config/resolver.h"
#include "src/engine/lint.h"
#include "src/source/temp_files.h"

namespace cvtidy::cli {
namespace {

// Identifies a file whatever path reached it.
using FileId = std::pair<dev_t, ino_t>;

// One input of a run, as the workers take it.
struct RunItem {
  Job job;
  std::string config_error;  // set when the input's config cannot be resolved (JobFor)
};

void PrintPrefixed(std::string_view prefix, std::string_view message) {
  const std::string line = fmt::format("cvtidy: {}: {}\n", prefix, message);
  std::fwrite(line.data(), 1, line.size(), stderr);
}

std::string ReportError(std::string_view path, std::string_view reason) {
  return fmt::format("cannot write the report to '{}': {}", path, reason);
}

}  // namespace

void PrintError(std::string_view message) { PrintPrefixed("error", message); }
void PrintWarning(std::string_view message) { PrintPrefixed("warning", message); }

bool UseColor(ColorMode mode, std::FILE* stream) {
  switch (mode) {
    case ColorMode::kAlways:
      return true;
    case ColorMode::kNever:
      return false;
    case ColorMode::kAuto:
      break;
  }
  if (::isatty(::fileno(stream)) == 0) {
    return false;
  }
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color != nullptr && *no_color != '\0') {
    return false;
  }
  const char* term = std::getenv("TERM");
  return term == nullptr || std::string_view(term) != "dumb";
}

absl::StatusOr<std::shared_ptr<const Config>> ConfigFor(const Options& options,
                                                        const std::string& anchor) {
  if (options.no_config) {
    auto defaults = std::make_shared<const Config>();
    if (options.verbose) {
      PrintCascade(anchor, *defaults, options);
    }
    return defaults;
  }
  std::optional<std::filesystem::path> override_path;
  if (options.config) {
    override_path = std::filesystem::path(*options.config);
  }
  ConfigResolver resolver(override_path);
  absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(anchor);
  if (config.ok() && options.verbose) {
    PrintCascade(anchor, **config, options);
  }
  return config;
}

void PrintCascade(std::string_view input, const Config& config, const Options& options) {
  const auto absolute = [](const std::string& path) {
    std::error_code ec;
    const std::filesystem::path full = std::filesystem::absolute(path, ec);
    return (ec ? std::filesystem::path(path) : full).lexically_normal().string();
  };
  std::string out =
      fmt::format("cvtidy: configuration of {}:", input == "-" ? "standard input" : input);
  if (options.no_config) {
    out += " the built-in defaults (--no-config: no cvtidy.toml is read)\n";
  } else if (options.config) {
    out += fmt::format("\n  {}  (--config: no other cvtidy.toml is read)\n",
                       absolute(*options.config));
  } else {
    const std::vector<const Config*> files = CascadeOf(config);
    if (files.empty()) {
      out += " the built-in defaults (no cvtidy.toml from here up to /)\n";
    }
    for (size_t i = 0; i < files.size(); ++i) {
      out += fmt::format("\n  {}", absolute(files[i]->path));
      if (i == 0) {
        out += files[i]->root ? "  (root = true: the search up stopped here)"
                              : "  (the search went up to /)";
      }
    }
    if (!files.empty()) {
      out += fmt::format("\n  ({} applied, farthest first: the nearest wins)\n",
                         files.size() == 1 ? "one file" : fmt::format("{} files", files.size()));
    }
  }
  std::fwrite(out.data(), 1, out.size(), stderr);
}

Session::Session(const Options& options) : options_(options) {}
Session::~Session() = default;

absl::StatusOr<std::unique_ptr<Session>> Session::Create(const Options& options) {
  std::unique_ptr<Session> session(new Session(options));
  session->today_ = options.today ? *options.today : CivilDate::Today();

  // The command line's own rule ids are checked first, even when there is nothing to lint.
  for (const std::string& p : options.selection.select) {
    if (absl::Status s = CheckRulePattern(p, "--select"); !s.ok()) {
      return s;
    }
  }
  for (const std::string& p : options.selection.ignore) {
    if (absl::Status s = CheckRulePattern(p, "--ignore"); !s.ok()) {
      return s;
    }
  }

  std::optional<std::filesystem::path> override_path;
  if (options.config) {
    override_path = std::filesystem::path(*options.config);
  }
  session->resolver_ = std::make_unique<ConfigResolver>(override_path);
  if (override_path) {
    // Load it now, so a bad --config fails even when no input is found.
    absl::StatusOr<std::shared_ptr<const Config>> config = session->resolver_->For(*override_path);
    if (!config.ok()) {
      return config.status();
    }
  }

  // The report files that exist, to refuse one that is an input (OpenReportFiles).
  std::vector<FileId> report_ids;
  const auto note_report = [&](const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0) {
      report_ids.emplace_back(st.st_dev, st.st_ino);
    }
  };
  if (options.output && *options.output != "-") {
    note_report(*options.output);
  }
  for (const ExtraReport& report : options.reports) {
    note_report(report.path);
  }

  // The first pass over the inputs: configs and rule sets are resolved (and their errors found)
  // before any input is read, and the inputs counted, without keeping them.
  InputStream survey(options.args, options.stdin_filename ? *options.stdin_filename : "");
  absl::Status config_error;
  while (std::optional<Input> input = survey.Next()) {
    if (!config_error.ok()) {
      continue;  // the expansion's own errors are still printed first
    }
    ++session->input_count_;
    session->reads_stdin_ = session->reads_stdin_ || input->is_stdin;
    absl::StatusOr<std::shared_ptr<const Config>> config = session->ConfigOf(*input);
    if (config.ok() && options.verbose) {
      PrintCascade(input->name, **config, options);
    }
    absl::StatusOr<const RuleSet*> rules =
        config.ok() ? session->RulesFor(*config) : absl::StatusOr<const RuleSet*>(config.status());
    if (!rules.ok()) {
      config_error = rules.status();
      continue;
    }
    if (input->is_stdin) {
      continue;
    }
    if (!input->walked_entry) {
      session->unwalked_inputs_.push_back(input->name);
    }
    struct stat st {};
    if (!report_ids.empty() && ::stat(input->name.c_str(), &st) == 0 &&
        std::find(report_ids.begin(), report_ids.end(), FileId(st.st_dev, st.st_ino)) !=
            report_ids.end()) {
      session->reports_over_inputs_.insert(FileId(st.st_dev, st.st_ino));
    }
  }
  for (const std::string& error : survey.errors()) {
    PrintError(error);
  }
  for (const std::string& warning : survey.warnings()) {
    PrintWarning(warning);
  }
  if (!config_error.ok()) {
    return config_error;
  }
  // Every baseline is read before any input, so a malformed one stops the run (exit 2).
  session->baselines_ = std::make_unique<BaselineRun>(options);
  if (absl::Status s = session->baselines_->Prepare(Config{}); !s.ok()) {
    return s;  // --baseline's file, even when there is nothing to check
  }
  for (const std::shared_ptr<const Config>& config : session->configs_) {
    if (absl::Status s = session->baselines_->Prepare(*config); !s.ok()) {
      return s;
    }
  }
  if (options.prune_baseline && session->baselines_->empty()) {
    return absl::InvalidArgumentError(
        "'--prune-baseline' needs a baseline to prune: name it with --baseline FILE or "
        "`[baseline] file` in cvtidy.toml");
  }
  session->had_error_ = !survey.errors().empty();
  session->expansion_errors_ = survey.errors();
  session->walked_temp_files_ = survey.temp_files();

  const auto registered = RuleRegistry::Get().All();
  session->reported_rules_.assign(registered.begin(), registered.end());
  for (const std::shared_ptr<const Config>& config : session->configs_) {
    const CustomRules* custom = session->rule_sets_[config.get()]->custom();
    for (const Rule* rule : custom != nullptr ? custom->rules() : std::span<const Rule* const>()) {
      const auto same = [&](const Rule* r) { return r->info().id == rule->info().id; };
      if (std::none_of(session->reported_rules_.begin(), session->reported_rules_.end(), same)) {
        session->reported_rules_.push_back(rule);
      }
    }
  }
  return session;
}

absl::StatusOr<const RuleSet*> Session::RulesFor(const std::shared_ptr<const Config>& config) {
  auto [it, inserted] = rule_sets_.try_emplace(config.get());
  if (inserted) {
    absl::StatusOr<RuleSet> rules = RuleSet::Resolve(*config, options_.selection);
    if (!rules.ok()) {
      rule_sets_.erase(it);
      return rules.status();
    }
    configs_.push_back(config);
    it->second = std::make_unique<RuleSet>(*std::move(rules));
  }
  return it->second.get();
}

absl::StatusOr<std::shared_ptr<const Config>> Session::ConfigOf(const Input& input) {
  // Every input but standard input is a regular file, stat'ed when it was found.
  return input.is_stdin ? resolver_->For(input.config_anchor())
                        : resolver_->ForFile(input.config_anchor());
}

Job Session::JobFor(Input input, std::string& config_error) {
  // Cached for every directory the survey met: only an input that appeared since reads a file.
  absl::StatusOr<std::shared_ptr<const Config>> config = ConfigOf(input);
  absl::StatusOr<const RuleSet*> rules =
      config.ok() ? RulesFor(*config) : absl::StatusOr<const RuleSet*>(config.status());
  if (!rules.ok()) {
    config_error = FromAbsl(rules.status().message());
    return Job{std::move(input), nullptr, nullptr};
  }
  if (absl::Status baseline = baselines_->Prepare(**config); !baseline.ok()) {
    config_error = FromAbsl(baseline.message());
    return Job{std::move(input), nullptr, nullptr};
  }
  return Job{std::move(input), config->get(), *rules};
}

absl::StatusOr<std::unique_ptr<Source>> Session::Load(const Job& job) const {
  absl::StatusOr<Source> source = job.input.is_stdin
                                      ? Source::Read(job.input.name, stdin, options_.encoding)
                                      : Source::LoadFile(job.input.name, options_.encoding);
  if (!source.ok()) {
    return source.status();
  }
  return std::make_unique<Source>(*std::move(source));
}

void Session::RemoveStaleTempFiles(std::string_view command) {
  // The names of the files this run may replace, by directory; through a symbolic link, the
  // temporary file is beside the file the link points to.
  std::map<std::filesystem::path, std::set<std::string, std::less<>>> written;
  const auto add = [&](const std::filesystem::path& file) {
    std::error_code ec;
    std::filesystem::path target = file;
    if (std::filesystem::is_symlink(std::filesystem::symlink_status(file, ec))) {
      if (std::filesystem::path resolved = std::filesystem::weakly_canonical(file, ec); !ec) {
        target = std::move(resolved);
      }
    }
    written[target.parent_path()].insert(target.filename().string());
  };
  if (options_.output && *options_.output != "-") {
    add(*options_.output);
  }
  for (const ExtraReport& report : options_.reports) {
    add(report.path);
  }
  std::vector<std::filesystem::path> removed;
  if (command == "fix") {
    // The walks listed the temporary files beside the other inputs.
    for (const std::string& name : unwalked_inputs_) {
      add(name);
    }
    for (const std::string& path : walked_temp_files_) {
      if (cvtidy::RemoveStaleTempFile(path)) {
        removed.emplace_back(path);
      }
    }
  }
  for (const auto& [dir, names] : written) {
    for (std::filesystem::path& path : cvtidy::RemoveStaleTempFiles(dir, names)) {
      removed.push_back(std::move(path));
    }
  }
  for (const std::filesystem::path& path : removed) {
    PrintWarning(
        fmt::format("removed '{}', a temporary file left by an interrupted run", path.string()));
  }
}

bool Session::OpenReportFiles() {
  const auto open = [&](const std::string& path) -> std::unique_ptr<AtomicFile> {
    absl::StatusOr<std::unique_ptr<AtomicFile>> file = AtomicFile::Open(path);
    if (!file.ok()) {
      PrintError(ReportError(path, FromAbsl(file.status().message())));
      return nullptr;
    }
    // A report written over one of the inputs would destroy it.
    struct stat st {};
    if (::stat((*file)->target().c_str(), &st) == 0 &&
        reports_over_inputs_.contains(FileId(st.st_dev, st.st_ino))) {
      PrintError(
          fmt::format("'{}' is one of the inputs; refusing to write the report over it", path));
      return nullptr;
    }
    return *std::move(file);
  };
  if (options_.output && *options_.output != "-") {
    output_file_ = open(*options_.output);
    if (output_file_ == nullptr) {
      return false;
    }
  }
  for (const ExtraReport& report : options_.reports) {
    const ReporterInfo* info = ReporterRegistry::Get().Find(report.format);
    if (info == nullptr) {  // ParseCommandLine checked it; a guard only
      PrintError(fmt::format("unknown format '{}'", report.format));
      return false;
    }
    ExtraReporter extra;
    extra.path = report.path;
    extra.file = open(report.path);
    if (extra.file == nullptr) {
      return false;
    }
    ReporterOptions reporter_options;
    reporter_options.out = extra.file->stream();
    reporter_options.quiet = options_.quiet;
    reporter_options.group = !options_.no_group;
    extra.reporter = info->create(reporter_options);
    reports_show_fixes_ = reports_show_fixes_ || extra.reporter->ShowsFixes();
    extra_reporters_.push_back(std::move(extra));
  }
  return true;
}

void Session::FinishExtraReports() {
  for (ExtraReporter& extra : extra_reporters_) {
    absl::Status status = extra.reporter->End(summary_);
    if (status.ok()) {
      if (status = extra.file->Commit(); !status.ok()) {
        status = absl::DataLossError(ReportError(extra.path, FromAbsl(status.message())));
      }
    }
    if (!status.ok()) {
      PrintError(FromAbsl(status.message()));
      had_error_ = true;
    }
  }
}

int Session::Run(std::string_view command, std::FILE* report_out, const Process& process,
                 const TooSlow& too_slow) {
  RemoveStaleTempFiles(command);
  if (!OpenReportFiles()) {
    return kExitError;
  }
  if (output_file_ != nullptr) {
    report_out = output_file_->stream();
  }
  const RunInfo run_info{kVersion, command, reported_rules_,
                         /*dry_run=*/options_.diff || options_.verify};
  for (ExtraReporter& extra : extra_reporters_) {
    extra.reporter->Begin(run_info);
  }
  if (!options_.statistics) {
    const ReporterInfo* info = ReporterRegistry::Get().Find(options_.format);
    if (info == nullptr) {  // ParseCommandLine checked it; a guard only
      PrintError(fmt::format("unknown format '{}'", options_.format));
      return kExitError;
    }
    ReporterOptions reporter_options;
    reporter_options.out = report_out;
    reporter_options.color = UseColor(options_.color, report_out);
    reporter_options.quiet = options_.quiet;
    reporter_options.show_fixes = options_.show_fixes;
    reporter_options.group = !options_.no_group;
    reporter_ = info->create(reporter_options);
    reports_show_fixes_ = reports_show_fixes_ || reporter_->ShowsFixes();
    reporter_->Begin(run_info);
  }

  int threads = Workers();
  const bool show_progress =
      !options_.quiet && input_count_ > kProgressMinInputs && ::isatty(::fileno(stderr)) != 0;
  const bool stdout_is_tty = ::isatty(STDOUT_FILENO) != 0;
  const bool report_is_tty = ::isatty(::fileno(report_out)) != 0;
  Progress progress(stderr, show_progress, command == "fix" ? "processed" : "checked",
                    input_count_);

  // The inputs again, taken as workers are free for them (see Create).
  InputStream inputs(options_.args, options_.stdin_filename ? *options_.stdin_filename : "");
  const auto next = [&]() -> std::optional<RunItem> {
    std::optional<Input> input = inputs.Next();
    if (!input) {
      return std::nullopt;
    }
    RunItem item;
    item.job = JobFor(*std::move(input), item.config_error);
    return item;
  };
  InFlightInputs in_flight;
  const auto produce = [&](size_t i, const RunItem& item) {
    const Job& job = item.job;
    FileResult result;
    if (!item.config_error.empty()) {
      result.errors.push_back(item.config_error);
      return result;
    }
    absl::StatusOr<std::unique_ptr<Source>> loaded = Load(job);
    if (!loaded.ok()) {
      result.errors.emplace_back(FromAbsl(loaded.status().message()));
      return result;
    }
    // The clock starts once the input is read: standard input waits on whatever writes it.
    const std::shared_ptr<InFlightInputs::Input> input =
        in_flight.Add(i, FileTimeout(job), *std::move(loaded));
    result = process(job, input->source, input->budget);
    input->budget.TryFinish();  // when it fails, the watchdog's result is used instead
    Annotate(job, result);
    return result;
  };
  // The watchdog, on the calling thread while it waits for input i.
  const auto overdue = [&](size_t i, const RunItem& item) -> std::optional<FileResult> {
    const std::shared_ptr<InFlightInputs::Input> input = in_flight.GiveUp(i, kWatchdogGrace);
    if (input == nullptr) {
      return std::nullopt;
    }
    return too_slow ? too_slow(item.job, input->source, input->budget)
                    : TooSlowResult(item.job, input->source, input->budget);
  };
  const bool any_limit =
      std::any_of(configs_.begin(), configs_.end(), [&](const std::shared_ptr<const Config>& c) {
        return FileTimeoutOf(*c) > FileBudget::Clock::duration::zero();
      });
  // No more workers than inputs (at least one: inputs may have appeared since Create).
  threads = static_cast<int>(std::clamp<size_t>(input_count_, 1, static_cast<size_t>(threads)));
  // One worker allocates in the process's main heap: a heap of its own (mapped, grown and torn
  // down for one file) cost a one-file check about a tenth of its time. Several workers keep
  // theirs, so that they do not contend for one.
  if (threads <= 1) {
    mallopt(M_ARENA_MAX, 1);
  }
  // Results are taken in batches: a wake-up per file cost a tenth of a one-core run's time
  // (bench/README.md). At most `window` results wait, so memory stays flat.
  const size_t window = ResultWindow(threads);
  const size_t batch = window / 2;
  const size_t abandoned = RunOrderedStream<RunItem, FileResult>(
      next, threads, window, produce,
      [&](size_t i, const RunItem& item, FileResult& result) {
        in_flight.Remove(i);
        if (result.settle && !result.settle(result)) {
          Annotate(item.job, result);
        }
        // Erase the progress line before anything else is printed to the same terminal.
        if (!result.errors.empty() || (stdout_is_tty && !result.stdout_text.empty()) ||
            (report_is_tty && !result.diagnostics.empty())) {
          progress.Clear();
        }
        Consume(result);
      },
      [&](size_t done) { progress.Update(done); },
      any_limit ? std::function<std::optional<FileResult>(size_t, const RunItem&)>(overdue)
                : nullptr,
      batch, /*one_cpu=*/input_count_ == 1);
  progress.Clear();
  // What went wrong in the expansion since Create printed its errors (a directory that can no
  // longer be read).
  for (const std::string& error : inputs.errors()) {
    if (std::find(expansion_errors_.begin(), expansion_errors_.end(), error) ==
        expansion_errors_.end()) {
      PrintError(error);
      had_error_ = true;
    }
  }

  absl::Status report_status;
  if (reporter_ != nullptr) {
    report_status = reporter_->End(summary_);
  } else {
    PrintStatistics(report_out);
  }
  if (report_status.ok() && output_file_ != nullptr) {
    if (report_status = output_file_->Commit(); !report_status.ok()) {
      report_status =
          absl::DataLossError(ReportError(*options_.output, FromAbsl(report_status.message())));
    }
  }
  if (!report_status.ok()) {
    PrintError(FromAbsl(report_status.message()));
    had_error_ = true;
  }
  FinishExtraReports();
  if (!baselines_->Finish()) {
    had_error_ = true;
  }
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    PrintError("writing to standard output failed");
    had_error_ = true;
  }
  const int code = had_error_ ? kExitError : findings_at_fail_level_ ? kExitFindings : kExitClean;
  if (abandoned > 0) {
    ExitLeavingStuckWorkers(code);
  }
  return code;
}

void Session::ExitLeavingStuckWorkers(int code) {
  // A worker the watchdog gave up on may still be inside a rule, reading this Session, its
  // jobs, rule sets and configs, the registries and its own input, and nothing can stop it: a
  // thread cannot be cancelled safely, and joining it could wait forever. Returning would free
  // all of that under it, and so would exit(), through static destructors. Everything is
  // reported and the report files are in place, so the run ends here: temporary report files
  // are removed, output is flushed, and std::_Exit ends the process, the stuck thread with it,
  // without running a destructor. (The stuck thread never writes: it lost its input to
  // TryAbandon, and a fix calls TryFinish before it writes.)
  output_file_.reset();
  extra_reporters_.clear();
  std::fflush(nullptr);
  std::_Exit(code);
}

void Session::Annotate(const Job& job, FileResult& result) const {
  // `fix --verify` reports fixes that do not settle, which no baseline holds.
  result.baseline = {};
  if (result.source != nullptr && !options_.verify) {
    result.baseline = baselines_->Apply(job.input.name, *job.config, *job.rules, *result.source,
                                        result.diagnostics);
  }
  result.rendered.reset();
  if (reporter_ != nullptr && result.source != nullptr) {
    result.rendered = reporter_->Render(*result.source, result.diagnostics, RecordOf(result));
  }
}

int Session::Workers() const {
  return options_.jobs > 0 ? options_.jobs
                           : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

FileBudget::Clock::duration Session::FileTimeout(const Job& job) const {
  return FileTimeoutOf(*job.config);
}

FileBudget::Clock::duration Session::FileTimeoutOf(const Config& config) const {
  const double seconds = options_.file_timeout ? *options_.file_timeout
                         : config.file_timeout ? *config.file_timeout
                                               : kDefaultFileTimeoutSeconds;
  return std::chrono::duration_cast<FileBudget::Clock::duration>(
      std::chrono::duration<double>(seconds));
}

FileResult Session::TooSlowResult(const Job& job, std::shared_ptr<const Source> source,
                                  const FileBudget& budget) const {
  FileResult result;
  result.diagnostics = TooSlowDiagnostics(budget, *job.rules);
  result.source = std::move(source);
  return result;
}

FileRecord Session::RecordOf(const FileResult& result) {
  FileRecord record{result.input_kind, result.applied_fixes, {}, {}};
  if (result.before_fixes != nullptr && result.after_fixes != nullptr) {
    record.before = result.before_fixes->text();
    record.after = result.after_fixes->text();
  }
  return record;
}

void Session::Consume(FileResult& result) {
  baselines_->Consume(result.baseline);
  for (const std::string& error : result.errors) {
    PrintError(error);
  }
  had_error_ = had_error_ || !result.errors.empty();
  if (!result.stdout_text.empty()) {
    std::fwrite(result.stdout_text.data(), 1, result.stdout_text.size(), stdout);
  }
  summary_.fixed += result.fixed;
  summary_.files_changed += result.changed ? 1 : 0;
  if (result.source == nullptr) {
    return;
  }
  ++summary_.files;
  summary_.files_with_diagnostics += result.diagnostics.empty() ? 0 : 1;
  for (const Diagnostic& d : result.diagnostics) {
    switch (d.severity) {
      case Severity::kError:
        ++summary_.errors;
        break;
      case Severity::kWarning:
        ++summary_.warnings;
        break;
      case Severity::kInfo:
        ++summary_.infos;
        break;
    }
    summary_.fixable += d.fix.has_value() ? 1 : 0;
    findings_at_fail_level_ = findings_at_fail_level_ || d.severity >= options_.fail_on;
    if (options_.statistics) {
      RuleCount& count = statistics_[d.rule_id];
      ++count.count;
      count.fixable += d.fix.has_value() ? 1 : 0;
    }
  }
  const FileRecord fixes = RecordOf(result);
  if (reporter_ != nullptr && result.rendered.has_value()) {
    reporter_->WriteRendered(*result.rendered, result.diagnostics);
  } else if (reporter_ != nullptr) {
    reporter_->File(*result.source, result.diagnostics, fixes);
  }
  for (ExtraReporter& extra : extra_reporters_) {
    extra.reporter->File(*result.source, result.diagnostics, fixes);
  }
  // The source and its diagnostics are freed with `result` after this returns.
}

void Session::PrintStatistics(std::FILE* out) const {
  std::vector<StatisticsRow> rows;
  rows.reserve(statistics_.size());
  for (const auto& [id, count] : statistics_) {
    const Rule* rule = RuleRegistry::Get().Find(id);
    for (size_t i = 0; rule == nullptr && i < reported_rules_.size(); ++i) {
      rule = reported_rules_[i]->info().id == id ? reported_rules_[i] : nullptr;
    }
    rows.push_back(StatisticsRow{id, count.count, count.fixable > 0, count.fixable,
                                 rule ? rule->info().summary : ""});
  }
  const std::string text =
      FormatStatistics(std::move(rows), options_.format == "json", options_.quiet);
  std::fwrite(text.data(), 1, text.size(), out);
}

std::string FormatStatistics(std::vector<StatisticsRow> rows, bool json, bool quiet) {
  std::stable_sort(rows.begin(), rows.end(), [](const StatisticsRow& a, const StatisticsRow& b) {
    return a.count != b.count ? a.count > b.count : a.rule_id < b.rule_id;
  });
  size_t total = 0;
  size_t total_fixable = 0;
  for (const StatisticsRow& row : rows) {
    total += row.count;
    total_fixable += row.fixable_count;
  }
  std::string out;
  if (json) {
    out += fmt::format("{{\n  \"total\": {},\n  \"total_fixable\": {},\n  \"rules\": [", total,
                       total_fixable);
    for (size_t i = 0; i < rows.size(); ++i) {
      const StatisticsRow& row = rows[i];
      out += fmt::format(
          "{}\n    {{\"rule\": \"{}\", \"count\": {}, \"fixable\": {}, \"summary\": \"{}\"}}",
          i == 0 ? "" : ",", JsonEscape(row.rule_id), row.count, row.fixable ? "true" : "false",
          JsonEscape(row.summary));
    }
    out += rows.empty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
  }
  // The total is the widest count, so every count lines up under it.
  const size_t count_width = fmt::formatted_size("{}", total);
  size_t id_width = 1;
  for (const StatisticsRow& row : rows) {
    id_width = std::max(id_width, row.rule_id.size());
  }
  for (const StatisticsRow& row : rows) {
    out += fmt::format("{:>{}}  {:<{}}  {} {}\n", row.count, count_width, row.rule_id, id_width,
                       row.fixable ? "[*]" : "[ ]", row.summary);
  }
  if (!quiet) {
    out += fmt::format("{:>{}}  total  ({} fixable)\n", total, count_width, total_fixable);
  }
  return out;
}

}  // namespace cvtidy::cli
