// `--format sarif`: a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the
// format GitHub code scanning, Azure DevOps and IDE viewers read. docs/ci.md shows how to
// upload it; tests/reporters/validate_sarif.sh checks it with the SARIF Multitool.
//
// One log with one run:
//   tool.driver   name "cvtidy", version, and rules[]: one reportingDescriptor per registered
//                 rule (RunInfo::rules) with id, name (the id in PascalCase), shortDescription
//                 (the summary), fullDescription (the "What it does" section), help (the whole
//                 explanation, as text and Markdown), defaultConfiguration.level and
//                 properties {fixAvailability, fixSafety, tags}.
//   columnKind    "unicodeCodePoints": columns count code points, as everywhere in cvtidy.
//   results[]     per diagnostic: ruleId, ruleIndex (when the rule is in rules[]), level
//                 (error, warning, or note for info), message.text (the message, then the note
//                 on the next line), one physicalLocation (artifactLocation {uri, uriBaseId
//                 "%SRCROOT%"}, region {startLine, startColumn, endLine, endColumn, snippet}),
//                 partialFingerprints, and fixes[] when the diagnostic has a fix.
//                 A group of findings from one decision (DiagnosticGroups) is one result, so
//                 GitHub code scanning shows one alert for it: its first member, with the
//                 others as relatedLocations (id 1, 2, ..., each with its message), linked
//                 from the message's last line `and 2 more: [15:3](1), [21:3](2)`, and one fix
//                 holding every member's edits when they all have one of one safety and do
//                 not touch (else the first member's). ReporterOptions::group false
//                 (--no-group): one result per diagnostic.
//
// Applied fixes (`fix`): artifacts[] lists each file a fix was applied to, by location, with
// properties.appliedFixes: per fix, in the order applied, ruleId, pass (1-based), safety,
// description (the fix title), startLine/startColumn (in the text that pass read), before and
// after (the text the fix replaced and what it wrote) and evidence (the diagnostic's note:
// votes, table entry, chosen form), present when known. They are written at End().
//
// Positions: 1-based lines, columns in code points, endColumn exclusive (SARIF's own rule),
// independent of a BOM. A range that takes a line break ends at column 1 of the next line,
// as SARIF specifies for that case.
//
// URIs: a relative path (after dropping `./`) is written as a relative reference, every byte
// outside [A-Za-z0-9-._~/] percent-encoded (a byte that is not UTF-8 too, so the URI still
// names the file), with uriBaseId "%SRCROOT%" (the checkout, which GitHub resolves); an
// absolute path becomes a `file://` URI without uriBaseId.
//
// Fixes: fixes[] holds one fix: description (the fix title), one artifactChange whose
// replacements are the edits (deletedRegion by line and column, insertedContent.text with
// `\n` written as the file's own line terminator), and properties.safety "safe"/"unsafe".
//
// Fingerprints: partialFingerprints {"cvtidy/v1": "<16 hex digits>:<n>"}, where the hex is
// FNV-1a/64 of the rule id and the diagnostic's first line with white space runs collapsed
// and trimmed, and n counts earlier diagnostics of the same rule on an identical line in the
// same file. No line number takes part, so a finding keeps its fingerprint when lines are
// added or removed elsewhere, which lets code scanning track it across commits.
//
// Streaming: Begin() writes the head and rules[], each File() appends its results, End()
// closes the log. Every string is escaped with JsonEscape and ill-formed UTF-8 becomes
// U+FFFD, so the log is always valid UTF-8 JSON.
#ifndef CVTIDY_REPORTERS_SARIF_REPORTER_H_
#define CVTIDY_REPORTERS_SARIF_REPORTER_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include <fmt/format.h>

#include "reporters/internal/spool.h"
#include "src/base/string_view_hash.h"
#include "src/engine/diagnostic.h"
#include "src/engine/reporter.h"
#include "src/source/source.h"

namespace cvtidy {

// The key under which results carry their fingerprint; the suffix changes when the way it is
// computed does (so old and new fingerprints are never compared).
inline constexpr std::string_view kSarifFingerprintKey = "cvtidy/v1";

class SarifReporter final : public Reporter {
 public:
  explicit SarifReporter(const ReporterOptions& options) : options_(options) {}

  void Begin(const RunInfo& run) override;
  using Reporter::File;
  void File(const Source& source, std::span<const Diagnostic> diagnostics,
            const FileRecord& fixes) override;
  // Returns kUnavailable when writing to options.out failed at any point.
  [[nodiscard]] absl::Status End(const RunSummary& summary) override;

 private:
  ReporterOptions options_;
  // Rule id (viewing RunInfo::rules' static ids) -> index in rules[].
  StringViewMap<size_t> rule_index_;
  // (rule id, line hash) -> diagnostics seen so far in the current file.
  absl::flat_hash_map<std::pair<std::string_view, uint64_t>, size_t> occurrences_;
  size_t results_written_ = 0;
  fmt::memory_buffer buffer_;    // reused for every file
  fmt::memory_buffer artifact_;  // reused for each file `fix` changed
  // artifacts[] entries of the files `fix` changed, for End(): one per file, each with the fixes
  // applied, so they wait in a temporary file.
  internal::TextSpool artifacts_;
};

namespace internal {

// Returns the SARIF `name` of a rule id: each run of letters and digits with its first letter
// upper-cased, the separators dropped ("date/mixed-format" -> "DateMixedFormat").
std::string SarifRuleName(std::string_view id);

// Returns `path` as a SARIF URI (see the header comment): a percent-encoded relative
// reference, or a `file://` URI for an absolute path. Sets `*relative` accordingly.
std::string SarifUri(std::string_view path, bool* relative);

// Returns the hash part of a fingerprint: FNV-1a/64 over `rule_id`, a NUL byte, and `line`
// with leading and trailing white space dropped and inner runs of it (space, tab, CR, form
// feed, vertical tab) counted as one space.
uint64_t SarifLineHash(std::string_view rule_id, std::string_view line);

}  // namespace internal

}  // namespace cvtidy

#endif  // CVTIDY_REPORTERS_SARIF_REPORTER_H_
