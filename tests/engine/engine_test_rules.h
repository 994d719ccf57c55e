// Rules that exist only in engine_tests, to exercise the engine without depending on what the
// real rules find. Ids live under `fake/`.
#ifndef CVTIDY_TESTS_ENGINE_ENGINE_TEST_RULES_H_
#define CVTIDY_TESTS_ENGINE_ENGINE_TEST_RULES_H_

#include <string_view>

#include "src/engine/registry.h"
#include "src/engine/rule.h"

namespace cvtidy::testing_rules {

// An explanation with the four sections every rule's explanation must have.
inline constexpr std::string_view kTestRuleExplanation =
    "## What it does\nx\n\n## Why is this bad?\nx\n\n## Example\nx\n\n## Fix safety\nx\n";

// The registered rule `id`, or null.
inline const Rule* RegisteredRule(std::string_view id) { return RuleRegistry::Get().Find(id); }

// Reports every `teh` with a safe fix to `the`.
class FakeTypoRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

// Reports every `aa` and rewrites it to `aaa` (unsafe): never converges.
class FakeGrowRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

// Reports each line that says `mark`, with no fix.
class FakeMarkRule final : public Rule {
 public:
  const RuleInfo& info() const override;
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override;
};

}  // namespace cvtidy::testing_rules

#endif  // CVTIDY_TESTS_ENGINE_ENGINE_TEST_RULES_H_
