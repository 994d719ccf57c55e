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

// --encoding: the user's name wins over detection, and is kept for the rewrite.
TEST(EncodingTest, ANamedEncodingIsReadAsNamed) {
  // Pure ASCII plus one 0xE9: detection may guess any Latin charset; the name decides.
  const absl::StatusOr<Decoded> latin = DecodeAs("Caf\xE9\n", "latin1");
  ASSERT_TRUE(latin.ok()) << latin.status();
  EXPECT_EQ(latin->text, "Caf\xC3\xA9\n");
  EXPECT_EQ(latin->encoding, "LATIN1");
  EXPECT_TRUE(latin->named);
  EXPECT_EQ(EncodeAs(latin->encoding, latin->bom, latin->text).value(), "Caf\xE9\n");

  // UTF-16 without a mark: the name gives the byte order; with one, the mark does.
  const absl::StatusOr<Decoded> le = DecodeAs(std::string("A\0\xE9\0", 4), "utf-16le");
  ASSERT_TRUE(le.ok()) << le.status();
  EXPECT_EQ(le->text, "A\xC3\xA9");
  EXPECT_FALSE(le->bom);
  const absl::StatusOr<Decoded> marked = DecodeAs(std::string("\xFE\xFF\0A", 4), "utf-16le");
  ASSERT_TRUE(marked.ok()) << marked.status();
  EXPECT_EQ(marked->text, "A");
  EXPECT_EQ(marked->encoding, "UTF-16BE");
  EXPECT_TRUE(marked->bom);

  // An odd byte count is not UTF-16: the error says where.
  const absl::StatusOr<Decoded> odd = DecodeAs(std::string("A\0B", 3), "UTF-16LE");
  EXPECT_EQ(odd.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(odd.status().message(), "byte 0x42 at offset 2 is not UTF-16LE text");
}

TEST(EncodingTest, KnownEncodingNames) {
  EXPECT_TRUE(IsKnownEncoding("latin1"));
  EXPECT_TRUE(IsKnownEncoding("WINDOWS-1252"));
  EXPECT_TRUE(IsKnownEncoding("utf-16le"));
  EXPECT_FALSE(IsKnownEncoding("klingon-8"));
  EXPECT_FALSE(IsKnownEncoding(""));
  EXPECT_TRUE(IsUtf8Name("utf8"));
  EXPECT_TRUE(IsUtf8Name("UTF-8"));
  EXPECT_FALSE(IsUtf8Name("utf-16"));
}

TEST(EncodingTest, SourceReadAsANamedEncoding) {
  // Named UTF-8: a stray byte stays an encoding problem, never a guess at another charset.
  absl::StatusOr<Source> utf8 = Source::FromBytes("cv.txt", "Caf\xE9 Lun\xE9\n", "utf-8");
  ASSERT_TRUE(utf8.ok()) << utf8.status();
  EXPECT_EQ(utf8->encoding(), "");
  ASSERT_TRUE(utf8->encoding_problem().has_value());
  EXPECT_EQ(utf8->encoding_problem()->kind, EncodingProblem::Kind::kInvalidUtf8);

  absl::StatusOr<Source> latin = Source::FromBytes("cv.txt", "Caf\xE9\n", "latin1");
  ASSERT_TRUE(latin.ok()) << latin.status();
  EXPECT_EQ(latin->text(), "Caf\xC3\xA9\n");
  EXPECT_TRUE(latin->encoding_named());
  EXPECT_EQ(latin->Encode(latin->text()).value(), "Caf\xE9\n");
  EXPECT_EQ(latin->Derive("Cafe\n").encoding(), "LATIN1");

  const absl::StatusOr<Source> odd =
      Source::FromBytes("cv.txt", std::string("A\0B", 3), "utf-16le");
  EXPECT_EQ(odd.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(odd.status().message(),
            "cv.txt: cannot be read as UTF-16LE (--encoding): byte 0x42 at offset 2 is not "
            "UTF-16LE text; name its encoding with --encoding, or leave the flag out to detect it");

  // Empty: detection, as the one-argument FromBytes.
  absl::StatusOr<Source> detected = Source::FromBytes("cv.txt", "plain\n", "");
  ASSERT_TRUE(detected.ok());
  EXPECT_EQ(detected->encoding(), "");
}

}  // namespace
}  // namespace cvtidy
