#include "src/cli/flags.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <optional>
#include <thread>
#include <utility>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/config/config.h"
#include "src/engine/reporter.h"
#include "src/source/encoding.h"

namespace cvtidy::cli {
namespace {

enum CommandBit : uint8_t {
  kCheckBit = 1,
  kFixBit = 2,
  kRulesBit = 4,
  kExplainBit = 8,
  kConfigBit = 16,
  kInitBit = 32,
  kLspBit = 64,
};
constexpr uint8_t kLintBits = kCheckBit | kFixBit;
constexpr uint8_t kAllBits =
    kCheckBit | kFixBit | kRulesBit | kExplainBit | kConfigBit | kInitBit | kLspBit;

enum class FlagId : uint8_t {
  kFormat,
  kInput,
  kOutput,
  kReport,
  kConfig,
  kSelect,
  kIgnore,
  kFailOn,
  kExitZero,
  kToday,
  kJobs,
  kFileTimeout,
  kStdinFilename,
  kEncoding,
  kColor,
  kQuiet,
  kStatistics,
  kUnsafeFixes,
  kDiff,
  kShowFixes,
  kVerify,
  kHelp,
  kVersion,
  kVerbose,
  kNoConfig,
  kForce,
  kWriteBaseline,
  kBaseline,
  kPruneBaseline,
  kNoGroup,
  kStdio,
};

struct FlagSpec {
  FlagId id;
  std::string_view name;
  std::string_view metavar;  // empty: a switch, which takes no value
  uint8_t commands;
  std::string_view help;
  std::string_view short_name = {};  // `-q`, as ruff spells it; empty: none
};

// The one list of options: parsing, "did you mean" and --help all read it, so a flag cannot
// be added without appearing in the help. --format's help and default depend on the command
// and are written by FormatHelp().
constexpr FlagSpec kFlags[] = {
    {FlagId::kFormat, "--format", "FORMAT", kLintBits | kRulesBit, ""},
    {FlagId::kInput, "--input", "KIND", kLintBits,
     "What the arguments are: files (CVs, and directories searched for them), or ndjson: "
     "files of JSON records, one per line, read one after another (none, or `-`: standard "
     "input), each answered by one JSON line on standard output, in input order; no file is "
     "written, and one config applies to every record: --config, --no-config, else the "
     "cvtidy.toml files of the working directory (docs/scale.md) (default: files)"},
    {FlagId::kOutput, "--output", "FILE", kLintBits,
     "Write the report (or --statistics) to FILE instead of standard output; FILE is replaced "
     "only once the report is complete, so a failed run leaves no partial file (default: "
     "standard output)",
     "-o"},
    {FlagId::kReport, "--report", "FORMAT:FILE", kLintBits,
     "Also write the diagnostics as FORMAT to FILE, e.g. --report sarif:cvtidy.sarif, while "
     "--format's report goes to the terminal as usual; repeatable; FILE is replaced as for "
     "--output (default: none)"},
    {FlagId::kConfig, "--config", "FILE",
     kLintBits | kRulesBit | kExplainBit | kConfigBit | kLspBit,
     "Use FILE for every input instead of the nearest cvtidy.toml (default: the nearest "
     "cvtidy.toml, searching up from each file)"},
    {FlagId::kSelect, "--select", "IDS", kLintBits | kConfigBit,
     "Run only these rules: comma-separated ids or globs such as date/*; repeatable; replaces "
     "the config's select (default: every rule)"},
    {FlagId::kIgnore, "--ignore", "IDS", kLintBits | kConfigBit,
     "Do not run these rules: comma-separated ids or globs; repeatable; adds to the config's "
     "ignore (default: none)"},
    {FlagId::kFailOn, "--fail-on", "LEVEL", kLintBits,
     "Exit with 1 when a diagnostic is at or above LEVEL: error, warning or info "
     "(default: warning)"},
    {FlagId::kExitZero, "--exit-zero", "", kLintBits,
     "Exit with 0 even when diagnostics are found (or, with --verify, fixes do not settle); "
     "2 still reports a failed run: a bad argument, an unreadable file (default: off)",
     "-e"},
    {FlagId::kToday, "--today", "YYYY-MM-DD", kLintBits | kExplainBit | kLspBit,
     "The date that date rules treat as today (default: the system's local date)"},
    {FlagId::kJobs, "--jobs", "N", kLintBits,
     "Process N files in parallel; output order does not depend on N (default: the number of "
     "hardware threads)",
     "-j"},
    {FlagId::kFileTimeout, "--file-timeout", "SECONDS", kLintBits | kConfigBit,
     "Give up on a file that takes longer than SECONDS (a decimal number; 0: no limit), report "
     "it as input/too-slow, naming the rule that was running, leave it unchanged and go on with "
     "the others; overrides `file-timeout` in cvtidy.toml (default: 5)"},
    {FlagId::kStdinFilename, "--stdin-filename", "NAME", kLintBits,
     "The name standard input (`-`) gets in output; its cvtidy.toml is searched for from "
     "there (default: `-`, searching from the working directory)"},
    {FlagId::kEncoding, "--encoding", "NAME", kLintBits,
     "Read every input as NAME, an iconv name such as utf-8, latin1, windows-1252 or utf-16le "
     "(`iconv -l` lists them), instead of detecting it; fix writes the files back in NAME "
     "(default: auto: UTF-8, UTF-16 with a byte order mark, or a legacy 8-bit charset "
     "detected by uchardet)"},
    {FlagId::kColor, "--color", "WHEN", kLintBits,
     "Colour the output: auto, always or never; auto colours a terminal unless NO_COLOR is set "
     "or TERM=dumb (default: auto)"},
    {FlagId::kQuiet, "--quiet", "", kLintBits,
     "Print only the diagnostics, without the summary (default: off)", "-q"},
    {FlagId::kStatistics, "--statistics", "", kLintBits,
     "Instead of each diagnostic, print one line per rule: count, id, [*] when fixable, and "
     "summary, most frequent first, then the totals: `COUNT  total  (N fixable)` (default: "
     "off)"},
    {FlagId::kUnsafeFixes, "--unsafe-fixes", "", kFixBit,
     "Also apply unsafe fixes, which may change meaning or delete text (default: off)"},
    {FlagId::kShowFixes, "--show-fixes", "", kFixBit,
     "List each file's applied fixes before its diagnostics: rule, pass, the text before and "
     "after, and why (text format; json and sarif always list them) (default: off)"},
    {FlagId::kDiff, "--diff", "", kFixBit,
     "Print the fixes as a unified diff on standard output and write no file, coloured as git "
     "colours it when --color says so; the remaining diagnostics go to standard error "
     "(default: off)"},
    {FlagId::kVerify, "--verify", "", kFixBit,
     "Fix in memory, then fix the result again, and report each fix that does not settle "
     "(rule, line); write no file. Exit 1 on any such fix, 0 otherwise (default: off)"},
    {FlagId::kNoGroup, "--no-group", "", kLintBits,
     "Show every diagnostic on its own: without it, findings that come from one decision (a "
     "date style voted across the CV, one venue written several ways, the same stray mark "
     "repeated) are shown once, the others listed by line:column in text, as relatedLocations "
     "in SARIF and as one annotation in github; counts and the exit status count each one "
     "either way (default: off)"},
    {FlagId::kHelp, "--help", "", kAllBits, "Print this help and exit", "-h"},
    {FlagId::kVersion, "--version", "", kAllBits, "Print the version and exit", "-V"},
    {FlagId::kVerbose, "--verbose", "", kLintBits | kRulesBit | kConfigBit,
     "List on standard error the cvtidy.toml files that apply to each input, farthest first, "
     "and where the search up stopped (a `root = true` file, or /) (default: off)",
     "-v"},
    {FlagId::kNoConfig, "--no-config", "", kLintBits | kRulesBit | kConfigBit,
     "Read no cvtidy.toml: use (rules, config: show) the built-in defaults (docs/rules.md is "
     "generated so); check and fix take it only with --input ndjson (default: off)"},
    {FlagId::kForce, "--force", "", kInitBit,
     "Replace an existing cvtidy.toml (default: off: refuse)"},
    {FlagId::kWriteBaseline, "--write-baseline", "FILE", kCheckBit,
     "Record every finding of this run in FILE, a baseline (docs/baseline.md), and report "
     "none of them: exit 0 once it is written (default: none)"},
    {FlagId::kBaseline, "--baseline", "FILE", kLintBits | kConfigBit,
     "Report only the findings FILE does not hold: those a --write-baseline run recorded stay "
     "quiet until their own entry or line changes; overrides `[baseline] file` in cvtidy.toml "
     "(default: `[baseline] file`, else none)"},
    {FlagId::kPruneBaseline, "--prune-baseline", "", kLintBits,
     "Drop from the baseline the findings that no longer occur, rewriting its file (default: "
     "off: they are only counted)"},
    {FlagId::kStdio, "--stdio", "", kLspBit,
     "Speak the protocol over standard input and output, the one transport; accepted because "
     "editors' clients pass it (default: on)"},
};

struct CommandSpec {
  std::string_view name;
  Command command;
};
constexpr CommandSpec kCommandSpecs[] = {
    {"check", Command::kCheck},     {"fix", Command::kFix},       {"rules", Command::kRules},
    {"explain", Command::kExplain}, {"config", Command::kConfig}, {"init", Command::kInit},
    {"lsp", Command::kLsp}};

constexpr std::array<std::string_view, 3> kRulesFormats = {"text", "json", "markdown"};
constexpr std::array<std::string_view, 3> kColorModes = {"auto", "always", "never"};
constexpr std::array<std::string_view, 3> kFailOnLevels = {"error", "warning", "info"};
constexpr std::array<std::string_view, 2> kInputFormats = {"files", "ndjson"};

uint8_t BitOf(Command command) {
  switch (command) {
    case Command::kCheck:
      return kCheckBit;
    case Command::kFix:
      return kFixBit;
    case Command::kRules:
      return kRulesBit;
    case Command::kExplain:
      return kExplainBit;
    case Command::kConfig:
      return kConfigBit;
    case Command::kInit:
      return kInitBit;
    case Command::kLsp:
      return kLspBit;
    case Command::kNone:
      break;
  }
  return 0;
}

// The flag named `name`, long (`--quiet`) or short (`-q`); null if none.
const FlagSpec* FindFlag(std::string_view name) {
  for (const FlagSpec& spec : kFlags) {
    if (spec.name == name || (!spec.short_name.empty() && spec.short_name == name)) {
      return &spec;
    }
  }
  return nullptr;
}

std::string CommandList() { return "check, fix, rules, explain, config, init or lsp"; }

// "did you mean" text for `value` among `candidates`, with a leading space, or "".
std::string Suggestion(std::string_view value, std::span<const std::string_view> candidates) {
  std::string_view closest = SuggestClosest(value, candidates);
  if (closest.empty() && value.size() >= 2) {
    // An abbreviation (`warn`, `--stat`) is too far by edit distance but plain to a reader.
    for (const std::string_view candidate : candidates) {
      if (candidate.substr(0, value.size()) == value) {
        if (!closest.empty()) {
          return {};  // ambiguous
        }
        closest = candidate;
      }
    }
  }
  return closest.empty() ? std::string() : fmt::format(" (did you mean '{}'?)", closest);
}

std::string JoinOr(std::span<const std::string_view> items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0) {
      out += i + 1 == items.size() ? " or " : ", ";
    }
    out += items[i];
  }
  return out;
}

std::vector<std::string_view> ReporterNames() {
  std::vector<std::string_view> names;
  for (const ReporterInfo* info : ReporterRegistry::Get().All()) {
    names.push_back(info->name);
  }
  return names;
}

absl::Status BadValue(std::string_view flag, std::string_view value,
                      std::span<const std::string_view> allowed) {
  return absl::InvalidArgumentError(fmt::format("invalid value '{}' for '{}'; expected {}{}", value,
                                                flag, JoinOr(allowed), Suggestion(value, allowed)));
}

// Parses a plain decimal number of seconds: `5`, `0.5`, `.5`, `10.`; nothing else (no sign, no
// exponent).
std::optional<double> ParseSeconds(std::string_view text) {
  double value = 0;
  double scale = 1;
  bool digits = false;
  bool point = false;
  for (const char c : text) {
    if (c == '.' && !point) {
      point = true;
    } else if (IsAsciiDigit(c) && text.size() <= 16) {
      digits = true;
      if (point) {
        scale /= 10;
        value += (c - '0') * scale;
      } else {
        value = value * 10 + (c - '0');
      }
    } else {
      return std::nullopt;
    }
  }
  return digits ? std::optional<double>(value) : std::nullopt;
}

// Splits a --select/--ignore value at commas, dropping blank pieces.
absl::Status AppendIds(std::string_view flag, std::string_view value,
                       std::vector<std::string>& out) {
  bool any = false;
  for (std::string_view piece : SplitChar(value, ',')) {
    piece = TrimAscii(piece);
    if (!piece.empty()) {
      out.emplace_back(piece);
      any = true;
    }
  }
  if (!any) {
    return absl::InvalidArgumentError(
        fmt::format("'{}' needs at least one rule id or glob, e.g. {} date/*", flag, flag));
  }
  return absl::OkStatus();
}

absl::Status ApplyFlag(const FlagSpec& spec, std::string_view value, Options& options) {
  switch (spec.id) {
    case FlagId::kFormat:
      options.format = std::string(value);
      return absl::OkStatus();
    case FlagId::kInput:
      if (value == "files") {
        options.input = InputFormat::kFiles;
      } else if (value == "ndjson") {
        options.input = InputFormat::kNdjson;
      } else {
        return BadValue(spec.name, value, kInputFormats);
      }
      return absl::OkStatus();
    case FlagId::kOutput:
      if (value.empty()) {
        return absl::InvalidArgumentError(
            "'--output' needs a file name (or - for standard output)");
      }
      options.output = std::string(value);
      return absl::OkStatus();
    case FlagId::kReport: {
      const size_t colon = value.find(':');
      if (colon == std::string_view::npos || colon == 0 || colon + 1 == value.size()) {
        return absl::InvalidArgumentError(fmt::format(
            "invalid value '{}' for '--report'; expected FORMAT:FILE, e.g. sarif:cvtidy.sarif",
            value));
      }
      const std::string_view format = value.substr(0, colon);
      const std::string_view path = value.substr(colon + 1);
      const std::vector<std::string_view> names = ReporterNames();
      if (std::find(names.begin(), names.end(), format) == names.end()) {
        return absl::InvalidArgumentError(
            fmt::format("unknown format '{}' in '--report {}'; "
                        "available: {}{}",
                        format, value, fmt::join(names, ", "), Suggestion(format, names)));
      }
      if (path == "-") {
        return absl::InvalidArgumentError(
            "'--report' writes to a file; standard output gets --format's report");
      }
      options.reports.push_back(ExtraReport{std::string(format), std::string(path)});
      return absl::OkStatus();
    }
    case FlagId::kConfig:
      if (value.empty()) {
        return absl::InvalidArgumentError("'--config' needs a file name");
      }
      options.config = std::string(value);
      return absl::OkStatus();
    case FlagId::kSelect:
      return AppendIds(spec.name, value, options.selection.select);
    case FlagId::kIgnore:
      return AppendIds(spec.name, value, options.selection.ignore);
    case FlagId::kFailOn: {
      if (value == "error") {
        options.fail_on = Severity::kError;
      } else if (value == "warning") {
        options.fail_on = Severity::kWarning;
      } else if (value == "info") {
        options.fail_on = Severity::kInfo;
      } else {
        return BadValue(spec.name, value, kFailOnLevels);
      }
      return absl::OkStatus();
    }
    case FlagId::kToday: {
      absl::StatusOr<CivilDate> date = ParseCivilDate(value);
      if (!date.ok()) {
        return absl::InvalidArgumentError(fmt::format("invalid value '{}' for '--today': {}", value,
                                                      FromAbsl(date.status().message())));
      }
      options.today = *date;
      return absl::OkStatus();
    }
    case FlagId::kJobs: {
      int jobs = 0;
      const bool digits = !value.empty() && value.size() <= 4 &&
                          std::all_of(value.begin(), value.end(), IsAsciiDigit);
      if (digits) {
        for (const char c : value) {
          jobs = jobs * 10 + (c - '0');
        }
      }
      if (!digits || jobs < 1 || jobs > 1024) {
        return absl::InvalidArgumentError(fmt::format(
            "invalid value '{}' for '--jobs'; expected a whole number from 1 to 1024", value));
      }
      options.jobs = jobs;
      return absl::OkStatus();
    }
    case FlagId::kFileTimeout: {
      std::optional<double> seconds = ParseSeconds(value);
      if (!seconds || *seconds > kMaxFileTimeoutSeconds) {
        return absl::InvalidArgumentError(fmt::format(
            "invalid value '{}' for '--file-timeout'; expected a number of seconds from 0 (no "
            "limit) to {}, e.g. 5 or 0.5",
            value, kMaxFileTimeoutSeconds));
      }
      options.file_timeout = seconds;
      return absl::OkStatus();
    }
    case FlagId::kEncoding:
      if (AsciiLower(value) == "auto") {
        options.encoding.clear();
        return absl::OkStatus();
      }
      if (!IsKnownEncoding(value)) {
        return absl::InvalidArgumentError(fmt::format(
            "unknown encoding '{}' for '--encoding'; use an iconv name such as utf-8, latin1, "
            "windows-1252 or utf-16le (`iconv -l` lists them), or auto",
            value));
      }
      options.encoding = std::string(value);
      return absl::OkStatus();
    case FlagId::kStdinFilename:
      if (value.empty()) {
        return absl::InvalidArgumentError("'--stdin-filename' needs a name");
      }
      options.stdin_filename = std::string(value);
      return absl::OkStatus();
    case FlagId::kColor: {
      if (value == "auto") {
        options.color = ColorMode::kAuto;
      } else if (value == "always") {
        options.color = ColorMode::kAlways;
      } else if (value == "never") {
        options.color = ColorMode::kNever;
      } else {
        return BadValue(spec.name, value, kColorModes);
      }
      return absl::OkStatus();
    }
    case FlagId::kQuiet:
      options.quiet = true;
      return absl::OkStatus();
    case FlagId::kExitZero:
      options.exit_zero = true;
      return absl::OkStatus();
    case FlagId::kStatistics:
      options.statistics = true;
      return absl::OkStatus();
    case FlagId::kUnsafeFixes:
      options.unsafe_fixes = true;
      return absl::OkStatus();
    case FlagId::kDiff:
      options.diff = true;
      return absl::OkStatus();
    case FlagId::kShowFixes:
      options.show_fixes = true;
      return absl::OkStatus();
    case FlagId::kVerify:
      options.verify = true;
      return absl::OkStatus();
    case FlagId::kHelp:
      options.help = true;
      return absl::OkStatus();
    case FlagId::kVersion:
      options.version = true;
      return absl::OkStatus();
    case FlagId::kVerbose:
      options.verbose = true;
      return absl::OkStatus();
    case FlagId::kNoConfig:
      options.no_config = true;
      return absl::OkStatus();
    case FlagId::kForce:
      options.force = true;
      return absl::OkStatus();
    case FlagId::kWriteBaseline:
    case FlagId::kBaseline:
      if (value.empty()) {
        return absl::InvalidArgumentError(fmt::format("'{}' needs a file name", spec.name));
      }
      (spec.id == FlagId::kBaseline ? options.baseline : options.write_baseline) =
          std::string(value);
      return absl::OkStatus();
    case FlagId::kPruneBaseline:
      options.prune_baseline = true;
      return absl::OkStatus();
    case FlagId::kNoGroup:
      options.no_group = true;
      return absl::OkStatus();
    case FlagId::kStdio:
      return absl::OkStatus();
  }
  return absl::OkStatus();
}

absl::Status UnknownOption(std::string_view name, Command command) {
  std::vector<std::string_view> names;
  for (const FlagSpec& spec : kFlags) {
    if ((spec.commands & BitOf(command)) != 0) {
      names.push_back(spec.name);
    }
  }
  return absl::InvalidArgumentError(
      fmt::format("unknown option '{}'{}", name, Suggestion(name, names)));
}

// Two reports written to one file would clobber each other: refuse that before any work.
absl::Status CheckReportFiles(const Options& options) {
  std::vector<std::string> seen;
  if (options.output && *options.output != "-") {
    seen.push_back(std::filesystem::path(*options.output).lexically_normal().string());
  }
  for (const ExtraReport& report : options.reports) {
    std::string path = std::filesystem::path(report.path).lexically_normal().string();
    if (std::find(seen.begin(), seen.end(), path) != seen.end()) {
      return absl::InvalidArgumentError(
          fmt::format("'{}' is named by more than one of --output and --report", report.path));
    }
    seen.push_back(std::move(path));
  }
  return absl::OkStatus();
}

// --write-baseline writes what --baseline reads; pruning rewrites a baseline after a run whose
// findings are those of the files as they are.
absl::Status CheckBaselineFlags(const Options& options) {
  if (options.write_baseline && (options.baseline || options.prune_baseline)) {
    return absl::InvalidArgumentError(
        fmt::format("'--write-baseline' records every finding; it cannot be combined with '{}'",
                    options.baseline ? "--baseline" : "--prune-baseline"));
  }
  if (options.prune_baseline && (options.diff || options.verify)) {
    return absl::InvalidArgumentError(
        fmt::format("'--prune-baseline' cannot be combined with '{}', which writes no file: the "
                    "findings it sees are those of the fixed text",
                    options.diff ? "--diff" : "--verify"));
  }
  return absl::OkStatus();
}

// --input ndjson writes one result record per input line on standard output, and no file: the
// options that choose a report, write a file or read files' bytes do not apply.
absl::Status CheckNdjsonFlags(const Options& options) {
  if (options.input != InputFormat::kNdjson) {
    if (options.no_config) {
      return absl::InvalidArgumentError(fmt::format(
          "'--no-config' applies to 'cvtidy {}' only with '--input ndjson'; a file follows the "
          "nearest cvtidy.toml, or --config",
          CommandName(options.command)));
    }
    return absl::OkStatus();
  }
  const std::pair<bool, std::string_view> excluded[] = {
      {options.format != "text", "--format"},
      {options.output.has_value(), "--output"},
      {!options.reports.empty(), "--report"},
      {options.statistics, "--statistics"},
      {options.diff, "--diff"},
      {options.verify, "--verify"},
      {options.show_fixes, "--show-fixes"},
      {options.stdin_filename.has_value(), "--stdin-filename"},
      {!options.encoding.empty(), "--encoding"},
      {options.write_baseline.has_value(), "--write-baseline"},
      {options.baseline.has_value(), "--baseline"},
      {options.prune_baseline, "--prune-baseline"},
  };
  for (const auto& [given, flag] : excluded) {
    if (given) {
      return absl::InvalidArgumentError(fmt::format(
          "'{}' does not apply to '--input ndjson', which writes one JSON record per input "
          "line on standard output (docs/scale.md)",
          flag));
    }
  }
  if (options.no_config && options.config) {
    return absl::InvalidArgumentError("'--no-config' and '--config' exclude each other");
  }
  return absl::OkStatus();
}

// Checks what only makes sense once every argument is read.
absl::Status Finish(Options& options) {
  if (options.help || options.version) {
    return absl::OkStatus();
  }
  switch (options.command) {
    case Command::kCheck:
    case Command::kFix: {
      const std::vector<std::string_view> names = ReporterNames();
      if (std::find(names.begin(), names.end(), options.format) == names.end()) {
        return absl::InvalidArgumentError(fmt::format("unknown format '{}'; available: {}{}",
                                                      options.format, fmt::join(names, ", "),
                                                      Suggestion(options.format, names)));
      }
      if (absl::Status status = CheckReportFiles(options); !status.ok()) {
        return status;
      }
      if (absl::Status status = CheckBaselineFlags(options); !status.ok()) {
        return status;
      }
      if (absl::Status status = CheckNdjsonFlags(options); !status.ok()) {
        return status;
      }
      if (options.args.empty() && options.input == InputFormat::kNdjson) {
        options.args.emplace_back("-");  // records come from a pipe unless files are named
      } else if (options.args.empty()) {
        // As ruff: --stdin-filename alone means standard input is what to check.
        options.args.emplace_back(options.stdin_filename ? "-" : ".");
      }
      return absl::OkStatus();
    }
    case Command::kRules:
      if (std::find(kRulesFormats.begin(), kRulesFormats.end(), options.format) ==
          kRulesFormats.end()) {
        return absl::InvalidArgumentError(
            fmt::format("unknown format '{}' for 'cvtidy rules'; available: {}{}", options.format,
                        fmt::join(kRulesFormats, ", "), Suggestion(options.format, kRulesFormats)));
      }
      if (!options.args.empty()) {
        return absl::InvalidArgumentError(
            fmt::format("'cvtidy rules' takes no arguments; got '{}'", options.args.front()));
      }
      if (options.no_config && options.config) {
        return absl::InvalidArgumentError("'--no-config' and '--config' exclude each other");
      }
      return absl::OkStatus();
    case Command::kExplain:
      if (options.args.empty() || options.args.size() > 2) {
        return absl::InvalidArgumentError(
            options.args.empty()
                ? "'cvtidy explain' needs a rule id, e.g. 'cvtidy explain input/encoding'"
                : fmt::format("'cvtidy explain' takes a rule id and at most one file; got {} "
                              "arguments",
                              options.args.size()));
      }
      return absl::OkStatus();
    case Command::kConfig:
      if (options.args.size() > 1) {
        return absl::InvalidArgumentError(fmt::format(
            "'cvtidy config' takes at most one file; got {} arguments", options.args.size()));
      }
      if (options.no_config && options.config) {
        return absl::InvalidArgumentError("'--no-config' and '--config' exclude each other");
      }
      return absl::OkStatus();
    case Command::kInit:
      return absl::OkStatus();
    case Command::kLsp:
      if (!options.args.empty()) {
        return absl::InvalidArgumentError(
            fmt::format("'cvtidy lsp' takes no arguments; got '{}'", options.args.front()));
      }
      return absl::OkStatus();
    case Command::kNone:
      break;
  }
  return absl::OkStatus();
}

// Word-wraps `text` into lines of at most `width` columns, each prefixed by `indent` spaces
// (the first line by nothing: the caller has filled that column).
std::string Wrap(std::string_view text, size_t indent, size_t width) {
  std::string out;
  size_t column = indent;
  bool first_word = true;
  for (std::string_view word : SplitChar(text, ' ')) {
    if (word.empty()) {
      continue;
    }
    if (!first_word && column + 1 + word.size() > width) {
      out += '\n';
      out.append(indent, ' ');
      column = indent;
      first_word = true;
    }
    if (!first_word) {
      out += ' ';
      ++column;
    }
    out += word;
    column += word.size();
    first_word = false;
  }
  return out;
}

std::string FormatHelp(Command command) {
  if (command == Command::kRules) {
    return "Output format: text (a table), json or markdown (the docs/rules.md page) "
           "(default: text)";
  }
  return fmt::format("Output format: {} (default: text)", fmt::join(ReporterNames(), ", "));
}

void AppendOptions(Command command, std::string& out) {
  constexpr size_t kColumn = 26;
  constexpr size_t kWidth = 100;
  out += "Options:\n";
  for (const FlagSpec& spec : kFlags) {
    if ((spec.commands & BitOf(command)) == 0) {
      continue;
    }
    std::string left = spec.short_name.empty()
                           ? fmt::format("  {}", spec.name)
                           : fmt::format("  {}, {}", spec.short_name, spec.name);
    if (!spec.metavar.empty()) {
      left += fmt::format(" {}", spec.metavar);
    }
    const std::string help =
        spec.id == FlagId::kFormat ? FormatHelp(command) : std::string(spec.help);
    if (left.size() + 1 > kColumn) {
      out += left + "\n" + std::string(kColumn, ' ');
    } else {
      out += left + std::string(kColumn - left.size(), ' ');
    }
    out += Wrap(help, kColumn, kWidth);
    out += '\n';
  }
}

constexpr std::string_view kExitCodes =
    "Exit status:\n"
    "  0  nothing at or above --fail-on was found\n"
    "  1  diagnostics at or above --fail-on (default: warning)\n"
    "  2  usage, configuration or I/O error (including a fix that did not converge, and\n"
    "     with --input ndjson a record that could not be read)\n";

}  // namespace

std::string_view CommandName(Command command) {
  switch (command) {
    case Command::kCheck:
      return "check";
    case Command::kFix:
      return "fix";
    case Command::kRules:
      return "rules";
    case Command::kExplain:
      return "explain";
    case Command::kConfig:
      return "config";
    case Command::kInit:
      return "init";
    case Command::kLsp:
      return "lsp";
    case Command::kNone:
      break;
  }
  return "";
}

std::span<const std::string_view> RulesFormats() { return kRulesFormats; }

std::vector<Command> AllCommands() {
  std::vector<Command> commands;
  for (const CommandSpec& spec : kCommandSpecs) {
    commands.push_back(spec.command);
  }
  return commands;
}

std::vector<FlagInfo> FlagsOf(Command command) {
  std::vector<FlagInfo> flags;
  for (const FlagSpec& spec : kFlags) {
    // Before a command, ParseCommandLine takes only --help and --version.
    const bool applies = command == Command::kNone
                             ? spec.id == FlagId::kHelp || spec.id == FlagId::kVersion
                             : (spec.commands & BitOf(command)) != 0;
    if (!applies) {
      continue;
    }
    FlagInfo info{spec.name,
                  spec.short_name,
                  spec.metavar,
                  spec.id == FlagId::kFormat ? FormatHelp(command) : std::string(spec.help),
                  {}};
    switch (spec.id) {
      case FlagId::kFormat:
        if (command == Command::kRules) {
          info.values.assign(kRulesFormats.begin(), kRulesFormats.end());
        } else {
          info.values = ReporterNames();
        }
        break;
      case FlagId::kColor:
        info.values.assign(kColorModes.begin(), kColorModes.end());
        break;
      case FlagId::kFailOn:
        info.values.assign(kFailOnLevels.begin(), kFailOnLevels.end());
        break;
      case FlagId::kInput:
        info.values.assign(kInputFormats.begin(), kInputFormats.end());
        break;
      default:
        break;
    }
    flags.push_back(std::move(info));
  }
  return flags;
}

absl::StatusOr<CivilDate> ParseCivilDate(std::string_view text) {
  const bool shape = text.size() == 10 && text[4] == '-' && text[7] == '-' &&
                     std::all_of(text.begin(), text.begin() + 4, IsAsciiDigit) &&
                     IsAsciiDigit(text[5]) && IsAsciiDigit(text[6]) && IsAsciiDigit(text[8]) &&
                     IsAsciiDigit(text[9]);
  if (!shape) {
    return absl::InvalidArgumentError("expected a date as YYYY-MM-DD");
  }
  const auto number = [&](size_t pos, size_t len) {
    int value = 0;
    for (size_t i = pos; i < pos + len; ++i) {
      value = value * 10 + (text[i] - '0');
    }
    return value;
  };
  CivilDate date{number(0, 4), number(5, 2), number(8, 2)};
  if (date.month < 1 || date.month > 12) {
    return absl::InvalidArgumentError(
        fmt::format("month {} does not exist; expected YYYY-MM-DD", date.month));
  }
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (date.year % 4 == 0 && date.year % 100 != 0) || date.year % 400 == 0;
  const int days = kDays[date.month - 1] + (date.month == 2 && leap ? 1 : 0);
  if (date.day < 1 || date.day > days) {
    return absl::InvalidArgumentError(
        fmt::format("day {} does not exist in {:04}-{:02}", date.day, date.year, date.month));
  }
  return date;
}

absl::Status ParseCommandLine(std::span<const std::string_view> args, Options& options) {
  if (args.empty()) {
    return absl::InvalidArgumentError(fmt::format("no command given; expected {}", CommandList()));
  }
  const std::string_view first = args[0];
  if (first == "--help" || first == "-h") {
    options.help = true;
    return absl::OkStatus();
  }
  if (first == "--version" || first == "-V") {
    options.version = true;
    return absl::OkStatus();
  }
  for (const CommandSpec& c : kCommandSpecs) {
    if (first == c.name) {
      options.command = c.command;
    }
  }
  if (options.command == Command::kNone) {
    if (!first.empty() && first[0] == '-') {
      return absl::InvalidArgumentError(
          fmt::format("expected a command ({}) before '{}'", CommandList(), first));
    }
    static constexpr std::string_view kNames[] = {"check",  "fix",  "rules", "explain",
                                                  "config", "init", "lsp"};
    std::string message = fmt::format("unknown command '{}'", first);
    const std::string suggestion = Suggestion(first, kNames);
    message += suggestion.empty() ? fmt::format("; expected {}", CommandList()) : suggestion;
    return absl::InvalidArgumentError(message);
  }

  bool options_done = false;
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string_view arg = args[i];
    if (options_done || arg == "-" || arg.empty() || arg[0] != '-') {
      options.args.emplace_back(arg);
      continue;
    }
    if (arg == "--") {
      options_done = true;
      continue;
    }
    // A short flag: `-q`, `-j 4` or `-j4`.
    const bool is_short = arg.substr(0, 2) != "--";
    const size_t eq = is_short ? std::string_view::npos : arg.find('=');
    std::string_view name = arg.substr(0, eq);
    std::string_view attached;  // `4` of `-j4`
    if (is_short) {
      name = arg.substr(0, 2);
      attached = arg.substr(2);
    }
    const FlagSpec* spec = FindFlag(name);
    if (spec == nullptr) {
      return UnknownOption(name, options.command);
    }
    if ((spec->commands & BitOf(options.command)) == 0) {
      std::vector<std::string_view> owners;
      for (const CommandSpec& c : kCommandSpecs) {
        if ((spec->commands & BitOf(c.command)) != 0) {
          owners.push_back(c.name);
        }
      }
      return absl::InvalidArgumentError(
          fmt::format("option '{}' does not apply to 'cvtidy {}' (it is for 'cvtidy {}')", name,
                      CommandName(options.command), fmt::join(owners, "' and 'cvtidy ")));
    }
    std::string_view value;
    if (spec->metavar.empty()) {
      if (eq != std::string_view::npos || !attached.empty()) {
        return absl::InvalidArgumentError(
            is_short ? fmt::format("option '{}' takes no value (write short options apart: "
                                   "'-q -e', not '-qe')",
                                   name)
                     : fmt::format("option '{}' takes no value", name));
      }
    } else if (eq != std::string_view::npos) {
      value = arg.substr(eq + 1);
    } else if (!attached.empty()) {
      value = attached;
    } else if (i + 1 < args.size() && !(args[i + 1].substr(0, 2) == "--" && args[i + 1] != "--" &&
                                        FindFlag(args[i + 1].substr(0, args[i + 1].find('='))))) {
      value = args[++i];
    } else {
      return absl::InvalidArgumentError(
          fmt::format("option '{}' needs a value ({} {})", name, name, spec->metavar));
    }
    if (absl::Status status = ApplyFlag(*spec, value, options); !status.ok()) {
      return status;
    }
  }
  return Finish(options);
}

std::string HelpText(Command command) {
  std::string out;
  switch (command) {
    case Command::kNone:
      out = fmt::format(
          "cvtidy {}: finds and fixes inconsistencies in academic CVs (Markdown and plain "
          "text).\n\n"
          "Usage: cvtidy <command> [options] [arguments]\n\n"
          "Commands:\n"
          "  check [PATH|-]...     Report problems in files and directories (searched "
          "recursively\n"
          "                        for *.md, *.markdown and *.txt); `-` reads standard input\n"
          "  fix [PATH|-]...       Apply safe fixes in place, then report what remains\n"
          "  rules                 List the rules: id, severity, fixable, summary\n"
          "  explain RULE [FILE]   Explain a rule: what it does, why, an example, fix safety;\n"
          "                        with FILE, also the rule's findings in it, with their notes\n"
          "  config [FILE]         Print the configuration that applies to FILE (default: .) as\n"
          "                        TOML, each value with the file and line it comes from\n"
          "  init [PATH]...        Write a starter cvtidy.toml here, with the house style the\n"
          "                        CVs in PATH share\n"
          "  lsp                   Run the language server on standard input and output, for\n"
          "                        editors (docs/editors.md)\n\n"
          "Options:\n"
          "  -h, --help            Print this help and exit\n"
          "  -V, --version         Print the version and exit\n\n"
          "Run 'cvtidy <command> --help' for the options of a command.\n\n"
          "Examples:\n"
          "  cvtidy check cv.md\n"
          "  cvtidy fix --diff docs/\n"
          "  cvtidy explain input/encoding\n\n",
          kVersion);
      out += kExitCodes;
      return out;
    case Command::kCheck:
      out =
          "cvtidy check: report problems in CVs.\n\n"
          "Usage: cvtidy check [options] [PATH|-]...\n\n"
          "Each PATH is a file, linted whatever its extension, or a directory, searched "
          "recursively\n"
          "for *.md, *.markdown and *.txt (hidden entries are skipped). `-` reads standard input.\n"
          "Without a PATH, the working directory is checked (standard input, with\n"
          "--stdin-filename). Each file follows the nearest cvtidy.toml in its directory or "
          "above.\n\n"
          "With --input ndjson, each line of the input is a record {\"id\": ..., \"text\": "
          "...}\n"
          "(optional \"path\", \"format\": md or txt) and each gets one result line, in "
          "input order:\n"
          "{\"line\", \"id\", \"path\", \"input_kind\", \"diagnostics\"} as the JSON "
          "report writes them; a\n"
          "malformed record gets {\"line\", \"id\", \"error\"} and the run goes on (exit "
          "2). Blank lines\n"
          "are skipped. Details: docs/scale.md.\n\n";
      AppendOptions(command, out);
      out +=
          "\nExamples:\n"
          "  cvtidy check cv.md\n"
          "  cvtidy check --select 'date/*' --fail-on error docs/\n"
          "  pandoc cv.docx -t markdown | cvtidy check --stdin-filename cv.md -\n"
          "  cvtidy check --format json --statistics .\n"
          "  cvtidy check --format github --report sarif:cvtidy.sarif .   # CI: docs/ci.md\n"
          "  cvtidy check --format junit --output cvtidy-junit.xml .\n"
          "  cvtidy check --input ndjson --no-config < shard.ndjson > results.ndjson\n\n";
      out += kExitCodes;
      return out;
    case Command::kFix:
      out =
          "cvtidy fix: apply fixes to CVs in place, then report what remains.\n\n"
          "Usage: cvtidy fix [options] [PATH|-]...\n\n"
          "Paths are found as for 'cvtidy check'. Safe fixes are applied (unsafe ones too with\n"
          "--unsafe-fixes) and the file is re-checked, up to 10 passes, until nothing changes.\n"
          "A changed file is replaced atomically, keeping its permissions, BOM and line endings;\n"
          "an unchanged file is not touched. Through a symbolic link, the target is replaced and\n"
          "the link kept. A file that is not valid UTF-8, whose fixes do not settle, or that\n"
          "takes longer than --file-timeout, is left unchanged. With `-` (or /dev/stdin), the\n"
          "fixed text is written to standard output and the remaining diagnostics to standard\n"
          "error; the file standard input comes from is never rewritten.\n\n"
          "Refused with an error, and left as they are: a file with several hard links (fix a\n"
          "copy, then `cat` it back), a read-only file (unless run as root), a file of\n"
          "another user, a file over 4 MiB, a file a directory walk reaches through a symbolic "
          "link\n"
          "leading outside the directory, and a FIFO or device. A run killed while writing can\n"
          "leave a temporary `.NAME.cvtidy-XXXXXX` beside NAME; the next run removes it and\n"
          "says so.\n"
          "Details: docs/fix.md.\n\n"
          "With --verify nothing is written: each file is fixed in memory, written out and read\n"
          "back, and fixed again. Reported are the fixes still changing the text after 10\n"
          "passes, and those that change the fixed text again, as errors of their rules at\n"
          "lines of the fixed text; a file whose fixes settle reports nothing.\n\n"
          "With --input ndjson, records are read as for 'cvtidy check --input ndjson', and each\n"
          "result also holds \"changed\", \"fixed_text\" (the whole text, fixed or not) and\n"
          "\"applied_fixes\"; nothing is written to disk. Details: docs/scale.md.\n\n";
      AppendOptions(command, out);
      out +=
          "\nExamples:\n"
          "  cvtidy fix cv.md\n"
          "  cvtidy fix --diff docs/ | less\n"
          "  cvtidy fix --show-fixes cv.md      # what was applied, and why\n"
          "  cvtidy fix --verify docs/\n"
          "  cvtidy fix --unsafe-fixes --select 'date/*' cv.md\n"
          "  cvtidy fix - < cv.md > cv.fixed.md\n"
          "  cvtidy fix --input ndjson --config cvtidy.toml shard-*.ndjson > fixed.ndjson\n\n";
      out +=
          "Exit status:\n"
          "  0  nothing at or above --fail-on remains after fixing (with --diff: would remain;\n"
          "     with --verify: every file's fixes settle)\n"
          "  1  diagnostics at or above --fail-on (default: warning) remain (with --verify: a\n"
          "     fix does not settle)\n"
          "  2  usage, configuration or I/O error, or fixes that did not converge (that file is\n"
          "     left unchanged), or with --input ndjson a record that could not be read\n";
      return out;
    case Command::kRules:
      out =
          "cvtidy rules: list every rule with its severity, whether it can fix, and a one-line\n"
          "summary. Severities and which rules are enabled are those of the configuration: "
          "--config\n"
          "FILE, else the cvtidy.toml files that apply in the working directory; --no-config\n"
          "shows the built-in defaults.\n\n"
          "Usage: cvtidy rules [options]\n\n";
      AppendOptions(command, out);
      out +=
          "\nExamples:\n"
          "  cvtidy rules\n"
          "  cvtidy rules --no-config --format markdown > docs/rules.md\n\n"
          "Exit status:\n"
          "  0  success\n"
          "  2  usage error\n";
      return out;
    case Command::kExplain:
      out =
          "cvtidy explain: explain one rule: what it does, why it matters, an example, and\n"
          "whether its fix is safe. Given FILE, then list what the rule finds in it, with each\n"
          "finding's fix and note (for venue/alias-conflict: every form a venue is written in,\n"
          "and the form chosen).\n\n"
          "Usage: cvtidy explain [options] RULE [FILE]\n\n";
      AppendOptions(command, out);
      out +=
          "\nExamples:\n"
          "  cvtidy explain input/encoding\n"
          "  cvtidy explain venue/alias-conflict cv.md\n\n"
          "Exit status:\n"
          "  0  success, whatever FILE contains\n"
          "  2  unknown rule, usage, configuration or I/O error\n";
      return out;
    case Command::kConfig:
      out =
          "cvtidy config: print the configuration that applies to FILE (default: a file in the\n"
          "working directory) as TOML: every key, defaults included, each value followed by\n"
          "where it comes from (built-in default, a cvtidy.toml and line, or a command-line\n"
          "flag). The output is a valid cvtidy.toml with the same effect. Keys without a\n"
          "default (most [style] keys: the CV's own majority decides) are commented out.\n\n"
          "Usage: cvtidy config [options] [FILE]\n\n";
      AppendOptions(command, out);
      out +=
          "\nExamples:\n"
          "  cvtidy config\n"
          "  cvtidy config --verbose lab/ada/cv.md\n"
          "  cvtidy config --select 'date/*' > effective.toml\n\n"
          "Exit status:\n"
          "  0  success\n"
          "  2  usage, configuration or I/O error\n";
      return out;
    case Command::kInit:
      out =
          "cvtidy init: write a starter cvtidy.toml in the working directory. It starts with\n"
          "`root = true` (no cvtidy.toml above it applies) and holds the house style the CVs in\n"
          "PATH share (files and directories, found as for 'cvtidy check'): each [style] key\n"
          "with the vote that chose it. A key no CV votes on is written commented out. Without\n"
          "PATH, every key is commented out. An existing cvtidy.toml is replaced only with\n"
          "--force.\n\n"
          "Usage: cvtidy init [options] [PATH]...\n\n";
      AppendOptions(command, out);
      out +=
          "\nExamples:\n"
          "  cvtidy init cvs/\n"
          "  cvtidy init --force cv.md\n\n"
          "Exit status:\n"
          "  0  cvtidy.toml written\n"
          "  2  cvtidy.toml exists (without --force), usage or I/O error\n";
      return out;
    case Command::kLsp:
      out =
          "cvtidy lsp: run the language server for editors.\n\n"
          "It speaks the Language Server Protocol over standard input and output (logs go to\n"
          "standard error). Open CVs are checked as they change. Each finding offers its rule's\n"
          "fix, a fix-all for the file, and a comment that disables the rule on its line, as\n"
          "code actions, and its rule's explanation on hover. Each document follows the nearest\n"
          "cvtidy.toml in its directory or above (an untitled one, the working directory's),\n"
          "re-read when it changes. Editor set-ups are in docs/editors.md.\n\n"
          "Usage: cvtidy lsp [options]\n\n";
      AppendOptions(command, out);
      out +=
          "\nExamples:\n"
          "  cvtidy lsp\n"
          "  cvtidy lsp --config ~/cv/cvtidy.toml\n\n"
          "Exit status:\n"
          "  0  the client sent shutdown, then exit\n"
          "  1  exit (or the end of input) without shutdown first\n"
          "  2  usage error\n";
      return out;
  }
  return out;
}

}  // namespace cvtidy::cli
