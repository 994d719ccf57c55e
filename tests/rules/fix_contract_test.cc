// The fix contract (docs/fix-contract.md) over every fixture input and every whole CV in
// fixtures/_cv/, with all rules on, one GoogleTest per input:
//
//   fixtures/date/order/fires.md  ->  test `fix_contract/date/order.fires`
//
// Every fix offered in any pass, with safe fixes only and with unsafe ones too, is checked by
// tests/support/fix_contract.h: safe fixes keep numbers, years and capitalised words; no fix
// makes a line repeat a run of four words.
#include "tests/support/fix_contract.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"
#include "tests/rules/fixture_cases.h"

namespace cvtidy {
namespace {

namespace fs = std::filesystem;
using contract::ContractBreach;
using contract::FixBreaches;

class FixContractTest : public testing::Test {
 public:
  FixContractTest(fs::path input, fs::path config)
      : input_(std::move(input)), config_(std::move(config)) {}

  void TestBody() override {
    absl::StatusOr<Config> config = fixtures::LoadCaseConfig(config_);
    ASSERT_TRUE(config.ok()) << config.status().message();
    absl::StatusOr<Source> source = Source::Load(input_);
    ASSERT_TRUE(source.ok()) << source.status().message();
    const RuleSet rules = RuleSet::Only(RuleRegistry::Get().All());
    const RuleContext ctx{*config, fixtures::kFixtureToday};
    std::set<std::string> reported;
    for (const bool unsafe : {false, true}) {
      for (const ContractBreach& breach : contract::CheckFixContract(*source, rules, ctx, unsafe)) {
        // The same fix is offered again in the run with unsafe fixes: report it once.
        if (reported.insert(std::string(breach.rule_id) + breach.what + breach.before).second) {
          ADD_FAILURE() << contract::Describe(breach);
        }
      }
    }
  }

 private:
  fs::path input_;
  fs::path config_;
};

void Register(const std::string& suite, const std::string& name, const fs::path& input,
              const fs::path& config) {
  const std::string file = input.string();
  testing::RegisterTest(
      suite.c_str(), name.c_str(), nullptr, nullptr, file.c_str(), 1,
      [input, config]() -> testing::Test* { return new FixContractTest(input, config); });
}

// Registers one test per text input before main() runs RUN_ALL_TESTS.
bool RegisterFixContractCases() {
  std::set<std::pair<std::string, std::string>> registered;
  for (const fs::path& cv : fixtures::FindWholeCvs()) {
    const std::string name = fixtures::GtestName(cv.stem().string());
    if (registered.insert({"_cv", name}).second) {
      Register("fix_contract/_cv", name, cv, fs::path());
    }
  }
  for (const fixtures::FixtureCase& c : fixtures::FindRuleCases()) {
    const std::optional<std::string> bytes = fixtures::ReadFile(c.input());
    if (!bytes || Source::FromBytes("", *bytes).encoding_problem()) {
      continue;  // never fixed
    }
    const std::string suite = "fix_contract/" + fixtures::GtestName(c.rule_id);
    const std::string name = fixtures::GtestName(c.name);
    if (registered.insert({suite, name}).second) {
      Register(suite, name, c.input(), c.config());
    }
  }
  return true;
}

[[maybe_unused]] const bool kFixContractCasesRegistered = RegisterFixContractCases();

// Runs the contract over every .md and .txt file under $CVTIDY_CONTRACT_CORPUS (a directory of
// real or generated CVs; skipped when unset) with the default rules, and fails listing each
// breach, with a count per rule at the end.
TEST(FixContractCorpusTest, EveryFileKeepsTheContract) {
  const char* dir = std::getenv("CVTIDY_CONTRACT_CORPUS");
  if (dir == nullptr || *dir == '\0') {
    GTEST_SKIP() << "set CVTIDY_CONTRACT_CORPUS to a directory of CVs";
  }
  absl::StatusOr<RuleSet> rules = RuleSet::Resolve(Config{}, {});
  ASSERT_TRUE(rules.ok()) << rules.status().message();
  const Config config;
  const RuleContext ctx{config, fixtures::kFixtureToday};
  std::map<std::string, int> per_rule;
  size_t files = 0;
  for (const fs::directory_entry& e : fs::recursive_directory_iterator(dir)) {
    const std::string ext = e.path().extension().string();
    if (!e.is_regular_file() || (ext != ".md" && ext != ".txt")) {
      continue;
    }
    absl::StatusOr<Source> source = Source::Load(e.path());
    if (!source.ok() || source->encoding_problem()) {
      continue;
    }
    ++files;
    for (const ContractBreach& breach : contract::CheckFixContract(*source, *rules, ctx)) {
      ++per_rule[std::string(breach.rule_id)];
      ADD_FAILURE() << e.path().filename().string() << ": " << contract::Describe(breach);
    }
  }
  std::string summary;
  for (const auto& [rule, count] : per_rule) {
    summary += fmt::format("  {} {}\n", count, rule);
  }
  std::printf("%zu files; breaches per rule:\n%s", files, summary.c_str());
}

Fix SafeFix(ByteRange range, std::string replacement) {
  return Fix{"t", FixSafety::kSafe, {TextEdit{range, std::move(replacement)}}};
}

// Replaces the first `from` in `text` with `to`, as a safe (or unsafe) fix.
std::vector<std::string> Breaches(std::string_view text, std::string_view from, std::string_view to,
                                  FixSafety safety = FixSafety::kSafe) {
  const auto at = static_cast<uint32_t>(text.find(from));
  Fix fix = SafeFix({at, at + static_cast<uint32_t>(from.size())}, std::string(to));
  fix.safety = safety;
  return FixBreaches(text, fix);
}

TEST(FixContractCheckerTest, FormChangesKeepTheContract) {
  EXPECT_TRUE(Breaches("- Joined Sep. 2019\n", "Sep.", "Sep").empty());
  EXPECT_TRUE(Breaches("- Joined 09/2019\n", "09/2019", "Sep 2019").empty());
  EXPECT_TRUE(Breaches("- NSDI '15\n", "'15", "2015").empty());
  EXPECT_TRUE(Breaches("- NSDI 2015\n", "2015", "'15").empty());
  EXPECT_TRUE(Breaches("- Ada Example, ASPLOS 2023 2023\n", " 2023 2023", " 2023").empty());
  EXPECT_TRUE(Breaches("- Ada Example and Bo Sample\n", "Ada Example", "**Ada Example**").empty());
  EXPECT_TRUE(Breaches("## PUBLICATIONS\n", "PUBLICATIONS", "Publications").empty());
}

TEST(FixContractCheckerTest, SpellingsOfTheSameFactKeepTheContract) {
  // Character references, superscripts and ligatures spell characters, not numbers or words.
  EXPECT_TRUE(Breaches("- Dean&#39;s List, 2016 &#x2013; 2018\n", "&#39;", "'").empty());
  EXPECT_TRUE(Breaches("- x<sup>2</sup> units\n", "<sup>2</sup>", "\xC2\xB2").empty());
  // `Oﬃce` (U+FB03 for `ffi`) and `Office` are one word.
  EXPECT_TRUE(Breaches("- The O\xEF\xAC\x83"
                       "ce of Research\n",
                       "O\xEF\xAC\x83"
                       "ce",
                       "Office")
                  .empty());
  // A word split by a converter and rejoined, a heading's OCR misreading corrected.
  EXPECT_TRUE(Breaches("Rese\tarch Interests\n", "Rese\tarch", "Research").empty());
  EXPECT_TRUE(Breaches("Technical Skils\n", "Skils", "Skills").empty());
}

TEST(FixContractCheckerTest, VenueNamesAreFormButTheirYearIsAFact) {
  const std::string_view text = "- Paper. 16th Symposium on Toy Systems (TOYS 2022), July.\n";
  const auto at = static_cast<uint32_t>(text.find("16th"));
  const auto end = static_cast<uint32_t>(text.find("), July") + 1);
  const auto year = static_cast<uint32_t>(text.find("2022"));
  const contract::FormRanges form{.venue_names = {{at, year}, {year + 4, end}}};
  EXPECT_TRUE(FixBreaches(text, SafeFix({at, end}, "TOYS 2022"), form).empty());
  EXPECT_EQ(FixBreaches(text, SafeFix({at, end}, "TOYS"), form),
            std::vector<std::string>{"removes the number `2022`"});
  // Without the model's venue names, the long name's words would count as lost.
  EXPECT_FALSE(FixBreaches(text, SafeFix({at, end}, "TOYS 2022")).empty());
}

TEST(FixContractCheckerTest, SafeFixesMustKeepNumbersAndNames) {
  EXPECT_EQ(Breaches("1. Paper one\n", "1.", "3."),
            std::vector<std::string>{"removes the number `1`"});
  EXPECT_EQ(Breaches("- ASPLOS 2023, 2022\n", "2023, 2022", "2023"),
            std::vector<std::string>{"removes the number `2022`"});
  EXPECT_EQ(Breaches("- Ada Example and Bo Sample\n", " and Bo Sample", ""),
            (std::vector<std::string>{"removes the capitalised word `bo`",
                                      "removes the capitalised word `sample`"}));
  // Unsafe fixes may drop content: that is what makes them unsafe.
  EXPECT_TRUE(Breaches("1. Paper one\n", "1.", "3.", FixSafety::kUnsafe).empty());
}

TEST(FixContractCheckerTest, NoFixMakesALineRepeatFourWords) {
  const std::string_view text = "- Symposium on Networked Systems Design (NSDI)\n";
  EXPECT_EQ(Breaches(text, "(NSDI)", "(Symposium on Networked Systems Design (NSDI))",
                     FixSafety::kUnsafe),
            std::vector<std::string>{"makes the entry repeat `on networked systems design`"});
  // Over a wrapped entry: the long name on the line above, written again after the acronym.
  const std::string_view wrapped =
      "- 2026 Symposium on Networked Systems Design\n  (NSDI'26), Artifact Evaluation Committee\n";
  const auto acronym = static_cast<uint32_t>(wrapped.find("(NSDI'26)"));
  const Fix expand{
      "t",
      FixSafety::kSafe,
      {TextEdit{{acronym, acronym + 9}, "(Symposium on Networked Systems Design (NSDI'26))"}}};
  const contract::FormRanges entry{.entries = {{0, static_cast<uint32_t>(wrapped.size() - 1)}}};
  EXPECT_EQ(FixBreaches(wrapped, expand, entry),
            std::vector<std::string>{"makes the entry repeat `on networked systems design`"});
  EXPECT_TRUE(FixBreaches(wrapped, expand).empty()) << "without the entry, one line is read";
  // A run the line repeated already is not new.
  EXPECT_TRUE(Breaches("- a b c d, a b c d x\n", "x", "y").empty());
}

}  // namespace
}  // namespace cvtidy
