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

#include <algorithm>
#include <array>
#include <string_view>

#include "src/base/strings.h"
#include "src/model/document.h"
#include "src/source/source.h"

namespace cvtidy::internal {

// Returns the classified line `range` of `text` (the whole Source text, so offsets stay
// absolute). Sets range, content, kind, heading_style, indent, the markers, and level for
// ATX (number of `#`), all-caps and rule-suffix headings (2). A bold heading gets level 0:
// its level depends on the headings before it, which the caller knows. section and entry are
// left to the caller. Total over any bytes; linear in range.size().
Line ClassifyLine(std::string_view text, ByteRange range);
// ClassifyLine for a line whose trimmed bounds are known, as FindMarkupRegions finds them for
// every line: `trimmed` must be TrimRange(text, range), and `may_hold_tab` may be false only
// when `trimmed` holds no tab.
Line ClassifyLine(std::string_view text, ByteRange range, ByteRange trimmed, bool may_hold_tab);

// Returns `r` (inside `text`) without heading decoration: surrounding white space, trailing
// rule residue (`\_\_\_`, `___`, ` —`, ` –`), a trailing `:`, and wrapping `**`, `__` or `*`.
ByteRange CleanHeadingTitle(std::string_view text, ByteRange r);

// Returns `r` (inside `text`) without leading and trailing white space. Inline: the markup
// scan trims every line of a page with it.
inline ByteRange TrimRange(std::string_view text, ByteRange r) {
  while (r.begin < r.end && IsAsciiSpace(text[r.begin])) {
    ++r.begin;
  }
  while (r.end > r.begin && IsAsciiSpace(text[r.end - 1])) {
    --r.end;
  }
  return r;
}

// True when a line after a line of kind `previous` stands alone as a plain-text heading would:
// after a blank line, a heading, a thematic break or a comment (or at the start: kBlank).
bool StandsAlone(LineKind previous);

// True when the text or table-row `line` is shaped like a plain-text section title: not
// indented, starts with an upper-case letter, at most 80 bytes and eight words (spaced letters
// `E D U C A T I O N` allowed), no sentence punctuation at its end. Whether it names a section
// is the section table's call.
bool MayBePlainTitle(std::string_view text, const Line& line);

// The forms OCR reads a `•` as (`o` for `◦`, the second-level bullet; `eo` and `oe` for a
// third-level `▪`), longest first so that a prefix match takes `e¢` whole.
inline constexpr std::array<std::string_view, 12> kOcrBulletForms = {
    "e\u00A2", "\u00A2\u00AB", "eo",     "oe",     "\u00A2", "\u00AB",
    "\u00A9",  "\u00AE",       "\u00BB", "\u00B0", "e",      "o"};

// True when `form` (one of kOcrBulletForms) may also be a word or a letter of one: `e`, `o`.
// The others (`¢`, `«`, `eo`, ...) start no English word, so a line they open is an item.
inline bool OcrBulletMayBeText(std::string_view form) { return form == "e" || form == "o"; }

// True when `form` is how OCR reads a nested list's bullet: `o` for `◦`, `eo` or `oe` for `▪`.
inline bool IsOcrSubLevelForm(std::string_view form) {
  return form == "o" || form == "eo" || form == "oe";
}

// True when `form` is one of kOcrBulletForms.
inline bool IsOcrBulletForm(std::string_view form) {
  return std::find(kOcrBulletForms.begin(), kOcrBulletForms.end(), form) != kOcrBulletForms.end();
}

// Whether the text of an item, from byte `p` of `t` up to `end` (spaces skipped), starts like
// an item: a capital, a digit, an opening quote or bracket. Running text continuing a sentence
// starts otherwise.
bool OpensItemText(std::string_view t, uint32_t p, uint32_t end);

// The bytes an OCR bullet form starts with. Most lines start with none: the checks below settle
// those inline, without a call.
inline constexpr ByteSet kOcrBulletFirstBytes = [] {
  std::array<char, kOcrBulletForms.size()> firsts{};
  for (size_t i = 0; i < firsts.size(); ++i) {
    firsts[i] = kOcrBulletForms[i].front();
  }
  return ByteSet(std::string_view(firsts.data(), firsts.size()));
}();

// The length of the form of kOcrBulletForms that `text[pos, end)` starts with, the first in the
// list's order; 0 when none does.
uint32_t OcrBulletFormLength(std::string_view text, uint32_t pos, uint32_t end);

// OpensWithOcrBullet and OcrBulletLength for a line whose first byte is in kOcrBulletFirstBytes.
bool OpensWithOcrBulletAfterGate(std::string_view t);
uint32_t OcrBulletLengthAfterGate(std::string_view text, ByteRange content);

// Whether the trimmed line `t` opens with a bullet only OCR writes: a glyph no word starts with
// (`¢`, `«`, `eo`; not `© 2024`), or `e`/`o` before item text (OpensItemText). Markdown and
// text written by hand never do, so such lines tell OCR output from its content.
inline bool OpensWithOcrBullet(std::string_view t) {
  return !t.empty() && kOcrBulletFirstBytes.Contains(t.front()) && OpensWithOcrBulletAfterGate(t);
}

// The byte length of an OCR-misread bullet (one of kOcrBulletForms) starting `content`, when a
// space and more text follow it; 0 otherwise. Only a bullet in a
// list context (the parser's call): `e`, `o` or `© 2024` alone at a line start is usually text.
inline uint32_t OcrBulletLength(std::string_view text, ByteRange content) {
  if (content.begin >= content.end || !kOcrBulletFirstBytes.Contains(text[content.begin])) {
    return 0;
  }
  return OcrBulletLengthAfterGate(text, content);
}

}  // namespace cvtidy::internal

#endif  // CVTIDY_SRC_PARSE_MARKDOWN_LINES_H_
