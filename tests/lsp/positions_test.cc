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

// Applies `span` to `before`.
std::string Apply(std::string before, const DifferingSpan& span) {
  return before.replace(span.begin, span.end - span.begin, span.replacement);
}

TEST(FindDifferingSpanTest, TheSmallestSpanThatDiffers) {
  const std::string before = "a 06/2019 b\n";
  const std::string after = "a Jun 2019 b\n";
  const DifferingSpan span = FindDifferingSpan(before, after);
  EXPECT_EQ(span.begin, 2u);
  EXPECT_EQ(span.end, 5u);  // `06/` becomes `Jun `
  EXPECT_EQ(span.replacement, "Jun ");
  EXPECT_EQ(Apply(before, span), after);
}

TEST(FindDifferingSpanTest, EndsFallOnPositions) {
  // `é` (C3 A9) to `è` (C3 A8): the bytes differ only in the second, the span is the letter.
  const DifferingSpan letter = FindDifferingSpan("x\xC3\xA9y", "x\xC3\xA8y");
  EXPECT_EQ(letter.begin, 1u);
  EXPECT_EQ(letter.end, 3u);
  EXPECT_EQ(letter.replacement, "\xC3\xA8");
  // Neither end falls between the `\r` and `\n` of a line end, where no position lies.
  const DifferingSpan starts = FindDifferingSpan("a\r\nb", "a\rb");
  EXPECT_EQ(starts.begin, 1u);
  EXPECT_EQ(starts.end, 3u);
  EXPECT_EQ(Apply("a\r\nb", starts), "a\rb");
  const DifferingSpan ends = FindDifferingSpan("a\r\nb", "ax\nb");
  EXPECT_EQ(ends.begin, 1u);
  EXPECT_EQ(ends.end, 3u);
  EXPECT_EQ(Apply("a\r\nb", ends), "ax\nb");
}

TEST(FindDifferingSpanTest, EqualTextsAndInsertions) {
  EXPECT_EQ(FindDifferingSpan("same", "same").replacement, "");
  EXPECT_EQ(FindDifferingSpan("same", "same").begin, FindDifferingSpan("same", "same").end);
  EXPECT_EQ(Apply("ab", FindDifferingSpan("ab", "axb")), "axb");
  EXPECT_EQ(Apply("axb", FindDifferingSpan("axb", "ab")), "ab");
  EXPECT_EQ(Apply("", FindDifferingSpan("", "new")), "new");
}

}  // namespace
}  // namespace cvtidy::lsp
