#include "reporters/github_reporter.h"

#include <algorithm>
#include <iterator>
#include <optional>

#include <fmt/format.h>

#include "reporters/internal/output.h"
#include "src/base/utf8.h"

namespace cvtidy {
namespace internal {

void AppendGithubEscaped(fmt::memory_buffer& out, std::string_view s, bool property) {
  size_t run = 0;  // start of the pending run of bytes copied as they are
  size_t pos = 0;
  while (pos < s.size()) {
    const auto byte = static_cast<unsigned char>(s[pos]);
    size_t len = 1;
    std::string_view with;
    if (byte >= 0x80) {
      const char32_t cp = DecodeUtf8(s, pos, &len);
      if (cp == kReplacementChar && len == 1) {
        with = kReplacementUtf8;
      }
    } else if (byte == '%') {
      with = "%25";
    } else if (byte == '\r') {
      with = "%0D";
    } else if (byte == '\n') {
      with = "%0A";
    } else if (property && byte == ':') {
      with = "%3A";
    } else if (property && byte == ',') {
      with = "%2C";
    } else if ((byte < 0x20 && byte != '\t') || byte == 0x7F) {
      with = kReplacementUtf8;
    }
    if (!with.empty()) {
      AppendBytes(out, s.substr(run, pos - run));
      AppendBytes(out, with);
      run = pos + len;
    }
    pos += len;
  }
  AppendBytes(out, s.substr(run));
}

}  // namespace internal

namespace {

using internal::AppendBytes;
using internal::AppendGithubEscaped;

std::string_view CommandName(Severity severity) {
  switch (severity) {
    case Severity::kError:
      return "error";
    case Severity::kWarning:
      return "warning";
    case Severity::kInfo:
      return "notice";
  }
  return "warning";
}

}  // namespace

void GithubReporter::Begin(const RunInfo&) {}

void GithubReporter::File(const Source& source, std::span<const Diagnostic> diagnostics,
                          const FileRecord& /*fixes*/) {
  buffer_.clear();
  const std::string_view path = internal::ReportPath(source.name());
  auto it = std::back_inserter(buffer_);
  // A group is one annotation (a pull request shows a few per step; one style decision must
  // not take them all), its other members listed by position in the message.
  std::optional<DiagnosticGroups> groups;
  if (options_.group) {
    groups.emplace(source, diagnostics);
  }
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    if (groups.has_value() && !groups->IsLeader(i)) {
      continue;
    }
    const Diagnostic& diag = diagnostics[i];
    internal::Span span = internal::LocateRange(source, diag.range);
    if (span.end > span.begin && span.to.column == 1 && span.to.line > span.from.line) {
      // The range takes the line break at the end of the previous line: end there instead.
      span.to.line -= 1;
      span.to.column = static_cast<uint32_t>(CountCodePoints(source.Line(span.to.line))) + 1;
    }
    buffer_.push_back(':');
    buffer_.push_back(':');
    AppendBytes(buffer_, CommandName(diag.severity));
    AppendBytes(buffer_, " file=");
    AppendGithubEscaped(buffer_, path, /*property=*/true);
    if (span.from.line == span.to.line) {
      fmt::format_to(it, ",line={},col={},endLine={},endColumn={}", span.from.line,
                     span.from.column, span.to.line, span.to.column);
    } else {
      fmt::format_to(it, ",line={},endLine={}", span.from.line, span.to.line);
    }
    AppendBytes(buffer_, ",title=");
    AppendGithubEscaped(buffer_, diag.rule_id, /*property=*/true);
    AppendBytes(buffer_, "::");
    AppendGithubEscaped(buffer_, diag.message, /*property=*/false);
    if (diag.fix.has_value()) {
      AppendBytes(buffer_, diag.fix->safety == FixSafety::kUnsafe ? " (unsafe fix: " : " (fix: ");
      AppendGithubEscaped(buffer_, diag.fix->title, /*property=*/false);
      buffer_.push_back(')');
    }
    if (!diag.note.empty()) {
      AppendBytes(buffer_, "%0A");
      AppendGithubEscaped(buffer_, diag.note, /*property=*/false);
    }
    if (groups.has_value()) {
      const std::span<const uint32_t> others = groups->Members(groups->GroupOf(i)).subspan(1);
      if (!others.empty()) {
        fmt::format_to(it, "%0Aand {} more in this file at", others.size());
        for (size_t m = 0; m < others.size(); ++m) {
          const LineCol where =
              source.Locate(std::min(diagnostics[others[m]].range.begin, source.size()));
          fmt::format_to(it, "{} {}:{}", m == 0 ? "" : ",", where.line, where.column);
        }
      }
    }
    buffer_.push_back('\n');
  }
  internal::WriteBuffer(buffer_, options_.out);
}

absl::Status GithubReporter::End(const RunSummary&) {
  return internal::CheckStream(options_.out, "GitHub report");
}

CVTIDY_REGISTER_REPORTER(GithubReporter, "github",
                         "GitHub Actions workflow commands (annotations on pull requests)");

}  // namespace cvtidy
