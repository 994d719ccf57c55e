// Source indexes its text in one pass (ScanText in source.cc); these tests hold it to the
// separate searches it replaced, written out plainly here, over many generated texts.
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/base/utf8.h"
#include "src/source/encoding.h"
#include "src/source/source.h"

namespace cvtidy {
namespace {

struct Expected {
  std::string text;
  std::vector<uint32_t> line_starts;
  LineEnding ending = LineEnding::kLf;
  std::optional<EncodingProblem> problem;
};

// The searches FromText made before the one-pass scan: lone `\r` to `\n`, then the line
// starts and endings, then NUL, ill-formed UTF-8 and over-long lines, in that order.
Expected Reference(std::string text) {
  Expected want;
  if (text.starts_with("\xEF\xBB\xBF")) {
    text.erase(0, 3);
  }
  size_t lone_cr = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')) {
      text[i] = '\n';
      ++lone_cr;
    }
  }
  if (!text.empty()) {
    want.line_starts.push_back(0);
  }
  size_t newlines = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\n') {
      continue;
    }
    if (newlines++ == 0) {
      want.ending = i > 0 && text[i - 1] == '\r' ? LineEnding::kCrlf : LineEnding::kLf;
    }
    if (i + 1 < text.size()) {
      want.line_starts.push_back(static_cast<uint32_t>(i + 1));
    }
  }
  if (lone_cr > newlines - lone_cr) {
    want.ending = LineEnding::kCr;
  }
  std::optional<uint32_t> long_line;
  for (size_t i = 0; i < want.line_starts.size(); ++i) {
    const size_t end = i + 1 < want.line_starts.size() ? want.line_starts[i + 1] : text.size();
    if (end - want.line_starts[i] > kMaxLineBytes) {
      long_line = want.line_starts[i];
      break;
    }
  }
  if (const size_t nul = text.find('\0'); nul != std::string::npos) {
    want.problem = EncodingProblem{EncodingProblem::Kind::kBinary, static_cast<uint32_t>(nul)};
  } else if (const std::optional<size_t> bad = FindInvalidUtf8(text)) {
    want.problem =
        EncodingProblem{EncodingProblem::Kind::kInvalidUtf8, static_cast<uint32_t>(*bad)};
  } else if (long_line.has_value()) {
    want.problem = EncodingProblem{EncodingProblem::Kind::kLineTooLong, *long_line};
  }
  want.text = std::move(text);
  return want;
}

void ExpectIndexedAsReference(const Source& src, const std::string& bytes) {
  const Expected want = Reference(bytes);
  ASSERT_EQ(src.text(), want.text);
  EXPECT_EQ(src.had_bom(), bytes.starts_with("\xEF\xBB\xBF"));
  EXPECT_EQ(src.line_ending(), want.ending);
  ASSERT_EQ(src.line_count(), want.line_starts.size());
  for (uint32_t line = 1; line <= src.line_count(); ++line) {
    ASSERT_EQ(src.LineRange(line).begin, want.line_starts[line - 1]) << line;
  }
  ASSERT_EQ(src.encoding_problem().has_value(), want.problem.has_value());
  if (want.problem.has_value()) {
    EXPECT_EQ(src.encoding_problem()->kind, want.problem->kind);
    EXPECT_EQ(src.encoding_problem()->offset, want.problem->offset);
  }
}

// Fictional CV lines cut into pieces, with every line ending, NUL, characters of two to four
// bytes and ill-formed bytes mixed in, at lengths that put them at every position of the
// sixteen-byte steps and in the byte-wise tail.
std::string RandomBytes(std::mt19937& rng, bool ill_formed) {
  static constexpr std::string_view kPieces[] = {
      "\n",       "\r",       "\r\n",         "\n\r",         "\r\r\n",           " ",
      "Lab",      "2019",     "\xC3\xA9",     "\xE2\x80\x93", "\xF0\x9F\x93\x9E", "\t",
      "Example ", "Univ. of", "\xEF\xBB\xBF", "\xC2\xA0"};
  static constexpr std::string_view kBad[] = {"\0",       "\xFF",         "\x80",    "\xC3",
                                              "\xE2\x80", "\xED\xA0\x80", "\xC0\xAF"};
  std::string bytes = rng() % 8 == 0 ? "\xEF\xBB\xBF" : "";
  const size_t size = rng() % 90;
  while (bytes.size() < size) {
    if (ill_formed && rng() % 24 == 0) {
      const std::string_view bad = kBad[rng() % std::size(kBad)];
      bytes.append(bad.data(), bad.size());
    } else {
      bytes += kPieces[rng() % std::size(kPieces)];
    }
  }
  return bytes;
}

TEST(SourceScanTest, WellFormedTextIsIndexedAsTheSeparateSearchesDid) {
  std::mt19937 rng(1130);
  for (int round = 0; round < 20000; ++round) {
    const std::string bytes = RandomBytes(rng, false);
    SCOPED_TRACE(testing::PrintToString(bytes));
    ExpectIndexedAsReference(Source::FromBytes("cv.md", bytes), bytes);
  }
}

// --encoding utf-8 takes the bytes as they are: the first NUL or ill-formed byte is named.
TEST(SourceScanTest, NamedUtf8NamesTheFirstProblemAsTheSeparateSearchesDid) {
  std::mt19937 rng(2026);
  for (int round = 0; round < 20000; ++round) {
    const std::string bytes = RandomBytes(rng, true);
    SCOPED_TRACE(testing::PrintToString(bytes));
    absl::StatusOr<Source> src = Source::FromBytes("cv.md", bytes, "utf-8");
    ASSERT_TRUE(src.ok());
    ExpectIndexedAsReference(*src, bytes);
  }
}

TEST(SourceScanTest, LongLinesAtEveryPlace) {
  const std::string at_limit(kMaxLineBytes - 1, 'x');  // with its `\n`, exactly the limit
  for (const std::string& bytes :
       {at_limit + "\n", at_limit + "y\n", "a\n" + at_limit + "yz", "a\r" + at_limit + "\r\nb",
        "\xEF\xBB\xBF" + at_limit + "\r", std::string(kMaxLineBytes + 1, 'z'),
        "a\n" + at_limit + "\n" + at_limit + "y\n" + at_limit + "yy"}) {
    ExpectIndexedAsReference(Source::FromBytes("long.md", bytes), bytes);
  }
}

// Bytes that are not UTF-8 still go to the decoder whole, byte order mark and lone `\r`
// included, as before the scan.
TEST(SourceScanTest, IllFormedBytesReachTheDecoderUnchanged) {
  const std::string raw =
      "L\xE9"
      "a Example\r\rUniversit\xE9, 2020\r";
  const std::optional<Decoded> decoded = DecodeNonUtf8(raw);
  ASSERT_TRUE(decoded.has_value());
  const Source latin = Source::FromBytes("cv.txt", raw);
  EXPECT_EQ(latin.encoding(), decoded->encoding);
  EXPECT_EQ(latin.text(), Reference(decoded->text).text);
  EXPECT_EQ(latin.line_ending(), LineEnding::kCr);
  const Source one_bad = Source::FromBytes("cv.md", "Caf\xC3\xA9 \xFF\nnext\n");
  ASSERT_TRUE(one_bad.encoding_problem().has_value());
  EXPECT_EQ(one_bad.encoding_problem()->kind, EncodingProblem::Kind::kInvalidUtf8);
  EXPECT_EQ(one_bad.encoding_problem()->offset, 6u);
  EXPECT_EQ(one_bad.line_count(), 2u);
}

}  // namespace
}  // namespace cvtidy
