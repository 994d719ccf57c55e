#include "src/engine/sink.h"

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

// A document of `n` text lines with the given directives (built by hand: no parser needed).
Document MakeDoc(const Source& src, std::vector<Directive> directives) {
  Document doc(src);
  for (uint32_t i = 1; i <= src.line_count(); ++i) {
    Line line;
    line.range = src.LineRange(i);
    doc.mutable_lines().push_back(line);
  }
  doc.mutable_directives() = std::move(directives);
  return doc;
}

TEST(SuppressionsTest, NextLineOnlyCoversTheNextLine) {
  const Source src = Source::FromBytes("cv.md", "c\nx\nx\n");
  const Document doc = MakeDoc(src, {{Directive::Kind::kDisableNextLine, 0, {}, {"date/future"}}});
  const Suppressions s(doc);
  EXPECT_TRUE(s.IsSuppressed("date/future", 1));
  EXPECT_FALSE(s.IsSuppressed("date/future", 2));
  EXPECT_FALSE(s.IsSuppressed("date/order", 1));
}

TEST(SuppressionsTest, RegionsWithGlobsUntilEnable) {
  const Source src = Source::FromBytes("cv.md", "c\nx\nx\nc\nx\n");
  const Document doc = MakeDoc(
      src, {{Directive::Kind::kDisable, 0, {}, {"date/*"}}, {Directive::Kind::kEnable, 3, {}, {}}});
  const Suppressions s(doc);
  EXPECT_TRUE(s.IsSuppressed("date/order", 1));
  EXPECT_TRUE(s.IsSuppressed("date/future", 2));
  EXPECT_FALSE(s.IsSuppressed("date/future", 4));
  EXPECT_FALSE(s.IsSuppressed("venue/unknown", 2));
}

TEST(SuppressionsTest, UnclosedDisableRunsToTheEnd) {
  const Source src = Source::FromBytes("cv.md", "x\nc\nx\nx\n");
  const Document doc = MakeDoc(src, {{Directive::Kind::kDisable, 1, {}, {}}});
  const Suppressions s(doc);
  EXPECT_FALSE(s.IsSuppressed("date/order", 0));
  EXPECT_TRUE(s.IsSuppressed("anything/at-all", 3));
}

TEST(DiagnosticSinkTest, StampsRuleAndDropsSuppressed) {
  const Source src = Source::FromBytes("cv.md", "c\nx\nx\n");
  const Document doc = MakeDoc(src, {{Directive::Kind::kDisableNextLine, 0, {}, {}}});
  const Suppressions s(doc);
  DiagnosticSink sink(src, &s);
  sink.SetRule("date/future", Severity::kError);
  sink.Report(src.LineRange(2), "hidden");
  sink.Report(src.LineRange(3), "shown");
  ASSERT_EQ(sink.diagnostics().size(), 1u);
  EXPECT_EQ(sink.diagnostics()[0].message, "shown");
  EXPECT_EQ(sink.diagnostics()[0].rule_id, "date/future");
  EXPECT_EQ(sink.diagnostics()[0].severity, Severity::kError);
}

}  // namespace
}  // namespace cvtidy
