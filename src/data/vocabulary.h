// The OCR vocabulary (rules/vocabulary.toml): confusable pairs with the contexts where a
// replacement is safe (`Al` -> `AI` before `Lab`), and the words hyphenation repair may form.
#ifndef CVTIDY_SRC_DATA_VOCABULARY_H_
#define CVTIDY_SRC_DATA_VOCABULARY_H_

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
};

class Vocabulary {
 public:
  Vocabulary() = default;
  // Builds the vocabulary from rules/vocabulary.toml (schema at the top of that file).
  static absl::StatusOr<Vocabulary> FromData(const DataFile& file);

  std::span<const ConfusablePair> confusables() const { return confusables_; }
  // Whether `word` (any case) is a known word that hyphenation repair may form.
  bool IsWord(std::string_view word) const;

 private:
  std::vector<ConfusablePair> confusables_;
  absl::flat_hash_set<std::string> words_;  // lower case
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_DATA_VOCABULARY_H_
