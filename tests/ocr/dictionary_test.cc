#include "src/ocr/dictionary.h"

#include <cstdio>
#include <memory>
#include <string>

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

constexpr std::string_view kWords = "Paris\naardvark\nmodular\nrouting\nsystems\nzygote\n";

TEST(SpellDictionaryTest, FindsEveryListedWordAndNothingBetween) {
  const SpellDictionary dictionary(kWords);
  for (const char* word : {"Paris", "aardvark", "modular", "routing", "systems", "zygote"}) {
    EXPECT_TRUE(dictionary.Knows(word)) << word;
  }
  for (const char* word :
       {"A", "Pari", "Pariss", "aardvar", "modulars", "routin", "zygotes", "zz", "systemsystems"}) {
    EXPECT_FALSE(dictionary.Knows(word)) << word;
  }
  EXPECT_FALSE(SpellDictionary(std::string_view()).Knows("routing"));
}

TEST(SpellDictionaryTest, CaseRulesAreHunspells) {
  const SpellDictionary dictionary(kWords);
  EXPECT_TRUE(dictionary.Knows("Systems"));  // a sentence start
  EXPECT_TRUE(dictionary.Knows("SYSTEMS"));  // a heading
  EXPECT_TRUE(dictionary.Knows("PARIS"));    // a proper noun, upper case
  EXPECT_FALSE(dictionary.Knows("paris"));   // ... never lower case
  EXPECT_FALSE(dictionary.Knows("sYstems"));
  EXPECT_FALSE(dictionary.Knows("SyStems"));
}

TEST(SpellDictionaryTest, HyphensApostrophesAndDigits) {
  const SpellDictionary dictionary("modular\nrouting\nsystem's\n");
  EXPECT_TRUE(dictionary.Knows("modular-routing"));
  EXPECT_TRUE(dictionary.Knows("Modular-Routing"));
  EXPECT_FALSE(dictionary.Knows("modular-rooting"));
  EXPECT_FALSE(dictionary.Knows("modular-"));
  EXPECT_FALSE(dictionary.Knows("-modular"));
  EXPECT_TRUE(dictionary.Knows("system's"));
  EXPECT_TRUE(dictionary.Knows("system\xE2\x80\x99s"));  // a typographic apostrophe
  EXPECT_FALSE(dictionary.Knows("routing2"));
  EXPECT_FALSE(dictionary.Knows(std::string(65, 'a')));
}

TEST(SpellDictionaryTest, LoadsAWordListInAnyOrder) {
  const std::string path = ::testing::TempDir() + "/words.txt";
  {
    std::FILE* f = std::fopen(path.c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::fputs("zygote\r\nmodular\n\nmodular\naardvark", f);
    std::fclose(f);
  }
  const std::unique_ptr<SpellDictionary> loaded = SpellDictionary::Load(path);
  ASSERT_NE(loaded, nullptr);
  EXPECT_TRUE(loaded->Knows("zygote"));
  EXPECT_TRUE(loaded->Knows("aardvark"));
  EXPECT_TRUE(loaded->Knows("Modular"));
  EXPECT_FALSE(loaded->Knows("routing"));
  EXPECT_EQ(SpellDictionary::Load("/nonexistent/words.txt"), nullptr);
}

// The list built from hunspell-en-us, when the build had it.
TEST(SpellDictionaryTest, TheBuiltInListSpellsOrdinaryEnglish) {
  const SpellDictionary* dictionary = SpellDictionary::Shared();
  if (dictionary == nullptr) {
    GTEST_SKIP() << "built without a dictionary (hunspell-tools, hunspell-en-us)";
  }
  for (const char* word : {"modular", "routing", "Poster", "analyses", "well-known", "isn't"}) {
    EXPECT_TRUE(dictionary->Knows(word)) << word;
  }
  for (const char* word : {"Posterand", "loT", "routinq", "4th"}) {
    EXPECT_FALSE(dictionary->Knows(word)) << word;
  }
}

}  // namespace
}  // namespace cvtidy
