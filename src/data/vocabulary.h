// The OCR vocabulary (rules/vocabulary.toml): confusable pairs with the contexts where a
// replacement is safe (`Al` -> `AI` before `Lab`), letter-level confusions tried inside unknown
// words (`rn` for `m`), and the words hyphenation repair may form.
//
//   const Vocabulary& vocabulary = BuiltinVocabulary();   // src/config/builtin_tables.h
//   vocabulary.IsWord("Distributed");                      // true (any case, plurals too)
//   vocabulary.RepairConfusion("Systerns");                // "Systems"
#ifndef CVTIDY_SRC_DATA_VOCABULARY_H_
#define CVTIDY_SRC_DATA_VOCABULARY_H_

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/status/statusor.h"

#include "src/data/data_file.h"

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

class Vocabulary {
 public:
  Vocabulary() = default;
  // Builds the vocabulary from rules/vocabulary.toml (schema at the top of that file). Errors
  // name the file and the line of the bad record.
  static absl::StatusOr<Vocabulary> FromData(const DataFile& file);

  std::span<const ConfusablePair> confusables() const { return confusables_; }
  std::span<const LetterConfusion> confusions() const { return confusions_; }
  size_t word_count() const { return sorted_words_.size(); }

  // Whether `word` (any case) is a known word that hyphenation repair may form. A regular
  // plural (`-s`, `-es`, `-ies`) of a known word and a possessive `'s` count as known.
  bool IsWord(std::string_view word) const;
  // Whether some known word is longer than `prefix` and starts with it (any case): the test
  // ocr/truncated-text uses for a title cut off mid-word (`Fai` of `fairness`).
  bool IsWordPrefix(std::string_view prefix) const;
  // The confusable pair whose wrong form is exactly `word` (case-sensitive); null when none.
  const ConfusablePair* FindConfusable(std::string_view word) const;
  // When `word` (ASCII letters and digits) is not a known word and replacing one occurrence
  // of one letter confusion gives a known word of at least five letters, and exactly one
  // such word: that word, in the case pattern of `word` (`Systerns` -> `Systems`,
  // `0PERATING` -> `OPERATING`). std::nullopt otherwise.
  std::optional<std::string> RepairConfusion(std::string_view word) const;

 private:
  bool IsLowerWord(std::string_view lower) const;

  std::vector<ConfusablePair> confusables_;
  std::vector<LetterConfusion> confusions_;
  absl::flat_hash_set<std::string> words_;  // lower case
  std::vector<std::string> sorted_words_;   // the same words, sorted: prefix queries
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_DATA_VOCABULARY_H_
