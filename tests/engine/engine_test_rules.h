// Rules that exist only in engine_tests, to exercise the engine without depending on what the
// real rules find. Ids live under `fake/`.
#ifndef CVTIDY_TESTS_ENGINE_ENGINE_TEST_RULES_H_
#define CVTIDY_TESTS_ENGINE_ENGINE_TEST_RULES_H_

#include <string_view>

#include "src/engine/rule.h"

namespace cvtidy::testing_rules {

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
