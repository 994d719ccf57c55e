#include "src/base/utf8.h"

#include <random>
#include <string>

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

TEST(Utf8Test, ValidTextHasNoProblem) {
  EXPECT_FALSE(FindInvalidUtf8("").has_value());
  EXPECT_FALSE(FindInvalidUtf8("plain ASCII text, long enough for the fast path").has_value());
  EXPECT_FALSE(FindInvalidUtf8("L\xC3\xA9"
                               "cuyer \xE2\x80\x93 \xF0\x9F\x93\x9E")
                   .has_value());
}

TEST(Utf8Test, FindsFirstIllFormedByte) {
  EXPECT_EQ(FindInvalidUtf8("abc\xFF"), 3u);
  EXPECT_EQ(FindInvalidUtf8("abcdefghij\xC3"), 10u);     // truncated sequence
  EXPECT_EQ(FindInvalidUtf8("\xC0\xAF"), 0u);            // overlong
  EXPECT_EQ(FindInvalidUtf8("a\xED\xA0\x80"), 1u);       // surrogate
  EXPECT_EQ(FindInvalidUtf8("ab\xF4\x90\x80\x80"), 2u);  // above U+10FFFF
  EXPECT_EQ(FindInvalidUtf8("\xE2\x80\x93\x80"), 3u);    // stray continuation
}

TEST(Utf8Test, FindNonAsciiFindsTheFirstHighByteAtEveryOffset) {
  for (const std::string_view glyph : {"\xC3\xA9", "\xE2\x80\xA2", "\x80"}) {
    for (size_t at = 0; at < 20; ++at) {
      std::string text(at, 'a');
      text += glyph;
      text += "bcdefghijk";
      EXPECT_EQ(FindNonAscii(text, 0), at) << at;
      EXPECT_EQ(FindNonAscii(text, at), at);
      EXPECT_EQ(FindNonAscii(text, at + glyph.size()), text.size());
    }
  }
  EXPECT_EQ(FindNonAscii("", 0), 0u);
  EXPECT_EQ(FindNonAscii("plain ascii text, no more", 3), 25u);
}

// Byte-at-a-time references for the scanners that step sixteen or eight bytes at a time.
size_t ReferenceNonAscii(std::string_view text, size_t from) {
  size_t pos = from;
  while (pos < text.size() && static_cast<unsigned char>(text[pos]) < 0x80) {
    ++pos;
  }
  return pos;
}

size_t ReferenceNotPrintableAscii(std::string_view text, size_t from) {
  size_t pos = from;
  while (pos < text.size() && static_cast<unsigned char>(text[pos]) >= 0x20 &&
         static_cast<unsigned char>(text[pos]) < 0x7F) {
    ++pos;
  }
  return pos;
}

size_t ReferenceCountCodePoints(std::string_view text) {
  size_t count = 0;
  for (size_t pos = 0; pos < text.size(); ++count) {
    size_t len = 1;
    DecodeUtf8(text, pos, &len);
    pos += len;
  }
  return count;
}

// Mostly printable ASCII with, now and then, a control, DEL, a character of two to four bytes
// or a stray byte: lengths up to 80 cover the sixteen-byte steps, the eight-byte step after
// them and the byte-wise tail.
std::string RandomCvText(std::mt19937& rng) {
  static constexpr std::string_view kPieces[] = {
      "\t", "\x7F", "\x01", "\xC3\xA9", "\xE2\x80\x93", "\xF0\x9F\x93\x9E", "\xFF", "\x80", "\xC3"};
  std::string text;
  const size_t size = rng() % 81;
  while (text.size() < size) {
    if (rng() % 12 == 0) {
      text += kPieces[rng() % std::size(kPieces)];
    } else {
      text += static_cast<char>(0x20 + rng() % 95);
    }
  }
  return text;
}

TEST(Utf8Test, WideStepScannersMatchByteByByteScans) {
  std::mt19937 rng(20261130);
  for (int round = 0; round < 3000; ++round) {
    const std::string text = RandomCvText(rng);
    for (size_t from = 0; from <= text.size(); ++from) {
      ASSERT_EQ(FindNonAscii(text, from), ReferenceNonAscii(text, from)) << text << " " << from;
      ASSERT_EQ(FindNotPrintableAscii(text, from), ReferenceNotPrintableAscii(text, from))
          << text << " " << from;
    }
    ASSERT_EQ(CountCodePoints(text), ReferenceCountCodePoints(text)) << text;
  }
  // A single high or unprintable byte at every offset of a line longer than two steps.
  for (const char byte : {'\x80', '\xFF', '\x1F', '\x7F', '\n'}) {
    for (size_t at = 0; at < 40; ++at) {
      std::string text(40, 'x');
      text[at] = byte;
      for (size_t from = 0; from <= text.size(); ++from) {
        ASSERT_EQ(FindNonAscii(text, from), ReferenceNonAscii(text, from)) << at << " " << from;
        ASSERT_EQ(FindNotPrintableAscii(text, from), from <= at ? at : text.size())
            << at << " " << from;
      }
    }
  }
}

TEST(Utf8Test, DecodeAndCount) {
  size_t len = 0;
  EXPECT_EQ(DecodeUtf8("\xE2\x80\x93", 0, &len), U'\u2013');
  EXPECT_EQ(len, 3u);
  EXPECT_EQ(DecodeUtf8("\xFF", 0, &len), kReplacementChar);
  EXPECT_EQ(len, 1u);
  EXPECT_EQ(CountCodePoints("a\xC3\xA9\xE2\x80\x93\xF0\x9F\x93\x9E"), 4u);
  EXPECT_EQ(CountCodePoints("a\xFF"
                            "b"),
            3u);
}

TEST(Utf8Test, CountLeadBytesCountsTheCodePointsOfValidText) {
  // Mixed one- to four-byte characters, cut at every length so that the eight-byte steps end
  // inside characters.
  const std::string text =
      "Caf\xC3\xA9 \xE2\x80\x93 na\xC3\xAFve \xF0\x9F\x93\x9E r\xC3\xA9sum\xC3\xA9s";
  for (size_t size = 0; size <= text.size(); ++size) {
    const std::string_view cut(text.data(), size);
    size_t expected = 0;
    for (const char c : cut) {
      expected += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    }
    EXPECT_EQ(CountLeadBytes(cut), expected) << size;
  }
  EXPECT_EQ(CountLeadBytes(text), CountCodePoints(text));
}

TEST(Utf8Test, AppendRoundTrips) {
  for (char32_t cp : {U'a', U'\u00e9', U'\u2013', U'\U0001F4DE'}) {
    std::string s;
    AppendUtf8(cp, s);
    size_t len = 0;
    EXPECT_EQ(DecodeUtf8(s, 0, &len), cp);
    EXPECT_EQ(len, s.size());
  }
}

TEST(Utf8Test, SanitizeReplacesOnlyBadBytes) {
  EXPECT_EQ(SanitizeUtf8("L\xE9"
                         "cuyer \xE2\x80\x93"),
            "L\xEF\xBF\xBD"
            "cuyer \xE2\x80\x93");
}

TEST(Utf8Test, FindNotPrintableAsciiMatchesAByteByByteScan) {
  const auto reference = [](std::string_view text, size_t from) {
    size_t pos = from;
    while (pos < text.size() && static_cast<unsigned char>(text[pos]) >= 0x20 &&
           static_cast<unsigned char>(text[pos]) < 0x7F) {
      ++pos;
    }
    return pos;
  };
  // Every byte value, at every offset of a printable line long enough for two eight-byte
  // steps and a tail, searched from every start.
  for (int byte = 0; byte < 256; ++byte) {
    for (size_t at = 0; at < 21; ++at) {
      std::string text = "Example Lab, 2021 ~ x";
      text[at] = static_cast<char>(byte);
      for (size_t from = 0; from <= text.size(); ++from) {
        ASSERT_EQ(FindNotPrintableAscii(text, from), reference(text, from))
            << byte << " at " << at << " from " << from;
      }
    }
  }
  EXPECT_EQ(FindNotPrintableAscii("", 0), 0u);
  EXPECT_EQ(FindNotPrintableAscii("tab\tafter", 0), 3u);
  EXPECT_EQ(FindNotPrintableAscii("Caf\xC3\xA9", 1), 3u);
  EXPECT_EQ(FindNotPrintableAscii("DEL \x7F", 0), 4u);
  EXPECT_EQ(FindNotPrintableAscii("all printable ~ here", 5), 20u);
}

}  // namespace
TEST(Utf8Test, SegmentsSplitTextIntoPrintableRunsAndSingleCodePoints) {
  // A run of printable ASCII, a tab, a two-byte letter, an ill-formed byte, DEL and a tail.
  const std::string_view text =
      "Ana Lab\tCaf\xC3\xA9 \xFF!\x7F"
      "end";
  struct Expected {
    size_t size;
    bool printable_ascii;
    char32_t cp;
  };
  const Expected expected[] = {{7, true, 0},     {1, false, '\t'}, {3, true, 0},
                               {2, false, 0xE9}, {1, true, 0},     {1, false, kReplacementChar},
                               {1, true, 0},     {1, false, 0x7F}, {3, true, 0}};
  size_t pos = 0;
  for (const Expected& want : expected) {
    ASSERT_LT(pos, text.size());
    const TextSegment segment = SegmentAt(text, pos);
    EXPECT_EQ(segment.size, want.size) << "at " << pos;
    EXPECT_EQ(segment.printable_ascii, want.printable_ascii) << "at " << pos;
    if (!want.printable_ascii) {
      EXPECT_EQ(segment.cp, want.cp) << "at " << pos;
    }
    pos += segment.size;
  }
  EXPECT_EQ(pos, text.size());
}

}  // namespace cvtidy
