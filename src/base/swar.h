#ifndef CVTIDY_SRC_BASE_SWAR_H_
#define CVTIDY_SRC_BASE_SWAR_H_

// Eight bytes at a time in one 64-bit word ("SIMD within a register"). Most bytes of a CV are
// letters and blanks, so the scans that look for a rarer byte (a digit, a non-ASCII byte, a
// byte some class marks) test eight of them per step. Each Mark* function sets the high bit of
// every byte lane that matches and leaves the other bits clear; no lane carries into the next,
// so the first marked lane is exact.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace cvtidy::swar {

inline constexpr uint64_t kOnes = 0x0101010101010101ull;
inline constexpr uint64_t kHigh = 0x8080808080808080ull;
inline constexpr uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;

// The eight bytes at `p`, in memory order, whatever the alignment.
inline uint64_t Load(const char* p) {
  uint64_t word;
  std::memcpy(&word, p, sizeof(word));
  return word;
}

// The four bytes at `p`, in memory order, whatever the alignment.
inline uint32_t Load32(const char* p) {
  uint32_t quad;
  std::memcpy(&quad, p, sizeof(quad));
  return quad;
}

// The position (0-7), in memory order, of the first lane `marks` sets. `marks` is not zero.
inline size_t FirstMarked(uint64_t marks) {
  const int bit = std::endian::native == std::endian::little ? std::countr_zero(marks)
                                                             : std::countl_zero(marks);
  return static_cast<size_t>(bit / 8);
}

// `marks` without the first lane it sets in memory order (its mark is that lane's only bit):
// the marks of a word visited one by one, in order, with FirstMarked. `marks` is not zero.
inline uint64_t WithoutFirstMarked(uint64_t marks) {
  return std::endian::native == std::endian::little
             ? marks & (marks - 1)
             : marks & ~(uint64_t{1} << (63 - std::countl_zero(marks)));
}

// The position (0-7), in memory order, of the last lane `marks` sets. `marks` is not zero.
inline size_t LastMarked(uint64_t marks) {
  const int bit = std::endian::native == std::endian::little ? 63 - std::countl_zero(marks)
                                                             : 63 - std::countr_zero(marks);
  return static_cast<size_t>(bit / 8);
}

// Lanes holding a byte of 0x80 or more: a UTF-8 lead or continuation byte.
inline uint64_t MarkNonAscii(uint64_t word) { return word & kHigh; }

// Lanes holding an ASCII byte in [lo, hi] (both below 0x80, lo <= hi).
inline uint64_t MarkRange(uint64_t word, unsigned char lo, unsigned char hi) {
  const uint64_t low7 = word & kLow7;
  const uint64_t from_lo = low7 + kOnes * (0x80 - lo);   // high bit set when >= lo
  const uint64_t above_hi = low7 + kOnes * (0x7F - hi);  // high bit set when > hi
  return (from_lo ^ above_hi) & ~word & kHigh;
}

// Lanes holding an ASCII digit.
inline uint64_t MarkDigits(uint64_t word) { return MarkRange(word, '0', '9'); }

// Lanes holding an ASCII letter of either case: a lane's 0x20 bit set folds upper case onto
// lower case and leaves no other byte in `a`..`z`.
inline uint64_t MarkAsciiLetters(uint64_t word) { return MarkRange(word | kOnes * 0x20, 'a', 'z'); }

// Lanes holding exactly `byte`.
inline uint64_t MarkByte(uint64_t word, unsigned char byte) {
  const uint64_t same = word ^ (kOnes * byte);  // zero lanes where equal
  return ~(((same & kLow7) + kLow7) | same) & kHigh;
}

// Lanes holding a UTF-8 continuation byte (10xxxxxx): the high bit set, the next one clear.
inline uint64_t MarkContinuation(uint64_t word) { return word & ~(word << 1) & kHigh; }

// Whether the `n` bytes at `a` and at `b` are the same: eight bytes a step, the last eight (or
// four) overlapping, shorter ones byte by byte, with no call to memcmp (the callers compare
// short words in hot loops, where a call would save registers).
inline bool SameBytes(const char* a, const char* b, size_t n) {
  if (n >= 8) {
    for (size_t i = 0; i + 8 < n; i += 8) {
      if (Load(a + i) != Load(b + i)) {
        return false;
      }
    }
    return Load(a + n - 8) == Load(b + n - 8);
  }
  if (n >= 4) {
    return Load32(a) == Load32(b) && Load32(a + n - 4) == Load32(b + n - 4);
  }
  for (size_t i = 0; i < n; ++i) {
    if (a[i] != b[i]) {
      return false;
    }
  }
  return true;
}

// How many lanes `marks` sets: each lane's mark moved to its low bit, all lanes summed into
// the top byte by one multiply (std::popcount is a library call on baseline x86-64).
inline size_t CountMarked(uint64_t marks) {
  return static_cast<size_t>(((marks >> 7) * kOnes) >> 56);
}

// How many bits of `bits` are set, in a few register operations rather than a library call.
inline int PopCount(uint64_t bits) {
  bits -= (bits >> 1) & 0x5555555555555555ull;
  bits = (bits & 0x3333333333333333ull) + ((bits >> 2) & 0x3333333333333333ull);
  bits = (bits + (bits >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((bits * kOnes) >> 56);
}

}  // namespace cvtidy::swar

#endif  // CVTIDY_SRC_BASE_SWAR_H_
