// Running the rules over one input.
#ifndef CVTIDY_SRC_ENGINE_LINT_H_
#define CVTIDY_SRC_ENGINE_LINT_H_

#include <optional>
#include <vector>

#include "src/engine/diagnostic.h"
#include "src/engine/file_budget.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/model/document.h"
#include "src/parse/entry_memo.h"
#include "src/source/source.h"

namespace cvtidy {

// The id under which unreadable input (invalid UTF-8, binary) is reported.
inline constexpr std::string_view kEncodingRuleId = "input/encoding";
// The id under which an input that ran out of its time budget (FileBudget) is reported.
inline constexpr std::string_view kTooSlowRuleId = "input/too-slow";

// Runs every rule of `rules` over `doc`, honouring its suppression comments. Returns the
// diagnostics sorted by position (DiagnosticLess).
//
// With a `budget`, publishes each rule as it runs and checks the budget between rules: once
// it has run out (budget->ran_out()), stops and returns input/too-slow alone (nothing when
// that rule is off), since the findings of some of the rules would mislead.
std::vector<Diagnostic> LintDocument(const Document& doc, const RuleSet& rules,
                                     const RuleContext& ctx, FileBudget* budget = nullptr);

// Lints `source`: when its bytes are not text (encoding_problem()), reports input/encoding and
// nothing else; otherwise parses and runs LintDocument (parsing counts against `budget` too),
// and stores the kind of input it read in `input_kind` when given. With a `memo`, the parse
// reuses and updates what an earlier parse of the same CV read from its entries
// (ParseOptions::memo).
std::vector<Diagnostic> LintSource(const Source& source, const RuleSet& rules,
                                   const RuleContext& ctx, FileBudget* budget = nullptr,
                                   std::optional<InputKind>* input_kind = nullptr,
                                   EntryFactsMemo* memo = nullptr);

// The input/encoding diagnostic for `source`, which must have an encoding_problem().
Diagnostic EncodingDiagnostic(const Source& source, Severity severity);

// The input/too-slow diagnostic for an input whose `budget` ran out (or was given up on) while
// budget.stage() was running, at the start of the file.
Diagnostic TooSlowDiagnostic(const FileBudget& budget, Severity severity);

// What LintDocument returns once `budget` has run out: TooSlowDiagnostic at the severity of
// input/too-slow in `rules`, or nothing when that rule is off.
std::vector<Diagnostic> TooSlowDiagnostics(const FileBudget& budget, const RuleSet& rules);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_LINT_H_
