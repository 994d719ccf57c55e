// Property test in the spirit of RE2's generators: random CV-shaped text, built from fixed
// std::mt19937 seeds, goes through parse -> every real rule -> fix. Nothing may crash, every
// range must stay in bounds, fixes must be well-formed, and fixing must converge and be
// idempotent.
#include <array>
#include <random>
#include <string>
#include <string_view>

#include "gtest/gtest.h"

#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/engine/rule_set.h"
#include "tests/engine/random_inputs.h"

namespace cvtidy {
namespace {

using testing_random::Compose;
using testing_random::ExpectWellFormed;
using testing_random::Mutate;
using testing_random::RealRules;

constexpr std::array<std::string_view, 48> kCvPieces = {"# Ada Example\n",
                                                        "## Education\n",
                                                        "EDUCATION\n",
                                                        "Experience \\_\\_\\_\n",
                                                        "\n",
                                                        "\n\n",
                                                        "- ",
                                                        "* ",
                                                        "1. ",
                                                        "[C3] ",
                                                        "  - ",
                                                        "**",
                                                        "*",
                                                        "\t",
                                                        " ",
                                                        " ",
                                                        ", ",
                                                        ". ",
                                                        "Sep 2019",
                                                        "Sep. 2019",
                                                        "September 2019",
                                                        "09/2019",
                                                        "2019-09",
                                                        "2019",
                                                        "'19",
                                                        "May'23",
                                                        "May '23",
                                                        "Fall 2021",
                                                        "2021 Fall",
                                                        " – ",
                                                        " - ",
                                                        "-",
                                                        " to ",
                                                        "—",
                                                        "Present",
                                                        "present",
                                                        "now",
                                                        "2023 2023",
                                                        "2031",
                                                        "Apr'24 ",
                                                        "(expected)",
                                                        "University of Nowhere",
                                                        "OSDI '24",
                                                        "4.19/4.3",
                                                        "+1 212-555-2019",
                                                        "\xE2\x80\x99",
                                                        "\r\n",
                                                        "<!-- cvtidy-disable -->\n"};

std::string RandomCv(std::mt19937& rng) { return Compose(rng, kCvPieces, 300); }

TEST(RobustnessTest, RandomCvsLintAndFixCleanly) {
  const RuleSet rules = RealRules();
  const Config config;
  const RuleContext ctx{config, testing_random::kToday};
  for (uint32_t seed = 1; seed <= 300; ++seed) {
    std::mt19937 rng(seed);
    std::string text = RandomCv(rng);
    if (seed % 3 == 0) {
      Mutate(rng, text);
    }
    SCOPED_TRACE(testing::Message() << "seed " << seed);
    const Source src = Source::FromBytes("random.md", text);
    const std::vector<Diagnostic> diags = LintSource(src, rules, ctx);
    ExpectWellFormed(src, diags);
    if (src.encoding_problem()) {
      continue;
    }
    const FixResult fixed = FixSource(src, rules, ctx, FixOptions{.unsafe = true});
    ASSERT_TRUE(fixed.converged) << "cycling rules: " << fixed.cycling_rules.size() << "\n" << text;
    const FixResult again = FixSource(*fixed.fixed, rules, ctx, FixOptions{.unsafe = true});
    EXPECT_FALSE(again.changed()) << "fixing twice changed the text:\n" << fixed.fixed->text();
  }
}

TEST(RobustnessTest, PathologicalInputs) {
  const RuleSet rules = RealRules();
  const Config config;
  const RuleContext ctx{config, testing_random::kToday};
  const std::array<std::string, 7> inputs = {
      std::string(),
      std::string(1 << 20, '-'),
      std::string(1 << 20, '#') + "\n",
      std::string(200000, '\n'),
      [] {
        std::string s;
        for (int i = 0; i < 50000; ++i) {
          s += "2019 - ";
        }
        return s;
      }(),
      [] {
        std::string s;
        for (int i = 0; i < 20000; ++i) {
          s += "- Sep 2019 – Present\n  - 09/2019\n";
        }
        return s;
      }(),
      std::string(100000, '*'),
  };
  for (const std::string& input : inputs) {
    const Source src = Source::FromBytes("pathological.md", input);
    const std::vector<Diagnostic> diags = LintSource(src, rules, ctx);
    ExpectWellFormed(src, diags);
  }
}

}  // namespace
}  // namespace cvtidy
