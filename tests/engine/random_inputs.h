// What the randomized engine tests share (robustness_test.cc, scanner_fuzz_test.cc): the rule
// set of every real rule, byte-level mutations from a seeded generator, and the well-formedness
// checks every diagnostic must pass. Header-only: the test build compiles only *_test.cc.
#ifndef CVTIDY_TESTS_ENGINE_RANDOM_INPUTS_H_
#define CVTIDY_TESTS_ENGINE_RANDOM_INPUTS_H_

#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/config/config.h"
#include "src/engine/diagnostic.h"
#include "src/engine/rule_set.h"
#include "src/source/source.h"

namespace cvtidy::testing_random {

// The reference date of the randomized tests, so date/future is stable.
inline constexpr CivilDate kToday{2026, 3, 15};

// Every registered rule except engine_tests' own fakes (tests/engine/engine_test_rules.h).
inline RuleSet RealRules() {
  Selection selection;
  selection.ignore = {"fake/*"};
  return *RuleSet::Resolve(Config{}, selection);
}

// Concatenates between 0 and `max_pieces` pieces drawn from `pieces`.
inline std::string Compose(std::mt19937& rng, std::span<const std::string_view> pieces,
                           int max_pieces) {
  std::uniform_int_distribution<size_t> piece(0, pieces.size() - 1);
  std::uniform_int_distribution<int> length(0, max_pieces);
  std::string text;
  const int n = length(rng);
  for (int i = 0; i < n; ++i) {
    text += pieces[piece(rng)];
  }
  return text;
}

// Flips, drops or duplicates a few random bytes (may produce invalid UTF-8).
inline void Mutate(std::mt19937& rng, std::string& text) {
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

// Every range of `diags` is in bounds of `src`, and each fix's edits are sorted and disjoint.
inline void ExpectWellFormed(const Source& src, const std::vector<Diagnostic>& diags) {
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

}  // namespace cvtidy::testing_random

#endif  // CVTIDY_TESTS_ENGINE_RANDOM_INPUTS_H_
