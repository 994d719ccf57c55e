// Baselines end to end (docs/baseline.md): --write-baseline, --baseline, --prune-baseline and
// `[baseline] file`, on fictional CVs that are edited, reordered and cut between runs.
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::Not;
using ::testing::StartsWith;

// A rule of the test's own, so the findings do not depend on what the built-in rules find.
constexpr char kConfig[] =
    "[[custom]]\n"
    "id = \"custom/tbd\"\n"
    "pattern = '\\bTBD\\b'\n"
    "message = \"TBD left in\"\n";

// Three findings: the TBDs on lines 5, 11 and 12.
constexpr char kThreeTbdCv[] =
    "# Avery Quill\n"
    "\n"
    "## Education\n"
    "\n"
    "- Ph.D. in Computer Science, Northfield Institute, TBD\n"
    "- M.Sc. in Computer Science, Lakeside University, Sep 2017 – Jun 2019\n"
    "- B.Sc. in Mathematics, Lakeside University, Sep 2013 – Jun 2017\n"
    "\n"
    "## Talks\n"
    "\n"
    "- Widget routing at scale, Northfield Institute, TBD\n"
    "- Gadget sorting, TBD venue\n"
    "- Sorting gadgets faster, Lakeside University, May 2018\n";

// `file:line [rule]` of each diagnostic of a text report (`file:line:col: severity: message
// [rule]`), in order; the report is run with --no-group, so that each finding has its line.
std::vector<std::string> Findings(const std::string& out) {
  std::vector<std::string> found;
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) {
    const size_t first = line.find(':');
    const size_t second = first == std::string::npos ? first : line.find(':', first + 1);
    const size_t open = line.rfind(" [");
    if (second == std::string::npos || open == std::string::npos || line.back() != ']' ||
        (line.find(": warning: ") == std::string::npos &&
         line.find(": error: ") == std::string::npos &&
         line.find(": info: ") == std::string::npos)) {
      continue;
    }
    const std::string number = line.substr(first + 1, second - first - 1);
    if (number.empty() || number.find_first_not_of("0123456789") != std::string::npos) {
      continue;
    }
    found.push_back(line.substr(0, second) + " " + line.substr(open + 1));
  }
  return found;
}

class BaselineCliTest : public CliTest {
 protected:
  void SetUp() override {
    CliTest::SetUp();
    Write("cvtidy.toml", kConfig);
    Write("cvs/quill.md", kThreeTbdCv);
  }
  RunResult Check(std::vector<std::string> args) {
    args.insert(args.begin(), {"check", kToday, "--no-group", "--select", "custom/*"});
    return Run(args);
  }
  // Writes the baseline of kThreeTbdCv, checking that the run reports nothing.
  void WriteBaseline() {
    const RunResult r = Check({"--write-baseline", "cvtidy-baseline.json", "cvs"});
    ASSERT_EQ(r.code, 0) << r;
    EXPECT_THAT(Findings(r.out), IsEmpty());
    EXPECT_THAT(r.err, HasSubstr("cvtidy: wrote 3 findings in 1 file to the baseline "
                                 "'cvtidy-baseline.json'"));
  }
};

TEST_F(BaselineCliTest, WithoutABaselineEveryFindingIsReported) {
  const RunResult r = Check({"cvs"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(Findings(r.out),
              ElementsAre("cvs/quill.md:5 [custom/tbd]", "cvs/quill.md:11 [custom/tbd]",
                          "cvs/quill.md:12 [custom/tbd]"));
}

TEST_F(BaselineCliTest, TheFileIsVersionedSortedJsonKeyedWithoutPositions) {
  WriteBaseline();
  const std::string json = Read("cvtidy-baseline.json");
  EXPECT_THAT(json, StartsWith("{\n  \"version\": 1,\n  \"findings\": [\n"));
  EXPECT_THAT(json, HasSubstr("\"rule\": \"custom/tbd\""));
  EXPECT_THAT(json, HasSubstr("\"file\": \"cvs/quill.md\""));
  EXPECT_THAT(json, HasSubstr("\"count\": 1"));
  EXPECT_THAT(json, HasSubstr("\"text\": \"TBD\""));
  EXPECT_THAT(json, Not(HasSubstr("line")));
  // Writing it again from the same files gives the same bytes.
  WriteBaseline();
  EXPECT_EQ(Read("cvtidy-baseline.json"), json);
}

TEST_F(BaselineCliTest, MovingInsertingAndEditingOtherEntriesBringsNothingBack) {
  WriteBaseline();
  RunResult r = Check({"--baseline", "cvtidy-baseline.json", "cvs"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(Findings(r.out), IsEmpty());

  // Talks first, a new entry above every old one, an unrelated entry edited, and the TBD
  // entries swapped and re-wrapped.
  Write("cvs/quill.md",
        "# Avery Quill\n"
        "\n"
        "## Talks\n"
        "\n"
        "- A new talk on widgets, Lakeside University, Jan 2024\n"
        "- Gadget sorting,\n"
        "  TBD venue\n"
        "- Widget routing at scale, Northfield Institute, TBD\n"
        "- Sorting gadgets much faster, Lakeside University, May 2018\n"
        "\n"
        "## Education\n"
        "\n"
        "- Postdoc, Hilltop College, Jan 2024 – Present\n"
        "- Ph.D. in Computer Science, Northfield Institute, TBD\n"
        "- M.Sc. in Computer Science, Lakeside University, Sep 2017 – Jun 2019\n"
        "- B.Sc. in Applied Mathematics, Lakeside University, Sep 2013 – Jun 2017\n");
  r = Check({"--baseline", "cvtidy-baseline.json", "cvs"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(Findings(r.out), IsEmpty());
  EXPECT_THAT(r.err, Not(HasSubstr("fixed")));
}

TEST_F(BaselineCliTest, ANewProblemIsReportedExactlyAsWithoutTheBaseline) {
  WriteBaseline();
  std::string cv = kThreeTbdCv;
  cv += "- Widget routing revisited, TBD\n";  // line 14
  Write("cvs/quill.md", cv);
  const RunResult without = Check({"cvs"});
  const RunResult r = Check({"--baseline", "cvtidy-baseline.json", "cvs"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(Findings(r.out), ElementsAre("cvs/quill.md:14 [custom/tbd]"));
  // The diagnostic itself (location, message, excerpt) is what a run without the baseline
  // prints for it.
  const size_t at = without.out.find("cvs/quill.md:14:");
  ASSERT_NE(at, std::string::npos) << without;
  const std::string block = without.out.substr(at, without.out.find("\n\n", at) - at);
  EXPECT_THAT(r.out, HasSubstr(block));

  // Editing a finding's own entry makes it new: that one comes back, the others stay quiet.
  cv = kThreeTbdCv;
  cv.replace(cv.find("Gadget sorting"), 14, "Gadget sorting revisited");
  Write("cvs/quill.md", cv);
  EXPECT_THAT(Findings(Check({"--baseline", "cvtidy-baseline.json", "cvs"}).out),
              ElementsAre("cvs/quill.md:12 [custom/tbd]"));
}

// The built-in rules, on a CV with an obfuscated email, a date in the minority style and a
// reversed range.
TEST_F(BaselineCliTest, BuiltInRulesFindingsStayBaselinedAcrossMovesAndEdits) {
  const std::string kHeader =
      "# Avery Quill\n"
      "\n"
      "avery [at] example [dot] org\n"
      "\n";
  const std::string kEducation =
      "## Education\n"
      "\n"
      "- Ph.D. in Computer Science, Northfield Institute, 09/2019 – Present\n"
      "- M.Sc. in Computer Science, Lakeside University, Sep 2017 – Jun 2019\n"
      "- B.Sc. in Mathematics, Lakeside University, Sep 2013 – Jun 2017\n";
  const std::string kTalks =
      "## Talks\n"
      "\n"
      "- Widget routing at scale, Northfield Institute, Mar 2021\n"
      "- Gadget sorting, Lakeside University, Jun 2019 – Jan 2018\n"
      "- Sorting gadgets faster, Hilltop College, May 2018\n";
  Write("cv.md", kHeader + kEducation + "\n" + kTalks);
  RunResult r = Run({"check", kToday, "--no-group", "cv.md"});
  EXPECT_THAT(Findings(r.out),
              ElementsAre("cv.md:3 [contact/obfuscated-email]", "cv.md:7 [date/mixed-format]",
                          "cv.md:14 [date/range-reversed]"));
  ASSERT_EQ(Run({"check", kToday, "--write-baseline", "b.json", "cv.md"}).code, 0);

  // Talks first with a new entry on top, one unrelated entry edited in each section.
  std::string talks = kTalks;
  talks.replace(talks.find("- Widget"), 0, "- A new talk on widgets, Hilltop College, Jan 2024\n");
  talks.replace(talks.find("gadgets faster"), 14, "gadgets much faster");
  std::string education = kEducation;
  education.replace(education.find("Mathematics"), 11, "Applied Mathematics");
  Write("cv.md", kHeader + talks + "\n" + education);
  r = Run({"check", kToday, "--no-group", "--baseline", "b.json", "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(Findings(r.out), IsEmpty());
  EXPECT_THAT(r.err, Not(HasSubstr("fixed")));

  // A new reversed range is the one finding reported.
  Write("cv.md", kHeader + talks + "- Poster on widgets, Hilltop College, Mar 2018 – Feb 2018\n\n" +
                     education);
  r = Run({"check", kToday, "--no-group", "--baseline", "b.json", "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(Findings(r.out), ElementsAre("cv.md:11 [date/range-reversed]"));
}

TEST_F(BaselineCliTest, OneMoreOccurrenceThanCountedReportsTheLast) {
  Write("cvs/quill.md", "# Avery Quill\n\n## Talks\n\n- Gadget talk, TBD\n- Gadget talk, TBD\n");
  ASSERT_EQ(Check({"--write-baseline", "b.json", "cvs"}).code, 0);
  EXPECT_THAT(Read("b.json"), HasSubstr("\"count\": 2"));
  Write("cvs/quill.md",
        "# Avery Quill\n\n## Talks\n\n- Gadget talk, TBD\n- Gadget talk, TBD\n"
        "- Gadget talk, TBD\n");
  const RunResult r = Check({"--baseline", "b.json", "cvs"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(Findings(r.out), ElementsAre("cvs/quill.md:7 [custom/tbd]"));
}

TEST_F(BaselineCliTest, FixedFindingsAreCountedThenPruned) {
  WriteBaseline();
  // The entry holding the TBD of line 11 is deleted.
  std::string cv = kThreeTbdCv;
  cv.erase(cv.find("- Widget routing"), cv.find("- Gadget") - cv.find("- Widget routing"));
  Write("cvs/quill.md", cv);
  const std::string before = Read("cvtidy-baseline.json");
  RunResult r = Check({"--baseline", "cvtidy-baseline.json", "cvs"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(Findings(r.out), IsEmpty());
  EXPECT_THAT(r.err, HasSubstr("cvtidy: 1 baselined finding is fixed; run with --prune-baseline "
                               "to drop it from 'cvtidy-baseline.json'"));
  EXPECT_EQ(Read("cvtidy-baseline.json"), before);  // only counted

  r = Check({"--baseline", "cvtidy-baseline.json", "--prune-baseline", "cvs"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.err, HasSubstr("cvtidy: dropped 1 finding that no longer occur"));
  const std::string pruned = Read("cvtidy-baseline.json");
  EXPECT_NE(pruned, before);
  EXPECT_EQ(std::count(pruned.begin(), pruned.end(), '{'), 3);  // the root and two findings

  r = Check({"--baseline", "cvtidy-baseline.json", "cvs"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.err, Not(HasSubstr("fixed")));
  EXPECT_THAT(r.err, Not(HasSubstr("dropped")));
  // The entry comes back: it is new now.
  Write("cvs/quill.md", kThreeTbdCv);
  EXPECT_THAT(Findings(Check({"--baseline", "cvtidy-baseline.json", "cvs"}).out),
              ElementsAre("cvs/quill.md:11 [custom/tbd]"));
}

TEST_F(BaselineCliTest, FilesAndRulesNotCheckedAreNeitherFixedNorPruned) {
  Write("cvs/other.md", "# Avery Quill\n\n## Talks\n\n- Widget talk, TBD\n");
  ASSERT_EQ(Check({"--write-baseline", "b.json", "cvs"}).code, 0);
  const std::string before = Read("b.json");
  // Only one of the two files, then a rule selection without the custom rule.
  RunResult r = Check({"--baseline", "b.json", "--prune-baseline", "cvs/quill.md"});
  EXPECT_EQ(r.code, 0) << r;
  r = Run(
      {"check", kToday, "--select", "date/*", "--baseline", "b.json", "--prune-baseline", "cvs"});
  EXPECT_THAT(r.err, Not(HasSubstr("dropped"))) << r;
  EXPECT_EQ(Read("b.json"), before);
}

TEST_F(BaselineCliTest, TheBaselineMovesWithTheRepository) {
  WriteBaseline();
  std::filesystem::create_directories(Path("elsewhere"));
  std::filesystem::rename(Path("cvs"), Path("elsewhere/cvs"));
  std::filesystem::rename(Path("cvtidy-baseline.json"), Path("elsewhere/cvtidy-baseline.json"));
  std::filesystem::rename(Path("cvtidy.toml"), Path("elsewhere/cvtidy.toml"));
  // Run from the directory above, and from inside cvs/.
  RunResult r = Run({"check", kToday, "--no-group", "--select", "custom/*", "--baseline",
                     "elsewhere/cvtidy-baseline.json", "elsewhere/cvs"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(Findings(r.out), IsEmpty());
  r = RunCvtidy(Path("elsewhere/cvs"), {"check", kToday, "--select", "custom/*", "--baseline",
                                        "../cvtidy-baseline.json", "quill.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(Findings(r.out), IsEmpty());
}

TEST_F(BaselineCliTest, ConfigNamesTheBaselineRelativeToItselfAndTheFlagWins) {
  WriteBaseline();
  std::filesystem::create_directories(Path("baselines"));
  std::filesystem::rename(Path("cvtidy-baseline.json"), Path("baselines/accepted.json"));
  Write("cvtidy.toml", std::string(kConfig) + "\n[baseline]\nfile = \"baselines/accepted.json\"\n");
  // The file keys are relative to the baseline's own directory: write it there again.
  RunResult r = RunCvtidy(Path("cvs"), {"check", kToday, "--select", "custom/*", "--write-baseline",
                                        "../baselines/accepted.json", "."});
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_THAT(Read("baselines/accepted.json"), HasSubstr("\"file\": \"../cvs/quill.md\""));

  // From the CVs' own directory: cvtidy.toml one level up names the baseline.
  r = RunCvtidy(Path("cvs"), {"check", kToday, "--select", "custom/*", "quill.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(Findings(r.out), IsEmpty());

  // --baseline wins: an empty baseline holds nothing.
  Write("empty.json", "{\"version\": 1, \"findings\": []}\n");
  r = Check({"--baseline", "empty.json", "cvs"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_EQ(Findings(r.out).size(), 3u);

  // A config naming a file that is not there.
  Write("cvtidy.toml", std::string(kConfig) + "\n[baseline]\nfile = \"missing.json\"\n");
  r = Check({"cvs"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("cvtidy: error: cannot read the baseline '"));
  EXPECT_THAT(r.err, HasSubstr("missing.json': No such file or directory; write one with"));

  // A misspelled key.
  Write("cvtidy.toml", std::string(kConfig) + "\n[baseline]\nfiles = \"b.json\"\n");
  r = Check({"cvs"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("unknown key \"files\" in [baseline]; expected file (did you "
                               "mean \"file\"?)"));
}

TEST_F(BaselineCliTest, TwoConfigsNamingOneBaselineShareIt) {
  Write("cvtidy.toml", std::string(kConfig) + "\n[baseline]\nfile = \"b.json\"\n");
  Write("cvs/sub/cvtidy.toml", "[baseline]\nfile = \"../../b.json\"\n");
  Write("cvs/sub/other.md", "# Avery Quill\n\n## Talks\n\n- Widget talk, TBD\n");
  ASSERT_EQ(Check({"--write-baseline", "b.json", "cvs"}).code, 0);
  EXPECT_THAT(Read("b.json"), HasSubstr("\"file\": \"cvs/sub/other.md\""));
  Write("cvs/quill.md", "# Avery Quill\n");
  Write("cvs/sub/other.md", "# Avery Quill\n");
  RunResult r = Check({"cvs"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.err, HasSubstr("4 baselined findings are fixed"));
  EXPECT_EQ(r.err.find("fixed"), r.err.rfind("fixed")) << r;  // one line for the one file
  r = Check({"--prune-baseline", "cvs"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(Read("b.json"), HasSubstr("\"findings\": []"));
}

TEST_F(BaselineCliTest, MalformedOrOtherVersionBaselinesStopTheRun) {
  Write("bad.json", "{\n  \"version\": 1,\n  \"findings\": [\n    {\"rule\": }\n  ]\n}\n");
  RunResult r = Check({"--baseline", "bad.json", "cvs"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_EQ(r.out, "");
  EXPECT_THAT(r.err, StartsWith("cvtidy: error: bad.json:4: the baseline is not valid JSON ("));
  EXPECT_THAT(r.err, HasSubstr("write it again with `cvtidy check --write-baseline FILE PATHS`"));

  Write("v2.json", "{\"version\": 2, \"findings\": []}\n");
  r = Check({"--baseline", "v2.json", "cvs"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("v2.json: baseline version 2 is not one this cvtidy reads"));

  r = Check({"--baseline", "nowhere.json", "cvs"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("cannot read the baseline 'nowhere.json'"));
}

TEST_F(BaselineCliTest, FlagsThatDoNotGoTogetherAreUsageErrors) {
  RunResult r = Check({"--write-baseline", "a.json", "--baseline", "b.json", "cvs"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("'--write-baseline' records every finding"));
  r = Check({"--prune-baseline", "cvs"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("'--prune-baseline' needs a baseline to prune"));
  r = Run({"fix", "--write-baseline", "a.json", "cvs"});
  EXPECT_EQ(r.code, 2) << r;
  r = Run({"fix", "--diff", "--baseline", "a.json", "--prune-baseline", "cvs"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("'--prune-baseline' cannot be combined with '--diff'"));
}

TEST_F(BaselineCliTest, FixStillFixesAndDoesNotFailOnBaselinedFindings) {
  // `teh` gets a fix; TBD does not.
  Write("cvtidy.toml", std::string(kConfig) +
                           "\n[[custom]]\nid = \"custom/teh\"\npattern = '\\bteh\\b'\n"
                           "message = \"typo\"\nreplace = \"the\"\n");
  Write("cvs/quill.md",
        "# Avery Quill\n\n## Talks\n\n- Widget talk at teh lab, May 2018\n- Gadget talk, TBD\n");
  ASSERT_EQ(Check({"--write-baseline", "b.json", "cvs"}).code, 0);
  // --diff writes nothing, so it fixes nothing either.
  RunResult r =
      Run({"fix", kToday, "--diff", "--select", "custom/*", "--baseline", "b.json", "cvs"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("+- Widget talk at the lab"));
  EXPECT_THAT(r.err, Not(HasSubstr("fixed")));
  r = Run({"fix", kToday, "--select", "custom/*", "--baseline", "b.json", "cvs"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(Findings(r.out), IsEmpty());
  EXPECT_THAT(Read("cvs/quill.md"), HasSubstr("at the lab"));
  // The typo's finding is fixed now.
  EXPECT_THAT(r.err, HasSubstr("1 baselined finding is fixed"));
}

}  // namespace
}  // namespace cvtidy::testing_cli
