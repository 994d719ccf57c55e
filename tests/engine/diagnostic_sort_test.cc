// SortDiagnostics orders a file's findings as std::stable_sort with DiagnosticLess would:
// by position, then rule id, equal ones in the order the rules reported them.
#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/engine/diagnostic.h"

namespace cvtidy {
namespace {

Diagnostic Make(uint32_t begin, uint32_t end, std::string_view rule, int serial) {
  Diagnostic d;
  d.rule_id = rule;
  d.range = {begin, end};
  d.message = "finding " + std::to_string(serial);
  d.note = "a note long enough to live on the heap, so that a move is a real one";
  return d;
}

std::vector<std::string> Messages(const std::vector<Diagnostic>& diagnostics) {
  std::vector<std::string> out;
  for (const Diagnostic& d : diagnostics) {
    out.push_back(d.message);
  }
  return out;
}

TEST(SortDiagnosticsTest, MatchesStableSortOnShuffledFindings) {
  constexpr std::string_view kRules[] = {"date/order", "name/variant", "ocr/confusable"};
  std::mt19937 random(7);
  for (int round = 0; round < 200; ++round) {
    std::vector<Diagnostic> diagnostics;
    const int count = static_cast<int>(random() % 40);
    for (int i = 0; i < count; ++i) {
      // Few positions and rules, so that many findings tie and stability shows.
      const uint32_t begin = random() % 6;
      diagnostics.push_back(Make(begin, begin + random() % 3, kRules[random() % 3], i));
    }
    std::vector<Diagnostic> expected = diagnostics;
    std::stable_sort(expected.begin(), expected.end(), DiagnosticLess);
    SortDiagnostics(diagnostics);
    EXPECT_EQ(Messages(diagnostics), Messages(expected)) << "round " << round;
    for (const Diagnostic& d : diagnostics) {
      EXPECT_FALSE(d.note.empty());  // every finding moved whole, none left behind
    }
  }
}

TEST(SortDiagnosticsTest, LeavesSortedAndEmptyListsAlone) {
  std::vector<Diagnostic> none;
  SortDiagnostics(none);
  EXPECT_TRUE(none.empty());
  std::vector<Diagnostic> sorted = {Make(1, 2, "a/b", 0), Make(1, 2, "a/b", 1),
                                    Make(3, 4, "a/b", 2)};
  SortDiagnostics(sorted);
  EXPECT_EQ(Messages(sorted), (std::vector<std::string>{"finding 0", "finding 1", "finding 2"}));
}

TEST(SortDiagnosticsTest, OrdersByPositionThenRule) {
  std::vector<Diagnostic> diagnostics = {Make(9, 10, "a/b", 0), Make(2, 5, "z/z", 1),
                                         Make(2, 5, "a/a", 2), Make(2, 3, "m/m", 3)};
  SortDiagnostics(diagnostics);
  EXPECT_EQ(Messages(diagnostics),
            (std::vector<std::string>{"finding 3", "finding 2", "finding 1", "finding 0"}));
}

}  // namespace
}  // namespace cvtidy
