// `--format json`: one JSON document per run, for tools and editors. The schema is versioned
// and documented in docs/json-schema.md; change that file and "version" together.
//
// The document is streamed so memory stays flat over many files: Begin() writes the head,
// each File() appends one object to "files" (files without diagnostics included, so
// consumers see every input; under `fix` with its "applied_fixes"), End() writes "summary"
// and closes the document.
//
// Layout: 2-space indentation, one file object per block and one diagnostic object per line,
// so the output is readable and greppable yet stays valid JSON. Every string is escaped with
// JsonEscape, and ill-formed UTF-8 in paths, messages and replacements is written as U+FFFD,
// so the output is always valid UTF-8 JSON.
#ifndef CVTIDY_REPORTERS_JSON_REPORTER_H_
#define CVTIDY_REPORTERS_JSON_REPORTER_H_

#include <span>

#include "absl/status/status.h"
#include <fmt/format.h>

#include "src/engine/diagnostic.h"
#include "src/engine/fixer.h"
#include "src/engine/reporter.h"
#include "src/source/source.h"

namespace cvtidy {

// The "version" field of the diagnostics document.
inline constexpr int kJsonSchemaVersion = 1;

// One diagnostic of `source` as a JSON object on one line, as the "diagnostics" of a file
// object hold it; `group` is its group in the file (DiagnosticGroups), written `g1`, `g2`, ...
// The NDJSON stream mode (src/cli/stream_command.h) writes its records with it too.
void AppendJsonDiagnostic(fmt::memory_buffer& out, const Source& source, const Diagnostic& diag,
                          uint32_t group);
// One applied fix as a JSON object on one line, as "applied_fixes" holds it under `fix`.
void AppendJsonAppliedFix(fmt::memory_buffer& out, const AppliedFix& fix);

class JsonReporter final : public Reporter {
 public:
  explicit JsonReporter(const ReporterOptions& options) : options_(options) {}

  void Begin(const RunInfo& run) override;
  using Reporter::File;
  void File(const Source& source, std::span<const Diagnostic> diagnostics,
            const FileRecord& fixes) override;
  // Returns kUnavailable when writing to options.out failed at any point.
  [[nodiscard]] absl::Status End(const RunSummary& summary) override;

 private:
  void Write();

  ReporterOptions options_;
  size_t files_written_ = 0;
  bool fixing_ = false;        // `fix`: each file lists its applied fixes
  fmt::memory_buffer buffer_;  // reused for every file
};

}  // namespace cvtidy

#endif  // CVTIDY_REPORTERS_JSON_REPORTER_H_
