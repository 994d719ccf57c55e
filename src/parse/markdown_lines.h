// Line classification: what one line of converter Markdown or OCR text is, judged on the line
// alone. The parser (parse.cc) adds what needs context: bold-heading levels, sections, entries.
//
//   Line line = internal::ClassifyLine(source.text(), source.LineRange(n));
//
// Classification order (the first that matches wins):
//   blank, comment (`<!-- ... -->` alone), ATX heading (`#`..`######` + space), thematic break
//   (`---`, `***`, `___`, `- - -`), list item (`-`/`*`/`+` + space, a bullet glyph, `1.`/`1)`,
//   `[C3]`), bold heading (`**Short Title**` alone), rule-suffix heading (`Education \_\_\_`,
//   `Publications —`), all-caps heading (`AWARDS & HONORS`), table row (a tab inside the
//   trimmed line), text.
#ifndef CVTIDY_SRC_PARSE_MARKDOWN_LINES_H_
#define CVTIDY_SRC_PARSE_MARKDOWN_LINES_H_

#include <string_view>

#include "src/model/document.h"
#include "src/source/source.h"

namespace cvtidy::internal {

// Returns the classified line `range` of `text` (the whole Source text, so offsets stay
// absolute). Sets range, content, kind, heading_style, indent, the markers, and level for
// ATX (number of `#`), all-caps and rule-suffix headings (2). A bold heading gets level 0:
// its level depends on the headings before it, which the caller knows. section and entry are
// left to the caller. Total over any bytes; linear in range.size().
Line ClassifyLine(std::string_view text, ByteRange range);

// Returns `r` (inside `text`) without heading decoration: surrounding white space, trailing
// rule residue (`\_\_\_`, `___`, ` —`, ` –`), a trailing `:`, and wrapping `**`, `__` or `*`.
ByteRange CleanHeadingTitle(std::string_view text, ByteRange r);

}  // namespace cvtidy::internal

#endif  // CVTIDY_SRC_PARSE_MARKDOWN_LINES_H_
