#include "src/data/word_set.h"

#include <algorithm>
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

bool WordSet::Contains(std::string_view word) const { return Contains(Hashed(word)); }

bool WordSet::Contains(HashedWord word) const {
  return FindInSlots(slots, word, [this](size_t i) { return Word(i); }).has_value();
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

WordForms::WordForms(std::string_view word)
    : shape_(ShapeOf(word)), written_(internal::Hashed(word)) {
  // A word without a capital is its own lower-case form.
  lower_ = shape_ == CaseShape::kLower ? written_
                                       : internal::Hashed(AsciiLowerInto(word, buffer_, heap_));
}

OwnedWordSet::OwnedWordSet(std::vector<std::string> words) {
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  words_.reserve(words.size());
  for (const std::string& word : words) {
    words_.push_back(
        PoolString{static_cast<uint32_t>(strings_.size()), static_cast<uint32_t>(word.size())});
    strings_ += word;
  }
  slots_ = internal::HashSlots(words.size(), [&](size_t i) { return std::string_view(words[i]); });
  set_ = internal::WordSet{strings_, words_, slots_};
}

}  // namespace cvtidy
