// Constant lists of ASCII words, looked up ignoring case. The list is grouped by first letter
// at compile time, with the lengths it holds, so a word is compared only with the few entries
// of its letter, and most words with none:
//
//   constexpr std::array kHeads = {"conference"sv, "symposium"sv, "workshop"sv};
//   if (InWordList<kHeads>(word)) { ... }
#ifndef CVTIDY_SRC_BASE_WORD_LIST_H_
#define CVTIDY_SRC_BASE_WORD_LIST_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "src/base/strings.h"

namespace cvtidy {

// `N` words grouped by first letter (either case), with the lengths they have (bit n, below 32).
template <size_t N>
struct WordsByLetter {
  std::array<std::string_view, N> words;
  std::array<uint8_t, 27> start{};  // words[start[l], start[l + 1]) begin with letter l
  uint32_t lengths = 0;
};

// Every word of `list` must start with an ASCII letter and have 1 to 31 bytes.
template <size_t N>
constexpr WordsByLetter<N> GroupByFirstLetter(const std::array<std::string_view, N>& list) {
  static_assert(N < 256, "the group starts are bytes");
  WordsByLetter<N> grouped;
  size_t k = 0;
  for (int letter = 0; letter < 26; ++letter) {
    grouped.start[letter] = static_cast<uint8_t>(k);
    for (const std::string_view w : list) {
      if (AsciiToLower(w[0]) - 'a' == letter) {
        grouped.words[k++] = w;
      }
    }
  }
  grouped.start[26] = static_cast<uint8_t>(k);
  for (const std::string_view w : list) {
    grouped.lengths |= uint32_t{1} << w.size();
  }
  return grouped;
}

// Whether `word` is one of `kList` (a constant std::array of string_views), ignoring ASCII case.
template <const auto& kList>
bool InWordList(std::string_view word) {
  static constexpr auto kGrouped = GroupByFirstLetter(kList);
  static_assert(kGrouped.start[26] == kList.size(), "every word starts with an ASCII letter");
  if (word.empty() || word.size() >= 32 || ((kGrouped.lengths >> word.size()) & 1) == 0) {
    return false;
  }
  const auto letter = static_cast<unsigned>(AsciiToLower(word[0]) - 'a');
  if (letter >= 26) {
    return false;
  }
  for (size_t k = kGrouped.start[letter]; k < kGrouped.start[letter + 1]; ++k) {
    const std::string_view w = kGrouped.words[k];
    if (EqualsIgnoreCase(w, word)) {
      return true;
    }
  }
  return false;
}

}  // namespace cvtidy

#endif  // CVTIDY_SRC_BASE_WORD_LIST_H_
