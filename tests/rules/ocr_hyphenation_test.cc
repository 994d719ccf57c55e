// ocr/hyphenation's search for a compound written with its hyphen elsewhere in the CV
// (internal::ContainsCompoundIgnoreCase over the text's letter-hyphen-letter spots), checked
// against a search of the whole text for the hyphenated word.
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "rules/ocr/hyphenation.h"
#include "src/base/strings.h"

namespace cvtidy {
namespace {

bool ContainsCompound(std::string_view text, std::string_view head, std::string_view tail) {
  const std::vector<uint32_t> spots = internal::LetterHyphenSpots(text);
  return internal::ContainsCompoundIgnoreCase(text, spots, head, tail);
}

bool ContainsCompoundByWholeSearch(std::string_view text, std::string_view head,
                                   std::string_view tail) {
  return ContainsWordIgnoreCase(text, std::string(head) + "-" + std::string(tail));
}

TEST(HyphenSpotsTest, SpotsAreTheHyphensBetweenTwoLetters) {
  const std::string_view text = "-fine-tuning, 2019-2021, x86-64, e-mail- a-\nb A-B- -c Z-";
  std::vector<uint32_t> expected;
  for (size_t i = 1; i + 1 < text.size(); ++i) {
    if (text[i] == '-' && IsAsciiAlpha(text[i - 1]) && IsAsciiAlpha(text[i + 1])) {
      expected.push_back(static_cast<uint32_t>(i));
    }
  }
  EXPECT_EQ(internal::LetterHyphenSpots(text), expected);
  EXPECT_EQ(expected.size(), 3u);  // fine-tuning, e-mail, A-B
  EXPECT_TRUE(internal::LetterHyphenSpots("").empty());
  EXPECT_TRUE(internal::LetterHyphenSpots("-").empty());
  EXPECT_TRUE(internal::LetterHyphenSpots("a-").empty());
}

TEST(HyphenSpotsTest, CompoundSearchEdgeCases) {
  EXPECT_TRUE(ContainsCompound("fine-tuning", "fine", "tuning"));
  EXPECT_TRUE(ContainsCompound("We FINE-Tune models.", "fine", "tune"));
  EXPECT_TRUE(ContainsCompound("state-of-the-art", "of", "the"));
  EXPECT_FALSE(ContainsCompound("We fine-tuned it", "fine", "tune"));  // longer word
  EXPECT_FALSE(ContainsCompound("refine-tune", "fine", "tune"));
  EXPECT_FALSE(ContainsCompound("2fine-tune", "fine", "tune"));
  EXPECT_TRUE(
      ContainsCompound("\xC3\xA9"
                       "fine-tune",
                       "fine", "tune"));  // not alnum before
  EXPECT_FALSE(ContainsCompound("fine -tune", "fine", "tune"));
  EXPECT_FALSE(ContainsCompound("fine-\ntune", "fine", "tune"));
  EXPECT_FALSE(ContainsCompound("ine-tune", "fine", "tune"));  // head past the text's start
  EXPECT_FALSE(ContainsCompound("fine-tun", "fine", "tune"));  // tail past the text's end
  EXPECT_FALSE(ContainsCompound("", "a", "b"));
}

TEST(HyphenSpotsTest, CompoundSearchAgreesWithTheWholeTextSearch) {
  // Texts of a few letters in both cases, hyphens, digits, blanks, line breaks and a
  // non-ASCII letter, asked for short compounds of the same letters (often written among
  // them, maybe inside a longer word): every answer, found and not, matches the search for
  // the hyphenated word over the whole text.
  const std::string_view bytes[] = {"a", "b", "A", "B", "-", "-", " ", "1", "\n", "\xC3\xA9"};
  const std::string_view letters = "abAB";
  std::mt19937 rng(61);
  int found = 0;
  int not_found = 0;
  for (int round = 0; round < 50000; ++round) {
    std::string head;
    std::string tail;
    for (int k = 1 + static_cast<int>(rng() % 3); k > 0; --k) {
      head += letters[rng() % letters.size()];
    }
    for (int k = 1 + static_cast<int>(rng() % 3); k > 0; --k) {
      tail += letters[rng() % letters.size()];
    }
    // Random bytes, and in half the rounds the compound itself (in either case) among them.
    std::string text;
    for (int k = static_cast<int>(rng() % 24); k > 0; --k) {
      text += bytes[rng() % std::size(bytes)];
    }
    if (rng() % 2 == 0) {
      std::string compound = head + "-" + tail;
      for (char& c : compound) {
        c = rng() % 2 == 0 ? AsciiToUpper(c) : AsciiToLower(c);
      }
      text.insert(rng() % (text.size() + 1), compound);
    }
    const bool expected = ContainsCompoundByWholeSearch(text, head, tail);
    (expected ? found : not_found) += 1;
    EXPECT_EQ(ContainsCompound(text, head, tail), expected) << text << " / " << head << "-" << tail;
  }
  EXPECT_GT(found, 1000);
  EXPECT_GT(not_found, 1000);
}

}  // namespace
}  // namespace cvtidy
