// Shell completions (bash, zsh, fish) and the man page, generated from the command line's own
// tables (flags.h: AllCommands, FlagsOf, HelpText) and the rule registry, so a new flag,
// command or rule reaches them with no hand edit.
//
// The build runs cvtidy_gen_docs (src/cli/gen/main.cc), which writes GeneratedDocs() into the
// build tree for `install()`; copies are kept under docs/ for readers and packagers, and
// tests/cli/shell_docs_test.cc fails when one is stale.
#ifndef CVTIDY_SRC_CLI_SHELL_DOCS_H_
#define CVTIDY_SRC_CLI_SHELL_DOCS_H_

#include <string>
#include <string_view>
#include <vector>

namespace cvtidy::cli {

// A bash completion script: `source` it, or install it as
// share/bash-completion/completions/cvtidy. Defines _cvtidy and `complete -F _cvtidy cvtidy`.
std::string BashCompletion();

// A zsh completion function: install it as `_cvtidy` in a directory of $fpath.
std::string ZshCompletion();

// fish completions: install as share/fish/vendor_completions.d/cvtidy.fish.
std::string FishCompletion();

// The cvtidy(1) man page, in roff (man macros).
std::string ManPage();

struct GeneratedDoc {
  std::string_view path;  // relative to docs/ (and to the generator's output directory)
  std::string text;
};

// Every generated document, with where it lives: the three completions, the man page, and
// docs/rules.md (as `cvtidy rules --no-config --format markdown` prints it), so one command
// refreshes all that a new flag or rule changes.
std::vector<GeneratedDoc> GeneratedDocs();

// How to rewrite the copies under docs/ from a build tree (for messages).
inline constexpr std::string_view kRegenerateDocsCommand = "build/cvtidy_gen_docs docs";

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_SHELL_DOCS_H_
