// `--format junit`: JUnit XML, the test report format CI dashboards read (GitLab merge request
// test reports, Jenkins, Azure Pipelines, CircleCI, Buildkite):
//
//   <?xml version="1.0" encoding="UTF-8"?>
//   <testsuites name="cvtidy">
//     <testsuite name="cv.md" tests="2" failures="2" errors="0" skipped="0">
//       <testcase name="date/mixed-format" classname="cv.md">
//         <failure message="2 problems; first at 4:53: date `09/2019` is written ..."
//                  type="date/mixed-format">cv.md:4:53: warning: date `09/2019` is ...
//   cv.md:5:40: warning: date `Sep. 2017` is written ...
//   </failure>
//       </testcase>
//       ...
//     </testsuite>
//     <testsuite name="clean.md" tests="1" failures="0" errors="0" skipped="0">
//       <testcase name="cvtidy" classname="clean.md"/>
//     </testsuite>
//   </testsuites>
//
// One testsuite per input file. In it, one failing testcase per rule that reported something
// in that file (ordered by rule id), whose <failure> lists every diagnostic of that rule as
// `path:line:column: severity: message`, with `note:` and `fix:` lines indented under it; a
// file with no diagnostics gets one passing testcase named `cvtidy`. Rules that found nothing
// are not listed: the reporter is not told which rules ran on a file (--select and each
// cvtidy.toml decide), and dashboards then count real findings rather than a few dozen
// passes per file. Every diagnostic is a failure, whatever its severity (its severity is in
// the text); the exit code, not the report, is what --fail-on decides.
//
// The root element has no tests/failures totals: the report is streamed (memory stays flat
// over many files), and the dashboards above sum the testsuites themselves.
//
// Text and attribute values are escaped by AppendXmlEscaped: `&`, `<`, `>` (so `]]>` never
// appears), quotes in attributes, and characters XML 1.0 forbids (C0 controls other than
// tab, LF and CR, U+FFFE, U+FFFF) and ill-formed UTF-8 as U+FFFD. No CDATA is used.
#ifndef CVTIDY_REPORTERS_JUNIT_REPORTER_H_
#define CVTIDY_REPORTERS_JUNIT_REPORTER_H_

#include <span>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include <fmt/format.h>

#include "src/engine/diagnostic.h"
#include "src/engine/reporter.h"
#include "src/source/source.h"

namespace cvtidy {

// The name of the passing testcase a file without diagnostics gets.
inline constexpr std::string_view kJunitCleanTestcase = "cvtidy";

class JunitReporter final : public Reporter {
 public:
  explicit JunitReporter(const ReporterOptions& options) : options_(options) {}

  void Begin(const RunInfo& run) override;
  using Reporter::File;
  void File(const Source& source, std::span<const Diagnostic> diagnostics,
            const FileRecord& fixes) override;
  // Returns kUnavailable when writing to options.out failed at any point.
  [[nodiscard]] absl::Status End(const RunSummary& summary) override;

 private:
  ReporterOptions options_;
  std::vector<const Diagnostic*> by_rule_;  // reused for every file
  fmt::memory_buffer buffer_;               // reused for every file
};

}  // namespace cvtidy

#endif  // CVTIDY_REPORTERS_JUNIT_REPORTER_H_
