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
// The generated list and its line starts (src/ocr/gen/word_list.sh), when the build had them.
extern const std::string_view kBuiltinWordList __attribute__((weak));
extern const std::span<const uint32_t> kBuiltinWordStarts __attribute__((weak));
}  // namespace embedded

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

TEST(SpellDictionaryTest, SearchOverLineStartsAgreesWithTheSetOfLines) {
  // Random sorted lists of lower-case words (which Knows finds as written and in no other
  // way), asked for every word of up to four letters, with the line starts found by the
  // dictionary, passed in, or passed in wrong (then found again).
  std::mt19937 random(7);
  for (int round = 0; round < 200; ++round) {
    std::set<std::string> listed;
    const int count = static_cast<int>(random() % 40);
    for (int k = 0; k < count; ++k) {
      std::string word(1 + random() % 4, 'a');
      for (char& c : word) {
        c = static_cast<char>('a' + random() % 3);
      }
      listed.insert(word);
    }
    std::string lines;
    std::vector<uint32_t> starts;
    for (const std::string& word : listed) {
      starts.push_back(static_cast<uint32_t>(lines.size()));
      lines += word + "\n";
    }
    starts.push_back(static_cast<uint32_t>(lines.size()));
    std::vector<uint32_t> wrong_starts = starts;
    wrong_starts.back() += 1;
    const SpellDictionary found(lines);
    const SpellDictionary given(lines, starts);
    const SpellDictionary refound(lines, wrong_starts);
    std::vector<std::string> asked = {""};
    for (size_t k = 0; k < asked.size() && asked[k].size() < 4; ++k) {
      for (char c : {'a', 'b', 'c', 'd'}) {
        asked.push_back(asked[k] + c);
      }
    }
    for (const std::string& word : asked) {
      const bool expected = listed.contains(word);
      EXPECT_EQ(found.Knows(word), expected) << lines << word;
      EXPECT_EQ(given.Knows(word), expected) << lines << word;
      EXPECT_EQ(refound.Knows(word), expected) << lines << word;
    }
  }
}

TEST(SpellDictionaryTest, TheBuiltInLineStartsMatchTheList) {
  const std::string_view* list = &embedded::kBuiltinWordList;
  const std::span<const uint32_t>* starts = &embedded::kBuiltinWordStarts;
  if (list == nullptr || starts == nullptr || SpellDictionary::Shared() == nullptr) {
    GTEST_SKIP() << "built without a dictionary (hunspell-tools, hunspell-en-us)";
  }
  ASSERT_FALSE(starts->empty());
  EXPECT_EQ(starts->front(), 0u);
  EXPECT_EQ(starts->back(), list->size());
  size_t lines = 0;
  for (size_t k = 0; k + 1 < starts->size(); ++k) {
    const uint32_t start = (*starts)[k];
    const uint32_t next = (*starts)[k + 1];
    ASSERT_LT(start, next);
    // Each line ends just before the next one starts, and holds no other line end.
    ASSERT_EQ((*list)[next - 1], '\n') << k;
    ASSERT_EQ(list->substr(start, next - 1 - start).find('\n'), std::string_view::npos) << k;
    ++lines;
  }
  EXPECT_EQ(lines, static_cast<size_t>(std::count(list->begin(), list->end(), '\n')));
  // Every listed word of an ASCII spelling is found.
  for (size_t k = 0; k + 1 < starts->size(); ++k) {
    const std::string_view word = list->substr((*starts)[k], (*starts)[k + 1] - (*starts)[k] - 1);
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
