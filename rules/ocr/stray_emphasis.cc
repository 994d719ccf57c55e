#include "rules/ocr/stray_emphasis.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {
namespace {

// A run of `*` in the text of an entry, with CommonMark's flanking classification.
struct EmphasisRun {
  uint32_t begin = 0;  // absolute byte offsets
  uint32_t end = 0;
  uint32_t line = 0;  // index into Document::lines()
  int length = 0;
  int remaining = 0;  // delimiters not matched
  bool can_open = false;
  bool can_close = false;
  bool matched_bold = false;  // part of a matched `**` pair
  bool at_content_start = false;
  char prev = ' ';  // ASCII neighbours (a non-ASCII neighbour reads as a letter)
  char next = ' ';
};

bool IsPunct(char c) {
  return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`') ||
         (c >= '{' && c <= '~');
}
bool IsSpace(char c) { return c == ' ' || c == '\t'; }

// Appends the `*` runs of one line (skipping list markers, escapes, code spans, comments).
void ScanLine(const Document& doc, uint32_t index, std::vector<EmphasisRun>& runs) {
  const Line& line = doc.lines()[index];
  const std::string_view t = doc.Text(line.range);
  const uint32_t base = line.range.begin;
  const auto in = [](ByteRange r, uint32_t abs) { return abs >= r.begin && abs < r.end; };
  const uint32_t content = line.content.begin > base ? line.content.begin - base : 0;
  size_t pos = 0;
  while (pos < t.size()) {
    const char c = t[pos];
    if (c == '\\') {
      pos += 2;
      continue;
    }
    if (c == '`') {
      size_t run = pos;
      while (run < t.size() && t[run] == '`') {
        ++run;
      }
      const size_t close = t.find(t.substr(pos, run - pos), run);
      pos = close == std::string_view::npos ? run : close + (run - pos);
      continue;
    }
    if (c == '<' && t.substr(pos, 4) == "<!--") {
      const size_t close = t.find("-->", pos + 4);
      pos = close == std::string_view::npos ? t.size() : close + 3;
      continue;
    }
    if (c != '*') {
      ++pos;
      continue;
    }
    size_t end = pos;
    while (end < t.size() && t[end] == '*') {
      ++end;
    }
    const uint32_t abs = base + static_cast<uint32_t>(pos);
    if (in(line.marker_range, abs) || in(line.inner_marker_range, abs)) {
      pos = end;
      continue;
    }
    EmphasisRun r;
    r.begin = abs;
    r.end = base + static_cast<uint32_t>(end);
    r.line = index;
    r.length = static_cast<int>(end - pos);
    r.remaining = r.length;
    r.prev = pos > 0 ? t[pos - 1] : ' ';
    r.next = end < t.size() ? t[end] : ' ';
    r.at_content_start = pos <= content;
    const bool left = !IsSpace(r.next) && (!IsPunct(r.next) || IsSpace(r.prev) || IsPunct(r.prev));
    const bool right = !IsSpace(r.prev) && (!IsPunct(r.prev) || IsSpace(r.next) || IsPunct(r.next));
    r.can_open = left;
    r.can_close = right;
    // `a*b`, `O(n*m)`: multiplication inside a word; ` * `: a literal star. Neither is
    // emphasis, and a run of four or more is decoration.
    const bool intraword = IsWordByte(r.prev) && IsWordByte(r.next);
    if ((left || right) && !intraword && r.length <= 3) {
      runs.push_back(r);
    }
    pos = end;
  }
}

// CommonMark's delimiter matching, simplified: each closer takes the nearest opener before
// it, two delimiters when both have two, honouring the rule of three.
void Match(std::vector<EmphasisRun>& runs) {
  for (size_t c = 0; c < runs.size(); ++c) {
    EmphasisRun& closer = runs[c];
    if (!closer.can_close) {
      continue;
    }
    for (size_t o = c; o-- > 0 && closer.remaining > 0;) {
      EmphasisRun& opener = runs[o];
      if (!opener.can_open || opener.remaining == 0) {
        continue;
      }
      const bool either_both = opener.can_close || closer.can_open;
      if (either_both && (opener.length + closer.length) % 3 == 0 &&
          !(opener.length % 3 == 0 && closer.length % 3 == 0)) {
        continue;
      }
      const int take = opener.remaining >= 2 && closer.remaining >= 2 ? 2 : 1;
      opener.remaining -= take;
      closer.remaining -= take;
      if (take == 2) {
        opener.matched_bold = true;
        closer.matched_bold = true;
      }
      o = c;  // look again from the closer, for its remaining delimiters
    }
  }
}

// True when a lone `*` after a word may be an equal-contribution mark: it is one the name
// extractor found, it follows a capitalised word (`Smith*`, not `arXiv*` or `2026*`) or a
// bold name (`**A. Smith***`), or the entry explains the mark. `before_bold`: a space and a
// matched `**` follow it.
bool MayBeContributionMark(const Document& doc, const EmphasisRun& r, bool legend,
                           bool before_bold) {
  // Names are in document order: look only at those of the run's line.
  const std::span<const PersonName> names = doc.names();
  const auto first =
      std::lower_bound(names.begin(), names.end(), r.line,
                       [](const PersonName& name, uint32_t line) { return name.line < line; });
  for (auto it = first; it != names.end() && it->line == r.line; ++it) {
    if (r.begin >= it->outer_range.begin && r.end <= it->outer_range.end + 1) {
      return true;
    }
  }
  const std::string_view t = doc.Text(doc.lines()[r.line].range);
  const size_t offset = r.begin - doc.lines()[r.line].range.begin;
  if (r.can_open && !r.can_close) {
    // The legend: `(*equal contribution)`, `*These authors contributed equally`.
    const std::string_view rest = t.substr(offset + 1, 32);
    for (std::string_view word : {"equal", "these authors", "contributed", "co-first", "joint"}) {
      if (rest.size() >= word.size() && EqualsIgnoreCase(rest.substr(0, word.size()), word)) {
        return true;
      }
    }
    return false;
  }
  // Names in an author list are separated by commas, and no name ends in a digit:
  // `2026* **Title**` and `Poster* **Title**` are strays.
  if (!r.can_close || before_bold || IsAsciiDigit(r.prev)) {
    return false;
  }
  if (legend || r.prev == '*') {
    return true;
  }
  if (!IsAsciiLower(r.prev)) {
    return false;
  }
  size_t p = offset;
  while (p > 0 && (IsAsciiAlpha(t[p - 1]) || t[p - 1] == '-' || t[p - 1] == '\'')) {
    --p;
  }
  return p < t.size() && IsAsciiUpper(t[p]);
}

}  // namespace

const RuleInfo& OcrStrayEmphasisRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/stray-emphasis",
      .default_severity = Severity::kWarning,
      .summary = "An emphasis delimiter `*` or `**` that opens or closes nothing.",
      .explanation = R"md(## What it does
Matches the `*` and `**` delimiters of each entry (a list item with its continuation
lines, a paragraph, a table row) the way Markdown does, and reports the ones left over:
`- arXiv* **Title**`, `**Title` never closed. Emphasis may run over the lines of one entry.

Not emphasis, never reported: list bullets, escaped `\*`, `*` inside code spans and HTML
comments, `a*b` between letters or digits (math), a `*` between spaces, a lone `*` glued to
the start of a line (a bullet damaged by OCR, see `ocr/bullet-noise`), and
equal-contribution marks after names (`Smith*`, `**A. Smith***`, or any `*` after a word
when the entry says "equal contribution"), which `name/equal-contribution-marker` owns. A
`*` after a digit (`2026*`) or followed by a space and a bold span (`Poster* **Title**`) is
never taken for a mark: no name ends in a digit, and names in an author list are separated
by commas.
In plain text (OCR, PDF text) a lone `*` is never reported: plain text has no emphasis
syntax, so it is an asterisk the page shows (a mark after a name, a footnote, `A*`) or a
misread glyph; only a leftover `**` (Markdown shown literally) is.
A bold title that is never closed is `ocr/truncated-text`'s when the title extractor found
it.

## Why is this bad?
A stray delimiter shows up as a literal asterisk, or turns the rest of the entry italic or
bold in the rendered CV.

## Example
```markdown
- arXiv* **Sparse Checkpoints for Elastic Training**
```
The `*` after `arXiv` closes nothing; the fix writes
`- arXiv **Sparse Checkpoints for Elastic Training**`.

## Fix safety
Safe when unambiguous: a fix is offered only for a single stray `*` glued to a word and
next to a balanced bold span, the one unbalanced delimiter of its entry; removing it keeps
every word. Any other unbalanced delimiter could be fixed by deleting it or by adding its
partner somewhere in the entry, so it is reported without a fix.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrStrayEmphasisRule::Check(const Document& doc, const RuleContext& /*ctx*/,
                                 DiagnosticSink& sink) const {
  const std::span<const Line> lines = doc.lines();
  std::vector<EmphasisRun> runs;
  const bool plain_text = doc.input_kind() == InputKind::kPlainText;
  // Only the lines holding a `*` are read, found by one search of the whole text (most lines
  // of a CV have none).
  std::vector<uint8_t> has_star(lines.size());
  doc.MarkLinesWithHits([](std::string_view text, size_t from) { return text.find('*', from); },
                        has_star);
  // The next marked line at or after `from`, found by memchr over the marks.
  const auto next_marked = [&](uint32_t from) {
    const void* hit = from < has_star.size()
                          ? std::memchr(has_star.data() + from, 1, has_star.size() - from)
                          : nullptr;
    return hit == nullptr
               ? static_cast<uint32_t>(has_star.size())
               : static_cast<uint32_t>(static_cast<const uint8_t*>(hit) - has_star.data());
  };
  // From the first line with a `*` of each group on: the lines before it hold none.
  uint32_t i = next_marked(0);
  while (i < lines.size()) {
    // A group: the lines of one entry, or one line outside every entry.
    uint32_t end = i + 1;
    if (lines[i].entry != kNoIndex) {
      while (end < lines.size() && lines[end].entry == lines[i].entry) {
        ++end;
      }
    }
    runs.clear();
    bool legend = false;
    for (uint32_t l = i; l < end; ++l) {
      const LineKind kind = lines[l].kind;
      if (!lines[l].HasText() || kind == LineKind::kThematicBreak) {
        continue;
      }
      if (has_star[l] == 0) {
        continue;
      }
      const std::string_view text = doc.LineText(l);
      legend = legend || ContainsIgnoreCase(text, "equal contribution") ||
               ContainsIgnoreCase(text, "contributed equally");
      ScanLine(doc, l, runs);
    }
    i = next_marked(end);
    if (runs.empty()) {
      continue;
    }
    Match(runs);
    std::vector<const EmphasisRun*> stray;
    for (size_t k = 0; k < runs.size(); ++k) {
      const EmphasisRun& r = runs[k];
      if (r.remaining == 0) {
        continue;
      }
      const bool before_bold = r.next == ' ' && k + 1 < runs.size() && runs[k + 1].line == r.line &&
                               runs[k + 1].matched_bold && runs[k + 1].can_open &&
                               runs[k + 1].begin == r.end + 1;
      if (r.remaining == 1 && MayBeContributionMark(doc, r, legend, before_bold)) {
        continue;
      }
      if (r.length == 1 && r.at_content_start && r.can_open && !r.can_close) {
        continue;  // `*Item`: an OCR bullet glued to its text
      }
      // Plain text has no emphasis syntax: a lone `*` there is an asterisk the page shows
      // (a mark, a footnote, `A*`) or a misread glyph.
      if (plain_text && r.length == 1) {
        continue;
      }
      bool truncated_title = false;
      for (const TitleSpan& title : doc.titles()) {
        if (!title.closed && title.outer_range.begin == r.begin) {
          truncated_title = true;
        }
      }
      if (!truncated_title) {
        stray.push_back(&r);
      }
    }
    for (const EmphasisRun* r : stray) {
      const std::string written(static_cast<size_t>(r->length), '*');
      const std::string_view side = r->can_close && !r->can_open   ? "closes"
                                    : r->can_open && !r->can_close ? "opens"
                                                                   : "opens or closes";
      std::string message =
          fmt::format("`{}` {} no emphasis: it has no partner in this entry", written, side);
      // Unambiguous: the entry's only stray delimiter, a single `*` glued to a word, with
      // one space between it and a matched `**` (`arXiv* **Title**`, `**Title** *arXiv`).
      bool fixable = false;
      if (stray.size() == 1 && r->length == 1) {
        const size_t index = static_cast<size_t>(r - runs.data());
        if (r->can_close && !r->can_open && IsWordByte(r->prev) && r->next == ' ' &&
            index + 1 < runs.size()) {
          const EmphasisRun& bold = runs[index + 1];
          fixable = bold.line == r->line && bold.matched_bold && bold.can_open &&
                    bold.begin == r->end + 1;
        } else if (r->can_open && !r->can_close && IsWordByte(r->next) && r->prev == ' ' &&
                   index > 0) {
          const EmphasisRun& bold = runs[index - 1];
          fixable = bold.line == r->line && bold.matched_bold && bold.can_close &&
                    bold.end + 1 == r->begin;
        }
      }
      if (fixable) {
        sink.Report({r->begin, r->end}, std::move(message),
                    DeleteSpan({r->begin, r->end}, "Remove the stray `*`"));
      } else {
        sink.Report({r->begin, r->end}, std::move(message));
      }
    }
  }
}

CVTIDY_REGISTER_RULE(OcrStrayEmphasisRule);

}  // namespace cvtidy
