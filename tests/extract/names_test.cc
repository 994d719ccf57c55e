// The comparable form of a person's name: what name/variant and name/owner-highlight treat as
// one person. The extraction of author lists is tested through the parser in
// tests/parse/names_parse_test.cc.
#include "src/extract/names.h"

#include <algorithm>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

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

// What a character is to a name word, for the reference below: the few characters the test
// texts hold beyond ASCII.
enum class CharKind { kUpper, kLower, kMark, kQuote, kOther };
struct Char {
  CharKind kind;
  size_t size;
};
Char CharAt(std::string_view text, size_t pos) {
  if (pos >= text.size()) {
    return {CharKind::kOther, 0};
  }
  const char c = text[pos];
  if (c >= 'A' && c <= 'Z') {
    return {CharKind::kUpper, 1};
  }
  if (c >= 'a' && c <= 'z') {
    return {CharKind::kLower, 1};
  }
  const std::string_view rest = text.substr(pos);
  if (rest.starts_with("\u00c9")) {
    return {CharKind::kUpper, 2};
  }
  if (rest.starts_with("\u00e9") || rest.starts_with("\u0142")) {
    return {CharKind::kLower, 2};
  }
  if (rest.starts_with("\u0301")) {
    return {CharKind::kMark, 2};
  }
  if (rest.starts_with("\u2019")) {
    return {CharKind::kQuote, 3};
  }
  return {CharKind::kOther, 1};
}

bool IsLetterKind(CharKind kind) { return kind == CharKind::kUpper || kind == CharKind::kLower; }

// A name word read one character at a time.
internal::NameWord ReferenceNameWord(std::string_view text, size_t pos) {
  if (CharAt(text, pos).kind != CharKind::kUpper) {
    return {pos, 0, true};
  }
  internal::NameWord word{pos, 0, true};
  size_t p = pos;
  while (p < text.size()) {
    const Char c = CharAt(text, p);
    if (IsLetterKind(c.kind)) {
      ++word.letters;
      word.all_upper = word.all_upper && c.kind == CharKind::kUpper;
      p += c.size;
    } else if (c.kind == CharKind::kMark) {
      p += c.size;
    } else if ((text[p] == '-' || text[p] == '\'') && IsLetterKind(CharAt(text, p + 1).kind)) {
      p += 1;
    } else if (c.kind == CharKind::kQuote && IsLetterKind(CharAt(text, p + 3).kind)) {
      p += 3;
    } else {
      break;
    }
  }
  word.end = p;
  return word;
}

// The reader takes a run of ASCII letters eight bytes a load: from every position of many
// texts, runs shorter and longer than eight, capitals and not, ending at every kind of byte and
// at the text's end, it reads the word read one character at a time.
TEST(NameWordTest, ReadsTheWordReadOneCharacterAtATime) {
  const std::vector<std::string_view> fragments = {
      "A",      "Zq",     "b",      "ABCDEFGH", "abcdefghij", "Wolfeschlegel", "-",
      "'",      " ",      ",",      ".",        "1",          "\u00c9",        "\u00e9",
      "\u0142", "\u0301", "\u2019", "\u00d7",   "(",          "QRSTUVWXYZab",  "Quill",
      "Lu"};
  std::mt19937 rng(20261130);
  std::uniform_int_distribution<int> count(1, 12);
  std::uniform_int_distribution<size_t> pick(0, fragments.size() - 1);
  for (int i = 0; i < 20000; ++i) {
    std::string text;
    for (int n = count(rng); n > 0; --n) {
      text += fragments[pick(rng)];
    }
    for (size_t pos = 0; pos <= text.size(); ++pos) {
      const internal::NameWord got = internal::ReadNameWord(text, pos);
      const internal::NameWord want = ReferenceNameWord(text, pos);
      ASSERT_EQ(got.end, want.end) << pos << " [" << text << "]";
      ASSERT_EQ(got.letters, want.letters) << pos << " [" << text << "]";
      ASSERT_EQ(got.all_upper, want.all_upper) << pos << " [" << text << "]";
    }
  }
  EXPECT_EQ(internal::ReadNameWord("Wolfeschlegelstein, Ada", 0).end, 18u);
  EXPECT_FALSE(internal::ReadNameWord("ABCDEFGHIJKLMNOPq", 0).all_upper);
  EXPECT_TRUE(internal::ReadNameWord("ABCDEFGHIJKLMNOP q", 0).all_upper);
  EXPECT_EQ(internal::ReadNameWord("ada", 0).end, 0u);
}

// The key of an ASCII name (no nickname, no glued initials) built word by word and letter by
// letter, for the property test below.
NameKey ReferenceAsciiKey(std::string_view written) {
  std::vector<std::string_view> words;
  for (size_t p = 0; p < written.size();) {
    const size_t space = std::min(written.find(' ', p), written.size());
    if (space > p) {
      words.push_back(written.substr(p, space - p));
    }
    p = space + 1;
  }
  NameKey key;
  if (words.empty()) {
    return key;
  }
  std::vector<std::string> parts;
  bool given_all_initials = true;
  for (size_t w = 0; w < words.size(); ++w) {
    std::string letters;
    size_t hyphen_parts = 1;
    std::string part;
    const auto end_part = [&] {
      if (!part.empty()) {
        parts.push_back(part);
        if (w + 1 < words.size()) {
          key.initials += part[0];
        }
      }
      part.clear();
    };
    for (const char c : words[w]) {
      if (c == '-') {
        end_part();
        ++hyphen_parts;
      } else if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
        const char lower = static_cast<char>(c | 0x20);
        letters += lower;
        part += lower;
      }
    }
    end_part();
    if (w + 1 < words.size()) {
      key.given += letters;
      given_all_initials = given_all_initials && !letters.empty() && letters.size() == hyphen_parts;
    } else {
      key.family = letters;
    }
  }
  if (words.size() >= 3) {
    std::sort(parts.begin(), parts.end());
    for (const std::string& part : parts) {
      key.words += (key.words.empty() ? "" : " ") + part;
    }
  }
  key.abbreviated = words.size() > 1 && given_all_initials;
  key.word_count = static_cast<uint8_t>(words.size());
  return key;
}

// The key folds a run of ASCII letters eight bytes a load, the last of them from the text's
// last eight bytes: names of every length, words short and long, ending anywhere, give the key
// built letter by letter.
TEST(NameKeyTest, FoldsEightBytesAtATimeAsLetterByLetter) {
  const std::vector<std::string_view> words = {
      "Q",  "Jo", "Ada",    "J.",       "S.-Y.",         "O'Neil",      "Jo-Ann", "de",
      "A-", "-B", "Quill.", "ABCDEFGH", "Wolfeschlegel", "Abcdefg-Hij", "xY",     "Lund"};
  std::mt19937 rng(20261130);
  std::uniform_int_distribution<int> count(1, 5);
  std::uniform_int_distribution<size_t> pick(0, words.size() - 1);
  std::uniform_int_distribution<int> blanks(1, 2);
  for (int i = 0; i < 20000; ++i) {
    std::string name;
    for (int n = count(rng); n > 0; --n) {
      name += words[pick(rng)];
      name += std::string(static_cast<size_t>(blanks(rng)), ' ');
    }
    name.resize(name.size() - (rng() % 3 == 0 ? 0 : name.size() - name.find_last_not_of(' ') - 1));
    const NameKey got = MakeNameKey(name);
    const NameKey want = ReferenceAsciiKey(name);
    ASSERT_EQ(got.family, want.family) << "[" << name << "]";
    ASSERT_EQ(got.given, want.given) << "[" << name << "]";
    ASSERT_EQ(got.initials, want.initials) << "[" << name << "]";
    ASSERT_EQ(got.words, want.words) << "[" << name << "]";
    ASSERT_EQ(got.abbreviated, want.abbreviated) << "[" << name << "]";
    ASSERT_EQ(got.word_count, want.word_count) << "[" << name << "]";
  }
}

TEST(NameKeyTest, EmptyAndOddInput) {
  EXPECT_TRUE(MakeNameKey("").family.empty());
  EXPECT_EQ(MakeNameKey("  Ada   Quill ").family, "quill");
  EXPECT_FALSE(SameNameSpelling(MakeNameKey(""), MakeNameKey("")));
}

// Fictional names whose letters collide across the given/family split, in case and accents,
// and run past eight and sixteen bytes (the hash reads eight a step), some long enough for
// the heap buffer.
std::string RandomHashedName(std::mt19937& rng, size_t max_words) {
  static constexpr std::string_view kWords[] = {
      "Min-Seo", "Minseo", "Min",      "Seo",      "Park",       "Lind-Varga",
      "Lind",    "Varga",  "Zo\u00eb", "Zoe",      "K\u00f6nig", "Konig",
      "J.",      "S.-Y.",  "E.W.",     "Abcdefgh", "Abcdefghi",  "Abcdefghijklmnop",
      "A",       "(Ted)",  "-",
  };
  std::string name;
  const size_t words = std::uniform_int_distribution<size_t>(1, max_words)(rng);
  for (size_t w = 0; w < words; ++w) {
    if (!name.empty()) {
      name += ' ';
    }
    name += kWords[std::uniform_int_distribution<size_t>(0, std::size(kWords) - 1)(rng)];
  }
  return name;
}

TEST(NameKeyTest, LettersHashIsTheHashOfGivenAndFamilyTogether) {
  std::mt19937 rng(20261130);
  for (int n = 0; n < 3000; ++n) {
    const std::string name = RandomHashedName(rng, 12);
    const NameKey k = MakeNameKey(name);
    if (k.word_count == 0) {
      EXPECT_EQ(k.letters_hash, 0u) << name;
      continue;
    }
    EXPECT_EQ(k.letters_hash, internal::HashNameLetters(k.given + k.family)) << name;
    EXPECT_NE(k.letters_hash, 0u) << name;
  }
  // Wherever the family name starts, the same letters hash alike.
  EXPECT_EQ(MakeNameKey("Ada Lind-Varga").letters_hash, MakeNameKey("Ada Lind Varga").letters_hash);
  EXPECT_NE(MakeNameKey("Abcdefgh Ij").letters_hash, MakeNameKey("Abcdefgh Ik").letters_hash);
}

TEST(SameNameSpellingTest, MadeKeysAsTheirStringsCompared) {
  // The letters' hashes rule pairs out first: compared with the strings built and compared.
  // Names of up to three words, drawn from few parts: many pairs spell the same letters.
  std::mt19937 rng(7);
  std::vector<NameKey> keys;
  for (int n = 0; n < 150; ++n) {
    keys.push_back(MakeNameKey(RandomHashedName(rng, 3)));
  }
  int same_apart = 0;  // pairs of two draws spelled alike
  for (size_t i = 0; i < keys.size(); ++i) {
    for (size_t j = 0; j < keys.size(); ++j) {
      const NameKey& a = keys[i];
      const NameKey& b = keys[j];
      const bool expected = !a.family.empty() && !b.family.empty() &&
                            a.abbreviated == b.abbreviated &&
                            (a.given + a.family == b.given + b.family ||
                             (a.word_count >= 3 && b.word_count >= 3 && a.words == b.words));
      same_apart += expected && i != j ? 1 : 0;
      EXPECT_EQ(SameNameSpelling(a, b), expected)
          << a.given << "|" << a.family << " vs " << b.given << "|" << b.family;
    }
  }
  EXPECT_GT(same_apart, 100);  // the comparison is not all misses
  // A key built by hand (no hash) still compares by its strings with a made one.
  NameKey by_hand;
  by_hand.given = "minseo";
  by_hand.family = "park";
  EXPECT_TRUE(SameNameSpelling(by_hand, MakeNameKey("Min-Seo Park")));
  EXPECT_TRUE(SameNameSpelling(MakeNameKey("Minseo Park"), by_hand));
}

// The not-a-name words are found through a filter bit and the words sharing it, the particles
// as packed integers: every word of each list is found, and no other word is, over each word
// cut short, run on, with a byte changed or its case turned, and over many generated words.
TEST(NameWordListsTest, FoundExactlyAsInTheLists) {
  const std::span<const std::string_view> not_name = internal::NotNameWords();
  const std::span<const std::string_view> particles = internal::Particles();
  const auto in = [](std::span<const std::string_view> list, std::string_view word) {
    return std::find(list.begin(), list.end(), word) != list.end();
  };
  const auto check = [&](const std::string& word) {
    EXPECT_EQ(internal::IsNotNameWord(word), in(not_name, word)) << word;
    EXPECT_EQ(internal::IsParticle(word), in(particles, word)) << word;
  };
  std::vector<std::string> words(not_name.begin(), not_name.end());
  words.insert(words.end(), particles.begin(), particles.end());
  for (const std::string& word : words) {
    EXPECT_TRUE(internal::IsNotNameWord(word) || internal::IsParticle(word)) << word;
    check(word);
    for (size_t n = 0; n < word.size(); ++n) {
      check(word.substr(0, n));
      check(word.substr(n));
      for (const char c : {'a', 'e', 's', 'Z', '.', '\0', '\xC3'}) {
        std::string changed = word;
        changed[n] = c;
        check(changed);
      }
      std::string turned = word;
      turned[n] = static_cast<char>(turned[n] ^ 0x20);
      check(turned);
    }
    for (const char c : {'s', 'a', '.', '\0'}) {
      check(word + c);
      check(std::string(1, c) + word);
    }
  }
  // Generated words of the letters the lists use most, of every size up to twelve.
  const std::string_view letters = "aAdDeEilnorsStTUvy.";
  std::mt19937 rng(20261201);
  std::uniform_int_distribution<size_t> size(0, 12);
  std::uniform_int_distribution<size_t> pick(0, letters.size() - 1);
  for (int i = 0; i < 200000; ++i) {
    std::string word(size(rng), ' ');
    for (char& c : word) {
      c = letters[pick(rng)];
    }
    check(word);
  }
}

// A list is tried only where the first byte (after spaces) may start an author: over generated
// texts of name words, marks, emphasis and punctuation, at every position, an author is read
// only where that test holds.
TEST(AuthorStartTest, AnAuthorIsReadOnlyWhereItsFirstByteMayStartOne) {
  const std::vector<std::string_view> fragments = {"Ada",
                                                   "Quill",
                                                   " ",
                                                   "  ",
                                                   ", ",
                                                   "J.",
                                                   "van",
                                                   "de",
                                                   "**",
                                                   "*",
                                                   "_",
                                                   "__",
                                                   "<b>",
                                                   "</b>",
                                                   "<u>",
                                                   "(Ted)",
                                                   "(",
                                                   ")",
                                                   "1",
                                                   "[",
                                                   "\"",
                                                   "\u00c9mile",
                                                   "\u00f8",
                                                   "\u201c",
                                                   ".",
                                                   "-",
                                                   "O'Neil",
                                                   "<sup>",
                                                   "\\*",
                                                   "\u2020",
                                                   "ABC",
                                                   "and ",
                                                   "& ",
                                                   "\t",
                                                   "University",
                                                   "van ",
                                                   "de la ",
                                                   "Ada Quill",
                                                   "J. Lin",
                                                   "**Ben Ode**",
                                                   "\u00c9mile Zola"};
  std::mt19937 rng(20261201);
  std::uniform_int_distribution<int> count(1, 10);
  std::uniform_int_distribution<size_t> pick(0, fragments.size() - 1);
  int read = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string text;
    for (int n = count(rng); n > 0; --n) {
      text += fragments[pick(rng)];
    }
    for (size_t pos = 0; pos <= text.size(); ++pos) {
      if (internal::ReadsAuthor(text, pos)) {
        ++read;
        EXPECT_TRUE(internal::MayStartAuthor(text, pos)) << text << " at " << pos;
      }
    }
  }
  // The texts hold authors to read: the property is not held vacuously.
  EXPECT_GT(read, 100);
  EXPECT_TRUE(internal::ReadsAuthor("  Ada Quill, Ben Ode", 0));
  EXPECT_FALSE(internal::MayStartAuthor("  [1] Ada Quill", 0));
  EXPECT_FALSE(internal::MayStartAuthor("Ada", 3));
  EXPECT_TRUE(internal::MayStartAuthor("**Ada Quill**", 0));
  EXPECT_TRUE(internal::MayStartAuthor("\u00c9mile Zola", 0));
}

}  // namespace
}  // namespace cvtidy::testing_names
