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

// Word stems (lower case, each opened by a letter) with the set of their first letters, built
// once at compile time: HasAnyWord passes over a word start whose letter opens no stem.
template <size_t N>
struct StemList {
  std::array<std::string_view, N> stems;
  uint32_t first_letters = 0;  // bit k: a stem starts with 'a' + k

  consteval explicit StemList(const std::array<std::string_view, N>& list) : stems(list) {
    for (const std::string_view stem : stems) {
      if (stem.empty() || !IsAsciiLower(stem.front())) {
        throw "a stem opens with a lower-case letter";
      }
      first_letters |= uint32_t{1} << (stem.front() - 'a');
    }
  }
};
constexpr StemList kAwardStems(kAwardWords);
constexpr StemList kTalkStems(kTalkWords);
constexpr StemList kNewsStems(kNewsWords);

// Lanes of `word` that start a word: an ASCII letter whose byte before is none. `letters_before`
// carries the previous eight bytes' last lane (bit 7 set when it held a letter).
uint64_t MarkWordStarts(uint64_t word, uint64_t& letters_before) {
  static_assert(std::endian::native == std::endian::little);
  // A letter with its 0x20 bit set is one of `a`..`z`, in either case.
  const uint64_t letters = swar::MarkRange(word | (swar::kOnes * 0x20), 'a', 'z');
  const uint64_t starts = letters & ~((letters << 8) | letters_before);
  letters_before = letters >> 56;
  return starts;
}

// True when one of `list`'s stems occurs in `text` (any case) at the start of a word. The word
// starts are found eight bytes at a time; only those whose letter begins a stem are compared,
// and only with the stems that begin with it.
template <size_t N>
bool HasAnyWord(std::string_view text, const StemList<N>& list) {
  const uint32_t first_letters = list.first_letters;
  const std::array<std::string_view, N>& stems = list.stems;
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
      const char first = AsciiToLower(text[at]);
      if (((first_letters >> (first - 'a')) & 1) == 0) {
        continue;
      }
      const std::string_view rest = text.substr(at);
      for (const std::string_view stem : stems) {
        if (stem.front() == first && StartsWithIgnoreCase(rest, stem)) {
          return true;
        }
      }
    }
  }
  return false;
}

bool HasCommitteeAbbreviation(std::string_view text) {
  for (const std::string_view word : kCommitteeAbbreviations) {
    for (size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
      const size_t end = at + word.size();
      if ((at == 0 || !IsAsciiAlnum(text[at - 1])) &&
          (end == text.size() || !IsAsciiAlnum(text[end]))) {
        return true;
      }
    }
  }
  return false;
}

// For each byte, the kServiceWords (as bits) whose letter at `place` (0 or 1) it is, in either
// case. A word can start at a position only when both of its first two bytes admit it: two
// loads and an AND a byte.
constexpr std::array<uint32_t, 256> ServiceWordsByLetter(size_t place) {
  static_assert(kServiceWords.size() <= 32);
  std::array<uint32_t, 256> table{};
  for (size_t i = 0; i < kServiceWords.size(); ++i) {
    const char c = kServiceWords[i][place];
    table[static_cast<unsigned char>(c)] |= uint32_t{1} << i;
    table[static_cast<unsigned char>(AsciiToUpper(c))] |= uint32_t{1} << i;
  }
  return table;
}
constexpr std::array<uint32_t, 256> kServiceWordsByFirst = ServiceWordsByLetter(0);
constexpr std::array<uint32_t, 256> kServiceWordsBySecond = ServiceWordsByLetter(1);

// Four bytes of `p` as one number, ASCII letters in lower case (and every other byte with its
// 0x20 bit set, which keeps the space and leaves no other byte equal to a lower-case letter).
uint32_t LowerQuad(const char* p) { return swar::Load32(p) | 0x20202020u; }

// The first four bytes of each service word, as LowerQuad reads them.
constexpr std::array<uint32_t, kServiceWords.size()> kServiceWordQuads = [] {
  std::array<uint32_t, kServiceWords.size()> quads{};
  for (size_t i = 0; i < kServiceWords.size(); ++i) {
    static_assert(std::endian::native == std::endian::little);
    for (size_t k = 0; k < 4; ++k) {
      quads[i] |= static_cast<uint32_t>(static_cast<unsigned char>(kServiceWords[i][k]) | 0x20)
                  << (8 * k);
    }
  }
  return quads;
}();

bool ServesSomething(std::string_view text) {
  // One pass: a service word is compared only where its first two letters stand, in any case,
  // and then only when its first four bytes do.
  static_assert(std::all_of(kServiceWords.begin(), kServiceWords.end(),
                            [](std::string_view w) { return w.size() > 4; }));
  const size_t n = text.size();
  for (size_t at = 0; at + 4 < n; ++at) {
    uint32_t words = kServiceWordsByFirst[static_cast<unsigned char>(text[at])] &
                     kServiceWordsBySecond[static_cast<unsigned char>(text[at + 1])];
    if (words == 0) {
      continue;
    }
    const uint32_t quad = LowerQuad(text.data() + at);
    for (; words != 0; words &= words - 1) {
      const auto w = static_cast<size_t>(std::countr_zero(words));
      if (kServiceWordQuads[w] == quad && StartsWithIgnoreCase(text.substr(at), kServiceWords[w])) {
        return true;
      }
    }
  }
  return HasCommitteeAbbreviation(text);
}

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
  if (HasAnyWord(text, kAwardStems)) {
    return EntryKind::kAward;
  }
  if (HasAnyWord(text, kTalkStems)) {
    return EntryKind::kTalk;
  }
  return by_role;
}

}  // namespace

bool HasAuthorRun(std::string_view text) {
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
