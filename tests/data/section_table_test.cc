#include "src/data/section_table.h"

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "gtest/gtest.h"

namespace cvtidy {
namespace {

DataRecord Record(uint32_t line, std::string id, std::string name,
                  std::vector<std::string> variants) {
  DataRecord r;
  r.line = line;
  r.fields["id"] = {std::move(id)};
  r.fields["name"] = {std::move(name)};
  r.fields["variants"] = std::move(variants);
  return r;
}

SectionTable Table() {
  DataFile file;
  file.path = "sections.toml";
  file.tables["section"] = {
      Record(1, "education", "Education", {"Academic Background"}),
      Record(2, "research-interests", "Research Interests", {"Research Interest"}),
      Record(3, "publications", "Publications", {"Selected Publications", "Papers"}),
      Record(4, "awards", "Awards and Honors", {"Honors and Awards", "Awards"}),
      Record(5, "talks", "Talks", {"Invited Talks"}),
      Record(6, "skills", "Skills", {"Technical Skills"}),
      Record(7, "experience", "Experience", {"Work Experience"}),
      Record(8, "research-experience", "Research Experience", {}),
  };
  absl::StatusOr<SectionTable> table = SectionTable::FromData(file);
  EXPECT_TRUE(table.ok()) << table.status();
  return table.ok() ? *std::move(table) : SectionTable();
}

// The id of the section `title` matches and whether exactly; "" when none.
std::pair<std::string, bool> M(const SectionTable& t, std::string_view title) {
  std::optional<SectionMatch> m = t.Match(title);
  if (!m) {
    return {"", false};
  }
  return {std::string(t.sections()[m->section].id), m->exact};
}

TEST(SectionTableTest, ExactUpToCaseSpacingPunctuationAndAmpersand) {
  const SectionTable t = Table();
  EXPECT_EQ(M(t, "Education"), std::make_pair(std::string("education"), true));
  EXPECT_EQ(M(t, "EDUCATION"), std::make_pair(std::string("education"), true));
  EXPECT_EQ(M(t, "Research  Interests:"), std::make_pair(std::string("research-interests"), true));
  EXPECT_EQ(M(t, "HONORS & AWARDS"), std::make_pair(std::string("awards"), true));
  EXPECT_EQ(M(t, "Honors, Awards"), std::make_pair(std::string("awards"), true));
  EXPECT_EQ(M(t, "awards and honors"), std::make_pair(std::string("awards"), true));
  EXPECT_EQ(M(t, "3. Publications"), std::make_pair(std::string("publications"), true));
  EXPECT_EQ(M(t, "II) Invited Talks"), std::make_pair(std::string("talks"), true));
  // An enumerator is dropped only before another word; `and` anywhere.
  EXPECT_EQ(M(t, "1. and Publications"), std::make_pair(std::string("publications"), true));
  EXPECT_EQ(M(t, "And Talks and"), std::make_pair(std::string("talks"), true));
  EXPECT_EQ(M(t, "Talks 2."), std::make_pair(std::string(""), false));
  EXPECT_EQ(M(t, "II.").first, "");
  // Singular for plural is a wording, not damage.
  EXPECT_EQ(M(t, "Invited Talk"), std::make_pair(std::string("talks"), true));
  EXPECT_EQ(M(t, "Paper"), std::make_pair(std::string("publications"), true));
}

TEST(SectionTableTest, ReportsWhichTitleMatched) {
  const SectionTable t = Table();
  std::optional<SectionMatch> m = t.Match("TECHNICAL SKILLS");
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(t.Title(*m), "Technical Skills");
  m = t.Match("Skills");
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->variant, -1);
  EXPECT_EQ(t.Title(*m), "Skills");
}

TEST(SectionTableTest, ToleratesSplitWordsAndSpacedLetters) {
  const SectionTable t = Table();
  EXPECT_EQ(M(t, "Rese\tarch\tInterests"),
            std::make_pair(std::string("research-interests"), false));
  EXPECT_EQ(M(t, "Tech\tnical\tSkills"), std::make_pair(std::string("skills"), false));
  EXPECT_EQ(M(t, "E D U C A T I O N"), std::make_pair(std::string("education"), false));
  EXPECT_EQ(M(t, "Publi cations"), std::make_pair(std::string("publications"), false));
}

TEST(SectionTableTest, ToleratesOcrLetterConfusions) {
  const SectionTable t = Table();
  EXPECT_EQ(M(t, "PUBLlCATIONS"), std::make_pair(std::string("publications"), false));
  EXPECT_EQ(M(t, "Publicati0ns"), std::make_pair(std::string("publications"), false));
  EXPECT_EQ(M(t, "PUBL|CATIONS"), std::make_pair(std::string("publications"), false));
  EXPECT_EQ(M(t, "Expcrience"), std::make_pair(std::string("experience"), false));  // 1 edit
  EXPECT_EQ(M(t, "Work Experlence"), std::make_pair(std::string("experience"), false));
  EXPECT_EQ(M(t, "Research Interesfs"), std::make_pair(std::string("research-interests"), false));
}

TEST(SectionTableTest, NeverMatchesUnrelatedLines) {
  const SectionTable t = Table();
  // The garbled twin OCR prints under a split heading is far too damaged to be a title.
  EXPECT_EQ(M(t, "KESE\tarcn\tmeresis").first, "");
  EXPECT_EQ(M(t, "KESF avch lnteresfs").first, "");
  EXPECT_EQ(M(t, "Education 2019").first, "");
  EXPECT_EQ(M(t, "Ph.D. in Education").first, "");
  EXPECT_EQ(M(t, "Tasks").first, "");  // short titles need an exact match
  EXPECT_EQ(M(t, "Skims").first, "");  // ... even one letter off
  EXPECT_EQ(M(t, "Research Intern").first, "");
  EXPECT_EQ(M(t, "").first, "");
  EXPECT_EQ(M(t, "---").first, "");
  EXPECT_EQ(M(t, std::string(500, 'a')).first, "");
}

TEST(SectionTableTest, AmbiguousToleranceIsNoMatch) {
  DataFile file;
  file.path = "sections.toml";
  file.tables["section"] = {Record(1, "a", "Researchers", {}), Record(2, "b", "Researches", {})};
  absl::StatusOr<SectionTable> t = SectionTable::FromData(file);
  ASSERT_TRUE(t.ok()) << t.status();
  // One edit from both.
  EXPECT_FALSE(t->Match("Researchess").has_value());
  EXPECT_TRUE(t->Match("Researchers").has_value());
}

TEST(SectionTableTest, FindAndErrors) {
  const SectionTable t = Table();
  ASSERT_TRUE(t.Find("talks").has_value());
  EXPECT_EQ(t.sections()[*t.Find("talks")].name, "Talks");
  EXPECT_FALSE(t.Find("nope").has_value());

  DataFile file;
  file.path = "sections.toml";
  file.tables["section"] = {Record(3, "a", "Awards", {}), Record(7, "a", "Prizes", {})};
  absl::StatusOr<SectionTable> dup = SectionTable::FromData(file);
  ASSERT_FALSE(dup.ok());
  EXPECT_NE(dup.status().message().find("sections.toml:7"), std::string_view::npos) << dup.status();

  file.tables["section"] = {Record(3, "a", "Awards", {}), Record(9, "b", "Prizes", {"AWARDS"})};
  absl::StatusOr<SectionTable> clash = SectionTable::FromData(file);
  ASSERT_FALSE(clash.ok());
  EXPECT_NE(clash.status().message().find("sections.toml:9"), std::string_view::npos);

  DataRecord bad = Record(4, "x", "X Title", {});
  bad.fields["nmae"] = {"oops"};
  file.tables["section"] = {bad};
  absl::StatusOr<SectionTable> unknown = SectionTable::FromData(file);
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.status().message().find("nmae"), std::string_view::npos);

  DataFile empty;
  absl::StatusOr<SectionTable> none = SectionTable::FromData(empty);
  ASSERT_TRUE(none.ok());
  EXPECT_FALSE(none->Match("Education").has_value());
}

// The titles the static-form tests compare on: exact, folded, near and no matches.
constexpr const char* kProbeTitles[] = {"Education",
                                        "EDUCATION",
                                        "HONORS & AWARDS",
                                        "3. Publications",
                                        "PUBLlCATl0NS",
                                        "Rese\tarch\tInterests",
                                        "Teachlng",
                                        "Tecnical Skills",
                                        "Research Experince",
                                        "Selected Papers",
                                        "Work Experience",
                                        "Seoul, Korea",
                                        "Invited Talks",
                                        "Talk",
                                        "Awards",
                                        ""};

// The static form the build writes for rules/sections.toml, laid out over a table FromData
// built: the same records, and every title matches as in that table.
TEST(SectionTableTest, StaticFormMatchesAsTheDataItCameFrom) {
  const SectionTable built = Table();
  std::string strings;
  std::vector<internal::StaticSectionRecord> records;
  std::vector<PoolString> variants;
  const auto add = [&](std::string_view s) {
    const PoolString p{static_cast<uint32_t>(strings.size()), static_cast<uint32_t>(s.size())};
    strings += s;
    return p;
  };
  for (const SectionRecord& r : built.sections()) {
    internal::StaticSectionRecord record{add(r.id), add(r.name),
                                         static_cast<uint32_t>(variants.size()),
                                         static_cast<uint32_t>(r.variants.size())};
    for (const std::string_view v : r.variants) {
      variants.push_back(add(v));
    }
    records.push_back(record);
  }
  const internal::StaticSectionTable data{strings, records, variants, built.keys(), built.words()};
  const SectionTable t = SectionTable::FromStatic(data);
  ASSERT_EQ(t.sections().size(), built.sections().size());
  for (size_t i = 0; i < t.sections().size(); ++i) {
    EXPECT_EQ(t.sections()[i].id, built.sections()[i].id);
    EXPECT_EQ(t.sections()[i].name, built.sections()[i].name);
    EXPECT_TRUE(std::ranges::equal(t.sections()[i].variants, built.sections()[i].variants));
  }
  for (const char* title : kProbeTitles) {
    const std::optional<SectionMatch> a = t.Match(title);
    const std::optional<SectionMatch> b = built.Match(title);
    ASSERT_EQ(a.has_value(), b.has_value()) << title;
    if (a) {
      EXPECT_EQ(a->section, b->section) << title;
      EXPECT_EQ(a->exact, b->exact) << title;
      EXPECT_EQ(a->variant, b->variant) << title;
      EXPECT_EQ(t.Title(*a), built.Title(*b)) << title;
    }
  }
  EXPECT_EQ(t.Find("talks"), built.Find("talks"));
}

// The keys are sorted and distinct, so that Match finds them by binary search; every title
// has its folded key, sorted by length and then in table order.
TEST(SectionTableTest, KeysAreSortedAndDistinct) {
  const SectionTable t = Table();
  const internal::SectionKeys& keys = t.keys();
  for (std::span<const internal::SectionKey> sorted : {keys.exact, keys.folded}) {
    ASSERT_FALSE(sorted.empty());
    for (size_t i = 1; i < sorted.size(); ++i) {
      EXPECT_LT(keys.Key(sorted[i - 1]), keys.Key(sorted[i]));
    }
  }
  size_t titles = 0;
  for (const SectionRecord& r : t.sections()) {
    titles += 1 + r.variants.size();
  }
  ASSERT_EQ(keys.titles.size(), titles);
  for (size_t i = 1; i < keys.titles.size(); ++i) {
    const internal::SectionKey& a = keys.titles[i - 1];
    const internal::SectionKey& b = keys.titles[i];
    EXPECT_TRUE(a.key.length < b.key.length ||
                (a.key.length == b.key.length &&
                 (a.section < b.section || (a.section == b.section && a.variant < b.variant))))
        << keys.Key(a) << " before " << keys.Key(b);
  }
  EXPECT_EQ(keys.Key(keys.titles[0]), "talks");
  EXPECT_EQ(keys.Key(keys.titles[1]), "papers");  // section 2, before `Awards` of section 3
  EXPECT_EQ(keys.Key(keys.titles[2]), "awards");
  EXPECT_EQ(keys.titles[2].variant, 1);
}

// Of equally near titles the first in table order wins, and two sections equally near are
// no match, whatever order the search visits them in.
TEST(SectionTableTest, NearestTitleWinsAndTiesAreNoMatch) {
  DataFile file;
  file.path = "sections.toml";
  file.tables["section"] = {
      Record(1, "alpha", "Teaching Recordss", {"Teaching Records"}),
      Record(2, "beta", "Reaching Records", {}),
      Record(3, "gamma", "Collaborative Writing", {"Collaborative Writings Extra"}),
  };
  absl::StatusOr<SectionTable> t = SectionTable::FromData(file);
  ASSERT_TRUE(t.ok()) << t.status();
  // One edit from both `teachingrecords` and `reachingrecords`: a tie.
  EXPECT_EQ(M(*t, "Leaching Records"), std::make_pair(std::string(""), false));
  // One edit from `collaboratlvewrltlng` only.
  const std::optional<SectionMatch> m = t->Match("Colaborative Writing");
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(t->sections()[m->section].id, "gamma");
  EXPECT_EQ(m->variant, -1);
  // `teachlngrecordx` is one edit from the variant and two from the longer name: the variant.
  const std::optional<SectionMatch> n = t->Match("Teaching Recordx");
  ASSERT_TRUE(n.has_value());
  EXPECT_EQ(t->sections()[n->section].id, "alpha");
  EXPECT_EQ(n->variant, 0);
  // `teachlngrecordsx` is one edit from both, although the shorter variant is searched first:
  // the name, first in table order.
  const std::optional<SectionMatch> o = t->Match("Teaching Recordsx");
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(t->sections()[o->section].id, "alpha");
  EXPECT_EQ(o->variant, -1);
}

// Copies share FromData's keys, so a copy outlives the table it came from.
TEST(SectionTableTest, CopiesOutliveTheOriginal) {
  std::optional<SectionTable> original = Table();
  const SectionTable copy = *original;
  original.reset();
  EXPECT_EQ(M(copy, "PUBLlCATIONS"), std::make_pair(std::string("publications"), false));
  EXPECT_EQ(M(copy, "Education"), std::make_pair(std::string("education"), true));
  // The records are views into the table's own storage, not into the data file it was read
  // from (gone since Table() returned) or into the original.
  const SectionRecord& publications = copy.sections()[2];
  EXPECT_EQ(publications.id, "publications");
  EXPECT_EQ(publications.name, "Publications");
  EXPECT_TRUE(std::ranges::equal(publications.variants,
                                 std::vector<std::string_view>{"Selected Publications", "Papers"}));
  EXPECT_TRUE(copy.sections()[7].variants.empty());
  EXPECT_EQ(copy.Title(SectionMatch{3, false, 1}), "Awards");
}

}  // namespace
}  // namespace cvtidy
