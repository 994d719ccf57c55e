// `--format html`: one self-contained page for the person about to publish a CV. It loads
// nothing (inline style and script, no fonts, images or links out; a Content Security Policy
// forbids any other resource) and reads the same with JavaScript disabled.
//
// The page holds, in order:
//   - a summary: problems by severity (tiles and a stacked bar), a legend, one row per rule
//     with a bar chart of its count by severity, and one row per file;
//   - one section per file with diagnostics: the CV text, line-numbered (runs of 6 or more
//     lines farther than 3 lines from any diagnostic are folded into a <details>), with each
//     diagnostic's range wrapped in exactly one
//       <mark class="diag sev-warning" id="m1-3" data-d="d1-3" data-rule="date/mixed-format"
//             title="warning [date/mixed-format]: … — fix: Write `Sep 2019`">
//     (an empty range is an empty mark drawn as a caret; a range that starts inside another
//     and ends after it is cut at the outer one's end, so marks nest and the count of
//     `mark.diag` is the count of diagnostics), then the list of its problems (`li#d1-3`:
//     position, severity, message, rule, note, fix and its safety), then what `cvtidy fix`
//     applies to the file (under `check`: would apply), from the fixer's own record
//     (FileRecord), never a pass of its own: a side-by-side before/after table of the whole
//     fixpoint (`table.diff[data-kind=safe]`, `unsafe` when --unsafe-fixes applied some) and
//     the list of applied fixes (`ol.applied`, one `li[data-rule][data-pass]` each: before,
//     after and why). Files that cannot be rewritten (not UTF-8), or whose fixes do not
//     converge, get no before/after view. Clicking a mark opens its list entry as a popover.
//     A file whose problems `fix` all fixed still gets a section, for its before/after view.
//   - `section#summary` carries the run's counts as data attributes (data-files,
//     data-errors, data-warnings, data-infos, data-fixable, data-diagnostics) and each
//     `section.file` its own (data-path, data-diagnostics), for tests and tools.
//
// The summary comes first but is known only at the end, so File() renders each file's
// section into a buffer right away (the Source is not kept) and End() writes the page. The
// highlighted text, positions and folds take one pass over the text (plus a sort of the
// diagnostics); the before/after view costs what `cvtidy fix --diff` does (Myers' diff,
// O(lines x changed lines)). Colour and --quiet do not apply.
#ifndef CVTIDY_REPORTERS_HTML_REPORTER_H_
#define CVTIDY_REPORTERS_HTML_REPORTER_H_

#include <array>
#include <cstddef>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>

#include "absl/status/status.h"

#include "reporters/internal/spool.h"
#include "src/engine/diagnostic.h"
#include "src/engine/reporter.h"
#include "src/source/source.h"

namespace cvtidy {

class HtmlReporter final : public Reporter {
 public:
  explicit HtmlReporter(const ReporterOptions& options) : options_(options) {}

  void Begin(const RunInfo& run) override;
  using Reporter::File;
  void File(const Source& source, std::span<const Diagnostic> diagnostics,
            const FileRecord& fixes) override;
  // Writes the page. Returns kUnavailable when writing to options.out failed.
  [[nodiscard]] absl::Status End(const RunSummary& summary) override;
  // `check` fixes each input in memory so the page can show what `fix` would apply.
  bool ShowsFixes() const override { return true; }

 private:
  struct RuleTally {
    std::array<size_t, 3> by_severity{};  // indexed by Severity
    size_t fixable = 0;
  };

  ReporterOptions options_;
  std::string tool_version_;
  std::string command_;
  std::map<std::string, std::string, std::less<>> rule_summaries_;  // id -> summary
  std::map<std::string, RuleTally, std::less<>> tallies_;
  size_t files_ = 0;
  // They wait for the summary, which needs every file.
  internal::TextSpool file_rows_;  // the summary's file table, one <tr> per file
  internal::TextSpool sections_;   // one <section class="file"> per file with diagnostics
};

}  // namespace cvtidy

#endif  // CVTIDY_REPORTERS_HTML_REPORTER_H_
