// `[[custom]]` rules and per-directory configs, end to end on the real binary.
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

constexpr char kArxivRule[] =
    "[[custom]]\n"
    "id = \"custom/arxiv-case\"\n"
    "pattern = '\\b(?i:arxiv)\\b'\n"
    "message = \"write arXiv, not $0\"\n"
    "replace = \"arXiv\"\n";

constexpr char kPapers[] =
    "# Avery Quill\n"
    "\n"
    "## Publications\n"
    "\n"
    "- A. Quill. Widget Routing. ARXIV preprint, 2024.\n";

TEST_F(CliTest, BadCustomPatternIsAConfigError) {
  Write("cv.md", kPapers);
  Write("cvtidy.toml",
        "[[custom]]\n"
        "id = \"custom/bad\"\n"
        "pattern = 'preprint (arxiv'\n"
        "message = \"m\"\n");
  const RunResult r = Run({"check", kToday, "cv.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_EQ(r.out, "");
  EXPECT_THAT(r.err, StartsWith("cvtidy: error: "));
  EXPECT_THAT(r.err, HasSubstr("cvtidy.toml:3:12: invalid pattern for custom/bad: missing ): "
                               "preprint (arxiv"));
  EXPECT_THAT(r.err, HasSubstr("^"));
}

TEST_F(CliTest, CustomRuleReportsFixesAndIsSelectable) {
  Write("cv.md", kPapers);
  Write("cvtidy.toml", kArxivRule);
  RunResult r = Run({"check", kToday, "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, HasSubstr("cv.md:5:29: warning: write arXiv, not ARXIV [custom/arxiv-case]"));

  r = Run({"check", kToday, "--ignore", "custom/*", "cv.md"});
  EXPECT_THAT(r.out, Not(HasSubstr("custom/arxiv-case"))) << r;

  // SARIF lists the rule's metadata in rules[].
  r = Run({"check", kToday, "--format", "sarif", "cv.md"});
  EXPECT_THAT(r.out, HasSubstr("\"id\": \"custom/arxiv-case\"")) << r.out;

  r = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(Read("cv.md"),
            std::string(kPapers).replace(std::string(kPapers).find("ARXIV"), 5, "arXiv"))
      << r;
}

TEST_F(CliTest, ExplainSaysACustomRuleIsUserDefined) {
  Write("cvtidy.toml", kArxivRule);
  RunResult r = Run({"explain", "custom/arxiv-case"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("A rule defined in your configuration"));
  EXPECT_THAT(r.out, HasSubstr("cvtidy.toml:1"));

  r = Run({"explain", "custom/nothing"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("'custom/nothing' would be a user-defined rule"));

  r = Run({"rules", "--config", "cvtidy.toml"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("custom/arxiv-case"));
}

TEST_F(CliTest, SubdirectoryConfigExtendsTheParent) {
  Write("cvtidy.toml", std::string(kArxivRule) + "[rules]\n\"date/mixed-format\" = \"off\"\n");
  Write("lab/cvtidy.toml", "[rules]\n\"custom/arxiv-case\" = \"error\"\n");
  Write("lab/cv.md", std::string(kPapers) + "- Intern, 09/2019 – Sep 2020\n- Intern, Sep 2018\n");
  RunResult r = Run({"check", kToday, "lab"});
  EXPECT_EQ(r.code, 1) << r;
  // The parent's custom rule at the child's severity; the parent's [rules] still apply.
  EXPECT_THAT(r.out, HasSubstr("lab/cv.md:5:29: error: write arXiv, not ARXIV"));
  EXPECT_THAT(r.out, Not(HasSubstr("date/mixed-format")));

  // root = true: the parent is not read, so custom/arxiv-case is unknown there.
  Write("lab/cvtidy.toml", "root = true\n[rules]\n\"custom/arxiv-case\" = \"error\"\n");
  r = Run({"check", kToday, "lab"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("lab/cvtidy.toml:3:1: unknown rule \"custom/arxiv-case\""));
}

}  // namespace
}  // namespace cvtidy::testing_cli
