// The venue extractor: one pass over a line, looking words up in the table's token tries.
//
// Cost. Each word is hashed once, case-folded (FNV-1a), and looked up in a 128 Kbit filter of the
// ways a surface form can start, keyed by that hash: its first atom, or its first two words when a
// space separates them (so `Research Square` does not make every `Research` a start), and for long
// names their first word or first two words. Only words that pass walk a trie (one hash probe per
// word of the form); the walks read the words after the first as the scan hashed them, once. A word
// is hashed as written (the acronym trie is case-sensitive) only when an acronym walk starts at it.
// Nothing loops over venues, so the cost per line does not grow with the table;
// bench/venues_bench.cc compares the full table with ten venues and with 5000 more. A candidate
// lying inside an accepted mention that starts before it (`(OSDI 2022)` after its long name) is not
// built: it would lose. Nothing mutable is shared: every call keeps its state on the stack.
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
// - After a long name: `(ACRONYM)`, `(ACRONYM YEAR)`, `(USENIX ATC '23)`, `(**EuroSys**)`,
//   `(<b>OSDI</b>)`, `([NSDI'20][])` where the acronym is a form of the same venue (another
//   venue's acronym is a separate mention), with emphasis closers before the parenthesis
//   (`*Long Name* (**AAAI**)`) and a volume number (`Systems 35 (NeurIPS 2022)`); `, 2022`
//   (comma year), both in either order (`(ATC), 2023`, `..., 2022 (TPDS)`), or a direct
//   ` 2019` / ` '19` (also after the parenthesis: `(ESOP) 2024`). A parenthesis that goes on
//   after the acronym (`(ACSAC, Poster Chair)`) ends the mention at the acronym. The acronym
//   may also follow after `, `, `: ` or a spaced dash (`Long Name, ICML 2019`), or come first
//   (`ICML 2019: Proceedings of the 36th ...`). All of these are one kLongWithAcronym
//   mention over the whole span.
// - A capitalised phrase right before an acronym's parenthesis that carries a venue word
//   (`Conference`, `Proceedings`, `Journal`, ...) or shares two words with the venue's long
//   name is the author's own long name for it (`Premier Symposium on Operating Systems Design
//   (OSDI)`): the acronym's mention takes it in as kLongWithAcronym. After
//   prose (`we study Operating Systems Design (OSDI) here`) only a venue word will do. A
//   phrase naming a workshop (school, tutorial) or a journal, for a venue that is neither,
//   names an event the acronym hosts: the acronym is then part of that name.
// - Context (VenueContext), decided per mention: a tag when it fills a bracket that is a label
//   (`[ICCAD 2020]`, `[MSR'14][]`, `[MSR'14]: url`, `[[arXiv]](url)`, `![ICML](badge)`, a
//   row of link buttons), part of another name when words after it name something else
//   (`Student Travel Grant`, `Best Paper Award`, `Information Director`, `Artifact Evaluation
//   Committee`, `Workshop on ...`, a workshop's acronym after the host's year: `NeurIPS 2020
//   Sea4ML`), when a journal's name precedes it (`Journal on`, `Transactions on`, `issue`),
//   when an event named earlier in the clause is held at it (`Workshop on X at ICSE 2020`,
//   `Toy4ML Workshop, ICLR 2026`), or when it ends another acronym (`(Edge S&P 2021)`);
//   a citation otherwise. `listed` marks the items of a list of three venues or more.
// - Editions: a two-digit number after a hyphen is the venue's edition, not a year, when the
//   venue numbers its meetings (VenueRecord::editions: `MICRO-56`) or the year would be after
//   2040 (kLatestBareTwoDigitYear: `ISCA-50`); the number stays in the mention, and marks an
//   ambiguous acronym as a venue. After a space (`ISCA 50`) such a number is left out. Apostrophe
//   years stay years.
// - Years: the years table (src/model/years.h): 1900..2099; two digits expand as 19yy from
//   70, else 20yy. After an acronym:
//   ` 2024` kFourDigit, ` '24` / ` ’24` / ` ‘24` kApostrophe, `'24` kGluedApostrophe, `-24`
//   and `-2024` kHyphen, `ICML2022` kGluedFourDigit, ` 24` kTwoDigit (only after a
//   distinctive acronym, and not before a lower-case word: `OSDI 24 hours`), `, 2023`
//   kFourDigit. year_range excludes a hyphen and includes an apostrophe. A year glued to
//   more digits or letters, a decimal (`2024.5`) or the start of a range (`2019-2021`,
//   `2019–21`, `'19-'21`) is not attached. Spaces may be U+00A0; a tab ends the mention.
// - Trailing labels (`Poster`, `Workshop`, `Demo`, `(Spotlight)`, `Best Paper`) stay outside
//   the mention and do not prevent it. Emphasis is inside a mention only when the mention
//   holds all of it: within its own parentheses, or around its name (`**INFOCOM** '15`,
//   whose year is read across the closing `**`). Inline HTML emphasis (`<b>`, `<i>`, `<em>`,
//   `<strong>`) counts as emphasis, and an HTML block tag (`<li>`, `<td>`) starts an item.
// - Across lines: the parser reads an entry over its logical text (ExtractEntryVenues), so a
//   long name wrapped over several lines, its acronym's parenthesis after a break, or a track
//   between them, are read as on one line; the ranges are mapped back to the source and span
//   the breaks. VenueMention::service is set with the entry kinds (src/parse/entry_kinds.h).
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
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>
#include <vector>

#include "absl/container/inlined_vector.h"

#include "src/base/progress.h"
#include "src/base/strings.h"
#include "src/base/swar.h"
#include "src/base/word_list.h"
#include "src/data/venue_matcher.h"
#include "src/extract/url_tokens.h"
#include "src/model/years.h"

namespace cvtidy {
namespace {

using internal::Atom;
using internal::AtomKind;
using internal::WordCharLen;
using namespace std::string_view_literals;

constexpr int kMaxTerminals = 4;
// The longest atom internal::FoldAtom lowers for the long-name trie (its buffer's size).
constexpr size_t kMaxFoldedAtom = 64;
// The longest token the acronym walk looks up: an atom and the space before it.
constexpr size_t kMaxAcronymToken = 80;

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

// Words after a venue that make it part of another name: an award, a grant, a student
// program, a society office, a named committee, a journal series (`EuroSys Student Travel
// Grant`, `SIGCOMM Information Director`, `OSDI Artifact Evaluation Committee`).
constexpr std::array kNameHeads = {
    "committee"sv,  "committees"sv, "award"sv,        "awards"sv,      "grant"sv,
    "grants"sv,     "fellowship"sv, "fellowships"sv,  "scholarship"sv, "travel"sv,
    "student"sv,    "students"sv,   "volunteer"sv,    "volunteers"sv,  "mentoring"sv,
    "mentorship"sv, "director"sv,   "secretary"sv,    "officer"sv,     "liaison"sv,
    "ambassador"sv, "chapter"sv,    "transactions"sv, "letters"sv,     "newsletter"sv,
    "magazine"sv,   "series"sv,
};

// Heads of an event's own name, when the event is named after (or held at) its host venue:
// `Second ACM SOSP Workshop on ...`, `Workshop on X at ICSE 2020`.
constexpr std::array kEventHeads = {
    "workshop"sv, "workshops"sv,  "symposium"sv,  "school"sv,   "forum"sv,
    "summit"sv,   "consortium"sv, "colloquium"sv, "bootcamp"sv, "hackathon"sv,
};

// Heads of a conference's long name: `Conference on ...`, `Congress of ...`.
constexpr std::array kConferenceHeads = {"conference"sv, "congress"sv, "meeting"sv};

// Heads of a journal's name before `on`/`of`: `Transactions on ...`, `Journal of ...`.
constexpr std::array kSeriesHeads = {
    "transactions"sv, "journal"sv, "letters"sv, "magazine"sv, "notes"sv, "review"sv, "annals"sv,
};

// Small words inside a venue's name: `Conference on ...`, `Association for ...`.
constexpr std::array kNameConnectors = {"of"sv, "on"sv,  "for"sv, "and"sv,
                                        "in"sv, "the"sv, "to"sv,  "de"sv};

// Words that make a capitalised phrase before `(ACR)` a venue's name.
constexpr std::array kVenueWords = {
    "conference"sv,  "symposium"sv,   "workshop"sv,      "journal"sv,  "transactions"sv,
    "proceedings"sv, "proc"sv,        "meeting"sv,       "congress"sv, "colloquium"sv,
    "forum"sv,       "summit"sv,      "school"sv,        "letters"sv,  "magazine"sv,
    "chapter"sv,     "association"sv, "international"sv, "annual"sv,
};

// Names of events a venue hosts rather than is: `Workshop on ... (ICSE)`.
constexpr std::array kHostedEventWords = {
    "workshop"sv,  "workshops"sv, "school"sv,    "consortium"sv,  "tutorial"sv,
    "tutorials"sv, "bootcamp"sv,  "hackathon"sv, "competition"sv,
};

// Abbreviations whose dot may stand inside a venue's name: `Proc. of`, `Intl. Conf.`.
constexpr std::array kNameAbbreviations = {"proc"sv, "procs"sv, "int"sv,  "intl"sv,
                                           "conf"sv, "symp"sv,  "annu"sv, "assoc"sv};

// HTML tags that open or close a block or a line: an item may start after them.
constexpr std::array kBlockTags = {"li"sv,  "td"sv, "th"sv, "p"sv,  "br"sv,
                                   "div"sv, "dd"sv, "dt"sv, "tr"sv, "ul"sv};

constexpr std::array kTensWords = {"twenty"sv, "thirty"sv,  "forty"sv,  "fifty"sv,
                                   "sixty"sv,  "seventy"sv, "eighty"sv, "ninety"sv};

// Abbreviations after which a period ends no sentence (`Inc.`, `Dept.`, `etc.`).
constexpr std::array kSentenceAbbreviations = {
    "assoc"sv, "conf"sv, "corp"sv, "dept"sv, "etc"sv,  "inc"sv, "inst"sv,
    "intl"sv,  "ltd"sv,  "natl"sv, "proc"sv, "univ"sv, "vol"sv, "vols"sv,
};

bool IsLabel(std::string_view word) { return InWordList<kLabels>(word); }

// EqualsIgnoreCase, inline: most words differ from the short word they are compared with in
// length or in their first letter.
inline bool SameWord(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) {
    return false;
  }
  for (size_t i = 0; i < a.size(); ++i) {
    if (AsciiToLower(a[i]) != AsciiToLower(b[i])) {
      return false;
    }
  }
  return true;
}

// What ClauseHasEventHead needs to know of a byte: whether it may end the clause
// (kMayEndClause), else the event heads (kEventHeads, in either case) that start with it, bit
// h for kEventHeads[h].
constexpr uint16_t kMayEndClause = 0x8000;
static_assert(kEventHeads.size() < 16);
constexpr std::array<uint16_t, 256> kClauseBytes = [] {
  std::array<uint16_t, 256> table{};
  for (const char c : std::string_view(";[|\t(")) {
    table[static_cast<unsigned char>(c)] = kMayEndClause;
  }
  for (size_t h = 0; h < kEventHeads.size(); ++h) {
    const char first = kEventHeads[h][0];
    table[static_cast<unsigned char>(first)] |= static_cast<uint16_t>(1u << h);
    table[static_cast<unsigned char>(first - 'a' + 'A')] |= static_cast<uint16_t>(1u << h);
  }
  return table;
}();

}  // namespace

namespace internal {

bool ClauseHasEventHead(std::string_view text, size_t end) {
  for (size_t i = end; i > 0; --i) {
    const uint16_t kind = kClauseBytes[static_cast<unsigned char>(text[i - 1])];
    if (kind == 0) {
      continue;
    }
    if (kind == kMayEndClause) {
      if (text[i - 1] != '(' || !(i >= 2 && text[i - 2] == ']')) {
        return false;
      }
      continue;
    }
    // Only the heads that start with this letter, and only past their second letter: most
    // `s` and `c` of a clause start none.
    const size_t room = end - (i - 1);
    for (uint32_t heads = kind; heads != 0; heads &= heads - 1) {
      const std::string_view head = kEventHeads[std::countr_zero(heads)];
      if (head.size() <= room && AsciiToLower(text[i]) == head[1] &&
          EqualsIgnoreCase(text.substr(i + 1, head.size() - 2), head.substr(2))) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace internal

namespace {

// HtmlEmphasisTagAt and HtmlEmphasisTagBefore behind the byte every tag starts or ends with:
// most positions the scanner asks about hold none, and need no call.
inline size_t EmphasisTagAt(std::string_view text, size_t i) {
  return i < text.size() && text[i] == '<' ? HtmlEmphasisTagAt(text, i) : 0;
}
inline size_t EmphasisTagBefore(std::string_view text, size_t i) {
  return i > 0 && i <= text.size() && text[i - 1] == '>' ? HtmlEmphasisTagBefore(text, i) : 0;
}

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
    return SameWord(suffix, "st") || SameWord(suffix, "nd") || SameWord(suffix, "rd") ||
           SameWord(suffix, "th");
  }
  return InWordList<kOrdinalWords>(word);
}

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

// The first bytes of the URL markers a word may end at (`@`, `://`, `/`): see ScanWord.
constexpr uint8_t kUrlMarkerByte = 0xFF;

// The scan's word bytes as FoldHash reads them, in one lookup: an ASCII letter or digit
// lowered (below 0x80), a Latin lead byte as is (0xC3..0xC5), kUrlMarkerByte for `@`, `:` and
// `/`, anything else 0. The word loop tells a marker from the other bytes that end a word only
// once it has left the common paths.
constexpr std::array<uint8_t, 256> MakeFoldedWordByte() {
  std::array<uint8_t, 256> table{};
  for (int c = 0; c < 256; ++c) {
    if (kByteClass[c] == kAsciiWord) {
      table[c] = static_cast<uint8_t>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    } else if (kByteClass[c] == kLatinLead) {
      table[c] = static_cast<uint8_t>(c);
    } else if (c == '@' || c == ':' || c == '/') {
      table[c] = kUrlMarkerByte;
    }
  }
  return table;
}
constexpr std::array<uint8_t, 256> kFoldedWordByte = MakeFoldedWordByte();

const uint32_t kAndHash = internal::FoldHash("and");

// The bytes that end a token for internal::UrlTokens under kVenueUrlRules: the scan passes
// over the rest of a URL token in one set lookup a byte.
constexpr const ByteSet& kUrlTokenEnd = internal::TokenDelimiters(internal::kVenueUrlRules);

struct Year {
  uint32_t begin = 0;
  uint32_t end = 0;
  int value = 0;
  VenueYearForm form = VenueYearForm::kNone;
  bool comma = false;        // `, 2023`
  uint32_t edition_end = 0;  // with no year: after an edition number (`MICRO-56`), else 0
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
  bool part_of_name = false;  // known when the candidate is built (`Workshop on X (ICSE)`)
};

struct Prefix {
  uint32_t begin = 0;
  ByteRange ordinal;
  ByteRange publisher;
  Year year;
  bool any = false;
};

struct Paren {
  uint32_t end = 0;  // after `)`; after the acronym (or its year) when `open`
  ByteRange acronym;
  ByteRange publisher;
  Year year;
  VenueSurfaceKind kind = VenueSurfaceKind::kId;
  bool open = false;  // `(ACSAC, Poster Chair)`: the parenthesis goes on after the acronym
};

// What a capitalised phrase ending right before `(ACR)` is to the acronym's venue.
struct NameVariant {
  enum Verdict : uint8_t {
    kNone,    // not a venue's name (too short, no venue word: a title, a sentence)
    kName,    // the author's own long name for the venue: [begin, the phrase's end)
    kHosted,  // the name of an event the venue hosts (`Workshop on Tiny Gardens (IROS)`)
  };
  Verdict verdict = kNone;
  size_t begin = 0;
};

// Reads back from `name_end` in `text`, not before `floor`, the capitalised phrase a venue's
// acronym in parentheses may follow (see LineScanner::ExtendOverNameVariant).
NameVariant ScanNameVariant(std::string_view text, size_t floor, size_t name_end,
                            const VenueRecord& record) {
  const auto word_back = [&](size_t p) {
    while (p > floor && IsAsciiAlnum(text[p - 1])) {
      --p;
    }
    return p;
  };
  size_t name_begin = name_end;
  int capitals = 0;
  // The words that may share with the long name, looked up only when the verdict needs them:
  // a name with a venue word (most names before `(ACR)`) needs none.
  std::array<std::string_view, 16> may_share;
  size_t may_share_count = 0;
  bool venue_word = false;
  bool event_word = false;
  bool series_word = false;
  int and_seen = -1;  // the word count at the last `and` read
  size_t pos = name_end;
  for (int words = 0; words < 16 && pos > floor; ++words) {
    const size_t we = pos;
    const size_t wb = word_back(we);
    if (wb == we || (wb > floor && static_cast<unsigned char>(text[wb - 1]) >= 0x80)) {
      break;
    }
    const std::string_view w = text.substr(wb, we - wb);
    const bool connector = InWordList<kNameConnectors>(w) && !IsAsciiUpper(w[0]);
    if (!connector && !IsAsciiUpper(w[0])) {
      break;
    }
    if (!connector) {
      ++capitals;
      name_begin = wb;
      const bool is_venue_word = InWordList<kVenueWords>(w);
      venue_word = venue_word || is_venue_word;
      event_word = event_word || InWordList<kHostedEventWords>(w);
      series_word = series_word || InWordList<kSeriesHeads>(w);
      if (w.size() >= 4 && !is_venue_word) {
        may_share[may_share_count++] = w;
      }
    }
    if (SameWord(w, "and")) {
      and_seen = words;
    }
    // What may stand between two words of a name: spaces, `&`, `-`, `/`, the dot of an
    // abbreviation (`Proc. of`), and the commas of an enumeration that `and` closes
    // (`Architecture, Languages, and Operating Systems`).
    size_t q = wb;
    while (q > floor) {
      const char c = text[q - 1];
      if (c == ' ' || c == '&' || c == '-' || c == '/' || c == '\t' || c == '\r' ||
          (c == ',' && and_seen >= 0 && words - and_seen <= 3)) {
        --q;
      } else {
        break;
      }
    }
    if (q == wb) {
      break;
    }
    if (q > floor + 1 && text[q - 1] == '.') {
      const size_t ab = word_back(q - 1);
      if (!InWordList<kNameAbbreviations>(text.substr(ab, q - 1 - ab))) {
        break;
      }
      --q;
    }
    pos = q;
  }
  NameVariant out;
  // In prose (`we study Operating Systems Design (OSDI) here`) a phrase defines an acronym
  // unless it names a venue outright.
  size_t before = name_begin;
  while (before > floor && (text[before - 1] == ' ' || text[before - 1] == '\t')) {
    --before;
  }
  const size_t prose_begin = word_back(before);
  const bool after_prose = prose_begin < before && std::all_of(text.begin() + prose_begin,
                                                               text.begin() + before, IsAsciiLower);
  if (capitals < 2 || name_begin >= name_end || (!venue_word && after_prose)) {
    return out;
  }
  if (!venue_word) {
    int shared = 0;
    for (size_t i = 0; i < may_share_count && shared < 2; ++i) {
      shared += ContainsWordIgnoreCase(record.long_name, may_share[i]) ? 1 : 0;
    }
    if (shared < 2) {
      return out;
    }
  }
  const bool hosted = (event_word && record.kind != VenueKind::kWorkshop) ||
                      (series_word && record.kind != VenueKind::kJournal);
  out.verdict = hosted ? NameVariant::kHosted : NameVariant::kName;
  out.begin = name_begin;
  return out;
}

class LineScanner {
 public:
  LineScanner(std::string_view text, const VenueTable& table, bool skip_url_tails)
      : t_(text), table_(table), m_(table.matcher()), skip_url_tails_(skip_url_tails) {}

  void Run(uint32_t base, uint32_t line, std::vector<VenueMention>& out) {
    using Start = VenueTable::Matcher::Start;
    if ((t_.size() + 1) / 2 > kInlineWords) {
      // Words are one byte or more apart: at most (n + 1) / 2 of them. A long line gets a
      // buffer of its own, once.
      heap_words_.reset(new Word[(t_.size() + 1) / 2]);
      words_ = heap_words_.get();
    }
    // The bounds ScanWord's loops test against once per word instead of once per byte.
    const auto* bytes = reinterpret_cast<const unsigned char*>(t_.data());
    word_bytes_end_ = t_.size();
    while (word_bytes_end_ > 0 && kByteClass[bytes[word_bytes_end_ - 1]] == kOther) {
      --word_bytes_end_;
    }
    last_stop_ = t_.size();
    while (last_stop_ > 0 && static_cast<int8_t>(kFoldedWordByte[bytes[last_stop_ - 1]]) > 0) {
      --last_stop_;
    }
    last_stop_ = last_stop_ == 0 ? 0 : last_stop_ - 1;
    // Whether the previous word may start a form.
    bool prev_first = false;
    for (size_t k = 0;; ++k) {
      // Words a walk read ahead are in words_ already. After a word that starts no form, the
      // words that start none either are passed over unstored: they are skipped here, and a
      // walk starts at a word that starts a form.
      // ScanWord<true> returns a word that passed the kFirstWord test: it is not asked twice.
      bool known_first = false;
      if (k == word_count_) {
        if (prev_first ? !ScanWord<false>() : !ScanWord<true>()) {
          break;
        }
        known_first = !prev_first;
      }
      const Word& w = words_[k];
      // A word that starts no form needs no test, nor does the pair it opens.
      const bool first = known_first || m_.MaybeStarts(Start::kFirstWord, w.fold);
      if (!first && !prev_first) {
        continue;
      }
      // Every start is filtered on the folded hash the scan computed: the word is hashed as
      // written (ExactHash, for the case-sensitive acronym trie) only when a walk starts at it.
      if (first && (m_.MaybeStarts(Start::kAcronym, w.fold) || MayStartGlued(w))) {
        TryAcronym(k);
      }
      if (first && m_.MaybeStarts(Start::kLongWord, w.fold)) {
        TryLong(k);
      }
      if (prev_first) {
        TryPairs(k - 1, k);
      }
      prev_first = first;
    }
    if (!cands_.empty()) {
      Resolve(base, line, out);
    }
  }

 private:
  // A word of the line as the scan reads it: [begin, end) the atom the tries see (cut before a
  // glued year: `ICML` of `ICML2022`), run_end the end of its word characters, fold its
  // FoldHash.
  // No initializers: the buffer of them is written before it is read, not zeroed per line.
  struct Word {
    uint32_t begin;
    uint32_t end;
    uint32_t run_end;
    uint32_t fold;
  };

  // Reads the line's next word into words_, hashed once, case-folded (FNV-1a): the filter
  // tests and the walks read it from there instead of reading the bytes again. With
  // kToFirstWord, the next word that may start a form (Start::kFirstWord), the words before it
  // read and dropped. False at the end of the line.
  template <bool kToFirstWord>
  bool ScanWord() {
    const auto* bytes = reinterpret_cast<const unsigned char*>(t_.data());
    const size_t n = t_.size();
    size_t i = scan_pos_;
    if (i >= n) {
      return false;
    }
    // Kept in locals: words_ may point into this object, so a member would be read again
    // after every word stored.
    const size_t word_bytes_end = word_bytes_end_;
    const size_t last_stop = last_stop_;
    while (true) {
      moving_.Forward(i);
      // No word starts after the line's last word byte; up to it, the skip needs no bound test.
      if (i >= word_bytes_end) {
        scan_pos_ = n;
        return false;
      }
      while (kByteClass[bytes[i]] == kOther) {
        ++i;
      }
      const size_t ws = i;
      uint32_t fold = internal::kHashBasis;
      // Before the line's last byte that is no ASCII letter or digit, a run of them ends with
      // no bound test. ReadWordTail reads on from a byte that may go on with the word (a Latin
      // letter, a URL marker: URL tails are skipped there), and reads a run that ends the line.
      uint8_t stop = kUrlMarkerByte;  // not 0: ReadWordTail decides
      if (i < last_stop) {
        stop = kFoldedWordByte[bytes[i]];
        while (static_cast<int8_t>(stop) > 0) {  // 1..0x7F
          fold = (fold ^ stop) * internal::kHashPrime;
          stop = kFoldedWordByte[bytes[++i]];
        }
      }
      const size_t run_end = stop == 0 ? i : ReadWordTail(ws, i, fold);
      if (run_end == ws) {
        ++i;  // a lead byte without its continuation (not UTF-8): not a word character
        continue;
      }
      size_t we = run_end;
      // `ICML2022`: the atom ends before the year.
      if (IsAsciiDigit(static_cast<char>(bytes[we - 1]))) {
        if (const size_t split = internal::GluedYearSplit(t_, ws, we); split != we) {
          we = split;
          fold = internal::FoldHash(t_.substr(ws, we - ws));
        }
      }
      if constexpr (kToFirstWord) {
        if (!m_.MaybeStarts(VenueTable::Matcher::Start::kFirstWord, fold)) {
          continue;
        }
      }
      words_[word_count_++] = Word{static_cast<uint32_t>(ws), static_cast<uint32_t>(we),
                                   static_cast<uint32_t>(run_end), fold};
      scan_pos_ = i;
      return true;
    }
  }

  // Whether an acronym form whose second atom is glued to its first may start at `w`
  // (Start::kAcronymGlued): keyed by its FoldHash and the byte after it, the first of that atom
  // (`\&` reads as `&`). Most words are followed by a space, which starts no glued atom.
  bool MayStartGlued(const Word& w) const {
    if (w.end >= t_.size() || t_[w.end] == ' ') {
      return false;
    }
    char next = t_[w.end];
    if (next == '\\' && w.end + 1 < t_.size() && t_[w.end + 1] == '&') {
      next = '&';
    }
    return m_.MaybeStarts(VenueTable::Matcher::Start::kAcronymGlued,
                          internal::GluedHash(w.fold, next));
  }

  // Reads on the word starting at `ws` whose bytes before `i` ScanWord hashed into `fold`;
  // returns its end, and moves `i` past it, and past the rest of its token when a URL marker
  // follows (see below).
  size_t ReadWordTail(size_t ws, size_t& i, uint32_t& fold) const {
    const auto* bytes = reinterpret_cast<const unsigned char*>(t_.data());
    const size_t n = t_.size();
    bool marker = false;  // the word ends at `@`, `:` or `/`
    while (i < n) {
      const uint8_t folded = kFoldedWordByte[bytes[i]];
      // An ASCII letter or digit (1..0x7F) in one test: most word bytes are.
      if (static_cast<uint8_t>(folded - 1) < 0x7F) {
        fold = (fold ^ folded) * internal::kHashPrime;
        ++i;
      } else if (folded == 0) {
        break;
      } else if (folded == kUrlMarkerByte) {
        marker = true;
        break;
      } else if (i + 1 < n && (bytes[i + 1] & 0xC0) == 0x80) {
        fold = ((fold ^ folded) * internal::kHashPrime ^ bytes[i + 1]) * internal::kHashPrime;
        i += 2;
      } else {
        break;
      }
    }
    const size_t end = i;
    // Right after a word, `@`, `://`, or `/` after a word that follows a `.` (`usenix.org/`):
    // its token is a URL, an e-mail address or a path (UrlTokens under kVenueUrlRules), where
    // no mention starts (AcronymCandidate and LongCandidate reject one at InUrl), so the words
    // after the marker, up to the token's end, are not read. The token's first word (this
    // one, or one before it) is still read: it is the only word of the token that a word
    // outside it can pair with, as only spaces and fillers may lie between a pair. A walk that
    // goes on into the token reads its atoms from the text, as after any other gap.
    if (marker && skip_url_tails_ && end > ws && UrlTailAt(ws, end)) {
      while (i < n && !kUrlTokenEnd.Contains(static_cast<char>(bytes[i]))) {
        ++i;
      }
    }
    return end;
  }

  // Whether a URL marker follows the word [ws, i) in its token (see ScanWord).
  bool UrlTailAt(size_t ws, size_t i) const {
    const char c = t_[i];
    if (c == '@') {
      return true;
    }
    if (c == ':') {
      return i + 2 < t_.size() && t_[i + 1] == '/' && t_[i + 2] == '/';
    }
    // A path: `/` with a dot before a letter in its token (here, the dot before this word).
    return c == '/' && ws > 0 && t_[ws - 1] == '.' && IsAsciiAlpha(t_[ws]);
  }

  // ---- characters ----

  // Bytes [b, e) of the line, for the bounds the scan itself found (a word of words_): no
  // bound test.
  std::string_view Bytes(size_t b, size_t e) const { return {t_.data() + b, e - b}; }

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
  // Skips spaces and emphasis: `*`, `_` and inline HTML tags (`<b>`, `</i>`, `<strong>`).
  // One byte is read per step: a tag is looked at only when its `<` or `>` is there.
  size_t SkipDecor(size_t i) const {
    const size_t n = t_.size();
    while (i < n) {
      const char c = t_[i];
      if (c == ' ' || IsEmphasis(c)) {
        ++i;
      } else if (c == '\xC2' && i + 1 < n && t_[i + 1] == '\xA0') {
        i += 2;
      } else if (const size_t tag = c == '<' ? HtmlEmphasisTagAt(t_, i) : 0) {
        i += tag;
      } else {
        break;
      }
    }
    return i;
  }
  // The context tests ask about a mention's start several times in a row: the last answer is
  // kept.
  size_t SkipDecorBack(size_t i) const {
    if (i == decor_back_from_) {
      return decor_back_to_;
    }
    decor_back_from_ = i;
    decor_back_to_ = SkipDecorBackFrom(i);
    return decor_back_to_;
  }
  size_t SkipDecorBackFrom(size_t i) const {
    while (i > 0) {
      const char c = t_[i - 1];
      if (c == ' ' || IsEmphasis(c)) {
        --i;
      } else if (c == '\xA0' && i >= 2 && t_[i - 2] == '\xC2') {
        i -= 2;
      } else if (const size_t tag = c == '>' ? HtmlEmphasisTagBefore(t_, i) : 0) {
        i -= tag;
      } else {
        break;
      }
    }
    return i;
  }

  // Whether t_[b, e) is IsMarkupBalanced.
  bool Balanced(size_t b, size_t e) const { return IsMarkupBalanced(t_.substr(b, e - b)); }

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
    return IsYear(v);
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
    // Each glyph ends in a continuation byte.
    if (p < 2 || static_cast<unsigned char>(t_[p - 1]) < 0x80) {
      return false;
    }
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
                       [&](std::string_view x) { return SameWord(w, x); });
  }

  // Whether an HTML tag that starts or ends a block ends at `p`: `<li>`, `</td>`, `<br/>`.
  bool HtmlBlockTagBefore(size_t p) const {
    if (p < 3 || t_[p - 1] != '>') {
      return false;
    }
    const size_t open = t_.rfind('<', p - 1);
    if (open == kNpos || p - open > 8) {
      return false;
    }
    std::string_view name = t_.substr(open + 1, p - 2 - open);
    if (!name.empty() && name.front() == '/') {
      name.remove_prefix(1);
    }
    if (!name.empty() && name.back() == '/') {
      name.remove_suffix(1);
    }
    name = TrimAscii(name);
    return InWordList<kBlockTags>(name);
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
    if (GlyphSeparatorBefore(p) || HtmlBlockTagBefore(p)) {
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
      return (SameWord(w, "and") || SameWord(w, "or")) && SpaceAt(we) > 0;
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
    return word.size() >= 3 && IsAsciiLower(word.back()) &&
           !InWordList<kSentenceAbbreviations>(word);
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
        if (SameWord(w, "and") || SameWord(w, "or")) {
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

  // Walks the acronym trie from `pos`.
  int WalkAcronyms(size_t pos, Terminal* terms) const {
    int count = 0;
    WalkAcronymAtoms(pos, TokenTrie::kRoot, terms, count);
    return count;
  }

  // Walks the acronym trie from word `k` of words_, whose ExactHash is `first_hash`. Words one
  // space apart are read from words_ (the space and the word are the next token, as written);
  // from anything else on (a glued year, other spaces, punctuation) the walk reads atoms.
  int WalkAcronymWords(size_t k, Terminal* terms, uint32_t first_hash) {
    int count = 0;
    const Word* w = &words_[k];
    uint32_t node = m_.acronyms.Child(TokenTrie::kRoot, Bytes(w->begin, w->end), first_hash);
    while (true) {
      if (node == TokenTrie::kNone) {
        return count;
      }
      if (const uint32_t s = m_.acronyms.terminal(node); s != TokenTrie::kNone) {
        AddTerminal(terms, count, Terminal{s, w->end, w->end != w->run_end});
      }
      if (w->end != w->run_end || (k + 1 == word_count_ && !ScanWord<false>())) {
        break;
      }
      const Word& next = words_[k + 1];
      if (next.begin != w->run_end + 1 || t_[w->run_end] != ' ') {
        break;
      }
      if (next.end - next.begin + 1 > kMaxAcronymToken) {
        return count;
      }
      node = m_.acronyms.Child(node, Bytes(next.begin - 1, next.end));
      ++k;
      w = &next;
    }
    WalkAcronymAtoms(w->end, node, terms, count);
    return count;
  }

  // Walks the acronym trie atom by atom from `pos`, at `node` (kRoot: `pos` starts the form),
  // adding the terminals it passes to `terms[0, count)`.
  void WalkAcronymAtoms(size_t pos, uint32_t node, Terminal* terms, int& count) const {
    std::array<char, kMaxAcronymToken> buf;
    Atom atom;
    bool first = node == TokenTrie::kRoot;
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
      node = m_.acronyms.Child(node, key);
      first = false;
      if (node == TokenTrie::kNone) {
        break;
      }
      if (const uint32_t s = m_.acronyms.terminal(node); s != TokenTrie::kNone) {
        AddTerminal(terms, count, Terminal{s, atom.end, atom.glued_year});
      }
    }
  }

  // Walks the long-name trie from word `k` of words_. Words with only spaces and fillers (or
  // one `&`, read as `and`) between them are read from words_, already hashed; from anything
  // else on (other punctuation, a glued year, the line's last word) the walk reads atoms.
  int WalkLongs(size_t k, Terminal* terms) {
    int count = 0;
    uint32_t node = TokenTrie::kRoot;
    size_t p = words_[k].begin;
    while (true) {
      const Word& w = words_[k];
      if (w.end - w.begin > kMaxFoldedAtom) {
        return count;
      }
      node = m_.longs.ChildOfLowered(node, Bytes(w.begin, w.end), w.fold);
      if (node == TokenTrie::kNone) {
        return count;
      }
      if (const uint32_t s = m_.longs.terminal(node); s != TokenTrie::kNone) {
        AddTerminal(terms, count, Terminal{s, w.end, false});
      }
      p = w.end;
      if (w.end != w.run_end || (k + 1 == word_count_ && !ScanWord<false>())) {
        break;
      }
      size_t amp_end = 0;
      if (!LongGapAt(p, words_[k + 1].begin, &amp_end)) {
        break;
      }
      if (amp_end != 0) {
        node = m_.longs.ChildOfLowered(node, "and", kAndHash);
        if (node == TokenTrie::kNone) {
          return count;
        }
        if (const uint32_t s = m_.longs.terminal(node); s != TokenTrie::kNone) {
          AddTerminal(terms, count, Terminal{s, static_cast<uint32_t>(amp_end), false});
        }
      }
      ++k;
    }
    Atom atom;
    for (; internal::NextAtom(t_, p, &atom); p = atom.end) {
      if (atom.kind == AtomKind::kPunct && internal::IsLongNameFiller(atom.key)) {
        continue;
      }
      // The trie holds internal::FoldAtom of each atom: lower case, `&` as `and`, none longer
      // than its buffer. Lowered while compared, not copied.
      const std::string_view key = atom.key == "&" ? std::string_view("and") : atom.key;
      if (key.size() > kMaxFoldedAtom) {
        break;
      }
      node = m_.longs.ChildOfLowered(node, key, internal::FoldHash(key));
      if (node == TokenTrie::kNone) {
        break;
      }
      if (const uint32_t s = m_.longs.terminal(node); s != TokenTrie::kNone) {
        AddTerminal(terms, count, Terminal{s, atom.end, false});
      }
    }
    return count;
  }

  // Whether [a, b) holds only what NextAtom reads as spaces or as long-name fillers, and at
  // most one `&` (or `\&`); `*amp_end` is then after the `&`, or 0 when there is none.
  bool LongGapAt(size_t a, size_t b, size_t* amp_end) const {
    *amp_end = 0;
    for (size_t p = a; p < b;) {
      const char c = t_[p];
      if (c == ' ' || c == '-' || c == ':' || c == '/' || c == '\'' || c == '.' || c == ',') {
        ++p;
      } else if (c == '&' && *amp_end == 0) {
        *amp_end = ++p;
      } else if (c == '\\' && p + 1 < b && t_[p + 1] == '&' && *amp_end == 0) {
        p += 2;
        *amp_end = p;
      } else if (c == '\xC2' && p + 1 < b && t_[p + 1] == '\xA0') {
        p += 2;
      } else if (c == '\xE2' && p + 2 < b && t_[p + 1] == '\x80' &&
                 (t_[p + 2] == '\x8B' || t_[p + 2] == '\xAF' ||
                  internal::IsLongNameFiller(t_.substr(p, 3)))) {
        p += 3;  // U+200B and U+202F are spaces; dashes and `’` are fillers
      } else {
        return false;
      }
    }
    return true;
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

  // Whether a two-digit number after a hyphen or a space (`MICRO-56`, `ISCA 50`) is an edition
  // of `venue` rather than its year: the venue numbers its meetings (VenueRecord::editions), or
  // the year would be too late for any CV (`-56` is not 2056). Apostrophe years stay years.
  bool IsEdition(uint32_t venue, int expanded) const {
    return expanded > kLatestBareTwoDigitYear ||
           (venue < table_.venues().size() && table_.venues()[venue].editions);
  }

  // Reads the year written after an acronym of `venue` ending at `e`. False when what follows
  // glues the acronym into something else (`OSDI-like`, `OSDI.pdf`, `arXiv:2401`). An edition
  // number (`MICRO-56`) is not a year: the acronym stands alone.
  bool ReadAcronymYear(size_t e, bool glued, bool allow_two_digit, uint32_t venue, Year* y) const {
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
                  ExpandTwoDigitYear(DigitsValue(e + a, 2)), VenueYearForm::kGluedApostrophe};
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
          const int year = ExpandTwoDigitYear(DigitsValue(e + 1, 2));
          if (IsEdition(venue, year)) {
            y->edition_end = static_cast<uint32_t>(e + 3);
          } else {
            *y = Year{static_cast<uint32_t>(e + 1), static_cast<uint32_t>(e + 3), year,
                      VenueYearForm::kHyphen};
          }
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
                ExpandTwoDigitYear(DigitsValue(s + a, 2)), VenueYearForm::kApostrophe};
    } else if (FourDigitYearAt(s) && YearEnds(s + 4)) {
      *y = Year{static_cast<uint32_t>(s), static_cast<uint32_t>(s + 4), DigitsValue(s, 4),
                VenueYearForm::kFourDigit};
    } else if (allow_two_digit && DigitsAt(s, 2) && YearEnds(s + 2)) {
      const size_t next = SkipSpaces(s + 2);
      if (IsEdition(venue, ExpandTwoDigitYear(DigitsValue(s, 2)))) {
        // `ISCA 50`: the name stands alone; the number is not a year.
      } else if (next >= n || !IsAsciiLower(t_[next])) {
        *y = Year{static_cast<uint32_t>(s), static_cast<uint32_t>(s + 2),
                  ExpandTwoDigitYear(DigitsValue(s, 2)), VenueYearForm::kTwoDigit};
      }
    }
    return true;
  }

  // `, 2023` or `, '23` at `p` (venue/year-form writes the one as the other, so both are the
  // mention's year).
  bool ReadCommaYear(size_t p, Year* y) const {
    if (p >= t_.size() || t_[p] != ',' || SpaceAt(p + 1) == 0) {
      return false;
    }
    const size_t s = SkipSpaces(p + 1);
    if (const size_t a = ApostropheAt(s); a > 0 && DigitsAt(s + a, 2) && YearEnds(s + a + 2)) {
      *y = Year{static_cast<uint32_t>(s), static_cast<uint32_t>(s + a + 2),
                ExpandTwoDigitYear(DigitsValue(s + a, 2)), VenueYearForm::kApostrophe,
                /*comma=*/true};
      return true;
    }
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
                ExpandTwoDigitYear(DigitsValue(s + a, 2)), VenueYearForm::kApostrophe};
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
    if (SameWord(w, "proceedings") || (dot && (SameWord(w, "proc") || SameWord(w, "procs")))) {
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

  // Reads what precedes a long name starting at `nb` (see the file comment); with `decor`,
  // emphasis between the pieces is read over (`USENIX <b>NSDI</b> Symposium on ...`).
  Prefix PrefixBefore(size_t nb, bool decor) const {
    Prefix pre;
    pre.begin = static_cast<uint32_t>(nb);
    size_t pos = nb;
    bool annual = false;
    for (int step = 0; step < 10; ++step) {
      const size_t p = decor ? SkipDecorBack(pos) : SkipSpacesBack(pos);
      if (p == pos || p == 0) {
        break;
      }
      // `16<sup>th</sup>`, `16^th^`.
      if (pre.ordinal.empty() && (t_[p - 1] == '>' || t_[p - 1] == '^')) {
        const std::string_view before = t_.substr(0, p);
        size_t digits_end = kNpos;
        for (std::string_view sup : {"<sup>th</sup>", "<sup>st</sup>", "<sup>nd</sup>",
                                     "<sup>rd</sup>", "^th^", "^st^", "^nd^", "^rd^"}) {
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
      if (!annual && SameWord(w, "annual")) {
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
          if (tb < ob - 1 && InWordList<kTensWords>(t_.substr(tb, ob - 1 - tb))) {
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
      if (SameWord(w, "the") || SameWord(w, "of")) {
        size_t at = wb;
        size_t ob = 0;
        size_t oe = 0;
        if (SameWord(w, "the")) {
          if (!PreviousWord(wb, &ob, &oe) || !SameWord(t_.substr(ob, oe - ob), "of")) {
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

  // `(OSDI 2022)`, `(**EuroSys**)`, `(<b>OSDI</b>)`, `(USENIX ATC '23)`, `([ICSME'15][])`
  // after a long name of `venue` ending at `p`, with emphasis closers allowed between them
  // (`*Long Name* (**AAAI**)`). A parenthesis that goes on after the acronym (`(ACSAC, Poster
  // Chair)`, `(OSDI Poster)`) is read up to the acronym and its year (Paren::open).
  bool ReadParen(size_t p, uint32_t venue, Paren* paren) const {
    const size_t q = SkipDecor(p);
    if (q >= t_.size() || t_[q] != '(') {
      return false;
    }
    size_t r = SkipDecor(q + 1);
    const bool bracket = r < t_.size() && t_[r] == '[';
    if (bracket) {
      r = SkipDecor(r + 1);
    }
    // Publisher words may start the acronym's own form (`(USENIX Security)`, `(SIGMOD 2011)`,
    // both publisher words of the table): try after each, the most publisher words first.
    std::array<size_t, 4> starts{r};
    size_t count = 1;
    while (count < starts.size()) {
      const size_t b = starts[count - 1];
      const size_t we = WordForward(b);
      if (we == b || SpaceAt(we) == 0 || !m_.IsPublisherWord(t_.substr(b, we - b))) {
        break;
      }
      starts[count++] = SkipSpaces(we);
    }
    for (size_t k = count; k-- > 0;) {
      if (ParenAcronymAt(starts[k], venue, bracket, paren)) {
        paren->publisher = k == 0 ? ByteRange{}
                                  : ByteRange{static_cast<uint32_t>(r),
                                              static_cast<uint32_t>(SkipSpacesBack(starts[k]))};
        return true;
      }
    }
    return false;
  }

  // ReadParen's acronym of `venue` at `r`, inside `[...]` when `bracket`.
  bool ParenAcronymAt(size_t r, uint32_t venue, bool bracket, Paren* paren) const {
    std::array<Terminal, kMaxTerminals> terms;
    const int count = WalkAcronyms(r, terms.data());
    for (int k = count - 1; k >= 0; --k) {
      const Terminal& t = terms[k];
      if (m_.surfaces[t.surface].venue != venue) {
        continue;
      }
      Year y;
      if (!ReadAcronymYear(t.end, t.glued, true, venue, &y)) {
        continue;
      }
      size_t end = y.form == VenueYearForm::kNone ? t.end : y.end;
      if (y.form == VenueYearForm::kNone && ReadCommaYear(end, &y)) {
        end = y.end;
      }
      size_t after = SkipDecor(end);
      if (bracket) {
        after = SkipLinkClose(after);
        if (after == kNpos) {
          continue;
        }
        after = SkipDecor(after);
      }
      const bool open = after >= t_.size() || t_[after] != ')';
      if (open && !ParenClosesLater(after)) {
        continue;
      }
      paren->end = static_cast<uint32_t>(open ? end : after + 1);
      paren->acronym = {static_cast<uint32_t>(r), t.end};
      paren->year = y;
      paren->kind = m_.surfaces[t.surface].kind;
      paren->open = open;
      return true;
    }
    return false;
  }

  // After `]` at `p`: past the reference or link target that follows it (`[MSR'14][]`,
  // `[MSR'14](https://...)`), else right after `]`; kNpos when there is no `]` at `p`.
  size_t SkipLinkClose(size_t p) const {
    if (p >= t_.size() || t_[p] != ']') {
      return kNpos;
    }
    size_t q = p + 1;
    if (q < t_.size() && (t_[q] == '[' || t_[q] == '(')) {
      const char close = t_[q] == '[' ? ']' : ')';
      const size_t c = t_.find(close, q + 1);
      if (c == kNpos) {
        return kNpos;
      }
      q = c + 1;
    }
    return q;
  }

  // Whether the parenthesis open at `p` closes later on the line, after a separator or a
  // word (`, Poster Chair)`, ` Poster)`), with no parenthesis opening first.
  bool ParenClosesLater(size_t p) const {
    if (p >= t_.size()) {
      return false;
    }
    const char c = t_[p];
    if (!(c == ',' || c == ';' || c == ':' || IsAsciiAlpha(c) || DashAt(p) > 0)) {
      return false;
    }
    const size_t close = t_.find_first_of("()", p);
    return close != kNpos && t_[close] == ')';
  }

  // `International Conference on Machine Learning and Applications`: the name goes on.
  bool ContinuesName(size_t e) const {
    Atom a;
    if (!internal::NextAtom(t_, e, &a) || !a.space_before) {
      return false;
    }
    const bool connector = a.key == "&" || (a.kind == AtomKind::kWord &&
                                            (SameWord(a.key, "and") || SameWord(a.key, "for") ||
                                             SameWord(a.key, "of") || SameWord(a.key, "in") ||
                                             SameWord(a.key, "on") || SameWord(a.key, "with")));
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

  // Tries the acronym forms that start at word `k`.
  void TryAcronym(size_t k) {
    const size_t ws = words_[k].begin;
    std::array<Terminal, kMaxTerminals> terms;
    const int count =
        WalkAcronymWords(k, terms.data(), internal::ExactHash(Bytes(ws, words_[k].end)));
    Candidate c;
    for (int j = count - 1; j >= 0 && !Covered(ws, terms[j].end); --j) {
      if (AcronymCandidate(ws, terms[j], &c)) {
        Add(c);
        return;
      }
    }
  }

  // Tries the long names that start at word `k`.
  void TryLong(size_t k) {
    const size_t ws = words_[k].begin;
    std::array<Terminal, kMaxTerminals> terms;
    const int count = WalkLongs(k, terms.data());
    Candidate c;
    for (int j = count - 1; j >= 0 && !Covered(ws, terms[j].end); --j) {
      if (LongCandidate(ws, terms[j], &c)) {
        Add(c);
        return;
      }
    }
  }

  // Tries the forms of two words or more that start at word `pk`, given the next word `k`.
  void TryPairs(size_t pk, size_t k) {
    using Start = VenueTable::Matcher::Start;
    const Word& prev = words_[pk];
    const Word& w = words_[k];
    // An acronym form when the pair is known and only spaces lie between.
    if (SkipSpaces(prev.run_end) == w.begin &&
        m_.MaybeStarts(Start::kAcronymPair, internal::PairHash(prev.fold, w.fold))) {
      TryAcronym(pk);
    }
    // Likewise for a long name, when only spaces and fillers (or `&`, read as `and`) lie
    // between.
    const int gap = GapBetweenLongWords(prev.run_end, w.begin);
    if (gap == 1 && m_.MaybeStarts(Start::kLongPair, internal::PairHash(prev.fold, w.fold))) {
      TryLong(pk);
    } else if (gap == 2 &&
               m_.MaybeStarts(Start::kLongPair, internal::PairHash(prev.fold, kAndHash))) {
      TryLong(pk);
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
    if (!ReadAcronymYear(e, term.glued, s.guard == VenueGuard::kNone, s.venue, &y)) {
      return false;
    }
    ByteRange publisher = PublisherBefore(b);
    if (!publisher.empty() && !LeftBoundaryOk(publisher.begin)) {
      publisher = {};
    }
    // An edition number (`MICRO-56`) stays with the name, and marks it as a venue.
    const bool edition = y.edition_end != 0;
    size_t end = y.form == VenueYearForm::kNone ? (edition ? y.edition_end : e) : y.end;
    if (y.form == VenueYearForm::kNone && ReadCommaYear(end, &y)) {
      end = y.end;
    }
    const uint32_t begin = publisher.empty() ? static_cast<uint32_t>(b) : publisher.begin;
    // `**INFOCOM** '15`: the year after the emphasis the name is set in.
    if (y.form == VenueYearForm::kNone && !term.glued) {
      size_t close = e;
      while (close < t_.size()) {
        if (IsEmphasis(t_[close])) {
          ++close;
        } else if (const size_t tag = EmphasisTagAt(t_, close); tag > 0 && t_[close + 1] == '/') {
          close += tag;
        } else {
          break;
        }
      }
      Year ey;
      if (close > e && SpaceAt(close) > 0 &&
          ReadAcronymYear(close, false, s.guard == VenueGuard::kNone, s.venue, &ey) &&
          ey.form != VenueYearForm::kNone && !ey.comma) {
        ByteRange wide{begin, ey.end};
        if (Embrace(wide)) {
          y = ey;
          end = ey.end;
        }
      }
    }
    VenueMention& m = c->m;
    m = VenueMention{};
    m.range = {begin, static_cast<uint32_t>(end)};
    Embrace(m.range);
    m.name_range = {static_cast<uint32_t>(b), static_cast<uint32_t>(e)};
    m.acronym_range = m.name_range;
    m.publisher_range = publisher;
    SetYear(m, y);
    m.venue = s.venue;
    m.form = AcronymForm(s.kind, !publisher.empty());

    c->part_of_name = false;
    if (s.guard == VenueGuard::kNone) {
      c->status = Status::kAccepted;
      ExtendOverNameVariant(c);
      return true;
    }
    const bool has_publisher = !publisher.empty() || s.leading_publisher;
    if (s.guard == VenueGuard::kWordLike && !has_publisher && !PredecessorOk(m.range.begin)) {
      return false;
    }
    const bool strong_year = edition || (y.form != VenueYearForm::kNone && !y.comma &&
                                         y.form != VenueYearForm::kTwoDigit);
    if (has_publisher || strong_year ||
        (y.comma && (s.guard == VenueGuard::kWordLike || ItemStart(m.range.begin, false))) ||
        ParenContext(m.range)) {
      c->status = Status::kAccepted;
      ExtendOverNameVariant(c);
      return true;
    }
    if (ItemStart(m.range.begin, true) && ItemEnd(m.range.end)) {
      c->status = Status::kPending;
      return true;
    }
    return false;
  }

  // An acronym opening a parenthesis after a capitalised name that is not the table's
  // (`Premier Symposium on Operating Systems Design (OSDI)`, `*Proc. of
  // Operating Systems Design and Implementation* (**OSDI**)`): the author's own long name for
  // the venue, so the candidate takes it in as kLongWithAcronym. The name must carry a venue
  // word (`Conference`, `Proceedings`, ...) or share two words with the table's long name,
  // so that a capitalised title before `(OSDI 2024)` is not taken for one. A name of a
  // workshop (school, tutorial) or of a journal, for a venue that is neither, names the event
  // the acronym hosts (`Workshop on Tiny Gardens (IROS)`): the acronym is then part of it.
  void ExtendOverNameVariant(Candidate* c) const {
    VenueMention& m = c->m;
    size_t p = SkipDecorBack(m.range.begin);
    if (p > 0 && t_[p - 1] == '[') {
      p = SkipDecorBack(p - 1);
    }
    if (p == 0 || t_[p - 1] != '(') {
      return;
    }
    const size_t name_end = SkipDecorBack(p - 1);
    const VenueRecord& record = table_.venues()[m.venue];
    const NameVariant variant = ScanNameVariant(t_, 0, name_end, record);
    if (variant.verdict == NameVariant::kNone) {
      // `Media (ICWSM)` opening an entry: too short for a name of the author's own, it is the
      // tail of the venue's long name, whose head the converter left in the entry before. No
      // form to vote or rewrite: spelling the name out here would write it once and a half.
      // (`Principles of Programming Languages (POPL)` is a name of its own: read above.)
      c->part_of_name = c->part_of_name || OpensWithLongNameTail(name_end, record.long_name);
      return;
    }
    if (variant.verdict == NameVariant::kHosted) {
      c->part_of_name = true;
      return;
    }
    const size_t name_begin = variant.begin;
    // The parenthesis closes after the acronym and its year (`([MSR'14][])` too), or goes on
    // (`(OSDI 2025, with ...)`): then the mention ends inside it, and has no fix.
    size_t close = SkipDecor(m.range.end);
    if (close < t_.size() && t_[close] == ']') {
      close = SkipLinkClose(close);
      close = close == kNpos ? t_.size() : SkipDecor(close);
    }
    const bool closed = close < t_.size() && t_[close] == ')';
    ByteRange wide{static_cast<uint32_t>(name_begin),
                   closed ? static_cast<uint32_t>(close + 1) : m.range.end};
    const bool balanced = Embrace(wide);
    if (closed && !balanced) {
      return;
    }
    // `(**NeurIPS**), 2025`: the year after the parenthesis.
    Year y;
    if (closed && m.year == 0 && (ReadCommaYear(close + 1, &y) || ReadDirectYear(close + 1, &y))) {
      SetYear(m, y);
      wide.end = y.end;
    }
    m.acronym_range = m.name_range;
    m.name_range = {static_cast<uint32_t>(name_begin), static_cast<uint32_t>(name_end)};
    m.range = wide;
    if (m.form != VenueForm::kFormerName) {
      m.form = VenueForm::kLongWithAcronym;
    }
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
      if (PreviousWord(b, &wb, &we) && SameWord(t_.substr(wb, we - wb), "the") && !WordBefore(wb)) {
        nb = wb;
      }
    }
    Prefix pre = PrefixBefore(nb, /*decor=*/true);
    if (!Balanced(pre.begin, nb)) {
      pre = PrefixBefore(nb, /*decor=*/false);
    }
    Year y = pre.year;
    Paren paren;
    bool has_paren = false;
    bool suffix_year = false;
    size_t end = e;
    for (int step = 0; step < 2; ++step) {
      if (!has_paren && (ReadParen(end, s.venue, &paren) || ReadVolumeParen(end, s.venue, &paren) ||
                         (step == 0 && ReadTrailingAcronym(end, s.venue, &paren)))) {
        has_paren = true;
        end = paren.end;
        if (paren.year.form != VenueYearForm::kNone) {
          y = paren.year;
          suffix_year = true;
        }
        if (paren.open) {
          break;
        }
        continue;
      }
      Year sy;
      if (!suffix_year &&
          (ReadCommaYear(end, &sy) || ((step == 0 || has_paren) && ReadDirectYear(end, &sy)))) {
        y = sy;
        suffix_year = true;
        end = sy.end;
        continue;
      }
      break;
    }
    // `ICML 2019: Proceedings of the 36th International Conference on ...`, `ICML: ...`: the
    // venue's own acronym before its long name.
    ByteRange lead;
    if (!has_paren) {
      Year ly;
      if (AcronymBefore(pre.begin, s.venue, &lead, &ly)) {
        if (!suffix_year && ly.form != VenueYearForm::kNone) {
          y = ly;
        }
      }
    }

    VenueMention& m = c->m;
    m = VenueMention{};
    m.range = {lead.empty() ? pre.begin : lead.begin, static_cast<uint32_t>(end)};
    m.name_range = {static_cast<uint32_t>(nb), static_cast<uint32_t>(e)};
    m.acronym_range = has_paren ? paren.acronym : lead;
    m.publisher_range = pre.publisher.empty() && has_paren ? paren.publisher : pre.publisher;
    m.ordinal_range = pre.ordinal;
    SetYear(m, y);
    m.venue = s.venue;
    const bool with_acronym = has_paren || !lead.empty();
    const VenueForm paren_form =
        has_paren ? AcronymForm(paren.kind, false) : VenueForm::kLongWithAcronym;
    if (s.kind == VenueSurfaceKind::kFormerLong || paren_form == VenueForm::kFormerName) {
      m.form = VenueForm::kFormerName;
    } else if (s.kind == VenueSurfaceKind::kLongAlias) {
      m.form = VenueForm::kAlias;
    } else {
      m.form = with_acronym ? VenueForm::kLongWithAcronym : VenueForm::kLong;
    }
    Embrace(m.range);

    if (s.guard == VenueGuard::kNone || s.leading_publisher) {
      c->status = Status::kAccepted;
      return true;
    }
    if (!pre.any && lead.empty() && !PredecessorOk(m.range.begin)) {
      return false;
    }
    if (pre.any || with_acronym || (y.form != VenueYearForm::kNone && !y.comma)) {
      c->status = Status::kAccepted;
      return true;
    }
    if (ItemStart(m.range.begin, true) && ItemEnd(m.range.end)) {
      c->status = Status::kPending;
      return true;
    }
    return false;
  }

  // `Advances in ... Systems 37 (NeurIPS 2024)`: a volume number between a long name ending at
  // `p` and its parenthesis.
  bool ReadVolumeParen(size_t p, uint32_t venue, Paren* paren) const {
    if (SpaceAt(p) == 0) {
      return false;
    }
    const size_t d = SkipSpaces(p);
    size_t de = d;
    while (de < t_.size() && IsAsciiDigit(t_[de]) && de - d < 3) {
      ++de;
    }
    if (de == d || WordAt(de)) {
      return false;
    }
    return ReadParen(de, venue, paren);
  }

  // `, OSDI 2024`, `: OSDI '24`, ` - OSDI` after a long name of `venue` ending at `p`: the
  // venue's acronym (with its year) closing the item. Reported as a Paren without one.
  bool ReadTrailingAcronym(size_t p, uint32_t venue, Paren* paren) const {
    size_t q = p;
    if (q < t_.size() && (t_[q] == ',' || t_[q] == ':')) {
      ++q;
    } else if (const size_t d = DashAt(SkipSpaces(q)); d > 0 && SkipSpaces(q) > q) {
      q = SkipSpaces(q) + d;
    } else {
      return false;
    }
    if (SpaceAt(q) == 0) {
      return false;
    }
    const size_t r = SkipDecor(q);
    std::array<Terminal, kMaxTerminals> terms;
    const int count = WalkAcronyms(r, terms.data());
    for (int k = count - 1; k >= 0; --k) {
      const Terminal& t = terms[k];
      if (m_.surfaces[t.surface].venue != venue || !LeftBoundaryOk(r)) {
        continue;
      }
      Year y;
      if (!ReadAcronymYear(t.end, t.glued, true, venue, &y)) {
        continue;
      }
      const size_t end = y.form == VenueYearForm::kNone ? t.end : y.end;
      const size_t after = SkipDecor(end);
      if (!ItemEnd(end) && !(after < t_.size() && t_[after] == '(')) {
        continue;
      }
      paren->end = static_cast<uint32_t>(end);
      paren->acronym = {static_cast<uint32_t>(r), t.end};
      paren->year = y;
      paren->kind = m_.surfaces[t.surface].kind;
      paren->open = false;
      return true;
    }
    return false;
  }

  // The acronym of `venue`, with its year, written right before a long name's prefix starting
  // at `b` and set off from it by `:`, `,`, a dash or a space (`ICML 2019: Proceedings of
  // ...`). Fills `acronym` (from the acronym's start to its year's end) and `y`.
  bool AcronymBefore(size_t b, uint32_t venue, ByteRange* acronym, Year* y) const {
    size_t p = SkipSpacesBack(b);
    if (p > 0 && (t_[p - 1] == ':' || t_[p - 1] == ',')) {
      --p;
    } else if (p < b && DashBefore(p)) {
      p -= t_[p - 1] == '-' || t_[p - 1] == '~' ? 1 : 3;
    } else if (p == b) {
      return false;
    }
    const size_t name_end = SkipSpacesBack(p);
    if (name_end == 0 || !IsAsciiAlnum(t_[name_end - 1])) {
      return false;
    }
    // Two words back at most: `USENIX ATC 2023: ...`.
    size_t wb = WordBack(name_end);
    for (int words = 0; words < 3 && wb < name_end; ++words) {
      std::array<Terminal, kMaxTerminals> terms;
      const int count = LeftBoundaryOk(wb) ? WalkAcronyms(wb, terms.data()) : 0;
      for (int k = count - 1; k >= 0; --k) {
        const Terminal& t = terms[k];
        if (m_.surfaces[t.surface].venue != venue) {
          continue;
        }
        Year ty;
        if (!ReadAcronymYear(t.end, t.glued, true, venue, &ty)) {
          continue;
        }
        const size_t end = ty.form == VenueYearForm::kNone ? t.end : ty.end;
        if (end != name_end) {
          continue;
        }
        *acronym = {static_cast<uint32_t>(wb), t.end};
        *y = ty;
        return true;
      }
      const size_t prev = SkipSpacesBack(wb);
      if (prev == wb || prev == 0) {
        break;
      }
      wb = WordBack(prev);
    }
    return false;
  }

  // Widens `r` over the emphasis opening right before it when its text closes one it does not
  // open (`*Long Name* (**AAAI**)`, `**INFOCOM** '15`), so that the mention holds whole markup.
  // Returns whether `r` is balanced once widened, which the callers ask next.
  bool Embrace(ByteRange& r) const {
    if (Balanced(r.begin, r.end)) {
      return true;
    }
    size_t b = r.begin;
    for (int step = 0; step < 3 && b > 0; ++step) {
      if (IsEmphasis(t_[b - 1])) {
        const char mark = t_[b - 1];
        while (b > 0 && t_[b - 1] == mark) {
          --b;
        }
      } else if (const size_t tag = EmphasisTagBefore(t_, b)) {
        b -= tag;
      } else {
        return false;
      }
      if (Balanced(b, r.end)) {
        r.begin = static_cast<uint32_t>(b);
        return true;
      }
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

  // ---- what the mention is part of ----

  // The word ending at `p` once spaces and emphasis are skipped back: [wb, we), or false.
  bool WordEndingBefore(size_t p, size_t* wb, size_t* we) const {
    const size_t e = SkipDecorBack(p);
    const size_t b = WordBack(e);
    if (b == e) {
      return false;
    }
    *wb = b;
    *we = e;
    return true;
  }

  // Where mention `m` (line-relative ranges) stands: see VenueContext.
  VenueContext ContextOf(const VenueMention& m) const {
    if (IsTag(m.range)) {
      return VenueContext::kTag;
    }
    if (NamedAfter(m) || InSeriesName(m.range.begin) || AtHostOfEvent(m.range.begin) ||
        InsideOtherAcronym(m.range.begin)) {
      return VenueContext::kPartOfName;
    }
    return VenueContext::kCitation;
  }

  // `[ICCAD 2020] Title`, `[MSR'14][]`, `[MSR'14]: https://...`, `[[arXiv]](https://...)`,
  // `![ICML](badge.svg)`: the mention fills a bracket (labels aside) that is a label, not a
  // link's text. A link whose text is the venue (`[ICFP'23](https://...)`, a talk's venue)
  // is a citation, unless it is one of a row of link buttons (`[PDF](...) [JMLR](...)`).
  bool IsTag(ByteRange r) const {
    const size_t p = SkipDecorBack(r.begin);
    if (p == 0 || t_[p - 1] != '[') {
      return false;
    }
    size_t q = SkipDecor(r.end);
    while (q < t_.size() && IsAsciiAlpha(t_[q])) {
      const size_t we = WordForward(q);
      if (!IsLabel(t_.substr(q, we - q))) {
        return false;
      }
      q = SkipDecor(we);
    }
    if (q >= t_.size() || t_[q] != ']') {
      return false;
    }
    if (p >= 2 && t_[p - 2] == '[' && q + 1 < t_.size() && t_[q + 1] == ']') {
      return true;  // `[[arXiv]]`: a link button
    }
    if (p >= 2 && t_[p - 2] == '!') {
      return true;  // `![ICML Spotlight](badge.svg)`: an image's text
    }
    if (q + 1 < t_.size() && t_[q + 1] == '(') {
      return LinkButton(p - 1, q + 1);
    }
    return true;
  }

  // Whether the link `[...](...)` from `open` (its `[`) to `paren` (its `(`) is one of a row
  // of link buttons (`[PDF](...) [JMLR](...)`): nothing but other links, spaces and `|`
  // before and after it on the line, and another link next to it. A venue linked alone on
  // its line is the entry's venue.
  bool LinkButton(size_t open, size_t paren) const {
    const size_t close = t_.find(')', paren);
    if (close == kNpos) {
      return false;
    }
    const size_t after = SkipDecor(close + 1);
    const size_t before = SkipDecorBack(open);
    const bool link_after = after < t_.size() && (t_[after] == '[' || t_[after] == '|');
    const bool link_before = before > 0 && (t_[before - 1] == ')' || t_[before - 1] == '|');
    return (link_after || after >= t_.size()) && (link_before || before == 0) &&
           (link_after || link_before);
  }

  // The words right after the mention name something else: `EuroSys Student Travel Grant`,
  // `OSDI 2024 Best Paper Award`, `SIGCOMM Information Director`, `SOSP Workshop on ...`,
  // `Second ACM SOSP Workshop`.
  bool NamedAfter(const VenueMention& m) const {
    size_t q = SkipDecor(m.range.end);
    bool named_between = false;  // a capitalised word that is not a label: `TinyGarden4ML`
    for (int k = 0; k < 5 && q < t_.size() && IsAsciiAlpha(t_[q]); ++k) {
      const size_t we = WordForward(q);
      const std::string_view w = t_.substr(q, we - q);
      if (InWordList<kNameHeads>(w)) {
        return true;
      }
      // `NeurIPS 2020 Sea4ML`, `NeurIPS 2024 TRL`: a workshop's acronym after its host's year.
      if (k == 0 && m.year != 0 && IsOtherAcronym(w)) {
        return true;
      }
      if (InWordList<kEventHeads>(w) && named_between) {
        return true;
      }
      // `International AAAI Conference on Web and Social Media`: the acronym opens another
      // venue's long name (the venue's own long name, matched whole, wins over its acronym).
      if (k == 0 && m.year == 0 && InWordList<kConferenceHeads>(w) && FollowedByNameConnector(we)) {
        return true;
      }
      named_between = named_between || !IsLabel(w);
      if (InWordList<kEventHeads>(w)) {
        size_t ob = 0;
        size_t oe = 0;
        const size_t next = SkipSpaces(we);
        const std::string_view after = t_.substr(next, WordForward(next) - next);
        const bool named = SameWord(after, "on") || SameWord(after, "for") ||
                           SameWord(after, "of") || SameWord(after, "in");
        const bool ordinal = !m.ordinal_range.empty() ||
                             (PreviousWord(m.range.begin, &ob, &oe) &&
                              (IsOrdinal(t_.substr(ob, oe - ob)) ||
                               (m_.IsPublisherWord(t_.substr(ob, oe - ob)) &&
                                PreviousWord(ob, &ob, &oe) && IsOrdinal(t_.substr(ob, oe - ob)))));
        return named || ordinal;
      }
      if (!IsAsciiUpper(w[0]) && !IsLabel(w)) {
        return false;
      }
      q = SkipDecor(we);
    }
    return false;
  }

  // The text from its first word up to `name_end` is the last words of `long_name`, one word
  // or more (compared ignoring case): `Social Media` of `... on Web and Social Media`.
  bool OpensWithLongNameTail(size_t name_end, std::string_view long_name) const {
    const size_t begin = SkipDecor(0);
    if (begin >= name_end || !IsAsciiUpper(t_[begin])) {
      return false;
    }
    size_t p = name_end;          // walks back over the text's words
    size_t q = long_name.size();  // and over the long name's, in step
    while (p > begin) {
      const size_t wb = WordBack(p);
      if (wb == p || q == 0) {
        return false;
      }
      const std::string_view word = t_.substr(wb, p - wb);
      const size_t lq = long_name.find_last_of(' ', q - 1);
      const size_t lb = lq == std::string_view::npos ? 0 : lq + 1;
      if (!SameWord(word, long_name.substr(lb, q - lb))) {
        return false;
      }
      q = lq == std::string_view::npos ? 0 : lq;
      const size_t prev = SkipSpacesBack(wb);
      if (prev < wb && prev <= begin) {
        break;
      }
      p = prev;
    }
    return q > 0;  // a tail, not the whole name
  }

  // `on`, `of` or `for` is the next word after `p`: a name goes on (`Conference on X`).
  bool FollowedByNameConnector(size_t p) const {
    const size_t next = SkipSpaces(p);
    const std::string_view after = t_.substr(next, WordForward(next) - next);
    return SameWord(after, "on") || SameWord(after, "of") || SameWord(after, "for");
  }

  // A word written as an acronym of something else (two capitals or more, not a committee's
  // abbreviation): `Sea4ML`, `TRL`, `AI`.
  static bool IsOtherAcronym(std::string_view w) {
    const auto capitals = std::count_if(w.begin(), w.end(), IsAsciiUpper);
    return capitals >= 2 && w != "PC" && w != "TPC" && w != "AEC" && w != "ERC" && w != "PhD";
  }

  // `Transactions on Computer Systems`-like journal names around a venue's long name:
  // `Transactions on Very Large Data Bases` is not the VLDB conference.
  bool InSeriesName(size_t begin) const {
    size_t wb = 0;
    size_t we = 0;
    if (!WordEndingBefore(begin, &wb, &we)) {
      return false;
    }
    const std::string_view w = t_.substr(wb, we - wb);
    if (SameWord(w, "issue") || SameWord(w, "issues")) {
      return true;  // `PACMPL (issue ICFP)`: a journal's issue named after a conference
    }
    if (!SameWord(w, "on") && !SameWord(w, "of")) {
      return false;
    }
    return PreviousWord(wb, &wb, &we) && InWordList<kSeriesHeads>(t_.substr(wb, we - wb));
  }

  // `Workshop on X at ICSE 2020`, `Doctoral Symposium @ OSDI`: the venue hosts an event whose
  // name comes earlier in the clause.
  bool AtHostOfEvent(size_t begin) const {
    const size_t p = SkipDecorBack(begin);
    size_t wb = 0;
    size_t we = 0;
    bool host = false;
    size_t before = p;
    if (p > 0 && t_[p - 1] == '@') {
      host = true;
      before = p - 1;
    } else if (p > 0 && t_[p - 1] == ',' && WordEndingBefore(p - 1, &wb, &we) &&
               InWordList<kEventHeads>(t_.substr(wb, we - wb))) {
      return true;  // `Oral at Toy4ML Workshop, ICLR 2026`
    } else if (WordEndingBefore(begin, &wb, &we)) {
      const std::string_view w = t_.substr(wb, we - wb);
      host = SameWord(w, "at") || SameWord(w, "with");
      before = wb;
    }
    if (!host) {
      return false;
    }
    return internal::ClauseHasEventHead(t_, before);
  }

  // `(Edge S&P 2021)`: the venue's acronym is the tail of another one, opened by a
  // capitalised word inside a parenthesis or bracket.
  bool InsideOtherAcronym(size_t begin) const {
    size_t wb = 0;
    size_t we = 0;
    if (SkipSpacesBack(begin) == begin || !PreviousWord(begin, &wb, &we)) {
      return false;
    }
    const std::string_view w = t_.substr(wb, we - wb);
    if (!IsAsciiUpper(w[0]) || m_.IsPublisherWord(w) || IsLabel(w) || IsOrdinal(w) ||
        SameWord(w, "in") || SameWord(w, "at") || SameWord(w, "proc") ||
        std::all_of(w.begin(), w.end(), IsAsciiDigit)) {
      return false;
    }
    const size_t p = SkipDecorBack(wb);
    return p > 0 && (t_[p - 1] == '(' || t_[p - 1] == '[');
  }

  // ---- the line's mentions ----

  void Resolve(uint32_t base, uint32_t line, std::vector<VenueMention>& out) {
    // The candidates that win are kept at the front of cands_, in place: a line's candidates
    // are read no more once resolved. Most lines have one, which wins as it is.
    if (cands_.size() > 1) {
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
      size_t winners = 0;
      for (size_t i = 0; i < cands_.size(); ++i) {
        const ByteRange range = cands_[i].m.range;
        if (std::none_of(cands_.begin(), cands_.begin() + static_cast<std::ptrdiff_t>(winners),
                         [&](const Candidate& k) { return k.m.range.Overlaps(range); })) {
          if (i != winners) {
            cands_[winners] = cands_[i];
          }
          ++winners;
        }
      }
      cands_.resize(winners);
      std::sort(cands_.begin(), cands_.end(), [](const Candidate& a, const Candidate& b) {
        return a.m.range.begin < b.m.range.begin;
      });
    }
    absl::InlinedVector<Candidate, 8>& kept = cands_;
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
    // Three accepted mentions or more that are each a whole item of a list on the line:
    // `Reviewer: OSDI, NSDI, ML, EuroSys`. A line with fewer mentions has no such list.
    size_t items = 0;
    for (Candidate& c : kept) {
      if (kept.size() < 3) {
        break;
      }
      c.m.listed = c.status == Status::kAccepted && ItemStart(c.m.range.begin, true) &&
                   ItemEnd(c.m.range.end);
      items += c.m.listed ? 1 : 0;
    }
    if (items < 3) {
      for (Candidate& c : kept) {
        c.m.listed = false;
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
      m.context = c.part_of_name ? VenueContext::kPartOfName : ContextOf(m);
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
  const VenueTable& table_;
  const VenueTable::Matcher& m_;
  absl::InlinedVector<Candidate, 8> cands_;
  ByteRange covered_;  // the accepted candidate that reaches furthest, so far
  // The line's words read so far (ScanWord, up to scan_pos_): word_count_ of them at words_,
  // which points into inline_words_ or, for a long line, heap_words_.
  static constexpr size_t kInlineWords = 256;
  Word inline_words_[kInlineWords];
  std::unique_ptr<Word[]> heap_words_;
  Word* words_ = inline_words_;
  size_t word_count_ = 0;
  size_t scan_pos_ = 0;
  // After the line's last byte that may start a word (0: none); the line's last byte that is
  // no ASCII letter or digit (0 also when there is none): see ScanWord.
  size_t word_bytes_end_ = 0;
  size_t last_stop_ = 0;
  ProgressGuard<size_t> moving_;
  internal::UrlTokens url_tokens_{t_, internal::kVenueUrlRules};
  const bool skip_url_tails_;  // see ScanWord: off only to test that it changes nothing
  // SkipDecorBack's last question and answer.
  mutable size_t decor_back_from_ = kNpos;
  mutable size_t decor_back_to_ = 0;
};

// A long name written without its acronym: `Symposium on ...`, an alias or former long name.
// `name` is m.name_range in `text`.
bool IsLongWithoutAcronym(const VenueMention& m, ByteRange name, std::string_view text) {
  if (!m.acronym_range.empty() || name.empty()) {
    return false;
  }
  switch (m.form) {
    case VenueForm::kLong:
      return true;
    case VenueForm::kAlias:
    case VenueForm::kFormerName:
      return text.substr(name.begin, name.size()).find(' ') != kNpos;
    default:
      return false;
  }
}

// An acronym alone (with its publisher and year): `OSDI '22`, `USENIX ATC`.
bool IsBareAcronym(const VenueMention& m) {
  return !m.acronym_range.empty() && m.acronym_range.begin == m.name_range.begin &&
         m.acronym_range.end == m.name_range.end;
}

// Skips spaces and emphasis (`*`, `_`, inline HTML tags) backwards from `i`.
size_t SkipDecorBackIn(std::string_view text, size_t i) {
  while (i > 0) {
    const char c = text[i - 1];
    if (c == ' ' || c == '*' || c == '_') {
      --i;
    } else if (const size_t tag = EmphasisTagBefore(text, i)) {
      i -= tag;
    } else {
      break;
    }
  }
  return i;
}

size_t SkipDecorIn(std::string_view text, size_t i) {
  while (i < text.size()) {
    const char c = text[i];
    if (c == ' ' || c == '*' || c == '_') {
      ++i;
    } else if (const size_t tag = EmphasisTagAt(text, i)) {
      i += tag;
    } else {
      break;
    }
  }
  return i;
}

// Whether [b, e) may stand between a long name and its acronym's parenthesis: white space,
// emphasis, dashes, `:` and `,`, and a few words naming a track or a place (`-- Tool
// Showcase`, `Tool Demo Track`, `, Long Beach, CA`), with no number but a year (`, Long
// Beach, CA, 2019 (ICML-19)`).
bool TrackGap(std::string_view text, size_t b, size_t e) {
  int words = 0;
  for (size_t i = b; i < e;) {
    const char c = text[i];
    if (c == ' ' || c == '\t' || c == '\r' || c == '*' || c == '_' || c == '-' || c == ':' ||
        c == ',' || c == '&') {
      ++i;
    } else if (text.compare(i, 2, "\xE2\x80") == 0 && i + 2 < e &&
               (text[i + 2] == '\x93' || text[i + 2] == '\x94')) {
      i += 3;  // en and em dashes
    } else if (const size_t tag = EmphasisTagAt(text, i)) {
      i += tag;
    } else if (IsAsciiDigit(c)) {
      size_t we = i;
      while (we < e && IsAsciiDigit(text[we])) {
        ++we;
      }
      if (we - i != 4 || (c != '1' && c != '2') || (we < e && IsAsciiAlpha(text[we]))) {
        return false;
      }
      i = we;
    } else if (IsAsciiAlpha(c)) {
      size_t we = i;
      while (we < e && IsAsciiAlpha(text[we])) {
        ++we;
      }
      const std::string_view w = text.substr(i, we - i);
      const bool connector = w == "and" || w == "of" || w == "for" || w == "on" || w == "the" ||
                             w == "in" || w == "previously";
      if ((!IsAsciiUpper(c) && !connector) || ++words > 8) {
        return false;
      }
      i = we;
    } else {
      return false;
    }
  }
  return true;
}

// Where the parenthesis holding acronym mention `m` opens (`(`, or `([`), else kNpos.
size_t ParenOpening(std::string_view text, const VenueMention& m) {
  size_t p = SkipDecorBackIn(text, m.range.begin);
  if (p > 0 && text[p - 1] == '[') {
    p = SkipDecorBackIn(text, p - 1);
  }
  return p > 0 && text[p - 1] == '(' ? p - 1 : kNpos;
}

// Where the parenthesis holding acronym mention `m` closes, after `)`; m.range.end when it
// goes on after the acronym (`(ACSAC, Poster Chair)`).
size_t ParenClosing(std::string_view text, const VenueMention& m) {
  size_t q = SkipDecorIn(text, m.range.end);
  if (q < text.size() && text[q] == ']') {
    ++q;
    if (q < text.size() && (text[q] == '[' || text[q] == '(')) {
      const size_t c = text.find(text[q] == '[' ? ']' : ')', q + 1);
      if (c == kNpos) {
        return m.range.end;
      }
      q = c + 1;
    }
    q = SkipDecorIn(text, q);
  }
  return q < text.size() && text[q] == ')' ? q + 1 : m.range.end;
}

// A long name written without its acronym, then the acronym's own parenthesis a track (or
// a place) later: `Long Name -- Tool Showcase ([ICSE'21][])`. The two become one
// kLongWithAcronym mention and the acronym's is removed. `text` is the line the scan read,
// from byte `base`; the mentions from `first` on are its own.
void JoinTrackedNames(std::string_view text, uint32_t base, std::vector<VenueMention>& mentions,
                      size_t first) {
  // The scan's ranges are shifted by `base`; the helpers read `text` from 0.
  const auto local = [base](const ByteRange& r) { return ByteRange{r.begin - base, r.end - base}; };
  for (size_t i = first; i + 1 < mentions.size(); ++i) {
    VenueMention& a = mentions[i];
    VenueMention b = mentions[i + 1];
    b.range = local(b.range);
    b.acronym_range = local(b.acronym_range);
    b.name_range = local(b.name_range);
    const ByteRange a_range = local(a.range);
    const ByteRange a_name = local(a.name_range);
    if (a.venue != b.venue || !IsLongWithoutAcronym(a, a_name, text) || !IsBareAcronym(b) ||
        b.range.begin < a_range.end) {
      continue;
    }
    const size_t open = ParenOpening(text, b);
    if (open == kNpos || open < a_range.end || !TrackGap(text, a_range.end, open)) {
      continue;
    }
    const VenueMention& acronym = mentions[i + 1];
    a.range.end = static_cast<uint32_t>(ParenClosing(text, b) + base);
    a.acronym_range = acronym.acronym_range;
    if (a.publisher_range.empty()) {
      a.publisher_range = acronym.publisher_range;
    }
    // The acronym's year is the venue's (`2017 CHI Conference ... (CHI'17)`): a year before
    // the long name is often the entry's own date.
    if (acronym.year != 0) {
      a.year = acronym.year;
      a.year_range = acronym.year_range;
      a.year_form = acronym.year_form;
    }
    if (acronym.form == VenueForm::kFormerName) {
      a.form = VenueForm::kFormerName;
    } else if (a.form == VenueForm::kLong) {
      a.form = VenueForm::kLongWithAcronym;
    }
    mentions.erase(mentions.begin() + static_cast<std::ptrdiff_t>(i) + 1);
  }
}

}  // namespace

namespace internal {

void ExtractVenuesOfLine(std::string_view text, uint32_t base, uint32_t line,
                         const VenueTable& table, bool skip_url_tails,
                         std::vector<VenueMention>& out) {
  if (table.venues().empty() || text.empty()) {
    return;
  }
  const size_t first = out.size();
  LineScanner(text, table, skip_url_tails).Run(base, line, out);
  JoinTrackedNames(text, base, out, first);
}

}  // namespace internal

void ExtractVenues(std::string_view text, uint32_t base, uint32_t line, const VenueTable& table,
                   std::vector<VenueMention>& out) {
  internal::ExtractVenuesOfLine(text, base, line, table, /*skip_url_tails=*/true, out);
}

void ExtractEntryTextVenues(std::string_view text, const VenueTable& table,
                            std::vector<VenueMention>& out) {
  // Each logical line on its own: a nested list item is a line of its own in the joined text.
  size_t begin = 0;
  ProgressGuard<size_t> moving;
  while (begin < text.size()) {
    moving.Forward(begin);
    size_t end = text.find('\n', begin);
    if (end == kNpos) {
      end = text.size();
    }
    ExtractVenues(text.substr(begin, end - begin), static_cast<uint32_t>(begin), 0, table, out);
    begin = end + 1;
  }
}

void MapEntryVenues(const LogicalText& joined, uint32_t entry, const Source& source,
                    std::span<VenueMention> mentions) {
  if (mentions.empty()) {
    return;
  }
  // The mentions come in text order, line by line: a cursor steps to each range's piece
  // instead of searching the entry's pieces for every range.
  LogicalText::SourceCursor cursor(joined, entry);
  const auto to_source = [&](ByteRange& r) {
    r = r.empty() ? ByteRange{} : cursor.ToSource(r.begin, r.end);
  };
  for (VenueMention& m : mentions) {
    to_source(m.range);
    // A bare acronym (most mentions) is its own name: its range is mapped once.
    const bool acronym_is_name = m.acronym_range == m.name_range;
    to_source(m.name_range);
    if (acronym_is_name) {
      m.acronym_range = m.name_range;
    } else {
      to_source(m.acronym_range);
    }
    to_source(m.publisher_range);
    to_source(m.ordinal_range);
    to_source(m.year_range);
    m.line = source.LineOf(m.range.begin) - 1;  // 0-based
  }
}

void ExtractEntryVenues(const LogicalText& joined, uint32_t entry, const Source& source,
                        const VenueTable& table, std::vector<VenueMention>& out) {
  const size_t first = out.size();
  ExtractEntryTextVenues(joined.EntryText(entry), table, out);
  MapEntryVenues(joined, entry, source, std::span<VenueMention>(out).subspan(first));
}

}  // namespace cvtidy
