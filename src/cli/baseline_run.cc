#include "src/cli/baseline_run.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <optional>
#include <utility>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/engine/lint.h"
#include "src/source/atomic_write.h"

namespace cvtidy::cli {

// One baseline file of the run, and what its entries still cover (main thread).
struct LoadedBaseline {
  std::string path;           // as given (--baseline) or joined to its cvtidy.toml's directory
  std::filesystem::path dir;  // the absolute directory file keys are relative to
  Baseline baseline;
  // Per entry: the findings it still covers; its count until a run reports its file.
  std::vector<uint32_t> remaining;
};

namespace {

// The directory of the baseline file `path`, absolute: its file keys are relative to it, so
// the baseline moves with the files it describes.
std::filesystem::path KeyDirectory(std::string_view path) {
  std::error_code ec;
  std::filesystem::path absolute = std::filesystem::absolute(std::filesystem::path(path), ec);
  return (ec ? std::filesystem::path(path) : absolute).lexically_normal().parent_path();
}

// The key of the input `name` (a path relative to the working directory, or absolute) in a
// baseline whose file is in `dir`: relative to `dir`, `/`-separated.
std::string FileKey(const std::filesystem::path& dir, std::string_view name) {
  std::error_code ec;
  std::filesystem::path absolute = std::filesystem::absolute(std::filesystem::path(name), ec);
  if (ec) {
    return std::string(name);
  }
  absolute = absolute.lexically_normal();
  const std::filesystem::path relative = absolute.lexically_relative(dir);
  return (relative.empty() ? absolute : relative).generic_string();
}

// Which file `path` names, however it is spelled: two configs naming one baseline share it,
// so it is read, counted and pruned once.
std::string MapKey(std::string_view path) {
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(std::filesystem::path(path), ec);
  return (ec ? std::filesystem::path(path) : absolute).lexically_normal().string();
}

absl::StatusOr<std::string> ReadWholeFile(const std::string& path) {
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr) {
    return absl::NotFoundError(std::strerror(errno));
  }
  std::string bytes;
  char buffer[1 << 16];
  size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
    bytes.append(buffer, n);
  }
  const bool failed = std::ferror(file) != 0;
  const int error = errno;
  std::fclose(file);
  if (failed) {
    return absl::DataLossError(std::strerror(error));
  }
  return bytes;
}

void PrintNote(std::string_view message) {
  const std::string line = fmt::format("cvtidy: {}\n", message);
  std::fwrite(line.data(), 1, line.size(), stderr);
}

}  // namespace

BaselineRun::BaselineRun(const Options& options) : options_(options) {
  if (options_.write_baseline) {
    write_dir_ = KeyDirectory(*options_.write_baseline).string();
  }
}

BaselineRun::~BaselineRun() = default;

absl::Status BaselineRun::Prepare(const Config& config) {
  if (options_.write_baseline) {
    return absl::OkStatus();
  }
  const std::optional<std::string>& path =
      options_.baseline ? options_.baseline : config.baseline_file;
  if (!path) {
    return absl::OkStatus();
  }
  const std::string key = MapKey(*path);
  const std::lock_guard<std::mutex> lock(mu_);
  if (baselines_.contains(key)) {
    return absl::OkStatus();
  }
  absl::StatusOr<std::string> json = ReadWholeFile(*path);
  if (!json.ok()) {
    return absl::InvalidArgumentError(fmt::format(
        "cannot read the baseline '{}': {}; write one with `cvtidy check --write-baseline {} "
        "PATHS`{}",
        *path, FromAbsl(json.status().message()), *path,
        options_.baseline ? "" : " (`[baseline] file` in cvtidy.toml names it)"));
  }
  absl::StatusOr<Baseline> baseline = Baseline::Parse(*json, *path);
  if (!baseline.ok()) {
    return baseline.status();
  }
  auto loaded = std::make_unique<LoadedBaseline>();
  loaded->path = *path;
  loaded->dir = KeyDirectory(*path);
  loaded->baseline = *std::move(baseline);
  for (const BaselineEntry& entry : loaded->baseline.entries()) {
    loaded->remaining.push_back(entry.count);
  }
  baselines_.emplace(key, std::move(loaded));
  return absl::OkStatus();
}

bool BaselineRun::empty() const {
  const std::lock_guard<std::mutex> lock(mu_);
  return baselines_.empty();
}

LoadedBaseline* BaselineRun::Find(const Config& config) const {
  const std::optional<std::string>& path =
      options_.baseline ? options_.baseline : config.baseline_file;
  if (!path) {
    return nullptr;
  }
  const std::string key = MapKey(*path);
  const std::lock_guard<std::mutex> lock(mu_);
  const auto it = baselines_.find(key);
  return it == baselines_.end() ? nullptr : it->second.get();
}

BaselineOutcome BaselineRun::Apply(std::string_view name, const Config& config,
                                   const RuleSet& rules, const Source& source,
                                   std::vector<Diagnostic>& diagnostics) const {
  BaselineOutcome outcome;
  if (options_.write_baseline) {
    outcome.recorded = BaselineEntriesOf(FileKey(write_dir_, name), source, diagnostics);
    // Everything recorded is baselined from now on: the run reports what a run with the new
    // baseline would, which is input/too-slow alone (never recorded).
    std::erase_if(diagnostics, [](const Diagnostic& d) { return d.rule_id != kTooSlowRuleId; });
    return outcome;
  }
  LoadedBaseline* loaded = Find(config);
  if (loaded == nullptr) {
    return outcome;
  }
  outcome.baseline = loaded;
  outcome.match = ApplyBaseline(loaded->baseline, FileKey(loaded->dir, name), source, diagnostics);
  // A baselined finding is fixed only when the rule that found it ran over the whole file:
  // not when it is not selected this time, nor when the file was given up on or not read as
  // text. Those entries keep their count. Nor under `fix --diff`, whose findings are those of
  // a fixed text it does not write.
  const bool gave_up =
      options_.diff || std::any_of(diagnostics.begin(), diagnostics.end(),
                                   [](const Diagnostic& d) { return d.rule_id == kTooSlowRuleId; });
  const std::span<const BaselineEntry> entries = loaded->baseline.entries();
  for (size_t i = 0; i < outcome.match.covered.size(); ++i) {
    const BaselineEntry& entry = entries[outcome.match.first_entry + i];
    const bool ran = !gave_up && rules.Find(entry.rule) != nullptr &&
                     (!source.encoding_problem() || entry.rule == kEncodingRuleId);
    if (!ran) {
      outcome.match.covered[i] = entry.count;
    }
  }
  return outcome;
}

void BaselineRun::Consume(BaselineOutcome& outcome) {
  if (!outcome.recorded.empty()) {
    ++recorded_files_;
    recorded_.insert(recorded_.end(), std::make_move_iterator(outcome.recorded.begin()),
                     std::make_move_iterator(outcome.recorded.end()));
  }
  if (outcome.baseline != nullptr) {
    for (size_t i = 0; i < outcome.match.covered.size(); ++i) {
      outcome.baseline->remaining[outcome.match.first_entry + i] = outcome.match.covered[i];
    }
  }
}

bool BaselineRun::Finish() {
  if (options_.write_baseline) {
    const Baseline written(std::move(recorded_));
    const absl::Status status = WriteFileAtomically(*options_.write_baseline, written.ToJson());
    if (!status.ok()) {
      PrintNote(fmt::format("error: cannot write the baseline: {}", FromAbsl(status.message())));
      return false;
    }
    if (!options_.quiet) {
      PrintNote(fmt::format("wrote {} in {} file{} to the baseline '{}'",
                            CountWithNoun(written.TotalCount(), "finding", "findings"),
                            recorded_files_, recorded_files_ == 1 ? "" : "s",
                            *options_.write_baseline));
    }
    return true;
  }
  bool ok = true;
  for (auto& [key, loaded] : baselines_) {
    const std::string& path = loaded->path;
    const std::span<const BaselineEntry> entries = loaded->baseline.entries();
    size_t fixed = 0;
    for (size_t i = 0; i < entries.size(); ++i) {
      fixed += entries[i].count - loaded->remaining[i];
    }
    if (fixed == 0) {
      continue;
    }
    if (!options_.prune_baseline) {
      if (!options_.quiet) {
        PrintNote(fmt::format(
            "{} baselined finding{} fixed; run with --prune-baseline to drop {} from '{}'", fixed,
            fixed == 1 ? " is" : "s are", fixed == 1 ? "it" : "them", path));
      }
      continue;
    }
    std::vector<BaselineEntry> kept;
    for (size_t i = 0; i < entries.size(); ++i) {
      if (loaded->remaining[i] > 0) {
        kept.push_back(entries[i]);
        kept.back().count = loaded->remaining[i];
      }
    }
    const absl::Status status = WriteFileAtomically(path, Baseline(std::move(kept)).ToJson());
    if (!status.ok()) {
      PrintNote(fmt::format("error: cannot prune the baseline: {}", FromAbsl(status.message())));
      ok = false;
      continue;
    }
    if (!options_.quiet) {
      PrintNote(fmt::format("dropped {} that no longer occur from the baseline '{}'",
                            CountWithNoun(fixed, "finding", "findings"), path));
    }
  }
  return ok;
}

}  // namespace cvtidy::cli
