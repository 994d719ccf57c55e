// The commands and the program's entry point. Each command returns the process exit
// code (session.h: 0 clean, 1 findings at or above --fail-on, 2 usage, config or I/O error).
#ifndef CVTIDY_SRC_CLI_COMMANDS_H_
#define CVTIDY_SRC_CLI_COMMANDS_H_

#include "src/cli/flags.h"

namespace cvtidy::cli {

// `cvtidy check`: lint each input and report through --format's reporter.
int RunCheck(const Options& options);

// `cvtidy fix`: fix each input to a fixpoint, write it back atomically (or print a diff),
// then report what remains.
int RunFix(const Options& options);

// `cvtidy rules`: the rule table, JSON or the docs/rules.md page.
int RunRules(const Options& options);

// `cvtidy explain RULE`.
int RunExplain(const Options& options);

// `cvtidy config [FILE]`: the configuration that applies to FILE, as commented TOML.
int RunConfig(const Options& options);

// `cvtidy init [PATHS]`: a starter cvtidy.toml with the house style the CVs share.
int RunInit(const Options& options);

// `cvtidy lsp`: the language server on standard input and output (src/lsp/server.h).
int RunLsp(const Options& options);

// Parses argv and runs the command: what main() does.
int Main(int argc, char** argv);

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_COMMANDS_H_
