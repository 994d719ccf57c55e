// Markdown site pages: markup regions (front matter, comments, template tags, raw HTML blocks,
// code), setext and HTML headings, the input kind, section roles and year headings.
#include "src/parse/markup_regions.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/parse/markdown_lines.h"
#include "src/parse/parse.h"
#include "src/parse/section_roles.h"
#include "tests/parse/parse_test_util.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_markup_regions {
namespace {

using ::cvtidy::testing_util::ExpectWellFormed;

// One letter per line: T text, L list item, H heading, B blank, C comment, M markup.
std::string Kinds(const Document& doc) {
  std::string out;
  for (const Line& line : doc.lines()) {
    switch (line.kind) {
      case LineKind::kText:
      case LineKind::kTableRow:
        out += 'T';
        break;
      case LineKind::kListItem:
        out += 'L';
        break;
      case LineKind::kHeading:
        out += 'H';
        break;
      case LineKind::kBlank:
        out += 'B';
        break;
      case LineKind::kComment:
        out += 'C';
        break;
      case LineKind::kMarkup:
        out += 'M';
        break;
      case LineKind::kThematicBreak:
        out += '-';
        break;
    }
  }
  return out;
}

struct Parsed {
  Source source;
  Document doc;
};

Parsed ParseText(std::string text) {
  Parsed p{Source::FromBytes("page.md", std::move(text)), Document()};
  p.doc = Parse(p.source);
  return p;
}

TEST(MarkupRegionsTest, FrontMatterIsMarkupAndMakesAnAuthoredPage) {
  Parsed p = ParseText("---\ntitle: \"CV\"\nlayout: archive\n---\n\n- Ada Quill, 2024\n");
  ExpectWellFormed(p.doc);
  EXPECT_EQ(Kinds(p.doc), "MMMMBL");
  EXPECT_EQ(p.doc.lines()[0].markup, MarkupKind::kFrontMatter);
  EXPECT_TRUE(p.doc.has_front_matter());
  EXPECT_EQ(p.doc.input_kind(), InputKind::kAuthoredMarkdown);
}

TEST(MarkupRegionsTest, TomlAndPelicanFrontMatter) {
  EXPECT_EQ(Kinds(ParseText("+++\ntitle = \"CV\"\n+++\ntext\n").doc), "MMMT");
  EXPECT_EQ(Kinds(ParseText("Title: Publications\nDate: 2024-01-01\n\ntext\n").doc), "MMBT");
  // An unclosed `---` is a thematic break, not front matter.
  Parsed open = ParseText("---\ntitle: x\n");
  EXPECT_FALSE(open.doc.has_front_matter());
}

TEST(MarkupRegionsTest, MultiLineCommentsHideTheirEntries) {
  Parsed p = ParseText("- Kept, 2024\n<!--\n- Hidden, 2023\n-->\n- Also kept, 2022\n");
  ExpectWellFormed(p.doc);
  EXPECT_EQ(Kinds(p.doc), "LCCCL");
  // The hidden entry is not an entry and its date is not extracted.
  EXPECT_EQ(p.doc.entries().size(), 2u);
  EXPECT_EQ(p.doc.dates().size(), 2u);
}

TEST(MarkupRegionsTest, CommentClosedBeforeTextKeepsTheText) {
  Parsed p = ParseText("<!-- a note\nstill a note --> Visible text, 2024\n");
  EXPECT_EQ(Kinds(p.doc), "CT");
}

TEST(MarkupRegionsTest, MarkdownCommentsAndReferenceDefinitions) {
  Parsed p =
      ParseText("[//]: # (old entry, 2019)\n[comment]: <> (note)\n[pdf]: https://x.org/a.pdf\n");
  EXPECT_EQ(Kinds(p.doc), "CCM");
  EXPECT_TRUE(p.doc.dates().empty());
}

TEST(MarkupRegionsTest, TemplateTagLines) {
  Parsed p = ParseText(
      "{% include base_path %}\n{{ content }}\n{{< figure src=\"x\" >}}\n"
      "{% comment %}\n- Hidden, 2020\n{% endcomment %}\nText with {{ site.url }} inside\n");
  EXPECT_EQ(Kinds(p.doc), "MMMCCCT");
}

TEST(MarkupRegionsTest, RawHtmlBlockRunsToItsCloseTag) {
  // kramdown reads block HTML to its matching close tag, blank lines included.
  Parsed p = ParseText(
      "<div class=\"pubs\">\n<p>Paper one, 2024</p>\n\n<div>nested</div>\n</div>\n- After, 2023\n");
  ExpectWellFormed(p.doc);
  EXPECT_EQ(Kinds(p.doc), "MMBMML");
  EXPECT_EQ(p.doc.dates().size(), 1u);
}

TEST(MarkupRegionsTest, UnclosedHtmlBlockEndsAtABlankLine) {
  EXPECT_EQ(Kinds(ParseText("<ul>\n<li>One\n\nText\n").doc), "MMBT");
  // A void block tag ends at a blank line too.
  EXPECT_EQ(Kinds(ParseText("<hr>\n\nText\n").doc), "MBT");
}

TEST(MarkupRegionsTest, InlineHtmlOpeningAParagraphIsText) {
  Parsed p = ParseText("<b>Ada Quill</b>, Ben Ode. Tiered Logs. 2024.\n");
  EXPECT_EQ(Kinds(p.doc), "T");
}

TEST(MarkupRegionsTest, FencedCodeAndAttributeLists) {
  EXPECT_EQ(Kinds(ParseText("```bibtex\n@article{x,\n  year = {2020}\n}\n```\nText\n").doc),
            "MMMMMT");
  EXPECT_EQ(Kinds(ParseText("- Item\n{: .compact}\n").doc), "LM");
}

TEST(MarkupRegionsTest, SetextHeadingsOpenSections) {
  Parsed p = ParseText("Education\n======\n\n- Ph.D., 2024\n\nTalks\n-----\n\n- Keynote, 2023\n");
  ExpectWellFormed(p.doc);
  EXPECT_EQ(Kinds(p.doc), "HMBLBHMBL");
  ASSERT_EQ(p.doc.sections().size(), 3u);
  EXPECT_EQ(p.doc.Title(p.doc.sections()[1]), "Education");
  EXPECT_EQ(p.doc.sections()[1].level, 1);
  EXPECT_EQ(p.doc.sections()[2].level, 2);
  EXPECT_EQ(p.doc.lines()[0].heading_style, HeadingStyle::kSetext);
  EXPECT_EQ(p.doc.input_kind(), InputKind::kAuthoredMarkdown);
}

TEST(MarkupRegionsTest, DashesUnderAListOrAfterAParagraphAreNotSetext) {
  // A list item over `---` is a list and a break; two paragraph lines over `---` keep the
  // break (only a one-line paragraph makes a heading).
  EXPECT_EQ(Kinds(ParseText("- Item\n---\n").doc), "L-");
  EXPECT_EQ(Kinds(ParseText("One line\nanother line\n---\n").doc), "TT-");
}

TEST(MarkupRegionsTest, HtmlHeadingIsAHeading) {
  Parsed p = ParseText("<h2 style=\"color:red\">Employment</h2>\n\n- Engineer, 2024\n");
  ExpectWellFormed(p.doc);
  EXPECT_EQ(Kinds(p.doc), "HBL");
  EXPECT_EQ(p.doc.Title(p.doc.sections()[1]), "Employment");
  EXPECT_EQ(p.doc.sections()[1].level, 2);
  EXPECT_EQ(p.doc.lines()[0].heading_style, HeadingStyle::kHtml);
}

TEST(MarkupRegionsTest, BoldTitleOverMoreTextIsAParagraphInAnAuthoredPage) {
  Parsed p = ParseText(
      "---\ntitle: Research\n---\n\n**Quiet Queues**\nAda Quill, Ben Ode\n*Working paper, "
      "2024*\n");
  EXPECT_EQ(Kinds(p.doc), "MMMBTTT");
  EXPECT_EQ(p.doc.entries().size(), 1u);
  // Converter output keeps its bold headings.
  EXPECT_EQ(Kinds(ParseText("# Ada\n\n**Lakeside University**\nPh.D. student\n").doc), "HBHT");
}

TEST(MarkupRegionsTest, InputKindFromContent) {
  // Converter output: ATX headings and bold, no markup only an author writes.
  EXPECT_EQ(
      ParseText("# Ada Quill\n\n## Education\n\n- **Lakeside University** 2020\n").doc.input_kind(),
      InputKind::kConverterMarkdown);
  // OCR text: no Markdown at all (bullets and numbers are plain text's too).
  EXPECT_EQ(
      ParseText("ADA QUILL\n\nEDUCATION\n\ne Lakeside University 2020\n1. Item\n").doc.input_kind(),
      InputKind::kPlainText);
  // Three inline links, or one tag with attributes, make a hand-written page.
  EXPECT_EQ(ParseText("[a](x) [b](y) [c](z)\n").doc.input_kind(), InputKind::kAuthoredMarkdown);
  EXPECT_EQ(ParseText("See <a href=\"x\">here</a>\n").doc.input_kind(),
            InputKind::kAuthoredMarkdown);
  // A cvtidy directive is not an authoring signal.
  EXPECT_EQ(ParseText("<!-- cvtidy-disable date/future -->\n# Ada\n").doc.input_kind(),
            InputKind::kConverterMarkdown);
}

// The marks are found wherever they stand in a line, and on any line: first, last, after lines
// that hold the same byte alone, and in a text whose only such byte is in that line.
TEST(MarkupRegionsTest, StructureAndLinksAnywhereInTheText) {
  const auto kind = [](std::string text) { return ParseText(std::move(text)).doc.input_kind(); };
  for (const std::string mark : {"**", "__", "\\_", "\\*"}) {
    SCOPED_TRACE(mark);
    EXPECT_EQ(kind(mark + "Ada Quill\n"), InputKind::kConverterMarkdown);
    EXPECT_EQ(kind("Ada Quill" + mark + "\n"), InputKind::kConverterMarkdown);
    EXPECT_EQ(kind("Ada * Quill _x\nEducation\n\n" + mark + "Lakeside\n"),
              InputKind::kConverterMarkdown);
    EXPECT_EQ(kind("Ada\n  Quill  " + mark + "  \nEnd\n"), InputKind::kConverterMarkdown);
  }
  // Single marks, apart, are plain text's too.
  EXPECT_EQ(kind("Ada * Quill\n_Lakeside_ 2020\n*\n_\n"), InputKind::kPlainText);
  EXPECT_EQ(kind("a*b_c\\d\n*_*_\n"), InputKind::kPlainText);
  // Links over several lines, with brackets that are no links between them.
  EXPECT_EQ(kind("[a](x) text\n] ( [b] (c)\n\nmore [b](y)\n[c](z)\n"),
            InputKind::kAuthoredMarkdown);
  EXPECT_EQ(kind("[a](x) text\n] ( [b] (c)\n\nmore [b](y)\n"), InputKind::kPlainText);
  // A tag with attributes after lines of `<` that are none.
  EXPECT_EQ(kind("a < b\n\nx <b>bold</b> y\nSee <a href=\"x\">here</a>\n"),
            InputKind::kAuthoredMarkdown);
  EXPECT_EQ(kind("a < b\n\nx <b>bold</b> y\n"), InputKind::kPlainText);
}

// OCR of a page that printed its markup as text (an HTML listing, a stray `**`): the lines only
// OCR opens with a misread bullet make it OCR text, unless Markdown's own syntax is there too.
TEST(MarkupRegionsTest, OcrBulletsOutweighPrintedMarkup) {
  const std::string listing =
      "<ul>\n<li><a href=\"/papers/one.pdf\">One</a></li>\n</ul>\n"
      "\u00A2 Paper One, Example Workshop 2021\n\u00AB Paper Two, Example Forum 2020\n"
      "e Paper Three, Example Meeting 2019\n";
  EXPECT_EQ(ParseText(listing).doc.input_kind(), InputKind::kPlainText);
  // Two such lines are not enough: a page of HTML with a stray glyph stays authored.
  EXPECT_EQ(
      ParseText("<p class=\"x\">Hi</p>\n\u00A2 One Item\n\u00AB Two Items\n").doc.input_kind(),
      InputKind::kAuthoredMarkdown);
  // `e` before lower-case text and `© 2024` are text, not OCR bullets.
  EXPECT_EQ(ParseText("<p class=\"x\">Hi</p>\ne is a constant\n\u00A9 2024 Ada\n\u00A9 2023 "
                      "Ada\n\u00A9 2022 Ada\n")
                .doc.input_kind(),
            InputKind::kAuthoredMarkdown);
  // With a Markdown heading or link the text is Markdown, however damaged its bullets.
  EXPECT_EQ(ParseText("# Ada\n\n\u00A2 One Item\n\u00AB Two Items\n\u00A2 Three Items\n")
                .doc.input_kind(),
            InputKind::kConverterMarkdown);
}

TEST(MarkupRegionsTest, EveryStepAdvancesOnPathologicalInput) {
  // Many opening tags that never close: each block search is bounded.
  std::string text;
  for (int i = 0; i < 3000; ++i) {
    text += "<div>\nline\n";
  }
  text += "<!--\n";  // an unclosed comment runs to the end
  const Source src = Source::FromBytes("x.md", text);
  const internal::MarkupRegions regions = internal::FindMarkupRegions(src);
  EXPECT_EQ(regions.lines.size(), src.line_count());
}

// Each line's range is the one Source::LineRange gives it, whatever the line endings and
// whichever region holds the line: the parser classifies lines by these ranges.
TEST(MarkupRegionsTest, LineRangesAreTheSourceLines) {
  const std::string_view pieces[] = {"Text",
                                     "- item",
                                     "",
                                     " - item ",
                                     "\f\v",
                                     "  ",
                                     "\t",
                                     "<div>",
                                     "</div>",
                                     "<!--",
                                     "-->",
                                     "```",
                                     "---",
                                     "===",
                                     "# Title",
                                     "{% comment %}",
                                     "{% endcomment %}",
                                     "\r"};
  const std::string_view ends[] = {"\n", "\r\n", "\r"};
  uint64_t state = 99;
  const auto next = [&](uint64_t bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % bound;
  };
  for (int k = 0; k < 2000; ++k) {
    std::string text;
    const uint64_t lines = next(12);
    for (uint64_t l = 0; l < lines; ++l) {
      text += pieces[next(std::size(pieces))];
      if (l + 1 < lines || next(2) == 0) {
        text += ends[next(std::size(ends))];
      }
    }
    const Source src = Source::FromBytes("page.md", text);
    const internal::MarkupRegions regions = internal::FindMarkupRegions(src);
    ASSERT_EQ(regions.lines.size(), src.line_count());
    for (uint32_t i = 0; i < src.line_count(); ++i) {
      EXPECT_EQ(regions.lines[i].range, src.LineRange(i + 1)) << "line " << i << " of " << text;
      // The trimmed bounds the scan and ClassifyLine share.
      EXPECT_EQ(regions.lines[i].content, internal::TrimRange(src.text(), src.LineRange(i + 1)))
          << "line " << i << " of " << text;
    }
  }
}

// The heading level FindMarkupRegions gives each line, one digit a line.
std::string HeadingLevels(std::string text) {
  const Source src = Source::FromBytes("page.md", std::move(text));
  std::string out;
  for (const internal::LineMarkup& line : internal::FindMarkupRegions(src).lines) {
    out += static_cast<char>('0' + line.heading_level);
  }
  return out;
}

TEST(MarkupRegionsTest, SetextUnderlineForms) {
  EXPECT_EQ(HeadingLevels("Title\n===\n"), "10");
  EXPECT_EQ(HeadingLevels("Title\n  ---\n"), "20");
  EXPECT_EQ(HeadingLevels("Title\n   ==="), "10");     // the last line, unterminated
  EXPECT_EQ(HeadingLevels("Title\n    ===\n"), "00");  // indented code, not an underline
  EXPECT_EQ(HeadingLevels("Title\r\n===\r\n"), "10");  // CRLF
  EXPECT_EQ(HeadingLevels("Title\n\f===\n"), "10");    // white space other than blanks
  EXPECT_EQ(HeadingLevels("Title\n\v\t---  \n"), "20");
  EXPECT_EQ(HeadingLevels("Title\n\n===\n"), "000");      // a blank line between
  EXPECT_EQ(HeadingLevels("Title\n \t \n---\n"), "000");  // a white-space line between
  EXPECT_EQ(HeadingLevels("Title\n=-=\nText\n"), "000");
  EXPECT_EQ(HeadingLevels("Title \t \n-\n"), "20");
}

// Setext headings as CommonMark's rule reads them, for pages of paragraphs, markers and
// underlines only (no front matter, fences, tags or links): a one-line paragraph (after a blank
// line or markup) that is not a marker line, not indented past three and holds no tab, over a
// line of `=` or `-` indented at most three.
std::string ReferenceSetextLevels(const Source& src) {
  const auto trim = [](std::string_view s) {
    const auto space = [](char c) {
      return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    };
    while (!s.empty() && space(s.front())) {
      s.remove_prefix(1);
    }
    while (!s.empty() && space(s.back())) {
      s.remove_suffix(1);
    }
    return s;
  };
  const auto indent = [](std::string_view s) {
    return s.find_first_not_of(" \t") == std::string_view::npos ? s.size()
                                                                : s.find_first_not_of(" \t");
  };
  const auto underline = [&](std::string_view line) {
    const std::string_view t = trim(line);
    if (indent(line) > 3 || t.empty() || (t[0] != '=' && t[0] != '-') ||
        t.find_first_not_of(t[0]) != std::string_view::npos) {
      return 0;
    }
    return t[0] == '=' ? 1 : 2;
  };
  const auto marker_line = [](std::string_view t) {
    if (t[0] == '#' || t[0] == '>' || t[0] == '|' || t[0] == '<') {
      return true;
    }
    if ((t[0] == '-' || t[0] == '*' || t[0] == '+') && (t.size() == 1 || t[1] == ' ')) {
      return true;
    }
    const size_t digits = t.find_first_not_of("0123456789");
    return digits > 0 && digits != std::string_view::npos && (t[digits] == '.' || t[digits] == ')');
  };
  const uint32_t n = src.line_count();
  std::string levels(n, '0');
  bool previous_blank = true;
  bool previous_marked = false;
  for (uint32_t i = 0; i < n; ++i) {
    const std::string_view line = src.Line(i + 1);
    const std::string_view t = trim(line);
    if (t.empty()) {
      previous_blank = true;
      previous_marked = false;
      continue;
    }
    const bool after_blank = previous_blank || previous_marked;
    previous_blank = false;
    previous_marked = false;
    if (i + 1 < n && after_blank && indent(line) <= 3 && !marker_line(t) &&
        t.find('\t') == std::string_view::npos && underline(src.Line(i + 2)) > 0) {
      levels[i] = static_cast<char>('0' + underline(src.Line(i + 2)));
      ++i;
      previous_marked = true;
    }
  }
  return levels;
}

TEST(MarkupRegionsTest, SetextHeadingsAgreeWithTheReferenceOnGeneratedPages) {
  // Fictional lines: paragraphs, markers, underlines indented and surrounded by all kinds of
  // white space, lines that only look like underlines.
  const std::string_view pool[] = {"Education",  "Quiet Queues 2024",
                                   "- item",     "* item",
                                   "1. First",   "# Heading",
                                   "| a | b |",  "===",
                                   "---",        "  ===",
                                   "   ---",     "    ---",
                                   "\t===",      "\f---",
                                   "\v===  ",    "=-=",
                                   "--",         "-",
                                   "a\tb",       "",
                                   "  ",         "\t",
                                   "Title  ",    " Indented title",
                                   "2020) Year", "+"};
  uint64_t state = 12345;
  const auto next = [&](uint64_t bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % bound;
  };
  for (int page = 0; page < 3000; ++page) {
    const std::string_view terminator = next(2) == 0 ? "\n" : "\r\n";
    std::string text = "Intro";
    const uint64_t lines = 1 + next(12);
    for (uint64_t k = 0; k < lines; ++k) {
      text += terminator;
      text += pool[next(std::size(pool))];
    }
    if (next(2) == 0) {
      text += terminator;
    }
    const Source src = Source::FromBytes("page.md", text);
    EXPECT_EQ(HeadingLevels(text), ReferenceSetextLevels(src)) << "page: " << text;
  }
}

TEST(MarkupRegionsTest, HtmlBlockDepthCountsOnlyItsOwnTag) {
  // `<dialog>` and `<dl>` share the first letter of `<div>` and `<details>` but not the name.
  EXPECT_EQ(Kinds(ParseText("<DIV>\n<div>\nText\n</Div>\n</div>\nAfter\n").doc), "MMMMMT");
  EXPECT_EQ(Kinds(ParseText("<div>\n<dialog>\n</div>\nAfter\n").doc), "MMMT");
  EXPECT_EQ(Kinds(ParseText("<dl>\n<dt>Term</dt>\n<dd>Def</dd>\n</dl>\nAfter\n").doc), "MMMMT");
  EXPECT_EQ(Kinds(ParseText("<details>\n<div>x</div>\n</ details>\n</details>\nAfter\n").doc),
            "MMMMT");
}

TEST(MarkupRegionsTest, EveryBlockTagOpensABlockInAnyCase) {
  // CommonMark's block tags (start condition 6) open a block inside a paragraph too; other tags
  // there are inline HTML.
  const std::string_view block_tags[] = {
      "address", "article",  "aside",   "base",     "basefont", "blockquote", "body",
      "caption", "center",   "col",     "colgroup", "dd",       "details",    "dialog",
      "dir",     "div",      "dl",      "dt",       "fieldset", "figcaption", "figure",
      "footer",  "form",     "frame",   "frameset", "h1",       "h2",         "h3",
      "h4",      "h5",       "h6",      "head",     "header",   "hr",         "html",
      "iframe",  "legend",   "li",      "link",     "main",     "menu",       "menuitem",
      "nav",     "noframes", "ol",      "optgroup", "option",   "p",          "param",
      "section", "source",   "summary", "table",    "tbody",    "td",         "tfoot",
      "th",      "thead",    "title",   "tr",       "track",    "ul"};
  for (std::string_view tag : block_tags) {
    std::string upper(tag);
    for (char& c : upper) {
      c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
    }
    for (const std::string& name : {std::string(tag), upper}) {
      EXPECT_EQ(Kinds(ParseText("Intro\n<" + name + " id=\"x\">text\n\nAfter\n").doc), "TMBT")
          << name;
    }
  }
  for (std::string_view tag : {"span", "em", "a", "b", "img", "abbr", "bdi", "zzz", "ulx"}) {
    EXPECT_EQ(Kinds(ParseText("Intro\n<" + std::string(tag) + " id=\"x\">text\n\nAfter\n").doc),
              "TTBT")
        << tag;
  }
}

TEST(SectionRolesTest, RoleOfTitle) {
  using internal::RoleOfTitle;
  EXPECT_EQ(RoleOfTitle("Whatever", "publications"), SectionRole::kPublications);
  EXPECT_EQ(RoleOfTitle("Peer-reviewed Conference Papers", ""), SectionRole::kPublications);
  EXPECT_EQ(RoleOfTitle("Journal Reviewing", ""), SectionRole::kService);
  EXPECT_EQ(RoleOfTitle("Program Committees", ""), SectionRole::kService);
  EXPECT_EQ(RoleOfTitle("Papers Under Review", ""), SectionRole::kPublications);
  EXPECT_EQ(RoleOfTitle("Conference Talks", ""), SectionRole::kTalks);
  EXPECT_EQ(RoleOfTitle("Honors", ""), SectionRole::kAwards);
  EXPECT_EQ(RoleOfTitle("2023", ""), SectionRole::kNone);
}

TEST(SectionRolesTest, SubsectionsInheritRoleAndYear) {
  Parsed p = ParseText(
      "# Ada Quill\n\n## Publications\n\n### 2024\n\n- Paper\n\n#### Workshops\n\n- W\n\n"
      "## Education\n\n- Ph.D.\n");
  ExpectWellFormed(p.doc);
  std::vector<std::string> got;
  for (const Section& s : p.doc.sections()) {
    got.push_back(std::string(p.doc.Title(s)) + ":" + std::to_string(static_cast<int>(s.role)) +
                  ":" + std::to_string(s.year));
  }
  const std::string pubs = std::to_string(static_cast<int>(SectionRole::kPublications));
  const std::string edu = std::to_string(static_cast<int>(SectionRole::kEducation));
  EXPECT_EQ(got, (std::vector<std::string>{":0:0", "Ada Quill:0:0", "Publications:" + pubs + ":0",
                                           "2024:" + pubs + ":2024", "Workshops:" + pubs + ":2024",
                                           "Education:" + edu + ":0"}));
  EXPECT_TRUE(p.doc.is_whole_cv());
  EXPECT_TRUE(p.doc.IsPublicationSection(3));
}

}  // namespace
}  // namespace cvtidy::testing_markup_regions
