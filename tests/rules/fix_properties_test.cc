// Fix properties over every fixture input and every whole CV in fixtures/_cv/, with ALL rules
// enabled (so each rule's fixes are checked against the others'), one GoogleTest per input:
//
//   fixtures/_cv/clean_systems_phd.md  ->  test `fix_properties/_cv.clean_systems_phd`
//   fixtures/date/order/fires.md       ->  test `fix_properties/date/order.fires`
//
// - fixing converges within 10 passes, safe fixes only and with unsafe ones;
// - fixing the fixpoint again changes nothing;
// - every fix has edits, sorted, disjoint, in bounds and on UTF-8 boundaries, at every pass;
// - the fixed text is still UTF-8;
// - a whole CV named clean_* produces no diagnostics at all;
// - safe fixes never drop a line nothing was reported on (weak form: the count of non-blank
//   lines drops by at most the count of non-blank lines some diagnostic covers; strong form:
//   no safe edit that deletes, or blanks, a whole non-blank line unless a diagnostic covers
//   that line);
// - the non-white-space characters that survive a pass of safe fixes keep their order: the
//   characters outside every safe edit, in input order, are a subsequence of the fixed
//   text's non-white-space characters (text is only ever replaced where an edit says so).
#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/base/unified_diff.h"
#include "src/engine/diagnostic.h"
#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"
#include "tests/rules/fixture_cases.h"

namespace cvtidy {
namespace {

namespace fs = std::filesystem;

constexpr int kMaxPasses = 10;

bool IsContinuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// Returns what is wrong with the edits of `fix` over `source`, or "".
std::string EditsProblem(const Source& source, const Fix& fix) {
  if (fix.edits.empty()) {
    return "has no edits";
  }
  const std::string_view text = source.text();
  for (size_t i = 0; i < fix.edits.size(); ++i) {
    const ByteRange r = fix.edits[i].range;
    if (r.begin > r.end || r.end > source.size()) {
      return fmt::format("edit {} [{}, {}) is out of bounds (size {})", i, r.begin, r.end,
                         source.size());
    }
    for (const uint32_t offset : {r.begin, r.end}) {
      if (offset < text.size() && IsContinuationByte(text[offset])) {
        return fmt::format("edit {} [{}, {}) splits a UTF-8 sequence", i, r.begin, r.end);
      }
    }
    if (i > 0) {
      const ByteRange prev = fix.edits[i - 1].range;
      // Disjoint, and two edits at one point would have no defined order.
      if (prev.end > r.begin || prev.begin >= r.begin) {
        return fmt::format("edits {} [{}, {}) and {} [{}, {}) are not sorted and disjoint", i - 1,
                           prev.begin, prev.end, i, r.begin, r.end);
      }
    }
  }
  return "";
}

// Counts the non-blank lines (1-based numbers) that some diagnostic's range touches.
size_t CountCoveredNonBlankLines(const Source& source, std::span<const Diagnostic> diagnostics) {
  std::set<uint32_t> covered;
  for (const Diagnostic& d : diagnostics) {
    const uint32_t first = source.LineOf(d.range.begin);
    const uint32_t last =
        source.LineOf(d.range.end > d.range.begin ? d.range.end - 1 : d.range.begin);
    for (uint32_t line = first; line <= last; ++line) {
      if (!TrimAscii(source.Line(line)).empty()) {
        covered.insert(line);
      }
    }
  }
  return covered.size();
}

bool IsSpaceByte(char c) { return IsAsciiSpace(c); }

// The edits of every safe fix in `diagnostics`, sorted by position (they may overlap: fixes
// that overlap wait for a later pass, but every one of them may eventually be applied).
std::vector<TextEdit> SafeEdits(std::span<const Diagnostic> diagnostics) {
  std::vector<TextEdit> edits;
  for (const Diagnostic& d : diagnostics) {
    if (d.fix && d.fix->safety == FixSafety::kSafe) {
      edits.insert(edits.end(), d.fix->edits.begin(), d.fix->edits.end());
    }
  }
  std::sort(edits.begin(), edits.end(),
            [](const TextEdit& a, const TextEdit& b) { return a.range.begin < b.range.begin; });
  return edits;
}

// Returns what breaks "surviving characters keep their order", or "": the non-white-space
// bytes of `before` outside every edit of `edits` must occur, in order, among the
// non-white-space bytes of `after` (a greedy subsequence match).
std::string KeptOrderProblem(const Source& before, std::span<const TextEdit> edits,
                             std::string_view after) {
  const std::string_view in = before.text();
  size_t e = 0;      // the first edit that may still cover position i
  size_t j = 0;      // next unmatched byte of `after`
  uint32_t end = 0;  // the end of the union of edits seen so far that start at or before i
  for (uint32_t i = 0; i < in.size(); ++i) {
    while (e < edits.size() && edits[e].range.begin <= i) {
      end = std::max(end, edits[e].range.end);
      ++e;
    }
    if (i < end || IsSpaceByte(in[i])) {
      continue;  // replaced by an edit, or white space (which fixes may reflow)
    }
    while (j < after.size() && (IsSpaceByte(after[j]) || after[j] != in[i])) {
      ++j;
    }
    if (j == after.size()) {
      const LineCol at = before.Locate(i);
      return fmt::format(
          "the character at {}:{} (in `{}`) is outside every edit but is missing from the "
          "fixed text, or no longer in order",
          at.line, at.column, TrimAscii(before.Line(at.line)));
    }
    ++j;
  }
  return "";
}

// Returns the first non-blank line that a safe edit deletes or blanks as a whole while no
// diagnostic covers it, as "line N: `text`", or "".
std::string DeletedUnflaggedLine(const Source& source, std::span<const Diagnostic> diagnostics,
                                 std::span<const TextEdit> edits) {
  std::set<uint32_t> flagged;
  for (const Diagnostic& d : diagnostics) {
    const uint32_t last =
        source.LineOf(d.range.end > d.range.begin ? d.range.end - 1 : d.range.begin);
    for (uint32_t line = source.LineOf(d.range.begin); line <= last; ++line) {
      flagged.insert(line);
    }
  }
  for (const TextEdit& edit : edits) {
    if (!TrimAscii(edit.replacement).empty() || edit.range.empty()) {
      continue;
    }
    const uint32_t first = source.LineOf(edit.range.begin);
    const uint32_t last = source.LineOf(edit.range.end - 1);
    for (uint32_t line = first; line <= last; ++line) {
      const ByteRange r = source.LineRange(line);
      const std::string_view text = source.Line(line);
      if (TrimAscii(text).empty() || flagged.count(line) > 0) {
        continue;
      }
      // Every non-white-space byte of the line is inside the deleting edit.
      const uint32_t content_begin =
          r.begin + static_cast<uint32_t>(text.find_first_not_of(" \t\r"));
      const uint32_t content_end =
          r.begin + static_cast<uint32_t>(text.find_last_not_of(" \t\r") + 1);
      if (edit.range.begin <= content_begin && edit.range.end >= content_end) {
        return fmt::format("line {}: `{}`", line, TrimAscii(text));
      }
    }
  }
  return "";
}

class FixPropertiesTest : public testing::Test {
 public:
  FixPropertiesTest(fs::path input, fs::path config)
      : input_(std::move(input)), config_(std::move(config)) {}

  void TestBody() override {
    absl::StatusOr<Config> config = fixtures::LoadCaseConfig(config_);
    ASSERT_TRUE(config.ok()) << config.status().message();
    absl::StatusOr<Source> source = Source::Load(input_);
    ASSERT_TRUE(source.ok()) << source.status().message();
    ASSERT_FALSE(source->encoding_problem().has_value());
    const RuleSet rules = RuleSet::Only(RuleRegistry::Get().All());
    const RuleContext ctx{*config, fixtures::kFixtureToday};
    if (input_.parent_path().filename() == "_cv" && input_.stem().string().starts_with("clean_")) {
      // fixtures/_cv/README.md: a clean_* CV produces no diagnostics at all.
      const std::vector<Diagnostic> diagnostics = LintSource(*source, rules, ctx);
      EXPECT_TRUE(diagnostics.empty()) << "a clean CV must stay silent with every rule on:\n"
                                       << fixtures::RenderDiagnostics(*source, diagnostics);
    }
    CheckPasses(*source, rules, ctx);
    for (const bool unsafe : {false, true}) {
      SCOPED_TRACE(unsafe ? "with unsafe fixes" : "safe fixes only");
      CheckFixpoint(*source, rules, ctx, unsafe);
    }
  }

 private:
  // Runs the safe-fix loop by hand, checking every pass's fixes before applying them.
  void CheckPasses(const Source& source, const RuleSet& rules, const RuleContext& ctx) {
    std::unique_ptr<Source> current =
        std::make_unique<Source>(source.Derive(std::string(source.text())));
    for (int pass = 0; pass < kMaxPasses; ++pass) {
      SCOPED_TRACE(fmt::format("pass {}", pass + 1));
      const std::vector<Diagnostic> diagnostics = LintSource(*current, rules, ctx);
      for (const Diagnostic& d : diagnostics) {
        if (d.fix) {
          EXPECT_EQ(EditsProblem(*current, *d.fix), "")
              << "the fix of " << fixtures::RenderDiagnostic(*current, d);
        }
      }
      size_t applied = 0;
      std::string text = ApplyFixes(*current, diagnostics, /*unsafe=*/false, &applied);
      if (applied == 0 || text == current->text()) {
        return;
      }
      const size_t before = fixtures::CountNonBlankLines(current->text());
      const size_t after = fixtures::CountNonBlankLines(text);
      const size_t covered = CountCoveredNonBlankLines(*current, diagnostics);
      EXPECT_GE(after + covered, before)
          << "safe fixes dropped " << before - after << " non-blank lines but diagnostics cover "
          << "only " << covered << ":\n"
          << fixtures::RenderDiagnostics(*current, diagnostics);
      const std::vector<TextEdit> edits = SafeEdits(diagnostics);
      EXPECT_EQ(DeletedUnflaggedLine(*current, diagnostics, edits), "")
          << "a safe fix deletes a line no diagnostic covers:\n"
          << fixtures::RenderDiagnostics(*current, diagnostics);
      EXPECT_EQ(KeptOrderProblem(*current, edits, text), "")
          << UnifiedDiff(current->text(), text, "before", "after");
      current = std::make_unique<Source>(source.Derive(std::move(text)));
      ASSERT_FALSE(current->encoding_problem().has_value())
          << "fixes produced invalid UTF-8 at byte " << current->encoding_problem()->offset;
    }
  }

  void CheckFixpoint(const Source& source, const RuleSet& rules, const RuleContext& ctx,
                     bool unsafe) {
    const FixOptions options{.unsafe = unsafe, .max_passes = kMaxPasses};
    const FixResult result = FixSource(source, rules, ctx, options);
    std::string cycling;
    for (std::string_view id : result.cycling_rules) {
      cycling += fmt::format(" {}", id);
    }
    EXPECT_TRUE(result.converged) << "no fixpoint within " << kMaxPasses
                                  << " passes; still changing:" << cycling << "\n"
                                  << fixtures::RenderDiagnostics(*result.fixed, result.remaining);
    ASSERT_FALSE(result.fixed->encoding_problem().has_value()) << "fixes produced invalid UTF-8";
    const FixResult again = FixSource(*result.fixed, rules, ctx, options);
    EXPECT_TRUE(result.fixed->text() == again.fixed->text())
        << "fixing the fixpoint changed it again:\n"
        << UnifiedDiff(result.fixed->text(), again.fixed->text(), "fixed", "fixed twice")
        << fixtures::RenderDiagnostics(*result.fixed, result.remaining);
  }

  fs::path input_;
  fs::path config_;
};

[[maybe_unused]] const bool kFixPropertyCasesRegistered = fixtures::RegisterPerInputTests(
    "fix_properties", [](const fs::path& input, const fs::path& config) -> testing::Test* {
      return new FixPropertiesTest(input, config);
    });

TEST(FixPropertiesHarnessTest, EditsProblemFindsBrokenFixes) {
  const Source source = Source::FromBytes("t.md", "ab\xC3\xA9z\n");  // `é` at [2, 4)
  const auto fix = [](FixEdits edits) { return Fix{"t", FixSafety::kSafe, std::move(edits)}; };
  EXPECT_EQ(EditsProblem(source, fix({{{0, 1}, "x"}, {{2, 4}, "e"}})), "");
  EXPECT_EQ(EditsProblem(source, fix({{{1, 1}, "x"}, {{1, 2}, ""}})),
            "edits 0 [1, 1) and 1 [1, 2) are not sorted and disjoint");
  EXPECT_EQ(EditsProblem(source, fix({{{2, 4}, ""}, {{0, 1}, ""}})),
            "edits 0 [2, 4) and 1 [0, 1) are not sorted and disjoint");
  EXPECT_EQ(EditsProblem(source, fix({{{0, 2}, ""}, {{1, 2}, ""}})),
            "edits 0 [0, 2) and 1 [1, 2) are not sorted and disjoint");
  EXPECT_EQ(EditsProblem(source, fix({{{3, 3}, "x"}})), "edit 0 [3, 3) splits a UTF-8 sequence");
  EXPECT_EQ(EditsProblem(source, fix({{{5, 9}, ""}})), "edit 0 [5, 9) is out of bounds (size 6)");
  EXPECT_EQ(EditsProblem(source, fix({})), "has no edits");
}

TEST(FixPropertiesHarnessTest, CoveredLinesCountsNonBlankLinesOnce) {
  const Source source = Source::FromBytes("t.md", "one\n\nthree\nfour\n");
  std::vector<Diagnostic> diagnostics(2);
  diagnostics[0].range = {0, 9};  // `one` to inside `three`, over a blank line
  diagnostics[1].range = {5, 6};  // `three` again
  EXPECT_EQ(CountCoveredNonBlankLines(source, diagnostics), 2u);
  EXPECT_EQ(fixtures::CountNonBlankLines(source.text()), 3u);
}

TEST(FixPropertiesHarnessTest, KeptOrderProblemFindsLostAndReorderedText) {
  const Source source = Source::FromBytes("t.md", "- alpha beta\n- gamma\n");
  const std::vector<TextEdit> edits = {{{8, 12}, "BETA"}};  // `beta` -> `BETA`
  EXPECT_EQ(KeptOrderProblem(source, edits, "- alpha BETA\n- gamma\n"), "");
  // White space may change; the kept letters are still in order.
  EXPECT_EQ(KeptOrderProblem(source, edits, "-  alpha\tBETA\n\n-gamma"), "");
  // `gamma` lost: its first letter is reported.
  EXPECT_EQ(KeptOrderProblem(source, edits, "- alpha BETA\n- \n"),
            "the character at 2:3 (in `- gamma`) is outside every edit but is missing from "
            "the fixed text, or no longer in order");
  // Kept text swapped around: `alpha` after `gamma`.
  EXPECT_NE(KeptOrderProblem(source, edits, "- gamma\n- alpha BETA\n"), "");
  // Without the edit, `beta` must survive as written.
  EXPECT_NE(KeptOrderProblem(source, {}, "- alpha BETA\n- gamma\n"), "");
}

TEST(FixPropertiesHarnessTest, DeletedUnflaggedLineNeedsADiagnosticOnTheLine) {
  const Source source = Source::FromBytes("t.md", "one\n  two  \nthree\n");
  const std::vector<TextEdit> edits = {{{4, 12}, ""}};  // deletes `  two  \n`
  std::vector<Diagnostic> diagnostics(1);
  diagnostics[0].range = {0, 3};  // on `one` only
  EXPECT_EQ(DeletedUnflaggedLine(source, diagnostics, edits), "line 2: `two`");
  diagnostics[0].range = {6, 9};  // on `two`
  EXPECT_EQ(DeletedUnflaggedLine(source, diagnostics, edits), "");
  // Rewriting part of a line is not deleting it.
  diagnostics[0].range = {0, 3};
  const std::vector<TextEdit> partial = {{{6, 8}, ""}};
  EXPECT_EQ(DeletedUnflaggedLine(source, diagnostics, partial), "");
}

}  // namespace
}  // namespace cvtidy
