#include "src/parse/markdown_lines.h"

#include <algorithm>
#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

namespace cvtidy::internal {
namespace {

Line Classify(std::string_view text) {
  return ClassifyLine(text, {0, static_cast<uint32_t>(text.size())});
}

std::string_view Of(std::string_view text, ByteRange r) { return text.substr(r.begin, r.size()); }

struct KindCase {
  std::string_view line;
  LineKind kind;
  HeadingStyle style;
  uint8_t level;  // 0 for non-headings and bold headings (their level is contextual)
  std::string_view content;
};

std::ostream& operator<<(std::ostream& os, const KindCase& c) {
  return os << "\"" << c.line << "\"";
}

class ClassifyKindTest : public testing::TestWithParam<KindCase> {};

TEST_P(ClassifyKindTest, KindStyleLevelContent) {
  const KindCase& c = GetParam();
  const Line line = Classify(c.line);
  EXPECT_EQ(line.kind, c.kind);
  EXPECT_EQ(line.heading_style, c.style);
  EXPECT_EQ(line.level, c.level);
  EXPECT_EQ(Of(c.line, line.content), c.content);
  EXPECT_TRUE(line.range.Contains(line.content) || line.content.empty());
}

constexpr auto kBlank = LineKind::kBlank;
constexpr auto kComment = LineKind::kComment;
constexpr auto kHeading = LineKind::kHeading;
constexpr auto kBreak = LineKind::kThematicBreak;
constexpr auto kItem = LineKind::kListItem;
constexpr auto kRow = LineKind::kTableRow;
constexpr auto kText = LineKind::kText;
constexpr auto kNone = HeadingStyle::kNone;
constexpr auto kAtx = HeadingStyle::kAtx;
constexpr auto kBold = HeadingStyle::kBold;
constexpr auto kCaps = HeadingStyle::kAllCaps;
constexpr auto kSuffix = HeadingStyle::kRuleSuffix;

INSTANTIATE_TEST_SUITE_P(Blank, ClassifyKindTest,
                         testing::Values(KindCase{"", kBlank, kNone, 0, ""},
                                         KindCase{"   \t  ", kBlank, kNone, 0, ""},
                                         KindCase{"\r", kBlank, kNone, 0, ""}));

INSTANTIATE_TEST_SUITE_P(
    Comments, ClassifyKindTest,
    testing::Values(KindCase{"<!-- a note -->", kComment, kNone, 0, "a note"},
                    KindCase{"  <!--cvtidy-enable-->  ", kComment, kNone, 0, "cvtidy-enable"},
                    KindCase{"<!---->", kComment, kNone, 0, ""},
                    // Two comments with text between are not one comment.
                    KindCase{"<!-- a --> b <!-- c -->", kText, kNone, 0, "<!-- a --> b <!-- c -->"},
                    KindCase{"<!-- never closed", kText, kNone, 0, "<!-- never closed"}));

INSTANTIATE_TEST_SUITE_P(
    Atx, ClassifyKindTest,
    testing::Values(KindCase{"# Ada Example", kHeading, kAtx, 1, "Ada Example"},
                    KindCase{"## Education", kHeading, kAtx, 2, "Education"},
                    KindCase{"#### **EDUCATION**", kHeading, kAtx, 4, "EDUCATION"},
                    KindCase{"### __Awards__", kHeading, kAtx, 3, "Awards"},
                    KindCase{"# Honors, Awards, Grants \\_\\_\\_\\_\\_", kHeading, kAtx, 1,
                             "Honors, Awards, Grants"},
                    KindCase{"## Teaching Experience ____", kHeading, kAtx, 2,
                             "Teaching Experience"},
                    KindCase{"## Talks —", kHeading, kAtx, 2, "Talks"},
                    KindCase{"## Skills ##", kHeading, kAtx, 2, "Skills"},
                    KindCase{"## Contact:", kHeading, kAtx, 2, "Contact"},
                    KindCase{"## **Service:**", kHeading, kAtx, 2, "Service"},
                    KindCase{"## April 2023", kHeading, kAtx, 2, "April 2023"},
                    KindCase{"###### Six", kHeading, kAtx, 6, "Six"},
                    KindCase{"   ## Three spaces", kHeading, kAtx, 2, "Three spaces"},
                    KindCase{"#", kHeading, kAtx, 1, ""},
                    KindCase{"#### **Quokka** (deployed at Acme)", kHeading, kAtx, 4,
                             "**Quokka** (deployed at Acme)"},
                    KindCase{"#hashtag", kText, kNone, 0, "#hashtag"},
                    KindCase{"####### Seven", kText, kNone, 0, "####### Seven"},
                    KindCase{"    # four spaces", kText, kNone, 0, "# four spaces"},
                    KindCase{"## C# ##", kHeading, kAtx, 2, "C#"}));

INSTANTIATE_TEST_SUITE_P(Breaks, ClassifyKindTest,
                         testing::Values(KindCase{"---", kBreak, kNone, 0, ""},
                                         KindCase{"***", kBreak, kNone, 0, ""},
                                         KindCase{"___", kBreak, kNone, 0, ""},
                                         KindCase{"- - -", kBreak, kNone, 0, ""},
                                         KindCase{" * * * * ", kBreak, kNone, 0, ""},
                                         KindCase{"--", kText, kNone, 0, "--"},
                                         KindCase{"-*-", kText, kNone, 0, "-*-"}));

INSTANTIATE_TEST_SUITE_P(
    BoldHeadings, ClassifyKindTest,
    testing::Values(KindCase{"**Northfield Example University**", kHeading, kBold, 0,
                             "Northfield Example University"},
                    KindCase{"**Research Intern**  ", kHeading, kBold, 0, "Research Intern"},
                    KindCase{"**Best Paper!**", kText, kNone, 0, "**Best Paper!**"},
                    KindCase{"**Artifact Committee:**", kText, kNone, 0, "**Artifact Committee:**"},
                    KindCase{"**Artifact Committee:** OSDI '24", kText, kNone, 0,
                             "**Artifact Committee:** OSDI '24"},
                    KindCase{"**Alpha** and **Beta**", kText, kNone, 0, "**Alpha** and **Beta**"},
                    KindCase{"**one two three four five six seven eight nine ten eleven**", kText,
                             kNone, 0,
                             "**one two three four five six seven eight nine ten eleven**"},
                    KindCase{"**one two three four five six seven eight nine ten**", kHeading,
                             kBold, 0, "one two three four five six seven eight nine ten"},
                    KindCase{"****", kBreak, kNone, 0, ""}));

INSTANTIATE_TEST_SUITE_P(
    RuleSuffix, ClassifyKindTest,
    testing::Values(KindCase{"Education \\_\\_\\_\\_\\_", kHeading, kSuffix, 2, "Education"},
                    KindCase{"Research Experience \\_\\_\\_\\_\\_", kHeading, kSuffix, 2,
                             "Research Experience"},
                    KindCase{"Service ______", kHeading, kSuffix, 2, "Service"},
                    KindCase{"Publications \u2014", kHeading, kSuffix, 2, "Publications"},
                    KindCase{"Invited Talks \u2013", kHeading, kSuffix, 2, "Invited Talks"},
                    KindCase{"**Awards** \\_\\_\\_", kHeading, kSuffix, 2, "Awards"},
                    // A split date range, a dash glued to a word, a sentence: not headings.
                    KindCase{"Sep 2019 \u2013", kText, kNone, 0, "Sep 2019 \u2013"},
                    KindCase{"Word\u2014", kText, kNone, 0, "Word\u2014"},
                    KindCase{"and then we left \u2014", kText, kNone, 0, "and then we left \u2014"},
                    KindCase{"Advisor: Prof. Jane Roe \u2014", kText, kNone, 0,
                             "Advisor: Prof. Jane Roe \u2014"},
                    KindCase{"snake\\_case", kText, kNone, 0, "snake\\_case"}));

INSTANTIATE_TEST_SUITE_P(
    AllCaps, ClassifyKindTest,
    testing::Values(
        KindCase{"EDUCATION", kHeading, kCaps, 2, "EDUCATION"},
        KindCase{"AWARDS & HONORS\t", kHeading, kCaps, 2, "AWARDS & HONORS"},
        KindCase{"RESEARCH & INTERNSHIP EXPERIENCE", kHeading, kCaps, 2,
                 "RESEARCH & INTERNSHIP EXPERIENCE"},
        KindCase{"PUBLICATIONS & PREPRINTS", kHeading, kCaps, 2, "PUBLICATIONS & PREPRINTS"},
        KindCase{"SKILLS:", kHeading, kCaps, 2, "SKILLS"},
        KindCase{"R\u00C9SUM\u00C9", kHeading, kCaps, 2, "R\u00C9SUM\u00C9"},
        KindCase{"PH.D. IN COMPUTER SCIENCE", kText, kNone, 0, "PH.D. IN COMPUTER SCIENCE"},
        KindCase{"MENTOR: DR. JANE ROE", kText, kNone, 0, "MENTOR: DR. JANE ROE"},
        KindCase{"OSDI 2025", kText, kNone, 0, "OSDI 2025"}, KindCase{"AB", kText, kNone, 0, "AB"},
        KindCase{"Education", kText, kNone, 0, "Education"},
        KindCase{"ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE", kText, kNone, 0,
                 "ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE"},
        KindCase{"<B>AWARDS</B>", kText, kNone, 0, "<B>AWARDS</B>"}));

INSTANTIATE_TEST_SUITE_P(
    RowsAndText, ClassifyKindTest,
    testing::Values(KindCase{"Rese\tarch\tInterests", kRow, kNone, 0, "Rese\tarch\tInterests"},
                    KindCase{"Head TA, Compilers\t2023 Spring", kRow, kNone, 0,
                             "Head TA, Compilers\t2023 Spring"},
                    KindCase{"RESEARCH\tINTERESTS", kRow, kNone, 0, "RESEARCH\tINTERESTS"},
                    KindCase{"Trailing tab only\t", kText, kNone, 0, "Trailing tab only"},
                    KindCase{"Plain paragraph text.", kText, kNone, 0, "Plain paragraph text."},
                    KindCase{"+1 555 0100", kText, kNone, 0, "+1 555 0100"},
                    KindCase{"2019. Best talk award", kText, kNone, 0, "2019. Best talk award"},
                    KindCase{"4.0 GPA", kText, kNone, 0, "4.0 GPA"},
                    KindCase{"[Homepage](https://example.org)", kText, kNone, 0,
                             "[Homepage](https://example.org)"},
                    KindCase{"*Italic line*", kText, kNone, 0, "*Italic line*"}));

struct ItemCase {
  std::string_view line;
  ListMarker marker;
  std::string_view marker_text;
  ListMarker inner;
  std::string_view inner_text;
  uint8_t indent;
  std::string_view content;
};

std::ostream& operator<<(std::ostream& os, const ItemCase& c) {
  return os << "\"" << c.line << "\"";
}

class ClassifyItemTest : public testing::TestWithParam<ItemCase> {};

TEST_P(ClassifyItemTest, MarkersIndentContent) {
  const ItemCase& c = GetParam();
  const Line line = Classify(c.line);
  ASSERT_EQ(line.kind, LineKind::kListItem);
  EXPECT_EQ(line.marker, c.marker);
  EXPECT_EQ(Of(c.line, line.marker_range), c.marker_text);
  EXPECT_EQ(line.inner_marker, c.inner);
  EXPECT_EQ(Of(c.line, line.inner_marker_range), c.inner_text);
  EXPECT_EQ(line.indent, c.indent);
  EXPECT_EQ(Of(c.line, line.content), c.content);
  EXPECT_EQ(line.heading_style, HeadingStyle::kNone);
  EXPECT_EQ(line.level, 0);
}

constexpr auto kNoMarker = ListMarker::kNone;

INSTANTIATE_TEST_SUITE_P(
    Items, ClassifyItemTest,
    testing::Values(
        ItemCase{"- item", ListMarker::kDash, "-", kNoMarker, "", 0, "item"},
        ItemCase{"* item", ListMarker::kStar, "*", kNoMarker, "", 0, "item"},
        ItemCase{"+ item", ListMarker::kPlus, "+", kNoMarker, "", 0, "item"},
        ItemCase{"-\titem  ", ListMarker::kDash, "-", kNoMarker, "", 0, "item"},
        ItemCase{"-", ListMarker::kDash, "-", kNoMarker, "", 0, ""},
        ItemCase{"\u2022 Built a thing", ListMarker::kBullet, "\u2022", kNoMarker, "", 0,
                 "Built a thing"},
        ItemCase{"\u2022Glued", ListMarker::kBullet, "\u2022", kNoMarker, "", 0, "Glued"},
        ItemCase{"\u00B7 Mentor: Jane Roe\t", ListMarker::kBullet, "\u00B7", kNoMarker, "", 0,
                 "Mentor: Jane Roe"},
        ItemCase{"  \u25E6 sub point", ListMarker::kBullet, "\u25E6", kNoMarker, "", 2,
                 "sub point"},
        ItemCase{"\u25AA square", ListMarker::kBullet, "\u25AA", kNoMarker, "", 0, "square"},
        ItemCase{"1. First", ListMarker::kNumber, "1.", kNoMarker, "", 0, "First"},
        ItemCase{"12) Twelfth", ListMarker::kNumber, "12)", kNoMarker, "", 0, "Twelfth"},
        ItemCase{"[C3] A Paper", ListMarker::kLabel, "[C3]", kNoMarker, "", 0, "A Paper"},
        ItemCase{"[J12] Journal", ListMarker::kLabel, "[J12]", kNoMarker, "", 0, "Journal"},
        ItemCase{"[1] Numbered", ListMarker::kLabel, "[1]", kNoMarker, "", 0, "Numbered"},
        ItemCase{"- 1. **A. Author**, B. Author.", ListMarker::kDash, "-", ListMarker::kNumber,
                 "1.", 0, "**A. Author**, B. Author."},
        ItemCase{"- [P3] A Preprint", ListMarker::kDash, "-", ListMarker::kLabel, "[P3]", 0,
                 "A Preprint"},
        ItemCase{" - * Encoded the inputs", ListMarker::kDash, "-", ListMarker::kStar, "*", 1,
                 "Encoded the inputs"},
        ItemCase{" - *Operator Fusion*: ongoing", ListMarker::kDash, "-", kNoMarker, "", 1,
                 "*Operator Fusion*: ongoing"},
        ItemCase{"- **Example University** Springfield", ListMarker::kDash, "-", kNoMarker, "", 0,
                 "**Example University** Springfield"},
        ItemCase{"- 2021-Present **Example Tech**", ListMarker::kDash, "-", kNoMarker, "", 0,
                 "2021-Present **Example Tech**"},
        ItemCase{"\t- tab indented", ListMarker::kDash, "-", kNoMarker, "", 4, "tab indented"},
        ItemCase{"  - nested", ListMarker::kDash, "-", kNoMarker, "", 2, "nested"}));

TEST(ClassifyLineTest, IndentIsCappedAt255) {
  const std::string line = std::string(300, ' ') + "text";
  EXPECT_EQ(Classify(line).indent, 255);
}

TEST(ClassifyLineTest, RangesAreAbsolute) {
  const std::string_view text = "xx\n## Title\n";
  const Line line = ClassifyLine(text, {3, 11});
  EXPECT_EQ(line.range, (ByteRange{3, 11}));
  EXPECT_EQ(line.content, (ByteRange{6, 11}));
}

// The indent and trimmed content as the header documents them: leading spaces count one and
// tabs four, capped at 255; the content is the line without white space at either end.
struct ReferenceLead {
  uint32_t indent = 0;
  ByteRange trimmed;
};
ReferenceLead ReferenceLeadOf(std::string_view text, ByteRange range) {
  ReferenceLead lead;
  uint32_t p = range.begin;
  while (p < range.end && (text[p] == ' ' || text[p] == '\t')) {
    lead.indent += text[p] == '\t' ? 4 : 1;
    ++p;
  }
  lead.indent = std::min<uint32_t>(lead.indent, 255);
  const auto ws = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  lead.trimmed = range;
  while (lead.trimmed.begin < lead.trimmed.end && ws(text[lead.trimmed.begin])) {
    ++lead.trimmed.begin;
  }
  while (lead.trimmed.end > lead.trimmed.begin && ws(text[lead.trimmed.end - 1])) {
    --lead.trimmed.end;
  }
  return lead;
}

bool SameLine(const Line& a, const Line& b) {
  return a.range == b.range && a.content == b.content && a.kind == b.kind &&
         a.heading_style == b.heading_style && a.level == b.level && a.indent == b.indent &&
         a.marker == b.marker && a.marker_range == b.marker_range &&
         a.inner_marker == b.inner_marker && a.inner_marker_range == b.inner_marker_range;
}

// ClassifyLine given the trimmed bounds (as the parser calls it, from FindMarkupRegions) counts
// the indent only when the line opens with white space: it must agree with the reference and
// with the classifier that trims for itself, for every mix of white space around every kind of
// line, read inside a longer text.
TEST(ClassifyLineTest, GivenTrimmedBoundsAgreesWithTheReference) {
  const std::string_view bodies[] = {"",          "Text here", "# Title",    "## Title ##",
                                     "- item",    "1. item",   "---",        "**Bold Title**",
                                     "EDUCATION", "a\tb",      "<!-- c -->", "Awards \\_\\_\\_",
                                     "#",         "*",         "\u2022 x",   "e Item"};
  const char blanks[] = {' ', '\t', '\f', '\v', '\r'};
  uint64_t state = 7;
  const auto next = [&](uint64_t bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % bound;
  };
  const auto white = [&] {
    std::string w;
    for (uint64_t n = next(3) == 0 ? next(6) : 0; n > 0; --n) {
      w += blanks[next(std::size(blanks))];
    }
    return w;
  };
  for (int k = 0; k < 20000; ++k) {
    const std::string before = next(2) == 0 ? "" : "prev\n";
    const std::string line = white() + std::string(bodies[next(std::size(bodies))]) + white();
    const std::string text = before + line + "\nnext";
    const ByteRange range{static_cast<uint32_t>(before.size()),
                          static_cast<uint32_t>(before.size() + line.size())};
    const ReferenceLead reference = ReferenceLeadOf(text, range);
    ASSERT_EQ(TrimRange(text, range), reference.trimmed) << "\"" << line << "\"";
    const Line given = ClassifyLine(text, range, reference.trimmed, true);
    // Told the line holds no tab where it holds none, it reads the line the same.
    if (Of(text, reference.trimmed).find('\t') == std::string_view::npos) {
      EXPECT_TRUE(SameLine(ClassifyLine(text, range, reference.trimmed, false), given))
          << "\"" << line << "\"";
    }
    EXPECT_EQ(given.indent, reference.indent) << "\"" << line << "\"";
    EXPECT_TRUE(SameLine(given, ClassifyLine(text, range))) << "\"" << line << "\"";
    if (given.kind == LineKind::kBlank || given.kind == LineKind::kText) {
      EXPECT_EQ(given.content, reference.trimmed) << "\"" << line << "\"";
    }
  }
}

// The list markers as the header documents them, written out independently of the classifier:
// ClassifyLine settles most lines by their first byte, and this keeps that test from dropping
// a marker.
bool ReferenceOpensWithMarker(std::string_view t) {
  static constexpr std::string_view kGlyphs[] = {"\u2022", "\u00B7", "\u25E6", "\u25AA", "\u25AB",
                                                 "\u25CF", "\u25CB", "\u25A0", "\u2023", "\u2043",
                                                 "\u2219", "\u25BA", "\u27A2"};
  for (std::string_view glyph : kGlyphs) {
    if (t.starts_with(glyph)) {
      return true;
    }
  }
  const auto spaced = [&](size_t at) { return at == t.size() || t[at] == ' ' || t[at] == '\t'; };
  if (!t.empty() && (t[0] == '-' || t[0] == '*' || t[0] == '+')) {
    return spaced(1);
  }
  size_t p = t.find_first_not_of("0123456789");
  if (p != 0 && p != std::string_view::npos && p <= 3 && (t[p] == '.' || t[p] == ')')) {
    return spaced(p + 1);
  }
  if (!t.empty() && t[0] == '[') {
    p = 1;
    while (p < t.size() && p <= 3 &&
           ((t[p] >= 'A' && t[p] <= 'Z') || (t[p] >= 'a' && t[p] <= 'z'))) {
      ++p;
    }
    const size_t digits = p;
    while (p < t.size() && p - digits < 5 && t[p] >= '0' && t[p] <= '9') {
      ++p;
    }
    return p > digits && p - digits <= 3 && p < t.size() && t[p] == ']' && spaced(p + 1);
  }
  return false;
}

TEST(ClassifyLineTest, EveryFirstByteAgreesWithTheReferenceMarkers) {
  // Every byte first, before the tails a marker may need: its own rest and what follows it,
  // and each bullet glyph's bytes after its first, as they are and with the last one changed.
  std::vector<std::string> tails = {" Item text", "\tItem",  "",         "Item",     ". Item",
                                    ") Item",     "2. Item", "23) Item", "C3] Item", "12] Item"};
  for (std::string_view glyph :
       {"\u2022", "\u00B7", "\u25E6", "\u25AA", "\u25AB", "\u25CF", "\u25CB", "\u25A0", "\u2023",
        "\u2043", "\u2219", "\u25BA", "\u27A2", "\u2013", "\u201C"}) {
    std::string rest(glyph.substr(1));
    tails.push_back(rest + " Item");
    tails.push_back(rest + "Item");
    rest.back() = static_cast<char>(rest.back() + 1);
    tails.push_back(rest + " Item");
    tails.push_back(rest.substr(0, rest.size() - 1));  // cut short
  }
  for (int b = 0; b < 256; ++b) {
    if (b == '#' || b == '<' || b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\f' ||
        b == '\v') {
      continue;  // headings, comments and white space come before list items
    }
    for (const std::string& tail : tails) {
      const std::string line = std::string(1, static_cast<char>(b)) + tail;
      const Line classified = Classify(line);
      if (classified.kind == LineKind::kThematicBreak) {
        continue;
      }
      EXPECT_EQ(classified.kind == LineKind::kListItem, ReferenceOpensWithMarker(line))
          << "byte " << b << " line \"" << line << "\"";
    }
  }
}

TEST(ClassifyLineTest, AllCapsPunctuationAgreesWithTheDocumentedSet) {
  // `AB?CD` for every byte: an all-caps heading exactly when the byte is a capital, a space,
  // one of `&,-/'()+`, or part of a multi-byte character.
  for (int b = 0; b < 256; ++b) {
    const char c = static_cast<char>(b);
    const std::string line = std::string("AB") + c + "CD";
    const bool allowed = b >= 0x80 || (b >= 'A' && b <= 'Z') || b == ' ' ||
                         std::string_view("&,-/'()+").find(c) != std::string_view::npos;
    const Line classified = Classify(line);
    EXPECT_EQ(
        classified.kind == LineKind::kHeading && classified.heading_style == HeadingStyle::kAllCaps,
        allowed)
        << "byte " << b;
  }
}

TEST(OcrBulletTest, FormLengthAgreesWithTheFormList) {
  // Every string of up to five bytes the forms are made of, with a blank and a letter: the
  // first form of kOcrBulletForms it starts with, in the list's order.
  const std::string_view alphabet = "eo\xC2\xA2\xAB\xA9\xAE\xBB\xB0 \tX";
  std::vector<std::string> strings = {""};
  for (size_t length = 1; length <= 5; ++length) {
    const size_t before = strings.size();
    for (size_t k = 0; k < before; ++k) {
      if (strings[k].size() + 1 != length) {
        continue;
      }
      for (char c : alphabet) {
        strings.push_back(strings[k] + c);
      }
    }
  }
  for (const std::string& t : strings) {
    uint32_t want = 0;
    for (std::string_view form : kOcrBulletForms) {
      if (std::string_view(t).starts_with(form)) {
        want = static_cast<uint32_t>(form.size());
        break;
      }
    }
    EXPECT_EQ(OcrBulletFormLength(t, 0, static_cast<uint32_t>(t.size())), want) << t;
    // Read inside a longer text, the range's end bounds the form.
    const std::string padded = "ab" + t + "eo";
    EXPECT_EQ(OcrBulletFormLength(padded, 2, static_cast<uint32_t>(2 + t.size())), want) << t;
  }
}

TEST(CleanHeadingTitleTest, StripsLayersInAnyOrder) {
  const std::string_view text = "  **Education:** \\_\\_\\_ ";
  const ByteRange r = CleanHeadingTitle(text, {0, static_cast<uint32_t>(text.size())});
  EXPECT_EQ(Of(text, r), "Education");
  const std::string_view plain = "Education";
  EXPECT_EQ(CleanHeadingTitle(plain, {0, 9}), (ByteRange{0, 9}));
}

}  // namespace
}  // namespace cvtidy::internal
