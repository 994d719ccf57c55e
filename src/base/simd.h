// Sixteen-byte steps for the scanners that mark byte classes (contacts, dates, the
// duplicate-line rule's rough key), on SSE2, which every x86-64 has. Each caller keeps a
// byte-by-byte path for other machines and for short texts:
//
//   #if defined(__SSE2__)
//     const __m128i bytes = simd::Load16(p);
//     const uint32_t digits = simd::Bits(simd::InRange(bytes, '0', '9'));
//   #endif
#ifndef CVTIDY_SRC_BASE_SIMD_H_
#define CVTIDY_SRC_BASE_SIMD_H_

#if defined(__SSE2__)
#include <emmintrin.h>

#include <cstdint>

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

}  // namespace cvtidy::simd

#endif

#endif  // CVTIDY_SRC_BASE_SIMD_H_
