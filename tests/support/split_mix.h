// SplitMix64, the random source of the CV generators (tests/support/cv_generator.h and
// bench/realistic_cv.h): tiny, fast, and the same sequence on every platform, where the
// std:: distributions are implementation-defined.
#ifndef CVTIDY_TESTS_SUPPORT_SPLIT_MIX_H_
#define CVTIDY_TESTS_SUPPORT_SPLIT_MIX_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

namespace cvtidy::testing_support {

class SplitMix {
 public:
  // Starts from `state` as it is; each generator derives it from its seed its own way.
  explicit SplitMix(uint64_t state) : state_(state) {}

  // SplitMix64's output function: a bijective mix of 64 bits.
  static uint64_t Mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  uint64_t Next() { return Mix(state_ += 0x9E3779B97F4A7C15ull); }
  // Uniform in [lo, hi] (the modulo bias is irrelevant here).
  int Between(int lo, int hi) {
    return lo + static_cast<int>(Next() % static_cast<uint64_t>(hi - lo + 1));
  }
  bool Chance(int percent) { return Between(1, 100) <= percent; }
  // Chance in tenths of a percent, for the rarer kinds of damage.
  bool PerMille(int per_mille) { return Between(1, 1000) <= per_mille; }
  template <typename T>
  const T& Pick(std::span<const T> items) {
    return items[Next() % items.size()];
  }
  template <typename T, size_t N>
  const T& Pick(const std::array<T, N>& items) {
    return items[Next() % N];
  }

 private:
  uint64_t state_;
};

}  // namespace cvtidy::testing_support

#endif  // CVTIDY_TESTS_SUPPORT_SPLIT_MIX_H_
