// Rules judge words against the vocabulary the Document carries (ParseOptions::vocabulary),
// not a process-wide table: a custom vocabulary changes their answers, and a document parsed
// without one is not judged at all.
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "gtest/gtest.h"

#include "src/config/config.h"
#include "src/data/data_file.h"
#include "src/data/vocabulary.h"
#include "src/engine/rule.h"
#include "src/engine/sink.h"
#include "src/parse/parse.h"
#include "src/source/source.h"

namespace cvtidy {
namespace {

// A word no shipped vocabulary knows, split by a typesetter's hyphen.
constexpr std::string_view kSplitWord =
    "Research on zorblat-\n"
    "ting methods for quasi-stellar flux.\n";

Vocabulary VocabularyOf(std::vector<std::string> words) {
  DataFile file;
  file.path = "custom-vocabulary.toml";
  file.lists["words"] = std::move(words);
  absl::StatusOr<Vocabulary> v = Vocabulary::FromData(file);
  EXPECT_TRUE(v.ok()) << v.status().message();
  return v.ok() ? *std::move(v) : Vocabulary();
}

std::vector<Diagnostic> RunRule(std::string_view rule_id, const Source& source,
                                const Vocabulary* vocabulary) {
  ParseOptions options;
  options.vocabulary = vocabulary;
  const Document doc = Parse(source, options);
  EXPECT_EQ(doc.vocabulary(), vocabulary);
  const Rule* rule = RuleRegistry::Get().Find(rule_id);
  EXPECT_NE(rule, nullptr) << rule_id;
  const Config config;
  DiagnosticSink sink(source, nullptr);
  sink.SetRule(rule_id, Severity::kWarning);
  if (rule != nullptr) {
    rule->Check(doc, RuleContext{config, {}}, sink);
  }
  return sink.diagnostics();
}

TEST(DocumentVocabularyTest, HyphenationJoinsAWordOnlyTheDocumentsVocabularyKnows) {
  const Source source = Source::FromBytes("cv.txt", std::string(kSplitWord));
  const Vocabulary custom = VocabularyOf({"zorblatting", "research", "methods"});
  const std::vector<Diagnostic> known = RunRule("ocr/hyphenation", source, &custom);
  ASSERT_EQ(known.size(), 1u);
  ASSERT_TRUE(known[0].fix.has_value());
  EXPECT_EQ(known[0].fix->safety, FixSafety::kSafe);
  EXPECT_EQ(known[0].fix->edits.size(), 1u);
  EXPECT_EQ(known[0].fix->edits[0].replacement, "ting\n");  // `zorblat` + `ting`, the rest stays

  // Another vocabulary that lacks the word: it may be a compound hyphenated on purpose, so the
  // halves are only put back on one line, hyphen kept.
  const Vocabulary other = VocabularyOf({"research", "methods"});
  const std::vector<Diagnostic> unknown = RunRule("ocr/hyphenation", source, &other);
  ASSERT_EQ(unknown.size(), 1u);
  ASSERT_TRUE(unknown[0].fix.has_value());
  EXPECT_EQ(unknown[0].fix->edits[0].replacement, "ting\n");  // after the hyphen, which stays
}

TEST(DocumentVocabularyTest, WithoutAVocabularyNoWordIsJudged) {
  const Source source = Source::FromBytes("cv.txt", std::string(kSplitWord));
  EXPECT_TRUE(RunRule("ocr/hyphenation", source, nullptr).empty());
  EXPECT_TRUE(RunRule("ocr/confusable", source, nullptr).empty());
  EXPECT_TRUE(RunRule("ocr/truncated-text", source, nullptr).empty());
}

}  // namespace
}  // namespace cvtidy
