// Span ownership (src/model/owned_spans.h): a venue mention, its year included, belongs to the
// venue rules. The engine withholds any other rule's fix that would edit inside one, keeps its
// diagnostic with a note, and leaves fixes elsewhere alone.
#include <array>
#include <string>

#include "gtest/gtest.h"

#include "src/config/builtin_tables.h"
#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/model/owned_spans.h"
#include "src/parse/parse.h"
#include "src/source/source.h"
#include "tests/engine/engine_test_rules.h"

namespace cvtidy {
namespace {

// Rewrites every `'15` to `2015`, as a date rule would; its id decides its family.
class WidenYearRule final : public Rule {
 public:
  explicit WidenYearRule(std::string_view id)
      : info_{id,
              Severity::kWarning,
              "Widens '15.",
              testing_rules::kTestRuleExplanation,
              FixAvailability::kAlways,
              FixSafety::kSafe} {}
  const RuleInfo& info() const override { return info_; }
  void Check(const Document& doc, const RuleContext&, DiagnosticSink& sink) const override {
    const std::string_view text = doc.source().text();
    for (size_t at = text.find("'15"); at != std::string_view::npos;
         at = text.find("'15", at + 3)) {
      const ByteRange range{static_cast<uint32_t>(at), static_cast<uint32_t>(at + 3)};
      sink.Report(range, "two-digit year",
                  Fix{"Write `2015`", FixSafety::kSafe, {{range, "2015"}}});
    }
  }

 private:
  RuleInfo info_;
};

std::vector<Diagnostic> Lint(const Source& source, const Rule& rule) {
  const std::array<const Rule*, 1> rules = {&rule};
  const Config config;
  return LintSource(source, RuleSet::Only(rules), RuleContext{config, {2026, 3, 15}});
}

TEST(SpanOwnershipTest, AnotherFamilysFixInsideAVenueMentionIsWithheld) {
  const Source source =
      Source::FromBytes("cv.md", "- Reviewer, INFOCOM '15\n- Summer '15 school\n");
  const WidenYearRule rule("date/fake-widen");
  const std::vector<Diagnostic> diagnostics = Lint(source, rule);
  ASSERT_EQ(diagnostics.size(), 2u);
  // Inside `INFOCOM '15`: reported, no fix, and the note says who owns it.
  EXPECT_FALSE(diagnostics[0].fix.has_value());
  EXPECT_NE(diagnostics[0].note.find("`INFOCOM '15` is a venue mention"), std::string::npos)
      << diagnostics[0].note;
  EXPECT_NE(diagnostics[0].note.find("venue/*"), std::string::npos);
  // Outside any mention the fix stays.
  EXPECT_TRUE(diagnostics[1].fix.has_value());
  EXPECT_TRUE(diagnostics[1].note.empty());
}

TEST(SpanOwnershipTest, TheOwningFamilyKeepsItsFix) {
  const Source source = Source::FromBytes("cv.md", "- Reviewer, INFOCOM '15\n");
  const WidenYearRule rule("venue/fake-widen");
  const std::vector<Diagnostic> diagnostics = Lint(source, rule);
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_TRUE(diagnostics[0].fix.has_value());
}

TEST(SpanOwnershipTest, TwoFamiliesNeverFightOverAMention) {
  // A date rule widening `'15` and a venue rule narrowing `2015` back would cycle forever if
  // both could edit the mention; with ownership only the venue rule edits it, and fix settles.
  class NarrowYearRule final : public Rule {
   public:
    const RuleInfo& info() const override {
      static const RuleInfo kInfo{"venue/fake-narrow",      Severity::kWarning,
                                  "Narrows 2015.",          testing_rules::kTestRuleExplanation,
                                  FixAvailability::kAlways, FixSafety::kSafe};
      return kInfo;
    }
    void Check(const Document& doc, const RuleContext&, DiagnosticSink& sink) const override {
      for (const VenueMention& v : doc.venues()) {
        if (doc.Text(v.year_range) == "2015") {
          sink.Report(v.year_range, "four-digit venue year",
                      Fix{"Write `'15`", FixSafety::kSafe, {{v.year_range, "'15"}}});
        }
      }
    }
  };
  const WidenYearRule widen("date/fake-widen");
  const NarrowYearRule narrow;
  const std::array<const Rule*, 2> rules = {&widen, &narrow};
  const Config config;
  const Source source = Source::FromBytes("cv.md", "- Reviewer, INFOCOM 2015\n");
  const FixResult result =
      FixSource(source, RuleSet::Only(rules), RuleContext{config, {2026, 3, 15}}, FixOptions{});
  EXPECT_TRUE(result.converged);
  EXPECT_EQ(result.fixed->text(), "- Reviewer, INFOCOM '15\n");
}

TEST(OwnedSpansTest, AnEditInsideAMentionButNotOneReplacingItWhole) {
  const Source source = Source::FromBytes("cv.md", "- Reviewer, INFOCOM '15, extra\n");
  const Document doc = Parse(source, ParseOptions{&BuiltinVenues(), nullptr, nullptr});
  ASSERT_EQ(doc.venues().size(), 1u);
  const ByteRange mention = doc.venues()[0].range;
  ASSERT_EQ(doc.Text(mention), "INFOCOM '15");
  // Its year, its acronym, an insertion inside it: edited from inside.
  EXPECT_TRUE(OwnedSpanEditedBy(doc, doc.venues()[0].year_range).has_value());
  EXPECT_TRUE(OwnedSpanEditedBy(doc, {mention.begin, mention.begin + 3}).has_value());
  EXPECT_TRUE(OwnedSpanEditedBy(doc, {mention.begin + 2, mention.begin + 2}).has_value());
  // Straddling its end.
  EXPECT_TRUE(OwnedSpanEditedBy(doc, {mention.end - 1, mention.end + 2}).has_value());
  // The whole line deleted, an insertion at its edge, text beside it: not inside.
  EXPECT_FALSE(OwnedSpanEditedBy(doc, {0, source.size()}).has_value());
  EXPECT_FALSE(OwnedSpanEditedBy(doc, {mention.end, mention.end}).has_value());
  EXPECT_FALSE(OwnedSpanEditedBy(doc, {mention.end, mention.end + 2}).has_value());
  EXPECT_FALSE(OwnedSpanEditedBy(doc, {0, 2}).has_value());
}

}  // namespace
}  // namespace cvtidy
