// Which repeats are stray copies. A CV repeats many lines on purpose, so a line is reported
// only when it looks like a copied entry:
// - it has three or more words and a dozen letters, after its dates are removed (so `Present`,
//   `Research Intern` and date-only lines never count);
// - it is not a field line (`Advisor: ...`, `Supervisor: ...`), nor an affiliation or place
//   (`Seoul National University`, `University of Oslo, Norway`): the same advisor or
//   university under two entries is the CV's content, not a copy;
// - it occurs exactly twice: a line seen three or more times is part of the layout;
// - each copy is a whole entry: one line of a longer entry (the author line of a paper) is
//   shared by different entries by nature;
// - the copies are not under two different year headings (`### 2017`, `### 2018`);
// - the two copies are in different entries, and not both dated with different dates
//   (`Head TA, Operating Systems 2023` and `... 2022` are two entries);
// - they are not undated parallel lines of sibling subsections of one section (the first
//   line under each of two project headings, `*In collaboration with Example Labs*`).
// In plain text (OCR, PDF text) a line needs six words, and a misread bullet glyph (`e `, `¢ `)
// before it is not part of it: the text extractor's paragraphs are not the author's entries, so
// a short line alone is most often a piece of a wrapped or column-split entry (a trailing
// `(joint with ...)`, a row of links, a place) that fits many entries.
// The stray copy is the undated one when only one is dated (the dated one is the real entry),
// else the later one.
#include "rules/structure/duplicate_line.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "src/base/hash_slots.h"
#include "src/base/simd.h"
#include "src/base/strings.h"
#include "src/engine/fix_builder.h"
#include "src/parse/markdown_lines.h"

namespace cvtidy {
namespace {

constexpr size_t kMinWords = 3;
constexpr size_t kMinLetters = 12;
constexpr size_t kMinPlainTextWords = 6;

// Byte classes of AppendClean.
enum CleanClass : uint8_t { kKeep = 0, kDrop, kTagOpen, kSpace };

constexpr std::array<uint8_t, 256> kCleanClass = [] {
  std::array<uint8_t, 256> table{};
  for (char c : {'*', '_', '\\'}) {
    table[static_cast<unsigned char>(c)] = kDrop;
  }
  table['<'] = kTagOpen;
  for (char c : {' ', '\t', '\n', '\r', '\f', '\v'}) {
    table[static_cast<unsigned char>(c)] = kSpace;
  }
  return table;
}();

// The length of the short tag of letters at `s[i]` (`<b>`, `</sup>`, `<br/>`), which a key
// leaves out; 0 when none starts there.
size_t ShortTagLength(std::string_view s, size_t i) {
  const size_t n = s.size();
  if (i >= n || s[i] != '<') {
    return 0;
  }
  size_t j = i + 1;
  if (j < n && s[j] == '/') {
    ++j;
  }
  const size_t name = j;
  while (j < n && IsAsciiAlpha(s[j])) {
    ++j;
  }
  if (j < n && s[j] == '/') {
    ++j;
  }
  return j > name && j < n && s[j] == '>' && j - i <= 8 ? j + 1 - i : 0;
}

// Appends `s` to `out` without emphasis markers, escapes and HTML tags, collapsing white
// space. `space` carries a pending blank across calls; no blank is written before the first
// kept byte after `out`'s first `start` bytes. Runs of kept bytes are appended whole.
void AppendClean(std::string_view s, size_t start, std::string& out, bool& space) {
  const size_t n = s.size();
  size_t i = 0;
  while (i < n) {
    const size_t run = i;
    while (i < n) {
      if (kCleanClass[static_cast<unsigned char>(s[i])] == kKeep) {
        ++i;
      } else if (s[i] == ' ' && i > run && i + 1 < n &&
                 kCleanClass[static_cast<unsigned char>(s[i + 1])] == kKeep) {
        i += 2;  // one blank between kept bytes stays as it is
      } else {
        break;
      }
    }
    if (i > run) {
      if (space) {
        out += ' ';
        space = false;
      }
      out.append(s.data() + run, i - run);
      if (i == n) {
        break;
      }
    }
    switch (kCleanClass[static_cast<unsigned char>(s[i])]) {
      case kDrop:
        ++i;
        continue;
      case kSpace:
        space = out.size() > start;
        ++i;
        continue;
      default:
        break;
    }
    if (const size_t tag = ShortTagLength(s, i); tag > 0) {
      i += tag;
      continue;
    }
    // Not a tag: a kept `<`.
    if (space) {
      out += ' ';
      space = false;
    }
    out += '<';
    ++i;
  }
}

// The weight of byte `c` in a rough key: an ASCII letter or digit weighs its code with the 0x20
// bit set (a letter in lower case; digits have it already), every other byte nothing. The bytes
// a key drops, collapses or trims (emphasis, escapes, blanks, punctuation, dashes) all weigh
// nothing; the few control bytes that fold onto digits (0x10-0x19) are kept by a key alike.
// Byte codes rather than random weights, so that SSE2 sums sixteen of them in one step: lines
// with different letters may then share a rough key, which only costs cleaning both.
constexpr uint8_t RoughWeight(unsigned char c) {
  const unsigned folded = c | 0x20u;
  const bool alnum = (folded >= '0' && folded <= '9') || (folded >= 'a' && folded <= 'z');
  return c < 0x80 && alnum ? static_cast<uint8_t>(folded) : 0;
}

constexpr std::array<uint8_t, 256> kRoughWeight = [] {
  std::array<uint8_t, 256> weights{};
  for (int c = 0; c < 256; ++c) {
    weights[static_cast<size_t>(c)] = RoughWeight(static_cast<unsigned char>(c));
  }
  return weights;
}();

#if defined(__SSE2__)
// 16 zero bytes, then 16 bytes of ones: the 16 bytes from `kTailMask + k` keep the last k lanes.
alignas(16) constexpr std::array<uint8_t, 32> kTailMask = {
    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
#endif

// The sum of the weights of `s`'s bytes, sixteen at a time where SSE2 is there (every
// x86-64), and whether `s` holds a `<`.
uint64_t RoughWeightSum(std::string_view s, bool& has_open) {
  const char* p = s.data();
  const size_t n = s.size();
#if defined(__SSE2__)
  if (n >= 16) {
    __m128i sums = _mm_setzero_si128();  // two 64-bit sums
    __m128i opens = _mm_setzero_si128();
    const auto add = [&](__m128i bytes) {
      const __m128i folded = _mm_or_si128(bytes, simd::Splat(0x20));
      const __m128i alnum =
          _mm_or_si128(simd::InRange(folded, '0', '9'), simd::InRange(folded, 'a', 'z'));
      // psadbw against zero: the sum of the kept bytes of each half.
      sums = _mm_add_epi64(sums, _mm_sad_epu8(_mm_and_si128(folded, alnum), _mm_setzero_si128()));
      opens = _mm_or_si128(opens, _mm_cmpeq_epi8(bytes, simd::Splat('<')));
    };
    size_t at = 0;
    for (; at + 16 <= n; at += 16) {
      add(simd::Load16(p + at));
    }
    if (at < n) {
      // The last 16 bytes, those already summed masked out.
      const __m128i last = simd::Load16(p + n - 16);
      const __m128i fresh =
          _mm_loadu_si128(reinterpret_cast<const __m128i*>(kTailMask.data() + (n - at)));
      add(_mm_and_si128(last, fresh));
    }
    has_open = _mm_movemask_epi8(opens) != 0;
    return static_cast<uint64_t>(_mm_cvtsi128_si64(sums)) +
           static_cast<uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
  }
#endif
  uint64_t sum = 0;
  bool open = false;
  for (size_t i = 0; i < n; ++i) {
    const auto c = static_cast<unsigned char>(p[i]);
    sum += kRoughWeight[c];
    open = open || c == '<';
  }
  has_open = open;
  return sum;
}

// The weight of the short tags in `s`, which AppendClean drops. Apart, as few pieces have a tag.
[[gnu::noinline]] uint64_t TagWeight(std::string_view s) {
  uint64_t weight = 0;
  for (size_t i = s.find('<'); i != std::string_view::npos; i = s.find('<', i + 1)) {
    for (const char c : s.substr(i, ShortTagLength(s, i))) {
      weight += kRoughWeight[static_cast<unsigned char>(c)];
    }
  }
  return weight;
}

// Trims white space, ASCII punctuation and en/em dashes (left behind by removed dates) from
// both ends of `s`.
std::string_view TrimResidue(std::string_view s) {
  const auto junk = [](char c) {
    return IsAsciiSpace(c) || c == ',' || c == '.' || c == ';' || c == ':' || c == '-' ||
           c == '|' || c == '(' || c == ')' || c == '/' || c == '~';
  };
  bool changed = true;
  while (changed && !s.empty()) {
    changed = false;
    while (!s.empty() && junk(s.front())) {
      s.remove_prefix(1);
      changed = true;
    }
    while (!s.empty() && junk(s.back())) {
      s.remove_suffix(1);
      changed = true;
    }
    // U+2013 and U+2014 are E2 80 93 / E2 80 94.
    if (s.size() >= 3 && s[s.size() - 3] == '\xE2' && s[s.size() - 2] == '\x80' &&
        (s.back() == '\x93' || s.back() == '\x94')) {
      s.remove_suffix(3);
      changed = true;
    }
    if (s.size() >= 3 && s[0] == '\xE2' && s[1] == '\x80' && (s[2] == '\x93' || s[2] == '\x94')) {
      s.remove_prefix(3);
      changed = true;
    }
  }
  return s;
}

}  // namespace

namespace internal {

// The rough key of `s`, one piece of a line between its dates: the sum of the weights of the
// bytes a cleaned key keeps (all but those of the tags AppendClean drops). A key adds,
// removes or changes only bytes that weigh nothing, and letters' case, so lines with equal
// keys have equal rough keys: a line whose rough key no other line shares cannot repeat, and
// is never cleaned. Lines with different keys may share one, and are then told apart by
// their keys.
uint64_t RoughKey(std::string_view s) {
  bool has_open = false;
  const uint64_t sum = RoughWeightSum(s, has_open);
  return has_open ? sum - TagWeight(s) : sum;
}

std::string CleanPieceKey(std::string_view piece) {
  std::string out;
  bool space = false;
  AppendClean(piece, 0, out, space);
  return std::string(TrimResidue(out));
}

bool IsSubstantial(std::string_view key, size_t min_words) {
  const char* p = key.data();
  const size_t n = key.size();
  size_t words = 0;
  size_t letters = 0;
  size_t i = 0;
  bool in_word = false;  // the byte before i is no blank
#if defined(__SSE2__)
  if (n >= 16) {
    // Per sixteen bytes: a letter (an ASCII letter or any byte from 0x80) counts 1 and a word's
    // first byte (no blank, after a blank or the key's start) 32; one psadbw sums both.
    const auto count = [&](__m128i bytes, __m128i before, __m128i lanes) {
      const __m128i words_on = _mm_andnot_si128(_mm_cmpeq_epi8(bytes, simd::Splat(' ')), lanes);
      const __m128i before_on = _mm_cmpeq_epi8(before, simd::Splat(' '));
      const __m128i starts = _mm_and_si128(words_on, before_on);
      const __m128i letter = _mm_and_si128(
          _mm_or_si128(simd::AsciiLetters(bytes), _mm_cmplt_epi8(bytes, _mm_setzero_si128())),
          lanes);
      const __m128i weights = _mm_or_si128(_mm_and_si128(letter, simd::Splat(1)),
                                           _mm_and_si128(starts, simd::Splat(32)));
      const __m128i sums = _mm_sad_epu8(weights, _mm_setzero_si128());
      const auto total = static_cast<size_t>(_mm_cvtsi128_si64(sums)) +
                         static_cast<size_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
      letters += total & 31;  // at most 16
      words += total >> 5;
    };
    const __m128i all = _mm_set1_epi8(-1);
    // The byte before each lane: a blank before the key's first.
    count(simd::Load16(p), _mm_or_si128(_mm_slli_si128(simd::Load16(p), 1), _mm_cvtsi32_si128(' ')),
          all);
    for (i = 16; i + 16 <= n && !(words >= min_words && letters >= kMinLetters); i += 16) {
      count(simd::Load16(p + i), simd::Load16(p + i - 1), all);
    }
    if (i < n && !(words >= min_words && letters >= kMinLetters)) {
      // The last sixteen bytes, those counted already masked out.
      const __m128i fresh =
          _mm_loadu_si128(reinterpret_cast<const __m128i*>(kTailMask.data() + (n - i)));
      count(simd::Load16(p + n - 16), simd::Load16(p + n - 17), fresh);
    }
    return words >= min_words && letters >= kMinLetters;
  }
#endif
  for (; i < n; ++i) {
    const char c = p[i];
    letters += IsAsciiAlpha(c) || static_cast<unsigned char>(c) >= 0x80 ? 1 : 0;
    if (c == ' ') {
      in_word = false;
    } else if (!in_word) {
      in_word = true;
      ++words;
    }
    if (words >= min_words && letters >= kMinLetters) {
      return true;  // counting on cannot change the answer
    }
  }
  return false;
}

}  // namespace internal

namespace {

std::string_view StripWordPunct(std::string_view w) {
  while (!w.empty() && (w.front() == '(' || w.front() == '[' || w.front() == '"')) {
    w.remove_prefix(1);
  }
  while (!w.empty() && (w.back() == ',' || w.back() == '.' || w.back() == ';' || w.back() == ':' ||
                        w.back() == ')' || w.back() == ']' || w.back() == '"')) {
    w.remove_suffix(1);
  }
  return w;
}

// `w` equals one of `words` (lower case) ignoring ASCII case, without a lower-case copy. The
// sizes are compared first: they are constants, so most words are passed over in one test.
template <size_t N>
bool IsOneOf(std::string_view w, const std::string_view (&words)[N]) {
  return std::any_of(std::begin(words), std::end(words), [&](std::string_view word) {
    return w.size() == word.size() && AsciiToLower(w.front()) == word.front() &&
           EqualsIgnoreCase(w, word);
  });
}

bool IsOrganisationHead(std::string_view w) {
  static constexpr std::string_view kHeads[] = {
      "university", "universität", "université", "universidad", "universita", "institute",
      "institut",   "college",     "school",     "academy",     "laboratory", "laboratories",
      "lab",        "labs",        "center",     "centre",      "inc",        "corporation",
      "corp",       "company",     "research",   "foundation",  "group",      "hospital",
      "department", "polytechnic", "ltd",        "llc",         "gmbh",       "team",
  };
  return w.size() >= 3 && w.size() <= 12 && IsOneOf(w, kHeads);
}

bool IsConnector(std::string_view w) {
  static constexpr std::string_view kConnectors[] = {"of", "and", "&",  "the", "at", "for",
                                                     "de", "in",  "on", "du",  "la", "-"};
  return !w.empty() && w.size() <= 3 && IsOneOf(w, kConnectors);
}

// True for an organisation or a place alone: capitalised words around an organisation word
// that no connector precedes (`Seoul National University`, `University of Oslo, Norway`,
// `The University of Texas at Austin`), or comma-separated capitalised names without
// connectors (`Los Angeles, California, USA`). `Merit Student of Example University` is not
// one: its `of` comes before the organisation word.
bool IsAffiliationLike(std::string_view clean) {
  int first_head = -1;
  int first_connector = -1;
  int words = 0;
  int commas = 0;
  for (size_t at = 0; at < clean.size();) {
    size_t stop = clean.find(' ', at);
    if (stop == std::string_view::npos) {
      stop = clean.size();
    }
    const std::string_view raw = clean.substr(at, stop - at);
    at = stop + 1;
    if (raw.empty()) {
      continue;
    }
    commas += raw.back() == ',' ? 1 : 0;
    const std::string_view w = StripWordPunct(raw);
    if (w.empty()) {
      continue;
    }
    const int k = words++;
    if (HasAsciiDigit(w)) {
      return false;
    }
    if (k == 1 && first_head == 0) {
      // An organisation word opens the name only as `University of ...`.
      if (EqualsIgnoreCase(w, "of")) {
        continue;
      }
      first_head = -1;
    }
    if (IsConnector(w)) {
      if (first_connector < 0 && !(k == 0 && EqualsIgnoreCase(w, "the"))) {
        first_connector = k;
      }
      continue;
    }
    if (IsAsciiLower(w.front())) {
      return false;
    }
    if (first_head < 0 && IsOrganisationHead(w)) {
      first_head = k;
    }
  }
  if (first_head >= 0) {
    return first_connector < 0 || first_connector > first_head;
  }
  return commas >= 1 && first_connector < 0;
}

// True for a field line of the entry above it: `Advisor: ...`, `Supervisors: ...`, `Topic:`:
// a label of one to three words ending in a colon.
bool IsFieldLine(std::string_view clean) {
  const size_t colon = clean.find(':');
  if (colon == std::string_view::npos || colon == 0 || colon > 30) {
    return false;
  }
  const std::string_view label = clean.substr(0, colon);
  size_t spaces = 0;
  for (char c : label) {
    if (c == ' ') {
      ++spaces;
    } else if (!IsAsciiAlpha(c) && c != '-' && c != '\'') {
      return false;
    }
  }
  return spaces <= 2;
}

// A key whose copies are not reported: a field line or an affiliation repeats by nature.
bool IsDroppedKey(std::string_view clean) { return IsFieldLine(clean) || IsAffiliationLike(clean); }

// A number standing for a list of dates: equal lists give equal numbers.
uint64_t DateSignature(std::span<const DateSpan> dates) {
  uint64_t h = 0;
  for (const DateSpan& d : dates) {
    h = h * 1000003 + static_cast<uint64_t>(d.start.SortKey());
    if (d.is_range) {
      h = h * 1000003 + static_cast<uint64_t>(d.end.SortKey()) + 7;
    }
    h += 1;
  }
  return h;
}

// A line that may hold a key: its content, its dates and its rough key.
struct Candidate {
  uint64_t rough = 0;
  ByteRange content;
  uint32_t line = 0;
  uint32_t first_date = 0;  // the line's dates are doc.dates()[first_date, end_date)
  uint32_t end_date = 0;
  bool shared_rough = false;  // another candidate has the same rough key
};

// A candidate line. Its key (the cleaned line in lower case) lives in one buffer shared by
// all items, so a line costs no allocation of its own.
struct LineItem {
  uint64_t hash = 0;  // of the key in lower case
  uint32_t key_begin = 0;
  uint32_t key_size = 0;
  uint32_t line = 0;
  uint64_t dates = 0;  // 0: no dates
  uint32_t group = 0;  // items with equal keys, and only they, share a group
};

// Orders keys as their lower-case forms order.
int CompareIgnoreCase(std::string_view a, std::string_view b) {
  const size_t n = std::min(a.size(), b.size());
  for (size_t i = 0; i < n; ++i) {
    const auto x = static_cast<unsigned char>(AsciiToLower(a[i]));
    const auto y = static_cast<unsigned char>(AsciiToLower(b[i]));
    if (x != y) {
      return x < y ? -1 : 1;
    }
  }
  return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

bool IsWholeEntry(const Document& doc, const Line& line) {
  if (line.entry == kNoIndex) {
    return true;
  }
  const Entry& entry = doc.entries()[line.entry];
  return entry.first_line == entry.last_line;
}

std::string SectionName(const Document& doc, uint32_t section) {
  if (section == 0) {
    return "the top of the CV";
  }
  return fmt::format("`{}`", doc.Title(doc.sections()[section]));
}

}  // namespace

const RuleInfo& StructureDuplicateLineRule::info() const {
  static const RuleInfo kInfo{
      .id = "structure/duplicate-line",
      .default_severity = Severity::kWarning,
      .summary = "The same entry line appears twice, in two sections or in one.",
      .explanation = R"md(## What it does
Reports an entry line that occurs twice in the CV, compared without list markers, emphasis,
spacing, case and dates: the stray copy of an award under TEACHING as well as under AWARDS,
or a publication listed twice. Lines that repeat by design are left alone: short lines
(`Present`, `Research Intern`), date-only lines, headings, field lines (`Advisor: ...`),
affiliations and places (`Example State University`, `Springfield, USA`), lines that occur
three or more times, copies in one entry, copies that carry different dates (the same
course taught in two years), copies under two different year headings, the same line opening
two sibling subsections, and lines that are only part of a longer entry (two papers by the
same authors share their author line). In plain text (OCR, PDF text) a line needs six words:
there the text extractor's paragraphs are not the author's entries, and a short line alone
is usually a piece of a wrapped entry (`(joint with A. Author)`, a row of links) that fits
many entries.

## Why is this bad?
A duplicated line is almost always a copy-paste slip or converter damage (a table cell
pulled into the wrong section). Readers notice it, and it makes an award or paper look
counted twice.

## Example
```markdown
## Teaching
- Outstanding Student of Example University
- TA, Introduction to Widgets, Fall 2022

## Awards
- Outstanding Student of Example University, 2021
```
The undated copy under Teaching is reported; the fix deletes it.

## Fix safety
Unsafe: the rule cannot tell which copy the author meant to keep, and deleting a line that
was meant to be there loses content. The undated copy (or else the later one) is deleted.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kUnsafe,
  };
  return kInfo;
}

void StructureDuplicateLineRule::Check(const Document& doc, const RuleContext& ctx,
                                       DiagnosticSink& sink) const {
  const std::span<const Line> lines = doc.lines();
  const std::span<const DateSpan> dates = doc.dates();
  const bool plain_text = doc.input_kind() == InputKind::kPlainText;
  const size_t min_words = plain_text ? kMinPlainTextWords : kMinWords;
  const std::string_view text = doc.source().text();
  // A piece of a candidate line: in the source, so no bounds to check.
  const auto piece_at = [&](uint32_t begin, uint32_t end) {
    return std::string_view(text.data() + begin, end - begin);
  };
  // Calls `fn(piece, after_cut)` for each piece of a candidate's content between its dates,
  // in order; `after_cut` tells a piece that follows a cut-out date.
  const auto for_each_piece = [&](const Candidate& c, auto&& fn) {
    uint32_t pos = c.content.begin;
    bool after_cut = false;
    for (size_t k = c.first_date; k < c.end_date; ++k) {
      const ByteRange r = dates[k].range;
      if (r.begin >= pos && r.end <= c.content.end) {
        fn(piece_at(pos, r.begin), after_cut);
        after_cut = true;
        pos = r.end;
      }
    }
    if (pos < c.content.end) {
      fn(piece_at(pos, c.content.end), after_cut);
    }
  };
  // Keys the candidate lines (only those that are whole entries, when `whole_entries_only`):
  // their items, with their keys in `keys`.
  std::string keys;  // every item's key, back to back (with what trimming left out)
  const auto key_lines = [&](bool whole_entries_only) {
    keys.clear();
    // Pass 1: the lines that may hold a key, with their rough keys.
    std::vector<Candidate> candidates;
    candidates.reserve(lines.size());  // one allocation: most lines are candidates
    for (uint32_t i = 0; i < lines.size(); ++i) {
      const Line& line = lines[i];
      if (whole_entries_only && !IsWholeEntry(doc, line)) {
        // A longer entry's lines follow each other (with at most blank or comment lines, which
        // hold no key, between them): none of them is a whole entry.
        i = doc.entries()[line.entry].last_line;
        continue;
      }
      if (line.kind != LineKind::kListItem && line.kind != LineKind::kText &&
          line.kind != LineKind::kTableRow) {
        continue;
      }
      Candidate c;
      c.line = i;
      c.content = line.content;
      if (!line.inner_marker_range.empty()) {
        c.content.begin = std::max(c.content.begin, line.inner_marker_range.end);
      }
      if (plain_text && line.kind == LineKind::kText) {
        c.content.begin += internal::OcrBulletLength(text, c.content);
      }
      // The line's dates, as the parser indexed them.
      const std::span<const DateSpan> on_line = doc.DatesOnLine(i);
      c.first_date = static_cast<uint32_t>(on_line.data() - dates.data());
      c.end_date = c.first_date + static_cast<uint32_t>(on_line.size());
      // Cleaning only removes bytes: a key has kMinLetters letters only when the line has as
      // many bytes.
      if (c.content.begin >= c.content.end || c.content.size() < kMinLetters) {
        continue;
      }
      for_each_piece(c,
                     [&](std::string_view piece, bool) { c.rough += internal::RoughKey(piece); });
      candidates.push_back(c);
    }
    // Only lines sharing a rough key with another line can repeat. Each rough key is entered
    // in slots (src/base/hash_slots.h) that hold the first candidate with it; a second marks
    // both. Its middle bits index the slots: the low bits of a sum of byte codes vary little.
    std::vector<uint32_t> first_with_rough = EmptySlotsFor(candidates.size());
    for (uint32_t k = 0; k < candidates.size(); ++k) {
      Candidate& c = candidates[k];
      uint32_t& slot =
          first_with_rough[ProbeSlots(first_with_rough, (c.rough * 0x9E3779B97F4A7C15ull) >> 32,
                                      [&](uint32_t j) { return candidates[j].rough == c.rough; })];
      if (slot == kEmptySlot) {
        slot = SlotOf(k);
      } else {
        c.shared_rough = true;
        candidates[EntryOf(slot)].shared_rough = true;
      }
    }

    // Pass 2: their keys.
    std::vector<LineItem> items;
    for (const Candidate& c : candidates) {
      if (!c.shared_rough) {
        continue;
      }
      // The content with the line's dates cut out, cleaned straight into `keys`.
      const size_t start = keys.size();
      bool space = false;
      for_each_piece(c, [&](std::string_view piece, bool after_cut) {
        space = space || after_cut;
        AppendClean(piece, start, keys, space);
      });
      const std::string_view trimmed = TrimResidue(std::string_view(keys).substr(start));
      // Case does not change what IsSubstantial counts. The costlier filters (field line,
      // affiliation) run later, only on keys that occur more than once.
      if (!internal::IsSubstantial(trimmed, min_words)) {
        keys.resize(start);
        continue;
      }
      LineItem item;
      item.key_begin = static_cast<uint32_t>(trimmed.data() - keys.data());
      item.key_size = static_cast<uint32_t>(trimmed.size());
      item.hash = HashIgnoreAsciiCase(trimmed);
      keys.resize(item.key_begin + item.key_size);
      item.line = c.line;
      items.push_back(item);
    }
    return items;
  };
  const auto key = [&](const LineItem& item) {
    return std::string_view(keys).substr(item.key_begin, item.key_size);
  };
  // Groups equal keys, each group in line order (LineItem::group). Items are sorted by hash and
  // line alone, and a run of equal hashes is compared once against its first key; only a run
  // whose keys differ (a hash collision) is sorted by key as well.
  const auto group_equal_keys = [&](std::vector<LineItem>& items) {
    const auto by_hash_then_line = [](const LineItem& a, const LineItem& b) {
      return a.hash != b.hash ? a.hash < b.hash : a.line < b.line;
    };
    std::sort(items.begin(), items.end(), by_hash_then_line);
    uint32_t next_group = 0;
    for (size_t g = 0; g < items.size();) {
      size_t end = g + 1;
      bool keys_equal = true;
      while (end < items.size() && items[end].hash == items[g].hash) {
        // Copies of one line are most often equal byte for byte, which memcmp tells fastest.
        keys_equal = keys_equal && (key(items[end]) == key(items[g]) ||
                                    EqualsIgnoreCase(key(items[end]), key(items[g])));
        ++end;
      }
      if (!keys_equal) {
        std::sort(items.begin() + static_cast<ptrdiff_t>(g),
                  items.begin() + static_cast<ptrdiff_t>(end),
                  [&](const LineItem& a, const LineItem& b) {
                    if (const int order = CompareIgnoreCase(key(a), key(b)); order != 0) {
                      return order < 0;
                    }
                    return a.line < b.line;
                  });
      }
      items[g].group = next_group;
      for (size_t k = g + 1; k < end; ++k) {
        if (!keys_equal && !EqualsIgnoreCase(key(items[k]), key(items[k - 1]))) {
          ++next_group;
        }
        items[k].group = next_group;
      }
      ++next_group;
      g = end;
    }
  };
  // Where the group that starts at items[g] ends.
  const auto group_end = [](const std::vector<LineItem>& items, size_t g) {
    size_t end = g + 1;
    while (end < items.size() && items[end].group == items[g].group) {
      ++end;
    }
    return end;
  };
  // Only a line whose copies are both whole entries is reported, and most CVs have none: the
  // whole entries (a fifth of the candidate lines) are keyed first, and only when two of them
  // share a key that no filter drops are all lines keyed, as a third copy in a longer entry
  // still counts.
  {
    std::vector<LineItem> whole = key_lines(true);
    group_equal_keys(whole);
    bool repeated_whole_entry = false;
    for (size_t g = 0; g < whole.size() && !repeated_whole_entry;) {
      const size_t end = group_end(whole, g);
      repeated_whole_entry =
          end - g >= 2 &&
          std::count_if(whole.begin() + static_cast<ptrdiff_t>(g),
                        whole.begin() + static_cast<ptrdiff_t>(end),
                        [&](const LineItem& item) { return !IsDroppedKey(key(item)); }) >= 2;
      g = end;
    }
    if (!repeated_whole_entry) {
      return;
    }
  }
  std::vector<LineItem> items = key_lines(false);
  group_equal_keys(items);
  // Keep the repeated keys' lines that are not field lines or affiliations, with their dates.
  std::vector<LineItem> repeated;
  for (size_t g = 0; g < items.size();) {
    const size_t end = group_end(items, g);
    if (end - g < 2) {
      g = end;
      continue;
    }
    // The copies of a line are most often equal byte for byte: a key is tested once for
    // them all, and again only where a copy differs (in case, which IsAffiliationLike reads).
    std::string_view tested;
    bool filtered = false;
    for (const size_t first = g; g < end; ++g) {
      LineItem item = items[g];
      const std::string_view text = key(item);
      if (g == first || text != tested) {
        tested = text;
        filtered = IsDroppedKey(text);
      }
      if (filtered) {
        continue;
      }
      const Line& line = lines[item.line];
      item.dates = DateSignature(line.entry != kNoIndex ? doc.DatesOf(doc.entries()[line.entry])
                                                        : doc.DatesOnLine(item.line));
      repeated.push_back(item);
    }
  }
  items = std::move(repeated);

  // The pairs to report, in the order of their keys.
  std::vector<std::pair<const LineItem*, const LineItem*>> pairs;
  const std::span<const Section> sections = doc.sections();
  for (size_t g = 0; g < items.size();) {
    const size_t end = group_end(items, g);
    const size_t count = end - g;
    const LineItem& a = items[g];
    g = end;
    if (count != 2) {
      continue;
    }
    const LineItem& b = items[end - 1];
    const Line& la = lines[a.line];
    const Line& lb = lines[b.line];
    if (la.entry != kNoIndex && la.entry == lb.entry) {
      continue;
    }
    // A line of a longer entry (the author line or venue line of a wrapped citation) repeats
    // across entries by nature; and under two year headings the copies are two events.
    if (!IsWholeEntry(doc, la) || !IsWholeEntry(doc, lb) ||
        sections[la.section].year != sections[lb.section].year) {
      continue;
    }
    if (a.dates != 0 && b.dates != 0 && a.dates != b.dates) {
      continue;
    }
    if (a.dates == 0 && b.dates == 0 && la.section != lb.section && la.entry != kNoIndex &&
        lb.entry != kNoIndex) {
      const Section& sa = sections[la.section];
      const Section& sb = sections[lb.section];
      // Sibling subsections of one section (not two top-level sections under the name).
      if (sa.parent == sb.parent && sa.parent != 0 && sections[sa.parent].level >= 2 &&
          la.entry - sa.first_entry == lb.entry - sb.first_entry) {
        continue;
      }
    }
    pairs.emplace_back(&a, &b);
  }
  std::sort(pairs.begin(), pairs.end(), [&](const auto& x, const auto& y) {
    return CompareIgnoreCase(key(*x.first), key(*y.first)) < 0;
  });
  for (const auto& [first, second] : pairs) {
    const LineItem& a = *first;
    const LineItem& b = *second;
    const bool first_is_stray = a.dates == 0 && b.dates != 0;
    const LineItem& stray = first_is_stray ? a : b;
    const LineItem& kept = first_is_stray ? b : a;
    const Line& stray_line = lines[stray.line];
    const Line& kept_line = lines[kept.line];
    std::string where = stray_line.section == kept_line.section
                            ? std::string("in the same section")
                            : fmt::format("under {}", SectionName(doc, kept_line.section));
    sink.Report(
        stray_line.content, fmt::format("this line repeats line {} ({})", kept.line + 1, where),
        DeleteLine(doc, stray.line, fmt::format("Delete this copy (line {})", stray.line + 1),
                   FixSafety::kUnsafe));
  }
}

CVTIDY_REGISTER_RULE(StructureDuplicateLineRule);

}  // namespace cvtidy
