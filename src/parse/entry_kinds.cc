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

// A list of words (lower case letters and blanks, opened by a letter, three bytes or more)
// searched for in a text, in any case, by one pass that reads a byte pair every kPairStride
// bytes rather than one pass per word. Words are grouped by their first four bytes as
// LowerQuad reads them (`revi` opens three service words, `serv` five): a word starting at `p`
// has its letters `k`, `k + 1` at the pair read at `p + k`, for the one `k` below the stride
// that makes `p + k` a multiple of it, and a group is compared only where the pair and the
// byte after it (letter `k + 2`, of any of the group's words) admit it.
constexpr size_t kPairStride = 3;

template <size_t N>
class AnyCaseWords {
 public:
  static constexpr size_t kMaxGroups = 16;

  consteval explicit AnyCaseWords(const std::array<std::string_view, N>& list) : words_(list) {
    static_assert(N <= 32);
    static_assert(kMaxGroups * kPairStride <= 64);
    static_assert(kPairStride <= 3);  // letter (kPairStride - 1) + 1 lies in the quad
    static_assert(std::endian::native == std::endian::little);
    for (size_t i = 0; i < N; ++i) {
      const std::string_view word = words_[i];
      if (word.size() < kPairStride) {
        throw "a word is as long as the stride at least";
      }
      if (!IsAsciiLower(word.front())) {
        throw "a word opens with a letter";  // so that a word start is a letter's
      }
      uint32_t quad = 0;
      uint32_t mask = 0;
      for (size_t k = 0; k < 4 && k < word.size(); ++k) {
        if (AsciiToLower(word[k]) != word[k] || (word[k] | 0x20) != word[k]) {
          throw "a word is lower case letters and blanks";
        }
        quad |= static_cast<uint32_t>(static_cast<unsigned char>(word[k])) << (8 * k);
        mask |= uint32_t{0xFF} << (8 * k);
      }
      size_t g = 0;
      while (g < group_count_ && (quads_[g] != quad || quad_masks_[g] != mask)) {
        ++g;
      }
      if (g == group_count_) {
        if (group_count_ == kMaxGroups) {
          throw "too many word groups";
        }
        quads_[group_count_] = quad;
        quad_masks_[group_count_++] = mask;
      }
      members_[g] |= uint32_t{1} << i;
    }
    // For each byte, bit `k * kMaxGroups + g` of by_first_ (by_second_, by_third_) is set when
    // the byte is letter `k` (`k + 1`, `k + 2`) of group `g`'s words in either case, or when one
    // of the group's words ends before that letter: the pair at a position admits
    // group `g` at offset `k` back when both of its bytes' tables set that bit, and the byte
    // after the pair keeps it admitted when its table does too.
    for (size_t place = 0; place < 3; ++place) {
      std::array<uint64_t, 256>& table =
          place == 0 ? by_first_ : (place == 1 ? by_second_ : by_third_);
      for (size_t k = 0; k < kPairStride; ++k) {
        for (size_t g = 0; g < group_count_; ++g) {
          const uint64_t bit = uint64_t{1} << (k * kMaxGroups + g);
          const size_t letter = k + place;
          if (letter >= 4) {
            // Past the quad: the letter of each of the group's words, or any byte where one
            // ends before it.
            for (uint32_t members = members_[g]; members != 0; members &= members - 1) {
              const std::string_view word = words_[std::countr_zero(members)];
              if (word.size() <= letter) {
                for (uint64_t& bits : table) {
                  bits |= bit;
                }
                break;
              }
              const auto c = static_cast<unsigned char>(word[letter] | 0x20);
              table[c] |= bit;
              table[c & ~0x20u] |= bit;
            }
            continue;
          }
          if (((quad_masks_[g] >> (8 * letter)) & 0xFF) == 0) {
            for (uint64_t& bits : table) {
              bits |= bit;
            }
            continue;
          }
          // LowerQuad's bytes: a letter in lower case, or a byte with its 0x20 bit set.
          const auto c = static_cast<unsigned char>((quads_[g] >> (8 * letter)) & 0xFF);
          table[c] |= bit;
          table[c & ~0x20u] |= bit;
        }
      }
    }
  }

  // The words found in `text`, in any case, as bits (bit i: the list's word i); with
  // kAtWordStart, only where no ASCII letter stands before. The pass ends at the first of the
  // `decisive` words; once another is found, only the decisive ones are looked for.
  template <bool kAtWordStart>
  uint32_t Find(std::string_view text, uint32_t decisive) const {
    Search search{.decisive = decisive};
    const size_t n = text.size();
    size_t at = 0;
    // Most pairs admit no word: four at a time (with the byte after each) are ruled out by one
    // test, and only a step where one admits a word is read pair by pair.
    constexpr size_t kStep = 4 * kPairStride;
    for (; at + kStep <= n; at += kStep) {
      const char* p = text.data() + at;
      if ((TripleCandidates(p) | TripleCandidates(p + kPairStride) |
           TripleCandidates(p + 2 * kPairStride) | TripleCandidates(p + 3 * kPairStride)) == 0) {
        continue;
      }
      for (size_t k = at; k < at + kStep; k += kPairStride) {
        if (FindAt<kAtWordStart>(text, k, static_cast<unsigned char>(text[k + 1]), search)) {
          return search.found;
        }
      }
    }
    for (; at + 1 < n; at += kPairStride) {
      if (FindAt<kAtWordStart>(text, at, static_cast<unsigned char>(text[at + 1]), search)) {
        return search.found;
      }
    }
    // A last byte with none after it: a word ending the text may start two bytes before it.
    if (at < n) {
      FindAt<kAtWordStart>(text, at, 0, search);
    }
    return search.found;
  }

  // True when one of the words occurs in `text`, in any case; with kAtWordStart, where no
  // ASCII letter stands before it.
  template <bool kAtWordStart = false>
  bool FoundIn(std::string_view text) const {
    return Find<kAtWordStart>(text, ~uint32_t{0}) != 0;
  }

 private:
  struct Search {
    uint32_t decisive = 0;
    uint32_t wanted = ~uint32_t{0};
    uint32_t found = 0;
  };

  // The groups the three bytes at `p` admit (FindAt's candidates, away from the text's end).
  uint64_t TripleCandidates(const char* p) const {
    return by_first_[static_cast<unsigned char>(p[0])] &
           by_second_[static_cast<unsigned char>(p[1])] &
           by_third_[static_cast<unsigned char>(p[2])];
  }

  // Compares the words that may start at or up to kPairStride - 1 bytes before `at`, given the
  // pair (text[at], `next`); true once a decisive one is found.
  template <bool kAtWordStart>
  bool FindAt(std::string_view text, size_t at, unsigned char next, Search& search) const {
    const size_t n = text.size();
    uint64_t candidates = by_first_[static_cast<unsigned char>(text[at])] & by_second_[next];
    if (at + 2 < n) {
      candidates &= by_third_[static_cast<unsigned char>(text[at + 2])];
    }
    for (; candidates != 0; candidates &= candidates - 1) {
      const auto bit = static_cast<size_t>(std::countr_zero(candidates));
      const size_t back = bit / kMaxGroups;
      const size_t g = bit % kMaxGroups;
      if (at < back) {
        continue;
      }
      const size_t start = at - back;
      uint32_t members = members_[g] & search.wanted;
      if (members == 0 ||
          (start + 4 <= n && (LowerQuad(text.data() + start) & quad_masks_[g]) != quads_[g]) ||
          (kAtWordStart && start > 0 && IsAsciiAlpha(text[start - 1]))) {
        continue;
      }
      for (; members != 0; members &= members - 1) {
        const auto i = static_cast<size_t>(std::countr_zero(members));
        if (StartsWithIgnoreCase(text.substr(start), words_[i])) {
          search.found |= uint32_t{1} << i;
          if ((search.found & search.decisive) != 0) {
            return true;
          }
          search.wanted = search.decisive;
          members &= search.decisive;
        }
      }
    }
    return false;
  }

  std::array<std::string_view, N> words_;
  size_t group_count_ = 0;
  std::array<uint32_t, kMaxGroups> quads_{};
  std::array<uint32_t, kMaxGroups> quad_masks_{};  // the bytes of quads_ a group's words have
  std::array<uint32_t, kMaxGroups> members_{};     // bit i: words_[i] opens with quads_[g]
  std::array<uint64_t, 256> by_first_{};
  std::array<uint64_t, 256> by_second_{};
  std::array<uint64_t, 256> by_third_{};
};

constexpr AnyCaseWords kServiceSearch(kServiceWords);
constexpr AnyCaseWords kNewsSearch(kNewsWords);
// The award words, then the talk words: one pass tells an award (wherever its word stands)
// from a talk.
constexpr std::array<std::string_view, kAwardWords.size() + kTalkWords.size()> kAwardAndTalkWords =
    [] {
      std::array<std::string_view, kAwardWords.size() + kTalkWords.size()> words{};
      std::copy(kAwardWords.begin(), kAwardWords.end(), words.begin());
      std::copy(kTalkWords.begin(), kTalkWords.end(), words.begin() + kAwardWords.size());
      return words;
    }();
constexpr AnyCaseWords kAwardAndTalkSearch(kAwardAndTalkWords);
constexpr uint32_t kAwardWordBits = (uint32_t{1} << kAwardWords.size()) - 1;

// Words of a venue or a publication's status (any case): what a citation names besides its
// authors.
constexpr std::array kCitationWords = {
    "proc"sv,  "journal"sv,  "conference"sv,   "workshop"sv,  "symposium"sv, "transactions"sv,
    "arxiv"sv, "preprint"sv, "under review"sv, "submitted"sv, "to appear"sv, "doi"sv};
constexpr AnyCaseWords kCitationSearch(kCitationWords);

}  // namespace

bool ServesSomething(std::string_view text) {
  return kServiceSearch.FoundIn(text) || HasCommitteeAbbreviation(text);
}

bool NamesVenueOrStatus(std::string_view text) { return kCitationSearch.FoundIn(text); }

bool SaysNews(std::string_view after_date) {
  return kNewsSearch.FoundIn</*kAtWordStart=*/true>(after_date);
}

EntryKind AwardOrTalkByWords(std::string_view text) {
  const uint32_t found = kAwardAndTalkSearch.Find</*kAtWordStart=*/true>(text, kAwardWordBits);
  if (found == 0) {
    return EntryKind::kOther;
  }
  return (found & kAwardWordBits) != 0 ? EntryKind::kAward : EntryKind::kTalk;
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
  // `and ` in any case, without a call: only A, N and D fold onto a, n and d by the 0x20 bit.
  if (s.size() > 4 && (s[0] | 0x20) == 'a' && (s[1] | 0x20) == 'n' && (s[2] | 0x20) == 'd' &&
      s[3] == ' ') {
    s.remove_prefix(4);
  }
  while (!s.empty() && (noise(s.back()) || IsAsciiDigit(s.back()))) {
    s.remove_suffix(1);
  }
  return TrimAscii(s);
}

// What LooksLikePersonName needs to know of a byte, in one lookup.
enum : uint8_t {
  kNameByteOther = 0,
  kNameByteBreak,    // a digit, `:` or `"`: no name holds one
  kNameByteSpace,    // ends a word
  kNameByteCapital,  // may open a word: an ASCII capital or a byte above ASCII
};

constexpr std::array<uint8_t, 256> kNameBytes = [] {
  std::array<uint8_t, 256> bytes{};
  for (int c = 0; c < 256; ++c) {
    const auto ch = static_cast<char>(c);
    bytes[c] = IsAsciiDigit(ch) || ch == ':' || ch == '"' ? kNameByteBreak
               : IsAsciiSpace(ch)                         ? kNameByteSpace
               : IsAsciiUpper(ch) || c >= 0x80            ? kNameByteCapital
                                                          : kNameByteOther;
  }
  return bytes;
}();

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
    const uint8_t byte = kNameBytes[static_cast<unsigned char>(c)];
    if (byte == kNameByteBreak) {
      return false;
    }
    if (byte == kNameByteSpace) {
      word_start = true;
      continue;
    }
    if (word_start) {
      if (byte != kNameByteCapital) {
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
         NamesVenueOrStatus(text);
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
    return ServesSomething(text) && AwardOrTalkByWords(text) != EntryKind::kAward
               ? EntryKind::kService
               : by_role;
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
    if (SaysNews(after)) {
      return EntryKind::kNews;
    }
  }
  // An award word anywhere makes an award; else a talk word a talk.
  if (const EntryKind by_words = AwardOrTalkByWords(text); by_words != EntryKind::kOther) {
    return by_words;
  }
  return by_role;
}

}  // namespace

bool HasAuthorRun(std::string_view text) {
  // A run is three names in a row, or two and the last author's period in the third segment
  // (`Cy Lu. A Study of ...`). Where no run is open, the segment after this one is read first:
  // unless it is a name, neither this one nor it opens a run, and this one is not read. Most
  // segments are not names, so about half of them are never read.
  int run = 0;
  size_t start = 0;
  const auto segment_end = [text](size_t from) {
    const size_t comma = text.find(',', from);
    return comma == std::string_view::npos ? text.size() : comma;
  };
  while (start <= text.size()) {
    const size_t comma = segment_end(start);
    if (run == 0) {
      // A run opening here needs two more commas: one ending this segment, one the next.
      if (comma == text.size()) {
        return false;
      }
      const size_t next = comma + 1;
      const size_t next_comma = text.find(',', next);
      if (next_comma == kNpos) {
        return false;
      }
      if (LooksLikePersonName(text.substr(next, next_comma - next))) {
        run = LooksLikePersonName(text.substr(start, comma - start)) ? 2 : 1;
      }
      start = next_comma + 1;
      continue;
    }
    const std::string_view segment = text.substr(start, comma - start);
    if (LooksLikePersonName(segment)) {
      ++run;
    } else {
      // Only a run of two names so far makes the last author's period decisive, so other
      // segments are not searched for one.
      if (run >= 2) {
        for (size_t stop = segment.find(". "); stop != std::string_view::npos;
             stop = segment.find(". ", stop + 2)) {
          if (LooksLikePersonName(segment.substr(0, stop))) {
            return true;
          }
        }
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
