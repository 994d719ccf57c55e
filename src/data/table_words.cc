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

namespace {

// The WordKeys of `split`'s words: a key ignores case, so it is the same for every case form
// of a lower-case word that Knows accepts.
std::vector<uint64_t> KeysOf(const OwnedTableWords::Split& split) {
  internal::WordKeyBitsBuilder keys(split.first.size() + split.second.size());
  for (const std::string& word : split.first) {
    keys.Add(word);
  }
  for (const std::string& word : split.second) {
    keys.Add(word);
  }
  return std::move(keys).Take();
}

}  // namespace

OwnedTableWords::OwnedTableWords(Split split)
    : keys_(KeysOf(split)), exact_(std::move(split.first)), lower_(std::move(split.second)) {}

}  // namespace cvtidy
