#include "src/source/source.h"

#include <cstdio>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

TEST(SourceTest, StripsBomAndIndexesCrlfLines) {
  const Source src = Source::FromBytes("cv.md",
                                       "\xEF\xBB\xBF"
                                       "ab\r\ncd\r\n");
  EXPECT_TRUE(src.had_bom());
  EXPECT_EQ(src.line_ending(), LineEnding::kCrlf);
  EXPECT_EQ(src.line_terminator(), "\r\n");
  ASSERT_EQ(src.line_count(), 2u);
  EXPECT_EQ(src.Line(1), "ab");
  EXPECT_EQ(src.Line(2), "cd");
  EXPECT_EQ(src.text(), "ab\r\ncd\r\n");
  EXPECT_EQ(src.Serialize(src.text()),
            "\xEF\xBB\xBF"
            "ab\r\ncd\r\n");
}

TEST(SourceTest, LfWithoutFinalNewline) {
  const Source src = Source::FromBytes("cv.md", "one\ntwo");
  EXPECT_FALSE(src.had_bom());
  EXPECT_EQ(src.line_ending(), LineEnding::kLf);
  ASSERT_EQ(src.line_count(), 2u);
  EXPECT_EQ(src.Line(2), "two");
  EXPECT_EQ(src.Serialize(src.text()), "one\ntwo");
}

// Classic Mac OS and some Windows converters end lines with `\r` alone: each is a line, the
// text holds `\n` in its place (offsets stay the file's), and a rewrite writes `\r` again.
TEST(SourceTest, CrOnlyLinesAreSplitAndWrittenBack) {
  const Source src = Source::FromBytes("cv.txt", "EDUCATION\r\r- Ph.D., 2020\r- M.Sc., 2016\r");
  EXPECT_EQ(src.line_ending(), LineEnding::kCr);
  ASSERT_EQ(src.line_count(), 4u);
  EXPECT_EQ(src.Line(1), "EDUCATION");
  EXPECT_EQ(src.Line(2), "");
  EXPECT_EQ(src.Line(4), "- M.Sc., 2016");
  EXPECT_EQ(src.Serialize(src.text()), "EDUCATION\r\r- Ph.D., 2020\r- M.Sc., 2016\r");
  // A fix's text (and its `\n` line terminator) comes back with the file's `\r`.
  const Source fixed = src.Derive("EDUCATION\n\n- Ph.D., 2021\n- M.Sc., 2016\n");
  EXPECT_EQ(fixed.line_ending(), LineEnding::kCr);
  EXPECT_EQ(fixed.Serialize(fixed.text()), "EDUCATION\r\r- Ph.D., 2021\r- M.Sc., 2016\r");
}

// Mixed endings: every kind ends a line; the file's most common one is kept for a rewrite,
// and a `\r\n` stays a `\r\n`.
TEST(SourceTest, MixedLineEndingsAreAllLineBreaks) {
  const Source mostly_lf = Source::FromBytes("cv.txt", "a\nb\rc\r\nd\n");
  EXPECT_EQ(mostly_lf.line_ending(), LineEnding::kLf);
  ASSERT_EQ(mostly_lf.line_count(), 4u);
  EXPECT_EQ(mostly_lf.Line(2), "b");
  EXPECT_EQ(mostly_lf.Line(3), "c");
  EXPECT_EQ(mostly_lf.Serialize(mostly_lf.text()), "a\nb\nc\r\nd\n");

  const Source mostly_cr = Source::FromBytes("cv.txt", "a\rb\rc\r\nd\r");
  EXPECT_EQ(mostly_cr.line_ending(), LineEnding::kCr);
  ASSERT_EQ(mostly_cr.line_count(), 4u);
  EXPECT_EQ(mostly_cr.Serialize(mostly_cr.text()), "a\rb\rc\r\nd\r");
}

TEST(SourceTest, EmptyInputHasNoLines) {
  const Source src = Source::FromBytes("empty.md", "");
  EXPECT_EQ(src.line_count(), 0u);
  EXPECT_EQ(src.Locate(0), (LineCol{1, 1}));
  EXPECT_FALSE(src.encoding_problem().has_value());
  EXPECT_TRUE(src.Line(1).empty());
}

TEST(SourceTest, BlankLinesAreLines) {
  const Source src = Source::FromBytes("cv.md", "\n\nx\n");
  ASSERT_EQ(src.line_count(), 3u);
  EXPECT_EQ(src.Line(1), "");
  EXPECT_EQ(src.Line(3), "x");
  EXPECT_EQ(src.LineOf(2), 3u);
}

// Every line's range as ForEachLineRange gives them, in order.
std::vector<ByteRange> EveryLineRange(const Source& src) {
  std::vector<ByteRange> ranges;
  src.ForEachLineRange([&](ByteRange r) { ranges.push_back(r); });
  return ranges;
}

TEST(SourceTest, ForEachLineRangeGivesEveryLineRange) {
  // Texts of `\n`, `\r`, `\r\n` and letters in any order, with and without a final break: the
  // ranges come one per line, each as LineRange gives it.
  const std::string_view pieces[] = {"\n", "\r", "\r\n", "a", "bc", "\n\n", "\r\r", " "};
  uint32_t state = 99;
  const auto next = [&state](uint32_t bound) {
    state = state * 1103515245u + 12345u;
    return (state >> 16) % bound;
  };
  for (int round = 0; round < 5000; ++round) {
    std::string text;
    const uint32_t count = next(9);
    for (uint32_t k = 0; k < count; ++k) {
      text += pieces[next(std::size(pieces))];
    }
    const Source src = Source::FromBytes("t.md", text);
    const std::vector<ByteRange> ranges = EveryLineRange(src);
    ASSERT_EQ(ranges.size(), src.line_count()) << text;
    for (uint32_t line = 1; line <= src.line_count(); ++line) {
      EXPECT_EQ(ranges[line - 1], src.LineRange(line)) << "line " << line << " of " << text;
    }
  }
  EXPECT_TRUE(EveryLineRange(Source::FromBytes("t.md", "")).empty());
  EXPECT_EQ(EveryLineRange(Source::FromBytes("t.md", "ab\r\ncd")),
            (std::vector<ByteRange>{{0, 2}, {4, 6}}));
}

TEST(SourceTest, LocateCountsCodePoints) {
  // "Lécuyer – 2019": é is 2 bytes, the en dash 3.
  const Source src = Source::FromBytes("cv.md",
                                       "x\nL\xC3\xA9"
                                       "cuyer \xE2\x80\x93 2019\n");
  const uint32_t offset = static_cast<uint32_t>(src.text().find("2019"));
  EXPECT_EQ(src.Locate(offset), (LineCol{2, 11}));
  EXPECT_EQ(src.Locate(0), (LineCol{1, 1}));
  EXPECT_EQ(src.Locate(2), (LineCol{2, 1}));
  // Past the end clamps to the end.
  EXPECT_EQ(src.Locate(10000).line, 2u);
}

TEST(SourceTest, InvalidUtf8IsNotedWithOffset) {
  const Source src = Source::FromBytes("latin1.md",
                                       "ok\nL\xE9"
                                       "cuyer, Ren\xC3\xA9"
                                       "e\n");  // UTF-8 with one stray byte
  ASSERT_TRUE(src.encoding_problem().has_value());
  EXPECT_EQ(src.encoding_problem()->kind, EncodingProblem::Kind::kInvalidUtf8);
  EXPECT_EQ(src.encoding_problem()->offset, 4u);
  EXPECT_EQ(src.Locate(4), (LineCol{2, 2}));
}

TEST(SourceTest, NulByteMeansBinary) {
  const std::string bytes("\x89PNG\r\n\x1a\n\0\0\0", 11);
  const Source src = Source::FromBytes("image.md", bytes);
  ASSERT_TRUE(src.encoding_problem().has_value());
  EXPECT_EQ(src.encoding_problem()->kind, EncodingProblem::Kind::kBinary);
  EXPECT_EQ(src.encoding_problem()->offset, 8u);
}

TEST(SourceTest, HugeSingleLine) {
  std::string bytes(10 << 20, 'a');
  bytes += "\n";
  const Source src = Source::FromBytes("huge.md", std::move(bytes));
  ASSERT_EQ(src.line_count(), 1u);
  EXPECT_EQ(src.Line(1).size(), size_t{10} << 20);
  EXPECT_EQ(src.Locate(src.size() - 2).column, (10u << 20));  // the last `a`
  // Indexed and locatable, but refused for linting: rules would spend seconds on it.
  ASSERT_TRUE(src.encoding_problem().has_value());
  EXPECT_EQ(src.encoding_problem()->kind, EncodingProblem::Kind::kLineTooLong);
  EXPECT_EQ(src.encoding_problem()->offset, 0u);
}

TEST(SourceTest, LongLineLimitIsInclusiveAndNamesTheLine) {
  std::string at_limit(kMaxLineBytes - 1, 'a');  // plus its newline: kMaxLineBytes
  EXPECT_FALSE(Source::FromBytes("ok.md", "# CV\n" + at_limit + "\n").encoding_problem());
  const Source over = Source::FromBytes("long.md", "# CV\n" + at_limit + "aa\nend\n");
  ASSERT_TRUE(over.encoding_problem().has_value());
  EXPECT_EQ(over.encoding_problem()->kind, EncodingProblem::Kind::kLineTooLong);
  EXPECT_EQ(over.encoding_problem()->offset, 5u);  // the start of line 2
}

TEST(SourceTest, DeriveKeepsNameAndBom) {
  const Source src = Source::FromBytes("cv.md",
                                       "\xEF\xBB\xBF"
                                       "a\n");
  const Source fixed = src.Derive("b\n");
  EXPECT_EQ(fixed.name(), "cv.md");
  EXPECT_TRUE(fixed.had_bom());
  EXPECT_EQ(fixed.text(), "b\n");
}

TEST(SourceTest, LoadReportsMissingFileAndDirectory) {
  const absl::StatusOr<Source> missing = Source::Load("/nonexistent/cvtidy/cv.md");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.status().code(), absl::StatusCode::kNotFound);
  EXPECT_NE(missing.status().message().find("no such file"), absl::string_view::npos);

  const absl::StatusOr<Source> dir = Source::Load(std::filesystem::temp_directory_path());
  ASSERT_FALSE(dir.ok());
  EXPECT_EQ(dir.status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(SourceTest, LoadReadsFileOnce) {
  const auto path = std::filesystem::temp_directory_path() / "cvtidy_source_test.md";
  {
    std::FILE* f = std::fopen(path.c_str(), "wb");
    ASSERT_NE(f, nullptr);
    std::fputs("# Ada Example\n", f);
    std::fclose(f);
  }
  const absl::StatusOr<Source> src = Source::Load(path);
  ASSERT_TRUE(src.ok()) << src.status();
  EXPECT_EQ(src->Line(1), "# Ada Example");
  EXPECT_EQ(src->name(), path.string());
  std::filesystem::remove(path);
}

// Load reads a file with one read(2) when it kept its size (a short read at the size is its
// end): every size around the read's first request and the 64 KiB steps it grows by comes
// back whole.
TEST(SourceTest, LoadReadsEveryFileSizeWhole) {
  const auto path = std::filesystem::temp_directory_path() / "cvtidy_source_sizes_test.md";
  std::mt19937 rng(7);
  for (const size_t size :
       {0, 1, 2, 15, 16, 17, 4095, 4096, 4097, 65535, 65536, 65537, 131072, 131073, 200000}) {
    std::string bytes(size, 'a');
    for (char& c : bytes) {
      c = static_cast<char>('a' + rng() % 26);
      if (rng() % 40 == 0) {
        c = '\n';
      }
    }
    {
      std::FILE* f = std::fopen(path.c_str(), "wb");
      ASSERT_NE(f, nullptr);
      std::fwrite(bytes.data(), 1, bytes.size(), f);
      std::fclose(f);
    }
    const absl::StatusOr<Source> src = Source::Load(path);
    ASSERT_TRUE(src.ok()) << src.status();
    EXPECT_EQ(src->text(), bytes) << size;
  }
  std::filesystem::remove(path);
}

// A file whose stat size is not its length (procfs reports 0) is still read to its end.
TEST(SourceTest, LoadReadsPastAWrongStatSize) {
  if (!std::filesystem::exists("/proc/self/status")) {
    GTEST_SKIP() << "no /proc";
  }
  const absl::StatusOr<Source> src = Source::Load("/proc/self/status");
  ASSERT_TRUE(src.ok()) << src.status();
  EXPECT_TRUE(src->text().starts_with("Name:")) << src->text();
  EXPECT_TRUE(src->text().ends_with("\n"));
  EXPECT_GT(src->line_count(), 5u);
}

// LoadFile is Load by a name: the same text, name and errors.
TEST(SourceTest, LoadFileMatchesLoad) {
  const auto path = std::filesystem::temp_directory_path() / "cvtidy_source_loadfile_test.md";
  {
    std::FILE* f = std::fopen(path.c_str(), "wb");
    ASSERT_NE(f, nullptr);
    std::fputs("\xEF\xBB\xBF# Ada Example\r\nLab of Widgets\r\n", f);
    std::fclose(f);
  }
  const absl::StatusOr<Source> by_path = Source::Load(path);
  const absl::StatusOr<Source> by_name = Source::LoadFile(path.string());
  ASSERT_TRUE(by_path.ok()) << by_path.status();
  ASSERT_TRUE(by_name.ok()) << by_name.status();
  EXPECT_EQ(by_name->text(), by_path->text());
  EXPECT_EQ(by_name->name(), by_path->name());
  EXPECT_EQ(by_name->had_bom(), by_path->had_bom());
  EXPECT_EQ(by_name->line_ending(), by_path->line_ending());
  std::filesystem::remove(path);

  const absl::StatusOr<Source> missing = Source::LoadFile("/nonexistent/cvtidy/cv.md");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.status(), Source::Load("/nonexistent/cvtidy/cv.md").status());
  const absl::StatusOr<Source> dir = Source::LoadFile(std::filesystem::temp_directory_path());
  ASSERT_FALSE(dir.ok());
  EXPECT_EQ(dir.status().code(), absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace cvtidy
