#include "src/ocr/confusion_model.h"

#include <algorithm>
#include <random>
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

// The readings as first generated: each edit searched for in the whole token, edit by edit.
std::vector<ReadingCandidate> ReferenceCandidates(const ConfusionModel& model,
                                                  std::string_view token) {
  std::vector<ReadingCandidate> out;
  for (const ConfusionEdit& edit : model.edits()) {
    const std::string_view wrong = edit.wrong;
    for (size_t pos = token.find(wrong); pos != std::string_view::npos;
         pos = token.find(wrong, pos + 1)) {
      if ((edit.place == EditPlace::kWordStart && pos != 0) ||
          (edit.place == EditPlace::kWordEnd && pos + wrong.size() != token.size())) {
        continue;
      }
      std::string text(token.substr(0, pos));
      text += edit.right;
      text += token.substr(pos + wrong.size());
      auto same = std::find_if(out.begin(), out.end(),
                               [&](const ReadingCandidate& c) { return c.text == text; });
      if (same != out.end()) {
        same->cost = std::min(same->cost, edit.cost);
        continue;
      }
      if (out.size() == ConfusionModel::kMaxCandidates) {
        break;
      }
      out.push_back({std::move(text), edit.cost});
    }
  }
  std::stable_sort(
      out.begin(), out.end(),
      [](const ReadingCandidate& a, const ReadingCandidate& b) { return a.cost < b.cost; });
  return out;
}

TEST(ConfusionModelTest, IndexedMatchingAgreesWithSearchingEveryEdit) {
  // Tokens of the bytes the edits start with (and a few others), short and long enough to
  // fill the cap, against the built-in model, the one with the vocabulary's confusions and
  // one whose edits repeat.
  const ConfusionModel builtin = ConfusionModel::Builtin();
  const ConfusionModel& with_vocabulary = ConfusionModel::Shared(&BuiltinVocabulary());
  // Edits that make the same readings more than once, at other costs and places (and one
  // that shortens the token to nothing where it matches): the later copies only lower costs.
  const ConfusionModel repeating({{"l", "I", 2.0f, EditPlace::kAnywhere},
                                  {"l", "I", 1.0f, EditPlace::kWordStart},
                                  {"rn", "m", 1.5f, EditPlace::kAnywhere},
                                  {"rn", "m", 1.0f, EditPlace::kWordEnd},
                                  {"0", "", 2.0f, EditPlace::kAnywhere},
                                  {"m", "rn", 1.0f, EditPlace::kAnywhere},
                                  {"l", "I", 1.5f, EditPlace::kAnywhere}});
  const std::string alphabet = "lI|1!JrnmcdvwiOo05Sa eEyYRLNM\xC3\xBC";
  std::mt19937 random(11);
  for (int round = 0; round < 3000; ++round) {
    const size_t size = round % 10 == 0 ? 40 + random() % 200 : random() % 12;
    std::string token;
    for (size_t k = 0; k < size; ++k) {
      token += alphabet[random() % alphabet.size()];
    }
    for (const ConfusionModel* model : {&builtin, &with_vocabulary, &repeating}) {
      std::vector<ReadingCandidate> out;
      model->Candidates(token, out);
      const std::vector<ReadingCandidate> expected = ReferenceCandidates(*model, token);
      ASSERT_EQ(out.size(), expected.size()) << token;
      for (size_t k = 0; k < out.size(); ++k) {
        EXPECT_EQ(out[k].text, expected[k].text) << token;
        EXPECT_EQ(out[k].cost, expected[k].cost) << token;
      }
    }
  }
}

TEST(ConfusionModelTest, ReadingsInOneReusedBufferAreTheCandidates) {
  // One buffer for every token, short and long in turn, so a later token's readings are
  // written over (and may outgrow) an earlier one's: each view must still read its reading.
  const ConfusionModel& model = ConfusionModel::Shared(&BuiltinVocabulary());
  const std::string alphabet = "lI|1!JrnmcdvwiOo05Sa eEyYRLNM\xC3\xBC";
  std::mt19937 random(12);
  ReadingBuffer buffer;
  for (int round = 0; round < 3000; ++round) {
    const size_t size = round % 7 == 0 ? 40 + random() % 200 : random() % 12;
    std::string token;
    for (size_t k = 0; k < size; ++k) {
      token += alphabet[random() % alphabet.size()];
    }
    model.Readings(token, buffer);
    const std::vector<ReadingCandidate> expected = ReferenceCandidates(model, token);
    ASSERT_EQ(buffer.readings().size(), expected.size()) << token;
    for (size_t k = 0; k < expected.size(); ++k) {
      EXPECT_EQ(buffer.readings()[k].text, expected[k].text) << token;
      EXPECT_EQ(buffer.readings()[k].cost, expected[k].cost) << token;
    }
  }
  model.Readings("", buffer);
  EXPECT_TRUE(buffer.readings().empty());
}

TEST(ConfusionModelTest, ReadingsKnowWhichHoldADigit) {
  // Tokens with and without digits, read by the built-in model (edits that write a digit and
  // edits that remove one) and by one whose edits write digits, remove the only one and
  // write two bytes for one: each reading's flag is what a scan of its text says.
  const ConfusionModel& builtin = ConfusionModel::Shared(&BuiltinVocabulary());
  const ConfusionModel digits({{"O", "0", 1.0f, EditPlace::kAnywhere},
                               {"7", "T", 1.0f, EditPlace::kAnywhere},
                               {"l", "1l", 1.5f, EditPlace::kWordEnd},
                               {"rn", "m", 1.0f, EditPlace::kAnywhere},
                               {"5", "", 2.0f, EditPlace::kAnywhere},
                               {"e", "9e", 1.0f, EditPlace::kWordStart}});
  const std::string letters = "lI|!JrnmcdvwiOoSaeEyYRLNMT\xC3\xBC";
  const std::string with_digits = letters + "0157";
  std::mt19937 random(17);
  ReadingBuffer buffer;
  size_t with_digit = 0;
  size_t without_digit = 0;
  for (int round = 0; round < 4000; ++round) {
    const std::string& alphabet = round % 2 == 0 ? letters : with_digits;
    const size_t size = round % 9 == 0 ? 20 + random() % 60 : random() % 10;
    std::string token;
    for (size_t k = 0; k < size; ++k) {
      token += alphabet[random() % alphabet.size()];
    }
    for (const ConfusionModel* model : {&builtin, &digits}) {
      model->Readings(token, buffer);
      for (const ReadingView& r : buffer.readings()) {
        const bool scanned =
            std::any_of(r.text.begin(), r.text.end(), [](char c) { return c >= '0' && c <= '9'; });
        ASSERT_EQ(r.has_digit, scanned) << token << " -> " << r.text;
        (scanned ? with_digit : without_digit) += 1;
      }
    }
  }
  // Both kinds are met, often.
  EXPECT_GE(with_digit, 1000u);
  EXPECT_GE(without_digit, 1000u);
  // The edge cases: a token whose only digit an edit removes, and one an edit gives its first.
  digits.Readings("S5a", buffer);
  ASSERT_EQ(buffer.readings().size(), 1u);
  EXPECT_EQ(buffer.readings()[0].text, "Sa");
  EXPECT_FALSE(buffer.readings()[0].has_digit);
  digits.Readings("Oak", buffer);
  ASSERT_EQ(buffer.readings().size(), 1u);
  EXPECT_EQ(buffer.readings()[0].text, "0ak");
  EXPECT_TRUE(buffer.readings()[0].has_digit);
}

TEST(ConfusionModelTest, AnEditThatMeetsTheCapLooksNoFurther) {
  // The first edit fills the cap; the second finds a new reading at the token's start and
  // stops there, so its matches further on never lower the costs of the first edit's readings.
  const ConfusionModel model(
      {{"ya", "yb", 2.0f, EditPlace::kAnywhere}, {"a", "b", 1.0f, EditPlace::kAnywhere}});
  std::string token = "a";
  for (size_t k = 0; k < ConfusionModel::kMaxCandidates; ++k) {
    token += "ya";
  }
  std::vector<ReadingCandidate> out;
  model.Candidates(token, out);
  ASSERT_EQ(out.size(), ConfusionModel::kMaxCandidates);
  for (const ReadingCandidate& c : out) {
    EXPECT_EQ(c.cost, 2.0f) << c.text;
  }
  EXPECT_EQ(out.size(), ReferenceCandidates(model, token).size());
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
