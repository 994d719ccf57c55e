// A set of words as plain data, looked up by an open-addressing hash: the form a table builds at
// run time and the one the build writes for the built-in tables (src/data/gen/main.cc), so a
// built-in set costs a process no sorting, hashing or allocation.
//
//   OwnedWordSet owned({"systems", "kernel"});
//   owned.set().Contains("kernel");  // true
#ifndef CVTIDY_SRC_DATA_WORD_SET_H_
#define CVTIDY_SRC_DATA_WORD_SET_H_

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "src/base/hash_slots.h"
#include "src/base/strings.h"
#include "src/base/swar.h"

namespace cvtidy {

// A string in a table's string pool (VenueTable::Matcher::strings, WordSet::strings): offsets
// rather than pointers, so that the precomputed built-in table is plain data, with no relocation to
// apply at start-up, and a pool built at run time may grow.
struct PoolString {
  uint32_t offset = 0;
  uint32_t length = 0;
};

namespace internal {

// A word and its WordHash, so that asking several sets hashes it once.
struct HashedWord {
  std::string_view text;
  uint32_t hash = 0;
};

struct WordSet {
  std::string_view strings;           // the pool every PoolString below points into
  std::span<const PoolString> words;  // distinct, sorted (byte order)
  // `words` by WordHash (src/base/hash_slots.h).
  std::span<const uint32_t> slots;

  // Read without substr's bound check: the pool holds every word.
  std::string_view Word(size_t i) const {
    return std::string_view(strings.data() + words[i].offset, words[i].length);
  }
  bool Contains(std::string_view word) const;
  bool Contains(HashedWord word) const;

  // The same words in the same order, hashed into the same slots (pools may differ).
  friend bool operator==(const WordSet& a, const WordSet& b);
};

// The hash of WordSet::slots, the same at build time and at run time: the document's word hash
// (internal::DocumentWordHash, a load or two and one multiply for most words), cut to 32 bits.
uint32_t WordHash(std::string_view word);
inline HashedWord Hashed(std::string_view word) { return {word, WordHash(word)}; }

// The slots (src/base/hash_slots.h) of WordSet over `count` distinct keys, key_at(i) the i-th,
// at most half full. Also the section matcher's key indexes.
template <typename KeyAt>
std::vector<uint32_t> HashSlots(size_t count, KeyAt key_at) {
  std::vector<uint32_t> slots;
  if (count > 0) {
    PlaceInSlots(slots, 2 * count, count, [&](uint32_t k) { return WordHash(key_at(k)); });
  }
  return slots;
}

// The index of `word` among the keys HashSlots hashed into `slots`; std::nullopt when absent.
// A key of another size is passed over before its bytes, and the bytes are compared inline
// (swar::SameBytes) rather than by a memcmp call: most words asked are in no set, and meet a
// key or two on their way to an empty slot.
template <typename KeyAt>
std::optional<uint32_t> FindInSlots(std::span<const uint32_t> slots, HashedWord word,
                                    KeyAt key_at) {
  if (slots.empty()) {
    return std::nullopt;
  }
  const uint32_t slot = slots[ProbeSlots(slots, word.hash, [&](uint32_t k) {
    const std::string_view key = key_at(k);
    return key.size() == word.text.size() &&
           swar::SameBytes(key.data(), word.text.data(), word.text.size());
  })];
  return slot == kEmptySlot ? std::nullopt : std::optional<uint32_t>(EntryOf(slot));
}
template <typename KeyAt>
std::optional<uint32_t> FindInSlots(std::span<const uint32_t> slots, std::string_view word,
                                    KeyAt key_at) {
  return FindInSlots(slots, Hashed(word), key_at);
}

// A short key of a word that ignores ASCII case: its first four bytes, its last four and its
// length, mixed, each byte ORed with 0x20 (which folds the capitals and maps a few other bytes
// alike). Cheap to compute, so that a word no table knows can be ruled out before its forms
// are made.
inline uint32_t WordKey(std::string_view word) {
  const size_t n = word.size();
  uint64_t head_and_tail = 0;
  if (n >= 4) {
    head_and_tail = (uint64_t{swar::Load32(word.data())} << 32) | swar::Load32(word.data() + n - 4);
  } else {
    for (size_t i = 0; i < n; ++i) {
      head_and_tail |= uint64_t{static_cast<unsigned char>(word[i])} << (8 * i);
    }
  }
  const uint64_t mixed =
      ((head_and_tail | 0x2020202020202020u) ^ (uint64_t{n} * 0x9E3779B97F4A7C15u)) *
      0xBF58476D1CE4E5B9u;
  return static_cast<uint32_t>(mixed >> 32);
}

// A negative filter over WordKeys: a bit per key modulo its size (a power of two, 64 bits at
// least). A clear bit proves no word of the set has the key; an empty filter rules nothing out.
struct WordKeyBits {
  std::span<const uint64_t> bits;

  bool MayHold(uint32_t key) const {
    if (bits.empty()) {
      return true;
    }
    const size_t bit = key & (bits.size() * 64 - 1);
    return ((bits[bit >> 6] >> (bit & 63)) & 1) != 0;
  }
};

// The bits of a WordKeyBits over `key_count` keys at most, each set by Add: `bits_per_key`
// of them a key at least (rounded up to a power of two), so that few of the words asked share a
// set bit by chance alone.
class WordKeyBitsBuilder {
 public:
  explicit WordKeyBitsBuilder(size_t key_count, size_t bits_per_key = 16);
  void Add(std::string_view word);
  std::vector<uint64_t> Take() && { return std::move(bits_); }

 private:
  std::vector<uint64_t> bits_;
};

// The bits of the WordKeys of the words of `set`, `bits_per_key` bits a key at least.
std::vector<uint64_t> WordKeyBitsOf(const WordSet& set, size_t bits_per_key);

}  // namespace internal

// A word as the shipped lexicons look it up (TableWords::Knows, Vocabulary::IsWord): its case
// shape, and its forms as written and in ASCII lower case, each made and hashed once however
// many tables are asked. Holds the lower-case form: not copyable.
class WordForms {
 public:
  explicit WordForms(std::string_view word);
  WordForms(const WordForms&) = delete;
  WordForms& operator=(const WordForms&) = delete;

  CaseShape shape() const { return shape_; }
  internal::HashedWord written() const { return written_; }
  internal::HashedWord lower() const { return lower_; }

 private:
  std::array<char, 64> buffer_;
  std::string heap_;  // a lower-case form longer than buffer_
  CaseShape shape_;
  internal::HashedWord written_;
  internal::HashedWord lower_;
};

// The storage behind a WordSet built at run time. Not copyable or movable: set() points into
// it (hold it in a shared_ptr to share it).
class OwnedWordSet {
 public:
  OwnedWordSet() = default;
  // The set of `words`, in any order; duplicates count once.
  explicit OwnedWordSet(std::vector<std::string> words);
  OwnedWordSet(const OwnedWordSet&) = delete;
  OwnedWordSet& operator=(const OwnedWordSet&) = delete;

  const internal::WordSet& set() const { return set_; }

 private:
  std::string strings_;
  std::vector<PoolString> words_;
  std::vector<uint32_t> slots_;
  internal::WordSet set_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_DATA_WORD_SET_H_
