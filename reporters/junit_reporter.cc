#include "reporters/junit_reporter.h"

#include <algorithm>
#include <iterator>
#include <string>

#include <fmt/format.h>

#include "reporters/internal/output.h"

namespace cvtidy {
namespace {

using internal::AppendBytes;
using internal::AppendXmlEscaped;
using internal::XmlContext;

void Text(fmt::memory_buffer& out, std::string_view s) {
  AppendXmlEscaped(out, s, XmlContext::kText);
}

void Attribute(fmt::memory_buffer& out, std::string_view name, std::string_view value) {
  out.push_back(' ');
  AppendBytes(out, name);
  AppendBytes(out, "=\"");
  AppendXmlEscaped(out, value, XmlContext::kAttribute);
  out.push_back('"');
}

// Appends `text` with each line after the first indented by `indent`.
void IndentedText(fmt::memory_buffer& out, std::string_view text, std::string_view indent) {
  size_t start = 0;
  while (true) {
    const size_t newline = text.find('\n', start);
    Text(out, text.substr(start, newline == std::string_view::npos ? newline : newline - start));
    if (newline == std::string_view::npos) {
      return;
    }
    out.push_back('\n');
    AppendBytes(out, indent);
    start = newline + 1;
  }
}

// Appends one testcase for the diagnostics of one rule (`diags`, in position order).
void AppendTestcase(fmt::memory_buffer& out, const Source& source, std::string_view path,
                    std::span<const Diagnostic* const> diags) {
  const std::string_view rule = diags.front()->rule_id;
  AppendBytes(out, "    <testcase");
  Attribute(out, "name", rule);
  Attribute(out, "classname", path);
  AppendBytes(out, ">\n      <failure");
  const LineCol first = source.Locate(std::min(diags.front()->range.begin, source.size()));
  const std::string summary =
      diags.size() == 1 ? fmt::format("{}:{}: {}", first.line, first.column, diags.front()->message)
                        : fmt::format("{} problems; first at {}:{}: {}", diags.size(), first.line,
                                      first.column, diags.front()->message);
  Attribute(out, "message", summary);
  Attribute(out, "type", rule);
  out.push_back('>');
  auto it = std::back_inserter(out);
  for (const Diagnostic* diag : diags) {
    const LineCol at = source.Locate(std::min(diag->range.begin, source.size()));
    Text(out, path);
    fmt::format_to(it, ":{}:{}: {}: ", at.line, at.column, SeverityName(diag->severity));
    IndentedText(out, diag->message, "    ");
    out.push_back('\n');
    if (!diag->note.empty()) {
      AppendBytes(out, "    note: ");
      IndentedText(out, diag->note, "          ");
      out.push_back('\n');
    }
    if (diag->fix.has_value()) {
      const std::string_view label =
          diag->fix->safety == FixSafety::kUnsafe ? "    unsafe fix: " : "    fix: ";
      AppendBytes(out, label);
      IndentedText(out, diag->fix->title, std::string(label.size(), ' '));
      out.push_back('\n');
    }
  }
  AppendBytes(out, "</failure>\n    </testcase>\n");
}

}  // namespace

void JunitReporter::Begin(const RunInfo&) {
  buffer_.clear();
  AppendBytes(buffer_,
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              "<testsuites name=\"cvtidy\">\n");
  internal::WriteBuffer(buffer_, options_.out);
}

void JunitReporter::File(const Source& source, std::span<const Diagnostic> diagnostics,
                         const FileRecord& /*fixes*/) {
  buffer_.clear();
  const std::string_view path = internal::ReportPath(source.name());

  // Group by rule id; within a rule, diagnostics keep their position order.
  by_rule_.clear();
  for (const Diagnostic& diag : diagnostics) {
    by_rule_.push_back(&diag);
  }
  std::stable_sort(by_rule_.begin(), by_rule_.end(), [](const Diagnostic* a, const Diagnostic* b) {
    return a->rule_id < b->rule_id;
  });
  size_t rules = 0;
  for (size_t i = 0; i < by_rule_.size(); ++i) {
    rules += i == 0 || by_rule_[i]->rule_id != by_rule_[i - 1]->rule_id ? 1 : 0;
  }

  AppendBytes(buffer_, "  <testsuite");
  Attribute(buffer_, "name", path);
  fmt::format_to(std::back_inserter(buffer_),
                 " tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"0\">\n",
                 std::max<size_t>(rules, 1), rules);
  if (by_rule_.empty()) {
    AppendBytes(buffer_, "    <testcase");
    Attribute(buffer_, "name", kJunitCleanTestcase);
    Attribute(buffer_, "classname", path);
    AppendBytes(buffer_, "/>\n");
  }
  for (size_t begin = 0; begin < by_rule_.size();) {
    size_t end = begin + 1;
    while (end < by_rule_.size() && by_rule_[end]->rule_id == by_rule_[begin]->rule_id) {
      ++end;
    }
    AppendTestcase(buffer_, source, path,
                   std::span<const Diagnostic* const>(by_rule_).subspan(begin, end - begin));
    begin = end;
  }
  AppendBytes(buffer_, "  </testsuite>\n");
  internal::WriteBuffer(buffer_, options_.out);
}

absl::Status JunitReporter::End(const RunSummary&) {
  buffer_.clear();
  AppendBytes(buffer_, "</testsuites>\n");
  internal::WriteBuffer(buffer_, options_.out);
  return internal::CheckStream(options_.out, "JUnit report");
}

CVTIDY_REGISTER_REPORTER(JunitReporter, "junit",
                         "JUnit XML: one testsuite per file, for CI test dashboards");

}  // namespace cvtidy
