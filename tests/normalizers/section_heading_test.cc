#include "normalizers/section_heading.h"

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

TEST(RebuildSectionTitleTest, FollowsTheDamagedHeadingsCase) {
  EXPECT_EQ(RebuildSectionTitle("PUBLlCATIONS", "Publications"), "PUBLICATIONS");
  EXPECT_EQ(RebuildSectionTitle("Rese\tarch\tInterests", "Research Interests"),
            "Research Interests");
  EXPECT_EQ(RebuildSectionTitle("E D U C A T I O N", "Education"), "EDUCATION");
}

TEST(OcrWordDistanceTest, ConfusionsCostHalf) {
  EXPECT_EQ(OcrWordDistance("Rese", "KESE"), 0.5);         // r/K
  EXPECT_EQ(OcrWordDistance("arch", "arcn"), 0.5);         // h/n
  EXPECT_EQ(OcrWordDistance("Systems", "Systerns"), 0.5);  // m/rn
  EXPECT_EQ(OcrWordDistance("same", "SAME"), 0.0);
  EXPECT_EQ(OcrWordDistance("cat", "pub"), 3.0);
}

TEST(IsCorruptedCopyTest, RecognisesGarbledTwins) {
  EXPECT_TRUE(IsCorruptedCopy("Rese\tarch\tInterests", "KESE\tarcn\tmeresis"));
  EXPECT_TRUE(IsCorruptedCopy("Rese\tarch\tInterests", "KESF\tavch\tlnteresfs"));
  EXPECT_TRUE(IsCorruptedCopy("Tech\tnical\tSkills", "Tecn\tnlcal\tSkllls"));
}

TEST(IsCorruptedCopyTest, NeverTakesARealLine) {
  // Other words of the same shape.
  EXPECT_FALSE(IsCorruptedCopy("Rese\tarch\tInterests", "Cache\tcoherence\tprotocols"));
  // The first line of the section's text.
  EXPECT_FALSE(IsCorruptedCopy("Research Interests", "Research interests include caches"));
  EXPECT_FALSE(IsCorruptedCopy("Research Interests", "Systems for machine learning"));
  // Separators differ: a tab-split heading, a space-separated line.
  EXPECT_FALSE(IsCorruptedCopy("Rese\tarch\tInterests", "KESE arcn meresis"));
  // Digits never come from a heading's letters.
  EXPECT_FALSE(IsCorruptedCopy("Teach\ting", "Teach\t2023"));
  // Too short to prove anything.
  EXPECT_FALSE(IsCorruptedCopy("Talks", "Tasks"));
  // An exact repeat is a duplicate line, not OCR damage.
  EXPECT_FALSE(IsCorruptedCopy("Research\tInterests", "Research\tInterests"));
  EXPECT_FALSE(IsCorruptedCopy("", ""));
}

}  // namespace
}  // namespace cvtidy
