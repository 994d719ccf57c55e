#include "src/parse/directives.h"

#include <string>
#include <string_view>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/parse/parse.h"
#include "tests/parse/parse_test_util.h"

namespace cvtidy {
namespace {

using internal::ParseDirective;
using testing::ElementsAre;
using testing::IsEmpty;

TEST(ParseDirectiveTest, Kinds) {
  EXPECT_EQ(ParseDirective(" cvtidy-disable-next-line date/future ")->kind,
            Directive::Kind::kDisableNextLine);
  EXPECT_EQ(ParseDirective("cvtidy-disable")->kind, Directive::Kind::kDisable);
  EXPECT_EQ(ParseDirective("cvtidy-enable ocr/*")->kind, Directive::Kind::kEnable);
}

TEST(ParseDirectiveTest, PatternsSeparatedBySpacesAndCommas) {
  EXPECT_THAT(ParseDirective("cvtidy-disable-next-line date/future")->patterns,
              ElementsAre("date/future"));
  EXPECT_THAT(ParseDirective("cvtidy-disable ocr/*, venue/unknown,name/variant\tdate/*")->patterns,
              ElementsAre("ocr/*", "venue/unknown", "name/variant", "date/*"));
  EXPECT_THAT(ParseDirective("cvtidy-disable")->patterns, IsEmpty());
  EXPECT_THAT(ParseDirective("cvtidy-enable ,, ")->patterns, IsEmpty());
}

TEST(ParseDirectiveTest, DoubleDashEndsThePatterns) {
  EXPECT_THAT(ParseDirective("cvtidy-disable date/future -- the talk is scheduled")->patterns,
              ElementsAre("date/future"));
  EXPECT_THAT(ParseDirective("cvtidy-disable -- everything, on purpose")->patterns, IsEmpty());
}

TEST(ParseDirectiveTest, NotDirectives) {
  EXPECT_FALSE(ParseDirective("a note to self"));
  EXPECT_FALSE(ParseDirective(""));
  EXPECT_FALSE(ParseDirective("cvtidy-disable-line date/future"));  // unknown keyword
  EXPECT_FALSE(ParseDirective("CVTIDY-DISABLE"));                   // keywords are lower case
  EXPECT_FALSE(ParseDirective("see cvtidy-disable"));               // must come first
  EXPECT_FALSE(ParseDirective("cvtidy-disabled"));
}

TEST(DirectivesInDocumentTest, LinesRangesAndPatternsPointIntoTheSource) {
  const Source src = Source::FromBytes("d.md",
                                       "## Talks\n"                                       // 0
                                       "<!-- cvtidy-disable-next-line date/future -->\n"  // 1
                                       "- Keynote, 2031\n"                                // 2
                                       "  <!--cvtidy-disable ocr/*,venue/unknown-->\n"    // 3
                                       "<!-- an ordinary comment -->\n"                   // 4
                                       "<!-- cvtidy-enable -->\n"                         // 5
                                       "text <!-- cvtidy-disable --> after\n");           // 6
  const Document doc = Parse(src);
  testing_util::ExpectWellFormed(doc);
  ASSERT_EQ(doc.directives().size(), 3u);
  const Directive& next = doc.directives()[0];
  EXPECT_EQ(next.kind, Directive::Kind::kDisableNextLine);
  EXPECT_EQ(next.line, 1u);
  EXPECT_EQ(doc.Text(next.range), "<!-- cvtidy-disable-next-line date/future -->");
  ASSERT_THAT(next.patterns, ElementsAre("date/future"));
  const std::string_view text = src.text();
  EXPECT_EQ(next.patterns[0].data() - text.data(),
            static_cast<std::ptrdiff_t>(text.find("date/future")));

  const Directive& disable = doc.directives()[1];
  EXPECT_EQ(disable.kind, Directive::Kind::kDisable);
  EXPECT_EQ(disable.line, 3u);
  EXPECT_EQ(doc.Text(disable.range), "<!--cvtidy-disable ocr/*,venue/unknown-->");
  EXPECT_THAT(disable.patterns, ElementsAre("ocr/*", "venue/unknown"));

  EXPECT_EQ(doc.directives()[2].kind, Directive::Kind::kEnable);
  EXPECT_EQ(doc.directives()[2].line, 5u);
  EXPECT_THAT(doc.directives()[2].patterns, IsEmpty());

  EXPECT_EQ(doc.lines()[4].kind, LineKind::kComment);
  EXPECT_EQ(doc.Text(doc.lines()[4].content), "an ordinary comment");
  EXPECT_EQ(doc.lines()[6].kind, LineKind::kText);  // a comment inside text is not a directive
}

TEST(DirectivesInDocumentTest, CommentsDoNotSplitEntries) {
  // Adding a suppression comment must not change the structure the rules see.
  const Source src = Source::FromBytes("d.md",
                                       "- Keynote at the Example Summit\n"
                                       "<!-- cvtidy-disable-next-line date/future -->\n"
                                       "Mar 2031\n"
                                       "\n"
                                       "A paragraph\n"
                                       "<!-- cvtidy-disable -->\n"
                                       "that continues.\n");
  const Document doc = Parse(src);
  testing_util::ExpectWellFormed(doc);
  EXPECT_THAT(testing_util::EntrySpans(doc), ElementsAre("0-2", "4-6"));
  EXPECT_EQ(doc.lines()[1].entry, kNoIndex);
  EXPECT_EQ(doc.lines()[2].entry, 0u);
}

}  // namespace
}  // namespace cvtidy
