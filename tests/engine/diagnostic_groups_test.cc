// DiagnosticGroups: which findings of one file are shown as one (src/engine/diagnostic.h).
#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "src/engine/diagnostic.h"
#include "src/source/source.h"

namespace cvtidy {
namespace {

Diagnostic Finding(std::string_view rule, ByteRange range, std::string message,
                   std::string group = {}) {
  Diagnostic d;
  d.rule_id = rule;
  d.range = range;
  d.message = std::move(message);
  d.group = std::move(group);
  return d;
}

// The members of each group, as diagnostic indices, groups in order.
std::vector<std::vector<uint32_t>> MembersOf(const DiagnosticGroups& groups) {
  std::vector<std::vector<uint32_t>> out;
  for (uint32_t g = 0; g < groups.size(); ++g) {
    const std::span<const uint32_t> m = groups.Members(g);
    out.emplace_back(m.begin(), m.end());
  }
  return out;
}

// `*` at bytes 8, 18 and 29; the dates at 0, 10, 20 and 31.
const Source kSource = Source::FromBytes("cv.md", "09/2019 * 10/2020 * Sep 2021 * 11/2022\n");

TEST(DiagnosticGroupsTest, ARulesKeyMakesOneGroupWhateverTheMessages) {
  const std::vector<Diagnostic> d = {
      Finding("date/mixed-format", {0, 7}, "date `09/2019` ...", "month-style"),
      Finding("date/mixed-format", {10, 17}, "date `10/2020` ...", "month-style"),
      Finding("date/mixed-format", {31, 38}, "date `11/2022` ...", "month-style"),
  };
  const DiagnosticGroups groups(kSource, d);
  EXPECT_EQ(MembersOf(groups), (std::vector<std::vector<uint32_t>>{{0, 1, 2}}));
  EXPECT_TRUE(groups.IsLeader(0));
  EXPECT_FALSE(groups.IsLeader(2));
}

TEST(DiagnosticGroupsTest, OneKeyOfTwoRulesOrTwoKeysOfOneRuleAreSeparateGroups) {
  const std::vector<Diagnostic> d = {
      Finding("date/mixed-format", {0, 7}, "a", "month-style"),
      Finding("date/present-form", {0, 7}, "a", "month-style"),
      Finding("date/mixed-format", {10, 17}, "a", "season-style"),
  };
  EXPECT_EQ(MembersOf(DiagnosticGroups(kSource, d)),
            (std::vector<std::vector<uint32_t>>{{0}, {1}, {2}}));
}

TEST(DiagnosticGroupsTest, RepeatedResidueWithoutAKeyIsOneGroup) {
  const std::vector<Diagnostic> d = {
      Finding("ocr/stray-emphasis", {8, 9}, "stray `*`"),
      Finding("date/future", {10, 17}, "date `10/2020` is after today"),
      Finding("ocr/stray-emphasis", {18, 19}, "stray `*`"),
      Finding("ocr/stray-emphasis", {29, 30}, "stray `*`"),
  };
  const DiagnosticGroups groups(kSource, d);
  EXPECT_EQ(MembersOf(groups), (std::vector<std::vector<uint32_t>>{{0, 2, 3}, {1}}));
  EXPECT_EQ(groups.GroupOf(3), 0u);
  EXPECT_EQ(groups.GroupOf(1), 1u);
}

TEST(DiagnosticGroupsTest, ResidueGroupsOnlyWhatAReaderSeesAsTheSame) {
  std::vector<Diagnostic> d = {
      Finding("ocr/stray-emphasis", {8, 9}, "stray mark"),
      Finding("ocr/stray-emphasis", {10, 17}, "stray mark"),         // other text
      Finding("ocr/stray-emphasis", {18, 19}, "stray mark, again"),  // other message
      Finding("ocr/stray-emphasis", {29, 30}, "stray mark"),         // another fix
      Finding("ocr/stray-emphasis", {8, 9}, "stray mark"),  // the first one's twin: same fix
  };
  d[3].fix = Fix{"Delete the `*`", FixSafety::kSafe, {{{29, 30}, ""}}};
  EXPECT_EQ(MembersOf(DiagnosticGroups(kSource, d)),
            (std::vector<std::vector<uint32_t>>{{0, 4}, {1}, {2}, {3}}));
}

// The definition in diagnostic.h, pair by pair: the same rule, and the same key, or no key
// and the same marked text, message and fix.
bool SameGroup(const Source& source, const Diagnostic& a, const Diagnostic& b) {
  if (a.rule_id != b.rule_id || a.group.empty() != b.group.empty()) {
    return false;
  }
  if (!a.group.empty()) {
    return a.group == b.group;
  }
  const auto fix = [](const Diagnostic& d) {
    return d.fix.has_value() ? std::optional(std::pair(d.fix->safety, d.fix->title)) : std::nullopt;
  };
  return source.Text(a.range) == source.Text(b.range) && a.message == b.message && fix(a) == fix(b);
}

std::vector<std::vector<uint32_t>> ReferenceGroups(const Source& source,
                                                   const std::vector<Diagnostic>& d) {
  std::vector<std::vector<uint32_t>> groups;
  for (uint32_t i = 0; i < d.size(); ++i) {
    auto it = std::find_if(groups.begin(), groups.end(), [&](const std::vector<uint32_t>& g) {
      return SameGroup(source, d[g.front()], d[i]);
    });
    if (it == groups.end()) {
      groups.push_back({i});
    } else {
      it->push_back(i);
    }
  }
  return groups;
}

// Few and many findings (the search over groups and the hash map), drawn from small sets so
// that most share something: a rule, a key, a text, a message or a fix, and keys and texts
// that agree in their first and last bytes but not between.
TEST(DiagnosticGroupsTest, GroupsAsThePairwiseDefinitionSaysForManyGeneratedFiles) {
  const Source source = Source::FromBytes(
      "cv.md", "Example Lab 09/2019 * Example Lab 10/2019 * Example Lab 09/2019 *\n");
  const std::string_view rules[] = {"date/mixed-format", "date/mixed-formaT", "ocr/stray-emphasis"};
  const std::string_view keys[] = {"",
                                   "",
                                   "month-style",
                                   "month-style",
                                   "month-stylf",
                                   "a venue written long, one way or another way",
                                   "a venue written long, one other or another way"};
  const ByteRange ranges[] = {{12, 19}, {34, 41}, {56, 63}, {20, 21}, {42, 43}, {0, 41}, {22, 63}};
  const std::string_view messages[] = {"stray `*`", "stray `*`.", "date `09/2019` is MM/YYYY"};
  std::mt19937 rng(1130);
  for (int round = 0; round < 3000; ++round) {
    std::vector<Diagnostic> d(rng() % 80);
    for (Diagnostic& one : d) {
      one.rule_id = rules[rng() % std::size(rules)];
      one.group = std::string(keys[rng() % std::size(keys)]);
      one.range = ranges[rng() % std::size(ranges)];
      one.message = std::string(messages[rng() % std::size(messages)]);
      if (const uint32_t fix = rng() % 4; fix > 0) {
        one.fix = Fix{fix == 3 ? "Delete it" : "Delete the `*`",
                      fix == 2 ? FixSafety::kUnsafe : FixSafety::kSafe,
                      {}};
      }
    }
    const DiagnosticGroups groups(source, d);
    const std::vector<std::vector<uint32_t>> want = ReferenceGroups(source, d);
    ASSERT_EQ(MembersOf(groups), want) << d.size();
    for (uint32_t g = 0; g < want.size(); ++g) {
      for (const uint32_t i : want[g]) {
        ASSERT_EQ(groups.GroupOf(i), g);
        ASSERT_EQ(groups.IsLeader(i), i == want[g].front());
      }
    }
  }
}

TEST(DiagnosticGroupsTest, NoDiagnosticsNoGroups) {
  EXPECT_EQ(DiagnosticGroups(kSource, {}).size(), 0u);
}

}  // namespace
}  // namespace cvtidy
