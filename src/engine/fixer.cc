#include "src/engine/fixer.h"

#include <algorithm>

#include "src/engine/lint.h"
#include "src/parse/entry_memo.h"
#include "src/parse/parse.h"

namespace cvtidy {
namespace {

// Appends `replacement` with each bare `\n` written as `terminator`.
void AppendWithTerminator(std::string_view replacement, std::string_view terminator,
                          std::string& out) {
  if (terminator == "\n") {
    out.append(replacement);
    return;
  }
  for (size_t i = 0; i < replacement.size(); ++i) {
    if (replacement[i] == '\n' && (i == 0 || replacement[i - 1] != '\r')) {
      out.append(terminator);
    } else {
      out.push_back(replacement[i]);
    }
  }
}

bool Applicable(const Diagnostic& d, bool unsafe) {
  return d.fix.has_value() && !d.fix->edits.empty() &&
         (unsafe || d.fix->safety == FixSafety::kSafe);
}

}  // namespace

std::string ApplyFixes(const Source& source, std::span<const Diagnostic> diagnostics, bool unsafe,
                       size_t* applied, std::vector<const Diagnostic*>* applied_fixes) {
  std::vector<const Diagnostic*> fixes;
  for (const Diagnostic& d : diagnostics) {
    if (Applicable(d, unsafe)) {
      fixes.push_back(&d);
    }
  }
  std::stable_sort(fixes.begin(), fixes.end(), [](const Diagnostic* a, const Diagnostic* b) {
    return a->fix->edits.front().range.begin < b->fix->edits.front().range.begin;
  });

  // Accept fixes first by position; keep every accepted edit in `taken`, sorted.
  std::vector<const TextEdit*> taken;
  size_t count = 0;
  const uint32_t size = source.size();
  for (const Diagnostic* d : fixes) {
    const FixEdits& edits = d->fix->edits;
    const bool fits = std::all_of(edits.begin(), edits.end(), [&](const TextEdit& e) {
      if (e.range.begin > e.range.end || e.range.end > size) {
        return false;  // out of bounds: a rule bug; never apply
      }
      return std::none_of(taken.begin(), taken.end(), [&](const TextEdit* t) {
        // Overlap, or two edits at one point (their order would be ambiguous).
        return e.range.Overlaps(t->range) || e.range.begin == t->range.begin ||
               (e.range.empty() && t->range.Contains(e.range.begin)) ||
               (t->range.empty() && e.range.Contains(t->range.begin));
      });
    });
    if (!fits) {
      continue;
    }
    for (const TextEdit& e : edits) {
      taken.push_back(&e);
    }
    ++count;
    if (applied_fixes != nullptr) {
      applied_fixes->push_back(d);
    }
  }
  std::sort(taken.begin(), taken.end(),
            [](const TextEdit* a, const TextEdit* b) { return a->range.begin < b->range.begin; });

  const std::string_view text = source.text();
  std::string out;
  out.reserve(text.size() + 64);
  uint32_t cursor = 0;
  for (const TextEdit* e : taken) {
    out.append(text.substr(cursor, e->range.begin - cursor));
    AppendWithTerminator(e->replacement, source.line_terminator(), out);
    cursor = e->range.end;
  }
  out.append(text.substr(cursor));
  if (applied != nullptr) {
    *applied = count;
  }
  return out;
}

AppliedFix RecordFix(const Source& source, const Diagnostic& diagnostic, int pass) {
  const Fix& fix = *diagnostic.fix;
  AppliedFix record;
  record.rule_id = diagnostic.rule_id;
  record.pass = pass;
  record.safety = fix.safety;
  record.title = fix.title;
  record.evidence = diagnostic.note;
  const uint32_t begin = fix.edits.front().range.begin;
  const uint32_t end = fix.edits.back().range.end;
  const LineCol at = source.Locate(begin);
  record.line = at.line;
  record.column = at.column;
  const std::string_view text = source.text();
  record.before = std::string(text.substr(begin, end - begin));
  uint32_t cursor = begin;
  for (const TextEdit& edit : fix.edits) {
    record.after.append(text.substr(cursor, edit.range.begin - cursor));
    AppendWithTerminator(edit.replacement, source.line_terminator(), record.after);
    cursor = edit.range.end;
  }
  return record;
}

FixResult FixSource(const Source& source, const RuleSet& rules, const RuleContext& ctx,
                    const FixOptions& options) {
  FixResult result;
  // Out of time: the original text, unfixed, with input/too-slow alone.
  const auto ran_out = [&] {
    FixResult out;
    out.fixed = std::make_unique<Source>(source.Derive(std::string(source.text())));
    out.remaining = TooSlowDiagnostics(*options.budget, rules);
    out.ran_out = true;
    return out;
  };
  // Each pass parses the text again; the entries its edits left alone are not read again.
  EntryFactsMemo memo;
  result.fixed = std::make_unique<Source>(source.Derive(std::string(source.text())));
  result.remaining =
      LintSource(*result.fixed, rules, ctx, options.budget, &result.input_kind, &memo);
  for (int pass = 0; pass < options.max_passes; ++pass) {
    if (options.budget != nullptr && options.budget->CheckRanOut()) {
      return ran_out();
    }
    size_t applied = 0;
    std::vector<const Diagnostic*> taken;
    std::string text =
        ApplyFixes(*result.fixed, result.remaining, options.unsafe, &applied, &taken);
    if (applied == 0 || text == result.fixed->text()) {
      return result;
    }
    std::vector<std::string_view> pass_rules;
    for (const Diagnostic* d : taken) {
      result.applied_fixes.push_back(RecordFix(*result.fixed, *d, pass + 1));
      if (std::find(pass_rules.begin(), pass_rules.end(), d->rule_id) == pass_rules.end()) {
        pass_rules.push_back(d->rule_id);
      }
    }
    result.applied += applied;
    result.passes = pass + 1;
    result.fixed = std::make_unique<Source>(source.Derive(std::move(text)));
    result.remaining = LintSource(*result.fixed, rules, ctx, options.budget, nullptr, &memo);
    result.cycling_rules = std::move(pass_rules);
  }
  if (options.budget != nullptr && options.budget->CheckRanOut()) {
    return ran_out();
  }
  // Out of passes: converged only if nothing applicable is left.
  result.converged =
      std::none_of(result.remaining.begin(), result.remaining.end(),
                   [&](const Diagnostic& d) { return Applicable(d, options.unsafe); });
  if (result.converged) {
    result.cycling_rules.clear();
  }
  return result;
}

}  // namespace cvtidy
