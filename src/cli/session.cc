#include "src/cli/session.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <thread>
#include <utility>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/cli/ordered_runner.h"
#include "src/cli/progress.h"
#include "src/config/resolver.h"

namespace cvtidy::cli {
namespace {

void PrintPrefixed(std::string_view prefix, std::string_view message) {
  const std::string line = fmt::format("cvtidy: {}: {}\n", prefix, message);
  std::fwrite(line.data(), 1, line.size(), stderr);
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
  ConfigResolver resolver(override_path);
  if (override_path) {
    // Load it now, so a bad --config fails even when no input is found.
    absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(*override_path);
    if (!config.ok()) {
      return config.status();
    }
  }

  ExpandedInputs expanded =
      ExpandInputs(options.args, options.stdin_filename ? *options.stdin_filename : "");
  for (const std::string& error : expanded.errors) {
    PrintError(error);
  }
  for (const std::string& warning : expanded.warnings) {
    PrintWarning(warning);
  }
  session->had_error_ = !expanded.errors.empty();

  session->jobs_.reserve(expanded.inputs.size());
  for (Input& input : expanded.inputs) {
    absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(input.config_anchor());
    if (!config.ok()) {
      return config.status();
    }
    const Config* raw = config->get();
    auto [it, inserted] = session->rule_sets_.try_emplace(raw);
    if (inserted) {
      session->configs_.push_back(*config);
      absl::StatusOr<RuleSet> rules = RuleSet::Resolve(*raw, options.selection);
      if (!rules.ok()) {
        return rules.status();
      }
      it->second = std::make_unique<RuleSet>(*std::move(rules));
    }
    session->jobs_.push_back(Job{std::move(input), raw, it->second.get()});
  }
  return session;
}

absl::StatusOr<std::unique_ptr<Source>> Session::Load(const Job& job) const {
  absl::StatusOr<Source> source =
      job.input.is_stdin ? Source::Read(job.input.name, stdin) : Source::Load(job.input.name);
  if (!source.ok()) {
    return source.status();
  }
  return std::make_unique<Source>(*std::move(source));
}

int Session::Run(std::string_view command, std::FILE* report_out,
                 const std::function<FileResult(const Job&)>& process) {
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
    reporter_ = info->create(reporter_options);
    reporter_->Begin(
        RunInfo{kVersion, command, RuleRegistry::Get().All(), /*dry_run=*/options_.diff});
  }

  int threads = options_.jobs;
  if (threads <= 0) {
    threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  }
  const bool show_progress =
      !options_.quiet && jobs_.size() > kProgressMinInputs && ::isatty(::fileno(stderr)) != 0;
  const bool stdout_is_tty = ::isatty(STDOUT_FILENO) != 0;
  const bool report_is_tty = ::isatty(::fileno(report_out)) != 0;
  Progress progress(stderr, show_progress, command == "fix" ? "processed" : "checked",
                    jobs_.size());
  RunOrdered<FileResult>(
      jobs_.size(), threads, 4 * static_cast<size_t>(threads),
      [&](size_t i) { return process(jobs_[i]); },
      [&](size_t, FileResult& result) {
        // Erase the progress line before anything else is printed to the same terminal.
        if (!result.errors.empty() || (stdout_is_tty && !result.stdout_text.empty()) ||
            (report_is_tty && !result.diagnostics.empty())) {
          progress.Clear();
        }
        Consume(result);
      },
      [&](size_t done) { progress.Update(done); });
  progress.Clear();

  if (reporter_ != nullptr) {
    if (absl::Status status = reporter_->End(summary_); !status.ok()) {
      PrintError(FromAbsl(status.message()));
      had_error_ = true;
    }
  } else {
    PrintStatistics(report_out);
  }
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    PrintError("writing to standard output failed");
    had_error_ = true;
  }
  if (had_error_) {
    return kExitError;
  }
  return findings_at_fail_level_ ? kExitFindings : kExitClean;
}

void Session::Consume(FileResult& result) {
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
      count.fixable = count.fixable || d.fix.has_value();
    }
  }
  if (reporter_ != nullptr) {
    reporter_->File(*result.source, result.diagnostics);
  }
  // The source and its diagnostics are freed with `result` after this returns.
}

void Session::PrintStatistics(std::FILE* out) const {
  std::vector<StatisticsRow> rows;
  rows.reserve(statistics_.size());
  for (const auto& [id, count] : statistics_) {
    const Rule* rule = RuleRegistry::Get().Find(id);
    rows.push_back(StatisticsRow{id, count.count, count.fixable, rule ? rule->info().summary : ""});
  }
  const std::string text = FormatStatistics(std::move(rows), options_.format == "json");
  std::fwrite(text.data(), 1, text.size(), out);
}

std::string FormatStatistics(std::vector<StatisticsRow> rows, bool json) {
  std::stable_sort(rows.begin(), rows.end(), [](const StatisticsRow& a, const StatisticsRow& b) {
    return a.count != b.count ? a.count > b.count : a.rule_id < b.rule_id;
  });
  std::string out;
  if (json) {
    out += "[";
    for (size_t i = 0; i < rows.size(); ++i) {
      const StatisticsRow& row = rows[i];
      out += fmt::format(
          "{}\n  {{\"rule\": \"{}\", \"count\": {}, \"fixable\": {}, \"summary\": \"{}\"}}",
          i == 0 ? "" : ",", JsonEscape(row.rule_id), row.count, row.fixable ? "true" : "false",
          JsonEscape(row.summary));
    }
    out += rows.empty() ? "]\n" : "\n]\n";
    return out;
  }
  size_t count_width = 1;
  size_t id_width = 1;
  for (const StatisticsRow& row : rows) {
    count_width = std::max(count_width, fmt::formatted_size("{}", row.count));
    id_width = std::max(id_width, row.rule_id.size());
  }
  for (const StatisticsRow& row : rows) {
    out += fmt::format("{:>{}}  {:<{}}  {} {}\n", row.count, count_width, row.rule_id, id_width,
                       row.fixable ? "[*]" : "[ ]", row.summary);
  }
  return out;
}

}  // namespace cvtidy::cli
