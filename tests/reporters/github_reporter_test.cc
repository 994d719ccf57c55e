#include "reporters/github_reporter.h"

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/engine/reporter.h"
#include "tests/reporters/canned.h"
#include "tests/reporters/format_checks.h"

namespace cvtidy {
namespace {

using testing_canned::CannedFile;
using testing_canned::Diag;
using testing_canned::ExpectGolden;
using testing_canned::MakeCannedCv;
using testing_canned::MakeCleanFile;
using testing_canned::MakeFix;
using testing_canned::MakeSecondFile;
using testing_canned::OneFile;
using testing_canned::RunReporter;
using testing_canned::Summarize;
using testing_canned::TestRunInfo;
using testing_formats::GithubCommand;
using testing_formats::ParseGithubCommands;

std::string Github(const std::vector<const CannedFile*>& files) {
  return RunReporter("github", {}, TestRunInfo(), files, Summarize(files));
}

TEST(GithubReporterTest, CannedSetMatchesGoldenAndParses) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = Github({&cv});
  ExpectGolden("github.txt", out);
  const std::vector<GithubCommand> commands = ParseGithubCommands(out);
  ASSERT_EQ(commands.size(), cv.diagnostics.size());
  for (size_t i = 0; i < commands.size(); ++i) {
    const Diagnostic& d = cv.diagnostics[i];
    EXPECT_EQ(commands[i].properties.at("title"), d.rule_id);
    EXPECT_EQ(commands[i].properties.at("file"), "cv.md");
    // The message round-trips, up to the characters the reporter replaces for safety.
    EXPECT_EQ(commands[i].message.substr(0, 8), d.message.substr(0, 8));
  }
}

TEST(GithubReporterTest, AGroupIsOneAnnotationWithTheOthersCounted) {
  const CannedFile grouped = testing_canned::MakeGroupedFile();
  const std::vector<GithubCommand> commands = ParseGithubCommands(Github({&grouped}));
  ASSERT_EQ(commands.size(), 3u);
  EXPECT_EQ(commands[0].properties.at("line"), "3");
  EXPECT_NE(commands[0].message.find("\nand 2 more in this file at 4:24, 7:27"), std::string::npos)
      << commands[0].message;
  EXPECT_NE(commands[1].message.find("\nand 2 more in this file at 4:43, 6:49"), std::string::npos)
      << commands[1].message;
  EXPECT_EQ(commands[2].message.find("more in this file"), std::string::npos);
  // --no-group: one annotation per finding.
  EXPECT_EQ(ParseGithubCommands(RunReporter("github", {.group = false}, TestRunInfo(), {&grouped},
                                            Summarize({&grouped})))
                .size(),
            grouped.diagnostics.size());
}

TEST(GithubReporterTest, MultiFileRunMatchesGoldenAndParses) {
  const CannedFile cv = MakeCannedCv();
  const CannedFile clean = MakeCleanFile();
  const CannedFile second = MakeSecondFile();
  const std::string out = Github({&cv, &clean, &second});
  ExpectGolden("github_multi.txt", out);
  const std::vector<GithubCommand> commands = ParseGithubCommands(out);
  ASSERT_EQ(commands.size(), cv.diagnostics.size() + 1);
  EXPECT_EQ(commands.back().properties.at("file"), "scans/cv2.txt");
  EXPECT_EQ(commands.back().properties.at("line"), "10");
}

TEST(GithubReporterTest, EmptyRunPrintsNothing) {
  EXPECT_EQ(Github({}), "");
  const CannedFile clean = MakeCleanFile();
  EXPECT_EQ(Github({&clean}), "");
}

TEST(GithubReporterTest, CommandLineShape) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = Github({&cv});
  EXPECT_NE(out.find("::warning file=cv.md,line=4,col=53,endLine=4,endColumn=60,"
                     "title=date/mixed-format::date `09/2019` is written MM/YYYY; this CV mostly "
                     "writes Mon YYYY (fix: Write `Sep 2019`)%0A3 of 4 dates in this CV are "
                     "written Mon YYYY.\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("::error file=cv.md,line=6,"), std::string::npos);
  EXPECT_NE(out.find("::notice file=cv.md,line=10,endLine=11,title=ocr/hyphenation::`distrib-` "
                     "/ `uted` is one word split at a line end (fix: Join as `distributed`)\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("(unsafe fix: Write `ada@example.org`)"), std::string::npos);
  // A range taking the line break ends on its own line: `Ada Example` is columns 3 to 13.
  EXPECT_NE(out.find("::notice file=cv.md,line=1,col=3,endLine=1,endColumn=14,title=name/"
                     "variant::"),
            std::string::npos)
      << out;
  // An insertion point: col == endColumn.
  EXPECT_NE(out.find("line=14,col=54,endLine=14,endColumn=54,title=style/trailing-punctuation"),
            std::string::npos)
      << out;
}

TEST(GithubReporterTest, HostileTextRoundTripsThroughTheRunnerEscaping) {
  const std::string path = "./dir,with:odd%chars/cv 1.md";
  CannedFile f = OneFile(path, "one\ntwo\n");
  const std::string message = "100% sure: a,b :: c\r\nsecond line %0A literal";
  f.diagnostics.push_back(Diag("custom/odd", Severity::kWarning, {0, 3}, message, "n%1\nn2"));
  f.diagnostics.back().fix = MakeFix("Write `x,y:z`", FixSafety::kSafe, {0, 3}, "x");
  const std::string out = Github({&f});
  // Nothing but the escapes: no raw CR, no second line.
  EXPECT_EQ(out.find('\r'), std::string::npos);
  EXPECT_EQ(out.find('\n'), out.size() - 1) << out;
  EXPECT_NE(out.find("file=dir%2Cwith%3Aodd%25chars/cv 1.md,"), std::string::npos) << out;
  const std::vector<GithubCommand> commands = ParseGithubCommands(out);
  ASSERT_EQ(commands.size(), 1u);
  EXPECT_EQ(commands[0].command, "warning");
  EXPECT_EQ(commands[0].properties.at("file"), "dir,with:odd%chars/cv 1.md");
  EXPECT_EQ(commands[0].properties.at("title"), "custom/odd");
  EXPECT_EQ(commands[0].message, message + " (fix: Write `x,y:z`)\nn%1\nn2");
}

TEST(GithubReporterTest, ControlCharactersAndBadUtf8BecomeReplacementCharacters) {
  CannedFile f = OneFile("bad\xFF.md", "x\n");
  f.diagnostics.push_back(
      Diag("input/encoding", Severity::kError, {0, 1}, "byte \xE9 then \x1b[2J and \x07\tok"));
  const std::string out = Github({&f});
  EXPECT_EQ(out,
            "::error file=bad\xEF\xBF\xBD.md,line=1,col=1,endLine=1,endColumn=2,"
            "title=input/encoding::byte \xEF\xBF\xBD then \xEF\xBF\xBD[2J and \xEF\xBF\xBD\tok\n");
  ParseGithubCommands(out);
}

TEST(GithubReporterTest, EscapingHelper) {
  fmt::memory_buffer out;
  internal::AppendGithubEscaped(out, "a%b\rc\nd:e,f", /*property=*/false);
  EXPECT_EQ(fmt::to_string(out), "a%25b%0Dc%0Ad:e,f");
  out.clear();
  internal::AppendGithubEscaped(out, "a%b\rc\nd:e,f", /*property=*/true);
  EXPECT_EQ(fmt::to_string(out), "a%25b%0Dc%0Ad%3Ae%2Cf");
}

}  // namespace
}  // namespace cvtidy
