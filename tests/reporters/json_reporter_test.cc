#include "reporters/json_reporter.h"

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/engine/reporter.h"
#include "tests/reporters/canned.h"

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
using testing_canned::RunPython;
using testing_canned::RunReporter;
using testing_canned::Summarize;
using testing_canned::TestRunInfo;

// Parses stdin with Python's json module (an independent parser, strict about UTF-8 when
// given bytes) and checks the schema's invariants (docs/json-schema.md).
constexpr std::string_view kValidate = R"py(
import json, sys
d = json.load(sys.stdin.buffer)
assert d["schema"] == "cvtidy-diagnostics" and d["version"] == 1, d
assert d["tool"]["name"] == "cvtidy" and d["command"] in ("check", "fix")
for f in d["files"]:
    assert isinstance(f["path"], str)
    for x in f["diagnostics"]:
        assert x["severity"] in ("error", "warning", "info"), x
        assert x["line"] >= 1 and x["column"] >= 1, x
        assert (x["line"], x["column"]) <= (x["end_line"], x["end_column"]), x
        assert 0 <= x["offset"] <= x["end_offset"], x
        assert "note" not in x or x["note"], x
        assert x["group"][0] == "g" and int(x["group"][1:]) >= 1, x
        fix = x["fix"]
        if fix is not None:
            assert fix["safety"] in ("safe", "unsafe") and fix["title"] and fix["edits"], x
            for e in fix["edits"]:
                assert e["offset"] <= e["end_offset"] and isinstance(e["replacement"], str), e
    for a in f.get("applied_fixes", []):
        assert a["safety"] in ("safe", "unsafe") and a["pass"] >= 1 and a["line"] >= 1, a
        assert isinstance(a["before"], str) and isinstance(a["after"], str), a
        assert "evidence" not in a or a["evidence"], a
    assert ("applied_fixes" in f) == (d["command"] == "fix"), f
    # Group ids are numbered by their first member, from g1, without gaps.
    seen = []
    for x in f["diagnostics"]:
        if x["group"] not in seen:
            seen.append(x["group"])
    assert seen == ["g%d" % (i + 1) for i in range(len(seen))], seen
s = d["summary"]
assert s["files"] == len(d["files"]), s
n = sum(len(f["diagnostics"]) for f in d["files"])
assert s["errors"] + s["warnings"] + s["infos"] == n, s
)py";

void ExpectValidJson(const std::string& json) {
  const int status = RunPython(std::string(kValidate), json);
  if (status == -1) {
    GTEST_SKIP() << "python3 is not available to validate the JSON";
  }
  EXPECT_EQ(status, 0) << json;
}

TEST(JsonReporterTest, CannedSetMatchesGoldenAndParses) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = RunReporter("json", {}, TestRunInfo(), {&cv}, Summarize({&cv}));
  ExpectGolden("json.json", out);
  ExpectValidJson(out);
}

TEST(JsonReporterTest, MultiFileRunMatchesGoldenAndParses) {
  const CannedFile cv = MakeCannedCv();
  const CannedFile clean = MakeCleanFile();
  const CannedFile second = MakeSecondFile();
  const std::vector<const CannedFile*> files = {&cv, &clean, &second};
  const std::string out = RunReporter("json", {}, TestRunInfo(), files, Summarize(files));
  ExpectGolden("json_multi.json", out);
  // Files without diagnostics are listed too.
  EXPECT_NE(out.find("{\n      \"path\": \"clean.md\",\n      \"diagnostics\": []\n    }"),
            std::string::npos)
      << out;
  ExpectValidJson(out);
}

TEST(JsonReporterTest, FindingsOfOneDecisionShareAGroupId) {
  const CannedFile grouped = testing_canned::MakeGroupedFile();
  for (const bool group : {true, false}) {
    const std::string out =
        RunReporter("json", {.group = group}, TestRunInfo(), {&grouped}, Summarize({&grouped}));
    ExpectValidJson(out);
    // Every diagnostic is listed; --no-group does not change the data.
    size_t n = 0;
    for (size_t at = out.find("\"rule\":"); at != std::string::npos;
         at = out.find("\"rule\":", at + 1)) {
      ++n;
    }
    EXPECT_EQ(n, grouped.diagnostics.size());
    // In position order: 09/2021 (g1), `*` (g2), 10/2019 (g1), `*` (g2), the reversed range
    // (g3), its `*` (g2), 01/2016 (g1).
    std::vector<std::string> ids;
    for (size_t at = out.find("\"group\": \""); at != std::string::npos;
         at = out.find("\"group\": \"", at + 1)) {
      const size_t begin = at + 10;
      ids.push_back(out.substr(begin, out.find('"', begin) - begin));
    }
    EXPECT_EQ(ids, (std::vector<std::string>{"g1", "g2", "g1", "g2", "g3", "g2", "g1"})) << out;
  }
}

TEST(JsonReporterTest, FixListsTheAppliedFixesOfEachFile) {
  CannedFile cv = MakeCannedCv();
  testing_canned::WithAppliedFixes(cv);
  const CannedFile clean = MakeCleanFile();
  const std::vector<const CannedFile*> files = {&cv, &clean};
  const std::string out = RunReporter("json", {}, TestRunInfo("fix"), files, Summarize(files));
  ExpectValidJson(out);
  // One line per applied fix, with its rule, pass, position, before, after and evidence.
  EXPECT_NE(out.find(R"({"rule": "date/mixed-format", "pass": 1, "safety": "safe", "title": )"
                     R"("Write `Sep 2019`", "line": 4, "column": 53, "before": "09/2019", )"
                     R"("after": "Sep 2019", "evidence": )"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("\"path\": \"clean.md\",\n      \"diagnostics\": [],\n      "
                     "\"applied_fixes\": []\n    }"),
            std::string::npos)
      << out;
  size_t listed = 0;
  for (size_t at = out.find(R"("pass": )"); at != std::string::npos;
       at = out.find(R"("pass": )", at + 1)) {
    ++listed;
  }
  EXPECT_EQ(listed, cv.applied.size());
}

TEST(JsonReporterTest, EmptyRun) {
  const std::string out = RunReporter("json", {}, TestRunInfo("fix"), {}, {});
  EXPECT_EQ(out,
            "{\n"
            "  \"schema\": \"cvtidy-diagnostics\",\n"
            "  \"version\": 1,\n"
            "  \"tool\": {\"name\": \"cvtidy\", \"version\": \"0.0.0-test\"},\n"
            "  \"command\": \"fix\",\n"
            "  \"files\": [],\n"
            "  \"summary\": {\"files\": 0, \"files_with_diagnostics\": 0, \"errors\": 0, "
            "\"warnings\": 0, \"infos\": 0, \"fixable\": 0, \"fixed\": 0, \"files_changed\": 0}\n"
            "}\n");
  ExpectValidJson(out);
}

TEST(JsonReporterTest, PositionsAreOneBasedCodePointsAndOffsetsAreBytesAfterTheBom) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = RunReporter("json", {}, TestRunInfo(), {&cv}, Summarize({&cv}));
  const ByteRange date = Find(*cv.source, "09/2019");
  // `09/2019` follows a tab and 51 other code points; end_column is exclusive.
  EXPECT_NE(out.find(fmt::format("\"line\": 4, \"column\": 53, \"end_line\": 4, \"end_column\": "
                                 "60, \"offset\": {}, \"end_offset\": {}",
                                 date.begin, date.end)),
            std::string::npos)
      << out;
  // The BOM is not counted: `Ada Example` starts at byte 2 of the text.
  EXPECT_NE(out.find("\"line\": 1, \"column\": 3, \"end_line\": 2, \"end_column\": 1, "
                     "\"offset\": 2, \"end_offset\": 15"),
            std::string::npos)
      << out;
  // After `Renée`, columns count code points, not bytes.
  const ByteRange mojibake = Find(*cv.source, "Ã©");
  EXPECT_NE(out.find(fmt::format("\"line\": 13, \"column\": 31, \"end_line\": 13, \"end_column\": "
                                 "33, \"offset\": {}, \"end_offset\": {}",
                                 mojibake.begin, mojibake.end)),
            std::string::npos)
      << out;
  // An insertion: an empty range, with its edit.
  EXPECT_NE(out.find("\"fix\": {\"title\": \"Add a period\", \"safety\": \"safe\", \"edits\": "
                     "[{\"offset\": "),
            std::string::npos);
  EXPECT_NE(out.find("\"safety\": \"unsafe\""), std::string::npos);
  EXPECT_NE(out.find("\"fix\": null"), std::string::npos);
}

TEST(JsonReporterTest, InvalidUtf8AndControlCharactersStayValidJson) {
  CannedFile f;
  f.source = std::make_unique<Source>(Source::FromBytes("bad\xFF.md", "L\xE9on\tx\n"));
  f.diagnostics.push_back(
      Diag("input/encoding", Severity::kError, {1, 2}, "byte \xE9 is not UTF-8\x1b", "\"q\"\\"));
  f.diagnostics.back().fix = MakeFix("Write \xC3", FixSafety::kUnsafe, {1, 2}, "\xE9\xC3\xA9\t");
  const std::string out = RunReporter("json", {}, TestRunInfo(), {&f}, Summarize({&f}));
  EXPECT_NE(out.find("\"path\": \"bad\xEF\xBF\xBD.md\""), std::string::npos) << out;
  EXPECT_NE(out.find("\"message\": \"byte \xEF\xBF\xBD is not UTF-8\\u001b\""), std::string::npos)
      << out;
  EXPECT_NE(out.find("\"note\": \"\\\"q\\\"\\\\\""), std::string::npos) << out;
  EXPECT_NE(out.find("\"title\": \"Write \xEF\xBF\xBD\""), std::string::npos) << out;
  EXPECT_NE(out.find("\"replacement\": \"\xEF\xBF\xBD\xC3\xA9\\t\""), std::string::npos) << out;
  ExpectValidJson(out);
}

}  // namespace
}  // namespace cvtidy
