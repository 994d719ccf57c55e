// The comparable form of a person's name: what name/variant and name/owner-highlight treat as
// one person. The extraction of author lists is tested through the parser in
// tests/parse/names_parse_test.cc.
#include "src/extract/names.h"

#include <string>
#include <string_view>

#include "gtest/gtest.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_names {
namespace {

bool Same(std::string_view a, std::string_view b) {
  return SameNameSpelling(MakeNameKey(a), MakeNameKey(b));
}

bool Initials(std::string_view abbreviated, std::string_view full) {
  return InitialsMatch(MakeNameKey(abbreviated), MakeNameKey(full));
}

TEST(NameKeyTest, SplitsFamilyGivenAndInitials) {
  const NameKey k = MakeNameKey("Min-Seo Park");
  EXPECT_EQ(k.family, "park");
  EXPECT_EQ(k.given, "minseo");
  EXPECT_EQ(k.initials, "ms");
  EXPECT_EQ(k.word_count, 2);
  EXPECT_FALSE(k.abbreviated);
  // Word order is compared for three words or more only: two words leave `words` empty.
  EXPECT_EQ(k.words, "");
}

TEST(NameKeyTest, SortsTheWordsOfLongerNames) {
  const NameKey k = MakeNameKey("Wei-Lan Zhou Ode");
  EXPECT_EQ(k.words, "lan ode wei zhou");
  EXPECT_EQ(k.given, "weilanzhou");
  EXPECT_EQ(k.initials, "wlz");
  EXPECT_EQ(k.family, "ode");
  EXPECT_EQ(k.word_count, 3);
  EXPECT_EQ(MakeNameKey("E.W. Lund").words, "e lund w");
  EXPECT_EQ(MakeNameKey("Nan(Ted) Jiang Lu").words, "jiang lu nan");
}

TEST(NameKeyTest, WordsWithoutLettersStillCount) {
  // A word that folds to nothing is a word: a given name that is not an initial, or an empty
  // family name.
  const NameKey k = MakeNameKey("J. \u2020 Lin");
  EXPECT_EQ(k.word_count, 3);
  EXPECT_FALSE(k.abbreviated);
  EXPECT_EQ(k.given, "j");
  EXPECT_EQ(k.family, "lin");
  EXPECT_EQ(MakeNameKey("Ada -").family, "");
  EXPECT_FALSE(MakeNameKey("A- Lin").abbreviated);
  EXPECT_EQ(MakeNameKey("(Ted)").word_count, 0);
}

TEST(NameKeyTest, SameSpellingWhereverTheFamilyNameStarts) {
  // Every split of the same letters into given and family names spells the same name; one
  // letter changed anywhere does not. Compared with the two strings built and compared.
  const std::string letters = "minseopark";
  for (size_t i = 1; i < letters.size(); ++i) {
    for (size_t j = 1; j < letters.size(); ++j) {
      for (size_t changed = 0; changed <= letters.size(); ++changed) {
        std::string other = letters;
        if (changed < other.size()) {
          other[changed] = 'x';
        }
        NameKey a;
        a.given = letters.substr(0, i);
        a.family = letters.substr(i);
        NameKey b;
        b.given = other.substr(0, j);
        b.family = other.substr(j);
        EXPECT_EQ(SameNameSpelling(a, b), a.given + a.family == b.given + b.family)
            << i << " " << j << " " << changed;
        EXPECT_EQ(SameNameSpelling(b, a), a.given + a.family == b.given + b.family);
      }
    }
  }
  NameKey shorter;
  shorter.given = "min";
  shorter.family = "park";
  NameKey longer;
  longer.given = "minseo";
  longer.family = "park";
  EXPECT_FALSE(SameNameSpelling(shorter, longer));
}

TEST(NameKeyTest, FoldsAccentsAndCase) {
  const NameKey k = MakeNameKey("Zo\u00eb V\u00e1rga-\u0141und");
  EXPECT_EQ(k.family, "vargalund");
  EXPECT_EQ(k.given, "zoe");
  EXPECT_EQ(MakeNameKey("RENÉE OKAFOR").given, "renee");
  // Apostrophes and periods are dropped, hyphens split the parts, in ASCII and not.
  const NameKey marked = MakeNameKey("J.-\u00c9. O'Neil-Br\u00e1 Ode");
  EXPECT_EQ(marked.given, "jeoneilbra");
  EXPECT_EQ(marked.initials, "jeob");
  EXPECT_EQ(marked.words, "bra e j ode oneil");
}

TEST(NameKeyTest, RecognisesInitials) {
  EXPECT_TRUE(MakeNameKey("J. Lin").abbreviated);
  EXPECT_TRUE(MakeNameKey("S.-Y. Park").abbreviated);
  EXPECT_EQ(MakeNameKey("S.-Y. Park").initials, "sy");
  EXPECT_TRUE(MakeNameKey("B. K. Ode").abbreviated);
  EXPECT_FALSE(MakeNameKey("Joseph E. Varga").abbreviated);
  EXPECT_FALSE(MakeNameKey("Jo Lin").abbreviated);
}

TEST(NameKeyTest, GluedInitialsAreInitials) {
  const NameKey k = MakeNameKey("E.W. Lund");
  EXPECT_TRUE(k.abbreviated);
  EXPECT_EQ(k.initials, "ew");
  EXPECT_TRUE(Same("E.W. Lund", "E. W. Lund"));
  EXPECT_TRUE(Initials("E.W. Lund", "Eva Wren Lund"));
}

TEST(NameKeyTest, FoldsRomanianCommaBelowLetters) {
  EXPECT_EQ(MakeNameKey("Ana \u0218tefan").family, "stefan");
  EXPECT_EQ(StripAccents("Ana \u0218tefan-\u021aurcan"), "Ana Stefan-Turcan");
}

TEST(StripAccentsTest, KeepsCaseAndOtherCharacters) {
  EXPECT_EQ(StripAccents("Zo\u00eb V\u00e1rga"), "Zoe Varga");
  EXPECT_EQ(StripAccents("R. G. Ode"), "R. G. Ode");
  EXPECT_EQ(StripAccents("Lena Ma\u0308rk"), "Lena Mark");  // combining diaeresis
}

TEST(NameKeyTest, DropsNicknames) {
  EXPECT_EQ(MakeNameKey("Nan(Ted) Lu").given, "nan");
  EXPECT_TRUE(Same("Nan(Ted) Lu", "Nan Lu"));
}

TEST(SameNameSpellingTest, HyphensSpacesAndCaseInGivenNames) {
  EXPECT_TRUE(Same("Min-Seo Park", "Minseo Park"));
  EXPECT_TRUE(Same("Hae-Won Okafor", "Hae-won Okafor"));
  EXPECT_TRUE(Same("Yun Seo Lee", "Yunseo Lee"));
  EXPECT_TRUE(Same("Zo\u00eb Varga", "Zoe Varga"));
  EXPECT_TRUE(Same("Ada Lind-Varga", "Ada Lind Varga"));
}

TEST(SameNameSpellingTest, WordOrderOnlyForThreeWords) {
  EXPECT_TRUE(Same("Wei Lan Zhou", "Lan Zhou Wei"));
  // Two words swapped may be two people: `Li Jun` and `Jun Li`.
  EXPECT_FALSE(Same("Jun Li", "Li Jun"));
}

TEST(SameNameSpellingTest, DifferentPeopleSharingAFamilyName) {
  EXPECT_FALSE(Same("Jun Li", "Jin Li"));
  EXPECT_FALSE(Same("A. Kim", "B. Kim"));
  EXPECT_FALSE(Same("Min-Seo Park", "Min Park"));
  EXPECT_FALSE(Same("Ada Quill", "Tomas Quill"));
  // Initials are not a spelling of the full name: InitialsMatch decides.
  EXPECT_FALSE(Same("J. Lin", "Jin Lin"));
}

TEST(InitialsMatchTest, CompatibleInitials) {
  EXPECT_TRUE(Initials("J. Lin", "Jin Lin"));
  EXPECT_TRUE(Initials("S.-Y. Park", "Seo-Yeon Park"));
  EXPECT_TRUE(Initials("S. Park", "Seo-Yeon Park"));
  EXPECT_TRUE(Initials("B. K. Ode", "Ben Kai Ode"));
}

TEST(InitialsMatchTest, IncompatibleInitials) {
  EXPECT_FALSE(Initials("A. Kim", "Bo Kim"));
  EXPECT_FALSE(Initials("J. Lin", "Jin Lu"));
  EXPECT_FALSE(Initials("S.-Y. Park", "Seoyeon Park"));
  EXPECT_FALSE(Initials("S.-Y. Park", "Seo-Jin Park"));
  // Both full or both abbreviated: not an initials match.
  EXPECT_FALSE(Initials("Jin Lin", "Jin Lin"));
  EXPECT_FALSE(Initials("J. Lin", "J. Lin"));
}

TEST(NameKeyTest, KeyIsTheKeysOfItsWordsPutTogether) {
  // Each word is folded on its own: a name's given names are its words' keys before the last,
  // back to back, its family name the last word's, whatever the spaces and nicknames around.
  // Words shorter and longer than eight bytes, and letters on either side of an eight-byte
  // boundary next to a hyphen, an accent or a mark.
  const std::string_view kWords[] = {"Min-Seo",
                                     "Zo\u00eb",
                                     "O'Neil",
                                     "J.",
                                     "S.-Y.",
                                     "Nan(Ted)",
                                     "E",
                                     "de",
                                     "Lind-Varga",
                                     "Wolfeschlegel",
                                     "ABCDEFGH",
                                     "Abcdefg\u00e9h",
                                     "Abcdefgh-Ijklmnopq"};
  for (std::string_view a : kWords) {
    for (std::string_view b : kWords) {
      for (std::string_view c : kWords) {
        const std::string name = std::string(a) + "  " + std::string(b) + " " + std::string(c);
        const NameKey k = MakeNameKey(name);
        const NameKey ka = MakeNameKey(a);
        const NameKey kb = MakeNameKey(b);
        const NameKey kc = MakeNameKey(c);
        EXPECT_EQ(k.word_count, 3) << name;
        EXPECT_EQ(k.given, ka.family + kb.family) << name;
        EXPECT_EQ(k.family, kc.family) << name;
        // A one-word key has no given names: its initials come from a two-word name.
        EXPECT_EQ(k.initials, MakeNameKey(std::string(a) + " X").initials +
                                  MakeNameKey(std::string(b) + " X").initials)
            << name;
      }
    }
  }
}

TEST(NameKeyTest, LongNamesAndNicknamesInAnyPlace) {
  // Longer than any name in a CV: the key is built the same.
  const std::string given = "A" + std::string(150, 'a');
  const std::string family = "B" + std::string(150, 'b');
  const NameKey k = MakeNameKey(given + " " + family);
  EXPECT_EQ(k.given, "a" + std::string(150, 'a'));
  EXPECT_EQ(k.family, "b" + std::string(150, 'b'));
  EXPECT_EQ(k.initials, "a");
  // A nickname alone is no word; after glued initials it is dropped like after a word.
  EXPECT_EQ(MakeNameKey("(Ted) Nan Lu").word_count, 2);
  EXPECT_EQ(MakeNameKey("(Ted) Nan Lu").given, "nan");
  const NameKey glued = MakeNameKey("E.W.(Ed) Lund");
  EXPECT_TRUE(glued.abbreviated);
  EXPECT_EQ(glued.initials, "ew");
  EXPECT_EQ(glued.word_count, 3);
  // Shaped like glued initials at first, but not: one word.
  const NameKey not_glued = MakeNameKey("A.Bc Lund");
  EXPECT_EQ(not_glued.word_count, 2);
  EXPECT_EQ(not_glued.given, "abc");
  EXPECT_FALSE(not_glued.abbreviated);
}

TEST(SameLettersTest, TheGivenAndFamilyNamesReadAsOneRun) {
  // Against the two spellings built and compared, over names whose letters split differently.
  const std::string_view kNames[] = {"Ada Lind-Varga",
                                     "Adal Indvarga",
                                     "Ada Lind Varga",
                                     "Ad Alindvarga",
                                     "Ada Lindvarg",
                                     "A. Lindvarga",
                                     "Zo\u00eb Park",
                                     "Zoe Park",
                                     "Zoep Ark",
                                     "Park",
                                     "",
                                     "(Ted)"};
  for (std::string_view a : kNames) {
    for (std::string_view b : kNames) {
      const NameKey ka = MakeNameKey(a);
      const NameKey kb = MakeNameKey(b);
      EXPECT_EQ(SameLetters(ka, kb), ka.given + ka.family == kb.given + kb.family)
          << a << " / " << b;
    }
  }
}

TEST(NameKeyTest, InitialsOfManyPartsOnTheStackAndOnTheHeap) {
  // The initials are written after the folded letters: as many as the letters, in a text short
  // enough for the stack buffers and in one too long for them.
  for (const size_t parts : {1, 2, 40, 63, 64, 65, 100}) {
    std::string name;
    std::string letters;
    for (size_t i = 0; i < parts; ++i) {
      const char letter = static_cast<char>('A' + i % 26);
      name += i == 0 ? "" : "-";
      name += letter;
      letters += static_cast<char>(letter + 32);
    }
    name += " Lu";
    const NameKey k = MakeNameKey(name);
    EXPECT_EQ(k.initials, letters) << name;
    EXPECT_EQ(k.given, letters) << name;
    EXPECT_EQ(k.family, "lu") << name;
    EXPECT_EQ(k.abbreviated, true) << name;
  }
}

TEST(NameKeyTest, EmptyAndOddInput) {
  EXPECT_TRUE(MakeNameKey("").family.empty());
  EXPECT_EQ(MakeNameKey("  Ada   Quill ").family, "quill");
  EXPECT_FALSE(SameNameSpelling(MakeNameKey(""), MakeNameKey("")));
}

}  // namespace
}  // namespace cvtidy::testing_names
