// Open addressing by linear probing, the one form every word index of cvtidy uses: the built-in
// word sets and section keys (written by the build, src/data/gen), a document's distinct words
// and the corrector's verdict cache (grown at run time).
//
// The slots are a power-of-two count of uint32_t, each kEmptySlot or an entry's index + 1; the
// entries (and their hashes, where kept) live with the caller. An entry sits at
// hash & (size - 1) or the first empty slot after it. Kept at most half full, so a miss (most
// lookups) ends after a probe or two. 0 for empty lets a built-in table be plain zeroed data
// and a new one a zeroed allocation.
//
//   std::vector<uint32_t> slots;
//   PlaceInSlots(slots, 16, words.size(), [&](uint32_t i) { return Hash(words[i]); });
//   uint32_t& slot = slots[ProbeSlots(slots, Hash(w), [&](uint32_t i) { return words[i] == w; })];
//   if (slot == kEmptySlot) { slot = SlotOf(words.size()); words.push_back(w); }
#ifndef CVTIDY_SRC_BASE_HASH_SLOTS_H_
#define CVTIDY_SRC_BASE_HASH_SLOTS_H_

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace cvtidy {

inline constexpr uint32_t kEmptySlot = 0;

// The slot value of entry `index`, and the entry of a full slot.
constexpr uint32_t SlotOf(size_t index) { return static_cast<uint32_t>(index + 1); }
constexpr uint32_t EntryOf(uint32_t slot) { return slot - 1; }

// The position of the slot where the probe for `hash` stops: the first whose entry
// `is_entry(index)` accepts, or the empty slot where such an entry would go. `slots` must be
// non-empty and not full.
template <typename IsEntry>
size_t ProbeSlots(std::span<const uint32_t> slots, uint64_t hash, IsEntry is_entry) {
  const size_t mask = slots.size() - 1;
  size_t i = hash & mask;
  while (slots[i] != kEmptySlot && !is_entry(EntryOf(slots[i]))) {
    i = (i + 1) & mask;  // not full: the probe reaches an empty slot
  }
  return i;
}

// Empty slots for up to `count` entries entered one by one (ProbeSlots, then SlotOf into the
// empty slot it stops at): twice as many, so the slots stay at most half full.
inline std::vector<uint32_t> EmptySlotsFor(size_t count) {
  return std::vector<uint32_t>(std::bit_ceil(std::max<size_t>(2 * count, 2)), kEmptySlot);
}

// Sizes `slots` to bit_ceil(`size`) empty slots and places entries 0 .. count - 1 by
// `hash_of(index)`. `size` must exceed `count`; twice it keeps lookups short.
template <typename HashOf>
void PlaceInSlots(std::vector<uint32_t>& slots, size_t size, size_t count, HashOf hash_of) {
  slots.assign(std::bit_ceil(size), kEmptySlot);
  const size_t mask = slots.size() - 1;
  for (size_t k = 0; k < count; ++k) {
    size_t i = hash_of(static_cast<uint32_t>(k)) & mask;
    while (slots[i] != kEmptySlot) {
      i = (i + 1) & mask;
    }
    slots[i] = SlotOf(k);
  }
}

}  // namespace cvtidy

#endif  // CVTIDY_SRC_BASE_HASH_SLOTS_H_
