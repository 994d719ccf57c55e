#include "src/ocr/confusion_model.h"

#include <algorithm>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "src/config/builtin_tables.h"

namespace cvtidy {
namespace {

const ReadingCandidate* Find(const std::vector<ReadingCandidate>& candidates,
                             std::string_view text) {
  auto it = std::find_if(candidates.begin(), candidates.end(),
                         [&](const ReadingCandidate& c) { return c.text == text; });
  return it == candidates.end() ? nullptr : &*it;
}

TEST(ConfusionModelTest, GeneratesTheReadingsOfCommonMisreadings) {
  const ConfusionModel model = ConfusionModel::Builtin();
  std::vector<ReadingCandidate> out;
  model.Candidates("loT", out);
  ASSERT_NE(Find(out, "IoT"), nullptr);
  EXPECT_EQ(Find(out, "IoT")->cost, 1.0f);

  model.Candidates("Systerns", out);
  ASSERT_NE(Find(out, "Systems"), nullptr);
  EXPECT_EQ(Find(out, "Systems")->cost, 1.0f);

  model.Candidates("Jiirgen", out);
  EXPECT_NE(Find(out, "Jürgen"), nullptr);

  model.Candidates("Yeake!", out);
  EXPECT_NE(Find(out, "Yeakel"), nullptr);

  model.Candidates("JEEE", out);
  EXPECT_NE(Find(out, "IEEE"), nullptr);
  model.Candidates("|EEE", out);
  EXPECT_NE(Find(out, "IEEE"), nullptr);
  model.Candidates("vvork", out);
  EXPECT_NE(Find(out, "work"), nullptr);
  model.Candidates("clata", out);
  EXPECT_NE(Find(out, "data"), nullptr);
  model.Candidates("2O19", out);
  EXPECT_NE(Find(out, "2019"), nullptr);
  model.Candidates("5ystems", out);
  EXPECT_NE(Find(out, "Systems"), nullptr);
}

TEST(ConfusionModelTest, WeighsLikelyMisreadingsBelowPlausibleOnes) {
  const ConfusionModel model = ConfusionModel::Builtin();
  std::vector<ReadingCandidate> out;
  // `1` for `l` is rarer in words than `l` for `I`.
  model.Candidates("1ab", out);
  ASSERT_NE(Find(out, "lab"), nullptr);
  EXPECT_GT(Find(out, "lab")->cost, 1.0f);
  // Cheapest first.
  model.Candidates("modeling", out);
  ASSERT_GE(out.size(), 2u);
  EXPECT_TRUE(std::is_sorted(out.begin(), out.end(),
                             [](const auto& a, const auto& b) { return a.cost < b.cost; }));
}

TEST(ConfusionModelTest, PlacedEditsApplyOnlyAtTheirPlace) {
  const ConfusionModel model = ConfusionModel::Builtin();
  std::vector<ReadingCandidate> out;
  // `!` stands for a final `l` only: `Hel!o` keeps its `!`.
  model.Candidates("Hel!o", out);
  EXPECT_EQ(Find(out, "Hello"), nullptr);
  // `J` for `I` at the start only.
  model.Candidates("EJEE", out);
  EXPECT_EQ(Find(out, "EIEE"), nullptr);
}

TEST(ConfusionModelTest, EachCandidateOnceWithItsCheapestCost) {
  const ConfusionModel model(
      {{"a", "b", 2.0f, EditPlace::kAnywhere}, {"a", "b", 1.0f, EditPlace::kAnywhere}});
  std::vector<ReadingCandidate> out;
  model.Candidates("xa", out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].text, "xb");
  EXPECT_EQ(out[0].cost, 1.0f);
}

TEST(ConfusionModelTest, BoundsTheCandidatesOfAnyToken) {
  const ConfusionModel model = ConfusionModel::Builtin();
  std::vector<ReadingCandidate> out;
  // Every byte matches some edit: still at most kMaxCandidates.
  model.Candidates(std::string(500, 'l'), out);
  EXPECT_EQ(out.size(), ConfusionModel::kMaxCandidates);
  model.Candidates("", out);
  EXPECT_TRUE(out.empty());
  // An empty `wrong` is dropped rather than matched everywhere.
  const ConfusionModel odd({{"", "x", 1.0f, EditPlace::kAnywhere}});
  EXPECT_TRUE(odd.edits().empty());
}

TEST(ConfusionModelTest, AbsorbsTheVocabularysLetterConfusions) {
  const ConfusionModel model = ConfusionModel::WithVocabulary(BuiltinVocabulary());
  std::vector<ReadingCandidate> out;
  // `h` for `n` is only in rules/vocabulary.toml: a plausible misreading, not a common one.
  model.Candidates("Uhiversity", out);
  ASSERT_NE(Find(out, "University"), nullptr);
  EXPECT_EQ(Find(out, "University")->cost, 1.5f);
  // Capitalized at the start of a word: `Rnachine`.
  model.Candidates("Rnachine", out);
  EXPECT_NE(Find(out, "Machine"), nullptr);
  // In capitals.
  model.Candidates("SYSTERNS", out);
  EXPECT_NE(Find(out, "SYSTEMS"), nullptr);
  // Built-in weights win over the vocabulary's default.
  model.Candidates("Systerns", out);
  ASSERT_NE(Find(out, "Systems"), nullptr);
  EXPECT_EQ(Find(out, "Systems")->cost, 1.0f);
}

}  // namespace
}  // namespace cvtidy
