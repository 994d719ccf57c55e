// The title extractor on hand-built documents (this binary does not link the parser): every
// non-blank line after the heading is one entry of a section titled by the first line;
// `- ` list markers are outside the line's content. The parser-level behaviour is covered by
// the fixtures of ocr/truncated-text and style/title-quotes.
#include "src/extract/titles.h"

#include <cstddef>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/base/strings.h"
#include "src/model/document.h"
#include "src/source/source.h"
#include "tests/support/random_pieces.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_titles {
namespace {

struct Built {
  Source source;
  Document doc;
};

// Line 0 is the section heading (`## Title`); each later non-blank line is one entry.
void Build(Built& b) {
  Document& doc = b.doc;
  const Source& src = b.source;
  Section root;
  root.end_line = src.line_count();
  doc.mutable_sections().push_back(root);
  Section section;
  section.heading_line = 0;
  section.level = 2;
  section.parent = 0;
  const ByteRange heading = src.LineRange(1);
  section.title = {heading.begin + 3, heading.end};
  // The role the parser gives these titles (src/parse/section_roles.h).
  const std::string_view title = src.Text(section.title);
  for (std::string_view publications :
       {"Publications", "Papers", "Conference Proceedings", "Preprints"}) {
    if (title == publications) {
      section.role = SectionRole::kPublications;
    }
  }
  section.end_line = src.line_count();
  section.first_entry = 0;
  for (uint32_t i = 0; i < src.line_count(); ++i) {
    Line line;
    line.range = src.LineRange(i + 1);
    line.content = line.range;
    line.section = i == 0 ? 0 : 1;
    const std::string_view text = src.Text(line.range);
    if (i == 0) {
      line.kind = LineKind::kHeading;
    } else if (text.empty()) {
      line.kind = LineKind::kBlank;
    } else {
      line.kind = text.substr(0, 2) == "- " ? LineKind::kListItem : LineKind::kText;
      if (line.kind == LineKind::kListItem) {
        line.content.begin += 2;
      }
      Entry entry;
      entry.range = line.range;
      entry.section = 1;
      entry.first_line = entry.last_line = i;
      // The kind the parser gives entries of such a section (src/parse/entry_kinds.h).
      if (section.role == SectionRole::kPublications) {
        entry.kind = EntryKind::kCitation;
      }
      line.entry = static_cast<uint32_t>(doc.mutable_entries().size());
      doc.mutable_entries().push_back(entry);
    }
    doc.mutable_lines().push_back(line);
  }
  section.end_entry = static_cast<uint32_t>(doc.mutable_entries().size());
  doc.mutable_sections().push_back(section);
}

struct Title {
  std::string text;
  std::string outer;
  TitleQuoting quoting;
  bool closed;
};

std::vector<Title> TitlesOf(std::string text) {
  Built b{Source::FromBytes("t.md", std::move(text)), Document()};
  b.doc = Document(b.source);
  Build(b);
  std::vector<TitleSpan> spans;
  ExtractTitles(b.doc, spans);
  std::vector<Title> out;
  for (const TitleSpan& t : spans) {
    out.push_back({std::string(b.source.Text(t.range)), std::string(b.source.Text(t.outer_range)),
                   t.quoting, t.closed});
  }
  return out;
}

TEST(TitlesTest, QuotedTitles) {
  const std::vector<Title> t = TitlesOf(
      "## Publications\n"
      "- Ada Example, Bo Sample, \xE2\x80\x9CQuiet Queues for Busy Clusters\xE2\x80\x9D, "
      "EuroSys 2024.\n"
      "- \"Lazy Snapshots for Persistent Memory.\" Ada Example and Bo Sample. ATC 2022.\n");
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[0].text, "Quiet Queues for Busy Clusters");
  EXPECT_EQ(t[0].outer, "\xE2\x80\x9CQuiet Queues for Busy Clusters\xE2\x80\x9D");
  EXPECT_EQ(t[0].quoting, TitleQuoting::kCurlyQuotes);
  EXPECT_TRUE(t[0].closed);
  EXPECT_EQ(t[1].text, "Lazy Snapshots for Persistent Memory.");
  EXPECT_EQ(t[1].quoting, TitleQuoting::kStraightQuotes);
}

TEST(TitlesTest, BoldTitleIsNotTheBoldOwnerName) {
  const std::vector<Title> t = TitlesOf(
      "## Papers\n"
      "- **Ada Example**, Bo Sample, **Elastic Checkpoints for Pipeline Training**, OSDI 2022.\n"
      "- Bo Sample and **Ada Example**. *Gang Scheduling Revisited for Deep Learning*. "
      "Workshop notes.\n");
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[0].text, "Elastic Checkpoints for Pipeline Training");
  EXPECT_EQ(t[0].outer, "**Elastic Checkpoints for Pipeline Training**");
  EXPECT_EQ(t[0].quoting, TitleQuoting::kBold);
  EXPECT_EQ(t[1].text, "Gang Scheduling Revisited for Deep Learning");
  EXPECT_EQ(t[1].quoting, TitleQuoting::kItalic);
}

TEST(TitlesTest, ItalicAfterAPlainTitleIsTheJournal) {
  // APA style: authors, year, plain title, italic journal.
  const std::vector<Title> t = TitlesOf(
      "## Publications\n"
      "- Example, A., & Sample, B. (2023). Quiet queues for busy clusters. *Tidal Computing "
      "Letters*, 12(3), 1-9.\n");
  ASSERT_EQ(t.size(), 1u);
  EXPECT_EQ(t[0].text, "Quiet queues for busy clusters");
  EXPECT_EQ(t[0].quoting, TitleQuoting::kPlain);
}

TEST(TitlesTest, QuotesInsideMarkupAreNotTitles) {
  const std::vector<Title> t = TitlesOf(
      "## Publications\n"
      "- <a href=\"https://x.example.org\">PDF</a> Ada Example. \"Lazy Snapshots\". ATC 2022.\n"
      "- [PDF]({{ \"/pdf/snap.pdf\" | prepend: site.baseurl }}) Ada Example. \"Warm Caches\". "
      "ATC 2021.\n");
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[0].text, "Lazy Snapshots");
  EXPECT_EQ(t[1].text, "Warm Caches");
}

TEST(TitlesTest, QuotesInsideATagAtAnyDistanceAreNotTitles) {
  // The tag's `<` and `>` searched back from the quote, with text of every length before the
  // tag and inside it: the quote inside the tag is markup's, the one after it the title.
  for (size_t pad = 0; pad < 20; ++pad) {
    const std::string before(pad, 'x');
    const std::string inside(pad, 'y');
    const std::vector<Title> t =
        TitlesOf("## Publications\n- " + before + " <a href=\"/p" + inside +
                 ".pdf\">PDF</a> A. Ode. \"Lazy Snapshots\". "
                 "ATC 2022.\n");
    ASSERT_EQ(t.size(), 1u) << pad;
    EXPECT_EQ(t[0].text, "Lazy Snapshots") << pad;
  }
}

TEST(TitlesTest, PlainTitleAfterTheAuthors) {
  const std::vector<Title> t = TitlesOf(
      "## Conference Proceedings\n"
      "- Ada Example, J. Sample, and Bo Tester. Fair Queues: Scheduling Without Stragglers. "
      "*Proceedings of a Workshop*, 2021.\n");
  ASSERT_EQ(t.size(), 1u);
  EXPECT_EQ(t[0].text, "Fair Queues: Scheduling Without Stragglers");
  EXPECT_EQ(t[0].outer, t[0].text);
  EXPECT_EQ(t[0].quoting, TitleQuoting::kPlain);
}

TEST(TitlesTest, AnAuthorWithADigitOrAColonAnywhereIsNoAuthor) {
  // The sentence before a plain title reads as authors only when its names are names: a digit
  // or a colon at any place of a long or a short name (on either side of an eight-byte
  // boundary) makes it something else, and no title is found after it.
  const auto entry = [](std::string_view first, std::string_view second) {
    return "## Publications\n- " + std::string(first) + ", " + std::string(second) +
           ". Fair Queues Without Stragglers. Venue of Tests, 2021.\n";
  };
  constexpr std::string_view kLong = "Adalberta Examplesson";
  constexpr std::string_view kShort = "Bo Li";
  ASSERT_EQ(TitlesOf(entry(kLong, kShort)).size(), 1u);
  EXPECT_EQ(TitlesOf(entry(kLong, kShort))[0].text, "Fair Queues Without Stragglers");
  for (const char bad : {'7', ':'}) {
    for (size_t i = 0; i < kLong.size(); ++i) {
      std::string name(kLong);
      name[i] = bad;
      EXPECT_TRUE(TitlesOf(entry(name, kShort)).empty()) << name;
    }
    for (size_t i = 0; i < kShort.size(); ++i) {
      std::string name(kShort);
      name[i] = bad;
      EXPECT_TRUE(TitlesOf(entry(kLong, name)).empty()) << name;
    }
  }
}

TEST(TitlesTest, PlainTitleLineBeforeAnAuthorLine) {
  const std::vector<Title> t = TitlesOf(
      "## Publications\n"
      "Scaling Sparse Training to More Than 10,000 Accelerators\n"
      "Ada Example, Bo Sample, Cy Tester, and Di Writer\n");
  ASSERT_EQ(t.size(), 1u);
  EXPECT_EQ(t[0].text, "Scaling Sparse Training to More Than 10,000 Accelerators");
  EXPECT_EQ(t[0].quoting, TitleQuoting::kPlain);
}

TEST(TitlesTest, UnclosedQuoteAndBold) {
  const std::vector<Title> t = TitlesOf(
      "## Preprints\n"
      "- Ada Example, Bo Sample, \xE2\x80\x9CLazy Snapshots for Persistent Key-Value Stor\n"
      "- **Quiet Queues for Busy Clusters with Fai\n");
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[0].text, "Lazy Snapshots for Persistent Key-Value Stor");
  EXPECT_FALSE(t[0].closed);
  EXPECT_EQ(t[0].quoting, TitleQuoting::kCurlyQuotes);
  EXPECT_EQ(t[1].text, "Quiet Queues for Busy Clusters with Fai");
  EXPECT_FALSE(t[1].closed);
  EXPECT_EQ(t[1].quoting, TitleQuoting::kBold);
}

TEST(TitlesTest, OtherSectionsHaveNoTitles) {
  EXPECT_TRUE(TitlesOf("## Awards\n"
                       "- **Best Paper Award**, for \xE2\x80\x9CQuiet Queues\xE2\x80\x9D\n"
                       "- Ada Example, Bo Sample. Travel grant for the workshop.\n")
                  .empty());
  EXPECT_TRUE(TitlesOf("## Teaching\n"
                       "- Teaching Assistant, Operating Systems, Fall 2021\n")
                  .empty());
}

// The word count as first written, byte by byte, for the property test below.
bool ReferenceHasWords(std::string_view s, int n) {
  int words = 0;
  bool in_word = false;
  bool has_letter = false;
  for (char c : s) {
    const bool word_char = !IsAsciiSpace(c);
    if (!word_char && in_word && has_letter) {
      ++words;
    }
    if (word_char && !in_word) {
      has_letter = false;
    }
    const auto byte = static_cast<unsigned char>(c);
    has_letter = has_letter || IsAsciiAlnum(c) || (byte >= 0xC3 && byte != 0xE2);
    in_word = word_char;
  }
  return words + (in_word && has_letter ? 1 : 0) >= n;
}

// The author-list test as first written: every piece judged, no early answer.
bool ReferenceLooksLikeAuthors(std::string_view s) {
  s = TrimAscii(s);
  if (s.empty()) {
    return false;
  }
  int pieces = 0;
  int names = 0;
  size_t begin = 0;
  while (begin <= s.size()) {
    size_t end = s.find_first_of(",;", begin);
    if (end == std::string_view::npos) {
      end = s.size();
    }
    std::string_view p = TrimAscii(s.substr(begin, end - begin));
    begin = end + 1;
    if (p.substr(0, 4) == "and ") {
      p.remove_prefix(4);
    } else if (p.substr(0, 2) == "& ") {
      p.remove_prefix(2);
    }
    if (p.empty() || p[0] == '(') {
      continue;
    }
    ++pieces;
    if (const size_t and_pos = p.find(" and "); and_pos != std::string_view::npos) {
      names +=
          internal::IsNameLike(p.substr(0, and_pos)) && internal::IsNameLike(p.substr(and_pos + 5))
              ? 2
              : 0;
      ++pieces;
      continue;
    }
    names += internal::IsNameLike(p) ? 1 : 0;
  }
  return names >= 2 && names * 10 >= pieces * 7;
}

// The word count skips from a word's first letter to the blank after it; it must count what
// the byte-by-byte count does, whatever the blanks, punctuation and UTF-8 bytes.
TEST(TitlesTest, WordCountMatchesTheByteByByteCount) {
  const std::vector<std::string_view> fragments = {
      " ",        "  ", "\t", "\n", "a",  "Zq",           "7", "\xC2\xB7", "\xE2\x80\x93",
      "\xC3\xA9", "|",  "-",  ".",  "**", "\xE2\x80\x9C", "x1"};
  std::mt19937 rng(20261130);
  for (int i = 0; i < 20000; ++i) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, fragments, 12);
    for (int n = 1; n <= 4; ++n) {
      ASSERT_EQ(internal::HasWords(text, n), ReferenceHasWords(text, n))
          << n << " [" << text << "]";
    }
  }
  EXPECT_FALSE(internal::HasWords("", 1));
  EXPECT_FALSE(internal::HasWords(" \xC2\xB7 | \xE2\x80\x93 ", 1));
  EXPECT_TRUE(internal::HasWords("\xC3\xA9", 1));
  EXPECT_TRUE(internal::HasWords("a-b c.", 2));
  EXPECT_FALSE(internal::HasWords("a-b c.", 3));
}

// A single piece with no ` and ` is no author list, answered before any name is judged; every
// other input is judged as before, piece by piece.
TEST(TitlesTest, AuthorListTestMatchesThePieceByPieceTest) {
  const std::vector<std::string_view> fragments = {"Ada",    "Quill",
                                                   " ",      "J.",
                                                   "Bo Ode", "de",
                                                   "van",    "and ",
                                                   " and ",  "& ",
                                                   ", ",     ",",
                                                   ";",      "(",
                                                   "*",      "**",
                                                   "Title",  "of",
                                                   "9",      ":",
                                                   "et al.", "\xC3\x89lodie",
                                                   "Cy Lu",  "\t"};
  std::mt19937 rng(7);
  int lists = 0;
  for (int i = 0; i < 30000; ++i) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, fragments, 10);
    const bool expected = ReferenceLooksLikeAuthors(text);
    lists += expected ? 1 : 0;
    ASSERT_EQ(internal::LooksLikeAuthors(text), expected) << "[" << text << "]";
  }
  EXPECT_GT(lists, 100);  // the generator makes author lists too, not only other text
  EXPECT_TRUE(internal::LooksLikeAuthors("Ada Quill and Bo Ode"));
  EXPECT_TRUE(internal::LooksLikeAuthors("Ada Quill, Bo Ode"));
  EXPECT_FALSE(internal::LooksLikeAuthors("Ada Quill"));
  EXPECT_FALSE(internal::LooksLikeAuthors("Ada Quill andBo Ode"));
}

// The name test as first written: the marks stripped by the loop over every mark, called for
// every name.
std::string_view ReferenceStripMarks(std::string_view s) {
  static constexpr std::string_view kMarks[] = {
      "**", "*", "\\*", "<sup>*</sup>", "<sup>\\*</sup>", "\xE2\x80\xA0", "\xE2\x80\xA1", "_"};
  s = TrimAscii(s);
  for (bool changed = true; changed && !s.empty();) {
    changed = false;
    for (std::string_view mark : kMarks) {
      if (s.size() >= mark.size() && s.substr(s.size() - mark.size()) == mark) {
        s.remove_suffix(mark.size());
        changed = true;
      }
      if (s.size() >= mark.size() && s.substr(0, mark.size()) == mark) {
        s.remove_prefix(mark.size());
        changed = true;
      }
    }
    s = TrimAscii(s);
  }
  return s;
}

bool ReferenceIsNameLike(std::string_view s) {
  s = ReferenceStripMarks(s);
  if (s.empty() || s.size() > 40) {
    return false;
  }
  for (char c : s) {
    if (IsAsciiDigit(c) || c == ':') {
      return false;
    }
  }
  if (s == "et al." || s == "et al" || s == "..." || s == "\xE2\x80\xA6") {
    return true;
  }
  int tokens = 0;
  size_t i = 0;
  while (i < s.size()) {
    if (s[i] == ' ') {
      ++i;
      continue;
    }
    size_t end = s.find(' ', i);
    if (end == std::string_view::npos) {
      end = s.size();
    }
    const std::string_view token = s.substr(i, end - i);
    i = end;
    ++tokens;
    if (!IsAsciiUpper(token[0]) && static_cast<unsigned char>(token[0]) < 0x80 && token != "de" &&
        token != "van" && token != "von" && token != "der" && token != "la" && token != "da" &&
        token != "di" && token != "del") {
      return false;
    }
  }
  return tokens >= 1 && tokens <= 5;
}

// The marks are stripped in a call only when a name starts or ends with a mark's byte: with
// marks, blanks and names mixed at random, the answer is the one first written.
TEST(TitlesTest, NameTestMatchesTheMarkByMarkTest) {
  const std::vector<std::string_view> fragments = {"Ada",
                                                   " ",
                                                   "\t",
                                                   "J.",
                                                   "Quill",
                                                   "de",
                                                   "van",
                                                   "*",
                                                   "**",
                                                   "\\*",
                                                   "<sup>*</sup>",
                                                   "<sup>\\*</sup>",
                                                   "<sup>",
                                                   "_",
                                                   "\xE2\x80\xA0",
                                                   "\xE2\x80\xA1",
                                                   "\xE2\x80\x93",
                                                   "\xC3\x89lodie",
                                                   "and",
                                                   "9",
                                                   ":",
                                                   "et al.",
                                                   "..."};
  std::mt19937 rng(1201);
  int names = 0;
  for (int i = 0; i < 40000; ++i) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, fragments, 8);
    const bool expected = ReferenceIsNameLike(text);
    names += expected ? 1 : 0;
    ASSERT_EQ(internal::IsNameLike(text), expected) << "[" << text << "]";
  }
  EXPECT_GT(names, 1000);
  EXPECT_TRUE(internal::IsNameLike("**Ada Quill\\***"));
  EXPECT_TRUE(internal::IsNameLike(" Bo Ode<sup>*</sup> "));
  EXPECT_TRUE(internal::IsNameLike("_Cy Lu_\xE2\x80\xA0"));
  EXPECT_FALSE(internal::IsNameLike("**"));
  EXPECT_FALSE(internal::IsNameLike("*ada quill*"));
}

// ` and ` is found from the `nd` pairs: wherever it stands, and among near misses (`band `,
// ` and,`, `and` at either end), the position is the one s.find gives.
TEST(TitlesTest, SpacedAndIsFoundWhereFindFindsIt) {
  const std::vector<std::string_view> fragments = {" ",
                                                   "a",
                                                   "n",
                                                   "d",
                                                   "nd",
                                                   "and",
                                                   " and ",
                                                   "band",
                                                   ",",
                                                   "Ada",
                                                   "Lund",
                                                   "\t",
                                                   "Wolfeschlegelsteinhausen"};
  std::mt19937 rng(2);
  int found = 0;
  for (int i = 0; i < 40000; ++i) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, fragments, 12);
    const size_t expected = std::string_view(text).find(" and ");
    found += expected != std::string_view::npos ? 1 : 0;
    ASSERT_EQ(internal::FindSpacedAnd(text), expected) << "[" << text << "]";
  }
  EXPECT_GT(found, 1000);
  EXPECT_EQ(internal::FindSpacedAnd(" and "), 0u);
  EXPECT_EQ(internal::FindSpacedAnd("and "), std::string_view::npos);
  EXPECT_EQ(internal::FindSpacedAnd(" and"), std::string_view::npos);
  EXPECT_EQ(internal::FindSpacedAnd("Ada Quill and Bo Ode"), 9u);
  // Twenty bytes and more are read sixteen starts a step: the first and the last start of a
  // step, and the last step, which re-reads bytes of the one before it.
  EXPECT_EQ(internal::FindSpacedAnd(" and Bo Ode Cy Lu Di"), 0u);
  EXPECT_EQ(internal::FindSpacedAnd("Ada Quill Bo Od and "), 15u);
  EXPECT_EQ(internal::FindSpacedAnd("Ada Quill Bo Ode Cy Lu Di Ek and "), 28u);
  EXPECT_EQ(internal::FindSpacedAnd("Ada Quill Bo Ode Cy Lu Di Ek andx"), std::string_view::npos);
  for (size_t at = 0; at + 5 <= 60; ++at) {
    std::string text(60, 'x');
    text.replace(at, 5, " and ");
    ASSERT_EQ(internal::FindSpacedAnd(text), at);
  }
}

// The sentence end as first written: every byte looked at.
size_t ReferenceSentenceEnd(std::string_view s, size_t from) {
  for (size_t i = from; i < s.size(); ++i) {
    const char c = s[i];
    if (c != '.' && c != '?' && c != '!') {
      continue;
    }
    if (i + 1 < s.size() && !IsAsciiSpace(s[i + 1]) && s[i + 1] != '*' && s[i + 1] != '_') {
      continue;
    }
    if (c == '.') {
      size_t w = i;
      while (w > 0 && IsAsciiAlpha(s[w - 1])) {
        --w;
      }
      if (i - w == 1 && IsAsciiUpper(s[w])) {
        continue;
      }
    }
    return i;
  }
  return std::string_view::npos;
}

// The sentence marks are found sixteen bytes a step, the last step re-reading the text's last
// sixteen bytes: from every position of texts short and long, the end found is the one found
// byte by byte.
TEST(TitlesTest, SentenceEndMatchesTheByteByByteSearch) {
  const std::vector<std::string_view> fragments = {"Ada",
                                                   " ",
                                                   "J.",
                                                   ". ",
                                                   ".",
                                                   "?",
                                                   "!",
                                                   "\t",
                                                   "*",
                                                   "_",
                                                   "Lin.",
                                                   "x.y",
                                                   "A.B.",
                                                   ",",
                                                   ";",
                                                   "\n",
                                                   "Wolfeschlegelsteinhausen",
                                                   "\xE2\x80\x9C",
                                                   "**",
                                                   "Q",
                                                   "q.",
                                                   "-"};
  std::mt19937 rng(20261130);
  for (int i = 0; i < 20000; ++i) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, fragments, 14);
    for (size_t from = 0; from <= text.size(); ++from) {
      ASSERT_EQ(internal::SentenceEnd(text, from), ReferenceSentenceEnd(text, from))
          << from << " [" << text << "]";
    }
  }
  EXPECT_EQ(internal::SentenceEnd("A. Lin and B. Ode. Tiered Logs.", 0), 17u);
  EXPECT_EQ(internal::SentenceEnd("Ada Quill, Ben Ode and Cy Lu wrote it", 0),
            std::string_view::npos);
}

// The plain sentence after the authors is looked for only where it would begin before an
// italic title: an italic title right after the authors stays the title, a plain title before
// an italic journal stays the title.
TEST(TitlesTest, ItalicRightAfterTheAuthorsIsTheTitle) {
  const std::vector<Title> t = TitlesOf(
      "## Publications\n"
      "- Ada Example, Bo Sample. *Lazy Snapshots for Persistent Memory*. Example Notes, 2022.\n"
      "- Ada Example, Bo Sample. Lazy Snapshots Again. *Example Letters of Tests*, 2023.\n");
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[0].text, "Lazy Snapshots for Persistent Memory");
  EXPECT_EQ(t[0].quoting, TitleQuoting::kItalic);
  EXPECT_EQ(t[1].text, "Lazy Snapshots Again");
  EXPECT_EQ(t[1].quoting, TitleQuoting::kPlain);
}

// A title line is one only when the next line reads as authors and it does not.
TEST(TitlesTest, TitleLineNeedsAnAuthorLineAfterIt) {
  EXPECT_TRUE(TitlesOf("## Publications\n"
                       "Scaling Sparse Training Without Tears\n"
                       "A note on the results, with more words after it\n")
                  .empty());
  EXPECT_TRUE(TitlesOf("## Publications\n"
                       "Ada Example, Bo Sample, Cy Tester\n"
                       "Ada Example, Bo Sample, Cy Tester\n")
                  .empty());
}

}  // namespace
}  // namespace cvtidy::testing_titles
