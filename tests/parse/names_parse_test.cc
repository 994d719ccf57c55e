// The parser runs the name extractor after the structure is built: author lists of
// publication entries and the CV owner's name. Every person here is fictional.
#include <string>
#include <string_view>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/extract/names.h"
#include "src/model/document.h"
#include "src/parse/parse.h"
#include "src/source/source.h"
#include "tests/extract/venue_test_table.h"
#include "tests/parse/parse_test_util.h"

namespace cvtidy {
namespace {

using testing_util::TestVenues;

// A compact picture of every author list: names separated by ` | `, each followed by
// `[b]` (bold), `[i]`, `[u]` and its mark as written; then list attributes in braces.
std::vector<std::string> Lists(const Document& doc) {
  std::vector<std::string> out;
  for (const AuthorList& list : doc.author_lists()) {
    std::string s;
    for (const PersonName& n : doc.NamesOf(list)) {
      if (!s.empty()) {
        s += " | ";
      }
      s += doc.Text(n.range);
      if (n.emphasis == NameEmphasis::kBold) {
        s += "[b]";
      } else if (n.emphasis == NameEmphasis::kItalic) {
        s += "[i]";
      } else if (n.emphasis == NameEmphasis::kUnderline) {
        s += "[u]";
      }
      s += doc.Text(n.mark_range);
    }
    std::string attrs;
    if (list.conjunction == AuthorConjunction::kAnd) {
      attrs += list.oxford_comma ? " oxford-and" : " and";
    } else if (list.conjunction == AuthorConjunction::kAmpersand) {
      attrs += list.oxford_comma ? " oxford-&" : " &";
    }
    if (!list.et_al.empty()) {
      attrs += " et-al=" + std::string(doc.Text(list.et_al));
    }
    if (!list.elision.empty()) {
      attrs += " elision=" + std::string(doc.Text(list.elision));
    }
    if (!list.note.empty()) {
      attrs += " note-mark=" + std::string(doc.Text(list.note_mark));
    }
    if (list.open_end) {
      attrs += " open-end";
    }
    if (!attrs.empty()) {
      s += " {" + attrs.substr(1) + "}";
    }
    out.push_back(std::move(s));
  }
  return out;
}

std::vector<std::string> ListsOf(std::string_view text) {
  const Source source = Source::FromBytes("cv.md", std::string(text));
  const Document doc = Parse(source, ParseOptions{&TestVenues()});
  testing_util::ExpectWellFormed(doc);
  // Every name lies inside its list and its line; lists are in order.
  uint32_t next = 0;
  for (uint32_t k = 0; k < doc.author_lists().size(); ++k) {
    const AuthorList& list = doc.author_lists()[k];
    EXPECT_EQ(list.first_name, next);
    EXPECT_LT(list.first_name, list.end_name);
    next = list.end_name;
    for (const PersonName& n : doc.NamesOf(list)) {
      EXPECT_EQ(n.list, k);
      EXPECT_TRUE(list.range.Contains(n.outer_range));
      EXPECT_TRUE(n.outer_range.Contains(n.range));
      EXPECT_TRUE(doc.lines()[n.line].range.Contains(n.outer_range));
    }
  }
  EXPECT_EQ(next, doc.names().size());
  return Lists(doc);
}

std::string OwnerOf(std::string_view text) {
  const Source source = Source::FromBytes("cv.md", std::string(text));
  const Document doc = Parse(source, ParseOptions{&TestVenues()});
  return std::string(doc.Text(doc.owner_name()));
}

using ::testing::ElementsAre;
using ::testing::IsEmpty;

constexpr std::string_view kHead = "# Ada Quill\n\n## Publications\n\n";

std::vector<std::string> Pubs(std::string_view body) {
  return ListsOf(std::string(kHead) + std::string(body));
}

TEST(NamesParseTest, EveryNameKeyIsTheKeyOfItsWrittenName) {
  // The parser builds the keys in place: each must be MakeNameKey of its name, short names
  // and names whose key strings are too long to be held inline alike.
  const std::string text = std::string(kHead) +
                           "- Ada Quill, Min-Seo Park, and Tomas Quill. Tiered Logs for Flash. "
                           "In Proc. OSDI, 2021.\n"
                           "- Maximiliana Wolkenbruch-Esterhazy, Jean-Baptiste Delacroix-Morel, "
                           "Bo Li, and Ada Quill. A Long Title. In Proc. SOSP, 2019.\n"
                           "- A. Quill, J. R. R. Tolvane and K. Oyelaran-Whitfield. Short. "
                           "In Proc. NSDI, 2018.\n";
  const Source source = Source::FromBytes("cv.md", text);
  const Document doc = Parse(source, ParseOptions{&TestVenues()});
  ASSERT_GE(doc.names().size(), 9u);
  ASSERT_EQ(doc.name_keys().size(), doc.names().size());
  for (size_t i = 0; i < doc.names().size(); ++i) {
    const std::string_view written = doc.Text(doc.names()[i].range);
    const NameKey want = MakeNameKey(written);
    const NameKey& got = doc.name_keys()[i];
    EXPECT_EQ(got.family, want.family) << written;
    EXPECT_EQ(got.given, want.given) << written;
    EXPECT_EQ(got.words, want.words) << written;
    EXPECT_EQ(got.initials, want.initials) << written;
    EXPECT_EQ(got.abbreviated, want.abbreviated) << written;
    EXPECT_EQ(got.word_count, want.word_count) << written;
    EXPECT_EQ(got.letters_hash, want.letters_hash) << written;
  }
}

TEST(NamesParseTest, ListBeforeTitleWithOxfordAnd) {
  EXPECT_THAT(Pubs("- **Ada Quill**, Min-Seo Park, and Tomas Quill. Tiered Logs for Flash. "
                   "OSDI 2024.\n"),
              ElementsAre("Ada Quill[b] | Min-Seo Park | Tomas Quill {oxford-and}"));
}

TEST(NamesParseTest, AndWithoutOxfordCommaAndAmpersand) {
  EXPECT_THAT(Pubs("- Ben Ode, Cy Lu and **Ada Quill**. Sparse Leases. EuroSys 2023.\n"
                   "- Ben Ode & **Ada Quill**. Paging for Tiny Models. NSDI 2022.\n"),
              ElementsAre("Ben Ode | Cy Lu | Ada Quill[b] {and}", "Ben Ode | Ada Quill[b] {&}"));
}

TEST(NamesParseTest, LabelAndQuotedTitleAfterTheList) {
  EXPECT_THAT(Pubs("- [C3] Ben Ode, **Ada Quill**, Cy Lu, \u201cSparse Leases\u201d, EuroSys "
                   "2023.\n"
                   "1. Dee Ray, Ada Quill. Widget Logs. OSDI 2021.\n"),
              ElementsAre("Ben Ode | Ada Quill[b] | Cy Lu", "Dee Ray | Ada Quill"));
}

TEST(NamesParseTest, ContributionMarksAndNotes) {
  EXPECT_THAT(
      Pubs("- Ben Ode\\*, **Ada Quill\\***, Cy Lu (\\*equal contribution). Leases. NSDI 2022.\n"
           "- Wei Lan Zhou<sup>\\*</sup>, **Ada Quill<sup>\\*</sup>**, Joseph E. Varga "
           "(<sup>\\*</sup>Equal Contribution) USENIX Symposium on Widgets\n"
           "- Ben Ode\u2020, **Ada Quill**<sup>*</sup>, Cy Lu*. Logs. OSDI 2024.\n"
           "- Ada Quill* (Equal Contribution), Ben Ode*, and Cy Lu. Tiered Logs. OSDI 2025.\n"),
      ElementsAre("Ben Ode\\* | Ada Quill[b]\\* | Cy Lu {note-mark=\\*}",
                  "Wei Lan Zhou<sup>\\*</sup> | Ada Quill[b]<sup>\\*</sup> | Joseph E. Varga "
                  "{note-mark=<sup>\\*</sup>}",
                  "Ben Ode\u2020 | Ada Quill[b]<sup>*</sup> | Cy Lu*",
                  "Ada Quill* | Ben Ode* | Cy Lu {oxford-and note-mark=}"));
}

TEST(NamesParseTest, ElisionsAndEtAl) {
  EXPECT_THAT(Pubs("- Tomas Quill, ..., **Ada Quill**, ..., Cy Lu. Big Paper. OSDI 2024.\n"
                   "- Ada Quill, Ben Ode, et al. Bigger Paper. OSDI 2023.\n"
                   "- Ada Quill, Ben Ode \u2026 Cy Lu. Other Paper. OSDI 2022.\n"),
              ElementsAre("Tomas Quill | Ada Quill[b] | Cy Lu {elision=...}",
                          "Ada Quill | Ben Ode {et-al=et al.}",
                          "Ada Quill | Ben Ode | Cy Lu {elision=\u2026}"));
}

TEST(NamesParseTest, EveryFormOfEtAlElisionAndAffiliationAfterAnyAuthor) {
  // Each is first told by its first byte: every form whose first byte differs, and names that
  // start like one (`Evan`, `Eli`) but are names.
  EXPECT_THAT(
      Pubs("- Ada Quill, Ben Ode, Et al. Paper One. OSDI 2024.\n"
           "- Ada Quill, Ben Ode, *et al.* Paper Two. OSDI 2023.\n"
           "- Ada Quill, Ben Ode, _et. al_ Paper Three. OSDI 2022.\n"
           "- Ada Quill, Evan Lu, Eli Fox. Paper Four. OSDI 2021.\n"
           "- Ada Quill, Ben Ode, .... Cy Lu. Paper Five. OSDI 2020.\n"
           "- Ada Quill<sup>1,2</sup>, Ben Ode<sup>2</sup>\u2020, Cy Lu<br>Paper Six.\n"),
      ElementsAre("Ada Quill | Ben Ode {et-al=Et al.}", "Ada Quill | Ben Ode {et-al=*et al.*}",
                  "Ada Quill | Ben Ode {et-al=_et. al_}", "Ada Quill | Evan Lu | Eli Fox",
                  "Ada Quill | Ben Ode | Cy Lu {elision=....}",
                  "Ada Quill | Ben Ode\u2020 | Cy Lu"));
}

TEST(NamesParseTest, WordsEndAtTheirLastLetterWhateverFollows) {
  // Inner hyphens and apostrophes (ASCII or U+2019) go on only before a letter; an ASCII or a
  // non-ASCII byte that is neither ends the word. (`Eli Fox-.` ends in a hyphen, which no list
  // ends with: the name is dropped.)
  EXPECT_THAT(Pubs("- Ada O\u2019Neil, Jean-Luc Ode, Dee D'Arcy-Lind, Cy Lu\u2020, Eli Fox-. "
                   "Paper. OSDI 2024.\n"
                   "- Ada Quill\u2019s Ben Ode, Cy Lu'. Paper Two. OSDI 2023.\n"),
              ElementsAre("Ada O\u2019Neil | Jean-Luc Ode | Dee D'Arcy-Lind | Cy Lu\u2020"));
}

TEST(NamesParseTest, ListEndingOnTheLineBeforeItsScanStopped) {
  // The last item read, on the next line, ran into the title and was dropped: the list ends on
  // the first line, and whether it is open is read there.
  EXPECT_THAT(Pubs("- Ada Quill, Ben Ode, Cy Lu,\n"
                   "  Dee Ray Tiered Logs for Flash. OSDI 2024.\n"),
              ElementsAre("Ada Quill | Ben Ode | Cy Lu"));
}

TEST(NamesParseTest, AuthorsOnTheLineAfterTheTitle) {
  // A bold title with a hard break, then the authors (converter output), and a title
  // paragraph followed by an author paragraph (OCR).
  EXPECT_THAT(Pubs("- OSDI 2024* **Tiered Logs for Flash**  \n"
                   "**Ada Quill**, Ben Ode, Cy Lu  \n"
                   "arxiv:2401.01234\n"
                   "\n"
                   "Sparse Leases Without Clocks\n"
                   "\n"
                   "Dee Ray, Ada Quill, and Eli Fox\n"
                   "\n"
                   "EuroSys 2023\n"),
              ElementsAre("Ada Quill[b] | Ben Ode | Cy Lu",
                          "Dee Ray | Ada Quill | Eli Fox "
                          "{oxford-and}"));
}

TEST(NamesParseTest, ParticlesAccentsHyphensNicknamesInitials) {
  EXPECT_THAT(Pubs("- Ana de Souza, Zo\u00eb V\u00e1rga-Lind, Jan van der Berg, Nan(Ted) Lu, "
                   "S.-Y. Park, B. K. Ode, Seamus O'Neil. Title Words. OSDI 2024.\n"),
              ElementsAre("Ana de Souza | Zo\u00eb V\u00e1rga-Lind | Jan van der Berg | "
                          "Nan(Ted) Lu | S.-Y. Park | B. K. Ode | Seamus O'Neil"));
}

TEST(NamesParseTest, TitleAndVenueRunIntoTheList) {
  EXPECT_THAT(Pubs("Fennel: Logs for Flash Arrays Ada Quill, Ben Ode, Cy Lu IEEE Transactions "
                   "on Widgets (TOW 2024)\n"
                   "\n"
                   "**Sparse Leases** Dee Ray\\*, **Ada Quill\\***, Eli Fox\n"
                   "\n"
                   "Tomas Quill, Ada Quill, Cy Lu USENIX Symposium on Widgets (OSDI 2022)\n"),
              ElementsAre("Ada Quill | Ben Ode | Cy Lu", "Dee Ray\\* | Ada Quill[b]\\* | Eli Fox",
                          "Tomas Quill | Ada Quill | Cy Lu"));
}

TEST(NamesParseTest, ListWrappedOverTwoLinesAndMissingSpace) {
  EXPECT_THAT(Pubs("- Ada Quill, Ben Ode,\n"
                   "  Cy Lu and Dee Ray. Tiered Logs. OSDI 2024.\n"
                   "- Ada Quill,Ben Ode. Leases. OSDI 2023.\n"),
              ElementsAre("Ada Quill | Ben Ode | Cy Lu | Dee Ray {and}", "Ada Quill | Ben Ode"));
}

TEST(NamesParseTest, SingleAuthorOnlyWhenOwnerOrBold) {
  EXPECT_THAT(Pubs("- Ada Quill. Alone Again. OSDI 2024.\n"
                   "- Ben Ode. Not Mine. OSDI 2023.\n"
                   "- **Cy Lu**. Highlighted. OSDI 2022.\n"),
              ElementsAre("Ada Quill", "Cy Lu[b]"));
}

TEST(NamesParseTest, TitlesWithCommasAreNotAuthorLists) {
  EXPECT_THAT(Pubs("- Fast, Cheap, and Correct Leases for Flash. OSDI 2024.\n"
                   "- Tiered Logs, Flash Arrays and Remote Memory. OSDI 2023.\n"
                   "- **Logs, Leases, and Locks**. OSDI 2022.\n"
                   "- Widgets, Gadgets, Gizmos: A Survey. OSDI 2021.\n"),
              IsEmpty());
}

TEST(NamesParseTest, PlacesAndInstitutionsAreNotNames) {
  EXPECT_THAT(Pubs("- Lisbon, Portugal\n"
                   "- New York, USA\n"
                   "- Example University, Springfield, IL\n"
                   "- Widget Institute of Technology, Example University\n"
                   "- Talk at Example Lab, Gadget Research Center, 2023\n"),
              IsEmpty());
}

TEST(NamesParseTest, ConjunctionBeforeANonNameIsNotAList) {
  EXPECT_THAT(Pubs("- Ben Ode, Cy Lu and the Widget Team. Report. OSDI 2024.\n"), IsEmpty());
}

TEST(NamesParseTest, OnlyInPublicationSections) {
  EXPECT_THAT(ListsOf("# Ada Quill\n\n## Education\n\n- Ben Ode, Cy Lu, Dee Ray\n\n"
                      "## Teaching\n\nAdvisors: Ben Ode, Cy Lu\n"),
              IsEmpty());
  // Publication-like titles, also nested under another heading.
  EXPECT_THAT(ListsOf("# Ada Quill\n\n## Research\n\n### Preprints\n\n- Ben Ode, Ada Quill. "
                      "Title. 2024.\n\n## PATENTS\n\n1. **Ada Quill**, Ben Ode. A Widget. US "
                      "Patent 1,234,567, 2022.\n"),
              ElementsAre("Ben Ode | Ada Quill", "Ada Quill[b] | Ben Ode"));
}

TEST(NamesParseTest, OneListPerEntry) {
  EXPECT_THAT(Pubs("- Ada Quill, Ben Ode. Tiered Logs. OSDI 2024.\n"
                   "  Cy Lu, Dee Ray (shepherds)\n"),
              ElementsAre("Ada Quill | Ben Ode"));
}

TEST(NamesParseTest, EditorsAreNotAuthors) {
  EXPECT_THAT(Pubs("- Ledger Trees. In Hana Moss, Ivo Park, Jun Sato (Eds.), Proceedings of the "
                   "Workshop on Field Robots, 2021.\n"
                   "- Soft Grippers. In K. Lind and M. Ross (eds), Workshop on Soft Robots, "
                   "2020.\n"
                   "- Sheep Drones. A chapter edited by Omar Quist, Pia Rho, Quin Sol. Field "
                   "Press, 2019.\n"
                   "- Ben Ode, Cy Lu and Dee Ray. Sparse Leases. In Eli Fox and Fay Lund "
                   "(Eds.), EuroSys 2023.\n"),
              ElementsAre("Ben Ode | Cy Lu | Dee Ray {and}"));
}

TEST(NamesParseTest, GluedInitialsAndRomanianLetters) {
  EXPECT_THAT(Pubs("- A. Quill, E.E. Fox, I. \u0218tefan and C. Lu. Sparse Leases. EuroSys "
                   "2023.\n"),
              ElementsAre("A. Quill | E.E. Fox | I. \u0218tefan | C. Lu {and}"));
}

TEST(NamesParseTest, OpenEndUnlessTheLineBreakIsHard) {
  EXPECT_THAT(Pubs("Ben Ode, Cy Lu, Ada Quill\n**Sparse Leases.** EuroSys 2023.\n\n"
                   "Ben Ode, Cy Lu, Ada Quill  \n**Widget Logs.** OSDI 2021.\n\n"
                   "Ben Ode, Cy Lu, Ada Quill<br>\n**Tiny Pages.** NSDI 2022.\n\n"
                   "Ben Ode, Cy Lu, Ada Quill, J.\nStanek. **Leases.** ATC 2020.\n"),
              ElementsAre("Ben Ode | Cy Lu | Ada Quill {open-end}", "Ben Ode | Cy Lu | Ada Quill",
                          "Ben Ode | Cy Lu | Ada Quill", "Ben Ode | Cy Lu | Ada Quill {open-end}"));
}

TEST(FindOwnerNameTest, FirstHeadingOrLine) {
  EXPECT_EQ(OwnerOf("# Ada Quill\n\n## Education\n"), "Ada Quill");
  EXPECT_EQ(OwnerOf("\n\nAda Quill\n\nEmail: ada@example.org\n"), "Ada Quill");
  EXPECT_EQ(OwnerOf("# ADA QUILL\n"), "ADA QUILL");
  EXPECT_EQ(OwnerOf("**Ada Min-Seo Quill**\n"), "Ada Min-Seo Quill");
  EXPECT_EQ(OwnerOf("# **Zo\u00eb de Souza**\n"), "Zo\u00eb de Souza");
  EXPECT_EQ(OwnerOf("Ada Quill, Ph.D.\n"), "Ada Quill");
  EXPECT_EQ(OwnerOf("CURRICULUM VITAE\n\nAda Quill\n"), "Ada Quill");
  EXPECT_EQ(OwnerOf("<!-- cvtidy-disable date/* -->\n# Ada Quill\n"), "Ada Quill");
}

TEST(FindOwnerNameTest, NoNameAtTheTop) {
  EXPECT_EQ(OwnerOf("## Education\n\nAda Quill\n"), "");
  EXPECT_EQ(OwnerOf("#### Ph.D. Student (Computer Science)\n\nAda Quill\n"), "");
  EXPECT_EQ(OwnerOf("ada.quill@example.org\n"), "");
  EXPECT_EQ(OwnerOf("Example University, 1 Main Road, Springfield\n"), "");
  EXPECT_EQ(OwnerOf("Research Interests\n"), "");
  EXPECT_EQ(OwnerOf("CURRICULUM VITAE\n\nEDUCATION\n"), "");
  EXPECT_EQ(OwnerOf("I am a systems researcher.\n"), "");
  EXPECT_EQ(OwnerOf(""), "");
}

}  // namespace
}  // namespace cvtidy
