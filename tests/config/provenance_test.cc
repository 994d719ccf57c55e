// Where each setting of a configuration was written (Config::origins, CascadeOf), and the
// TOML `[style]` values are written back as (StyleValueToml).
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "absl/status/statusor.h"
#include "gtest/gtest.h"

#include "src/config/config.h"
#include "src/config/toml_loader.h"

namespace cvtidy {
namespace {

std::shared_ptr<const Config> Load(std::string_view text, std::string path) {
  absl::StatusOr<Config> config = ParseConfig(text, std::move(path));
  EXPECT_TRUE(config.ok()) << config.status();
  return std::make_shared<const Config>(config.ok() ? *std::move(config) : Config());
}

TEST(ProvenanceTest, EachScalarSettingKeepsItsLine) {
  const auto config = Load(
      "# a comment\n"
      "root = true\n"
      "file-timeout = 2\n"
      "\n"
      "[style]\n"
      "oxford-comma = false\n"
      "date = \"YYYY-MM\"\n",
      "lab/cvtidy.toml");
  EXPECT_EQ(config->origins.at("root").line, 2u);
  EXPECT_EQ(config->origins.at("file-timeout").line, 3u);
  EXPECT_EQ(config->origins.at("style.oxford-comma").line, 6u);
  EXPECT_EQ(config->origins.at("style.date").line, 7u);
  EXPECT_EQ(config->origins.at("style.date").file, nullptr);  // the holder itself
  EXPECT_FALSE(config->origins.contains("style.venue"));
  ASSERT_EQ(CascadeOf(*config).size(), 1u);
  EXPECT_EQ(CascadeOf(*config)[0], config.get());
  EXPECT_TRUE(CascadeOf(Config()).empty());
}

TEST(ProvenanceTest, AMergeKeepsTheFileThatWroteEachKey) {
  const auto parent = Load("[style]\ndate = \"YYYY\"\nvenue = \"long\"\nvenue-year = \"hyphen\"\n",
                           "/lab/cvtidy.toml");
  const auto child = Load("\n\n[style]\ndate = \"Mon YYYY\"\n", "/lab/ada/cvtidy.toml");
  const auto grandchild = Load("root = false\n", "/lab/ada/cv/cvtidy.toml");
  absl::StatusOr<std::shared_ptr<const Config>> merged = MergeConfigs(parent, child);
  ASSERT_TRUE(merged.ok());
  merged = MergeConfigs(*merged, grandchild);
  ASSERT_TRUE(merged.ok());
  const Config& config = **merged;
  const SettingOrigin& date = config.origins.at("style.date");
  EXPECT_EQ(OriginOf(config, date).path, "/lab/ada/cvtidy.toml");
  EXPECT_EQ(date.line, 4u);
  const SettingOrigin& venue = config.origins.at("style.venue");
  EXPECT_EQ(OriginOf(config, venue).path, "/lab/cvtidy.toml");
  EXPECT_EQ(venue.line, 3u);
  // A key only the parent sets is the parent's, value and line.
  EXPECT_EQ(config.style.venue_year, VenueYearForm::kHyphen);
  EXPECT_EQ(config.origins.at("style.venue-year").line, 4u);
  EXPECT_EQ(OriginOf(config, config.origins.at("style.venue-year")).path, "/lab/cvtidy.toml");
  EXPECT_EQ(OriginOf(config, config.origins.at("root")).path, "/lab/ada/cv/cvtidy.toml");
  ASSERT_EQ(CascadeOf(config).size(), 3u);
  EXPECT_EQ(CascadeOf(config)[0]->path, "/lab/cvtidy.toml");
  EXPECT_EQ(CascadeOf(config)[2]->path, "/lab/ada/cv/cvtidy.toml");
}

TEST(ProvenanceTest, StyleValuesAreWrittenBackAsTheyAreRead) {
  const auto config = Load(
      "[style]\n"
      "date = \"Mon. YYYY\"\n"
      "range-separator = \" – \"\n"
      "present = \"to date\"\n"
      "order = \"forward\"\n"
      "venue = \"publisher-short\"\n"
      "venue-year = \"glued four-digit\"\n"
      "owner = \"Ada \\\"Lovelace\\\" Example\"\n"
      "title-quotes = \"curly-quotes\"\n"
      "author-conjunction = \"ampersand\"\n"
      "oxford-comma = false\n"
      "contribution-mark = '\\*'\n"
      "trailing-punctuation = \"none\"\n"
      "numbering = \"ascending\"\n",
      "cvtidy.toml");
  std::string written = "[style]\n";
  for (const std::string_view key : StyleKeys()) {
    if (const std::optional<std::string> value = StyleValueToml(config->style, key)) {
      written += std::string(key) + " = " + *value + "\n";
    }
  }
  EXPECT_EQ(StyleValueToml(config->style, "date"), "\"Mon. YYYY\"");
  EXPECT_EQ(StyleValueToml(config->style, "contribution-mark"), "\"\\\\*\"");
  EXPECT_EQ(StyleValueToml(config->style, "venue-year"), "\"glued four-digit\"");
  EXPECT_EQ(StyleValueToml(config->style, "section-order"), std::nullopt);
  const auto again = Load(written, "again.toml");
  for (const std::string_view key : StyleKeys()) {
    EXPECT_EQ(StyleValueToml(again->style, key), StyleValueToml(config->style, key)) << key;
  }
  EXPECT_EQ(TomlString("a\"b\\c\td\x01"), "\"a\\\"b\\\\c\\td\\u0001\"");
}

}  // namespace
}  // namespace cvtidy
