// DiagnosticGroups: which findings of one file are shown as one (src/engine/diagnostic.h).
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

TEST(DiagnosticGroupsTest, NoDiagnosticsNoGroups) {
  EXPECT_EQ(DiagnosticGroups(kSource, {}).size(), 0u);
}

}  // namespace
}  // namespace cvtidy
