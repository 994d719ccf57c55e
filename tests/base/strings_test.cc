#include "src/base/strings.h"

#include <array>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

namespace cvtidy {
namespace {

TEST(StringsTest, Trim) {
  EXPECT_EQ(TrimAscii("  a b \t\r"), "a b");
  EXPECT_EQ(TrimAscii("   "), "");
}

TEST(StringsTest, ContainsWordIgnoreCase) {
  EXPECT_TRUE(ContainsWordIgnoreCase("We fine-tune models", "FINE-TUNE"));
  EXPECT_TRUE(ContainsWordIgnoreCase("Symposium on Systems", "systems"));
  EXPECT_FALSE(ContainsWordIgnoreCase("Subsystems matter", "systems"));  // a letter before
  EXPECT_FALSE(ContainsWordIgnoreCase("Systems2 matter", "systems"));    // a digit after
  EXPECT_FALSE(ContainsWordIgnoreCase("anything", ""));
  EXPECT_FALSE(ContainsWordIgnoreCase("", "word"));
}

TEST(StringsTest, ContainsWordIgnoreCaseByRareByteAgreesWithTheFirstLetterSearch) {
  // Words against texts that hold them at every offset, in other cases, touched by letters,
  // digits and punctuation, cut off at either end, and not at all.
  const std::vector<std::string> words = {"distributed", "fine-tune", "Zq",          "x",
                                          "-",           "e",         "data-driven", "JAZZ",
                                          "ab1",         "a-b-c",     "large-scale"};
  const std::vector<std::string> around = {"", " ", "a", "Z", "7", "-", ".", "\xC3\xA9", "_"};
  for (const std::string& word : words) {
    std::vector<std::string> forms = {word, AsciiLower(word), word};
    for (char& c : forms[2]) {
      c = AsciiToUpper(c);
    }
    forms.push_back(word.substr(0, word.size() - 1));  // cut off
    forms.push_back(word.substr(1));
    for (const std::string& form : forms) {
      for (const std::string& before : around) {
        for (const std::string& after : around) {
          for (size_t pad = 0; pad < 3; ++pad) {
            const std::string text =
                std::string(pad, 'e') + " zebra z-a " + before + form + after + " tail";
            EXPECT_EQ(ContainsWordIgnoreCaseByRareByte(text, word),
                      ContainsWordIgnoreCase(text, word))
                << text << " / " << word;
            const std::string bare = before + form + after;
            EXPECT_EQ(ContainsWordIgnoreCaseByRareByte(bare, word),
                      ContainsWordIgnoreCase(bare, word))
                << bare << " / " << word;
          }
        }
      }
    }
  }
  EXPECT_TRUE(ContainsWordIgnoreCaseByRareByte("We fine-tune models", "FINE-TUNE"));
  EXPECT_FALSE(ContainsWordIgnoreCaseByRareByte("Subsystems matter", "systems"));
  EXPECT_FALSE(ContainsWordIgnoreCaseByRareByte("anything", ""));
  EXPECT_FALSE(ContainsWordIgnoreCaseByRareByte("", "word"));
  EXPECT_FALSE(ContainsWordIgnoreCaseByRareByte("jaz", "jazz"));  // longer than the text
}

TEST(StringsTest, EditDistance) {
  EXPECT_EQ(EditDistance("warn", "warning"), 3u);
  EXPECT_EQ(EditDistance("kitten", "sitting"), 3u);
  EXPECT_EQ(EditDistance("", "abc"), 3u);
  EXPECT_EQ(EditDistance("abcdef", "uvwxyz", 2), 3u);  // capped at limit + 1
}

TEST(StringsTest, SuggestClosest) {
  const std::array<std::string_view, 3> ids = {"date/future", "date/order", "date/mixed-format"};
  EXPECT_EQ(SuggestClosest("date/futur", ids), "date/future");
  EXPECT_EQ(SuggestClosest("date/mixed-formats", ids), "date/mixed-format");
  EXPECT_EQ(SuggestClosest("venue/unknown", ids), "");
}

TEST(StringsTest, GlobMatch) {
  EXPECT_TRUE(GlobMatch("date/*", "date/future"));
  EXPECT_TRUE(GlobMatch("*", "ocr/mojibake"));
  EXPECT_TRUE(GlobMatch("*/future", "date/future"));
  EXPECT_TRUE(GlobMatch("date/future", "date/future"));
  EXPECT_FALSE(GlobMatch("date/*", "venue/unknown"));
  EXPECT_FALSE(GlobMatch("date/futur", "date/future"));
  EXPECT_TRUE(GlobMatch("d*e/*u*e", "date/future"));
}

TEST(StringsTest, JsonEscape) {
  EXPECT_EQ(JsonEscape("a\"b\\c\nd\te\x01"), "a\\\"b\\\\c\\nd\\te\\u0001");
  EXPECT_EQ(JsonEscape("\xE2\x80\x93"), "\xE2\x80\x93");
}

TEST(StringsTest, SplitChar) {
  const auto parts = SplitChar("a,,b", ',');
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_EQ(parts[1], "");
  EXPECT_EQ(parts[2], "b");
}

TEST(StringsTest, HtmlEmphasisTags) {
  EXPECT_EQ(HtmlEmphasisTagAt("<b>OSDI</b>", 0), 3u);
  EXPECT_EQ(HtmlEmphasisTagAt("<b>OSDI</b>", 7), 4u);
  EXPECT_EQ(HtmlEmphasisTagAt("<STRONG>x", 0), 8u);
  EXPECT_EQ(HtmlEmphasisTagAt("<li>x", 0), 0u);
  EXPECT_EQ(HtmlEmphasisTagAt("<b", 0), 0u);
  EXPECT_EQ(HtmlEmphasisTagBefore("<b>OSDI</b>", 11), 4u);
  EXPECT_EQ(HtmlEmphasisTagBefore("<b>OSDI</b>", 3), 3u);
  EXPECT_EQ(HtmlEmphasisTagBefore("a > b", 3), 0u);
}

TEST(StringsTest, IsMarkupBalanced) {
  EXPECT_TRUE(IsMarkupBalanced("OSDI 2024"));
  EXPECT_TRUE(IsMarkupBalanced("Long Name (**EuroSys**)"));
  EXPECT_TRUE(IsMarkupBalanced("Long Name (<b>OSDI</b>)"));
  EXPECT_TRUE(IsMarkupBalanced("*Long Name* (**AAAI**), 2023"));
  EXPECT_FALSE(IsMarkupBalanced("Long Name (<b>OSDI"));
  EXPECT_FALSE(IsMarkupBalanced("OSDI</b>)"));
  EXPECT_FALSE(IsMarkupBalanced("Long Name* (**AAAI**)"));
  EXPECT_FALSE(IsMarkupBalanced("(ACSAC, Poster"));
}

// The byte-by-byte reading IsMarkupBalanced was written as first.
bool MarkupBalancedByteByByte(std::string_view text) {
  // Emphasis markers count by runs: `**` opens bold once.
  int stars = 0;
  int underscores = 0;
  int parens = 0;
  int brackets = 0;
  int tags = 0;
  char previous = '\0';
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const char before = previous;
    previous = c;
    switch (c) {
      case '*':
        stars += before == '*' ? 0 : 1;
        break;
      case '_':
        underscores += before == '_' ? 0 : 1;
        break;
      case '(':
        ++parens;
        break;
      case ')':
        if (--parens < 0) {
          return false;
        }
        break;
      case '[':
        ++brackets;
        break;
      case ']':
        if (--brackets < 0) {
          return false;
        }
        break;
      case '<':
        if (const size_t len = HtmlEmphasisTagAt(text, i)) {
          if (text[i + 1] == '/' && --tags < 0) {
            return false;
          }
          tags += text[i + 1] == '/' ? 0 : 1;
          i += len - 1;
          previous = '>';
        }
        break;
      default:
        break;
    }
  }
  return stars % 2 == 0 && underscores % 2 == 0 && parens == 0 && brackets == 0 && tags == 0;
}

// IsMarkupBalanced passes over eight bytes at a time; the reference above reads every byte.
// They agree on every range of lines with emphasis, brackets and tags, closed and not,
// and with each markup byte (and its neighbours in the same byte range: `\`, `^`, `+`)
// inserted at every offset of a longer line.
TEST(StringsTest, IsMarkupBalancedMatchesAByteByByteReading) {
  for (const std::string_view text : {
           std::string_view("*Long Name* (**AAAI**), 2023"),
           std::string_view("**INFOCOM** '15 and __NSDI__ ([MSR'14][]) (x)"),
           std::string_view("<b>OSDI</b> <i>SOSP</i> <strong>x</strong> </em>y<em> <bad>"),
           std::string_view("_a_ ***b*** )( ][ [(*_<b>_*)] <b"),
           std::string_view("plain text without markup of any kind, caf\xC3\xA9"),
       }) {
    for (size_t b = 0; b <= text.size(); ++b) {
      for (size_t e = b; e <= text.size(); ++e) {
        const std::string_view range = text.substr(b, e - b);
        EXPECT_EQ(IsMarkupBalanced(range), MarkupBalancedByteByByte(range)) << "`" << range << "`";
      }
    }
  }
  const std::string base = "Long Name of Systems (LNS 2024) and <i>Networks</i>: a caf\xC3\xA9";
  for (const std::string_view insert : {"*", "_", "(", ")", "[", "]", "<", "\\", "^", "+", "<b>",
                                        "</b>", "**", "__", ")(", "\xE2\x80\x94"}) {
    for (size_t at = 0; at <= base.size(); ++at) {
      std::string text = base;
      text.insert(at, insert);
      EXPECT_EQ(IsMarkupBalanced(text), MarkupBalancedByteByByte(text)) << "`" << text << "`";
    }
  }
}

TEST(AsciiLowerIntoTest, UsesTheBufferWhenTheWordFitsElseTheHeap) {
  std::array<char, 8> buffer;
  std::string heap;
  const std::string_view short_word = AsciiLowerInto("NeurIPS", buffer, heap);
  EXPECT_EQ(short_word, "neurips");
  EXPECT_EQ(short_word.data(), buffer.data());
  EXPECT_TRUE(heap.empty());
  const std::string_view long_word = AsciiLowerInto("EuroSys-Workshop", buffer, heap);
  EXPECT_EQ(long_word, "eurosys-workshop");
  EXPECT_EQ(long_word.data(), heap.data());
  EXPECT_EQ(AsciiLowerInto("", buffer, heap), "");
}

TEST(StringsTest, FindDigitOrMatchesAByteByByteSearch) {
  // Every position of each kind of byte, on both sides of the eight-byte steps: letters,
  // punctuation next to the digit range (`/`, `:`), UTF-8 bytes whose low seven bits are a
  // digit or `+` (0xB0-0xB9, 0xAB), the digits and `+`.
  const std::string fillers[] = {"a", "/", ":", "*", "\xC3\xB0", "\xE2\x80\xAB", " "};
  const std::string hits[] = {"0", "5", "9", "+"};
  for (const std::string& filler : fillers) {
    for (const std::string& hit : hits) {
      for (size_t at = 0; at < 20; ++at) {
        std::string text;
        while (text.size() < at) {
          text += filler;
        }
        const size_t expected = text.size();
        text += hit;
        for (size_t k = 0; k < 5; ++k) {
          text += filler;
        }
        EXPECT_EQ(FindDigitOr(text, 0, '+'), expected) << at << " " << filler << " " << hit;
        EXPECT_EQ(FindDigitOr(text, expected + 1, '+'), text.size());
      }
    }
  }
  EXPECT_EQ(FindDigitOr("", 0, '+'), 0u);
  EXPECT_EQ(FindDigitOr("abcdefghijkl-mn", 0, '-'), 12u);
  EXPECT_EQ(FindDigitOr("abcdefghijklmnopq", 3, '+'), 17u);
}

TEST(StringsTest, FindAsciiDigitFindsOnlyDigits) {
  // A UTF-8 byte whose low seven bits are a digit (0xB5) is not one.
  for (size_t at = 0; at < 20; ++at) {
    std::string text(at, 'x');
    text += "\xC2\xB5+";
    const size_t digit = text.size();
    text += "7abcdefghij";
    EXPECT_EQ(FindAsciiDigit(text), digit) << at;
    EXPECT_EQ(FindAsciiDigit(text, digit + 1), text.size()) << at;
  }
  EXPECT_EQ(FindAsciiDigit(""), 0u);
  EXPECT_EQ(FindAsciiDigit("Sep 2019", 2), 4u);
}

// Against a byte-by-byte search from the end, with the digit at every offset and every
// distance from the end, around a UTF-8 byte whose low seven bits are a digit (0xB5).
TEST(StringsTest, FindLastAsciiDigitMatchesAByteByByteSearch) {
  const auto reference = [](std::string_view text) {
    for (size_t i = text.size(); i > 0; --i) {
      if (IsAsciiDigit(text[i - 1])) {
        return i - 1;
      }
    }
    return kNpos;
  };
  for (size_t before = 0; before < 20; ++before) {
    for (size_t after = 0; after < 20; ++after) {
      std::string text = std::string(before, 'x') + "4" + std::string(after, 'y');
      if (text.size() / 2 != before) {
        text[text.size() / 2] = '\xB5';
      }
      EXPECT_EQ(FindLastAsciiDigit(text), reference(text)) << before << " " << after;
      EXPECT_EQ(FindLastAsciiDigit(text), before) << before << " " << after;
      std::string none = text;
      none[before] = '/';
      EXPECT_EQ(FindLastAsciiDigit(none), kNpos) << before << " " << after;
      const std::string two = text + "a9";
      EXPECT_EQ(FindLastAsciiDigit(two), two.size() - 1) << before << " " << after;
    }
  }
  EXPECT_EQ(FindLastAsciiDigit(""), kNpos);
  EXPECT_EQ(FindLastAsciiDigit("Sep 2019 - Present"), 7u);
}

// The eight-bytes-at-a-time scan finds what a byte-by-byte scan finds, from every offset, with
// the bytes at every lane of a word and in the tail after the last whole word.
TEST(StringsTest, FindFirstOfBytesMatchesAByteByByteScan) {
  const auto reference = [](std::string_view text, size_t from, char a, char b, char c) {
    for (size_t i = from; i < text.size(); ++i) {
      if (text[i] == a || text[i] == b || text[i] == c) {
        return i;
      }
    }
    return std::string_view::npos;
  };
  const std::string texts[] = {
      "",
      "Ada Quill",
      "Ada Quill, Ben Ode; Cy Lu. Tiered Logs? Yes! Done.",
      "no marks at all in this rather long line of words",
      ".?!,;.?!,;",
      "\xE2\x80\x9CSparse\xE2\x80\x9D, Z\xC3\xB6"
      "e Varga. End",
      std::string(40, 'x') + "." + std::string(7, 'y') + "!",
  };
  for (const std::string& text : texts) {
    for (size_t from = 0; from <= text.size() + 1; ++from) {
      EXPECT_EQ((FindFirstOfBytes<'.', '?', '!'>(text, from)), reference(text, from, '.', '?', '!'))
          << text << " @" << from;
      EXPECT_EQ((FindFirstOfBytes<',', ';'>(text, from)), reference(text, from, ',', ';', ';'))
          << text << " @" << from;
    }
  }
  // One mark at every position of a longer text.
  for (size_t at = 0; at < 33; ++at) {
    std::string text(33, 'a');
    text[at] = '?';
    for (size_t from = 0; from <= text.size(); ++from) {
      EXPECT_EQ((FindFirstOfBytes<'.', '?', '!'>(text, from)),
                reference(text, from, '.', '?', '!'));
    }
  }
}

TEST(StringsTest, FindBlankPairFindsTheFirstTwoBlanksInARow) {
  const auto reference = [](std::string_view text, size_t from) {
    for (size_t i = from; i + 1 < text.size(); ++i) {
      if (text[i] == ' ' && text[i + 1] == ' ') {
        return i;
      }
    }
    return text.size();
  };
  // A pair at every offset, straddling every eight-byte boundary, after single blanks.
  for (size_t at = 0; at < 24; ++at) {
    std::string text;
    for (size_t i = 0; i < at; ++i) {
      text += i % 3 == 2 ? ' ' : 'w';
    }
    text += "  x y";
    for (size_t from = 0; from <= text.size(); ++from) {
      EXPECT_EQ(FindBlankPair(text, from), reference(text, from)) << at << " from " << from;
    }
  }
  EXPECT_EQ(FindBlankPair("one two three four five"), 23u);
  EXPECT_EQ(FindBlankPair(""), 0u);
  EXPECT_EQ(FindBlankPair(" "), 1u);
  EXPECT_EQ(FindBlankPair("Engineer, Acme Corp     2019", 5), 19u);
}

// Against a byte-by-byte search, with the pair at every offset and every distance from the end
// and from `from`, next to bytes that fold to the pair's only when taken as letters (`@` and
// a backquote, a UTF-8 byte).
TEST(StringsTest, FindBytePairMatchesAByteByByteSearch) {
  const auto reference = [](std::string_view text, size_t from, char first, char second,
                            bool ignore_case) {
    const auto same = [&](char a, char b) {
      return a == b || (ignore_case && IsAsciiAlpha(b) && AsciiToLower(a) == AsciiToLower(b));
    };
    for (size_t j = from; j + 1 < text.size(); ++j) {
      if (same(text[j], first) && same(text[j + 1], second)) {
        return j;
      }
    }
    return std::string_view::npos;
  };
  struct Case {
    std::string_view pair;  // written in the text
    char first, second;     // looked for
    bool ignore_case;
  };
  for (const Case& c :
       {Case{"at", 'a', 't', true}, Case{"AT", 'a', 't', true}, Case{"aT", 'a', 't', true},
        Case{"At", 'a', 't', true}, Case{"At", 'a', 't', false}, Case{"  ", ' ', ' ', false},
        Case{"@x", '@', 'x', true}, Case{"`X", '@', 'x', true}}) {
    for (size_t before = 0; before < 20; ++before) {
      for (size_t after = 0; after < 12; ++after) {
        const std::string text = std::string(before, before % 2 == 0 ? '@' : 'a') +
                                 std::string(c.pair) +
                                 std::string(after, after % 3 == 0 ? '\xD4' : 'T');
        for (size_t from = 0; from <= text.size() + 1; ++from) {
          EXPECT_EQ(FindBytePair(text, from, c.first, c.second, c.ignore_case),
                    reference(text, from, c.first, c.second, c.ignore_case))
              << text << " from " << from;
        }
      }
    }
  }
  EXPECT_EQ(FindBytePair("", 0, 'a', 't', true), std::string_view::npos);
  EXPECT_EQ(FindBytePair("a", 0, 'a', 't', true), std::string_view::npos);
  EXPECT_EQ(FindBytePair("jo [at] example [dot] org", 0, 'a', 't', true), 4u);
  EXPECT_EQ(FindBytePair("Data at rest", 2, 'a', 't', true), 5u);
  EXPECT_EQ(FindBytePair("Data At rest", 2, 'a', 't'), std::string_view::npos);
  EXPECT_EQ(FindBytePair("Engineer, Acme Corp     2019", 5, ' ', ' '), 19u);
  EXPECT_EQ(FindBytePair("a `x and @X", 0, '@', 'x', true), 9u);  // `@` is no letter
}

TEST(StringsTest, PackLowerWordIgnoresCaseAndTellsSizesApart) {
  EXPECT_EQ(PackLowerWord("arXiv"), PackLowerWord("arxiv"));
  EXPECT_EQ(PackLowerWord("DOI"), PackLowerWord("doi"));
  EXPECT_EQ(PackLowerWord("0009"), PackLowerWord("0009"));
  EXPECT_NE(PackLowerWord("p"), PackLowerWord("pp"));
  EXPECT_NE(PackLowerWord("vol"), PackLowerWord("vols"));
  EXPECT_NE(PackLowerWord("doi"), PackLowerWord("dot"));
  EXPECT_NE(PackLowerWord("0000"), PackLowerWord("0009"));
  EXPECT_EQ(PackLowerWord(""), 0u);
  // Only the first eight bytes count.
  EXPECT_EQ(PackLowerWord("BUILDING"), PackLowerWord("buildings"));
}

// Strings equal but for ASCII case hash alike, at every length around the eight-byte steps;
// a different byte, a non-ASCII byte's case or a different length changes the hash.
TEST(StringsTest, HashIgnoreAsciiCase) {
  const std::string lower = "outstanding reviewer award, example symposium";
  for (size_t n = 0; n <= 20; ++n) {
    const std::string a = lower.substr(0, n);
    std::string b = a;
    for (size_t i = 0; i < b.size(); i += 2) {
      b[i] = AsciiToUpper(b[i]);
    }
    EXPECT_EQ(HashIgnoreAsciiCase(a), HashIgnoreAsciiCase(b)) << n;
    if (n > 0) {
      std::string c = a;
      c[n - 1] = c[n - 1] == 'x' ? 'y' : 'x';
      EXPECT_NE(HashIgnoreAsciiCase(a), HashIgnoreAsciiCase(c)) << n;
    }
  }
  EXPECT_NE(HashIgnoreAsciiCase("ab"), HashIgnoreAsciiCase(std::string_view("ab\0", 3)));
  EXPECT_NE(HashIgnoreAsciiCase("[x]"), HashIgnoreAsciiCase("{x}"));  // 0x5B/0x7B: not letters
  EXPECT_NE(HashIgnoreAsciiCase("\u00e9cole"), HashIgnoreAsciiCase("\u00c9cole"));
}

TEST(StringsTest, IsAscii) {
  EXPECT_TRUE(IsAscii(""));
  EXPECT_TRUE(IsAscii("Ada Quill, 2024"));
  EXPECT_FALSE(IsAscii("\u00c9lodie"));
}

size_t FirstDigitByteByByte(std::string_view text, size_t from) {
  for (size_t i = from; i < text.size(); ++i) {
    if (IsAsciiDigit(text[i])) {
      return i;
    }
  }
  return text.size();
}

size_t LastDigitByteByByte(std::string_view text) {
  for (size_t i = text.size(); i > 0; --i) {
    if (IsAsciiDigit(text[i - 1])) {
      return i - 1;
    }
  }
  return kNpos;
}

TEST(StringsTest, DigitSearchEdgeCases) {
  EXPECT_EQ(FindAsciiDigit("", 0), 0u);
  EXPECT_EQ(FindAsciiDigit("abc", 3), 3u);
  EXPECT_EQ(FindAsciiDigit("abc", 0), 3u);
  EXPECT_EQ(FindAsciiDigit("0", 0), 0u);
  EXPECT_EQ(FindAsciiDigit("a/:9", 0), 3u);
  // Sixteen bytes and one more: the digit in the last, short step.
  EXPECT_EQ(FindAsciiDigit("abcdefghijklmnop7", 0), 16u);
  EXPECT_EQ(FindAsciiDigit("abcdefghijklmnop7", 16), 16u);
  EXPECT_EQ(FindLastAsciiDigit(""), kNpos);
  EXPECT_EQ(FindLastAsciiDigit("no digits at all, not one"), kNpos);
  EXPECT_EQ(FindLastAsciiDigit("7abcdefghijklmnop"), 0u);
  EXPECT_EQ(FindLastAsciiDigit("1 and 2 and nothing after"), 6u);
}

// Random texts of bytes around the digits ('/', ':', high bytes) against a byte-by-byte search,
// from every start.
TEST(StringsTest, DigitSearchesMatchByteByByteFromEveryStart) {
  static constexpr char kBytes[] = {'0',    '5',    '9',    '/',    ':',    'a',    ' ',
                                    '\xB0', '\xB9', '\xE2', '\x80', '\x7F', '\x00', 'P'};
  std::mt19937 rng(11);
  for (int round = 0; round < 4000; ++round) {
    std::string text(rng() % 70, 'x');
    const int digit_odds = 1 + static_cast<int>(rng() % 40);
    for (char& c : text) {
      c = rng() % digit_odds == 0 ? '3' : kBytes[rng() % std::size(kBytes)];
    }
    if (round % 3 == 0) {
      // Mostly no digits at all: the long steps run to the end.
      for (char& c : text) {
        c = IsAsciiDigit(c) ? 'q' : c;
      }
    }
    for (size_t from = 0; from <= text.size(); ++from) {
      ASSERT_EQ(FindAsciiDigit(text, from), FirstDigitByteByByte(text, from))
          << "`" << text << "` from " << from;
    }
    ASSERT_EQ(FindLastAsciiDigit(text), LastDigitByteByByte(text)) << "`" << text << "`";
  }
}

// ShapeOf as a plain reading of its definition, one test per byte.
CaseShape ReferenceShapeOf(std::string_view word) {
  bool any_upper = false;
  bool any_lower = false;
  bool upper_after_first = false;
  for (size_t i = 0; i < word.size(); ++i) {
    const bool upper = word[i] >= 'A' && word[i] <= 'Z';
    any_upper = any_upper || upper;
    any_lower = any_lower || (word[i] >= 'a' && word[i] <= 'z');
    upper_after_first = upper_after_first || (i > 0 && upper);
  }
  if (!any_upper) {
    return CaseShape::kLower;
  }
  if (!any_lower) {
    return CaseShape::kUpper;
  }
  return word[0] >= 'A' && word[0] <= 'Z' && !upper_after_first ? CaseShape::kCapitalized
                                                                : CaseShape::kMixed;
}

TEST(StringsTest, ShapeOfAgreesWithItsDefinition) {
  EXPECT_EQ(ShapeOf(""), CaseShape::kLower);
  EXPECT_EQ(ShapeOf("systems"), CaseShape::kLower);
  EXPECT_EQ(ShapeOf("Systems"), CaseShape::kCapitalized);
  EXPECT_EQ(ShapeOf("SYSTEMS"), CaseShape::kUpper);
  EXPECT_EQ(ShapeOf("NeurIPS"), CaseShape::kMixed);
  EXPECT_EQ(ShapeOf("loT"), CaseShape::kMixed);
  EXPECT_EQ(ShapeOf("A"), CaseShape::kUpper);
  EXPECT_EQ(ShapeOf("2019"), CaseShape::kLower);
  // Bytes around the letter ranges (`@`, `[`, `` ` ``, `{`), and bytes of UTF-8 text, which
  // are no ASCII letters.
  const std::string alphabet = "AZaz@[`{09 -\x80\xC3\xA9\xFF";
  std::mt19937 random(11);
  for (int round = 0; round < 20000; ++round) {
    std::string word(random() % 9, ' ');
    for (char& c : word) {
      c = alphabet[random() % alphabet.size()];
    }
    EXPECT_EQ(ShapeOf(word), ReferenceShapeOf(word)) << word;
  }
}

}  // namespace
}  // namespace cvtidy
