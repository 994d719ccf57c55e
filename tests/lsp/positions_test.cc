// Positions between the protocol's UTF-16 (or UTF-8) units and the server's byte offsets.
#include "src/lsp/positions.h"

#include <string>

#include "gtest/gtest.h"

namespace cvtidy::lsp {
namespace {

constexpr PositionEncoding kUtf16 = PositionEncoding::kUtf16;
constexpr PositionEncoding kUtf8 = PositionEncoding::kUtf8;

// "é" is two bytes and one UTF-16 unit; U+1F33F four bytes and two units (a surrogate pair).
const std::string kText =
    "a\xC3\xA9"
    "b\xF0\x9F\x8C\xBF"
    "c\nsecond\r\nthird\rlast";

TEST(LineIndexTest, CountsUtf16UnitsAndUtf8Bytes) {
  const LineIndex index(kText);
  // `c` is at byte 8: after a(1) é(2) b(1) U+1F33F(4).
  EXPECT_EQ(index.PositionOf(8, kUtf16), (LspPosition{0, 5}));
  EXPECT_EQ(index.PositionOf(8, kUtf8), (LspPosition{0, 8}));
  EXPECT_EQ(index.OffsetOf({0, 5}, kUtf16), 8u);
  EXPECT_EQ(index.OffsetOf({0, 8}, kUtf8), 8u);
  EXPECT_EQ(index.OffsetOf({0, 2}, kUtf16), 3u);  // after é
}

TEST(LineIndexTest, EveryLineTerminatorEndsALine) {
  const LineIndex index(kText);
  EXPECT_EQ(index.line_count(), 4u);
  EXPECT_EQ(index.OffsetOf({1, 0}, kUtf16), kText.find("second"));
  EXPECT_EQ(index.OffsetOf({2, 0}, kUtf16), kText.find("third"));
  EXPECT_EQ(index.OffsetOf({3, 0}, kUtf16), kText.find("last"));
  EXPECT_EQ(index.PositionOf(kText.find("last") + 2, kUtf16), (LspPosition{3, 2}));
}

TEST(LineIndexTest, ClampsPastTheEnds) {
  const LineIndex index(kText);
  // A character past its line's end is the line's end, before `\r\n`.
  EXPECT_EQ(index.OffsetOf({1, 99}, kUtf16), kText.find("\r\n"));
  EXPECT_EQ(index.OffsetOf({0, 99}, kUtf16), kText.find('\n'));
  // A line past the end is the end of the text.
  EXPECT_EQ(index.OffsetOf({9, 0}, kUtf16), kText.size());
  // An offset inside `\r\n` is the line's end.
  EXPECT_EQ(index.PositionOf(kText.find("\r\n") + 1, kUtf16), (LspPosition{1, 6}));
  EXPECT_EQ(index.PositionOf(1000, kUtf16), (LspPosition{3, 4}));
}

TEST(LineIndexTest, InsideACodePointIsItsStart) {
  const LineIndex index(kText);
  // Unit 4 is the second half of the surrogate pair that starts at unit 3 (byte 4).
  EXPECT_EQ(index.OffsetOf({0, 4}, kUtf16), 4u);
  EXPECT_EQ(index.OffsetOf({0, 2}, kUtf8), 1u);  // byte 2 is inside é
  EXPECT_EQ(index.PositionOf(6, kUtf16), (LspPosition{0, 3}));
}

TEST(LineIndexTest, EmptyText) {
  const LineIndex index("");
  EXPECT_EQ(index.line_count(), 1u);
  EXPECT_EQ(index.OffsetOf({0, 3}, kUtf16), 0u);
  EXPECT_EQ(index.PositionOf(0, kUtf16), (LspPosition{0, 0}));
}

TEST(ApplyChangeTest, ReplacesARangeOrTheWholeText) {
  std::string text = "Zo\xC3\xAB \xF0\x9F\x8C\xBF 06/2019\n";
  // `06/2019` starts at unit 7: Z o ë, a space, U+1F33F (two units), a space.
  ApplyChange(text, LspRange{{0, 7}, {0, 14}}, "Jun 2019", kUtf16);
  EXPECT_EQ(text, "Zo\xC3\xAB \xF0\x9F\x8C\xBF Jun 2019\n");
  ApplyChange(text, LspRange{{1, 0}, {1, 0}}, "more\n", kUtf16);
  EXPECT_EQ(text, "Zo\xC3\xAB \xF0\x9F\x8C\xBF Jun 2019\nmore\n");
  ApplyChange(text, std::nullopt, "new", kUtf16);
  EXPECT_EQ(text, "new");
  // A reversed range is taken as written the other way round.
  ApplyChange(text, LspRange{{0, 3}, {0, 1}}, "", kUtf8);
  EXPECT_EQ(text, "n");
}

}  // namespace
}  // namespace cvtidy::lsp
