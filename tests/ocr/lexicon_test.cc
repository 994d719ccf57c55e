#include "src/ocr/lexicon.h"

#include <atomic>
#include <memory>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

#include "src/config/builtin_tables.h"
#include "src/ocr/confusion_model.h"
#include "src/ocr/corrector.h"
#include "src/ocr/dictionary.h"
#include "src/parse/parse.h"

namespace cvtidy {
namespace {

// A plain-text CV parsed with the built-in tables.
struct Parsed {
  explicit Parsed(std::string text)
      : source(Source::FromBytes("cv.txt", std::move(text))),
        doc(Parse(source,
                  ParseOptions{&BuiltinVenues(), &BuiltinSections(), &BuiltinVocabulary()})) {}
  Source source;
  Document doc;
};

constexpr std::string_view kCv =
    "Ada Example\n"
    "\n"
    "PUBLICATIONS\n"
    "\n"
    "Ada Example, Bo Quill. Fast Things. In Proc. IEEE Symposium, 2021.\n"
    "Ada Example, Bo Quill. Faster Things. In Proc. JEEE Symposium, 2022.\n"
    "Ada Example. Modular Routing. In Proc. IEEE Symposium, 2023.\n";

TEST(DocumentWordsTest, CountsTokensAndNameTokens) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  EXPECT_EQ(p->doc.input_kind(), InputKind::kPlainText);
  EXPECT_EQ(p->doc.words().Count("IEEE"), 2u);
  EXPECT_EQ(p->doc.words().Count("JEEE"), 1u);
  EXPECT_EQ(p->doc.words().Count("ieee"), 0u);  // case-sensitive
  EXPECT_GE(p->doc.words().NameCount("Quill"), 1u);
  EXPECT_EQ(p->doc.words().NameCount("Things"), 0u);  // a title word
}

TEST(DocumentWordsTest, TokensAreInDocumentOrderWithTheirLinesAndWords) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const DocumentWords& words = p->doc.words();
  const std::span<const WordToken> tokens = words.tokens();
  ASSERT_FALSE(tokens.empty());
  size_t ieee = 0;
  size_t numbers = 0;
  for (size_t i = 0; i < tokens.size(); ++i) {
    const WordToken& t = tokens[i];
    if (i > 0) {
      EXPECT_GE(t.range.begin, tokens[i - 1].range.end);
      EXPECT_GE(t.line, tokens[i - 1].line);
    }
    // Each token lies on its line, and its word is its text.
    EXPECT_TRUE(p->doc.lines()[t.line].range.Contains(t.range));
    const std::string_view text = p->doc.Text(t.range);
    if (t.word == WordToken::kNumber) {
      ++numbers;
      EXPECT_EQ(text.find_first_not_of("0123456789"), std::string_view::npos) << text;
      continue;
    }
    ASSERT_LT(t.word, words.distinct());
    EXPECT_EQ(words.words()[t.word].text, text);
    ieee += text == "IEEE" ? 1 : 0;
  }
  EXPECT_EQ(ieee, 2u);
  EXPECT_EQ(numbers, 3u);  // the three years, never counted as words
  EXPECT_EQ(words.Count("2021"), 0u);
  // Distinct words are numbered by first appearance: the first line's first word is 0.
  EXPECT_EQ(words.words()[0].text, "Ada");
  EXPECT_EQ(words.words()[0].count, words.Count("Ada"));
}

TEST(DocumentWordsTest, AuthoredMarkdownCountsNothing) {
  auto p = std::make_unique<Parsed>(
      "---\ntitle: CV\n---\n\n# Ada Example\n\n- Fast Things. IEEE Symposium, 2021.\n");
  ASSERT_EQ(p->doc.input_kind(), InputKind::kAuthoredMarkdown);
  EXPECT_EQ(p->doc.words().distinct(), 0u);
}

TEST(DocumentWordsTest, TokensKeepLettersDigitsBarsAndAFinalBang) {
  std::vector<std::string> tokens;
  const std::string_view text = "Yeake! said: | have 4th Jürgen's e-mail Great! x!y";
  ForEachWordToken(text, [&](size_t b, size_t e) { tokens.emplace_back(text.substr(b, e - b)); });
  EXPECT_EQ(tokens, (std::vector<std::string>{"Yeake!", "said", "|", "have", "4th", "Jürgen", "s",
                                              "e", "mail", "Great!", "x", "y"}));
}

TEST(LexiconTest, StaticLexiconsKnowWordsInTheirCaseForms) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);  // no dictionary: vocabulary and tables only
  EXPECT_NE(lexicon.Sources("systems") & kInVocabulary, 0);
  EXPECT_NE(lexicon.Sources("SYSTEMS") & kInVocabulary, 0);
  EXPECT_NE(lexicon.Sources("Systems") & kInVocabulary, 0);
  EXPECT_EQ(lexicon.Sources("sYstems"), kNoLexicon);     // no case form of a listed word
  EXPECT_NE(lexicon.Sources("IEEE") & kInTables, 0);     // a publisher
  EXPECT_NE(lexicon.Sources("NeurIPS") & kInTables, 0);  // an acronym, as listed
  EXPECT_EQ(lexicon.Sources("Neurips") & kInTables, 0);
  EXPECT_FALSE(lexicon.IsKnown("JEEE"));
  EXPECT_FALSE(lexicon.has_dictionary());
  EXPECT_EQ(lexicon.Count("IEEE"), 2u);
}

TEST(LexiconTest, DictionaryKnowsOrdinaryWords) {
  const SpellDictionary* dictionary = SpellDictionary::Shared();
  if (dictionary == nullptr) {
    GTEST_SKIP() << "built without a dictionary";
  }
  EXPECT_TRUE(dictionary->Knows("modular"));
  EXPECT_TRUE(dictionary->Knows("Poster"));
  EXPECT_FALSE(dictionary->Knows("Posterand"));
  EXPECT_FALSE(dictionary->Knows("loT"));
  EXPECT_FALSE(dictionary->Knows("4th"));  // numbers are not words here
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, dictionary);
  EXPECT_EQ(lexicon.Sources("sandwich"), kInDictionary);
}

TEST(LexiconTest, DictionaryIsSafeToShareBetweenThreads) {
  const SpellDictionary* dictionary = SpellDictionary::Shared();
  if (dictionary == nullptr) {
    GTEST_SKIP() << "built without a dictionary";
  }
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 2000; ++i) {
        const std::string word = (i + t) % 2 == 0 ? "routing" : "routinq" + std::to_string(i % 7);
        if (dictionary->Knows(word) != ((i + t) % 2 == 0)) {
          ++wrong;
        }
      }
    });
  }
  for (std::thread& thread : threads) {
    thread.join();
  }
  EXPECT_EQ(wrong.load(), 0);
}

// Scoring: the CV's own evidence makes a safe fix; a static lexicon alone a suggestion.
TEST(CorrectorTest, ReadingWrittenInTheCvIsSafe) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::WithVocabulary(BuiltinVocabulary());
  Corrector corrector(model, lexicon);
  std::optional<Correction> c = corrector.Correct("JEEE", TokenRole::kProse);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->replacement, "IEEE");
  EXPECT_TRUE(c->safe);
  EXPECT_EQ(c->evidence, 2u);
  // Known words are never corrected.
  EXPECT_FALSE(corrector.Correct("IEEE", TokenRole::kProse).has_value());
  EXPECT_FALSE(corrector.Correct("Systems", TokenRole::kProse).has_value());
}

TEST(CorrectorTest, ReadingOnlyALexiconKnowsIsASuggestion) {
  auto p = std::make_unique<Parsed>(std::string(kCv));
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::WithVocabulary(BuiltinVocabulary());
  Corrector corrector(model, lexicon);
  std::optional<Correction> c = corrector.Correct("Systerns", TokenRole::kProse);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->replacement, "Systems");
  EXPECT_FALSE(c->safe);
  // Names get no suggestion: only a spelling of the same CV.
  EXPECT_FALSE(corrector.Correct("Systerns", TokenRole::kName).has_value());
  // Nothing supports a reading of an unknown word: no correction.
  EXPECT_FALSE(corrector.Correct("Quilx", TokenRole::kProse).has_value());
  // Identifiers and numbers are never rewritten.
  EXPECT_FALSE(corrector.Correct("CM05", TokenRole::kProse).has_value());
}

TEST(CorrectorTest, RarerReadingDoesNotOverruleACommonerToken) {
  // A token written more often than its reading is kept: `Jiirgen` three times, `Jürgen`
  // once (two people, or a misreading the CV does not settle).
  auto p = std::make_unique<Parsed>(
      "Jiirgen Sample\n\nTALKS\n\nJiirgen Sample met Jürgen Other. Jiirgen again.\n");
  const Lexicon lexicon(p->doc, nullptr);
  const ConfusionModel model = ConfusionModel::Builtin();
  Corrector corrector(model, lexicon);
  EXPECT_FALSE(corrector.Correct("Jiirgen", TokenRole::kProse).has_value());
}

TEST(CorrectorTest, SplitsGluedWordsIntoKnownWords) {
  auto p = std::make_unique<Parsed>(
      "Ada Example\n\nAWARDS\n\nBest Poster, 2020.\nBest Posterand Demo, 2021.\n"
      "Amodular router and a modular switch.\n");
  const SpellDictionary* dictionary = SpellDictionary::Shared();
  const Lexicon lexicon(p->doc, dictionary);
  const ConfusionModel model = ConfusionModel::Builtin();
  Corrector corrector(model, lexicon);
  if (dictionary != nullptr) {
    std::optional<Correction> c = corrector.SplitGlued("Posterand");
    ASSERT_TRUE(c.has_value());
    EXPECT_EQ(c->replacement, "Poster and");
    EXPECT_TRUE(c->safe);  // `Poster` is written in the CV
  }
  std::optional<Correction> a = corrector.SplitGlued("Amodular");
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(a->replacement, "A modular");
  EXPECT_TRUE(a->safe);  // `modular` is written in the CV
  // Known words, CamelCase and name-like endings stay whole.
  EXPECT_FALSE(corrector.SplitGlued("Poster").has_value());
  EXPECT_FALSE(corrector.SplitGlued("DeepMind").has_value());
  EXPECT_FALSE(corrector.SplitGlued("Valentina").has_value());
  EXPECT_FALSE(corrector.SplitGlued("Easton").has_value());
}

}  // namespace
}  // namespace cvtidy
