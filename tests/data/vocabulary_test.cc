#include "src/data/vocabulary.h"

#include <optional>
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

TEST(VocabularyTest, RepairsOneLetterConfusionIntoAKnownWord) {
  const Vocabulary v = Small();
  EXPECT_EQ(v.RepairConfusion("Systerns"), "Systems");
  EXPECT_EQ(v.RepairConfusion("Leaming"), "Learning");
  EXPECT_EQ(v.RepairConfusion("Uhiversity"), "University");
  EXPECT_EQ(v.RepairConfusion("0perating"), "Operating");
  EXPECT_EQ(v.RepairConfusion("Netw0rk"), "Network");
  EXPECT_EQ(v.RepairConfusion("SYSTERNS"), "SYSTEMS");
  EXPECT_EQ(v.RepairConfusion("NETW0RK"), "NETWORK");
}

TEST(VocabularyTest, NeverRepairsKnownWordsOrAmbiguousOnes) {
  const Vocabulary v = Small();
  EXPECT_EQ(v.RepairConfusion("Systems"), std::nullopt);
  EXPECT_EQ(v.RepairConfusion("modern"), std::nullopt);  // known, although `modem` is too
  EXPECT_EQ(v.RepairConfusion("Kubernetes"), std::nullopt);
  EXPECT_EQ(v.RepairConfusion("Al"), std::nullopt);  // too short for letter repair
  EXPECT_EQ(v.RepairConfusion("net-work"), std::nullopt);
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
  EXPECT_EQ(v->RepairConfusion("Systerns"), std::nullopt);
}

}  // namespace
}  // namespace cvtidy
