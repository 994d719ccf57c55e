#include "src/cli/flags.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/base/strings.h"

namespace cvtidy::cli {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Not;

absl::Status Parse(std::vector<std::string_view> args, Options& options) {
  return ParseCommandLine(args, options);
}

std::string ErrorOf(std::vector<std::string_view> args) {
  Options options;
  const absl::Status status = Parse(std::move(args), options);
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  return std::string(FromAbsl(status.message()));
}

TEST(FlagsTest, BothValueSpellingsAndRepeatableLists) {
  Options o;
  ASSERT_TRUE(Parse({"check",
                     "--format=json",
                     "--select",
                     "date/*, input/encoding",
                     "--ignore",
                     "date/future",
                     "--select=ocr/*",
                     "--jobs",
                     "3",
                     "--fail-on=error",
                     "--today",
                     "2024-02-29",
                     "--stdin-filename",
                     "cv.md",
                     "--color",
                     "never",
                     "--quiet",
                     "--statistics",
                     "a.md",
                     "-",
                     "docs"},
                    o)
                  .ok());
  EXPECT_EQ(o.command, Command::kCheck);
  EXPECT_EQ(o.format, "json");
  EXPECT_THAT(o.selection.select, ElementsAre("date/*", "input/encoding", "ocr/*"));
  EXPECT_THAT(o.selection.ignore, ElementsAre("date/future"));
  EXPECT_EQ(o.jobs, 3);
  EXPECT_EQ(o.fail_on, Severity::kError);
  ASSERT_TRUE(o.today.has_value());
  EXPECT_EQ(o.today->year, 2024);
  EXPECT_EQ(o.today->month, 2);
  EXPECT_EQ(o.today->day, 29);
  EXPECT_EQ(o.stdin_filename, "cv.md");
  EXPECT_EQ(o.color, ColorMode::kNever);
  EXPECT_TRUE(o.quiet);
  EXPECT_TRUE(o.statistics);
  EXPECT_THAT(o.args, ElementsAre("a.md", "-", "docs"));
}

TEST(FlagsTest, DoubleDashEndsOptions) {
  Options o;
  ASSERT_TRUE(Parse({"fix", "--diff", "--", "--weird.md", "-x.md"}, o).ok());
  EXPECT_TRUE(o.diff);
  EXPECT_THAT(o.args, ElementsAre("--weird.md", "-x.md"));
}

TEST(FlagsTest, DefaultsAndTheWorkingDirectory) {
  Options o;
  ASSERT_TRUE(Parse({"check"}, o).ok());
  EXPECT_EQ(o.format, "text");
  EXPECT_EQ(o.fail_on, Severity::kWarning);
  EXPECT_EQ(o.jobs, 0);
  EXPECT_EQ(o.color, ColorMode::kAuto);
  EXPECT_FALSE(o.today.has_value());
  EXPECT_THAT(o.args, ElementsAre("."));

  Options stdin_only;
  ASSERT_TRUE(Parse({"fix", "--stdin-filename=cv.md"}, stdin_only).ok());
  EXPECT_THAT(stdin_only.args, ElementsAre("-"));
}

TEST(FlagsTest, UnknownOptionsGetSuggestions) {
  EXPECT_EQ(ErrorOf({"check", "--selct", "x"}),
            "unknown option '--selct' (did you mean '--select'?)");
  EXPECT_EQ(ErrorOf({"fix", "--unsafe-fix"}),
            "unknown option '--unsafe-fix' (did you mean '--unsafe-fixes'?)");
  EXPECT_EQ(ErrorOf({"check", "--frobnicate"}), "unknown option '--frobnicate'");
  EXPECT_EQ(ErrorOf({"check", "-x"}), "unknown option '-x'");
  // --diff exists, but only for fix; the suggestion list is the command's own.
  EXPECT_EQ(ErrorOf({"check", "--diff"}),
            "option '--diff' does not apply to 'cvtidy check' (it is for 'cvtidy fix')");
  EXPECT_EQ(ErrorOf({"rules", "--jobs", "2"}),
            "option '--jobs' does not apply to 'cvtidy rules' (it is for 'cvtidy check' and "
            "'cvtidy fix')");
}

TEST(FlagsTest, ValuesAreChecked) {
  EXPECT_EQ(ErrorOf({"check", "--fail-on", "warn"}),
            "invalid value 'warn' for '--fail-on'; expected error, warning or info (did you mean "
            "'warning'?)");
  EXPECT_EQ(ErrorOf({"check", "--color=allways"}),
            "invalid value 'allways' for '--color'; expected auto, always or never (did you mean "
            "'always'?)");
  EXPECT_THAT(ErrorOf({"check", "--jobs", "many"}), HasSubstr("from 1 to 1024"));
  EXPECT_THAT(ErrorOf({"check", "--jobs", "0"}), HasSubstr("from 1 to 1024"));
  EXPECT_THAT(ErrorOf({"check", "--jobs=99999"}), HasSubstr("from 1 to 1024"));
  EXPECT_EQ(ErrorOf({"check", "--select", " , "}),
            "'--select' needs at least one rule id or glob, e.g. --select date/*");
  EXPECT_EQ(ErrorOf({"check", "--config"}), "option '--config' needs a value (--config FILE)");
  EXPECT_EQ(ErrorOf({"check", "--config", "--quiet"}),
            "option '--config' needs a value (--config FILE)");
  EXPECT_EQ(ErrorOf({"check", "--quiet=1"}), "option '--quiet' takes no value");
  EXPECT_THAT(ErrorOf({"check", "--format", "yaml"}), HasSubstr("unknown format 'yaml'"));
  EXPECT_THAT(ErrorOf({"rules", "--format", "sarif"}),
              HasSubstr("available: text, json, markdown"));
}

TEST(FlagsTest, FileTimeoutIsADecimalNumberOfSeconds) {
  for (const auto& [text, seconds] : std::vector<std::pair<std::string_view, double>>{
           {"5", 5}, {"0", 0}, {"0.25", 0.25}, {".5", 0.5}, {"10.", 10}, {"86400", 86400}}) {
    Options o;
    ASSERT_TRUE(Parse({"check", "--file-timeout", text}, o).ok()) << text;
    ASSERT_TRUE(o.file_timeout.has_value()) << text;
    EXPECT_DOUBLE_EQ(*o.file_timeout, seconds) << text;
  }
  Options unset;
  ASSERT_TRUE(Parse({"fix"}, unset).ok());
  EXPECT_FALSE(unset.file_timeout.has_value());
  for (const std::string_view bad : {"", "-1", "1e3", "five", "1.2.3", ".", "86401", "5s"}) {
    EXPECT_EQ(ErrorOf({"check", "--file-timeout", bad}),
              fmt::format("invalid value '{}' for '--file-timeout'; expected a number of seconds "
                          "from 0 (no limit) to 86400, e.g. 5 or 0.5",
                          bad));
  }
  EXPECT_EQ(ErrorOf({"rules", "--file-timeout=1"}),
            "option '--file-timeout' does not apply to 'cvtidy rules' (it is for 'cvtidy check' "
            "and 'cvtidy fix' and 'cvtidy config')");
}

TEST(FlagsTest, CommandsAndArguments) {
  EXPECT_EQ(ErrorOf({"chekc"}), "unknown command 'chekc' (did you mean 'check'?)");
  EXPECT_EQ(ErrorOf({"publish"}),
            "unknown command 'publish'; expected check, fix, rules, explain, config, init or lsp");
  EXPECT_EQ(
      ErrorOf({"--select", "x", "check"}),
      "expected a command (check, fix, rules, explain, config, init or lsp) before '--select'");
  EXPECT_EQ(ErrorOf({"rules", "x"}), "'cvtidy rules' takes no arguments; got 'x'");
  EXPECT_THAT(ErrorOf({"explain"}), HasSubstr("needs a rule id"));
  EXPECT_THAT(ErrorOf({"explain", "a/b", "cv.md", "x.md"}),
              HasSubstr("takes a rule id and at most one file"));

  Options o;
  ASSERT_TRUE(Parse({"explain", "date/future"}, o).ok());
  EXPECT_EQ(o.command, Command::kExplain);
  EXPECT_THAT(o.args, ElementsAre("date/future"));

  // `explain RULE FILE` also lists the rule's findings in FILE, under --config and --today.
  Options f;
  ASSERT_TRUE(Parse({"explain", "venue/alias-conflict", "cv.md", "--config", "c.toml"}, f).ok());
  EXPECT_THAT(f.args, ElementsAre("venue/alias-conflict", "cv.md"));
  EXPECT_EQ(f.config, "c.toml");
}

TEST(FlagsTest, CommandIsKnownEvenWhenParsingFails) {
  Options o;
  EXPECT_FALSE(Parse({"fix", "--nope"}, o).ok());
  EXPECT_EQ(o.command, Command::kFix);
}

TEST(FlagsTest, HelpAndVersionWinOverMissingArguments) {
  Options o;
  ASSERT_TRUE(Parse({"explain", "--help"}, o).ok());
  EXPECT_TRUE(o.help);
  Options v;
  ASSERT_TRUE(Parse({"--version"}, v).ok());
  EXPECT_TRUE(v.version);
  Options h;
  ASSERT_TRUE(Parse({"-h"}, h).ok());
  EXPECT_TRUE(h.help);
  EXPECT_EQ(h.command, Command::kNone);
}

TEST(FlagsTest, CivilDates) {
  ASSERT_TRUE(ParseCivilDate("2000-02-29").ok());
  EXPECT_FALSE(ParseCivilDate("1900-02-29").ok());
  EXPECT_FALSE(ParseCivilDate("2026-13-01").ok());
  EXPECT_FALSE(ParseCivilDate("2026-00-10").ok());
  EXPECT_FALSE(ParseCivilDate("2026-04-31").ok());
  EXPECT_FALSE(ParseCivilDate("2026-4-1").ok());
  EXPECT_FALSE(ParseCivilDate("2026/04/01").ok());
  EXPECT_FALSE(ParseCivilDate("").ok());
  const absl::StatusOr<CivilDate> d = ParseCivilDate("2026-12-31");
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d->year, 2026);
  EXPECT_EQ(d->month, 12);
  EXPECT_EQ(d->day, 31);
}

TEST(FlagsTest, BaselineFlags) {
  Options o;
  ASSERT_TRUE(Parse({"check", "--baseline=b.json", "--prune-baseline", "cvs"}, o).ok());
  EXPECT_EQ(o.baseline, "b.json");
  EXPECT_TRUE(o.prune_baseline);
  EXPECT_FALSE(o.no_group);  // each flag sets its own option
  EXPECT_FALSE(o.write_baseline.has_value());
  Options w;
  ASSERT_TRUE(Parse({"check", "--write-baseline", "b.json"}, w).ok());
  EXPECT_EQ(w.write_baseline, "b.json");
  EXPECT_EQ(ErrorOf({"check", "--baseline="}), "'--baseline' needs a file name");
  EXPECT_THAT(ErrorOf({"check", "--write-baseline", "a.json", "--prune-baseline"}),
              HasSubstr("cannot be combined with '--prune-baseline'"));
  EXPECT_THAT(ErrorOf({"fix", "--verify", "--baseline", "b.json", "--prune-baseline"}),
              HasSubstr("'--prune-baseline' cannot be combined with '--verify'"));
  EXPECT_THAT(ErrorOf({"fix", "--write-baseline", "b.json"}), HasSubstr("--write-baseline"));
  EXPECT_THAT(HelpText(Command::kCheck), HasSubstr("--write-baseline FILE"));
  EXPECT_THAT(HelpText(Command::kFix), Not(HasSubstr("--write-baseline FILE")));
}

TEST(FlagsTest, HelpLinesFitInOneHundredColumns) {
  for (const Command c : {Command::kNone, Command::kCheck, Command::kFix, Command::kRules,
                          Command::kExplain, Command::kConfig, Command::kInit, Command::kLsp}) {
    const std::string help = HelpText(c);
    size_t start = 0;
    while (start < help.size()) {
      const size_t end = help.find('\n', start);
      EXPECT_LE(end - start, 100u) << help.substr(start, end - start);
      start = end + 1;
    }
  }
}

TEST(FlagsTest, LspTakesConfigTodayAndStdio) {
  Options options;
  const std::vector<std::string_view> args = {"lsp",    "--stdio", "--config",
                                              "c.toml", "--today", "2026-01-02"};
  ASSERT_TRUE(ParseCommandLine(args, options).ok());
  EXPECT_EQ(options.command, Command::kLsp);
  EXPECT_EQ(options.config, "c.toml");
  EXPECT_EQ(options.today->day, 2);
  EXPECT_TRUE(options.args.empty());
  EXPECT_EQ(ErrorOf({"lsp", "cv.md"}), "'cvtidy lsp' takes no arguments; got 'cv.md'");
  EXPECT_THAT(ErrorOf({"lsp", "--select", "date/*"}), HasSubstr("does not apply to 'cvtidy lsp'"));
  EXPECT_THAT(ErrorOf({"check", "--stdio"}), HasSubstr("it is for 'cvtidy lsp'"));
  EXPECT_THAT(HelpText(Command::kLsp), HasSubstr("docs/editors.md"));
}

TEST(FlagsTest, ConfigAndInitTakeTheirOwnFlags) {
  Options options;
  const std::vector<std::string_view> config = {"config", "--verbose", "--select", "date/*",
                                                "cv.md"};
  ASSERT_TRUE(ParseCommandLine(config, options).ok());
  EXPECT_EQ(options.command, Command::kConfig);
  EXPECT_TRUE(options.verbose);
  EXPECT_EQ(options.args, std::vector<std::string>{"cv.md"});

  Options init;
  const std::vector<std::string_view> init_args = {"init", "--force"};
  ASSERT_TRUE(ParseCommandLine(init_args, init).ok());
  EXPECT_TRUE(init.force);
  EXPECT_TRUE(init.args.empty());  // no PATHS: no CV, not the working directory

  Options wrong;
  const std::vector<std::string_view> force_on_check = {"check", "--force", "cv.md"};
  const absl::Status status = ParseCommandLine(force_on_check, wrong);
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.message().find("is for 'cvtidy init'"), std::string_view::npos)
      << status.message();
}

}  // namespace
}  // namespace cvtidy::cli
