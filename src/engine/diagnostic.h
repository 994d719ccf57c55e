// Diagnostics and the fixes attached to them. A fix is a set of byte-range edits into the
// Source the diagnostic was found in.
#ifndef CVTIDY_SRC_ENGINE_DIAGNOSTIC_H_
#define CVTIDY_SRC_ENGINE_DIAGNOSTIC_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/inlined_vector.h"

#include "src/source/source.h"

namespace cvtidy {

enum class Severity : uint8_t { kInfo, kWarning, kError };

// "info", "warning", "error".
std::string_view SeverityName(Severity severity);

// Safe fixes are applied by `cvtidy fix`; unsafe ones only with --unsafe-fixes, because they
// can change meaning or delete text the user wrote.
enum class FixSafety : uint8_t { kSafe, kUnsafe };

// "safe", "unsafe".
std::string_view FixSafetyName(FixSafety safety);

// Replaces `range` with `replacement`; an insertion has range.begin == range.end. A `\n` in
// the replacement becomes the Source's own line terminator when the fix is applied.
struct TextEdit {
  ByteRange range;
  std::string replacement;
  friend bool operator==(const TextEdit&, const TextEdit&) = default;
};

// A fix's edits. Nearly every fix is one edit (a replacement, an insertion, a deletion), held
// in place: a vector would make one allocation per fix, for a few bytes.
using FixEdits = absl::InlinedVector<TextEdit, 1>;

// Edits are sorted by position and disjoint; they apply together or not at all.
struct Fix {
  std::string title;  // shown as `help:`, imperative: "Write `Sep 2019`"
  FixSafety safety = FixSafety::kSafe;
  FixEdits edits;
};

struct Diagnostic {
  std::string_view rule_id;  // points at the rule's static id
  Severity severity = Severity::kWarning;
  ByteRange range;
  std::string message;
  std::optional<Fix> fix;
  std::string note;  // optional extra context, shown as `note:`
  // The one decision this finding comes from when others share it: a short key the rule sets
  // ("date-style/month", a venue's canonical form, a name's key). One rule's findings with one
  // key in one file form a group, which reporters show once (DiagnosticGroups). Empty: the
  // finding stands alone, unless it repeats another exactly (see DiagnosticGroups).
  std::string group;
  // The entry the finding is in (from its first line's text, after the list marker), else its
  // line: set by LintDocument from the Document, read by the baseline (src/engine/baseline.h),
  // which keys a finding by its own text and this context, never by its position.
  ByteRange context;
};

// Orders by position, then rule id: the order every reporter prints in.
bool DiagnosticLess(const Diagnostic& a, const Diagnostic& b);

// Sorts `diagnostics` by DiagnosticLess, equal ones kept in their order (as std::stable_sort
// would). A diagnostic is large (its strings and fix): the order is found on indices and each
// diagnostic moved once, not once per merge step.
void SortDiagnostics(std::vector<Diagnostic>& diagnostics);

// The groups of one file's diagnostics: findings that come from one decision, shown once by
// the reporters (the first member in full, the others by position). Two diagnostics are in
// one group when they have the same rule and
// - the same non-empty `group` key (the rule says they share a decision), or
// - no key, and the same message, marked text and fix title: one residue repeated (eight
//   stray `*`), which a reader takes as one finding.
// Every diagnostic is in exactly one group; most groups have one member. Groups are numbered
// by their first member, in the order of `diagnostics` (sorted by DiagnosticLess), so a
// group's number is stable within the file.
class DiagnosticGroups {
 public:
  // `diagnostics` refer to `source`; the groups hold indices into `diagnostics`, nothing else.
  DiagnosticGroups(const Source& source, std::span<const Diagnostic> diagnostics);

  size_t size() const { return starts_.size() - 1; }
  // The group of diagnostics[i].
  uint32_t GroupOf(size_t i) const { return group_of_[i]; }
  // The indices of `group`'s members in `diagnostics`, in order; the first is its leader.
  std::span<const uint32_t> Members(uint32_t group) const {
    return std::span<const uint32_t>(members_).subspan(starts_[group],
                                                       starts_[group + 1] - starts_[group]);
  }
  // Whether diagnostics[i] is the first member of its group.
  bool IsLeader(size_t i) const { return Members(GroupOf(i)).front() == i; }

 private:
  std::vector<uint32_t> group_of_;  // per diagnostic
  std::vector<uint32_t> members_;   // diagnostic indices, grouped, each group in order
  std::vector<uint32_t> starts_;    // group g's members are members_[starts_[g], starts_[g+1])
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_DIAGNOSTIC_H_
