#include "src/data/venue_table.h"

#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"

#include "src/base/strings.h"
#include "src/data/venue_matcher.h"
#include "tests/support/split_mix.h"

namespace cvtidy {
namespace {

OwnedVenueRecord Venue(std::string id, std::string name, std::string origin,
                       std::vector<std::string> aliases = {},
                       std::vector<OwnedVenueRecord::Former> former = {}) {
  OwnedVenueRecord r;
  r.id = std::move(id);
  r.long_name = std::move(name);
  r.aliases = std::move(aliases);
  r.former = std::move(former);
  r.origin = std::move(origin);
  return r;
}

std::vector<OwnedVenueRecord> BaseRecords() {
  return {
      Venue("OSDI", "Symposium on Operating Systems Design and Implementation", "base.toml:1"),
      Venue("NeurIPS", "Conference on Neural Information Processing Systems", "base.toml:8", {},
            {{"NIPS", "", 2017}}),
      Venue("EuroSys", "European Conference on Computer Systems", "base.toml:15", {"EuroSvs"}),
  };
}

std::string MessageOf(const absl::Status& status) {
  return std::string(FromAbsl(status.message()));
}

TEST(VenueKindNameTest, NamesEveryKind) {
  EXPECT_EQ(VenueKindName(VenueKind::kConference), "conference");
  EXPECT_EQ(VenueKindName(VenueKind::kWorkshop), "workshop");
  EXPECT_EQ(VenueKindName(VenueKind::kJournal), "journal");
  EXPECT_EQ(VenueKindName(VenueKind::kPreprint), "preprint");
}

TEST(VenueTableTest, BuildsAndFinds) {
  const absl::StatusOr<VenueTable> table = VenueTable::Build(BaseRecords());
  ASSERT_TRUE(table.ok()) << table.status();
  ASSERT_EQ(table->venues().size(), 3u);
  const VenueRecord* neurips = table->Find("neurips");
  ASSERT_NE(neurips, nullptr);
  EXPECT_EQ(neurips->id, "NeurIPS");
  EXPECT_EQ(table->IndexOf(*neurips), 1u);
  EXPECT_EQ(table->Find("NEURIPS"), neurips);
  EXPECT_EQ(table->Find("NIPS"), nullptr);  // a former name is not an id
  EXPECT_EQ(table->Find(""), nullptr);
  EXPECT_EQ(table->Find(std::string(200, 'x')), nullptr);
}

TEST(VenueTableTest, EmptyTableBuilds) {
  const absl::StatusOr<VenueTable> table = VenueTable::Build({});
  ASSERT_TRUE(table.ok());
  EXPECT_TRUE(table->venues().empty());
  EXPECT_EQ(table->Find("OSDI"), nullptr);
}

TEST(VenueTableTest, MovesKeepTheMatcher) {
  absl::StatusOr<VenueTable> table = VenueTable::Build(BaseRecords());
  ASSERT_TRUE(table.ok());
  VenueTable moved = *std::move(table);
  const VenueRecord* osdi = moved.Find("osdi");
  ASSERT_NE(osdi, nullptr);
  EXPECT_EQ(moved.IndexOf(*osdi), 0u);
  EXPECT_GT(moved.matcher().acronyms.node_count(), 1u);
}

TEST(VenueTableTest, DuplicateIdNamesBothOrigins) {
  std::vector<OwnedVenueRecord> records = BaseRecords();
  records.push_back(Venue("osdi", "Another Symposium", "base.toml:30"));
  VenueTableError error;
  const absl::StatusOr<VenueTable> table = VenueTable::Build(std::move(records), &error);
  ASSERT_FALSE(table.ok());
  EXPECT_EQ(table.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(MessageOf(table.status()),
            "base.toml:30: duplicate venue id \"osdi\" (first defined at base.toml:1)");
  EXPECT_EQ(error.origin, "base.toml:30");
  EXPECT_EQ(error.other_origin, "base.toml:1");
  EXPECT_EQ(error.message, "duplicate venue id \"osdi\" (first defined at base.toml:1)");
}

TEST(VenueTableTest, FormClaimedByTwoVenuesNamesBoth) {
  std::vector<OwnedVenueRecord> records = BaseRecords();
  records.push_back(Venue("NIPSW", "Workshop on Nips", "base.toml:40", {"NIPS"}));
  VenueTableError error;
  const absl::StatusOr<VenueTable> table = VenueTable::Build(std::move(records), &error);
  ASSERT_FALSE(table.ok());
  EXPECT_EQ(MessageOf(table.status()),
            "base.toml:40: surface form \"NIPS\" of venue \"NIPSW\" is also a form of venue "
            "\"NeurIPS\" (base.toml:8)");
  EXPECT_EQ(error.origin, "base.toml:40");
  EXPECT_EQ(error.other_origin, "base.toml:8");
}

TEST(VenueTableTest, LongNamesCollideIgnoringCase) {
  std::vector<OwnedVenueRecord> records = BaseRecords();
  records.push_back(Venue("ECCS", "european conference on computer SYSTEMS", "base.toml:50"));
  const absl::StatusOr<VenueTable> table = VenueTable::Build(std::move(records));
  ASSERT_FALSE(table.ok());
  EXPECT_EQ(MessageOf(table.status()),
            "base.toml:50: surface form \"european conference on computer SYSTEMS\" of venue "
            "\"ECCS\" is also a form of venue \"EuroSys\" (base.toml:15)");
}

TEST(VenueTableTest, AcronymsCollideOnlyWithTheSameCase) {
  std::vector<OwnedVenueRecord> records = BaseRecords();
  records.push_back(Venue("EUROSVS", "Eurasian Solar Vehicle Summit", "base.toml:60"));
  EXPECT_TRUE(VenueTable::Build(std::move(records)).ok());
}

TEST(VenueTableTest, FormWrittenTwiceForOneVenueIsFine) {
  std::vector<OwnedVenueRecord> records = BaseRecords();
  records[0].aliases = {"OSDI", "Symposium on Operating Systems Design and Implementation"};
  EXPECT_TRUE(VenueTable::Build(std::move(records)).ok());
}

// Generated forms (capitals of an id, a long name without its publisher) lose silently.
TEST(VenueTableTest, GeneratedFormsGiveWay) {
  std::vector<OwnedVenueRecord> records = BaseRecords();
  records.push_back(Venue("EUROSYSW", "Workshop on Eurasian Systems", "base.toml:70",
                          {"EUROSYS"}));  // EuroSys in capitals is generated
  records.push_back(Venue("ACM-TOS", "ACM Transactions on Storage", "base.toml:80"));
  records.push_back(Venue("IEEE-TOS", "IEEE Transactions on Storage", "base.toml:90"));
  EXPECT_TRUE(VenueTable::Build(std::move(records)).ok());
}

TEST(VenueTableTest, RejectsMalformedRecords) {
  const struct {
    OwnedVenueRecord record;
    std::string_view message;
  } cases[] = {
      {Venue("", "Nameless", "x.toml:1"), "x.toml:1: venue id must not be empty"},
      {Venue("  ", "Nameless", "x.toml:2"), "x.toml:2: venue id must not be empty"},
      {Venue("ABC", "Alpha", "x.toml:3", {""}), "x.toml:3: venue \"ABC\": an alias is empty"},
      {Venue("ABC", "Alpha", "x.toml:4", {}, {{"", "", 2000}}),
       "x.toml:4: venue \"ABC\": a former name has no acronym"},
      {Venue("ABC", "Alpha", "x.toml:5", {"-ABC"}),
       "x.toml:5: venue \"ABC\": surface form \"-ABC\" must start with a letter or a digit"},
      {Venue("ABC", "Alpha", "x.toml:6", {"AB\tC"}),
       "x.toml:6: venue \"ABC\": surface form \"AB\tC\" contains a tab"},
      {Venue("ABC", "&&", "x.toml:7"), "x.toml:7: venue \"ABC\": name \"&&\" has no words"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.message);
    const absl::StatusOr<VenueTable> table = VenueTable::Build({c.record});
    ASSERT_FALSE(table.ok());
    EXPECT_EQ(MessageOf(table.status()), c.message);
  }
}

TEST(VenueTableMergeTest, OverrideReplacesInPlaceAndAdditionsAppend) {
  const absl::StatusOr<VenueTable> base = VenueTable::Build(BaseRecords());
  ASSERT_TRUE(base.ok());
  const absl::StatusOr<VenueTable> merged = VenueTable::Merge(
      *base, {Venue("eurosys", "European Conference on Computer Systems", "cvtidy.toml:3",
                    {"EuroSys-Conf"}),
              Venue("HotOS", "Workshop on Hot Topics in Operating Systems", "cvtidy.toml:9")});
  ASSERT_TRUE(merged.ok()) << merged.status();
  ASSERT_EQ(merged->venues().size(), 4u);
  EXPECT_EQ(merged->venues()[2].id, "eurosys");  // replaced where EuroSys was
  EXPECT_EQ(merged->venues()[2].origin, "cvtidy.toml:3");
  EXPECT_EQ(merged->venues()[3].id, "HotOS");
  EXPECT_EQ(merged->Find("EUROSYS"), &merged->venues()[2]);
  // The base table is unchanged.
  EXPECT_EQ(base->venues()[2].id, "EuroSys");
  EXPECT_EQ(base->venues().size(), 3u);
}

TEST(VenueTableMergeTest, ConflictIsBlamedOnTheOverride) {
  const absl::StatusOr<VenueTable> base = VenueTable::Build(BaseRecords());
  ASSERT_TRUE(base.ok());
  // The override replaces OSDI (index 0), before NeurIPS (index 1) in the table, yet the
  // clash over NIPS is reported at the override.
  VenueTableError error;
  const absl::StatusOr<VenueTable> merged =
      VenueTable::Merge(*base,
                        {Venue("OSDI", "Symposium on Operating Systems Design and Implementation",
                               "cvtidy.toml:4", {"NIPS"})},
                        &error);
  ASSERT_FALSE(merged.ok());
  EXPECT_EQ(error.origin, "cvtidy.toml:4");
  EXPECT_EQ(error.other_origin, "base.toml:8");
  EXPECT_EQ(error.message,
            "surface form \"NIPS\" of venue \"OSDI\" is also a form of venue \"NeurIPS\" "
            "(base.toml:8)");
  EXPECT_EQ(MessageOf(merged.status()), "cvtidy.toml:4: " + error.message);
}

TEST(VenueTableMergeTest, TwoOverridesWithOneIdAreAnError) {
  const absl::StatusOr<VenueTable> base = VenueTable::Build(BaseRecords());
  ASSERT_TRUE(base.ok());
  VenueTableError error;
  const absl::StatusOr<VenueTable> merged =
      VenueTable::Merge(*base,
                        {Venue("HotOS", "Workshop on Hot Topics", "cvtidy.toml:2"),
                         Venue("HOTOS", "Workshop on Hot Topics in OS", "cvtidy.toml:8")},
                        &error);
  ASSERT_FALSE(merged.ok());
  EXPECT_EQ(MessageOf(merged.status()),
            "cvtidy.toml:8: duplicate venue id \"HOTOS\" (first defined at cvtidy.toml:2)");
  EXPECT_EQ(error.origin, "cvtidy.toml:8");
  EXPECT_EQ(error.other_origin, "cvtidy.toml:2");
}

TEST(VenueTableMergeTest, OverrideMayDropAFormAnotherVenueThenTakes) {
  const absl::StatusOr<VenueTable> base = VenueTable::Build(BaseRecords());
  ASSERT_TRUE(base.ok());
  // EuroSvs moves from EuroSys to a new venue: legal, because the override of EuroSys no
  // longer claims it.
  const absl::StatusOr<VenueTable> merged = VenueTable::Merge(
      *base, {Venue("EuroSys", "European Conference on Computer Systems", "cvtidy.toml:1"),
              Venue("ESVS", "European Solar Vehicle Symposium", "cvtidy.toml:5", {"EuroSvs"})});
  EXPECT_TRUE(merged.ok()) << merged.status();
}

// The matcher classifies each form once; the extractor relies on these guards.
TEST(VenueMatcherTest, GuardsFollowTheShapeOfTheForm) {
  std::vector<OwnedVenueRecord> records;
  for (std::string_view id : {"OSDI", "EuroSys", "ATC", "FAST", "Middleware", "S&P", "Euro-Par",
                              "Hot Chips", "USENIX Security", "arXiv", "Interspeech"}) {
    records.push_back(
        Venue(std::string(id), "Conference on " + std::string(id) + " Things", std::string(id)));
  }
  const absl::StatusOr<VenueTable> table = VenueTable::Build(std::move(records));
  ASSERT_TRUE(table.ok()) << table.status();
  const VenueTable::Matcher& m = table->matcher();
  const auto guard_of = [&](std::string_view form) {
    uint32_t node = TokenTrie::kRoot;
    internal::Atom atom;
    bool first = true;
    for (size_t pos = 0; internal::NextAtom(form, pos, &atom); pos = atom.end) {
      std::string token = atom.space_before && !first ? " " : "";
      token += atom.key;
      node = m.acronyms.Child(node, token);
      first = false;
      if (node == TokenTrie::kNone) {
        return VenueGuard::kNone;
      }
    }
    return m.surfaces[m.acronyms.terminal(node)].guard;
  };
  EXPECT_EQ(guard_of("OSDI"), VenueGuard::kNone);
  EXPECT_EQ(guard_of("EuroSys"), VenueGuard::kNone);
  EXPECT_EQ(guard_of("EUROSYS"), VenueGuard::kNone);
  EXPECT_EQ(guard_of("ATC"), VenueGuard::kAmbiguous);
  EXPECT_EQ(guard_of("FAST"), VenueGuard::kAmbiguous);
  EXPECT_EQ(guard_of("S&P"), VenueGuard::kAmbiguous);
  EXPECT_EQ(guard_of("Middleware"), VenueGuard::kWordLike);
  EXPECT_EQ(guard_of("Interspeech"), VenueGuard::kWordLike);
  EXPECT_EQ(guard_of("Hot Chips"), VenueGuard::kWordLike);
  EXPECT_EQ(guard_of("Euro-Par"), VenueGuard::kNone);
  EXPECT_EQ(guard_of("USENIX Security"), VenueGuard::kNone);
  EXPECT_EQ(guard_of("arXiv"), VenueGuard::kNone);
  EXPECT_TRUE(m.IsPublisherWord("USENIX"));
  EXPECT_TRUE(m.IsPublisherWord("SIGOPS"));
  EXPECT_FALSE(m.IsPublisherWord("Springer"));
}

// The trie's token compare (eight bytes a step, overlapping at the end) agrees with a byte
// loop, as written and lowered, on tokens of every length up to forty: equal, differing in
// one byte anywhere (case, a non-ASCII byte, a byte next to `A`..`Z`), and with only the
// stored side in another case.
TEST(TokenTrieTest, SameTokenBytesMatchesAByteLoop) {
  const auto reference = [](bool lowered, std::string_view stored, std::string_view token) {
    for (size_t i = 0; i < token.size(); ++i) {
      if (stored[i] != (lowered ? AsciiToLower(token[i]) : token[i])) {
        return false;
      }
    }
    return true;
  };
  static constexpr std::string_view kBytes = "aAzZ@[`{09 &-'.\xC3\xA9\xE2\x80\x93mMqQ";
  testing_support::SplitMix rng(0x5EED7121E5ull);
  for (int round = 0; round < 20000; ++round) {
    const size_t n = static_cast<size_t>(rng.Between(0, 40));
    std::string token;
    for (size_t i = 0; i < n; ++i) {
      token += kBytes[rng.Next() % kBytes.size()];
    }
    std::string stored = token;
    if (rng.Chance(50)) {
      for (char& c : stored) {
        c = AsciiToLower(c);
      }
    }
    if (n > 0 && rng.Chance(60)) {
      stored[rng.Next() % n] = kBytes[rng.Next() % kBytes.size()];
    }
    // Each side sits in a buffer of its own, with no byte to spare after it.
    const std::vector<char> stored_bytes(stored.begin(), stored.end());
    const std::vector<char> token_bytes(token.begin(), token.end());
    const std::string_view token_view(token_bytes.data(), token_bytes.size());
    EXPECT_EQ((internal::SameTokenBytes<false>(stored_bytes.data(), token_view)),
              reference(false, stored, token))
        << stored << " / " << token;
    EXPECT_EQ((internal::SameTokenBytes<true>(stored_bytes.data(), token_view)),
              reference(true, stored, token))
        << stored << " / " << token;
  }
  EXPECT_TRUE(internal::SameTokenBytes<true>("international", "INTERNATIONAL"));
  EXPECT_TRUE(internal::SameTokenBytes<true>("on", "On"));
  EXPECT_FALSE(internal::SameTokenBytes<true>("conference", "Conferencf"));
  EXPECT_FALSE(internal::SameTokenBytes<false>("conference", "Conference"));
  // `@` and `[` lie next to the capitals: lowering leaves them as they are.
  EXPECT_FALSE(internal::SameTokenBytes<true>("`", "@"));
  EXPECT_FALSE(internal::SameTokenBytes<true>("`{`{`{`{`", "@[@[@[@[@"));
  EXPECT_TRUE(internal::SameTokenBytes<true>("", ""));
}

// A trie over static arrays (the precomputed built-in table) reads as the trie it was taken
// from, and a change copies the arrays rather than writing to them.
TEST(TokenTrieTest, StaticViewReadsAndCopiesOnWrite) {
  TokenTrie built;
  const uint32_t osdi = built.AddChild(TokenTrie::kRoot, "OSDI");
  const uint32_t year = built.AddChild(osdi, " 2024");
  built.set_terminal(year, 7);
  const std::vector<TokenTrie::Edge> slots(built.slots().begin(), built.slots().end());
  const std::string pool(built.pool());
  const std::vector<uint32_t> terminals(built.terminals().begin(), built.terminals().end());

  TokenTrie view(slots, pool, terminals);
  EXPECT_EQ(view.node_count(), 3u);
  EXPECT_EQ(view.Child(TokenTrie::kRoot, "OSDI"), osdi);
  EXPECT_EQ(view.Child(osdi, " 2024"), year);
  EXPECT_EQ(view.Child(TokenTrie::kRoot, "SOSP"), TokenTrie::kNone);
  EXPECT_EQ(view.terminal(year), 7u);

  TokenTrie moved = std::move(view);
  EXPECT_EQ(moved.Child(osdi, " 2024"), year);
  const uint32_t sosp = moved.AddChild(TokenTrie::kRoot, "SOSP");
  EXPECT_EQ(sosp, 3u);
  moved.set_terminal(osdi, 1);
  EXPECT_EQ(moved.Child(TokenTrie::kRoot, "SOSP"), sosp);
  EXPECT_EQ(moved.Child(osdi, " 2024"), year);
  EXPECT_EQ(moved.terminal(osdi), 1u);
  EXPECT_EQ(terminals[osdi], TokenTrie::kNone);  // the static arrays are untouched
  EXPECT_EQ(pool, built.pool());

  const TokenTrie empty(std::span<const TokenTrie::Edge>(), std::string_view(),
                        std::span<const uint32_t>(terminals.data(), 1));
  EXPECT_EQ(empty.Child(TokenTrie::kRoot, "OSDI"), TokenTrie::kNone);
}

TEST(VenueTableTest, RecordMemoStartsAtZeroAndMovesWithTheTable) {
  absl::StatusOr<VenueTable> table = VenueTable::Build(BaseRecords());
  ASSERT_TRUE(table.ok()) << table.status();
  for (uint32_t v = 0; v < table->venues().size(); ++v) {
    EXPECT_EQ(table->record_memo(v).load(), 0u);
  }
  table->record_memo(1).store(42);
  VenueTable moved = *std::move(table);
  EXPECT_EQ(moved.record_memo(1).load(), 42u);
  EXPECT_EQ(moved.record_memo(0).load(), 0u);
}

// Builders for the Derived test: each counts its builds.
int venue_count_builds = 0;
int id_list_builds = 0;

size_t CountVenues(const VenueTable& table) {
  ++venue_count_builds;
  return table.venues().size();
}

std::vector<std::string> ListIds(const VenueTable& table) {
  ++id_list_builds;
  std::vector<std::string> ids;
  for (const VenueRecord& record : table.venues()) {
    ids.emplace_back(record.id);
  }
  return ids;
}

TEST(VenueTableTest, DerivedIsBuiltOncePerTableAndBuilder) {
  venue_count_builds = 0;
  id_list_builds = 0;
  absl::StatusOr<VenueTable> table = VenueTable::Build(BaseRecords());
  ASSERT_TRUE(table.ok()) << table.status();
  const size_t& count = table->Derived<size_t, CountVenues>();
  EXPECT_EQ(count, 3u);
  EXPECT_EQ((&table->Derived<size_t, CountVenues>()), &count);
  EXPECT_EQ(venue_count_builds, 1);
  EXPECT_EQ((table->Derived<std::vector<std::string>, ListIds>()),
            (std::vector<std::string>{"OSDI", "NeurIPS", "EuroSys"}));
  EXPECT_EQ(id_list_builds, 1);
  // The value moves with the table; another table builds its own.
  const VenueTable moved = *std::move(table);
  EXPECT_EQ((&moved.Derived<size_t, CountVenues>()), &count);
  EXPECT_EQ(venue_count_builds, 1);
  absl::StatusOr<VenueTable> other = VenueTable::Build({BaseRecords()[0]});
  ASSERT_TRUE(other.ok()) << other.status();
  EXPECT_EQ((other->Derived<size_t, CountVenues>()), 1u);
  EXPECT_EQ(venue_count_builds, 2);
}

TEST(VenueTableTest, DerivedIsBuiltOnceAcrossThreads) {
  venue_count_builds = 0;
  const absl::StatusOr<VenueTable> table = VenueTable::Build(BaseRecords());
  ASSERT_TRUE(table.ok()) << table.status();
  std::vector<const size_t*> seen(8, nullptr);
  std::vector<std::thread> threads;
  for (size_t t = 0; t < seen.size(); ++t) {
    threads.emplace_back([&, t] { seen[t] = &table->Derived<size_t, CountVenues>(); });
  }
  for (std::thread& thread : threads) {
    thread.join();
  }
  EXPECT_EQ(venue_count_builds, 1);
  for (const size_t* value : seen) {
    EXPECT_EQ(value, seen[0]);
  }
}

}  // namespace
}  // namespace cvtidy
