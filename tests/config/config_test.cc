#include "src/config/config.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/config/toml_loader.h"

namespace cvtidy {
namespace {

// Returns the whole error message of parsing `text` as cvtidy.toml (empty when it parses).
std::string ErrorOf(std::string_view text) {
  const absl::StatusOr<Config> config = ParseConfig(text, "cvtidy.toml");
  if (config.ok()) {
    return "";
  }
  EXPECT_EQ(config.status().code(), absl::StatusCode::kInvalidArgument);
  return std::string(FromAbsl(config.status().message()));
}

TEST(ParseConfigTest, FullConfigRoundTrips) {
  constexpr std::string_view kText =
      "# House style for the lab's CVs.\n"
      "select = [\"date/*\", \"venue/alias-conflict\"]\n"
      "ignore = [\"date/order\"]\n"
      "\n"
      "[style]\n"
      "date = \"Mon YYYY\"\n"
      "range-separator = \" – \"\n"
      "present = \"Present\"\n"
      "order = \"forward\"\n"
      "venue = \"publisher-short\"\n"
      "owner = \"Ada Example\"\n"
      "\n"
      "[rules]\n"
      "\"ocr/*\" = \"off\"\n"
      "\"date/future\" = \"error\"\n"
      "\"date/present-form\" = \"info\"\n"
      "  \"venue/alias-conflict\" = \"warning\"\n";
  const absl::StatusOr<Config> config = ParseConfig(kText, "lab/cvtidy.toml");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(config->path, "lab/cvtidy.toml");
  EXPECT_EQ(config->text, kText);

  ASSERT_EQ(config->select.size(), 2u);
  EXPECT_EQ(config->select[0].pattern, "date/*");
  EXPECT_EQ(config->select[0].line, 2u);
  EXPECT_EQ(config->select[0].column, 11u);
  EXPECT_EQ(config->select[1].pattern, "venue/alias-conflict");
  EXPECT_EQ(config->select[1].line, 2u);
  EXPECT_EQ(config->select[1].column, 21u);
  ASSERT_EQ(config->ignore.size(), 1u);
  EXPECT_EQ(config->ignore[0].pattern, "date/order");
  EXPECT_EQ(config->ignore[0].line, 3u);
  EXPECT_EQ(config->ignore[0].column, 11u);

  const StyleConfig& style = config->style;
  EXPECT_EQ(style.date, DateStyle::kMonthAbbr);
  EXPECT_EQ(style.range_separator, " – ");
  EXPECT_EQ(style.present, "Present");
  EXPECT_EQ(style.order, DateOrder::kForward);
  EXPECT_EQ(style.venue, "publisher-short");
  EXPECT_EQ(style.owner, "Ada Example");

  // File order, not toml++'s key order: a later glob must be able to override an earlier id.
  ASSERT_EQ(config->rules.size(), 4u);
  EXPECT_EQ(config->rules[0].pattern.pattern, "ocr/*");
  EXPECT_EQ(config->rules[0].level, RuleLevel::kOff);
  EXPECT_EQ(config->rules[0].pattern.line, 14u);
  EXPECT_EQ(config->rules[0].pattern.column, 1u);
  EXPECT_EQ(config->rules[1].pattern.pattern, "date/future");
  EXPECT_EQ(config->rules[1].level, RuleLevel::kError);
  EXPECT_EQ(config->rules[2].pattern.pattern, "date/present-form");
  EXPECT_EQ(config->rules[2].level, RuleLevel::kInfo);
  EXPECT_EQ(config->rules[3].pattern.pattern, "venue/alias-conflict");
  EXPECT_EQ(config->rules[3].level, RuleLevel::kWarning);
  EXPECT_EQ(config->rules[3].pattern.line, 17u);
  EXPECT_EQ(config->rules[3].pattern.column, 3u);  // the key, not the value
}

TEST(ParseConfigTest, EmptyFileIsTheDefaults) {
  const absl::StatusOr<Config> config = ParseConfig("# nothing yet\n", "cvtidy.toml");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(config->path, "cvtidy.toml");
  EXPECT_FALSE(config->style.date.has_value());
  EXPECT_FALSE(config->style.order.has_value());
  EXPECT_TRUE(config->rules.empty());
  EXPECT_TRUE(config->select.empty());
  EXPECT_TRUE(config->ignore.empty());
}

TEST(ParseConfigTest, InlineTablesAndEveryAllowedValue) {
  for (std::string_view date : {"YYYY", "MM/YYYY", "YYYY-MM", "Mon YYYY", "Mon. YYYY", "Month YYYY",
                                "Mon'YY", "Season YYYY", "YYYY Season"}) {
    const absl::StatusOr<Config> config =
        ParseConfig(fmt::format("style = {{ date = \"{}\" }}\n", date), "cvtidy.toml");
    ASSERT_TRUE(config.ok()) << config.status();
    EXPECT_EQ(DateStyleName(*config->style.date), date);
  }
  for (std::string_view sep : {"-", "–", "—", "~", " - ", " – ", "  — ", " ~", " to "}) {
    const absl::StatusOr<Config> config =
        ParseConfig(fmt::format("[style]\nrange-separator = \"{}\"\n", sep), "cvtidy.toml");
    ASSERT_TRUE(config.ok()) << config.status();
    EXPECT_EQ(config->style.range_separator, sep);
  }
  for (std::string_view present :
       {"Present", "present", "PRESENT", "now", "current", "ongoing", "to date"}) {
    const absl::StatusOr<Config> config =
        ParseConfig(fmt::format("[style]\npresent = \"{}\"\n", present), "cvtidy.toml");
    ASSERT_TRUE(config.ok()) << config.status();
    EXPECT_EQ(config->style.present, present);
  }
  const absl::StatusOr<Config> config =
      ParseConfig("[style]\norder = \"off\"\nvenue = \"long\"\n", "cvtidy.toml");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(config->style.order, DateOrder::kOff);
  EXPECT_EQ(config->style.venue, "long");
}

TEST(ParseConfigErrorTest, TomlSyntaxError) {
  EXPECT_EQ(ErrorOf("[style]\n"
                    "date = \"Mon YYYY\" \"YYYY\"\n"),
            "cvtidy.toml:2:19: invalid TOML: error while parsing key-value pair: expected a "
            "comment or whitespace, saw '\"'\n"
            "  date = \"Mon YYYY\" \"YYYY\"\n"
            "                    ^");
}

TEST(ParseConfigErrorTest, UnquotedRuleIdGetsAHint) {
  EXPECT_EQ(ErrorOf("[rules]\n"
                    "date/future = \"error\"\n"),
            "cvtidy.toml:2:5: invalid TOML: error while parsing key-value pair: expected '=', "
            "saw '/'; quote rule ids, as in \"date/future\" = \"error\"\n"
            "  date/future = \"error\"\n"
            "      ^");
}

TEST(ParseConfigErrorTest, DuplicateKeyPointsAtTheSecondKey) {
  // toml++ 3.3.0 garbles quoted names in this message; the key is read back from the line.
  EXPECT_EQ(ErrorOf("[rules]\n"
                    "\"date/future\" = \"off\"\n"
                    "\"date/future\" = \"error\"\n"),
            "cvtidy.toml:3:1: duplicate key \"date/future\"\n"
            "  \"date/future\" = \"error\"\n"
            "  ^");
  EXPECT_EQ(ErrorOf("[rules]\n"
                    "\"ocr/*\" = \"off\"\n"
                    "  'ocr/*'\t= \"error\"\n"),
            "cvtidy.toml:3:3: duplicate key \"ocr/*\"\n"
            "    'ocr/*' = \"error\"\n"
            "    ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "date = \"YYYY\"\n"
                    "date = \"MM/YYYY\"\n"),
            "cvtidy.toml:3:1: duplicate key \"date\"\n"
            "  date = \"MM/YYYY\"\n"
            "  ^");
  EXPECT_EQ(ErrorOf("style = { owner = \"Zoë\", owner = \"Zoë Ångström\" }\n"),
            "cvtidy.toml:1:26: duplicate key \"owner\"\n"
            "  style = { owner = \"Zoë\", owner = \"Zoë Ångström\" }\n"
            "                           ^");
  // A repeated table header is not a key-value pair: toml++'s own message stands.
  EXPECT_EQ(ErrorOf("[rules]\n"
                    "[rules]\n"),
            "cvtidy.toml:2:1: invalid TOML: error while parsing table header: cannot redefine "
            "existing table 'rules'\n"
            "  [rules]\n"
            "  ^");
}

TEST(ParseConfigErrorTest, UnknownTopLevelKeyWithSuggestion) {
  EXPECT_EQ(ErrorOf("selct = [\"date/*\"]\n"),
            "cvtidy.toml:1:1: unknown key \"selct\"; expected select, ignore, style, rules or "
            "venues (did you mean \"select\"?)\n"
            "  selct = [\"date/*\"]\n"
            "  ^");
}

TEST(ParseConfigErrorTest, UnknownTableHeaderPointsAtItsName) {
  EXPECT_EQ(ErrorOf("[styel]\n"
                    "date = \"YYYY\"\n"),
            "cvtidy.toml:1:2: unknown key \"styel\"; expected select, ignore, style, rules or "
            "venues (did you mean \"style\"?)\n"
            "  [styel]\n"
            "   ^");
}

TEST(ParseConfigErrorTest, UnknownTopLevelKeyWithoutSuggestion) {
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/arxiv-case\"\n"),
            "cvtidy.toml:1:3: unknown key \"custom\"; expected select, ignore, style, rules or "
            "venues\n"
            "  [[custom]]\n"
            "    ^");
}

TEST(ParseConfigErrorTest, FirstErrorInFileOrderWins) {
  // toml++ sorts keys; "ignor" < "selct" alphabetically, but "selct" comes first in the file.
  EXPECT_EQ(ErrorOf("selct = []\n"
                    "ignor = []\n"),
            "cvtidy.toml:1:1: unknown key \"selct\"; expected select, ignore, style, rules or "
            "venues (did you mean \"select\"?)\n"
            "  selct = []\n"
            "  ^");
}

TEST(ParseConfigErrorTest, UnknownStyleKey) {
  EXPECT_EQ(ErrorOf("[style]\n"
                    "date = \"YYYY\"\n"
                    "range-sep = \" – \"\n"),
            "cvtidy.toml:3:1: unknown key \"range-sep\" in [style]; expected date, "
            "range-separator, present, order, venue or owner (did you mean \"range-separator\"?)\n"
            "  range-sep = \" – \"\n"
            "  ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "ownr = \"Ada Example\"\n"),
            "cvtidy.toml:2:1: unknown key \"ownr\" in [style]; expected date, range-separator, "
            "present, order, venue or owner (did you mean \"owner\"?)\n"
            "  ownr = \"Ada Example\"\n"
            "  ^");
}

TEST(ParseConfigErrorTest, BadDateStyleListsAllowedValues) {
  EXPECT_EQ(ErrorOf("[style]\n"
                    "date = \"Mon-YYYY\"\n"),
            "cvtidy.toml:2:8: unknown date style \"Mon-YYYY\"; expected \"YYYY\", \"MM/YYYY\", "
            "\"YYYY-MM\", \"Mon YYYY\", \"Mon. YYYY\", \"Month YYYY\", \"Mon'YY\", \"Season "
            "YYYY\" or \"YYYY Season\" (did you mean \"Mon YYYY\"?)\n"
            "  date = \"Mon-YYYY\"\n"
            "         ^");
  // "Present" names a DateStyle, but not one a CV can be written in.
  EXPECT_EQ(ErrorOf("[style]\n"
                    "date = \"Present\"\n"),
            "cvtidy.toml:2:8: unknown date style \"Present\"; expected \"YYYY\", \"MM/YYYY\", "
            "\"YYYY-MM\", \"Mon YYYY\", \"Mon. YYYY\", \"Month YYYY\", \"Mon'YY\", \"Season "
            "YYYY\" or \"YYYY Season\"\n"
            "  date = \"Present\"\n"
            "         ^");
}

TEST(ParseConfigErrorTest, BadSeverityWithDidYouMean) {
  EXPECT_EQ(ErrorOf("[rules]\n"
                    "\"date/future\" = \"warn\"\n"),
            "cvtidy.toml:2:17: unknown severity \"warn\"; expected off, info, warning or error "
            "(did you mean \"warning\"?)\n"
            "  \"date/future\" = \"warn\"\n"
            "                  ^");
  EXPECT_EQ(ErrorOf("[rules]\n"
                    "\"date/future\" = \"Error\"\n"),
            "cvtidy.toml:2:17: unknown severity \"Error\"; expected off, info, warning or error "
            "(did you mean \"error\"?)\n"
            "  \"date/future\" = \"Error\"\n"
            "                  ^");
}

TEST(ParseConfigErrorTest, OtherEnumeratedValues) {
  EXPECT_EQ(ErrorOf("[style]\n"
                    "order = \"reversed\"\n"),
            "cvtidy.toml:2:9: unknown order \"reversed\"; expected reverse, forward or off (did "
            "you mean \"reverse\"?)\n"
            "  order = \"reversed\"\n"
            "          ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "venue = \"full\"\n"),
            "cvtidy.toml:2:9: unknown venue form \"full\"; expected short, publisher-short or "
            "long\n"
            "  venue = \"full\"\n"
            "          ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "present = \"Now\"\n"),
            "cvtidy.toml:2:11: unknown present form \"Now\"; expected \"Present\", \"present\", "
            "\"PRESENT\", \"now\", \"current\", \"ongoing\" or \"to date\" (did you mean "
            "\"now\"?)\n"
            "  present = \"Now\"\n"
            "            ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "owner = \"  \"\n"),
            "cvtidy.toml:2:9: `style.owner` must not be empty\n"
            "  owner = \"  \"\n"
            "          ^");
}

TEST(ParseConfigErrorTest, WrongTypes) {
  EXPECT_EQ(ErrorOf("[style]\n"
                    "date = 2019\n"),
            "cvtidy.toml:2:8: `style.date` must be a string\n"
            "  date = 2019\n"
            "         ^");
  EXPECT_EQ(ErrorOf("select = \"date/*\"\n"),
            "cvtidy.toml:1:10: `select` must be an array of strings\n"
            "  select = \"date/*\"\n"
            "           ^");
  EXPECT_EQ(ErrorOf("ignore = [\"date/order\", 3]\n"),
            "cvtidy.toml:1:25: `ignore` must be an array of strings\n"
            "  ignore = [\"date/order\", 3]\n"
            "                          ^");
  EXPECT_EQ(ErrorOf("style = \"Mon YYYY\"\n"),
            "cvtidy.toml:1:9: `style` must be a table\n"
            "  style = \"Mon YYYY\"\n"
            "          ^");
  EXPECT_EQ(ErrorOf("rules = [\"date/future\"]\n"),
            "cvtidy.toml:1:9: `rules` must be a table\n"
            "  rules = [\"date/future\"]\n"
            "          ^");
  EXPECT_EQ(ErrorOf("[rules]\n"
                    "\"date/future\" = 2\n"),
            "cvtidy.toml:2:17: `rules.\"date/future\"` must be a string\n"
            "  \"date/future\" = 2\n"
            "                  ^");
}

TEST(ParseConfigErrorTest, BadRangeSeparator) {
  EXPECT_EQ(ErrorOf("[style]\n"
                    "range-separator = \" / \"\n"),
            "cvtidy.toml:2:19: invalid range separator \" / \"; expected -, –, —, ~ or to, "
            "optionally with spaces around it (e.g. \" – \")\n"
            "  range-separator = \" / \"\n"
            "                    ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "range-separator = \"--\"\n"),
            "cvtidy.toml:2:19: invalid range separator \"--\"; expected -, –, —, ~ or to, "
            "optionally with spaces around it (e.g. \" – \")\n"
            "  range-separator = \"--\"\n"
            "                    ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "range-separator = \"\"\n"),
            "cvtidy.toml:2:19: invalid range separator \"\"; expected -, –, —, ~ or to, "
            "optionally with spaces around it (e.g. \" – \")\n"
            "  range-separator = \"\"\n"
            "                    ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "range-separator = \"to \"\n"),
            "cvtidy.toml:2:19: invalid range separator \"to \"; the word \"to\" needs a space on "
            "each side (\" to \")\n"
            "  range-separator = \"to \"\n"
            "                    ^");
}

TEST(ParseConfigErrorTest, CaretCountsCodePointsNotBytes) {
  // "Zoë Ångström" is 12 code points but 15 bytes: the caret must sit under `"Mon-YYYY"`.
  EXPECT_EQ(ErrorOf("style = { owner = \"Zoë Ångström\", date = \"Mon-YYYY\" }\n"),
            "cvtidy.toml:1:42: unknown date style \"Mon-YYYY\"; expected \"YYYY\", \"MM/YYYY\", "
            "\"YYYY-MM\", \"Mon YYYY\", \"Mon. YYYY\", \"Month YYYY\", \"Mon'YY\", \"Season "
            "YYYY\" or \"YYYY Season\" (did you mean \"Mon YYYY\"?)\n"
            "  style = { owner = \"Zoë Ångström\", date = \"Mon-YYYY\" }\n"
            "                                           ^");
}

TEST(ParseConfigErrorTest, TabsBecomeSpacesSoTheCaretAligns) {
  EXPECT_EQ(ErrorOf("[style]\n"
                    "\tdate =\t5\n"),
            "cvtidy.toml:2:9: `style.date` must be a string\n"
            "   date = 5\n"
            "          ^");
}

TEST(ParseConfigErrorTest, CrlfAndByteOrderMark) {
  EXPECT_EQ(ErrorOf("\xEF\xBB\xBF"
                    "[style]\r\n"
                    "order = \"sideways\"\r\n"),
            "cvtidy.toml:2:9: unknown order \"sideways\"; expected reverse, forward or off\n"
            "  order = \"sideways\"\n"
            "          ^");
  EXPECT_EQ(ErrorOf("\xEF\xBB\xBF"
                    "ignroe = []\r\n"),
            "cvtidy.toml:1:1: unknown key \"ignroe\"; expected select, ignore, style, rules or "
            "venues (did you mean \"ignore\"?)\n"
            "  ignroe = []\n"
            "  ^");
}

TEST(FormatConfigErrorTest, LocationVariants) {
  Config config;
  config.path = "cv/cvtidy.toml";
  config.text = "[rules]\n\"date/futur\" = \"off\"\n";
  EXPECT_EQ(FormatConfigError(config, 2, 1, "unknown rule \"date/futur\""),
            "cv/cvtidy.toml:2:1: unknown rule \"date/futur\"\n"
            "  \"date/futur\" = \"off\"\n"
            "  ^");
  // No location: only the file.
  EXPECT_EQ(FormatConfigError(config, 0, 0, "is empty"), "cv/cvtidy.toml: is empty");
  // A line past the end (the final newline starts none): no excerpt.
  EXPECT_EQ(FormatConfigError(config, 3, 1, "unexpected end"),
            "cv/cvtidy.toml:3:1: unexpected end");
  // A column past the end of the line: the caret stops just after it.
  EXPECT_EQ(FormatConfigError(config, 1, 40, "late"),
            "cv/cvtidy.toml:1:40: late\n"
            "  [rules]\n"
            "         ^");
  // A line without a column: the excerpt, no caret.
  EXPECT_EQ(FormatConfigError(config, 1, 0, "here"),
            "cv/cvtidy.toml:1: here\n"
            "  [rules]");
  // The built-in defaults have no file.
  EXPECT_EQ(FormatConfigError(Config{}, 0, 0, "unknown rule \"x\""), "unknown rule \"x\"");
}

TEST(FormatConfigErrorTest, InvalidUtf8IsReplacedOneForOne) {
  Config config;
  config.path = "cvtidy.toml";
  config.text =
      "a\xFF"
      "b = 1\n";
  EXPECT_EQ(FormatConfigError(config, 1, 3, "oops"),
            "cvtidy.toml:1:3: oops\n"
            "  a\xEF\xBF\xBD"
            "b = 1\n"
            "    ^");
}

class LoadConfigTest : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           fmt::format("cvtidy-load-config-test-{}", ::getpid());
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::filesystem::path dir_;
};

TEST_F(LoadConfigTest, ReadsAndParses) {
  const std::filesystem::path path = dir_ / "cvtidy.toml";
  std::FILE* file = std::fopen(path.c_str(), "wb");
  ASSERT_NE(file, nullptr);
  std::fputs("[style]\norder = \"reverse\"\n", file);
  std::fclose(file);
  const absl::StatusOr<Config> config = LoadConfig(path);
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(config->path, path.string());
  EXPECT_EQ(config->style.order, DateOrder::kReverse);
}

TEST_F(LoadConfigTest, ErrorsNameTheFile) {
  const std::filesystem::path path = dir_ / "cvtidy.toml";
  std::FILE* file = std::fopen(path.c_str(), "wb");
  ASSERT_NE(file, nullptr);
  std::fputs("[style]\norder = 1\n", file);
  std::fclose(file);
  const absl::StatusOr<Config> config = LoadConfig(path);
  ASSERT_FALSE(config.ok());
  EXPECT_EQ(config.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(FromAbsl(config.status().message()),
            fmt::format("{}:2:9: `style.order` must be a string\n"
                        "  order = 1\n"
                        "          ^",
                        path.string()));
}

TEST_F(LoadConfigTest, MissingFileIsNotFound) {
  const std::filesystem::path path = dir_ / "absent.toml";
  const absl::StatusOr<Config> config = LoadConfig(path);
  ASSERT_FALSE(config.ok());
  EXPECT_EQ(config.status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(FromAbsl(config.status().message()), path.string() + ": no such file");
}

}  // namespace
}  // namespace cvtidy
