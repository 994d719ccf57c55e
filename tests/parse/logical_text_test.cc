// Logical entries (src/model/logical_text.h): wrapped lines joined, mapped back to the source.
#include "src/model/logical_text.h"

#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

#include "src/parse/parse.h"
#include "tests/parse/parse_test_util.h"

namespace cvtidy {
namespace {

using ::cvtidy::testing_util::ParsedText;

TEST(LogicalTextTest, WrappedLinesReadAsOne) {
  const auto p = std::make_unique<ParsedText>(
      "PUBLICATIONS\n\n- Ada Quill, Ben Ode,\n  Cy Lu, and Di Fox. A Study of\n"
      "  Examples. Example Conf, 2024.\n- Second entry\n");
  const LogicalText& joined = p->doc.logical_text();
  ASSERT_EQ(p->doc.entries().size(), 2u);
  EXPECT_EQ(joined.EntryText(0),
            "Ada Quill, Ben Ode, Cy Lu, and Di Fox. A Study of Examples. Example Conf, 2024.");
  EXPECT_EQ(joined.EntryText(1), "Second entry");
  EXPECT_EQ(joined.EntryText(2), "");  // out of range
}

TEST(LogicalTextTest, RangesMapBackAcrossTheBreak) {
  const std::string text = "- Ada Quill, Ben Ode,\n  Cy Lu. Title.\n";
  const auto p = std::make_unique<ParsedText>(text);
  const LogicalText& joined = p->doc.logical_text();
  const std::string_view entry = joined.EntryText(0);
  // Within one line: the bytes themselves.
  const uint32_t ben = static_cast<uint32_t>(entry.find("Ben Ode"));
  ByteRange r = joined.ToSource(0, ben, ben + 7);
  EXPECT_EQ(p->doc.Text(r), "Ben Ode");
  EXPECT_FALSE(p->doc.CrossesLineBreak(r));
  // On the second line.
  const uint32_t cy = static_cast<uint32_t>(entry.find("Cy Lu"));
  r = joined.ToSource(0, cy, cy + 5);
  EXPECT_EQ(p->doc.Text(r), "Cy Lu");
  EXPECT_EQ(joined.FromSource(0, r.begin), cy);
  // Across the break: the source range covers the newline and the indentation.
  r = joined.ToSource(0, ben, cy + 5);
  EXPECT_EQ(p->doc.Text(r), "Ben Ode,\n  Cy Lu");
  EXPECT_TRUE(p->doc.CrossesLineBreak(r));
  // An empty range maps to a point.
  r = joined.ToSource(0, cy, cy);
  EXPECT_TRUE(r.empty());
  EXPECT_EQ(r.begin, text.find("Cy Lu"));
}

TEST(LogicalTextTest, NestedItemsKeepTheirOwnLine) {
  const auto p = std::make_unique<ParsedText>(
      "- Research Assistant, Example Lab\n  - Built an example\n    that wraps\n");
  EXPECT_EQ(p->doc.logical_text().EntryText(0),
            "Research Assistant, Example Lab\n- Built an example that wraps");
}

TEST(LogicalTextTest, CommentsAndBlankLinesInsideAnEntryAreLeftOut) {
  const auto p = std::make_unique<ParsedText>(
      "- First line\n  <!-- cvtidy-disable-next-line date/future -->\n  second line\n\n"
      "  indented after a blank\n");
  EXPECT_EQ(p->doc.logical_text().EntryText(0), "First line second line indented after a blank");
}

TEST(LogicalTextTest, EveryEntryIsJoinedAndMapsInsideItself) {
  const auto p = std::make_unique<ParsedText>(
      "# Ada Quill\n\nSummary text that\nwraps twice\nover lines.\n\n## Experience\n\n"
      "- Intern, 2023\n  Example Labs\n\n| a | b |\n");
  const LogicalText& joined = p->doc.logical_text();
  for (uint32_t e = 0; e < p->doc.entries().size(); ++e) {
    const Entry& entry = p->doc.entries()[e];
    const std::string_view t = joined.EntryText(e);
    ASSERT_FALSE(t.empty()) << e;
    const ByteRange all = joined.ToSource(e, 0, static_cast<uint32_t>(t.size()));
    EXPECT_TRUE(entry.range.Contains(all)) << e;
    for (uint32_t i = 0; i < t.size(); ++i) {
      const ByteRange one = joined.ToSource(e, i, i + 1);
      ASSERT_TRUE(entry.range.Contains(one)) << e << ":" << i;
      if (t[i] != ' ' && t[i] != '\n') {
        EXPECT_EQ(p->doc.Text(one), t.substr(i, 1)) << e << ":" << i;
      }
    }
  }
}

// A range maps as its two ends do on their own: the begin as a point, the end through the
// byte before it. Checked for every range of an entry wrapped over several lines, so ranges
// within one line and over one or more breaks are all covered.
TEST(LogicalTextTest, RangesMapAsTheirEndsDo) {
  const auto p = std::make_unique<ParsedText>(
      "- Ada Quill, Ben Ode,\n  Cy Lu, and Di Fox.\n    A Study of Examples.\n  Example "
      "Conf, 2024.\n");
  const LogicalText& joined = p->doc.logical_text();
  const auto size = static_cast<uint32_t>(joined.EntryText(0).size());
  ASSERT_GT(size, 60u);
  for (uint32_t begin = 0; begin <= size; ++begin) {
    const uint32_t at = joined.ToSource(0, begin, begin).begin;
    for (uint32_t end = begin + 1; end <= size; ++end) {
      const ByteRange r = joined.ToSource(0, begin, end);
      EXPECT_EQ(r.begin, at) << begin << "-" << end;
      EXPECT_EQ(r.end, joined.ToSource(0, end - 1, end).end) << begin << "-" << end;
      EXPECT_LE(r.begin, r.end) << begin << "-" << end;
    }
  }
}

// The cursor maps as ToSource does, whatever the order of the ranges: in text order (as the
// extractors' spans come), backwards, and jumping about.
TEST(LogicalTextTest, SourceCursorMapsAsToSource) {
  const auto p = std::make_unique<ParsedText>(
      "- Ada Quill, Ben Ode,\n  Cy Lu, and Di Fox.\n    A Study of Examples.\n  Example "
      "Conf, 2024.\n- One line\n");
  const LogicalText& joined = p->doc.logical_text();
  for (uint32_t e = 0; e <= p->doc.entries().size(); ++e) {  // one past: no pieces
    const auto size = static_cast<uint32_t>(joined.EntryText(e).size());
    std::vector<std::pair<uint32_t, uint32_t>> ranges;
    for (uint32_t begin = 0; begin <= size; ++begin) {
      for (uint32_t end = begin; end <= size; ++end) {
        ranges.emplace_back(begin, end);
      }
    }
    const auto expect_same = [&](const std::vector<std::pair<uint32_t, uint32_t>>& order) {
      LogicalText::SourceCursor cursor(joined, e);
      for (const auto& [begin, end] : order) {
        const ByteRange want = joined.ToSource(e, begin, end);
        const ByteRange got = cursor.ToSource(begin, end);
        EXPECT_EQ(got.begin, want.begin) << e << ": " << begin << "-" << end;
        EXPECT_EQ(got.end, want.end) << e << ": " << begin << "-" << end;
      }
    };
    expect_same(ranges);
    expect_same({ranges.rbegin(), ranges.rend()});
    std::vector<std::pair<uint32_t, uint32_t>> shuffled = ranges;
    std::mt19937 random(20261129);
    std::shuffle(shuffled.begin(), shuffled.end(), random);
    expect_same(shuffled);
  }
}

// Entries built piece by piece: glued pieces (no separator), empty pieces, pieces whose text
// is longer or shorter than their source, and a newline or a space between pieces. The cursor
// maps ranges inside one piece by a shift and steps for the rest; both agree with ToSource in
// any order of ranges.
TEST(LogicalTextTest, SourceCursorMapsBuiltPiecesAsToSource) {
  std::mt19937 random(20261130);
  for (int round = 0; round < 300; ++round) {
    LogicalText joined;
    const int entries = 1 + static_cast<int>(random() % 3);
    uint32_t source_at = 0;
    for (int e = 0; e < entries; ++e) {
      joined.BeginEntry();
      for (int piece = static_cast<int>(random() % 5); piece >= 0; --piece) {
        static constexpr char kSeparators[] = {0, ' ', '\n'};
        const char separator = kSeparators[random() % 3];
        const auto size = static_cast<uint32_t>(random() % 7);
        // Mostly the source's own size; sometimes one byte more or less.
        uint32_t source_size = size;
        if (random() % 4 == 0) {
          source_size = random() % 2 == 0 ? size + 1 : (size > 0 ? size - 1 : 0);
        }
        source_at += static_cast<uint32_t>(random() % 3);
        joined.Append(separator, ByteRange{source_at, source_at + source_size},
                      std::string(size, 'x'));
        source_at += source_size;
      }
    }
    for (uint32_t e = 0; e <= static_cast<uint32_t>(entries); ++e) {  // one past: no pieces
      const auto size = static_cast<uint32_t>(joined.EntryText(e).size());
      std::vector<std::pair<uint32_t, uint32_t>> ranges;
      for (uint32_t begin = 0; begin <= size; ++begin) {
        for (uint32_t end = begin; end <= size; ++end) {
          ranges.emplace_back(begin, end);
        }
      }
      std::vector<std::pair<uint32_t, uint32_t>> shuffled = ranges;
      std::shuffle(shuffled.begin(), shuffled.end(), random);
      for (const auto* order : {&ranges, &shuffled}) {
        LogicalText::SourceCursor cursor(joined, e);
        for (const auto& [begin, end] : *order) {
          const ByteRange want = joined.ToSource(e, begin, end);
          const ByteRange got = cursor.ToSource(begin, end);
          ASSERT_EQ(got.begin, want.begin) << round << " " << e << ": " << begin << "-" << end;
          ASSERT_EQ(got.end, want.end) << round << " " << e << ": " << begin << "-" << end;
        }
      }
    }
  }
}

}  // namespace
}  // namespace cvtidy
