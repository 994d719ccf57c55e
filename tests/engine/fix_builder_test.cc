#include "src/engine/fix_builder.h"

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

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

// EditsFix against std::stable_sort over random edit lists, from none to more than a fix
// holds in place, with equal positions (kept in their order) and replacements too long for a
// string to hold inline.
TEST(FixBuilderTest, EditsFixMatchesStableSort) {
  std::mt19937 rng(1201);
  for (int round = 0; round < 300; ++round) {
    std::vector<TextEdit> edits;
    const int count = std::uniform_int_distribution<int>(0, 6)(rng);
    for (int i = 0; i < count; ++i) {
      const uint32_t begin = std::uniform_int_distribution<uint32_t>(0, 8)(rng);
      std::string replacement(std::uniform_int_distribution<size_t>(0, 40)(rng),
                              static_cast<char>('a' + i));
      edits.push_back({{begin, begin}, std::move(replacement)});
    }
    std::vector<TextEdit> expected = edits;
    std::stable_sort(expected.begin(), expected.end(), [](const TextEdit& a, const TextEdit& b) {
      return a.range.begin < b.range.begin;
    });
    const Fix fix = EditsFix(edits, "Write them");
    ASSERT_EQ(fix.edits.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
      EXPECT_EQ(fix.edits[i], expected[i]) << round << " " << i;
    }
    if (count > 0) {  // the one-edit builders keep their edit whole
      const TextEdit& first = edits.front();
      EXPECT_EQ(EditFix(first, "Write it").edits, FixEdits{first});
      EXPECT_EQ(ReplaceSpan(first.range, first.replacement, "Write it").edits, FixEdits{first});
      const Fix wrap = WrapSpan({1, 5}, first.replacement, "]", "Wrap it");
      EXPECT_EQ(wrap.edits, (FixEdits{TextEdit{{1, 1}, first.replacement}, TextEdit{{5, 5}, "]"}}));
    }
  }
}

// A fix's edit moves with its diagnostic (a vector growing, SortDiagnostics' cycles) intact,
// held in place or not.
TEST(FixBuilderTest, FixEditsSurviveDiagnosticMoves) {
  std::vector<Diagnostic> diagnostics;
  const auto replacement = [](uint32_t i) {
    return std::string(i % 3 == 0 ? 30 : 3, static_cast<char>('a' + i % 26));
  };
  for (uint32_t i = 0; i < 100; ++i) {
    Diagnostic d;
    d.rule_id = "test/fix";
    d.range = {(i * 37) % 101, (i * 37) % 101 + 1};
    d.fix = i % 4 == 3 ? WrapSpan(d.range, replacement(i), "]", "Wrap")
                       : ReplaceSpan(d.range, replacement(i), "Write");
    diagnostics.push_back(std::move(d));  // grows from empty: every earlier one moves
  }
  SortDiagnostics(diagnostics);
  for (const Diagnostic& d : diagnostics) {
    const uint32_t i = [&] {
      for (uint32_t j = 0; j < 100; ++j) {
        if ((j * 37) % 101 == d.range.begin) {
          return j;
        }
      }
      return 100u;
    }();
    ASSERT_TRUE(d.fix.has_value());
    ASSERT_EQ(d.fix->edits.size(), i % 4 == 3 ? 2u : 1u) << i;
    EXPECT_EQ(d.fix->edits[0].replacement, replacement(i)) << i;
    EXPECT_EQ(d.fix->edits[0].range.begin, d.range.begin) << i;
  }
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
