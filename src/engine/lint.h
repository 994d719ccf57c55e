// Running the rules over one input.
#ifndef CVTIDY_SRC_ENGINE_LINT_H_
#define CVTIDY_SRC_ENGINE_LINT_H_

#include <vector>

#include "src/engine/diagnostic.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/model/document.h"
#include "src/source/source.h"

namespace cvtidy {

// The id under which unreadable input (invalid UTF-8, binary) is reported.
inline constexpr std::string_view kEncodingRuleId = "input/encoding";

// Runs every rule of `rules` over `doc`, honouring its suppression comments. Returns the
// diagnostics sorted by position (DiagnosticLess).
std::vector<Diagnostic> LintDocument(const Document& doc, const RuleSet& rules,
                                     const RuleContext& ctx);

// Lints `source`: when its bytes are not text (encoding_problem()), reports input/encoding and
// nothing else; otherwise parses and runs LintDocument.
std::vector<Diagnostic> LintSource(const Source& source, const RuleSet& rules,
                                   const RuleContext& ctx);

// The input/encoding diagnostic for `source`, which must have an encoding_problem().
Diagnostic EncodingDiagnostic(const Source& source, Severity severity);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_LINT_H_
