#include "src/parse/markdown_lines.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

#include "src/base/progress.h"
#include "src/base/strings.h"

namespace cvtidy::internal {
namespace {

// White space inside one line (a line holds no '\n').
constexpr bool IsWs(char c) { return IsAsciiSpace(c); }

constexpr uint32_t kMaxBoldHeadingWords = 10;
constexpr uint32_t kMaxAllCapsWords = 8;
constexpr uint32_t kMaxRuleSuffixWords = 10;
constexpr uint32_t kMinAllCapsLetters = 3;
constexpr uint32_t kMinResidueUnderscores = 3;

// Glyphs that start a bullet item in converter and OCR output. A glyph needs no space after
// it: OCR often glues it to the text (`•Text`).
constexpr std::array<std::string_view, 13> kBulletGlyphs = {
    "\u2022",  // • bullet
    "\u00B7",  // · middle dot
    "\u25E6",  // ◦ white bullet
    "\u25AA",  // ▪ small black square
    "\u25AB",  // ▫ small white square
    "\u25CF",  // ● black circle
    "\u25CB",  // ○ white circle
    "\u25A0",  // ■ black square
    "\u2023",  // ‣ triangular bullet
    "\u2043",  // ⁃ hyphen bullet
    "\u2219",  // ∙ bullet operator
    "\u25BA",  // ► black right-pointing pointer
    "\u27A2",  // ➢ arrowhead
};

// The prefixes and suffixes looked for are a few bytes long and most lines differ in the first
// byte: a byte loop settles that without a call to memcmp.
bool BytesEqual(const char* a, std::string_view b) {
  for (size_t k = 0; k < b.size(); ++k) {
    if (a[k] != b[k]) {
      return false;
    }
  }
  return true;
}

bool HasPrefix(std::string_view t, uint32_t pos, uint32_t end, std::string_view prefix) {
  return end - pos >= prefix.size() && BytesEqual(t.data() + pos, prefix);
}

bool HasSuffix(std::string_view t, uint32_t begin, uint32_t end, std::string_view suffix) {
  return end - begin >= suffix.size() && BytesEqual(t.data() + end - suffix.size(), suffix);
}

// Returns true when `t[begin, end)` contains `needle`.
bool Contains(std::string_view t, uint32_t begin, uint32_t end, std::string_view needle) {
  return t.substr(begin, end - begin).find(needle) != std::string_view::npos;
}

// Returns the number of white-space separated words in `t[begin, end)`, or `limit + 1` as soon
// as there are more than `limit`.
uint32_t CountWords(std::string_view t, uint32_t begin, uint32_t end, uint32_t limit) {
  uint32_t words = 0;
  bool in_word = false;
  for (uint32_t i = begin; i < end; ++i) {
    if (IsWs(t[i])) {
      in_word = false;
    } else if (!in_word) {
      in_word = true;
      if (++words > limit) {
        return words;
      }
    }
  }
  return words;
}

// BulletGlyphLength reads `·` by its bytes and every other glyph as E2 and a tail below.
static_assert(std::count(kBulletGlyphs.begin(), kBulletGlyphs.end(), "\u00B7") == 1 &&
              std::count_if(kBulletGlyphs.begin(), kBulletGlyphs.end(), [](std::string_view g) {
                return g.size() == 3 && g[0] == '\xE2';
              }) == kBulletGlyphs.size() - 1);

// The three-byte glyphs' second and third bytes as one number each: a glyph is found by
// comparing numbers, not by a prefix test for each.
constexpr std::array<uint16_t, kBulletGlyphs.size() - 1> kBulletGlyphTails = [] {
  std::array<uint16_t, kBulletGlyphs.size() - 1> tails{};
  size_t k = 0;
  for (const std::string_view g : kBulletGlyphs) {
    if (g.size() == 3) {
      tails[k++] = static_cast<uint16_t>(static_cast<unsigned char>(g[1]) << 8 |
                                         static_cast<unsigned char>(g[2]));
    }
  }
  return tails;
}();

uint32_t BulletGlyphLength(std::string_view t, uint32_t pos, uint32_t end) {
  const auto lead = static_cast<unsigned char>(t[pos]);
  if (lead == 0xC2) {
    return end - pos >= 2 && t[pos + 1] == '\xB7' ? 2 : 0;  // the one two-byte glyph, `·`
  }
  if (lead != 0xE2 || end - pos < 3) {
    return 0;
  }
  const auto tail = static_cast<uint16_t>(static_cast<unsigned char>(t[pos + 1]) << 8 |
                                          static_cast<unsigned char>(t[pos + 2]));
  return std::find(kBulletGlyphTails.begin(), kBulletGlyphTails.end(), tail) !=
                 kBulletGlyphTails.end()
             ? 3
             : 0;
}

// The bytes a list marker starts with (a bullet glyph's lead bytes 0xC2 and 0xE2 among them):
// a line starting otherwise is no item, and most text lines are settled by this one look-up.
constexpr ByteSet kMarkerFirstBytes("-*+0123456789[\xC2\xE2");

struct Marker {
  ListMarker kind = ListMarker::kNone;
  uint32_t end = 0;  // one past the marker
};

// MatchMarker for a `pos` before `end` holding a byte of kMarkerFirstBytes.
Marker MatchMarkerAfterGate(std::string_view t, uint32_t pos, uint32_t end) {
  const auto followed_by_space = [&](uint32_t after) { return after == end || IsWs(t[after]); };
  const char c = t[pos];
  if (c == '-' || c == '*' || c == '+') {
    if (!followed_by_space(pos + 1)) {
      return {};
    }
    return {c == '-'   ? ListMarker::kDash
            : c == '*' ? ListMarker::kStar
                       : ListMarker::kPlus,
            pos + 1};
  }
  if (IsAsciiDigit(c)) {
    // At most three digits: `2019. Best paper` is a year, not item 2019.
    uint32_t p = pos;
    while (p < end && p - pos < 4 && IsAsciiDigit(t[p])) {
      ++p;
    }
    if (p - pos > 3 || p >= end || (t[p] != '.' && t[p] != ')') || !followed_by_space(p + 1)) {
      return {};
    }
    return {ListMarker::kNumber, p + 1};
  }
  if (c == '[') {
    uint32_t p = pos + 1;
    while (p < end && p - pos <= 3 && IsAsciiAlpha(t[p])) {
      ++p;
    }
    const uint32_t digits = p;
    while (p < end && p - digits < 5 && IsAsciiDigit(t[p])) {
      ++p;
    }
    // Up to three digits, as for numbers: `[2021] Invited talk` is a year in brackets.
    if (p == digits || p - digits > 3 || p >= end || t[p] != ']' || !followed_by_space(p + 1)) {
      return {};
    }
    return {ListMarker::kLabel, p + 1};
  }
  if (const uint32_t len = BulletGlyphLength(t, pos, end); len > 0) {
    return {ListMarker::kBullet, pos + len};
  }
  return {};
}

// Returns the list marker at `pos`, if any: `-`, `*`, `+`, `1.`, `1)` and `[C3]` must be
// followed by white space or the line end; a bullet glyph by anything.
inline Marker MatchMarker(std::string_view t, uint32_t pos, uint32_t end) {
  if (pos >= end || !kMarkerFirstBytes.Contains(t[pos])) {
    return {};
  }
  return MatchMarkerAfterGate(t, pos, end);
}

uint32_t SkipWs(std::string_view t, uint32_t pos, uint32_t end) {
  while (pos < end && IsWs(t[pos])) {
    ++pos;
  }
  return pos;
}

uint32_t SkipWsBack(std::string_view t, uint32_t begin, uint32_t end) {
  while (end > begin && IsWs(t[end - 1])) {
    --end;
  }
  return end;
}

enum class Residue : uint8_t { kNone, kUnderscores, kDash };

// Strips trailing rule residue from `t[begin, end)`: a run of at least three underscores,
// escaped (`\_`) or not, or an en/em dash run preceded by white space. Returns the residue
// kind and moves `*end` to the end of the text before it (white space trimmed).
Residue StripResidue(std::string_view t, uint32_t begin, uint32_t* end) {
  uint32_t e = *end;
  uint32_t underscores = 0;
  ProgressGuard<uint32_t> moving;
  while (true) {
    moving.Backward(e);
    e = SkipWsBack(t, begin, e);
    if (e - begin >= 2 && t[e - 2] == '\\' && t[e - 1] == '_') {
      e -= 2;
    } else if (e > begin && t[e - 1] == '_') {
      e -= 1;
    } else {
      break;
    }
    ++underscores;
  }
  if (underscores >= kMinResidueUnderscores) {
    *end = e;
    return Residue::kUnderscores;
  }
  e = *end;
  uint32_t dashes = 0;
  ProgressGuard<uint32_t> moving_dashes;
  while (true) {
    moving_dashes.Backward(e);
    e = SkipWsBack(t, begin, e);
    if (HasSuffix(t, begin, e, "\u2013") || HasSuffix(t, begin, e, "\u2014")) {
      e -= 3;
      ++dashes;
    } else {
      break;
    }
  }
  // `Title—` without a space is a word joined to a dash, not a rule.
  if (dashes > 0 && e > begin && IsWs(t[e])) {
    *end = e;
    return Residue::kDash;
  }
  return Residue::kNone;
}

// Returns the inside of `**x**`, `__x__` or `*x*` when `r` is exactly that, else `r`.
ByteRange Unwrap(std::string_view t, ByteRange r) {
  for (std::string_view wrap : {std::string_view("**"), std::string_view("__")}) {
    if (r.size() >= 5 && HasPrefix(t, r.begin, r.end, wrap) && HasSuffix(t, r.begin, r.end, wrap)) {
      const ByteRange inner{r.begin + 2, r.end - 2};
      if (!IsWs(t[inner.begin]) && !IsWs(t[inner.end - 1]) &&
          !Contains(t, inner.begin, inner.end, wrap)) {
        return inner;
      }
    }
  }
  if (r.size() >= 3 && t[r.begin] == '*' && t[r.end - 1] == '*') {
    const ByteRange inner{r.begin + 1, r.end - 1};
    if (!IsWs(t[inner.begin]) && !IsWs(t[inner.end - 1]) &&
        !Contains(t, inner.begin, inner.end, "*")) {
      return inner;
    }
  }
  return r;
}

// A rule-suffix title must read as a section name, not a sentence or a split date range
// (`Sep 2019 –` at a line end is date/split-range's).
bool IsPlausibleSuffixTitle(std::string_view t, ByteRange title, Residue residue) {
  if (title.empty() || IsAsciiLower(t[title.begin])) {
    return false;
  }
  const char last = t[title.end - 1];
  if (last == '.' || last == ',' || last == ';') {
    return false;
  }
  if (CountWords(t, title.begin, title.end, kMaxRuleSuffixWords) > kMaxRuleSuffixWords) {
    return false;
  }
  uint32_t letters = 0;
  for (uint32_t i = title.begin; i < title.end; ++i) {
    const char c = t[i];
    if (IsAsciiAlpha(c)) {
      ++letters;
    } else if (residue == Residue::kDash && (IsAsciiDigit(c) || c == '.' || c == ':')) {
      return false;
    }
  }
  return letters >= 2;
}

// The ASCII bytes besides capitals and spaces an all-caps title may hold.
constexpr ByteSet kAllCapsPunctuation("&,-/'()+");

// `EDUCATION`, `AWARDS & HONORS`: at least three letters, all upper case, at most eight words,
// no digits, `.` or `:` (`PH.D. IN ...`, `MENTOR: DR. X` are entry text), not wrapped in
// parentheses (`(ACM CCS)` is an acronym wrapped from its long name). Bytes of multi-byte
// characters neither count as letters nor disqualify.
bool IsAllCapsTitle(std::string_view t, ByteRange r) {
  if (r.size() >= 2 && t[r.begin] == '(' && t[r.end - 1] == ')') {
    return false;
  }
  uint32_t letters = 0;
  uint32_t words = 0;
  bool in_word = false;
  for (uint32_t i = r.begin; i < r.end; ++i) {
    const char c = t[i];
    if (c == ' ') {
      in_word = false;
      continue;
    }
    if (IsAsciiUpper(c)) {
      ++letters;
    } else if (static_cast<unsigned char>(c) < 0x80 && !kAllCapsPunctuation.Contains(c)) {
      return false;  // lower case, digits, `.`, `:`, tabs, markup
    }
    if (!in_word) {
      in_word = true;
      if (++words > kMaxAllCapsWords) {
        return false;
      }
    }
  }
  return letters >= kMinAllCapsLetters;
}

// `---`, `***`, `___`, `- - -`: three or more of one character, white space between.
bool IsThematicBreak(std::string_view t, ByteRange r) {
  const char c = t[r.begin];
  if (c != '-' && c != '*' && c != '_') {
    return false;
  }
  uint32_t count = 0;
  for (uint32_t i = r.begin; i < r.end; ++i) {
    if (t[i] == c) {
      ++count;
    } else if (!IsWs(t[i])) {
      return false;
    }
  }
  return count >= 3;
}

// `**Short Title**` alone: inner text of at most ten words, not a sentence or a label
// (`**Best Paper!**`, `**Committee:**`).
bool IsBoldHeading(std::string_view t, ByteRange r, ByteRange* inner) {
  if (r.size() < 5 || !HasPrefix(t, r.begin, r.end, "**") || !HasSuffix(t, r.begin, r.end, "**")) {
    return false;
  }
  const ByteRange in{r.begin + 2, r.end - 2};
  if (IsWs(t[in.begin]) || IsWs(t[in.end - 1]) || t[in.begin] == '*') {
    return false;
  }
  const char last = t[in.end - 1];
  if (last == '.' || last == '!' || last == '?' || last == ':') {
    return false;
  }
  if (CountWords(t, in.begin, in.end, kMaxBoldHeadingWords) > kMaxBoldHeadingWords ||
      Contains(t, in.begin, in.end, "**")) {
    return false;
  }
  *inner = in;
  return true;
}

}  // namespace

// The last bytes of heading decoration CleanHeadingTitle removes: rule residue (`_`, the last
// byte of `–` and `—`), a colon, and the end of `**`, `__` or `*` wrapping.
constexpr ByteSet kDecorationLastBytes("_:*\x93\x94");

ByteRange CleanHeadingTitle(std::string_view t, ByteRange r) {
  r = TrimRange(t, r);
  // Each round removes at least one layer; `**Title:** \_\_\_` needs three. Bounded so a
  // pathological line stays linear.
  for (int round = 0; round < 6; ++round) {
    // Every layer ends in one of these bytes (`_`, `:`, `*`, an en or em dash's last): a title
    // ending otherwise has none left, and most titles are settled without the tests below.
    if (r.empty() || !kDecorationLastBytes.Contains(t[r.end - 1])) {
      break;
    }
    const ByteRange before = r;
    StripResidue(t, r.begin, &r.end);
    if (r.end > r.begin && t[r.end - 1] == ':') {
      r = TrimRange(t, {r.begin, r.end - 1});
    }
    r = TrimRange(t, Unwrap(t, r));
    if (r == before) {
      break;
    }
  }
  return r;
}

bool StandsAlone(LineKind previous) {
  return previous == LineKind::kBlank || previous == LineKind::kHeading ||
         previous == LineKind::kThematicBreak || previous == LineKind::kComment ||
         previous == LineKind::kMarkup;
}

bool MayBePlainTitle(std::string_view t, const Line& line) {
  constexpr uint32_t kMaxTitleBytes = 80;
  constexpr uint32_t kMaxTitleWords = 8;
  const ByteRange c = line.content;
  if (line.indent > 3 || c.empty() || c.size() > kMaxTitleBytes || !IsAsciiUpper(t[c.begin])) {
    return false;
  }
  const char last = t[c.end - 1];
  if (last == '.' || last == ',' || last == ';' || last == '!' || last == '?') {
    return false;
  }
  if (CountWords(t, c.begin, c.end, kMaxTitleWords) <= kMaxTitleWords) {
    return true;
  }
  // Spaced letters: every word one character.
  bool in_word = false;
  for (uint32_t i = c.begin; i < c.end; ++i) {
    if (IsWs(t[i])) {
      in_word = false;
    } else if (in_word) {
      return false;
    } else {
      in_word = true;
    }
  }
  return true;
}

bool OpensItemText(std::string_view t, uint32_t p, uint32_t end) {
  p = SkipWs(t, p, end);
  if (p >= end) {
    return false;
  }
  const char c = t[p];
  return IsAsciiUpper(c) || IsAsciiDigit(c) || c == '"' || c == '(' || c == '[' ||
         HasPrefix(t, p, end, "\u201C");
}

uint32_t OcrBulletFormLength(std::string_view t, uint32_t pos, uint32_t end) {
  // Byte tests in place of a comparison with each of the twelve forms: every line opening with
  // `e` or `o` is asked. Of the forms sharing a first byte, the longer is tried first, as in
  // the list.
  const auto holds = [&](uint32_t k, char c) { return pos + k < end && t[pos + k] == c; };
  if (pos >= end) {
    return 0;
  }
  switch (t[pos]) {
    case 'e':
      return holds(1, '\xC2') && holds(2, '\xA2') ? 3 : holds(1, 'o') ? 2 : 1;  // e¢, eo, e
    case 'o':
      return holds(1, 'e') ? 2 : 1;  // oe, o
    case '\xC2':
      if (holds(1, '\xA2')) {
        return holds(2, '\xC2') && holds(3, '\xAB') ? 4 : 2;  // ¢«, ¢
      }
      return holds(1, '\xAB') || holds(1, '\xA9') || holds(1, '\xAE') || holds(1, '\xBB') ||
                     holds(1, '\xB0')
                 ? 2  // «, ©, ®, », °
                 : 0;
    default:
      return 0;
  }
}

bool OpensWithOcrBulletAfterGate(std::string_view t) {
  const auto end = static_cast<uint32_t>(t.size());
  const uint32_t glyph = OcrBulletLength(t, {0, end});
  if (glyph == 0) {
    return false;
  }
  const std::string_view form = t.substr(0, glyph);
  if (form == "\u00A9") {
    const uint32_t p = SkipWs(t, glyph, end);
    return p < end && !IsAsciiDigit(t[p]);  // `© 2024 ...` is a copyright notice
  }
  return !OcrBulletMayBeText(form) || OpensItemText(t, glyph, end);
}

uint32_t OcrBulletLengthAfterGate(std::string_view t, ByteRange c) {
  const uint32_t len = OcrBulletFormLength(t, c.begin, c.end);
  if (len == 0) {
    return 0;
  }
  const uint32_t after = c.begin + len;
  if (after >= c.end || (t[after] != ' ' && t[after] != '\t')) {
    return 0;
  }
  return SkipWs(t, after, c.end) < c.end ? len : 0;
}

Line ClassifyLine(std::string_view t, ByteRange range) {
  return ClassifyLine(t, range, TrimRange(t, range), true);
}

Line ClassifyLine(std::string_view t, ByteRange range, ByteRange trimmed, bool may_hold_tab) {
  Line line;
  line.range = range;
  const uint32_t end = range.end;

  // Indentation: spaces count one, a tab four. Most lines start at their first byte.
  uint32_t lead = range.begin;
  uint32_t indent = 0;
  bool tab_indent = false;
  if (trimmed.begin != range.begin) {
    while (lead < end && (t[lead] == ' ' || t[lead] == '\t')) {
      indent += t[lead] == '\t' ? 4 : 1;
      tab_indent = tab_indent || t[lead] == '\t';
      ++lead;
    }
  }
  line.indent = static_cast<uint8_t>(indent > 255 ? 255 : indent);

  const uint32_t ts = trimmed.begin;
  const uint32_t te = trimmed.end;
  line.content = trimmed;
  if (trimmed.empty()) {
    line.kind = LineKind::kBlank;
    return line;
  }
  // Read once: the tests below are each ruled out by it on most lines, and `line` is written
  // through a pointer the compiler cannot tell from `t`'s, so `t[ts]` would be read again.
  const char first = t[ts];

  // <!-- ... --> alone on the line: the first `-->` must be the line's end.
  if (first == '<' && HasPrefix(t, ts, te, "<!--") && te - ts >= 7 &&
      t.substr(ts + 4, te - ts - 4).find("-->") == te - ts - 7) {
    line.kind = LineKind::kComment;
    line.content = TrimRange(t, {ts + 4, te - 3});
    return line;
  }

  // ATX heading: up to three spaces, 1-6 `#`, then white space or the end.
  if (first == '#' && !tab_indent && lead - range.begin <= 3) {
    uint32_t p = ts;
    while (p < te && t[p] == '#' && p - ts < 7) {
      ++p;
    }
    const uint32_t hashes = p - ts;
    if (hashes <= 6 && (p == te || IsWs(t[p]))) {
      ByteRange content = TrimRange(t, {p, te});
      // A closing run of `#`s, when it stands apart (`## Title ##`).
      uint32_t close = content.end;
      while (close > content.begin && t[close - 1] == '#') {
        --close;
      }
      if (close < content.end && (close == content.begin || IsWs(t[close - 1]))) {
        content = TrimRange(t, {content.begin, close});
      }
      line.kind = LineKind::kHeading;
      line.heading_style = HeadingStyle::kAtx;
      line.level = static_cast<uint8_t>(hashes);
      line.content = CleanHeadingTitle(t, content);
      return line;
    }
  }

  if ((first == '-' || first == '*' || first == '_') && IsThematicBreak(t, trimmed)) {
    line.kind = LineKind::kThematicBreak;
    line.content = {te, te};
    return line;
  }

  if (const Marker outer =
          kMarkerFirstBytes.Contains(first) ? MatchMarkerAfterGate(t, ts, te) : Marker{};
      outer.kind != ListMarker::kNone) {
    line.kind = LineKind::kListItem;
    line.marker = outer.kind;
    line.marker_range = {ts, outer.end};
    uint32_t p = SkipWs(t, outer.end, te);
    if (const Marker inner = MatchMarker(t, p, te); inner.kind != ListMarker::kNone) {
      line.inner_marker = inner.kind;
      line.inner_marker_range = {p, inner.end};
      p = SkipWs(t, inner.end, te);
    }
    line.content = {p, te};
    return line;
  }

  if (ByteRange inner; first == '*' && IsBoldHeading(t, trimmed, &inner)) {
    line.kind = LineKind::kHeading;
    line.heading_style = HeadingStyle::kBold;
    line.content = CleanHeadingTitle(t, inner);
    return line;
  }

  // Rule residue ends in `_` or in the last byte of an en or em dash (E2 80 93, E2 80 94): a
  // line ending otherwise has none, and most lines are settled by that byte alone.
  if (const char last = t[te - 1]; last == '_' || last == '\x93' || last == '\x94') {
    uint32_t title_end = te;
    if (const Residue residue = StripResidue(t, ts, &title_end); residue != Residue::kNone) {
      const ByteRange title = CleanHeadingTitle(t, {ts, title_end});
      if (IsPlausibleSuffixTitle(t, title, residue)) {
        line.kind = LineKind::kHeading;
        line.heading_style = HeadingStyle::kRuleSuffix;
        line.level = 2;
        line.content = title;
        return line;
      }
    }
  }

  {
    // A single trailing colon is allowed (`SKILLS:`); any other `:` marks a label line.
    const ByteRange caps{ts, t[te - 1] == ':' ? SkipWsBack(t, ts, te - 1) : te};
    if (IsAllCapsTitle(t, caps)) {
      line.kind = LineKind::kHeading;
      line.heading_style = HeadingStyle::kAllCaps;
      line.level = 2;
      line.content = caps;
      return line;
    }
  }

  line.kind = may_hold_tab && std::memchr(t.data() + ts, '\t', te - ts) != nullptr
                  ? LineKind::kTableRow
                  : LineKind::kText;
  return line;
}

}  // namespace cvtidy::internal
