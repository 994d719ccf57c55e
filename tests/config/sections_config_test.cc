// The section table shipped in rules/sections.toml and precomputed into the binary at build
// time (BuiltinSections): it is the file's table, it loads, holds the sections the rules rely on,
// and recognises damaged headings without mistaking ordinary CV lines for titles.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "gtest/gtest.h"

#include "src/config/builtin_tables.h"
#include "src/config/toml_loader.h"
#include "src/data/section_table.h"

namespace cvtidy {
namespace {

std::string ReadRepoFile(const char* relative) {
  std::ifstream in(std::filesystem::path(CVTIDY_SOURCE_DIR) / relative, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string IdOf(std::string_view title) {
  const SectionTable& t = BuiltinSections();
  std::optional<SectionMatch> m = t.Match(title);
  return m ? std::string(t.sections()[m->section].id) : "";
}

TEST(SectionsConfigTest, ShippedFileLoadsAndIsEmbedded) {
  const std::string text = ReadRepoFile("rules/sections.toml");
  ASSERT_FALSE(text.empty());
  absl::StatusOr<DataFile> file = ParseDataFile(text, "rules/sections.toml");
  ASSERT_TRUE(file.ok()) << file.status();
  absl::StatusOr<SectionTable> table = SectionTable::FromData(*file);
  ASSERT_TRUE(table.ok()) << table.status();
  EXPECT_GE(table->sections().size(), 25u);
  EXPECT_EQ(BuiltinSections().sections().size(), table->sections().size());
}

// BuiltinSections() is the generated static form of rules/sections.toml
// (src/data/gen/main.cc): the same records and keys as parsing the file and building it now.
TEST(SectionsConfigTest, PrecomputedTableMatchesTheShippedFile) {
  const std::string text = ReadRepoFile("rules/sections.toml");
  ASSERT_FALSE(text.empty());
  absl::StatusOr<DataFile> file = ParseDataFile(text, "rules/sections.toml");
  ASSERT_TRUE(file.ok()) << file.status();
  absl::StatusOr<SectionTable> shipped = SectionTable::FromData(*file);
  ASSERT_TRUE(shipped.ok()) << shipped.status();
  const SectionTable& builtin = BuiltinSections();

  ASSERT_EQ(builtin.sections().size(), shipped->sections().size());
  for (size_t i = 0; i < builtin.sections().size(); ++i) {
    const SectionRecord& a = builtin.sections()[i];
    const SectionRecord& b = shipped->sections()[i];
    EXPECT_EQ(a.id, b.id) << i;
    EXPECT_EQ(a.name, b.name) << a.id;
    EXPECT_TRUE(std::ranges::equal(a.variants, b.variants)) << a.id;
  }
  const internal::SectionKeys& a = builtin.keys();
  const internal::SectionKeys& b = shipped->keys();
  const auto same_keys = [&](std::span<const internal::SectionKey> x,
                             std::span<const internal::SectionKey> y, const char* what) {
    ASSERT_EQ(x.size(), y.size()) << what;
    for (size_t i = 0; i < x.size(); ++i) {
      EXPECT_EQ(a.Key(x[i]), b.Key(y[i])) << what << " " << i;
      EXPECT_EQ(x[i].section, y[i].section) << what << " " << a.Key(x[i]);
      EXPECT_EQ(x[i].variant, y[i].variant) << what << " " << a.Key(x[i]);
    }
  };
  same_keys(a.exact, b.exact, "exact");
  same_keys(a.folded, b.folded, "folded");
  same_keys(a.titles, b.titles, "titles");
  // The indexes the build wrote are the ones FromData computes.
  EXPECT_TRUE(std::ranges::equal(a.exact_slots, b.exact_slots));
  EXPECT_TRUE(std::ranges::equal(a.folded_slots, b.folded_slots));
  EXPECT_TRUE(std::ranges::equal(a.title_masks, b.title_masks));
  EXPECT_FALSE(a.exact_slots.empty());
  EXPECT_EQ(a.title_masks.size(), a.titles.size());
  EXPECT_TRUE(builtin.words() == shipped->words());
}

TEST(SectionsConfigTest, HoldsTheSectionsRulesRelyOn) {
  for (const char* id : {"education",      "research-interests",
                         "experience",     "research-experience",
                         "publications",   "preprints",
                         "patents",        "awards",
                         "teaching",       "service",
                         "talks",          "skills",
                         "projects",       "contact",
                         "summary",        "interests",
                         "references",     "languages",
                         "activities",     "mentoring",
                         "grants",         "media",
                         "certifications", "news"}) {
    EXPECT_TRUE(BuiltinSections().Find(id).has_value()) << id;
  }
}

TEST(SectionsConfigTest, RecognisesCommonTitles) {
  EXPECT_EQ(IdOf("EDUCATION"), "education");
  EXPECT_EQ(IdOf("RESEARCH INTEREST"), "research-interests");
  EXPECT_EQ(IdOf("Research Experience"), "research-experience");
  EXPECT_EQ(IdOf("Teaching Experience"), "teaching");
  EXPECT_EQ(IdOf("AWARDS & HONORS"), "awards");
  EXPECT_EQ(IdOf("Honors, Awards, Grants"), "awards");
  EXPECT_EQ(IdOf("CONFERENCE PUBLICATIONS"), "publications");
  EXPECT_EQ(IdOf("OTHER PUBLICATIONS"), "publications");
  EXPECT_EQ(IdOf("Peer-Reviewed Publications"), "publications");
  EXPECT_EQ(IdOf("Under Review"), "preprints");
  EXPECT_EQ(IdOf("PATENTS"), "patents");
  EXPECT_EQ(IdOf("Invited Talks"), "talks");
  EXPECT_EQ(IdOf("Professional Service"), "service");
  EXPECT_EQ(IdOf("STUDENTS SUPERVISED"), "mentoring");
  EXPECT_EQ(IdOf("POSITIONS"), "experience");
  EXPECT_EQ(IdOf("RESEARCH SUMMARY"), "summary");
  EXPECT_EQ(IdOf("Side Projects"), "projects");
  EXPECT_EQ(IdOf("Grants"), "grants");
}

TEST(SectionsConfigTest, RecognisesDamagedTitles) {
  EXPECT_EQ(IdOf("Rese\tarch\tInterests"), "research-interests");
  EXPECT_EQ(IdOf("Tech\tnical\tSkills"), "skills");
  EXPECT_EQ(IdOf("PUBLlCATIONS"), "publications");
  EXPECT_EQ(IdOf("Teachlng Experience"), "teaching");
  EXPECT_EQ(IdOf("A W A R D S"), "awards");
  EXPECT_EQ(IdOf("News"), "news");  // dated updates, not press coverage
  EXPECT_EQ(IdOf("In the News"), "media");
}

TEST(SectionsConfigTest, LeavesOrdinaryLinesAlone) {
  for (const char* line : {"KESE\tarcn\tmeresis",
                           "KESF\tavch\tlnteresfs",
                           "Seoul, Korea",
                           "Teaching Assistant",
                           "Research Intern",
                           "Research Assistant",
                           "Reviewer",
                           "Thesis",
                           "Advisor",
                           "Software",
                           "Ph.D. in Computer Science",
                           "CURRICULUM VITAE",
                           "Google Scholar",
                           "2019",
                           "Best Paper Award",
                           "Summer 2024",
                           "Ridgemont Institute of Technology",
                           "Other",
                           "Career",
                           "Research"}) {
    EXPECT_EQ(IdOf(line), "") << line;
  }
}

}  // namespace
}  // namespace cvtidy
