// The embedded rules/vocabulary.toml loads and holds what the OCR rules rely on.
#include "gtest/gtest.h"

#include "src/config/builtin_tables.h"

namespace cvtidy {
namespace {

TEST(BuiltinVocabularyTest, LoadsTheEmbeddedTable) {
  const Vocabulary& v = BuiltinVocabulary();
  EXPECT_GT(v.word_count(), 2500u);
  EXPECT_GE(v.confusables().size(), 10u);
  EXPECT_GE(v.confusions().size(), 5u);
}

TEST(BuiltinVocabularyTest, KnowsTheWordsHyphenationForms) {
  const Vocabulary& v = BuiltinVocabulary();
  for (const char* word : {"distributed", "learning", "university", "optimization", "scheduling",
                           "measurement", "heterogeneous", "Publications"}) {
    EXPECT_TRUE(v.IsWord(word)) << word;
  }
  EXPECT_TRUE(v.IsWordPrefix("Fai"));
}

TEST(BuiltinVocabularyTest, RepairsTheClassicOcrConfusions) {
  const Vocabulary& v = BuiltinVocabulary();
  EXPECT_EQ(v.RepairConfusion("Systerns"), "Systems");
  EXPECT_EQ(v.RepairConfusion("Leaming"), "Learning");
  EXPECT_EQ(v.RepairConfusion("Cornputer"), "Computer");
  EXPECT_EQ(v.RepairConfusion("Uhiversity"), "University");
  const ConfusablePair* al = v.FindConfusable("Al");
  ASSERT_NE(al, nullptr);
  EXPECT_EQ(al->right, "AI");
  EXPECT_FALSE(al->anywhere());
}

}  // namespace
}  // namespace cvtidy
