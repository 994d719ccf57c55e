// Sixteen-byte steps for the scanners that mark byte classes (contacts, dates, the
// duplicate-line rule's rough key), on SSE2, which every x86-64 has. Each caller keeps a
// byte-by-byte path for other machines and for short texts:
//
//   #if defined(__SSE2__)
//     const __m128i bytes = simd::Load16(p);
//     const uint32_t digits = simd::Bits(simd::InRange(bytes, '0', '9'));
//     const size_t first = simd::FindFirstLane(text, from, [](__m128i b) { ... });
//   #endif
#ifndef CVTIDY_SRC_BASE_SIMD_H_
#define CVTIDY_SRC_BASE_SIMD_H_

#if defined(__SSE2__)
#include <emmintrin.h>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace cvtidy::simd {

// Sixteen copies of byte `c`.
inline __m128i Splat(int c) { return _mm_set1_epi8(static_cast<char>(c)); }

// The sixteen bytes at `p`, which need no alignment.
inline __m128i Load16(const char* p) {
  return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
}

// 0xFF in each lane whose byte lies in [lo, hi], in two operations: moved so that `lo` is the
// smallest signed byte, those bytes are the ones below -128 + (hi - lo + 1).
inline __m128i InRange(__m128i bytes, char lo, char hi) {
  return _mm_cmplt_epi8(_mm_add_epi8(bytes, Splat(0x80 - lo)), Splat(-128 + (hi - lo + 1)));
}

// 0xFF in each lane whose byte is an ASCII letter: a letter, and no other byte, lands in a..z
// with its 0x20 bit set.
inline __m128i AsciiLetters(__m128i bytes) {
  return InRange(_mm_or_si128(bytes, Splat(0x20)), 'a', 'z');
}

// One bit per lane of `mask` (lane 0 the lowest bit).
inline uint32_t Bits(__m128i mask) { return static_cast<uint32_t>(_mm_movemask_epi8(mask)); }

// The first position at or after `from` whose byte `lanes` marks, or text.size(), for a text
// of sixteen bytes or more. `lanes(bytes)` gives one bit per lane of sixteen bytes (Bits). The
// last step re-reads the text's final sixteen bytes, those before the step shifted out: there
// is no byte-by-byte tail.
template <typename Lanes>
inline size_t FindFirstLane(std::string_view text, size_t from, Lanes lanes) {
  const size_t n = text.size();
  size_t i = from;
  for (; i + 16 <= n; i += 16) {
    if (const uint32_t bits = lanes(Load16(text.data() + i)); bits != 0) {
      return i + static_cast<size_t>(std::countr_zero(bits));
    }
  }
  if (i >= n) {
    return n;
  }
  const uint32_t bits = lanes(Load16(text.data() + n - 16)) >> (i - (n - 16));
  return bits != 0 ? i + static_cast<size_t>(std::countr_zero(bits)) : n;
}

}  // namespace cvtidy::simd

#endif

#endif  // CVTIDY_SRC_BASE_SIMD_H_
