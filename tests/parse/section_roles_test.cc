#include "src/parse/section_roles.h"

#include <array>
#include <cctype>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

#include "tests/support/random_pieces.h"

namespace cvtidy::testing_section_roles {
namespace {

// The role from a title's words as first written: every stem of the table searched for in the
// lower-cased title, in order, with no letter-set test ruling stems out first.
SectionRole ReferenceRoleOfWords(std::string_view title) {
  std::string lower(title);
  for (char& c : lower) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  for (const internal::RoleStems& stems : internal::kRoleStems) {
    for (const std::string_view word : stems.words) {
      if (!word.empty() && lower.find(word) != std::string::npos) {
        return stems.role;
      }
    }
  }
  return SectionRole::kNone;
}

// RoleOfTitle rules a stem out without a search when the title lacks one of its letters. Over
// many generated titles, mixing stems, their pieces and cases with other words and bytes, it
// finds the role the plain search does.
TEST(SectionRolesTest, LetterSetTestMatchesThePlainSearch) {
  const std::vector<std::string_view> pieces = {
      "Committee", "REVIEW",  "peer",     " review",    "Service",  "organi", "z",        "s",
      "Editor",    "chair",   "Publica",  "tion",       "Preprint", "paper",  "Journal",  "book",
      "chapter",   "talk",    "Keynote",  "Lecture",    "Award",    "honou",  "r",        "grant",
      "Prize",     "funding", "Teaching", "course",     "mentor",   "advis",  "News",     "updates",
      "Degree",    "career",  "Position", "Conference", "sympos",   "i",      "2024",     " ",
      ":",         "&",       "and",      "\xC3\xA9",   "x",        "Q",      "Selected", "Other"};
  std::mt19937 rng(1202);
  int with_role = 0;
  for (int i = 0; i < 40000; ++i) {
    const std::string title = testing_support::JoinRandomPiecesUpTo(rng, pieces, 6);
    const SectionRole expected = ReferenceRoleOfWords(title);
    with_role += expected != SectionRole::kNone ? 1 : 0;
    ASSERT_EQ(internal::RoleOfTitle(title, ""), expected) << "[" << title << "]";
  }
  EXPECT_GT(with_role, 1000);
  EXPECT_LT(with_role, 39000);
}

// RoleOfTitle searches a lowered copy of a title that fits its buffer and the title itself
// past that: titles around the buffer's size (256 bytes), with a stem at the start, in the
// middle or at the end, or none, find the role the plain search does either way.
TEST(SectionRolesTest, LongTitlesMatchThePlainSearch) {
  const std::vector<std::string_view> stems = {"",        "Reviewer", "PAPER",
                                               "Keynote", "degree",   "Under Review"};
  std::mt19937 rng(77);
  for (int i = 0; i < 3000; ++i) {
    const size_t filler = 200 + rng() % 120;
    std::string title(filler, ' ');
    for (char& c : title) {
      c = "Qxyz Wq-"[rng() % 8];
    }
    const std::string_view stem = stems[rng() % stems.size()];
    title.insert(rng() % (title.size() + 1), stem);
    ASSERT_EQ(internal::RoleOfTitle(title, ""), ReferenceRoleOfWords(title)) << "[" << title << "]";
  }
  EXPECT_EQ(internal::RoleOfTitle(std::string(300, 'q') + "Talk", ""), SectionRole::kTalks);
  EXPECT_EQ(internal::RoleOfTitle("Talk" + std::string(300, 'q'), ""), SectionRole::kTalks);
  EXPECT_EQ(internal::RoleOfTitle(std::string(255, 'q') + "T", ""), SectionRole::kNone);
}

// The stems are found in a lower-cased title: each must be written in lower case.
TEST(SectionRolesTest, StemsAreLowerCase) {
  for (const internal::RoleStems& stems : internal::kRoleStems) {
    for (const std::string_view word : stems.words) {
      for (const char c : word) {
        EXPECT_FALSE(c >= 'A' && c <= 'Z') << word;
      }
    }
  }
}

// Each stem alone and at the end of a longer title, in any case; one letter short, none of the
// stems' letters is enough.
TEST(SectionRolesTest, StemsInAnyCase) {
  EXPECT_EQ(internal::RoleOfTitle("Peer Review", ""), SectionRole::kService);
  EXPECT_EQ(internal::RoleOfTitle("Selected UNDER REVIEW", ""), SectionRole::kPublications);
  EXPECT_EQ(internal::RoleOfTitle("Symposia", ""), SectionRole::kPublications);
  EXPECT_EQ(internal::RoleOfTitle("Journal Reviewing", ""), SectionRole::kService);
  EXPECT_EQ(internal::RoleOfTitle("Conference Talks", ""), SectionRole::kTalks);
  EXPECT_EQ(internal::RoleOfTitle("Honors", ""), SectionRole::kAwards);
  EXPECT_EQ(internal::RoleOfTitle("Degre", ""), SectionRole::kNone);
  EXPECT_EQ(internal::RoleOfTitle("2024", ""), SectionRole::kNone);
  EXPECT_EQ(internal::RoleOfTitle("", ""), SectionRole::kNone);
  EXPECT_EQ(internal::RoleOfTitle("Anything", "education"), SectionRole::kEducation);
}

}  // namespace
}  // namespace cvtidy::testing_section_roles
