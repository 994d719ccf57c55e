#include "reporters/sarif_reporter.h"

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "re2/re2.h"

#include "src/engine/reporter.h"
#include "src/engine/rule.h"
#include "tests/reporters/canned.h"
#include "tests/reporters/format_checks.h"

namespace cvtidy {
namespace {

using testing_canned::CannedFile;
using testing_canned::Diag;
using testing_canned::ExpectGolden;
using testing_canned::Find;
using testing_canned::MakeCannedCv;
using testing_canned::MakeCleanFile;
using testing_canned::MakeFix;
using testing_canned::MakeSecondFile;
using testing_canned::OneFile;
using testing_canned::RunReporter;
using testing_canned::Summarize;
using testing_formats::SarifCheckScript;

// Metadata for the rule ids the canned set uses, as a real run's RunInfo::rules would carry.
class CannedRule final : public Rule {
 public:
  explicit CannedRule(const RuleInfo& info) : info_(info) {}
  const RuleInfo& info() const override { return info_; }
  void Check(const Document&, const RuleContext&, DiagnosticSink&) const override {}

 private:
  RuleInfo info_;
};

constexpr std::string_view kExplanation = R"md(## What it does
Reports what an invented rule reports,
over two lines.

## Why is this bad?
Readers notice.

## Example
`09/2019` next to `Sep 2019`.

## Fix safety
Safe.
)md";

std::span<const Rule* const> CannedRules() {
  static const auto* rules = [] {
    auto* list = new std::vector<const Rule*>;
    const auto add = [&](std::string_view id, Severity severity, FixAvailability fix,
                         FixSafety safety, std::string_view summary = "An invented rule.") {
      list->push_back(new CannedRule(RuleInfo{id, severity, summary, kExplanation, fix, safety}));
    };
    add("contact/obfuscated-email", Severity::kWarning, FixAvailability::kAlways,
        FixSafety::kUnsafe);
    add("date/future", Severity::kError, FixAvailability::kNone, FixSafety::kSafe,
        "A \"quoted\" summary with a back\\slash.");
    add("date/mixed-format", Severity::kWarning, FixAvailability::kAlways, FixSafety::kSafe);
    add("date/range-reversed", Severity::kError, FixAvailability::kNone, FixSafety::kSafe);
    add("name/variant", Severity::kInfo, FixAvailability::kSometimes, FixSafety::kUnsafe);
    add("ocr/hyphenation", Severity::kInfo, FixAvailability::kSometimes, FixSafety::kSafe);
    add("ocr/markup-residue", Severity::kWarning, FixAvailability::kAlways, FixSafety::kSafe);
    add("ocr/mojibake", Severity::kError, FixAvailability::kAlways, FixSafety::kSafe);
    add("style/trailing-punctuation", Severity::kInfo, FixAvailability::kAlways, FixSafety::kSafe);
    add("venue/unknown", Severity::kWarning, FixAvailability::kSometimes, FixSafety::kUnsafe);
    return list;
  }();
  return *rules;
}

RunInfo SarifRunInfo() { return RunInfo{"0.0.0-test", "check", CannedRules()}; }

std::string Sarif(const std::vector<const CannedFile*>& files) {
  return RunReporter("sarif", {}, SarifRunInfo(), files, Summarize(files));
}

// The fingerprints in `sarif`, in result order.
std::vector<std::string> Fingerprints(const std::string& sarif) {
  static const RE2 kFingerprint(R"re("cvtidy/v1": "([0-9a-f]{16}:[0-9]+)")re");
  std::vector<std::string> out;
  re2::StringPiece input(sarif);
  std::string fingerprint;
  while (RE2::FindAndConsume(&input, kFingerprint, &fingerprint)) {
    out.push_back(fingerprint);
  }
  return out;
}

TEST(SarifReporterTest, CannedSetMatchesGoldenAndIsValid) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = Sarif({&cv});
  ExpectGolden("sarif.sarif", out);
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(static_cast<int>(cv.diagnostics.size())), out);
}

TEST(SarifReporterTest, MultiFileRunMatchesGoldenAndIsValid) {
  const CannedFile cv = MakeCannedCv();
  const CannedFile clean = MakeCleanFile();
  const CannedFile second = MakeSecondFile();
  const std::string out = Sarif({&cv, &clean, &second});
  ExpectGolden("sarif_multi.sarif", out);
  EXPECT_NE(out.find(R"("uri": "scans/cv2.txt", "uriBaseId": "%SRCROOT%")"), std::string::npos);
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(static_cast<int>(cv.diagnostics.size() + 1)), out);
}

TEST(SarifReporterTest, AGroupIsOneResultWithItsOtherMembersAsRelatedLocations) {
  const CannedFile grouped = testing_canned::MakeGroupedFile();
  const std::string out = Sarif({&grouped});
  ExpectGolden("sarif_grouped.sarif", out);
  // One result per group: the date-style vote, the repeated `*`, the finding of its own.
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(3), out);
  EXPECT_NE(out.find("\\nand 2 more: [4:24](1), [7:27](2)\""), std::string::npos) << out;
  EXPECT_NE(out.find(R"("relatedLocations": [{"id": 1, "physicalLocation": )"), std::string::npos)
      << out;
  // The group's fix rewrites all three dates, as `cvtidy fix` would.
  EXPECT_NE(out.find(R"x("description": {"text": "Write `Sep 2021` (and the same for 2 more)"})x"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find(R"("insertedContent": {"text": "Jan 2016"})"), std::string::npos) << out;
  // --no-group: one result per diagnostic, none with related locations.
  const std::string each =
      RunReporter("sarif", {.group = false}, SarifRunInfo(), {&grouped}, Summarize({&grouped}));
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(static_cast<int>(grouped.diagnostics.size())), each);
  EXPECT_EQ(each.find("relatedLocations"), std::string::npos);
}

TEST(SarifReporterTest, AGroupWhoseFixesTouchKeepsTheFirstMembersFix) {
  CannedFile f = OneFile("touch.md", "# Eve Invented\n- aa bb\n");
  for (const std::string_view word : {"aa", "bb"}) {
    f.diagnostics.push_back(
        Diag("date/mixed-format", Severity::kWarning, Find(*f.source, word), "invented"));
    f.diagnostics.back().group = "one-vote";
  }
  // The first fix's edit reaches the second's: applied together they would overlap.
  f.diagnostics[0].fix = MakeFix("Write `x`", FixSafety::kSafe,
                                 {Find(*f.source, "aa").begin, Find(*f.source, "bb").begin}, "x ");
  f.diagnostics[1].fix = MakeFix("Write `y`", FixSafety::kSafe, Find(*f.source, "bb"), "y");
  const std::string out = Sarif({&f});
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(1), out);
  EXPECT_NE(out.find(R"("description": {"text": "Write `x`"})"), std::string::npos) << out;
  EXPECT_EQ(out.find("the same for"), std::string::npos) << out;
}

TEST(SarifReporterTest, FixListsTheAppliedFixesAsArtifactProperties) {
  CannedFile cv = MakeCannedCv();
  testing_canned::WithAppliedFixes(cv);
  const CannedFile clean = MakeCleanFile();
  const std::string out = RunReporter("sarif", {}, testing_canned::TestRunInfo("fix"),
                                      {&cv, &clean}, testing_canned::Summarize({&cv, &clean}));
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(static_cast<int>(cv.diagnostics.size())), out);
  const size_t artifacts = out.find(R"("artifacts": [)");
  ASSERT_NE(artifacts, std::string::npos) << out;
  // Only the file a fix was applied to is listed.
  EXPECT_EQ(out.find("clean.md", artifacts), std::string::npos);
  EXPECT_NE(out.find(R"({"ruleId": "date/mixed-format", "pass": 1, "safety": "safe", )"
                     R"("description": "Write `Sep 2019`", "startLine": 4, "startColumn": 53, )"
                     R"("before": "09/2019", "after": "Sep 2019", "evidence": )",
                     artifacts),
            std::string::npos)
      << out;
}

TEST(SarifReporterTest, EmptyRunIsAValidLog) {
  const std::string out = RunReporter("sarif", {}, RunInfo{"1.2.3", "check", {}}, {}, {});
  EXPECT_EQ(out,
            "{\n"
            "  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
            "  \"version\": \"2.1.0\",\n"
            "  \"runs\": [\n"
            "    {\n"
            "      \"tool\": {\n"
            "        \"driver\": {\n"
            "          \"name\": \"cvtidy\",\n"
            "          \"version\": \"1.2.3\",\n"
            "          \"rules\": []\n"
            "        }\n"
            "      },\n"
            "      \"columnKind\": \"unicodeCodePoints\",\n"
            "      \"results\": []\n"
            "    }\n"
            "  ]\n"
            "}\n");
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(0), out);
}

TEST(SarifReporterTest, RulesCarryTheirMetadata) {
  const std::string out = RunReporter("sarif", {}, SarifRunInfo(), {}, {});
  EXPECT_NE(out.find(R"({"id": "date/mixed-format", "name": "DateMixedFormat", )"
                     R"("shortDescription": {"text": "An invented rule."}, )"
                     R"("fullDescription": {"text": "Reports what an invented rule reports, )"
                     R"(over two lines."}, "help": {"text": "## What it does\nReports)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find(R"("defaultConfiguration": {"level": "note"}, "properties": )"
                     R"({"fixAvailability": "sometimes", "fixSafety": "unsafe", "tags": )"
                     R"(["name"]}})"),
            std::string::npos)
      << out;
  // No fix: no fixSafety.
  EXPECT_NE(out.find(R"("properties": {"fixAvailability": "none", "tags": ["date"]}})"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find(R"("A \"quoted\" summary with a back\\slash.")"), std::string::npos);
  EXPECT_EQ(internal::SarifRuleName("date/mixed-format"), "DateMixedFormat");
  EXPECT_EQ(internal::SarifRuleName("custom/arxiv-case2"), "CustomArxivCase2");
  EXPECT_EQ(internal::SarifRuleName("ocr/x"), "OcrX");
}

TEST(SarifReporterTest, ResultsCarryLevelRuleIndexRegionAndFix) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = Sarif({&cv});
  // `09/2019` follows a tab and 51 other code points; endColumn is exclusive. ruleIndex 2 is
  // date/mixed-format in CannedRules().
  EXPECT_NE(
      out.find(R"({"ruleId": "date/mixed-format", "ruleIndex": 2, "level": "warning", )"
               R"("message": {"text": "date `09/2019` is written MM/YYYY; this CV mostly writes )"
               R"(Mon YYYY\n3 of 4 dates in this CV are written Mon YYYY."}, "locations": )"
               R"([{"physicalLocation": {"artifactLocation": {"uri": "cv.md", "uriBaseId": )"
               R"("%SRCROOT%"}, "region": {"startLine": 4, "startColumn": 53, "endLine": 4, )"
               R"("endColumn": 60, "snippet": {"text": "09/2019"}}}}], )"),
      std::string::npos)
      << out;
  EXPECT_NE(out.find(R"("fixes": [{"description": {"text": "Write `Sep 2019`"}, )"
                     R"("artifactChanges": [{"artifactLocation": {"uri": "cv.md", )"
                     R"("uriBaseId": "%SRCROOT%"}, "replacements": [{"deletedRegion": )"
                     R"({"startLine": 4, "startColumn": 53, "endLine": 4, "endColumn": 60}, )"
                     R"("insertedContent": {"text": "Sep 2019"}}]}], "properties": )"
                     R"({"safety": "safe"}}]})"),
            std::string::npos)
      << out;
  // Info is "note"; the BOM is not counted; a range taking the line break ends at column 1.
  EXPECT_NE(out.find(R"({"ruleId": "name/variant", "ruleIndex": 4, "level": "note", )"),
            std::string::npos);
  EXPECT_NE(out.find(R"("region": {"startLine": 1, "startColumn": 3, "endLine": 2, )"
                     R"("endColumn": 1, "snippet": {"text": "Ada Example\r\n"}})"),
            std::string::npos)
      << out;
  // After `Renée`, columns count code points.
  EXPECT_NE(out.find(R"("startLine": 13, "startColumn": 31, "endLine": 13, "endColumn": 33)"),
            std::string::npos);
  // An insertion: an empty region and an empty deletedRegion.
  EXPECT_NE(out.find(R"("deletedRegion": {"startLine": 14, "startColumn": 54, "endLine": 14, )"
                     R"("endColumn": 54}, "insertedContent": {"text": "."}})"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find(R"("properties": {"safety": "unsafe"})"), std::string::npos);
  EXPECT_NE(out.find(R"({"ruleId": "date/range-reversed", "ruleIndex": 3, "level": "error", )"
                     R"("message": {"text": "range `2017 – 2015` ends before it starts\nDid you )"
                     R"(mean `2015 – 2017`?\nRanges run from start to end."})"),
            std::string::npos)
      << out;
}

TEST(SarifReporterTest, UnknownRuleHasNoRuleIndex) {
  CannedFile f = OneFile("a.md", "x\n");
  f.diagnostics.push_back(Diag("custom/not-registered", Severity::kWarning, {0, 1}, "m"));
  const std::string out = Sarif({&f});
  EXPECT_NE(out.find(R"({"ruleId": "custom/not-registered", "level": "warning", )"),
            std::string::npos)
      << out;
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(1), out);
}

TEST(SarifReporterTest, FingerprintsIgnoreLineNumbersAndWhiteSpace) {
  const auto fingerprints = [](std::string text) {
    CannedFile f = OneFile("cv.md", text);
    for (int i = 0; i < 2; ++i) {
      f.diagnostics.push_back(
          Diag("date/mixed-format", Severity::kWarning, Find(*f.source, "09/2019", i), "m"));
    }
    f.diagnostics.push_back(
        Diag("date/future", Severity::kError, Find(*f.source, "09/2019", 0), "m"));
    std::sort(f.diagnostics.begin(), f.diagnostics.end(), DiagnosticLess);
    // Each on its own: grouped, the two identical findings would be one result.
    return Fingerprints(
        RunReporter("sarif", {.group = false}, SarifRunInfo(), {&f}, Summarize({&f})));
  };
  const std::vector<std::string> before =
      fingerprints("# Ada\n- Lab, 09/2019 – Present\n- Lab, 09/2019 – Present\n");
  ASSERT_EQ(before.size(), 3u);
  // Lines added above, indentation and spacing changed, CRLF: the same fingerprints.
  EXPECT_EQ(fingerprints("# Ada\n\n## Work\n\n  - Lab,  09/2019 – Present \r\n"
                         "-\tLab, 09/2019 – Present\r\n"),
            before);
  // Results come by position, then rule id: date/future, then date/mixed-format twice.
  // Identical lines are told apart by their occurrence; another rule hashes differently.
  const std::string hash = before[1].substr(0, 16);
  EXPECT_EQ(before[1], hash + ":0");
  EXPECT_EQ(before[2], hash + ":1");
  EXPECT_NE(before[0].substr(0, 16), hash);
  EXPECT_EQ(before[0].substr(16), ":0");
  // Editing the flagged line changes it.
  EXPECT_NE(fingerprints("# Ada\n- Lab, 09/2019 – present\n- Lab, 09/2019 – Present\n")[0],
            before[0]);
  EXPECT_EQ(internal::SarifLineHash("r", " a  b\t"), internal::SarifLineHash("r", "a b"));
  EXPECT_NE(internal::SarifLineHash("r", "ab"), internal::SarifLineHash("r", "a b"));
  EXPECT_NE(internal::SarifLineHash("r1", "a"), internal::SarifLineHash("r", "1a"));
}

TEST(SarifReporterTest, UrisArePercentEncodedReferences) {
  bool relative = false;
  EXPECT_EQ(internal::SarifUri("cvs/Ada Example/cv #2.md", &relative),
            "cvs/Ada%20Example/cv%20%232.md");
  EXPECT_TRUE(relative);
  EXPECT_EQ(internal::SarifUri("./a/./b%c?d:e.md", &relative), "a/./b%25c%3Fd%3Ae.md");
  EXPECT_TRUE(relative);
  EXPECT_EQ(internal::SarifUri("Renée.md", &relative), "Ren%C3%A9e.md");
  EXPECT_EQ(internal::SarifUri("/home/ada/cv.md", &relative), "file:///home/ada/cv.md");
  EXPECT_FALSE(relative);
  EXPECT_EQ(internal::SarifUri("-", &relative), "-");

  CannedFile abs = OneFile("/tmp/x y.md", "x\n");
  abs.diagnostics.push_back(Diag("date/future", Severity::kError, {0, 1}, "m"));
  abs.diagnostics.back().fix = MakeFix("t", FixSafety::kSafe, {0, 1}, "y");
  const std::string out = Sarif({&abs});
  EXPECT_NE(out.find(R"("artifactLocation": {"uri": "file:///tmp/x%20y.md"}, "region")"),
            std::string::npos)
      << out;
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(1), out);
}

TEST(SarifReporterTest, InsertedTextUsesTheFileLineTerminator) {
  CannedFile f = OneFile("a.md", "May'23 -\r\nApr'24 x\r\n");
  f.diagnostics.push_back(Diag("date/split-range", Severity::kWarning, {0, 8}, "split"));
  f.diagnostics.back().fix = MakeFix("Join", FixSafety::kSafe, {8, 10}, " \nx\r\n");
  const std::string out = Sarif({&f});
  EXPECT_NE(out.find(R"("insertedContent": {"text": " \r\nx\r\n"})"), std::string::npos) << out;
}

TEST(SarifReporterTest, HostileTextStaysValidJson) {
  CannedFile f = OneFile("bad\xFF dir/<x>&\"q\".md", "L\xE9on \x1b[2J\tx\n]]>%:,\n");
  f.diagnostics.push_back(Diag("input/encoding", Severity::kError, {1, 2},
                               "byte \xE9 <b>&amp;</b> \"q\" \\ ]]> \x01\x1b %0A:,\r\nnext",
                               "\xC3 note"));
  f.diagnostics.back().fix = MakeFix("Write \xC3\x28", FixSafety::kUnsafe, {1, 2}, "\xE9\x7F");
  const std::string out = Sarif({&f});
  EXPECT_NE(out.find(R"("uri": "bad%FF%20dir/%3Cx%3E%26%22q%22.md")"), std::string::npos) << out;
  EXPECT_NE(out.find("\"text\": \"byte \xEF\xBF\xBD <b>&amp;</b> \\\"q\\\" \\\\ ]]> \\u0001"
                     "\\u001b %0A:,\\r\\nnext\\n\xEF\xBF\xBD note\""),
            std::string::npos)
      << out;
  EXPECT_NE(out.find(R"("snippet": {"text": "�"})"), std::string::npos) << out;
  CVTIDY_EXPECT_PYTHON_OK(SarifCheckScript(1), out);
}

}  // namespace
}  // namespace cvtidy
