// The venue table's TOML: the shipped schema (ParseVenueRecords), a user's [[venues]] in
// cvtidy.toml, and the table precomputed into the binary (BuiltinVenues).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/config/builtin_tables.h"
#include "src/config/config.h"
#include "src/config/toml_loader.h"
#include "src/data/venue_matcher.h"
#include "src/data/venue_table.h"

namespace cvtidy {
namespace {

std::string MessageOf(const absl::Status& status) {
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  return std::string(FromAbsl(status.message()));
}

std::string RecordsError(std::string_view text) {
  const absl::StatusOr<std::vector<OwnedVenueRecord>> records =
      ParseVenueRecords(text, "rules/venues.toml");
  return records.ok() ? "" : MessageOf(records.status());
}

std::string ConfigError(std::string_view text) {
  const absl::StatusOr<Config> config = ParseConfig(text, "cvtidy.toml");
  return config.ok() ? "" : MessageOf(config.status());
}

TEST(ParseVenueRecordsTest, ReadsEveryField) {
  constexpr std::string_view kText =
      "# The venue table.\n"
      "[[venue]]\n"
      "id = \"OSDI\"\n"
      "name = \"Symposium on Operating Systems Design and Implementation\"\n"
      "publisher = [\"USENIX\"]\n"
      "kind = \"conference\"\n"
      "area = \"systems\"\n"
      "aliases = [\"USENIX OSDI\", \"Usenix OSDI\"]\n"
      "\n"
      "[[venue]]\n"
      "id = \"NeurIPS\"\n"
      "name = \"Conference on Neural Information Processing Systems\"\n"
      "kind = \"conference\"\n"
      "area = \"ml\"\n"
      "former = [{ acronym = \"NIPS\", until = 2017 },\n"
      "          { acronym = \"NIPSC\", name = \"Neural Information Processing Conference\", "
      "until = 1990 }]\n"
      "\n"
      "[[venue]]\n"
      "id = \"TOCS\"\n"
      "name = \"Transactions on Computer Systems\"\n"
      "publisher = \"ACM\"\n"
      "kind = \"journal\"\n"
      "area = \"systems\"\n"
      "\n"
      "[[venue]]\n"
      "id = \"MICRO\"\n"
      "name = \"International Symposium on Microarchitecture\"\n"
      "kind = \"conference\"\n"
      "area = \"architecture\"\n"
      "editions = true\n";
  const absl::StatusOr<std::vector<OwnedVenueRecord>> records =
      ParseVenueRecords(kText, "rules/venues.toml");
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 4u);
  const OwnedVenueRecord& osdi = (*records)[0];
  EXPECT_EQ(osdi.id, "OSDI");
  EXPECT_EQ(osdi.long_name, "Symposium on Operating Systems Design and Implementation");
  EXPECT_EQ(osdi.publishers, std::vector<std::string>{"USENIX"});
  EXPECT_EQ(osdi.kind, VenueKind::kConference);
  EXPECT_EQ(osdi.area, "systems");
  EXPECT_EQ(osdi.aliases, (std::vector<std::string>{"USENIX OSDI", "Usenix OSDI"}));
  EXPECT_TRUE(osdi.former.empty());
  EXPECT_EQ(osdi.origin, "rules/venues.toml:2");

  const OwnedVenueRecord& neurips = (*records)[1];
  EXPECT_TRUE(neurips.publishers.empty());
  ASSERT_EQ(neurips.former.size(), 2u);
  EXPECT_EQ(neurips.former[0].acronym, "NIPS");
  EXPECT_EQ(neurips.former[0].long_name, "");
  EXPECT_EQ(neurips.former[0].last_year, 2017);
  EXPECT_EQ(neurips.former[1].acronym, "NIPSC");
  EXPECT_EQ(neurips.former[1].long_name, "Neural Information Processing Conference");
  EXPECT_EQ(neurips.former[1].last_year, 1990);
  EXPECT_EQ(neurips.origin, "rules/venues.toml:10");

  const OwnedVenueRecord& tocs = (*records)[2];
  EXPECT_EQ(tocs.publishers, std::vector<std::string>{"ACM"});
  EXPECT_EQ(tocs.kind, VenueKind::kJournal);
  EXPECT_FALSE(tocs.editions);
  EXPECT_TRUE((*records)[3].editions);
}

TEST(ParseVenueRecordsTest, EmptyFileHasNoVenues) {
  const absl::StatusOr<std::vector<OwnedVenueRecord>> records =
      ParseVenueRecords("# nothing yet\n", "rules/venues.toml");
  ASSERT_TRUE(records.ok());
  EXPECT_TRUE(records->empty());
}

TEST(ParseVenueRecordsTest, ErrorsAreLocated) {
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"MICRO\"\n"
                         "editions = \"yes\"\n"),
            "rules/venues.toml:3:12: `venue.editions` must be a boolean\n"
            "  editions = \"yes\"\n"
            "             ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"OSDI\"\n"
                         "name = \"Symposium on Operating Systems Design and Implementation\"\n"
                         "area = \"systems\"\n"),
            "rules/venues.toml:1:1: [[venue]] entry \"OSDI\" has no `kind`\n"
            "  [[venue]]\n"
            "  ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"OSDI\"\n"
                         "name = \"Symposium\"\n"
                         "kind = \"conference\"\n"),
            "rules/venues.toml:1:1: [[venue]] entry \"OSDI\" has no `area`\n"
            "  [[venue]]\n"
            "  ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "name = \"Symposium\"\n"),
            "rules/venues.toml:1:1: [[venue]] entry has no `id`\n"
            "  [[venue]]\n"
            "  ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"OSDI\"\n"
                         "kind = \"conf\"\n"),
            "rules/venues.toml:3:8: unknown venue kind \"conf\"; expected conference, workshop, "
            "journal or preprint (did you mean \"conference\"?)\n"
            "  kind = \"conf\"\n"
            "         ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"OSDI\"\n"
                         "aliasses = [\"USENIX OSDI\"]\n"),
            "rules/venues.toml:3:1: unknown key \"aliasses\" in [[venue]]; expected id, name, "
            "publisher, kind, area, aliases, former or editions (did you mean \"aliases\"?)\n"
            "  aliasses = [\"USENIX OSDI\"]\n"
            "  ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"OSDI\"\n"
                         "aliases = \"USENIX OSDI\"\n"),
            "rules/venues.toml:3:11: `venue.aliases` must be an array of strings\n"
            "  aliases = \"USENIX OSDI\"\n"
            "            ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"OSDI\"\n"
                         "aliases = [\"\"]\n"),
            "rules/venues.toml:3:12: `venue.aliases` must not hold an empty string\n"
            "  aliases = [\"\"]\n"
            "             ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \" OSDI\"\n"),
            "rules/venues.toml:2:6: `venue.id` must not start or end with white space\n"
            "  id = \" OSDI\"\n"
            "       ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"NeurIPS\"\n"
                         "former = [{ acronym = \"NIPS\", until = \"2017\" }]\n"),
            "rules/venues.toml:3:39: `venue.former.until` must be the last year (1900..2099) the "
            "name was used\n"
            "  former = [{ acronym = \"NIPS\", until = \"2017\" }]\n"
            "                                        ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"NeurIPS\"\n"
                         "former = [{ acronym = \"NIPS\" }]\n"),
            "rules/venues.toml:3:11: `venue.former` entry has no `until`\n"
            "  former = [{ acronym = \"NIPS\" }]\n"
            "            ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"NeurIPS\"\n"
                         "former = [{ acronym = \"NIPS\", until = 2017, year = 2018 }]\n"),
            "rules/venues.toml:3:45: unknown key \"year\" in `venue.former`; expected acronym, "
            "name or until\n"
            "  former = [{ acronym = \"NIPS\", until = 2017, year = 2018 }]\n"
            "                                              ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"NeurIPS\"\n"
                         "former = [\"NIPS\"]\n"),
            "rules/venues.toml:3:11: `venue.former` must be an array of tables ({ acronym = "
            "\"...\", name = \"...\", until = YEAR })\n"
            "  former = [\"NIPS\"]\n"
            "            ^");
  EXPECT_EQ(RecordsError("[[venues]]\n"
                         "id = \"OSDI\"\n"),
            "rules/venues.toml:1:3: unknown key \"venues\"; expected venue (did you mean "
            "\"venue\"?)\n"
            "  [[venues]]\n"
            "    ^");
  EXPECT_EQ(RecordsError("[venue]\n"
                         "id = \"OSDI\"\n"),
            "rules/venues.toml:1:1: `venue` must be an array of tables ([[venue]])\n"
            "  [venue]\n"
            "  ^");
  EXPECT_EQ(RecordsError("[[venue]]\n"
                         "id = \"OSDI\n"),
            "rules/venues.toml:2:11: invalid TOML: error while parsing string: unescaped control "
            "characters other than TAB (U+0009) are explicitly prohibited\n"
            "  id = \"OSDI\n"
            "            ^");
}

std::vector<std::string> Strings(std::span<const std::string_view> views) {
  return std::vector<std::string>(views.begin(), views.end());
}

void ExpectSameRecords(std::span<const VenueRecord> a, const std::vector<OwnedVenueRecord>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    SCOPED_TRACE(a[i].origin);
    EXPECT_EQ(a[i].id, b[i].id);
    EXPECT_EQ(a[i].long_name, b[i].long_name);
    EXPECT_EQ(Strings(a[i].publishers), b[i].publishers);
    EXPECT_EQ(a[i].kind, b[i].kind);
    EXPECT_EQ(a[i].area, b[i].area);
    EXPECT_EQ(Strings(a[i].aliases), b[i].aliases);
    ASSERT_EQ(a[i].former.size(), b[i].former.size());
    for (size_t j = 0; j < a[i].former.size(); ++j) {
      EXPECT_EQ(a[i].former[j].acronym, b[i].former[j].acronym);
      EXPECT_EQ(a[i].former[j].long_name, b[i].former[j].long_name);
      EXPECT_EQ(a[i].former[j].last_year, b[i].former[j].last_year);
    }
    EXPECT_EQ(a[i].editions, b[i].editions);
    EXPECT_EQ(a[i].origin, b[i].origin);
  }
}

TEST(ParseConfigVenuesTest, NoVenuesKeepsTheBuiltInTable) {
  const absl::StatusOr<Config> config = ParseConfig("[style]\ndate = \"YYYY\"\n", "cvtidy.toml");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(config->venues, nullptr);
  EXPECT_EQ(&VenuesFor(*config), &BuiltinVenues());
}

TEST(ParseConfigVenuesTest, AddsVenues) {
  constexpr std::string_view kText =
      "[style]\n"
      "venue = \"short\"\n"
      "\n"
      "[[venues]]\n"
      "id = \"QSYS\"\n"
      "name = \"Quokka Systems Symposium\"\n"
      "aliases = [\"QuokkaSys\"]\n"
      "\n"
      "[[venues]]\n"
      "id = \"WRQJ\"\n"
      "name = \"Wren Quarterly Journal of Computing\"\n"
      "kind = \"journal\"\n"
      "former = [{ acronym = \"WQJ\", until = 2015 }]\n";
  const absl::StatusOr<Config> config = ParseConfig(kText, "lab/cvtidy.toml");
  ASSERT_TRUE(config.ok()) << config.status();
  ASSERT_NE(config->venues, nullptr);
  const VenueTable& table = VenuesFor(*config);
  EXPECT_EQ(&table, config->venues.get());
  EXPECT_EQ(table.venues().size(), BuiltinVenues().venues().size() + 2);
  const VenueRecord* qsys = table.Find("qsys");
  ASSERT_NE(qsys, nullptr);
  EXPECT_EQ(qsys->long_name, "Quokka Systems Symposium");
  EXPECT_EQ(qsys->kind, VenueKind::kConference);  // the default
  EXPECT_EQ(Strings(qsys->aliases), std::vector<std::string>{"QuokkaSys"});
  EXPECT_EQ(qsys->origin, "lab/cvtidy.toml:4");
  const VenueRecord* wrqj = table.Find("WRQJ");
  ASSERT_NE(wrqj, nullptr);
  EXPECT_EQ(wrqj->kind, VenueKind::kJournal);
  ASSERT_EQ(wrqj->former.size(), 1u);
  EXPECT_EQ(wrqj->former[0].last_year, 2015);
  // Every built-in venue is still there, at its index.
  for (const VenueRecord& builtin : BuiltinVenues().venues()) {
    const VenueRecord* found = table.Find(builtin.id);
    ASSERT_NE(found, nullptr) << builtin.id;
    EXPECT_EQ(table.IndexOf(*found), BuiltinVenues().IndexOf(builtin));
  }
}

TEST(ParseConfigVenuesTest, OverridesABuiltInVenue) {
  const VenueRecord* builtin = BuiltinVenues().Find("OSDI");
  if (builtin == nullptr) {
    GTEST_SKIP() << "rules/venues.toml has no OSDI yet";
  }
  const absl::StatusOr<Config> config = ParseConfig(
      "[[venues]]\n"
      "id = \"osdi\"\n"
      "name = \"Symposium on Operating Systems Design and Implementation\"\n"
      "publisher = [\"USENIX\"]\n"
      "aliases = [\"OSDl\"]\n",
      "cvtidy.toml");
  ASSERT_TRUE(config.ok()) << config.status();
  const VenueTable& table = *config->venues;
  EXPECT_EQ(table.venues().size(), BuiltinVenues().venues().size());
  const VenueRecord* osdi = table.Find("OSDI");
  ASSERT_NE(osdi, nullptr);
  EXPECT_EQ(Strings(osdi->aliases), std::vector<std::string>{"OSDl"});
  EXPECT_EQ(osdi->origin, "cvtidy.toml:1");
  EXPECT_EQ(table.IndexOf(*osdi), BuiltinVenues().IndexOf(*builtin));
}

TEST(ParseConfigVenuesTest, ErrorsAreLocated) {
  EXPECT_EQ(ConfigError("[[venues]]\n"
                        "id = \"QSYS\"\n"),
            "cvtidy.toml:1:1: [[venues]] entry \"QSYS\" has no `name`\n"
            "  [[venues]]\n"
            "  ^");
  EXPECT_EQ(ConfigError("venues = 3\n"),
            "cvtidy.toml:1:10: `venues` must be an array of tables ([[venues]])\n"
            "  venues = 3\n"
            "           ^");
  EXPECT_EQ(ConfigError("[[venues]]\n"
                        "id = \"QSYS\"\n"
                        "long = \"Quokka Systems Symposium\"\n"),
            "cvtidy.toml:3:1: unknown key \"long\" in [[venues]]; expected id, name, publisher, "
            "kind, area, aliases, former or editions\n"
            "  long = \"Quokka Systems Symposium\"\n"
            "  ^");
  EXPECT_EQ(ConfigError("[[venues]]\n"
                        "id = \"QSYS\"\n"
                        "name = \"Quokka Systems Symposium\"\n"
                        "\n"
                        "[[venues]]\n"
                        "id = \"qsys\"\n"
                        "name = \"Quokka Symposium\"\n"),
            "cvtidy.toml:5:1: duplicate venue id \"qsys\" (first defined at cvtidy.toml:1)\n"
            "  [[venues]]\n"
            "  ^");
  EXPECT_EQ(ConfigError("[[venues]]\n"
                        "id = \"QSYS\"\n"
                        "name = \"Quokka Systems Symposium\"\n"
                        "aliases = [\"Quokka Systems Symposium\", \"-Q\"]\n"),
            "cvtidy.toml:1:1: venue \"QSYS\": surface form \"-Q\" must start with a letter or a "
            "digit\n"
            "  [[venues]]\n"
            "  ^");
}

TEST(ParseConfigVenuesTest, ClashWithABuiltInVenueIsReportedAtTheEntry) {
  const VenueRecord* osdi = BuiltinVenues().Find("OSDI");
  if (osdi == nullptr) {
    GTEST_SKIP() << "rules/venues.toml has no OSDI yet";
  }
  EXPECT_EQ(ConfigError("[style]\n"
                        "venue = \"short\"\n"
                        "[[venues]]\n"
                        "id = \"QSYS\"\n"
                        "name = \"Quokka Systems Symposium\"\n"
                        "aliases = [\"OSDI\"]\n"),
            fmt::format("cvtidy.toml:3:1: surface form \"OSDI\" of venue \"QSYS\" is also a form "
                        "of venue \"OSDI\" ({})\n"
                        "  [[venues]]\n"
                        "  ^",
                        osdi->origin));
}

// The path of the shipped table in the source tree.
std::filesystem::path ShippedTable() {
  return std::filesystem::path(CVTIDY_SOURCE_DIR) / "rules" / "venues.toml";
}

// Compares two tries by content: their pools differ (the precomputed one shares a pool with
// the other strings), the tokens their edges point at do not.
void ExpectSameTrie(const TokenTrie& a, const TokenTrie& b, std::string_view name) {
  SCOPED_TRACE(name);
  ASSERT_EQ(a.slots().size(), b.slots().size());
  for (size_t i = 0; i < a.slots().size(); ++i) {
    const TokenTrie::Edge& x = a.slots()[i];
    const TokenTrie::Edge& y = b.slots()[i];
    ASSERT_EQ(x.child, y.child) << "slot " << i;
    if (x.child == TokenTrie::kNone) {
      continue;
    }
    EXPECT_EQ(x.node, y.node) << "slot " << i;
    EXPECT_EQ(x.hash, y.hash) << "slot " << i;
    EXPECT_EQ(a.pool().substr(x.offset, x.length), b.pool().substr(y.offset, y.length))
        << "slot " << i;
  }
  EXPECT_TRUE(std::equal(a.terminals().begin(), a.terminals().end(), b.terminals().begin(),
                         b.terminals().end()));
}

// The precomputed matcher is the one VenueTable::Build makes, array for array.
void ExpectSameMatcher(const VenueTable::Matcher& a, const VenueTable::Matcher& b) {
  ExpectSameTrie(a.acronyms, b.acronyms, "acronyms");
  ExpectSameTrie(a.longs, b.longs, "longs");
  ExpectSameTrie(a.publisher_words, b.publisher_words, "publisher words");
  ASSERT_EQ(a.surfaces.size(), b.surfaces.size());
  for (size_t i = 0; i < a.surfaces.size(); ++i) {
    const VenueSurface& x = a.surfaces[i];
    const VenueSurface& y = b.surfaces[i];
    EXPECT_EQ(x.venue, y.venue) << i;
    EXPECT_EQ(x.kind, y.kind) << i;
    EXPECT_EQ(x.guard, y.guard) << i;
    EXPECT_EQ(x.leading_publisher, y.leading_publisher) << i;
    EXPECT_EQ(x.leading_the, y.leading_the) << i;
    EXPECT_EQ(x.former, y.former) << i;
    EXPECT_EQ(a.String(x.exact), b.String(y.exact)) << i;
  }
  ASSERT_EQ(a.publisher_phrases.size(), b.publisher_phrases.size());
  for (size_t i = 0; i < a.publisher_phrases.size(); ++i) {
    EXPECT_EQ(a.String(a.publisher_phrases[i]), b.String(b.publisher_phrases[i]));
  }
  ASSERT_EQ(a.ids.size(), b.ids.size());
  for (size_t i = 0; i < a.ids.size(); ++i) {
    EXPECT_EQ(a.String(a.ids[i].key), b.String(b.ids[i].key));
    EXPECT_EQ(a.ids[i].venue, b.ids[i].venue);
  }
  EXPECT_TRUE(std::equal(a.filter, a.filter + VenueTable::Matcher::kFilterWords, b.filter));
}

// BuiltinVenues() is the generated static form of rules/venues.toml (src/data/gen/main.cc):
// the same records and the same matcher as parsing and building the file now.
TEST(BuiltinVenuesTest, PrecomputedTableMatchesTheShippedFile) {
  const std::filesystem::path path = ShippedTable();
  if (!std::filesystem::exists(path)) {
    EXPECT_TRUE(BuiltinVenues().venues().empty());
    GTEST_SKIP() << "no rules/venues.toml yet";
  }
  std::ifstream in(path, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const absl::StatusOr<std::vector<OwnedVenueRecord>> records =
      ParseVenueRecords(text, "rules/venues.toml");
  ASSERT_TRUE(records.ok()) << records.status();
  const absl::StatusOr<VenueTable> table = VenueTable::Build(*records);
  ASSERT_TRUE(table.ok()) << table.status();
  ExpectSameRecords(BuiltinVenues().venues(), *records);
  ExpectSameMatcher(BuiltinVenues().matcher(), table->matcher());
  EXPECT_TRUE(BuiltinVenues().words() == table->words());
  for (const OwnedVenueRecord& record : *records) {
    const VenueRecord* found = BuiltinVenues().Find(record.id);
    ASSERT_NE(found, nullptr) << record.id;
    EXPECT_EQ(found->origin, record.origin);
  }
}

// A user's [[venues]] rebuilds the matcher over the precomputed records: the merged table
// finds the built-in venues as the precomputed one does.
TEST(BuiltinVenuesTest, MergingOverThePrecomputedTableRebuildsIt) {
  const VenueTable& builtin = BuiltinVenues();
  if (builtin.venues().empty()) {
    GTEST_SKIP() << "no rules/venues.toml yet";
  }
  OwnedVenueRecord extra;
  extra.id = "QZSYS";
  extra.long_name = "Quokka Zoological Systems Symposium";
  extra.origin = "cvtidy.toml:3";
  const absl::StatusOr<VenueTable> merged = VenueTable::Merge(builtin, {extra});
  ASSERT_TRUE(merged.ok()) << merged.status();
  EXPECT_EQ(merged->venues().size(), builtin.venues().size() + 1);
  EXPECT_NE(merged->matcher().acronyms.Child(TokenTrie::kRoot, "QZSYS"), TokenTrie::kNone);
  EXPECT_EQ(builtin.matcher().acronyms.Child(TokenTrie::kRoot, "QZSYS"), TokenTrie::kNone);
  for (const VenueRecord& record : builtin.venues()) {
    EXPECT_EQ(merged->Find(record.id), &merged->venues()[builtin.IndexOf(record)]) << record.id;
    EXPECT_EQ(merged->matcher().acronyms.Child(TokenTrie::kRoot, record.id),
              builtin.matcher().acronyms.Child(TokenTrie::kRoot, record.id))
        << record.id;
  }
}

TEST(BuiltinVenuesTest, HoldsTheIssuesVenues) {
  const VenueTable& table = BuiltinVenues();
  if (table.venues().size() < 300) {
    GTEST_SKIP() << "rules/venues.toml holds " << table.venues().size()
                 << " venues; the data is still being written";
  }
  for (const VenueRecord& record : table.venues()) {
    EXPECT_FALSE(record.area.empty()) << record.origin;
    EXPECT_TRUE(record.origin.starts_with("rules/venues.toml:")) << record.origin;
  }
  const auto former_until = [&](std::string_view id, std::string_view acronym) {
    const VenueRecord* record = table.Find(id);
    if (record == nullptr) {
      return -1;
    }
    for (const FormerName& former : record->former) {
      if (former.acronym == acronym) {
        return former.last_year;
      }
    }
    return 0;
  };
  EXPECT_EQ(former_until("NeurIPS", "NIPS"), 2017);
  EXPECT_EQ(former_until("MLSys", "SysML"), 2019);
}

TEST(BuiltinVenuesTest, OneTableForEveryThread) {
  std::vector<const VenueTable*> seen(8, nullptr);
  std::vector<std::thread> threads;
  for (size_t i = 0; i < seen.size(); ++i) {
    threads.emplace_back([&seen, i] { seen[i] = &BuiltinVenues(); });
  }
  for (std::thread& t : threads) {
    t.join();
  }
  for (const VenueTable* table : seen) {
    EXPECT_EQ(table, seen[0]);
  }
}

}  // namespace
}  // namespace cvtidy
