#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

#include "rules/venue/internal/venue_forms.h"
#include "rules/venue/unknown.h"
#include "src/base/strings.h"
#include "tests/support/split_mix.h"

namespace cvtidy {
namespace {

size_t ReferenceYearOpener(std::string_view text, size_t from) {
  for (size_t i = from; i < text.size(); ++i) {
    if ((text[i] >= '0' && text[i] <= '9') || text[i] == '\'' || text[i] == '\xE2') {
      return i;
    }
  }
  return text.size();
}

TEST(FindYearOpenerTest, FindsDigitsQuotesAndTheCurlyQuoteLead) {
  EXPECT_EQ(internal::FindYearOpener("OSDI 2021", 0), 5u);
  EXPECT_EQ(internal::FindYearOpener("OSDl'21", 0), 4u);
  EXPECT_EQ(internal::FindYearOpener("OSDl \xE2\x80\x99"
                                     "21",
                                     0),
            5u);
  EXPECT_EQ(internal::FindYearOpener("no year in this citation at all, none", 0), 37u);
  EXPECT_EQ(internal::FindYearOpener("", 0), 0u);
  // Past the last sixteen-byte step: the tail is read from an overlapping load.
  EXPECT_EQ(internal::FindYearOpener("abcdefghijklmnopqrs9", 0), 19u);
  EXPECT_EQ(internal::FindYearOpener("abcdefghijklmnopqrs9", 19), 19u);
  EXPECT_EQ(internal::FindYearOpener("9bcdefghijklmnopqrst", 1), 20u);
}

TEST(FindYearOpenerTest, MatchesAByteByByteSearch) {
  std::mt19937 rng(2022);
  // Bytes near the ranges the search tests, so a lane compared wrong shows.
  const std::string kBytes = std::string("aZ /:09'\"`&") + "\xE2\xE1\xE3\x80\x99\xC3";
  std::uniform_int_distribution<size_t> pick(0, kBytes.size() - 1);
  std::uniform_int_distribution<int> length(0, 70);
  std::uniform_int_distribution<int> sparse(0, 9);
  for (int round = 0; round < 5000; ++round) {
    std::string text;
    for (int n = length(rng); n > 0; --n) {
      // Mostly letters, so that many sixteen-byte steps hold no opener.
      text += sparse(rng) < 8 ? 'x' : kBytes[pick(rng)];
    }
    for (size_t from = 0; from <= text.size(); ++from) {
      ASSERT_EQ(internal::FindYearOpener(text, from), ReferenceYearOpener(text, from))
          << text << " from " << from;
    }
  }
}

OwnedVenueRecord Venue(std::string id, std::vector<std::string> aliases = {},
                       std::vector<OwnedVenueRecord::Former> former = {}) {
  OwnedVenueRecord r;
  r.long_name = "Symposium on " + id;
  r.id = std::move(id);
  r.aliases = std::move(aliases);
  r.former = std::move(former);
  r.origin = "test.toml:1";
  return r;
}

VenueTable TableOf(std::vector<OwnedVenueRecord> records) {
  absl::StatusOr<VenueTable> table = VenueTable::Build(std::move(records));
  EXPECT_TRUE(table.ok()) << table.status();
  return *std::move(table);
}

// The suggestion as the rule first made it: every known name folded and compared in table
// order, the first of the closest giving the replacement.
std::optional<std::string_view> ReferenceSuggestion(std::string_view name,
                                                    const VenueTable& table) {
  struct Known {
    std::string folded;
    uint32_t venue;
    std::string_view replacement;
    std::string_view spelling;
  };
  std::vector<Known> known;
  const auto add = [&](std::string_view spelling, uint32_t venue, std::string_view replacement) {
    if (spelling.size() >= 2 && spelling.size() <= 12 &&
        spelling.find(' ') == std::string_view::npos) {
      known.push_back(Known{internal::FoldSpelling(spelling), venue, replacement, spelling});
    }
  };
  for (uint32_t v = 0; v < table.venues().size(); ++v) {
    const VenueRecord& record = table.venues()[v];
    add(record.id, v, record.id);
    for (const std::string_view alias : record.aliases) {
      add(alias, v, record.id);
    }
    for (const FormerName& former : record.former) {
      add(former.acronym, v, former.acronym);
    }
  }
  const std::string folded = internal::FoldSpelling(name);
  const size_t limit = name.size() <= 5 ? 0 : (name.size() <= 7 ? 1 : 2);
  size_t best = limit + 1;
  const Known* winner = nullptr;
  bool ambiguous = false;
  for (const Known& k : known) {
    if (k.spelling == name) {
      return std::nullopt;
    }
    const size_t gap = folded.size() > k.folded.size() ? folded.size() - k.folded.size()
                                                       : k.folded.size() - folded.size();
    if (gap > limit || (limit == 0 && folded != k.folded)) {
      continue;
    }
    const size_t d = limit == 0 ? 0 : EditDistance(folded, k.folded, limit);
    if (d > limit) {
      continue;
    }
    if (d < best) {
      best = d;
      winner = &k;
      ambiguous = false;
    } else if (d == best && k.venue != winner->venue) {
      ambiguous = true;
    }
  }
  if (winner == nullptr || ambiguous) {
    return std::nullopt;
  }
  return winner->replacement;
}

TEST(EditDistanceFloorTest, NeverExceedsTheEditDistance) {
  testing_support::SplitMix rng(1130);
  // A small alphabet, so that most pairs share characters and the floor is often tight.
  constexpr std::string_view kAlphabet = "abcdeio0123xyz";
  const auto random_folded = [&] {
    std::string s;
    for (int n = rng.Between(0, 12); n > 0; --n) {
      s += kAlphabet[rng.Next() % kAlphabet.size()];
    }
    return s;
  };
  int tight = 0;
  for (int round = 0; round < 20000; ++round) {
    const std::string a = random_folded();
    const std::string b = random_folded();
    const size_t floor =
        internal::EditDistanceFloor(internal::FoldedCharacters(a), internal::FoldedCharacters(b));
    const size_t distance = EditDistance(a, b, 100);
    ASSERT_LE(floor, distance) << a << " " << b;
    tight += floor == distance ? 1 : 0;
  }
  EXPECT_GT(tight, 100);
}

TEST(EditDistanceFloorTest, CountsTheCharactersEitherSideLacks) {
  const auto floor = [](std::string_view a, std::string_view b) {
    return internal::EditDistanceFloor(internal::FoldedCharacters(a),
                                       internal::FoldedCharacters(b));
  };
  EXPECT_EQ(floor("eurosys", "eurosys"), 0u);
  EXPECT_EQ(floor("eurosys", "eurosyx"), 1u);  // one change: `s` gone, `x` new
  EXPECT_EQ(floor("abc", "abcde"), 2u);        // two insertions
  EXPECT_EQ(floor("ab12", "ab"), 2u);          // digits are characters too
  EXPECT_EQ(floor("aab", "abb"), 0u);          // a set: repeats are not counted
  EXPECT_EQ(floor("", "z9"), 2u);
  EXPECT_NE(internal::FoldedCharacters("a"), internal::FoldedCharacters("0"));
  EXPECT_NE(internal::FoldedCharacters("z"), internal::FoldedCharacters("9"));
}

TEST(SuggestVenueTest, SuggestsTheOneNearVenue) {
  const VenueTable table = TableOf({
      Venue("EuroSys"),
      Venue("OSDI"),
      Venue("ICCD"),
      Venue("ICCV"),
      Venue("NeurIPS", {}, {{"NIPS", "", 2017}}),
      Venue("Abcdefg", {"Abcdefgh Conf"}, {{"Abcdef", "", 2001}}),
  });
  EXPECT_EQ(internal::SuggestVenue("EuroSvs", table), "EuroSys");
  EXPECT_EQ(internal::SuggestVenue("EuroSy", table), "EuroSys");  // six letters: one edit
  EXPECT_EQ(internal::SuggestVenue("OSDl", table), "OSDI");
  EXPECT_EQ(internal::SuggestVenue("0SD1", table), "OSDI");
  EXPECT_EQ(internal::SuggestVenue("NlPS", table), "NIPS");  // a former name stays one
  // Known spellings as written, and short names one edit from a venue, are no suggestion.
  EXPECT_EQ(internal::SuggestVenue("EuroSys", table), std::nullopt);
  EXPECT_EQ(internal::SuggestVenue("NIPS", table), std::nullopt);
  EXPECT_EQ(internal::SuggestVenue("OSDX", table), std::nullopt);
  EXPECT_EQ(internal::SuggestVenue("ICCX", table), std::nullopt);
  // The id and the (shorter) former name are one edit away: the id comes first in the table.
  EXPECT_EQ(internal::SuggestVenue("Abcdefx", table), "Abcdefg");
  EXPECT_EQ(internal::SuggestVenue("Abcdex", table), "Abcdef");
  EXPECT_EQ(internal::SuggestVenue("Qwertyu", table), std::nullopt);
}

TEST(SuggestVenueTest, TwoEquallyNearVenuesAreNoSuggestion) {
  const VenueTable table = TableOf({Venue("Zyxwvab"), Venue("Zyxwvac")});
  EXPECT_EQ(internal::SuggestVenue("Zyxwvad", table), std::nullopt);
  EXPECT_EQ(internal::SuggestVenue("Zyxwvbb", table), "Zyxwvab");
}

// Known names are compared eight bytes at a time: names that differ only after their eighth
// byte, names of eight, nine, twelve and thirteen bytes, and a known name in another case.
TEST(SuggestVenueTest, ComparesWholeNamesUpToTheLongestKnownName) {
  const VenueTable table = TableOf({Venue("Mbgdefghijkt"), Venue("Nbgdefgh")});
  const std::vector<std::pair<std::string_view, std::optional<std::string_view>>> cases = {
      {"Mbgdefghijkt", std::nullopt},     // known as written, twelve bytes
      {"Mbgdefghijka", "Mbgdefghijkt"},   // only the twelfth byte differs
      {"Mbgdefghajkt", "Mbgdefghijkt"},   // only the ninth
      {"MBGDEFGHIJKT", "Mbgdefghijkt"},   // another case folds onto it
      {"Mbgdefghijktu", "Mbgdefghijkt"},  // thirteen bytes, longer than any known name
      {"Nbgdefgh", std::nullopt},         // eight bytes
      {"Nbgdefghi", "Nbgdefgh"},          // nine
      {"Nbgdefgk", "Nbgdefgh"},           // the eighth differs
  };
  for (const auto& [name, expected] : cases) {
    EXPECT_EQ(internal::SuggestVenue(name, table), expected) << name;
    EXPECT_EQ(ReferenceSuggestion(name, table), expected) << name;
  }
}

TEST(SuggestVenueTest, AnEmptyTableSuggestsNothing) {
  const VenueTable table = TableOf({});
  EXPECT_EQ(internal::SuggestVenue("OSDI", table), std::nullopt);
}

// A name of `length` letters drawn mostly from those OCR confuses, so that names fold onto
// and near one another.
std::string RandomName(testing_support::SplitMix& rng, int length) {
  static constexpr std::string_view kLetters = "ACDIOSYlosvyrnmcd105EPUXaeiu";
  std::string name;
  for (int i = 0; i < length; ++i) {
    name += kLetters[rng.Next() % kLetters.size()];
  }
  if (rng.Chance(80)) {
    name[0] = AsciiToUpper(name[0]);
  }
  return name;
}

// `name` with up to three random edits: a substitution, an insertion or a deletion.
std::string Mutate(testing_support::SplitMix& rng, std::string name) {
  static constexpr std::string_view kLetters = "ACDIOSYlosvyrnmcd105";
  for (int edits = rng.Between(0, 3); edits > 0 && !name.empty(); --edits) {
    const size_t at = rng.Next() % name.size();
    const char letter = kLetters[rng.Next() % kLetters.size()];
    switch (rng.Between(0, 2)) {
      case 0:
        name[at] = letter;
        break;
      case 1:
        name.insert(name.begin() + static_cast<std::ptrdiff_t>(at), letter);
        break;
      default:
        name.erase(at, 1);
        break;
    }
  }
  return name;
}

TEST(SuggestVenueTest, MatchesComparingEveryNameInTableOrder) {
  testing_support::SplitMix rng(2026);
  int tables = 0;
  int suggestions = 0;
  for (int round = 0; round < 300; ++round) {
    std::vector<OwnedVenueRecord> records;
    std::vector<std::string> names;
    for (int v = rng.Between(1, 40); v > 0; --v) {
      std::string id = RandomName(rng, rng.Between(2, 10));
      std::vector<std::string> aliases;
      for (int a = rng.Between(0, 2); a > 0; --a) {
        aliases.push_back(rng.Chance(15) ? "Conf " + RandomName(rng, rng.Between(2, 6))
                                         : RandomName(rng, rng.Between(2, 14)));
      }
      std::vector<OwnedVenueRecord::Former> former;
      if (rng.Chance(30)) {
        former.push_back({RandomName(rng, rng.Between(2, 9)), "", 2010});
      }
      names.push_back(id);
      names.insert(names.end(), aliases.begin(), aliases.end());
      for (const auto& f : former) {
        names.push_back(f.acronym);
      }
      records.push_back(Venue(std::move(id), std::move(aliases), std::move(former)));
    }
    // Random names may claim one form for two venues: such a table is refused, and skipped.
    const absl::StatusOr<VenueTable> table = VenueTable::Build(std::move(records));
    if (!table.ok()) {
      continue;
    }
    ++tables;
    for (int query = 0; query < 60; ++query) {
      const std::string name = query % 4 == 0 ? RandomName(rng, rng.Between(3, 8))
                                              : Mutate(rng, names[rng.Next() % names.size()]);
      const std::optional<std::string_view> expected = ReferenceSuggestion(name, *table);
      ASSERT_EQ(internal::SuggestVenue(name, *table), expected) << name << " round " << round;
      suggestions += expected.has_value() ? 1 : 0;
    }
  }
  // The tables and names are near enough for both answers to be common.
  EXPECT_GT(tables, 150);
  EXPECT_GT(suggestions, 1000);
}

}  // namespace
}  // namespace cvtidy
