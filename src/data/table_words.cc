#include "src/data/table_words.h"

#include <string>
#include <utility>
#include <vector>

#include "src/model/document_words.h"

namespace cvtidy {
namespace {

constexpr size_t kMaxWord = 64;  // longer than any word of a table

// `exact_words` as written, then the words of `names` split as TableWords keeps them:
// mixed-case and one-letter words as written (`NeurIPS`, `EuroSys`), the others lower-cased.
OwnedTableWords::Split SplitWords(std::span<const std::string_view> exact_words,
                                  std::span<const std::string_view> names) {
  OwnedTableWords::Split split;
  std::vector<std::string>& exact = split.first;
  std::vector<std::string>& lower = split.second;
  exact.assign(exact_words.begin(), exact_words.end());
  for (const std::string_view name : names) {
    ForEachWordToken(name, [&](size_t begin, size_t end) {
      const std::string_view word = name.substr(begin, end - begin);
      if (ShapeOf(word) == CaseShape::kMixed || word.size() < 2) {
        exact.emplace_back(word);
      } else {
        lower.push_back(AsciiLower(word));
      }
    });
  }
  return split;
}

}  // namespace

bool TableWords::Knows(const WordForms& word) const {
  return exact.Contains(word.written()) ||
         (word.shape() != CaseShape::kMixed && word.written().text.size() <= kMaxWord &&
          lower.Contains(word.lower()));
}

OwnedTableWords::OwnedTableWords(std::span<const std::string_view> exact_words,
                                 std::span<const std::string_view> names)
    : OwnedTableWords(SplitWords(exact_words, names)) {}

OwnedTableWords::OwnedTableWords(Split split)
    : exact_(std::move(split.first)), lower_(std::move(split.second)) {}

}  // namespace cvtidy
