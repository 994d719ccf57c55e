// Finds the title of each publication entry. Publication entries are citations (Entry::kind,
// src/parse/entry_kinds.h), and entries of other kinds that mention a venue and quote a title.
// In order of preference the title is:
//   1. the first double-quoted span (`"..."`, `“...”`);
//   2. the first bold span that is not an author's name (`**Title**`, not `**A. Author**,`);
//   3. in citations, the first italic span that is not the venue (not in plain text, where
//      `*` is an author's mark, not emphasis);
//   4. in citations, plain text found by position: the sentence after an author
//      list (`Authors. Title. Venue`), or a line of its own followed by an author list.
// An opening quote or `**` never closed within the entry gives closed = false.
#include "src/extract/titles.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "src/base/simd.h"
#include "src/base/strings.h"
#include "src/base/swar.h"
#include "src/data/section_table.h"

namespace cvtidy {
namespace {

constexpr std::string_view kOpenCurly = "\xE2\x80\x9C";   // “
constexpr std::string_view kCloseCurly = "\xE2\x80\x9D";  // ”

// The position of the last `byte` of `text`, or npos. Reads eight bytes at a time from the end:
// a quote may be far into a long entry, and rfind reads back byte by byte.
size_t FindLastByte(std::string_view text, char byte) {
  size_t end = text.size();
  for (; end >= 8; end -= 8) {
    if (const uint64_t hits =
            swar::MarkByte(swar::Load(text.data() + end - 8), static_cast<unsigned char>(byte));
        hits != 0) {
      return end - 8 + swar::LastMarked(hits);
    }
  }
  while (end > 0) {
    --end;
    if (text[end] == byte) {
      return end;
    }
  }
  return std::string_view::npos;
}

// True when offset `p` of `text` lies inside an HTML tag (`<a href="x">`) or a template tag
// (`{{ ... }}`, `{% ... %}`) opened before it on the same entry.
bool InsideMarkup(std::string_view text, size_t p) {
  const std::string_view before = text.substr(0, p);
  const size_t open_tag = FindLastByte(before, '<');
  if (open_tag != std::string_view::npos && open_tag + 1 < text.size() &&
      (IsAsciiAlpha(text[open_tag + 1]) || text[open_tag + 1] == '/')) {
    const size_t close_tag = FindLastByte(before, '>');
    if (close_tag == std::string_view::npos || close_tag < open_tag) {
      return true;
    }
  }
  if (before.find('{') == std::string_view::npos) {
    return false;
  }
  const size_t open_template = std::max(before.rfind("{{") + 1, before.rfind("{%") + 1);
  if (open_template != 0) {  // npos + 1 == 0
    const size_t close_template = std::max(before.rfind("}}") + 1, before.rfind("%}") + 1);
    return close_template < open_template;
  }
  return false;
}

// What a byte is to HasWords: a blank, a byte a word may hold, or a letter or digit (which
// makes a run of non-blank bytes a word). UTF-8 lead bytes 0xC2 and 0xE2 start punctuation
// (`·`, `–`, `“`), so `· |` is separator residue, not two words; the others start letters.
enum class WordByte : uint8_t { kBlank, kOther, kLetter };
constexpr std::array<WordByte, 256> kWordBytes = [] {
  std::array<WordByte, 256> table{};
  for (int b = 0; b < 256; ++b) {
    const char c = static_cast<char>(b);
    table[b] = IsAsciiSpace(c)                               ? WordByte::kBlank
               : IsAsciiAlnum(c) || (b >= 0xC3 && b != 0xE2) ? WordByte::kLetter
                                                             : WordByte::kOther;
  }
  return table;
}();

// Whether `s` has `n` words or more: runs of non-blank bytes holding a letter or digit. The
// count stops at `n`: callers ask for a few words, and the spans asked about (titles, whole
// entries) are long. From each word's first letter the scan skips to the blank after it.
bool HasWords(std::string_view s, int n) {
  int words = 0;
  const size_t size = s.size();
  for (size_t i = 0; i < size; ++i) {
    if (kWordBytes[static_cast<unsigned char>(s[i])] != WordByte::kLetter) {
      continue;
    }
    if (++words >= n) {
      return true;
    }
    while (i + 1 < size && kWordBytes[static_cast<unsigned char>(s[i + 1])] != WordByte::kBlank) {
      ++i;
    }
  }
  return words >= n;
}

std::string_view TrimTrailing(std::string_view s, std::string_view chars) {
  while (!s.empty() && chars.find(s.back()) != std::string_view::npos) {
    s.remove_suffix(1);
  }
  return s;
}

// The bytes contribution and emphasis marks start and end with: most names have none at either
// end.
constexpr ByteSet kMarkFirstBytes("*\\<\xE2_");
constexpr ByteSet kMarkLastBytes("*>\xA0\xA1_");

// StripMarks for a trimmed `s` that starts or ends with a mark's byte.
std::string_view StripMarksFromEnds(std::string_view s) {
  // `\xE2\x80\xA0` is `†`, `\xE2\x80\xA1` is `‡`.
  static constexpr std::string_view kMarks[] = {
      "**", "*", "\\*", "<sup>*</sup>", "<sup>\\*</sup>", "\xE2\x80\xA0", "\xE2\x80\xA1", "_"};
  static_assert(std::all_of(std::begin(kMarks), std::end(kMarks), [](std::string_view mark) {
    return kMarkFirstBytes.Contains(mark.front()) && kMarkLastBytes.Contains(mark.back());
  }));
  for (bool changed = true; changed && !s.empty();) {
    if (!kMarkFirstBytes.Contains(s.front()) && !kMarkLastBytes.Contains(s.back())) {
      break;
    }
    changed = false;
    for (std::string_view mark : kMarks) {
      if (s.size() >= mark.size() && s.substr(s.size() - mark.size()) == mark) {
        s.remove_suffix(mark.size());
        changed = true;
      }
      if (s.size() >= mark.size() && s.substr(0, mark.size()) == mark) {
        s.remove_prefix(mark.size());
        changed = true;
      }
    }
    s = TrimAscii(s);
  }
  return s;
}

// Drops emphasis and contribution marks from a name: `**A. Author\***`, `B. Author<sup>*</sup>`.
// Inline, the common case of no mark at either end costs no call.
inline std::string_view StripMarks(std::string_view s) {
  s = TrimAscii(s);
  if (s.empty() || (!kMarkFirstBytes.Contains(s.front()) && !kMarkLastBytes.Contains(s.back()))) {
    return s;
  }
  return StripMarksFromEnds(s);
}

// `Ada Example`, `J. Lin`, `Gyeong-In Yu`, `Maria de la Cruz`: a few capitalised tokens, no
// digits, no colon.
bool IsNameLike(std::string_view s) {
  s = StripMarks(s);
  if (s.empty() || s.size() > 40) {
    return false;
  }
  // A digit or a colon anywhere rules a name out: `:` follows `9` in ASCII, so one range test
  // finds both, eight bytes a load (the last load overlapping the one before it).
  if (s.size() >= 8) {
    uint64_t marks = swar::MarkRange(swar::Load(s.data() + s.size() - 8), '0', ':');
    for (size_t i = 0; i + 8 <= s.size(); i += 8) {
      marks |= swar::MarkRange(swar::Load(s.data() + i), '0', ':');
    }
    if (marks != 0) {
      return false;
    }
  } else if (std::any_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= ':'; })) {
    return false;
  }
  if (s == "et al." || s == "et al" || s == "..." || s == "\xE2\x80\xA6") {
    return true;
  }
  // The tokens from space to space (memchr): a name has a few.
  int tokens = 0;
  for (size_t i = 0; i < s.size();) {
    if (s[i] == ' ') {
      ++i;
      continue;
    }
    const size_t end = std::min(s.find(' ', i), s.size());
    const std::string_view token(s.data() + i, end - i);
    i = end;
    ++tokens;
    const unsigned char first = static_cast<unsigned char>(token[0]);
    // A capital or a non-ASCII letter starts most tokens: the particles are compared only
    // when neither does.
    if (!IsAsciiUpper(token[0]) && first < 0x80) {
      const bool particle = token == "de" || token == "van" || token == "von" || token == "der" ||
                            token == "la" || token == "da" || token == "di" || token == "del";
      if (!particle) {
        return false;
      }
    }
  }
  return tokens >= 1 && tokens <= 5;
}

// The position of the first ` and ` in `s`, or npos: s.find(" and "), which stops at every
// blank (memchr), but sixteen starts a step, each of the five bytes compared at its own offset;
// the last step re-reads the last twenty bytes. Short texts (a name) are left to find.
size_t FindSpacedAnd(std::string_view s) {
#if defined(__SSE2__)
  if (s.size() >= 20) {
    const char* const data = s.data();
    const auto starts = [data](size_t i) {
      const auto byte_at = [&](size_t offset, char c) {
        return _mm_cmpeq_epi8(simd::Load16(data + i + offset), simd::Splat(c));
      };
      return simd::Bits(
          _mm_and_si128(_mm_and_si128(_mm_and_si128(byte_at(0, ' '), byte_at(1, 'a')),
                                      _mm_and_si128(byte_at(2, 'n'), byte_at(3, 'd'))),
                        byte_at(4, ' ')));
    };
    const size_t last = s.size() - 20;
    for (size_t i = 0;; i += 16) {
      const size_t at = std::min(i, last);
      if (const uint32_t bits = starts(at); bits != 0) {
        return at + static_cast<size_t>(std::countr_zero(bits));
      }
      if (at == last) {
        return std::string_view::npos;
      }
    }
  }
#endif
  return s.find(" and ");
}

// Whether `s` reads as an author list: at least two names separated by commas or `and`.
bool LooksLikeAuthors(std::string_view s) {
  s = TrimAscii(s);
  if (s.empty()) {
    return false;
  }
  int pieces = 0;
  int names = 0;
  auto piece = [&](std::string_view p) {
    p = TrimAscii(p);
    if (p.substr(0, 4) == "and ") {
      p.remove_prefix(4);
    } else if (p.substr(0, 2) == "& ") {
      p.remove_prefix(2);
    }
    // `(*equal contribution)` after the last name is a note, not an author.
    if (p.empty() || p[0] == '(') {
      return;
    }
    ++pieces;
    // A name never holds ` and ` (its `and` would be a lower-case word), so a name is looked
    // for first and the ` and ` only in what is not one.
    if (IsNameLike(p)) {
      ++names;
      return;
    }
    // `A and B` in one piece.
    if (const size_t and_pos = FindSpacedAnd(p); and_pos != std::string_view::npos) {
      names += IsNameLike(p.substr(0, and_pos)) && IsNameLike(p.substr(and_pos + 5)) ? 2 : 0;
      ++pieces;
    }
  };
  for (size_t begin = 0; begin <= s.size();) {
    const size_t end = std::min(FindFirstOfBytes<',', ';'>(s, begin), s.size());
    // One piece with no `and` in it holds one name at most: too few, whatever it is.
    if (begin == 0 && end == s.size() && FindSpacedAnd(s) == std::string_view::npos) {
      return false;
    }
    piece(s.substr(begin, end - begin));
    begin = end + 1;
  }
  return names >= 2 && names * 10 >= pieces * 7;
}

// The end of the first sentence of `s` at or after `from`: a `.`, `?` or `!` followed by a
// space or the end, not closing an initial (`J. Lin`); npos when none.
size_t SentenceEnd(std::string_view s, size_t from) {
  for (size_t i = FindFirstOfBytes<'.', '?', '!'>(s, from); i != std::string_view::npos;
       i = FindFirstOfBytes<'.', '?', '!'>(s, i + 1)) {
    const char c = s[i];
    if (i + 1 < s.size() && !IsAsciiSpace(s[i + 1]) && s[i + 1] != '*' && s[i + 1] != '_') {
      continue;
    }
    // An initial: one capital, with no letter before it. Only the two bytes before the period
    // are read, not the whole word back to its start.
    if (c == '.' && i > 0 && IsAsciiUpper(s[i - 1]) && (i == 1 || !IsAsciiAlpha(s[i - 2]))) {
      continue;
    }
    return i;
  }
  return std::string_view::npos;
}

struct Found {
  size_t outer_begin = 0;  // offsets into the entry text
  size_t begin = 0;
  size_t end = 0;
  size_t outer_end = 0;
  TitleQuoting quoting = TitleQuoting::kPlain;
  bool closed = true;
};

class EntryTitles {
 public:
  EntryTitles(const Document& doc, const Entry& entry, uint32_t base, std::string_view text)
      : doc_(doc), entry_(entry), base_(base), text_(text) {}

  bool OverlapsVenue(size_t begin, size_t end) const {
    for (const VenueMention& v : doc_.VenuesOf(entry_)) {
      if (v.range.begin < base_ + end && base_ + begin < v.range.end) {
        return true;
      }
    }
    return false;
  }

  size_t LineEnd(size_t from) const {
    const size_t nl = text_.find('\n', from);
    return nl == std::string_view::npos ? text_.size() : nl;
  }

  std::optional<Found> Quoted() const {
    const size_t curly = text_.find(kOpenCurly);
    size_t straight = text_.find('"');
    // A quote inside an HTML tag or a template tag (`<a href="...">`, `{{ "/x.pdf" }}`) is
    // markup's, not a title's.
    // Nor does a quote right after a digit open anything: `20"` is OCR's reading of an
    // ordinal's superscript (`20th`), or inches.
    while (straight != std::string_view::npos &&
           (InsideMarkup(text_, straight) || (straight > 0 && IsAsciiDigit(text_[straight - 1])))) {
      straight = text_.find('"', straight + 1);
    }
    if (curly == std::string_view::npos && straight == std::string_view::npos) {
      return std::nullopt;
    }
    Found f;
    std::string_view close;
    if (curly < straight) {
      f.outer_begin = curly;
      f.begin = curly + kOpenCurly.size();
      f.quoting = TitleQuoting::kCurlyQuotes;
      close = kCloseCurly;
    } else {
      f.outer_begin = straight;
      f.begin = straight + 1;
      f.quoting = TitleQuoting::kStraightQuotes;
      close = "\"";
    }
    const size_t end = text_.find(close, f.begin);
    if (end == std::string_view::npos) {
      f.closed = false;
      f.end =
          f.begin + TrimTrailing(text_.substr(f.begin, LineEnd(f.begin) - f.begin), " \t\r").size();
      f.outer_end = f.end;
    } else {
      f.end = end;
      f.outer_end = end + close.size();
    }
    if (!HasWords(text_.substr(f.begin, f.end - f.begin), 1) || f.end <= f.begin) {
      return std::nullopt;
    }
    return f;
  }

  // Whether the bold span [open, close) (markers included) is an author's name in the list.
  bool IsBoldName(size_t open, size_t close) const {
    const std::string_view content = text_.substr(open + 2, close - open - 2);
    if (!IsNameLike(content)) {
      return false;
    }
    // The owner in bold is a name wherever it stands: a single-author entry
    // (`**Owner Name**. Title.`) has no comma to tell it apart, and name/owner-highlight
    // bolds exactly that.
    if (const ByteRange owner = doc_.owner_name();
        !owner.empty() && EqualsIgnoreCase(content, doc_.Text(owner))) {
      return true;
    }
    std::string_view after = text_.substr(close + 2);
    after = StripMarks(after.substr(0, std::min<size_t>(after.size(), 14)));
    const std::string_view before = TrimTrailing(text_.substr(0, open), " \t");
    return (!after.empty() && (after[0] == ',' || after[0] == ';' || after[0] == '(')) ||
           (!before.empty() && before.back() == ',') ||
           (before.size() >= 4 && before.substr(before.size() - 4) == " and") ||
           after.substr(0, 4) == "and ";
  }

  // Bold after a closing parenthesis (`(*Equal Contribution) **In preprint**`) is a label
  // after the author notes, not the title.
  bool MayStartTitle(size_t open) const {
    const std::string_view before = TrimTrailing(text_.substr(0, open), " \t");
    return before.empty() || before.back() != ')';
  }

  // The first `**` at or after `from` that is not escaped (`\**`), or npos; `*next` is where
  // to look for the one after it (a `***` counts once).
  size_t NextBoldMarker(size_t from, size_t* next) const {
    // From star to star (memchr), not byte by byte.
    for (size_t i = text_.find('*', from); i != std::string_view::npos && i + 1 < text_.size();
         i = text_.find('*', i + 1)) {
      if (text_[i + 1] == '*' && (i == 0 || text_[i - 1] != '\\')) {
        size_t end = i + 1;
        while (end + 1 < text_.size() && text_[end + 1] == '*') {
          ++end;
        }
        *next = end + 1;
        return i;
      }
    }
    return std::string_view::npos;
  }

  std::optional<Found> Bold() const {
    // The markers pair up in order, each opener with the next marker; read as they come, with
    // no list of them.
    size_t next = 0;
    size_t open = NextBoldMarker(0, &next);
    while (open != std::string_view::npos) {
      const size_t close = NextBoldMarker(next, &next);
      if (close == std::string_view::npos) {
        break;
      }
      const std::string_view content = text_.substr(open + 2, close - open - 2);
      if (HasWords(content, 2) && !IsBoldName(open, close) && !OverlapsVenue(open, close + 2) &&
          MayStartTitle(open)) {
        return Found{open, open + 2, close, close + 2, TitleQuoting::kBold, true};
      }
      open = NextBoldMarker(next, &next);
    }
    if (open != std::string_view::npos) {
      // A `**` never closed: a title when what follows on its line reads as one.
      const size_t end =
          open + 2 + TrimTrailing(text_.substr(open + 2, LineEnd(open) - open - 2), " \t\r").size();
      if (HasWords(text_.substr(open + 2, end - open - 2), 3) &&
          !LooksLikeAuthors(text_.substr(open + 2, end - open - 2))) {
        return Found{open, open + 2, end, end, TitleQuoting::kBold, false};
      }
    }
    return std::nullopt;
  }

  // `Ode*, and B. Lu`: a star right after a word and before punctuation marks the author
  // (equal contribution); as CommonMark reads it, it cannot open emphasis.
  bool MarksAuthor(size_t i) const {
    return i > 0 && i + 1 < text_.size() && IsAsciiAlnum(text_[i - 1]) &&
           std::string_view(",;:.)]").find(text_[i + 1]) != std::string_view::npos;
  }

  std::optional<Found> Italic() const {
    // A block of bytes a step (FindFirstOfBytes): emphasis markers are rare among an entry's bytes.
    for (size_t i = FindFirstOfBytes<'*', '_'>(text_, 0); i != std::string_view::npos;
         i = FindFirstOfBytes<'*', '_'>(text_, i + 1)) {
      const char c = text_[i];
      if ((i > 0 && (text_[i - 1] == c || text_[i - 1] == '\\')) ||
          (i + 1 < text_.size() && text_[i + 1] == c) || i + 1 >= text_.size() ||
          IsAsciiSpace(text_[i + 1]) || (c == '_' && i > 0 && IsAsciiAlnum(text_[i - 1])) ||
          MarksAuthor(i)) {
        continue;
      }
      size_t j = i + 1;
      while (j < text_.size() && text_[j] != '\n' &&
             !(text_[j] == c && !IsAsciiSpace(text_[j - 1]) &&
               (j + 1 >= text_.size() || text_[j + 1] != c))) {
        ++j;
      }
      if (j >= text_.size() || text_[j] != c) {
        continue;
      }
      const std::string_view content = text_.substr(i + 1, j - i - 1);
      bool venue_like = OverlapsVenue(i, j + 1);
      if (!venue_like) {
        // The span is lower-cased once, then searched for each word (memchr for its first
        // byte): not a case-folding pass over the span per word.
        static constexpr std::string_view kVenueWords[] = {
            "proceedings",  "conference", "workshop",  "symposium", "journal",
            "transactions", "arxiv",      "preprint",  "review",    "collaboration",
            "letters",      "magazine",   "submission"};
        std::array<char, 256> buffer;
        std::string heap;
        const std::string_view lower = AsciiLowerInto(content, buffer, heap);
        for (std::string_view word : kVenueWords) {
          if (lower.find(word) != std::string_view::npos) {
            venue_like = true;
            break;
          }
        }
      }
      if (!venue_like && HasWords(content, 3) && !LooksLikeAuthors(content)) {
        return Found{i, i + 1, j, j + 1, TitleQuoting::kItalic, true};
      }
      i = j;
    }
    return std::nullopt;
  }

  // `Authors. Title. Venue`: the sentence after an author list, when it begins before
  // `before` (the start of a title found another way; npos for none). The author-list test
  // is the dearest, so it comes last: every test must pass, in any order.
  std::optional<Found> AfterAuthors(size_t before) const {
    const size_t authors_end = SentenceEnd(text_, 0);
    if (authors_end == std::string_view::npos) {
      return std::nullopt;
    }
    size_t begin = authors_end + 1;
    while (begin < text_.size() && IsAsciiSpace(text_[begin])) {
      ++begin;
    }
    if (begin >= before) {
      return std::nullopt;
    }
    size_t end = SentenceEnd(text_, begin);
    if (end == std::string_view::npos) {
      end = text_.size();
    } else if (text_[end] != '.') {
      ++end;  // a question is part of the title
    }
    // The venue or an italic venue ends it too.
    for (const VenueMention& v : doc_.VenuesOf(entry_)) {
      if (v.range.begin >= base_ + begin && v.range.begin < base_ + end) {
        end = v.range.begin - base_;
      }
    }
    if (const size_t star = text_.find('*', begin); star < end) {
      end = star;
    }
    end = begin + TrimTrailing(text_.substr(begin, end - begin), " \t\r\n.,;").size();
    if (end <= begin || !HasWords(text_.substr(begin, end - begin), 2) ||
        OverlapsVenue(begin, end) || LooksLikeAuthors(text_.substr(begin, end - begin)) ||
        !LooksLikeAuthors(text_.substr(0, authors_end))) {
      return std::nullopt;
    }
    return Found{begin, begin, end, end, TitleQuoting::kPlain, true};
  }

 private:
  const Document& doc_;
  const Entry& entry_;
  uint32_t base_;  // offset of text_ in the Source
  std::string_view text_;
};

// The text of line `i` inside its markers.
std::string_view ContentOf(const Document& doc, uint32_t i) {
  const Line& line = doc.lines()[i];
  ByteRange r = line.content;
  if (!line.inner_marker_range.empty() && line.inner_marker_range.end > r.begin &&
      line.inner_marker_range.end <= r.end) {
    r.begin = line.inner_marker_range.end;
  }
  return TrimAscii(doc.Text(r));
}

// A line of its own that is the title, followed by an author list (on the entry's next line
// or as the next entry of the section).
std::optional<Found> TitleLine(const Document& doc, const Entry& entry, uint32_t entry_index,
                               uint32_t base, std::string_view text) {
  const uint32_t first = entry.first_line;
  const size_t line_end = std::min(text.find('\n'), text.size());
  const std::string_view line = TrimTrailing(text.substr(0, line_end), " \t\r.");
  // The author-list tests are the dearest, so they come last: every test must pass.
  if (!HasWords(line, 3)) {
    return std::nullopt;
  }
  // An emphasis opened on the line and closed on the next (`A. Ode, *Wrapped Italic` /
  // `Title*, Venue`) makes the line part of a wrapped citation, not a title line.
  if (std::count(line.begin(), line.end(), '*') % 2 == 1) {
    return std::nullopt;
  }
  for (const DateSpan& d : doc.DatesOf(entry)) {
    if (d.line == first) {
      return std::nullopt;
    }
  }
  for (const VenueMention& v : doc.VenuesOf(entry)) {
    if (v.line == first) {
      return std::nullopt;
    }
  }
  std::string_view next;
  if (entry.last_line > first) {
    next = ContentOf(doc, first + 1);
  } else if (entry_index + 1 < doc.entries().size() &&
             doc.entries()[entry_index + 1].section == entry.section) {
    next = ContentOf(doc, doc.entries()[entry_index + 1].first_line);
  }
  const size_t authors_end = SentenceEnd(next, 0);
  if (!LooksLikeAuthors(next.substr(0, std::min(authors_end, next.size()))) ||
      LooksLikeAuthors(line)) {
    return std::nullopt;
  }
  return Found{0, 0, line.size(), line.size(), TitleQuoting::kPlain, true};
}

}  // namespace

void ExtractTitles(const Document& doc, std::vector<TitleSpan>& out) {
  const std::span<const Entry> entries = doc.entries();
  // A title per entry at most: room made up front, so the vector does not grow one doubling
  // at a time.
  out.reserve(out.size() + entries.size());
  for (uint32_t e = 0; e < entries.size(); ++e) {
    const Entry& entry = entries[e];
    const bool is_pub = entry.kind == EntryKind::kCitation;
    const bool has_venue = entry.end_venue > entry.first_venue;
    if (!is_pub && !has_venue) {
      continue;
    }
    const Line& first = doc.lines()[entry.first_line];
    uint32_t begin = first.content.begin;
    if (!first.inner_marker_range.empty() && first.inner_marker_range.end > begin &&
        first.inner_marker_range.end <= entry.range.end) {
      begin = first.inner_marker_range.end;
    }
    const std::string_view source = doc.source().text();
    while (begin < entry.range.end && IsAsciiSpace(source[begin])) {
      ++begin;
    }
    if (begin >= entry.range.end) {
      continue;
    }
    const std::string_view text = doc.Text({begin, entry.range.end});
    EntryTitles finder(doc, entry, begin, text);
    std::optional<Found> found = finder.Quoted();
    if (!is_pub) {
      // Outside publication sections only a quoted title after some text counts.
      if (!found || found->outer_begin == 0) {
        continue;
      }
    }
    if (!found) {
      found = finder.Bold();
    }
    if (!found) {
      // `Authors (2023). Plain title. *Journal*`: an italic span after the plain sentence that
      // follows the authors is the venue, not the title.
      // Plain text has no emphasis syntax: a `*` there marks an author (`Smith*, Jones*`).
      std::optional<Found> italic =
          doc.input_kind() == InputKind::kPlainText ? std::nullopt : finder.Italic();
      // The plain sentence is looked for only where it would come first.
      std::optional<Found> after =
          finder.AfterAuthors(italic ? italic->outer_begin : std::string_view::npos);
      found = italic && after && after->outer_begin < italic->outer_begin ? after
              : italic                                                    ? italic
                                                                          : after;
    }
    if (!found) {
      found = TitleLine(doc, entry, e, begin, text);
    }
    if (!found) {
      continue;
    }
    TitleSpan title;
    title.range = {begin + static_cast<uint32_t>(found->begin),
                   begin + static_cast<uint32_t>(found->end)};
    title.outer_range = {begin + static_cast<uint32_t>(found->outer_begin),
                         begin + static_cast<uint32_t>(found->outer_end)};
    title.quoting = found->quoting;
    title.closed = found->closed;
    title.entry = e;
    title.line = entry.first_line;
    for (uint32_t l = entry.first_line; l <= entry.last_line; ++l) {
      if (doc.lines()[l].range.end >= title.range.begin) {
        title.line = l;
        break;
      }
    }
    out.push_back(title);
  }
}

namespace internal {

bool HasWords(std::string_view s, int n) { return cvtidy::HasWords(s, n); }
bool IsNameLike(std::string_view s) { return cvtidy::IsNameLike(s); }
bool LooksLikeAuthors(std::string_view s) { return cvtidy::LooksLikeAuthors(s); }
size_t SentenceEnd(std::string_view s, size_t from) { return cvtidy::SentenceEnd(s, from); }
size_t FindSpacedAnd(std::string_view s) { return cvtidy::FindSpacedAnd(s); }

}  // namespace internal

}  // namespace cvtidy
