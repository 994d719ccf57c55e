#include "src/engine/rule_docs.h"

#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/engine/rule.h"
#include "tests/reporters/canned.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_rule_docs {
namespace {

// A rule that only carries metadata, so these tests do not depend on the real rules.
class FakeRule final : public Rule {
 public:
  explicit FakeRule(RuleInfo info) : info_(info) {}
  const RuleInfo& info() const override { return info_; }
  void Check(const Document& doc, const RuleContext& ctx, DiagnosticSink& sink) const override {}

 private:
  RuleInfo info_;
};

constexpr std::string_view kExplanation = R"md(## What it does
Reports invented dates.

## Why is this bad?
Readers trip over them.

## Example
```markdown
## Education
- Ph.D., 13/2019
```

## Fix safety
Safe: only the date changes.
)md";

class RuleDocsTest : public ::testing::Test {
 protected:
  RuleDocsTest()
      : alpha_({.id = "fake/alpha",
                .default_severity = Severity::kWarning,
                .summary = "Alpha summary.",
                .explanation = kExplanation}),
        beta_({.id = "fake/beta-long-name",
               .default_severity = Severity::kError,
               .summary = "Beta summary.",
               .explanation = kExplanation,
               .fix_availability = FixAvailability::kAlways,
               .fix_safety = FixSafety::kSafe}),
        gamma_({.id = "fake/gamma",
                .default_severity = Severity::kInfo,
                .summary = "Gamma | summary.",
                .explanation = "## What it does\nGamma.\n",
                .fix_availability = FixAvailability::kSometimes,
                .fix_safety = FixSafety::kUnsafe}),
        rules_{&alpha_, &beta_, &gamma_} {}

  FakeRule alpha_, beta_, gamma_;
  std::vector<const Rule*> rules_;
};

TEST_F(RuleDocsTest, TableIsAlignedWithAFooterForPartialFixes) {
  EXPECT_EQ(RenderRulesTable(rules_),
            "ID                   SEVERITY  FIX      SUMMARY\n"
            "fake/alpha           warning   -        Alpha summary.\n"
            "fake/beta-long-name  error     safe     Beta summary.\n"
            "fake/gamma           info      unsafe*  Gamma | summary.\n"
            "\n"
            "*: the fix is available in some cases only.\n");
  const std::vector<const Rule*> two = {&alpha_, &beta_};
  EXPECT_EQ(RenderRulesTable(two),
            "ID                   SEVERITY  FIX   SUMMARY\n"
            "fake/alpha           warning   -     Alpha summary.\n"
            "fake/beta-long-name  error     safe  Beta summary.\n");
  EXPECT_EQ(RenderRulesTable({}), "ID  SEVERITY  FIX  SUMMARY\n");
}

TEST_F(RuleDocsTest, TableShowsConfiguredLevels) {
  const std::vector<RuleLevel> levels = {RuleLevel::kError, RuleLevel::kError, RuleLevel::kOff};
  EXPECT_EQ(RenderRulesTable(rules_, levels),
            "ID                   SEVERITY                  FIX      SUMMARY\n"
            "fake/alpha           error (default: warning)  -        Alpha summary.\n"
            "fake/beta-long-name  error                     safe     Beta summary.\n"
            "fake/gamma           off (default: info)       unsafe*  Gamma | summary.\n"
            "\n"
            "*: the fix is available in some cases only.\n");
  const std::string json = RenderRulesJson(rules_, levels);
  EXPECT_NE(json.find("\"id\": \"fake/alpha\",\n    \"severity\": \"error\",\n"
                      "    \"default_severity\": \"warning\",\n    \"enabled\": true,"),
            std::string::npos)
      << json;
  EXPECT_NE(json.find("\"id\": \"fake/gamma\",\n    \"severity\": \"info\",\n"
                      "    \"default_severity\": \"info\",\n    \"enabled\": false,"),
            std::string::npos)
      << json;
  const std::string md = RenderRulesMarkdown(rules_, levels);
  EXPECT_NE(md.find("| [`fake/gamma`](#fakegamma) | off | unsafe, sometimes |"), std::string::npos)
      << md;
  EXPECT_NE(md.find("The severity shown is the configured one"), std::string::npos) << md;
}

TEST_F(RuleDocsTest, JsonListsMetadata) {
  const std::vector<const Rule*> one = {&gamma_};
  EXPECT_EQ(RenderRulesJson(one),
            "[\n"
            "  {\n"
            "    \"id\": \"fake/gamma\",\n"
            "    \"severity\": \"info\",\n"
            "    \"default_severity\": \"info\",\n"
            "    \"enabled\": true,\n"
            "    \"summary\": \"Gamma | summary.\",\n"
            "    \"fix\": {\"availability\": \"sometimes\", \"safety\": \"unsafe\"},\n"
            "    \"explanation\": \"## What it does\\nGamma.\\n\"\n"
            "  }\n"
            "]\n");
  EXPECT_EQ(RenderRulesJson({}), "[]\n");

  const std::string json = RenderRulesJson(rules_);
  EXPECT_NE(json.find("\"fix\": {\"availability\": \"none\", \"safety\": null}"),
            std::string::npos);
  EXPECT_NE(json.find("\"fix\": {\"availability\": \"always\", \"safety\": \"safe\"}"),
            std::string::npos);
  const int status = testing_canned::RunPython(
      "import json, sys\n"
      "rules = json.load(sys.stdin.buffer)\n"
      "assert [r[\"id\"] for r in rules] == [\"fake/alpha\", \"fake/beta-long-name\", "
      "\"fake/gamma\"], rules\n"
      "assert rules[0][\"explanation\"].startswith(\"## What it does\\n\")\n",
      json);
  if (status == -1) {
    GTEST_SKIP() << "python3 is not available to validate the JSON";
  }
  EXPECT_EQ(status, 0) << json;
}

TEST_F(RuleDocsTest, MarkdownHasBannerIndexAndOneSectionPerRule) {
  const std::string md = RenderRulesMarkdown(rules_);
  EXPECT_EQ(md.rfind("<!-- Generated by `cvtidy rules --no-config --format markdown`; do not edit. "
                     "-->\n",
                     0),
            0u);
  EXPECT_NE(md.find("\n# cvtidy rules\n"), std::string::npos);
  EXPECT_NE(
      md.find("| Rule | Severity | Fix | Summary |\n| --- | --- | --- | --- |\n"
              "| [`fake/alpha`](#fakealpha) | warning | none | Alpha summary. |\n"
              "| [`fake/beta-long-name`](#fakebeta-long-name) | error | safe | Beta "
              "summary. |\n"
              "| [`fake/gamma`](#fakegamma) | info | unsafe, sometimes | Gamma \\| summary. |\n"),
      std::string::npos)
      << md;
  EXPECT_NE(md.find("\n## fake/beta-long-name\n\nBeta summary.\n\n"
                    "**Default severity:** error. **Fix:** safe, always available; applied by "
                    "`cvtidy fix`.\n\n### What it does\nReports invented dates.\n"),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("**Default severity:** warning. **Fix:** none.\n"), std::string::npos);
  EXPECT_NE(md.find("**Fix:** unsafe, available in some cases; applied by `cvtidy fix "
                    "--unsafe-fixes`.\n"),
            std::string::npos);
  // Headings are demoted; the Markdown inside the example's code fence is left alone.
  EXPECT_EQ(md.find("\n## What it does"), std::string::npos);
  EXPECT_NE(md.find("\n### Fix safety\nSafe: only the date changes.\n"), std::string::npos);
  EXPECT_NE(md.find("```markdown\n## Education\n- Ph.D., 13/2019\n```\n"), std::string::npos);
  // Sections are in the order given, and the file ends with exactly one newline.
  EXPECT_LT(md.find("\n## fake/alpha\n"), md.find("\n## fake/beta-long-name\n"));
  EXPECT_LT(md.find("\n## fake/beta-long-name\n"), md.find("\n## fake/gamma\n"));
  EXPECT_EQ(md.substr(md.size() - 8), "\nGamma.\n") << md;
  EXPECT_NE(md.substr(md.size() - 2), "\n\n");
}

TEST_F(RuleDocsTest, ExplainPrintsHeaderSummaryAndExplanation) {
  EXPECT_EQ(RenderExplain(beta_),
            std::string("fake/beta-long-name (default: error; fix: safe)\nBeta summary.\n\n") +
                std::string(kExplanation));
  EXPECT_EQ(RenderExplain(gamma_),
            "fake/gamma (default: info; fix: unsafe, sometimes)\nGamma | summary.\n\n"
            "## What it does\nGamma.\n");
  EXPECT_EQ(RenderExplain(alpha_).substr(0, 45), "fake/alpha (default: warning; fix: none)\nAlph");
}

TEST(CheckExplanationTest, AcceptsTheFourSectionsInOrder) {
  EXPECT_TRUE(
      CheckExplanation({.id = "fake/a", .summary = "A.", .explanation = kExplanation}).ok());
  // Other sections may sit between them.
  EXPECT_TRUE(CheckExplanation({.id = "fake/a",
                                .summary = "A.",
                                .explanation = "## What it does\nx\n## Options\ny\n"
                                               "## Why is this bad?\nx\n## Example\nx\n"
                                               "### Before\nx\n## Fix safety\nNone.\n"})
                  .ok());
}

TEST(CheckExplanationTest, RejectsMissingMisorderedDuplicatedOrEmptySections) {
  const auto check = [](std::string_view explanation) {
    return CheckExplanation({.id = "fake/a", .summary = "A.", .explanation = explanation});
  };
  const absl::Status missing = check("## What it does\nx\n## Why is this bad?\nx\n## Example\nx\n");
  EXPECT_EQ(missing.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(missing.message(),
            "fake/a: explanation has no `## Fix safety` section (expected, in order: `## What it "
            "does`, `## Why is this bad?`, `## Example`, `## Fix safety`)");

  const absl::Status order =
      check("## What it does\nx\n## Example\nx\n## Why is this bad?\nx\n## Fix safety\nx\n");
  EXPECT_EQ(order.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(order.message().find("has `## Example` before `## Why is this bad?`"),
            absl::string_view::npos)
      << order;

  EXPECT_FALSE(check("## What it does\nx\n## Why is this bad?\nx\n## Example\nx\n"
                     "## Example\nx\n## Fix safety\nx\n")
                   .ok());
  const absl::Status empty =
      check("## What it does\nx\n## Why is this bad?\n\n## Example\nx\n## Fix safety\nx\n");
  EXPECT_EQ(empty.message(), "fake/a: explanation section `## Why is this bad?` is empty");
  EXPECT_FALSE(check("").ok());
  // A heading in a code block is part of the example, not a section; so is a `###` heading.
  EXPECT_FALSE(check("## What it does\nx\n## Why is this bad?\nx\n## Example\n```\n"
                     "## Fix safety\n```\n")
                   .ok());
  EXPECT_FALSE(check("## What it does\nx\n## Why is this bad?\nx\n## Example\nx\n"
                     "### Fix safety\nx\n")
                   .ok());
  // Headings must match exactly (`Why is this bad?` with its question mark).
  EXPECT_FALSE(
      check("## What it does\nx\n## Why is this bad\nx\n## Example\nx\n## Fix safety\nx\n").ok());
}

TEST(RuleDocsNamesTest, FixAvailabilityNames) {
  EXPECT_EQ(FixAvailabilityName(FixAvailability::kNone), "none");
  EXPECT_EQ(FixAvailabilityName(FixAvailability::kSometimes), "sometimes");
  EXPECT_EQ(FixAvailabilityName(FixAvailability::kAlways), "always");
}

}  // namespace
}  // namespace cvtidy::testing_rule_docs
