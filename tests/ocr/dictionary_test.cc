#include "src/ocr/dictionary.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace cvtidy {
namespace embedded {
// The generated word set (src/ocr/gen/word_list.sh, cvtidy_gen_tables), when the build had it.
extern const internal::WordSet kBuiltinDictionary __attribute__((weak));
}  // namespace embedded

namespace {

const std::vector<std::string> kWords = {"Paris",   "aardvark", "modular",
                                         "routing", "systems",  "zygote"};

TEST(SpellDictionaryTest, FindsEveryListedWordAndNothingBetween) {
  const SpellDictionary dictionary(kWords);
  for (const char* word : {"Paris", "aardvark", "modular", "routing", "systems", "zygote"}) {
    EXPECT_TRUE(dictionary.Knows(word)) << word;
  }
  for (const char* word :
       {"A", "Pari", "Pariss", "aardvar", "modulars", "routin", "zygotes", "zz", "systemsystems"}) {
    EXPECT_FALSE(dictionary.Knows(word)) << word;
  }
  EXPECT_FALSE(SpellDictionary(std::vector<std::string>()).Knows("routing"));
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
  const SpellDictionary dictionary(std::vector<std::string>{"modular", "routing", "system's"});
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

TEST(SpellDictionaryTest, LookupAgreesWithTheSetOfWords) {
  // Random lists of lower-case words, with repeats and in any order (which Knows finds as
  // written and in no other way), asked for every word of up to four letters.
  std::mt19937 random(7);
  for (int round = 0; round < 200; ++round) {
    std::set<std::string> listed;
    std::vector<std::string> given;
    const int count = static_cast<int>(random() % 40);
    for (int k = 0; k < count; ++k) {
      std::string word(1 + random() % 4, 'a');
      for (char& c : word) {
        c = static_cast<char>('a' + random() % 3);
      }
      listed.insert(word);
      given.push_back(word);
    }
    const SpellDictionary dictionary(given);
    std::vector<std::string> asked = {""};
    for (size_t k = 0; k < asked.size() && asked[k].size() < 4; ++k) {
      for (char c : {'a', 'b', 'c', 'd'}) {
        asked.push_back(asked[k] + c);
      }
    }
    for (const std::string& word : asked) {
      EXPECT_EQ(dictionary.Knows(word), listed.contains(word)) << word;
    }
  }
}

TEST(SpellDictionaryTest, TheBuiltInSetIsTheOneTheRunTimeBuildsFromItsWords) {
  const internal::WordSet* builtin = &embedded::kBuiltinDictionary;
  if (builtin == nullptr || SpellDictionary::Shared() == nullptr) {
    GTEST_SKIP() << "built without a dictionary (hunspell-tools, hunspell-en-us)";
  }
  ASSERT_GT(builtin->words.size(), 10000u);
  std::vector<std::string> words;
  for (size_t k = 0; k < builtin->words.size(); ++k) {
    words.emplace_back(builtin->Word(k));
    // One word a line of the list: no line end, no digit (word_list.sh drops those).
    ASSERT_EQ(words.back().find_first_of("\n\r0123456789"), std::string::npos) << k;
  }
  // The same words hashed into the same slots: the build's hash is the run time's.
  const OwnedWordSet rebuilt(words);
  EXPECT_TRUE(rebuilt.set() == *builtin);
  // Every listed word of an ASCII spelling is found.
  for (const std::string& word : words) {
    if (word.size() <= 64 && std::all_of(word.begin(), word.end(), [](char c) {
          return static_cast<unsigned char>(c) < 0x80;
        })) {
      EXPECT_TRUE(SpellDictionary::Shared()->Knows(word)) << word;
    }
  }
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
