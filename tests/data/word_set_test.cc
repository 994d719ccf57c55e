// The open-addressing index shared by word sets and the section matcher's keys: every key is
// found at its own index, a miss is a miss, and the table stays at most half full.
#include "src/data/word_set.h"

#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

TEST(HashSlotsTest, FindsEveryKeyAtItsIndex) {
  std::vector<std::string> keys;
  for (int i = 0; i < 300; ++i) {
    keys.push_back("key" + std::to_string(i * 7));
  }
  const auto key_at = [&](size_t i) { return std::string_view(keys[i]); };
  const std::vector<uint32_t> slots = internal::HashSlots(keys.size(), key_at);
  ASSERT_GE(slots.size(), 2 * keys.size());
  EXPECT_EQ(slots.size() & (slots.size() - 1), 0u);
  size_t used = 0;
  for (const uint32_t s : slots) {
    used += s != 0;
  }
  EXPECT_EQ(used, keys.size());
  for (size_t i = 0; i < keys.size(); ++i) {
    EXPECT_EQ(internal::FindInSlots(slots, keys[i], key_at), std::optional<uint32_t>(i)) << keys[i];
  }
  for (const std::string_view miss : {"", "key1", "key2099", "Key7", "key 7"}) {
    EXPECT_EQ(internal::FindInSlots(slots, miss, key_at), std::nullopt) << miss;
  }
}

TEST(HashSlotsTest, NoKeysNoSlots) {
  const auto key_at = [](size_t) { return std::string_view("never"); };
  const std::vector<uint32_t> slots = internal::HashSlots(0, key_at);
  EXPECT_TRUE(slots.empty());
  EXPECT_EQ(internal::FindInSlots(slots, "never", key_at), std::nullopt);
}

TEST(WordSetTest, ContainsExactlyItsWords) {
  const OwnedWordSet owned({"kernel", "systems", "kernel", "Systems"});
  const internal::WordSet& set = owned.set();
  ASSERT_EQ(set.words.size(), 3u);  // the duplicate counts once; case matters
  EXPECT_TRUE(set.Contains("kernel"));
  EXPECT_TRUE(set.Contains("systems"));
  EXPECT_TRUE(set.Contains("Systems"));
  EXPECT_FALSE(set.Contains("Kernel"));
  EXPECT_FALSE(set.Contains("kerne"));
  EXPECT_FALSE(OwnedWordSet().set().Contains(""));
}

TEST(WordSetTest, ContainsAgreesWithASetOverGeneratedWords) {
  // Sets of words from few letters, of every length around the four- and eight-byte steps
  // of the byte comparison, asked for their own words, the words one letter away and words
  // of other sizes: many probes meet listed words of the same size that differ.
  std::mt19937 random(17);
  const auto make_word = [&](size_t size) {
    std::string word(size, 'a');
    for (char& c : word) {
      c = "abA"[random() % 3];
    }
    return word;
  };
  for (int round = 0; round < 100; ++round) {
    std::set<std::string> listed;
    const size_t count = random() % 200;
    for (size_t k = 0; k < count; ++k) {
      listed.insert(make_word(random() % 20));
    }
    const OwnedWordSet owned(std::vector<std::string>(listed.begin(), listed.end()));
    std::vector<std::string> asked(listed.begin(), listed.end());
    for (const std::string& word : listed) {
      if (!word.empty()) {
        std::string changed = word;
        changed[random() % changed.size()] ^= 1;
        asked.push_back(changed);
        asked.push_back(word.substr(1));
      }
      asked.push_back(word + "a");
    }
    for (int k = 0; k < 200; ++k) {
      asked.push_back(make_word(random() % 20));
    }
    for (const std::string& word : asked) {
      EXPECT_EQ(owned.set().Contains(word), listed.contains(word)) << word;
      EXPECT_EQ(owned.set().Contains(internal::Hashed(word)), listed.contains(word)) << word;
    }
  }
}

TEST(WordFormsTest, FormsAreTheWordsShapeLowerCaseAndHashes) {
  // Words of ASCII letters of both cases, digits, punctuation and UTF-8 bytes, of every
  // length around the eight- and four-byte steps of the case scan, some longer than the
  // lower-case form's inline buffer.
  const std::string alphabet = "AZazMm09'-@[`{\xC3\xA9";
  std::mt19937 random(5);
  for (int round = 0; round < 20000; ++round) {
    std::string word(random() % (round % 50 == 0 ? 100 : 20), ' ');
    for (char& c : word) {
      c = alphabet[random() % alphabet.size()];
    }
    const WordForms forms(word);
    const std::string lower = AsciiLower(word);
    EXPECT_EQ(forms.shape(), ShapeOf(word)) << word;
    EXPECT_EQ(forms.written().text, word);
    EXPECT_EQ(forms.written().hash, internal::WordHash(word)) << word;
    EXPECT_EQ(forms.lower().text, lower) << word;
    EXPECT_EQ(forms.lower().hash, internal::WordHash(lower)) << word;
  }
}

TEST(WordKeyTest, IgnoresAsciiCaseAndReadsTheHeadAndTheLength) {
  // Words of every length around the four-byte head, their case forms sharing one key.
  const std::string alphabet = "AZazMm09'-@[`{\xC3\xA9";
  std::mt19937 random(9);
  for (int round = 0; round < 20000; ++round) {
    std::string word(random() % 12, ' ');
    for (char& c : word) {
      c = alphabet[random() % alphabet.size()];
    }
    const uint32_t key = internal::WordKey(word);
    EXPECT_EQ(internal::WordKey(AsciiLower(word)), key) << word;
    std::string upper = word;
    for (char& c : upper) {
      c = IsAsciiLower(c) ? static_cast<char>(c - ('a' - 'A')) : c;
    }
    EXPECT_EQ(internal::WordKey(upper), key) << word;
  }
  EXPECT_NE(internal::WordKey("kernel"), internal::WordKey("kernels"));
  EXPECT_NE(internal::WordKey("kern"), internal::WordKey("kerb"));
  EXPECT_NE(internal::WordKey("ab"), internal::WordKey("abc"));
}

TEST(WordKeyBitsTest, HoldsTheKeyOfEveryWordAddedAndFewOthers) {
  std::mt19937 random(13);
  const auto make_word = [&] {
    std::string word(1 + random() % 10, ' ');
    for (char& c : word) {
      c = static_cast<char>('a' + random() % 26);
    }
    return word;
  };
  std::set<std::string> added;
  for (int k = 0; k < 500; ++k) {
    added.insert(make_word());
  }
  internal::WordKeyBitsBuilder builder(added.size());
  for (const std::string& word : added) {
    builder.Add(word);
  }
  const std::vector<uint64_t> bits = std::move(builder).Take();
  ASSERT_EQ(bits.size() & (bits.size() - 1), 0u);
  EXPECT_GE(bits.size() * 64, 16 * added.size());
  const internal::WordKeyBits keys{bits};
  for (const std::string& word : added) {
    EXPECT_TRUE(keys.MayHold(internal::WordKey(word))) << word;
  }
  size_t held = 0;
  size_t others = 0;
  for (int k = 0; k < 5000; ++k) {
    const std::string word = make_word();
    if (!added.contains(word)) {
      held += keys.MayHold(internal::WordKey(word)) ? 1 : 0;
      ++others;
    }
  }
  EXPECT_LE(held * 10, others) << held << " of " << others;                // about one in sixteen
  EXPECT_TRUE(internal::WordKeyBits{}.MayHold(internal::WordKey("any")));  // no bits: no filter
}

}  // namespace
}  // namespace cvtidy
