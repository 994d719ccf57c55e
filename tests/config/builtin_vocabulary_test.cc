// The built-in rules/vocabulary.toml (precomputed at build time) loads and holds what the
// OCR rules rely on.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "absl/status/statusor.h"
#include "gtest/gtest.h"

#include "src/config/builtin_tables.h"
#include "src/config/toml_loader.h"
#include "src/data/vocabulary.h"

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

TEST(BuiltinVocabularyTest, ListsTheClassicOcrConfusions) {
  const Vocabulary& v = BuiltinVocabulary();
  const auto has = [&](std::string_view wrong, std::string_view right) {
    for (const LetterConfusion& c : v.confusions()) {
      if (c.wrong == wrong && c.right == right) {
        return true;
      }
    }
    return false;
  };
  EXPECT_TRUE(has("rn", "m"));
  EXPECT_TRUE(has("m", "rn"));
  EXPECT_TRUE(has("h", "n"));
  const ConfusablePair* al = v.FindConfusable("Al");
  ASSERT_NE(al, nullptr);
  EXPECT_EQ(al->right, "AI");
  EXPECT_FALSE(al->anywhere());
}

// BuiltinVocabulary() is the generated static form of rules/vocabulary.toml
// (src/data/gen/main.cc): the same pairs, confusions, words and hash slots as parsing the file
// and building it now.
TEST(BuiltinVocabularyTest, PrecomputedTableMatchesTheShippedFile) {
  std::ifstream in(std::filesystem::path(CVTIDY_SOURCE_DIR) / "rules/vocabulary.toml",
                   std::ios::binary);
  ASSERT_TRUE(in) << "rules/vocabulary.toml";
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const absl::StatusOr<DataFile> file = ParseDataFile(text, "rules/vocabulary.toml");
  ASSERT_TRUE(file.ok()) << file.status();
  const absl::StatusOr<Vocabulary> shipped = Vocabulary::FromData(*file);
  ASSERT_TRUE(shipped.ok()) << shipped.status();
  const Vocabulary& builtin = BuiltinVocabulary();

  ASSERT_EQ(builtin.confusables().size(), shipped->confusables().size());
  for (size_t i = 0; i < builtin.confusables().size(); ++i) {
    const ConfusablePair& a = builtin.confusables()[i];
    const ConfusablePair& b = shipped->confusables()[i];
    EXPECT_EQ(a.wrong, b.wrong) << i;
    EXPECT_EQ(a.right, b.right) << i;
    EXPECT_EQ(a.before, b.before) << i;
    EXPECT_EQ(a.after, b.after) << i;
  }
  ASSERT_EQ(builtin.confusions().size(), shipped->confusions().size());
  for (size_t i = 0; i < builtin.confusions().size(); ++i) {
    EXPECT_EQ(builtin.confusions()[i].wrong, shipped->confusions()[i].wrong) << i;
    EXPECT_EQ(builtin.confusions()[i].right, shipped->confusions()[i].right) << i;
  }
  EXPECT_TRUE(builtin.word_set() == shipped->word_set());
  EXPECT_TRUE((std::ranges::equal(builtin.word_keys().bits, shipped->word_keys().bits)));
  EXPECT_FALSE(builtin.word_keys().bits.empty());
}

}  // namespace
}  // namespace cvtidy
