#include "reporters/sarif_reporter.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <tuple>
#include <vector>

#include <fmt/format.h>

#include "reporters/internal/output.h"
#include "src/base/strings.h"
#include "src/engine/rule.h"
#include "src/engine/rule_docs.h"

namespace cvtidy {
namespace internal {

std::string SarifRuleName(std::string_view id) {
  std::string name;
  bool word_start = true;
  for (const char c : id) {
    if (!IsAsciiAlnum(c)) {
      word_start = true;
      continue;
    }
    name.push_back(word_start ? AsciiToUpper(c) : c);
    word_start = false;
  }
  return name;
}

std::string SarifUri(std::string_view path, bool* relative) {
  path = ReportPath(path);
  *relative = path.empty() || path.front() != '/';
  std::string uri = *relative ? "" : "file://";
  for (const char c : path) {
    if (IsAsciiAlnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
      uri.push_back(c);
    } else {
      fmt::format_to(std::back_inserter(uri), "%{:02X}",
                     static_cast<unsigned>(static_cast<unsigned char>(c)));
    }
  }
  return uri;
}

uint64_t SarifLineHash(std::string_view rule_id, std::string_view line) {
  constexpr uint64_t kOffsetBasis = 14695981039346656037ULL;
  constexpr uint64_t kPrime = 1099511628211ULL;
  uint64_t hash = kOffsetBasis;
  const auto add = [&](char c) {
    hash ^= static_cast<unsigned char>(c);
    hash *= kPrime;
  };
  for (const char c : rule_id) {
    add(c);
  }
  add('\0');
  bool pending_space = false;  // a white space run between two words
  bool any = false;
  for (const char c : line) {
    if (IsAsciiSpace(c)) {
      pending_space = any;
      continue;
    }
    if (pending_space) {
      add(' ');
      pending_space = false;
    }
    add(c);
    any = true;
  }
  return hash;
}

}  // namespace internal

namespace {

using internal::AppendBytes;
using internal::AppendJsonString;

std::string_view SarifLevel(Severity severity) {
  switch (severity) {
    case Severity::kError:
      return "error";
    case Severity::kWarning:
      return "warning";
    case Severity::kInfo:
      return "note";
  }
  return "warning";
}

// The body of the explanation's `## What it does` section as one paragraph, or "".
std::string WhatItDoes(std::string_view explanation) {
  std::string out;
  bool inside = false;
  for (std::string_view line : SplitChar(explanation, '\n')) {
    if (line.substr(0, 3) == "## ") {
      if (inside) {
        break;
      }
      inside = TrimAscii(line.substr(3)) == "What it does";
      continue;
    }
    line = TrimAscii(line);
    if (!inside || line.empty()) {
      continue;
    }
    if (!out.empty()) {
      out += ' ';
    }
    out += line;
  }
  return out;
}

void AppendRule(fmt::memory_buffer& out, const RuleInfo& info) {
  AppendBytes(out, R"({"id": )");
  AppendJsonString(out, info.id);
  AppendBytes(out, R"(, "name": )");
  AppendJsonString(out, internal::SarifRuleName(info.id));
  AppendBytes(out, R"(, "shortDescription": {"text": )");
  AppendJsonString(out, info.summary);
  AppendBytes(out, R"(}, "fullDescription": {"text": )");
  const std::string what = WhatItDoes(info.explanation);
  AppendJsonString(out, what.empty() ? info.summary : std::string_view(what));
  AppendBytes(out, R"(}, "help": {"text": )");
  AppendJsonString(out, info.explanation.empty() ? info.summary : info.explanation);
  AppendBytes(out, R"(, "markdown": )");
  AppendJsonString(out, info.explanation.empty() ? info.summary : info.explanation);
  AppendBytes(out, R"(}, "defaultConfiguration": {"level": ")");
  AppendBytes(out, SarifLevel(info.default_severity));
  AppendBytes(out, R"("}, "properties": {"fixAvailability": ")");
  AppendBytes(out, FixAvailabilityName(info.fix_availability));
  if (info.fix_availability != FixAvailability::kNone) {
    AppendBytes(out, R"(", "fixSafety": ")");
    AppendBytes(out, FixSafetyName(info.fix_safety));
  }
  AppendBytes(out, R"(", "tags": [)");
  const std::string_view group = info.id.substr(0, info.id.find('/'));
  AppendJsonString(out, group);
  AppendBytes(out, "]}}");
}

// Appends `"startLine": …, "startColumn": …, "endLine": …, "endColumn": …`.
void AppendRegion(fmt::memory_buffer& out, const internal::Span& span) {
  fmt::format_to(std::back_inserter(out),
                 R"("startLine": {}, "startColumn": {}, "endLine": {}, "endColumn": {})",
                 span.from.line, span.from.column, span.to.line, span.to.column);
}

// Appends `"artifactLocation": {…}` for `uri`.
void AppendArtifactLocation(fmt::memory_buffer& out, std::string_view uri, bool relative) {
  AppendBytes(out, R"("artifactLocation": {"uri": )");
  AppendJsonString(out, uri);
  AppendBytes(out, relative ? R"(, "uriBaseId": "%SRCROOT%"})" : "}");
}

// Appends `"physicalLocation": {…}` for `span` of `source`, with its snippet.
void AppendPhysicalLocation(fmt::memory_buffer& out, const Source& source,
                            const internal::Span& span, std::string_view uri, bool relative) {
  AppendBytes(out, R"("physicalLocation": {)");
  AppendArtifactLocation(out, uri, relative);
  AppendBytes(out, R"(, "region": {)");
  AppendRegion(out, span);
  AppendBytes(out, R"(, "snippet": {"text": )");
  AppendJsonString(out, source.text().substr(span.begin, span.end - span.begin));
  AppendBytes(out, "}}}");
}

// `text` with each `\n` that is not already part of `\r\n` written as `terminator`.
std::string WithLineTerminator(std::string_view text, std::string_view terminator) {
  if (terminator == "\n" || text.find('\n') == std::string_view::npos) {
    return std::string(text);
  }
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n' && (i == 0 || text[i - 1] != '\r')) {
      out += terminator;
    } else {
      out.push_back(text[i]);
    }
  }
  return out;
}

void AppendFix(fmt::memory_buffer& out, const Source& source, const Fix& fix, std::string_view uri,
               bool relative) {
  AppendBytes(out, R"(, "fixes": [{"description": {"text": )");
  AppendJsonString(out, fix.title);
  AppendBytes(out, R"(}, "artifactChanges": [{)");
  AppendArtifactLocation(out, uri, relative);
  AppendBytes(out, R"(, "replacements": [)");
  bool first = true;
  for (const TextEdit& edit : fix.edits) {
    AppendBytes(out, first ? R"({"deletedRegion": {)" : R"(, {"deletedRegion": {)");
    first = false;
    AppendRegion(out, internal::LocateRange(source, edit.range));
    AppendBytes(out, R"(}, "insertedContent": {"text": )");
    AppendJsonString(out, WithLineTerminator(edit.replacement, source.line_terminator()));
    AppendBytes(out, "}}");
  }
  AppendBytes(out, R"(]}], "properties": {"safety": ")");
  AppendBytes(out, FixSafetyName(fix.safety));
  AppendBytes(out, R"("}}])");
}

// The fix of a group's result: the edits of every member's fix as one fix, so applying it
// fixes the whole group as `cvtidy fix` would; the leader's own fix when the members do not all
// have a fix of its safety, or their edits touch (the fixer would need several passes).
std::optional<Fix> GroupFix(const Diagnostic& leader, std::span<const Diagnostic* const> members) {
  if (!leader.fix.has_value() || members.empty()) {
    return leader.fix;
  }
  Fix fix{fmt::format("{} (and the same for {} more)", leader.fix->title, members.size()),
          leader.fix->safety, leader.fix->edits};
  for (const Diagnostic* m : members) {
    if (!m->fix.has_value() || m->fix->safety != fix.safety) {
      return leader.fix;
    }
    fix.edits.insert(fix.edits.end(), m->fix->edits.begin(), m->fix->edits.end());
  }
  std::sort(fix.edits.begin(), fix.edits.end(), [](const TextEdit& a, const TextEdit& b) {
    return std::tie(a.range.begin, a.range.end) < std::tie(b.range.begin, b.range.end);
  });
  for (size_t i = 1; i < fix.edits.size(); ++i) {
    if (fix.edits[i].range.begin <= fix.edits[i - 1].range.end) {
      return leader.fix;  // touching or overlapping, or two insertions at one point
    }
  }
  return fix;
}

// Appends one run.artifacts[] entry: the file and, in its properties, the fixes `fix` applied.
void AppendFixedArtifact(fmt::memory_buffer& out, std::string_view uri, bool relative,
                         std::span<const AppliedFix> applied) {
  AppendBytes(out, R"({"location": {"uri": )");
  AppendJsonString(out, uri);
  AppendBytes(out, relative ? R"(, "uriBaseId": "%SRCROOT%"})" : "}");
  AppendBytes(out, R"(, "properties": {"appliedFixes": [)");
  for (size_t i = 0; i < applied.size(); ++i) {
    const AppliedFix& fix = applied[i];
    AppendBytes(out, i == 0 ? R"({"ruleId": )" : R"(, {"ruleId": )");
    AppendJsonString(out, fix.rule_id);
    fmt::format_to(std::back_inserter(out), R"(, "pass": {}, "safety": "{}", "description": )",
                   fix.pass, FixSafetyName(fix.safety));
    AppendJsonString(out, fix.title);
    fmt::format_to(std::back_inserter(out), R"(, "startLine": {}, "startColumn": {}, "before": )",
                   fix.line, fix.column);
    AppendJsonString(out, fix.before);
    AppendBytes(out, R"(, "after": )");
    AppendJsonString(out, fix.after);
    if (!fix.evidence.empty()) {
      AppendBytes(out, R"(, "evidence": )");
      AppendJsonString(out, fix.evidence);
    }
    out.push_back('}');
  }
  AppendBytes(out, "]}}");
}

}  // namespace

void SarifReporter::Begin(const RunInfo& run) {
  buffer_.clear();
  artifacts_.Open();
  rule_index_.clear();
  results_written_ = 0;
  AppendBytes(buffer_,
              "{\n"
              "  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
              "  \"version\": \"2.1.0\",\n"
              "  \"runs\": [\n"
              "    {\n"
              "      \"tool\": {\n"
              "        \"driver\": {\n"
              "          \"name\": \"cvtidy\",\n"
              "          \"version\": ");
  AppendJsonString(buffer_, run.tool_version);
  AppendBytes(buffer_, ",\n          \"rules\": [");
  for (size_t i = 0; i < run.rules.size(); ++i) {
    const RuleInfo& info = run.rules[i]->info();
    rule_index_.try_emplace(info.id, i);
    AppendBytes(buffer_, i == 0 ? "\n            " : ",\n            ");
    AppendRule(buffer_, info);
  }
  AppendBytes(buffer_, run.rules.empty() ? "]\n" : "\n          ]\n");
  AppendBytes(buffer_,
              "        }\n"
              "      },\n"
              "      \"columnKind\": \"unicodeCodePoints\",\n"
              "      \"results\": [");
  internal::WriteBuffer(buffer_, options_.out);
}

void SarifReporter::File(const Source& source, std::span<const Diagnostic> diagnostics,
                         const FileRecord& fixes) {
  bool relative = true;
  const std::string uri = internal::SarifUri(source.name(), &relative);
  if (!fixes.applied.empty()) {
    artifact_.clear();
    AppendBytes(artifact_, artifacts_.empty() ? "\n        " : ",\n        ");
    AppendFixedArtifact(artifact_, uri, relative, fixes.applied);
    artifacts_.Append(std::string_view(artifact_.data(), artifact_.size()));
  }
  if (diagnostics.empty()) {
    return;
  }
  buffer_.clear();
  occurrences_.clear();
  // A group is one result (GitHub code scanning shows one alert for it); its other members are
  // the result's relatedLocations, each linked from the message.
  std::optional<DiagnosticGroups> groups;
  if (options_.group) {
    groups.emplace(source, diagnostics);
  }
  std::vector<const Diagnostic*> members;
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    const Diagnostic& diag = diagnostics[i];
    members.clear();
    if (groups.has_value()) {
      if (!groups->IsLeader(i)) {
        continue;
      }
      for (const uint32_t m : groups->Members(groups->GroupOf(i)).subspan(1)) {
        members.push_back(&diagnostics[m]);
      }
    }
    AppendBytes(buffer_, results_written_ == 0 ? "\n        " : ",\n        ");
    ++results_written_;
    AppendBytes(buffer_, R"({"ruleId": )");
    AppendJsonString(buffer_, diag.rule_id);
    if (const auto it = rule_index_.find(diag.rule_id); it != rule_index_.end()) {
      fmt::format_to(std::back_inserter(buffer_), R"(, "ruleIndex": {})", it->second);
    }
    AppendBytes(buffer_, R"(, "level": ")");
    AppendBytes(buffer_, SarifLevel(diag.severity));
    AppendBytes(buffer_, R"(", "message": {"text": )");
    std::string text = diag.message;
    if (!diag.note.empty()) {
      text += '\n';
      text += diag.note;
    }
    if (!members.empty()) {
      // `[5:10](1)` links related location 1 (SARIF 3.11.6, embedded links).
      fmt::format_to(std::back_inserter(text), "\nand {} more:", members.size());
      for (size_t m = 0; m < members.size(); ++m) {
        const LineCol where = source.Locate(std::min(members[m]->range.begin, source.size()));
        fmt::format_to(std::back_inserter(text), "{} [{}:{}]({})", m == 0 ? "" : ",", where.line,
                       where.column, m + 1);
      }
    }
    AppendJsonString(buffer_, text);
    AppendBytes(buffer_, R"(}, "locations": [{)");
    const internal::Span span = internal::LocateRange(source, diag.range);
    AppendPhysicalLocation(buffer_, source, span, uri, relative);
    AppendBytes(buffer_, "}]");
    if (!members.empty()) {
      AppendBytes(buffer_, R"(, "relatedLocations": [)");
      for (size_t m = 0; m < members.size(); ++m) {
        fmt::format_to(std::back_inserter(buffer_), R"({}{{"id": {}, )", m == 0 ? "" : ", ", m + 1);
        AppendPhysicalLocation(buffer_, source, internal::LocateRange(source, members[m]->range),
                               uri, relative);
        AppendBytes(buffer_, R"(, "message": {"text": )");
        AppendJsonString(buffer_, members[m]->message);
        AppendBytes(buffer_, "}}");
      }
      AppendBytes(buffer_, "]");
    }

    const uint64_t hash = internal::SarifLineHash(diag.rule_id, source.Line(span.from.line));
    const size_t occurrence = occurrences_[{diag.rule_id, hash}]++;
    fmt::format_to(std::back_inserter(buffer_),
                   R"(, "partialFingerprints": {{"{}": "{:016x}:{}"}})", kSarifFingerprintKey, hash,
                   occurrence);
    if (const std::optional<Fix> fix = GroupFix(diag, members)) {
      AppendFix(buffer_, source, *fix, uri, relative);
    }
    buffer_.push_back('}');
  }
  internal::WriteBuffer(buffer_, options_.out);
}

absl::Status SarifReporter::End(const RunSummary&) {
  buffer_.clear();
  AppendBytes(buffer_, results_written_ == 0 ? "]" : "\n      ]");
  if (!artifacts_.empty()) {
    AppendBytes(buffer_, ",\n      \"artifacts\": [");
    internal::WriteBuffer(buffer_, options_.out);
    buffer_.clear();
    if (!artifacts_.CopyTo(options_.out)) {
      return absl::UnavailableError(
          "cannot write the SARIF report: its temporary file could not be written (disk full?)");
    }
    AppendBytes(buffer_, "\n      ]");
  }
  AppendBytes(buffer_, "\n");
  AppendBytes(buffer_,
              "    }\n"
              "  ]\n"
              "}\n");
  internal::WriteBuffer(buffer_, options_.out);
  return internal::CheckStream(options_.out, "SARIF report");
}

CVTIDY_REGISTER_REPORTER(SarifReporter, "sarif",
                         "SARIF 2.1.0, for GitHub code scanning and other SARIF viewers");

}  // namespace cvtidy
