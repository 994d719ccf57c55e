// Helpers shared by the parser tests.
#ifndef CVTIDY_TESTS_PARSE_PARSE_TEST_UTIL_H_
#define CVTIDY_TESTS_PARSE_PARSE_TEST_UTIL_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/model/document.h"
#include "src/parse/parse.h"

namespace cvtidy::testing_util {

// A Source and the Document parsed from it, kept together: the Document points into the
// Source, so hold it where it does not move (`std::make_unique<ParsedText>(...)`).
struct ParsedText {
  explicit ParsedText(std::string text, std::string name = "cv.md")
      : source(Source::FromBytes(std::move(name), std::move(text))), doc(Parse(source)) {}
  Source source;
  Document doc;
};

// Checks the model's structural invariants: one Line per Source line, ranges in bounds and
// nested, a well-formed section tree, entries in order and consistent with their lines.
inline void ExpectWellFormed(const Document& doc) {
  const Source& src = doc.source();
  const uint32_t n = src.line_count();
  ASSERT_EQ(doc.lines().size(), n);
  ASSERT_FALSE(doc.sections().empty());
  const Section& root = doc.sections()[0];
  EXPECT_EQ(root.level, 0);
  EXPECT_EQ(root.parent, kNoIndex);
  EXPECT_EQ(root.heading_line, kNoIndex);
  EXPECT_EQ(root.first_line, 0u);
  EXPECT_EQ(root.end_line, n);
  EXPECT_EQ(root.first_entry, 0u);

  for (uint32_t i = 0; i < n; ++i) {
    const Line& line = doc.lines()[i];
    ASSERT_EQ(line.range, src.LineRange(i + 1)) << "line " << i;
    ASSERT_TRUE(line.range.Contains(line.content) ||
                (line.content.empty() && line.content.begin >= line.range.begin &&
                 line.content.begin <= line.range.end))
        << "line " << i;
    ASSERT_LT(line.section, doc.sections().size());
    const Section& s = doc.sections()[line.section];
    ASSERT_TRUE(i >= s.first_line && i < s.end_line) << "line " << i;
    if (line.kind == LineKind::kHeading) {
      ASSERT_EQ(s.heading_line, i);
      ASSERT_GE(line.level, 1);
      ASSERT_LE(line.level, 6);
    } else {
      ASSERT_EQ(line.level, 0);
    }
    const bool entry_kind = line.kind == LineKind::kListItem || line.kind == LineKind::kText ||
                            line.kind == LineKind::kTableRow;
    ASSERT_EQ(line.entry != kNoIndex, entry_kind) << "line " << i;
    if (line.entry != kNoIndex) {
      const Entry& e = doc.entries()[line.entry];
      ASSERT_TRUE(i >= e.first_line && i <= e.last_line) << "line " << i;
      ASSERT_EQ(e.section, line.section);
    }
  }

  for (uint32_t k = 1; k < doc.sections().size(); ++k) {
    const Section& s = doc.sections()[k];
    ASSERT_LT(s.parent, k);
    const Section& p = doc.sections()[s.parent];
    ASSERT_LT(p.level, s.level);
    ASSERT_GE(s.first_line, p.first_line);
    ASSERT_LE(s.end_line, p.end_line);
    ASSERT_EQ(s.first_line, s.heading_line);
    ASSERT_LT(s.first_line, s.end_line);
    ASSERT_EQ(doc.lines()[s.heading_line].content, s.title);
    ASSERT_EQ(doc.lines()[s.heading_line].level, s.level);
    ASSERT_LE(s.first_entry, s.end_entry);
    ASSERT_GE(s.first_entry, doc.sections()[k - 1].first_entry);
  }

  uint32_t next_line = 0;
  uint32_t next_date = 0;
  for (uint32_t k = 0; k < doc.entries().size(); ++k) {
    const Entry& e = doc.entries()[k];
    ASSERT_GE(e.first_line, next_line) << "entry " << k;
    ASSERT_LE(e.first_line, e.last_line);
    ASSERT_LT(e.last_line, n);
    ASSERT_EQ(e.range.begin, doc.lines()[e.first_line].range.begin);
    ASSERT_EQ(e.range.end, doc.lines()[e.last_line].range.end);
    ASSERT_EQ(doc.lines()[e.first_line].entry, k);
    ASSERT_EQ(doc.lines()[e.last_line].entry, k);
    const Section& s = doc.sections()[e.section];
    ASSERT_TRUE(k >= s.first_entry && k < s.end_entry) << "entry " << k;
    ASSERT_GE(e.first_date, next_date);
    ASSERT_LE(e.first_date, e.end_date);
    ASSERT_LE(e.end_date, doc.dates().size());
    for (const DateSpan& d : doc.DatesOf(e)) {
      ASSERT_EQ(doc.lines()[d.line].entry, k);
    }
    next_line = e.last_line + 1;
    next_date = e.end_date;
  }
  for (const DateSpan& d : doc.dates()) {
    ASSERT_LT(d.line, n);
    ASSERT_TRUE(doc.lines()[d.line].range.Contains(d.range));
  }
  for (const Directive& d : doc.directives()) {
    ASSERT_EQ(doc.lines()[d.line].kind, LineKind::kComment);
    ASSERT_TRUE(doc.lines()[d.line].range.Contains(d.range));
  }
}

// "Title:level:parent" for every section after the root, for compact tree assertions.
inline std::vector<std::string> SectionTree(const Document& doc) {
  std::vector<std::string> out;
  for (size_t k = 1; k < doc.sections().size(); ++k) {
    const Section& s = doc.sections()[k];
    out.push_back(std::string(doc.Title(s)) + ":" + std::to_string(s.level) + ":" +
                  std::to_string(s.parent));
  }
  return out;
}

// "first-last" line spans of every entry.
inline std::vector<std::string> EntrySpans(const Document& doc) {
  std::vector<std::string> out;
  for (const Entry& e : doc.entries()) {
    out.push_back(std::to_string(e.first_line) + "-" + std::to_string(e.last_line));
  }
  return out;
}

}  // namespace cvtidy::testing_util

#endif  // CVTIDY_TESTS_PARSE_PARSE_TEST_UTIL_H_
