// Turning the PATH arguments of check/fix into the list of inputs, in a deterministic order.
#ifndef CVTIDY_SRC_CLI_INPUTS_H_
#define CVTIDY_SRC_CLI_INPUTS_H_

#include <cstddef>
#include <memory>
#include <optional>
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
  // Reached as a plain entry of a directory walk (not named, not through a link to a file): the
  // walk lists the temporary files beside it in ExpandedInputs::temp_files.
  bool walked_entry = false;

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

// The names of a directory are held at most this many bytes at a time (about 5,000 names);
// a wider directory is read again for each next chunk, in order.
inline constexpr size_t kDirectoryChunkBytes = size_t{128} << 10;

// The inputs of `args`, produced one at a time (see ExpandInputs for what they are and in which
// order). What it holds does not grow with the number of inputs: the names of the directories
// being walked (at most kDirectoryChunkBytes of each, read again for the next names of a wider
// directory), the directories walked so far, and the files that can be reached twice (named
// explicitly, reached through a symbolic link to a file, or hard-linked), to keep each once.
// `args` must outlive the stream.
class InputStream {
 public:
  // `directory_chunk_bytes`: how many bytes of a directory's names are held at a time (tests
  // make it small).
  InputStream(std::span<const std::string> args, std::string_view stdin_name,
              size_t directory_chunk_bytes = kDirectoryChunkBytes);
  ~InputStream();
  InputStream(const InputStream&) = delete;
  InputStream& operator=(const InputStream&) = delete;

  // The next input, or nullopt once every argument is expanded.
  std::optional<Input> Next();

  // What the expansion met so far; complete once Next() has returned nullopt.
  const std::vector<std::string>& errors() const;
  const std::vector<std::string>& warnings() const;
  const std::vector<std::string>& temp_files() const;

  // The bytes of directory names and remembered files held now (not counting errors, warnings
  // and temp_files): what a test checks stays bounded as the number of files grows.
  size_t HeldBytes() const;

 private:
  class Walker;
  std::unique_ptr<Walker> walker_;
};

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
// Collects InputStream's inputs; a run streams them instead.
ExpandedInputs ExpandInputs(std::span<const std::string> args, std::string_view stdin_name);

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_INPUTS_H_
