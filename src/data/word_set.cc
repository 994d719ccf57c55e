#include "src/data/word_set.h"

#include <algorithm>
#include <cstring>
#include <utility>

#include "src/base/swar.h"
#include "src/model/document_words.h"

namespace cvtidy {
namespace internal {

uint32_t WordHash(std::string_view word) { return static_cast<uint32_t>(DocumentWordHash{}(word)); }

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

WordKeyBitsBuilder::WordKeyBitsBuilder(size_t key_count, size_t bits_per_key) {
  size_t words = 1;
  while (words * 64 < bits_per_key * key_count) {
    words *= 2;
  }
  bits_.assign(words, 0);
}

void WordKeyBitsBuilder::Add(std::string_view word) {
  const size_t bit = WordKey(word) & (bits_.size() * 64 - 1);
  bits_[bit >> 6] |= uint64_t{1} << (bit & 63);
}

std::vector<uint64_t> WordKeyBitsOf(const WordSet& set, size_t bits_per_key) {
  WordKeyBitsBuilder keys(set.words.size(), bits_per_key);
  for (size_t i = 0; i < set.words.size(); ++i) {
    keys.Add(set.Word(i));
  }
  return std::move(keys).Take();
}

}  // namespace internal

WordForms::WordForms(std::string_view word) {
  const char* const p = word.data();
  const size_t n = word.size();
  char* lower = buffer_.data();
  if (n > buffer_.size()) {
    heap_.resize(n);
    lower = heap_.data();
  }
  // The case shape and the lower-case copy eight bytes a step (the last step overlapping, four
  // bytes for shorter words): the marks of capitals after the first byte and of small letters
  // anywhere, each capital folded by its mark (0x80 >> 2 is the case bit). Then the hashes
  // (WordHash of each form): one when there is no capital.
  const auto first = n == 0 ? 0u : static_cast<unsigned char>(p[0]);
  const bool first_upper = static_cast<unsigned char>(first - 'A') < 26;
  uint64_t upper_after_first = 0;
  uint64_t any_lower = static_cast<unsigned char>(first - 'a') < 26 ? 1 : 0;
  if (n > 0) {
    lower[0] = static_cast<char>(first_upper ? first + ('a' - 'A') : first);
  }
  const auto fold = [&](uint64_t bytes) {
    const uint64_t upper = swar::MarkRange(bytes, 'A', 'Z');
    upper_after_first |= upper;
    any_lower |= swar::MarkRange(bytes, 'a', 'z');
    return bytes | (upper >> 2);
  };
  if (n >= 9) {
    for (size_t i = 1; i + 8 < n; i += 8) {
      const uint64_t folded = fold(swar::Load(p + i));
      std::memcpy(lower + i, &folded, sizeof(folded));
    }
    const uint64_t folded = fold(swar::Load(p + n - 8));
    std::memcpy(lower + n - 8, &folded, sizeof(folded));
  } else if (n >= 5) {
    const auto folded_head = static_cast<uint32_t>(fold(swar::Load32(p + 1)));
    const auto folded_tail = static_cast<uint32_t>(fold(swar::Load32(p + n - 4)));
    std::memcpy(lower + 1, &folded_head, sizeof(folded_head));
    std::memcpy(lower + n - 4, &folded_tail, sizeof(folded_tail));
  } else {
    for (size_t i = 1; i < n; ++i) {
      const auto c = static_cast<unsigned char>(p[i]);
      const bool upper = static_cast<unsigned char>(c - 'A') < 26;
      upper_after_first |= upper ? 1 : 0;
      any_lower |= static_cast<unsigned char>(c - 'a') < 26 ? 1 : 0;
      lower[i] = static_cast<char>(upper ? c + ('a' - 'A') : c);
    }
  }
  const bool any_upper = first_upper || upper_after_first != 0;
  shape_ = !any_upper               ? CaseShape::kLower
           : any_lower == 0         ? CaseShape::kUpper
           : upper_after_first == 0 ? CaseShape::kCapitalized
                                    : CaseShape::kMixed;
  written_ = {word, internal::WordHash(word)};
  // A word without a capital is its own lower-case form.
  lower_ = any_upper
               ? internal::HashedWord{std::string_view(lower, n), internal::WordHash({lower, n})}
               : written_;
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
