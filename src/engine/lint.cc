#include "src/engine/lint.h"

#include <algorithm>
#include <chrono>
#include <string>

#include <fmt/format.h>

#include "src/config/builtin_tables.h"
#include "src/engine/sink.h"
#include "src/engine/suppression_report.h"
#include "src/model/owned_spans.h"
#include "src/parse/parse.h"

namespace cvtidy {
namespace {

// The rule id prefix of the family that owns spans of `owner`'s kind.
std::string_view OwnerFamily(SpanOwner owner) {
  switch (owner) {
    case SpanOwner::kVenue:
      return "venue/";
    case SpanOwner::kNone:
      break;
  }
  return "";
}

// A rule's group decides what it owns: `venue/alias-conflict` owns venue mentions.
SpanOwner SpanOwnerOfRule(std::string_view rule_id) {
  return rule_id.starts_with(OwnerFamily(SpanOwner::kVenue)) ? SpanOwner::kVenue : SpanOwner::kNone;
}

// Rules that ownership does not bind. The `ocr/*` repairs undo converter damage (`EuroS\&P`,
// `&amp;`, mojibake) and restore the text the owner then reads; they never write a form the
// owner would write back. A custom rule is the user's own rewrite (`fix --verify` shows one
// that fights a built-in rule).
bool BoundByOwnership(std::string_view rule_id) {
  return !rule_id.starts_with("ocr/") && !IsCustomRuleId(rule_id);
}

// Span ownership (src/model/owned_spans.h): a fix that would edit inside a span another rule
// family owns is withheld, and its diagnostic kept with a note saying why. So in one pass each
// span is rewritten by its owner alone, and two families never undo each other's edits.
void WithholdForeignFixes(const Document& doc, std::vector<Diagnostic>& diagnostics) {
  for (Diagnostic& d : diagnostics) {
    if (!d.fix.has_value() || !BoundByOwnership(d.rule_id)) {
      continue;
    }
    const SpanOwner mine = SpanOwnerOfRule(d.rule_id);
    for (const TextEdit& edit : d.fix->edits) {
      const std::optional<OwnedSpan> owned = OwnedSpanEditedBy(doc, edit.range);
      if (owned && owned->owner != mine) {
        d.fix.reset();
        d.note += d.note.empty() ? "" : "; ";
        d.note += fmt::format("no fix: `{}` is a venue mention, which only `{}*` rules rewrite",
                              doc.OneLineText(owned->range), OwnerFamily(owned->owner));
        break;
      }
    }
  }
}

// Each finding's context (Diagnostic::context): its entry's text from after its list marker
// (a renumbered list changes no context), else its line's content. A baseline keys findings by
// it instead of by position.
void SetContexts(const Document& doc, std::vector<Diagnostic>& diagnostics) {
  const std::span<const Line> lines = doc.lines();
  const Source& source = doc.source();
  for (Diagnostic& d : diagnostics) {
    if (lines.empty() || d.range.begin > source.size()) {
      continue;
    }
    const uint32_t index = std::min<uint32_t>(source.LineOf(d.range.begin) - 1,
                                              static_cast<uint32_t>(lines.size() - 1));
    const Line& line = lines[index];
    if (line.entry != kNoIndex) {
      const Entry& entry = doc.entries()[line.entry];
      const Line& first = lines[entry.first_line];
      uint32_t begin = first.content.empty() ? first.range.begin : first.content.begin;
      if (!first.inner_marker_range.empty()) {
        begin = std::max(begin, first.inner_marker_range.end);
      }
      d.context = ByteRange{std::min(begin, entry.range.end), entry.range.end};
    } else {
      d.context = line.content.empty() ? line.range : line.content;
    }
  }
}

}  // namespace

std::vector<Diagnostic> LintDocument(const Document& doc, const RuleSet& rules,
                                     const RuleContext& ctx, FileBudget* budget) {
  const Suppressions suppressions(doc);
  DiagnosticSink sink(doc.source(), doc.directives().empty() ? nullptr : &suppressions);
  for (const EnabledRule& enabled : rules.looped()) {
    if (!RunsOn(enabled.rule->info(), doc.input_kind())) {
      continue;
    }
    const std::string_view& id = enabled.rule->info().id;
    if (budget != nullptr) {
      if (budget->CheckRanOut()) {
        return TooSlowDiagnostics(*budget, rules);
      }
      budget->Enter(id);
      internal::MaybeStallForTest(id, doc.source().text());
    }
    sink.SetRule(id, enabled.severity);
    enabled.rule->Check(doc, ctx, sink);
  }
  // Every [[custom]] rule in one pass (one RE2::Set per kind of text).
  if (const CustomRules* custom = rules.custom()) {
    if (budget != nullptr) {
      if (budget->CheckRanOut()) {
        return TooSlowDiagnostics(*budget, rules);
      }
      budget->Enter(kCustomRulesStage);
    }
    custom->Run(doc, rules.custom_severities(), sink);
  }
  if (budget != nullptr && budget->CheckRanOut()) {
    return TooSlowDiagnostics(*budget, rules);
  }
  // After every rule: only then is it known which comments silenced something.
  ReportSuppressionProblems(doc, rules, suppressions, sink);
  std::vector<Diagnostic>& diagnostics = sink.diagnostics();
  WithholdForeignFixes(doc, diagnostics);
  std::stable_sort(diagnostics.begin(), diagnostics.end(), DiagnosticLess);
  SetContexts(doc, diagnostics);
  return std::move(diagnostics);
}

Diagnostic EncodingDiagnostic(const Source& source, Severity severity) {
  const EncodingProblem& problem = *source.encoding_problem();
  const auto byte = static_cast<unsigned char>(source.text()[problem.offset]);
  std::string message;
  switch (problem.kind) {
    case EncodingProblem::Kind::kBinary:
      message = "binary file (NUL byte); skipped";
      break;
    case EncodingProblem::Kind::kInvalidUtf8:
      message = fmt::format(
          "invalid UTF-8 (byte 0x{:02X}); file skipped: convert it to UTF-8 first", byte);
      break;
    case EncodingProblem::Kind::kLineTooLong:
      message = fmt::format(
          "a line longer than {} bytes; file skipped: this is not text a person wrote (break "
          "the line, or check that the right file was given)",
          kMaxLineBytes);
      break;
  }
  return Diagnostic{kEncodingRuleId,    severity,     {problem.offset, problem.offset + 1},
                    std::move(message), std::nullopt, {}};
}

Diagnostic TooSlowDiagnostic(const FileBudget& budget, Severity severity) {
  const std::string_view stage = budget.stage();
  std::string running;
  if (stage.find('/') != std::string_view::npos) {
    running = fmt::format("`{}` was running", stage);  // a rule id
  } else if (stage == kCustomRulesStage) {
    running = fmt::format("{} were running", stage);
  } else {
    running = stage.empty() ? std::string("starting") : std::string(stage);  // kParseStage
  }
  const double seconds = std::chrono::duration<double>(budget.limit()).count();
  return Diagnostic{
      kTooSlowRuleId,
      severity,
      {0, 0},
      fmt::format("gave up on this file after its {:g} s budget, while {}; file skipped", seconds,
                  running),
      std::nullopt,
      "raise the budget with `--file-timeout SECONDS` or `file-timeout = SECONDS` in "
      "cvtidy.toml (0: no limit)"};
}

std::vector<Diagnostic> TooSlowDiagnostics(const FileBudget& budget, const RuleSet& rules) {
  std::vector<Diagnostic> out;
  if (const EnabledRule* rule = rules.Find(kTooSlowRuleId)) {
    out.push_back(TooSlowDiagnostic(budget, rule->severity));
  }
  return out;
}

std::vector<Diagnostic> LintSource(const Source& source, const RuleSet& rules,
                                   const RuleContext& ctx, FileBudget* budget,
                                   std::optional<InputKind>* input_kind) {
  if (source.encoding_problem()) {
    std::vector<Diagnostic> out;
    if (const EnabledRule* rule = rules.Find(kEncodingRuleId)) {
      out.push_back(EncodingDiagnostic(source, rule->severity));
    }
    return out;
  }
  if (budget != nullptr) {
    budget->Enter(kParseStage);
  }
  const Document doc =
      Parse(source, ParseOptions{&VenuesFor(ctx.config), &BuiltinSections(), &BuiltinVocabulary()});
  if (input_kind != nullptr) {
    *input_kind = doc.input_kind();
  }
  return LintDocument(doc, rules, ctx, budget);
}

}  // namespace cvtidy
