#include "src/extract/names.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/base/attributes.h"
#include "absl/container/inlined_vector.h"

#include "src/base/progress.h"
#include "src/base/strings.h"
#include "src/base/swar.h"
#include "src/base/utf8.h"
#include "src/data/section_table.h"

namespace cvtidy {
namespace {

// ---------------------------------------------------------------------------------------
// Letters. Names in CVs are written in Latin script (CJK names are romanised), often with
// accents: the Latin-1 and Latin Extended-A blocks, and the comma-below letters of Romanian,
// are enough to tell case and fold to ASCII.

// The ASCII letter each code point of U+00C0..U+017F folds to, '\0' for a non-letter.
// ('?' marks the two non-letters, U+00D7 and U+00F7.)
constexpr std::string_view kFoldC0 =
    "AAAAAAACEEEEIIIIDNOOOOO?OUUUUYTsaaaaaaaceeeeiiiidnooooo?ouuuuyty";
constexpr std::string_view kFold100 =
    "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiIiJjKkkLlLlLlLlLlNnNnNnnNnOoOoOoOoRrRrRr"
    "SsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs";
static_assert(kFoldC0.size() == 64);
static_assert(kFold100.size() == 128);

// The folded ASCII letter of `cp` (upper case kept), or '\0' when `cp` is not a Latin letter.
char FoldLetter(char32_t cp) {
  if (cp < 0x80) {
    return IsAsciiAlpha(static_cast<char>(cp)) ? static_cast<char>(cp) : '\0';
  }
  if (cp >= 0xC0 && cp < 0x100) {
    const char c = kFoldC0[cp - 0xC0];
    return c == '?' ? '\0' : c;
  }
  if (cp >= 0x100 && cp < 0x180) {
    return kFold100[cp - 0x100];
  }
  // Romanian comma-below letters (Latin Extended-B): `Ștefan`, `Țurcan`.
  if (cp >= 0x218 && cp < 0x21C) {
    return "SsTt"[cp - 0x218];
  }
  return '\0';
}

bool IsCombiningMark(char32_t cp) { return cp >= 0x300 && cp < 0x370; }

// One decoded code point.
struct Cp {
  char32_t cp = 0;
  size_t len = 0;
};

Cp At(std::string_view text, size_t pos) {
  if (pos >= text.size()) {
    return {0, 0};
  }
  // Most name text is ASCII: no call to the decoder.
  if (static_cast<unsigned char>(text[pos]) < 0x80) {
    return {static_cast<char32_t>(text[pos]), 1};
  }
  size_t len = 1;
  const char32_t cp = DecodeUtf8(text, pos, &len);
  return {cp, len};
}

bool IsLetterCp(char32_t cp) { return FoldLetter(cp) != '\0'; }
bool IsUpperCp(char32_t cp) { return IsAsciiUpper(FoldLetter(cp)); }

// The eight bytes of `text` from `pos` in lanes, those past its end zero: when fewer than eight
// remain, its last eight shifted down, so nothing past the text is read. `pos` is inside the
// text, which holds eight bytes or more.
inline uint64_t LoadLanesFrom(std::string_view text, size_t pos) {
  static_assert(std::endian::native == std::endian::little);
  const size_t left = text.size() - pos;
  if (left >= 8) {
    return swar::Load(text.data() + pos);
  }
  return swar::Load(text.data() + text.size() - 8) >> (8 * (8 - left));
}

// The lanes before the first lane `marks` sets (`marks` not zero), as a mask of whole bytes.
inline uint64_t LanesBefore(uint64_t marks) {
  static_assert(std::endian::native == std::endian::little);
  return ((marks & (~marks + 1)) >> 7) - 1;
}

// Always inlined: the list reader asks at every separator and mark, and a call cost more than
// the first-byte test that decides most of them.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool StartsWith(std::string_view text, size_t pos,
                                                    std::string_view prefix) {
  // The first byte decides most calls (a scan asks at every position) without a memcmp.
  // The bounds are checked here, so the view is built without substr's throwing path: small
  // enough to be inlined at the many call sites.
  return pos <= text.size() && prefix.size() <= text.size() - pos &&
         (prefix.empty() || text[pos] == prefix.front()) &&
         std::string_view(text.data() + pos, prefix.size()) == prefix;
}

bool StartsWithIgnoreCase(std::string_view text, size_t pos, std::string_view prefix) {
  return text.size() >= pos + prefix.size() &&
         EqualsIgnoreCase(text.substr(pos, prefix.size()), prefix);
}

size_t SkipSpaces(std::string_view text, size_t pos) {
  while (pos < text.size() && text[pos] == ' ') {
    ++pos;
  }
  return pos;
}

// ---------------------------------------------------------------------------------------
// Words that are never part of a person's name, capitalised as they appear in titles,
// institutions, venues and places. A candidate name with one of them is not a name.
constexpr std::array<std::string_view, 160> kNotNameWords = {
    "Academy",
    "Advances",
    "Algorithm",
    "Algorithms",
    "An",
    "Analysis",
    "And",
    "Annual",
    "Application",
    "Applications",
    "Approach",
    "Architecture",
    "Article",
    "Association",
    "Award",
    "Beyond",
    "Building",
    "Campus",
    "Center",
    "Centre",
    "Chapter",
    "City",
    "Cloud",
    "College",
    "Committee",
    "Communication",
    "Company",
    "Compiler",
    "Compilers",
    "Computer",
    "Computing",
    "Conference",
    "Corporation",
    "County",
    "Data",
    "Department",
    "Design",
    "Distributed",
    "District",
    "Division",
    "Dr",
    "Dr.",
    "Education",
    "Efficient",
    "Engineering",
    "Experience",
    "Faculty",
    "Fast",
    "Fellowship",
    "For",
    "Foundation",
    "From",
    "Graduate",
    "Graph",
    "Group",
    "High",
    "Honors",
    "Hospital",
    "In",
    "Inc",
    "Inc.",
    "Information",
    "Institute",
    "Intelligence",
    "International",
    "Internship",
    "Journal",
    "Kingdom",
    "Lab",
    "Laboratories",
    "Laboratory",
    "Labs",
    "Language",
    "Large",
    "Learning",
    "Lecture",
    "Letters",
    "Ltd",
    "Ltd.",
    "Machine",
    "Management",
    "Memory",
    "Ministry",
    "Model",
    "Modeling",
    "Models",
    "Mr",
    "Mr.",
    "Ms",
    "Ms.",
    "Multi",
    "National",
    "Network",
    "Networks",
    "Neural",
    "New",
    "Of",
    "On",
    "Online",
    "Optimization",
    "Paper",
    "Parallel",
    "Patent",
    "Performance",
    "Ph.D.",
    "PhD",
    "Poster",
    "Preprint",
    "Presentation",
    "Prize",
    "Proceedings",
    "Processing",
    "Prof",
    "Prof.",
    "Professor",
    "Program",
    "Programming",
    "Project",
    "Republic",
    "Research",
    "Review",
    "Road",
    "Scalable",
    "Scholarship",
    "School",
    "Science",
    "Sciences",
    "Seminar",
    "Service",
    "Serving",
    "Simulation",
    "Society",
    "Software",
    "South",
    "State",
    "States",
    "Street",
    "Student",
    "Studies",
    "Symposium",
    "System",
    "Systems",
    "Teaching",
    "Technical",
    "Technologies",
    "Technology",
    "The",
    "Theory",
    "Through",
    "To",
    "Towards",
    "Training",
    "Transactions",
    "Tutorial",
    "United",
    "University",
    "Using",
    "Via",
    "With",
    "Workshop",
};

// Lower-case particles that may sit inside a name: `Ana de Souza`, `Jan van der Berg`.
constexpr std::array<std::string_view, 20> kParticles = {
    "al", "bin", "binti", "da", "das", "de", "del", "della", "den", "der",
    "di", "do",  "dos",   "du", "ibn", "la", "le",  "ten",   "ter", "van",
};

// Both lists are kept sorted (bytewise), to be read and edited; they are searched through the
// tables below.
static_assert(std::is_sorted(kNotNameWords.begin(), kNotNameWords.end()));
static_assert(std::is_sorted(kParticles.begin(), kParticles.end()));

// A word's slot in kNotNameSlotFirst: from its size and its first two and last bytes (three
// loads and an add or two each; about one name word in twenty-five finds its slot taken).
constexpr size_t NotNameSlot(std::string_view word) {
  const auto byte = [&](size_t i) {
    return static_cast<size_t>(static_cast<unsigned char>(word[i]));
  };
  const size_t n = word.size();
  return (byte(0) * 64 + byte(1) * 9 + byte(n - 1) * 5 + n * 61) % 4096;
}

static_assert(std::all_of(kNotNameWords.begin(), kNotNameWords.end(),
                          [](std::string_view word) { return word.size() >= 2; }));

// The words of kNotNameWords ordered by their slot, then bytewise: the words sharing a slot (one
// or two) sit together, and a word whose slot is taken is compared with them only, without
// hashing it.
constexpr std::array<std::string_view, kNotNameWords.size()> kNotNameWordsBySlot = [] {
  std::array<std::string_view, kNotNameWords.size()> words = kNotNameWords;
  std::sort(words.begin(), words.end(), [](std::string_view a, std::string_view b) {
    const size_t slot_a = NotNameSlot(a);
    const size_t slot_b = NotNameSlot(b);
    return slot_a != slot_b ? slot_a < slot_b : a < b;
  });
  return words;
}();

// Each slot's first word in kNotNameWordsBySlot, plus one; 0 for a slot no word takes (most
// names' slots).
constexpr size_t kNotNameSlots = 4096;
static_assert(kNotNameWords.size() < 255);
constexpr std::array<uint8_t, kNotNameSlots> kNotNameSlotFirst = [] {
  std::array<uint8_t, kNotNameSlots> first{};
  for (size_t i = kNotNameWordsBySlot.size(); i-- > 0;) {
    first[NotNameSlot(kNotNameWordsBySlot[i])] = static_cast<uint8_t>(i + 1);
  }
  return first;
}();

bool IsNotNameWord(std::string_view word) {
  // Every word of the list has two bytes or more.
  if (word.size() < 2) {
    return false;
  }
  const size_t slot = NotNameSlot(word);
  const size_t first = kNotNameSlotFirst[slot];
  if (first == 0) {
    return false;
  }
  for (size_t i = first - 1;
       i < kNotNameWordsBySlot.size() && NotNameSlot(kNotNameWordsBySlot[i]) == slot; ++i) {
    if (kNotNameWordsBySlot[i] == word) {
      return true;
    }
  }
  return false;
}

// A word of at most five bytes packed into an integer, its first byte lowest and its size
// above them: words differing only in trailing zero bytes stay apart, and no packed word is 0.
constexpr uint64_t PackShortWord(std::string_view word) {
  uint64_t packed = uint64_t{word.size()} << 40;
  for (size_t i = 0; i < word.size(); ++i) {
    packed |= uint64_t{static_cast<unsigned char>(word[i])} << (8 * i);
  }
  return packed;
}

constexpr size_t kLongestParticle = 5;
static_assert(std::all_of(kParticles.begin(), kParticles.end(), [](std::string_view word) {
  return !word.empty() && word.size() <= kLongestParticle;
}));

// The particles in 64 slots, a packed word's slot the top six bits of its product with
// kParticleMultiplier: the first odd multiplier (from a fixed start) that gives every particle a
// slot of its own. A word is a particle when its slot holds it.
constexpr uint64_t kParticleMultiplier = [] {
  for (uint64_t m = 0x9E3779B97F4A7C15ull;; m += 2) {
    std::array<bool, 64> taken{};
    bool apart = true;
    for (std::string_view word : kParticles) {
      const size_t slot = (PackShortWord(word) * m) >> 58;
      apart = apart && !taken[slot];
      taken[slot] = true;
    }
    if (apart) {
      return m;
    }
  }
}();

constexpr std::array<uint64_t, 64> kParticleSlots = [] {
  std::array<uint64_t, 64> slots{};
  for (std::string_view word : kParticles) {
    slots[(PackShortWord(word) * kParticleMultiplier) >> 58] = PackShortWord(word);
  }
  return slots;
}();

bool IsParticle(std::string_view word) {
  if (word.empty() || word.size() > kLongestParticle) {
    return false;
  }
  const uint64_t packed = PackShortWord(word);
  return kParticleSlots[(packed * kParticleMultiplier) >> 58] == packed;
}

// ---------------------------------------------------------------------------------------
// Name words.

enum class TokenKind : uint8_t { kWord, kInitial, kParticle, kNickname };

struct Token {
  TokenKind kind = TokenKind::kWord;
  size_t end = 0;
};

// A word ReadWord read: returned in registers, not through pointers.
struct Word {
  size_t end = 0;
  uint32_t letters = 0;   // its letters
  bool all_upper = true;  // none of them lower-case
};

// Reads one word starting with an upper-case letter: letters, with inner apostrophes and
// hyphens before a letter (`Gyeong-In`, `O'Neil`, `Hae-won`). Its end is `pos` when there is
// no such word. Always inlined: read for every token of every candidate name, its call cost
// a tenth of it in saved and restored registers.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline Word ReadWord(std::string_view text, size_t pos) {
  // An ASCII first byte (most) is told without decoding or folding.
  if (pos >= text.size() ||
      (static_cast<unsigned char>(text[pos]) < 0x80 ? !IsAsciiUpper(text[pos])
                                                    : !IsUpperCp(At(text, pos).cp))) {
    return Word{pos, 0, true};
  }
  // Most name words are a capital and a few more ASCII letters, ended by an ASCII byte that is
  // neither a hyphen nor an apostrophe (a space, a comma, a period): told from one load,
  // without setting up the loop below. A word of eight letters or more, one near the text's
  // end, or one that goes on past a hyphen, an apostrophe or a non-ASCII letter, is read by the
  // loop.
  if (pos + 8 <= text.size()) {
    const uint64_t bytes = swar::Load(text.data() + pos);
    const uint64_t others = ~swar::MarkAsciiLetters(bytes) & swar::kHigh;
    if (others != 0) {
      const size_t end = pos + swar::FirstMarked(others);  // inside the load
      if (static_cast<unsigned char>(text[end]) < 0x80 && text[end] != '-' && text[end] != '\'') {
        return Word{end, static_cast<uint32_t>(end - pos),
                    (bytes & LanesBefore(others) & swar::kOnes * 0x20) == 0};
      }
    }
  }
  size_t letter_count = 0;
  // The letters' bytes (folded for the others) OR-ed together: an ASCII letter's 0x20 bit is
  // set in lower case only, so one test at the end tells whether any was lower-case.
  unsigned char case_bits = 0;
  // The ASCII letters' bytes read eight at a time, OR-ed together the same way.
  uint64_t case_lanes = 0;
  size_t p = pos;
  while (p < text.size()) {
    // ASCII letters, most of every name, in a loop of their own: no decoding, no fold, and
    // counted by the run's length; eight bytes a load in a text of eight or more.
    const size_t run_begin = p;
    if (text.size() >= 8) {
      for (;;) {
        const uint64_t bytes = LoadLanesFrom(text, p);
        const uint64_t others = ~swar::MarkAsciiLetters(bytes) & swar::kHigh;
        if (others == 0) {  // eight letters: the lanes past the text's end are zero
          case_lanes |= bytes;
          p += 8;
          if (p < text.size()) {
            continue;
          }
          break;
        }
        case_lanes |= bytes & LanesBefore(others);
        p += swar::FirstMarked(others);
        break;
      }
    } else {
      while (p < text.size() && IsAsciiAlpha(text[p])) {
        case_bits |= static_cast<unsigned char>(text[p]);
        ++p;
      }
    }
    letter_count += p - run_begin;
    if (p >= text.size()) {
      break;
    }
    // The run ends at an ASCII byte at most words' end (a space, a comma): not a letter nor a
    // mark, so only an inner hyphen or apostrophe goes on, without decoding or folding it.
    if (static_cast<unsigned char>(text[p]) < 0x80) {
      if ((text[p] == '-' || text[p] == '\'') && IsLetterCp(At(text, p + 1).cp)) {
        ++p;
        continue;
      }
      break;
    }
    const Cp c = At(text, p);
    // One fold per code point tells both letter and case.
    if (const char folded = FoldLetter(c.cp); folded != '\0') {
      ++letter_count;
      case_bits |= static_cast<unsigned char>(folded);
      p += c.len;
      continue;
    }
    if (IsCombiningMark(c.cp)) {
      p += c.len;
      continue;
    }
    // A right single quotation mark used as an apostrophe joins two runs of letters.
    if (text[p] == '\xE2' && StartsWith(text, p, "\u2019") && IsLetterCp(At(text, p + 3).cp)) {
      p += 3;
      continue;
    }
    break;
  }
  return Word{p, static_cast<uint32_t>(letter_count),
              (case_bits & 0x20) == 0 && (case_lanes & swar::kOnes * 0x20) == 0};
}

// Reads a token at `pos`: a name word, an initial (`J.`, `S.-Y.`, or `E` before another
// word), a particle (`van`), or a nickname in parentheses (`(Ted)`). std::nullopt when none.
// `allow_caps`: an all-capitals word counts (`ADA QUILL` in a header).
std::optional<Token> ReadToken(std::string_view text, size_t pos, bool allow_caps) {
  if (pos >= text.size()) {
    return std::nullopt;
  }
  if (text[pos] == '(') {
    const Word word = ReadWord(text, pos + 1);
    const size_t end = word.end;
    if (end > pos + 1 && end < text.size() && text[end] == ')' && word.letters >= 2) {
      return Token{TokenKind::kNickname, end + 1};
    }
    return std::nullopt;
  }
  if (IsAsciiLower(text[pos])) {
    size_t end = pos;
    while (end < text.size() && IsAsciiLower(text[end])) {
      ++end;
    }
    if (end < text.size() && text[end] == ' ' && IsParticle(text.substr(pos, end - pos))) {
      return Token{TokenKind::kParticle, end};
    }
    return std::nullopt;
  }
  const Word word = ReadWord(text, pos);
  const size_t end = word.end;
  if (end == pos) {
    return std::nullopt;
  }
  // A single letter: an initial, with its period (`J.`), hyphenated (`S.-Y.`), or bare
  // before another word (`Joseph E Gonzalez`).
  if (word.letters == 1) {
    size_t p = end;
    if (p < text.size() && text[p] == '.') {
      ++p;
      // `S.-Y.`: a hyphenated pair of initials.
      if (p + 2 < text.size() && text[p] == '-' && IsAsciiUpper(text[p + 1]) &&
          text[p + 2] == '.') {
        p += 3;
      }
      // `E.E.`, `M.W.`: initials written without spaces between them.
      while (p + 1 < text.size() && IsAsciiUpper(text[p]) && text[p + 1] == '.') {
        p += 2;
      }
      return Token{TokenKind::kInitial, p};
    }
    if (p + 1 < text.size() && text[p] == ' ' && IsUpperCp(At(text, p + 1).cp)) {
      return Token{TokenKind::kInitial, p};
    }
    return std::nullopt;
  }
  // `S.-Y.` read as the word `S`: handled above. A word glued to a digit is a code, not a name.
  if (end < text.size() && IsAsciiDigit(text[end])) {
    return std::nullopt;
  }
  // All capitals (`USENIX`, `GA`) is an acronym, not a name, outside the header.
  if (word.all_upper && !allow_caps) {
    return std::nullopt;
  }
  // ReadWord kept [pos, end) inside `text`: the view needs no substr bounds check.
  if (IsNotNameWord(std::string_view(text.data() + pos, end - pos))) {
    return std::nullopt;
  }
  return Token{TokenKind::kWord, end};
}

// A run of name tokens separated by single spaces.
struct NameRun {
  size_t begin = 0;
  size_t end = 0;
  int words = 0;     // kWord tokens
  int initials = 0;  // kInitial tokens
  bool last_is_word = false;
};

// Reads the longest name-shaped run at `pos` (at most six tokens). A nickname may follow a
// word directly (`Nan(Ted) Jiang`).
NameRun ReadNameRun(std::string_view text, size_t pos, bool allow_caps) {
  NameRun run{pos, pos};
  size_t p = pos;
  int tokens = 0;
  while (tokens < 6) {
    std::optional<Token> tok = ReadToken(text, p, allow_caps);
    if (!tok) {
      break;
    }
    if (tok->kind == TokenKind::kNickname && tokens == 0) {
      break;
    }
    ++tokens;
    run.words += tok->kind == TokenKind::kWord ? 1 : 0;
    run.initials += tok->kind == TokenKind::kInitial ? 1 : 0;
    if (tok->kind != TokenKind::kNickname) {
      run.last_is_word = tok->kind == TokenKind::kWord;
    }
    run.end = tok->end;
    p = tok->end;
    // The next token: after one space, or glued when it is a nickname.
    if (p < text.size() && text[p] == '(') {
      continue;
    }
    if (p + 1 < text.size() && text[p] == ' ' && text[p + 1] != ' ') {
      ++p;
      continue;
    }
    break;
  }
  // A trailing particle is not part of the name.
  return run;
}

// Whether the run has the shape of a person's name: two to five words and initials, ending
// in a word, at least one real word.
bool IsNameShaped(const NameRun& run) {
  const int parts = run.words + run.initials;
  return run.end > run.begin && run.words >= 1 && parts >= 2 && parts <= 5 && run.last_is_word;
}

// ---------------------------------------------------------------------------------------
// Marks and emphasis.

struct MarkMatch {
  ContributionMark kind = ContributionMark::kNone;
  size_t len = 0;
};

// The contribution mark at `pos`, if any.
MarkMatch ReadMark(std::string_view text, size_t pos, bool allow_bare_star) {
  struct Form {
    std::string_view text;
    ContributionMark kind;
  };
  static constexpr Form kForms[] = {
      {"<sup>\\*</sup>", ContributionMark::kSupStar},
      {"<sup>*</sup>", ContributionMark::kSupStar},
      {"<sup>\u2020</sup>", ContributionMark::kDagger},
      {"<sup>\u2021</sup>", ContributionMark::kDoubleDagger},
      {"\\*", ContributionMark::kEscapedStar},
      {"\u2020", ContributionMark::kDagger},
      {"\u2021", ContributionMark::kDoubleDagger},
  };
  // Every mark starts with one of these bytes (`†` and `‡` with 0xE2): a test of the first byte
  // skips most positions.
  static constexpr ByteSet kMarkStarts("<\\\xE2*");
  static_assert(std::all_of(std::begin(kForms), std::end(kForms),
                            [](const Form& f) { return kMarkStarts.Contains(f.text.front()); }));
  if (pos >= text.size() || !kMarkStarts.Contains(text[pos])) {
    return {};
  }
  for (const Form& f : kForms) {
    if (StartsWith(text, pos, f.text)) {
      return {f.kind, f.text.size()};
    }
  }
  if (allow_bare_star && pos < text.size() && text[pos] == '*') {
    return {ContributionMark::kStar, 1};
  }
  return {};
}

// Superscript affiliations (`<sup>1</sup>`, `<sup>1,2</sup>`) carry no contribution meaning.
size_t ReadAffiliation(std::string_view text, size_t pos) {
  if (!StartsWith(text, pos, "<sup>")) {
    return pos;
  }
  size_t p = pos + 5;
  while (p < text.size() && (IsAsciiDigit(text[p]) || text[p] == ',' || IsAsciiLower(text[p]))) {
    ++p;
  }
  if (p > pos + 5 && StartsWith(text, p, "</sup>")) {
    return p + 6;
  }
  return pos;
}

// The position after the affiliation at `pos`, or `pos`. Asked after every author: the first
// byte tells most without a call.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline size_t SkipAffiliation(std::string_view text, size_t pos) {
  return pos < text.size() && text[pos] == '<' ? ReadAffiliation(text, pos) : pos;
}

struct Emphasis {
  std::string_view open;
  std::string_view close;
  NameEmphasis kind;
};

constexpr Emphasis kEmphases[] = {
    {"***", "***", NameEmphasis::kBoldItalic},
    {"**", "**", NameEmphasis::kBold},
    {"__", "__", NameEmphasis::kBold},
    {"<b>", "</b>", NameEmphasis::kBold},
    {"<strong>", "</strong>", NameEmphasis::kBold},
    {"<u>", "</u>", NameEmphasis::kUnderline},
    {"<i>", "</i>", NameEmphasis::kItalic},
    {"<em>", "</em>", NameEmphasis::kItalic},
    {"*", "*", NameEmphasis::kItalic},
    {"_", "_", NameEmphasis::kItalic},
};

// Every emphasis opens with one of these bytes: a test of the first byte skips most names.
constexpr ByteSet kEmphasisOpenerStarts("*_<");
static_assert(std::all_of(std::begin(kEmphases), std::end(kEmphases), [](const Emphasis& e) {
  return kEmphasisOpenerStarts.Contains(e.open.front());
}));

// The emphasis opened at `pos` right before a capital letter (`**Ada`), or nullptr.
const Emphasis* EmphasisOpenedAt(std::string_view text, size_t pos) {
  if (pos >= text.size() || !kEmphasisOpenerStarts.Contains(text[pos])) {
    return nullptr;
  }
  for (const Emphasis& e : kEmphases) {
    if (StartsWith(text, pos, e.open) && IsUpperCp(At(text, pos + e.open.size()).cp)) {
      return &e;
    }
  }
  return nullptr;
}

// ---------------------------------------------------------------------------------------
// One author: emphasis, name, mark.

struct Item {
  ByteRange outer;
  ByteRange name;
  ByteRange mark;
  NameEmphasis emphasis = NameEmphasis::kNone;
  ContributionMark mark_kind = ContributionMark::kNone;
  size_t end = 0;  // offset in the line after the item
};

// Reads one author at `pos` of `text` (a line starting at byte `base` of the Source).
std::optional<Item> ReadItem(std::string_view text, size_t pos, uint32_t base) {
  Item item;
  size_t p = pos;
  const Emphasis* emphasis = EmphasisOpenedAt(text, p);
  if (emphasis != nullptr) {
    p += emphasis->open.size();
  }
  const NameRun run = ReadNameRun(text, p, /*allow_caps=*/false);
  if (!IsNameShaped(run)) {
    return std::nullopt;
  }
  item.name = {base + static_cast<uint32_t>(run.begin), base + static_cast<uint32_t>(run.end)};
  p = SkipAffiliation(text, run.end);
  auto read_mark = [&](bool bare_star) {
    if (item.mark_kind != ContributionMark::kNone) {
      return;
    }
    const MarkMatch m = ReadMark(text, p, bare_star);
    if (m.kind != ContributionMark::kNone) {
      item.mark = {base + static_cast<uint32_t>(p), base + static_cast<uint32_t>(p + m.len)};
      item.mark_kind = m.kind;
      p += m.len;
      p = SkipAffiliation(text, p);
    }
  };
  if (emphasis != nullptr) {
    // A bare `*` right before a `*`-closer belongs to the closer, not to a mark.
    const bool star_closer = emphasis->close[0] == '*';
    read_mark(!star_closer || StartsWith(text, p + 1, emphasis->close));
    if (!StartsWith(text, p, emphasis->close)) {
      return std::nullopt;
    }
    p += emphasis->close.size();
    item.emphasis = emphasis->kind;
  }
  read_mark(true);
  item.outer = {base + static_cast<uint32_t>(pos), base + static_cast<uint32_t>(p)};
  item.end = p;
  return item;
}

// Whether an author (ReadItem) may start at `pos`: a letter (a capital, or a particle's lower
// case), a byte of a multi-byte character, or an emphasis opener. ReadItem reads no author
// elsewhere.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool MayStartAuthor(std::string_view text, size_t pos) {
  if (pos >= text.size()) {
    return false;
  }
  const unsigned char c = static_cast<unsigned char>(text[pos]);
  return c >= 0x80 || IsAsciiAlpha(static_cast<char>(c)) ||
         kEmphasisOpenerStarts.Contains(static_cast<char>(c));
}

// A parenthesised note on equal contribution or corresponding authors at `pos`:
// `(Equal Contribution)`, `(\*equal contribution)`, `(<sup>*</sup>Equal Contribution)`.
// Returns its end, or `pos` when there is none; sets `*mark`/`*mark_kind` to a mark inside.
size_t ReadNote(std::string_view text, size_t pos, size_t* mark_begin, size_t* mark_end,
                ContributionMark* mark_kind) {
  if (pos >= text.size() || text[pos] != '(') {
    return pos;
  }
  const size_t close = text.find(')', pos);
  if (close == std::string_view::npos || close - pos > 64) {
    return pos;
  }
  // At most 64 bytes: lower-cased on the stack.
  std::array<char, 64> buffer;
  std::string heap;
  const std::string_view lower = AsciiLowerInto(text.substr(pos, close - pos), buffer, heap);
  if (lower.find("equal") == std::string_view::npos &&
      lower.find("contribut") == std::string_view::npos &&
      lower.find("correspond") == std::string_view::npos &&
      lower.find("co-first") == std::string_view::npos &&
      lower.find("joint first") == std::string_view::npos) {
    return pos;
  }
  *mark_kind = ContributionMark::kNone;
  for (size_t p = pos + 1; p < close; ++p) {
    const MarkMatch m = ReadMark(text, p, /*allow_bare_star=*/true);
    if (m.kind != ContributionMark::kNone) {
      *mark_begin = p;
      *mark_end = p + m.len;
      *mark_kind = m.kind;
      break;
    }
  }
  return close + 1;
}

// `et al.` and its variants (`et al`, `et. al.`), possibly in emphasis. Returns the length.
size_t ReadEtAlAt(std::string_view text, size_t pos) {
  size_t p = pos;
  std::string_view close;
  if (StartsWith(text, p, "*")) {
    close = "*";
    ++p;
  } else if (StartsWith(text, p, "_")) {
    close = "_";
    ++p;
  }
  if (!StartsWithIgnoreCase(text, p, "et")) {
    return 0;
  }
  p += 2;
  if (p < text.size() && text[p] == '.') {
    ++p;
  }
  if (p >= text.size() || text[p] != ' ') {
    return 0;
  }
  ++p;
  if (!StartsWithIgnoreCase(text, p, "al")) {
    return 0;
  }
  p += 2;
  if (p < text.size() && IsAsciiAlpha(text[p])) {
    return 0;
  }
  if (p < text.size() && text[p] == '.') {
    ++p;
  }
  if (!close.empty()) {
    if (!StartsWith(text, p, close)) {
      return 0;
    }
    p += close.size();
  }
  return p - pos;
}

// ReadEtAlAt where `et al.` can start (`e`, `E`, or an emphasis before it); 0 elsewhere. Asked
// before every author but the first: the first byte tells most without a call.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline size_t ReadEtAl(std::string_view text, size_t pos) {
  if (pos >= text.size()) {
    return 0;
  }
  const char c = text[pos];
  return c == 'e' || c == 'E' || c == '*' || c == '_' ? ReadEtAlAt(text, pos) : 0;
}

// `...` (any number of periods from three) or `…` at `pos`: its length, else 0.
size_t ReadElisionAt(std::string_view text, size_t pos) {
  if (StartsWith(text, pos, "\u2026")) {
    return 3;
  }
  if (StartsWith(text, pos, "...")) {
    size_t p = pos;
    while (p < text.size() && text[p] == '.') {
      ++p;
    }
    return p - pos;
  }
  return 0;
}

// ReadElisionAt, asked before every author and at every separator: the first byte tells most
// without a call.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline size_t ReadElision(std::string_view text, size_t pos) {
  return pos < text.size() && (text[pos] == '.' || text[pos] == '\xE2') ? ReadElisionAt(text, pos)
                                                                        : 0;
}

// An all-capitals word of two letters or more at `pos` (`USENIX`, `IEEE/ACM`): a venue or
// publisher running on after the last author.
bool StartsAcronym(std::string_view text, size_t pos) {
  size_t p = pos;
  while (p < text.size() && IsAsciiUpper(text[p])) {
    ++p;
  }
  return p >= pos + 2 && (p == text.size() || text[p] == ' ' || text[p] == '/');
}

// True for `, Bill`, `, Mary Ann` or `, J.` ending a line: the start of a name cut by a line
// break.
bool IsNameFragment(std::string_view rest) {
  rest = TrimAscii(rest);
  if (rest.empty() || rest.front() != ',') {
    return false;
  }
  // The words are read in place: no list of them.
  const std::string_view words_text = TrimAscii(rest.substr(1));
  size_t words = 0;
  for (size_t p = 0; p <= words_text.size();) {
    const size_t space = std::min(words_text.find(' ', p), words_text.size());
    if (space > p && (++words > 2 || !IsAsciiUpper(words_text[p]))) {
      return false;
    }
    p = space + 1;
  }
  return words > 0;
}

// ---------------------------------------------------------------------------------------
// Lists.

struct Extractor {
  const Document& doc;
  std::vector<AuthorList>& lists;
  std::vector<PersonName>& names;
  NameKey owner;
  bool has_owner = false;

  // Whether a venue mention starts at `offset` (a Source offset) on `line`.
  bool VenueStartsAt(const Entry& entry, uint32_t offset) const {
    for (const VenueMention& v : doc.VenuesOf(entry)) {
      if (v.range.begin == offset || v.publisher_range.begin == offset ||
          v.ordinal_range.begin == offset) {
        return true;
      }
    }
    return false;
  }

  bool IsOwner(std::string_view written) const {
    if (!has_owner) {
      return false;
    }
    const NameKey key = MakeNameKey(written);
    return SameNameSpelling(key, owner) || (key.abbreviated && InitialsMatch(key, owner));
  }

  // Where reading one author list stands (TryList): what is found so far, and the position,
  // which may move on to the entry's next line.
  struct ListScan {
    AuthorList list;
    // Inline room for the authors of most lists: no allocation while reading one.
    absl::InlinedVector<PersonName, 8> found;
    uint32_t line = 0;      // the line being read
    std::string_view text;  // its text
    uint32_t base = 0;      // its Source offset
    size_t p = 0;           // the position in `text`
    ByteRange last_sep;     // the separator before the current item
    bool sep_is_conj = false;
    bool last_was_elision = false;
    bool first = true;
    ByteRange list_end;

    uint32_t Src(size_t off) const { return base + static_cast<uint32_t>(off); }
  };

  // What a step of TryList decided: read on, the list ended well, or it was no list.
  enum class Step : uint8_t { kGoOn, kEnd, kFail };

  // The separator after an author, from `begin` to `end`: a comma, a conjunction (`and`,
  // `&`), or an elision coming next.
  struct Separator {
    size_t begin = 0;
    size_t end = 0;
    bool comma = false;
    bool conj = false;
    bool elision_next = false;
  };

  // Tries to read an author list starting at `pos` of line `li` of `entry`. Appends it and
  // returns true on success; `*end_line` tells where it stopped. `run_in`: text precedes the
  // list on the line without a separator (a title run into the authors), so ask for more
  // evidence.
  bool TryList(uint32_t entry_index, uint32_t li, size_t pos, bool run_in, uint32_t* end_line) {
    // Most starts tried are no list, many of them at a byte no author can start with (a
    // digit, a bracket, a quote): told before a scan is set up.
    if (!MayStartAuthor(doc.LineText(li), SkipSpaces(doc.LineText(li), pos))) {
      return false;
    }
    const Entry& entry = doc.entries()[entry_index];
    ListScan s;
    s.list.entry = entry_index;
    s.list.line = li;
    s.line = li;
    s.text = doc.LineText(li);
    s.base = doc.lines()[li].range.begin;
    s.p = pos;
    ProgressGuard<uint32_t> moving;  // by source offset: the list may go on on the next line
    Step step = Step::kGoOn;
    while (step == Step::kGoOn) {
      moving.Forward(s.Src(s.p));
      step = ReadAuthor(s);
      if (step != Step::kGoOn) {
        break;
      }
      const bool after_note = ReadAuthorNote(s);
      // A conjunction joins the last author: what follows `A, B, and C,` is the title
      // (unquoted, it reads like a name), not a fourth author.
      if (s.found.size() >= 2 && s.sep_is_conj) {
        break;
      }
      const Separator sep = ReadSeparator(s);
      step = sep.comma || sep.conj || sep.elision_next ? NextAuthor(entry, sep, s)
                                                       : EndOfList(entry, sep, after_note, s);
    }
    if (step == Step::kFail || s.found.empty() || NamesAnotherRole(s)) {
      return false;
    }
    return KeepList(s, run_in, end_line);
  }

  // Whether the list read names people in another role than the entry's authors: the
  // editors of the book or proceedings it appeared in (`In A. Ode and B. Lu (Eds.),
  // Proceedings of ...`, `edited by A. Ode`), or the people who led or supervised the work
  // (`Working group led by A. Ode and B. Lu`). Their conjunction and spelling are the
  // volume's or the sentence's, not the CV's author style.
  bool NamesAnotherRole(const ListScan& s) const {
    const std::string_view source = doc.source().text();
    const uint32_t begin = s.found.front().outer_range.begin;
    // The words before the list, which may end the previous line.
    size_t b = begin;
    while (b > 0 && (source[b - 1] == ' ' || source[b - 1] == '\n' || source[b - 1] == '\t')) {
      --b;
    }
    const std::string_view before = source.substr(0, b);
    // Every lead ends in `y` or `.`, every trail starts with `(` or `e`: one byte rules out
    // most lists.
    static constexpr std::string_view kLeads[] = {
        "edited by",  "ed. by",       "eds.",         "hrsg. v.",   "led by",    "supervised by",
        "advised by", "organized by", "organised by", "chaired by", "hosted by",
    };
    static constexpr ByteSet kLeadEnds("yY.");
    static_assert(std::all_of(std::begin(kLeads), std::end(kLeads), [](std::string_view lead) {
      return kLeadEnds.Contains(lead.back());
    }));
    if (!before.empty() && kLeadEnds.Contains(before.back())) {
      for (std::string_view lead : kLeads) {
        // Only the leads ending in the same byte (`y` or `.`; 0x20 folds case) are compared.
        if ((lead.back() | 0x20) != (before.back() | 0x20)) {
          continue;
        }
        if (EndsWithIgnoreCase(before, lead) &&
            (before.size() == lead.size() ||
             !IsAsciiAlpha(before[before.size() - lead.size() - 1]))) {
          return true;
        }
      }
    }
    size_t p = s.list_end.end;
    while (p < source.size() && (source[p] == ' ' || source[p] == ',')) {
      ++p;
    }
    static constexpr std::string_view kTrails[] = {
        "(eds.)",   "(eds)",   "(ed.)", "(ed)", "(editors)",
        "(editor)", "(hrsg.)", "eds.",  "ed.",  "editors",
    };
    static constexpr ByteSet kTrailStarts("(eE");
    static_assert(std::all_of(std::begin(kTrails), std::end(kTrails), [](std::string_view trail) {
      return kTrailStarts.Contains(trail.front());
    }));
    if (p < source.size() && kTrailStarts.Contains(source[p])) {
      for (std::string_view trail : kTrails) {
        if (StartsWithIgnoreCase(source, p, trail)) {
          return true;
        }
      }
    }
    return false;
  }

  // Reads `et al.` (the end), an elision, or one author at the scan position.
  Step ReadAuthor(ListScan& s) const {
    s.p = SkipSpaces(s.text, s.p);
    // `et al.` ends the list.
    if (!s.first) {
      if (const size_t n = ReadEtAl(s.text, s.p); n > 0) {
        s.list.et_al = {s.Src(s.p), s.Src(s.p + n)};
        s.list_end = s.list.et_al;
        s.p += n;
        return Step::kEnd;
      }
    }
    if (const size_t n = ReadElision(s.text, s.p); n > 0 && !s.first) {
      s.list.elision = {s.Src(s.p), s.Src(s.p + n)};
      s.list_end = s.list.elision;
      s.p += n;
      s.last_was_elision = true;
    } else {
      const std::optional<Item> item = ReadItem(s.text, s.p, s.base);
      if (!item) {
        // A conjunction promises one more author: a list that breaks there was not one.
        if (!s.first && s.sep_is_conj) {
          return Step::kFail;
        }
        return s.first ? Step::kFail : Step::kEnd;
      }
      AddAuthor(*item, s);
      s.p = item->end;
      s.last_was_elision = false;
    }
    s.first = false;
    return Step::kGoOn;
  }

  // Appends the author `item` and, from the second author (or after an elision), the
  // separator before it: the list's last separator so far.
  void AddAuthor(const Item& item, ListScan& s) const {
    PersonName name;
    name.range = item.name;
    name.outer_range = item.outer;
    name.mark_range = item.mark;
    name.emphasis = item.emphasis;
    name.mark = item.mark_kind;
    name.line = s.line;
    s.found.push_back(name);
    s.list_end = item.outer;
    if (s.found.size() >= 2 || s.last_was_elision) {
      AuthorList& list = s.list;
      list.last_separator = s.last_sep;
      list.conjunction = !s.sep_is_conj ? AuthorConjunction::kNone
                         : doc.Text(s.last_sep).find('&') != std::string_view::npos
                             ? AuthorConjunction::kAmpersand
                             : AuthorConjunction::kAnd;
      list.oxford_comma = s.sep_is_conj && doc.Text(s.last_sep).find(',') != std::string_view::npos;
    }
  }

  // Reads a note after the author (`Jin Lin* (Equal Contribution),`); the list keeps the
  // first. Returns true when there was one.
  bool ReadAuthorNote(ListScan& s) const {
    const size_t q = SkipSpaces(s.text, s.p);
    size_t mb = 0;
    size_t me = 0;
    ContributionMark mk = ContributionMark::kNone;
    const size_t ne = ReadNote(s.text, q, &mb, &me, &mk);
    if (ne <= q) {
      return false;
    }
    if (s.list.note.empty()) {
      s.list.note = {s.Src(q), s.Src(ne)};
      if (mk != ContributionMark::kNone) {
        s.list.note_mark = {s.Src(mb), s.Src(me)};
        s.list.note_mark_kind = mk;
      }
    }
    s.p = ne;
    return true;
  }

  // Reads the separator to the next author at the scan position (which it does not move).
  Separator ReadSeparator(const ListScan& s) const {
    const std::string_view text = s.text;
    Separator sep;
    sep.begin = s.p;
    size_t q = SkipSpaces(text, s.p);
    if (q < text.size() && text[q] == ',') {
      sep.comma = true;
      q = SkipSpaces(text, q + 1);
    }
    // `and` may end a line whose list wraps: `A, B, and` / `C. Title.`
    const std::string_view rest = text.substr(std::min(q, text.size()));
    if (StartsWith(text, q, "and ") || StartsWith(text, q, "& ") || rest == "and" || rest == "&") {
      sep.conj = true;
      q = std::min(text.size(), SkipSpaces(text, q + (text[q] == '&' ? 2 : 4)));
    }
    // `Ada Quill, Ben Ode … Cy Lu`: an elision without commas around it.
    // After the elision the next author may follow with a space only.
    sep.elision_next =
        !sep.comma && !sep.conj && (ReadElision(text, q) > 0 || (s.last_was_elision && q > s.p));
    sep.end = q;
    return sep;
  }

  // Moves past the separator `sep` to the next author, on the entry's next line when this one
  // ends: `A, B,` / `C and D`.
  Step NextAuthor(const Entry& entry, const Separator& sep, ListScan& s) const {
    s.last_sep = {s.Src(sep.begin), s.Src(sep.end)};
    s.sep_is_conj = sep.conj;
    s.p = sep.end;
    if (s.p >= s.text.size() && s.line < entry.last_line) {
      s.line += 1;
      const Line& next = doc.lines()[s.line];
      if (next.kind == LineKind::kBlank) {
        return Step::kFail;
      }
      s.text = doc.LineText(s.line);
      s.base = next.range.begin;
      s.p = next.content.begin - s.base;
    }
    return Step::kGoOn;
  }

  // No separator follows the last item. The list ends well at the end of the line, a period,
  // a colon, a note, a quote, a tab, a line break tag (`<br>`), or a venue running on; anything
  // else means the last item was not a name after all.
  Step EndOfList(const Entry& entry, const Separator& sep, bool after_note, ListScan& s) const {
    const std::string_view text = s.text;
    const size_t q = sep.end;
    if (q >= text.size()) {
      return Step::kEnd;
    }
    const char c = text[q];
    // After a note, or before a venue running on (`Ada Quill USENIX Symposium on ...`,
    // `Ben Ode IEEE/ACM Transactions on ...`), the list is over.
    if (after_note || StartsAcronym(text, q) || c == '.' || c == ':' || c == ';' || c == '(' ||
        c == '"' || c == '\t' || c == '[' || StartsWith(text, q, "\u201c") ||
        StartsWithIgnoreCase(text, q, "<br") || (q > sep.begin && VenueStartsAt(entry, s.Src(q)))) {
      return Step::kEnd;
    }
    if (s.found.empty()) {
      return Step::kFail;
    }
    if (s.last_was_elision) {
      return Step::kEnd;
    }
    // Drop the last item: it ran into ordinary words (`Tiered Logs for ...`).
    s.found.pop_back();
    if (s.found.empty() || s.sep_is_conj) {
      return Step::kFail;
    }
    s.list_end = s.found.back().outer_range;
    return Step::kEnd;
  }

  // Whether the line `li` ends with a Markdown hard break: two spaces, a backslash, `<br>`.
  // The author broke the line there on purpose; plain text has no such mark.
  bool EndsWithHardBreak(uint32_t li) const {
    if (doc.input_kind() == InputKind::kPlainText) {
      return false;
    }
    const std::string_view raw = doc.LineText(li);
    const std::string_view text = TrimAscii(raw);
    return raw.ends_with("  ") || text.ends_with('\\') || EndsWithIgnoreCase(text, "<br>") ||
           EndsWithIgnoreCase(text, "<br/>") || EndsWithIgnoreCase(text, "<br />");
  }

  // See AuthorList::open_end. `scan_line`: the line the list's scan stopped on, where it ends
  // unless its last item was dropped there.
  bool OpenEnd(const AuthorList& list, uint32_t scan_line) const {
    // Lines are the Source's lines, one for one: no search for the usual case.
    const ByteRange scan_range = doc.lines()[scan_line].range;
    const uint32_t line = scan_range.begin <= list.range.end && list.range.end <= scan_range.end
                              ? scan_line
                              : doc.source().LineOf(list.range.end) - 1;
    const Entry& entry = doc.entries()[list.entry];
    const uint32_t line_end = doc.lines()[line].content.end;
    if (IsNameFragment(doc.Text({list.range.end, std::max(list.range.end, line_end)}))) {
      return true;
    }
    return list.range.end >= line_end && line < entry.last_line && !EndsWithHardBreak(line);
  }

  // Appends the list `s` read when it has the evidence of one; true when appended.
  bool KeepList(ListScan& s, bool run_in, uint32_t* end_line) {
    AuthorList& list = s.list;
    absl::InlinedVector<PersonName, 8>& found = s.found;
    // One author alone is a list only when it is the owner or marked as one (bold), and not
    // run into a title.
    if (found.size() == 1 && list.et_al.empty()) {
      const PersonName& only = found.front();
      if (run_in || (only.emphasis == NameEmphasis::kNone && !IsOwner(doc.Text(only.range)))) {
        return false;
      }
      list.last_separator = {};
    }
    if (run_in && found.size() < 3) {
      return false;
    }
    list.range = {found.front().outer_range.begin, s.list_end.end};
    list.first_name = static_cast<uint32_t>(names.size());
    const uint32_t list_index = static_cast<uint32_t>(lists.size());
    for (PersonName& n : found) {
      n.list = list_index;
      names.push_back(n);
    }
    list.end_name = static_cast<uint32_t>(names.size());
    list.open_end = OpenEnd(list, s.line);
    lists.push_back(list);
    *end_line = s.line;
    return true;
  }

  // Where an author list may start on line `li`: the start of its content, after a leading
  // quoted or emphasised title, after a title the title extractor found.
  void ScanLine(uint32_t entry_index, uint32_t li, uint32_t* next_line) {
    const Line& line = doc.lines()[li];
    const std::string_view text = doc.LineText(li);
    const uint32_t base = line.range.begin;
    const size_t start = line.content.begin - base;
    if (TryList(entry_index, li, start, false, next_line)) {
      return;
    }
    // After a title set off at the start of the line: `**Title** A, B` / `“Title,” A, B`.
    static constexpr std::string_view kTitleCloses[] = {"**", "\u201d", "\""};
    for (std::string_view close : kTitleCloses) {
      std::string_view open = close == "\u201d" ? std::string_view("\u201c") : close;
      if (StartsWith(text, start, open)) {
        const size_t end = text.find(close, start + open.size());
        if (end != std::string_view::npos) {
          size_t p = end + close.size();
          while (p < text.size() && (text[p] == ' ' || text[p] == ',' || text[p] == '.')) {
            ++p;
          }
          if (p < text.size() && TryList(entry_index, li, p, false, next_line)) {
            return;
          }
        }
      }
    }
    // After a title found by the title extractor on this line.
    // Titles are in document order: find this line's by binary search, not a scan per line.
    const std::span<const TitleSpan> titles = doc.titles();
    const auto first_title =
        std::lower_bound(titles.begin(), titles.end(), li,
                         [](const TitleSpan& t, uint32_t l) { return t.line < l; });
    for (auto it = first_title; it != titles.end() && it->line == li; ++it) {
      const TitleSpan& t = *it;
      if (t.outer_range.end > base) {
        size_t p = t.outer_range.end - base;
        while (p < text.size() && (text[p] == ' ' || text[p] == ',' || text[p] == '.')) {
          ++p;
        }
        if (p < text.size() && p != start && TryList(entry_index, li, p, false, next_line)) {
          return;
        }
      }
    }
    // A title run into the authors without a separator: `Fennel: Logs for Flash Ada Quill,
    // Ben Ode, Cy Lu`. The first author is taken as the two words before the first comma.
    const size_t comma = text.find(',', start);
    if (comma == std::string_view::npos || comma < start + 8) {
      return;
    }
    // The two words before the comma, marks and emphasis glued to them included.
    const size_t space1 = text.rfind(' ', comma - 1);
    if (space1 == std::string_view::npos || space1 <= start) {
      return;
    }
    const size_t space2 = text.rfind(' ', space1 - 1);
    if (space2 == std::string_view::npos || space2 <= start) {
      return;
    }
    const size_t p = space2 + 1;
    if (p > start + 1 && text[p - 1] == ' ') {
      TryList(entry_index, li, p, true, next_line);
    }
  }
};

// Section titles and header words that are not names even when they look like one.
bool LooksLikeHeaderNoise(std::string_view text) {
  const std::string lower = AsciiLower(text);
  static constexpr std::string_view kNoise[] = {
      "curriculum", "vitae", "resume", "résumé", "@",      "http",    "www.",
      ".com",       ".edu",  "phone",  "email",  "e-mail", "address",
  };
  for (std::string_view n : kNoise) {
    if (lower.find(n) != std::string::npos) {
      return true;
    }
  }
  return false;
}

// The owner's name at the start of `text` (a header line at Source offset `base`): a
// person's name, alone or followed by a degree or separator only.
ByteRange OwnerOnLine(const Document& doc, std::string_view text, uint32_t base) {
  const NameRun run = ReadNameRun(text, 0, /*allow_caps=*/true);
  if (!IsNameShaped(run)) {
    return {};
  }
  // `Ada Quill, Ph.D.`, `Ada Quill | CV`, `Ada Quill (she/her)`; not a sentence or a title.
  const std::string_view rest = TrimAscii(text.substr(run.end));
  if (!rest.empty() && rest[0] != ',' && rest[0] != '|' && rest[0] != '(' &&
      !StartsWith(rest, 0, "\u2014") && !StartsWith(rest, 0, "\u2013") &&
      !StartsWith(rest, 0, "- ")) {
    return {};
  }
  const std::string_view name = text.substr(0, run.end);
  if (LooksLikeHeaderNoise(name) ||
      (doc.section_table() != nullptr && doc.section_table()->Match(name))) {
    return {};
  }
  return {base, base + static_cast<uint32_t>(run.end)};
}

// True for initials written without spaces between them: `E.E.`, `M.W.`, `J.A.K.`.
bool IsGluedInitials(std::string_view word) {
  if (word.size() < 4 || word.size() % 2 != 0) {
    return false;
  }
  for (size_t i = 0; i < word.size(); i += 2) {
    if (!IsAsciiUpper(word[i]) || word[i + 1] != '.') {
      return false;
    }
  }
  return true;
}

// What each byte of a written name is to its key (MakeNameKey): an ASCII letter is its
// lower-case letter, a hyphen kKeyHyphen, a byte of a multi-byte character kKeyNonAscii, a
// space kKeySpace (a word's end), `(` kKeyParen (a nickname: the rest of the word is dropped),
// and anything else (periods, apostrophes, marks) 0, dropped.
constexpr unsigned char kKeyHyphen = 1;
constexpr unsigned char kKeyNonAscii = 2;
constexpr unsigned char kKeySpace = 3;
constexpr unsigned char kKeyParen = 4;
constexpr std::array<unsigned char, 256> kKeyByteKinds = [] {
  std::array<unsigned char, 256> kinds{};
  for (int c = 0; c < 256; ++c) {
    if (c >= 0x80) {
      kinds[c] = kKeyNonAscii;
    } else if (IsAsciiAlpha(static_cast<char>(c))) {
      kinds[c] = static_cast<unsigned char>(AsciiToLower(static_cast<char>(c)));
    }
  }
  kinds['-'] = kKeyHyphen;
  kinds[' '] = kKeySpace;
  kinds['('] = kKeyParen;
  return kinds;
}();

// Whether `a1 + a2 == b1 + b2`, compared in place: the name rules ask for every name, and
// building both strings cost two copies, often on the heap.
bool ConcatenationsEqual(std::string_view a1, std::string_view a2, std::string_view b1,
                         std::string_view b2) {
  if (a1.size() + a2.size() != b1.size() + b2.size()) {
    return false;
  }
  if (a1.size() > b1.size()) {
    std::swap(a1, b1);
    std::swap(a2, b2);
  }
  // a1 | a2 = a1 | middle | tail, b1 | b2 = a1' | middle' | b2, the middle being where b1
  // runs past a1.
  const size_t middle = b1.size() - a1.size();
  return b1.substr(0, a1.size()) == a1 && a2.substr(0, middle) == b1.substr(a1.size()) &&
         a2.substr(middle) == b2;
}

// The hash of a key's folded letters (NameKey::letters_hash): eight bytes a step, `bytes` followed
// by seven readable zero bytes or more. Never 0, so a key built by hand (hash 0) is told from a
// made one.
uint64_t HashZeroPadded(const char* bytes, size_t size) {
  uint64_t h = 0xCBF29CE484222325ull ^ size;
  for (size_t i = 0; i < size; i += 8) {
    h = (h ^ swar::Load(bytes + i)) * 0x9E3779B97F4A7C15ull;
  }
  // The products carry low bits up only: the high half folded down reaches the low bits a
  // table index takes.
  return (h ^ (h >> 32)) | 1;
}

}  // namespace

NameKey MakeNameKey(std::string_view written) {
  // One pass over the bytes: each word (separated by spaces; a nickname in parentheses is
  // dropped) is folded as it is read, its hyphen parts back to back in `folded`, a letter
  // folding to one byte, so the written size bounds it (and the number of parts). The given
  // names are then the folded bytes before the last word, the family name the last word's.
  // The parser keys every author name of a CV: nothing is allocated but the key's strings
  // for names of usual size.
  constexpr size_t kStackRoom = 128;
  // Twice the text: the initials are written after the folded letters, each string of the
  // key then built once from its bytes.
  std::array<char, 2 * kStackRoom> stack_folded;
  // [begin, end) of a hyphen part in `folded`; left uninitialised: only the parts written are
  // read.
  struct Part {
    uint32_t begin;
    uint32_t end;
  };
  std::array<Part, kStackRoom> stack_parts;
  std::unique_ptr<char[]> heap_folded;
  std::unique_ptr<Part[]> heap_parts;
  char* folded_begin = stack_folded.data();
  Part* parts = stack_parts.data();
  if (written.size() > kStackRoom) {
    heap_folded = std::make_unique<char[]>(2 * written.size());
    heap_parts = std::make_unique<Part[]>(written.size());
    folded_begin = heap_folded.get();
    parts = heap_parts.get();
  }
  char* out = folded_begin;
  size_t part_count = 0;
  size_t word_count = 0;
  size_t last_word_begin = 0;       // in `folded`
  size_t last_word_first_part = 0;  // in `parts`
  bool last_word_is_initial = false;
  bool given_all_initials = true;  // over the words before the last
  // Folds the word at `p` of `text` (its first byte neither a space nor `(`) up to the next
  // space, a `(` dropping the rest of the word, and returns the word's end; the word before it
  // becomes a given name.
  const auto fold_word = [&](std::string_view text, size_t p) {
    if (word_count > 0) {
      given_all_initials = given_all_initials && last_word_is_initial;
    }
    ++word_count;
    last_word_begin = static_cast<size_t>(out - folded_begin);
    last_word_first_part = part_count;
    // Hyphen parts: `Gyeong-In` -> gyeong, in.
    size_t hyphen_parts = 1;
    char* part_begin = out;
    const auto end_part = [&] {
      if (out > part_begin) {
        parts[part_count++] = {static_cast<uint32_t>(part_begin - folded_begin),
                               static_cast<uint32_t>(out - folded_begin)};
      }
    };
    while (p < text.size()) {
      // Eight bytes a load (the text holds eight or more): the ASCII letters they start with
      // (most of a name) are lower-cased at once, all eight lanes written and the run's kept.
      // `folded` has room: the folded bytes never outrun the text's, and it holds twice the
      // text.
      if (text.size() >= 8) {
        const uint64_t bytes = LoadLanesFrom(text, p);
        const uint64_t others = ~swar::MarkAsciiLetters(bytes) & swar::kHigh;
        const uint64_t lower = bytes | swar::kOnes * 0x20;
        std::memcpy(out, &lower, sizeof(lower));
        if (others == 0) {  // eight letters: the lanes past the text's end are zero
          out += 8;
          p += 8;
          continue;
        }
        const size_t letters = swar::FirstMarked(others);
        out += letters;
        p += letters;
        if (p >= text.size()) {
          break;
        }
        // text[p] is not an ASCII letter: read below.
      }
      // One table load tells a letter (folded), a hyphen, a non-ASCII byte, a word's end, a
      // nickname, or anything else.
      const unsigned char kind = kKeyByteKinds[static_cast<unsigned char>(text[p])];
      if (kind >= 'a') {  // most bytes of a name: no decoding
        *out++ = static_cast<char>(kind);
        ++p;
        continue;
      }
      if (kind == kKeySpace) {
        break;
      }
      if (kind == kKeyParen) {
        while (p < text.size() && text[p] != ' ') {
          ++p;
        }
        break;
      }
      if (kind == kKeyNonAscii) {
        // A hyphen, space or parenthesis never continues a sequence: decoding within the
        // whole text reads what decoding within the word would.
        const Cp cp = At(text, p);
        if (const char f = FoldLetter(cp.cp); f != '\0') {
          *out++ = AsciiToLower(f);
        }
        p += cp.len;
        continue;
      }
      if (kind == kKeyHyphen) {
        end_part();
        ++hyphen_parts;
        part_begin = out;
      }
      ++p;
    }
    end_part();
    // An initial: one letter per hyphen part, with its period (`J.`, `S.-Y.`) or alone.
    const size_t letters = static_cast<size_t>(out - folded_begin) - last_word_begin;
    last_word_is_initial = letters > 0 && letters == hyphen_parts;
    return p;
  };
  for (size_t p = 0; p < written.size();) {
    if (written[p] == ' ') {
      ++p;
      continue;
    }
    if (written[p] == '(') {  // a nickname alone is no word
      while (p < written.size() && written[p] != ' ') {
        ++p;
      }
      continue;
    }
    // `E.E.` counts as `E. E.`; only a word starting like it is measured first.
    if (p + 3 < written.size() && written[p + 1] == '.' && IsAsciiUpper(written[p]) &&
        IsAsciiUpper(written[p + 2])) {
      size_t e = p;
      while (e < written.size() && written[e] != ' ' && written[e] != '(') {
        ++e;
      }
      const std::string_view w(written.data() + p, e - p);
      if (IsGluedInitials(w)) {
        for (size_t i = 0; i < w.size(); i += 2) {
          fold_word(w.substr(i, 2), 0);
        }
        while (e < written.size() && written[e] != ' ') {
          ++e;
        }
        p = e;
        continue;
      }
    }
    p = fold_word(written, p);
  }
  if (word_count == 0) {
    return NameKey{};
  }
  const auto folded = [&](size_t begin, size_t end) {
    return std::string(folded_begin + begin, folded_begin + end);
  };
  const size_t folded_size = static_cast<size_t>(out - folded_begin);
  // Hashed before the initials are written after them: `folded` has room for the
  // padding, as it holds twice the text.
  std::memset(out, 0, 8);
  const uint64_t letters_hash = HashZeroPadded(folded_begin, folded_size);
  for (size_t i = 0; i < last_word_first_part; ++i) {
    folded_begin[folded_size + i] = folded_begin[parts[i].begin];
  }
  // `words` is compared for three words or more only.
  std::string words;
  if (word_count >= 3) {
    const auto part = [&](const Part& r) {
      return std::string_view(folded_begin + r.begin, r.end - r.begin);
    };
    std::sort(parts, parts + part_count,
              [&](const auto& a, const auto& b) { return part(a) < part(b); });
    words.reserve(static_cast<size_t>(out - folded_begin) + part_count);
    for (size_t i = 0; i < part_count; ++i) {
      if (!words.empty()) {
        words.push_back(' ');
      }
      words += part(parts[i]);
    }
  }
  return NameKey{
      .family = folded(last_word_begin, folded_size),
      .given = folded(0, last_word_begin),
      .words = std::move(words),
      .initials = folded(folded_size, folded_size + last_word_first_part),
      .abbreviated = word_count > 1 && given_all_initials,
      .word_count = static_cast<uint8_t>(std::min<size_t>(word_count, 255)),
      .letters_hash = letters_hash,
  };
}

std::string StripAccents(std::string_view written) {
  if (IsAscii(written)) {
    return std::string(written);
  }
  std::string out;
  out.reserve(written.size());
  for (size_t p = 0; p < written.size();) {
    const Cp c = At(written, p);
    const size_t len = std::max<size_t>(c.len, 1);
    if (c.cp >= 0x80 && FoldLetter(c.cp) != '\0') {
      out.push_back(FoldLetter(c.cp));
    } else if (!IsCombiningMark(c.cp)) {
      out.append(written.substr(p, len));
    }
    p += len;
  }
  return out;
}

bool SameNameSpelling(const NameKey& a, const NameKey& b) {
  if (a.family.empty() || b.family.empty() || a.abbreviated != b.abbreviated) {
    return false;
  }
  // Every letter in written order: hyphens and spaces inside the given names, and inside a
  // double family name (`Duncombe-Yates` / `Duncombe Yates`), do not matter. Two made keys
  // whose letters hash apart differ.
  const bool hashes_differ =
      a.letters_hash != b.letters_hash && a.letters_hash != 0 && b.letters_hash != 0;
  if (!hashes_differ && ConcatenationsEqual(a.given, a.family, b.given, b.family)) {
    return true;
  }
  // Word order: only for names of three words or more, where a swap is not a different
  // person's usual order (`Lan Zhou Wei` / `Wei Lan Zhou`).
  if (a.word_count >= 3 && b.word_count >= 3 && a.words == b.words) {
    return true;
  }
  return false;
}

bool SameLetters(const NameKey& a, const NameKey& b) {
  // Most names asked about are split alike: two comparisons, no views cut.
  if (a.given.size() == b.given.size()) {
    return a.given == b.given && a.family == b.family;
  }
  return ConcatenationsEqual(a.given, a.family, b.given, b.family);
}

bool InitialsMatch(const NameKey& initials, const NameKey& full) {
  if (!initials.abbreviated || full.abbreviated || initials.family != full.family ||
      initials.initials.empty() || full.initials.empty()) {
    return false;
  }
  if (initials.initials[0] != full.initials[0]) {
    return false;
  }
  // `S.-Y.` needs both parts: `Seo-Yeon` (sy), not `Seoyeon` (s) or `Seo-Jin` (sj).
  return full.initials.size() >= initials.initials.size() &&
         full.initials.compare(0, initials.initials.size(), initials.initials) == 0;
}

void ExtractAuthorLists(const Document& doc, std::vector<AuthorList>& lists,
                        std::vector<PersonName>& names) {
  Extractor ex{doc, lists, names, NameKey{}, false};
  // The parser found the owner before the lists: not searched again.
  const ByteRange owner = doc.owner_name();
  if (!owner.empty()) {
    ex.owner = MakeNameKey(doc.Text(owner));
    ex.has_owner = true;
  }
  const std::span<const Entry> entries = doc.entries();
  // A list per citation at most, a few names in each: room made up front, so the vectors do
  // not grow one doubling at a time.
  const size_t citations =
      static_cast<size_t>(std::count_if(entries.begin(), entries.end(), [](const Entry& e) {
        return e.kind == EntryKind::kCitation;
      }));
  lists.reserve(lists.size() + citations);
  names.reserve(names.size() + citations * 6);
  for (uint32_t ei = 0; ei < entries.size(); ++ei) {
    const Entry& entry = entries[ei];
    if (entry.kind != EntryKind::kCitation) {
      continue;
    }
    for (uint32_t li = entry.first_line; li <= entry.last_line; ++li) {
      const LineKind kind = doc.lines()[li].kind;
      if (kind != LineKind::kListItem && kind != LineKind::kText) {
        continue;
      }
      // One author list per entry: later lines hold the venue, notes, links.
      const size_t before = lists.size();
      uint32_t next = li;
      ex.ScanLine(ei, li, &next);
      if (lists.size() > before) {
        break;
      }
    }
  }
}

ByteRange FindOwnerName(const Document& doc) {
  for (uint32_t li = 0; li < doc.lines().size(); ++li) {
    const Line& line = doc.lines()[li];
    if (!line.HasText() || line.kind == LineKind::kThematicBreak) {
      continue;
    }
    std::string_view text = doc.Text(line.content);
    uint32_t base = line.content.begin;
    // Emphasis around the whole name: `**Ada Quill**`, `# **ADA QUILL**`.
    for (const Emphasis& e : kEmphases) {
      if (text.size() > e.open.size() + e.close.size() && text.substr(0, e.open.size()) == e.open &&
          text.substr(text.size() - e.close.size()) == e.close) {
        text = text.substr(e.open.size(), text.size() - e.open.size() - e.close.size());
        base += static_cast<uint32_t>(e.open.size());
        break;
      }
    }
    // A banner before the name (`Curriculum Vitae`, `CV`, `Résumé`) or an image.
    const std::string lower = AsciiLower(text);
    if (lower.find("curriculum vitae") != std::string::npos || lower == "cv" || lower == "resume" ||
        lower == "r\u00e9sum\u00e9" || StartsWith(text, 0, "![")) {
      continue;
    }
    return OwnerOnLine(doc, text, base);
  }
  return {};
}

namespace internal {

bool IsNotNameWord(std::string_view word) { return cvtidy::IsNotNameWord(word); }
bool IsParticle(std::string_view word) { return cvtidy::IsParticle(word); }
std::span<const std::string_view> NotNameWords() { return kNotNameWords; }
std::span<const std::string_view> Particles() { return kParticles; }
bool MayStartAuthor(std::string_view text, size_t pos) {
  return cvtidy::MayStartAuthor(text, SkipSpaces(text, pos));
}
bool ReadsAuthor(std::string_view text, size_t pos) {
  return ReadItem(text, SkipSpaces(text, pos), 0).has_value();
}

uint64_t HashNameLetters(std::string_view letters) {
  std::string padded(letters);
  padded.append(8, '\0');
  return HashZeroPadded(padded.data(), letters.size());
}

NameWord ReadNameWord(std::string_view text, size_t pos) {
  const Word word = ReadWord(text, pos);
  return {word.end, word.letters, word.all_upper};
}

}  // namespace internal

}  // namespace cvtidy
