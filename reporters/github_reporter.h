// `--format github`: GitHub Actions workflow commands, one per diagnostic, which the runner
// turns into annotations on the pull request's changed lines and in the job summary:
//
//   ::warning file=cv.md,line=4,col=53,endLine=4,endColumn=60,title=date/mixed-format::date
//   `09/2019` is written MM/YYYY; this CV mostly writes Mon YYYY (fix: Write `Sep 2019`)
//
// (one line; wrapped here). error -> `::error`, warning -> `::warning`, info -> `::notice`.
// The message is the diagnostic's message, then ` (fix: <title>)` or ` (unsafe fix: <title>)`
// when it has a fix, then its note on a new line. Nothing else is printed, so every output
// line is a workflow command (an empty run prints nothing).
//
// Escaping follows the runner (actions/runner, ActionCommand): in the message `%`, CR and LF
// become %25, %0D and %0A; in property values `:` and `,` also become %3A and %2C. Other
// control characters and ill-formed UTF-8 become U+FFFD, so nothing can start an ANSI escape
// or a second command in the log.
//
// Positions: 1-based lines, columns in code points, endColumn exclusive. A range that ends at
// the start of a line (it takes the line break before it) ends at the end of the previous
// line instead, so the annotation does not spill onto a line it does not mark. The runner
// refuses col/endColumn when line and endLine differ, so a range spanning lines gets only
// line and endLine. Paths are the inputs' names without a leading `./`; GitHub matches them
// against the repository, so run cvtidy from the checkout's root.
#ifndef CVTIDY_REPORTERS_GITHUB_REPORTER_H_
#define CVTIDY_REPORTERS_GITHUB_REPORTER_H_

#include <span>
#include <string_view>

#include "absl/status/status.h"
#include <fmt/format.h>

#include "src/engine/diagnostic.h"
#include "src/engine/reporter.h"
#include "src/source/source.h"

namespace cvtidy {

class GithubReporter final : public Reporter {
 public:
  explicit GithubReporter(const ReporterOptions& options) : options_(options) {}

  void Begin(const RunInfo& run) override;
  using Reporter::File;
  void File(const Source& source, std::span<const Diagnostic> diagnostics,
            const FileRecord& fixes) override;
  // Returns kUnavailable when writing to options.out failed at any point.
  [[nodiscard]] absl::Status End(const RunSummary& summary) override;

 private:
  ReporterOptions options_;
  fmt::memory_buffer buffer_;  // reused for every file
};

namespace internal {

// Appends `s` escaped as the runner expects in a command's message (`property` false) or in
// a property value (`property` true); see the header comment.
void AppendGithubEscaped(fmt::memory_buffer& out, std::string_view s, bool property);

}  // namespace internal

}  // namespace cvtidy

#endif  // CVTIDY_REPORTERS_GITHUB_REPORTER_H_
