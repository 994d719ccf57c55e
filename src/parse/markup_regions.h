// Markup regions: the lines of a Markdown site page that are not CV text, found in one pass
// before the parser classifies lines, plus the input kind the page's markup reveals.
//
//   internal::MarkupRegions regions = internal::FindMarkupRegions(source);
//   if (regions.lines[i].kind != MarkupKind::kNone) ...   // line i is markup, not text
//
// Recognised (CommonMark and the site generators' conventions):
//   - front matter: `---` YAML or `+++` TOML at the top, up to its closing line; a
//     Pelican-style `Title: ...` header (known keys only) up to the first blank line;
//   - HTML comments `<!-- ... -->` over whole lines, and Markdown comments `[//]: # (...)`;
//   - template tags alone on a line: Liquid/Jekyll `{% ... %}` and `{{ ... }}`, Hugo
//     `{{< ... >}}`; `{% comment %} ... {% endcomment %}` blocks;
//   - raw HTML blocks: a block tag (`<div>`, `<ul>`, `<details>`, `<table>`, ...) opening a
//     line, up to its matching close tag (as kramdown reads them: Markdown inside is not
//     rendered), or, without one, to the next blank line (CommonMark); any other complete tag
//     alone on a line after a blank line, to the next blank line;
//   - fenced code blocks (``` and ~~~), kramdown attribute lists (`{: .class}`) and reference
//     link definitions (`[id]: https://...`);
//   - setext headings: a one-line paragraph over `===` (level 1) or `---` (level 2); and
//     single-line HTML headings `<h2 ...>Title</h2>`.
// Every scan moves forward by at least one line per step; the search for a close tag is
// bounded (kMaxHtmlBlockLines), so the pass is linear in the input.
#ifndef CVTIDY_SRC_PARSE_MARKUP_REGIONS_H_
#define CVTIDY_SRC_PARSE_MARKUP_REGIONS_H_

#include <cstdint>
#include <vector>

#include "src/model/document.h"
#include "src/source/source.h"

namespace cvtidy::internal {

// What one line is, as far as the page's markup goes.
struct LineMarkup {
  // The line without its terminator (Source::LineRange), found once for the scan and the
  // parser, which read every line.
  ByteRange range;
  MarkupKind kind = MarkupKind::kNone;
  // A heading made by markup around or under the line: a setext title line (1 for `===`, 2
  // for `---`) or a single-line HTML heading (`<h3>` is 3); 0 otherwise.
  uint8_t heading_level = 0;
  // False when the line (trimmed) holds no tab, as the scan finds for every line it reads:
  // ClassifyLine then needs no search for one.
  bool may_hold_tab = true;
  // The line without white space at either end (TrimRange), which the scan and ClassifyLine
  // both need: found once. For a heading made by markup, its title: the setext line trimmed,
  // or the text inside the HTML heading tags.
  ByteRange content;
};

struct MarkupRegions {
  std::vector<LineMarkup> lines;  // one per source line, in order
  InputKind input_kind = InputKind::kPlainText;
  bool has_front_matter = false;
};

// Finds the markup regions of `source` and decides its input kind:
//   kAuthoredMarkdown when the page carries markup only an author writes: front matter,
//     template tags, HTML comments other than cvtidy directives, HTML tags with attributes,
//     kramdown attribute lists, setext headings, fenced code, reference link definitions, or
//     at least three inline links;
//   kConverterMarkdown when it has Markdown structure (ATX headings, list markers, bold) but
//     none of the above;
//   kPlainText otherwise (OCR output).
MarkupRegions FindMarkupRegions(const Source& source);

}  // namespace cvtidy::internal

#endif  // CVTIDY_SRC_PARSE_MARKUP_REGIONS_H_
