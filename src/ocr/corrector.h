// The OCR correction layer's decisions: for one token, the reading the confusion model and
// the lexicons agree on, and whether the evidence makes it a safe fix.
//
//   Corrector corrector(model, lexicon);      // one per document and rule run
//   if (auto c = corrector.Correct("JEEE", TokenRole::kProse)) {
//     // c->replacement == "IEEE"; c->safe when `IEEE` occurs in this CV
//   }
//   if (auto s = corrector.SplitGlued("Posterand")) { ... }  // "Poster and"
//
// The evidence rule: a correction is safe only when the token is a word of no lexicon and
// its reading occurs in the same CV (at least as often as the token); a reading only a
// shipped lexicon (vocabulary, venue and section tables) knows is a suggestion. What the
// static lexicons say of a token is cached per thread and distinct token.
#ifndef CVTIDY_SRC_OCR_CORRECTOR_H_
#define CVTIDY_SRC_OCR_CORRECTOR_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/functional/function_ref.h"

#include "src/base/strings.h"
#include "src/model/document.h"
#include "src/ocr/confusion_model.h"
#include "src/ocr/lexicon.h"

namespace cvtidy {

struct Correction {
  std::string replacement;
  float cost = 0;
  bool safe = false;
  uint32_t evidence = 0;  // occurrences of the replacement in the CV (0: a lexicon's word)
};

struct StaticVerdict;  // corrector.cc
class VerdictCache;

// Where the token stands: author names are corrected only toward a name of the same CV.
enum class TokenRole : uint8_t { kProse, kName };

namespace internal {

// The readings of an unknown token (ConfusionModel::Readings, cheapest first) that its verdict
// keeps: each safe one (cost <= Corrector::kMaxSafeCost, no digit, and only for a token without
// a digit) is passed to `keep_safe` in order; the one reading the shipped lexicons know among
// those of cost <= Corrector::kMaxSuggestionCost (five bytes or more, no digit by
// ReadingView::has_digit) is returned, or null when none or two are known or the token is under
// four bytes.
// `token_has_digit` is HasAsciiDigit(token), which the caller has read.
const ReadingView* KeepReadings(std::string_view token, bool token_has_digit,
                                std::span<const ReadingView> readings, const Lexicon& lexicon,
                                absl::FunctionRef<void(const ReadingView&)> keep_safe);

// Whether a word may have lost the space before the glue word `token` ends with, by the
// spelling alone: only after a word of four letters or more may the longer glue words follow
// (Corrector::SplitGlued), and those end `token` in lower case. A switch on the last byte
// picks the one glue word to compare.
inline bool EndsWithLongGlueWord(std::string_view token) {
  std::string_view glue;
  switch (token.back()) {
    case 'd':
      glue = "and";
      break;
    case 'e':
      glue = "the";
      break;
    case 'r':
      glue = "for";
      break;
    case 'h':
      glue = "with";
      break;
    case 'm':
      glue = "from";
      break;
    case 'f':
      glue = "of";
      break;
    default:
      return false;
  }
  return token.ends_with(glue);
}

}  // namespace internal

class Corrector {
 public:
  // The costliest edit a safe fix may rest on, and a suggestion.
  static constexpr float kMaxSafeCost = 1.0f;
  static constexpr float kMaxSuggestionCost = 1.5f;

  // A corrector is used on the thread that made it: it reads that thread's verdict cache.
  Corrector(const ConfusionModel& model, const Lexicon& lexicon);

  // The reading of `token` (a word token of src/model/document_words.h), or nullopt when the
  // token is a known word, the readings disagree, or nothing supports one.
  std::optional<Correction> Correct(std::string_view token, TokenRole role);
  // `token` split into two known words where OCR dropped the space (`BAin`, `Iam`,
  // `Posterand`): the replacement holds the space. Safe when the word of the pair that is
  // not a short function word (`Poster`, `modular`; `I` of `I am`) occurs in the CV.
  std::optional<Correction> SplitGlued(std::string_view token);
  // Whether SplitGlued may split `token` (3 to 40 bytes) by its first two bytes and its last
  // alone: inline, so that a caller passes over most words without a call.
  static bool MaySplitGlued(std::string_view token);

  // Whether Correct(word.text, kProse) has a reading, or Correct(word.text, kName) for a
  // word that occurs inside author names: for a distinct word of the document
  // (DocumentWords::words()), whose static verdict is looked up once for both roles.
  bool HasCorrection(const DocumentWord& word);
  // Whether ocr/confusable may repair a distinct word of the document: `|`, a wrong word of a
  // confusable pair of the vocabulary (Lexicon::IsConfusable), or a word HasCorrection
  // corrects.
  bool MayRepair(const DocumentWord& word);

  // Whether `word` is known: a static lexicon's word, or the core of `Great!`.
  bool IsKnownToken(std::string_view token) const;
  // The same, of a token whose internal::DocumentWordHash is `hash`.
  bool IsKnownToken(std::string_view token, uint64_t hash) const;
  // IsKnownToken, answered from the per-thread cache of what the static lexicons say of a
  // token: a known token has no correction in any role, so a caller that asks of many tokens
  // can pass over most of them with one lookup.
  bool IsKnownTokenCached(std::string_view token);

 private:
  std::optional<Correction> Decide(std::string_view token, TokenRole role);
  // The decision for a token that no static lexicon knows, which occurs `token_count` times.
  std::optional<Correction> Decide(const StaticVerdict& verdict, uint32_t token_count,
                                   TokenRole role);
  // HasCorrection of a word whose verdict is not `known`.
  bool HasCorrection(const StaticVerdict& verdict, const DocumentWord& word);
  // The part of a token's decision that only the static lexicons make (cached per thread).
  const StaticVerdict& VerdictFor(std::string_view token);
  // What the cache holds of the verdict of a token whose internal::DocumentWordHash is `hash`
  // (VerdictCache: its bits, and where the verdict is when it has readings).
  uint32_t VerdictValueFor(std::string_view token, uint64_t hash);
  // VerdictValueFor of a token the cache did not answer for: looked up again when another
  // corrector cleared the cache since, otherwise judged and stored.
  uint32_t NewVerdict(std::string_view token, uint64_t hash);
  // Points the thread's cache at this corrector's lexicons and model (emptied when either
  // differs) and notes its generation.
  void AttachVerdicts();

  const ConfusionModel& model_;
  const Lexicon& lexicon_;
  VerdictCache* verdicts_;   // this thread's
  uint64_t generation_ = 0;  // of verdicts_ when it last held this corrector's lexicons and model
  ReadingBuffer readings_;
};

// Every split starts with `A` or `I`, ends with a longer glue word, or follows an acronym (two
// capitals at least): most words are none of these.
inline bool Corrector::MaySplitGlued(std::string_view token) {
  return token.size() >= 3 && token.size() <= 40 &&
         (token[0] == 'A' || token[0] == 'I' || internal::EndsWithLongGlueWord(token) ||
          (IsAsciiUpper(token[0]) && IsAsciiUpper(token[1])));
}

}  // namespace cvtidy

#endif  // CVTIDY_SRC_OCR_CORRECTOR_H_
