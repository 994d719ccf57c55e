// The baseline (src/engine/baseline.h): findings keyed by their text and their entry or line,
// never by position; counts per key; the JSON file and its errors.
#include "src/engine/baseline.h"

#include <array>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/engine/lint.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"
#include "tests/engine/engine_test_rules.h"

namespace cvtidy {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

const testing_rules::FakeTypoRule kTypo;  // every `teh`

std::vector<Diagnostic> Lint(const Source& source) {
  const std::array<const Rule*, 1> rules = {&kTypo};
  const Config config;
  return LintSource(source, RuleSet::Only(rules), RuleContext{config, {2026, 3, 15}});
}

// The fingerprints of `text`'s findings, in file order.
std::vector<std::string> Fingerprints(const std::string& text) {
  const Source source = Source::FromBytes("cv.md", text);
  std::vector<std::string> out;
  for (const Diagnostic& d : Lint(source)) {
    out.push_back(FindingFingerprint(source, d));
  }
  return out;
}

constexpr char kCv[] =
    "# Avery Quill\n"
    "\n"
    "## Talks\n"
    "\n"
    "1. Widget routing at teh lab, 2021\n"
    "2. Gadget sorting\n"
    "   at teh annual meeting, 2019\n"
    "\n"
    "## Notes\n"
    "\n"
    "Written with teh help of friends.\n";

TEST(BaselineTest, CollapseWhitespaceReadsEveryRunAsOneSpace) {
  EXPECT_EQ(CollapseWhitespace("  a \t b\n\n c  "), "a b c");
  EXPECT_EQ(CollapseWhitespace(""), "");
  EXPECT_EQ(CollapseWhitespace("Ab"), "Ab");
}

TEST(BaselineTest, ContextIsTheEntryAfterItsMarkerElseTheLine) {
  const Source source = Source::FromBytes("cv.md", kCv);
  const std::vector<Diagnostic> diagnostics = Lint(source);
  ASSERT_EQ(diagnostics.size(), 3u);
  EXPECT_EQ(source.Text(diagnostics[0].context), "Widget routing at teh lab, 2021");
  EXPECT_EQ(source.Text(diagnostics[1].context), "Gadget sorting\n   at teh annual meeting, 2019");
  EXPECT_EQ(CollapseWhitespace(source.Text(diagnostics[2].context)),
            "Written with teh help of friends.");
}

TEST(BaselineTest, FingerprintsIgnorePositionNumberingAndWrapping) {
  const std::vector<std::string> before = Fingerprints(kCv);
  ASSERT_EQ(before.size(), 3u);
  // A new entry above (the list renumbers), the entries swapped, the second one re-wrapped,
  // the paragraph moved up.
  const std::vector<std::string> after = Fingerprints(
      "# Avery Quill\n"
      "\n"
      "Written with teh help of friends.\n"
      "\n"
      "## Talks\n"
      "\n"
      "1. A new talk, 2024\n"
      "2. Gadget sorting at teh annual meeting,\n"
      "   2019\n"
      "3. Widget routing at teh lab, 2021\n");
  ASSERT_EQ(after.size(), 3u);
  EXPECT_EQ(after[0], before[2]);
  EXPECT_EQ(after[1], before[1]);
  EXPECT_EQ(after[2], before[0]);
}

TEST(BaselineTest, EditingTheFindingsOwnEntryChangesItsFingerprint) {
  const std::vector<std::string> before = Fingerprints(kCv);
  std::string edited = kCv;
  edited.replace(edited.find("lab"), 3, "workshop");
  const std::vector<std::string> after = Fingerprints(edited);
  ASSERT_EQ(after.size(), 3u);
  EXPECT_NE(after[0], before[0]);
  EXPECT_EQ(after[1], before[1]);
  EXPECT_EQ(after[2], before[2]);
}

TEST(BaselineTest, CaseCountsInTheText) {
  EXPECT_NE(Fingerprints("- teh Lab\n"), Fingerprints("- teh lab\n"));
}

TEST(BaselineTest, BaselinedFindingsAreRemovedAndNewOnesStay) {
  const Source source = Source::FromBytes("cv.md", kCv);
  const Baseline baseline(BaselineEntriesOf("cvs/cv.md", source, Lint(source)));
  ASSERT_EQ(baseline.entries().size(), 3u);

  std::string changed = kCv;
  changed += "\nAnd teh end.\n";
  const Source now = Source::FromBytes("cv.md", changed);
  std::vector<Diagnostic> diagnostics = Lint(now);
  ASSERT_EQ(diagnostics.size(), 4u);
  const BaselineMatch match = ApplyBaseline(baseline, "cvs/cv.md", now, diagnostics);
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(now.Locate(diagnostics[0].range.begin).line, 13u);
  EXPECT_EQ(match.suppressed, 3u);
  EXPECT_THAT(match.covered, ::testing::ElementsAre(1, 1, 1));

  // The same findings under another file name are not covered.
  std::vector<Diagnostic> other = Lint(now);
  EXPECT_EQ(ApplyBaseline(baseline, "cvs/other.md", now, other).suppressed, 0u);
  EXPECT_EQ(other.size(), 4u);
}

TEST(BaselineTest, ACountCoversThatManyAndTheLastOneIsReported) {
  const std::string twice = "- teh talk\n- teh talk\n";
  const Source source = Source::FromBytes("cv.md", twice);
  const Baseline baseline(BaselineEntriesOf("cv.md", source, Lint(source)));
  ASSERT_EQ(baseline.entries().size(), 1u);
  EXPECT_EQ(baseline.entries()[0].count, 2u);
  EXPECT_EQ(baseline.entries()[0].text, "teh");

  const Source thrice = Source::FromBytes("cv.md", twice + "- teh talk\n");
  std::vector<Diagnostic> diagnostics = Lint(thrice);
  const BaselineMatch match = ApplyBaseline(baseline, "cv.md", thrice, diagnostics);
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(thrice.Locate(diagnostics[0].range.begin).line, 3u);
  EXPECT_THAT(match.covered, ::testing::ElementsAre(2));

  // One left: the entry covers one, and one of its two is fixed.
  const Source once = Source::FromBytes("cv.md", "- teh talk\n");
  diagnostics = Lint(once);
  EXPECT_THAT(ApplyBaseline(baseline, "cv.md", once, diagnostics).covered,
              ::testing::ElementsAre(1));
  EXPECT_TRUE(diagnostics.empty());
}

TEST(BaselineTest, JsonRoundTripsSortedWithCountsAdded) {
  std::vector<BaselineEntry> entries = {
      {"fake/typo", "b.md", "00000000000000ff", 1, "teh"},
      {"fake/typo", "a.md", "0000000000000001", 2, "teh"},
      {"fake/typo", "b.md", "00000000000000ff", 2, "teh"},
  };
  const Baseline baseline(entries);
  ASSERT_EQ(baseline.entries().size(), 2u);
  EXPECT_EQ(baseline.entries()[0].file, "a.md");
  EXPECT_EQ(baseline.entries()[1].count, 3u);
  EXPECT_EQ(baseline.TotalCount(), 5u);
  const std::string json = baseline.ToJson();
  EXPECT_THAT(json, StartsWith("{\n  \"version\": 1,\n  \"findings\": [\n    {\n"
                               "      \"rule\": \"fake/typo\",\n      \"file\": \"a.md\",\n"));
  const absl::StatusOr<Baseline> parsed = Baseline::Parse(json, "b.json");
  ASSERT_TRUE(parsed.ok()) << parsed.status();
  EXPECT_TRUE(std::equal(parsed->entries().begin(), parsed->entries().end(),
                         baseline.entries().begin(), baseline.entries().end()));
  EXPECT_EQ(parsed->RangeOf("b.md"), (std::pair<size_t, size_t>(1, 2)));
  EXPECT_EQ(parsed->RangeOf("c.md").first, parsed->RangeOf("c.md").second);
}

TEST(BaselineTest, MalformedFilesAreErrorsThatSayWhatToDo) {
  const auto error = [](std::string_view json) {
    const absl::StatusOr<Baseline> parsed = Baseline::Parse(json, "base.json");
    EXPECT_FALSE(parsed.ok());
    return std::string(parsed.status().message());
  };
  EXPECT_THAT(error("{\n  \"version\": 1,\n  \"findings\": [,]\n}\n"),
              StartsWith("base.json:3: the baseline is not valid JSON ("));
  EXPECT_THAT(error("{\"version\": 2, \"findings\": []}"),
              HasSubstr("base.json: baseline version 2 is not one this cvtidy reads (it reads "
                        "version 1)"));
  EXPECT_THAT(error("[]"), HasSubstr("not a cvtidy baseline"));
  EXPECT_THAT(error("{\"version\": 1}"), HasSubstr("no \"findings\" array"));
  EXPECT_THAT(error("{\"version\": 1, \"findings\": [], \"extra\": 1}"),
              HasSubstr("unknown key \"extra\""));
  EXPECT_THAT(error("{\"version\": 1, \"findings\": [{\"rule\": \"a/b\", \"file\": \"x.md\"}]}"),
              HasSubstr("finding 1 of the baseline lacks one of"));
  EXPECT_THAT(error("{\"version\": 1, \"findings\": [{\"rule\": \"a/b\", \"file\": \"x.md\", "
                    "\"fingerprint\": \"0000000000000001\", \"count\": 0}]}"),
              HasSubstr("\"count\" that is not a positive integer"));
  EXPECT_THAT(error("{\"version\": 1, \"findings\": [{\"rule\": \"a/b\", \"file\": \"x.md\", "
                    "\"fingerprint\": \"xyz\"}]}"),
              HasSubstr("not 16 lowercase hex digits"));
  EXPECT_THAT(error("{\"version\": 1, \"findings\": [{\"rule\": 3}]}"),
              HasSubstr("write it again with `cvtidy check --write-baseline FILE PATHS`"));
  EXPECT_TRUE(Baseline::Parse("{\"version\": 1, \"findings\": []}", "b.json").ok());
}

}  // namespace
}  // namespace cvtidy
