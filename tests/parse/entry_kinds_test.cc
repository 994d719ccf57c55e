// Entry kinds (src/parse/entry_kinds.h): from the section's role, else from the entry's own
// words; and the leading date of dated items.
#include "src/parse/entry_kinds.h"

#include <array>
#include <cctype>
#include <cstddef>
#include <memory>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/parse/parse.h"
#include "tests/parse/parse_test_util.h"
#include "tests/support/random_pieces.h"

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

// The author-run test as first written: every comma-separated segment read as a name, with no
// early answer for a text of fewer than two commas.
bool ReferenceHasAuthorRun(std::string_view text) {
  const auto strip = [](std::string_view s) {
    const auto noise = [](char c) {
      return c == '*' || c == '\\' || c == '_' || c == '^' || c == '.' ||
             std::isspace(static_cast<unsigned char>(c)) != 0;
    };
    while (!s.empty() && noise(s.front())) {
      s.remove_prefix(1);
    }
    if (s.size() > 4 && (s[0] | 0x20) == 'a' && (s[1] | 0x20) == 'n' && (s[2] | 0x20) == 'd' &&
        s[3] == ' ') {
      s.remove_prefix(4);
    }
    while (!s.empty() && (noise(s.back()) || std::isdigit(static_cast<unsigned char>(s.back())))) {
      s.remove_suffix(1);
    }
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) {
      s.remove_prefix(1);
    }
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) {
      s.remove_suffix(1);
    }
    return s;
  };
  const auto is_name = [&](std::string_view segment) {
    segment = strip(segment);
    if (segment.empty() || segment.size() > 48) {
      return false;
    }
    int words = 0;
    bool word_start = true;
    for (const char c : segment) {
      const auto byte = static_cast<unsigned char>(c);
      if (std::isdigit(byte) || c == ':' || c == '"') {
        return false;
      }
      if (std::isspace(byte)) {
        word_start = true;
        continue;
      }
      if (word_start) {
        if (!(c >= 'A' && c <= 'Z') && byte < 0x80) {
          return false;
        }
        ++words;
        word_start = false;
      }
    }
    return words >= 2 && words <= 4;
  };
  int run = 0;
  size_t start = 0;
  while (start <= text.size()) {
    size_t comma = text.find(',', start);
    if (comma == std::string_view::npos) {
      comma = text.size();
    }
    const std::string_view segment = text.substr(start, comma - start);
    if (is_name(segment)) {
      ++run;
    } else {
      bool last_author = false;
      for (size_t stop = segment.find(". "); stop != std::string_view::npos && !last_author;
           stop = segment.find(". ", stop + 2)) {
        last_author = is_name(segment.substr(0, stop));
      }
      if (last_author && run >= 2) {
        return true;
      }
      run = 0;
    }
    if (run >= 3) {
      return true;
    }
    start = comma + 1;
  }
  return false;
}

// HasAuthorRun answers a text of fewer than two commas without reading its segments. Over many
// generated texts of names, commas, periods and other words it answers as the plain reading
// does, whatever the number of commas.
TEST(EntryKindsTest, AuthorRunMatchesThePlainReading) {
  const std::vector<std::string_view> fragments = {"Ada Quill, ",
                                                   "Ben Ode, ",
                                                   "C. Lu, ",
                                                   "Ada Quill",
                                                   "B. Ode",
                                                   "Cy Lu",
                                                   "and Di Fox",
                                                   "**Eve Ray**",
                                                   "Fay Nu*",
                                                   ", ",
                                                   ",",
                                                   ". ",
                                                   ".",
                                                   "A Study",
                                                   "of tests",
                                                   "2024",
                                                   ": ",
                                                   "\"",
                                                   "x",
                                                   " ",
                                                   "\xC3\x89lo Marchand",
                                                   "Example Conf",
                                                   "\t",
                                                   "Gil-Jo Park"};
  std::mt19937 rng(1201);
  int runs = 0;
  for (int i = 0; i < 40000; ++i) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, fragments, 12);
    const bool expected = ReferenceHasAuthorRun(text);
    runs += expected ? 1 : 0;
    ASSERT_EQ(internal::HasAuthorRun(text), expected) << "[" << text << "]";
  }
  EXPECT_GT(runs, 1000);
  EXPECT_LT(runs, 39000);
  // The fewest commas a run has: two before the third name, or before the last author's period.
  EXPECT_TRUE(internal::HasAuthorRun("Ada Quill, Ben Ode, Cy Lu"));
  EXPECT_TRUE(internal::HasAuthorRun("Ada Quill, Ben Ode, Cy Lu. A Study"));
  EXPECT_FALSE(internal::HasAuthorRun("Ada Quill, Ben Ode and Cy Lu"));
  EXPECT_FALSE(internal::HasAuthorRun(",,"));
}

// Where no run is open, HasAuthorRun reads the segment after the next first and skips the next
// one unless it is a name. Over long generated lists (many commas, names and other segments
// mixed, runs opening at every offset) it answers as the plain reading does.
TEST(EntryKindsTest, AuthorRunSkippingSegmentsMatchesThePlainReading) {
  const std::vector<std::string_view> segments = {
      "Ada Quill", "B. Ode",  "**Cy Lu**",       "and Di Fox", "Eve Ray.",  "A Study",
      "of tests",  "2024",    "Fay Nu. A Study", "x",          "",          " ",
      "Gil Jo. X", "Hal. Io", "Example Conf",    "a b",        "Ivy Oak 3", "J: K"};
  std::mt19937 rng(1202);
  int runs = 0;
  for (int i = 0; i < 40000; ++i) {
    std::string text;
    const int count = static_cast<int>(rng() % 30);
    for (int k = 0; k < count; ++k) {
      text += segments[rng() % segments.size()];
      if (k + 1 < count || rng() % 4 == 0) {
        text += rng() % 2 == 0 ? ", " : ",";
      }
    }
    const bool expected = ReferenceHasAuthorRun(text);
    runs += expected ? 1 : 0;
    ASSERT_EQ(internal::HasAuthorRun(text), expected) << "[" << text << "]";
  }
  EXPECT_GT(runs, 1000);
  EXPECT_LT(runs, 39000);
  // A run opening at the second, third and fourth segment; a name skipped before a non-name.
  EXPECT_TRUE(internal::HasAuthorRun("x, Ada Quill, Ben Ode, Cy Lu"));
  EXPECT_TRUE(internal::HasAuthorRun("x, y, Ada Quill, Ben Ode, Cy Lu. A Study"));
  EXPECT_TRUE(internal::HasAuthorRun("Ada Quill, x, y, Ada Quill, Ben Ode, Cy Lu"));
  EXPECT_FALSE(internal::HasAuthorRun("Ada Quill, x, Ben Ode, y, Cy Lu, z, Di Fox"));
  EXPECT_FALSE(internal::HasAuthorRun("x, Ada Quill, Ben Ode"));
}

// Whether `text`, lower-cased, holds any of `words`: the plain search the word scans replace.
bool LowerCasedHasAny(std::string_view text, std::span<const std::string_view> words) {
  std::string lower(text);
  for (char& c : lower) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  for (const std::string_view word : words) {
    if (lower.find(word) != std::string::npos) {
      return true;
    }
  }
  return false;
}

// The service test as first written: each service word searched for in the lower-cased text,
// each committee abbreviation searched for on its own.
bool ReferenceServesSomething(std::string_view text) {
  static constexpr std::array<std::string_view, 18> kWords = {
      "committee", "chair",      "reviewer",   "review for", "reviewing", "organizer",
      "organiser", "organizing", "organising", "editor",     "serve as",  "served as",
      "served on", "serving as", "serving on", "pc member",  "shadow pc", "steering"};
  if (LowerCasedHasAny(text, kWords)) {
    return true;
  }
  const auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  for (const std::string_view word : {"PC", "TPC", "AEC"}) {
    for (size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
      const size_t end = at + word.size();
      if ((at == 0 || !alnum(text[at - 1])) && (end == text.size() || !alnum(text[end]))) {
        return true;
      }
    }
  }
  return false;
}

// Over 40,000 texts joined from up to `max_pieces` of `fragments`, `scan` answers as
// `reference` does, and the texts are neither nearly all found nor nearly all not.
void ExpectWordScanMatches(const std::vector<std::string_view>& fragments, int max_pieces,
                           bool (*scan)(std::string_view), bool (*reference)(std::string_view)) {
  std::mt19937 rng(1130);
  int found = 0;
  for (int i = 0; i < 40000; ++i) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, fragments, max_pieces);
    const bool expected = reference(text);
    found += expected ? 1 : 0;
    ASSERT_EQ(scan(text), expected) << "[" << text << "]";
  }
  EXPECT_GT(found, 1000);
  EXPECT_LT(found, 39000);
}

// The service scan reads a byte pair every few bytes and compares groups of words sharing
// their first four bytes; the abbreviations are found from `C` to `C`. Over many generated
// texts, mixing service words, their pieces and cases with other bytes, it answers as the
// plain search does.
TEST(EntryKindsTest, ServiceScanMatchesThePlainSearch) {
  const std::vector<std::string_view> fragments = {
      "committee", "COMMITTEE", "Commit", "Chair", "chai",      "review", "Review For",
      "reviewin",  "organi",    "zer",    "ser",   "Served On", "ved as", "serving",
      " as",       " on",       "pc",     "PC",    " member",   "shadow", " pc",
      "Steer",     "ing",       "TPC",    "AEC",   "AE",        "C",      "T",
      "P",         "x",         "9",      " ",     ",",         "-",      "\xC3\xA9",
      "\n",        "(",         ")",      "edit",  "Editor",    "or"};
  ExpectWordScanMatches(fragments, 14, internal::ServesSomething, ReferenceServesSomething);
}

// Every service word at every offset (each remainder of the scan's stride), at the end of the
// text and before more of it; one letter short it does not serve.
TEST(EntryKindsTest, ServiceWordsAtEveryOffset) {
  for (const std::string_view word : {"committee", "chair", "review for", "organising", "editor",
                                      "serving on", "pc member", "shadow pc", "steering"}) {
    for (size_t pad = 0; pad < 10; ++pad) {
      const std::string before(pad, 'x');
      SCOPED_TRACE(before + std::string(word));
      EXPECT_TRUE(internal::ServesSomething(before + std::string(word)));
      EXPECT_TRUE(internal::ServesSomething(before + std::string(word) + " of tests"));
      EXPECT_FALSE(
          internal::ServesSomething(before + std::string(word.substr(0, word.size() - 1))));
    }
  }
  EXPECT_TRUE(internal::ServesSomething("PC"));
  EXPECT_TRUE(internal::ServesSomething("x (TPC)"));
  EXPECT_TRUE(internal::ServesSomething("AEC, Example 2024"));
  EXPECT_FALSE(internal::ServesSomething("APC, AECs, TPCx, 9PC"));
  EXPECT_FALSE(internal::ServesSomething(""));
}

// The venue and status test as first written: each word searched for in the lower-cased text
// on its own.
bool ReferenceNamesVenueOrStatus(std::string_view text) {
  static constexpr std::array<std::string_view, 12> kWords = {
      "proc",  "journal",  "conference",   "workshop",  "symposium", "transactions",
      "arxiv", "preprint", "under review", "submitted", "to appear", "doi"};
  return LowerCasedHasAny(text, kWords);
}

// The venue and status words are found in one pass reading a byte pair every few bytes. Over
// many generated texts, mixing the words, their pieces and cases with other bytes, it answers
// as the search word by word does.
TEST(EntryKindsTest, VenueScanMatchesThePlainSearch) {
  const std::vector<std::string_view> fragments = {
      "proc",    "PROC",         "Pro",      "c",    "Journal",  "journ",   "al",        "Conf",
      "erence",  "conference",   "Workshop", "work", "shop",     "Sympo",   "sium",      "trans",
      "actions", "arXiv",        "ar",       "xiv",  "Preprint", "pre",     "print",     "under",
      " review", "Under Review", "Submit",   "ted",  "to",       " appear", "To Appear", "doi",
      "DOI",     "do",           "i",        "x",    "9",        " ",       ",",         ".",
      ":",       "\xC3\xA9",     "\n",       "(",    "*"};
  ExpectWordScanMatches(fragments, 10, internal::NamesVenueOrStatus, ReferenceNamesVenueOrStatus);
}

// Every venue and status word at every offset (each remainder of the scan's stride), in any
// case, ending the text and before more of it; one letter short it names nothing. The
// three-byte `doi` ending the text is found from the text's last byte alone.
TEST(EntryKindsTest, VenueWordsAtEveryOffset) {
  for (const std::string_view word :
       {"proc", "journal", "conference", "workshop", "symposium", "transactions", "arxiv",
        "preprint", "under review", "submitted", "to appear", "doi"}) {
    std::string upper(word);
    for (char& c : upper) {
      c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    for (size_t pad = 0; pad < 10; ++pad) {
      const std::string before(pad, 'x');
      SCOPED_TRACE(before + std::string(word));
      EXPECT_TRUE(internal::NamesVenueOrStatus(before + std::string(word)));
      EXPECT_TRUE(internal::NamesVenueOrStatus(before + upper));
      EXPECT_TRUE(internal::NamesVenueOrStatus(before + std::string(word) + " of tests"));
      EXPECT_FALSE(
          internal::NamesVenueOrStatus(before + std::string(word.substr(0, word.size() - 1))));
      EXPECT_FALSE(internal::NamesVenueOrStatus(before + std::string(word.substr(1))));
    }
  }
  EXPECT_FALSE(internal::NamesVenueOrStatus(""));
  EXPECT_FALSE(internal::NamesVenueOrStatus("d"));
  EXPECT_TRUE(internal::NamesVenueOrStatus("In Proceedings of Examples"));
}

// Whether one of `words` starts a word of `text` (no ASCII letter before it), in any case,
// searched for word by word in the lower-cased text.
bool ReferenceStartsAWord(std::string_view text, const std::vector<std::string_view>& words) {
  std::string lower(text);
  for (char& c : lower) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  for (const std::string_view word : words) {
    for (size_t at = lower.find(word); at != std::string::npos; at = lower.find(word, at + 1)) {
      if (at == 0 || std::isalpha(static_cast<unsigned char>(lower[at - 1])) == 0) {
        return true;
      }
    }
  }
  return false;
}

const std::vector<std::string_view> kAwardWordsAsWritten = {"award",
                                                            "prize",
                                                            "fellowship",
                                                            "scholarship",
                                                            "grant",
                                                            "honorable mention",
                                                            "honourable mention",
                                                            "medal"};
const std::vector<std::string_view> kTalkWordsAsWritten = {
    "talk", "keynote", "invited lecture", "seminar", "presentation", "panelist", "panel"};
const std::vector<std::string_view> kNewsWordsAsWritten = {
    "accepted", "joined",    "will ", "received", "won",   "released", "started",  "selected",
    "awarded",  "presented", "gave",  "is out",   "moved", "defended", "graduated"};

EntryKind ReferenceAwardOrTalk(std::string_view text) {
  if (ReferenceStartsAWord(text, kAwardWordsAsWritten)) {
    return EntryKind::kAward;
  }
  return ReferenceStartsAWord(text, kTalkWordsAsWritten) ? EntryKind::kTalk : EntryKind::kOther;
}

// Award, talk and news words are found in one pass reading a byte pair every few bytes, and
// count where no letter stands before them. Over many generated texts, mixing the words, their
// pieces and cases with letters, digits and other bytes, the answers are those of the search
// word by word.
TEST(EntryKindsTest, AwardTalkAndNewsScansMatchThePlainSearch) {
  const std::vector<std::string_view> fragments = {"award",     "AWARD",     "Awar",
                                                   "d",         "Prize",     "priz",
                                                   "e",         "fellow",    "ship",
                                                   "Schol",     "arship",    "grant",
                                                   "Honorable", " Mention",  "honourable mention",
                                                   "medal",     "Talk",      "tal",
                                                   "k",         "keynote",   "Invited",
                                                   " lecture",  "seminar",   "Presentation",
                                                   "panel",     "ist",       "accepted",
                                                   "Joined",    "will",      " ",
                                                   "received",  "won",       "wo",
                                                   "n",         "Released",  "start",
                                                   "ed",        "selected",  "gave",
                                                   "is",        " out",      "moved",
                                                   "defend",    "graduated", "x",
                                                   "9",         "(",         "\xC3\xA9",
                                                   ",",         "-",         "\n"};
  std::mt19937 rng(1130);
  std::array<int, 3> kinds{};
  int news = 0;
  for (int i = 0; i < 40000; ++i) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, fragments, 8);
    const EntryKind expected = ReferenceAwardOrTalk(text);
    kinds[expected == EntryKind::kAward ? 0 : expected == EntryKind::kTalk ? 1 : 2] += 1;
    ASSERT_EQ(internal::AwardOrTalkByWords(text), expected) << "[" << text << "]";
    const bool says_news = ReferenceStartsAWord(text, kNewsWordsAsWritten);
    news += says_news ? 1 : 0;
    ASSERT_EQ(internal::SaysNews(text), says_news) << "[" << text << "]";
  }
  for (const int count : kinds) {
    EXPECT_GT(count, 1000);
  }
  EXPECT_GT(news, 1000);
  EXPECT_LT(news, 39000);
}

// Every award, talk and news word at every offset, in any case, after a blank or a digit,
// ending the text or before more of it; after a letter, or one letter short, it does not count.
TEST(EntryKindsTest, AwardTalkAndNewsWordsAtEveryOffset) {
  const auto upper = [](std::string_view word) {
    std::string out(word);
    for (char& c : out) {
      c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    return out;
  };
  for (size_t pad = 0; pad < 10; ++pad) {
    const std::string before = std::string(pad, 'x') + " ";
    const std::string glued(pad + 1, 'x');
    for (const std::string_view word : kAwardWordsAsWritten) {
      SCOPED_TRACE(before + std::string(word));
      EXPECT_EQ(internal::AwardOrTalkByWords(before + std::string(word)), EntryKind::kAward);
      EXPECT_EQ(internal::AwardOrTalkByWords(before + "9" + upper(word) + " x"), EntryKind::kAward);
      EXPECT_EQ(internal::AwardOrTalkByWords("talk " + before + std::string(word)),
                EntryKind::kAward);
      EXPECT_EQ(internal::AwardOrTalkByWords(glued + std::string(word)), EntryKind::kOther);
      EXPECT_EQ(internal::AwardOrTalkByWords(before + std::string(word.substr(0, word.size() - 1))),
                EntryKind::kOther);
    }
    for (const std::string_view word : kTalkWordsAsWritten) {
      SCOPED_TRACE(before + std::string(word));
      EXPECT_EQ(internal::AwardOrTalkByWords(before + std::string(word)), EntryKind::kTalk);
      EXPECT_EQ(internal::AwardOrTalkByWords(before + "(" + upper(word) + ")"), EntryKind::kTalk);
      EXPECT_EQ(internal::AwardOrTalkByWords(glued + std::string(word)), EntryKind::kOther);
    }
    for (const std::string_view word : kNewsWordsAsWritten) {
      SCOPED_TRACE(before + std::string(word));
      EXPECT_TRUE(internal::SaysNews(before + std::string(word)));
      EXPECT_TRUE(internal::SaysNews(before + upper(word) + "x"));
      EXPECT_FALSE(internal::SaysNews(glued + std::string(word)));
      EXPECT_FALSE(internal::SaysNews(before + std::string(word.substr(0, word.size() - 1))));
    }
  }
  EXPECT_EQ(internal::AwardOrTalkByWords(""), EntryKind::kOther);
  EXPECT_FALSE(internal::SaysNews(""));
  EXPECT_TRUE(internal::SaysNews("won"));
  EXPECT_TRUE(internal::SaysNews("\xC3\xA9won"));  // a byte above ASCII is no letter
}

// A news word ending the entry, with fewer than four bytes after its start, still counts.
TEST(EntryKindsTest, NewsWordAtTheVeryEnd) {
  const auto p = std::make_unique<ParsedText>("- **Mar 2024** The team won\n- **Mar 2024** wo\n");
  EXPECT_THAT(Kinds(p->doc), ::testing::ElementsAre("news", "other"));
}

// The word scans rule out four byte pairs (and the byte after each) a step, twelve bytes, and
// read the text's last bytes pair by pair. Every word of every scan, in lower and upper case, at
// every place of the first steps, after blanks or letters and before tails of every length up
// to past a step, and one letter short, is answered as the plain searches answer.
TEST(EntryKindsTest, WordScansAtEveryPlaceOfALongText) {
  std::vector<std::string_view> words = {"committee", "chair",      "review for", "organising",
                                         "editor",    "serving on", "pc member",  "shadow pc",
                                         "steering",  "proc",       "journal",    "under review",
                                         "to appear", "doi",        "arxiv"};
  words.insert(words.end(), kAwardWordsAsWritten.begin(), kAwardWordsAsWritten.end());
  words.insert(words.end(), kTalkWordsAsWritten.begin(), kTalkWordsAsWritten.end());
  words.insert(words.end(), kNewsWordsAsWritten.begin(), kNewsWordsAsWritten.end());
  const auto expect_as_plain = [](const std::string& text) {
    SCOPED_TRACE("[" + text + "]");
    EXPECT_EQ(internal::ServesSomething(text), ReferenceServesSomething(text));
    EXPECT_EQ(internal::NamesVenueOrStatus(text), ReferenceNamesVenueOrStatus(text));
    EXPECT_EQ(internal::AwardOrTalkByWords(text), ReferenceAwardOrTalk(text));
    EXPECT_EQ(internal::SaysNews(text), ReferenceStartsAWord(text, kNewsWordsAsWritten));
  };
  int found = 0;
  for (const std::string_view word : words) {
    std::string upper(word);
    for (char& c : upper) {
      c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    for (const std::string& form : {std::string(word), upper}) {
      for (size_t pad = 0; pad < 30; ++pad) {
        for (const size_t tail : {0, 1, 2, 3, 7, 13}) {
          for (const char filler : {' ', 'q'}) {
            const std::string before(pad, filler);
            const std::string after(tail, filler);
            expect_as_plain(before + form + after);
            expect_as_plain(before + form.substr(0, form.size() - 1) + after);
            found += ReferenceServesSomething(before + form + after) ? 1 : 0;
          }
        }
      }
    }
  }
  EXPECT_GT(found, 1000);
}

// Over long generated texts (up to forty pieces: many steps of the scans), each scan answers
// as its plain search does.
TEST(EntryKindsTest, WordScansOfLongTextsMatchThePlainSearches) {
  const std::vector<std::string_view> fragments = {
      "Committee", "chai",   "r",    "review",  " for",    "Organi",   "zer",   "edit",
      "or",        "served", " on",  "pc",      " mem",    "ber",      "Steer", "ing",
      "proc",      "Journ",  "al",   "to",      " appear", "doi",      "arXiv", "award",
      "Prize",     "grant",  "Talk", "keynote", "panel",   "ist",      "won",   "Joined",
      "will",      " ",      "x",    "9",       ",",       "\xC3\xA9", "-",     "\n"};
  std::mt19937 rng(1201);
  int served = 0;
  for (int i = 0; i < 20000; ++i) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, fragments, 40);
    served += ReferenceServesSomething(text) ? 1 : 0;
    ASSERT_EQ(internal::ServesSomething(text), ReferenceServesSomething(text))
        << "[" << text << "]";
    ASSERT_EQ(internal::NamesVenueOrStatus(text), ReferenceNamesVenueOrStatus(text))
        << "[" << text << "]";
    ASSERT_EQ(internal::AwardOrTalkByWords(text), ReferenceAwardOrTalk(text)) << "[" << text << "]";
    ASSERT_EQ(internal::SaysNews(text), ReferenceStartsAWord(text, kNewsWordsAsWritten))
        << "[" << text << "]";
  }
  EXPECT_GT(served, 1000);
  EXPECT_LT(served, 19000);
}

}  // namespace
}  // namespace cvtidy::testing_entry_kinds
