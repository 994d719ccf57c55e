#include "src/engine/rule_set.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tests/engine/engine_test_rules.h"

namespace cvtidy {
namespace {

std::vector<std::string> FakeIds(const RuleSet& set) {
  std::vector<std::string> ids;
  for (const EnabledRule& r : set.rules()) {
    if (r.rule->info().id.starts_with("fake/")) {
      ids.emplace_back(r.rule->info().id);
    }
  }
  return ids;
}

TEST(RuleSetTest, EveryRuleByDefaultAtDefaultSeverity) {
  const absl::StatusOr<RuleSet> set = RuleSet::Resolve(Config{}, Selection{});
  ASSERT_TRUE(set.ok()) << set.status();
  EXPECT_EQ(FakeIds(*set), (std::vector<std::string>{"fake/grow", "fake/mark", "fake/typo"}));
  EXPECT_EQ(set->Find("fake/mark")->severity, Severity::kError);
  EXPECT_NE(set->Find("input/encoding"), nullptr);
}

TEST(RuleSetTest, SelectAndIgnoreGlobs) {
  const absl::StatusOr<RuleSet> set =
      RuleSet::Resolve(Config{}, Selection{{"fake/*"}, {"fake/grow"}});
  ASSERT_TRUE(set.ok()) << set.status();
  EXPECT_EQ(FakeIds(*set), (std::vector<std::string>{"fake/mark", "fake/typo"}));
  EXPECT_EQ(set->Find("input/encoding"), nullptr);
}

TEST(RuleSetTest, CommandLineSelectReplacesConfigSelect) {
  Config config;
  config.select = {{"fake/typo", 1, 11}};
  absl::StatusOr<RuleSet> set = RuleSet::Resolve(config, Selection{});
  ASSERT_TRUE(set.ok());
  EXPECT_EQ(FakeIds(*set), (std::vector<std::string>{"fake/typo"}));
  set = RuleSet::Resolve(config, Selection{{"fake/mark"}, {}});
  ASSERT_TRUE(set.ok());
  EXPECT_EQ(FakeIds(*set), (std::vector<std::string>{"fake/mark"}));
}

TEST(RuleSetTest, ConfigSeveritiesLaterWins) {
  Config config;
  config.rules = {{{"fake/*", 2, 1}, RuleLevel::kInfo},
                  {{"fake/typo", 3, 1}, RuleLevel::kError},
                  {{"fake/grow", 4, 1}, RuleLevel::kOff}};
  const absl::StatusOr<RuleSet> set = RuleSet::Resolve(config, Selection{});
  ASSERT_TRUE(set.ok()) << set.status();
  EXPECT_EQ(FakeIds(*set), (std::vector<std::string>{"fake/mark", "fake/typo"}));
  EXPECT_EQ(set->Find("fake/typo")->severity, Severity::kError);
  EXPECT_EQ(set->Find("fake/mark")->severity, Severity::kInfo);
}

TEST(RuleSetTest, UnknownIdsSuggest) {
  const absl::StatusOr<RuleSet> set = RuleSet::Resolve(Config{}, Selection{{"fake/typp"}, {}});
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(set.status().message(),
            "--select: unknown rule \"fake/typp\" (did you mean \"fake/typo\"?)");
}

TEST(RuleSetTest, UnknownIdInConfigPointsAtIt) {
  Config config;
  config.path = "cvtidy.toml";
  config.text = "[rules]\n\"fake/marc\" = \"error\"\n";
  config.rules = {{{"fake/marc", 2, 1}, RuleLevel::kError}};
  const absl::StatusOr<RuleSet> set = RuleSet::Resolve(config, Selection{});
  ASSERT_FALSE(set.ok());
  EXPECT_TRUE(
      std::string(set.status().message())
          .starts_with("cvtidy.toml:2:1: unknown rule \"fake/marc\" (did you mean \"fake/mark\"?)"))
      << set.status().message();
}

}  // namespace
}  // namespace cvtidy
