// ocr/icon-glyph's whole-text gate (internal::MayHoldIconGlyph), checked against decoding
// every code point of the text: it may say yes to a text without icon glyphs, never no to one
// with any.
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "rules/ocr/icon_glyph.h"
#include "src/base/utf8.h"

namespace cvtidy {
namespace {

// Whether any code point of `text`, decoded as the rule decodes it, is an icon glyph.
bool HoldsIconGlyph(std::string_view text) {
  for (size_t pos = 0; pos < text.size();) {
    size_t len = 1;
    if (internal::IsIconGlyph(DecodeUtf8(text, pos, &len))) {
      return true;
    }
    pos += len;
  }
  return false;
}

std::string Utf8(char32_t cp) {
  std::string out;
  AppendUtf8(cp, out);
  return out;
}

TEST(IconGlyphGateTest, EveryIconGlyphOpensTheGate) {
  // Each code point alone and between ASCII letters: the gate opens for every icon glyph.
  for (char32_t cp = 0x80; cp <= 0x10FFFF; ++cp) {
    if (cp >= 0xD800 && cp <= 0xDFFF) {
      continue;  // surrogates are no UTF-8
    }
    if (!internal::IsIconGlyph(cp)) {
      continue;
    }
    const std::string glyph = Utf8(cp);
    EXPECT_TRUE(internal::MayHoldIconGlyph(glyph)) << static_cast<uint32_t>(cp);
    EXPECT_TRUE(internal::MayHoldIconGlyph("Email" + glyph + " ada@example.org"))
        << static_cast<uint32_t>(cp);
  }
}

TEST(IconGlyphGateTest, CommonNonAsciiTextKeepsTheGateShut) {
  // A CV's usual non-ASCII characters hold no icon glyph, and the gate stays shut for them.
  const std::vector<char32_t> common = {0xE9,   0xFC,   0xA0,   0xB6,   0xB8,   0x2013,
                                        0x2014, 0x2019, 0x201C, 0x2022, 0x2026, 0x20AC,
                                        0x1E9E, 0x0416, 0xD7FF, 0x1F600};
  for (const char32_t cp : common) {
    const std::string text = "Ada Example " + Utf8(cp) + " 2021" + Utf8(cp);
    EXPECT_FALSE(HoldsIconGlyph(text)) << static_cast<uint32_t>(cp);
    EXPECT_FALSE(internal::MayHoldIconGlyph(text)) << static_cast<uint32_t>(cp);
  }
  EXPECT_FALSE(internal::MayHoldIconGlyph(""));
  EXPECT_FALSE(internal::MayHoldIconGlyph("Ada Example | ada@example.org | +1 555 0100"));
}

TEST(IconGlyphGateTest, GateNeverShutsOnATextWithAnIconGlyph) {
  // Random texts of ASCII, icon glyphs, their neighbours, lead bytes cut short or left at the
  // end of the text, and stray continuation bytes: wherever decoding finds an icon glyph, the
  // gate is open.
  const std::vector<std::string> pieces = {
      "a",          " ",          "|",          "Phone",           Utf8(0xB7),
      Utf8(0xB6),   Utf8(0x2013), Utf8(0x2022), Utf8(0x25A1),      Utf8(0x25A0),
      Utf8(0x2610), Utf8(0x2665), Utf8(0x22C4), Utf8(0x2302),      Utf8(0x2709),
      Utf8(0x2706), Utf8(0xE000), Utf8(0xF8FF), Utf8(0xDFFF),      Utf8(0xF900),
      Utf8(0xE9),   "\xC2",       "\xE2",       "\xE2\x98",        "\xEE",
      "\xEF\xA3",   "\x80",       "\xB7",       "\xF0\x9F\x98\x80"};
  std::mt19937 rng(47);
  int with_icon = 0;
  int without_icon = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string text;
    for (int k = static_cast<int>(rng() % 8); k > 0; --k) {
      text += pieces[rng() % pieces.size()];
    }
    if (HoldsIconGlyph(text)) {
      ++with_icon;
      EXPECT_TRUE(internal::MayHoldIconGlyph(text)) << text;
    } else {
      ++without_icon;
    }
  }
  EXPECT_GT(with_icon, 1000);
  EXPECT_GT(without_icon, 1000);
}

}  // namespace
}  // namespace cvtidy
