// The venue extractor: one pass over a line, looking words up in the table's token tries.
//
// Cost. Each word is hashed once, as written and case-folded (FNV-1a), and looked up in a
// 128 Kbit filter of the ways a surface form can start: its first atom, or its first two words
// when a space separates them (so `Research Square` does not make every `Research` a start),
// and for long names their first word or first two words. Only words that pass walk a trie
// (one hash probe per word of the form). Nothing loops over venues, so the cost per line does
// not grow with the table; bench/venues_bench.cc compares the full table with ten venues and
// with 5000 more. A candidate lying inside an accepted mention that starts before it (`(OSDI
// 2022)` after its long name) is not built: it would lose. Nothing mutable is shared: every
// call keeps its state on the stack.
//
// What a mention is (the decisions beyond the header's contract, for the rule authors):
// - Acronym forms (id, acronym-like aliases, former acronyms, and the id in capitals for
//   distinctive mixed-case ids: `EUROSYS`) match case-sensitively, as whole words: not glued
//   to a letter or digit, nor to `-`, `_`, `.`, `&`, `+` followed/preceded by one (`CS-OSDI`,
//   `OSDI_2024.pdf`, `NSDI.org`, `OSDI-like`), nor after `@ # $ \ % = ~`, nor before `@` or
//   `:digit` (`arXiv:2401.00001` is an identifier). `OSDI's` is a mention; `OSDI'x` is not.
// - Nothing matches inside a URL, e-mail or path: a token (delimited by white space,
//   `< > [ ] ( ) " | `` ` ``) holding `://`, `www.` or `@`, starting with `/`, or holding `/`
//   and a dot before a letter (`usenix.org/osdi24`).
// - Long names (and long-like aliases) match on lower-cased words, so `international
//   conference on machine learning` counts; `&` reads as `and`; `-`, `–`, `—`, `:`, `/`, `'`,
//   `’`, `.`, `,` between words are optional. A long name followed by `and`/`for`/`of`/`in`/
//   `on`/`with`/`&` and a capitalised word is the start of a longer, unknown name
//   (`International Conference on Machine Learning and Applications`): no match.
// - Before a long name the mention takes, in any order: publisher words (`USENIX`,
//   `IEEE/ACM`, `ACM SIGOPS`), `Annual`, an ordinal (`16th`, `16<sup>th</sup>`, `Second`,
//   `Twenty-First`), a four-digit year when it starts the text, follows punctuation or `the`,
//   `in`, `of` (`2023 IEEE Symposium on ...`, `Proceedings of the 2019 International ...`;
//   not `May 2019 Conference on ...`, not after a dash), and leftmost `Proceedings of the` /
//   `Proc. of the` / `Proceedings` / `Proc.`. A lone `the` is not part of the mention.
//   Before an acronym only publisher words count (`In Proc. of OSDI '22` is `OSDI '22`).
// - After a long name: `(ACRONYM)`, `(ACRONYM YEAR)`, `(USENIX ATC '23)`, `(**EuroSys**)`
//   where the acronym is a form of the same venue (another venue's acronym is a separate
//   mention); `, 2022` (comma year), both in either order (`(ATC), 2023`,
//   `..., 2022 (TPDS)`), or a direct ` 2019` / ` '19`.
// - Years: 1900..2099; two digits expand as 19yy from 70, else 20yy. After an acronym:
//   ` 2024` kFourDigit, ` '24` / ` ’24` / ` ‘24` kApostrophe, `'24` kGluedApostrophe, `-24`
//   and `-2024` kHyphen, `ICML2022` kGluedFourDigit, ` 24` kTwoDigit (only after a
//   distinctive acronym, and not before a lower-case word: `OSDI 24 hours`), `, 2023`
//   kFourDigit. year_range excludes a hyphen and includes an apostrophe. A year glued to
//   more digits or letters, a decimal (`2024.5`) or the start of a range (`2019-2021`,
//   `2019–21`, `'19-'21`) is not attached. Spaces may be U+00A0; a tab ends the mention.
// - Trailing labels (`Poster`, `Workshop`, `Demo`, `(Spotlight)`, `Best Paper`) stay outside
//   the mention and do not prevent it. Emphasis is never inside a mention except within its
//   own parentheses.
// - Guards (VenueGuard, set per form in src/data/venue_matcher.cc). kNone forms match bare.
//   kAmbiguous forms (three characters or fewer: `ATC`, `ICE`, `CHI`, `S&P`; capitals of a
//   common word: `FAST`, `DATE`, `MICRO`) need one of: a year other than ` 24`; publisher
//   words before (`USENIX ATC`); being the whole of a parenthesis, labels aside (`(ATC)`,
//   `(ISCA workshop)`) unless an all-lower-case word precedes it (`access control lists
//   (ACL)` is a definition); a comma year at the start of a list item (`ATC, 2023`); or list
//   context: the mention is a whole list item (after start, `, ; : ( [ ] | / tab`, a bullet,
//   `1.`, `and`, `or`; before end, `, ; ) ] | . tab`, `and`, `or`) next to an accepted
//   mention with only separators, `and`/`or` and labels between (`Reviewer: ATC, NSDI`).
//   kWordLike forms (`Middleware`, `Science`, `Networking`, Capitalised aliases such as
//   `Neurips`, and long names of fewer than four words without a venue word: `Computer
//   Networks`, `Machine Learning`) must be written exactly as in the table, must not follow
//   a word other than `at`, `in`, `to` (`Computer Science 2019`, `Bachelor of Science` do not
//   match) unless a publisher or prefix is read, and need the same context as kAmbiguous
//   (a comma year counts; for long names it does not).
// - Overlaps: an accepted mention beats one waiting for list context, then the longest wins,
//   then the earliest (`IEEE INFOCOM 2020` beats the journal `Proc. IEEE` in `Proc. IEEE
//   INFOCOM 2020`), then the lower VenueForm (an id `USENIX ATC` read whole beats the alias
//   `ATC` after the publisher `USENIX`).
// - Forms: a former name anywhere in the mention (`NIPS 2017`, `Conference on Neural
//   Information Processing Systems (NIPS 2017)`) makes kFormerName; else an alias written
//   as the name (listed, or the id in capitals: `Neurips 2021`, `Advances in Neural
//   Information Processing Systems`) makes kAlias; else long + parenthesis is
//   kLongWithAcronym whatever acronym-like form the parenthesis holds (`USENIX Annual
//   Technical Conference (ATC)` when the id is `USENIX ATC`; acronym_range shows which),
//   long alone kLong, publisher + id kPublisherAcronym, the id alone kAcronym.
// - Empty ranges are ByteRange{} (0, 0). name_range is the long name (with a `The` the
//   table's name starts with) or the acronym; acronym_range is also set inside
//   `(OSDI 2022)`; publisher_range spans the publisher words (from a long name's prefix, or
//   inside its parenthesis when the prefix has none).
#include "src/extract/venues.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <string_view>
#include <tuple>
#include <vector>

#include "absl/container/inlined_vector.h"

#include "src/base/progress.h"
#include "src/base/strings.h"
#include "src/data/venue_matcher.h"
#include "src/extract/url_tokens.h"

namespace cvtidy {
namespace {

using internal::Atom;
using internal::AtomKind;
using internal::WordCharLen;
using namespace std::string_view_literals;

constexpr size_t kNpos = std::string_view::npos;
constexpr int kMinYear = 1900;
constexpr int kMaxYear = 2099;
constexpr int kMaxTerminals = 4;

constexpr std::array kLabels = {
    "abstract"sv,  "adjunct"sv,  "artifact"sv,  "artifacts"sv,     "award"sv,    "best"sv,
    "companion"sv, "demo"sv,     "demos"sv,     "demonstration"sv, "doctoral"sv, "extended"sv,
    "findings"sv,  "full"sv,     "industry"sv,  "invited"sv,       "keynote"sv,  "oral"sv,
    "paper"sv,     "papers"sv,   "poster"sv,    "posters"sv,       "session"sv,  "short"sv,
    "spotlight"sv, "student"sv,  "talk"sv,      "track"sv,         "tutorial"sv, "tutorials"sv,
    "wip"sv,       "workshop"sv, "workshops"sv,
};

constexpr std::array kOrdinalWords = {
    "first"sv,      "second"sv,     "third"sv,     "fourth"sv,    "fifth"sv,       "sixth"sv,
    "seventh"sv,    "eighth"sv,     "ninth"sv,     "tenth"sv,     "eleventh"sv,    "twelfth"sv,
    "thirteenth"sv, "fourteenth"sv, "fifteenth"sv, "sixteenth"sv, "seventeenth"sv, "eighteenth"sv,
    "nineteenth"sv, "twentieth"sv,  "thirtieth"sv, "fortieth"sv,  "fiftieth"sv,    "sixtieth"sv,
    "seventieth"sv, "eightieth"sv,  "ninetieth"sv, "hundredth"sv,
};

constexpr std::array kTensWords = {"twenty"sv, "thirty"sv,  "forty"sv,  "fifty"sv,
                                   "sixty"sv,  "seventy"sv, "eighty"sv, "ninety"sv};

template <size_t N>
bool LowerIn(std::string_view word, const std::array<std::string_view, N>& list) {
  std::array<char, 24> buf;
  if (word.empty() || word.size() > buf.size()) {
    return false;
  }
  std::transform(word.begin(), word.end(), buf.begin(), AsciiToLower);
  const std::string_view lower(buf.data(), word.size());
  return std::any_of(list.begin(), list.end(), [&](std::string_view w) {
    return w.size() == lower.size() && w[0] == lower[0] && w == lower;
  });
}

bool IsLabel(std::string_view word) { return LowerIn(word, kLabels); }

// `16th`, `2nd`, `Sixteenth`, `second`.
bool IsOrdinal(std::string_view word) {
  size_t digits = 0;
  while (digits < word.size() && IsAsciiDigit(word[digits])) {
    ++digits;
  }
  if (digits > 0) {
    if (digits > 3 || word.size() != digits + 2) {
      return false;
    }
    const std::string_view suffix = word.substr(digits);
    return EqualsIgnoreCase(suffix, "st") || EqualsIgnoreCase(suffix, "nd") ||
           EqualsIgnoreCase(suffix, "rd") || EqualsIgnoreCase(suffix, "th");
  }
  return LowerIn(word, kOrdinalWords);
}

int ExpandTwoDigits(int yy) { return yy < 70 ? 2000 + yy : 1900 + yy; }

// Byte classes for the scan loop: word bytes are ASCII letters and digits and the lead bytes
// of U+00C0..U+017F (the continuation byte is checked in the loop).
constexpr uint8_t kOther = 0;
constexpr uint8_t kAsciiWord = 1;
constexpr uint8_t kLatinLead = 2;

constexpr std::array<uint8_t, 256> MakeByteClass() {
  std::array<uint8_t, 256> table{};
  for (int c = 0; c < 256; ++c) {
    if (IsAsciiAlnum(static_cast<char>(c))) {
      table[c] = kAsciiWord;
    } else if (c >= 0xC3 && c <= 0xC5) {
      table[c] = kLatinLead;
    }
  }
  return table;
}
constexpr std::array<uint8_t, 256> kByteClass = MakeByteClass();

constexpr std::array<uint8_t, 256> MakeLower() {
  std::array<uint8_t, 256> table{};
  for (int c = 0; c < 256; ++c) {
    table[c] = static_cast<uint8_t>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  }
  return table;
}
constexpr std::array<uint8_t, 256> kLower = MakeLower();

const uint32_t kAndHash = internal::FoldHash("and");

struct Year {
  uint32_t begin = 0;
  uint32_t end = 0;
  int value = 0;
  VenueYearForm form = VenueYearForm::kNone;
  bool comma = false;  // `, 2023`
};

struct Terminal {
  uint32_t surface = 0;
  uint32_t end = 0;
  bool glued = false;  // the form's last atom is cut before a glued year
};

enum class Status : uint8_t { kAccepted, kPending };

struct Candidate {
  VenueMention m;  // ranges relative to the line
  Status status = Status::kAccepted;
};

struct Prefix {
  uint32_t begin = 0;
  ByteRange ordinal;
  ByteRange publisher;
  Year year;
  bool any = false;
};

struct Paren {
  uint32_t end = 0;  // after `)`
  ByteRange acronym;
  ByteRange publisher;
  Year year;
  VenueSurfaceKind kind = VenueSurfaceKind::kId;
};

class LineScanner {
 public:
  LineScanner(std::string_view text, const VenueTable& table) : t_(text), m_(table.matcher()) {}

  void Run(uint32_t base, uint32_t line, std::vector<VenueMention>& out) {
    using Start = VenueTable::Matcher::Start;
    const auto* bytes = reinterpret_cast<const unsigned char*>(t_.data());
    const size_t n = t_.size();
    size_t i = 0;
    size_t prev_begin = 0;  // the previous word: [prev_begin, prev_end) and its hashes
    size_t prev_end = kNpos;
    uint32_t prev_exact = 0;
    uint32_t prev_fold = 0;
    ProgressGuard<size_t> moving;
    while (true) {
      moving.Forward(i);
      while (i < n && kByteClass[bytes[i]] == kOther) {
        ++i;
      }
      if (i >= n) {
        break;
      }
      // One word: both hashes in one pass.
      const size_t ws = i;
      uint32_t exact = internal::kHashBasis;
      uint32_t fold = internal::kHashBasis;
      while (i < n) {
        const unsigned char c = bytes[i];
        const uint8_t cls = kByteClass[c];
        if (cls == kAsciiWord) {
          exact = (exact ^ c) * internal::kHashPrime;
          fold = (fold ^ kLower[c]) * internal::kHashPrime;
          ++i;
        } else if (cls == kLatinLead && i + 1 < n && (bytes[i + 1] & 0xC0) == 0x80) {
          exact = ((exact ^ c) * internal::kHashPrime ^ bytes[i + 1]) * internal::kHashPrime;
          fold = ((fold ^ c) * internal::kHashPrime ^ bytes[i + 1]) * internal::kHashPrime;
          i += 2;
        } else {
          break;
        }
      }
      if (i == ws) {
        ++i;  // a lead byte without its continuation (not UTF-8): not a word character
        continue;
      }
      size_t we = i;
      if (IsAsciiDigit(t_[we - 1])) {  // `ICML2022`: the atom ends before the year
        if (const size_t split = internal::GluedYearSplit(t_, ws, we); split != we) {
          we = split;
          exact = internal::ExactHash(t_.substr(ws, we - ws));
          fold = internal::FoldHash(t_.substr(ws, we - ws));
        }
      }
      if (m_.MaybeStarts(Start::kAcronym, exact)) {
        TryAcronym(ws, exact);
      }
      if (m_.MaybeStarts(Start::kLongWord, fold)) {
        TryLong(ws, fold);
      }
      if (prev_end != kNpos) {
        // An acronym form of two words or more starts at the previous word when the pair is
        // known and only spaces lie between.
        if (SkipSpaces(prev_end) == ws &&
            m_.MaybeStarts(Start::kAcronymPair, internal::PairHash(prev_exact, exact))) {
          TryAcronym(prev_begin, prev_exact);
        }
        // Likewise for a long name, when only spaces and fillers (or `&`, read as `and`) lie
        // between.
        const int gap = GapBetweenLongWords(prev_end, ws);
        if (gap == 1 && m_.MaybeStarts(Start::kLongPair, internal::PairHash(prev_fold, fold))) {
          TryLong(prev_begin, prev_fold);
        } else if (gap == 2 &&
                   m_.MaybeStarts(Start::kLongPair, internal::PairHash(prev_fold, kAndHash))) {
          TryLong(prev_begin, prev_fold);
        }
      }
      prev_begin = ws;
      prev_end = i;
      prev_exact = exact;
      prev_fold = fold;
    }
    if (!cands_.empty()) {
      Resolve(base, line, out);
    }
  }

 private:
  // ---- characters ----

  bool WordAt(size_t i) const { return i < t_.size() && WordCharLen(t_, i) > 0; }

  // Whether a word character ends right before `i`.
  bool WordBefore(size_t i) const {
    if (i == 0) {
      return false;
    }
    const auto c = static_cast<unsigned char>(t_[i - 1]);
    if (c < 0x80) {
      return IsAsciiAlnum(static_cast<char>(c));
    }
    if (i >= 2 && (c & 0xC0) == 0x80) {
      const auto lead = static_cast<unsigned char>(t_[i - 2]);
      return lead >= 0xC3 && lead <= 0xC5;
    }
    return false;
  }

  size_t SpaceAt(size_t i) const {
    if (i >= t_.size()) {
      return 0;
    }
    if (t_[i] == ' ') {
      return 1;
    }
    return t_[i] == '\xC2' && i + 1 < t_.size() && t_[i + 1] == '\xA0' ? 2 : 0;
  }
  size_t SkipSpaces(size_t i) const {
    while (size_t len = SpaceAt(i)) {
      i += len;
    }
    return i;
  }
  size_t SkipSpacesBack(size_t i) const {
    while (i > 0) {
      if (t_[i - 1] == ' ') {
        --i;
      } else if (i >= 2 && t_[i - 2] == '\xC2' && t_[i - 1] == '\xA0') {
        i -= 2;
      } else {
        break;
      }
    }
    return i;
  }
  static bool IsEmphasis(char c) { return c == '*' || c == '_'; }
  // Skips spaces and emphasis markers.
  size_t SkipDecor(size_t i) const {
    while (i < t_.size()) {
      if (IsEmphasis(t_[i])) {
        ++i;
      } else if (size_t len = SpaceAt(i)) {
        i += len;
      } else {
        break;
      }
    }
    return i;
  }
  size_t SkipDecorBack(size_t i) const {
    while (i > 0) {
      if (IsEmphasis(t_[i - 1])) {
        --i;
      } else if (const size_t j = SkipSpacesBack(i); j < i) {
        i = j;
      } else {
        break;
      }
    }
    return i;
  }

  // The start of the ASCII word ending at `p` (`p` when there is none).
  size_t WordBack(size_t p) const {
    size_t b = p;
    while (b > 0 && IsAsciiAlnum(t_[b - 1])) {
      --b;
    }
    return b;
  }
  // The end of the ASCII word starting at `p`.
  size_t WordForward(size_t p) const {
    while (p < t_.size() && IsAsciiAlnum(t_[p])) {
      ++p;
    }
    return p;
  }

  size_t ApostropheAt(size_t i) const {
    if (i >= t_.size()) {
      return 0;
    }
    if (t_[i] == '\'') {
      return 1;
    }
    return t_[i] == '\xE2' && i + 2 < t_.size() && t_[i + 1] == '\x80' &&
                   (t_[i + 2] == '\x99' || t_[i + 2] == '\x98')
               ? 3
               : 0;
  }

  // A hyphen, dash or tilde at `i`: its length, else 0.
  size_t DashAt(size_t i) const {
    if (i >= t_.size()) {
      return 0;
    }
    if (t_[i] == '-' || t_[i] == '~') {
      return 1;
    }
    if (t_[i] == '\xE2' && i + 2 < t_.size() && t_[i + 1] == '\x80') {
      const auto c = static_cast<unsigned char>(t_[i + 2]);
      return c >= 0x90 && c <= 0x95 ? 3 : 0;
    }
    return 0;
  }
  bool DashBefore(size_t p) const {
    if (p == 0) {
      return false;
    }
    if (t_[p - 1] == '-' || t_[p - 1] == '~') {
      return true;
    }
    return p >= 3 && DashAt(p - 3) == 3;
  }

  // Exactly `count` ASCII digits at `i`.
  bool DigitsAt(size_t i, size_t count) const {
    if (i + count > t_.size()) {
      return false;
    }
    for (size_t k = 0; k < count; ++k) {
      if (!IsAsciiDigit(t_[i + k])) {
        return false;
      }
    }
    return i + count == t_.size() || !IsAsciiDigit(t_[i + count]);
  }
  int DigitsValue(size_t i, size_t count) const {
    int v = 0;
    for (size_t k = 0; k < count; ++k) {
      v = v * 10 + (t_[i + k] - '0');
    }
    return v;
  }

  // Whether a year may end at `i`: not glued to a word, not a decimal or ratio, not the start
  // of a range.
  bool YearEnds(size_t i) const {
    if (i >= t_.size()) {
      return true;
    }
    const char c = t_[i];
    if (WordAt(i) || c == '%') {
      return false;
    }
    if ((c == '.' || c == ',' || c == ':' || c == '/') && i + 1 < t_.size() &&
        IsAsciiDigit(t_[i + 1])) {
      return false;
    }
    if (const size_t d = DashAt(i)) {
      const size_t j = SkipSpaces(i + d);
      if (j < t_.size() && (IsAsciiDigit(t_[j]) || ApostropheAt(j) > 0)) {
        return false;
      }
    }
    return true;
  }

  bool FourDigitYearAt(size_t i) const {
    if (!DigitsAt(i, 4)) {
      return false;
    }
    const int v = DigitsValue(i, 4);
    return v >= kMinYear && v <= kMaxYear;
  }

  // ---- context ----

  // Whether `b` lies in a URL, e-mail address or path.
  bool InUrl(size_t b) { return url_tokens_.Contains(b); }

  // Whether a mention may start at `b`: not glued to a word or an identifier.
  bool LeftBoundaryOk(size_t b) const {
    if (b == 0) {
      return true;
    }
    if (WordBefore(b)) {
      return false;
    }
    switch (t_[b - 1]) {
      case '-':
      case '_':
      case '.':
      case '&':
      case '+':
      case '\'':
        return !WordBefore(b - 1);
      case '@':
      case '#':
      case '$':
      case '\\':
      case '%':
      case '=':
      case '~':
        return false;
      default:
        return true;
    }
  }

  // Whether a bullet or dash glyph ends at `p`: `•`, `·`, `◊`, `–`, `—`.
  bool GlyphSeparatorBefore(size_t p) const {
    const std::string_view before = t_.substr(0, p);
    return before.ends_with("\xE2\x80\xA2") || before.ends_with("\xC2\xB7") ||
           before.ends_with("\xE2\x97\x8A") || before.ends_with("\xE2\x80\x93") ||
           before.ends_with("\xE2\x80\x94");
  }

  bool WordBeforeIs(size_t p, std::initializer_list<std::string_view> words) const {
    const size_t wb = WordBack(p);
    if (wb == p) {
      return false;
    }
    const std::string_view w = t_.substr(wb, p - wb);
    return std::any_of(words.begin(), words.end(),
                       [&](std::string_view x) { return EqualsIgnoreCase(w, x); });
  }

  // Whether a list item starts at `begin` (emphasis and spaces aside).
  bool ItemStart(size_t begin, bool allow_conjunction) const {
    const size_t p = SkipDecorBack(begin);
    if (p == 0) {
      return true;
    }
    switch (t_[p - 1]) {
      case ',':
      case ';':
      case ':':
      case '(':
      case '[':
      case ']':
      case '|':
      case '\t':
      case '/':
        return true;
      case '-':
      case '+':
        return p == 1 || t_[p - 2] == ' ' || t_[p - 2] == '\t';
      case '.':
        return p >= 2 && IsAsciiDigit(t_[p - 2]);
      default:
        break;
    }
    if (GlyphSeparatorBefore(p)) {
      return true;
    }
    return allow_conjunction && p < begin && WordBeforeIs(p, {"and", "or"});
  }

  // Whether a list item ends at `end`.
  bool ItemEnd(size_t end) const {
    const size_t p = SkipDecor(end);
    if (p >= t_.size()) {
      return true;
    }
    switch (t_[p]) {
      case ',':
      case ';':
      case ')':
      case ']':
      case '|':
      case '\t':
        return true;
      case '.':
        return !WordAt(p + 1);
      default:
        break;
    }
    if (DashAt(p) == 3) {
      return true;
    }
    if (p > end) {
      const size_t we = WordForward(p);
      const std::string_view w = t_.substr(p, we - p);
      return (EqualsIgnoreCase(w, "and") || EqualsIgnoreCase(w, "or")) && SpaceAt(we) > 0;
    }
    return false;
  }

  // kWordLike forms must not continue a phrase: only the start of an item or of a sentence,
  // or `at`, `in`, `to` may come before them.
  bool PredecessorOk(size_t begin) const {
    const size_t p = SkipDecorBack(begin);
    if (p > 0 && WordBefore(p)) {
      return WordBeforeIs(p, {"at", "in", "to"});
    }
    return ItemStart(begin, /*allow_conjunction=*/false) || SentenceStart(begin);
  }

  // Whether a sentence ends before `begin`, emphasis aside: a period, then a space, after a
  // word of three letters or more ending in lower case (`... storage systems. Asplos 2020`,
  // `... on caches*. *Eurosys 2022*`), not a common abbreviation (`Inc.`, `Dept.`, `etc.`).
  bool SentenceStart(size_t begin) const {
    static constexpr std::array kAbbreviations = {
        "assoc"sv, "conf"sv, "corp"sv, "dept"sv, "etc"sv,  "inc"sv, "inst"sv,
        "intl"sv,  "ltd"sv,  "natl"sv, "proc"sv, "univ"sv, "vol"sv, "vols"sv,
    };
    const size_t p = SkipDecorBack(begin);
    if (p < 4 || t_[p - 1] != '.') {
      return false;
    }
    bool space = false;
    for (size_t i = p; i < begin && !space; ++i) {
      space = SpaceAt(i) > 0;
    }
    if (!space) {  // `fig.Asplos`, `e.*Eurosys*`
      return false;
    }
    size_t q = p - 1;
    while (q > 0 && IsEmphasis(t_[q - 1])) {
      --q;
    }
    const size_t wb = WordBack(q);
    const std::string_view word = t_.substr(wb, q - wb);
    return word.size() >= 3 && IsAsciiLower(word.back()) && !LowerIn(word, kAbbreviations);
  }

  // Whether the mention is the whole of a parenthesis (labels aside), and not an
  // abbreviation defined in prose (`access control lists (ACL)`).
  bool ParenContext(ByteRange range) const {
    const size_t p = SkipDecorBack(range.begin);
    if (p == 0 || t_[p - 1] != '(') {
      return false;
    }
    size_t q = SkipDecor(range.end);
    while (q < t_.size() && IsAsciiAlpha(t_[q])) {
      const size_t we = WordForward(q);
      if (!IsLabel(t_.substr(q, we - q))) {
        return false;
      }
      q = SkipDecor(we);
    }
    if (q >= t_.size() || t_[q] != ')') {
      return false;
    }
    const size_t r = SkipSpacesBack(p - 1);
    if (r > 0 && IsAsciiAlpha(t_[r - 1])) {
      const size_t wb = WordBack(r);
      const std::string_view w = t_.substr(wb, r - wb);
      if (std::all_of(w.begin(), w.end(), [](char c) { return IsAsciiLower(c); })) {
        return false;
      }
    }
    return true;
  }

  // Whether only separators, `and`/`or` and labels lie in [a, b), with one separator at least.
  bool ListGap(size_t a, size_t b) const {
    bool separator = false;
    size_t p = a;
    while (p < b) {
      const char c = t_[p];
      if (IsEmphasis(c) || c == ' ') {
        ++p;
      } else if (size_t len = SpaceAt(p)) {
        p += len;
      } else if (c == ',' || c == ';' || c == '/' || c == '|' || c == '&' || c == '\t') {
        separator = true;
        ++p;
      } else if (IsAsciiAlpha(c)) {
        const size_t we = WordForward(p);
        const std::string_view w = t_.substr(p, we - p);
        if (EqualsIgnoreCase(w, "and") || EqualsIgnoreCase(w, "or")) {
          separator = true;
        } else if (!IsLabel(w)) {
          return false;
        }
        p = we;
      } else {
        return false;
      }
    }
    return separator;
  }

  // ---- tries ----

  // Walks the acronym trie from `pos`; `first_hash`, when not 0, is the first atom's
  // ExactHash, already known to the scan.
  int WalkAcronyms(size_t pos, Terminal* terms, uint32_t first_hash = 0) const {
    int count = 0;
    uint32_t node = TokenTrie::kRoot;
    std::array<char, 80> buf;
    Atom atom;
    bool first = true;
    for (size_t p = pos; internal::NextAtom(t_, p, &atom); p = atom.end) {
      if (first && atom.kind != AtomKind::kWord) {
        break;
      }
      std::string_view key = atom.key;
      if (atom.space_before && !first) {
        if (key.size() + 1 > buf.size()) {
          break;
        }
        buf[0] = ' ';
        std::memcpy(buf.data() + 1, key.data(), key.size());
        key = std::string_view(buf.data(), key.size() + 1);
      }
      node = first && first_hash != 0 ? m_.acronyms.Child(node, key, first_hash)
                                      : m_.acronyms.Child(node, key);
      first = false;
      if (node == TokenTrie::kNone) {
        break;
      }
      if (const uint32_t s = m_.acronyms.terminal(node); s != TokenTrie::kNone) {
        AddTerminal(terms, count, Terminal{s, atom.end, atom.glued_year});
      }
    }
    return count;
  }

  // Walks the long-name trie from `pos`; `first_hash`, when not 0, is the first word's
  // FoldHash.
  int WalkLongs(size_t pos, Terminal* terms, uint32_t first_hash = 0) const {
    int count = 0;
    uint32_t node = TokenTrie::kRoot;
    std::array<char, 64> buf;
    Atom atom;
    for (size_t p = pos; internal::NextAtom(t_, p, &atom); p = atom.end) {
      if (atom.kind == AtomKind::kPunct && internal::IsLongNameFiller(atom.key)) {
        continue;
      }
      const std::string_view folded = internal::FoldAtom(atom.key, buf);
      if (folded.empty()) {
        break;
      }
      node = node == TokenTrie::kRoot && first_hash != 0 ? m_.longs.Child(node, folded, first_hash)
                                                         : m_.longs.Child(node, folded);
      if (node == TokenTrie::kNone) {
        break;
      }
      if (const uint32_t s = m_.longs.terminal(node); s != TokenTrie::kNone) {
        AddTerminal(terms, count, Terminal{s, atom.end, false});
      }
    }
    return count;
  }

  // Keeps the longest kMaxTerminals terminals, shortest first.
  static void AddTerminal(Terminal* terms, int& count, Terminal t) {
    if (count == kMaxTerminals) {
      std::copy(terms + 1, terms + count, terms);
      --count;
    }
    terms[count++] = t;
  }

  // ---- pieces of a mention ----

  // Reads the year written after an acronym ending at `e`. False when what follows glues the
  // acronym into something else (`OSDI-like`, `OSDI.pdf`, `arXiv:2401`).
  bool ReadAcronymYear(size_t e, bool glued, bool allow_two_digit, Year* y) const {
    const size_t n = t_.size();
    if (glued) {
      if (!YearEnds(e + 4)) {
        return false;
      }
      *y = Year{static_cast<uint32_t>(e), static_cast<uint32_t>(e + 4), DigitsValue(e, 4),
                VenueYearForm::kGluedFourDigit};
      return true;
    }
    if (e >= n) {
      return true;
    }
    if (const size_t a = ApostropheAt(e)) {
      if (DigitsAt(e + a, 2) && YearEnds(e + a + 2)) {
        *y = Year{static_cast<uint32_t>(e), static_cast<uint32_t>(e + a + 2),
                  ExpandTwoDigits(DigitsValue(e + a, 2)), VenueYearForm::kGluedApostrophe};
        return true;
      }
      if (e + a < n && t_[e + a] == 's' && !WordAt(e + a + 1)) {
        return true;  // possessive
      }
      return !WordAt(e + a);
    }
    switch (t_[e]) {
      case '-':
        if (DigitsAt(e + 1, 2) && YearEnds(e + 3)) {
          *y = Year{static_cast<uint32_t>(e + 1), static_cast<uint32_t>(e + 3),
                    ExpandTwoDigits(DigitsValue(e + 1, 2)), VenueYearForm::kHyphen};
          return true;
        }
        if (FourDigitYearAt(e + 1) && YearEnds(e + 5)) {
          *y = Year{static_cast<uint32_t>(e + 1), static_cast<uint32_t>(e + 5),
                    DigitsValue(e + 1, 4), VenueYearForm::kHyphen};
          return true;
        }
        return !WordAt(e + 1);
      case '_':
      case '.':
      case '&':
      case '+':
        return !WordAt(e + 1);
      case '@':
        return false;
      case ':':
        return !(e + 1 < n && IsAsciiDigit(t_[e + 1]));
      case '\\':
        return !(e + 1 < n && t_[e + 1] == '&');
      default:
        break;
    }
    if (SpaceAt(e) == 0) {
      return true;
    }
    const size_t s = SkipSpaces(e);
    if (const size_t a = ApostropheAt(s); a > 0 && DigitsAt(s + a, 2) && YearEnds(s + a + 2)) {
      *y = Year{static_cast<uint32_t>(s), static_cast<uint32_t>(s + a + 2),
                ExpandTwoDigits(DigitsValue(s + a, 2)), VenueYearForm::kApostrophe};
    } else if (FourDigitYearAt(s) && YearEnds(s + 4)) {
      *y = Year{static_cast<uint32_t>(s), static_cast<uint32_t>(s + 4), DigitsValue(s, 4),
                VenueYearForm::kFourDigit};
    } else if (allow_two_digit && DigitsAt(s, 2) && YearEnds(s + 2)) {
      const size_t next = SkipSpaces(s + 2);
      if (next >= n || !IsAsciiLower(t_[next])) {
        *y = Year{static_cast<uint32_t>(s), static_cast<uint32_t>(s + 2),
                  ExpandTwoDigits(DigitsValue(s, 2)), VenueYearForm::kTwoDigit};
      }
    }
    return true;
  }

  // `, 2023` at `p`.
  bool ReadCommaYear(size_t p, Year* y) const {
    if (p >= t_.size() || t_[p] != ',' || SpaceAt(p + 1) == 0) {
      return false;
    }
    const size_t s = SkipSpaces(p + 1);
    if (!FourDigitYearAt(s) || !YearEnds(s + 4)) {
      return false;
    }
    *y = Year{static_cast<uint32_t>(s), static_cast<uint32_t>(s + 4), DigitsValue(s, 4),
              VenueYearForm::kFourDigit, /*comma=*/true};
    return true;
  }

  // ` 2019` or ` '19` after a long name.
  bool ReadDirectYear(size_t p, Year* y) const {
    if (SpaceAt(p) == 0) {
      return false;
    }
    const size_t s = SkipSpaces(p);
    if (const size_t a = ApostropheAt(s); a > 0 && DigitsAt(s + a, 2) && YearEnds(s + a + 2)) {
      *y = Year{static_cast<uint32_t>(s), static_cast<uint32_t>(s + a + 2),
                ExpandTwoDigits(DigitsValue(s + a, 2)), VenueYearForm::kApostrophe};
      return true;
    }
    if (FourDigitYearAt(s) && YearEnds(s + 4)) {
      *y = Year{static_cast<uint32_t>(s), static_cast<uint32_t>(s + 4), DigitsValue(s, 4),
                VenueYearForm::kFourDigit};
      return true;
    }
    return false;
  }

  // A publisher word or phrase ending at `p` (no space skipped): its start, else kNpos.
  size_t PublisherEndingAt(size_t p) const {
    const size_t wb = WordBack(p);
    if (wb < p && !WordBefore(wb) && m_.IsPublisherWord(t_.substr(wb, p - wb))) {
      size_t begin = wb;
      // `IEEE/ACM`, `ACM-SIAM`.
      while (begin >= 2 && (t_[begin - 1] == '/' || t_[begin - 1] == '-')) {
        const size_t ob = WordBack(begin - 1);
        if (ob == begin - 1 || !m_.IsPublisherWord(t_.substr(ob, begin - 1 - ob))) {
          break;
        }
        begin = ob;
      }
      return begin;
    }
    for (const PoolString ps : m_.publisher_phrases) {
      const std::string_view phrase = m_.String(ps);
      if (p >= phrase.size() && t_.compare(p - phrase.size(), phrase.size(), phrase) == 0 &&
          !WordBefore(p - phrase.size())) {
        return p - phrase.size();
      }
    }
    return kNpos;
  }

  // Publisher words right before `b`, separated by spaces: [begin, end), or empty.
  ByteRange PublisherBefore(size_t b) const {
    ByteRange range;
    size_t pos = b;
    for (int step = 0; step < 4; ++step) {
      const size_t p = SkipSpacesBack(pos);
      if (p == pos) {
        break;
      }
      const size_t begin = PublisherEndingAt(p);
      if (begin == kNpos) {
        break;
      }
      if (range.empty()) {
        range.end = static_cast<uint32_t>(p);
      }
      range.begin = static_cast<uint32_t>(begin);
      pos = begin;
    }
    return range;
  }

  // `Proceedings`, `Proc.` or `Procs.` ending at `p`: its start, else kNpos.
  size_t ProceedingsEndingAt(size_t p) const {
    size_t end = p;
    const bool dot = end > 0 && t_[end - 1] == '.';
    if (dot) {
      --end;
    }
    const size_t wb = WordBack(end);
    if (wb == end || WordBefore(wb)) {
      return kNpos;
    }
    const std::string_view w = t_.substr(wb, end - wb);
    if (EqualsIgnoreCase(w, "proceedings") ||
        (dot && (EqualsIgnoreCase(w, "proc") || EqualsIgnoreCase(w, "procs")))) {
      return wb;
    }
    return kNpos;
  }

  // The word ending at `p` after skipping spaces back from `p`: [wb, we), or false.
  bool PreviousWord(size_t p, size_t* wb, size_t* we) const {
    const size_t e = SkipSpacesBack(p);
    if (e == p) {
      return false;
    }
    const size_t b = WordBack(e);
    if (b == e) {
      return false;
    }
    *wb = b;
    *we = e;
    return true;
  }

  // Whether a four-digit year starting at `wb` may open a long name's prefix: at the start,
  // after punctuation or after `the`/`in`/`of`, not after a month or a dash (a date).
  bool YearPrefixOk(size_t wb) const {
    const size_t p = SkipSpacesBack(wb);
    if (p == 0) {
      return true;
    }
    if (p == wb) {
      const char c = t_[p - 1];
      return c == '(' || c == '*' || c == '_' || c == '[' || c == '"';
    }
    if (DashBefore(p)) {
      return false;
    }
    if (!IsAsciiAlnum(t_[p - 1])) {
      return t_[p - 1] != '\'' && t_[p - 1] != '.';
    }
    return WordBeforeIs(p, {"the", "in", "of"});
  }

  // Reads what precedes a long name starting at `nb` (see the file comment).
  Prefix PrefixBefore(size_t nb) const {
    Prefix pre;
    pre.begin = static_cast<uint32_t>(nb);
    size_t pos = nb;
    bool annual = false;
    for (int step = 0; step < 10; ++step) {
      const size_t p = SkipSpacesBack(pos);
      if (p == pos || p == 0) {
        break;
      }
      // `16<sup>th</sup>`.
      if (pre.ordinal.empty() && t_[p - 1] == '>') {
        const std::string_view before = t_.substr(0, p);
        size_t digits_end = kNpos;
        for (std::string_view sup :
             {"<sup>th</sup>", "<sup>st</sup>", "<sup>nd</sup>", "<sup>rd</sup>"}) {
          if (before.ends_with(sup)) {
            digits_end = p - sup.size();
          }
        }
        if (digits_end == kNpos) {
          break;
        }
        size_t db = digits_end;
        while (db > 0 && IsAsciiDigit(t_[db - 1]) && digits_end - db < 3) {
          --db;
        }
        if (db == digits_end || WordBefore(db)) {
          break;
        }
        pre.ordinal = {static_cast<uint32_t>(db), static_cast<uint32_t>(p)};
        pos = db;
        pre.any = true;
        continue;
      }
      if (const size_t proc = ProceedingsEndingAt(p); proc != kNpos) {
        pos = proc;
        pre.any = true;
        break;
      }
      const size_t wb = WordBack(p);
      if (wb == p || WordBefore(wb)) {
        break;
      }
      const std::string_view w = t_.substr(wb, p - wb);
      if (const size_t pb = PublisherEndingAt(p); pb != kNpos) {
        if (pre.publisher.empty()) {
          pre.publisher = {static_cast<uint32_t>(pb), static_cast<uint32_t>(p)};
        } else {
          pre.publisher.begin = static_cast<uint32_t>(pb);
        }
        pos = pb;
        pre.any = true;
        continue;
      }
      if (!annual && EqualsIgnoreCase(w, "annual")) {
        annual = true;
        pos = wb;
        pre.any = true;
        continue;
      }
      if (pre.ordinal.empty() && IsOrdinal(w)) {
        size_t ob = wb;
        // `Twenty-First`.
        if (ob >= 2 && t_[ob - 1] == '-') {
          const size_t tb = WordBack(ob - 1);
          if (tb < ob - 1 && LowerIn(t_.substr(tb, ob - 1 - tb), kTensWords)) {
            ob = tb;
          }
        }
        pre.ordinal = {static_cast<uint32_t>(ob), static_cast<uint32_t>(p)};
        pos = ob;
        pre.any = true;
        continue;
      }
      if (pre.year.form == VenueYearForm::kNone && p - wb == 4 && FourDigitYearAt(wb) &&
          YearPrefixOk(wb)) {
        pre.year = Year{static_cast<uint32_t>(wb), static_cast<uint32_t>(p), DigitsValue(wb, 4),
                        VenueYearForm::kFourDigit};
        pos = wb;
        pre.any = true;
        continue;
      }
      // `Proceedings of the`, `Proc. of`: a `the` or `of` joins only with what precedes it.
      if (EqualsIgnoreCase(w, "the") || EqualsIgnoreCase(w, "of")) {
        size_t at = wb;
        size_t ob = 0;
        size_t oe = 0;
        if (EqualsIgnoreCase(w, "the")) {
          if (!PreviousWord(wb, &ob, &oe) || !EqualsIgnoreCase(t_.substr(ob, oe - ob), "of")) {
            break;
          }
          at = ob;
        }
        const size_t proc = ProceedingsEndingAt(SkipSpacesBack(at));
        if (SkipSpacesBack(at) < at && proc != kNpos) {
          pos = proc;
          pre.any = true;
        }
      }
      break;
    }
    pre.begin = static_cast<uint32_t>(pos);
    return pre;
  }

  // `(OSDI 2022)`, `(**EuroSys**)`, `(USENIX ATC '23)` after a long name of `venue`.
  bool ReadParen(size_t p, uint32_t venue, Paren* paren) const {
    const size_t q = SkipSpaces(p);
    if (q >= t_.size() || t_[q] != '(') {
      return false;
    }
    size_t r = SkipDecor(q + 1);
    ByteRange publisher;
    for (int step = 0; step < 3; ++step) {
      const size_t we = WordForward(r);
      if (we == r || SpaceAt(we) == 0 || !m_.IsPublisherWord(t_.substr(r, we - r))) {
        break;
      }
      if (publisher.empty()) {
        publisher.begin = static_cast<uint32_t>(r);
      }
      publisher.end = static_cast<uint32_t>(we);
      r = SkipSpaces(we);
    }
    std::array<Terminal, kMaxTerminals> terms;
    const int count = WalkAcronyms(r, terms.data());
    for (int k = count - 1; k >= 0; --k) {
      const Terminal& t = terms[k];
      if (m_.surfaces[t.surface].venue != venue) {
        continue;
      }
      Year y;
      if (!ReadAcronymYear(t.end, t.glued, true, &y)) {
        continue;
      }
      size_t after = y.form == VenueYearForm::kNone ? t.end : y.end;
      if (y.form == VenueYearForm::kNone && ReadCommaYear(after, &y)) {
        after = y.end;
      }
      after = SkipDecor(after);
      if (after >= t_.size() || t_[after] != ')') {
        continue;
      }
      paren->end = static_cast<uint32_t>(after + 1);
      paren->acronym = {static_cast<uint32_t>(r), t.end};
      paren->publisher = publisher;
      paren->year = y;
      paren->kind = m_.surfaces[t.surface].kind;
      return true;
    }
    return false;
  }

  // `International Conference on Machine Learning and Applications`: the name goes on.
  bool ContinuesName(size_t e) const {
    Atom a;
    if (!internal::NextAtom(t_, e, &a) || !a.space_before) {
      return false;
    }
    const bool connector =
        a.key == "&" || (a.kind == AtomKind::kWord &&
                         (EqualsIgnoreCase(a.key, "and") || EqualsIgnoreCase(a.key, "for") ||
                          EqualsIgnoreCase(a.key, "of") || EqualsIgnoreCase(a.key, "in") ||
                          EqualsIgnoreCase(a.key, "on") || EqualsIgnoreCase(a.key, "with")));
    if (!connector) {
      return false;
    }
    Atom b;
    return internal::NextAtom(t_, a.end, &b) && b.space_before && b.kind == AtomKind::kWord &&
           IsAsciiUpper(b.key[0]) && !IsLabel(b.key);
  }

  // Whether the words in [b, e) are `exact`'s words, byte for byte.
  bool ExactWords(size_t b, size_t e, std::string_view exact) const {
    Atom atom;
    size_t k = 0;
    for (size_t p = b; p < e && internal::NextAtom(t_, p, &atom); p = atom.end) {
      if (atom.kind != AtomKind::kWord) {
        continue;
      }
      while (k < exact.size() && exact[k] == ' ') {
        ++k;
      }
      if (exact.compare(k, atom.key.size(), atom.key) != 0) {
        return false;
      }
      k += atom.key.size();
      if (k < exact.size() && exact[k] != ' ') {
        return false;
      }
    }
    return k == exact.size();
  }

  // ---- candidates ----

  void TryAcronym(size_t ws, uint32_t hash) {
    std::array<Terminal, kMaxTerminals> terms;
    const int count = WalkAcronyms(ws, terms.data(), hash);
    Candidate c;
    for (int k = count - 1; k >= 0 && !Covered(ws, terms[k].end); --k) {
      if (AcronymCandidate(ws, terms[k], &c)) {
        Add(c);
        return;
      }
    }
  }

  void TryLong(size_t ws, uint32_t hash) {
    std::array<Terminal, kMaxTerminals> terms;
    const int count = WalkLongs(ws, terms.data(), hash);
    Candidate c;
    for (int k = count - 1; k >= 0 && !Covered(ws, terms[k].end); --k) {
      if (LongCandidate(ws, terms[k], &c)) {
        Add(c);
        return;
      }
    }
  }

  // Whether a form at [b, e) lies inside an accepted mention that starts before it (`(OSDI
  // 2022)` after its long name, `Operating Systems` inside `Symposium on Operating Systems
  // ...`): its candidate would lose to that mention, so it is not built.
  bool Covered(size_t b, size_t e) const { return b > covered_.begin && e <= covered_.end; }

  void Add(const Candidate& c) {
    cands_.push_back(c);
    if (c.status == Status::kAccepted && c.m.range.end > covered_.end) {
      covered_ = c.m.range;
    }
  }

  // What lies between two words, for a long name: 1 only spaces and fillers, 2 the same with
  // one `&`, 0 anything else.
  int GapBetweenLongWords(size_t a, size_t b) const {
    int kind = 1;
    for (size_t p = a; p < b;) {
      const char c = t_[p];
      if (c == ' ' || c == '-' || c == ':' || c == '/' || c == '\'' || c == '.' || c == ',') {
        ++p;
      } else if (c == '&' && kind == 1) {
        kind = 2;
        ++p;
      } else if (c == '\\' && p + 1 < b && t_[p + 1] == '&' && kind == 1) {
        kind = 2;
        p += 2;
      } else if (const size_t len = SpaceAt(p)) {
        p += len;
      } else if (p + 3 <= b && t_.compare(p, 2, "\xE2\x80") == 0 &&
                 internal::IsLongNameFiller(t_.substr(p, 3))) {
        p += 3;
      } else {
        return 0;
      }
    }
    return kind;
  }

  static VenueForm AcronymForm(VenueSurfaceKind kind, bool publisher) {
    switch (kind) {
      case VenueSurfaceKind::kFormer:
      case VenueSurfaceKind::kFormerLong:
        return VenueForm::kFormerName;
      case VenueSurfaceKind::kAlias:
      case VenueSurfaceKind::kIdVariant:
      case VenueSurfaceKind::kLongAlias:
        return VenueForm::kAlias;
      default:
        return publisher ? VenueForm::kPublisherAcronym : VenueForm::kAcronym;
    }
  }

  bool AcronymCandidate(size_t b, const Terminal& term, Candidate* c) {
    const VenueSurface& s = m_.surfaces[term.surface];
    const size_t e = term.end;
    if (!LeftBoundaryOk(b) || InUrl(b)) {
      return false;
    }
    Year y;
    if (!ReadAcronymYear(e, term.glued, s.guard == VenueGuard::kNone, &y)) {
      return false;
    }
    ByteRange publisher = PublisherBefore(b);
    if (!publisher.empty() && !LeftBoundaryOk(publisher.begin)) {
      publisher = {};
    }
    size_t end = y.form == VenueYearForm::kNone ? e : y.end;
    if (y.form == VenueYearForm::kNone && ReadCommaYear(end, &y)) {
      end = y.end;
    }
    VenueMention& m = c->m;
    m = VenueMention{};
    m.range = {publisher.empty() ? static_cast<uint32_t>(b) : publisher.begin,
               static_cast<uint32_t>(end)};
    m.name_range = {static_cast<uint32_t>(b), static_cast<uint32_t>(e)};
    m.acronym_range = m.name_range;
    m.publisher_range = publisher;
    SetYear(m, y);
    m.venue = s.venue;
    m.form = AcronymForm(s.kind, !publisher.empty());

    if (s.guard == VenueGuard::kNone) {
      c->status = Status::kAccepted;
      return true;
    }
    const bool has_publisher = !publisher.empty() || s.leading_publisher;
    if (s.guard == VenueGuard::kWordLike && !has_publisher && !PredecessorOk(m.range.begin)) {
      return false;
    }
    const bool strong_year =
        y.form != VenueYearForm::kNone && !y.comma && y.form != VenueYearForm::kTwoDigit;
    if (has_publisher || strong_year ||
        (y.comma && (s.guard == VenueGuard::kWordLike || ItemStart(m.range.begin, false))) ||
        ParenContext(m.range)) {
      c->status = Status::kAccepted;
      return true;
    }
    if (ItemStart(m.range.begin, true) && ItemEnd(m.range.end)) {
      c->status = Status::kPending;
      return true;
    }
    return false;
  }

  bool LongCandidate(size_t b, const Terminal& term, Candidate* c) {
    const VenueSurface& s = m_.surfaces[term.surface];
    const size_t e = term.end;
    if (s.guard == VenueGuard::kWordLike && !ExactWords(b, e, m_.String(s.exact))) {
      return false;
    }
    if (!LeftBoundaryOk(b) || InUrl(b)) {
      return false;
    }
    if ((e < t_.size() && t_[e] == '-' && WordAt(e + 1)) || ContinuesName(e)) {
      return false;
    }
    size_t nb = b;
    if (s.leading_the) {
      size_t wb = 0;
      size_t we = 0;
      if (PreviousWord(b, &wb, &we) && EqualsIgnoreCase(t_.substr(wb, we - wb), "the") &&
          !WordBefore(wb)) {
        nb = wb;
      }
    }
    const Prefix pre = PrefixBefore(nb);
    Year y = pre.year;
    Paren paren;
    bool has_paren = false;
    bool suffix_year = false;
    size_t end = e;
    for (int step = 0; step < 2; ++step) {
      if (!has_paren && ReadParen(end, s.venue, &paren)) {
        has_paren = true;
        end = paren.end;
        if (paren.year.form != VenueYearForm::kNone) {
          y = paren.year;
          suffix_year = true;
        }
        continue;
      }
      Year sy;
      if (!suffix_year && (ReadCommaYear(end, &sy) || (step == 0 && ReadDirectYear(end, &sy)))) {
        y = sy;
        suffix_year = true;
        end = sy.end;
        continue;
      }
      break;
    }

    VenueMention& m = c->m;
    m = VenueMention{};
    m.range = {pre.begin, static_cast<uint32_t>(end)};
    m.name_range = {static_cast<uint32_t>(nb), static_cast<uint32_t>(e)};
    m.acronym_range = has_paren ? paren.acronym : ByteRange{};
    m.publisher_range = pre.publisher.empty() && has_paren ? paren.publisher : pre.publisher;
    m.ordinal_range = pre.ordinal;
    SetYear(m, y);
    m.venue = s.venue;
    const VenueForm paren_form =
        has_paren ? AcronymForm(paren.kind, false) : VenueForm::kLongWithAcronym;
    if (s.kind == VenueSurfaceKind::kFormerLong || paren_form == VenueForm::kFormerName) {
      m.form = VenueForm::kFormerName;
    } else if (s.kind == VenueSurfaceKind::kLongAlias) {
      m.form = VenueForm::kAlias;
    } else {
      m.form = has_paren ? VenueForm::kLongWithAcronym : VenueForm::kLong;
    }

    if (s.guard == VenueGuard::kNone || s.leading_publisher) {
      c->status = Status::kAccepted;
      return true;
    }
    if (!pre.any && !PredecessorOk(m.range.begin)) {
      return false;
    }
    if (pre.any || has_paren || (y.form != VenueYearForm::kNone && !y.comma)) {
      c->status = Status::kAccepted;
      return true;
    }
    if (ItemStart(m.range.begin, true) && ItemEnd(m.range.end)) {
      c->status = Status::kPending;
      return true;
    }
    return false;
  }

  static void SetYear(VenueMention& m, const Year& y) {
    if (y.form == VenueYearForm::kNone) {
      return;
    }
    m.year_range = {y.begin, y.end};
    m.year = static_cast<int16_t>(y.value);
    m.year_form = y.form;
  }

  // ---- the line's mentions ----

  void Resolve(uint32_t base, uint32_t line, std::vector<VenueMention>& out) {
    // Accepted before pending, then the longest, then the earliest, then the lower form (see
    // the file comment).
    std::sort(cands_.begin(), cands_.end(), [](const Candidate& a, const Candidate& b) {
      if (a.status != b.status) {
        return a.status == Status::kAccepted;
      }
      if (a.m.range.size() != b.m.range.size()) {
        return a.m.range.size() > b.m.range.size();
      }
      if (a.m.range.begin != b.m.range.begin) {
        return a.m.range.begin < b.m.range.begin;
      }
      return std::tuple(a.m.form, a.m.venue) < std::tuple(b.m.form, b.m.venue);
    });
    absl::InlinedVector<Candidate, 8> kept;
    for (const Candidate& c : cands_) {
      if (std::none_of(kept.begin(), kept.end(),
                       [&](const Candidate& k) { return k.m.range.Overlaps(c.m.range); })) {
        kept.push_back(c);
      }
    }
    std::sort(kept.begin(), kept.end(), [](const Candidate& a, const Candidate& b) {
      return a.m.range.begin < b.m.range.begin;
    });
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t i = 0; i < kept.size(); ++i) {
        if (kept[i].status != Status::kPending) {
          continue;
        }
        const bool left = i > 0 && kept[i - 1].status == Status::kAccepted &&
                          ListGap(kept[i - 1].m.range.end, kept[i].m.range.begin);
        const bool right = i + 1 < kept.size() && kept[i + 1].status == Status::kAccepted &&
                           ListGap(kept[i].m.range.end, kept[i + 1].m.range.begin);
        if (left || right) {
          kept[i].status = Status::kAccepted;
          changed = true;
        }
      }
    }
    const auto shift = [base](ByteRange& r) {
      r = r.empty() ? ByteRange{} : ByteRange{r.begin + base, r.end + base};
    };
    for (Candidate& c : kept) {
      if (c.status != Status::kAccepted) {
        continue;
      }
      VenueMention& m = c.m;
      shift(m.range);
      shift(m.name_range);
      shift(m.acronym_range);
      shift(m.publisher_range);
      shift(m.ordinal_range);
      shift(m.year_range);
      m.line = line;
      out.push_back(m);
    }
  }

  std::string_view t_;
  const VenueTable::Matcher& m_;
  absl::InlinedVector<Candidate, 8> cands_;
  ByteRange covered_;  // the accepted candidate that reaches furthest, so far
  internal::UrlTokens url_tokens_{t_, internal::kVenueUrlRules};
};

}  // namespace

void ExtractVenues(std::string_view text, uint32_t base, uint32_t line, const VenueTable& table,
                   std::vector<VenueMention>& out) {
  if (table.venues().empty() || text.empty()) {
    return;
  }
  LineScanner(text, table).Run(base, line, out);
}

}  // namespace cvtidy
