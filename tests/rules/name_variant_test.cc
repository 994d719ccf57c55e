// name/variant's clusters of names (internal::NameClusters), compared with a plain reference:
// every pair of names compared, the spellings built as strings.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "rules/name/variant.h"
#include "src/extract/names.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_name_variant {
namespace {

// The clusters as the rule documents them, pair by pair: the same letters in the same order
// (both abbreviated or both full, a family name present), the same words for full names of
// three words or more, then each abbreviated name in turn joined to the one cluster of full
// names its initials can stand for.
std::vector<uint32_t> ReferenceClusters(const std::vector<NameKey>& keys) {
  std::vector<uint32_t> parent(keys.size());
  std::iota(parent.begin(), parent.end(), 0u);
  const auto find = [&](uint32_t i) {
    while (parent[i] != i) {
      i = parent[i];
    }
    return i;
  };
  const auto join = [&](uint32_t a, uint32_t b) {
    a = find(a);
    b = find(b);
    parent[std::max(a, b)] = std::min(a, b);
  };
  for (uint32_t i = 0; i < keys.size(); ++i) {
    for (uint32_t j = 0; j < i; ++j) {
      const NameKey& a = keys[i];
      const NameKey& b = keys[j];
      if (a.family.empty() || b.family.empty()) {
        continue;
      }
      if (a.abbreviated == b.abbreviated && a.given + a.family == b.given + b.family) {
        join(j, i);
      }
      if (!a.abbreviated && !b.abbreviated && a.word_count >= 3 && b.word_count >= 3 &&
          a.words == b.words) {
        join(j, i);
      }
    }
  }
  for (uint32_t i = 0; i < keys.size(); ++i) {
    if (!keys[i].abbreviated) {
      continue;
    }
    std::set<uint32_t> candidates;
    for (uint32_t j = 0; j < keys.size(); ++j) {
      if (InitialsMatch(keys[i], keys[j])) {
        candidates.insert(find(j));
      }
    }
    if (candidates.size() == 1) {
      join(*candidates.begin(), i);
    }
  }
  std::vector<uint32_t> roots(keys.size());
  for (uint32_t i = 0; i < keys.size(); ++i) {
    roots[i] = find(i);
  }
  return roots;
}

// Fictional name parts that collide in every way the rule knows: hyphens, spaces and case,
// accents, letters split differently between given and family name, initials with one or two
// candidates, word order, and words that fold to nothing.
constexpr std::string_view kGiven[] = {
    "Min-Seo", "Minseo", "Min",      "Seo",     "min-seo", "Zo\u00eb", "Zoe",    "Ada", "Adal",
    "J.",      "S.-Y.",  "Seo-Yeon", "Seoyeon", "Seo-Jin", "Jin",      "Jun",    "T.",  "Tomas",
    "E.W.",    "Wei",    "Lan",      "Zhou",    "A.",      "M.",       "\u2020", "E",
};
constexpr std::string_view kFamily[] = {
    "Park", "Lind-Varga", "Varga", "Lindvarga",  "Indvarga", "Li",  "Quill", "Zhou",
    "Wei",  "Lan",        "-",     "K\u00f6nig", "Konig",    "Ode", "Lu",
};

std::vector<NameKey> RandomKeys(std::mt19937& rng, size_t count) {
  std::vector<NameKey> keys;
  keys.reserve(count);
  for (size_t n = 0; n < count; ++n) {
    std::string name;
    const size_t given_words = std::uniform_int_distribution<size_t>(0, 3)(rng);
    for (size_t w = 0; w < given_words; ++w) {
      name += kGiven[std::uniform_int_distribution<size_t>(0, std::size(kGiven) - 1)(rng)];
      name += ' ';
    }
    name += kFamily[std::uniform_int_distribution<size_t>(0, std::size(kFamily) - 1)(rng)];
    keys.push_back(MakeNameKey(name));
  }
  return keys;
}

TEST(NameClustersTest, SameAsEveryPairCompared) {
  std::mt19937 rng(20261130);
  // From a few names (most alone) to more than any CV has (long probe chains in the table).
  for (const size_t count : {0, 1, 2, 5, 20, 60, 200, 700}) {
    for (int round = 0; round < 40; ++round) {
      const std::vector<NameKey> keys = RandomKeys(rng, count);
      EXPECT_EQ(internal::NameClusters(keys), ReferenceClusters(keys))
          << count << " names, round " << round;
    }
  }
}

TEST(NameClustersTest, EdgeCases) {
  const auto clusters = [](std::initializer_list<std::string_view> names) {
    std::vector<NameKey> keys;
    for (std::string_view name : names) {
      keys.push_back(MakeNameKey(name));
    }
    return internal::NameClusters(keys);
  };
  // Hyphens, spaces, case and accents; the letters split elsewhere are the same letters.
  EXPECT_EQ(clusters({"Min-Seo Park", "Minseo Park", "Min Seo Park", "Zo\u00eb Park"}),
            (std::vector<uint32_t>{0, 0, 0, 3}));
  EXPECT_EQ(clusters({"Ada Lind-Varga", "Adal Indvarga", "Ada Lindvarg"}),
            (std::vector<uint32_t>{0, 0, 2}));
  // An abbreviated and a full name are never the same spelling, only an initials match.
  EXPECT_EQ(clusters({"J. Li", "Jun Li"}), (std::vector<uint32_t>{0, 0}));
  EXPECT_EQ(clusters({"J. Li", "Jun Li", "Jin Li"}), (std::vector<uint32_t>{0, 1, 2}));
  // Word order for three words or more only.
  EXPECT_EQ(clusters({"Wei Lan Zhou", "Lan Zhou Wei", "Wei Zhou", "Zhou Wei"}),
            (std::vector<uint32_t>{0, 0, 2, 3}));
  // Names without a family name are never joined by spelling.
  EXPECT_EQ(clusters({"Ada -", "Ada -"}), (std::vector<uint32_t>{0, 1}));
  EXPECT_EQ(clusters({}), (std::vector<uint32_t>{}));
}

}  // namespace
}  // namespace cvtidy::testing_name_variant
