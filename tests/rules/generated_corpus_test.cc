// Convergence over a corpus of generated adversarial CVs (tests/support/cv_generator.h): with
// every rule at its default setting, `fix` reaches a fixpoint on each of them, and fixing the
// fixed text again changes nothing (fix(fix(x)) == fix(x)).
//
// 5,000 CVs in an optimised build; 1,000 in a debug or sanitizer build, where each one costs
// several times more. CVTIDY_GEN_COUNT=N overrides the count (the seeds are 0..N-1, the
// corpus `bench/gen_corpus --seed 0` writes).
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/base/unified_diff.h"
#include "src/config/builtin_tables.h"
#include "src/engine/fixer.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"
#include "tests/rules/fixture_cases.h"
#include "tests/support/cv_generator.h"
#include "tests/support/worker_threads.h"

namespace cvtidy {
namespace {

using testing_support::CvFlavour;
using testing_support::GenerateCv;
using testing_support::GeneratedCv;

// 5,000 CVs in a release build (about 10 s), 1,000 under the sanitizers; CVTIDY_GEN_COUNT
// overrides.
uint64_t CorpusSize() { return testing_support::GeneratedCvCount("CVTIDY_GEN_COUNT", 5000, 1000); }

std::string RuleList(const std::vector<std::string_view>& rules) {
  std::string out;
  for (const std::string_view id : rules) {
    out += out.empty() ? "" : ", ";
    out += id;
  }
  return out;
}

TEST(CvGeneratorTest, IsDeterministicAndCoversEveryFlavour) {
  const VenueTable& venues = BuiltinVenues();
  EXPECT_EQ(GenerateCv(venues, 7).text, GenerateCv(venues, 7).text);
  EXPECT_NE(GenerateCv(venues, 7).text, GenerateCv(venues, 8).text);
  std::map<CvFlavour, int> flavours;
  bool two_digit_year = false;
  bool wrapped_after_and = false;
  for (uint64_t seed = 0; seed < 200; ++seed) {
    const GeneratedCv cv = GenerateCv(venues, seed);
    ++flavours[cv.flavour];
    two_digit_year |= cv.text.find(" '1") != std::string::npos;
    wrapped_after_and |= cv.text.find(" and\n") != std::string::npos;
  }
  EXPECT_EQ(flavours.size(), 3u);
  EXPECT_TRUE(two_digit_year);
  EXPECT_TRUE(wrapped_after_and);
}

TEST(GeneratedCorpusTest, EveryCvConvergesAndFixingTwiceChangesNothing) {
  const uint64_t count = CorpusSize();
  const VenueTable& venues = BuiltinVenues();
  absl::StatusOr<RuleSet> rules = RuleSet::Resolve(Config{}, {});
  ASSERT_TRUE(rules.ok()) << rules.status().message();
  const Config config;
  const RuleContext ctx{config, fixtures::kFixtureToday};

  std::atomic<uint64_t> next{0};
  std::atomic<uint64_t> applied{0};
  std::mutex mutex;
  std::vector<std::string> failures;  // guarded by mutex
  const auto work = [&] {
    for (uint64_t seed = next++; seed < count; seed = next++) {
      const GeneratedCv cv = GenerateCv(venues, seed);
      const Source source = Source::FromBytes(cv.name, cv.text);
      const FixResult once = FixSource(source, *rules, ctx, FixOptions{});
      applied += once.applied;
      std::string failure;
      if (!once.converged) {
        failure =
            fmt::format("{}: did not converge (rules: {})", cv.name, RuleList(once.cycling_rules));
      } else {
        const FixResult twice = FixSource(*once.fixed, *rules, ctx, FixOptions{});
        if (twice.fixed->text() != once.fixed->text()) {
          failure = fmt::format(
              "{}: fixing the fixed text changed it again:\n{}", cv.name,
              UnifiedDiff(once.fixed->text(), twice.fixed->text(), "fixed", "fixed twice"));
        }
      }
      if (!failure.empty()) {
        const std::lock_guard lock(mutex);
        failures.push_back(std::move(failure));
      }
    }
  };
  testing_support::RunOnWorkerThreads(work);

  std::sort(failures.begin(), failures.end());
  std::string shown;
  for (size_t i = 0; i < failures.size() && i < 10; ++i) {
    shown += failures[i] + "\n";
  }
  EXPECT_EQ(failures.size(), 0u) << failures.size() << " of " << count
                                 << " generated CVs fail (regenerate one with `gen_corpus "
                                    "--seed 0 --count N DIR`):\n"
                                 << shown;
  // The corpus is damaged enough to exercise the fixer: several fixes per CV on average.
  EXPECT_GT(applied.load(), count);
}

}  // namespace
}  // namespace cvtidy
