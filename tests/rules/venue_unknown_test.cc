#include <random>
#include <string>
#include <string_view>

#include "gtest/gtest.h"

#include "rules/venue/unknown.h"

namespace cvtidy {
namespace {

size_t ReferenceYearOpener(std::string_view text, size_t from) {
  for (size_t i = from; i < text.size(); ++i) {
    if ((text[i] >= '0' && text[i] <= '9') || text[i] == '\'' || text[i] == '\xE2') {
      return i;
    }
  }
  return text.size();
}

TEST(FindYearOpenerTest, FindsDigitsQuotesAndTheCurlyQuoteLead) {
  EXPECT_EQ(internal::FindYearOpener("OSDI 2021", 0), 5u);
  EXPECT_EQ(internal::FindYearOpener("OSDl'21", 0), 4u);
  EXPECT_EQ(internal::FindYearOpener("OSDl \xE2\x80\x99"
                                     "21",
                                     0),
            5u);
  EXPECT_EQ(internal::FindYearOpener("no year in this citation at all, none", 0), 37u);
  EXPECT_EQ(internal::FindYearOpener("", 0), 0u);
  // Past the last sixteen-byte step: the tail is read from an overlapping load.
  EXPECT_EQ(internal::FindYearOpener("abcdefghijklmnopqrs9", 0), 19u);
  EXPECT_EQ(internal::FindYearOpener("abcdefghijklmnopqrs9", 19), 19u);
  EXPECT_EQ(internal::FindYearOpener("9bcdefghijklmnopqrst", 1), 20u);
}

TEST(FindYearOpenerTest, MatchesAByteByByteSearch) {
  std::mt19937 rng(2022);
  // Bytes near the ranges the search tests, so a lane compared wrong shows.
  const std::string kBytes = std::string("aZ /:09'\"`&") + "\xE2\xE1\xE3\x80\x99\xC3";
  std::uniform_int_distribution<size_t> pick(0, kBytes.size() - 1);
  std::uniform_int_distribution<int> length(0, 70);
  std::uniform_int_distribution<int> sparse(0, 9);
  for (int round = 0; round < 5000; ++round) {
    std::string text;
    for (int n = length(rng); n > 0; --n) {
      // Mostly letters, so that many sixteen-byte steps hold no opener.
      text += sparse(rng) < 8 ? 'x' : kBytes[pick(rng)];
    }
    for (size_t from = 0; from <= text.size(); ++from) {
      ASSERT_EQ(internal::FindYearOpener(text, from), ReferenceYearOpener(text, from))
          << text << " from " << from;
    }
  }
}

}  // namespace
}  // namespace cvtidy
