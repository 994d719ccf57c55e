#include "src/engine/custom_rules.h"

#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/config/builtin_tables.h"
#include "src/config/toml_loader.h"
#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/engine/rule_docs.h"
#include "src/engine/rule_set.h"
#include "src/parse/parse.h"

namespace cvtidy {
namespace {

Config ConfigOf(std::string_view toml) {
  absl::StatusOr<Config> config = ParseConfig(toml, "cvtidy.toml");
  EXPECT_TRUE(config.ok()) << config.status();
  return config.ok() ? *std::move(config) : Config{};
}

// "line:col rule severity: message [-> replacement]" for each diagnostic.
std::vector<std::string> Render(const Source& source, const std::vector<Diagnostic>& diagnostics) {
  std::vector<std::string> out;
  for (const Diagnostic& d : diagnostics) {
    const auto at = source.Locate(d.range.begin);
    std::string line = fmt::format("{}:{} {} {}: {} [{}]", at.line, at.column, d.rule_id,
                                   SeverityName(d.severity), d.message, source.Text(d.range));
    if (d.fix) {
      line += fmt::format(" -> \"{}\" ({})", d.fix->edits.front().replacement,
                          FixSafetyName(d.fix->safety));
    }
    out.push_back(std::move(line));
  }
  return out;
}

// Lints `text` with only the config's custom rules (the fake/* and input/* rules of the
// engine test binary are ignored).
std::vector<std::string> Lint(const Config& config, std::string_view text,
                              Selection selection = {{"custom/*"}, {}}) {
  const Source source = Source::FromBytes("cv.md", std::string(text));
  const absl::StatusOr<RuleSet> rules = RuleSet::Resolve(config, selection);
  EXPECT_TRUE(rules.ok()) << rules.status();
  if (!rules.ok()) {
    return {};
  }
  return Render(source, LintSource(source, *rules, RuleContext{config, {}}));
}

constexpr std::string_view kArxiv =
    "[[custom]]\n"
    "id = \"custom/arxiv-case\"\n"
    "pattern = '\\b(?i:arxiv)\\b'\n"
    "message = \"write arXiv, not $0\"\n"
    "replace = \"arXiv\"\n";

TEST(CustomRulesTest, ReportsEveryMatchWithCapturesAndFix) {
  const Config config = ConfigOf(kArxiv);
  EXPECT_EQ(
      Lint(config,
           "# Publications\n\n- A. Writer. Widgets. ARXIV 2024, also Arxiv.\n"
           "- B. Writer. Gadgets. arXiv 2023.\n"),
      (std::vector<std::string>{
          "3:23 custom/arxiv-case warning: write arXiv, not ARXIV [ARXIV] -> \"arXiv\" (safe)",
          "3:40 custom/arxiv-case warning: write arXiv, not Arxiv [Arxiv] -> \"arXiv\" (safe)",
      }));
}

TEST(CustomRulesTest, FixConvergesBecauseCorrectTextIsNotReported) {
  const Config config = ConfigOf(kArxiv);
  const Source source = Source::FromBytes("cv.md", "- Widgets. ARXIV 2024.\n");
  const absl::StatusOr<RuleSet> rules = RuleSet::Resolve(config, Selection{{"custom/*"}, {}});
  ASSERT_TRUE(rules.ok());
  const FixResult result = FixSource(source, *rules, RuleContext{config, {}}, FixOptions{});
  EXPECT_TRUE(result.converged);
  EXPECT_EQ(result.fixed->text(), "- Widgets. arXiv 2024.\n");
  EXPECT_TRUE(result.remaining.empty());
}

TEST(CustomRulesTest, SeverityFixSafetyAndGroupReferences) {
  const Config config = ConfigOf(
      "[[custom]]\n"
      "id = \"custom/swap\"\n"
      "pattern = '(?P<month>[A-Z][a-z]{2})-(\\d{4})'\n"
      "message = \"write '${month} $2'\"\n"
      "replace = '\\1 $2'\n"
      "fix = \"unsafe\"\n"
      "severity = \"error\"\n");
  EXPECT_EQ(Lint(config, "- Intern, Sep-2019\n"),
            (std::vector<std::string>{"1:11 custom/swap error: write 'Sep 2019' [Sep-2019] -> "
                                      "\"Sep 2019\" (unsafe)"}));
}

TEST(CustomRulesTest, RulesTableSelectIgnoreAndSuppressions) {
  Config config = ConfigOf(std::string(kArxiv) +
                           "[[custom]]\n"
                           "id = \"custom/tba\"\n"
                           "pattern = 'TBA'\n"
                           "message = \"give a date\"\n"
                           "[rules]\n"
                           "\"custom/tba\" = \"info\"\n");
  const std::string_view text =
      "- Talk, TBA, arxiv\n"
      "<!-- cvtidy-disable-next-line custom/arxiv-case -->\n"
      "- Talk, TBA, arxiv\n";
  EXPECT_EQ(Lint(config, text), (std::vector<std::string>{
                                    "1:9 custom/tba info: give a date [TBA]",
                                    "1:14 custom/arxiv-case warning: write arXiv, not arxiv "
                                    "[arxiv] -> \"arXiv\" (safe)",
                                    "3:9 custom/tba info: give a date [TBA]",
                                }));
  EXPECT_EQ(Lint(config, text, Selection{{"custom/*"}, {"custom/tba"}}),
            (std::vector<std::string>{"1:14 custom/arxiv-case warning: write arXiv, not arxiv "
                                      "[arxiv] -> \"arXiv\" (safe)"}));
  config.rules.push_back({{"custom/*", 0, 0}, RuleLevel::kOff});
  EXPECT_EQ(Lint(config, text), std::vector<std::string>{});
}

TEST(CustomRulesTest, ScopesBySectionAndKind) {
  const Config config = ConfigOf(
      "[[custom]]\n"
      "id = \"custom/pubs-only\"\n"
      "pattern = 'Widget'\n"
      "message = \"in publications\"\n"
      "section = \"publications\"\n"
      "[[custom]]\n"
      "id = \"custom/headings\"\n"
      "pattern = 'Widget'\n"
      "message = \"in a heading\"\n"
      "kind = \"heading\"\n"
      "[[custom]]\n"
      "id = \"custom/entries\"\n"
      "pattern = 'Widget'\n"
      "message = \"in an entry\"\n"
      "kind = \"entry\"\n"
      "section = \"Talks\"\n");
  const std::string_view text =
      "# Widget Lab\n"
      "\n"
      "## Publications\n"
      "\n"
      "- Widget paper.\n"
      "\n"
      "### Widget workshops\n"
      "\n"
      "- Widget workshop paper.\n"
      "\n"
      "## Talks\n"
      "\n"
      "- Widget talk.\n";
  EXPECT_EQ(Lint(config, text), (std::vector<std::string>{
                                    "1:3 custom/headings warning: in a heading [Widget]",
                                    "5:3 custom/pubs-only warning: in publications [Widget]",
                                    "7:5 custom/headings warning: in a heading [Widget]",
                                    "7:5 custom/pubs-only warning: in publications [Widget]",
                                    "9:3 custom/pubs-only warning: in publications [Widget]",
                                    "13:3 custom/entries warning: in an entry [Widget]",
                                }));
}

TEST(CustomRulesTest, EmptyMatchesAreSkipped) {
  const Config config = ConfigOf(
      "[[custom]]\n"
      "id = \"custom/stars\"\n"
      "pattern = 'x*'\n"
      "message = \"stars\"\n");
  EXPECT_EQ(Lint(config, "abxxc x\n"), (std::vector<std::string>{
                                           "1:3 custom/stars warning: stars [xx]",
                                           "1:7 custom/stars warning: stars [x]",
                                       }));
}

TEST(CustomRulesTest, ManyRulesMatchLikeEachAlone) {
  // 150 rules in one Set report exactly what each rule reports on its own.
  std::string toml;
  for (int i = 0; i < 150; ++i) {
    toml += fmt::format(
        "[[custom]]\nid = \"custom/word-{}\"\npattern = '\\bw{}(x+)\\b'\nmessage = \"$1\"\n", i, i);
  }
  const Config config = ConfigOf(toml);
  ASSERT_EQ(config.custom.size(), 150u);
  const std::string text = "- w7x w70xx w149xxx w150x w7\n- nothing here\n";
  const std::vector<std::string> together = Lint(config, text);
  EXPECT_EQ(together, (std::vector<std::string>{
                          "1:3 custom/word-7 warning: x [w7x]",
                          "1:7 custom/word-70 warning: xx [w70xx]",
                          "1:13 custom/word-149 warning: xxx [w149xxx]",
                      }));
  // RuleSet::Only runs each through CustomRule::Check, alone.
  const absl::StatusOr<RuleSet> all = RuleSet::Resolve(config, Selection{{"custom/*"}, {}});
  ASSERT_TRUE(all.ok());
  const Source source = Source::FromBytes("cv.md", text);
  std::vector<std::string> alone;
  for (const EnabledRule& enabled : all->rules()) {
    const Rule* one[] = {enabled.rule};
    for (std::string& line :
         Render(source, LintSource(source, RuleSet::Only(one), RuleContext{config, {}}))) {
      alone.push_back(std::move(line));
    }
  }
  std::sort(alone.begin(), alone.end());
  std::vector<std::string> sorted = together;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(alone, sorted);
}

TEST(CustomRulesTest, MetadataForExplainAndReporters) {
  const Config config = ConfigOf(kArxiv);
  const absl::StatusOr<std::shared_ptr<const CustomRules>> custom =
      CustomRules::Build(config.custom);
  ASSERT_TRUE(custom.ok());
  const CustomRule* rule = (*custom)->Find("custom/arxiv-case");
  ASSERT_NE(rule, nullptr);
  const RuleInfo& info = rule->info();
  EXPECT_EQ(info.id, "custom/arxiv-case");
  EXPECT_EQ(info.summary, "User-defined in cvtidy.toml:1: write arXiv, not $0");
  EXPECT_EQ(info.fix_availability, FixAvailability::kAlways);
  EXPECT_EQ(info.fix_safety, FixSafety::kSafe);
  EXPECT_TRUE(CheckExplanation(info).ok()) << CheckExplanation(info);
  const std::string explain = RenderExplain(*rule);
  EXPECT_NE(explain.find("A rule defined in your configuration"), std::string::npos) << explain;
  EXPECT_NE(explain.find("`\\b(?i:arxiv)\\b`"), std::string::npos) << explain;
  EXPECT_EQ((*custom)->Find("custom/other"), nullptr);
}

TEST(CustomRulesTest, UnknownCustomIdInConfigIsLocated) {
  const Config config = ConfigOf(std::string(kArxiv) +
                                 "[rules]\n"
                                 "\"custom/arxiv-cas\" = \"error\"\n"
                                 "\"custom/*\" = \"info\"\n");
  const absl::StatusOr<RuleSet> rules = RuleSet::Resolve(config, Selection{});
  ASSERT_FALSE(rules.ok());
  EXPECT_TRUE(std::string(rules.status().message())
                  .starts_with("cvtidy.toml:7:1: unknown rule \"custom/arxiv-cas\" (did you mean "
                               "\"custom/arxiv-case\"?)"))
      << rules.status().message();
  // On the command line a custom id cannot be checked before the configs are read.
  EXPECT_TRUE(CheckRulePattern("custom/anything", "--select").ok());
  EXPECT_FALSE(CheckRulePattern("fake/nothing", "--select").ok());
}

// IsCustomRuleId compares bytes itself: the same answer as starts_with, for ids shorter than
// the prefix, equal to it, differing in one byte anywhere or in case.
TEST(CustomRulesTest, IsCustomRuleIdMatchesStartsWith) {
  std::vector<std::string> ids = {
      "",          "c",        "custom",       "custom/",     "custom/x",
      "customs/x", "Custom/x", "ocr/custom/x", "date/future", "custom\\x"};
  const std::string prefix(kCustomRulePrefix);
  for (size_t i = 0; i < prefix.size(); ++i) {
    std::string changed = prefix + "rule";
    changed[i] = static_cast<char>(changed[i] + 1);
    ids.push_back(changed);
    ids.push_back(prefix.substr(0, i));
  }
  for (const std::string& id : ids) {
    EXPECT_EQ(IsCustomRuleId(id), std::string_view(id).starts_with(kCustomRulePrefix)) << id;
  }
}

TEST(CustomRulesTest, NoRegisteredRuleUsesTheCustomNamespace) {
  for (const Rule* rule : RuleRegistry::Get().All()) {
    EXPECT_FALSE(IsCustomRuleId(rule->info().id)) << rule->info().id;
  }
}

}  // namespace
}  // namespace cvtidy
