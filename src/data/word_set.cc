#include "src/data/word_set.h"

#include <algorithm>
#include <bit>
#include <utility>

namespace cvtidy {
namespace internal {

uint32_t WordHash(std::string_view word) {
  uint32_t h = 2166136261u;
  for (const char c : word) {
    h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
  }
  return h;
}

bool WordSet::Contains(std::string_view word) const {
  if (slots.empty()) {
    return false;
  }
  const size_t mask = slots.size() - 1;
  for (size_t i = WordHash(word) & mask; slots[i] != 0; i = (i + 1) & mask) {
    if (Word(slots[i] - 1) == word) {
      return true;
    }
  }
  return false;
}

bool operator==(const WordSet& a, const WordSet& b) {
  if (a.words.size() != b.words.size()) {
    return false;
  }
  for (size_t i = 0; i < a.words.size(); ++i) {
    if (a.Word(i) != b.Word(i)) {
      return false;
    }
  }
  return std::equal(a.slots.begin(), a.slots.end(), b.slots.begin(), b.slots.end());
}

}  // namespace internal

OwnedWordSet::OwnedWordSet(std::vector<std::string> words) {
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  words_.reserve(words.size());
  for (const std::string& word : words) {
    words_.push_back(
        PoolString{static_cast<uint32_t>(strings_.size()), static_cast<uint32_t>(word.size())});
    strings_ += word;
  }
  if (!words.empty()) {
    // At most half full, so that a miss (most lookups) ends after a probe or two.
    slots_.assign(std::bit_ceil(2 * words.size()), 0);
    const size_t mask = slots_.size() - 1;
    for (size_t w = 0; w < words.size(); ++w) {
      size_t i = internal::WordHash(words[w]) & mask;
      while (slots_[i] != 0) {
        i = (i + 1) & mask;  // the table is at most half full: a free slot exists
      }
      slots_[i] = static_cast<uint32_t>(w + 1);
    }
  }
  set_ = internal::WordSet{strings_, words_, slots_};
}

}  // namespace cvtidy
