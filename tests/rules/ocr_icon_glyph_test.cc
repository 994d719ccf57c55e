// ocr/icon-glyph's whole-text gate (internal::MayHoldIconGlyph), checked against decoding
// every code point of the text: it may say yes to a text without icon glyphs, never no to one
// with any.
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <utility>
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

// The residue runs found by reading every token of the line, the way the rule did before it
// passed over the tokens inside a field: a token in label position (the start, after a tab or
// after a separator token) opens a run when IsIconResidue holds for it.
std::vector<std::pair<size_t, size_t>> ReferenceResidueRuns(std::string_view t, size_t pos) {
  std::vector<std::pair<size_t, size_t>> runs;
  bool label_position = true;
  while (pos < t.size()) {
    while (pos < t.size() && t[pos] == ' ') {
      ++pos;
    }
    size_t end = pos;
    while (end < t.size() && t[end] != ' ' && t[end] != '\t') {
      ++end;
    }
    if (end == pos) {
      ++pos;
      label_position = true;
      continue;
    }
    const std::string_view token = t.substr(pos, end - pos);
    if (token == "|" || token == ";" || token == ",") {
      label_position = true;
      pos = end;
      continue;
    }
    if (!label_position) {
      pos = end;
      continue;
    }
    size_t field = pos;
    for (;;) {
      size_t token_end = field;
      while (token_end < t.size() && t[token_end] != ' ' && t[token_end] != '\t') {
        ++token_end;
      }
      size_t after = token_end;
      while (after < t.size() && t[after] == ' ') {
        ++after;
      }
      if (token_end == field || after >= t.size() ||
          !internal::IsIconResidue(t.substr(field, token_end - field), t.substr(after))) {
        break;
      }
      field = after;
    }
    if (field > pos) {
      runs.emplace_back(pos, field);
    }
    label_position = false;
    pos = field > pos ? field : end;
  }
  return runs;
}

std::vector<std::pair<size_t, size_t>> ResidueRuns(std::string_view t, size_t from) {
  std::vector<std::pair<size_t, size_t>> runs;
  for (const internal::IconResidueRun& run : internal::FindIconResidueRuns(t, from)) {
    runs.emplace_back(run.begin, run.field);
  }
  return runs;
}

TEST(IconResidueRunsTest, RunsStartOnlyInLabelPosition) {
  using Runs = std::vector<std::pair<size_t, size_t>>;
  EXPECT_EQ(ResidueRuns("G Google Scholar | fT ada@example.org", 0), (Runs{{0, 2}, {19, 22}}));
  EXPECT_EQ(ResidueRuns("x\t= ada@example.org", 0), (Runs{{2, 4}}));
  EXPECT_EQ(ResidueRuns("x , @@_ = +1 555 0100", 0), (Runs{{4, 10}}));
  // A separator byte inside a token separates nothing; the words of a field open no run.
  EXPECT_EQ(ResidueRuns("x a|b = ada@example.org", 0), Runs{});
  EXPECT_EQ(ResidueRuns("x ,= ada@example.org", 0), Runs{});
  EXPECT_EQ(ResidueRuns("x = ada@example.org", 0), Runs{});
  EXPECT_EQ(ResidueRuns("= | = ada@example.org", 0), (Runs{{0, 2}, {4, 6}}));
  // A residue token at the end of the line stands in front of nothing.
  EXPECT_EQ(ResidueRuns("x | =", 0), Runs{});
  EXPECT_EQ(ResidueRuns("- = ada@example.org", 2), (Runs{{2, 4}}));
  EXPECT_EQ(ResidueRuns("", 0), Runs{});
}

TEST(IconResidueRunsTest, MatchesReadingEveryToken) {
  // Random lines of residue tokens, labels, contact fields, words, separators standing alone
  // or glued to words, spaces and tabs: the runs are those of reading every token.
  const std::vector<std::string> pieces = {" ",
                                           " ",
                                           "  ",
                                           "\t",
                                           "|",
                                           ";",
                                           ",",
                                           "a|",
                                           "|b",
                                           ",x",
                                           "x,",
                                           ";;",
                                           "G",
                                           "E",
                                           "fT",
                                           "iN",
                                           "in",
                                           "@@_",
                                           "=",
                                           "~",
                                           ">",
                                           "\xC2\xA9",
                                           "\xC2\xBB",
                                           "\xE2\x82\xAC",
                                           "Google",
                                           "Scholar",
                                           "GitHub",
                                           "Email",
                                           "E-mail",
                                           "word",
                                           "Ab",
                                           "a",
                                           "ada@example.org",
                                           "+1",
                                           "555",
                                           "0100",
                                           "www.example.org",
                                           "(",
                                           ":"};
  std::mt19937 rng(29);
  int with_runs = 0;
  for (int round = 0; round < 50000; ++round) {
    std::string text;
    for (int k = static_cast<int>(rng() % 14); k > 0; --k) {
      text += pieces[rng() % pieces.size()];
      if (rng() % 2 == 0) {
        text += ' ';
      }
    }
    const size_t from = rng() % 4 == 0 ? rng() % (text.size() + 1) : 0;
    const auto expected = ReferenceResidueRuns(text, from);
    with_runs += expected.empty() ? 0 : 1;
    EXPECT_EQ(ResidueRuns(text, from), expected) << "[" << text << "] from " << from;
  }
  EXPECT_GT(with_runs, 5000);
}

}  // namespace
}  // namespace cvtidy
