// `cvtidy check --input ndjson` and `cvtidy fix --input ndjson`: the stream mode that
// process-per-partition engines (Spark RDD.pipe, Hadoop Streaming, Dask, GNU parallel) drive.
// Each input line is one JSON record, {"id": ..., "text": ..., "path"?: ..., "format"?: ...},
// and gets one result line, in input order (docs/scale.md has the schema):
//
//   {"line": 3, "id": 17, "path": "a/cv.md", "input_kind": "converter-markdown",
//    "diagnostics": [ ...each as --format json writes it... ]}
//   fix adds: "changed", "applied_fixes" (as --format json), "fixed_text" (the whole text)
//   a record that cannot be read: {"line": 4, "id": 18, "error": "..."}
//
// Memory stays flat over any stream length: lines are read as workers are free for them and
// at most a few results per worker wait to be written (RunOrderedStream). One config applies to
// every record (--config, --no-config, else the cvtidy.toml files that apply in the working
// directory): a record's path is a label, not a file that is read.
#ifndef CVTIDY_SRC_CLI_STREAM_COMMAND_H_
#define CVTIDY_SRC_CLI_STREAM_COMMAND_H_

#include <cstddef>

#include "src/cli/flags.h"

namespace cvtidy::cli {

// The longest input line read as a record; a longer one gets an error record (its bytes are
// skipped, not held). A CV's text escaped as JSON is far shorter.
inline constexpr size_t kMaxRecordBytes = size_t{64} << 20;

// Runs `options.command` (check or fix) over the NDJSON records of `options.args` (`-`:
// standard input), writing the results on standard output. Returns the exit code: 2 when a
// record could not be read (or an input file could not be opened, or writing failed), else 1
// when a diagnostic at or above --fail-on was found (after fix: remains), else 0.
int RunStream(const Options& options);

}  // namespace cvtidy::cli

#endif  // CVTIDY_SRC_CLI_STREAM_COMMAND_H_
