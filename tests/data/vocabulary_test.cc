#include "src/data/vocabulary.h"

#include <optional>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "gtest/gtest.h"

#include "src/data/data_file.h"

namespace cvtidy {
namespace {

DataRecord Record(uint32_t line,
                  std::vector<std::pair<std::string, std::vector<std::string>>> fields) {
  DataRecord r;
  r.line = line;
  for (auto& [key, values] : fields) {
    r.fields[key] = std::move(values);
  }
  return r;
}

DataFile SmallFile() {
  DataFile file;
  file.path = "vocabulary.toml";
  file.tables["confusable"].push_back(
      Record(3, {{"wrong", {"Al"}}, {"right", {"AI"}}, {"before", {"Lab", "Star"}}}));
  file.tables["confusable"].push_back(Record(8, {{"wrong", {"Leaming"}}, {"right", {"Learning"}}}));
  file.tables["confusion"].push_back(Record(12, {{"wrong", {"rn"}}, {"right", {"m"}}}));
  file.tables["confusion"].push_back(Record(15, {{"wrong", {"m"}}, {"right", {"rn"}}}));
  file.tables["confusion"].push_back(Record(18, {{"wrong", {"0"}}, {"right", {"o"}}}));
  file.tables["confusion"].push_back(Record(21, {{"wrong", {"h"}}, {"right", {"n"}}}));
  file.lists["words"] = {"systems",     "learning", "operating", "university",
                         "distributed", "computer", "fairness",  "policy",
                         "modern",      "modem",    "network"};
  return file;
}

Vocabulary Small() {
  absl::StatusOr<Vocabulary> v = Vocabulary::FromData(SmallFile());
  EXPECT_TRUE(v.ok()) << v.status().message();
  return v.ok() ? *std::move(v) : Vocabulary();
}

TEST(VocabularyTest, WordsIgnoreCaseAndAcceptRegularPlurals) {
  const Vocabulary v = Small();
  EXPECT_EQ(v.word_count(), 11u);
  EXPECT_TRUE(v.IsWord("Distributed"));
  EXPECT_TRUE(v.IsWord("UNIVERSITY"));
  EXPECT_TRUE(v.IsWord("computers"));
  EXPECT_TRUE(v.IsWord("policies"));
  EXPECT_TRUE(v.IsWord("computer's"));
  EXPECT_FALSE(v.IsWord("distrib"));
  EXPECT_FALSE(v.IsWord(""));
  EXPECT_FALSE(v.IsWord("systemz"));
}

// IsWord as its rules read: the word in lower case is listed, or is a listed word with `'s`,
// `s`, `es` or (for `y`) `ies` after it.
bool IsWordByTheRules(const std::set<std::string>& listed, std::string word) {
  for (char& c : word) {
    c = c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
  }
  const auto known = [&](const std::string& w) { return !w.empty() && listed.contains(w); };
  const size_t n = word.size();
  if (n == 0 || listed.contains(word)) {
    return n > 0;
  }
  if (n > 2 && word.ends_with("'s")) {
    return known(word.substr(0, n - 2));
  }
  if (n > 3 && word.ends_with("s")) {
    if (known(word.substr(0, n - 1)) || (word.ends_with("es") && known(word.substr(0, n - 2)))) {
      return true;
    }
    if (n > 4 && word.ends_with("ies")) {
      return known(word.substr(0, n - 3) + "y");
    }
  }
  return false;
}

TEST(VocabularyTest, IsWordAgreesWithTheRulesOverGeneratedWords) {
  // Listed words from few letters, `y`, `e`, `i` and `s` among them, asked as written, in
  // capitals, and with every ending the rules read (and a few they do not), so that stems,
  // plurals and possessives meet listed words and miss them.
  std::mt19937 random(23);
  const auto make_word = [&](size_t size) {
    std::string word(size, 'a');
    for (char& c : word) {
      c = "aeisy'"[random() % (random() % 4 == 0 ? 6 : 5)];
    }
    return word;
  };
  for (int round = 0; round < 50; ++round) {
    std::set<std::string> listed;
    for (int k = 0; k < 40; ++k) {
      listed.insert(make_word(1 + random() % 6));
    }
    DataFile file;
    file.path = "vocabulary.toml";
    file.lists["words"] = std::vector<std::string>(listed.begin(), listed.end());
    absl::StatusOr<Vocabulary> v = Vocabulary::FromData(file);
    ASSERT_TRUE(v.ok()) << v.status().message();
    std::vector<std::string> asked;
    for (const std::string& word : listed) {
      std::string stem = word;
      if (stem.ends_with("y")) {
        stem.pop_back();
      }
      for (const char* ending : {"", "s", "es", "ies", "'s", "ys", "x", "ss"}) {
        asked.push_back(word + ending);
        asked.push_back(stem + ending);
      }
      std::string upper = word + "IES";
      for (char& c : upper) {
        c = c >= 'a' && c <= 'z' ? static_cast<char>(c - 32) : c;
      }
      asked.push_back(upper);
    }
    for (int k = 0; k < 200; ++k) {
      asked.push_back(make_word(random() % 9));
    }
    asked.push_back(std::string(70, 'a') + "ies");
    for (const std::string& word : asked) {
      EXPECT_EQ(v->IsWord(word), IsWordByTheRules(listed, word)) << word;
      // The key filter never rules out a word the vocabulary knows.
      if (v->IsWord(word)) {
        EXPECT_TRUE(v->MayBeWord(internal::WordKey(word))) << word;
      }
    }
  }
}

TEST(VocabularyTest, WordKeysRuleOutMostOtherWords) {
  const Vocabulary v = Small();
  EXPECT_FALSE(v.word_keys().bits.empty());
  for (const std::string_view word :
       {"systems", "Systems", "SYSTEMS", "policies", "Policy's", "networkes", "modems"}) {
    EXPECT_TRUE(v.IsWord(word)) << word;
    EXPECT_TRUE(v.MayBeWord(internal::WordKey(word))) << word;
  }
  // Words of other lengths or other first letters: few share a key bit with a listed form.
  size_t ruled_out = 0;
  size_t asked = 0;
  for (const std::string_view word : {"kernel", "compiler", "theorem", "graph", "lattice", "sparse",
                                      "tensor", "vector", "matrix", "quantum"}) {
    for (const std::string_view ending : {"", "x", "ing", "ed"}) {
      const std::string form = std::string(word) + std::string(ending);
      ASSERT_FALSE(v.IsWord(form)) << form;
      ruled_out += v.MayBeWord(internal::WordKey(form)) ? 0 : 1;
      ++asked;
    }
  }
  EXPECT_GE(ruled_out * 10, asked * 8) << ruled_out << " of " << asked;
}

TEST(VocabularyTest, AnEmptyVocabularyRulesOutNothingItMightKnow) {
  const Vocabulary empty;
  EXPECT_TRUE(empty.MayBeWord(internal::WordKey("systems")));  // no bits: no filter
  EXPECT_FALSE(empty.IsWord("systems"));
}

TEST(VocabularyTest, PrefixesOfLongerWords) {
  const Vocabulary v = Small();
  EXPECT_TRUE(v.IsWordPrefix("Fai"));
  EXPECT_TRUE(v.IsWordPrefix("distrib"));
  EXPECT_FALSE(v.IsWordPrefix("network"));  // a word, but no longer word extends it
  EXPECT_FALSE(v.IsWordPrefix("xyz"));
  EXPECT_FALSE(v.IsWordPrefix(""));
}

TEST(VocabularyTest, ConfusablePairsKeepTheirContexts) {
  const Vocabulary v = Small();
  ASSERT_EQ(v.confusables().size(), 2u);
  const ConfusablePair* al = v.FindConfusable("Al");
  ASSERT_NE(al, nullptr);
  EXPECT_EQ(al->right, "AI");
  EXPECT_EQ(al->before, (std::vector<std::string>{"Lab", "Star"}));
  EXPECT_FALSE(al->anywhere());
  const ConfusablePair* leaming = v.FindConfusable("Leaming");
  ASSERT_NE(leaming, nullptr);
  EXPECT_TRUE(leaming->anywhere());
  EXPECT_EQ(v.FindConfusable("al"), nullptr);  // case-sensitive
}

TEST(VocabularyTest, ReadsLetterConfusionsInLowerCase) {
  const Vocabulary v = Small();
  ASSERT_EQ(v.confusions().size(), 4u);
  EXPECT_EQ(v.confusions()[0].wrong, "rn");
  EXPECT_EQ(v.confusions()[0].right, "m");
  EXPECT_EQ(v.confusions()[3].wrong, "h");
}

TEST(VocabularyTest, BadRecordsNameTheirLine) {
  DataFile file = SmallFile();
  file.tables["confusable"].push_back(Record(30, {{"wrong", {"Al"}}}));
  absl::StatusOr<Vocabulary> v = Vocabulary::FromData(file);
  ASSERT_FALSE(v.ok());
  EXPECT_NE(v.status().message().find("vocabulary.toml:30:"), std::string::npos)
      << v.status().message();

  DataFile spaced = SmallFile();
  spaced.tables["confusable"].push_back(Record(40, {{"wrong", {"Al Lab"}}, {"right", {"x"}}}));
  EXPECT_FALSE(Vocabulary::FromData(spaced).ok());
}

TEST(VocabularyTest, EmptyFileGivesEmptyVocabulary) {
  absl::StatusOr<Vocabulary> v = Vocabulary::FromData(DataFile{});
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v->word_count(), 0u);
  EXPECT_FALSE(v->IsWord("systems"));
  EXPECT_TRUE(v->confusions().empty());
}

// The static form the build writes for rules/vocabulary.toml, laid out by hand over a
// vocabulary FromData built: it answers every query as that vocabulary does.
TEST(VocabularyTest, StaticFormAnswersAsTheDataItCameFrom) {
  const Vocabulary built = Small();
  const std::string strings = "AlAILabStarLeamingLearningrnm0oh";
  const std::vector<internal::StaticConfusable> confusables = {{{0, 2}, {2, 2}, 0, 2, 0},
                                                               {{11, 7}, {18, 8}, 2, 0, 0}};
  const std::vector<PoolString> contexts = {{4, 3}, {7, 4}};
  const std::vector<internal::StaticConfusion> confusions = {
      {{26, 2}, {28, 1}}, {{28, 1}, {26, 2}}, {{29, 1}, {30, 1}}, {{31, 1}, {27, 1}}};
  const internal::StaticVocabulary data{strings, confusables, contexts, confusions,
                                        built.word_set()};
  const Vocabulary v = Vocabulary::FromStatic(data);

  ASSERT_EQ(v.confusables().size(), built.confusables().size());
  for (size_t i = 0; i < v.confusables().size(); ++i) {
    EXPECT_EQ(v.confusables()[i].wrong, built.confusables()[i].wrong);
    EXPECT_EQ(v.confusables()[i].right, built.confusables()[i].right);
    EXPECT_EQ(v.confusables()[i].before, built.confusables()[i].before);
    EXPECT_EQ(v.confusables()[i].after, built.confusables()[i].after);
  }
  ASSERT_EQ(v.confusions().size(), built.confusions().size());
  for (size_t i = 0; i < v.confusions().size(); ++i) {
    EXPECT_EQ(v.confusions()[i].wrong, built.confusions()[i].wrong);
    EXPECT_EQ(v.confusions()[i].right, built.confusions()[i].right);
  }
  EXPECT_EQ(v.word_count(), 11u);
  for (const char* word :
       {"Distributed", "computers", "policies", "computer's", "systemz", "", "modem", "Network"}) {
    EXPECT_EQ(v.IsWord(word), built.IsWord(word)) << word;
  }
  for (const char* prefix : {"Fai", "fairness", "comp", "zz", "a"}) {
    EXPECT_EQ(v.IsWordPrefix(prefix), built.IsWordPrefix(prefix)) << prefix;
  }
  ASSERT_NE(v.FindConfusable("Al"), nullptr);
  EXPECT_EQ(v.FindConfusable("Al")->before, (std::vector<std::string>{"Lab", "Star"}));
}

// The words are a sorted list and a hash of it: every word is found through its slot, the
// slots are at most half full, and no word is listed twice.
TEST(VocabularyTest, WordSetIsSortedDistinctAndHashed) {
  DataFile file = SmallFile();
  file.lists["words"].push_back("SYSTEMS");  // a duplicate up to case
  absl::StatusOr<Vocabulary> v = Vocabulary::FromData(file);
  ASSERT_TRUE(v.ok());
  const internal::WordSet& set = v->word_set();
  ASSERT_EQ(set.words.size(), 11u);
  for (size_t i = 1; i < set.words.size(); ++i) {
    EXPECT_LT(set.Word(i - 1), set.Word(i));
  }
  EXPECT_GE(set.slots.size(), 2 * set.words.size());
  EXPECT_EQ(set.slots.size() & (set.slots.size() - 1), 0u);
  for (size_t i = 0; i < set.words.size(); ++i) {
    EXPECT_TRUE(set.Contains(set.Word(i))) << set.Word(i);
  }
  EXPECT_FALSE(set.Contains("Systems"));  // lower case only
}

// Copies share FromData's storage, so a copy outlives the vocabulary it came from.
TEST(VocabularyTest, CopiesOutliveTheOriginal) {
  std::optional<Vocabulary> original = Small();
  const Vocabulary copy = *original;
  original.reset();
  EXPECT_TRUE(copy.IsWord("Distributed"));
  EXPECT_TRUE(copy.IsWordPrefix("Fai"));
}

}  // namespace
}  // namespace cvtidy
