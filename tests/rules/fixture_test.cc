// The golden fixtures of every rule, one GoogleTest per case, so ctest names the failing case:
//
//   fixtures/date/order/fires.md  ->  test `date/order.fires`
//
// Only the case's own rule runs (at the severity the case's config gives it, if it has one),
// with the reference date fixed at 2026-03-15, and the time budget of the config's
// `file-timeout` when it sets one. The case's
// .diagnostics.json is the complete expected list, compared as text; fixing with unsafe fixes
// must reach .fixed.md (or change nothing when there is none) within 10 passes, and fixing
// the result again must change nothing. With CVTIDY_UPDATE_GOLDENS=1 the goldens are rewritten
// from the actual output instead (review the diff before committing). Scope it to your own
// rules, since other people's goldens may be mid-edit:
//   CVTIDY_UPDATE_GOLDENS=1 rules_tests --gtest_filter='date/order.*'
// (fixtures are not in git until committed, so an overwritten golden cannot be restored).
//
// Test names replace `-` by `_` (date/range_reversed.fires), as file names do: --gtest_filter
// would read a `-` as the start of its negative patterns.
#include <chrono>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/base/unified_diff.h"
#include "src/engine/diagnostic.h"
#include "src/engine/file_budget.h"
#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"
#include "tests/rules/fixture_cases.h"

namespace cvtidy {
namespace {

using fixtures::FixtureCase;
namespace fs = std::filesystem;

// Shows the rendered diagnostics of a fix result that did not converge.
std::string DescribeNonConvergence(const FixResult& result) {
  std::string rules;
  for (std::string_view id : result.cycling_rules) {
    rules += fmt::format(" {}", id);
  }
  return fmt::format("fixing did not converge within 10 passes; still changing:{}\n{}", rules,
                     fixtures::RenderDiagnostics(*result.fixed, result.remaining));
}

class FixtureCaseTest : public testing::Test {
 public:
  FixtureCaseTest(FixtureCase fixture, bool ambiguous)
      : case_(std::move(fixture)), ambiguous_(ambiguous) {}

  void TestBody() override {
    ASSERT_FALSE(ambiguous_) << case_.dir.string() << ": case `" << case_.name
                             << "` has both a .md and a .txt input; rename one";
    const Rule* rule = RuleRegistry::Get().Find(case_.rule_id);
    // fixtures/custom/<name>/: a [[custom]] rule, defined by each case's config.
    const bool custom = case_.rule_id.starts_with("custom/");
    ASSERT_TRUE(rule != nullptr || (custom && fs::exists(case_.config())))
        << case_.dir.string() << ": no registered rule `" << case_.rule_id
        << "` for this fixture folder" << (custom ? " (and no case config defining it)" : "");
    absl::StatusOr<Config> config = fixtures::LoadCaseConfig(case_.config());
    ASSERT_TRUE(config.ok()) << config.status().message();
    absl::StatusOr<Source> source = Source::Load(case_.input());
    ASSERT_TRUE(source.ok()) << source.status().message();

    // Only the case's own rule runs. A case config may still set its severity (or turn it
    // off), so the rule set is resolved from the config with the rule as the selection.
    const Rule* only[] = {rule};
    RuleSet rules = RuleSet::Only(custom ? std::span<const Rule* const>() : only);
    if (fs::exists(case_.config())) {
      absl::StatusOr<RuleSet> resolved = RuleSet::Resolve(*config, Selection{{case_.rule_id}, {}});
      ASSERT_TRUE(resolved.ok()) << resolved.status().message();
      rules = *std::move(resolved);
    }
    ASSERT_TRUE(!custom || rules.Find(case_.rule_id) != nullptr)
        << case_.config().string() << " does not define " << case_.rule_id;
    const RuleContext ctx{*config, fixtures::kFixtureToday};
    CheckDiagnostics(*source, rules, ctx);
    CheckFixes(*source, rules, ctx);
  }

 private:
  // The time budget a `file-timeout` in the case's config sets, as the CLI would apply it (a
  // fresh clock per call); null without one.
  static std::unique_ptr<FileBudget> BudgetFor(const RuleContext& ctx) {
    if (!ctx.config.file_timeout) {
      return nullptr;
    }
    return std::make_unique<FileBudget>(std::chrono::duration_cast<FileBudget::Clock::duration>(
        std::chrono::duration<double>(*ctx.config.file_timeout)));
  }

  void CheckDiagnostics(const Source& source, const RuleSet& rules, const RuleContext& ctx) {
    const std::unique_ptr<FileBudget> budget = BudgetFor(ctx);
    const std::vector<Diagnostic> diagnostics = LintSource(source, rules, ctx, budget.get());
    const std::string actual = fixtures::RenderDiagnostics(source, diagnostics);
    const std::optional<std::string> expected = fixtures::ReadFile(case_.diagnostics());
    if (expected == actual) {
      return;
    }
    if (fixtures::UpdateGoldens()) {
      ASSERT_TRUE(fixtures::WriteFile(case_.diagnostics(), actual));
      std::cerr << "updated " << case_.diagnostics().string() << "\n";
      return;
    }
    if (!expected) {
      ADD_FAILURE() << case_.diagnostics().string() << " is missing; the actual diagnostics are:\n"
                    << actual << "(CVTIDY_UPDATE_GOLDENS=1 writes it)";
      return;
    }
    ADD_FAILURE() << case_.diagnostics().string() << " does not match:\n"
                  << fixtures::DescribeDiagnosticsDiff(*expected, actual) << "actual:\n"
                  << actual << "(CVTIDY_UPDATE_GOLDENS=1 rewrites it)";
  }

  void CheckFixes(const Source& source, const RuleSet& rules, const RuleContext& ctx) {
    const fs::path fixed_path = case_.fixed();
    const std::optional<std::string> expected = fixtures::ReadFile(fixed_path);
    if (source.encoding_problem()) {
      // Unreadable input is never fixed (FixSource's precondition).
      EXPECT_FALSE(expected.has_value())
          << fixed_path.string() << ": an input with an encoding problem is never fixed";
      return;
    }
    const std::unique_ptr<FileBudget> budget = BudgetFor(ctx);
    const FixOptions options{.unsafe = true, .max_passes = 10, .budget = budget.get()};
    const FixResult result = FixSource(source, rules, ctx, options);
    EXPECT_TRUE(result.converged) << DescribeNonConvergence(result);
    const std::string original = source.Serialize(source.text());
    const std::string actual = result.fixed->Serialize(result.fixed->text());
    const bool changed = actual != original;

    if (fixtures::UpdateGoldens()) {
      if (changed && expected != actual) {
        ASSERT_TRUE(fixtures::WriteFile(fixed_path, actual));
        std::cerr << "updated " << fixed_path.string() << "\n";
      } else if (!changed && expected) {
        fs::remove(fixed_path);
        std::cerr << "removed " << fixed_path.string() << " (fixing changes nothing)\n";
      }
    } else if (expected) {
      EXPECT_TRUE(*expected == actual) << fixed_path.string() << " differs from the fixpoint:\n"
                                       << UnifiedDiff(*expected, actual, "expected", "actual")
                                       << "(CVTIDY_UPDATE_GOLDENS=1 rewrites it)";
      EXPECT_TRUE(*expected != original)
          << fixed_path.string() << " equals the input: delete it (no .fixed file means "
          << "fixing must change nothing)";
    } else {
      EXPECT_TRUE(original == actual) << "there is no " << fixed_path.filename().string()
                                      << ", so fixing must change nothing, but it did:\n"
                                      << UnifiedDiff(original, actual, "input", "fixed")
                                      << "(CVTIDY_UPDATE_GOLDENS=1 writes the .fixed file)";
    }

    // Fixing the fixpoint again changes nothing (idempotency).
    const std::unique_ptr<FileBudget> budget_again = BudgetFor(ctx);
    const FixResult again =
        FixSource(*result.fixed, rules, ctx,
                  FixOptions{.unsafe = true, .max_passes = 10, .budget = budget_again.get()});
    EXPECT_TRUE(result.fixed->text() == again.fixed->text())
        << "fixing the fixed output changed it again: the fix is not idempotent\n"
        << UnifiedDiff(result.fixed->text(), again.fixed->text(), "fixed", "fixed twice")
        << fixtures::RenderDiagnostics(*result.fixed, result.remaining);
  }

  FixtureCase case_;
  bool ambiguous_;
};

// Registers one test per case before main() runs RUN_ALL_TESTS.
bool RegisterFixtureCases() {
  const std::vector<FixtureCase> cases = fixtures::FindRuleCases();
  std::map<std::pair<std::string, std::string>, int> inputs_per_case;
  for (const FixtureCase& c : cases) {
    ++inputs_per_case[{c.rule_id, c.name}];
  }
  std::set<std::pair<std::string, std::string>> registered;
  for (const FixtureCase& c : cases) {
    const bool ambiguous = inputs_per_case[{c.rule_id, c.name}] > 1;
    const std::string suite = fixtures::GtestName(c.rule_id);
    const std::string name = fixtures::GtestName(c.name);
    if (!registered.insert({suite, name}).second) {
      continue;  // the .txt twin of an ambiguous case: one failing test is enough
    }
    const std::string file = c.input().string();
    testing::RegisterTest(
        suite.c_str(), name.c_str(), nullptr, nullptr, file.c_str(), 1,
        [c, ambiguous]() -> testing::Test* { return new FixtureCaseTest(c, ambiguous); });
  }
  return true;
}

[[maybe_unused]] const bool kFixtureCasesRegistered = RegisterFixtureCases();

// The harness itself: the rendering every .diagnostics.json is compared against.
TEST(FixtureHarnessTest, RendersEmptyListAsBrackets) {
  const Source source = Source::FromBytes("t.md", "text\n");
  EXPECT_EQ(fixtures::RenderDiagnostics(source, {}), "[]\n");
}

TEST(FixtureHarnessTest, RendersOneObjectPerLineWithCodePointColumns) {
  // `é` is two bytes: the columns count it once.
  const Source source = Source::FromBytes("t.md", "# CV\nL\xC3\xA9on, 2021 \xE2\x80\x93 2019\n");
  std::vector<Diagnostic> diagnostics;
  diagnostics.push_back(Diagnostic{"date/range-reversed",
                                   Severity::kError,
                                   ByteRange{12, 25},
                                   "range `2021 \xE2\x80\x93 2019` ends before it starts",
                                   std::nullopt,
                                   "",
                                   {},
                                   {}});
  Fix fix{"Write \"Sep 2019\"", FixSafety::kUnsafe, {TextEdit{ByteRange{5, 6}, "X"}}};
  diagnostics.push_back(Diagnostic{
      "date/mixed-format", Severity::kWarning, ByteRange{5, 9}, "a\\b", fix, "note\ttab", {}, {}});
  EXPECT_EQ(fixtures::RenderDiagnostics(source, diagnostics),
            "[\n"
            "  {\"rule\": \"date/range-reversed\", \"severity\": \"error\", \"range\": "
            "\"2:7-2:18\", \"message\": \"range `2021 \xE2\x80\x93 2019` ends before it "
            "starts\", \"fix\": null},\n"
            "  {\"rule\": \"date/mixed-format\", \"severity\": \"warning\", \"range\": "
            "\"2:1-2:4\", \"message\": \"a\\\\b\", \"fix\": {\"title\": \"Write \\\"Sep "
            "2019\\\"\", \"safety\": \"unsafe\"}, \"note\": \"note\\ttab\"}\n"
            "]\n");
}

TEST(FixtureHarnessTest, RangeSpanningLinesShowsBothEnds) {
  const Source source = Source::FromBytes("t.md", "May'23 -\n\nApr'24 Organized\n");
  const Diagnostic d{
      "date/split-range", Severity::kWarning, ByteRange{0, 16}, "m", std::nullopt, "", {}, {}};
  EXPECT_EQ(fixtures::RenderDiagnostic(source, d),
            "{\"rule\": \"date/split-range\", \"severity\": \"warning\", \"range\": \"1:1-3:7\", "
            "\"message\": \"m\", \"fix\": null}");
}

TEST(FixtureHarnessTest, DiffNamesMissingAndUnexpectedEntries) {
  const std::string expected = "[\n  {\"a\": 1},\n  {\"b\": 2}\n]\n";
  const std::string actual = "[\n  {\"b\": 2},\n  {\"c\": 3}\n]\n";
  EXPECT_EQ(fixtures::DescribeDiagnosticsDiff(expected, actual),
            "  - missing:    {\"a\": 1}\n  + unexpected: {\"c\": 3}\n");
  EXPECT_EQ(fixtures::DescribeDiagnosticsDiff("[\n  {\"a\": 1},\n  {\"b\": 2}\n]\n",
                                              "[\n  {\"b\": 2},\n  {\"a\": 1}\n]\n"),
            "  (same entries in a different order)\n");
  EXPECT_EQ(fixtures::DescribeDiagnosticsDiff("[]\n", "[\n  {\"a\": 1}\n]\n"),
            "  + unexpected: {\"a\": 1}\n");
}

TEST(FixtureHarnessTest, TestNamesAvoidGtestFilterMetacharacters) {
  EXPECT_EQ(fixtures::GtestName("date/range-reversed"), "date/range_reversed");
  EXPECT_EQ(fixtures::GtestName("fires-plain"), "fires_plain");
}

TEST(FixtureHarnessTest, CaseNameIsTheFileNameUpToTheFirstDot) {
  using fixtures::FileRole;
  const auto [name, suffix] = fixtures::SplitCaseName("fires.fixed.md");
  EXPECT_EQ(name, "fires");
  EXPECT_EQ(suffix, ".fixed.md");
  EXPECT_EQ(fixtures::RoleOf(".md"), FileRole::kInput);
  EXPECT_EQ(fixtures::RoleOf(".txt"), FileRole::kInput);
  EXPECT_EQ(fixtures::RoleOf(".diagnostics.json"), FileRole::kDiagnostics);
  EXPECT_EQ(fixtures::RoleOf(".fixed.txt"), FileRole::kFixed);
  EXPECT_EQ(fixtures::RoleOf(".cvtidy.toml"), FileRole::kConfig);
  EXPECT_EQ(fixtures::RoleOf(".diagnostic.json"), FileRole::kUnknown);
}

// A stray file (a typo such as `fires.diagnostic.json`, or an expectation whose input was
// renamed) would silently test nothing: every file must belong to a case.
TEST(FixtureLayoutTest, EveryFileBelongsToACase) {
  for (const fs::path& dir : fixtures::RuleFixtureDirs()) {
    std::set<std::string> inputs;
    std::vector<std::pair<std::string, fs::path>> others;
    for (const fs::path& file : fixtures::SortedChildren(dir, /*directories=*/false)) {
      const auto [name, suffix] = fixtures::SplitCaseName(file.filename().string());
      switch (fixtures::RoleOf(suffix)) {
        case fixtures::FileRole::kInput:
          inputs.insert(name);
          break;
        case fixtures::FileRole::kUnknown:
          ADD_FAILURE() << file.string() << ": not a fixture file (expected <case>.md, .txt, "
                        << ".diagnostics.json, .fixed.md, .fixed.txt or .cvtidy.toml)";
          break;
        default:
          others.emplace_back(name, file);
          break;
      }
    }
    for (const auto& [name, file] : others) {
      EXPECT_TRUE(inputs.count(name) > 0)
          << file.string() << ": no input `" << name << ".md` or `" << name << ".txt`";
    }
    for (const fs::path& sub : fixtures::SortedChildren(dir, /*directories=*/true)) {
      ADD_FAILURE() << sub.string() << ": fixture folders do not nest";
    }
  }
}

TEST(FixtureLayoutTest, FixedFileMatchesItsInputExtension) {
  for (const FixtureCase& c : fixtures::FindRuleCases()) {
    const fs::path other = c.dir / (c.name + (c.ext == ".md" ? ".fixed.txt" : ".fixed.md"));
    EXPECT_FALSE(fs::exists(other)) << other.string() << ": the input is " << c.name << c.ext;
  }
}

}  // namespace
}  // namespace cvtidy
