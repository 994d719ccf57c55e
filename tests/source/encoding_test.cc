#include "src/source/encoding.h"

#include <string>

#include "gtest/gtest.h"

#include "src/source/source.h"

namespace cvtidy {
namespace {

TEST(EncodingTest, Utf16WithAByteOrderMarkIsDecodedAndWrittenBack) {
  const std::string le(
      "\xFF\xFE"
      "A\0\xE9\0\n\0",
      8);
  const std::optional<Decoded> d = DecodeNonUtf8(le);
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->text, "A\xC3\xA9\n");
  EXPECT_EQ(d->encoding, "UTF-16LE");
  EXPECT_EQ(EncodeAs(d->encoding, d->bom, d->text).value(), le);

  const std::string be("\xFE\xFF\0A\0\xE9", 6);
  const std::optional<Decoded> b = DecodeNonUtf8(be);
  ASSERT_TRUE(b.has_value());
  EXPECT_EQ(b->text, "A\xC3\xA9");
  EXPECT_EQ(EncodeAs(b->encoding, b->bom, b->text).value(), be);
}

TEST(EncodingTest, LegacyEightBitTextIsDetected) {
  const std::string cp1252 =
      "Mathias L\xE9"
      "cuyer\n\nUniversit\xE9 de Montr\xE9"
      "al, 2019 \x96 2021\n";
  const std::optional<Decoded> d = DecodeNonUtf8(cp1252);
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->text,
            "Mathias L\xC3\xA9"
            "cuyer\n\nUniversit\xC3\xA9 de Montr\xC3\xA9"
            "al, 2019 "
            "\xE2\x80\x93 2021\n");
  EXPECT_EQ(EncodeAs(d->encoding, d->bom, d->text).value(), cp1252);
}

// UTF-8 (valid, or with a stray byte among well-formed sequences) and binary input are not
// decoded: input/encoding reports the bad byte.
TEST(EncodingTest, Utf8AndBinaryAreLeftAlone) {
  EXPECT_FALSE(DecodeNonUtf8("Ren\xC3\xA9"
                             "e\n")
                   .has_value());
  EXPECT_FALSE(DecodeNonUtf8("Ren\xC3\xA9"
                             "e L\xE9"
                             "cuyer\n")
                   .has_value());
  EXPECT_FALSE(DecodeNonUtf8(std::string("ab\0\xE9", 4)).has_value());
  EXPECT_FALSE(DecodeNonUtf8("plain ASCII\n").has_value());
}

TEST(EncodingTest, AFixedCharacterTheEncodingLacksIsAnError) {
  const absl::StatusOr<std::string> out = EncodeAs("ISO-8859-1", false, "2019 \xE2\x88\x9E\n");
  ASSERT_FALSE(out.ok());
  EXPECT_NE(out.status().message().find("cannot write"), std::string::npos)
      << out.status().message();
}

TEST(EncodingTest, SourceRemembersTheEncodingForTheRewrite) {
  const Source src = Source::FromBytes("cv.txt",
                                       "L\xE9"
                                       "a Example\n\nUniversit\xE9, 2020\n");
  EXPECT_FALSE(src.encoding().empty());
  EXPECT_FALSE(src.encoding_problem().has_value());
  const Source fixed = src.Derive(
      "L\xC3\xA9"
      "a Example\n\nUniversit\xC3\xA9, 2021\n");
  EXPECT_EQ(fixed.Encode(fixed.text()).value(),
            "L\xE9"
            "a Example\n\nUniversit\xE9, 2021\n");
}

}  // namespace
}  // namespace cvtidy
