// Diagnostics and the fixes attached to them. A fix is a set of byte-range edits into the
// Source the diagnostic was found in.
#ifndef CVTIDY_SRC_ENGINE_DIAGNOSTIC_H_
#define CVTIDY_SRC_ENGINE_DIAGNOSTIC_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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

// Edits are sorted by position and disjoint; they apply together or not at all.
struct Fix {
  std::string title;  // shown as `help:`, imperative: "Write `Sep 2019`"
  FixSafety safety = FixSafety::kSafe;
  std::vector<TextEdit> edits;
};

struct Diagnostic {
  std::string_view rule_id;  // points at the rule's static id
  Severity severity = Severity::kWarning;
  ByteRange range;
  std::string message;
  std::optional<Fix> fix;
  std::string note;  // optional extra context, shown as `note:`
  // The entry the finding is in (from its first line's text, after the list marker), else its
  // line: set by LintDocument from the Document, read by the baseline (src/engine/baseline.h),
  // which keys a finding by its own text and this context, never by its position.
  ByteRange context;
};

// Orders by position, then rule id: the order every reporter prints in.
bool DiagnosticLess(const Diagnostic& a, const Diagnostic& b);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_DIAGNOSTIC_H_
