// The entry point: parse the command line, then run one command.
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/cli/commands.h"
#include "src/cli/flags.h"
#include "src/cli/session.h"
#include "src/cli/stream_command.h"

namespace cvtidy::cli {
namespace {

void Write(std::FILE* out, std::string_view text) { std::fwrite(text.data(), 1, text.size(), out); }

// Runs check or fix; --exit-zero turns "findings" into success, a failed run stays a failure.
int RunLint(const Options& options, int (*command)(const Options&)) {
  const int status = command(options);
  return options.exit_zero && status == kExitFindings ? kExitClean : status;
}

}  // namespace

int Main(int argc, char** argv) {
  std::vector<std::string_view> args;
  for (int i = 1; i < argc; ++i) {
    args.emplace_back(argv[i]);
  }
  if (args.empty()) {
    Write(stderr, HelpText(Command::kNone));
    return kExitError;
  }
  Options options;
  if (absl::Status status = ParseCommandLine(args, options); !status.ok()) {
    PrintError(FromAbsl(status.message()));
    const std::string_view command = CommandName(options.command);
    Write(stderr, command.empty() ? "Run 'cvtidy --help' for usage.\n"
                                  : fmt::format("Run 'cvtidy {} --help' for usage.\n", command));
    return kExitError;
  }
  if (options.help) {
    Write(stdout, HelpText(options.command));
    return kExitClean;
  }
  if (options.version) {
    Write(stdout, fmt::format("cvtidy {}\n", kVersion));
    return kExitClean;
  }
  switch (options.command) {
    case Command::kCheck:
      return RunLint(options, options.input == InputFormat::kNdjson ? RunStream : RunCheck);
    case Command::kFix:
      return RunLint(options, options.input == InputFormat::kNdjson ? RunStream : RunFix);
    case Command::kRules:
      return RunRules(options);
    case Command::kExplain:
      return RunExplain(options);
    case Command::kConfig:
      return RunConfig(options);
    case Command::kInit:
      return RunInit(options);
    case Command::kLsp:
      return RunLsp(options);
    case Command::kNone:
      break;
  }
  Write(stderr, HelpText(Command::kNone));
  return kExitError;
}

}  // namespace cvtidy::cli
