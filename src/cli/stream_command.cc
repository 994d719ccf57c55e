#include "src/cli/stream_command.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "reporters/internal/output.h"
#include "reporters/json_reporter.h"
#include "src/base/progress.h"
#include "src/base/strings.h"
#include "src/cli/in_flight_inputs.h"
#include "src/cli/ordered_runner.h"
#include "src/cli/session.h"
#include "src/engine/file_budget.h"
#include "src/engine/fixer.h"
#include "src/engine/json_syntax.h"
#include "src/engine/lint.h"
#include <nlohmann/json.hpp>

namespace cvtidy::cli {
namespace {

using Json = nlohmann::json;
using cvtidy::internal::AppendJsonString;

// One line of an input.
struct RawLine {
  size_t number = 0;      // 1-based, in its own input (so a shard's results are the same
                          // whether it is run alone or after other shards)
  std::string text;       // without its `\n` (nor a `\r` before it)
  bool too_long = false;  // longer than kMaxRecordBytes: `text` is empty
};

bool IsBlank(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return IsAsciiSpace(c); });
}

// Reads the lines of the inputs in turn, in chunks, so a line is held once and a line longer
// than kMaxRecordBytes is skipped without being held. read(2), not stdio: a record that has
// arrived on a pipe is processed without waiting for a buffer to fill.
class LineReader {
 public:
  explicit LineReader(const std::vector<std::string>& paths) : paths_(paths) {}
  ~LineReader() { Close(); }
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  // The next line that is not blank, or nullopt after the last input.
  std::optional<RawLine> Next() {
    ProgressGuard<size_t> moving;
    while (true) {
      // Each round reads a line, closes an input, or opens the next (an open counts two paths
      // taken and one input less closed), so this sum grows every round.
      moving.Forward(lines_read_ + 2 * next_path_ + (fd_ < 0 ? 1 : 0));
      if (fd_ < 0 && !OpenNext()) {
        return std::nullopt;
      }
      RawLine line;
      if (!ReadLine(line)) {
        Close();
        continue;
      }
      if (line.too_long || !IsBlank(line.text)) {
        return line;
      }
    }
  }

  // An input could not be opened or read (already printed).
  bool had_error() const { return had_error_; }

 private:
  // Opens the next input that opens; false when none is left.
  bool OpenNext() {
    while (next_path_ < paths_.size()) {
      name_ = paths_[next_path_++];
      if (name_ == "-") {
        line_number_ = 0;
        fd_ = STDIN_FILENO;
        return true;
      }
      line_number_ = 0;
      fd_ = ::open(name_.c_str(), O_RDONLY | O_CLOEXEC);
      if (fd_ >= 0) {
        return true;
      }
      Fail(std::strerror(errno));
    }
    return false;
  }

  void Close() {
    if (fd_ > STDIN_FILENO) {
      ::close(fd_);
    }
    fd_ = -1;
    begin_ = end_ = 0;
  }

  void Fail(std::string_view why) {
    PrintError(fmt::format("cannot read '{}': {}", name_, why));
    had_error_ = true;
  }

  // Reads the current input's next line into `line`; false at its end with nothing read.
  bool ReadLine(RawLine& line) {
    bool any = false;
    ProgressGuard<uint64_t> moving;
    while (true) {
      if (begin_ == end_) {
        ssize_t n = 0;
        do {
          n = ::read(fd_, buffer_.data(), buffer_.size());
        } while (n < 0 && errno == EINTR);
        if (n < 0) {
          Fail(std::strerror(errno));
        }
        if (n <= 0) {
          break;
        }
        begin_ = 0;
        end_ = static_cast<size_t>(n);
      }
      moving.Forward(consumed_);
      any = true;
      const char* start = buffer_.data() + begin_;
      const auto* newline = static_cast<const char*>(std::memchr(start, '\n', end_ - begin_));
      const size_t n = newline != nullptr ? static_cast<size_t>(newline - start) : end_ - begin_;
      if (!line.too_long && line.text.size() + n > kMaxRecordBytes) {
        line.too_long = true;
        std::string().swap(line.text);
      }
      if (!line.too_long) {
        line.text.append(start, n);
      }
      const size_t step = n + (newline != nullptr ? 1 : 0);
      begin_ += step;
      consumed_ += step;
      if (newline != nullptr) {
        break;
      }
    }
    if (!any) {
      return false;
    }
    if (!line.text.empty() && line.text.back() == '\r') {
      line.text.pop_back();
    }
    line.number = ++line_number_;
    ++lines_read_;
    return true;
  }

  const std::vector<std::string>& paths_;
  size_t next_path_ = 0;
  std::string name_;  // of the input being read
  int fd_ = -1;
  std::vector<char> buffer_ = std::vector<char>(size_t{1} << 16);
  size_t begin_ = 0;  // the unread bytes of buffer_
  size_t end_ = 0;
  uint64_t consumed_ = 0;   // bytes consumed from the inputs
  size_t line_number_ = 0;  // in the input being read
  size_t lines_read_ = 0;   // over all inputs
  bool had_error_ = false;
};

// What a worker hands back for one record: its result line, rendered on the worker.
struct RecordResult {
  std::string json;    // the line, with its `\n`
  bool error = false;  // the record could not be read (or, fix: its fixes did not converge)
  bool fails = false;  // a diagnostic at or above --fail-on
};

void Append(fmt::memory_buffer& out, std::string_view s) { cvtidy::internal::AppendBytes(out, s); }

// What the JSON type of `value` is called in messages.
std::string_view TypeName(const Json& value) {
  return value.is_number()    ? "a number"
         : value.is_string()  ? "a string"
         : value.is_boolean() ? "a boolean"
         : value.is_null()    ? "null"
         : value.is_array()   ? "an array"
                              : "an object";
}

class RecordProcessor {
 public:
  RecordProcessor(const Options& options, const Config& config, const RuleSet& rules,
                  CivilDate today)
      : options_(options), rules_(rules), ctx_{config, today} {
    const double seconds = options.file_timeout  ? *options.file_timeout
                           : config.file_timeout ? *config.file_timeout
                                                 : kDefaultFileTimeoutSeconds;
    timeout_ = std::chrono::duration_cast<FileBudget::Clock::duration>(
        std::chrono::duration<double>(seconds));
  }

  bool limited() const { return timeout_ > FileBudget::Clock::duration::zero(); }

  // The result of the record on `line`, the i-th of the run. Thread-safe.
  RecordResult Process(size_t i, const RawLine& line) {
    ParsedRecord record = Parse(line);
    if (!record.error.empty()) {
      return ErrorResult(record);
    }
    RecordResult result;
    fmt::memory_buffer out;
    Append(out, record.head);
    const bool fixing = options_.command == Command::kFix;
    // fix gives back a text it does not change as it came, byte for byte (a Source has turned
    // a lone `\r` into `\n`), as a file it does not change is left as it was.
    const std::string original = fixing ? record.text : std::string();
    // Named as files are in diagnostics; `-` as standard input is when the record has no path.
    const std::shared_ptr<InFlightInputs::Input> input =
        in_flight_.Add(i, timeout_,
                       std::make_shared<const Source>(Source::FromBytes(
                           record.path.empty() ? "-" : record.path, std::move(record.text))));
    const Source& source = *input->source;
    if (fixing) {
      Fix(source, original, input->budget, out, result);
    } else {
      std::optional<InputKind> kind;
      const std::vector<Diagnostic> diagnostics =
          LintSource(source, rules_, ctx_, &input->budget, &kind);
      AppendDiagnostics(out, source, kind, diagnostics, result);
    }
    input->budget.TryFinish();  // when it fails, the watchdog's result is used instead
    Append(out, "}\n");
    result.json = fmt::to_string(out);
    return result;
  }

  // The watchdog, while the run waits for result i: once the record has run a second past its
  // budget inside one rule, it is given up on and reported as input/too-slow (for fix, with its
  // text unchanged), as a file would be.
  std::optional<RecordResult> Overdue(size_t i, const RawLine& line) {
    const std::shared_ptr<InFlightInputs::Input> input = in_flight_.GiveUp(i, kWatchdogGrace);
    if (input == nullptr) {
      return std::nullopt;
    }
    RecordResult result;
    fmt::memory_buffer out;
    Append(out, Parse(line).head);
    AppendDiagnostics(out, *input->source, std::nullopt, TooSlowDiagnostics(input->budget, rules_),
                      result);
    if (options_.command == Command::kFix) {
      AppendFixed(out, /*changed=*/false, {}, Parse(line).text);
    }
    Append(out, "}\n");
    result.json = fmt::to_string(out);
    return result;
  }

  // Result i is written: the watchdog has nothing more to watch there.
  void Done(size_t i) { in_flight_.Remove(i); }

 private:
  // A record as read from its line: the head of its result (`{"line": N, "id": ..., "path":
  // ...`) and its text, or why it cannot be read.
  struct ParsedRecord {
    std::string head;
    std::string path;
    std::string text;
    std::string error;  // set: the record cannot be read, and `text` is empty
  };

  ParsedRecord Parse(const RawLine& line) const {
    ParsedRecord parsed;
    fmt::memory_buffer head;
    fmt::format_to(std::back_inserter(head), R"({{"line": {})", line.number);
    const auto fail = [&](std::string error) {
      parsed.head = fmt::to_string(head);
      parsed.error = std::move(error);
      return std::move(parsed);
    };
    if (line.too_long) {
      return fail(fmt::format("the line is longer than {} MiB; a CV's record is far shorter",
                              kMaxRecordBytes >> 20));
    }
    Json record = Json::parse(line.text, nullptr, /*allow_exceptions=*/false);
    if (record.is_discarded()) {
      const JsonSyntaxError syntax = FindJsonSyntaxError(line.text);
      return fail(fmt::format("not valid JSON (byte {}): {}", syntax.offset + 1, syntax.reason));
    }
    if (!record.is_object()) {
      return fail(fmt::format(R"(expected a JSON object {{"id": ..., "text": ...}}; got {})",
                              TypeName(record)));
    }
    if (const auto id = record.find("id"); id != record.end()) {
      Append(head, R"(, "id": )");
      Append(head, id->dump(-1, ' ', false, Json::error_handler_t::replace));
    }
    // "path" and "format" may be null, as a data frame writes a missing value.
    if (const auto it = record.find("path"); it != record.end() && !it->is_null()) {
      if (!it->is_string()) {
        return fail(fmt::format(R"("path" must be a string; got {})", TypeName(*it)));
      }
      parsed.path = it->get<std::string>();
      Append(head, R"(, "path": )");
      AppendJsonString(head, parsed.path);
    }
    if (const auto it = record.find("format"); it != record.end() && !it->is_null()) {
      // The input kind is read from the text, for records as for files (whatever a file's
      // extension); "format" is checked so a typo is not silently taken.
      if (!it->is_string() || (*it != "md" && *it != "markdown" && *it != "txt")) {
        return fail(fmt::format(R"("format" must be "md" or "txt"; got {})", it->dump()));
      }
    }
    const auto text = record.find("text");
    if (text == record.end() || !text->is_string()) {
      return fail(text == record.end()
                      ? std::string(R"(the record has no "text")")
                      : fmt::format(R"("text" must be a string; got {})", TypeName(*text)));
    }
    if (options_.command == Command::kFix &&
        text->get_ref<const std::string&>().size() > kMaxFixBytes) {
      return fail(
          fmt::format("the text is {:.1f} MiB, more than fix takes ({} MiB); a CV is far smaller",
                      static_cast<double>(text->get_ref<const std::string&>().size()) / (1 << 20),
                      kMaxFixBytes >> 20));
    }
    parsed.text = std::move(text->get_ref<std::string&>());
    parsed.head = fmt::to_string(head);
    return parsed;
  }

  static RecordResult ErrorResult(const ParsedRecord& record) {
    fmt::memory_buffer out;
    Append(out, record.head);
    Append(out, R"(, "error": )");
    AppendJsonString(out, record.error);
    Append(out, "}\n");
    return RecordResult{fmt::to_string(out), /*error=*/true, /*fails=*/false};
  }

  // `"input_kind": ..., "diagnostics": [...]`, as the JSON reporter writes a file's.
  void AppendDiagnostics(fmt::memory_buffer& out, const Source& source,
                         std::optional<InputKind> kind, std::span<const Diagnostic> diagnostics,
                         RecordResult& result) const {
    if (kind.has_value()) {
      Append(out, R"(, "input_kind": )");
      AppendJsonString(out, InputKindName(*kind));
    }
    Append(out, R"(, "diagnostics": [)");
    const DiagnosticGroups groups(source, diagnostics);
    for (size_t i = 0; i < diagnostics.size(); ++i) {
      Append(out, i == 0 ? "" : ", ");
      AppendJsonDiagnostic(out, source, diagnostics[i], groups.GroupOf(i));
      result.fails = result.fails || diagnostics[i].severity >= options_.fail_on;
    }
    out.push_back(']');
  }

  // As `fix` on a file, in memory: the remaining diagnostics are on the fixed text, and a
  // text that is not fixed (not UTF-8 text, out of time, fixes not settling) is given back as
  // it came.
  void Fix(const Source& source, std::string_view original, FileBudget& budget,
           fmt::memory_buffer& out, RecordResult& result) const {
    std::optional<InputKind> kind;
    if (source.encoding_problem()) {
      const std::vector<Diagnostic> diagnostics = LintSource(source, rules_, ctx_, &budget, &kind);
      AppendDiagnostics(out, source, kind, diagnostics, result);
      AppendFixed(out, /*changed=*/false, {}, original);
      return;
    }
    FixOptions fix_options;
    fix_options.unsafe = options_.unsafe_fixes;
    fix_options.budget = &budget;
    FixResult fixed = FixSource(source, rules_, ctx_, fix_options);
    if (!fixed.converged && !fixed.ran_out) {
      std::string rules;
      for (const std::string_view id : fixed.cycling_rules) {
        rules += rules.empty() ? "" : ", ";
        rules += id;
      }
      const std::vector<Diagnostic> diagnostics = LintSource(source, rules_, ctx_, &budget, &kind);
      AppendDiagnostics(out, source, kind, diagnostics, result);
      AppendFixed(out, /*changed=*/false, {}, original);
      Append(out, R"(, "error": )");
      AppendJsonString(out, fmt::format("fixes did not converge after {} passes (rules: {}); "
                                        "text left unchanged",
                                        fix_options.max_passes, rules.empty() ? "unknown" : rules));
      result.error = true;
      return;
    }
    const Source& after = *fixed.fixed;
    const bool changed = !fixed.ran_out && after.text() != source.text();
    AppendDiagnostics(out, after, fixed.input_kind, fixed.remaining, result);
    if (changed) {
      AppendFixed(out, /*changed=*/true, fixed.applied_fixes, source.Serialize(after.text()));
    } else {
      AppendFixed(out, /*changed=*/false, {}, original);
    }
  }

  // `"changed": ..., "applied_fixes": [...], "fixed_text": ...`; `text` is what `fix` would
  // leave in the file: the input's bytes when nothing changed, else the fixed text with the
  // input's BOM and line endings (Source::Serialize).
  static void AppendFixed(fmt::memory_buffer& out, bool changed,
                          std::span<const AppliedFix> applied, std::string_view text) {
    fmt::format_to(std::back_inserter(out), R"(, "changed": {}, "applied_fixes": [)", changed);
    for (size_t i = 0; i < applied.size(); ++i) {
      Append(out, i == 0 ? "" : ", ");
      AppendJsonAppliedFix(out, applied[i]);
    }
    Append(out, R"(], "fixed_text": )");
    AppendJsonString(out, text);
  }

  const Options& options_;
  const RuleSet& rules_;
  const RuleContext ctx_;
  FileBudget::Clock::duration timeout_{};
  InFlightInputs in_flight_;
};

}  // namespace

int RunStream(const Options& options) {
  for (const std::string& p : options.selection.select) {
    if (absl::Status s = CheckRulePattern(p, "--select"); !s.ok()) {
      PrintError(FromAbsl(s.message()));
      return kExitError;
    }
  }
  for (const std::string& p : options.selection.ignore) {
    if (absl::Status s = CheckRulePattern(p, "--ignore"); !s.ok()) {
      PrintError(FromAbsl(s.message()));
      return kExitError;
    }
  }
  // One config for every record, found from the working directory as standard input's is.
  std::error_code ec;
  const std::string anchor = (std::filesystem::current_path(ec) / "-").string();
  absl::StatusOr<std::shared_ptr<const Config>> config =
      options.config ? ConfigFor(options, *options.config) : ConfigFor(options, anchor);
  if (!config.ok()) {
    PrintError(FromAbsl(config.status().message()));
    return kExitError;
  }
  absl::StatusOr<RuleSet> rules = RuleSet::Resolve(**config, options.selection);
  if (!rules.ok()) {
    PrintError(FromAbsl(rules.status().message()));
    return kExitError;
  }
  RecordProcessor processor(options, **config, *rules,
                            options.today ? *options.today : CivilDate::Today());

  const int threads = options.jobs > 0
                          ? options.jobs
                          : static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
  LineReader reader(options.args);
  bool any_error = false;
  bool any_failing = false;
  const size_t abandoned = RunOrderedStream<RawLine, RecordResult>(
      [&reader] { return reader.Next(); }, threads, 4 * static_cast<size_t>(threads),
      [&processor](size_t i, const RawLine& line) { return processor.Process(i, line); },
      [&](size_t i, const RawLine&, RecordResult& result) {
        processor.Done(i);
        any_error = any_error || result.error;
        any_failing = any_failing || result.fails;
        std::fwrite(result.json.data(), 1, result.json.size(), stdout);
        // A pipe's reader may wait for this record before it sends the next.
        std::fflush(stdout);
      },
      nullptr,
      processor.limited()
          ? [&processor](size_t i, const RawLine& line) { return processor.Overdue(i, line); }
          : std::function<std::optional<RecordResult>(size_t, const RawLine&)>());
  int code = any_error || reader.had_error() ? kExitError
             : any_failing                   ? kExitFindings
                                             : kExitClean;
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    PrintError(fmt::format("cannot write the results: {}", std::strerror(errno)));
    code = kExitError;
  }
  if (abandoned > 0) {
    // A worker given up on may still be inside a rule, reading the processor, the rules and
    // the config: returning would free them under it (see Session::ExitLeavingStuckWorkers).
    // Every result is written, so the process ends here, the stuck thread with it.
    std::fflush(nullptr);
    std::_Exit(code);
  }
  return code;
}

}  // namespace cvtidy::cli
