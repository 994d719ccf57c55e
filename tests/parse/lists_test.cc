// Lists (Document::lists(), Entry::list): runs of list items, split where numbering restarts.
#include <memory>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/parse/parse.h"
#include "tests/parse/parse_test_util.h"

namespace cvtidy {
namespace {

using ::cvtidy::testing_util::ParsedText;

// The list of every entry ("-" for none).
std::vector<std::string> ListOf(const Document& doc) {
  std::vector<std::string> out;
  for (const Entry& e : doc.entries()) {
    out.push_back(e.list == kNoIndex ? "-" : std::to_string(e.list));
  }
  return out;
}

TEST(ListsTest, RestartingNumbersStartANewList) {
  const auto p = std::make_unique<ParsedText>("1. a\n2. b\n3. c\n1. d\n2. e\n");
  EXPECT_THAT(ListOf(p->doc), ::testing::ElementsAre("0", "0", "0", "1", "1"));
  ASSERT_EQ(p->doc.lists().size(), 2u);
  EXPECT_EQ(p->doc.lists()[1].first_entry, 3u);
  EXPECT_EQ(p->doc.lists()[1].end_entry, 5u);
}

TEST(ListsTest, DescendingListsRestartAfterOne) {
  const auto p = std::make_unique<ParsedText>("- [C3] a\n- [C2] b\n- [C1] c\n- [J2] d\n- [J1] e\n");
  EXPECT_THAT(ListOf(p->doc), ::testing::ElementsAre("0", "0", "0", "1", "1"));
}

TEST(ListsTest, OrderedListsDoNotRestartInTheirOwnDirection) {
  const auto p = std::make_unique<ParsedText>(
      "1. a\n2. b\n4. c\n3. d\n\n## Papers\n\n- [3] e\n- [2] f\n- [1] g\n");
  EXPECT_THAT(ListOf(p->doc), ::testing::ElementsAre("0", "0", "0", "0", "1", "1", "1"));
}

TEST(ListsTest, RepeatedOnesAndGapsStayOneList) {
  // `1.` `1.` `1.` is a renderer-numbered list; a gap is a selection, not a restart.
  const auto p = std::make_unique<ParsedText>("1. a\n1. b\n1. c\n\n5. d\n7. e\n");
  EXPECT_THAT(ListOf(p->doc), ::testing::ElementsAre("0", "0", "0", "0", "0"));
}

TEST(ListsTest, HeadingsAndParagraphsEndALists) {
  const auto p = std::make_unique<ParsedText>(
      "## Papers\n\n- a\n- b\n\nA paragraph between.\n\n- c\n\n## Talks\n\n- d\n");
  EXPECT_THAT(ListOf(p->doc), ::testing::ElementsAre("0", "0", "-", "1", "2"));
}

}  // namespace
}  // namespace cvtidy
