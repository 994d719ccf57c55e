// Definitions of the fake rules (a *_test.cc so it lands in engine_tests only).
#include "tests/engine/engine_test_rules.h"

#include <string>

namespace cvtidy::testing_rules {
namespace {

// Calls `found(offset)` for every occurrence of `needle` in the document.
template <typename F>
void FindAll(const Document& doc, std::string_view needle, F found) {
  const std::string_view text = doc.source().text();
  for (size_t pos = text.find(needle); pos != std::string_view::npos;
       pos = text.find(needle, pos + needle.size())) {
    found(static_cast<uint32_t>(pos));
  }
}

}  // namespace

const RuleInfo& FakeTypoRule::info() const {
  static const RuleInfo kInfo{"fake/typo",          Severity::kWarning,       "Finds teh.",
                              kTestRuleExplanation, FixAvailability::kAlways, FixSafety::kSafe};
  return kInfo;
}

void FakeTypoRule::Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const {
  FindAll(doc, "teh", [&](uint32_t at) {
    const ByteRange range{at, at + 3};
    sink.Report(range, "typo `teh`", Fix{"Write `the`", FixSafety::kSafe, {{range, "the"}}});
  });
}

const RuleInfo& FakeGrowRule::info() const {
  static const RuleInfo kInfo{"fake/grow",          Severity::kInfo,          "Grows aa.",
                              kTestRuleExplanation, FixAvailability::kAlways, FixSafety::kUnsafe};
  return kInfo;
}

void FakeGrowRule::Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const {
  FindAll(doc, "aa", [&](uint32_t at) {
    const ByteRange range{at, at + 2};
    sink.Report(range, "aa", Fix{"Grow", FixSafety::kUnsafe, {{range, "aaa"}}});
  });
}

const RuleInfo& FakeMarkRule::info() const {
  static const RuleInfo kInfo{"fake/mark",          Severity::kError,       "Finds mark.",
                              kTestRuleExplanation, FixAvailability::kNone, FixSafety::kSafe};
  return kInfo;
}

void FakeMarkRule::Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const {
  FindAll(doc, "mark", [&](uint32_t at) { sink.Report({at, at + 4}, "marked"); });
}

CVTIDY_REGISTER_RULE(FakeTypoRule);
CVTIDY_REGISTER_RULE(FakeGrowRule);
CVTIDY_REGISTER_RULE(FakeMarkRule);

}  // namespace cvtidy::testing_rules
