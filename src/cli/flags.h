// The command line: `cvtidy <command> [options] [args]`, parsed by hand (STYLE 2.1.8: a
// minimal CLI, every flag earns its place).
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

enum class Command : uint8_t { kNone, kCheck, kFix, kRules, kExplain };

enum class ColorMode : uint8_t { kAuto, kAlways, kNever };

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

// "check", "fix", "rules", "explain"; "" for kNone.
std::string_view CommandName(Command command);

// Parses a strict YYYY-MM-DD calendar date (the month and day must exist).
absl::StatusOr<CivilDate> ParseCivilDate(std::string_view text);

// The formats `cvtidy rules --format` accepts.
std::span<const std::string_view> RulesFormats();

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_FLAGS_H_
