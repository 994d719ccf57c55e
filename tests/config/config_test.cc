#include "src/config/config.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include <fmt/format.h>
#include <re2/re2.h>

#include "src/base/strings.h"
#include "src/config/builtin_tables.h"
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
  EXPECT_EQ(style.range_separator,
            (SeparatorForm{RangeSeparator::kEnDash, /*space_before=*/true, /*space_after=*/true}));
  EXPECT_EQ(style.present, "Present");
  EXPECT_EQ(style.order, DateOrder::kForward);
  EXPECT_EQ(style.venue, VenueStyle::kPublisherShort);
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

TEST(ParseConfigTest, FileTimeoutInSeconds) {
  for (const auto& [text, seconds] :
       std::vector<std::pair<std::string_view, double>>{{"file-timeout = 5\n", 5},
                                                        {"file-timeout = 0\n", 0},
                                                        {"file-timeout = 0.25\n", 0.25},
                                                        {"file-timeout = 86400\n", 86400}}) {
    const absl::StatusOr<Config> config = ParseConfig(text, "cvtidy.toml");
    ASSERT_TRUE(config.ok()) << config.status();
    EXPECT_EQ(config->file_timeout, seconds) << text;
  }
  const absl::StatusOr<Config> unset = ParseConfig("root = true\n", "cvtidy.toml");
  ASSERT_TRUE(unset.ok()) << unset.status();
  EXPECT_FALSE(unset->file_timeout.has_value());
  EXPECT_EQ(ErrorOf("file-timeout = \"5s\"\n"),
            "cvtidy.toml:1:16: `file-timeout` must be a number of seconds from 0 (no limit) to "
            "86400\n"
            "  file-timeout = \"5s\"\n"
            "                 ^");
  EXPECT_EQ(ErrorOf("file-timeout = -1\n"),
            "cvtidy.toml:1:16: `file-timeout` must be a number of seconds from 0 (no limit) to "
            "86400\n"
            "  file-timeout = -1\n"
            "                 ^");
  EXPECT_NE(ErrorOf("file-timeout = nan\n"), "");
  EXPECT_NE(ErrorOf("file-timeout = 1e9\n"), "");
}

TEST(ParseConfigTest, InlineTablesAndEveryAllowedValue) {
  for (std::string_view date : {"YYYY", "MM/YYYY", "YYYY-MM", "Mon YYYY", "Mon. YYYY", "Month YYYY",
                                "Mon'YY", "Season YYYY", "YYYY Season"}) {
    const absl::StatusOr<Config> config =
        ParseConfig(fmt::format("style = {{ date = \"{}\" }}\n", date), "cvtidy.toml");
    ASSERT_TRUE(config.ok()) << config.status();
    EXPECT_EQ(DateStyleName(*config->style.date), date);
  }
  // Typed at load: the kind, and the spacing on each side as written.
  const std::pair<std::string_view, SeparatorForm> separators[] = {
      {"-", {RangeSeparator::kHyphen, false, false}},
      {"–", {RangeSeparator::kEnDash, false, false}},
      {"—", {RangeSeparator::kEmDash, false, false}},
      {"~", {RangeSeparator::kTilde, false, false}},
      {" - ", {RangeSeparator::kHyphen, true, true}},
      {" – ", {RangeSeparator::kEnDash, true, true}},
      {"  — ", {RangeSeparator::kEmDash, true, true}},
      {" ~", {RangeSeparator::kTilde, true, false}},
      {" to ", {RangeSeparator::kTo, true, true}},
  };
  for (const auto& [sep, form] : separators) {
    const absl::StatusOr<Config> config =
        ParseConfig(fmt::format("[style]\nrange-separator = \"{}\"\n", sep), "cvtidy.toml");
    ASSERT_TRUE(config.ok()) << config.status();
    EXPECT_EQ(config->style.range_separator, form) << sep;
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
  EXPECT_EQ(config->style.venue, VenueStyle::kLong);
}

TEST(ParseConfigTest, HouseStyleKeys) {
  const absl::StatusOr<Config> config = ParseConfig(
      "[style]\n"
      "title-quotes = \"curly-quotes\"\n"
      "author-conjunction = \"ampersand\"\n"
      "oxford-comma = false\n"
      "contribution-mark = '\\*'\n"
      "trailing-punctuation = \"none\"\n"
      "numbering = \"ascending\"\n"
      "section-order = [\"education\", \"publications\"]\n",
      "cvtidy.toml");
  ASSERT_TRUE(config.ok()) << config.status();
  const StyleConfig& style = config->style;
  EXPECT_EQ(style.title_quotes, TitleQuoting::kCurlyQuotes);
  EXPECT_EQ(style.author_conjunction, AuthorConjunction::kAmpersand);
  EXPECT_EQ(style.oxford_comma, false);
  EXPECT_EQ(style.contribution_mark, ContributionMark::kEscapedStar);
  EXPECT_EQ(style.trailing_punctuation, TrailingPunctuation::kNone);
  EXPECT_EQ(style.numbering, NumberingDirection::kAscending);
  EXPECT_EQ(style.section_order, (std::vector<std::string>{"education", "publications"}));

  // Absent keys stay absent: the majority of the CV decides.
  const absl::StatusOr<Config> empty = ParseConfig("[style]\n", "cvtidy.toml");
  ASSERT_TRUE(empty.ok()) << empty.status();
  EXPECT_FALSE(empty->style.title_quotes.has_value());
  EXPECT_FALSE(empty->style.oxford_comma.has_value());
  EXPECT_TRUE(empty->style.section_order.empty());
}

TEST(ParseConfigTest, EveryHouseStyleValue) {
  const auto parse = [](std::string_view key, std::string_view value) {
    return ParseConfig(fmt::format("[style]\n{} = {}\n", key, value), "cvtidy.toml");
  };
  const std::pair<std::string_view, TitleQuoting> quotes[] = {
      {"plain", TitleQuoting::kPlain},
      {"straight-quotes", TitleQuoting::kStraightQuotes},
      {"curly-quotes", TitleQuoting::kCurlyQuotes},
      {"bold", TitleQuoting::kBold},
      {"italic", TitleQuoting::kItalic}};
  for (const auto& [v, want] : quotes) {
    const absl::StatusOr<Config> c = parse("title-quotes", fmt::format("\"{}\"", v));
    ASSERT_TRUE(c.ok()) << c.status();
    EXPECT_EQ(c->style.title_quotes, want) << v;
  }
  const std::pair<std::string_view, AuthorConjunction> conjunctions[] = {
      {"and", AuthorConjunction::kAnd},
      {"ampersand", AuthorConjunction::kAmpersand},
      {"none", AuthorConjunction::kNone}};
  for (const auto& [v, want] : conjunctions) {
    const absl::StatusOr<Config> c = parse("author-conjunction", fmt::format("\"{}\"", v));
    ASSERT_TRUE(c.ok()) << c.status();
    EXPECT_EQ(c->style.author_conjunction, want) << v;
  }
  // Literal strings, so the backslash is the user's, not TOML's; each mark is written back as
  // it was configured.
  const std::pair<std::string_view, ContributionMark> marks[] = {
      {"*", ContributionMark::kStar},
      {"\\*", ContributionMark::kEscapedStar},
      {"<sup>*</sup>", ContributionMark::kSupStar},
      {"†", ContributionMark::kDagger}};
  for (const auto& [v, want] : marks) {
    const absl::StatusOr<Config> c = parse("contribution-mark", fmt::format("'{}'", v));
    ASSERT_TRUE(c.ok()) << c.status();
    EXPECT_EQ(c->style.contribution_mark, want) << v;
    EXPECT_EQ(ContributionMarkText(want), v);
  }
  for (const auto& [v, want] : {std::pair{"period", TrailingPunctuation::kPeriod},
                                std::pair{"none", TrailingPunctuation::kNone}}) {
    const absl::StatusOr<Config> c = parse("trailing-punctuation", fmt::format("\"{}\"", v));
    ASSERT_TRUE(c.ok()) << c.status();
    EXPECT_EQ(c->style.trailing_punctuation, want) << v;
  }
  for (const auto& [v, want] : {std::pair{"descending", NumberingDirection::kDescending},
                                std::pair{"ascending", NumberingDirection::kAscending}}) {
    const absl::StatusOr<Config> c = parse("numbering", fmt::format("\"{}\"", v));
    ASSERT_TRUE(c.ok()) << c.status();
    EXPECT_EQ(c->style.numbering, want) << v;
  }
  const std::pair<std::string_view, VenueYearForm> year_forms[] = {
      {"four-digit", VenueYearForm::kFourDigit},
      {"apostrophe", VenueYearForm::kApostrophe},
      {"glued apostrophe", VenueYearForm::kGluedApostrophe},
      {"hyphen", VenueYearForm::kHyphen},
      {"two-digit", VenueYearForm::kTwoDigit},
      {"glued four-digit", VenueYearForm::kGluedFourDigit}};
  for (const auto& [v, want] : year_forms) {
    const absl::StatusOr<Config> c = parse("venue-year", fmt::format("\"{}\"", v));
    ASSERT_TRUE(c.ok()) << c.status();
    EXPECT_EQ(c->style.venue_year, want) << v;
  }
  for (const auto& [v, want] : {std::pair{"short", VenueStyle::kShort},
                                std::pair{"publisher-short", VenueStyle::kPublisherShort},
                                std::pair{"long", VenueStyle::kLong}}) {
    const absl::StatusOr<Config> c = parse("venue", fmt::format("\"{}\"", v));
    ASSERT_TRUE(c.ok()) << c.status();
    EXPECT_EQ(c->style.venue, want) << v;
  }
  const absl::StatusOr<Config> c = parse("oxford-comma", "true");
  ASSERT_TRUE(c.ok()) << c.status();
  EXPECT_EQ(c->style.oxford_comma, true);
}

TEST(ParseConfigErrorTest, BadHouseStyleValues) {
  EXPECT_EQ(ErrorOf("[style]\n"
                    "title-quotes = \"curly\"\n"),
            "cvtidy.toml:2:16: unknown title quoting \"curly\"; expected plain, straight-quotes, "
            "curly-quotes, bold or italic (did you mean \"curly-quotes\"?)\n"
            "  title-quotes = \"curly\"\n"
            "                 ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "author-conjunction = \"And\"\n"),
            "cvtidy.toml:2:22: unknown author conjunction \"And\"; expected and, ampersand or "
            "none (did you mean \"and\"?)\n"
            "  author-conjunction = \"And\"\n"
            "                       ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "contribution-mark = \"+\"\n"),
            "cvtidy.toml:2:21: unknown contribution mark \"+\"; expected \"*\", \"\\*\", "
            "\"<sup>*</sup>\" or \"†\" (did you mean \"*\"?)\n"
            "  contribution-mark = \"+\"\n"
            "                      ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "trailing-punctuation = \"periods\"\n"),
            "cvtidy.toml:2:24: unknown trailing punctuation \"periods\"; expected period or none "
            "(did you mean \"period\"?)\n"
            "  trailing-punctuation = \"periods\"\n"
            "                         ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "numbering = \"desc\"\n"),
            "cvtidy.toml:2:13: unknown numbering \"desc\"; expected descending or ascending (did "
            "you mean \"descending\"?)\n"
            "  numbering = \"desc\"\n"
            "              ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "venue-year = \"glued-apostrophe\"\n"),
            "cvtidy.toml:2:14: unknown venue year form \"glued-apostrophe\"; expected "
            "\"four-digit\", \"apostrophe\", \"glued apostrophe\", \"hyphen\", \"two-digit\" or "
            "\"glued four-digit\" (did you mean \"glued apostrophe\"?)\n"
            "  venue-year = \"glued-apostrophe\"\n"
            "               ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "venue-year = \"none\"\n"),
            "cvtidy.toml:2:14: unknown venue year form \"none\"; expected \"four-digit\", "
            "\"apostrophe\", \"glued apostrophe\", \"hyphen\", \"two-digit\" or \"glued "
            "four-digit\"\n"
            "  venue-year = \"none\"\n"
            "               ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "oxford-comma = \"yes\"\n"),
            "cvtidy.toml:2:16: `style.oxford-comma` must be true or false\n"
            "  oxford-comma = \"yes\"\n"
            "                 ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "section-order = \"education\"\n"),
            "cvtidy.toml:2:17: `style.section-order` must be an array of section ids\n"
            "  section-order = \"education\"\n"
            "                  ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "section-order = [\"education\", 2]\n"),
            "cvtidy.toml:2:31: `style.section-order` must be an array of section ids\n"
            "  section-order = [\"education\", 2]\n"
            "                                ^");
  EXPECT_EQ(ErrorOf("[style]\n"
                    "section-order = [\"education\", \"education\"]\n"),
            "cvtidy.toml:2:31: section \"education\" appears twice in `style.section-order`\n"
            "  section-order = [\"education\", \"education\"]\n"
            "                                ^");
}

TEST(ParseConfigErrorTest, SectionOrderIdsAreCheckedAgainstTheSectionTable) {
  const SectionTable& table = BuiltinSections();
  if (table.sections().empty()) {
    // rules/sections.toml not written yet: any id is accepted.
    EXPECT_EQ(ErrorOf("[style]\nsection-order = [\"no-such-section\"]\n"), "");
    return;
  }
  const std::string id(table.sections().front().id);
  EXPECT_EQ(ErrorOf(fmt::format("[style]\nsection-order = [\"{}\"]\n", id)), "");
  const std::string error = ErrorOf("[style]\nsection-order = [\"no-such-section\"]\n");
  EXPECT_TRUE(
      error.starts_with("cvtidy.toml:2:18: unknown section id \"no-such-section\"; "
                        "expected "))
      << error;
  // A slip of one letter gets a suggestion.
  std::string typo = id;
  typo.back() = typo.back() == 'x' ? 'y' : 'x';
  EXPECT_NE(ErrorOf(fmt::format("[style]\nsection-order = [\"{}\"]\n", typo))
                .find(fmt::format("(did you mean \"{}\"?)", id)),
            std::string::npos);
}

TEST(ParseConfigErrorTest, TomlSyntaxError) {
  EXPECT_EQ(ErrorOf("[style]\n"
                    "date = \"Mon YYYY\" \"YYYY\"\n"),
            "cvtidy.toml:2:19: invalid TOML: error while parsing key-value pair: expected a "
            "comment or whitespace, saw '\"'\n"
            "  date = \"Mon YYYY\" \"YYYY\"\n"
            "                    ^");
}

// A non-ASCII byte in a bare key sends Debian's toml++ 3.3.0 into undefined behaviour: it is
// refused, at its position, before the parser sees it. In strings and comments it is text.
// Debian's toml++ 3.3.0 assumes a table header starts with a key (undefined behaviour
// otherwise: found by tests/fuzz/config_fuzzer, corpus file table-header-backslash.toml).
TEST(ParseConfigErrorTest, TableHeaderWithoutAKeyIsRefusedBeforeParsing) {
  EXPECT_EQ(ErrorOf("[\\)'\n"),
            "cvtidy.toml:1:2: a table header must start with a key: A-Z, a-z, 0-9, `_`, `-` or "
            "a quoted key\n"
            "  [\\)'\n"
            "   ^");
  EXPECT_TRUE(ErrorOf("root = true\n  [[ !custom]]\n").starts_with("cvtidy.toml:2:6: a table"));
  EXPECT_TRUE(ErrorOf("[\n").starts_with("cvtidy.toml:1:2: a table header must start"));
  // Brackets inside values, strings and comments are not headers; a valid header still parses,
  // and toml++'s own message for an empty header stays.
  EXPECT_EQ(ErrorOf("select = [\n  \"date/*\",\n]\n# [!\n[style]\nowner = \"[!\"\n"), "");
  EXPECT_EQ(ErrorOf("[ \"style\" ]\ndate = \"Mon YYYY\"\n"), "");
  EXPECT_NE(ErrorOf("[]\n"), "");
}

// toml++ 3.3.0 tests the bytes after a backslash in a multi-line string for white space, with
// undefined behaviour on a non-ASCII one (found by tests/fuzz/config_fuzzer, corpus file
// multiline-backslash.toml).
TEST(ParseConfigErrorTest, NonAsciiAfterABackslashInAMultiLineStringIsRefused) {
  EXPECT_TRUE(ErrorOf("[style]\nowner = \"\"\"Ada \\\n  \xC3\xA9mile\"\"\"\n")
                  .starts_with("cvtidy.toml:3:3: a non-ASCII character after a backslash"));
  EXPECT_TRUE(ErrorOf("[style]\nowner = \"\"\"Ada \\\xC3\xA9\"\"\"\n")
                  .starts_with("cvtidy.toml:2:17: a non-ASCII character after a backslash"));
  // An escaped backslash, and a line-ending backslash before ASCII text, are TOML.
  EXPECT_EQ(ErrorOf("[style]\nowner = \"\"\"Ada\\\\\xC3\xA9 \\\n  Example\"\"\"\n"), "");
}

// An array where a value should start holds `}` or `,`: toml++ 3.3.0 assumes a value starts
// (found by tests/fuzz/config_fuzzer, corpus file array-closed-by-brace.toml).
TEST(ParseConfigErrorTest, ArrayWithoutAValueIsRefusedBeforeParsing) {
  EXPECT_TRUE(
      ErrorOf("select = [\"date/*\",}\n").starts_with("cvtidy.toml:1:20: expected a value"));
  EXPECT_TRUE(
      ErrorOf("select = [ ,\"date/*\"]\n").starts_with("cvtidy.toml:1:12: expected a value"));
  // A trailing comma, comments and newlines inside an array are TOML.
  EXPECT_EQ(ErrorOf("select = [\n  \"date/*\", # dates\n  \"venue/*\",\n]\n"), "");
}

// A quote where no key or value starts (`+"...`) opens no string for toml++, which reads the
// bytes after it as a bare value; a non-ASCII byte there is undefined behaviour in toml++ 3.3.0
// (found by tests/fuzz/config_fuzzer, corpus file value-quote-after-sign.toml).
TEST(ParseConfigErrorTest, NonAsciiAfterAStrayQuoteIsRefusedBeforeParsing) {
  EXPECT_TRUE(ErrorOf("p = +\"\xC6\xA3\"\n").starts_with("cvtidy.toml:1:7: a non-ASCII character"));
  EXPECT_TRUE(ErrorOf("select = [1\"\xC6\xA3\"]\n").starts_with("cvtidy.toml:1:13: a non-ASCII"));
  EXPECT_TRUE(ErrorOf("n = 22\".'\xC6\xA3'\n").starts_with("cvtidy.toml:1:10: a non-ASCII"));
  EXPECT_TRUE(ErrorOf("n = 1=\"\xC6\xA3\"\n").starts_with("cvtidy.toml:1:8: a non-ASCII"));
  // Quotes that do open strings, in keys and values, still hold any text.
  EXPECT_EQ(
      ErrorOf("[style]\n\"owner\" = \"\xC6\xA3\"\n[[venues]]\nid = \"x\"\nname = 'N\xC6\xA3'\n"
              "aliases = [\"Ab\", \"A\xC6\xA3\"]\n"),
      "");
}

TEST(ParseConfigErrorTest, NonAsciiOutsideAStringIsRefusedBeforeParsing) {
  EXPECT_EQ(ErrorOf("[style]\n"
                    "a\xd2\x90"
                    "b = 1\n"),
            "cvtidy.toml:2:2: a non-ASCII character outside a quoted string: a bare key may hold "
            "only A-Z, a-z, 0-9, `_` and `-`; quote the key (`\"cl\xC3\xA9\" = ...`) or the value\n"
            "  a\xd2\x90"
            "b = 1\n"
            "   ^");
  EXPECT_TRUE(ErrorOf("x = 1 # d\xC3\xA9j\xC3\xA0 vu\n\xC3\xA9 = 2\n")
                  .starts_with("cvtidy.toml:2:1: a non-ASCII"));
  // Strings of every kind, and comments, may hold any text.
  const absl::StatusOr<Config> ok = ParseConfig(
      "# Th\xC3\xA9se\n[style]\nowner = \"Ren\xC3\xA9"
      "e \\\" Example\"\n"
      "[[venues]]\nid = \"jeu\"\nname = \'\'\'Journ\xC3\xA9"
      "es\'\'\'\nkind = \"conference\"\n"
      "aliases = [\"\"\"J\xC3\xA9\"\"\", \'J\xC3\xA9u\']\n",
      "cvtidy.toml");
  EXPECT_TRUE(ok.ok()) << ok.status().message();
}

// TOML allows no control character but tab, in strings and comments too: refused before
// toml++ reads it (found by tests/fuzz/config_fuzzer: a NUL inside a literal string, then a
// non-ASCII byte, reached toml++'s undefined behaviour).
TEST(ParseConfigErrorTest, ControlCharactersAreRefusedBeforeParsing) {
  EXPECT_TRUE(ErrorOf(std::string("owner = 'A\0B \xC3\xA9'\n", 18))
                  .starts_with("cvtidy.toml:1:11: a control character: TOML allows none but tab"))
      << ErrorOf(std::string("owner = 'A\0B \xC3\xA9'\n", 18));
  EXPECT_TRUE(ErrorOf("# note\x01\n").starts_with("cvtidy.toml:1:7: a control character"));
  EXPECT_TRUE(ErrorOf("x = \"a\x7F\"\n").starts_with("cvtidy.toml:1:7: a control character"));
  // Tabs, CRLF line endings stay valid.
  EXPECT_EQ(ErrorOf("[style]\r\n\towner = \"A\tB\"\r\n"), "");
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
  EXPECT_EQ(
      ErrorOf("selct = [\"date/*\"]\n"),
      "cvtidy.toml:1:1: unknown key \"selct\"; expected root, select, ignore, file-timeout, style, "
      "rules, venues, custom or baseline (did you mean \"select\"?)\n"
      "  selct = [\"date/*\"]\n"
      "  ^");
}

TEST(ParseConfigErrorTest, UnknownTableHeaderPointsAtItsName) {
  EXPECT_EQ(
      ErrorOf("[styel]\n"
              "date = \"YYYY\"\n"),
      "cvtidy.toml:1:2: unknown key \"styel\"; expected root, select, ignore, file-timeout, style, "
      "rules, venues, custom or baseline (did you mean \"style\"?)\n"
      "  [styel]\n"
      "   ^");
}

TEST(ParseConfigErrorTest, UnknownTopLevelKeyWithoutSuggestion) {
  EXPECT_EQ(ErrorOf("[[checks]]\n"
                    "id = \"custom/arxiv-case\"\n"),
            "cvtidy.toml:1:3: unknown key \"checks\"; expected root, select, ignore, file-timeout, "
            "style, rules, venues, custom or baseline\n"
            "  [[checks]]\n"
            "    ^");
}

TEST(ParseConfigErrorTest, FirstErrorInFileOrderWins) {
  // toml++ sorts keys; "ignor" < "selct" alphabetically, but "selct" comes first in the file.
  EXPECT_EQ(
      ErrorOf("selct = []\n"
              "ignor = []\n"),
      "cvtidy.toml:1:1: unknown key \"selct\"; expected root, select, ignore, file-timeout, style, "
      "rules, venues, custom or baseline (did you mean \"select\"?)\n"
      "  selct = []\n"
      "  ^");
}

TEST(ParseConfigErrorTest, UnknownStyleKey) {
  EXPECT_EQ(ErrorOf("[style]\n"
                    "date = \"YYYY\"\n"
                    "range-sep = \" – \"\n"),
            "cvtidy.toml:3:1: unknown key \"range-sep\" in [style]; expected date, "
            "range-separator, present, order, venue, venue-year, owner, title-quotes, "
            "author-conjunction, "
            "oxford-comma, contribution-mark, trailing-punctuation, numbering or section-order "
            "(did you mean \"range-separator\"?)\n"
            "  range-sep = \" – \"\n"
            "  ^");
  EXPECT_EQ(
      ErrorOf("[style]\n"
              "ownr = \"Ada Example\"\n"),
      "cvtidy.toml:2:1: unknown key \"ownr\" in [style]; expected date, range-separator, "
      "present, order, venue, venue-year, owner, title-quotes, author-conjunction, oxford-comma, "
      "contribution-mark, trailing-punctuation, numbering or section-order (did you mean "
      "\"owner\"?)\n"
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
            "cvtidy.toml:1:1: unknown key \"ignroe\"; expected root, select, ignore, file-timeout, "
            "style, "
            "rules, venues, custom or baseline (did you mean \"ignore\"?)\n"
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

namespace cvtidy {
namespace {

TEST(ParseCustomRulesTest, ReadsEveryField) {
  const absl::StatusOr<Config> config = ParseConfig(
      "root = true\n"
      "[[custom]]\n"
      "id = \"custom/arxiv-case\"\n"
      "pattern = '\\b(?i:arxiv)\\b'\n"
      "message = \"write arXiv, not $0\"\n"
      "replace = \"arXiv\"\n"
      "\n"
      "[[custom]]\n"
      "id = \"custom/no-tba\"\n"
      "pattern = '(?P<word>TBA|TBD)'\n"
      "message = \"say when: ${word}\"\n"
      "severity = \"error\"\n"
      "replace = \"\"\n"
      "fix = \"unsafe\"\n"
      "section = \" Publications \"\n"
      "kind = \"entry\"\n",
      "lab/cvtidy.toml");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_TRUE(config->root);
  ASSERT_EQ(config->custom.size(), 2u);
  const CustomRuleConfig& a = config->custom[0];
  EXPECT_EQ(a.id, "custom/arxiv-case");
  EXPECT_EQ(a.pattern, "\\b(?i:arxiv)\\b");
  ASSERT_NE(a.regex, nullptr);
  EXPECT_TRUE(RE2::PartialMatch("see ArXiv", *a.regex));
  EXPECT_EQ(a.message, "write arXiv, not $0");
  EXPECT_EQ(a.level, RuleLevel::kWarning);
  EXPECT_EQ(a.replacement, "arXiv");
  EXPECT_FALSE(a.unsafe_fix);
  EXPECT_FALSE(a.section.has_value());
  EXPECT_EQ(a.kind, CustomKind::kAny);
  EXPECT_EQ(a.origin, "lab/cvtidy.toml:2");
  const CustomRuleConfig& b = config->custom[1];
  EXPECT_EQ(b.level, RuleLevel::kError);
  EXPECT_EQ(b.replacement, "");
  EXPECT_TRUE(b.unsafe_fix);
  EXPECT_EQ(b.section, "Publications");
  EXPECT_EQ(b.kind, CustomKind::kEntry);
}

TEST(ParseCustomRulesTest, BadPatternGivesRe2sMessageAtThePattern) {
  // A literal string is written as is: the caret goes to the part RE2 complains about.
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/bad\"\n"
                    "pattern = 'a**'\n"
                    "message = \"x\"\n"),
            "cvtidy.toml:3:13: invalid pattern for custom/bad: bad repetition operator: **\n"
            "  pattern = 'a**'\n"
            "              ^");
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/bad\"\n"
                    "pattern = 'in (press'\n"
                    "message = \"x\"\n"),
            "cvtidy.toml:3:12: invalid pattern for custom/bad: missing ): in (press\n"
            "  pattern = 'in (press'\n"
            "             ^");
  // A basic string may hold escapes, so the caret stays at the string.
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/bad\"\n"
                    "pattern = \"a**\"\n"
                    "message = \"x\"\n"),
            "cvtidy.toml:3:11: invalid pattern for custom/bad: bad repetition operator: **\n"
            "  pattern = \"a**\"\n"
            "            ^");
}

TEST(ParseCustomRulesTest, GroupReferencesAreChecked) {
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/x\"\n"
                    "pattern = '(a)b'\n"
                    "message = \"saw $2\"\n"),
            "cvtidy.toml:4:11: `$2` refers to group 2, but the pattern has 1 capturing group\n"
            "  message = \"saw $2\"\n"
            "            ^");
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/x\"\n"
                    "pattern = 'ab'\n"
                    "message = \"m\"\n"
                    "replace = '\\1'\n"),
            "cvtidy.toml:5:11: `\\1` refers to group 1, but the pattern has 0 capturing groups\n"
            "  replace = '\\1'\n"
            "            ^");
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/x\"\n"
                    "pattern = '(?P<year>\\d{4})'\n"
                    "message = \"${yaer}\"\n"),
            "cvtidy.toml:4:11: `${yaer}` refers to a group named \"yaer\", which the pattern does "
            "not define (name one with `(?P<yaer>...)`)\n"
            "  message = \"${yaer}\"\n"
            "            ^");
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/x\"\n"
                    "pattern = 'fee'\n"
                    "message = \"costs $ 5\"\n"),
            "cvtidy.toml:4:11: `$` must start a group reference (`$1`, `${1}`, `${name}`); write "
            "`$$` for a dollar sign\n"
            "  message = \"costs $ 5\"\n"
            "            ^");
}

TEST(ParseCustomRulesTest, IdsAndFieldsAreValidated) {
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"arxiv-case\"\n"),
            "cvtidy.toml:2:6: invalid custom rule id \"arxiv-case\"; write `custom/` and a name of "
            "lowercase letters, digits and hyphens (\"custom/arxiv-case\")\n"
            "  id = \"arxiv-case\"\n"
            "       ^");
  EXPECT_NE(ErrorOf("[[custom]]\nid = \"custom/ArXiv\"\n").find("invalid custom rule id"),
            std::string::npos);
  EXPECT_NE(ErrorOf("[[custom]]\nid = \"custom/\"\n").find("invalid custom rule id"),
            std::string::npos);
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/x\"\n"
                    "pattern = 'a'\n"
                    "message = \"m\"\n"
                    "[[custom]]\n"
                    "id = \"custom/x\"\n"
                    "pattern = 'b'\n"
                    "message = \"m\"\n"),
            "cvtidy.toml:5:1: custom rule \"custom/x\" is defined twice (first at cvtidy.toml:1)\n"
            "  [[custom]]\n"
            "  ^");
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/x\"\n"
                    "message = \"m\"\n"),
            "cvtidy.toml:1:1: [[custom]] entry \"custom/x\" has no `pattern`\n"
            "  [[custom]]\n"
            "  ^");
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/x\"\n"
                    "pattern = 'a'\n"
                    "messge = \"m\"\n"),
            "cvtidy.toml:4:1: unknown key \"messge\" in [[custom]]; expected id, pattern, message, "
            "severity, replace, fix, section or kind (did you mean \"message\"?)\n"
            "  messge = \"m\"\n"
            "  ^");
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/x\"\n"
                    "pattern = 'a'\n"
                    "message = \"m\"\n"
                    "kind = \"heding\"\n"),
            "cvtidy.toml:5:8: unknown kind \"heding\"; expected any, heading, entry or "
            "author-list (did you mean \"heading\"?)\n"
            "  kind = \"heding\"\n"
            "         ^");
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/x\"\n"
                    "pattern = 'a'\n"
                    "message = \"m\"\n"
                    "severity = \"off\"\n"),
            "cvtidy.toml:5:12: unknown severity \"off\"; expected info, warning or error\n"
            "  severity = \"off\"\n"
            "             ^");
  EXPECT_EQ(ErrorOf("[[custom]]\n"
                    "id = \"custom/x\"\n"
                    "pattern = 'a'\n"
                    "message = \"m\"\n"
                    "fix = \"maybe\"\n"),
            "cvtidy.toml:5:7: unknown fix safety \"maybe\"; expected safe or unsafe\n"
            "  fix = \"maybe\"\n"
            "        ^");
  EXPECT_EQ(ErrorOf("custom = { id = \"custom/x\" }\n"),
            "cvtidy.toml:1:10: `custom` must be an array of tables ([[custom]])\n"
            "  custom = { id = \"custom/x\" }\n"
            "           ^");
  EXPECT_EQ(ErrorOf("root = \"yes\"\n"),
            "cvtidy.toml:1:8: `root` must be true or false\n"
            "  root = \"yes\"\n"
            "         ^");
}

TEST(ParseTemplateTest, SplitsLiteralsAndReferences) {
  const RE2 regex("(?P<first>a)(b)");
  absl::StatusOr<std::vector<TemplatePiece>> pieces =
      ParseTemplate("x$1-${2}\\1 ${first}$$\\\\$0", regex);
  ASSERT_TRUE(pieces.ok()) << pieces.status();
  ASSERT_EQ(pieces->size(), 5u);  // no empty literal after the last reference
  EXPECT_EQ((*pieces)[0].literal, "x");
  EXPECT_EQ((*pieces)[0].group, 1);
  EXPECT_EQ((*pieces)[1].literal, "-");
  EXPECT_EQ((*pieces)[1].group, 2);
  EXPECT_EQ((*pieces)[2].literal, "");
  EXPECT_EQ((*pieces)[2].group, 1);
  EXPECT_EQ((*pieces)[3].literal, " ");
  EXPECT_EQ((*pieces)[3].group, 1);
  EXPECT_EQ((*pieces)[4].literal, "$\\");
  EXPECT_EQ((*pieces)[4].group, 0);
  pieces = ParseTemplate("plain", regex);
  ASSERT_TRUE(pieces.ok());
  ASSERT_EQ(pieces->size(), 1u);
  EXPECT_EQ((*pieces)[0].literal, "plain");
  EXPECT_EQ((*pieces)[0].group, -1);
  EXPECT_FALSE(ParseTemplate("${", regex).ok());
  EXPECT_FALSE(ParseTemplate("$3", regex).ok());
}

}  // namespace
}  // namespace cvtidy

namespace cvtidy {
namespace {

TEST(ParseConfigTest, BaselineFileIsRelativeToTheConfigAndTheNearestWins) {
  absl::StatusOr<Config> lab =
      ParseConfig("[baseline]\nfile = \"ci/accepted.json\"\n", "lab/cvtidy.toml");
  ASSERT_TRUE(lab.ok()) << lab.status();
  EXPECT_EQ(lab->baseline_file, "lab/ci/accepted.json");
  absl::StatusOr<Config> member = ParseConfig("root = false\n", "lab/ada/cvtidy.toml");
  ASSERT_TRUE(member.ok()) << member.status();
  EXPECT_FALSE(member->baseline_file.has_value());

  // A nearer file without the key keeps the farther one's (resolved against its own place).
  auto merged =
      MergeConfigs(std::make_shared<const Config>(*lab), std::make_shared<const Config>(*member));
  ASSERT_TRUE(merged.ok()) << merged.status();
  EXPECT_EQ((*merged)->baseline_file, "lab/ci/accepted.json");
  absl::StatusOr<Config> own = ParseConfig("[baseline]\nfile = \"/abs/b.json\"\n", "x/cvtidy.toml");
  ASSERT_TRUE(own.ok()) << own.status();
  merged = MergeConfigs(std::make_shared<const Config>(*lab), std::make_shared<const Config>(*own));
  ASSERT_TRUE(merged.ok()) << merged.status();
  EXPECT_EQ((*merged)->baseline_file, "/abs/b.json");
}

TEST(ParseConfigTest, BaselineMistakesAreLocated) {
  EXPECT_EQ(ErrorOf("[baseline]\nfil = \"b.json\"\n"),
            "cvtidy.toml:2:1: unknown key \"fil\" in [baseline]; expected file (did you mean "
            "\"file\"?)\n  fil = \"b.json\"\n  ^");
  EXPECT_NE(ErrorOf("[baseline]\nfile = 3\n").find("`baseline.file` must be a string"),
            std::string::npos);
  EXPECT_NE(ErrorOf("[baseline]\nfile = \"\"\n").find("`baseline.file` must be a file name"),
            std::string::npos);
  EXPECT_NE(ErrorOf("baseline = \"b.json\"\n").find("`baseline` must be a table"),
            std::string::npos);
}

}  // namespace
}  // namespace cvtidy
