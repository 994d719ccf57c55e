// structure/duplicate-line's prefilter (internal::RoughKey), compared with a plain reference
// that reads one byte at a time, and checked for the one property the rule relies on: lines
// whose cleaned keys are equal (ignoring case) have equal rough keys.
#include "rules/structure/duplicate_line.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/base/strings.h"
#include "src/config/config.h"
#include "src/engine/rule.h"
#include "src/engine/sink.h"
#include "src/parse/parse.h"
#include "src/source/source.h"
#include "tests/support/random_pieces.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_duplicate_line {
namespace {

// The length of a short tag at `s[i]` (`<b>`, `</sup>`, `<br/>`: a `<`, an optional `/`,
// letters, an optional `/`, a `>`, at most eight bytes from the `<` to the `>`), else 0.
size_t ReferenceTagLength(std::string_view s, size_t i) {
  if (s[i] != '<') {
    return 0;
  }
  size_t j = i + 1;
  if (j < s.size() && s[j] == '/') {
    ++j;
  }
  const size_t letters = j;
  while (j < s.size() && ((s[j] >= 'a' && s[j] <= 'z') || (s[j] >= 'A' && s[j] <= 'Z'))) {
    ++j;
  }
  if (j == letters) {
    return 0;
  }
  if (j < s.size() && s[j] == '/') {
    ++j;
  }
  if (j >= s.size() || s[j] != '>' || j - i > 8) {
    return 0;
  }
  return j + 1 - i;
}

// The rough key byte by byte: the lower-case code of each ASCII letter and digit outside the
// short tags (with the control bytes 0x10-0x19, which fold onto digits).
uint64_t ReferenceRoughKey(std::string_view s) {
  uint64_t sum = 0;
  size_t i = 0;
  while (i < s.size()) {
    if (const size_t tag = ReferenceTagLength(s, i); tag > 0) {
      i += tag;
      continue;
    }
    const auto c = static_cast<unsigned char>(s[i++]);
    if ((c >= '0' && c <= '9') || (c >= 0x10 && c <= 0x19)) {
      sum += c | 0x20u;
    } else if (c >= 'a' && c <= 'z') {
      sum += c;
    } else if (c >= 'A' && c <= 'Z') {
      sum += c + ('a' - 'A');
    }
  }
  return sum;
}

// Random text built from pieces a key keeps, drops or trims: letters of both cases, digits,
// emphasis and escapes, short tags and things that are not tags, blanks, punctuation,
// dashes, non-ASCII letters and a few control bytes.
std::string RandomText(std::mt19937& rng, size_t pieces) {
  static const std::vector<std::string_view> kPieces = {
      "a",
      "B",
      "z",
      "Q",
      "7",
      "0",
      "9",
      " ",
      "  ",
      "\t",
      "\n",
      "*",
      "**",
      "_",
      "\\",
      ",",
      ".",
      ";",
      ":",
      "-",
      "|",
      "(",
      ")",
      "/",
      "~",
      "<",
      ">",
      "<b>",
      "</b>",
      "<br/>",
      "<i>",
      "<",
      "</sup>",
      "<1>",
      "< b>",
      "<abcdefgh>",
      "<abcdefg>",
      "<sub>",
      "@",
      "[",
      "]",
      "\xE2\x80\x93",
      "\xE2\x80\x94",
      "\xC3\xA9",
      "\x10",
      "\x19",
      "\x1A",
      "{",
      "`",
      "Award",
      "of",
      "Example",
  };
  return testing_support::JoinRandomPieces(rng, kPieces, pieces);
}

TEST(DuplicateLineRoughKeyTest, MatchesAByteByByteSum) {
  for (const std::string_view text :
       {std::string_view(""), std::string_view("a"), std::string_view("<b>Best Paper</b>"),
        std::string_view("0123456789abcdefXYZ"), std::string_view("<b><b><b><b><b><b><b>x"),
        std::string_view("x<b>"), std::string_view("<"), std::string_view("Best Paper Award<")}) {
    EXPECT_EQ(internal::RoughKey(text), ReferenceRoughKey(text)) << "`" << text << "`";
  }
  // Lengths around each multiple of sixteen, read sixteen bytes a step with a tail.
  std::mt19937 rng(20261130);
  for (int round = 0; round < 20000; ++round) {
    const std::string text = RandomText(rng, static_cast<size_t>(round % 60));
    ASSERT_EQ(internal::RoughKey(text), ReferenceRoughKey(text)) << "`" << text << "`";
  }
  // Each byte value at every offset of texts of 1 to 40 bytes.
  for (int c = 0; c < 256; ++c) {
    for (size_t size = 1; size <= 40; ++size) {
      for (size_t at = 0; at < size; ++at) {
        std::string text(size, '.');
        text[at] = static_cast<char>(c);
        ASSERT_EQ(internal::RoughKey(text), ReferenceRoughKey(text))
            << "byte " << c << " at " << at << " of " << size;
      }
    }
  }
}

TEST(DuplicateLineRoughKeyTest, EqualKeysHaveEqualRoughKeys) {
  EXPECT_EQ(internal::RoughKey("**Outstanding Student of Example University**,"),
            internal::RoughKey("outstanding  student of <i>Example</i> university"));
  // Short texts over a few pieces, so that many share a key.
  std::mt19937 rng(7);
  std::map<std::string, uint64_t> rough_of_key;
  size_t shared = 0;
  for (int round = 0; round < 200000; ++round) {
    const std::string text = RandomText(rng, 1 + static_cast<size_t>(round % 6));
    const std::string key = AsciiLower(internal::CleanPieceKey(text));
    const uint64_t rough = internal::RoughKey(text);
    const auto [it, inserted] = rough_of_key.emplace(key, rough);
    if (!inserted) {
      ++shared;
      ASSERT_EQ(it->second, rough) << "`" << text << "` has the key `" << key << "`";
    }
  }
  EXPECT_GT(shared, 10000u);
}

// IsSubstantial byte by byte: words are runs of bytes other than a blank, letters ASCII
// letters and bytes from 0x80.
bool ReferenceIsSubstantial(std::string_view key, size_t min_words) {
  size_t words = 0;
  size_t letters = 0;
  for (size_t i = 0; i < key.size(); ++i) {
    const auto c = static_cast<unsigned char>(key[i]);
    letters += ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || c >= 0x80 ? 1 : 0;
    words += c != ' ' && (i == 0 || key[i - 1] == ' ') ? 1 : 0;
  }
  return words >= min_words && letters >= 12;
}

TEST(DuplicateLineIsSubstantialTest, MatchesAByteByByteCount) {
  for (const std::string_view key :
       {std::string_view(""), std::string_view("Present"), std::string_view("Research Intern"),
        std::string_view("Teaching Assistant, Systems"),
        std::string_view(" a b c d e f ghijklmnopq"),
        std::string_view("abcdefghijklmnopqrstuvwxyz"), std::string_view("a b"),
        std::string_view("1 2 3 4 5 6 7 8 9 10 11 12 13"),
        std::string_view("\xE5\xAD\xA6\xE4\xBC\x9A \xE8\xB3\x9E \xE5\x8F\x97\xE8\xB3\x9E")}) {
    for (const size_t min_words : {3u, 6u}) {
      EXPECT_EQ(internal::IsSubstantial(key, min_words), ReferenceIsSubstantial(key, min_words))
          << "`" << key << "` " << min_words;
    }
  }
  // Keys of blanks, letters, digits, punctuation and non-ASCII bytes, of every length up to
  // sixty (sixteen-byte steps, a tail, a block boundary on a blank or inside a word), read as
  // views into longer buffers so that a read past the key would show.
  std::mt19937 rng(1164);
  const std::string kBytes = std::string("  aZq09,.-'`@[{") + "\x80\xC3\xE2\xFF\x7F\x1F";
  std::uniform_int_distribution<size_t> pick(0, kBytes.size() - 1);
  std::uniform_int_distribution<int> sparse(0, 3);
  for (int round = 0; round < 30000; ++round) {
    const size_t size = static_cast<size_t>(round % 61);
    std::string buffer(size + 32, 'x');
    for (size_t i = 0; i < buffer.size(); ++i) {
      buffer[i] = sparse(rng) == 0 ? ' ' : kBytes[pick(rng)];
    }
    const std::string_view key = std::string_view(buffer).substr(16, size);
    for (const size_t min_words : {3u, 6u}) {
      ASSERT_EQ(internal::IsSubstantial(key, min_words), ReferenceIsSubstantial(key, min_words))
          << "`" << key << "` " << min_words;
    }
  }
  // Exactly at the thresholds: twelve letters over three words, one short of either.
  EXPECT_TRUE(internal::IsSubstantial("abcd efgh ijkl", 3));
  EXPECT_FALSE(internal::IsSubstantial("abcd efgh ijk", 3));
  EXPECT_FALSE(internal::IsSubstantial("abcdef ghijklmn", 3));
  EXPECT_TRUE(internal::IsSubstantial("abcdefghijklmnopqrstuvwxyz0 a b", 3));
  EXPECT_FALSE(internal::IsSubstantial("abcdefghijklmnopqrstuvwxyz0 a b", 6));
}

// The rule's findings on `text`, as "line N: message".
std::vector<std::string> DuplicateFindings(std::string_view name, std::string_view text) {
  const Source source = Source::FromBytes(std::string(name), std::string(text));
  const Document doc = Parse(source);
  const Config config;
  DiagnosticSink sink(source, nullptr);
  sink.SetRule("structure/duplicate-line", Severity::kWarning);
  StructureDuplicateLineRule().Check(doc, RuleContext{config, {2026, 3, 15}}, sink);
  std::vector<std::string> found;
  for (const Diagnostic& d : sink.diagnostics()) {
    found.push_back("line " + std::to_string(source.LineOf(d.range.begin)) + ": " + d.message);
  }
  return found;
}

// Each line's dates are read as the lines go by: dates on the first and the last line, two
// dates on one line, lines without dates and lines that are no candidates (headings, blank
// lines, a date alone) between dated ones.
TEST(DuplicateLineRuleTest, ReadsEachLinesOwnDates) {
  constexpr std::string_view kCv =
      "# Fictional Person, 2001\n"
      "\n"
      "## Service\n"
      "\n"
      "- Program Committee Member, Example Workshop on Widgets, 2019 - 2021\n"
      "- Reviewer for the Journal of Imaginary Widgets, 2020\n"
      "- Reviewer for the Journal of Imaginary Widgets, 2021\n"
      "- Judge of the Example Sprocket Design Contest, 2017 and 2018\n"
      "- Outstanding Reviewer Award of the Imaginary Widget Society\n"
      "\n"
      "## Talks\n"
      "\n"
      "- Invited talk on sprocket scheduling at Example Labs, Mar 2022\n"
      "- Judge of the Example Sprocket Design Contest, 2017 and 2019\n"
      "\n"
      "## Awards\n"
      "\n"
      "- Invited talk on sprocket scheduling at Example Labs, Mar 2022\n"
      "- Best Widget Award of the Imaginary Widget Society\n"
      "- Best Widget Award of the Imaginary Widget Society\n"
      "- Program Committee Member, Example Workshop on Widgets, 2019 - 2021\n"
      "- Outstanding Reviewer Award of the Imaginary Widget Society, Sep 2020\n";
  // In the order of the lines' keys.
  const std::vector<std::string> expected = {
      "line 20: this line repeats line 19 (in the same section)",
      "line 18: this line repeats line 13 (under `Talks`)",
      "line 9: this line repeats line 22 (under `Awards`)",  // its copy's date cut out
      "line 21: this line repeats line 5 (under `Service`)",
  };
  EXPECT_EQ(DuplicateFindings("cv.md", kCv), expected);
  // The same lines with the last one's dates changed: no longer a copy.
  std::string changed(kCv);
  changed.replace(changed.rfind("2019 - 2021"), 11, "2019 - 2022");
  const std::vector<std::string> without_last = {expected[0], expected[1], expected[2]};
  EXPECT_EQ(DuplicateFindings("cv.md", changed), without_last);
}

// Lines are grouped by their keys ignoring case: over random lists of undated prizes, each
// written once, twice or three times in random letter case, exactly the lines written twice
// are reported, the later copy against the earlier, in the order of their lower-case keys.
TEST(DuplicateLineRuleTest, ReportsExactlyTheLinesWrittenTwiceInAnyCase) {
  constexpr std::string_view kWords[] = {"blue",  "green", "amber", "quiet", "rapid",
                                         "north", "south", "small", "grand", "early"};
  std::mt19937 rng(20261130);
  for (int round = 0; round < 300; ++round) {
    std::map<std::string, std::vector<size_t>> copies;  // lower-case text -> its lines
    std::vector<std::string> items;
    const int distinct = 1 + static_cast<int>(rng() % 12);
    for (int k = 0; k < distinct; ++k) {
      std::string text = "example prize for work on ";
      text += kWords[rng() % 10];
      text += ' ';
      text += kWords[rng() % 10];
      text += " widgets";
      const int times = 1 + static_cast<int>(rng() % 3);
      for (int t = 0; t < times; ++t) {
        items.push_back(text);
      }
    }
    std::shuffle(items.begin(), items.end(), rng);
    std::string cv = "# Fictional Person\n\n## Awards\n\n";
    for (size_t k = 0; k < items.size(); ++k) {
      copies[items[k]].push_back(k + 5);  // the list starts on line 5
      std::string written = items[k];
      for (char& c : written) {
        if (rng() % 3 == 0) {
          c = AsciiToUpper(c);
        }
      }
      cv += "- " + written + "\n";
    }
    std::vector<std::string> expected;
    for (const auto& [text, at] : copies) {
      if (at.size() == 2) {
        expected.push_back("line " + std::to_string(at[1]) + ": this line repeats line " +
                           std::to_string(at[0]) + " (in the same section)");
      }
    }
    ASSERT_EQ(DuplicateFindings("cv.md", cv), expected) << cv;
  }
}

// An organisation word is a whole word in any case: a line naming an organisation alone is
// not reported, a line whose last word only starts like one (or is one letter short) is.
TEST(DuplicateLineRuleTest, OrganisationWordsAreWholeWordsInAnyCase) {
  constexpr std::string_view kCv =
      "# Fictional Person\n"
      "\n"
      "## Awards\n"
      "\n"
      "- Northfield State UNIVERSITY\n"
      "- Northfield State UNIVERSITY\n"
      "- Northfield State Universities\n"
      "- Northfield State Universities\n"
      "- Example Widget LAB\n"
      "- Example Widget LAB\n"
      "- Example Widget Labz\n"
      "- Example Widget Labz\n"
      "- Example Widget Tea\n"
      "- Example Widget Tea\n"
      "- Example Sprocket Institut\n"
      "- Example Sprocket Institut\n"
      "- Example Sprocket Institutes\n"
      "- Example Sprocket Institutes\n";
  const std::vector<std::string> expected = {
      "line 18: this line repeats line 17 (in the same section)",
      "line 12: this line repeats line 11 (in the same section)",
      "line 14: this line repeats line 13 (in the same section)",
      "line 8: this line repeats line 7 (in the same section)",
  };
  EXPECT_EQ(DuplicateFindings("cv.md", kCv), expected);
}

// Copies that differ only in case are tested as affiliations one by one: the capitalised copy
// names a university alone and is left out, the lower-case ones are not affiliations, so the
// other two copies are a pair, whichever line holds the capitalised one. Copies equal byte for
// byte are tested once; a test shared by keys equal only ignoring case would drop them all.
TEST(DuplicateLineRuleTest, CopiesInAnotherCaseAreTestedAsAffiliationsApart) {
  constexpr std::string_view kAffiliation = "Northfield State University, Springfield";
  constexpr std::string_view kLower = "northfield state university, springfield";
  const auto cv = [](std::string_view a, std::string_view b, std::string_view c) {
    return "# Fictional Person\n\n## Awards\n\n- " + std::string(a) + "\n- " + std::string(b) +
           "\n- " + std::string(c) + "\n";
  };
  EXPECT_EQ(DuplicateFindings("cv.md", cv(kAffiliation, kLower, kLower)),
            std::vector<std::string>{"line 7: this line repeats line 6 (in the same section)"});
  EXPECT_EQ(DuplicateFindings("cv.md", cv(kLower, kAffiliation, kLower)),
            std::vector<std::string>{"line 7: this line repeats line 5 (in the same section)"});
  EXPECT_EQ(DuplicateFindings("cv.md", cv(kLower, kLower, kAffiliation)),
            std::vector<std::string>{"line 6: this line repeats line 5 (in the same section)"});
  // Three copies of the affiliation, or three lower-case ones: nothing.
  EXPECT_TRUE(DuplicateFindings("cv.md", cv(kAffiliation, kAffiliation, kLower)).empty());
  EXPECT_TRUE(DuplicateFindings("cv.md", cv(kLower, kLower, kLower)).empty());
}

// Only copies that are whole entries are reported, but a copy inside a longer entry still
// counts: over random lists where each line is written once, twice or three times, each copy
// a one-line item or the second line of a two-line item, exactly the lines written twice,
// both times as one-line items, are reported.
TEST(DuplicateLineRuleTest, CopiesInsideLongerEntriesCountButAreNotReported) {
  constexpr std::string_view kWords[] = {"blue",  "green", "amber", "quiet", "rapid",
                                         "north", "south", "small", "grand", "early"};
  constexpr std::string_view kLeads[] = {"alpha", "bravo", "delta",  "gamma", "kappa", "omega",
                                         "sigma", "theta", "lambda", "zeta",  "iota",  "rho"};
  std::mt19937 rng(20261201);
  size_t reported = 0;
  for (int round = 0; round < 300; ++round) {
    struct Copy {
      std::string text;
      bool whole = true;  // a one-line item, else the second line of a two-line one
    };
    std::vector<Copy> copies;
    std::set<std::string> texts;
    const int distinct = 1 + static_cast<int>(rng() % 8);
    for (int k = 0; k < distinct; ++k) {
      const std::string text = "example prize for work on " + std::string(kWords[rng() % 10]) +
                               " " + std::string(kWords[rng() % 10]) + " widgets";
      if (!texts.insert(text).second) {
        continue;
      }
      const int times = 1 + static_cast<int>(rng() % 3);
      for (int t = 0; t < times; ++t) {
        copies.push_back(Copy{text, rng() % 3 != 0});
      }
    }
    std::shuffle(copies.begin(), copies.end(), rng);
    std::string cv = "# Fictional Person\n\n## Awards\n\n";
    size_t line = 5;  // the list starts on line 5
    size_t leads = 0;
    std::map<std::string, std::vector<std::pair<size_t, bool>>> lines_of;  // text -> line, whole
    for (const Copy& copy : copies) {
      if (!copy.whole) {
        // A lead line of its own, no copy of any other.
        cv += "- Lecture series on " + std::string(kLeads[leads % 12]) + " " +
              std::string(kLeads[leads / 12 % 12]) + " sprocket design\n  ";
        ++leads;
        ++line;
      } else {
        cv += "- ";
      }
      cv += copy.text + "\n";
      lines_of[copy.text].emplace_back(line++, copy.whole);
    }
    std::vector<std::string> expected;
    for (const auto& [text, at] : lines_of) {
      if (at.size() == 2 && at[0].second && at[1].second) {
        expected.push_back("line " + std::to_string(at[1].first) + ": this line repeats line " +
                           std::to_string(at[0].first) + " (in the same section)");
      }
    }
    reported += expected.size();
    ASSERT_EQ(DuplicateFindings("cv.md", cv), expected) << cv;
  }
  EXPECT_GT(reported, 50u);
}

}  // namespace
}  // namespace cvtidy::testing_duplicate_line
