// The fixer: applies the fixes attached to diagnostics, re-parses and repeats until nothing
// changes (a fixpoint), at most FixOptions::max_passes times.
#ifndef CVTIDY_SRC_ENGINE_FIXER_H_
#define CVTIDY_SRC_ENGINE_FIXER_H_

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "src/engine/diagnostic.h"
#include "src/engine/file_budget.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/model/document.h"
#include "src/source/source.h"

namespace cvtidy {

struct FixOptions {
  bool unsafe = false;  // also apply unsafe fixes
  int max_passes = 10;
  // Checked between rules and between passes (LintSource); null: no limit.
  FileBudget* budget = nullptr;
};

// One fix FixSource applied, with what it rested on: the provenance `fix` reports (json, SARIF,
// --show-fixes, the HTML report).
struct AppliedFix {
  std::string_view rule_id;  // points at the rule's static id
  int pass = 0;              // 1-based pass that applied it
  FixSafety safety = FixSafety::kSafe;
  std::string title;  // the fix's title: "Write `Sep 2019`"
  // Where it applied: 1-based line and code-point column of its first edit, in the text the
  // pass read (the input itself for pass 1).
  uint32_t line = 0;
  uint32_t column = 0;
  // The text from its first edit's start to its last edit's end, before and after the fix.
  std::string before;
  std::string after;
  // Why this form: the diagnostic's note (vote counts, the table entry, the chosen form).
  std::string evidence;
};

struct FixResult {
  // The text after the last pass (without BOM; Source::Serialize restores it).
  std::unique_ptr<Source> fixed;
  // The diagnostics still reported on `fixed`.
  std::vector<Diagnostic> remaining;
  size_t applied = 0;  // fixes applied over all passes
  // Every fix applied, pass by pass, by position within a pass.
  std::vector<AppliedFix> applied_fixes;
  int passes = 0;  // passes that applied at least one fix
  bool converged = true;
  // When !converged: the rules whose fixes were still changing the text at the last pass.
  std::vector<std::string_view> cycling_rules;
  // The budget ran out: nothing is fixed (`fixed` is the original text, `applied` 0), and
  // `remaining` holds input/too-slow alone (nothing when that rule is off).
  bool ran_out = false;
  // How the parser read the input (before any fix).
  std::optional<InputKind> input_kind;

  bool changed() const { return applied > 0; }
};

// Fixes `source` to a fixpoint. Precondition: !source.encoding_problem().
FixResult FixSource(const Source& source, const RuleSet& rules, const RuleContext& ctx,
                    const FixOptions& options);

// Applies, in one pass, the applicable fixes of `diagnostics` (safe ones; unsafe ones too when
// `unsafe`) to `source`'s text. Fixes are taken by position; a fix with an edit that overlaps
// (or touches the same insertion point as) one already taken waits for the next pass. A `\n`
// in a replacement is written as the source's line terminator. Returns the new text and stores
// how many fixes were applied, and which (by position), in the optional out-parameters.
std::string ApplyFixes(const Source& source, std::span<const Diagnostic> diagnostics, bool unsafe,
                       size_t* applied = nullptr,
                       std::vector<const Diagnostic*>* applied_fixes = nullptr);

// The provenance of `diagnostic`'s fix, applied in `pass` to `source` (the text it was made
// for). Precondition: the diagnostic has a fix with edits in bounds.
AppliedFix RecordFix(const Source& source, const Diagnostic& diagnostic, int pass);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_FIXER_H_
