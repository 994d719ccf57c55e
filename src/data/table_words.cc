#include "src/data/table_words.h"

#include <array>
#include <string>
#include <vector>

#include "src/model/document_words.h"

namespace cvtidy {
namespace {

constexpr size_t kMaxWord = 64;  // longer than any word of a table

std::vector<std::string> ExactWords(std::span<const std::string_view> exact_words,
                                    std::span<const std::string_view> names) {
  std::vector<std::string> words(exact_words.begin(), exact_words.end());
  for (const std::string_view name : names) {
    ForEachWordToken(name, [&](size_t begin, size_t end) {
      const std::string_view word = name.substr(begin, end - begin);
      if (ShapeOf(word) == CaseShape::kMixed || word.size() < 2) {
        words.emplace_back(word);  // `NeurIPS`, `EuroSys`
      }
    });
  }
  return words;
}

std::vector<std::string> LowerWords(std::span<const std::string_view> names) {
  std::vector<std::string> words;
  for (const std::string_view name : names) {
    ForEachWordToken(name, [&](size_t begin, size_t end) {
      const std::string_view word = name.substr(begin, end - begin);
      if (ShapeOf(word) != CaseShape::kMixed && word.size() >= 2) {
        words.push_back(AsciiLower(word));
      }
    });
  }
  return words;
}

}  // namespace

bool TableWords::Knows(std::string_view word, CaseShape shape) const {
  if (exact.Contains(word)) {
    return true;
  }
  if (shape == CaseShape::kMixed || word.size() > kMaxWord) {
    return false;
  }
  std::array<char, kMaxWord> folded;
  for (size_t i = 0; i < word.size(); ++i) {
    folded[i] = AsciiToLower(word[i]);
  }
  return lower.Contains(std::string_view(folded.data(), word.size()));
}

OwnedTableWords::OwnedTableWords(std::span<const std::string_view> exact_words,
                                 std::span<const std::string_view> names)
    : exact_(ExactWords(exact_words, names)), lower_(LowerWords(names)) {}

}  // namespace cvtidy
