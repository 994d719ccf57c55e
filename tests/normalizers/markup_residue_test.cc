#include "normalizers/markup_residue.h"

#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

std::vector<MarkupResidue> Find(std::string_view line, size_t content_begin = 0) {
  std::vector<MarkupResidue> out;
  FindMarkupResidue(line, content_begin, out);
  return out;
}

// Applies every edit of every finding to `line`.
std::string Rewritten(std::string_view line, size_t content_begin = 0) {
  std::string out;
  size_t pos = 0;
  for (const MarkupResidue& r : Find(line, content_begin)) {
    for (const TextEdit& e : r.edits) {
      out.append(line.substr(pos, e.range.begin - pos));
      out += e.replacement;
      pos = e.range.end;
    }
  }
  out.append(line.substr(pos));
  return out;
}

TEST(MarkupResidueTest, FindsEachKindWithItsPlainForm) {
  const std::vector<MarkupResidue> found = Find("<b>Rust</b> \\& Go");
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].begin, 0u);
  EXPECT_EQ(found[0].end, 11u);
  EXPECT_EQ(found[0].message, "HTML bold `<b>Rust</b>` left in the text");
  EXPECT_EQ(found[0].result, "**Rust**");
  EXPECT_EQ(found[1].message, "LaTeX escape `\\&` left in the text");
  EXPECT_EQ(found[1].result, "&");
}

TEST(MarkupResidueTest, RewritesAsMarkdownOrUnicode) {
  EXPECT_EQ(Rewritten("Ph.D. Candidate (5<sup>th</sup> year)<br>Skills: $\\text{\\LaTeX}$"),
            "Ph.D. Candidate (5th year); Skills: LaTeX");
  EXPECT_EQ(Rewritten("H<sub>2</sub>O, x<sup>2</sup>, A &amp; B, \\emph{new}"),
            "H\xE2\x82\x82O, x\xC2\xB2, A & B, *new*");
  EXPECT_EQ(Rewritten("snake\\_case"), "snake_case");
}

TEST(MarkupResidueTest, LeavesAloneWhatMayBeMeant) {
  EXPECT_TRUE(Find("<!-- cvtidy-disable-line --> `<b>code</b>` $O(n \\log n)$").empty());
  EXPECT_TRUE(Find("Ada Example<sup>*</sup>, Bo Sample\\*").empty());
  EXPECT_TRUE(Find("\\_\\_\\_ \\[1\\]").empty());
  // A `\#` opening the text stays escaped: unescaped it would make a heading.
  EXPECT_TRUE(Find("- \\#1 in class", 2).empty());
}

TEST(MarkupResidueTest, MarkupWithoutAPlainFormIsReportedWithoutEdits) {
  const std::vector<MarkupResidue> found = Find("<b>open and <sup>a</sup>");
  ASSERT_EQ(found.size(), 2u);
  EXPECT_TRUE(found[0].edits.empty());
  EXPECT_TRUE(found[1].edits.empty());
}

}  // namespace
}  // namespace cvtidy
