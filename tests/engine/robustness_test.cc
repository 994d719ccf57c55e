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

namespace cvtidy {
namespace {

constexpr std::array<std::string_view, 48> kPieces = {"# Ada Example\n",
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

std::string RandomCv(std::mt19937& rng) {
  std::uniform_int_distribution<size_t> piece(0, kPieces.size() - 1);
  std::uniform_int_distribution<int> length(0, 300);
  std::string text;
  const int n = length(rng);
  for (int i = 0; i < n; ++i) {
    text += kPieces[piece(rng)];
  }
  return text;
}

// Flips, drops or duplicates a few random bytes (may produce invalid UTF-8).
void Mutate(std::mt19937& rng, std::string& text) {
  if (text.empty()) {
    return;
  }
  std::uniform_int_distribution<size_t> pos(0, text.size() - 1);
  std::uniform_int_distribution<int> op(0, 3);
  for (int i = 0; i < 3; ++i) {
    const size_t p = pos(rng) % text.size();
    switch (op(rng)) {
      case 0:
        text[p] = static_cast<char>(rng() & 0xFF);
        break;
      case 1:
        text.erase(p, 1);
        break;
      case 2:
        text.insert(p, text.substr(p, 5));
        break;
      default:
        break;
    }
    if (text.empty()) {
      return;
    }
  }
}

RuleSet RealRules() {
  Selection selection;
  selection.ignore = {"fake/*"};
  return *RuleSet::Resolve(Config{}, selection);
}

void ExpectWellFormed(const Source& src, const std::vector<Diagnostic>& diags) {
  for (const Diagnostic& d : diags) {
    EXPECT_LE(d.range.begin, d.range.end) << d.rule_id;
    EXPECT_LE(d.range.end, src.size()) << d.rule_id;
    if (!d.fix) {
      continue;
    }
    uint32_t last_end = 0;
    for (size_t i = 0; i < d.fix->edits.size(); ++i) {
      const TextEdit& e = d.fix->edits[i];
      EXPECT_LE(e.range.begin, e.range.end) << d.rule_id;
      EXPECT_LE(e.range.end, src.size()) << d.rule_id;
      if (i > 0) {
        EXPECT_GE(e.range.begin, last_end) << d.rule_id << ": edits unsorted or overlapping";
      }
      last_end = e.range.end;
    }
  }
}

TEST(RobustnessTest, RandomCvsLintAndFixCleanly) {
  const RuleSet rules = RealRules();
  const Config config;
  const RuleContext ctx{config, CivilDate{2026, 3, 15}};
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
  const RuleContext ctx{config, CivilDate{2026, 3, 15}};
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
