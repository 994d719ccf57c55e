#include "src/base/swar.h"

#include <algorithm>
#include <bit>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

constexpr bool kLittleEndian = std::endian::native == std::endian::little;

// Every byte value in every lane, the other lanes holding bytes at the edges of the ranges: each
// Mark* marks exactly the lanes a byte-by-byte test picks, and no lane carries into the next.
TEST(SwarTest, MarksMatchAByteByByteTest) {
  const auto expect_marks = [](const auto& mark, const auto& wanted, const char* what) {
    for (int lane = 0; lane < 8; ++lane) {
      for (int value = 0; value < 256; ++value) {
        for (const unsigned char filler : {0x00, 0x2F, 0x3A, 0x7F, 0x80, 0xFF}) {
          std::string bytes(8, static_cast<char>(filler));
          bytes[static_cast<size_t>(lane)] = static_cast<char>(value);
          const uint64_t marks = mark(swar::Load(bytes.data()));
          uint64_t expected = 0;
          size_t first = 8;
          for (size_t i = 0; i < 8; ++i) {
            if (wanted(static_cast<unsigned char>(bytes[i]))) {
              expected |= uint64_t{0x80} << (kLittleEndian ? 8 * i : 56 - 8 * i);
              first = std::min(first, i);
            }
          }
          EXPECT_EQ(marks, expected) << what << " lane " << lane << " value " << value;
          if (expected != 0) {
            EXPECT_EQ(swar::FirstMarked(marks), first) << what;
          }
        }
      }
    }
  };
  expect_marks([](uint64_t w) { return swar::MarkDigits(w); },
               [](unsigned char c) { return c >= '0' && c <= '9'; }, "digits");
  expect_marks([](uint64_t w) { return swar::MarkRange(w, 'A', 'Z'); },
               [](unsigned char c) { return c >= 'A' && c <= 'Z'; }, "upper");
  expect_marks([](uint64_t w) { return swar::MarkAsciiLetters(w); },
               [](unsigned char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); },
               "letters");
  expect_marks([](uint64_t w) { return swar::MarkByte(w, '+'); },
               [](unsigned char c) { return c == '+'; }, "plus");
  expect_marks([](uint64_t w) { return swar::MarkByte(w, 0); },
               [](unsigned char c) { return c == 0; }, "nul");
  expect_marks([](uint64_t w) { return swar::MarkNonAscii(w); },
               [](unsigned char c) { return c >= 0x80; }, "non-ASCII");
  expect_marks([](uint64_t w) { return swar::MarkContinuation(w); },
               [](unsigned char c) { return (c & 0xC0) == 0x80; }, "continuation");
}

TEST(SwarTest, CountMarkedCountsLanes) {
  for (unsigned pattern = 0; pattern < 256; ++pattern) {
    std::string bytes(8, 'x');
    for (size_t i = 0; i < 8; ++i) {
      if ((pattern >> i) & 1) {
        bytes[i] = '5';
      }
    }
    EXPECT_EQ(swar::CountMarked(swar::MarkDigits(swar::Load(bytes.data()))),
              static_cast<size_t>(std::popcount(pattern)))
        << pattern;
  }
}

TEST(SwarTest, PopCountCountsSetBits) {
  uint64_t bits = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < 1000; ++i) {
    bits = bits * 6364136223846793005ull + 1442695040888963407ull;
    EXPECT_EQ(swar::PopCount(bits), std::popcount(bits)) << bits;
  }
  EXPECT_EQ(swar::PopCount(0), 0);
  EXPECT_EQ(swar::PopCount(~uint64_t{0}), 64);
}

TEST(SwarTest, FirstMarkedIsTheFirstLaneInMemoryOrder) {
  for (size_t first = 0; first < 8; ++first) {
    std::string bytes(8, 'a');
    for (size_t i = first; i < 8; i += 2) {
      bytes[i] = '5';
    }
    EXPECT_EQ(swar::FirstMarked(swar::MarkDigits(swar::Load(bytes.data()))), first);
  }
}

// Every set of marked lanes, visited by FirstMarked and WithoutFirstMarked: each lane once, in
// memory order.
TEST(SwarTest, WithoutFirstMarkedVisitsTheLanesInMemoryOrder) {
  for (unsigned lanes = 1; lanes < 256; ++lanes) {
    std::string bytes(8, 'a');
    std::vector<size_t> expected;
    for (size_t i = 0; i < 8; ++i) {
      if ((lanes >> i) & 1) {
        bytes[i] = '5';
        expected.push_back(i);
      }
    }
    std::vector<size_t> visited;
    for (uint64_t marks = swar::MarkDigits(swar::Load(bytes.data())); marks != 0;
         marks = swar::WithoutFirstMarked(marks)) {
      visited.push_back(swar::FirstMarked(marks));
    }
    EXPECT_EQ(visited, expected) << lanes;
  }
}

// Every set of marked lanes: the last lane of the set, in memory order.
TEST(SwarTest, LastMarkedIsTheLastLaneInMemoryOrder) {
  for (unsigned lanes = 1; lanes < 256; ++lanes) {
    std::string bytes(8, 'a');
    size_t last = 0;
    for (size_t i = 0; i < 8; ++i) {
      if ((lanes >> i) & 1) {
        bytes[i] = '5';
        last = i;
      }
    }
    EXPECT_EQ(swar::LastMarked(swar::MarkDigits(swar::Load(bytes.data()))), last) << lanes;
  }
}

TEST(SwarTest, SameBytesAgreesWithComparingByteByByte) {
  // Every size up to 70 bytes (the eight-byte steps, the overlapping last eight or four, the
  // byte loop), equal and with one byte changed at each place in turn.
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> byte(0, 255);
  for (size_t n = 0; n <= 70; ++n) {
    std::string a(n, ' ');
    for (char& c : a) {
      c = static_cast<char>(byte(rng));
    }
    const std::string same = a;
    EXPECT_TRUE(swar::SameBytes(a.data(), same.data(), n)) << n;
    for (size_t at = 0; at < n; ++at) {
      std::string b = a;
      b[at] = static_cast<char>(b[at] ^ (1 << (at % 8)));
      EXPECT_FALSE(swar::SameBytes(a.data(), b.data(), n)) << n << " " << at;
      EXPECT_FALSE(swar::SameBytes(b.data(), a.data(), n)) << n << " " << at;
    }
  }
}

}  // namespace
}  // namespace cvtidy
