#include "src/engine/fixer.h"

#include <array>
#include <string>

#include "gtest/gtest.h"

#include "src/engine/lint.h"
#include "src/engine/registry.h"
#include "tests/engine/engine_test_rules.h"

namespace cvtidy {
namespace {

using testing_rules::RegisteredRule;

Diagnostic WithFix(ByteRange range, std::string replacement, FixSafety safety = FixSafety::kSafe) {
  return Diagnostic{"fake/typo",
                    Severity::kWarning,
                    range,
                    "m",
                    Fix{"t", safety, {{range, std::move(replacement)}}},
                    {},
                    {},
                    {}};
}

TEST(ApplyFixesTest, AppliesDisjointFixesAndDefersOverlaps) {
  const Source src = Source::FromBytes("cv.md", "abcdef");
  const std::array<Diagnostic, 3> diags = {WithFix({0, 2}, "X"), WithFix({1, 3}, "Y"),
                                           WithFix({4, 6}, "Z")};
  size_t applied = 0;
  EXPECT_EQ(ApplyFixes(src, diags, false, &applied), "XcdZ");
  EXPECT_EQ(applied, 2u);
}

TEST(ApplyFixesTest, UnsafeOnlyWhenAsked) {
  const Source src = Source::FromBytes("cv.md", "abc");
  const std::array<Diagnostic, 1> diags = {WithFix({0, 1}, "Z", FixSafety::kUnsafe)};
  EXPECT_EQ(ApplyFixes(src, diags, false), "abc");
  EXPECT_EQ(ApplyFixes(src, diags, true), "Zbc");
}

TEST(ApplyFixesTest, NewlinesFollowTheSourceLineEnding) {
  const Source src = Source::FromBytes("cv.md", "a b\r\n");
  const std::array<Diagnostic, 1> diags = {WithFix({1, 2}, "\n")};
  EXPECT_EQ(ApplyFixes(src, diags, false), "a\r\nb\r\n");
}

TEST(ApplyFixesTest, OutOfBoundsEditsAreNeverApplied) {
  const Source src = Source::FromBytes("cv.md", "abc");
  const std::array<Diagnostic, 1> diags = {WithFix({2, 9}, "Z")};
  size_t applied = 7;
  EXPECT_EQ(ApplyFixes(src, diags, false, &applied), "abc");
  EXPECT_EQ(applied, 0u);
}

TEST(ApplyFixesTest, TwoInsertionsAtOnePointWait) {
  const Source src = Source::FromBytes("cv.md", "ab");
  const std::array<Diagnostic, 2> diags = {WithFix({1, 1}, "X"), WithFix({1, 1}, "Y")};
  EXPECT_EQ(ApplyFixes(src, diags, false), "aXb");
}

TEST(FixSourceTest, ReachesFixpointAndReportsRemaining) {
  const Source src = Source::FromBytes("cv.md", "teh mark teh\n");
  const std::array<const Rule*, 2> rules = {RegisteredRule("fake/typo"),
                                            RegisteredRule("fake/mark")};
  const RuleSet set = RuleSet::Only(rules);
  const Config config;
  const RuleContext ctx{config, CivilDate{2026, 3, 15}};
  const FixResult result = FixSource(src, set, ctx, FixOptions{});
  EXPECT_TRUE(result.converged);
  EXPECT_TRUE(result.changed());
  EXPECT_EQ(result.applied, 2u);
  EXPECT_EQ(result.passes, 1);
  EXPECT_EQ(result.fixed->text(), "the mark the\n");
  ASSERT_EQ(result.remaining.size(), 1u);
  EXPECT_EQ(result.remaining[0].rule_id, "fake/mark");
}

TEST(FixSourceTest, RecordsEveryAppliedFixWithItsPassAndText) {
  const Source src = Source::FromBytes("cv.md", "x teh\ny teh\n");
  const std::array<const Rule*, 1> rules = {RegisteredRule("fake/typo")};
  const Config config;
  const FixResult result =
      FixSource(src, RuleSet::Only(rules), RuleContext{config, {}}, FixOptions{});
  ASSERT_EQ(result.applied_fixes.size(), result.applied);
  ASSERT_EQ(result.applied_fixes.size(), 2u);
  const AppliedFix& second = result.applied_fixes[1];
  EXPECT_EQ(second.rule_id, "fake/typo");
  EXPECT_EQ(second.pass, 1);
  EXPECT_EQ(second.safety, FixSafety::kSafe);
  EXPECT_EQ(second.line, 2u);
  EXPECT_EQ(second.column, 3u);
  EXPECT_EQ(second.before, "teh");
  EXPECT_EQ(second.after, "the");
  EXPECT_FALSE(second.title.empty());
}

TEST(RecordFixTest, SpansEveryEditAndKeepsTheNote) {
  const Source src = Source::FromBytes("cv.md", "ab cd ef\r\n");
  Diagnostic d = WithFix({0, 2}, "AB");
  d.fix->edits.push_back(TextEdit{{6, 8}, "E\nF"});
  d.note = "2 of 3 say so";
  const AppliedFix record = RecordFix(src, d, 3);
  EXPECT_EQ(record.pass, 3);
  EXPECT_EQ(record.before, "ab cd ef");
  // The text between edits is kept; a `\n` is written as the file's line break.
  EXPECT_EQ(record.after, "AB cd E\r\nF");
  EXPECT_EQ(record.evidence, "2 of 3 say so");
  EXPECT_EQ(record.line, 1u);
  EXPECT_EQ(record.column, 1u);
}

TEST(FixSourceTest, UnchangedWhenNothingToFix) {
  const Source src = Source::FromBytes("cv.md", "the\n");
  const std::array<const Rule*, 1> rules = {RegisteredRule("fake/typo")};
  const Config config;
  const FixResult result =
      FixSource(src, RuleSet::Only(rules), RuleContext{config, {}}, FixOptions{});
  EXPECT_FALSE(result.changed());
  EXPECT_EQ(result.passes, 0);
  EXPECT_EQ(result.fixed->text(), "the\n");
}

TEST(FixSourceTest, ReportsNonConvergenceWithTheRule) {
  const Source src = Source::FromBytes("cv.md", "aa\n");
  const std::array<const Rule*, 1> rules = {RegisteredRule("fake/grow")};
  const Config config;
  const FixResult result = FixSource(src, RuleSet::Only(rules), RuleContext{config, {}},
                                     FixOptions{.unsafe = true, .max_passes = 10});
  EXPECT_FALSE(result.converged);
  EXPECT_EQ(result.passes, 10);
  ASSERT_EQ(result.cycling_rules.size(), 1u);
  EXPECT_EQ(result.cycling_rules[0], "fake/grow");
}

TEST(FixSourceTest, KeepsBomAndCrlf) {
  const Source src = Source::FromBytes("cv.md",
                                       "\xEF\xBB\xBF"
                                       "teh\r\nx\r\n");
  const std::array<const Rule*, 1> rules = {RegisteredRule("fake/typo")};
  const Config config;
  const FixResult result =
      FixSource(src, RuleSet::Only(rules), RuleContext{config, {}}, FixOptions{});
  EXPECT_EQ(result.fixed->Serialize(result.fixed->text()),
            "\xEF\xBB\xBF"
            "the\r\nx\r\n");
}

TEST(LintSourceTest, EncodingProblemReportsOnlyThat) {
  const Source src = Source::FromBytes("cv.md",
                                       "teh\nL\xE9"
                                       "cuyer, Ren\xC3\xA9"
                                       "e\n");  // UTF-8 with one stray byte
  const std::array<const Rule*, 2> rules = {RegisteredRule("fake/typo"),
                                            RegisteredRule("input/encoding")};
  const Config config;
  const std::vector<Diagnostic> diags =
      LintSource(src, RuleSet::Only(rules), RuleContext{config, {}});
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].rule_id, "input/encoding");
  EXPECT_EQ(diags[0].severity, Severity::kError);
  EXPECT_EQ(src.Locate(diags[0].range.begin), (LineCol{2, 2}));
  EXPECT_NE(diags[0].message.find("0xE9"), std::string::npos);
}

}  // namespace
}  // namespace cvtidy
