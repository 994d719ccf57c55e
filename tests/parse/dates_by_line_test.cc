#include <algorithm>
#include <cstdint>
#include <random>
#include <span>
#include <vector>

#include "gtest/gtest.h"

#include "src/model/document.h"

namespace cvtidy {
namespace {

// The first date on line `line` or after it, found the plain way: the index's definition.
uint32_t FirstDateFrom(std::span<const DateSpan> dates, uint32_t line) {
  uint32_t d = 0;
  while (d < dates.size() && dates[d].line < line) {
    ++d;
  }
  return d;
}

Document DocumentWithDateLines(uint32_t line_count, const std::vector<uint32_t>& date_lines) {
  Document doc;
  doc.mutable_lines().resize(line_count);
  for (const uint32_t line : date_lines) {
    DateSpan date;
    date.line = line;
    doc.mutable_dates().push_back(date);
  }
  doc.IndexDatesByLine();
  return doc;
}

void ExpectIndexMatchesDefinition(uint32_t line_count, const std::vector<uint32_t>& date_lines) {
  const Document doc = DocumentWithDateLines(line_count, date_lines);
  const std::span<const DateSpan> dates = doc.dates();
  for (uint32_t line = 0; line < line_count; ++line) {
    // Lines are read in order, so each line's dates start where the scan from it stops.
    const uint32_t first = FirstDateFrom(dates, line);
    uint32_t end = first;
    while (end < dates.size() && dates[end].line == line) {
      ++end;
    }
    const auto on_line = doc.DatesOnLine(line);
    EXPECT_EQ(on_line.size(), end - first) << "line " << line;
    if (!on_line.empty()) {
      EXPECT_EQ(on_line.data(), dates.data() + first) << "line " << line;
    }
  }
}

TEST(DatesByLineTest, NoDatesOrNoLines) {
  ExpectIndexMatchesDefinition(0, {});
  ExpectIndexMatchesDefinition(5, {});
  const Document doc = DocumentWithDateLines(4, {});
  for (uint32_t line = 0; line < 4; ++line) {
    EXPECT_TRUE(doc.DatesOnLine(line).empty());
  }
}

TEST(DatesByLineTest, RunsOfDatesOnOneLine) {
  const Document doc = DocumentWithDateLines(6, {0, 2, 2, 2, 5});
  EXPECT_EQ(doc.DatesOnLine(0).size(), 1u);
  EXPECT_EQ(doc.DatesOnLine(1).size(), 0u);
  EXPECT_EQ(doc.DatesOnLine(2).size(), 3u);
  EXPECT_EQ(doc.DatesOnLine(2).data(), doc.dates().data() + 1);
  EXPECT_EQ(doc.DatesOnLine(3).size(), 0u);
  EXPECT_EQ(doc.DatesOnLine(4).size(), 0u);
  EXPECT_EQ(doc.DatesOnLine(5).size(), 1u);
  EXPECT_EQ(doc.DatesOnLine(5).data(), doc.dates().data() + 4);
}

TEST(DatesByLineTest, DatesOnFirstAndLastLines) {
  ExpectIndexMatchesDefinition(1, {0});
  ExpectIndexMatchesDefinition(1, {0, 0});
  ExpectIndexMatchesDefinition(3, {0, 2});
  ExpectIndexMatchesDefinition(3, {2, 2});
}

TEST(DatesByLineTest, MatchesTheDefinitionOnRandomDocuments) {
  std::mt19937 rng(16);
  for (int round = 0; round < 2000; ++round) {
    const uint32_t line_count = std::uniform_int_distribution<uint32_t>(0, 40)(rng);
    const uint32_t date_count = std::uniform_int_distribution<uint32_t>(0, 30)(rng);
    std::vector<uint32_t> date_lines;
    if (line_count > 0) {
      // In document order, as the parser gives them, with repeats (several dates on a line).
      std::uniform_int_distribution<uint32_t> pick(0, line_count - 1);
      for (uint32_t d = 0; d < date_count; ++d) {
        date_lines.push_back(pick(rng));
      }
      std::sort(date_lines.begin(), date_lines.end());
    }
    ExpectIndexMatchesDefinition(line_count, date_lines);
    if (HasFailure()) {
      FAIL() << "round " << round;
    }
  }
}

}  // namespace
}  // namespace cvtidy
