#include "src/parse/markup_regions.h"

#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "src/base/strings.h"
#include "src/parse/markdown_lines.h"

namespace cvtidy::internal {
namespace {

// How far a raw HTML block's close tag is looked for before the block is taken to end at the
// next blank line instead: keeps the pass linear when open tags are never closed.
constexpr uint32_t kMaxHtmlBlockLines = 1000;
// Inline links that make a page authored Markdown on their own.
constexpr uint32_t kAuthoredLinkCount = 3;
// Lines opened by an OCR-only bullet that make a text OCR output, whatever markup it shows.
constexpr uint32_t kOcrBulletEvidence = 3;

// CommonMark's block-level tag names (HTML block start condition 6).
constexpr std::array<std::string_view, 62> kBlockTags = {
    "address",  "article",  "aside",    "base",       "basefont", "blockquote", "body",   "caption",
    "center",   "col",      "colgroup", "dd",         "details",  "dialog",     "dir",    "div",
    "dl",       "dt",       "fieldset", "figcaption", "figure",   "footer",     "form",   "frame",
    "frameset", "h1",       "h2",       "h3",         "h4",       "h5",         "h6",     "head",
    "header",   "hr",       "html",     "iframe",     "legend",   "li",         "link",   "main",
    "menu",     "menuitem", "nav",      "noframes",   "ol",       "optgroup",   "option", "p",
    "param",    "section",  "source",   "summary",    "table",    "tbody",      "td",     "tfoot",
    "th",       "thead",    "title",    "tr",         "track",    "ul"};
// Block tags that are never closed: their block ends at a blank line.
constexpr std::array<std::string_view, 9> kVoidBlockTags = {
    "base", "basefont", "col", "frame", "hr", "link", "param", "source", "track"};
// Tags whose content runs to the close tag whatever it holds (start condition 1).
constexpr std::array<std::string_view, 4> kRawTags = {"pre", "script", "style", "textarea"};
// Keys of a Pelican-style metadata header.
constexpr std::array<std::string_view, 16> kMetadataKeys = {
    "title",   "date",   "modified", "category", "tags",   "slug",    "author",    "authors",
    "summary", "status", "lang",     "template", "layout", "save_as", "permalink", "url"};

bool IsIn(std::string_view word, std::span<const std::string_view> list) {
  return std::any_of(list.begin(), list.end(),
                     [&](std::string_view w) { return EqualsIgnoreCase(word, w); });
}

static_assert(std::is_sorted(kBlockTags.begin(), kBlockTags.end()));

// Where the tags of each first letter start in kBlockTags (sorted): a name is compared with
// those of its first letter only, not with all 62.
constexpr std::array<uint8_t, 27> kBlockTagsByLetter = [] {
  std::array<uint8_t, 27> starts{};
  for (size_t letter = 0; letter <= 26; ++letter) {
    size_t k = 0;
    while (k < kBlockTags.size() && static_cast<size_t>(kBlockTags[k][0] - 'a') < letter) {
      ++k;
    }
    starts[letter] = static_cast<uint8_t>(k);
  }
  return starts;
}();

// IsIn(name, kBlockTags).
bool IsBlockTag(std::string_view name) {
  const char first = AsciiToLower(name.empty() ? '\0' : name[0]);
  if (first < 'a' || first > 'z') {
    return false;
  }
  const size_t letter = static_cast<size_t>(first - 'a');
  return IsIn(name, std::span<const std::string_view>(kBlockTags)
                        .subspan(kBlockTagsByLetter[letter],
                                 kBlockTagsByLetter[letter + 1] - kBlockTagsByLetter[letter]));
}

// The bytes a line (trimmed) opens with when it may open a region Step marks on the line
// alone or from it: a fence, an HTML comment or tag, a template or Liquid tag, an attribute
// list, a reference link definition. Any other line is settled by this one look-up.
constexpr ByteSet kRegionFirstBytes("`~<{[");

uint32_t LeadingSpaces(std::string_view s) {
  uint32_t n = 0;
  while (n < s.size() && (s[n] == ' ' || s[n] == '\t')) {
    n += 1;
  }
  return n;
}

// Finds `needle` in `haystack` ignoring ASCII case; npos when absent.
size_t FindIgnoreCase(std::string_view haystack, std::string_view needle, size_t from = 0) {
  if (needle.empty() || haystack.size() < needle.size()) {
    return std::string_view::npos;
  }
  for (size_t i = from; i + needle.size() <= haystack.size(); ++i) {
    if (EqualsIgnoreCase(haystack.substr(i, needle.size()), needle)) {
      return i;
    }
  }
  return std::string_view::npos;
}

// The tag name of `<name` or `</name` at the start of `t` (letters and digits), and whether it
// is a close tag. Empty when `t` does not start with a tag.
struct TagStart {
  std::string_view name;
  bool closing = false;
  size_t end = 0;  // just past the name
};
TagStart ReadTagStart(std::string_view t) {
  TagStart tag;
  if (t.size() < 2 || t[0] != '<') {
    return tag;
  }
  size_t p = 1;
  if (t[p] == '/') {
    tag.closing = true;
    ++p;
  }
  const size_t begin = p;
  if (p >= t.size() || !IsAsciiAlpha(t[p])) {
    return tag;
  }
  while (p < t.size() && (IsAsciiAlnum(t[p]) || t[p] == '-')) {
    ++p;
  }
  // The name must end the tag or be followed by white space, `>` or `/>`.
  if (p < t.size() && !IsAsciiSpace(t[p]) && t[p] != '>' && t[p] != '/') {
    return tag;
  }
  tag.name = t.substr(begin, p - begin);
  tag.end = p;
  return tag;
}

// True when `t` is one complete open or close tag (CommonMark start condition 7).
bool IsLoneTag(std::string_view t) {
  const TagStart tag = ReadTagStart(t);
  if (tag.name.empty() || t.back() != '>') {
    return false;
  }
  // One tag: no other `<` or `>` inside, quotes aside.
  char quote = 0;
  for (size_t i = tag.end; i + 1 < t.size(); ++i) {
    const char c = t[i];
    if (quote != 0) {
      quote = c == quote ? 0 : quote;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '<' || c == '>') {
      return false;
    }
  }
  return true;
}

// True when some tag in `t` carries an attribute (`<a href=`, `<span class=`), which
// converters do not write.
bool HasTagWithAttribute(std::string_view t) {
  for (size_t p = t.find('<'); p != std::string_view::npos; p = t.find('<', p + 1)) {
    const TagStart tag = ReadTagStart(t.substr(p));
    if (tag.name.empty() || tag.closing) {
      continue;
    }
    size_t q = p + tag.end;
    while (q < t.size() && IsAsciiSpace(t[q])) {
      ++q;
    }
    if (q == p + tag.end) {
      continue;
    }
    const size_t attr = q;
    while (q < t.size() && (IsAsciiAlpha(t[q]) || t[q] == '-')) {
      ++q;
    }
    if (q > attr && q < t.size() && t[q] == '=') {
      return true;
    }
  }
  return false;
}

// Counts `<name` open tags minus `</name>` close tags of one tag name in `t`.
int TagDepthChange(std::string_view t, std::string_view name) {
  int depth = 0;
  const char first = AsciiToLower(name[0]);
  for (size_t p = t.find('<'); p != std::string_view::npos; p = t.find('<', p + 1)) {
    // The name's first letter, read past a `/`, rules out most tags without reading them.
    const size_t letter = p + 1 < t.size() && t[p + 1] == '/' ? p + 2 : p + 1;
    if (letter >= t.size() || AsciiToLower(t[letter]) != first) {
      continue;
    }
    const TagStart tag = ReadTagStart(t.substr(p));
    if (!tag.name.empty() && EqualsIgnoreCase(tag.name, name)) {
      depth += tag.closing ? -1 : 1;
    }
  }
  return depth;
}

// True for a line that is only template tags: `{% include x.html %}`, `{{ content }}`,
// `{{< figure src="x" >}}`, several in a row.
bool IsTemplateLine(std::string_view t) {
  if (t.size() < 4 || t[0] != '{' || (t[1] != '%' && t[1] != '{')) {
    return false;
  }
  while (!t.empty()) {
    if (t.size() < 4 || t[0] != '{' || (t[1] != '%' && t[1] != '{')) {
      return false;
    }
    const std::string_view close = t[1] == '%' ? "%}" : "}}";
    const size_t end = t.find(close, 2);
    if (end == std::string_view::npos) {
      return false;
    }
    t = TrimAscii(t.substr(end + 2));
  }
  return true;
}

// True for `{% comment %}` (also with `-` trim markers).
bool IsLiquidTag(std::string_view t, std::string_view word) {
  // Byte tests rather than string comparisons: every line of a page is asked.
  if (t.size() < 4 || t[0] != '{' || t[1] != '%' || t[t.size() - 2] != '%' || t.back() != '}') {
    return false;
  }
  std::string_view inner = t.substr(2, t.size() - 4);
  if (!inner.empty() && inner.front() == '-') {
    inner.remove_prefix(1);
  }
  if (!inner.empty() && inner.back() == '-') {
    inner.remove_suffix(1);
  }
  return TrimAscii(inner) == word;
}

// A fence opener: three or more backticks or tildes. Returns the fence length, 0 if none.
uint32_t FenceLength(std::string_view t, char* fence_char) {
  if (t.empty() || (t[0] != '`' && t[0] != '~')) {
    return 0;
  }
  uint32_t n = 0;
  while (n < t.size() && t[n] == t[0]) {
    ++n;
  }
  if (n < 3) {
    return 0;
  }
  *fence_char = t[0];
  return n;
}

// `===` or `---` (any length, trailing spaces): a setext underline. Returns its level.
uint8_t SetextLevel(std::string_view line) {
  if (LeadingSpaces(line) > 3) {
    return 0;
  }
  const std::string_view t = TrimAscii(line);
  if (t.empty() || (t[0] != '=' && t[0] != '-')) {
    return 0;
  }
  for (char c : t) {
    if (c != t[0]) {
      return 0;
    }
  }
  return t[0] == '=' ? 1 : 2;
}

// True when `t` opens with a list marker or a heading or quote marker: such a line is not a
// paragraph, so no setext underline can make it a heading.
bool StartsBlockMarker(std::string_view t) {
  if (t.empty()) {
    return true;
  }
  if (t[0] == '#' || t[0] == '>' || t[0] == '|' || t[0] == '<') {
    return true;
  }
  if ((t[0] == '-' || t[0] == '*' || t[0] == '+') && (t.size() == 1 || t[1] == ' ')) {
    return true;
  }
  size_t p = 0;
  while (p < t.size() && IsAsciiDigit(t[p])) {
    ++p;
  }
  return p > 0 && p < t.size() && (t[p] == '.' || t[p] == ')');
}

// `<h2 class="x">Title</h2>` alone on a line: sets the level and the title's offsets within
// `t`. The title must hold no further tags.
bool MatchHtmlHeading(std::string_view t, uint8_t* level, size_t* title_begin, size_t* title_end) {
  const TagStart open = ReadTagStart(t);
  if (open.closing || open.name.size() != 2 || AsciiToLower(open.name[0]) != 'h' ||
      open.name[1] < '1' || open.name[1] > '6') {
    return false;
  }
  const size_t gt = t.find('>', open.end);
  if (gt == std::string_view::npos) {
    return false;
  }
  const std::string_view close_tag = t.substr(t.size() >= 5 ? t.size() - 5 : 0);
  if (close_tag.size() != 5 || close_tag.substr(0, 2) != "</" ||
      !EqualsIgnoreCase(close_tag.substr(2, 2), open.name) || close_tag[4] != '>') {
    return false;
  }
  const size_t begin = gt + 1;
  const size_t end = t.size() - 5;
  if (begin > end || t.substr(begin, end - begin).find('<') != std::string_view::npos) {
    return false;
  }
  *level = static_cast<uint8_t>(open.name[1] - '0');
  *title_begin = begin;
  *title_end = end;
  return true;
}

// Counts inline links `[text](target)` in `t`.
uint32_t CountInlineLinks(std::string_view t) {
  uint32_t links = 0;
  for (size_t p = t.find("]("); p != std::string_view::npos; p = t.find("](", p + 2)) {
    ++links;
  }
  return links;
}

// True when some `mark` in `t` is doubled (`**`) or escaped (`\*`): one search for the mark
// instead of one for each pair.
bool HasDoubledOrEscaped(std::string_view t, char mark) {
  for (size_t p = t.find(mark); p != std::string_view::npos; p = t.find(mark, p + 1)) {
    if ((p + 1 < t.size() && t[p + 1] == mark) || (p > 0 && t[p - 1] == '\\')) {
      return true;
    }
  }
  return false;
}

// Markup plain text does not have: an ATX heading, strong emphasis, a Markdown escape.
// (Bullets and numbered items are plain text's too.) `has_star` and `has_underscore` tell
// whether `t` holds a `*` and a `_` at all.
bool HasMarkdownStructure(std::string_view t, bool has_star, bool has_underscore) {
  return (t[0] == '#' && t.find("# ") != std::string_view::npos) ||
         (has_star && HasDoubledOrEscaped(t, '*')) ||
         (has_underscore && HasDoubledOrEscaped(t, '_'));
}

// Where the next `byte` of a text stands, searched through the whole text rather than line by
// line: most lines hold none of the rare bytes the scanner looks for, and one search per
// occurrence costs less than one per line.
class ByteCursor {
 public:
  ByteCursor(std::string_view text, char byte) : text_(text), byte_(byte) { Seek(0); }

  // Whether text[begin, end) holds the byte. `begin` must not decrease from call to call.
  bool In(size_t begin, size_t end) {
    if (next_ < begin) {
      Seek(begin);
    }
    return next_ < end;
  }

 private:
  void Seek(size_t from) {
    const size_t at = text_.find(byte_, from);
    next_ = at == std::string_view::npos ? text_.size() : at;
  }

  std::string_view text_;
  char byte_;
  size_t next_ = 0;  // the first position at or after the last search's start holding byte_
};

class Scanner {
 public:
  explicit Scanner(const Source& source)
      : source_(source),
        text_(source.text()),
        n_(source.line_count()),
        next_tag_(source.text(), '<'),
        next_bracket_(source.text(), ']'),
        next_star_(source.text(), '*'),
        next_underscore_(source.text(), '_'),
        next_tab_(source.text(), '\t') {
    out_.lines.resize(n_);
    LineMarkup* line = out_.lines.data();
    source.ForEachLineRange([&line](ByteRange range) { (line++)->range = range; });
  }

  MarkupRegions Run() {
    uint32_t i = FrontMatter();
    while (i < n_) {
      const uint32_t next = Step(i);
      // Every step consumes at least line i.
      i = std::max(next, i + 1);
    }
    Decide();
    return std::move(out_);
  }

 private:
  // Line i as Source::Line(i + 1) gives it (empty at the text's end past the last line). The
  // ranges are the source's own lines: read without Source::Text's bounds checks.
  std::string_view Line(uint32_t i) const {
    if (i >= n_) {
      return text_.substr(text_.size());
    }
    const ByteRange range = out_.lines[i].range;
    return {text_.data() + range.begin, range.size()};
  }

  // Every line Step does not read is marked here, so every line gets its content.
  void Mark(uint32_t first, uint32_t last, MarkupKind kind) {
    for (uint32_t j = first; j <= last && j < n_; ++j) {
      LineMarkup& line = out_.lines[j];
      line.kind = kind;
      line.content = TrimRange(text_, line.range);
    }
  }

  // Marks front matter at the top; returns the first line after it.
  uint32_t FrontMatter() {
    if (n_ == 0) {
      return 0;
    }
    const std::string_view first = TrimAscii(Line(0));
    if (first == "---" || first == "+++") {
      for (uint32_t j = 1; j < n_; ++j) {
        const std::string_view t = TrimAscii(Line(j));
        if (t == first || (first == "---" && t == "...")) {
          Mark(0, j, MarkupKind::kFrontMatter);
          out_.has_front_matter = true;
          ++authored_signals_;
          return j + 1;
        }
      }
      return 0;
    }
    // Pelican: `Key: value` lines with known keys, ended by a blank line.
    uint32_t j = 0;
    while (j < n_) {
      const std::string_view t = Line(j);
      const size_t colon = t.find(':');
      if (colon == std::string_view::npos || colon == 0 ||
          !IsIn(t.substr(0, colon), kMetadataKeys)) {
        break;
      }
      ++j;
    }
    if (j >= 2 && (j == n_ || TrimAscii(Line(j)).empty())) {
      Mark(0, j - 1, MarkupKind::kFrontMatter);
      out_.has_front_matter = true;
      ++authored_signals_;
      return j;
    }
    return 0;
  }

  // Classifies the region starting at line i; returns the line after it.
  uint32_t Step(uint32_t i) {
    LineMarkup& markup = out_.lines[i];
    markup.content = TrimRange(text_, markup.range);
    const std::string_view t(text_.data() + markup.content.begin, markup.content.size());
    if (t.empty()) {
      previous_blank_ = true;
      return i + 1;
    }
    const bool after_blank =
        previous_blank_ || i == 0 || out_.lines[i - 1].kind != MarkupKind::kNone;
    previous_blank_ = false;
    // Most lines start at their first byte: no indent to count.
    const uint32_t indent = markup.content.begin == markup.range.begin ? 0 : LeadingSpaces(Line(i));
    ocr_bullet_lines_ += internal::OpensWithOcrBullet(t) ? 1 : 0;
    atx_headings_ = atx_headings_ || (t[0] == '#' && t.find("# ") != std::string_view::npos);

    if (kRegionFirstBytes.Contains(t[0])) {
      if (const uint32_t next = OpenRegion(i, t, indent, after_blank); next > i) {
        return next;
      }
    }

    // Decide reads only whether there is an authored signal and whether there are none, or
    // enough, links: once known, those lines need not be searched again. With an authored
    // signal, only whether there is a link at all, and not the Markdown structure.
    // Each search needs a byte most lines lack: the cursors tell which lines hold one.
    const auto t_begin = static_cast<size_t>(t.data() - text_.data());
    const size_t t_end = t_begin + t.size();
    markup.may_hold_tab = next_tab_.In(t_begin, t_end);
    if (authored_signals_ == 0 && next_tag_.In(t_begin, t_end) && HasTagWithAttribute(t)) {
      ++authored_signals_;
    }
    if (links_ < (authored_signals_ == 0 ? kAuthoredLinkCount : 1) &&
        next_bracket_.In(t_begin, t_end)) {
      links_ += CountInlineLinks(t);
    }
    has_structure_ = has_structure_ || (authored_signals_ == 0 &&
                                        HasMarkdownStructure(t, next_star_.In(t_begin, t_end),
                                                             next_underscore_.In(t_begin, t_end)));

    // A one-line paragraph over a setext underline.
    if (i + 1 < n_ && after_blank && indent <= 3 && NextLineOpensWithRule(i) &&
        !StartsBlockMarker(t) && t.find('\t') == std::string_view::npos) {
      if (const uint8_t level = SetextLevel(Line(i + 1)); level > 0) {
        out_.lines[i].heading_level = level;  // its content is its title
        Mark(i + 1, i + 1, MarkupKind::kSetextUnderline);
        ++authored_signals_;
        has_structure_ = true;
        return i + 2;
      }
    }
    return i + 1;
  }

  // Whether line i + 1 (a line of the source) opens with `=` or `-` past its white space, as a
  // setext underline must: read in place, so that the lines under most paragraphs' first
  // lines need not be fetched and trimmed.
  bool NextLineOpensWithRule(uint32_t i) const {
    const ByteRange next = out_.lines[i + 1].range;
    uint32_t p = next.begin;
    while (p < next.end && IsAsciiSpace(text_[p])) {
      ++p;
    }
    return p < next.end && (text_[p] == '=' || text_[p] == '-');
  }

  // A region opening at line i (trimmed text `t`, a byte of kRegionFirstBytes first) that
  // Step marks on its own: fenced code, an HTML comment, a Liquid comment, template tags, an
  // attribute list, a reference link definition, raw HTML. Returns the line after it, or i
  // when the line opens none.
  uint32_t OpenRegion(uint32_t i, std::string_view t, uint32_t indent, bool after_blank) {
    if (char fence = 0; indent <= 3) {
      if (const uint32_t length = FenceLength(t, &fence); length > 0) {
        uint32_t j = i + 1;
        while (j < n_) {
          char close_char = 0;
          const std::string_view u = TrimAscii(Line(j));
          if (FenceLength(u, &close_char) >= length && close_char == fence &&
              u.find_first_not_of(fence) == std::string_view::npos) {
            break;
          }
          ++j;
        }
        Mark(i, j, MarkupKind::kCodeBlock);
        ++authored_signals_;
        return j + 1;
      }
    }

    // Byte tests: a string comparison is a call, and every line opening with `<` is asked.
    if (t.size() >= 4 && t[0] == '<' && t[1] == '!' && t[2] == '-' && t[3] == '-') {
      const size_t close = t.find("-->", 4);
      if (t.find("cvtidy-") == std::string_view::npos) {
        ++authored_signals_;
      }
      if (close != std::string_view::npos) {
        return i + 1;  // one line: ClassifyLine reads it (directives live there)
      }
      uint32_t j = i + 1;
      while (j < n_ && Line(j).find("-->") == std::string_view::npos) {
        ++j;
      }
      // The closing line is comment only when nothing follows the `-->`.
      uint32_t last = j;
      if (j < n_) {
        const std::string_view closing = Line(j);
        if (!TrimAscii(closing.substr(closing.find("-->") + 3)).empty()) {
          last = j - 1;
        }
      }
      Mark(i, last, MarkupKind::kComment);
      return last + 1;
    }

    if (IsLiquidTag(t, "comment")) {
      uint32_t j = i + 1;
      while (j < n_ && !IsLiquidTag(TrimAscii(Line(j)), "endcomment")) {
        ++j;
      }
      Mark(i, j, MarkupKind::kComment);
      ++authored_signals_;
      return j + 1;
    }

    if (IsTemplateLine(t)) {
      Mark(i, i, MarkupKind::kTemplate);
      ++authored_signals_;
      return i + 1;
    }

    if (t.size() >= 3 && t.substr(0, 2) == "{:" && t.back() == '}') {
      Mark(i, i, MarkupKind::kAttributeList);
      ++authored_signals_;
      return i + 1;
    }

    if (t[0] == '[' && indent <= 3) {
      const size_t label_end = t.find("]:");
      if (label_end != std::string_view::npos && label_end > 1 &&
          t.substr(1, label_end - 1).find(']') == std::string_view::npos) {
        const std::string_view target = TrimAscii(t.substr(label_end + 2));
        if (!target.empty() && (target[0] == '#' || target.substr(0, 2) == "<>")) {
          Mark(i, i, MarkupKind::kComment);  // `[//]: # (a note)`
          ++authored_signals_;
          return i + 1;
        }
        if (target.find(' ') == std::string_view::npos &&
            (target.substr(0, 4) == "http" || target[0] == '/' || target[0] == '<')) {
          Mark(i, i, MarkupKind::kAttributeList);  // `[id]: https://...`
          ++authored_signals_;
          return i + 1;
        }
      }
    }

    if (t[0] == '<' && indent <= 3) {
      return HtmlBlock(i, t, after_blank);
    }
    return i;
  }

  // A raw HTML block opening at line i (trimmed text `t`); returns the line after it, or i
  // when the line does not open one.
  uint32_t HtmlBlock(uint32_t i, std::string_view t, bool after_blank) {
    const TagStart tag = ReadTagStart(t);
    if (tag.name.empty()) {
      return i;
    }
    uint8_t level = 0;
    size_t title_begin = 0;
    size_t title_end = 0;
    if (MatchHtmlHeading(t, &level, &title_begin, &title_end)) {
      const uint32_t begin =
          out_.lines[i].range.begin + static_cast<uint32_t>(t.data() - Line(i).data());
      Mark(i, i, MarkupKind::kHtmlBlock);
      out_.lines[i].heading_level = level;
      out_.lines[i].content = {begin + static_cast<uint32_t>(title_begin),
                               begin + static_cast<uint32_t>(title_end)};
      ++authored_signals_;
      return i + 1;
    }
    if (!tag.closing && IsIn(tag.name, kRawTags)) {
      ++authored_signals_;
      const std::string close = "</" + std::string(tag.name);
      uint32_t j = i;
      while (j < n_ &&
             FindIgnoreCase(Line(j), close, j == i ? tag.end : 0) == std::string_view::npos) {
        ++j;
      }
      Mark(i, j, MarkupKind::kHtmlBlock);
      return j + 1;
    }
    if (IsBlockTag(tag.name)) {
      ++authored_signals_;
      if (!tag.closing && !IsIn(tag.name, kVoidBlockTags)) {
        // To the matching close tag, as kramdown reads block HTML.
        int depth = 0;
        const uint32_t limit = std::min(n_, i + kMaxHtmlBlockLines);
        for (uint32_t j = i; j < limit; ++j) {
          depth += TagDepthChange(Line(j), tag.name);
          if (depth <= 0) {
            Mark(i, j, MarkupKind::kHtmlBlock);
            return j + 1;
          }
        }
      }
      return ToBlankLine(i);
    }
    if (after_blank && IsLoneTag(t)) {
      ++authored_signals_;
      return ToBlankLine(i);
    }
    return i;  // inline HTML opening a paragraph
  }

  // Marks lines from i up to the next blank line as an HTML block; returns that blank line.
  uint32_t ToBlankLine(uint32_t i) {
    uint32_t j = i;
    while (j < n_ && !TrimAscii(Line(j)).empty()) {
      ++j;
    }
    Mark(i, j - 1, MarkupKind::kHtmlBlock);
    return j;
  }

  void Decide() {
    // OCR output that printed markup as text (a page of HTML source, a stray `**`) is still
    // OCR output: lines opened by bullets only OCR writes outweigh tags and emphasis, unless
    // the text also has what only Markdown has (front matter, `#` headings, links).
    if (ocr_bullet_lines_ >= kOcrBulletEvidence && links_ == 0 && !atx_headings_ &&
        !out_.has_front_matter) {
      out_.input_kind = InputKind::kPlainText;
    } else if (authored_signals_ > 0 || links_ >= kAuthoredLinkCount) {
      out_.input_kind = InputKind::kAuthoredMarkdown;
    } else if (has_structure_) {
      out_.input_kind = InputKind::kConverterMarkdown;
    } else {
      out_.input_kind = InputKind::kPlainText;
    }
  }

  const Source& source_;
  const std::string_view text_;  // source_.text()
  const uint32_t n_;
  // The next `<`, `]`, `*` and `_` of the text, for the lines Step reads in order.
  ByteCursor next_tag_;
  ByteCursor next_bracket_;
  ByteCursor next_star_;
  ByteCursor next_underscore_;
  ByteCursor next_tab_;  // for LineMarkup::may_hold_tab
  MarkupRegions out_;
  bool previous_blank_ = true;
  int authored_signals_ = 0;
  uint32_t links_ = 0;
  bool has_structure_ = false;
  uint32_t ocr_bullet_lines_ = 0;  // lines internal::OpensWithOcrBullet
  bool atx_headings_ = false;
};

}  // namespace

MarkupRegions FindMarkupRegions(const Source& source) { return Scanner(source).Run(); }

}  // namespace cvtidy::internal
