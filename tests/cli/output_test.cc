// End-to-end tests of where reports go: --output FILE (any format, written atomically) and
// --report FORMAT:FILE (further reports beside the terminal's), and of the CI formats on
// whole fictional CVs and, when present, the seeds, each checked by an independent parser.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "re2/re2.h"

#include "src/cli/flags.h"
#include "src/engine/reporter.h"
#include "tests/cli/cli_runner.h"
#include "tests/reporters/format_checks.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;
using testing_formats::GithubCommand;
using testing_formats::JunitCheckScript;
using testing_formats::ParseGithubCommands;
using testing_formats::SarifCheckScript;

// The JSON report's file objects, each from its `"path"` to the next.
std::vector<std::string_view> SplitFiles(std::string_view json) {
  std::vector<std::string_view> files;
  constexpr std::string_view kPath = "\"path\": ";
  for (size_t at = json.find(kPath); at != std::string_view::npos;) {
    const size_t next = json.find(kPath, at + kPath.size());
    files.push_back(json.substr(at, next == std::string_view::npos ? json.size() - at : next - at));
    at = next;
  }
  return files;
}

size_t Count(const std::string& text, const RE2& pattern) {
  size_t n = 0;
  re2::StringPiece input(text);
  while (RE2::FindAndConsume(&input, pattern)) {
    ++n;
  }
  return n;
}

TEST(OutputFlagsTest, OutputAndReportsAreParsedInOrder) {
  cli::Options o;
  const std::vector<std::string_view> args = {
      "fix", "--output=fixed.txt", "--report", "sarif:a:b.sarif", "--report=junit:j.xml", "cv.md"};
  ASSERT_TRUE(cli::ParseCommandLine(args, o).ok());
  EXPECT_EQ(o.output, "fixed.txt");
  EXPECT_EQ(o.reports, (std::vector<cli::ExtraReport>{{"sarif", "a:b.sarif"}, {"junit", "j.xml"}}));
  EXPECT_EQ(o.args, std::vector<std::string>{"cv.md"});
  cli::Options none;
  ASSERT_TRUE(cli::ParseCommandLine(std::vector<std::string_view>{"check"}, none).ok());
  EXPECT_FALSE(none.output.has_value());
  EXPECT_TRUE(none.reports.empty());
}

TEST_F(CliTest, OutputWritesEveryFormatToTheFileInstead) {
  Write("cv.md", kMixedCv);
  // Every registered format (this binary links the same reporters as cvtidy).
  std::vector<std::string> formats;
  for (const ReporterInfo* info : ReporterRegistry::Get().All()) {
    formats.emplace_back(info->name);
  }
  ASSERT_GE(formats.size(), 5u);
  for (const std::string& format : formats) {
    SCOPED_TRACE(format);
    const RunResult plain = Run({"check", kToday, "--format", format, "cv.md"});
    ASSERT_EQ(plain.code, 1) << plain;
    const RunResult to_file =
        Run({"check", kToday, "--format", format, "--output", "report.out", "cv.md"});
    EXPECT_EQ(to_file.code, 1) << to_file;
    EXPECT_EQ(to_file.out, "");
    EXPECT_EQ(to_file.err, "");
    EXPECT_EQ(Read("report.out"), plain.out);
    EXPECT_EQ(DirectoryEntries(dir_), (std::vector<std::string>{"cv.md", "report.out"}))
        << "temporary file left behind";
  }
  // `-` is standard output.
  const RunResult dash = Run({"check", kToday, "--output=-", "cv.md"});
  EXPECT_THAT(dash.out, StartsWith("cv.md:5:52: warning:"));
}

TEST_F(CliTest, ReportAddsFormatsBesideTheTerminalOutput) {
  Write("cv.md", kMixedCv);
  const RunResult plain = Run({"check", kToday, "cv.md"});
  const RunResult r = Run({"check", kToday, "--report", "sarif:out/cv.sarif",
                           "--report=junit:cv.xml", "--report", "github:cv.github", "cv.md"},
                          "");
  // The directory must exist: nothing is created but the file.
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("cannot write the report to 'out/cv.sarif': cannot create a "
                               "temporary file in 'out': No such file or directory"));
  EXPECT_EQ(r.out, "") << "nothing is linted when a report cannot be written";

  std::filesystem::create_directory(Path("out"));
  const RunResult ok = Run({"check", kToday, "--report", "sarif:out/cv.sarif",
                            "--report=junit:cv.xml", "--report", "github:cv.github", "cv.md"});
  EXPECT_EQ(ok.code, 1) << ok;
  EXPECT_EQ(ok.out, plain.out) << "the terminal output does not change";
  EXPECT_EQ(ok.err, "");
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(1), Read("out/cv.sarif"));
  CVTIDY_EXPECT_PYTHON_OK(JunitCheckScript(1), Read("cv.xml"));
  const std::vector<GithubCommand> commands = ParseGithubCommands(Read("cv.github"));
  ASSERT_EQ(commands.size(), 1u);
  EXPECT_EQ(commands[0].properties.at("title"), "date/mixed-format");
  // --quiet reaches the reports too; they are written even when the main one is a file.
  const RunResult both = Run({"check", kToday, "--quiet", "--format", "json", "--output", "cv.json",
                              "--report", "text:cv.txt", "cv.md"});
  EXPECT_EQ(both.code, 1) << both;
  EXPECT_EQ(both.out, "");
  EXPECT_THAT(Read("cv.json"), HasSubstr("\"rule\": \"date/mixed-format\""));
  EXPECT_THAT(Read("cv.txt"), StartsWith("cv.md:5:52: warning:"));
  EXPECT_THAT(Read("cv.txt"), Not(HasSubstr("Found")));
}

TEST_F(CliTest, ReportFilesReplaceTheOldOneWholeAndKeepItsPermissions) {
  Write("cv.md", kMixedCv);
  Write("cv.sarif", "old contents that are longer than nothing");
  ASSERT_EQ(::chmod(Path("cv.sarif").c_str(), 0640), 0);
  const RunResult r = Run({"check", kToday, "--output", "cv.sarif", "--format", "sarif", "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(Read("cv.sarif"), StartsWith("{\n  \"$schema\""));
  struct stat st {};
  ASSERT_EQ(::stat(Path("cv.sarif").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 07777, 0640u);
  EXPECT_EQ(DirectoryEntries(dir_), (std::vector<std::string>{"cv.md", "cv.sarif"}));

  // A new file gets the usual 0666 minus the umask (the runner's umask is inherited).
  const RunResult fresh = Run({"check", kToday, "--report", "sarif:new.sarif", "cv.md"});
  EXPECT_EQ(fresh.code, 1) << fresh;
  ASSERT_EQ(::stat(Path("new.sarif").c_str(), &st), 0);
  const mode_t mask = ::umask(0);
  ::umask(mask);
  EXPECT_EQ(st.st_mode & 07777, 0666u & ~mask);
}

TEST_F(CliTest, ReportsAreNeverWrittenOverAnInput) {
  Write("cv.md", kMixedCv);
  const RunResult r = Run({"check", kToday, "--output", "cv.md", "--format", "json", "."});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("'cv.md' is one of the inputs; refusing to write the report"));
  EXPECT_EQ(Read("cv.md"), kMixedCv);
  EXPECT_EQ(DirectoryEntries(dir_), std::vector<std::string>{"cv.md"});
}

TEST_F(CliTest, OutputUsageErrors) {
  Write("cv.md", kMixedCv);
  const auto error = [&](const std::vector<std::string>& args) {
    const RunResult r = Run(args);
    EXPECT_EQ(r.code, 2) << r;
    EXPECT_EQ(r.out, "");
    return r.err;
  };
  EXPECT_THAT(error({"check", "--report", "sarif", "cv.md"}),
              HasSubstr("invalid value 'sarif' for '--report'; expected FORMAT:FILE, e.g. "
                        "sarif:cvtidy.sarif"));
  EXPECT_THAT(error({"check", "--report", ":x.sarif", "cv.md"}), HasSubstr("FORMAT:FILE"));
  EXPECT_THAT(error({"check", "--report", "sarf:x.sarif", "cv.md"}),
              HasSubstr("unknown format 'sarf' in '--report sarf:x.sarif'; available: "));
  EXPECT_THAT(error({"check", "--report", "sarf:x.sarif", "cv.md"}),
              HasSubstr("(did you mean 'sarif'?)"));
  EXPECT_THAT(error({"check", "--report", "json:-", "cv.md"}),
              HasSubstr("'--report' writes to a file"));
  EXPECT_THAT(error({"check", "--output", "a.xml", "--report", "junit:./a.xml", "cv.md"}),
              HasSubstr("'./a.xml' is named by more than one of --output and --report"));
  EXPECT_THAT(error({"check", "--output", "", "cv.md"}), HasSubstr("'--output' needs a file"));
  EXPECT_THAT(error({"check", "--output", ".", "cv.md"}), HasSubstr("it is a directory"));
  EXPECT_THAT(error({"rules", "--output", "x"}), HasSubstr("does not apply to 'cvtidy rules'"));
  EXPECT_EQ(DirectoryEntries(dir_), std::vector<std::string>{"cv.md"});
}

TEST_F(CliTest, StatisticsGoToOutputAndReportsStillGetEveryDiagnostic) {
  Write("cv.md", kMixedCv);
  const RunResult r = Run({"check", kToday, "--statistics", "--output", "stats.txt", "--report",
                           "junit:cv.xml", "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_EQ(r.out, "");
  EXPECT_THAT(Read("stats.txt"), HasSubstr("1  date/mixed-format  [*]"));
  CVTIDY_EXPECT_PYTHON_OK(JunitCheckScript(1), Read("cv.xml"));
}

TEST_F(CliTest, FixSendsItsReportToOutput) {
  Write("cv.md", kMixedCv);
  // --diff: the diff stays on standard output, the report goes to the file.
  const RunResult diff =
      Run({"fix", kToday, "--diff", "--format", "sarif", "--output", "fix.sarif", "cv.md"});
  EXPECT_EQ(diff.code, 0) << diff;
  EXPECT_THAT(diff.out, StartsWith("--- a/cv.md\n+++ b/cv.md\n"));
  EXPECT_EQ(diff.err, "");
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(0), Read("fix.sarif"));
  // Standard input: the fixed text alone on standard output.
  const RunResult in = Run({"fix", kToday, "--output", "fix.txt", "-"}, kMixedCv);
  EXPECT_EQ(in.code, 0) << in;
  EXPECT_EQ(in.out, kCleanCv);
  EXPECT_EQ(in.err, "");
  EXPECT_EQ(Read("fix.txt"), "Fixed 1 problem in 1 file; 0 remaining.\n");
}

TEST_F(CliTest, HelpDocumentsOutputAndReport) {
  for (const std::string command : {"check", "fix"}) {
    const RunResult r = Run({command, "--help"});
    EXPECT_THAT(r.out, HasSubstr("--output FILE"));
    EXPECT_THAT(r.out, HasSubstr("--report FORMAT:FILE"));
  }
  EXPECT_THAT(Run({"check", "--help"}).out,
              HasSubstr("cvtidy check --format github --report sarif:cvtidy.sarif ."));
}

class OutputTest : public CliTest {
 protected:
  // Copies `from` (a directory of CVs) into the test directory as `name`, so reports name
  // its files by relative paths.
  void CopyTree(const std::filesystem::path& from, const std::string& name) {
    std::filesystem::copy(from, Path(name), std::filesystem::copy_options::recursive);
  }

  // Runs check over `dir` with every machine format at once and checks each with its
  // independent parser; every format must carry the same diagnostics.
  void CheckAllFormats(const std::vector<std::string>& extra_args, const std::string& dir,
                       size_t min_diagnostics);
};

void OutputTest::CheckAllFormats(const std::vector<std::string>& extra_args, const std::string& dir,
                                 size_t min_diagnostics) {
  std::vector<std::string> args = {
      "check",    "--format",         "github",   "--report",        "sarif:report.sarif",
      "--report", "junit:report.xml", "--report", "json:report.json"};
  args.insert(args.end(), extra_args.begin(), extra_args.end());
  args.push_back(dir);
  const RunResult r = Run(args);
  ASSERT_TRUE(r.code == 0 || r.code == 1) << r;
  EXPECT_EQ(r.err, "");

  // The JSON report (docs/json-schema.md) is the reference count.
  static const RE2 kJsonDiagnostic(R"re(\{"rule": ")re");
  const std::string json = Read("report.json");
  const size_t n = Count(json, kJsonDiagnostic);
  EXPECT_GE(n, min_diagnostics);

  // Groups (DiagnosticGroups): the distinct group ids of each file. GitHub and SARIF show a
  // group once, SARIF with its other members as relatedLocations; --no-group shows each.
  const bool grouped =
      std::find(extra_args.begin(), extra_args.end(), "--no-group") == extra_args.end();
  size_t groups = 0;
  static const RE2 kGroupId(R"re("group": "(g[0-9]+)")re");
  for (std::string_view file : SplitFiles(json)) {
    std::vector<std::string> ids;
    re2::StringPiece input(file.data(), file.size());
    std::string id;
    while (RE2::FindAndConsume(&input, kGroupId, &id)) {
      if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
        ids.push_back(id);
      }
    }
    groups += ids.size();
  }
  EXPECT_LE(groups, n);
  const size_t shown = grouped ? groups : n;

  const std::vector<GithubCommand> commands = ParseGithubCommands(r.out);
  EXPECT_EQ(commands.size(), shown);
  for (const GithubCommand& c : commands) {
    EXPECT_THAT(c.properties.at("file"), StartsWith(dir + "/"));
  }

  const std::string sarif = Read("report.sarif");
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(static_cast<int>(shown)), sarif);
  static const RE2 kRelatedLocation(R"re(\{"id": [0-9]+, "physicalLocation")re");
  EXPECT_EQ(shown + Count(sarif, kRelatedLocation), n);

  // One failure line per diagnostic, `path:line:col: severity: message`; the first of each
  // testcase follows the <failure> tag.
  const std::string junit = Read("report.xml");
  CVTIDY_EXPECT_PYTHON_OK(JunitCheckScript(), junit);
  const RE2 kFailureLine("(?m)(?:^|\">)" + RE2::QuoteMeta(dir) +
                         "/[^:\n]+:[0-9]+:[0-9]+: " + "(error|warning|info): ");
  EXPECT_EQ(Count(junit, kFailureLine), n);
}

TEST_F(OutputTest, CiFormatsOverTheFictionalCvsAreValid) {
  CopyTree(std::filesystem::path(CVTIDY_SOURCE_DIR) / "fixtures" / "_cv", "_cv");
  CheckAllFormats({kToday}, "_cv", 10);
}

TEST_F(OutputTest, CiFormatsOverTheFictionalCvsWithoutGroupsAreValid) {
  CopyTree(std::filesystem::path(CVTIDY_SOURCE_DIR) / "fixtures" / "_cv", "_cv");
  CheckAllFormats({kToday, "--no-group"}, "_cv", 10);
}

TEST_F(OutputTest, CiFormatsOverEveryFixtureAreValid) {
  CopyTree(std::filesystem::path(CVTIDY_SOURCE_DIR) / "fixtures", "fixtures");
  CheckAllFormats({kToday}, "fixtures", 100);
}

TEST_F(OutputTest, CiFormatsOverTheSeedsAreValid) {
  const std::filesystem::path seeds =
      std::filesystem::path(CVTIDY_SOURCE_DIR).parent_path() / "shared" / "seeds";
  if (!std::filesystem::is_directory(seeds)) {
    GTEST_SKIP() << "no seeds at " << seeds;
  }
  // Real people's CVs: copied only into this test's temporary directory, never the repo.
  CopyTree(seeds, "seeds");
  CheckAllFormats({}, "seeds", 1);
}

}  // namespace
}  // namespace cvtidy::testing_cli
