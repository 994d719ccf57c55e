// Turning the PATH arguments of check/fix into the list of inputs, in a deterministic order.
#ifndef CVTIDY_SRC_CLI_INPUTS_H_
#define CVTIDY_SRC_CLI_INPUTS_H_

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cvtidy::cli {

struct Input {
  // What messages and reporters call the input; for a file, also the path it is read from
  // (relative to the working directory when the argument was).
  std::string name;
  bool is_stdin = false;
  // For stdin: where its cvtidy.toml is searched from (--stdin-filename, else `<cwd>/-`).
  std::string stdin_anchor;

  // The path the input's config is resolved from.
  const std::string& config_anchor() const { return is_stdin ? stdin_anchor : name; }
};

struct ExpandedInputs {
  std::vector<Input> inputs;
  std::vector<std::string> errors;    // each printed as `cvtidy: error: ...`; exit 2 at the end
  std::vector<std::string> warnings;  // each printed as `cvtidy: warning: ...`
};

// Returns true for the extensions a directory walk picks up: .md, .markdown, .txt (any case).
bool IsLintableName(std::string_view path);

// Expands `args` in order:
//  - `-` is standard input, named `stdin_name` (or `-`); its config is looked up from that name
//    (relative to the working directory) or from the working directory;
//  - a directory is walked recursively: entries sorted by name (bytewise), hidden entries
//    (`.git`, `.cache`, `.notes.md`) skipped, symlinks followed but each directory visited once
//    (so a symlink loop ends), only IsLintableName() files kept; finding none is a warning;
//  - anything else that exists is an input whatever its extension (a path given explicitly);
//  - a missing path is an error (`nope.md: no such file`), and the others are still expanded.
// An input reached twice (the same file named twice, or under two arguments) is kept once, at
// its first position: fixing one file twice in parallel would race.
ExpandedInputs ExpandInputs(std::span<const std::string> args, std::string_view stdin_name);

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_INPUTS_H_
