#include "src/engine/diagnostic.h"

#include <tuple>

namespace cvtidy {

std::string_view SeverityName(Severity severity) {
  switch (severity) {
    case Severity::kInfo:
      return "info";
    case Severity::kWarning:
      return "warning";
    case Severity::kError:
      return "error";
  }
  return "?";
}

std::string_view FixSafetyName(FixSafety safety) {
  return safety == FixSafety::kSafe ? "safe" : "unsafe";
}

bool DiagnosticLess(const Diagnostic& a, const Diagnostic& b) {
  return std::tie(a.range.begin, a.range.end, a.rule_id) <
         std::tie(b.range.begin, b.range.end, b.rule_id);
}

}  // namespace cvtidy
