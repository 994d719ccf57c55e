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

#include "tests/support/random_pieces.h"

namespace cvtidy {
namespace embedded {
// The generated word set (src/ocr/gen/word_list.sh, cvtidy_gen_tables), when the build had it.
extern const internal::WordSet kBuiltinDictionary __attribute__((weak));
extern const internal::WordKeyBits kBuiltinDictionaryKeys __attribute__((weak));
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

// Knows as the rules read, byte by byte: hunspell's case rules over the listed words, a
// hyphenated word known part by part, a typographic apostrophe read as an ASCII one, no word
// with a digit or longer than 64 bytes. The lookup's shortcuts must agree with it.
bool KnowsByTheRules(const std::set<std::string>& listed, std::string word) {
  if (word.empty() || word.size() > 64 ||
      std::any_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    return false;
  }
  for (size_t at; (at = word.find("\xE2\x80\x99")) != std::string::npos;) {
    word.replace(at, 3, "'");
  }
  const auto is_upper = [](char c) { return c >= 'A' && c <= 'Z'; };
  const auto is_lower = [](char c) { return c >= 'a' && c <= 'z'; };
  const auto knows_part = [&](const std::string& part) {
    if (part.empty()) {
      return false;
    }
    if (listed.contains(part)) {
      return true;
    }
    std::string lower = part;
    for (char& c : lower) {
      c = is_upper(c) ? static_cast<char>(c + 32) : c;
    }
    if (is_upper(part[0]) && std::none_of(part.begin() + 1, part.end(), is_upper)) {
      return listed.contains(lower);
    }
    if (part.size() > 1 && std::any_of(part.begin(), part.end(), is_upper) &&
        std::none_of(part.begin(), part.end(), is_lower)) {
      std::string title = lower;
      title[0] = is_lower(title[0]) ? static_cast<char>(title[0] - 32) : title[0];
      return listed.contains(lower) || listed.contains(title);
    }
    return false;
  };
  if (knows_part(word)) {
    return true;
  }
  if (word.find('-') == std::string::npos) {
    return false;
  }
  for (size_t from = 0;;) {
    const size_t dash = word.find('-', from);
    if (!knows_part(
            word.substr(from, dash == std::string::npos ? std::string::npos : dash - from))) {
      return false;
    }
    if (dash == std::string::npos) {
      return true;
    }
    from = dash + 1;
    if (from == word.size()) {
      return false;
    }
  }
}

TEST(SpellDictionaryTest, KnowsAgreesWithTheRulesOverGeneratedWords) {
  // Words of letters in both cases, hyphens, apostrophes (ASCII and typographic), digits and
  // a two-byte letter, of every length around the eight-byte steps of the byte scan.
  const std::vector<std::string> pieces = {
      "a", "b", "A", "B", "e", "E", "-", "'", "\xE2\x80\x99", "7", "\xC3\xA9", "z"};
  std::mt19937 random(11);
  const auto make_word = [&](size_t pieces_count) {
    std::string word;
    for (size_t k = 0; k < pieces_count; ++k) {
      word += pieces[random() % pieces.size()];
    }
    return word;
  };
  for (int round = 0; round < 60; ++round) {
    std::set<std::string> listed;
    for (int k = 0; k < 30; ++k) {
      // Listed words: mostly lower case, some capitalized or in capitals, from few letters,
      // so that the asked words often meet them.
      std::string word(1 + random() % 5, 'a');
      for (char& c : word) {
        c = "abeABE'"[random() % (k % 3 == 0 ? 7 : 3)];
      }
      listed.insert(word);
    }
    const SpellDictionary dictionary(std::vector<std::string>(listed.begin(), listed.end()));
    std::vector<std::string> asked;
    for (const std::string& word : listed) {
      std::string upper = word;
      std::string capitalized = word;
      for (char& c : upper) {
        c = c >= 'a' && c <= 'z' ? static_cast<char>(c - 32) : c;
      }
      capitalized[0] = upper[0];
      asked.insert(asked.end(), {word, upper, capitalized, word + "-" + upper, upper + "-",
                                 word + "7", capitalized + "\xE2\x80\x99s"});
    }
    for (int k = 0; k < 300; ++k) {
      asked.push_back(make_word(random() % 14));
    }
    asked.push_back(std::string(64, 'a'));
    asked.push_back(std::string(63, 'b') + "-");
    for (const std::string& word : asked) {
      EXPECT_EQ(dictionary.Knows(word), KnowsByTheRules(listed, word)) << word;
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

// MayKnow rules a word out by its key before its forms are made: it must never rule out a word
// Knows accepts. Every word of `dictionary`'s list in every case form Knows accepts, each
// hyphenated with another and with a typographic apostrophe, and near misses made by one edit.
void ExpectMayKnowEveryKnownWord(const SpellDictionary& dictionary,
                                 const std::vector<std::string>& words, size_t& near_misses,
                                 size_t& ruled_out) {
  std::mt19937 random(23);
  const std::string letters = "abcdeilmnorstuyzAEILOST'-\xC3\xA9";
  const auto upper = [](std::string w) {
    for (char& c : w) {
      c = c >= 'a' && c <= 'z' ? static_cast<char>(c - 32) : c;
    }
    return w;
  };
  const auto lower = [](std::string w) {
    for (char& c : w) {
      c = c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
    }
    return w;
  };
  const auto check = [&](const std::string& word) {
    const bool knows = dictionary.Knows(word);
    const bool may_know = dictionary.MayKnow(word, internal::WordKey(word));
    EXPECT_TRUE(may_know || !knows) << word;
    return may_know;
  };
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& word = words[i];
    std::string capitalized = lower(word);
    capitalized[0] = upper(capitalized.substr(0, 1))[0];
    const std::string& other = words[(i * 7919 + 1) % words.size()];
    for (const std::string& form : {word, upper(word), capitalized, lower(word), word + "-" + other,
                                    upper(word) + "-" + other, word + "\xE2\x80\x99s",
                                    other + "-" + word + "\xE2\x80\x99s"}) {
      check(form);
    }
    // One edit: a letter changed, added or dropped.
    const std::string miss =
        testing_support::OneEditAway(random, word, letters, static_cast<int>(i % 3));
    if (!dictionary.Knows(miss)) {
      ++near_misses;
      ruled_out += check(miss) ? 0 : 1;
    } else {
      check(miss);
    }
  }
}

// The eight-, four- and padded-byte steps of the scan: every length to 20, the mark at every
// offset.
TEST(SpellDictionaryTest, FindsAHyphenOrApostropheLeadAtEveryOffsetOfEveryLength) {
  for (size_t n = 0; n <= 20; ++n) {
    const std::string plain(n, 'k');
    EXPECT_FALSE(SpellDictionary::MayHaveHyphenOrTypographicApostrophe(plain)) << n;
    for (size_t at = 0; at < n; ++at) {
      for (const char mark : {'-', '\xE2'}) {
        std::string word = plain;
        word[at] = mark;
        EXPECT_TRUE(SpellDictionary::MayHaveHyphenOrTypographicApostrophe(word)) << n << " " << at;
      }
      std::string other = plain;
      other[at] = '\x80';  // a high byte, but no lead of `’`
      EXPECT_FALSE(SpellDictionary::MayHaveHyphenOrTypographicApostrophe(other)) << n << " " << at;
    }
  }
}

TEST(SpellDictionaryTest, KeysNeverRuleOutAWordKnowsAccepts) {
  // A given list: words of letters in both cases, apostrophes and a two-byte letter.
  std::mt19937 random(5);
  std::vector<std::string> words;
  const std::string letters = "abcdefghijklmnopqrstuvwxyzABZ'";
  for (int k = 0; k < 3000; ++k) {
    std::string word;
    for (size_t n = 1 + random() % 14; word.size() < n;) {
      word += random() % 40 == 0 ? std::string("\xC3\xA9")
                                 : std::string(1, letters[random() % letters.size()]);
    }
    words.push_back(word);
  }
  const SpellDictionary dictionary(words);
  size_t near_misses = 0;
  size_t ruled_out = 0;
  ExpectMayKnowEveryKnownWord(dictionary, words, near_misses, ruled_out);
  // Most near misses are ruled out by their keys alone.
  EXPECT_GE(ruled_out * 2, near_misses) << ruled_out << " of " << near_misses;
  // Random words, most of them unknown.
  for (int k = 0; k < 20000; ++k) {
    std::string word;
    for (size_t n = random() % 12; word.size() < n;) {
      word += letters[random() % letters.size()];
    }
    if (dictionary.Knows(word)) {
      EXPECT_TRUE(dictionary.MayKnow(word, internal::WordKey(word))) << word;
    }
  }
  EXPECT_FALSE(dictionary.MayKnow("qqqqzzzzqqqq", internal::WordKey("qqqqzzzzqqqq")) &&
               dictionary.MayKnow("zzzzqqqqzzzz", internal::WordKey("zzzzqqqqzzzz")));
  // No keys: nothing is ruled out.
  const internal::WordSet none;
  EXPECT_TRUE(SpellDictionary(none, {}).MayKnow("anything", internal::WordKey("anything")));
}

TEST(SpellDictionaryTest, BuiltInKeysNeverRuleOutAWordKnowsAccepts) {
  const internal::WordSet* builtin = &embedded::kBuiltinDictionary;
  const internal::WordKeyBits* keys = &embedded::kBuiltinDictionaryKeys;
  if (builtin == nullptr || keys == nullptr || SpellDictionary::Shared() == nullptr) {
    GTEST_SKIP() << "built without a dictionary (hunspell-tools, hunspell-en-us)";
  }
  // The build wrote the keys the run time makes of the same words.
  const std::vector<uint64_t> rebuilt = SpellDictionary::KeysOf(*builtin);
  ASSERT_TRUE(std::equal(rebuilt.begin(), rebuilt.end(), keys->bits.begin(), keys->bits.end()));
  std::vector<std::string> words;
  for (size_t k = 0; k < builtin->words.size(); ++k) {
    words.emplace_back(builtin->Word(k));
  }
  size_t near_misses = 0;
  size_t ruled_out = 0;
  ExpectMayKnowEveryKnownWord(*SpellDictionary::Shared(), words, near_misses, ruled_out);
  EXPECT_GE(ruled_out * 2, near_misses) << ruled_out << " of " << near_misses;
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
