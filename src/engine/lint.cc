#include "src/engine/lint.h"

#include <algorithm>

#include <fmt/format.h>

#include "src/config/builtin_tables.h"
#include "src/engine/sink.h"
#include "src/parse/parse.h"

namespace cvtidy {

std::vector<Diagnostic> LintDocument(const Document& doc, const RuleSet& rules,
                                     const RuleContext& ctx) {
  const Suppressions suppressions(doc);
  DiagnosticSink sink(doc.source(), doc.directives().empty() ? nullptr : &suppressions);
  for (const EnabledRule& enabled : rules.looped()) {
    if (!RunsOn(enabled.rule->info(), doc.input_kind())) {
      continue;
    }
    sink.SetRule(enabled.rule->info().id, enabled.severity);
    enabled.rule->Check(doc, ctx, sink);
  }
  // Every [[custom]] rule in one pass (one RE2::Set per kind of text).
  if (const CustomRules* custom = rules.custom()) {
    custom->Run(doc, rules.custom_severities(), sink);
  }
  std::vector<Diagnostic>& diagnostics = sink.diagnostics();
  std::stable_sort(diagnostics.begin(), diagnostics.end(), DiagnosticLess);
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

std::vector<Diagnostic> LintSource(const Source& source, const RuleSet& rules,
                                   const RuleContext& ctx) {
  if (source.encoding_problem()) {
    std::vector<Diagnostic> out;
    if (const EnabledRule* rule = rules.Find(kEncodingRuleId)) {
      out.push_back(EncodingDiagnostic(source, rule->severity));
    }
    return out;
  }
  const Document doc = Parse(source, ParseOptions{&VenuesFor(ctx.config), &BuiltinSections()});
  return LintDocument(doc, rules, ctx);
}

}  // namespace cvtidy
