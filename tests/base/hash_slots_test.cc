#include "src/base/hash_slots.h"

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

// A growable set of strings on the slots, grown as the document words and the verdict cache
// grow theirs: at most half full.
class StringIndex {
 public:
  explicit StringIndex(uint64_t (*hash)(const std::string&)) : hash_(hash) {}

  // The index of `key`, added when new.
  uint32_t Intern(const std::string& key) {
    if ((keys_.size() + 1) * 2 > slots_.size()) {
      PlaceInSlots(slots_, std::max<size_t>(2, slots_.size() * 2), keys_.size(),
                   [&](uint32_t k) { return hash_(keys_[k]); });
    }
    uint32_t& slot =
        slots_[ProbeSlots(slots_, hash_(key), [&](uint32_t k) { return keys_[k] == key; })];
    if (slot == kEmptySlot) {
      slot = SlotOf(keys_.size());
      keys_.push_back(key);
    }
    return EntryOf(slot);
  }
  // The index of `key`, or -1.
  int64_t Find(const std::string& key) const {
    if (slots_.empty()) {
      return -1;
    }
    const uint32_t slot =
        slots_[ProbeSlots(slots_, hash_(key), [&](uint32_t k) { return keys_[k] == key; })];
    return slot == kEmptySlot ? int64_t{-1} : int64_t{EntryOf(slot)};
  }
  size_t slot_count() const { return slots_.size(); }

 private:
  uint64_t (*hash_)(const std::string&);
  std::vector<std::string> keys_;
  std::vector<uint32_t> slots_;
};

uint64_t StdHash(const std::string& s) { return std::hash<std::string>{}(s); }
// Every key on one home slot: each lookup walks the whole cluster, and wraps past the end.
uint64_t OneHash(const std::string&) { return 7; }
// Few distinct homes: long clusters that run into one another.
uint64_t FewHashes(const std::string& s) { return s.empty() ? 0 : s.back() % 3; }

class HashSlotsTest : public ::testing::TestWithParam<uint64_t (*)(const std::string&)> {};

TEST_P(HashSlotsTest, AgreesWithAMapAcrossGrowth) {
  StringIndex index(GetParam());
  std::unordered_map<std::string, uint32_t> reference;
  std::mt19937 rng(11);
  for (int step = 0; step < 3000; ++step) {
    const std::string key = "w" + std::to_string(rng() % 900);
    const auto [it, added] = reference.emplace(key, static_cast<uint32_t>(reference.size()));
    ASSERT_EQ(index.Intern(key), it->second) << key << " at step " << step;
    ASSERT_LE(reference.size() * 2, index.slot_count());
  }
  for (int k = 0; k < 1000; ++k) {
    const std::string key = "w" + std::to_string(k);
    const auto it = reference.find(key);
    EXPECT_EQ(index.Find(key), it == reference.end() ? -1 : int64_t{it->second}) << key;
  }
  EXPECT_EQ(index.Find("absent"), -1);
}

INSTANTIATE_TEST_SUITE_P(Hashes, HashSlotsTest, ::testing::Values(&StdHash, &OneHash, &FewHashes));

TEST(HashSlotsPlacementTest, EmptySlotsForHoldTwiceTheEntries) {
  EXPECT_EQ(EmptySlotsFor(0), std::vector<uint32_t>(2, kEmptySlot));
  EXPECT_EQ(EmptySlotsFor(1), std::vector<uint32_t>(2, kEmptySlot));
  EXPECT_EQ(EmptySlotsFor(5), std::vector<uint32_t>(16, kEmptySlot));
  EXPECT_EQ(EmptySlotsFor(8), std::vector<uint32_t>(16, kEmptySlot));
}

TEST(HashSlotsPlacementTest, SizesToAPowerOfTwoAndPlacesEveryEntryOnce) {
  std::vector<uint32_t> slots = {5, 5, 5};  // replaced, not kept
  const std::vector<uint64_t> hashes = {3, 3, 4, 100, 7};
  PlaceInSlots(slots, 10, hashes.size(), [&](uint32_t k) { return hashes[k]; });
  ASSERT_EQ(slots.size(), 16u);
  std::vector<int> seen(hashes.size(), 0);
  for (const uint32_t slot : slots) {
    if (slot != kEmptySlot) {
      ++seen[EntryOf(slot)];
    }
  }
  EXPECT_EQ(seen, std::vector<int>(hashes.size(), 1));
  // Linear probing: the first 3 at its home, the second after it, then 4 and 100 (home 4)
  // pushed on; 7 at its home.
  EXPECT_EQ(slots[3], SlotOf(0));
  EXPECT_EQ(slots[4], SlotOf(1));
  EXPECT_EQ(slots[5], SlotOf(2));
  EXPECT_EQ(slots[6], SlotOf(3));
  EXPECT_EQ(slots[7], SlotOf(4));
}

}  // namespace
}  // namespace cvtidy
