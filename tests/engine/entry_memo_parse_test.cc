// A parse that reuses an earlier parse's entry facts (ParseOptions::memo) builds the same
// model as a parse from nothing, over generated CVs taken through fix passes and random edits.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/config/builtin_tables.h"
#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/engine/rule_set.h"
#include "src/parse/entry_memo.h"
#include "src/parse/parse.h"
#include "tests/support/cv_generator.h"
#include "tests/support/split_mix.h"

namespace cvtidy {
namespace {

// The facts the memo may supply, and where each entry's lie, equal with and without it.
void ExpectSameEntryFacts(const Document& fresh, const Document& reused, std::string_view name) {
  ASSERT_EQ(fresh.entries().size(), reused.entries().size()) << name;
  EXPECT_TRUE(std::ranges::equal(fresh.numbers(), reused.numbers())) << name;
  EXPECT_TRUE(std::ranges::equal(fresh.dates(), reused.dates())) << name;
  EXPECT_TRUE(std::ranges::equal(fresh.venues(), reused.venues())) << name;
  for (size_t e = 0; e < fresh.entries().size(); ++e) {
    const Entry& a = fresh.entries()[e];
    const Entry& b = reused.entries()[e];
    EXPECT_EQ(a.first_date, b.first_date) << name << " entry " << e;
    EXPECT_EQ(a.end_date, b.end_date) << name << " entry " << e;
    EXPECT_EQ(a.first_venue, b.first_venue) << name << " entry " << e;
    EXPECT_EQ(a.end_venue, b.end_venue) << name << " entry " << e;
  }
}

// One random edit of a line: a byte changed (a digit as often as not, as dates and numbers
// hang on them), the line removed, doubled or moved down, a blank line or a year added.
std::string EditLine(std::string text, testing_support::SplitMix& rng) {
  std::vector<std::string> lines;
  size_t begin = 0;
  while (begin <= text.size()) {
    size_t end = text.find('\n', begin);
    if (end == std::string::npos) {
      end = text.size();
    }
    lines.push_back(text.substr(begin, end - begin));
    begin = end + 1;
  }
  const size_t at = static_cast<size_t>(rng.Next() % lines.size());
  std::string& line = lines[at];
  switch (rng.Between(0, 5)) {
    case 0:
      if (!line.empty()) {
        line[static_cast<size_t>(rng.Next() % line.size())] =
            rng.Chance(50) ? static_cast<char>('0' + rng.Between(0, 9))
                           : static_cast<char>('a' + rng.Between(0, 25));
      }
      break;
    case 1:
      lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(at));
      break;
    case 2:
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), line);
      break;
    case 3:
      if (at + 1 < lines.size()) {
        std::swap(lines[at], lines[at + 1]);
      }
      break;
    case 4:
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), "");
      break;
    default:
      line += rng.Chance(50) ? " 2021" : ", OSDI 2019";
      break;
  }
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    out += lines[i];
    if (i + 1 < lines.size()) {
      out += '\n';
    }
  }
  return out;
}

TEST(EntryMemoParseTest, FixPassesAndEditsParseAsFromNothing) {
  const uint64_t count = testing_support::GeneratedCvCount("CVTIDY_MEMO_CVS", 80, 16);
  const VenueTable& venues = BuiltinVenues();
  absl::StatusOr<RuleSet> rules = RuleSet::Resolve(Config{}, {});
  ASSERT_TRUE(rules.ok()) << rules.status().message();
  const Config config;
  const RuleContext ctx{config, CivilDate{2026, 3, 15}};
  const ParseOptions plain = ParseOptionsFor(config);
  size_t recalled = 0;
  for (uint64_t seed = 0; seed < count; ++seed) {
    const testing_support::GeneratedCv cv = testing_support::GenerateCv(venues, seed);
    testing_support::SplitMix rng(seed);
    EntryFactsMemo memo;
    ParseOptions with_memo = plain;
    with_memo.memo = &memo;
    std::string text = cv.text;
    // Two passes of every fix, as `fix --unsafe-fixes` makes them, then three random edits.
    for (int version = 0; version < 6; ++version) {
      const Source source = Source::FromBytes(cv.name, text);
      const Document reused = Parse(source, with_memo);
      const Document fresh = Parse(source, plain);
      ExpectSameEntryFacts(fresh, reused, cv.name + " version " + std::to_string(version));
      if (version < 2) {
        text = ApplyFixes(source, LintSource(source, *rules, ctx), /*unsafe=*/true);
      } else {
        text = EditLine(std::move(text), rng);
      }
    }
    recalled += memo.recalled();
  }
  // The property holds where the memo is used: most entries come through an edit unchanged.
  EXPECT_GT(recalled, count * 20);
}

}  // namespace
}  // namespace cvtidy
