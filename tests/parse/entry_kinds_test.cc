// Entry kinds (src/parse/entry_kinds.h): from the section's role, else from the entry's own
// words; and the leading date of dated items.
#include "src/parse/entry_kinds.h"

#include <cctype>
#include <memory>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/parse/parse.h"
#include "tests/parse/parse_test_util.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_entry_kinds {
namespace {

using ::cvtidy::testing_util::ParsedText;

using ::cvtidy::testing_util::ExpectWellFormed;

// "kind" of every entry, in document order.
std::vector<std::string> Kinds(const Document& doc) {
  std::vector<std::string> out;
  for (const Entry& e : doc.entries()) {
    out.emplace_back(EntryKindName(e.kind));
  }
  return out;
}

TEST(EntryKindsTest, SectionRoleGivesTheKind) {
  const auto p = std::make_unique<ParsedText>(
      "## Publications\n\n- A paper\n\n## Professional Service\n\n- Reviewer\n\n"
      "## Awards\n\n- A prize\n\n## Invited Talks\n\n- Example University, 2024\n\n"
      "## Teaching\n\n- Intro to Examples\n\n## Education\n\n- Ph.D., Example University\n\n"
      "## News\n\n- Something happened\n");
  ExpectWellFormed(p->doc);
  EXPECT_THAT(Kinds(p->doc), ::testing::ElementsAre("citation", "service", "award", "talk",
                                                    "course", "position", "news"));
}

TEST(EntryKindsTest, CommitteeSeatsUnderExperienceServe) {
  const auto p = std::make_unique<ParsedText>(
      "## Experience\n\n- Research Intern, Example Labs, 2023\n"
      "- Program Committee member, Example Symposium 2025\n- PC, Example Workshop 2024\n");
  EXPECT_THAT(Kinds(p->doc), ::testing::ElementsAre("position", "service", "service"));
}

// Every service word serves in any case, alone, at the end of an entry and inside a word; cut
// short by its last letter it does not.
TEST(EntryKindsTest, EveryServiceWordInAnyCase) {
  const std::vector<std::string> words = {
      "committee", "chair",      "reviewer",   "review for", "reviewing", "organizer",
      "organiser", "organizing", "organising", "editor",     "serve as",  "served as",
      "served on", "serving as", "serving on", "pc member",  "shadow pc", "steering"};
  const auto kind_of = [](const std::string& item) {
    const auto p = std::make_unique<ParsedText>("## Experience\n\n- " + item + "\n");
    return Kinds(p->doc);
  };
  for (const std::string& word : words) {
    std::string upper = word;
    std::string capital = word;
    for (char& c : upper) {
      c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    capital[0] = upper[0];
    for (const std::string& form : {word, upper, capital}) {
      EXPECT_THAT(kind_of(form), ::testing::ElementsAre("service")) << form;
      EXPECT_THAT(kind_of("Example Labs, " + form), ::testing::ElementsAre("service")) << form;
      EXPECT_THAT(kind_of("Example Labs, co" + form + "s 2024"), ::testing::ElementsAre("service"))
          << form;
    }
    EXPECT_THAT(kind_of("Example Labs, " + word.substr(0, word.size() - 1)),
                ::testing::ElementsAre("position"))
        << word;
  }
}

TEST(EntryKindsTest, WordsDecideWhereNoHeadingSays) {
  const auto p = std::make_unique<ParsedText>(
      "- Ada Quill, Ben Ode, Cy Lu. A Study of Examples. In Proc. Example Conf, 2024.\n"
      "- Invited talk at Example University, 2024\n"
      "- **Mar 2024** Our paper was accepted at Example Conf 2025\n"
      "- Best Poster Award, Example Conf 2023\n"
      "- Chair, Example Workshop 2022\n"
      "- A side project in Example Language\n"
      "- Research Intern, Example Labs, Example City, 2024\n");
  EXPECT_THAT(Kinds(p->doc), ::testing::ElementsAre("citation", "talk", "news", "award", "service",
                                                    "other", "other"));
}

// Award and talk words count at the start of a word wherever it stands (the word starts are
// found eight bytes at a time): after any number of bytes, after a digit, a bracket or a
// non-ASCII letter, in any case; inside a word they do not.
TEST(EntryKindsTest, AwardAndTalkWordsAtEveryOffset) {
  const auto kind_of = [](const std::string& item) {
    const auto p = std::make_unique<ParsedText>("- " + item + "\n");
    return Kinds(p->doc);
  };
  for (size_t pad = 0; pad < 20; ++pad) {
    const std::string before = std::string(pad, 'x') + " ";
    SCOPED_TRACE(pad);
    EXPECT_THAT(kind_of(before + "Prize"), ::testing::ElementsAre("award"));
    EXPECT_THAT(kind_of(before + "x(MEDAL)"), ::testing::ElementsAre("award"));
    EXPECT_THAT(kind_of(before + "9seminar"), ::testing::ElementsAre("talk"));
    EXPECT_THAT(kind_of(before + "\u00E9keynote y"), ::testing::ElementsAre("talk"));
    EXPECT_THAT(kind_of(before + "xaward xtalk"), ::testing::ElementsAre("other"));
    EXPECT_THAT(kind_of(before + "talk, then a grant"), ::testing::ElementsAre("award"));
  }
}

TEST(EntryKindsTest, AuthorListsUnderTalksAreCitations) {
  const auto p = std::make_unique<ParsedText>(
      "## Talks and Posters\n\n- Keynote, Example Summit, 2024\n"
      "- Ada Quill, Ben Ode, Cy Lu. Examples at Scale. *Example Conf*, 2023.\n");
  EXPECT_THAT(Kinds(p->doc), ::testing::ElementsAre("talk", "citation"));
}

TEST(EntryKindsTest, LeadingDate) {
  const auto p = std::make_unique<ParsedText>(
      "## News\n\n- **Mar 2024** Joined Example Labs\n- [05/2023] Paper accepted\n"
      "- 2019 – 2021: Research Assistant\n\n## Experience\n\n"
      "- Research Intern, Example Labs, 2019 – 2021\n- No date at all\n");
  std::vector<std::string> leading;
  for (const Entry& e : p->doc.entries()) {
    leading.push_back(e.leading_date == kNoIndex
                          ? "-"
                          : std::string(p->doc.Text(p->doc.dates()[e.leading_date].range)));
  }
  EXPECT_THAT(leading, ::testing::ElementsAre("Mar 2024", "05/2023", "2019 – 2021", "-", "-"));
}

TEST(EntryKindsTest, AuthorRun) {
  using internal::HasAuthorRun;
  EXPECT_TRUE(HasAuthorRun("Ada Quill, **Ben Ode**, Cy Lu, and Di Fox. Title."));
  EXPECT_TRUE(HasAuthorRun("A. Quill, B. Ode, C. Lu"));
  EXPECT_TRUE(HasAuthorRun("Ada Quill, Ben Ode, Cy Lu. A Study. Example Conf, 2024."));
  EXPECT_TRUE(HasAuthorRun("A. Quill, B. Ode, C. Lu. A Study."));
  EXPECT_FALSE(HasAuthorRun("Ada Quill, Ben Ode. Title."));  // two names: not a list yet
  EXPECT_FALSE(HasAuthorRun(""));
}

}  // namespace
}  // namespace cvtidy::testing_entry_kinds
