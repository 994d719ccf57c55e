#include "src/engine/lint.h"

#include <algorithm>
#include <chrono>
#include <iterator>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
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
  return StartsWithBytes(rule_id, OwnerFamily(SpanOwner::kVenue)) ? SpanOwner::kVenue
                                                                  : SpanOwner::kNone;
}

// Rules that ownership does not bind. The `ocr/*` repairs undo converter damage (`EuroS\&P`,
// `&amp;`, mojibake) and restore the text the owner then reads; they never write a form the
// owner would write back. A custom rule is the user's own rewrite (`fix --verify` shows one
// that fights a built-in rule).
bool BoundByOwnership(std::string_view rule_id) {
  return !StartsWithBytes(rule_id, "ocr/") && !IsCustomRuleId(rule_id);
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

// Which rule keeps a span that two rules would rewrite differently: the first entry its id
// starts with, most specific first. Repairs of what a converter or OCR broke come first
// (`ocr/*`; `date/split-range`, which joins a range a converter split over two lines): they
// restore the text the other rules read, and move or rejoin what those would rewrite in place.
// Then the rules about one kind of span, the year of a date before its style
// (`date/two-digit-year` over `date/mixed-format` for `May'23`), and the rules about the whole
// CV's layout and style last. Rules of one entry keep their spans side by side (the fixer takes
// one per pass); rules matching no entry rank after all of them.
constexpr std::string_view kRewritePrecedence[] = {
    "input/",     "ocr/",     "date/split-range",    "venue/",
    "name/",      "contact/", "date/two-digit-year", "date/",
    "structure/", "style/",
};

size_t RewriteRank(std::string_view rule_id) {
  for (size_t i = 0; i < std::size(kRewritePrecedence); ++i) {
    if (rule_id.starts_with(kRewritePrecedence[i])) {
      return i;
    }
  }
  return std::size(kRewritePrecedence);
}

// Whether two edits would change the same text: overlapping ranges, an insertion strictly
// inside a replaced range, or two insertions at one point (their order would be a guess).
bool EditsCollide(ByteRange a, ByteRange b) {
  if (a.empty() && b.empty()) {
    return a.begin == b.begin;
  }
  return a.begin < b.end && b.begin < a.end;
}

struct EditRef {
  ByteRange range;
  uint32_t diagnostic;
};

// Span ownership between rules: two rules never offer rewrites of the same text. When the
// fixes of two rules' diagnostics would edit the same bytes (a word the one joins and the other
// restyles, a date the one moves and the other rewrites in place, or one rewrite offered twice),
// the rule earlier in kRewritePrecedence keeps the span and the other's diagnostic is dropped:
// once the owner's fix is applied, the other rule reads the result afresh. An owner whose fix is
// only a suggestion leaves a safe fix of the other alone, since `fix` would then apply neither.
// Findings without a fix, and fixes that only touch, are not in conflict. Custom rules are the
// user's own rewrites and are not bound (`fix --verify` shows one that fights a built-in rule).
void DropConflictingRewrites(std::vector<Diagnostic>& diagnostics) {
  // Counted first: one allocation, not one per doubling.
  size_t edit_count = 0;
  for (const Diagnostic& d : diagnostics) {
    edit_count += d.fix.has_value() ? d.fix->edits.size() : 0;
  }
  std::vector<EditRef> edits;
  edits.reserve(edit_count);
  for (uint32_t i = 0; i < diagnostics.size(); ++i) {
    const Diagnostic& d = diagnostics[i];
    if (d.fix.has_value() && !IsCustomRuleId(d.rule_id)) {
      for (const TextEdit& edit : d.fix->edits) {
        edits.push_back({edit.range, i});
      }
    }
  }
  std::sort(edits.begin(), edits.end(), [](const EditRef& a, const EditRef& b) {
    return std::tie(a.range.begin, a.range.end) < std::tie(b.range.begin, b.range.end);
  });
  // Each pair of colliding edits of two rules: every earlier edit that reaches `edit` (a sweep
  // over the edits by start, keeping those whose end is not yet behind).
  std::vector<std::pair<uint32_t, uint32_t>> conflicts;
  std::vector<EditRef> open;
  for (const EditRef& edit : edits) {
    std::erase_if(open, [&](const EditRef& o) { return o.range.end < edit.range.begin; });
    for (const EditRef& o : open) {
      if (o.diagnostic != edit.diagnostic &&
          diagnostics[o.diagnostic].rule_id != diagnostics[edit.diagnostic].rule_id &&
          EditsCollide(o.range, edit.range)) {
        conflicts.emplace_back(o.diagnostic, edit.diagnostic);
      }
    }
    open.push_back(edit);
  }
  if (conflicts.empty()) {
    return;
  }
  // The best-ranked diagnostics decide first, so a dropped one never drops another.
  std::sort(conflicts.begin(), conflicts.end(), [&](const auto& a, const auto& b) {
    const auto best = [&](const std::pair<uint32_t, uint32_t>& c) {
      return std::min(RewriteRank(diagnostics[c.first].rule_id),
                      RewriteRank(diagnostics[c.second].rule_id));
    };
    return best(a) < best(b);
  });
  std::vector<bool> dropped(diagnostics.size(), false);
  for (const auto& [x, y] : conflicts) {
    const size_t rank_x = RewriteRank(diagnostics[x].rule_id);
    const size_t rank_y = RewriteRank(diagnostics[y].rule_id);
    if (rank_x == rank_y || dropped[x] || dropped[y]) {
      continue;
    }
    const uint32_t owner = rank_x < rank_y ? x : y;
    const uint32_t other = owner == x ? y : x;
    // A suggestion (unsafe) never takes the span from a safe fix: `fix` would apply neither.
    if (diagnostics[owner].fix->safety == FixSafety::kUnsafe &&
        diagnostics[other].fix->safety == FixSafety::kSafe) {
      continue;
    }
    dropped[other] = true;
  }
  size_t kept = 0;
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    if (dropped[i]) {
      continue;
    }
    if (kept != i) {
      diagnostics[kept] = std::move(diagnostics[i]);
    }
    ++kept;
  }
  diagnostics.resize(kept);
}

}  // namespace

std::vector<Diagnostic> LintDocument(const Document& doc, const RuleSet& rules,
                                     const RuleContext& ctx, FileBudget* budget) {
  const Suppressions suppressions(doc);
  DiagnosticSink sink(doc.source(), doc.directives().empty() ? nullptr : &suppressions);
  // The test stall is armed in no normal run: one test per document, not one per rule.
  const bool stall_armed = budget != nullptr && internal::StallArmedForTest();
  const InputKind input_kind = doc.input_kind();
  for (const EnabledRule& enabled : rules.looped()) {
    const RuleInfo& info = enabled.rule->info();
    if (!RunsOn(info, input_kind)) {
      continue;
    }
    const std::string_view& id = info.id;
    if (budget != nullptr) {
      if (budget->CheckRanOut()) {
        return TooSlowDiagnostics(*budget, rules);
      }
      budget->Enter(id);
      if (stall_armed) {
        internal::MaybeStallForTest(id, doc.source().text());
      }
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
  DropConflictingRewrites(diagnostics);
  SortDiagnostics(diagnostics);
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
  return Diagnostic{kEncodingRuleId,
                    severity,
                    {problem.offset, problem.offset + 1},
                    std::move(message),
                    std::nullopt,
                    {},
                    {},
                    {}};
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
      "cvtidy.toml (0: no limit)",
      {},
      {}};
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
                                   std::optional<InputKind>* input_kind, EntryFactsMemo* memo) {
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
  ParseOptions options = ParseOptionsFor(ctx.config);
  options.memo = memo;
  const Document doc = Parse(source, options);
  if (input_kind != nullptr) {
    *input_kind = doc.input_kind();
  }
  return LintDocument(doc, rules, ctx, budget);
}

}  // namespace cvtidy
