// Whole-CV goldens: for each fixtures/_cv/<name>.<ext> with a hand-written
// fixtures/_cv/<name>.fixed.<ext> beside it, `cvtidy fix` (safe fixes, every rule at its
// default setting, no config file, reference date 2026-03-15) must produce exactly that file,
// byte for byte (BOM and line endings included), and fixing it again must change nothing.
//
//   fixtures/_cv/ocr_bullet_noise.txt  ->  test `whole_cv/ocr_bullet_noise`
//
// The .fixed files are written by hand from what the CV should read like, not generated from
// the tool's output: a CV gets one only once the rules repair all of its damage that has a
// safe fix. CVTIDY_UPDATE_GOLDENS does not touch them.
#include <filesystem>
#include <optional>
#include <string>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/base/unified_diff.h"
#include "src/engine/fixer.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"
#include "tests/rules/fixture_cases.h"

namespace cvtidy {
namespace {

namespace fs = std::filesystem;

// `ocr_bullet_noise.txt` -> `ocr_bullet_noise.fixed.txt`; empty for a .fixed file itself.
fs::path GoldenOf(const fs::path& cv) {
  const std::string stem = cv.stem().string();
  if (stem.find(".fixed") != std::string::npos) {
    return {};
  }
  return cv.parent_path() / (stem + ".fixed" + cv.extension().string());
}

class WholeCvTest : public testing::Test {
 public:
  WholeCvTest(fs::path input, fs::path golden)
      : input_(std::move(input)), golden_(std::move(golden)) {}

  void TestBody() override {
    absl::StatusOr<Source> source = Source::Load(input_);
    ASSERT_TRUE(source.ok()) << source.status().message();
    const std::optional<std::string> golden = fixtures::ReadFile(golden_);
    ASSERT_TRUE(golden.has_value()) << "cannot read " << golden_.string();

    absl::StatusOr<RuleSet> rules = RuleSet::Resolve(Config{}, {});
    ASSERT_TRUE(rules.ok()) << rules.status().message();
    const Config config;
    const RuleContext ctx{config, fixtures::kFixtureToday};
    const FixResult result = FixSource(*source, *rules, ctx, FixOptions{});
    ASSERT_TRUE(result.converged);
    const std::string fixed = result.fixed->Serialize(result.fixed->text());
    EXPECT_TRUE(fixed == *golden) << "`cvtidy fix " << input_.filename().string()
                                  << "` differs from " << golden_.filename().string() << ":\n"
                                  << UnifiedDiff(*golden, fixed, golden_.filename().string(),
                                                 "fixed")
                                  << "remaining diagnostics:\n"
                                  << fixtures::RenderDiagnostics(*result.fixed, result.remaining);

    const FixResult again = FixSource(*result.fixed, *rules, ctx, FixOptions{});
    EXPECT_FALSE(again.changed()) << "fixing the fixed CV changed it again:\n"
                                  << UnifiedDiff(result.fixed->text(), again.fixed->text(), "fixed",
                                                 "fixed twice");
  }

 private:
  fs::path input_;
  fs::path golden_;
};

bool RegisterWholeCvCases() {
  for (const fs::path& cv : fixtures::FindWholeCvs()) {
    const fs::path golden = GoldenOf(cv);
    if (golden.empty() || !fs::exists(golden)) {
      continue;
    }
    const std::string name = fixtures::GtestName(cv.stem().string());
    const std::string file = cv.string();
    testing::RegisterTest("whole_cv", name.c_str(), nullptr, nullptr, file.c_str(), 1,
                          [cv, golden]() -> testing::Test* { return new WholeCvTest(cv, golden); });
  }
  return true;
}

[[maybe_unused]] const bool kWholeCvCasesRegistered = RegisterWholeCvCases();

TEST(WholeCvHarnessTest, GoldenSitsBesideItsCv) {
  EXPECT_EQ(GoldenOf("fixtures/_cv/ocr_bullet_noise.txt"),
            fs::path("fixtures/_cv/ocr_bullet_noise.fixed.txt"));
  EXPECT_EQ(GoldenOf("fixtures/_cv/converter_split_ranges.md"),
            fs::path("fixtures/_cv/converter_split_ranges.fixed.md"));
  EXPECT_TRUE(GoldenOf("fixtures/_cv/ocr_bullet_noise.fixed.txt").empty());
}

}  // namespace
}  // namespace cvtidy
