// The OCR vocabulary (rules/vocabulary.toml): confusable pairs with the contexts where a
// replacement is safe (`Al` -> `AI` before `Lab`), letter-level confusions tried inside unknown
// words (`rn` for `m`), and the words hyphenation repair may form.
//
//   const Vocabulary& vocabulary = *doc.vocabulary();     // ParseOptions::vocabulary; the
//                                                          // CLI passes BuiltinVocabulary()
//   vocabulary.IsWord("Distributed");                      // true (any case, plurals too)
//   vocabulary.confusions();                               // read by the OCR confusion
//                                                          // model (src/ocr/confusion_model.h)
#ifndef CVTIDY_SRC_DATA_VOCABULARY_H_
#define CVTIDY_SRC_DATA_VOCABULARY_H_

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

#include "src/data/data_file.h"
#include "src/data/word_set.h"

namespace cvtidy {

struct ConfusablePair {
  std::string wrong;                // as OCR writes it: "Al"
  std::string right;                // "AI"
  std::vector<std::string> before;  // words that may follow it: "Lab", "Institute"
  std::vector<std::string> after;   // words that may precede it
  // With neither list the wrong form is never a real word: it is replaced anywhere.
  bool anywhere() const { return before.empty() && after.empty(); }
};

// One letter-level misreading (lower case): `wrong` written where `right` was meant.
struct LetterConfusion {
  std::string wrong;  // "rn"
  std::string right;  // "m"
};

namespace internal {

// A confusable pair as plain data: strings of StaticVocabulary::strings, contexts a range of
// StaticVocabulary::contexts (`before` first, then `after`).
struct StaticConfusable {
  PoolString wrong;
  PoolString right;
  uint32_t contexts = 0;
  uint32_t before_count = 0;
  uint32_t after_count = 0;
};

struct StaticConfusion {
  PoolString wrong;
  PoolString right;
};

// rules/vocabulary.toml in static form (generated/builtin_vocabulary.cc).
struct StaticVocabulary {
  std::string_view strings;  // the pool of the confusables and the confusions
  std::span<const StaticConfusable> confusables;
  std::span<const PoolString> contexts;
  std::span<const StaticConfusion> confusions;
  WordSet words;          // lower case; a pool of its own
  WordKeyBits word_keys;  // Vocabulary::MayBeWord
};

}  // namespace internal

class Vocabulary {
 public:
  Vocabulary() = default;
  // Builds the vocabulary from rules/vocabulary.toml (schema at the top of that file). Errors
  // name the file and the line of the bad record.
  static absl::StatusOr<Vocabulary> FromData(const DataFile& file);
  // The vocabulary of a static table, as FromData built it: the few confusable pairs are
  // copied, the words are used in place (`data` must outlive the vocabulary).
  static Vocabulary FromStatic(const internal::StaticVocabulary& data);

  std::span<const ConfusablePair> confusables() const { return confusables_; }
  std::span<const LetterConfusion> confusions() const { return confusions_; }
  size_t word_count() const { return words_.words.size(); }
  // The known words as plain data (what the build writes for the built-in vocabulary).
  const internal::WordSet& word_set() const { return words_; }

  // Whether `word` (any case) is a known word that hyphenation repair may form. A regular
  // plural (`-s`, `-es`, `-ies`) of a known word and a possessive `'s` count as known.
  bool IsWord(std::string_view word) const;
  // The same, of a word whose forms are made (and hashed) once for several lexicons.
  bool IsWord(const WordForms& word) const;
  // False when IsWord is false of every word whose WordKey is `key`: the keys of the known
  // words and of their plurals and possessives, so that most words asked are ruled out before
  // their forms are made.
  bool MayBeWord(uint32_t key) const { return word_keys_.MayHold(key); }
  // The bits behind MayBeWord (what the build writes for the built-in vocabulary).
  const internal::WordKeyBits& word_keys() const { return word_keys_; }

  // Whether some known word is longer than `prefix` and starts with it (any case): the test
  // ocr/truncated-text uses for a title cut off mid-word (`Fai` of `fairness`).
  bool IsWordPrefix(std::string_view prefix) const;
  // The confusable pair whose wrong form is exactly `word` (case-sensitive); null when none.
  const ConfusablePair* FindConfusable(std::string_view word) const;

 private:
  bool IsLowerWord(internal::HashedWord lower) const;
  // Builds the lookup aid below from confusables_ (FromData, FromStatic).
  void BuildIndex();

  std::vector<ConfusablePair> confusables_;
  std::vector<LetterConfusion> confusions_;
  // The prefilter of FindConfusable, called for every word of the document: a bit per
  // ConfusableKey of the confusables' wrong forms.
  std::array<uint64_t, 64> confusable_keys_{};
  // Shared and immutable, so that copies stay valid: words_ points into it (FromData) or
  // into static data (FromStatic).
  std::shared_ptr<const OwnedWordSet> owned_;
  internal::WordSet words_;
  std::shared_ptr<const std::vector<uint64_t>> owned_keys_;  // behind word_keys_ (FromData)
  internal::WordKeyBits word_keys_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_DATA_VOCABULARY_H_
