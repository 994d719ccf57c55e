// A baseline: the findings a project has accepted for now, so that only new ones are reported
// (`cvtidy check --write-baseline FILE`, `--baseline FILE`; docs/baseline.md).
//
// A finding is keyed by its rule, its file and a fingerprint of its own text and its context
// (the entry it is in, else its line: Diagnostic::context), whitespace collapsed. Nothing in
// the key is a position, so moving lines, inserting entries or editing other entries leaves
// every key as it was; editing the finding's own entry changes its key.
//
//   Baseline baseline = *Baseline::Parse(json, "cvtidy-baseline.json");
//   BaselineMatch match = ApplyBaseline(baseline, "cvs/ada.md", source, diagnostics);
//   // diagnostics now holds only the findings the baseline does not cover
#ifndef CVTIDY_SRC_ENGINE_BASELINE_H_
#define CVTIDY_SRC_ENGINE_BASELINE_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

#include "src/engine/diagnostic.h"
#include "src/source/source.h"

namespace cvtidy {

// The format version this build reads and writes.
inline constexpr int kBaselineVersion = 1;

// One key of a baseline and how many findings of it are accepted.
struct BaselineEntry {
  std::string rule;         // the rule id
  std::string file;         // relative to the baseline file's directory, `/`-separated
  std::string fingerprint;  // FindingFingerprint: 16 lowercase hex digits
  uint32_t count = 1;
  // The finding's own text, shortened, for people reading the file; never matched.
  std::string text;
  friend bool operator==(const BaselineEntry&, const BaselineEntry&) = default;
};

// `text` with every run of ASCII whitespace read as one space, and none at either end.
std::string CollapseWhitespace(std::string_view text);

// The fingerprint of `d`, found in `source`: a 64-bit FNV-1a hash, as 16 hex digits, of its
// text and its context (Diagnostic::context; when that is empty, the line `d` starts on), each
// with CollapseWhitespace. Stable across runs, builds and machines.
std::string FindingFingerprint(const Source& source, const Diagnostic& d);

// The findings a run records, counted per key, in baseline order; input/too-slow (a run's
// condition, not a finding of the file) is left out.
std::vector<BaselineEntry> BaselineEntriesOf(std::string_view file, const Source& source,
                                             std::span<const Diagnostic> diagnostics);

class Baseline {
 public:
  Baseline() = default;
  // Sorts `entries` (file, rule, text, fingerprint) and adds up the counts of equal keys.
  explicit Baseline(std::vector<BaselineEntry> entries);

  // Reads the JSON text of a baseline file; `path` names it in errors. A syntax error, a
  // version other than kBaselineVersion, or a finding without its fields is kInvalidArgument:
  // `PATH:LINE: what; what to do`.
  static absl::StatusOr<Baseline> Parse(std::string_view json, std::string_view path);

  // `{"version": 1, "findings": [...]}`, one field per line, entries in order: a change to the
  // baseline reads as a small diff.
  std::string ToJson() const;

  std::span<const BaselineEntry> entries() const { return entries_; }
  // The index range [first, end) of `file`'s entries in entries().
  std::pair<size_t, size_t> RangeOf(std::string_view file) const;
  size_t TotalCount() const;

 private:
  std::vector<BaselineEntry> entries_;
};

// What ApplyBaseline found for one file.
struct BaselineMatch {
  size_t first_entry = 0;  // the file's entries in Baseline::entries(), from here
  // For each of them, how many current findings it covered (at most its count).
  std::vector<uint32_t> covered;
  size_t suppressed = 0;  // findings removed
};

// Removes from `diagnostics` (in DiagnosticLess order) the findings `baseline` holds for
// `file`. A key accepted `count` times covers its first `count` findings in file order; any
// later one is new and stays.
BaselineMatch ApplyBaseline(const Baseline& baseline, std::string_view file, const Source& source,
                            std::vector<Diagnostic>& diagnostics);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_BASELINE_H_
