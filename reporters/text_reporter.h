// The default output (`--format text`), for people at a terminal, in the style of rustc,
// clang and ruff:
//
//   cv.md:12:14: warning: date `09/2019` is written MM/YYYY; ... [date/mixed-format]
//      |
//   12 | - **Example University** 09/2019 – Present
//      |                          ^^^^^^^
//      = help: Write `Sep 2019`
//      = note: 3 of 4 dates in this CV are written Mon YYYY
//
// Findings that come from one decision (DiagnosticGroups: one date style voted across the CV,
// one venue written several ways, one stray mark repeated) are shown once, at the first, with
// the others by position (and their text when it differs), so an editor can still jump to each:
//
//   cv.md:12:14: warning: date `09/2019` is written MM/YYYY; ... [date/mixed-format]
//      ...
//      = note: 6 of 8 month dates are written Mon YYYY
//      = and 2 more: 15:3 `10/2020`, 21:3 `11/2021`
//
// ReporterOptions::group false (--no-group) shows each on its own.
//
// The output is followed, after the last file and unless --quiet, by one summary line (see
// End()), which counts every finding, grouped or not. With
// ReporterOptions::show_fixes (`fix --show-fixes`), each file's diagnostics are preceded by
// the fixes applied to it: rule, pass, the text before and after, and why (the note).
#ifndef CVTIDY_REPORTERS_TEXT_REPORTER_H_
#define CVTIDY_REPORTERS_TEXT_REPORTER_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include <fmt/format.h>

#include "src/engine/diagnostic.h"
#include "src/engine/reporter.h"
#include "src/source/source.h"

namespace cvtidy {

// Each diagnostic is a header line `path:line:column: severity: message [rule/id]` (line and
// column 1-based, the column in code points, as Source::Locate gives them), an excerpt of the
// first line of its range with a caret underline, then `= help:` (the fix title, with
// ` (unsafe fix)` for unsafe fixes) and `= note:` lines when present, then a blank line.
//
// The excerpt is made safe and aligned for a terminal: ill-formed UTF-8, control characters
// and bidirectional overrides are shown as U+FFFD, a tab as 4 spaces, and the underline is
// measured in terminal cells (one per code point, except tab 4, East Asian wide 2, combining
// marks 0), so carets stay under the text they mark. A range spanning lines is underlined to
// the end of its first line; an empty range gets one caret. Lines wider than 200 cells are
// cut to a window around the range, with `…` marking the cuts.
//
// ANSI colour is emitted only when ReporterOptions::color is set. Output is built per file
// and written with one fwrite per file; write errors are reported by End() (fmt::print would
// throw instead, and no exception may leave a module).
class TextReporter final : public Reporter {
 public:
  explicit TextReporter(const ReporterOptions& options) : options_(options) {}

  void Begin(const RunInfo& run) override;
  using Reporter::File;
  void File(const Source& source, std::span<const Diagnostic> diagnostics,
            const FileRecord& fixes) override;
  std::optional<std::string> Render(const Source& source, std::span<const Diagnostic> diagnostics,
                                    const FileRecord& fixes) const override;
  void WriteRendered(std::string_view rendered, std::span<const Diagnostic> diagnostics) override;
  // Writes the summary line(s) unless options.quiet:
  //   check: `Found 12 problems (3 errors, 8 warnings, 1 info) in 2 of 4 files.` (`in 4 files.`
  //          when every file has problems; zero counts are left out of the parentheses), then,
  //          when summary.fixable > 0, `5 fixable with `cvtidy fix`; 2 more with `cvtidy fix
  //          --unsafe-fixes`.` (summary.fixable counts every fix; the unsafe ones are those
  //          this reporter was shown; either half is left out when it is zero);
  //          `No problems found in 4 files.` when there are none.
  //   fix:   `Fixed 5 problems in 2 files; 3 remaining (1 error, 2 warnings).`, or
  //          `No problems found in 4 files.` when nothing was fixed and nothing remains.
  //   no inputs at all: `No files checked.`
  // Singular forms (`1 problem`, `1 file`) are used for one; `info` does not take a plural.
  // Returns kUnavailable when writing to options.out failed at any point.
  [[nodiscard]] absl::Status End(const RunSummary& summary) override;

 private:
  void Write(std::string_view bytes) const;
  // Appends what File writes for one file to `out`.
  void AppendFile(fmt::memory_buffer& out, const Source& source,
                  std::span<const Diagnostic> diagnostics, const FileRecord& fixes) const;
  void CountUnsafeFixes(std::span<const Diagnostic> diagnostics);

  ReporterOptions options_;
  std::string command_;
  bool dry_run_ = false;
  size_t unsafe_fixes_ = 0;    // diagnostics shown with an unsafe fix
  fmt::memory_buffer buffer_;  // reused for every file, so steady state allocates nothing
};

namespace internal {

// Appends the excerpt of `line` and its underline, each as `<gutter> | <text>\n`, marking
// bytes [begin, end) of `line` (clamped to it; `end` past the line underlines to its end).
// `line_number` labels the excerpt; `gutter_width` is the width of the line-number column.
// `caret_on`/`caret_off` wrap the carets and `gutter_on`/`gutter_off` the gutter (ANSI codes,
// or empty). Exposed for tests.
struct ExcerptStyle {
  std::string_view gutter_on, gutter_off, caret_on, caret_off;
};
void AppendExcerpt(fmt::memory_buffer& out, std::string_view line, uint32_t line_number,
                   size_t gutter_width, size_t begin, size_t end, const ExcerptStyle& style);

// Returns the number of terminal cells the text reporter gives `cp` in an excerpt.
int CellWidth(char32_t cp);

}  // namespace internal

}  // namespace cvtidy

#endif  // CVTIDY_REPORTERS_TEXT_REPORTER_H_
