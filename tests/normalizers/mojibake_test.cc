#include "normalizers/mojibake.h"

#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/base/utf8.h"
#include "tests/support/random_pieces.h"

namespace cvtidy {
namespace {

std::vector<CharRepair> Repairs(std::string_view line) {
  std::vector<CharRepair> out;
  FindCharRepairs(line, out);
  return out;
}

// Applies the repairs to `line`.
std::string Repaired(std::string_view line) {
  std::string out;
  size_t pos = 0;
  for (const CharRepair& r : Repairs(line)) {
    out.append(line.substr(pos, r.begin - pos));
    out += r.replacement;
    pos = r.end;
  }
  out.append(line.substr(pos));
  return out;
}

TEST(Cp1252ByteTest, MapsWindowsPunctuationAndLatin1) {
  EXPECT_EQ(Cp1252Byte(U'€'), 0x80);
  EXPECT_EQ(Cp1252Byte(U'’'), 0x92);
  EXPECT_EQ(Cp1252Byte(U'é'), 0xE9);
  EXPECT_EQ(Cp1252Byte(0x9D), 0x9D);          // undefined in 1252: comes through as a C1 control
  EXPECT_EQ(Cp1252Byte(0x80), std::nullopt);  // a C1 control 1252 defines otherwise
  EXPECT_EQ(Cp1252Byte(U'ł'), std::nullopt);
}

TEST(FindCharRepairsTest, RepairsUtf8ReadAsWindows1252) {
  EXPECT_EQ(Repaired("Ren\xC3\x83\xC2\xA9"
                     "e"),
            "Ren\xC3\xA9"
            "e");  // RenÃ©e -> Renée
  EXPECT_EQ(Repaired("it\xC3\xA2\xE2\x82\xAC\xE2\x84\xA2s"), "it\xE2\x80\x99s");  // itâ€™s
  EXPECT_EQ(Repaired("2019 \xC3\xA2\xE2\x82\xAC\xE2\x80\x9C 2020"),
            "2019 \xE2\x80\x93 2020");  // â€“ -> –
}

TEST(FindCharRepairsTest, RepairsTextDecodedTwice) {
  // `é` encoded, read as 1252, encoded again and read again: ÃƒÂ©.
  EXPECT_EQ(Repaired("Ren\xC3\x83\xC6\x92\xC3\x82\xC2\xA9"
                     "e"),
            "Ren\xC3\xA9"
            "e");
}

TEST(FindCharRepairsTest, LeavesRealAccentedTextAlone) {
  for (std::string_view text :
       {"Ren\xC3\xA9"
        "e \xC5\x81\xC3\xB3"
        "d\xC5\xBA",
        "JOS\xC3\x89\xE2\x80\x99s compiler",  // JOSÉ’s
        "CAF\xC3\x89\xC2\xBB",                // CAFÉ»
        "\xC3\x85ngstr\xC3\xB6m \xC2\xA9 2021", "\xE5\x88\x86\xE5\xB8\x83\xE5\xBC\x8F",
        "5 \xE2\x82\xAC, \xC2\xB1"
        "2 \xC2\xB0"
        "C"}) {
    EXPECT_TRUE(Repairs(text).empty()) << text;
  }
}

TEST(FindCharRepairsTest, ExpandsLigatures) {
  EXPECT_EQ(Repaired("e\xEF\xAC\x83"
                     "cient re\xEF\xAC\x82"
                     "ect"),
            "efficient reflect");
}

TEST(FindCharRepairsTest, NoBreakSpaceBecomesASpaceUnlessDoubledOrAtAnEnd) {
  EXPECT_EQ(Repaired("a\xC2\xA0"
                     "b"),
            "a b");
  EXPECT_EQ(Repaired("a\xC2\xA0 b"), "a b");
  EXPECT_EQ(Repaired("\xC2\xA0"
                     "a"),
            "a");
  EXPECT_EQ(Repaired("a\xC2\xA0"), "a");
}

TEST(FindCharRepairsTest, RemovesInvisibleCharactersButKeepsScriptJoiners) {
  EXPECT_EQ(Repaired("Kafka\xE2\x80\x8B"), "Kafka");
  EXPECT_EQ(Repaired("distrib\xC2\xAD"
                     "uted"),
            "distributed");
  EXPECT_EQ(Repaired("ab\xE2\x80\x8C"
                     "cd"),
            "abcd");
  // ZWNJ inside a Persian word and ZWJ in an emoji sequence are meaningful.
  EXPECT_TRUE(Repairs("\xD9\x85\xDB\x8C\xE2\x80\x8C\xD8\xAE").empty());
  EXPECT_TRUE(Repairs("\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x92\xBB").empty());
}

TEST(FindCharRepairsTest, ReportsOffsetsIntoTheLine) {
  const std::vector<CharRepair> repairs = Repairs("x \xC3\x83\xC2\xA9 y");
  ASSERT_EQ(repairs.size(), 1u);
  EXPECT_EQ(repairs[0].begin, 2u);
  EXPECT_EQ(repairs[0].end, 6u);
  EXPECT_EQ(repairs[0].kind, CharDamage::kMojibake);
  EXPECT_EQ(repairs[0].replacement, "\xC3\xA9");
}

// The scan FindCharRepairs made before it skipped characters no repair starts with: every
// non-ASCII character is tried. The reference the skipping scan is held to.
void ReferenceRepairs(std::string_view line, std::vector<CharRepair>& out) {
  internal::FindCharRepairsTrying(line, FindNonAscii, out);
}

// Lines of fragments that repair and fragments that must not: mojibake (also twice decoded),
// accented letters, ligatures, invisible characters, typographic punctuation, other scripts
// and stray or cut-off UTF-8 bytes.
std::string RandomLine(std::mt19937& rng) {
  static const std::vector<std::string> kPieces = {
      "a",
      "Z",
      " ",
      "  ",
      "\t",
      "2021",
      ".",
      "x",
      "\xC3\xA9",                          // é
      "\xC3\x89",                          // É
      "\xC3\x83\xC2\xA9",                  // Ã©
      "\xC3\x83\xC6\x92\xC3\x82\xC2\xA9",  // ÃƒÂ©
      "\xC3\xA2\xE2\x82\xAC\xE2\x84\xA2",  // â€™
      "\xC3\xA2\xE2\x82\xAC",              // â€ cut short
      "\xC3\x82",
      "\xC3\xB4",
      "\xC3\xB5",
      "\xC3\x81",
      "\xE2\x80\x99",  // ’
      "\xE2\x80\x93",  // –
      "\xE2\x80\xA2",  // •
      "\xE2\x80\x8B",
      "\xE2\x80\x8C",
      "\xE2\x80\x8D",
      "\xE2\x81\xA0",
      "\xEF\xBB\xBF",
      "\xC2\xA0",
      "\xC2\xAD",
      "\xC2\xBB",
      "\xC2\xA9",
      "\xEF\xAC\x81",
      "\xEF\xAC\x86",
      "\xEF\xAC\x87",
      "\xD9\x85",
      "\xE5\x88\x86",
      "\xF0\x9F\x91\xA9",
      "\xC3",
      "\xE2",
      "\xEF",
      "\xC2",
      "\x80",
      "\xBF",
      "\xE2\x80",
      "\xEF\xAC",
  };
  return testing_support::JoinRandomPiecesUpTo(rng, kPieces, 40);
}

bool SameRepairs(const std::vector<CharRepair>& a, const std::vector<CharRepair>& b) {
  if (a.size() != b.size()) {
    return false;
  }
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].begin != b[i].begin || a[i].end != b[i].end || a[i].kind != b[i].kind ||
        a[i].replacement != b[i].replacement) {
      return false;
    }
  }
  return true;
}

TEST(FindCharRepairsTest, SkippingScanMatchesTryingEveryCharacter) {
  std::mt19937 rng(20261130);
  for (int round = 0; round < 20000; ++round) {
    const std::string line = RandomLine(rng);
    std::vector<CharRepair> expected;
    ReferenceRepairs(line, expected);
    EXPECT_TRUE(SameRepairs(Repairs(line), expected)) << line;
  }
}

TEST(FindCharRepairsTest, NoRepairStartsWhereTheGateSaysNone) {
  // Every one-, two- and three-byte prefix of interesting bytes: a repair found at position 0
  // of the reference scan is one MayStartCharRepair accepts.
  const std::vector<unsigned char> bytes = {'a',  ' ',  0x80, 0x81, 0x82, 0x86, 0x87, 0x8B, 0x8D,
                                            0x8E, 0xA0, 0xA9, 0xAC, 0xAD, 0xB4, 0xB5, 0xBB, 0xBF,
                                            0xC1, 0xC2, 0xC3, 0xC4, 0xE2, 0xEF, 0xF0};
  for (unsigned char a : bytes) {
    for (unsigned char b : bytes) {
      for (unsigned char c : bytes) {
        const std::string line = {static_cast<char>(a), static_cast<char>(b), static_cast<char>(c),
                                  'x'};
        std::vector<CharRepair> expected;
        ReferenceRepairs(line, expected);
        if (!expected.empty() && expected[0].begin == 0) {
          EXPECT_TRUE(MayStartCharRepair(line, 0)) << line;
        }
        EXPECT_TRUE(SameRepairs(Repairs(line), expected)) << line;
      }
    }
  }
}

TEST(FindCharRepairStartTest, MatchesAByteByByteSearch) {
  std::mt19937 rng(7);
  for (int round = 0; round < 5000; ++round) {
    const std::string text = RandomLine(rng) + RandomLine(rng);
    for (size_t from = 0; from <= text.size(); ++from) {
      size_t expected = from;
      while (expected < text.size() && !MayStartCharRepair(text, expected)) {
        ++expected;
      }
      ASSERT_EQ(FindCharRepairStart(text, from), expected) << text << " from " << from;
    }
  }
}

}  // namespace
}  // namespace cvtidy
