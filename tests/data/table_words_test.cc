// The words the OCR lexicon takes from a venue or section table.
#include "src/data/table_words.h"

#include <string_view>

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

bool Knows(const TableWords& words, std::string_view word) { return words.Knows(WordForms(word)); }

TEST(TableWordsTest, ExactWordsAreKnownOnlyAsWritten) {
  const std::string_view exact[] = {"QZSys", "Marmot Press"};
  const OwnedTableWords owned(exact, {});
  const TableWords words = owned.words();
  EXPECT_TRUE(Knows(words, "QZSys"));
  EXPECT_TRUE(Knows(words, "Marmot Press"));  // a publisher is known whole
  EXPECT_FALSE(Knows(words, "qzsys"));
  EXPECT_FALSE(Knows(words, "QZSYS"));
}

TEST(TableWordsTest, NameWordsAreKnownInTheCaseFormsOfALowerCaseWord) {
  const std::string_view names[] = {"Symposium on Quokka Habitats", "Field Notes"};
  const OwnedTableWords owned({}, names);
  const TableWords words = owned.words();
  for (const std::string_view word :
       {"quokka", "Quokka", "QUOKKA", "habitats", "Symposium", "NOTES", "on"}) {
    EXPECT_TRUE(Knows(words, word)) << word;
  }
  EXPECT_FALSE(Knows(words, "qUOKKA"));  // no word list writes a word so
  EXPECT_FALSE(Knows(words, "Marmot"));
}

TEST(TableWordsTest, MixedCaseAndOneLetterWordsOfNamesAreKeptAsWritten) {
  const std::string_view names[] = {"Workshop on DeepKelp at A Harbour"};
  const OwnedTableWords owned({}, names);
  const TableWords words = owned.words();
  EXPECT_TRUE(Knows(words, "DeepKelp"));
  EXPECT_FALSE(Knows(words, "deepkelp"));
  EXPECT_FALSE(Knows(words, "Deepkelp"));
  EXPECT_TRUE(Knows(words, "A"));
  EXPECT_FALSE(Knows(words, "a"));
}

TEST(TableWordsTest, KeysHoldEveryCaseFormTheTableKnows) {
  const std::string_view exact[] = {"QKL", "Quokkacon", "ZEBRA-PRESS"};
  const std::string_view names[] = {"Quokka Habitats and Burrows", "The DeepKelp Workshop", "X"};
  const OwnedTableWords owned(exact, names);
  const TableWords words = owned.words();
  EXPECT_FALSE(words.keys.bits.empty());
  for (const std::string_view word :
       {"QKL", "Quokkacon", "ZEBRA-PRESS", "quokka", "Quokka", "QUOKKA", "habitats", "Habitats",
        "and", "AND", "DeepKelp", "X", "workshop", "WORKSHOP", "the"}) {
    ASSERT_TRUE(Knows(words, word)) << word;
    EXPECT_TRUE(words.MayKnow(internal::WordKey(word))) << word;
  }
  size_t ruled_out = 0;
  for (const std::string_view word : {"quokkas", "Quokk", "habitat", "burrow", "deepkelps", "zebra",
                                      "press", "kernel", "systems", "theory"}) {
    ASSERT_FALSE(Knows(words, word)) << word;
    ruled_out += words.MayKnow(internal::WordKey(word)) ? 0 : 1;
  }
  EXPECT_GE(ruled_out, 8u);
  EXPECT_TRUE(TableWords{}.MayKnow(internal::WordKey("kernel")));  // no bits: no filter
}

TEST(TableWordsTest, AnEmptyTableKnowsNothing) {
  const OwnedTableWords owned({}, {});
  EXPECT_FALSE(Knows(owned.words(), "kernel"));
  EXPECT_FALSE(Knows(TableWords{}, "kernel"));
}

TEST(TableWordsTest, EqualWhenTheWordsAreTheSame) {
  const std::string_view one[] = {"Quokka Habitats"};
  const std::string_view other[] = {"Quokka Burrows"};
  const OwnedTableWords a({}, one);
  const OwnedTableWords b({}, one);
  const OwnedTableWords c({}, other);
  EXPECT_TRUE(a.words() == b.words());
  EXPECT_FALSE(a.words() == c.words());
}

}  // namespace
}  // namespace cvtidy
