#include "normalizers/mojibake.h"

#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

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

}  // namespace
}  // namespace cvtidy
