// The fix contract (docs/fix-contract.md) over every fixture input and every whole CV in
// fixtures/_cv/, with all rules on, one GoogleTest per input:
//
//   fixtures/date/order/fires.md  ->  test `fix_contract/date/order.fires`
//
// Every fix offered in any pass, with safe fixes only and with unsafe ones too, is checked by
// tests/support/fix_contract.h: safe fixes keep numbers, years and capitalised words; no fix
// makes a line repeat a run of four words.
//
// The same checker runs over generated adversarial CVs (tests/support/cv_generator.h), safe
// fixes and unsafe fixes as two tests: 2,000 CVs in an optimised build, 400 in a debug or
// sanitizer build. CVTIDY_CONTRACT_GEN_COUNT=N overrides the count (the seeds are 0..N-1, the
// corpus `bench/gen_corpus --seed 0` writes).
#include "tests/support/fix_contract.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/config/builtin_tables.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"
#include "tests/rules/fixture_cases.h"
#include "tests/support/cv_generator.h"
#include "tests/support/worker_threads.h"

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

[[maybe_unused]] const bool kFixContractCasesRegistered = fixtures::RegisterPerInputTests(
    "fix_contract", [](const fs::path& input, const fs::path& config) -> testing::Test* {
      return new FixContractTest(input, config);
    });

// The breaches of a corpus: how many per rule, and the first few of each rule described.
class BreachLog {
 public:
  void Add(std::string_view file, const ContractBreach& breach) {
    const std::lock_guard lock(mutex_);
    const std::string rule = fmt::format("{} ({})", breach.rule_id, FixSafetyName(breach.safety));
    if (++per_rule_[rule] <= kShownPerRule) {
      shown_ += fmt::format("{}: {}\n", file, contract::Describe(breach));
    }
    ++total_;
  }
  size_t total() const { return total_; }
  // "N breaches; per rule: ...", then the first breaches of each rule.
  std::string Summary() const {
    std::string out = fmt::format("{} breaches; per rule:\n", total_);
    for (const auto& [rule, count] : per_rule_) {
      out += fmt::format("  {} {}\n", count, rule);
    }
    return out + shown_;
  }

 private:
  static constexpr int kShownPerRule = 3;
  std::mutex mutex_;
  std::map<std::string, int> per_rule_;
  size_t total_ = 0;
  std::string shown_;
};

// The breaches of `source` with safe fixes only, or (`unsafe`) those of the run with unsafe
// fixes too that the safe run did not show already: each fix is reported by one of the runs.
std::vector<ContractBreach> NewBreaches(const Source& source, const RuleSet& rules,
                                        const RuleContext& ctx, bool unsafe) {
  std::vector<ContractBreach> safe = contract::CheckFixContract(source, rules, ctx, false);
  if (!unsafe) {
    return safe;
  }
  std::set<std::string> seen;
  for (const ContractBreach& b : safe) {
    seen.insert(std::string(b.rule_id) + b.what + b.before);
  }
  std::vector<ContractBreach> out;
  for (ContractBreach& b : contract::CheckFixContract(source, rules, ctx, true)) {
    if (seen.insert(std::string(b.rule_id) + b.what + b.before).second) {
      out.push_back(std::move(b));
    }
  }
  return out;
}

// Runs the contract over every .md and .txt file under $CVTIDY_CONTRACT_CORPUS (a directory of
// real or generated CVs; skipped when unset) with the default rules, safe fixes and unsafe ones,
// and fails listing the first breaches, with a count per rule and safety.
TEST(FixContractCorpusTest, EveryFileKeepsTheContract) {
  const char* dir = std::getenv("CVTIDY_CONTRACT_CORPUS");
  if (dir == nullptr || *dir == '\0') {
    GTEST_SKIP() << "set CVTIDY_CONTRACT_CORPUS to a directory of CVs";
  }
  absl::StatusOr<RuleSet> rules = RuleSet::Resolve(Config{}, {});
  ASSERT_TRUE(rules.ok()) << rules.status().message();
  const Config config;
  const RuleContext ctx{config, fixtures::kFixtureToday};
  BreachLog log;
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
    for (const bool unsafe : {false, true}) {
      for (const ContractBreach& breach : NewBreaches(*source, *rules, ctx, unsafe)) {
        log.Add(e.path().filename().string(), breach);
      }
    }
  }
  std::printf("%zu files; %s", files, log.Summary().c_str());
  EXPECT_EQ(log.total(), 0u) << log.Summary();
}

// 2,000 CVs in a release build, 400 under the sanitizers; CVTIDY_CONTRACT_GEN_COUNT overrides.
uint64_t GeneratedCount() {
  return testing_support::GeneratedCvCount("CVTIDY_CONTRACT_GEN_COUNT", 2000, 400);
}

// The contract over the generated CVs of seeds 0..GeneratedCount()-1, with the default rules:
// safe fixes only, or unsafe ones too (then only the breaches no safe fix already showed).
void CheckGeneratedCorpus(bool unsafe) {
  const uint64_t count = GeneratedCount();
  const VenueTable& venues = BuiltinVenues();
  absl::StatusOr<RuleSet> rules = RuleSet::Resolve(Config{}, {});
  ASSERT_TRUE(rules.ok()) << rules.status().message();
  const Config config;
  const RuleContext ctx{config, fixtures::kFixtureToday};
  BreachLog log;
  std::atomic<uint64_t> next{0};
  const auto work = [&] {
    for (uint64_t seed = next++; seed < count; seed = next++) {
      const testing_support::GeneratedCv cv = testing_support::GenerateCv(venues, seed);
      const Source source = Source::FromBytes(cv.name, cv.text);
      for (const ContractBreach& breach : NewBreaches(source, *rules, ctx, unsafe)) {
        log.Add(cv.name, breach);
      }
    }
  };
  testing_support::RunOnWorkerThreads(work);
  EXPECT_EQ(log.total(), 0u) << "over " << count
                             << " generated CVs (regenerate one with `gen_corpus --seed 0 "
                                "--count N DIR`): "
                             << log.Summary();
}

TEST(FixContractGeneratedTest, SafeFixesKeepTheContract) { CheckGeneratedCorpus(false); }

TEST(FixContractGeneratedTest, UnsafeFixesKeepTheContract) { CheckGeneratedCorpus(true); }

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
  // One misread glyph (`cl` for `d`) is two edits, but one letter confusion.
  EXPECT_TRUE(Breaches("Awarcls\n", "Awarcls", "Awards").empty());
  EXPECT_EQ(Breaches("Honours\n", "Honours", "Awards"),
            std::vector<std::string>{"removes the capitalised word `honours`"});
}

TEST(FixContractCheckerTest, HtmlTagsAreMarkupNotWords) {
  // The owner twice in one author list: emphasising the second repeats the tags, not words.
  const std::string_view text = "- <b>Ada Example</b>, Bo Sample, Ada Example, A Paper\n";
  EXPECT_TRUE(Breaches(text, "Ada Example, A", "<b>Ada Example</b>, A").empty());
  // Tags do not hide the words between them.
  EXPECT_EQ(Breaches(text, "Bo Sample, ", ""),
            (std::vector<std::string>{"removes the capitalised word `bo`",
                                      "removes the capitalised word `sample`"}));
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
  // The entry around the fix is read as the fix's lines are: a bullet glyph is no word.
  const std::string_view bullets = "\u00a2 Bo Sample and Cy Dole\nx\n\u00a2 Bo Sample and Di Eke\n";
  const auto x = static_cast<uint32_t>(bullets.find("x\n"));
  const contract::FormRanges whole{.entries = {{0, static_cast<uint32_t>(bullets.size() - 1)}}};
  EXPECT_TRUE(FixBreaches(bullets, SafeFix({x, x + 1}, "y"), whole).empty());
  // A run the line repeated already is not new.
  EXPECT_TRUE(Breaches("- a b c d, a b c d x\n", "x", "y").empty());
}

}  // namespace
}  // namespace cvtidy
