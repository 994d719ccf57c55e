#include "src/source/source.h"

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

TEST(SourceTest, StripsBomAndIndexesLines) {
  const Source src = Source::FromBytes("cv.md",
                                       "\xEF\xBB\xBF"
                                       "ab\r\ncd\r\n");
  EXPECT_TRUE(src.had_bom());
  EXPECT_EQ(src.line_ending(), LineEnding::kCrlf);
  ASSERT_EQ(src.line_count(), 2u);
  EXPECT_EQ(src.Line(1), "ab");
  EXPECT_EQ(src.Line(2), "cd");
  EXPECT_EQ(src.Serialize(src.text()),
            "\xEF\xBB\xBF"
            "ab\r\ncd\r\n");
}

}  // namespace
}  // namespace cvtidy
