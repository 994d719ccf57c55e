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

WordForms::WordForms(std::string_view word) {
  // One pass: the case shape's letter bits (as ShapeOf reads them), the lower-case copy and
  // both hashes (WordHash of each form).
  constexpr uint32_t kBasis = 2166136261u;
  constexpr uint32_t kPrime = 16777619u;
  char* lower = buffer_.data();
  if (word.size() > buffer_.size()) {
    heap_.resize(word.size());
    lower = heap_.data();
  }
  uint32_t written_hash = kBasis;
  uint32_t lower_hash = kBasis;
  bool first_upper = false;
  bool upper_after_first = false;
  bool any_lower = false;
  for (size_t i = 0; i < word.size(); ++i) {
    const auto c = static_cast<unsigned char>(word[i]);
    const bool upper = static_cast<unsigned char>(c - 'A') < 26;
    any_lower = any_lower || static_cast<unsigned char>(c - 'a') < 26;
    (i == 0 ? first_upper : upper_after_first) |= upper;
    const auto folded = static_cast<unsigned char>(upper ? c + ('a' - 'A') : c);
    lower[i] = static_cast<char>(folded);
    written_hash = (written_hash ^ c) * kPrime;
    lower_hash = (lower_hash ^ folded) * kPrime;
  }
  const bool any_upper = first_upper || upper_after_first;
  shape_ = !any_upper                          ? CaseShape::kLower
           : !any_lower                        ? CaseShape::kUpper
           : first_upper && !upper_after_first ? CaseShape::kCapitalized
                                               : CaseShape::kMixed;
  written_ = {word, written_hash};
  // A word without a capital is its own lower-case form.
  lower_ =
      any_upper ? internal::HashedWord{std::string_view(lower, word.size()), lower_hash} : written_;
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
