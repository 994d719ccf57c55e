#include "src/engine/sink.h"

#include <string>
#include <utility>
#include <vector>

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

// Findings are built in the sink's vector, which reserves a block first: every field of every
// finding survives, in report order, past the reserved block and through its growth.
TEST(DiagnosticSinkTest, KeepsEveryFieldOfManyFindingsInOrder) {
  const Source src = Source::FromBytes("cv.md", "alpha beta gamma\n");
  DiagnosticSink sink(src, nullptr);
  sink.SetRule("style/example", Severity::kInfo);
  constexpr uint32_t kCount = 300;
  for (uint32_t i = 0; i < kCount; ++i) {
    const ByteRange range{i % 10, i % 10 + 3};
    const std::string message = "finding number " + std::to_string(i) + " of a long series";
    if (i % 3 == 0) {
      sink.Report(range, message);
    } else {
      Fix fix{"Write `x" + std::to_string(i) + "`",
              i % 2 == 0 ? FixSafety::kSafe : FixSafety::kUnsafe,
              {TextEdit{range, "replacement text long enough to leave the inline buffer " +
                                   std::to_string(i)}}};
      sink.Report(range, message, std::move(fix), "note " + std::to_string(i),
                  i % 5 == 0 ? "group-" + std::to_string(i / 5) : std::string());
    }
  }
  const std::vector<Diagnostic>& found = sink.diagnostics();
  ASSERT_EQ(found.size(), kCount);
  for (uint32_t i = 0; i < kCount; ++i) {
    const Diagnostic& d = found[i];
    EXPECT_EQ(d.rule_id, "style/example");
    EXPECT_EQ(d.severity, Severity::kInfo);
    EXPECT_EQ(d.range.begin, i % 10);
    EXPECT_EQ(d.range.end, i % 10 + 3);
    EXPECT_EQ(d.message, "finding number " + std::to_string(i) + " of a long series");
    EXPECT_TRUE(d.context.empty());
    if (i % 3 == 0) {
      EXPECT_FALSE(d.fix.has_value());
      EXPECT_TRUE(d.note.empty());
      EXPECT_TRUE(d.group.empty());
      continue;
    }
    ASSERT_TRUE(d.fix.has_value());
    EXPECT_EQ(d.fix->title, "Write `x" + std::to_string(i) + "`");
    EXPECT_EQ(d.fix->safety, i % 2 == 0 ? FixSafety::kSafe : FixSafety::kUnsafe);
    ASSERT_EQ(d.fix->edits.size(), 1u);
    EXPECT_EQ(d.fix->edits[0].replacement,
              "replacement text long enough to leave the inline buffer " + std::to_string(i));
    EXPECT_EQ(d.note, "note " + std::to_string(i));
    EXPECT_EQ(d.group, i % 5 == 0 ? "group-" + std::to_string(i / 5) : std::string());
  }
}

}  // namespace
}  // namespace cvtidy
