#include "reporters/json_reporter.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iterator>
#include <string_view>

#include <fmt/format.h>

#include "reporters/internal/output.h"

namespace cvtidy {
namespace {

using internal::AppendJsonString;

using internal::AppendBytes;

// Appends `"offset": …, "end_offset": …` and the 1-based line/column pairs of `range` in the
// order `offsets_first` asks for (diagnostics put positions first, edits offsets first).
// Offsets are clamped to the text so the two always agree.
void AppendRange(fmt::memory_buffer& out, const Source& source, ByteRange range,
                 bool offsets_first) {
  const uint32_t begin = std::min(range.begin, source.size());
  const uint32_t end = std::clamp(range.end, begin, source.size());
  const LineCol from = source.Locate(begin);
  const LineCol to = source.Locate(end);
  auto it = std::back_inserter(out);
  if (offsets_first) {
    fmt::format_to(it, R"("offset": {}, "end_offset": {}, )", begin, end);
  }
  fmt::format_to(it, R"("line": {}, "column": {}, "end_line": {}, "end_column": {})", from.line,
                 from.column, to.line, to.column);
  if (!offsets_first) {
    fmt::format_to(it, R"(, "offset": {}, "end_offset": {})", begin, end);
  }
}

}  // namespace

void AppendJsonDiagnostic(fmt::memory_buffer& out, const Source& source, const Diagnostic& diag,
                          uint32_t group) {
  AppendBytes(out, R"({"rule": )");
  AppendJsonString(out, diag.rule_id);
  AppendBytes(out, R"(, "severity": ")");
  AppendBytes(out, SeverityName(diag.severity));
  AppendBytes(out, R"(", "message": )");
  AppendJsonString(out, diag.message);
  if (!diag.note.empty()) {
    AppendBytes(out, R"(, "note": )");
    AppendJsonString(out, diag.note);
  }
  AppendBytes(out, ", ");
  AppendRange(out, source, diag.range, /*offsets_first=*/false);
  fmt::format_to(std::back_inserter(out), R"(, "group": "g{}", "fix": )", group + 1);
  if (!diag.fix.has_value()) {
    AppendBytes(out, "null}");
    return;
  }
  AppendBytes(out, R"({"title": )");
  AppendJsonString(out, diag.fix->title);
  AppendBytes(out, R"(, "safety": ")");
  AppendBytes(out, FixSafetyName(diag.fix->safety));
  AppendBytes(out, R"(", "edits": [)");
  bool first = true;
  for (const TextEdit& edit : diag.fix->edits) {
    AppendBytes(out, first ? "{" : ", {");
    first = false;
    AppendRange(out, source, edit.range, /*offsets_first=*/true);
    AppendBytes(out, R"(, "replacement": )");
    AppendJsonString(out, edit.replacement);
    out.push_back('}');
  }
  AppendBytes(out, "]}}");
}

void AppendJsonAppliedFix(fmt::memory_buffer& out, const AppliedFix& fix) {
  AppendBytes(out, R"({"rule": )");
  AppendJsonString(out, fix.rule_id);
  fmt::format_to(std::back_inserter(out), R"(, "pass": {}, "safety": "{}", "title": )", fix.pass,
                 FixSafetyName(fix.safety));
  AppendJsonString(out, fix.title);
  fmt::format_to(std::back_inserter(out), R"(, "line": {}, "column": {}, "before": )", fix.line,
                 fix.column);
  AppendJsonString(out, fix.before);
  AppendBytes(out, R"(, "after": )");
  AppendJsonString(out, fix.after);
  if (!fix.evidence.empty()) {
    AppendBytes(out, R"(, "evidence": )");
    AppendJsonString(out, fix.evidence);
  }
  out.push_back('}');
}

void JsonReporter::Write() {
  if (buffer_.size() > 0) {
    // A short write sets the stream's error flag, which End() reports.
    std::fwrite(buffer_.data(), 1, buffer_.size(), options_.out);
  }
}

void JsonReporter::Begin(const RunInfo& run) {
  buffer_.clear();
  files_written_ = 0;
  fixing_ = run.command == "fix";
  fmt::format_to(std::back_inserter(buffer_),
                 "{{\n  \"schema\": \"cvtidy-diagnostics\",\n  \"version\": {},\n  \"tool\": "
                 "{{\"name\": \"cvtidy\", \"version\": ",
                 kJsonSchemaVersion);
  AppendJsonString(buffer_, run.tool_version);
  AppendBytes(buffer_, "},\n  \"command\": ");
  AppendJsonString(buffer_, run.command);
  AppendBytes(buffer_, ",\n  \"files\": [");
  Write();
}

void JsonReporter::File(const Source& source, std::span<const Diagnostic> diagnostics,
                        const FileRecord& fixes) {
  buffer_.clear();
  AppendBytes(buffer_,
              files_written_ == 0 ? "\n    {\n      \"path\": " : ",\n    {\n      \"path\": ");
  ++files_written_;
  AppendJsonString(buffer_, source.name());
  if (fixes.input_kind.has_value()) {
    AppendBytes(buffer_, ",\n      \"input_kind\": ");
    AppendJsonString(buffer_, InputKindName(*fixes.input_kind));
  }
  AppendBytes(buffer_, ",\n      \"diagnostics\": [");
  // Group ids whatever --no-group says: they are data, which a consumer may ignore.
  const DiagnosticGroups groups(source, diagnostics);
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    AppendBytes(buffer_, i == 0 ? "\n        " : ",\n        ");
    AppendJsonDiagnostic(buffer_, source, diagnostics[i], groups.GroupOf(i));
  }
  AppendBytes(buffer_, diagnostics.empty() ? "]" : "\n      ]");
  if (fixing_) {
    AppendBytes(buffer_, ",\n      \"applied_fixes\": [");
    for (size_t i = 0; i < fixes.applied.size(); ++i) {
      AppendBytes(buffer_, i == 0 ? "\n        " : ",\n        ");
      AppendJsonAppliedFix(buffer_, fixes.applied[i]);
    }
    AppendBytes(buffer_, fixes.applied.empty() ? "]" : "\n      ]");
  }
  AppendBytes(buffer_, "\n    }");
  Write();
}

absl::Status JsonReporter::End(const RunSummary& summary) {
  buffer_.clear();
  fmt::format_to(std::back_inserter(buffer_),
                 "{}],\n  \"summary\": {{\"files\": {}, \"files_with_diagnostics\": {}, "
                 "\"errors\": {}, \"warnings\": {}, \"infos\": {}, \"fixable\": {}, "
                 "\"fixed\": {}, \"files_changed\": {}}}\n}}\n",
                 files_written_ == 0 ? "" : "\n  ", summary.files, summary.files_with_diagnostics,
                 summary.errors, summary.warnings, summary.infos, summary.fixable, summary.fixed,
                 summary.files_changed);
  Write();
  errno = 0;
  if (std::fflush(options_.out) != 0 || std::ferror(options_.out)) {
    const int err = errno;
    return absl::UnavailableError(fmt::format("cannot write the JSON report: {}",
                                              err != 0 ? std::strerror(err) : "I/O error"));
  }
  return absl::OkStatus();
}

CVTIDY_REGISTER_REPORTER(JsonReporter, "json", "one JSON document (schema: docs/json-schema.md)");

}  // namespace cvtidy
