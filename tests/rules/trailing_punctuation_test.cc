#include "rules/style/trailing_punctuation.h"

#include <cstdint>
#include <random>
#include <string>
#include <string_view>

#include "gtest/gtest.h"

#include "tests/support/random_pieces.h"

namespace cvtidy {
namespace {

// The byte-by-byte scan MatchingOpen replaced.
uint32_t ReferenceMatchingOpen(std::string_view text, uint32_t begin, uint32_t last, char open,
                               char close) {
  uint32_t p = last;
  int depth = 0;
  while (p > begin) {
    if (text[p] == close) {
      ++depth;
    } else if (text[p] == open && --depth == 0) {
      break;
    }
    --p;
  }
  return text[p] != open || p == begin ? begin : p;
}

TEST(MatchingOpenTest, FindsTheOpenerOfTheLastNote) {
  const std::string_view text = "- Best Paper Award (with a long note about the committee)";
  EXPECT_EQ(internal::MatchingOpen(text, 0, static_cast<uint32_t>(text.size() - 1), '(', ')'), 19u);
  const std::string_view nested = "x (outer (inner) and more text past sixteen bytes)";
  EXPECT_EQ(internal::MatchingOpen(nested, 0, static_cast<uint32_t>(nested.size() - 1), '(', ')'),
            2u);
  // No opener, or only at `begin`: none.
  const std::string_view unmatched = "(an unmatched note running longer than sixteen bytes)";
  EXPECT_EQ(
      internal::MatchingOpen(unmatched, 0, static_cast<uint32_t>(unmatched.size() - 1), '(', ')'),
      0u);
  EXPECT_EQ(internal::MatchingOpen(")", 0, 0, '(', ')'), 0u);
}

TEST(MatchingOpenTest, MatchesAByteByByteScan) {
  std::mt19937 rng(42);
  const std::string kBytes = "ab ()[]";
  std::uniform_int_distribution<int> length(1, 80);
  for (int round = 0; round < 20000; ++round) {
    std::string text =
        testing_support::JoinRandomPieces(rng, kBytes, static_cast<size_t>(length(rng)));
    text += round % 2 == 0 ? ')' : ']';
    const char close = text.back();
    const char open = close == ']' ? '[' : '(';
    const auto last = static_cast<uint32_t>(text.size() - 1);
    for (uint32_t begin = 0; begin <= last; begin += 7) {
      ASSERT_EQ(internal::MatchingOpen(text, begin, last, open, close),
                ReferenceMatchingOpen(text, begin, last, open, close))
          << text << " from " << begin;
    }
  }
}

}  // namespace
}  // namespace cvtidy
