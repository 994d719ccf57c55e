// Markup a converter copied into the text instead of rendering it, and its plain rewrite:
// HTML (`<b>x</b>`, `<sup>th</sup>`, `<br>`, `&amp;`), LaTeX (`$\text{\LaTeX}$`, `\&`,
// `\textbf{x}`) and needless escapes (`snake\_case`). Pure functions over one line;
// ocr/markup-residue builds its diagnostics and fixes from them.
//
//   std::vector<MarkupResidue> found;
//   FindMarkupResidue("<b>Rust</b> \\& Go", 0, found);
//   // {0, 11, "HTML bold `<b>Rust</b>` left in the text", "**Rust**", 2 edits},
//   // {12, 14, "LaTeX escape `\\&` left in the text", "&", 1 edit}
#ifndef CVTIDY_NORMALIZERS_MARKUP_RESIDUE_H_
#define CVTIDY_NORMALIZERS_MARKUP_RESIDUE_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "src/base/strings.h"
#include "src/engine/diagnostic.h"

namespace cvtidy {

// One piece of residue: the text it covers, [begin, end) of the line, what it is, and the
// edits (offsets relative to the line too) that write it in Markdown or plain Unicode. No
// edits: it has no faithful plain form (an unclosed tag, `<sup>a</sup>`), report only.
struct MarkupResidue {
  size_t begin = 0;
  size_t end = 0;
  std::string message;  // "HTML bold `<b>x</b>` left in the text"
  std::string result;   // what the rewritten text reads ("" when it is removed); "a space"
  std::vector<TextEdit> edits;
};

// The bytes a residue can start with: a line without any holds none.
inline constexpr ByteSet kResidueStarts{"<&\\$`"};

// Appends, in order, the residue of `line` (one line, no terminator); `content_begin` is
// where its text starts after any list marker or indent (a `<br>` there is removed, and a
// `\#` there stays escaped, since unescaped it would make a heading). Left alone: HTML
// comments (they carry directives), code spans, math with no plain form, `\_\_` runs, other
// Markdown escapes, and equal-contribution marks after names (`Name<sup>*</sup>`).
void FindMarkupResidue(std::string_view line, size_t content_begin,
                       std::vector<MarkupResidue>& out);

}  // namespace cvtidy

#endif  // CVTIDY_NORMALIZERS_MARKUP_RESIDUE_H_
