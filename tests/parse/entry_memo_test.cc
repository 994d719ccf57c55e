#include "src/parse/entry_memo.h"

#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

// A document of `texts`, each entry's facts a number spanning its whole text (what an entry
// "read" is visible in the recalled copies).
void ParseEntries(EntryFactsMemo& memo, const std::vector<std::string>& texts,
                  std::vector<bool>* recalled = nullptr) {
  memo.StartDocument();
  for (const std::string& text : texts) {
    memo.AddEntry(text);
  }
  for (uint32_t e = 0; e < texts.size(); ++e) {
    std::vector<NumberSpan> numbers;
    std::vector<DateSpan> dates;
    std::vector<VenueMention> venues;
    const bool known = memo.RecallNumbersAndDates(e, numbers, dates);
    EXPECT_EQ(memo.RecallVenues(e, venues), known) << texts[e];
    if (!known) {
      numbers.push_back(NumberSpan{{0, static_cast<uint32_t>(texts[e].size())}});
      VenueMention mention;
      mention.range = {1, static_cast<uint32_t>(texts[e].size())};
      venues.push_back(mention);
      memo.KeepNumbersAndDates(e, numbers, dates);
      memo.KeepVenues(e, venues);
    }
    // Whether recalled or read now, the facts are those of this very text.
    ASSERT_EQ(numbers.size(), 1u);
    EXPECT_EQ(numbers[0].range.end, texts[e].size()) << texts[e];
    ASSERT_EQ(venues.size(), 1u);
    EXPECT_EQ(venues[0].range.end, texts[e].size()) << texts[e];
    if (recalled != nullptr) {
      recalled->push_back(known);
    }
  }
  memo.EndDocument();
}

TEST(EntryFactsMemoTest, AFirstDocumentRecallsNothing) {
  EntryFactsMemo memo;
  std::vector<bool> recalled;
  ParseEntries(memo, {"a", "bb", "ccc"}, &recalled);
  EXPECT_EQ(recalled, (std::vector<bool>{false, false, false}));
  EXPECT_EQ(memo.recalled(), 0u);
}

TEST(EntryFactsMemoTest, UnchangedEntriesAreRecalledAndAnEditedOneIsReadAgain) {
  EntryFactsMemo memo;
  ParseEntries(memo, {"alpha 2019", "beta 2020", "gamma 2021", "delta 2022"});
  std::vector<bool> recalled;
  ParseEntries(memo, {"alpha 2019", "beta 2020!", "gamma 2021", "delta 2022"}, &recalled);
  EXPECT_EQ(recalled, (std::vector<bool>{true, false, true, true}));
  EXPECT_EQ(memo.recalled(), 3u);
}

TEST(EntryFactsMemoTest, StepsOverAnInsertedOrARemovedEntry) {
  EntryFactsMemo memo;
  ParseEntries(memo, {"a1", "b22", "c333", "d4444", "e55555"});
  std::vector<bool> recalled;
  // `x` inserted, `d4444` removed.
  ParseEntries(memo, {"a1", "x", "b22", "c333", "e55555"}, &recalled);
  EXPECT_EQ(recalled, (std::vector<bool>{true, false, true, true, true}));
}

TEST(EntryFactsMemoTest, EqualLengthIsNotEqualText) {
  EntryFactsMemo memo;
  ParseEntries(memo, {"2019 abc", "2020 abc"});
  std::vector<bool> recalled;
  ParseEntries(memo, {"2018 abc", "2020 abd"}, &recalled);
  EXPECT_EQ(recalled, (std::vector<bool>{false, false}));
}

TEST(EntryFactsMemoTest, HoldsTheLastDocumentOnly) {
  EntryFactsMemo memo;
  ParseEntries(memo, {"one", "two"});
  ParseEntries(memo, {"three"});
  std::vector<bool> recalled;
  // `one` and `two` were dropped with the first document; `three` carries on.
  ParseEntries(memo, {"one", "three"}, &recalled);
  EXPECT_EQ(recalled, (std::vector<bool>{false, true}));
  // A recalled entry is kept for the next document too.
  recalled.clear();
  ParseEntries(memo, {"three"}, &recalled);
  EXPECT_EQ(recalled, (std::vector<bool>{true}));
}

TEST(EntryFactsMemoTest, AnEntryFarFromItsPlaceIsReadAgain) {
  EntryFactsMemo memo;
  std::vector<std::string> texts;
  for (int i = 0; i < 12; ++i) {
    texts.push_back("entry " + std::to_string(i));
  }
  ParseEntries(memo, texts);
  // The last entry moved to the front: out of reach of the look-ahead, read again, and the
  // rest found in order after it.
  std::vector<std::string> moved = texts;
  moved.insert(moved.begin(), moved.back());
  moved.pop_back();
  std::vector<bool> recalled;
  ParseEntries(memo, moved, &recalled);
  EXPECT_FALSE(recalled[0]);
  for (size_t i = 1; i < moved.size(); ++i) {
    EXPECT_TRUE(recalled[i]) << moved[i];
  }
}

}  // namespace
}  // namespace cvtidy
