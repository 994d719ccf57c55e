// An entry's kind comes from its section's role where the role says it: every entry under
// `Publications` is a citation, every entry under `Service` serves. Sections that do not say
// (no heading, `Other`, `Projects`, a summary, a site page's own headings) and sections whose
// entries mix kinds (`Experience` holds committee seats too) are read from the entry's words,
// in this order: an author list makes a citation; committee words make service; award words an
// award; talk words a talk; a leading date with a news verb (`accepted`, `joined`) a news item.
#include "src/parse/entry_kinds.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>

#include "src/base/strings.h"
#include "src/base/swar.h"

namespace cvtidy::internal {
namespace {

using namespace std::string_view_literals;

constexpr ByteSet kTitleMarks{"\"*_"};  // a quoted or emphasized title

// What an entry of service says (any case).
constexpr std::array kServiceWords = {
    "committee"sv, "chair"sv,      "reviewer"sv,   "review for"sv, "reviewing"sv, "organizer"sv,
    "organiser"sv, "organizing"sv, "organising"sv, "editor"sv,     "serve as"sv,  "served as"sv,
    "served on"sv, "serving as"sv, "serving on"sv, "pc member"sv,  "shadow pc"sv, "steering"sv,
};
// Committee abbreviations, matched as whole words in capitals: `PC, OSDI 2025`, `(TPC)`.
constexpr std::array kCommitteeAbbreviations = {"PC"sv, "TPC"sv, "AEC"sv};
// What an award says (any case, at a word start).
constexpr std::array kAwardWords = {"award"sv,
                                    "prize"sv,
                                    "fellowship"sv,
                                    "scholarship"sv,
                                    "grant"sv,
                                    "honorable mention"sv,
                                    "honourable mention"sv,
                                    "medal"sv};
// What a talk says (any case, at a word start).
constexpr std::array kTalkWords = {"talk"sv,    "keynote"sv,      "invited lecture"sv,
                                   "seminar"sv, "presentation"sv, "panelist"sv,
                                   "panel"sv};
// What a news item says after its date (any case, at a word start).
constexpr std::array kNewsWords = {"accepted"sv, "joined"sv,    "will "sv,    "received"sv,
                                   "won"sv,      "released"sv,  "started"sv,  "selected"sv,
                                   "awarded"sv,  "presented"sv, "gave"sv,     "is out"sv,
                                   "moved"sv,    "defended"sv,  "graduated"sv};

// Four bytes of `p` as one number, ASCII letters in lower case (and every other byte with its
// 0x20 bit set, which keeps the space and leaves no other byte equal to a lower-case letter).
uint32_t LowerQuad(const char* p) { return swar::Load32(p) | 0x20202020u; }

// Word stems (lower case, each opened by a letter), built once at compile time with the stems
// each letter opens and each stem's first four bytes as LowerQuad reads them: FindWords passes
// over a word start whose letter opens no stem, and compares a stem in full only when those
// bytes match.
template <size_t N>
struct StemList {
  static_assert(N <= 32);
  std::array<std::string_view, N> stems;
  std::array<uint32_t, 26> stems_by_letter{};  // bit i: stems[i] starts with 'a' + k
  std::array<uint32_t, N> quads{};             // up to four bytes of each stem, as LowerQuad
  std::array<uint32_t, N> quad_masks{};        // the bytes of `quads` a stem has

  consteval explicit StemList(const std::array<std::string_view, N>& list) : stems(list) {
    static_assert(std::endian::native == std::endian::little);
    for (size_t i = 0; i < N; ++i) {
      const std::string_view stem = stems[i];
      if (stem.empty() || !IsAsciiLower(stem.front())) {
        throw "a stem opens with a lower-case letter";
      }
      stems_by_letter[stem.front() - 'a'] |= uint32_t{1} << i;
      for (size_t k = 0; k < 4 && k < stem.size(); ++k) {
        if (AsciiToLower(stem[k]) != stem[k] || (stem[k] | 0x20) != stem[k]) {
          throw "a stem is lower case letters and blanks";
        }
        quads[i] |= static_cast<uint32_t>(static_cast<unsigned char>(stem[k])) << (8 * k);
        quad_masks[i] |= uint32_t{0xFF} << (8 * k);
      }
    }
  }
};
constexpr StemList kAwardStems(kAwardWords);
constexpr StemList kNewsStems(kNewsWords);
// The award words, then the talk words: one pass tells an award (wherever its word stands)
// from a talk.
constexpr std::array<std::string_view, kAwardWords.size() + kTalkWords.size()> kAwardAndTalkWords =
    [] {
      std::array<std::string_view, kAwardWords.size() + kTalkWords.size()> words{};
      std::copy(kAwardWords.begin(), kAwardWords.end(), words.begin());
      std::copy(kTalkWords.begin(), kTalkWords.end(), words.begin() + kAwardWords.size());
      return words;
    }();
constexpr StemList kAwardAndTalkStems(kAwardAndTalkWords);
constexpr uint32_t kAwardStemBits = (uint32_t{1} << kAwardWords.size()) - 1;

// Lanes of `word` that start a word: an ASCII letter whose byte before is none. `letters_before`
// carries the previous eight bytes' last lane (bit 7 set when it held a letter).
uint64_t MarkWordStarts(uint64_t word, uint64_t& letters_before) {
  static_assert(std::endian::native == std::endian::little);
  const uint64_t letters = swar::MarkAsciiLetters(word);
  const uint64_t starts = letters & ~((letters << 8) | letters_before);
  letters_before = letters >> 56;
  return starts;
}

// The stems of `list` that occur in `text` (any case) at the start of a word, as bits, in one
// pass. The pass ends at the first of the `decisive` stems; once another stem is found, only
// the decisive ones are looked for. The word starts are found eight bytes at a time; only those
// whose letter begins a stem are compared, and only with the stems that begin with it whose
// first bytes match.
template <size_t N>
uint32_t FindWords(std::string_view text, const StemList<N>& list, uint32_t decisive) {
  uint32_t wanted = ~uint32_t{0};
  uint32_t found = 0;
  const size_t n = text.size();
  uint64_t letters_before = 0;
  for (size_t i = 0; i < n; i += 8) {
    uint64_t word = 0;
    if (i + 8 <= n) {
      word = swar::Load(text.data() + i);
    } else {
      std::memcpy(&word, text.data() + i, n - i);  // the rest stays zero: no letter
    }
    for (uint64_t starts = MarkWordStarts(word, letters_before); starts != 0;
         starts &= starts - 1) {
      const size_t at = i + swar::FirstMarked(starts);
      const int letter = AsciiToLower(text[at]) - 'a';
      uint32_t stems = list.stems_by_letter[letter] & wanted;
      if (stems == 0) {
        continue;
      }
      // Where four bytes remain, a stem whose first bytes differ (any case) cannot match:
      // a byte equal to a stem's byte in any case has the same LowerQuad byte.
      const uint32_t quad = at + 4 <= n ? LowerQuad(text.data() + at) : 0;
      const std::string_view rest = text.substr(at);
      while (stems != 0) {
        const auto s = static_cast<size_t>(std::countr_zero(stems));
        stems &= stems - 1;
        if ((at + 4 > n || (quad & list.quad_masks[s]) == list.quads[s]) &&
            StartsWithIgnoreCase(rest, list.stems[s])) {
          found |= uint32_t{1} << s;
          if ((found & decisive) != 0) {
            return found;
          }
          wanted = decisive;
          stems &= decisive;
        }
      }
    }
  }
  return found;
}

// True when one of `list`'s stems occurs in `text` (any case) at the start of a word.
template <size_t N>
bool HasAnyWord(std::string_view text, const StemList<N>& list) {
  return FindWords(text, list, ~uint32_t{0}) != 0;
}

bool HasCommitteeAbbreviation(std::string_view text) {
  // Every abbreviation ends in `C`: one memchr pass from `C` to `C`, each compared with them
  // all, rather than a search of the whole text per abbreviation.
  static_assert(std::all_of(kCommitteeAbbreviations.begin(), kCommitteeAbbreviations.end(),
                            [](std::string_view w) { return !w.empty() && w.back() == 'C'; }));
  for (size_t c = text.find('C'); c != std::string_view::npos; c = text.find('C', c + 1)) {
    const size_t end = c + 1;
    if (end < text.size() && IsAsciiAlnum(text[end])) {
      continue;
    }
    for (const std::string_view word : kCommitteeAbbreviations) {
      if (end < word.size()) {
        continue;
      }
      const size_t at = end - word.size();
      if (text.substr(at, word.size()) == word && (at == 0 || !IsAsciiAlnum(text[at - 1]))) {
        return true;
      }
    }
  }
  return false;
}

// The service words grouped by their first four bytes as LowerQuad reads them (`revi` opens
// three, `serv` five): a scan position is compared once per group, not once per word.
struct ServiceQuadGroups {
  static constexpr size_t kMax = 16;
  size_t count = 0;
  std::array<uint32_t, kMax> quads{};
  std::array<uint32_t, kMax> words{};  // bit i: kServiceWords[i] opens with quads[g]
};
constexpr ServiceQuadGroups kServiceGroups = [] {
  static_assert(kServiceWords.size() <= 32);
  static_assert(std::endian::native == std::endian::little);
  ServiceQuadGroups groups;
  for (size_t i = 0; i < kServiceWords.size(); ++i) {
    uint32_t quad = 0;
    for (size_t k = 0; k < 4; ++k) {
      quad |= static_cast<uint32_t>(static_cast<unsigned char>(kServiceWords[i][k]) | 0x20)
              << (8 * k);
    }
    size_t g = 0;
    while (g < groups.count && groups.quads[g] != quad) {
      ++g;
    }
    if (g == groups.count) {
      if (groups.count == ServiceQuadGroups::kMax) {
        throw "too many service word groups";
      }
      groups.quads[groups.count++] = quad;
    }
    groups.words[g] |= uint32_t{1} << i;
  }
  return groups;
}();

// The scan for service words reads one byte pair in every kServiceStride bytes: a word
// starting at `p` has its letters `k`, `k + 1` at the pair read at `p + k`, for the one `k`
// below the stride that makes `p + k` a multiple of it. Every word is longer than the stride,
// and letters `k`, `k + 1` are among the four its group shares.
constexpr size_t kServiceStride = 3;
static_assert(ServiceQuadGroups::kMax * kServiceStride <= 64);
static_assert(kServiceStride <= 3);  // letter (kServiceStride - 1) + 1 lies in the quad
static_assert(std::all_of(kServiceWords.begin(), kServiceWords.end(),
                          [](std::string_view w) { return w.size() > kServiceStride + 1; }));

// For each byte, bit `k * ServiceQuadGroups::kMax + g` is set when the byte is letter
// `k + place` (`place` 0 or 1) of group `g`'s quad, in either case: the pair at a position
// admits group `g` at offset `k` back when both of its bytes' tables set that bit.
constexpr std::array<uint64_t, 256> ServiceGroupsByLetter(size_t place) {
  std::array<uint64_t, 256> table{};
  for (size_t k = 0; k < kServiceStride; ++k) {
    for (size_t g = 0; g < kServiceGroups.count; ++g) {
      const auto c = static_cast<char>((kServiceGroups.quads[g] >> (8 * (k + place))) & 0xFF);
      const uint64_t bit = uint64_t{1} << (k * ServiceQuadGroups::kMax + g);
      // LowerQuad's bytes: a letter in lower case, or a byte with its 0x20 bit set (the space).
      table[static_cast<unsigned char>(c)] |= bit;
      table[static_cast<unsigned char>(c) & ~0x20u] |= bit;
    }
  }
  return table;
}
constexpr std::array<uint64_t, 256> kServiceGroupsByFirst = ServiceGroupsByLetter(0);
constexpr std::array<uint64_t, 256> kServiceGroupsBySecond = ServiceGroupsByLetter(1);

}  // namespace

bool ServesSomething(std::string_view text) {
  // One pass, a byte pair every kServiceStride bytes: a group of service words is compared
  // only where the pair admits it, and its words only when their first four bytes match, in
  // any case.
  const size_t n = text.size();
  for (size_t at = 0; at + 1 < n; at += kServiceStride) {
    uint64_t candidates = kServiceGroupsByFirst[static_cast<unsigned char>(text[at])] &
                          kServiceGroupsBySecond[static_cast<unsigned char>(text[at + 1])];
    for (; candidates != 0; candidates &= candidates - 1) {
      const auto bit = static_cast<size_t>(std::countr_zero(candidates));
      const size_t back = bit / ServiceQuadGroups::kMax;
      const size_t g = bit % ServiceQuadGroups::kMax;
      if (at < back) {
        continue;
      }
      const size_t start = at - back;
      if (start + 4 >= n || kServiceGroups.quads[g] != LowerQuad(text.data() + start)) {
        continue;
      }
      for (uint32_t words = kServiceGroups.words[g]; words != 0; words &= words - 1) {
        if (StartsWithIgnoreCase(text.substr(start), kServiceWords[std::countr_zero(words)])) {
          return true;
        }
      }
    }
  }
  return HasCommitteeAbbreviation(text);
}

namespace {

// Strips emphasis and marker characters around a name: `**Ada Quill**`, `Ben Ode\*`, `and
// Cy Lu`.
std::string_view StripNameNoise(std::string_view s) {
  s = TrimAscii(s);
  const auto noise = [](char c) {
    return c == '*' || c == '\\' || c == '_' || c == '^' || c == '.' || IsAsciiSpace(c);
  };
  while (!s.empty() && noise(s.front())) {
    s.remove_prefix(1);
  }
  if (s.size() > 4 && EqualsIgnoreCase(s.substr(0, 4), "and ")) {
    s.remove_prefix(4);
  }
  while (!s.empty() && (noise(s.back()) || IsAsciiDigit(s.back()))) {
    s.remove_suffix(1);
  }
  return TrimAscii(s);
}

// True for `Ada Quill`, `J. Smith`, `Gyeong-In Park`, `Élodie Marchand`: two to four words,
// each starting with a capital (a byte above ASCII counts, for accented capitals), no digits.
bool LooksLikePersonName(std::string_view segment) {
  segment = StripNameNoise(segment);
  if (segment.empty() || segment.size() > 48) {
    return false;
  }
  int words = 0;
  bool word_start = true;
  for (const char c : segment) {
    if (IsAsciiDigit(c) || c == ':' || c == '"') {
      return false;
    }
    if (IsAsciiSpace(c)) {
      word_start = true;
      continue;
    }
    if (word_start) {
      const auto byte = static_cast<unsigned char>(c);
      if (!IsAsciiUpper(c) && byte < 0x80) {
        return false;
      }
      ++words;
      word_start = false;
    }
  }
  return words >= 2 && words <= 4;
}

// The entry's first date when nothing but emphasis, brackets and spaces stand before it on
// the entry's first line: `**Mar 2024** ...`, `[05/2023] ...`, `2019 – 2021: ...`.
uint32_t LeadingDate(const Document& doc, const Entry& entry) {
  if (entry.first_date == entry.end_date) {
    return kNoIndex;
  }
  const DateSpan& date = doc.dates()[entry.first_date];
  const Line& first = doc.lines()[entry.first_line];
  if (date.line != entry.first_line || date.range.begin < first.content.begin) {
    return kNoIndex;
  }
  const std::string_view before = doc.Text({first.content.begin, date.range.begin});
  const bool only_openers = std::all_of(before.begin(), before.end(), [](char c) {
    return IsAsciiSpace(c) || c == '*' || c == '_' || c == '[' || c == '(' || c == '`';
  });
  return only_openers ? entry.first_date : kNoIndex;
}

// Words of a venue or a publication's status (any case): what a citation names besides its
// authors.
constexpr std::array kCitationWords = {
    "proc"sv,  "journal"sv,  "conference"sv,   "workshop"sv,  "symposium"sv, "transactions"sv,
    "arxiv"sv, "preprint"sv, "under review"sv, "submitted"sv, "to appear"sv, "doi"sv};

// An author list that names a venue, quotes or sets off a title, or says where it appeared:
// `Ada Quill, Ben Ode, Cy Lu. "Title". Example Conf 2024`. Three capitalised phrases alone are
// not enough: `Research Intern, Example Labs, Example City` has them too.
bool ReadsAsCitation(const Entry& entry, std::string_view text) {
  if (!HasAuthorRun(text)) {
    return false;
  }
  return entry.end_venue > entry.first_venue ||
         FindFirstOf(text, kTitleMarks) != std::string_view::npos ||
         text.find("\xE2\x80\x9C") != std::string_view::npos ||  // “
         std::any_of(kCitationWords.begin(), kCitationWords.end(),
                     [&](std::string_view w) { return ContainsIgnoreCase(text, w); });
}

EntryKind KindOfRole(SectionRole role) {
  switch (role) {
    case SectionRole::kPublications:
      return EntryKind::kCitation;
    case SectionRole::kService:
      return EntryKind::kService;
    case SectionRole::kAwards:
      return EntryKind::kAward;
    case SectionRole::kTalks:
      return EntryKind::kTalk;
    case SectionRole::kTeaching:
      return EntryKind::kCourse;
    case SectionRole::kEducation:
    case SectionRole::kExperience:
      return EntryKind::kPosition;
    case SectionRole::kNews:
      return EntryKind::kNews;
    case SectionRole::kNone:
    case SectionRole::kContact:
    case SectionRole::kSummary:
    case SectionRole::kSkills:
    case SectionRole::kProjects:
    case SectionRole::kOther:
      break;
  }
  return EntryKind::kOther;
}

EntryKind KindOf(const Document& doc, uint32_t e) {
  const Entry& entry = doc.entries()[e];
  const SectionRole role = doc.sections()[entry.section].role;
  const EntryKind by_role = KindOfRole(role);
  // The entry as a reader sees it: no list marker, wrapped lines joined.
  const std::string_view text = doc.logical_text().EntryText(e);
  if (role == SectionRole::kAwards) {
    // Honours, and the committee seats listed as one (`Program Committee, X 2027`); an
    // `Outstanding Reviewer Award` stays an award.
    return ServesSomething(text) && !HasAnyWord(text, kAwardStems) ? EntryKind::kService : by_role;
  }
  if (role == SectionRole::kExperience) {
    // Positions, and the committee seats many CVs list among them.
    return ServesSomething(text) ? EntryKind::kService : by_role;
  }
  if (role == SectionRole::kTalks) {
    // Talks, and the papers behind posters and presentations.
    return ReadsAsCitation(entry, text) ? EntryKind::kCitation : by_role;
  }
  // Publications, service, teaching, education, news: the heading decides.
  if (by_role != EntryKind::kOther) {
    return by_role;
  }
  if (ReadsAsCitation(entry, text)) {
    return EntryKind::kCitation;
  }
  if (ServesSomething(text)) {
    return EntryKind::kService;
  }
  if (entry.leading_date != kNoIndex) {
    const std::string_view after =
        doc.Text({doc.dates()[entry.leading_date].range.end, entry.range.end});
    if (HasAnyWord(after, kNewsStems)) {
      return EntryKind::kNews;
    }
  }
  // An award word anywhere makes an award; else a talk word a talk.
  if (const uint32_t found = FindWords(text, kAwardAndTalkStems, kAwardStemBits); found != 0) {
    return (found & kAwardStemBits) != 0 ? EntryKind::kAward : EntryKind::kTalk;
  }
  return by_role;
}

}  // namespace

bool HasAuthorRun(std::string_view text) {
  // A run needs two names each closed by a comma before the third (or before the last author's
  // period): most entries have fewer commas, and are settled without reading a name.
  const size_t first_comma = text.find(',');
  if (first_comma == std::string_view::npos ||
      text.find(',', first_comma + 1) == std::string_view::npos) {
    return false;
  }
  int run = 0;
  size_t start = 0;
  while (start <= text.size()) {
    size_t comma = text.find(',', start);
    if (comma == std::string_view::npos) {
      comma = text.size();
    }
    const std::string_view segment = text.substr(start, comma - start);
    if (LooksLikePersonName(segment)) {
      ++run;
    } else {
      // The last author ends the list with a period: `Cy Lu. A Study of ...`, `J. Smith. ...`.
      bool last_author = false;
      for (size_t stop = segment.find(". "); stop != std::string_view::npos && !last_author;
           stop = segment.find(". ", stop + 2)) {
        last_author = LooksLikePersonName(segment.substr(0, stop));
      }
      if (last_author && run >= 2) {
        return true;
      }
      run = 0;
    }
    if (run >= 3) {
      return true;
    }
    start = comma + 1;
  }
  return false;
}

void AssignEntryKinds(Document& doc) {
  std::vector<VenueMention>& venues = doc.mutable_venues();
  std::vector<Entry>& entries = doc.mutable_entries();
  for (uint32_t e = 0; e < entries.size(); ++e) {
    Entry& entry = entries[e];
    entry.leading_date = LeadingDate(doc, entry);
    entry.kind = KindOf(doc, e);
    for (uint32_t v = entry.first_venue; v < entry.end_venue && v < venues.size(); ++v) {
      venues[v].service = entry.kind == EntryKind::kService;
    }
  }
}

}  // namespace cvtidy::internal
