// Span ownership between rules (src/engine/lint.cc, kRewritePrecedence): when two rules' fixes
// would edit the same text, the more specific rule keeps the span and the other's diagnostic is
// dropped; the fixer then lets the other rule read the repaired text afresh.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/engine/registry.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"
#include "tests/engine/engine_test_rules.h"

namespace cvtidy {
namespace {

// Reports `text` wherever it occurs, with a fix writing `replacement` over it; its id decides
// its rank.
class RewriteRule final : public Rule {
 public:
  RewriteRule(std::string_view id, std::string text, std::string replacement)
      : info_{id,
              Severity::kWarning,
              "Rewrites a phrase.",
              testing_rules::kTestRuleExplanation,
              FixAvailability::kAlways,
              FixSafety::kSafe},
        text_(std::move(text)),
        replacement_(std::move(replacement)) {}
  const RuleInfo& info() const override { return info_; }
  void Check(const Document& doc, const RuleContext&, DiagnosticSink& sink) const override {
    const std::string_view source = doc.source().text();
    for (size_t at = source.find(text_); at != std::string_view::npos;
         at = source.find(text_, at + text_.size())) {
      const ByteRange range{static_cast<uint32_t>(at), static_cast<uint32_t>(at + text_.size())};
      sink.Report(range, "rewrite " + text_,
                  Fix{"Write `" + replacement_ + "`", FixSafety::kSafe, {{range, replacement_}}});
    }
  }

 private:
  RuleInfo info_;
  std::string text_;
  std::string replacement_;
};

const Config kConfig;
const RuleContext kContext{kConfig, {2026, 3, 15}};

std::vector<Diagnostic> Lint(const Source& source, std::span<const Rule* const> rules) {
  return LintSource(source, RuleSet::Only(rules), kContext);
}

std::vector<std::string_view> RulesOf(const std::vector<Diagnostic>& diagnostics) {
  std::vector<std::string_view> ids;
  for (const Diagnostic& d : diagnostics) {
    ids.push_back(d.rule_id);
  }
  return ids;
}

// A fictional CV line whose title a converter broke (`Real- Time`) and wrote in quotes.
const Source kBrokenTitle =
    Source::FromBytes("cv.md", "- A. Quill. \"Real- Time Toy Systems\". Imaginary Press, 2020.\n");

TEST(RewriteOwnershipTest, ARepairKeepsTheSpanAStyleRuleWouldRewriteAround) {
  const RewriteRule join("ocr/fake-join", "Real- Time", "Real-Time");
  const RewriteRule plain("style/fake-plain", "\"Real- Time Toy Systems\"",
                          "Real- Time Toy Systems");
  const std::array<const Rule*, 2> rules = {&plain, &join};
  EXPECT_EQ(RulesOf(Lint(kBrokenTitle, rules)), (std::vector<std::string_view>{"ocr/fake-join"}));
  // The style rule's finding is not lost: once the repair is applied it reads the repaired
  // title, which it no longer matches in this fake; the fix settles in one pass.
  const FixResult fixed = FixSource(kBrokenTitle, RuleSet::Only(rules), kContext, FixOptions{});
  EXPECT_TRUE(fixed.converged);
  EXPECT_EQ(fixed.applied, 1u);
  EXPECT_EQ(fixed.fixed->text(), "- A. Quill. \"Real-Time Toy Systems\". Imaginary Press, 2020.\n");
}

TEST(RewriteOwnershipTest, TheLosersFindingReturnsOnTheRepairedText) {
  // The style rule also matches the repaired title: `fix` applies the repair, then the style.
  const RewriteRule join("ocr/fake-join", "Real- Time", "Real-Time");
  const RewriteRule plain_broken("style/fake-plain", "\"Real- Time Toy Systems\"",
                                 "Real- Time Toy Systems");
  const RewriteRule plain_repaired("style/fake-plain-again", "\"Real-Time Toy Systems\"",
                                   "Real-Time Toy Systems");
  const std::array<const Rule*, 3> rules = {&plain_broken, &plain_repaired, &join};
  const FixResult fixed = FixSource(kBrokenTitle, RuleSet::Only(rules), kContext, FixOptions{});
  EXPECT_TRUE(fixed.converged);
  EXPECT_EQ(fixed.fixed->text(), "- A. Quill. Real-Time Toy Systems. Imaginary Press, 2020.\n");
}

TEST(RewriteOwnershipTest, OneRewriteOfferedByTwoRulesIsReportedOnce) {
  const RewriteRule year("date/two-digit-year-fake", "May'23", "May 2023");
  const RewriteRule style("date/mixed-format-fake", "May'23", "May 2023");
  const RewriteRule other("style/fake-other", "Toy", "Mock");
  const std::array<const Rule*, 3> rules = {&style, &other, &year};
  const Source source = Source::FromBytes("cv.md", "- Intern, Toy Works, May'23\n");
  const std::vector<Diagnostic> diagnostics = Lint(source, rules);
  EXPECT_EQ(RulesOf(diagnostics),
            (std::vector<std::string_view>{"style/fake-other", "date/two-digit-year-fake"}));
  // The diagnostics kept are whole: message and fix.
  for (const Diagnostic& d : diagnostics) {
    EXPECT_FALSE(d.message.empty()) << d.rule_id;
    ASSERT_TRUE(d.fix.has_value()) << d.rule_id;
    EXPECT_EQ(d.fix->edits.size(), 1u) << d.rule_id;
  }
}

TEST(RewriteOwnershipTest, EditsThatOnlyTouchOrRulesOfOneRankKeepBoth) {
  const Source source = Source::FromBytes("cv.md", "- Tutor, 2019 - 2020\n");
  // `2019` and ` - ` touch: both fixes apply in one pass.
  const RewriteRule date("date/fake-date", "2019", "Sep 2019");
  const RewriteRule separator("style/fake-dash", " - ", " – ");
  const std::array<const Rule*, 2> touching = {&date, &separator};
  EXPECT_EQ(Lint(source, touching).size(), 2u);
  // Two rules of one rank over the same text: no owner between them, the fixer takes one per
  // pass.
  const RewriteRule other_style("style/fake-other", "2019 - 2020", "2019–2020");
  const RewriteRule other_dash("style/fake-dash", " - ", "–");
  const std::array<const Rule*, 2> same_rank = {&other_style, &other_dash};
  EXPECT_EQ(Lint(source, same_rank).size(), 2u);
}

TEST(RewriteOwnershipTest, FindingsWithoutAFixAreNotBound) {
  class NoticeRule final : public Rule {
   public:
    const RuleInfo& info() const override {
      static const RuleInfo kInfo{"style/fake-notice", Severity::kInfo, "Notices.",
                                  testing_rules::kTestRuleExplanation};
      return kInfo;
    }
    void Check(const Document&, const RuleContext&, DiagnosticSink& sink) const override {
      sink.Report({2, 7}, "a notice without a fix");
    }
  };
  const Source source = Source::FromBytes("cv.md", "- Tutor, 2019 - 2020\n");
  const NoticeRule notice;
  const RewriteRule date("date/fake-date", "Tutor", "Lecturer");
  const std::array<const Rule*, 2> rules = {&notice, &date};
  EXPECT_EQ(Lint(source, rules).size(), 2u);
}

// The conflict found on real converter output, reproduced on a fictional CV with the real
// rules: a CV that writes four-digit years and mostly `Mon YYYY` dates, and one `May'23`.
// date/two-digit-year and date/mixed-format both offered `May 2023` for it.
TEST(RewriteOwnershipTest, TwoDigitYearOwnsAShortYearTheStyleVoteWouldRewriteToo) {
  const Source source = Source::FromBytes("cv.md",
                                          "# Gus Invented\n\n## Experience\n\n"
                                          "- Lecturer, Example College, Sep 2021 – Present\n"
                                          "- Postdoc, Sample Lab, Oct 2019 – Aug 2021\n"
                                          "- Intern, Toy Works, May'23 – Aug 2023\n"
                                          "- Student, Mock University, Sep 2014 – May 2019\n");
  const Rule* year = RuleRegistry::Get().Find("date/two-digit-year");
  const Rule* style = RuleRegistry::Get().Find("date/mixed-format");
  ASSERT_NE(year, nullptr);
  ASSERT_NE(style, nullptr);
  // Each alone reports `May'23`.
  for (const Rule* rule : {year, style}) {
    const std::array<const Rule*, 1> alone = {rule};
    EXPECT_EQ(RulesOf(Lint(source, alone)), (std::vector<std::string_view>{rule->info().id}));
  }
  const std::array<const Rule*, 2> both = {style, year};
  EXPECT_EQ(RulesOf(Lint(source, both)), (std::vector<std::string_view>{"date/two-digit-year"}));
}

}  // namespace
}  // namespace cvtidy
