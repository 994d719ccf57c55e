#include "src/engine/fix_builder.h"

#include <string>
#include <string_view>

#include "gtest/gtest.h"

#include "src/engine/fixer.h"
#include "src/parse/parse.h"
#include "src/source/source.h"

namespace cvtidy {
namespace {

// Applies `fix` alone to `source`, as the fixer would.
std::string Applied(const Source& source, Fix fix) {
  Diagnostic d;
  d.rule_id = "test/fix";
  d.fix = std::move(fix);
  return ApplyFixes(source, std::span<const Diagnostic>(&d, 1), /*unsafe=*/true);
}

TEST(FixBuilderTest, ReplaceInsertDeleteAndWrap) {
  const Source source = Source::FromBytes("t.md", "- Joined 09/2019 as a fellow\n");
  const Fix replace = ReplaceSpan({9, 16}, "Sep 2019", "Write `Sep 2019`");
  EXPECT_EQ(replace.title, "Write `Sep 2019`");
  EXPECT_EQ(replace.safety, FixSafety::kSafe);
  EXPECT_EQ(Applied(source, replace), "- Joined Sep 2019 as a fellow\n");
  EXPECT_EQ(Applied(source, InsertAt(28, ".", "Add a period")), "- Joined 09/2019 as a fellow.\n");
  const Fix drop = DeleteSpan({16, 28}, "Delete it", FixSafety::kUnsafe);
  EXPECT_EQ(drop.safety, FixSafety::kUnsafe);
  EXPECT_EQ(Applied(source, drop), "- Joined 09/2019\n");
  const Fix wrap = WrapSpan({2, 8}, "**", "**", "Bold it");
  ASSERT_EQ(wrap.edits.size(), 2u);
  EXPECT_EQ(Applied(source, wrap), "- **Joined** 09/2019 as a fellow\n");
}

TEST(FixBuilderTest, EditsFixSortsItsEdits) {
  const Fix fix = EditsFix({TextEdit{{5, 6}, "b"}, TextEdit{{1, 2}, "a"}}, "Write both");
  ASSERT_EQ(fix.edits.size(), 2u);
  EXPECT_EQ(fix.edits[0].range.begin, 1u);
  EXPECT_EQ(fix.edits[1].range.begin, 5u);
}

TEST(FixBuilderTest, DeleteLineLeavesNoDoubleBlank) {
  const Source source = Source::FromBytes("t.md", "# Ada\n\n- one\n\n- two\n- three\n");
  const Document doc = Parse(source);
  // `- one` between two blanks: the blank after it goes too.
  EXPECT_EQ(Applied(source, DeleteLine(doc, 2, "Delete")), "# Ada\n\n- two\n- three\n");
  // `- two` after a blank, before a text line: only the line.
  EXPECT_EQ(Applied(source, DeleteLine(doc, 4, "Delete")), "# Ada\n\n- one\n\n- three\n");
  // The last line takes the terminator before it.
  EXPECT_EQ(Applied(source, DeleteLine(doc, 5, "Delete")), "# Ada\n\n- one\n\n- two\n");
}

}  // namespace
}  // namespace cvtidy
