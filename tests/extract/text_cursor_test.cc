#include "src/extract/text_cursor.h"

#include <random>
#include <string>
#include <string_view>

#include "gtest/gtest.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_text_cursor {
namespace {

size_t FirstDigitByteByByte(std::string_view text, size_t from) {
  for (size_t i = from; i < text.size(); ++i) {
    if (IsAsciiDigit(text[i])) {
      return i;
    }
  }
  return text.size();
}

size_t LastDigitByteByByte(std::string_view text) {
  for (size_t i = text.size(); i > 0; --i) {
    if (IsAsciiDigit(text[i - 1])) {
      return i - 1;
    }
  }
  return kNpos;
}

TEST(TextCursorTest, DigitSearchEdgeCases) {
  EXPECT_EQ(internal::FindDigitFrom("", 0), 0u);
  EXPECT_EQ(internal::FindDigitFrom("abc", 3), 3u);
  EXPECT_EQ(internal::FindDigitFrom("abc", 0), 3u);
  EXPECT_EQ(internal::FindDigitFrom("0", 0), 0u);
  EXPECT_EQ(internal::FindDigitFrom("a/:9", 0), 3u);
  // Sixteen bytes and one more: the digit in the last, short step.
  EXPECT_EQ(internal::FindDigitFrom("abcdefghijklmnop7", 0), 16u);
  EXPECT_EQ(internal::FindDigitFrom("abcdefghijklmnop7", 16), 16u);
  EXPECT_EQ(internal::FindLastDigit(""), kNpos);
  EXPECT_EQ(internal::FindLastDigit("no digits at all, not one"), kNpos);
  EXPECT_EQ(internal::FindLastDigit("7abcdefghijklmnop"), 0u);
  EXPECT_EQ(internal::FindLastDigit("1 and 2 and nothing after"), 6u);
}

// Random texts of bytes around the digits ('/', ':', high bytes) against a byte-by-byte search,
// from every start.
TEST(TextCursorTest, DigitSearchesMatchByteByByte) {
  static constexpr char kBytes[] = {'0',    '5',    '9',    '/',    ':',    'a',    ' ',
                                    '\xB0', '\xB9', '\xE2', '\x80', '\x7F', '\x00', 'P'};
  std::mt19937 rng(11);
  for (int round = 0; round < 4000; ++round) {
    std::string text(rng() % 70, 'x');
    const int digit_odds = 1 + static_cast<int>(rng() % 40);
    for (char& c : text) {
      c = rng() % digit_odds == 0 ? '3' : kBytes[rng() % std::size(kBytes)];
    }
    if (round % 3 == 0) {
      // Mostly no digits at all: the long steps run to the end.
      for (char& c : text) {
        c = IsAsciiDigit(c) ? 'q' : c;
      }
    }
    for (size_t from = 0; from <= text.size(); ++from) {
      ASSERT_EQ(internal::FindDigitFrom(text, from), FirstDigitByteByByte(text, from))
          << "`" << text << "` from " << from;
    }
    ASSERT_EQ(internal::FindLastDigit(text), LastDigitByteByByte(text)) << "`" << text << "`";
  }
}

}  // namespace
}  // namespace cvtidy::testing_text_cursor
