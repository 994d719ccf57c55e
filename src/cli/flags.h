// The command line: `cvtidy <command> [options] [args]`, parsed by hand from one flag table: a
// small CLI, where every flag has to earn its place, needs no parsing library.
//
//   Options options;
//   if (absl::Status s = ParseCommandLine(args, options); !s.ok()) ...  // usage error, exit 2
//
// Both `--flag value` and `--flag=value` are accepted; `--` ends the options, so later
// arguments are paths even when they start with `-`. A lone `-` is a path: standard input.
#ifndef CVTIDY_SRC_CLI_FLAGS_H_
#define CVTIDY_SRC_CLI_FLAGS_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

#include "src/engine/diagnostic.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"

#ifndef CVTIDY_VERSION
#define CVTIDY_VERSION "0.0.0-unknown"  // CMakeLists.txt defines it from project(VERSION)
#endif

namespace cvtidy::cli {

inline constexpr std::string_view kVersion = CVTIDY_VERSION;

enum class Command : uint8_t { kNone, kCheck, kFix, kRules, kExplain, kConfig, kInit, kLsp };

enum class ColorMode : uint8_t { kAuto, kAlways, kNever };

// --input: what check and fix read. kFiles: paths of CVs; kNdjson: one JSON record per line
// (src/cli/stream_command.h).
enum class InputFormat : uint8_t { kFiles, kNdjson };

// `--report FORMAT:FILE`: a further report, written to FILE, beside the main one.
struct ExtraReport {
  std::string format;  // a registered reporter
  std::string path;
  friend bool operator==(const ExtraReport&, const ExtraReport&) = default;
};

struct Options {
  Command command = Command::kNone;
  // check/fix: the paths (`-` is stdin); explain: the rule id, then optionally one path.
  std::vector<std::string> args;
  std::string format = "text";
  InputFormat input = InputFormat::kFiles;  // --input
  // --output: where --format's report (or --statistics) goes; unset or `-`: standard output.
  std::optional<std::string> output;
  std::vector<ExtraReport> reports;   // --report, in command-line order
  std::optional<std::string> config;  // --config: one file for every input
  Selection selection;                // --select / --ignore, split at commas
  Severity fail_on = Severity::kWarning;
  std::optional<CivilDate> today;
  int jobs = 0;  // 0: one per hardware thread
  // --file-timeout: seconds each file may take, 0 for no limit; unset: the config's
  // `file-timeout`, else kDefaultFileTimeoutSeconds.
  std::optional<double> file_timeout;
  std::optional<std::string> stdin_filename;
  std::string encoding;  // --encoding: an iconv name; empty: detect each input's encoding
  ColorMode color = ColorMode::kAuto;
  bool quiet = false;
  bool exit_zero = false;  // --exit-zero: findings do not fail the run
  bool statistics = false;
  bool unsafe_fixes = false;  // fix
  bool diff = false;          // fix
  bool show_fixes = false;    // fix: list each file's applied fixes
  bool verify = false;        // fix: prove the fixes settle, write nothing
  bool no_group = false;      // --no-group: every diagnostic on its own in the reports
  bool help = false;
  bool version = false;
  bool verbose = false;  // --verbose: list the cvtidy.toml files that apply to each input
  // --no-config (rules, config; check and fix with --input ndjson): the built-in defaults, no
  // file read.
  bool no_config = false;
  bool force = false;  // --force (init): replace an existing cvtidy.toml
  // Baselines (docs/baseline.md). --write-baseline (check): record every finding there.
  std::optional<std::string> write_baseline;
  std::optional<std::string> baseline;  // --baseline: overrides `[baseline] file`
  bool prune_baseline = false;          // --prune-baseline
};

// Parses the arguments after the program name into `options`. A usage error is
// kInvalidArgument whose message is the text after `cvtidy: error: `, e.g.
// `unknown option '--selct' (did you mean '--select'?)`; `options.command` is set as soon as
// the command is known, so the caller can point at the right --help. `--format` is checked
// against the formats of the command (the registered reporters for check and fix), and so is
// each `--report` format; no file may be named twice by --output and --report.
[[nodiscard]] absl::Status ParseCommandLine(std::span<const std::string_view> args,
                                            Options& options);

// Returns the --help text of `command` (kNone: the top-level help): usage, every option with
// its default, examples and the exit codes.
std::string HelpText(Command command);

// "check", "fix", "rules", "explain", "config", "init", "lsp"; "" for kNone.
std::string_view CommandName(Command command);

// Parses a strict YYYY-MM-DD calendar date (the month and day must exist).
absl::StatusOr<CivilDate> ParseCivilDate(std::string_view text);

// The formats `cvtidy rules --format` accepts.
std::span<const std::string_view> RulesFormats();

// The command line as documentation generators read it (shell completions and the man page,
// src/cli/shell_docs.h): the same tables that parsing and --help read, so a flag or command
// added there appears in them with no other edit.
struct FlagInfo {
  std::string_view name;        // `--quiet`
  std::string_view short_name;  // `-q`; empty: none
  std::string_view metavar;     // `FILE`; empty: a switch, which takes no value
  std::string help;             // as `cvtidy COMMAND --help` prints it
  // The values the flag accepts when they are a fixed few (--color, --format), else empty.
  std::vector<std::string_view> values;
};

// Every command, in --help order.
std::vector<Command> AllCommands();

// The options of `command`, in --help order; kNone: those accepted before any command
// (--help, --version).
std::vector<FlagInfo> FlagsOf(Command command);

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_FLAGS_H_
