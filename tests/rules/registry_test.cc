// What keeps "adding a rule is one file pair, one fixture folder, one docs entry" true: every
// registered rule is documented, covered by firing and clean fixtures, and
// declares the fixes it actually emits; every rule header is registered.
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "re2/re2.h"
#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/engine/diagnostic.h"
#include "src/engine/lint.h"
#include "src/engine/rule.h"
#include "src/engine/rule_docs.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"
#include "tests/rules/fixture_cases.h"

namespace cvtidy {
namespace {

namespace fs = std::filesystem;
using fixtures::FixtureCase;

std::span<const Rule* const> AllRules() { return RuleRegistry::Get().All(); }

TEST(RegistryTest, HasRules) {
  // The OBJECT library keeps every registrar in the link; an empty registry means it broke.
  ASSERT_FALSE(AllRules().empty());
  EXPECT_NE(RuleRegistry::Get().Find("input/encoding"), nullptr);
}

TEST(RegistryTest, IdsAreUniqueAndWellFormed) {
  const RE2 kIdPattern("[a-z]+/[a-z0-9-]+");
  ASSERT_TRUE(kIdPattern.ok());
  std::set<std::string_view> seen;
  for (const Rule* rule : AllRules()) {
    const std::string_view id = rule->info().id;
    EXPECT_TRUE(RE2::FullMatch(id, kIdPattern)) << "`" << id << "` must match ^[a-z]+/[a-z0-9-]+$";
    EXPECT_TRUE(seen.insert(id).second) << "`" << id << "` is registered twice";
  }
}

TEST(RegistryTest, MetadataIsComplete) {
  for (const Rule* rule : AllRules()) {
    const RuleInfo& info = rule->info();
    EXPECT_FALSE(TrimAscii(info.summary).empty()) << info.id << ": empty summary";
    EXPECT_EQ(info.summary.find('\n'), std::string_view::npos)
        << info.id << ": the summary is one line";
    const absl::Status explanation = CheckExplanation(info);
    EXPECT_TRUE(explanation.ok()) << explanation.message();
  }
}

// rules/date/mixed_format.h -> date/mixed-format.
std::string RuleIdOfHeader(const fs::path& header) {
  std::string name = header.stem().string();
  std::replace(name.begin(), name.end(), '_', '-');
  return header.parent_path().filename().string() + "/" + name;
}

TEST(RegistryTest, EveryRuleHeaderIsRegistered) {
  int headers = 0;
  for (const fs::path& group :
       fixtures::SortedChildren(fixtures::SourceRoot() / "rules", /*directories=*/true)) {
    for (const fs::path& file : fixtures::SortedChildren(group, /*directories=*/false)) {
      if (file.extension() != ".h") {
        continue;
      }
      ++headers;
      const std::string id = RuleIdOfHeader(file);
      EXPECT_NE(RuleRegistry::Get().Find(id), nullptr)
          << file.string() << " declares no registered rule `" << id
          << "` (a rule's .cc ends with CVTIDY_REGISTER_RULE; helpers belong outside rules/*/)";
    }
  }
  EXPECT_GT(headers, 0);
}

struct FolderCoverage {
  int firing = 0;
  int clean = 0;
};

TEST(RegistryTest, EveryRuleHasFiringAndCleanFixtures) {
  std::map<std::string, FolderCoverage> coverage;
  for (const FixtureCase& c : fixtures::FindRuleCases()) {
    const std::optional<std::string> expected = fixtures::ReadFile(c.diagnostics());
    if (!expected) {
      continue;  // fixture_test reports the missing file
    }
    FolderCoverage& folder = coverage[c.rule_id];
    if (TrimAscii(*expected) == "[]") {
      ++folder.clean;
    } else if (!fixtures::EntryLines(*expected).empty()) {
      ++folder.firing;
    }
  }
  for (const Rule* rule : AllRules()) {
    const std::string id(rule->info().id);
    const fs::path dir = fixtures::FixturesRoot() / id;
    if (!fs::is_directory(dir)) {
      ADD_FAILURE() << id << ": no fixture folder " << dir.string();
      continue;
    }
    EXPECT_GE(coverage[id].firing, 1)
        << id << ": needs a firing case (a non-empty .diagnostics.json) in " << dir.string();
    EXPECT_GE(coverage[id].clean, 1)
        << id << ": needs a clean case (.diagnostics.json is `[]`) in " << dir.string();
  }
}

// What each rule emitted over every fixture input, with all rules enabled.
struct Emitted {
  int diagnostics = 0;
  int with_fix = 0;
  int safe = 0;
  int unsafe = 0;
};

std::map<std::string_view, Emitted> EmittedOverAllFixtures() {
  std::vector<std::pair<fs::path, fs::path>> inputs;  // input, config
  for (const FixtureCase& c : fixtures::FindRuleCases()) {
    inputs.emplace_back(c.input(), c.config());
  }
  for (const fs::path& cv : fixtures::FindWholeCvs()) {
    inputs.emplace_back(cv, fs::path());
  }
  const RuleSet rules = RuleSet::Only(AllRules());
  std::map<std::string_view, Emitted> emitted;
  for (const auto& [input, config_path] : inputs) {
    absl::StatusOr<Config> config = fixtures::LoadCaseConfig(config_path);
    absl::StatusOr<Source> source = Source::Load(input);
    if (!config.ok() || !source.ok()) {
      continue;  // fixture_test reports unreadable cases
    }
    const RuleContext ctx{*config, fixtures::kFixtureToday};
    for (const Diagnostic& d : LintSource(*source, rules, ctx)) {
      Emitted& e = emitted[d.rule_id];
      ++e.diagnostics;
      if (d.fix) {
        ++e.with_fix;
        ++(d.fix->safety == FixSafety::kSafe ? e.safe : e.unsafe);
      }
    }
  }
  return emitted;
}

// ruff's FIX_AVAILABILITY check: the metadata `cvtidy rules`, the docs and SARIF show must
// match what the rule does.
TEST(RegistryTest, DeclaredFixesMatchWhatRulesEmit) {
  const std::map<std::string_view, Emitted> emitted = EmittedOverAllFixtures();
  for (const Rule* rule : AllRules()) {
    const RuleInfo& info = rule->info();
    const auto it = emitted.find(info.id);
    const Emitted e = it == emitted.end() ? Emitted{} : it->second;
    switch (info.fix_availability) {
      case FixAvailability::kNone:
        EXPECT_EQ(e.with_fix, 0) << info.id << " declares no fix but emitted " << e.with_fix;
        continue;
      case FixAvailability::kAlways:
        EXPECT_EQ(e.with_fix, e.diagnostics)
            << info.id << " declares a fix always but " << e.diagnostics - e.with_fix << " of "
            << e.diagnostics << " diagnostics had none (declare kSometimes?)";
        break;
      case FixAvailability::kSometimes:
        break;
    }
    EXPECT_GT(e.with_fix, 0) << info.id
                             << " declares a fix but no fixture exercises one: add a firing case "
                                "with a .fixed file";
    if (info.safety_by_vote) {
      // Safe or unsafe by the vote; a decisive case must exist among the fixtures.
      EXPECT_GT(e.safe, 0) << info.id << " fixes by vote but no fixture has a safe one";
    } else if (info.fix_safety == FixSafety::kSafe) {
      EXPECT_EQ(e.unsafe, 0) << info.id << " declares safe fixes but emitted " << e.unsafe
                             << " unsafe ones";
    } else {
      EXPECT_EQ(e.safe, 0) << info.id << " declares unsafe fixes but emitted " << e.safe
                           << " safe ones (declare the safety the fixes have)";
    }
  }
}

// docs/rules.md is generated (`build/cvtidy_gen_docs docs` writes it with the other generated
// docs; `cvtidy rules --no-config --format markdown` prints the same); a stale copy
// fails here, as ruff's generate_all check mode does. CVTIDY_UPDATE_GOLDENS=1 rewrites it.
TEST(RegistryTest, RulesDocIsUpToDate) {
  const fs::path path = fixtures::SourceRoot() / "docs" / "rules.md";
  const std::string generated = RenderRulesMarkdown(AllRules());
  const std::optional<std::string> checked_in = fixtures::ReadFile(path);
  if (checked_in == generated) {
    return;
  }
  if (fixtures::UpdateGoldens()) {
    ASSERT_TRUE(fixtures::WriteFile(path, generated));
    return;
  }
  ASSERT_TRUE(checked_in.has_value())
      << path.string()
      << " is missing; run `build/cvtidy_gen_docs docs` (it also refreshes the shell completions "
         "that list rule ids)";
  EXPECT_EQ(*checked_in, generated)
      << path.string()
      << " is stale; run `build/cvtidy_gen_docs docs` (it also refreshes the shell completions "
         "that list rule ids)";
}

}  // namespace
}  // namespace cvtidy
