// What the libFuzzer targets share: the rule set of every registered rule, checks that abort
// (so libFuzzer records the input) when a diagnostic or an edit leaves its buffer, and the
// fix-to-fixpoint driver with its convergence and idempotency checks. Header-only: each
// target is one translation unit.
#ifndef CVTIDY_TESTS_FUZZ_FUZZ_SUPPORT_H_
#define CVTIDY_TESTS_FUZZ_FUZZ_SUPPORT_H_

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "src/config/config.h"
#include "src/engine/diagnostic.h"
#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/model/spans.h"
#include "src/source/source.h"

namespace cvtidy::fuzz {

// The reference date, fixed so date/future does not depend on the day the fuzzer runs.
inline constexpr CivilDate kToday{2026, 3, 15};

// Inputs larger than this are skipped: a CV is a few kilobytes, and large inputs only slow
// the search down (the bad-input matrix covers large files).
inline constexpr size_t kMaxInputBytes = 64 * 1024;

// Prints `what` and aborts: libFuzzer saves the input as a crash.
[[noreturn]] inline void Fail(std::string_view what, std::string_view detail = {}) {
  std::fprintf(stderr, "fuzz check failed: %.*s %.*s\n", static_cast<int>(what.size()), what.data(),
               static_cast<int>(detail.size()), detail.data());
  std::abort();
}

inline void Check(bool ok, std::string_view what, std::string_view detail = {}) {
  if (!ok) {
    Fail(what, detail);
  }
}

// Every registered rule at its default severity, resolved once.
inline const RuleSet& AllRules() {
  static const Config* const config = new Config();
  static const RuleSet* const rules = new RuleSet(*RuleSet::Resolve(*config, Selection{}));
  return *rules;
}

inline const Config& DefaultConfig() {
  static const Config* const config = new Config();
  return *config;
}

// `range` lies inside a buffer of `size` bytes.
inline bool InBounds(ByteRange range, size_t size) {
  return range.begin <= range.end && range.end <= size;
}

// Every diagnostic's range is in bounds of `source`, and each fix's edits are in bounds,
// sorted and disjoint (ApplyFixes relies on it).
inline void CheckDiagnostics(const Source& source, std::span<const Diagnostic> diagnostics) {
  for (const Diagnostic& d : diagnostics) {
    Check(InBounds(d.range, source.size()), "diagnostic range out of bounds:", d.rule_id);
    if (!d.fix) {
      continue;
    }
    uint32_t last_end = 0;
    for (const TextEdit& edit : d.fix->edits) {
      Check(InBounds(edit.range, source.size()), "fix edit out of bounds:", d.rule_id);
      Check(edit.range.begin >= last_end, "fix edits unsorted or overlapping:", d.rule_id);
      last_end = edit.range.end;
    }
  }
}

// Lints `source` with `rules`, checking every diagnostic.
inline std::vector<Diagnostic> LintChecked(const Source& source, const RuleSet& rules,
                                           const RuleContext& ctx) {
  std::vector<Diagnostic> diagnostics = LintSource(source, rules, ctx);
  CheckDiagnostics(source, diagnostics);
  return diagnostics;
}

// Fixes `source` pass by pass as FixSource does, checking the edits of every pass before they
// are applied, then asserts that the result is a fixpoint: no applicable fix is left after
// FixOptions::max_passes (convergence), and FixSource on the fixed text changes nothing
// (idempotency). Returns the fixed text.
inline std::string FixToFixpointChecked(const Source& source, const RuleSet& rules,
                                        const RuleContext& ctx, bool unsafe) {
  if (source.encoding_problem()) {
    return std::string(source.text());
  }
  const FixOptions options{.unsafe = unsafe};
  Source current = source.Derive(std::string(source.text()));
  std::vector<Diagnostic> diagnostics = LintChecked(current, rules, ctx);
  for (int pass = 0; pass < options.max_passes; ++pass) {
    size_t applied = 0;
    std::string text = ApplyFixes(current, diagnostics, unsafe, &applied);
    if (applied == 0 || text == current.text()) {
      break;
    }
    current = source.Derive(std::move(text));
    diagnostics = LintChecked(current, rules, ctx);
  }
  for (const Diagnostic& d : diagnostics) {
    const bool applicable =
        d.fix && !d.fix->edits.empty() && (unsafe || d.fix->safety == FixSafety::kSafe);
    Check(!applicable, "fixing did not converge; still fixing:", d.rule_id);
  }
  const FixResult again = FixSource(current, rules, ctx, options);
  Check(again.converged, "FixSource on the fixed text did not converge");
  if (again.changed()) {
    Fail("fixing the fixed text changed it again; rule:",
         again.applied_fixes.empty() ? std::string_view() : again.applied_fixes[0].rule_id);
  }
  return std::string(current.text());
}

// Parse, every rule, then fix to a fixpoint (safe fixes, or unsafe ones too): what `cvtidy
// check` and `cvtidy fix --unsafe-fixes` do to one file.
inline void LintAndFix(std::string_view name, std::string bytes, bool unsafe) {
  const RuleContext ctx{DefaultConfig(), kToday};
  const Source source = Source::FromBytes(std::string(name), std::move(bytes));
  if (source.encoding_problem()) {
    LintChecked(source, AllRules(), ctx);  // input/encoding alone; nothing to fix
    return;
  }
  FixToFixpointChecked(source, AllRules(), ctx, unsafe);  // lints every pass
}

}  // namespace cvtidy::fuzz

#endif  // CVTIDY_TESTS_FUZZ_FUZZ_SUPPORT_H_
