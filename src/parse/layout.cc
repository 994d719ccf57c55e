#include "src/parse/layout.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "src/base/simd.h"
#include "src/base/strings.h"
#include "src/base/swar.h"
#include "src/base/utf8.h"
#include "src/model/document.h"
#include "src/parse/markdown_lines.h"

namespace cvtidy {
namespace {

// Fewer text lines than this say too little about how wide the printed lines were.
constexpr size_t kMinLinesForWidth = 8;
// The printed width is the width this share of the text lines does not exceed.
constexpr double kPrintedWidthQuantile = 0.9;
// A first line whose text before the date is at least this share of the printed width was
// wrapped: the entry's text went on to the next line. A date a layout printed after a short
// title (`Engineer, Acme Corp    2019`) is read back on a short line.
constexpr double kWrappedShare = 0.75;
// Torn dates are reattached only in a section where at least this many entries show them...
constexpr size_t kMinTornPerSection = 2;
// ...and at least this many of those run a word straight into the date (`Symposium 2020`),
// which a date the author wrote at the end (`..., Acme Corp, 2019`) does not.
constexpr size_t kMinWordBeforeDate = 2;

// A gap between two printed columns is at least this many spaces; words are one apart.
constexpr uint32_t kMinGutterSpaces = 2;
// The right column's text starts within this many characters of the block's gutter (text
// extraction places words by their position on the page, a character or two apart).
constexpr uint32_t kGutterSlack = 4;
// A printed column is at least this many characters wide.
constexpr uint32_t kMinColumnWidth = 20;
// A block shows at least this many lines that hold text of both columns.
constexpr uint32_t kMinJoinedLines = 4;
// Each side of a joined line holds at least this many words (a table row's date or number
// cell does not).
constexpr size_t kMinWordsPerSide = 3;
// Blank lines a block may hold in a row (a paragraph break in one column).
constexpr uint32_t kMaxBlankRun = 1;

// Width in code points (UTF-8 continuation bytes do not count).
uint32_t Width(std::string_view s) { return internal::TextWidth(s); }

// Words with at least one letter in `s`.
size_t CountWords(std::string_view s) {
  size_t words = 0;
  bool in_word = false;
  bool has_letter = false;
  for (size_t i = 0; i <= s.size(); ++i) {
    const bool space = i == s.size() || IsAsciiSpace(s[i]);
    if (space) {
      words += in_word && has_letter ? 1 : 0;
      in_word = false;
      has_letter = false;
      continue;
    }
    in_word = true;
    has_letter = has_letter || IsAsciiAlpha(s[i]) || static_cast<unsigned char>(s[i]) >= 0x80;
  }
  return words;
}

// The width of a full printed line: most text lines are no wider. 0 when too few lines.
uint32_t PrintedWidth(const Document& doc) {
  std::vector<uint32_t> widths;
  for (const Line& line : doc.lines()) {
    if (line.kind == LineKind::kText || line.kind == LineKind::kListItem) {
      widths.push_back(Width(TrimAscii(doc.Text(line.range))));
    }
  }
  if (widths.size() < kMinLinesForWidth) {
    return 0;
  }
  const size_t at =
      static_cast<size_t>(static_cast<double>(widths.size() - 1) * kPrintedWidthQuantile);
  std::nth_element(widths.begin(), widths.begin() + static_cast<std::ptrdiff_t>(at), widths.end());
  return widths[at];
}

struct TornCandidate {
  TornDate torn;
  bool word_before = false;  // a word runs straight into the date, no punctuation between
};

// The printed width, computed on first use: most documents have no entry that gets as far as
// comparing a line with it, and it measures every text line.
class LazyPrintedWidth {
 public:
  explicit LazyPrintedWidth(const Document& doc) : doc_(doc) {}
  uint32_t Get() {
    if (!measured_) {
      width_ = PrintedWidth(doc_);
      measured_ = true;
    }
    return width_;
  }

 private:
  const Document& doc_;
  bool measured_ = false;
  uint32_t width_ = 0;
};

// Entry `e` read as `... first line text DATE` / `text going on`, its one date at the end of
// a wrapped first line. Nullopt too when the document has too few lines for a printed width.
std::optional<TornCandidate> ReadTornCandidate(const Document& doc, uint32_t e,
                                               LazyPrintedWidth& printed_width) {
  const Entry& entry = doc.entries()[e];
  const std::span<const DateSpan> dates = doc.DatesOf(entry);
  if (entry.first_line == entry.last_line || dates.size() != 1 || entry.leading_date != kNoIndex) {
    return std::nullopt;
  }
  const DateSpan& date = dates[0];
  const Line& first = doc.lines()[entry.first_line];
  const Line& next = doc.lines()[entry.first_line + 1];
  // The text goes on right below the date's line, in the same entry.
  if (date.line != entry.first_line || date.open_end || doc.CrossesLineBreak(date.range) ||
      next.kind != LineKind::kText || next.entry != e) {
    return std::nullopt;
  }
  const std::string_view text = doc.source().text();
  uint32_t content_end = first.content.end;
  while (content_end > first.content.begin && IsAsciiSpace(text[content_end - 1])) {
    --content_end;
  }
  if (date.range.end != content_end || date.range.begin <= first.content.begin ||
      text[date.range.begin - 1] != ' ' || doc.VenueYearAt(date.range) != nullptr) {
    return std::nullopt;
  }
  uint32_t torn_begin = date.range.begin;
  while (torn_begin > first.content.begin && IsAsciiSpace(text[torn_begin - 1])) {
    --torn_begin;
  }
  if (torn_begin == first.content.begin) {
    return std::nullopt;
  }
  // `Acme – 2019`, `Thesis: 2019`, `... end. 2019`: a date the author set off at the end.
  const char before = text[torn_begin - 1];
  if (before == '.' || before == ':' || before == ';' || before == '-' || before == '|' ||
      static_cast<unsigned char>(before) >= 0x80) {
    return std::nullopt;
  }
  const uint32_t width = printed_width.Get();
  const std::string_view kept = doc.Text({first.range.begin, torn_begin});
  if (width == 0 ||
      static_cast<double>(Width(TrimAscii(kept))) < kWrappedShare * static_cast<double>(width)) {
    return std::nullopt;
  }
  TornCandidate candidate;
  candidate.torn.date = entry.first_date;
  candidate.torn.entry = e;
  candidate.torn.torn = {torn_begin, date.range.end};
  // After a bullet OCR misread (`e`, `¢`): the date opens the item's text, as printed.
  uint32_t entry_start = first.content.begin;
  if (const uint32_t glyph = internal::OcrBulletLength(text, first.content); glyph > 0) {
    entry_start += glyph;
    while (entry_start < torn_begin && text[entry_start] == ' ') {
      ++entry_start;
    }
  }
  candidate.torn.entry_start = entry_start;
  candidate.word_before = IsAsciiAlnum(before);
  return candidate;
}

std::vector<TornDate> FindTornDates(const Document& doc) {
  std::vector<TornDate> found;
  LazyPrintedWidth printed_width(doc);
  for (const Section& section : doc.sections()) {
    std::vector<TornCandidate> candidates;
    size_t dated = 0;
    for (uint32_t e = section.first_entry; e < section.end_entry; ++e) {
      dated += doc.entries()[e].end_date > doc.entries()[e].first_date ? 1 : 0;
      if (std::optional<TornCandidate> c = ReadTornCandidate(doc, e, printed_width)) {
        candidates.push_back(*c);
      }
    }
    const size_t word_before =
        static_cast<size_t>(std::count_if(candidates.begin(), candidates.end(),
                                          [](const TornCandidate& c) { return c.word_before; }));
    // The layout is plain when the torn shape is what most dated entries of the section show.
    if (candidates.size() < kMinTornPerSection || word_before < kMinWordBeforeDate ||
        candidates.size() * 2 < dated) {
      continue;
    }
    for (const TornCandidate& c : candidates) {
      found.push_back(c.torn);
    }
  }
  std::sort(found.begin(), found.end(),
            [](const TornDate& a, const TornDate& b) { return a.date < b.date; });
  return found;
}

uint32_t Distance(uint32_t a, uint32_t b) { return a > b ? a - b : b - a; }

struct BlockBuilder {
  InterleavedColumns block;
  std::vector<uint32_t> left_ends;  // the column where each joined line's left side ends
  uint32_t blank_run = 0;
  bool open = false;
};

// Keeps a block when its left sides fill their column, as wrapped prose does (a two-column
// table's left cells are short and ragged).
bool IsInterleavedProse(const BlockBuilder& b) {
  if (b.block.joined_lines < kMinJoinedLines || b.block.gutter < kMinColumnWidth) {
    return false;
  }
  std::vector<uint32_t> widths = b.left_ends;
  std::nth_element(widths.begin(), widths.begin() + static_cast<std::ptrdiff_t>(widths.size() / 2),
                   widths.end());
  const uint32_t median = widths[widths.size() / 2];
  return median * 10 >= (b.block.gutter - kMinGutterSpaces) * 7;
}

std::vector<InterleavedColumns> FindInterleavedColumns(const Document& doc) {
  std::vector<InterleavedColumns> found;
  BlockBuilder b;
  const auto close = [&]() {
    if (b.open && IsInterleavedProse(b)) {
      found.push_back(b.block);
    }
    b = BlockBuilder{};
  };
  const std::span<const Line> lines = doc.lines();
  for (uint32_t i = 0; i < lines.size(); ++i) {
    const Line& line = lines[i];
    if (line.kind == LineKind::kBlank) {
      if (b.open && ++b.blank_run > kMaxBlankRun) {
        close();
      }
      continue;
    }
    const std::string_view text = doc.Text(line.range);
    const std::optional<internal::GutterSplit> split =
        line.HasText() ? internal::SplitAtGutter(text) : std::nullopt;
    const bool joined = split && CountWords(split->left) >= kMinWordsPerSide &&
                        CountWords(split->right) >= kMinWordsPerSide;
    const bool at_gutter =
        split && b.open && Distance(split->column, b.block.gutter) <= kGutterSlack;
    if (joined && b.open && !at_gutter) {
      close();  // another gutter: another block
    }
    if (joined) {
      if (!b.open) {
        b.open = true;
        b.block.first_line = i;
        b.block.gutter = split->column;
      }
      b.block.last_line = i;
      ++b.block.joined_lines;
      b.left_ends.push_back(split->left_end);
      b.blank_run = 0;
      continue;
    }
    // A short side at the gutter (`2019` above its entry in one column) goes on with the block
    // but does not show that both columns hold prose.
    if (at_gutter) {
      b.block.last_line = i;
      b.blank_run = 0;
      continue;
    }
    // Inside a block, a line of one column alone: the other column is blank there.
    if (b.open && !split) {
      const uint32_t indent = Width(text.substr(0, text.find_first_not_of(' ')));
      const uint32_t width = Width(TrimAscii(text)) + indent;
      const bool right_only = Distance(indent, b.block.gutter) <= kGutterSlack;
      if (right_only || width + kGutterSlack < b.block.gutter) {
        // A left column's line alone may be the heading after the block: the block reaches
        // it only when a line of both columns or of the right one follows.
        b.block.last_line = right_only ? i : b.block.last_line;
        b.blank_run = 0;
        continue;
      }
    }
    close();
  }
  close();
  return found;
}

}  // namespace

namespace internal {

uint32_t TextWidth(std::string_view s) {
  size_t continuation = 0;
  size_t i = 0;
#if defined(__SSE2__)
  if (s.size() >= 16) {
    // Continuation bytes (0x80..0xBF) are the signed bytes below -64. Each lane counts its
    // own (a mask lane is -1), and the lanes are summed before any could pass 255.
    const auto marks = [&](size_t at) {
      return _mm_cmplt_epi8(simd::Load16(s.data() + at), simd::Splat(0xC0));
    };
    while (i + 16 <= s.size()) {
      __m128i counts = _mm_setzero_si128();
      for (int step = 0; step < 255 && i + 16 <= s.size(); ++step, i += 16) {
        counts = _mm_sub_epi8(counts, marks(i));
      }
      const __m128i sums = _mm_sad_epu8(counts, _mm_setzero_si128());
      continuation += static_cast<size_t>(_mm_cvtsi128_si32(sums)) +
                      static_cast<size_t>(_mm_cvtsi128_si32(_mm_srli_si128(sums, 8)));
    }
    if (i < s.size()) {
      // The last sixteen bytes, those before `i` shifted out.
      const uint32_t bits = simd::Bits(marks(s.size() - 16)) >> (i - (s.size() - 16));
      continuation += static_cast<size_t>(swar::PopCount(bits));
    }
    return static_cast<uint32_t>(s.size() - continuation);
  }
#endif
  for (; i < s.size(); ++i) {
    continuation += (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80 ? 1 : 0;
  }
  return static_cast<uint32_t>(s.size() - continuation);
}

size_t FindTabOrBlankPair(std::string_view line, size_t from) {
  const size_t n = line.size();
  size_t i = from;
#if defined(__SSE2__)
  if (n >= 16) {
    const auto hits = [](__m128i bytes, __m128i next) {
      const __m128i blank = simd::Splat(' ');
      return simd::Bits(
          _mm_or_si128(_mm_cmpeq_epi8(bytes, simd::Splat('\t')),
                       _mm_and_si128(_mm_cmpeq_epi8(bytes, blank), _mm_cmpeq_epi8(next, blank))));
    };
    for (; i + 17 <= n; i += 16) {
      const uint32_t bits = hits(simd::Load16(line.data() + i), simd::Load16(line.data() + i + 1));
      if (bits != 0) {
        return i + static_cast<size_t>(std::countr_zero(bits));
      }
    }
    if (i >= n) {
      return n;
    }
    // The last sixteen bytes, each lane's next byte shifted in (none after the last), and the
    // lanes before `i` shifted out.
    const __m128i last = simd::Load16(line.data() + n - 16);
    const uint32_t bits = hits(last, _mm_srli_si128(last, 1)) >> (i - (n - 16));
    return bits != 0 ? i + static_cast<size_t>(std::countr_zero(bits)) : n;
  }
#endif
  for (; i < n; ++i) {
    if (line[i] == '\t' || (line[i] == ' ' && i + 1 < n && line[i + 1] == ' ')) {
      return i;
    }
  }
  return n;
}

std::optional<GutterSplit> SplitAtGutter(std::string_view line) {
  const size_t start = line.find_first_not_of(' ');
  if (start == std::string_view::npos) {
    return std::nullopt;
  }
  static_assert(kMinGutterSpaces == 2, "a gutter opens at the first blank of a pair");
  std::optional<GutterSplit> split;
  // From a non-blank byte, the first blank pair opens a run of blanks. The blanks before
  // `start` and inside each run are no tab, so the scan sees every tab of the line.
  for (size_t i = FindTabOrBlankPair(line, start); i < line.size();
       i = FindTabOrBlankPair(line, i)) {
    if (line[i] == '\t') {
      return std::nullopt;
    }
    const size_t run_end = line.find_first_not_of(' ', i);
    if (run_end == std::string_view::npos) {
      break;  // trailing blanks
    }
    if (split) {
      return std::nullopt;
    }
    const uint32_t left_end = Width(line.substr(0, i));
    split = GutterSplit{left_end + static_cast<uint32_t>(run_end - i), left_end,
                        line.substr(start, i - start), line.substr(run_end)};
    i = run_end;
  }
  return split;
}

PageLayout ComputePageLayout(const Document& doc) {
  PageLayout layout;
  if (doc.input_kind() != InputKind::kPlainText) {
    return layout;
  }
  layout.torn_dates = FindTornDates(doc);
  layout.interleaved = FindInterleavedColumns(doc);
  return layout;
}

}  // namespace internal
}  // namespace cvtidy
