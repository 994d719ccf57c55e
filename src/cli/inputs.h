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
  // Why `fix` must not write this file, though it may read it (empty: it may): a directory
  // walk reached it through a symbolic link that leads outside the walked directory.
  std::string write_refusal;

  // The path the input's config is resolved from.
  const std::string& config_anchor() const { return is_stdin ? stdin_anchor : name; }
};

struct ExpandedInputs {
  std::vector<Input> inputs;
  std::vector<std::string> errors;    // each printed as `cvtidy: error: ...`; exit 2 at the end
  std::vector<std::string> warnings;  // each printed as `cvtidy: warning: ...`
  // Entries of the walked directories named like the write path's temporary files
  // (`.NAME.cvtidy-XXXXXX`, temp_files.h), as `DIR/ENTRY`: `fix` removes the stale ones.
  std::vector<std::string> temp_files;
};

// Returns true for the extensions a directory walk picks up: .md, .markdown, .txt (any case).
bool IsLintableName(std::string_view path);

// Expands `args` in order:
//  - `-` is standard input, named `stdin_name` (or `-`); its config is looked up from that name
//    (relative to the working directory) or from the working directory. `/dev/stdin`,
//    `/dev/fd/0` and `/proc/self/fd/0` are standard input too (named so unless `stdin_name`),
//    never the file that standard input was redirected from;
//  - a directory is walked recursively: entries sorted by name (bytewise), hidden entries
//    (`.git`, `.cache`, `.notes.md`) skipped, symlinks followed but each directory visited once
//    (so a symlink loop ends), only IsLintableName() regular files kept; finding none is a
//    warning. A file reached through a symlink that leads outside the walked directory gets a
//    write_refusal;
//  - a regular file is an input whatever its extension (a path given explicitly);
//  - a FIFO, device or socket is an error at once (reading one could wait forever);
//  - a missing path is an error (`nope.md: no such file`), and the others are still expanded.
// An input reached twice (the same file named twice, or under two arguments) is kept once, at
// its first position: fixing one file twice in parallel would race.
ExpandedInputs ExpandInputs(std::span<const std::string> args, std::string_view stdin_name);

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_INPUTS_H_
