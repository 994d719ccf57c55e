// Where rules report. The sink stamps each diagnostic with the running rule's id and its
// configured severity, and drops what an inline suppression comment covers.
#ifndef CVTIDY_SRC_ENGINE_SINK_H_
#define CVTIDY_SRC_ENGINE_SINK_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "src/engine/diagnostic.h"
#include "src/model/document.h"

namespace cvtidy {

// The lines each rule is silenced on, from the document's `cvtidy-disable*` comments, and
// which of those comments silenced something (suppression/unused reports the others).
class Suppressions {
 public:
  explicit Suppressions(const Document& doc);

  // Returns true when `rule_id` is silenced on `line` (0-based), and marks every comment
  // that silences it as used.
  bool IsSuppressed(std::string_view rule_id, uint32_t line) const;

  // Whether the comment doc.directives()[directive] silenced a diagnostic so far. An
  // enabling comment (`cvtidy-enable`) silences nothing and counts as used.
  bool Used(size_t directive) const { return used_[directive] != 0; }

 private:
  struct Region {
    uint32_t first_line = 0;
    uint32_t end_line = 0;                   // exclusive
    std::vector<std::string_view> patterns;  // empty: every rule
    uint32_t directive = 0;                  // the comment it comes from
  };
  std::vector<Region> regions_;
  // Per directive. Mutable: a lookup records its use; a Suppressions serves one document's
  // lint on one thread.
  mutable std::vector<uint8_t> used_;
};

class DiagnosticSink {
 public:
  // `suppressions` may be null (nothing is suppressed).
  DiagnosticSink(const Source& source, const Suppressions* suppressions)
      : source_(source), suppressions_(suppressions) {}

  // Reports a problem at `range`. A fix, when given, must have sorted, disjoint edits.
  // `group` names the decision the problem comes from when others share it (Diagnostic::group):
  // every finding of one style vote, of one venue's forms, of one name's spellings.
  void Report(ByteRange range, std::string message, std::optional<Fix> fix = std::nullopt,
              std::string note = {}, std::string group = {});

  // Engine side: which rule is running and at what severity.
  void SetRule(std::string_view rule_id, Severity severity) {
    rule_id_ = rule_id;
    severity_ = severity;
  }
  std::string_view rule_id() const { return rule_id_; }
  Severity severity() const { return severity_; }
  std::vector<Diagnostic>& diagnostics() { return diagnostics_; }

 private:
  const Source& source_;
  const Suppressions* suppressions_;
  std::string_view rule_id_;
  Severity severity_ = Severity::kWarning;
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_SINK_H_
