#include "src/base/word_list.h"

#include <array>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

namespace cvtidy {
namespace {

using std::string_view_literals::operator""sv;

constexpr std::array kHeads = {"conference"sv, "Symposium"sv, "workshop"sv, "on"sv,
                               "of"sv,         "Zeta"sv,      "a"sv};

// The same answer as comparing with every word of the list, ignoring case.
bool InListOneByOne(std::string_view word) {
  for (const std::string_view w : kHeads) {
    if (EqualsIgnoreCase(w, word)) {
      return true;
    }
  }
  return false;
}

TEST(WordListTest, FindsEveryWordInEitherCaseAndNothingElse) {
  for (const std::string_view word : {"conference"sv,
                                      "CONFERENCE"sv,
                                      "Conference"sv,
                                      "symposium"sv,
                                      "SYMPOSIUM"sv,
                                      "on"sv,
                                      "On"sv,
                                      "OF"sv,
                                      "zeta"sv,
                                      "A"sv,
                                      "a"sv,
                                      "workshops"sv,
                                      "confer"sv,
                                      "in"sv,
                                      ""sv,
                                      "o"sv,
                                      "z"sv,
                                      "1a"sv,
                                      "-on"sv,
                                      "\xC3\xA9t\xC3\xA9"sv,
                                      "an-extraordinarily-long-word-here"sv,
                                      "of "sv}) {
    EXPECT_EQ(InWordList<kHeads>(word), InListOneByOne(word)) << "`" << word << "`";
  }
  EXPECT_TRUE(InWordList<kHeads>("WorkShop"));
  EXPECT_FALSE(InWordList<kHeads>("Workshop."));
}

TEST(WordListTest, GroupsWordsByTheirFirstLetterInEitherCase) {
  constexpr auto grouped = GroupByFirstLetter(kHeads);
  EXPECT_EQ(grouped.start[26], kHeads.size());
  for (int letter = 0; letter < 26; ++letter) {
    for (size_t k = grouped.start[letter]; k < grouped.start[letter + 1]; ++k) {
      EXPECT_EQ(AsciiToLower(grouped.words[k][0]), 'a' + letter) << grouped.words[k];
    }
  }
  EXPECT_EQ(grouped.lengths, (1u << 10) | (1u << 9) | (1u << 8) | (1u << 2) | (1u << 4) | 2u);
}

}  // namespace
}  // namespace cvtidy
