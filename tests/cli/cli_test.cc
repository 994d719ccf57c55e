// End-to-end tests of `cvtidy check`, `rules`, `explain` and the command line itself, run on
// the real binary (Ninja's output_test.py, Vale's feature tests).
#include <cstdio>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::EndsWith;
using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

TEST_F(CliTest, CleanCvExitsZero) {
  Write("cv.md", kCleanCv);
  const RunResult r = Run({"check", kToday, "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.out, "No problems found in 1 file.\n") << r;
  EXPECT_EQ(r.err, "");
}

TEST_F(CliTest, FindingsExitOneWithLineAndColumn) {
  Write("cv.md", kMixedCv);
  const RunResult r = Run({"check", kToday, "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, StartsWith("cv.md:5:52: warning: date `09/2019` is written MM/YYYY"));
  EXPECT_THAT(r.out, HasSubstr("[date/mixed-format]"));
  EXPECT_THAT(r.out, HasSubstr("Found 1 problem (1 warning) in 1 file."));
  EXPECT_EQ(r.err, "");
}

TEST_F(CliTest, FailOnErrorIgnoresWarnings) {
  Write("cv.md", kMixedCv);
  EXPECT_EQ(Run({"check", kToday, "--fail-on", "error", "cv.md"}).code, 0);
  EXPECT_EQ(Run({"check", kToday, "--fail-on=warning", "cv.md"}).code, 1);
  EXPECT_EQ(Run({"check", kToday, "--fail-on=info", "cv.md"}).code, 1);
}

TEST_F(CliTest, QuietDropsTheSummary) {
  Write("cv.md", kMixedCv);
  const RunResult r = Run({"check", kToday, "--quiet", "cv.md"});
  EXPECT_EQ(r.code, 1);
  EXPECT_THAT(r.out, HasSubstr("[date/mixed-format]"));
  EXPECT_THAT(r.out, Not(HasSubstr("Found")));
  Write("clean.md", kCleanCv);
  EXPECT_EQ(Run({"check", kToday, "--quiet", "clean.md"}).out, "");
}

TEST_F(CliTest, NoArgumentsPrintsHelpAndExitsTwo) {
  const RunResult r = Run({});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_THAT(r.err, HasSubstr("Usage: cvtidy <command>"));
}

TEST_F(CliTest, UnknownOptionSuggestsTheClosest) {
  const RunResult r = Run({"check", "--selct", "date/*", "cv.md"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "cvtidy: error: unknown option '--selct' (did you mean '--select'?)\n"
            "Run 'cvtidy check --help' for usage.\n");
}

TEST_F(CliTest, UsageErrors) {
  RunResult r = Run({"chek"});
  EXPECT_EQ(r.code, 2);
  EXPECT_THAT(r.err, HasSubstr("unknown command 'chek' (did you mean 'check'?)"));

  r = Run({"check", "--diff", "cv.md"});
  EXPECT_EQ(r.code, 2);
  EXPECT_THAT(r.err, HasSubstr("option '--diff' does not apply to 'cvtidy check'"));

  r = Run({"check", "--format", "xml", "cv.md"});
  EXPECT_EQ(r.code, 2);
  EXPECT_THAT(r.err, HasSubstr("unknown format 'xml'; available: "));
  EXPECT_THAT(r.err, HasSubstr("json"));

  r = Run({"check", "--jobs", "0", "cv.md"});
  EXPECT_EQ(r.code, 2);
  EXPECT_THAT(r.err, HasSubstr("'--jobs'"));

  r = Run({"check", "--fail-on", "warn", "cv.md"});
  EXPECT_EQ(r.code, 2);
  EXPECT_THAT(r.err, HasSubstr("(did you mean 'warning'?)"));

  r = Run({"check", "--config"});
  EXPECT_EQ(r.code, 2);
  EXPECT_THAT(r.err, HasSubstr("option '--config' needs a value"));

  r = Run({"check", "--quiet=yes"});
  EXPECT_EQ(r.code, 2);
  EXPECT_THAT(r.err, HasSubstr("option '--quiet' takes no value"));
}

TEST_F(CliTest, InvalidTodayIsAUsageError) {
  Write("cv.md", kCleanCv);
  const RunResult r = Run({"check", "--today", "2026-13-01", "cv.md"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_THAT(r.err, StartsWith("cvtidy: error: invalid value '2026-13-01' for '--today'"));
  EXPECT_EQ(Run({"check", "--today", "2023-02-29", "cv.md"}).code, 2);
  EXPECT_EQ(Run({"check", "--today", "2024-02-29", "cv.md"}).code, 0);
}

TEST_F(CliTest, BadConfigStopsBeforeLinting) {
  Write("cv.md", kMixedCv);
  Write("cvtidy.toml", "[rules]\n\"date/future\" = \"warn\"\n");
  const RunResult r = Run({"check", kToday, "cv.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_EQ(r.out, "") << "nothing may be linted after a config error";
  EXPECT_THAT(r.err, StartsWith("cvtidy: error: "));
  EXPECT_THAT(r.err, HasSubstr("cvtidy.toml:2:17: unknown severity \"warn\""));
  EXPECT_THAT(r.err, HasSubstr("^"));
}

TEST_F(CliTest, ConfigIsFoundPerFileAndCanBeOverridden) {
  Write("a/cv.md", kMixedCv);
  Write("b/cv.md", kMixedCv);
  Write("b/cvtidy.toml", "[rules]\n\"date/mixed-format\" = \"off\"\n");
  RunResult r = Run({"check", kToday, "a", "b"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, HasSubstr("a/cv.md:5:52"));
  EXPECT_THAT(r.out, Not(HasSubstr("b/cv.md:")));

  r = Run({"check", kToday, "--config", "b/cvtidy.toml", "a", "b"});
  EXPECT_EQ(r.code, 0) << r;

  r = Run({"check", kToday, "--config", "nope.toml", "a"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("nope.toml"));
}

TEST_F(CliTest, BadSelectIsAnError) {
  Write("cv.md", kMixedCv);
  const RunResult r = Run({"check", kToday, "--select", "date/mixd-format", "cv.md"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "cvtidy: error: --select: unknown rule \"date/mixd-format\" (did you mean "
            "\"date/mixed-format\"?)\n");
}

TEST_F(CliTest, SelectAndIgnoreChooseRules) {
  Write("cv.md", kMixedCv);
  EXPECT_EQ(Run({"check", kToday, "--ignore", "date/mixed-format", "cv.md"}).code, 0);
  EXPECT_EQ(Run({"check", kToday, "--select", "input/encoding,date/future", "cv.md"}).code, 0);
  EXPECT_EQ(Run({"check", kToday, "--select", "input/*", "--select", "date/*", "cv.md"}).code, 1);
}

TEST_F(CliTest, MissingFileIsReportedAndTheOthersStillChecked) {
  Write("cv.md", kMixedCv);
  const RunResult r = Run({"check", kToday, "nope.md", "cv.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_EQ(r.err, "cvtidy: error: nope.md: no such file\n");
  EXPECT_THAT(r.out, HasSubstr("cv.md:5:52"));
}

TEST_F(CliTest, BinaryFileIsAnEncodingDiagnostic) {
  Write("photo.md", std::string("# Avery\n\x89PNG\0\0\0\rIHDR", 20));
  const RunResult r = Run({"check", kToday, "photo.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, StartsWith("photo.md:2:5: error: binary file"));
  EXPECT_THAT(r.out, HasSubstr("[input/encoding]"));
}

TEST_F(CliTest, InvalidUtf8IsAnEncodingDiagnosticWithLineAndColumn) {
  Write("cv.md",
        "# Avery Quill\nMathias L\xE9"
        "cuyer, Sep 2019\nRen\xC3\xA9"
        "e Example\n");  // UTF-8 with one stray byte: not decoded as another charset
  const RunResult r = Run({"check", kToday, "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, StartsWith("cv.md:2:10: error: invalid UTF-8 (byte 0xE9)"));
  EXPECT_THAT(r.out, HasSubstr("[input/encoding]"));
}

TEST_F(CliTest, EmptyFileIsClean) {
  Write("empty.md", "");
  const RunResult r = Run({"check", kToday, "empty.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.out, "No problems found in 1 file.\n");
}

TEST_F(CliTest, DirectoriesAreWalkedInSortedOrder) {
  Write("docs/b.md", kMixedCv);
  Write("docs/a/z.markdown", kMixedCv);
  Write("docs/a.txt", kMixedCv);
  Write("docs/notes.rst", kMixedCv);     // not a CV extension: skipped in a walk
  Write("docs/.git/HEAD.md", kMixedCv);  // hidden directory: skipped
  Write("docs/.draft.md", kMixedCv);     // hidden file: skipped
  std::filesystem::create_directory_symlink("..", Path("docs/a/loop"));
  const RunResult r = Run({"check", kToday, "--quiet", "docs"});
  EXPECT_EQ(r.code, 1) << r;
  std::vector<std::string> files;
  for (size_t pos = 0; (pos = r.out.find(":5:52:", pos)) != std::string::npos; ++pos) {
    const size_t start = r.out.rfind('\n', pos);
    files.push_back(r.out.substr(start == std::string::npos ? 0 : start + 1,
                                 pos - (start == std::string::npos ? 0 : start + 1)));
  }
  EXPECT_EQ(files, (std::vector<std::string>{"docs/a/z.markdown", "docs/a.txt", "docs/b.md"})) << r;
}

TEST_F(CliTest, ExplicitFileIsCheckedWhateverItsExtension) {
  Write("cv.rst", kMixedCv);
  const RunResult r = Run({"check", kToday, "cv.rst", "cv.rst"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, HasSubstr("cv.rst:5:52"));
  EXPECT_THAT(r.out, HasSubstr("in 1 file."));  // named twice, checked once
}

TEST_F(CliTest, EmptyDirectoryIsSaid) {
  std::filesystem::create_directory(Path("empty"));
  const RunResult r = Run({"check", kToday, "empty"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.err, HasSubstr("cvtidy: warning: empty: no *.md, *.markdown or *.txt files"));
}

TEST_F(CliTest, WorkingDirectoryIsTheDefault) {
  Write("cv.md", kMixedCv);
  const RunResult r = Run({"check", kToday});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, StartsWith("cv.md:5:52"));
}

TEST_F(CliTest, DashReadsStdin) {
  RunResult r = Run({"check", kToday, "-"}, kMixedCv);
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, StartsWith("-:5:52: warning:"));

  r = Run({"check", kToday, "--stdin-filename", "cvs/avery.md", "-"}, kMixedCv);
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, StartsWith("cvs/avery.md:5:52: warning:"));

  r = Run({"check", kToday, "-"}, kCleanCv);
  EXPECT_EQ(r.code, 0) << r;
}

TEST_F(CliTest, StdinConfigFollowsStdinFilename) {
  Write("quiet/cvtidy.toml", "[rules]\n\"date/mixed-format\" = \"off\"\n");
  EXPECT_EQ(Run({"check", kToday, "--stdin-filename", "quiet/cv.md", "-"}, kMixedCv).code, 0);
  EXPECT_EQ(Run({"check", kToday, "--stdin-filename", "cv.md", "-"}, kMixedCv).code, 1);
}

TEST_F(CliTest, SuppressionCommentSilencesADiagnostic) {
  std::string cv = kMixedCv;
  cv.insert(cv.find("- Ph.D."), "<!-- cvtidy-disable-next-line date/mixed-format -->\n");
  Write("cv.md", cv);
  const RunResult r = Run({"check", kToday, "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
}

// A comment that silences nothing is reported and `fix` removes it; one that silences a
// diagnostic is kept; a misspelt id is reported with the closest one.
TEST_F(CliTest, UnusedAndUnknownSuppressionsAreReported) {
  std::string cv = kCleanCv;
  cv.insert(cv.find("- Ph.D."), "<!-- cvtidy-disable-next-line date/mixed-format -->\n");
  cv.insert(cv.find("- B.Sc."), "<!-- cvtidy-disable-next-line date/ordr -->\n");
  Write("cv.md", cv);
  RunResult r = Run({"check", kToday, "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, HasSubstr("cv.md:5:1: warning: this suppression comment (for "
                               "`date/mixed-format`) silences nothing [suppression/unused]"));
  EXPECT_THAT(r.out, HasSubstr("`date/ordr` names no rule; did you mean `date/order`? "
                               "[suppression/unknown-rule]"));

  r = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(Read("cv.md").find("date/mixed-format"), std::string::npos) << Read("cv.md");
  EXPECT_NE(Read("cv.md").find("date/ordr"), std::string::npos);  // no fix: the author picks

  // Used: it silences date/mixed-format on the MM/YYYY line, so nothing is reported.
  std::string used = kMixedCv;
  used.insert(used.find("- Ph.D."), "<!-- cvtidy-disable-next-line date/mixed-format -->\n");
  Write("used.md", used);
  r = Run({"check", kToday, "used.md"});
  EXPECT_EQ(r.code, 0) << r;

  // Off like any rule.
  Write("cvtidy.toml", "[rules]\n\"suppression/*\" = \"off\"\n");
  Write("cv.md", cv);
  r = Run({"check", kToday, "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
}

// ruff's short flags and --exit-zero: findings exit 0, a failed run still exits 2.
TEST_F(CliTest, ShortFlagsAndExitZero) {
  Write("cv.md", kMixedCv);
  RunResult r = Run({"check", kToday, "-q", "-j", "1", "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, HasSubstr("[date/mixed-format]"));
  EXPECT_EQ(r.out, Run({"check", kToday, "--quiet", "--jobs=1", "cv.md"}).out);
  EXPECT_EQ(Run({"check", kToday, "-j1", "cv.md"}).code, 1);

  r = Run({"check", kToday, "--exit-zero", "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("[date/mixed-format]"));  // still reported
  EXPECT_EQ(Run({"check", kToday, "-e", "-o", Path("report.txt").string(), "cv.md"}).code, 0);
  EXPECT_THAT(Read("report.txt"), HasSubstr("[date/mixed-format]"));
  EXPECT_EQ(Run({"check", kToday, "-e", "missing.md"}).code, 2);

  r = Run({"check", "-qe", "cv.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("write short options apart"));
  EXPECT_EQ(Run({"-V"}).out, Run({"--version"}).out);
  EXPECT_THAT(Run({"check", "-h"}).out, HasSubstr("-e, --exit-zero"));
}

TEST_F(CliTest, JsonFormatIsValidJson) {
  Write("cv.md", kMixedCv);
  Write("clean.md", kCleanCv);
  const RunResult r = Run({"check", kToday, "--format", "json", "cv.md", "clean.md"});
  EXPECT_EQ(r.code, 1) << r;
  Write("out.json", r.out);
  EXPECT_EQ(std::system(("python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); "
                         "sys.exit(0 if len(d[\"files\"]) == 2 else 1)' " +
                         Path("out.json").string())
                            .c_str()),
            0)
      << r.out;
}

// The input kind is read from the content, not the extension, and shown per file: an OCR'd
// text saved as `.md` is plain text; bytes that are not text have none.
TEST_F(CliTest, JsonShowsTheInputKindReadFromContent) {
  Write("cv.md", kMixedCv);
  Write("scan.md",
        "ADA EXAMPLE\n\nEDUCATION\n\ne Example University, 2019\n\u00A2 Sample College, 2015\n");
  Write("binary.txt", std::string("x\0y\n", 4));
  for (const char* command : {"check", "fix"}) {
    const RunResult r =
        Run({command, kToday, "--format", "json", "cv.md", "scan.md", "binary.txt"});
    Write("kinds.json", r.out);
    EXPECT_EQ(
        std::system(("python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))[\"files\"]; "
                     "k=[x.get(\"input_kind\") for x in f]; "
                     "sys.exit(0 if k == [\"converter-markdown\", \"plain-text\", None] "
                     "else 1)' " +
                     Path("kinds.json").string())
                        .c_str()),
        0)
        << command << "\n"
        << r.out;
  }
}

TEST_F(CliTest, StatisticsCountsPerRule) {
  Write("a.md", kMixedCv);
  Write("b.md", kMixedCv);
  Write("c.md", std::string("x\xFF \xC3\xA9\n"));  // UTF-8 with a stray byte
  const RunResult r = Run({"check", kToday, "--statistics", "a.md", "b.md", "c.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, StartsWith("2  date/mixed-format  [*] "));
  EXPECT_THAT(r.out,
              HasSubstr("\n1  input/encoding     [ ] The file is not UTF-8 text a person wrote"));
  EXPECT_THAT(r.out, Not(HasSubstr("cv.md:")));
  // The totals last: every diagnostic, and those with a fix (the two date ones).
  EXPECT_THAT(r.out, EndsWith("\n3  total  (2 fixable)\n"));
  // --quiet keeps the table, without the totals.
  const RunResult quiet = Run({"check", kToday, "--statistics", "-q", "a.md", "b.md", "c.md"});
  EXPECT_EQ(quiet.out,
            r.out.substr(0, r.out.size() - std::string("3  total  (2 fixable)\n").size()));

  const RunResult json =
      Run({"check", kToday, "--statistics", "--format=json", "a.md", "b.md", "c.md"});
  Write("stats.json", json.out);
  EXPECT_EQ(std::system(("python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); "
                         "r=d[\"rules\"]; "
                         "sys.exit(0 if r[0][\"rule\"] == \"date/mixed-format\" and "
                         "r[0][\"count\"] == 2 and r[1][\"rule\"] == \"input/encoding\" and "
                         "d[\"total\"] == 3 and d[\"total_fixable\"] == 2 and "
                         "d[\"total\"] == sum(x[\"count\"] for x in r) else 1)' " +
                         Path("stats.json").string())
                            .c_str()),
            0)
      << json.out;
}

// Counts line up under the total, the widest of them; nothing found is a zero total.
TEST_F(CliTest, StatisticsTotalsAlignAndCountZero) {
  for (int i = 0; i < 10; ++i) {
    Write("cvs/cv" + std::to_string(i) + ".md", kMixedCv);
  }
  Write("cvs/stray.md", std::string("x\xFF \xC3\xA9\n"));
  Write("clean.md", kCleanCv);
  const RunResult r = Run({"check", kToday, "--statistics", "cvs"});
  EXPECT_THAT(r.out, StartsWith("10  date/mixed-format  [*] "));
  EXPECT_THAT(r.out, HasSubstr("\n 1  input/encoding     [ ] "));
  EXPECT_THAT(r.out, EndsWith("\n11  total  (10 fixable)\n"));

  const RunResult clean = Run({"check", kToday, "--statistics", "clean.md"});
  EXPECT_EQ(clean.code, 0) << clean;
  EXPECT_EQ(clean.out, "0  total  (0 fixable)\n");
  const RunResult json = Run({"check", kToday, "--statistics", "--format", "json", "clean.md"});
  EXPECT_EQ(json.out, "{\n  \"total\": 0,\n  \"total_fixable\": 0,\n  \"rules\": []\n}\n");
}

TEST_F(CliTest, ColorOnlyWhenAsked) {
  Write("cv.md", kMixedCv);
  EXPECT_THAT(Run({"check", kToday, "cv.md"}).out, Not(HasSubstr("\x1b[")));
  EXPECT_THAT(Run({"check", kToday, "--color=always", "cv.md"}).out, HasSubstr("\x1b["));
}

// Output must not depend on thread timing: 30 files with diagnostics at different places.
TEST_F(CliTest, JobsDoNotChangeTheOutput) {
  for (int i = 0; i < 30; ++i) {
    std::string cv = i % 3 == 0 ? std::string(kCleanCv) : std::string(kMixedCv);
    cv +=
        std::string(static_cast<size_t>(i * 37), '\n') + "Padding line " + std::to_string(i) + "\n";
    if (i % 7 == 0) {
      cv += "bad byte \xC3\x28\n";
    }
    Write("cvs/cv" + std::to_string(100 + i) + ".md", cv);
  }
  for (const std::string format : {"text", "json"}) {
    const RunResult one = Run({"check", kToday, "--format", format, "--jobs", "1", "cvs"});
    const RunResult four = Run({"check", kToday, "--format", format, "--jobs", "4", "cvs"});
    EXPECT_EQ(one.code, 1);
    EXPECT_EQ(four.code, one.code);
    EXPECT_EQ(four.out, one.out);
    EXPECT_EQ(four.err, one.err);
    EXPECT_THAT(one.out, HasSubstr("cv129.md"));
  }
}

TEST_F(CliTest, RulesListsEveryRule) {
  const RunResult table = Run({"rules"});
  EXPECT_EQ(table.code, 0);
  EXPECT_THAT(table.out, HasSubstr("input/encoding"));
  EXPECT_THAT(table.out, HasSubstr("date/mixed-format"));

  const RunResult json = Run({"rules", "--format", "json"});
  EXPECT_EQ(json.code, 0);
  Write("rules.json", json.out);
  EXPECT_EQ(std::system(("python3 -c 'import json,sys;json.load(sys.stdin)' < " +
                         Path("rules.json").string())
                            .c_str()),
            0)
      << json.out;

  const RunResult markdown = Run({"rules", "--format=markdown"});
  EXPECT_EQ(markdown.code, 0);
  EXPECT_THAT(markdown.out, HasSubstr("## input/encoding"));

  EXPECT_EQ(Run({"rules", "--format", "sarif"}).code, 2);
  EXPECT_EQ(Run({"rules", "extra"}).code, 2);
}

TEST_F(CliTest, ExplainARuleOrSuggestOne) {
  RunResult r = Run({"explain", "date/mixed-format"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, StartsWith("date/mixed-format"));
  EXPECT_THAT(r.out, HasSubstr("## Fix safety"));

  r = Run({"explain", "date/mixd-format"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "cvtidy: error: unknown rule 'date/mixd-format' (did you mean 'date/mixed-format'?)\n");

  EXPECT_EQ(Run({"explain"}).code, 2);
}

TEST_F(CliTest, HelpForEveryCommandMentionsEveryOption) {
  const std::vector<std::string> lint_options = {
      "--format",         "--config", "--select", "--ignore",     "--fail-on", "--today",  "--jobs",
      "--stdin-filename", "--color",  "--quiet",  "--statistics", "--help",    "--version"};
  struct Case {
    std::vector<std::string> args;
    std::vector<std::string> options;
  };
  std::vector<std::string> fix_options = lint_options;
  fix_options.push_back("--unsafe-fixes");
  fix_options.push_back("--diff");
  fix_options.push_back("--show-fixes");
  const std::vector<Case> cases = {
      {{"--help"}, {"check", "fix", "rules", "explain", "--help", "--version"}},
      {{"check", "--help"}, lint_options},
      {{"fix", "-h"}, fix_options},
      {{"rules", "--help"}, {"--format", "markdown", "--help"}},
      {{"explain", "--help"}, {"RULE", "--help"}},
  };
  for (const Case& c : cases) {
    const RunResult r = Run(c.args);
    EXPECT_EQ(r.code, 0) << c.args[0];
    EXPECT_EQ(r.err, "");
    EXPECT_THAT(r.out, HasSubstr("Usage: cvtidy"));
    EXPECT_THAT(r.out, HasSubstr("Exit status:"));
    EXPECT_THAT(r.out, HasSubstr("Examples:"));
    for (const std::string& option : c.options) {
      EXPECT_THAT(r.out, HasSubstr(option)) << c.args[0];
    }
  }
  // Every option line states its default.
  const RunResult check = Run({"check", "--help"});
  for (const std::string option : {"--format", "--fail-on", "--jobs", "--color", "--today"}) {
    const size_t at = check.out.find(" " + option + " ");  // `  --jobs N` or `-j, --jobs N`
    ASSERT_NE(at, std::string::npos) << option;
    const size_t next = check.out.find("\n  -", at + 1);
    EXPECT_NE(check.out.substr(at, next - at).find("(default:"), std::string::npos) << option;
  }
}

TEST_F(CliTest, Version) {
  const RunResult r = Run({"--version"});
  EXPECT_EQ(r.code, 0);
  EXPECT_THAT(r.out, StartsWith("cvtidy 0."));
}

}  // namespace
}  // namespace cvtidy::testing_cli
