// The contact extractor: a hand-written scanner over one line, in two linear passes.
//
// 1. Obfuscated emails. At every `at` marker (`[at]`, `(at)`, `{at}`, `<at>`, or the word
//    `at`/`AT` between blanks) the address is parsed outwards: the name is the run of address
//    characters before the marker, the domain is labels joined by `.`, `[dot]`, `(dot)`, ... or
//    the word `dot`, ending in a known top-level domain. The bare word `at` also needs at least
//    one `dot` marker, so prose (`Research Intern at the University of Oslo`, `at example.org`)
//    is never an address.
// 2. Chunks. The line is cut into chunks at white space, `| < > ( ) [ ] { } " , ; * \` ` and
//    non-ASCII bytes; trailing `. : ! ? ' _` are sentence punctuation, not part of a chunk. A
//    chunk is classified by its shape: `scheme://` (a URL, or a DOI, arXiv id or ORCID when the
//    host is doi.org, arxiv.org or orcid.org), `http:/`-like damage, `doi:`, `arXiv:` and
//    `ORCID:` prefixes, `@` (an email; a leading `@` is a social handle and ignored), `10.NNNN/`
//    (a bare DOI), `0000-`/`0009-` in four groups (a bare ORCID iD), `cs/0112017` with a known
//    archive (a bare old-style arXiv id), `www.` and bare domains with a known top-level domain
//    (`example.github.io`, `github.com/jdoe`). A chunk right after the word `arXiv`, `ORCID`
//    or `DOI` (blanks between) is read as that kind when its shape allows. A chunk starting
//    with `+digit` (not after a letter or digit) starts a phone number, which runs over
//    digits, single spaces, `-`, `.` and parentheses; fewer than 7 digits is not a phone
//    (`+5`, `+30%`).
//
// Most lines of a CV hold no contact field, so a quick check rules them out before the scanner
// runs: see MayHaveContact. It reads 64 bytes a step, on over the lines of a document as the
// parser asks for them (ContactLines) or over one text, and the scanner starts at the chunk
// where it fired first.
//
// Only international phone numbers are recognised: a national number cannot be told apart
// from the other digit groups of a CV. A bare new-style arXiv id without the `arXiv` word
// (`2104.01234`) is not recognised either: it reads as a decimal number.
#include "src/extract/contacts.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "src/base/progress.h"
#include "src/base/simd.h"
#include "src/base/strings.h"
#include "src/extract/text_cursor.h"

namespace cvtidy {
namespace {

using internal::IsBlank;

// The bytes that end a chunk: blanks, controls, non-ASCII bytes, and brackets, quotes,
// separators. One table, as every byte of a scanned line is tested.
constexpr std::array<bool, 256> kDelimiters = [] {
  std::array<bool, 256> table{};
  for (int c = 0; c < 256; ++c) {
    table[c] = c <= ' ' || c >= 0x80;
  }
  for (const char c : std::string_view("|<>()[]{}\",;*`\\")) {
    table[static_cast<unsigned char>(c)] = true;
  }
  return table;
}();

bool IsDelimiter(char ch) { return kDelimiters[static_cast<unsigned char>(ch)]; }

#if defined(__SSE2__)
// One bit per lane of `bytes` that is a delimiter (kDelimiters).
uint32_t DelimiterLanes(__m128i bytes) {
  using simd::Splat;
  // Signed, the controls, the blank and every non-ASCII byte are below `!`.
  const __m128i low_or_high = _mm_cmplt_epi8(bytes, Splat('!'));
  // `[ \ ]` fold onto `{ | }`.
  const __m128i braces = simd::InRange(_mm_or_si128(bytes, Splat(0x20)), '{', '}');
  const __m128i parens_star = simd::InRange(bytes, '(', '*');
  const __m128i semicolon_lt = simd::InRange(bytes, ';', '<');
  const __m128i singles = _mm_or_si128(
      _mm_or_si128(_mm_cmpeq_epi8(bytes, Splat(',')), _mm_cmpeq_epi8(bytes, Splat('"'))),
      _mm_or_si128(_mm_cmpeq_epi8(bytes, Splat('>')), _mm_cmpeq_epi8(bytes, Splat('`'))));
  return simd::Bits(_mm_or_si128(_mm_or_si128(low_or_high, braces),
                                 _mm_or_si128(_mm_or_si128(parens_star, semicolon_lt), singles)));
}
#endif

// The first delimiter at or after `from` in `text`, or text.size(): the end of the chunk `from`
// is in. Sixteen bytes a step where SSE2 is there: the rest of a long chunk (a URL) is read so
// once the chunk loop has seen a contact byte in it.
size_t ChunkEndFrom(std::string_view text, size_t from) {
#if defined(__SSE2__)
  if (text.size() >= 16) {
    return simd::FindFirstLane(text, from, DelimiterLanes);
  }
#endif
  while (from < text.size() && !IsDelimiter(text[from])) {
    ++from;
  }
  return from;
}

// The bytes that end a URL's authority (its host, user and port): a path, a query, a fragment.
constexpr ByteSet kAuthorityEnds{"/?#"};

// Every contact form holds a digit or one of `.`, `:`, `/`, `@`: a chunk of letters (most of a
// CV's words) is none, and is not classified.
constexpr ByteSet kContactBytes{"0123456789.:/@"};

bool MayBeContactChunk(std::string_view chunk) {
  return FindFirstOf(chunk, kContactBytes) != std::string_view::npos;
}

// What the chunk loop needs to know of a byte, one look-up for all: whether it ends a chunk,
// whether a contact form holds it (kContactBytes), and whether a chunk's ends are trimmed of it
// (sentence punctuation). A chunk with neither of the last two, most words of a line, is
// passed over at once.
enum ChunkByteBits : uint8_t { kEndsChunk = 1, kContactByte = 2, kTrimmedByte = 4 };

constexpr std::array<uint8_t, 256> kChunkBytes = [] {
  std::array<uint8_t, 256> table{};
  for (int c = 0; c < 256; ++c) {
    table[c] = kDelimiters[c] ? kEndsChunk : 0;
  }
  for (const char c : std::string_view("0123456789.:/@")) {
    table[static_cast<unsigned char>(c)] |= kContactByte;
  }
  for (const char c : std::string_view(".:!?'_")) {
    table[static_cast<unsigned char>(c)] |= kTrimmedByte;
  }
  return table;
}();

bool AllDigits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return IsAsciiDigit(c); });
}

bool AllAlpha(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return IsAsciiAlpha(c); });
}

// Top-level domains a bare `name.tld` chunk may end in. Country codes that are English words
// or file extensions (`in`, `at`, `is`, `me`, `md`, `cc`, `py`, `sh`, `pl`) are left out: after
// `www.`, a scheme, `@` or an obfuscated `at` they are still accepted.
constexpr std::string_view kBareTlds[] = {
    "com",  "org", "net",  "edu",  "gov",  "mil", "int",  "io",     "ai",    "dev",  "app",
    "info", "co",  "wiki", "page", "site", "xyz", "tech", "online", "cloud", "blog", "cn",
    "kr",   "jp",  "uk",   "de",   "fr",   "ca",  "au",   "ch",     "nl",    "se",   "hk",
    "tw",   "sg",  "il",   "es",   "eu",   "ru",  "br",   "dk",     "fi",    "cz",   "nz",
    "ie",   "pt",  "gr",   "mx",   "ar",   "cl",  "za",   "hu",     "ro",    "sk",   "vn",
    "tr",   "pk",  "ua",   "lt",   "lv",   "hr",  "rs",   "bg",     "lu",    "ac",
};

// Further top-level domains that need more context than a bare chunk gives.
constexpr std::string_view kContextTlds[] = {"in", "at", "be", "no", "me", "is", "it", "us", "to",
                                             "so", "ly", "fm", "tv", "pl", "md", "cc", "sh", "la",
                                             "gg", "im", "ws", "nu", "li", "my", "id", "th", "si",
                                             "sa", "ke", "ng", "eg", "ir", "ae", "ph", "ee"};

// kBareTlds packed (PackLowerWord) and sorted: a label after a dot is looked up as one integer
// by binary search.
constexpr std::array<uint64_t, std::size(kBareTlds)> kBareTldKeys = [] {
  std::array<uint64_t, std::size(kBareTlds)> keys{};
  for (size_t i = 0; i < keys.size(); ++i) {
    keys[i] = PackLowerWord(kBareTlds[i]);
  }
  std::sort(keys.begin(), keys.end());
  return keys;
}();

// The two- and three-letter entries of kBareTlds, one bit each by their letters (`a` = 0) read as
// a number in base 26: most words after a dot (`com`, `org`, `pdf`, `io`) are answered by one
// look-up.
constexpr size_t kShortTldSlots = 26 * 26 + 26 * 26 * 26;

constexpr size_t ShortTldSlot(unsigned first, unsigned second) { return first * 26 + second; }
constexpr size_t ShortTldSlot(unsigned first, unsigned second, unsigned third) {
  return 26 * 26 + (first * 26 + second) * 26 + third;
}

constexpr std::array<uint64_t, (kShortTldSlots + 63) / 64> kShortBareTlds = [] {
  std::array<uint64_t, (kShortTldSlots + 63) / 64> bits{};
  for (const std::string_view tld : kBareTlds) {
    const auto letter = [&](size_t k) { return static_cast<unsigned>(tld[k] - 'a'); };
    if (tld.size() == 2 || tld.size() == 3) {
      const size_t slot = tld.size() == 2 ? ShortTldSlot(letter(0), letter(1))
                                          : ShortTldSlot(letter(0), letter(1), letter(2));
      bits[slot / 64] |= uint64_t{1} << (slot % 64);
    }
  }
  return bits;
}();

// `tld` in lower case.
bool IsBareTld(std::string_view tld) {
  if (tld.size() == 2 || tld.size() == 3) {
    // A byte below `a` wraps to a large number: one comparison a letter.
    const auto letter = [&](size_t k) {
      return static_cast<unsigned>(static_cast<unsigned char>(tld[k])) - unsigned{'a'};
    };
    const unsigned first = letter(0);
    const unsigned second = letter(1);
    const unsigned third = tld.size() == 3 ? letter(2) : 0;
    if (first >= 26 || second >= 26 || third >= 26) {
      return false;
    }
    const size_t slot =
        tld.size() == 2 ? ShortTldSlot(first, second) : ShortTldSlot(first, second, third);
    return (kShortBareTlds[slot / 64] >> (slot % 64) & 1) != 0;
  }
  if (tld.size() < 4 || tld.size() > 6 || !std::all_of(tld.begin(), tld.end(), IsAsciiLower)) {
    return false;
  }
  return std::binary_search(kBareTldKeys.begin(), kBareTldKeys.end(), PackLowerWord(tld));
}

// `tld` in any case.
bool IsKnownTld(std::string_view tld) {
  if (tld.size() < 2 || tld.size() > 6) {
    return false;
  }
  char lower[6];
  for (size_t i = 0; i < tld.size(); ++i) {
    lower[i] = AsciiToLower(tld[i]);
  }
  const std::string_view t(lower, tld.size());
  return IsBareTld(t) ||
         std::find(std::begin(kContextTlds), std::end(kContextTlds), t) != std::end(kContextTlds);
}

// What HostProblem needs to know of a byte, in one look-up.
enum HostByteBits : uint8_t { kHostAllowed = 1, kHostDigit = 2, kHostLetter = 4 };

constexpr std::array<uint8_t, 256> kHostBytes = [] {
  std::array<uint8_t, 256> table{};
  for (int c = 0; c < 256; ++c) {
    const char ch = static_cast<char>(c);
    if (IsAsciiDigit(ch)) {
      table[c] = kHostAllowed | kHostDigit;
    } else if (IsAsciiAlpha(ch)) {
      table[c] = kHostAllowed | kHostLetter;
    }
  }
  // `_` is outside the host-name rules but in real DNS names (`my_docs.readthedocs.io`).
  table['-'] = kHostAllowed;
  table['_'] = kHostAllowed;
  return table;
}();

// The problem with `host` as a domain name, or empty. A trailing dot was trimmed already. The
// labels between dots, empty ones included, are checked in order in one pass over the bytes.
std::string_view HostProblem(std::string_view host) {
  if (host.empty()) {
    return "a URL needs a host name";
  }
  if (EqualsIgnoreCase(host, "localhost")) {
    return {};
  }
  size_t labels = 0;
  bool all_numeric = true;
  size_t label_begin = 0;
  uint8_t label_all = kHostDigit | kHostLetter;  // the classes every byte of the label has
  for (size_t k = 0;; ++k) {
    if (k < host.size() && host[k] != '.') {
      const uint8_t bits = kHostBytes[static_cast<unsigned char>(host[k])];
      if (bits == 0) {
        return "the domain has a character not allowed in domain names";
      }
      label_all &= bits;
      continue;
    }
    ++labels;
    if (k == label_begin) {
      return "the domain has an empty label (`..`)";
    }
    if (host[label_begin] == '-' || host[k - 1] == '-') {
      return "a domain label cannot start or end with `-`";
    }
    all_numeric = all_numeric && (label_all & kHostDigit) != 0;
    if (k == host.size()) {
      break;
    }
    label_begin = k + 1;
    label_all = kHostDigit | kHostLetter;
  }
  if (all_numeric && labels == 4) {
    return {};  // an IPv4 address
  }
  if (labels < 2) {
    return "the domain has no top-level part (`.org`, `.edu`)";
  }
  // The last label: two or more letters.
  if ((label_all & kHostLetter) == 0 || host.size() - label_begin < 2) {
    return "the top-level domain is not two or more letters";
  }
  return {};
}

std::string_view OrcidProblem(std::string_view id) {
  if (id.size() != 19 || id[4] != '-' || id[9] != '-' || id[14] != '-') {
    return "an ORCID iD is 16 digits in four groups of four (`0000-0002-1825-0097`)";
  }
  for (size_t i = 0; i < 19; ++i) {
    if (i == 4 || i == 9 || i == 14) {
      continue;
    }
    const bool check_x = i == 18 && (id[i] == 'X' || id[i] == 'x');
    if (!IsAsciiDigit(id[i]) && !check_x) {
      return "an ORCID iD is 16 digits in four groups of four (`0000-0002-1825-0097`)";
    }
  }
  if (!OrcidChecksumOk(id)) {
    return "the ORCID checksum digit is wrong";
  }
  return {};
}

// `0000-0002-1825-0097` in shape (digits and dashes, three dashes, 16 to 20 characters).
bool IsOrcidShaped(std::string_view c) {
  if (c.size() < 16 || c.size() > 20 || !IsAsciiDigit(c[0])) {
    return false;
  }
  size_t dashes = 0;
  for (size_t i = 0; i < c.size(); ++i) {
    if (c[i] == '-') {
      ++dashes;
    } else if (!IsAsciiDigit(c[i]) && !(i + 1 == c.size() && (c[i] == 'X' || c[i] == 'x'))) {
      return false;
    }
  }
  return dashes == 3;
}

std::string_view DoiProblem(std::string_view doi) {
  if (!doi.starts_with("10.")) {
    return "a DOI starts with `10.`";
  }
  const size_t slash = doi.find('/');
  const std::string_view registrant = doi.substr(3, slash == kNpos ? kNpos : slash - 3);
  size_t lead = 0;
  while (lead < registrant.size() && IsAsciiDigit(registrant[lead])) {
    ++lead;
  }
  if (lead < 4) {
    return "a DOI has a registrant code of four or more digits after `10.`";
  }
  for (char c : registrant) {
    if (!IsAsciiDigit(c) && c != '.') {
      return "a DOI's registrant code is digits and dots";
    }
  }
  if (slash == kNpos || slash + 1 == doi.size()) {
    return "a DOI needs a `/` and a suffix after the registrant code";
  }
  return {};
}

// `10.` and four digits, then a `/`: a DOI without `doi:`.
bool IsBareDoi(std::string_view c) {
  if (!c.starts_with("10.") || c.size() < 9 || c.find('/') == kNpos) {
    return false;
  }
  for (size_t i = 3; i < 7; ++i) {
    if (!IsAsciiDigit(c[i])) {
      return false;
    }
  }
  return true;
}

// The archives of old-style arXiv ids (1991 to March 2007).
constexpr std::string_view kArxivArchives[] = {
    "cs",       "math",     "physics",  "hep-th", "hep-ph",   "hep-lat",  "hep-ex",
    "quant-ph", "cond-mat", "astro-ph", "gr-qc",  "nucl-th",  "nucl-ex",  "math-ph",
    "nlin",     "q-bio",    "stat",     "q-fin",  "chao-dyn", "adap-org", "cmp-lg",
};

// `archive` in lower case, or in any case when `any_case`.
bool IsArxivArchive(std::string_view archive, bool any_case = false) {
  const size_t dot = archive.find('.');  // `math.AG`: subject class
  if (dot != kNpos) {
    archive = archive.substr(0, dot);
  }
  return std::any_of(std::begin(kArxivArchives), std::end(kArxivArchives),
                     [&](std::string_view known) {
                       return any_case ? EqualsIgnoreCase(archive, known) : archive == known;
                     });
}

// `cs/0112017` with a known archive: an old-style arXiv id without `arXiv:`.
bool IsBareOldArxiv(std::string_view c) {
  const size_t slash = c.find('/');
  return slash != kNpos && slash > 0 && IsArxivArchive(c.substr(0, slash)) &&
         slash + 1 < c.size() && IsAsciiDigit(c[slash + 1]);
}

int TwoDigits(std::string_view s, size_t at) { return (s[at] - '0') * 10 + (s[at + 1] - '0'); }

enum class Label : uint8_t { kNone, kArxiv, kOrcid, kDoi };

Label LabelOf(std::string_view chunk) {
  // Most chunks are neither 3 nor 5 bytes long, or start with another letter.
  const char first = static_cast<char>(chunk[0] | 0x20);
  if (!((chunk.size() == 5 && (first == 'a' || first == 'o')) ||
        (chunk.size() == 3 && first == 'd'))) {
    return Label::kNone;
  }
  if (EqualsIgnoreCase(chunk, "arxiv")) {
    return Label::kArxiv;
  }
  if (EqualsIgnoreCase(chunk, "orcid")) {
    return Label::kOrcid;
  }
  if (EqualsIgnoreCase(chunk, "doi")) {
    return Label::kDoi;
  }
  return Label::kNone;
}

constexpr size_t kFirstContactCapacity = 16;

// The scanner of one line. Fields go straight to `out_`.
class ContactScanner {
 public:
  ContactScanner(std::string_view text, uint32_t base, uint32_t line,
                 std::vector<ContactField>& out)
      : text_(text), base_(base), line_(line), out_(out), first_(out.size()) {
    // A CV's contact fields, most often a dozen or fewer, fit the first allocation: not one
    // per doubling.
    if (out_.capacity() == 0) {
      out_.reserve(kFirstContactCapacity);
    }
  }

  // Reads the line, whose first byte where the quick check fires is `first_trigger` (0 reads
  // it all). The chunks before the one holding that byte are not read: a field lies in or after
  // the chunk of its trigger, a label (`arXiv`, `DOI`) is one and a phone number starts with one,
  // so none of them can hold a field or change how a later chunk is read.
  void Run(size_t first_trigger) {
    size_t start = first_trigger;
    while (start > 0 && !IsDelimiter(text_[start - 1])) {
      --start;
    }
    obfuscated_end_ = first_;
    // The markers of an obfuscated address are chunks of their own (`jo at x dot org`,
    // `jo[at]x.org`): a line is searched for such addresses only when the chunks read show an `at`
    // or a `dot`, and then read again. An `[at]` is a trigger, so never before `start`; a bare `at`
    // needs a `dot` after it, a trigger too: its `at` may come before `start`, its `dot` cannot.
    if (ScanChunks(start, /*stop_at_marker=*/true)) {
      return;
    }
    out_.resize(first_);
    FindObfuscatedEmails();
    obfuscated_end_ = out_.size();
    ScanChunks(start, /*stop_at_marker=*/false);
    if (obfuscated_end_ != first_ && out_.size() > obfuscated_end_) {
      std::stable_sort(out_.begin() + static_cast<std::ptrdiff_t>(first_), out_.end(),
                       [](const ContactField& a, const ContactField& b) {
                         return a.range.begin < b.range.begin;
                       });
    }
  }

 private:
  void Emit(size_t begin, size_t end, ContactKind kind, std::string_view problem) {
    ContactField field;
    field.range = {base_ + static_cast<uint32_t>(begin), base_ + static_cast<uint32_t>(end)};
    field.kind = kind;
    field.problem = problem;
    field.line = line_;
    out_.push_back(field);
  }

  size_t SkipBlanks(size_t i) const {
    while (i < text_.size() && IsBlank(text_[i])) {
      ++i;
    }
    return i;
  }

  // Matches `[word]`, `(word)`, `{word}` or `<word>` at `i`; returns the end or kNpos.
  size_t MatchBracketed(size_t i, std::string_view word) const {
    if (i >= text_.size()) {
      return kNpos;
    }
    char close = 0;
    switch (text_[i]) {
      case '[':
        close = ']';
        break;
      case '(':
        close = ')';
        break;
      case '{':
        close = '}';
        break;
      case '<':
        close = '>';
        break;
      default:
        return kNpos;
    }
    const size_t end = i + 1 + word.size();
    if (end < text_.size() && text_[end] == close &&
        EqualsIgnoreCase(text_.substr(i + 1, word.size()), word)) {
      return end + 1;
    }
    return kNpos;
  }

  // Matches the bare word at `i`, followed by a blank; returns the end or kNpos. The caller
  // checks what precedes it.
  size_t MatchWord(size_t i, std::string_view word) const {
    const size_t end = i + word.size();
    if (end < text_.size() && IsBlank(text_[end]) &&
        EqualsIgnoreCase(text_.substr(i, word.size()), word)) {
      return end;
    }
    return kNpos;
  }

  static bool IsLocalChar(char c) {
    return IsAsciiAlnum(c) || c == '.' || c == '_' || c == '-' || c == '+' || c == '%';
  }

  void FindObfuscatedEmails() {
    const size_t n = text_.size();
    size_t resume = 1;  // where a marker may start: after the last address found
    // Every `at` marker holds the letters `at`: right after its bracket (`[at]`), or at its start
    // (the bare word). Only those two places around each such pair are looked at, in order.
    for (size_t pair = FindBytePair(text_, 0, 'a', 't', /*ignore_case=*/true); pair != kNpos;
         pair = FindBytePair(text_, pair + 1, 'a', 't', /*ignore_case=*/true)) {
      for (size_t i = pair == 0 ? 0 : pair - 1; i <= pair; ++i) {
        if (i < resume || i + 2 >= n) {
          continue;
        }
        const size_t domain_end = ObfuscatedEmailAt(i);
        if (domain_end != kNpos) {
          resume = domain_end + 1;
        }
      }
    }
  }

  // Reads an obfuscated address whose `at` marker starts at `i` (1 <= i, i + 2 < size): emits it
  // and returns its end, or returns kNpos.
  size_t ObfuscatedEmailAt(size_t i) {
    const char c = text_[i];
    size_t marker_end = kNpos;
    bool bracketed = false;
    if (c == '[' || c == '(' || c == '{' || c == '<') {
      marker_end = MatchBracketed(i, "at");
      bracketed = true;
    } else if ((c == 'a' || c == 'A') && IsBlank(text_[i - 1])) {
      marker_end = MatchWord(i, "at");
    }
    if (marker_end == kNpos) {
      return kNpos;
    }
    // The name before the marker.
    size_t local_end = i;
    while (local_end > 0 && IsBlank(text_[local_end - 1])) {
      --local_end;
    }
    size_t local_begin = local_end;
    while (local_begin > 0 && IsLocalChar(text_[local_begin - 1])) {
      --local_begin;
    }
    while (local_begin < local_end && text_[local_begin] == '.') {
      ++local_begin;
    }
    if (local_begin == local_end || text_[local_end - 1] == '.') {
      return kNpos;
    }
    const size_t domain_end = ParseObfuscatedDomain(marker_end, bracketed);
    if (domain_end == kNpos) {
      return kNpos;
    }
    Emit(local_begin, domain_end, ContactKind::kObfuscatedEmail, {});
    return domain_end;
  }

  // Parses `example dot org`, `example [dot] org`, `example.org` from `i`; returns the end of
  // the last label, or kNpos when this is no plausible domain.
  size_t ParseObfuscatedDomain(size_t i, bool bracketed_at) const {
    const size_t n = text_.size();
    i = SkipBlanks(i);
    size_t labels = 0;
    bool dot_marker = false;
    size_t end = kNpos;
    std::string_view last;
    ProgressGuard<size_t> moving;
    while (true) {
      moving.Forward(i);
      const size_t label_begin = i;
      while (i < n && (IsAsciiAlnum(text_[i]) || text_[i] == '-')) {
        ++i;
      }
      if (i == label_begin) {
        break;
      }
      ++labels;
      end = i;
      last = text_.substr(label_begin, i - label_begin);
      if (i + 1 < n && text_[i] == '.' && IsAsciiAlnum(text_[i + 1])) {
        ++i;
        continue;
      }
      const size_t after_blanks = SkipBlanks(i);
      size_t next = MatchBracketed(after_blanks, "dot");
      if (next == kNpos && after_blanks > i) {
        next = MatchWord(after_blanks, "dot");
      }
      if (next == kNpos) {
        break;
      }
      dot_marker = true;
      i = SkipBlanks(next);
    }
    if (labels < 2 || !AllAlpha(last) || !IsKnownTld(last) || (!bracketed_at && !dot_marker)) {
      return kNpos;
    }
    return end;
  }

  bool OverlapsObfuscated(size_t begin, size_t end) const {
    const ByteRange r{base_ + static_cast<uint32_t>(begin), base_ + static_cast<uint32_t>(end)};
    for (size_t k = first_; k < obfuscated_end_; ++k) {
      if (out_[k].range.Overlaps(r)) {
        return true;
      }
    }
    return false;
  }

  // A phone number from the `+` at `b`; returns its end, or kNpos when it is none.
  size_t ScanPhone(size_t b) {
    const size_t n = text_.size();
    size_t digits = 0;
    size_t end = b;
    for (size_t j = b + 1; j < n; ++j) {
      const char c = text_[j];
      if (IsAsciiDigit(c)) {
        ++digits;
        end = j + 1;
      } else if (c == ' ') {
        if (j + 1 < n && text_[j + 1] == ' ') {
          break;
        }
      } else if (c != '-' && c != '.' && c != '(' && c != ')') {
        break;
      }
    }
    // A letter glued to the last digit (`+1234567x`) makes it something else.
    if (digits < 7 || (end < n && IsAsciiAlpha(text_[end]))) {
      return kNpos;
    }
    std::string_view problem;
    if (digits > 15) {
      problem = "a phone number has at most 15 digits";
    } else if (text_[b + 1] == '0') {
      problem = "a country calling code never starts with 0";
    }
    Emit(b, end, ContactKind::kPhone, problem);
    return end;
  }

  // Reads the chunks of the line from `start`, the start of a chunk; returns false, having
  // stopped, when `stop_at_marker` and a chunk is `at` or `dot` in any case.
  bool ScanChunks(size_t start, bool stop_at_marker) {
    const size_t n = text_.size();
    Label label = Label::kNone;
    size_t i = start;
    while (i < n) {
      if (IsDelimiter(text_[i])) {
        if (!IsBlank(text_[i])) {
          label = Label::kNone;
        }
        ++i;
        continue;
      }
      size_t b = i;
      uint8_t seen = 0;
      const char* const data = text_.data();
      for (; i < n; ++i) {
        const uint8_t bits = kChunkBytes[static_cast<unsigned char>(data[i])];
        if ((bits & (kEndsChunk | kContactByte)) != 0) {
          if ((bits & kEndsChunk) == 0) {
            // A contact byte: the chunk is classified, and its other bytes matter no more.
            seen |= bits;
            i = ChunkEndFrom(text_, i + 1);
          }
          break;
        }
        seen |= bits;
      }
      if ((seen & (kContactByte | kTrimmedByte)) == 0) {
        // Letters and the like, nothing to trim: never classified, only maybe a label (of three
        // or five letters).
        const size_t size = i - b;
        if (stop_at_marker &&
            ((size == 2 && (data[b] | 0x20) == 'a' && (data[b + 1] | 0x20) == 't') ||
             (size == 3 && (data[b] | 0x20) == 'd' && (data[b + 1] | 0x20) == 'o' &&
              (data[b + 2] | 0x20) == 't'))) {
          return false;
        }
        if (data[b] != '+') {
          label = (size == 3 || size == 5) && !OverlapsObfuscated(b, i)
                      ? LabelOf(text_.substr(b, size))
                      : Label::kNone;
          continue;
        }
      }
      size_t e = i;
      if (text_[b] == '+' && b + 1 < e && IsAsciiDigit(text_[b + 1]) &&
          (b == 0 || !IsAsciiAlnum(text_[b - 1]))) {
        const size_t end = ScanPhone(b);
        if (end != kNpos) {
          i = end;
          label = Label::kNone;
          continue;
        }
      }
      while (e > b && (text_[e - 1] == '.' || text_[e - 1] == ':' || text_[e - 1] == '!' ||
                       text_[e - 1] == '?' || text_[e - 1] == '\'' || text_[e - 1] == '_')) {
        --e;
      }
      while (b < e && (text_[b] == '\'' || text_[b] == '_')) {
        ++b;
      }
      if (b == e || OverlapsObfuscated(b, e)) {
        label = Label::kNone;
        continue;
      }
      const std::string_view chunk = text_.substr(b, e - b);
      if ((seen & kContactByte) != 0 && MayBeContactChunk(chunk)) {
        Classify(chunk, b, label);
      }
      label = LabelOf(chunk);
    }
    return true;
  }

  void Classify(std::string_view c, size_t b, Label label) {
    const size_t e = b + c.size();
    if (const size_t sep = c.find("://"); sep != kNpos) {
      ClassifySchemeUrl(c, b, sep);
      return;
    }
    // The prefixes below are told apart by their first letter, in any case.
    const char first = static_cast<char>(c[0] | 0x20);
    if (first == 'h' && IsDamagedScheme(c)) {
      Emit(b, e, ContactKind::kUrl, "a URL scheme is followed by `://` (`https://`)");
      return;
    }
    if (first == 'd' && StartsWithIgnoreCase(c, "doi:")) {
      Emit(b, e, ContactKind::kDoi, DoiProblem(c.substr(4)));
      return;
    }
    if (first == 'a' && StartsWithIgnoreCase(c, "arxiv:")) {
      Emit(b, e, ContactKind::kArxiv, ArxivIdProblem(c.substr(6)));
      return;
    }
    if (first == 'o' && StartsWithIgnoreCase(c, "orcid:")) {
      Emit(b, e, ContactKind::kOrcid, OrcidProblem(c.substr(6)));
      return;
    }
    if (const size_t at = c.find('@'); at != kNpos) {
      ClassifyEmail(c, b, at);
      return;
    }
    switch (label) {
      case Label::kArxiv:
        // `arXiv 2104.01234`, `arXiv cs/0112017`; not `arXiv 2021` (a venue and year).
        if ((c.size() > 5 && AllDigits(c.substr(0, 4)) && c[4] == '.') ||
            (c.find('/') != kNpos && IsAsciiAlpha(c[0]))) {
          Emit(b, e, ContactKind::kArxiv, ArxivIdProblem(c));
          return;
        }
        break;
      case Label::kOrcid:
        if (IsAsciiDigit(c[0]) && c.find('-') != kNpos) {
          Emit(b, e, ContactKind::kOrcid, OrcidProblem(c));
          return;
        }
        break;
      case Label::kDoi:
        if (c.starts_with("10.")) {
          Emit(b, e, ContactKind::kDoi, DoiProblem(c));
          return;
        }
        break;
      case Label::kNone:
        break;
    }
    if (IsBareDoi(c)) {
      Emit(b, e, ContactKind::kDoi, DoiProblem(c));
      return;
    }
    if (IsOrcidShaped(c) && (c.starts_with("0000-") || c.starts_with("0009-"))) {
      Emit(b, e, ContactKind::kOrcid, OrcidProblem(c));
      return;
    }
    if (IsBareOldArxiv(c)) {
      Emit(b, e, ContactKind::kArxiv, ArxivIdProblem(c));
      return;
    }
    if (first == 'w' && StartsWithIgnoreCase(c, "www.")) {
      // The name after `www.` still needs its own top-level domain.
      Emit(b, e, ContactKind::kUrl, HostProblem(HostOf(c).substr(4)));
      return;
    }
    if (IsBareDomain(c)) {
      Emit(b, e, ContactKind::kUrl, {});
    }
  }

  // `http:/x`, `https//x`, `https:x`: an http(s) scheme with a damaged separator.
  static bool IsDamagedScheme(std::string_view c) {
    if (!StartsWithIgnoreCase(c, "http")) {
      return false;
    }
    std::string_view rest = c.substr(4);
    if (!rest.empty() && (rest[0] == 's' || rest[0] == 'S')) {
      rest.remove_prefix(1);
    }
    if (rest.starts_with(":/")) {
      return rest.size() > 2;  // `://` was handled before
    }
    if (rest.starts_with("//")) {
      return rest.size() > 2 && IsAsciiAlnum(rest[2]);
    }
    return rest.size() > 1 && rest[0] == ':' && IsAsciiAlpha(rest[1]);
  }

  // The host of `www.x.org/path` or of the part after `://`: up to `/`, `?` or `#`, without
  // user info and port.
  static std::string_view HostOf(std::string_view rest) {
    const size_t end = FindFirstOf(rest, kAuthorityEnds);
    std::string_view authority = rest.substr(0, end);
    if (const size_t at = authority.rfind('@'); at != kNpos) {
      authority.remove_prefix(at + 1);
    }
    if (const size_t colon = authority.find(':'); colon != kNpos) {
      authority = authority.substr(0, colon);
    }
    return authority;
  }

  void ClassifySchemeUrl(std::string_view c, size_t b, size_t sep) {
    const size_t e = b + c.size();
    const std::string_view scheme = c.substr(0, sep);
    // Keep the scheme from a label glued before it (`Web:https://x.org`).
    size_t scheme_begin = scheme.size();
    while (scheme_begin > 0 && IsAsciiAlpha(scheme[scheme_begin - 1])) {
      --scheme_begin;
    }
    const std::string_view name = scheme.substr(scheme_begin);
    b += scheme_begin;
    const bool http = EqualsIgnoreCase(name, "http") || EqualsIgnoreCase(name, "https");
    if (!http && !EqualsIgnoreCase(name, "ftp")) {
      // A name longer than 6 letters is at least 2 edits from `https`.
      if (!name.empty() && name.size() <= 6) {
        char buffer[6];
        for (size_t k = 0; k < name.size(); ++k) {
          buffer[k] = AsciiToLower(name[k]);
        }
        const std::string_view lower(buffer, name.size());
        if (EditDistance(lower, "http", 2) == 1 || EditDistance(lower, "https", 2) == 1) {
          Emit(b, e, ContactKind::kUrl, "the URL scheme is misspelt (`https://`)");
        }
      }
      return;  // another scheme (`ssh://`, `s3://`): not a contact field
    }
    const std::string_view rest = c.substr(sep + 3);
    const std::string_view authority = rest.substr(0, FindFirstOf(rest, kAuthorityEnds));
    // The host, without the user info before `@` and the port after `:` (as HostOf reads it).
    const size_t user_end = authority.rfind('@');
    const std::string_view host_port =
        user_end == kNpos ? authority : authority.substr(user_end + 1);
    const size_t colon = host_port.find(':');
    const std::string_view host = host_port.substr(0, colon);
    std::string_view problem = HostProblem(host);
    if (problem.empty() && colon != kNpos && !AllDigits(host_port.substr(colon + 1))) {
      problem = "the port after the host is not a number";
    }
    const std::string_view path = rest.substr(authority.size());
    // doi.org, arxiv.org and orcid.org, each also after `www.`, and dx.doi.org.
    const std::string_view site = StartsWithIgnoreCase(host, "www.") ? host.substr(4) : host;
    if (problem.empty() &&
        (EqualsIgnoreCase(site, "doi.org") || EqualsIgnoreCase(host, "dx.doi.org"))) {
      const std::string_view doi = path.empty() ? path : path.substr(1);
      Emit(b, e, ContactKind::kDoi,
           doi.empty() ? "a doi.org link needs the DOI after the host" : DoiProblem(doi));
      return;
    }
    if (problem.empty() && EqualsIgnoreCase(site, "arxiv.org") &&
        (path.starts_with("/abs/") || path.starts_with("/pdf/"))) {
      std::string_view id = path.substr(5);
      if (EndsWithIgnoreCase(id, ".pdf")) {
        id.remove_suffix(4);
      }
      Emit(b, e, ContactKind::kArxiv, ArxivIdProblem(id));
      return;
    }
    if (problem.empty() && EqualsIgnoreCase(site, "orcid.org") && path.size() > 1) {
      Emit(b, e, ContactKind::kOrcid, OrcidProblem(path.substr(1)));
      return;
    }
    Emit(b, e, ContactKind::kUrl, problem);
  }

  void ClassifyEmail(std::string_view c, size_t b, size_t at) {
    if (at == 0) {
      return;  // `@jdoe`: a social handle
    }
    // A label glued before the address (`Email:jo@x.org`, `mailto:jo@x.org`).
    size_t local_begin = c.rfind(':', at);
    local_begin = local_begin == kNpos ? 0 : local_begin + 1;
    const std::string_view local = c.substr(local_begin, at - local_begin);
    const std::string_view domain = c.substr(at + 1);
    // `A100@40GB`, `GPU@1.5GHz`: not addresses.
    if (!domain.empty() && IsAsciiDigit(domain[0])) {
      return;
    }
    std::string_view problem;
    if (domain.find('@') != kNpos) {
      problem = "an email address has exactly one `@`";
    } else if (local.empty()) {
      problem = "an email address needs a name before `@`";
    } else if (domain.empty()) {
      problem = "an email address needs a domain after `@`";
    } else if (local.front() == '.' || local.back() == '.' ||
               local.find("..") != std::string_view::npos) {
      problem = "the name before `@` has a misplaced dot";
    } else if (!std::all_of(local.begin(), local.end(),
                            [](char ch) { return IsLocalChar(ch) || ch == '\''; })) {
      problem = "the name before `@` has a character not allowed in addresses";
    } else {
      problem = HostProblem(domain);
    }
    Emit(b + local_begin, b + c.size(), ContactKind::kEmail, problem);
  }

  // `example.github.io`, `github.com/jdoe`, `lab.example.edu/people`: labels of letters,
  // digits and `-`, the first with a letter, ending in a known lower-case top-level domain.
  static bool IsBareDomain(std::string_view c) {
    const std::string_view host = c.substr(0, c.find('/'));
    const size_t last_dot = host.rfind('.');
    if (last_dot == kNpos || last_dot == 0) {
      return false;
    }
    if (!IsBareTld(host.substr(last_dot + 1))) {
      return false;
    }
    bool letter = false;
    size_t label_size = 0;
    bool first_label = true;
    for (char ch : host) {
      if (ch == '.') {
        if (label_size == 0) {
          return false;
        }
        if (first_label && !letter) {
          return false;
        }
        first_label = false;
        label_size = 0;
        continue;
      }
      if (!IsAsciiAlnum(ch) && ch != '-') {
        return false;
      }
      letter = letter || IsAsciiAlpha(ch);
      ++label_size;
    }
    return true;
  }

  std::string_view text_;
  uint32_t base_;
  uint32_t line_;
  std::vector<ContactField>& out_;
  size_t first_;
  size_t obfuscated_end_ = 0;
};

// The bytes of one 64-byte block of text the quick check looks at, one bit a byte (bit k for
// byte k).
struct BlockMarks {
  uint64_t word = 0;    // ASCII letters and digits
  uint64_t signal = 0;  // `@ / . + [ ( { <`: bytes some contact field holds
};

constexpr uint8_t kWordBit = 1;
constexpr uint8_t kSignalBit = 2;

constexpr std::array<uint8_t, 256> kBlockBits = [] {
  std::array<uint8_t, 256> table{};
  for (int c = 0; c < 256; ++c) {
    table[c] = IsAsciiAlnum(static_cast<char>(c)) ? kWordBit : 0;
  }
  for (const char c : std::string_view("@/.+[({<")) {
    table[static_cast<unsigned char>(c)] = kSignalBit;
  }
  return table;
}();

// The marks of `data[0, size)`, size <= 64, byte by byte: the last block of a text, and every
// block where SSE2 is missing. Bytes past `size` are neither.
BlockMarks MarkBlockBytewise(const char* data, size_t size) {
  BlockMarks marks;
  for (size_t k = 0; k < size; ++k) {
    const uint64_t bits = kBlockBits[static_cast<unsigned char>(data[k])];
    marks.word |= (bits & kWordBit) << k;
    marks.signal |= (bits >> 1) << k;
  }
  return marks;
}

// The marks of the 64 bytes at `data`, sixteen bytes a step where SSE2 is there (every x86-64).
BlockMarks MarkBlock(const char* data) {
#if defined(__SSE2__)
  BlockMarks marks;
  using simd::Splat;
  for (int part = 0; part < 4; ++part) {
    const __m128i bytes = simd::Load16(data + 16 * part);
    const __m128i folded = _mm_or_si128(bytes, Splat(0x20));
    const __m128i letters = simd::AsciiLetters(bytes);
    const __m128i digits = simd::InRange(bytes, '0', '9');
    // `[` folds onto `{`.
    const __m128i signal = _mm_or_si128(
        _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(bytes, Splat('@')), _mm_cmpeq_epi8(bytes, Splat('/'))),
            _mm_or_si128(_mm_cmpeq_epi8(bytes, Splat('.')), _mm_cmpeq_epi8(bytes, Splat('+')))),
        _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(folded, Splat('{')), _mm_cmpeq_epi8(bytes, Splat('('))),
            _mm_cmpeq_epi8(bytes, Splat('<'))));
    const unsigned shift = 16 * static_cast<unsigned>(part);
    marks.word |= uint64_t{simd::Bits(_mm_or_si128(letters, digits))} << shift;
    marks.signal |= uint64_t{simd::Bits(signal)} << shift;
  }
  return marks;
#else
  return MarkBlockBytewise(data, 64);
#endif
}

// The word `data[0, size)` of 3 to 5 bytes, letters lower-cased, packed as PackLowerWord packs
// it.
uint64_t PackLowerWord3To5(const char* data, size_t size) {
  const auto folded = [&](size_t k) -> uint64_t {
    return static_cast<unsigned char>(data[k] | 0x20);
  };
  uint64_t key = (folded(0) << 16) | (folded(1) << 8) | folded(2);
  for (size_t k = 3; k < size; ++k) {
    key = (key << 8) | folded(k);
  }
  return key;
}

// A word (a maximal run of ASCII letters and digits) some contact field needs: a label
// (`doi`, `arXiv`, `ORCID`), the obfuscated `dot`, `www`, `http`/`https` (damaged schemes
// such as `https:x`) and the first group of a bare ORCID iD.
// `word` is 3 to 5 bytes.
bool IsTriggerWord(std::string_view word) {
  // The words packed at compile time: the comparisons below are with constants.
  static constexpr uint64_t kDoi = PackLowerWord("doi");
  static constexpr uint64_t kDot = PackLowerWord("dot");
  static constexpr uint64_t kWww = PackLowerWord("www");
  static constexpr uint64_t kHttp = PackLowerWord("http");
  static constexpr uint64_t kOrcidZeros = PackLowerWord("0000");
  static constexpr uint64_t kOrcidNines = PackLowerWord("0009");
  static constexpr uint64_t kArxiv = PackLowerWord("arxiv");
  static constexpr uint64_t kOrcid = PackLowerWord("orcid");
  static constexpr uint64_t kHttps = PackLowerWord("https");
  const uint64_t key = PackLowerWord3To5(word.data(), word.size());
  switch (word.size()) {
    case 3:
      return key == kDoi || key == kDot || key == kWww;
    case 4:
      return key == kHttp || key == kOrcidZeros || key == kOrcidNines;
    default:
      return key == kArxiv || key == kOrcid || key == kHttps;
  }
}

// By a word's first byte, the sizes (bit `size`) a trigger word starting with it has: most
// words are passed over with one look-up (`and`, `with`, `data`, `over`).
constexpr std::array<uint8_t, 256> kTriggerSizes = [] {
  std::array<uint8_t, 256> table{};
  const auto add = [&](char first, int size) {
    table[static_cast<unsigned char>(first)] |= static_cast<uint8_t>(1 << size);
    table[static_cast<unsigned char>(AsciiToUpper(first))] |= static_cast<uint8_t>(1 << size);
  };
  add('d', 3);  // doi, dot
  add('w', 3);  // www
  add('h', 4);  // http
  add('h', 5);  // https
  add('0', 4);  // 0000, 0009
  add('a', 5);  // arxiv
  add('o', 5);  // orcid
  return table;
}();

// Whether the word starting at `i` of `text`, whose first byte has `sizes` (kTriggerSizes), is a
// trigger word. The word is read no further than six bytes, as a trigger word has at most five.
bool TriggerWordAt(std::string_view text, size_t i, uint8_t sizes) {
  size_t end = i + 1;
  while (end < text.size() && end - i <= 5 && IsAsciiAlnum(text[end])) {
    ++end;
  }
  const size_t size = end - i;
  return (sizes >> size & 1) != 0 && IsTriggerWord(text.substr(i, size));
}

// What the quick check needs to know of the byte after a signal byte, in one look-up.
enum NextByteBits : uint8_t {
  kNextAny = 1,      // every byte, and the end of the text
  kNextDigit = 2,    // `+1`, `/2` (`cs/0112017`), `10.1` (a bare DOI)
  kNextLower = 4,    // `.org`
  kNextLetterA = 8,  // `[at`, `(At`
};

constexpr std::array<uint8_t, 256> kNextBytes = [] {
  std::array<uint8_t, 256> table{};
  for (int c = 0; c < 256; ++c) {
    table[c] = kNextAny;
    if (IsAsciiDigit(static_cast<char>(c))) {
      table[c] |= kNextDigit;
    }
    if (IsAsciiLower(static_cast<char>(c))) {
      table[c] |= kNextLower;
    }
  }
  table['a'] |= kNextLetterA;
  table['A'] |= kNextLetterA;
  return table;
}();

// By signal byte, the next bytes (NextByteBits) after which it may start a contact field; a
// signal byte followed by none of them is passed over in one test (`. `, `(B`, `</`), except a
// slash after a colon (`ftp://`).
constexpr std::array<uint8_t, 256> kSignalNeeds = [] {
  std::array<uint8_t, 256> table{};
  table['@'] = kNextAny;
  table['/'] = kNextDigit;
  table['.'] = kNextDigit | kNextLower;
  table['+'] = kNextDigit;
  for (const char c : std::string_view("[({<")) {
    table[static_cast<unsigned char>(c)] = kNextLetterA;
  }
  return table;
}();

// Whether the chunk holding byte `i` of `text` (from the delimiter before it, leading `'` and `_`
// skipped as the scanner trims them) starts with an ASCII letter: the archive of an old-style
// arXiv id does (`cs/0112017`), a date (`05/2019`) or a path (`/2019/`) does not.
bool ChunkStartsWithLetter(std::string_view text, size_t i) {
  size_t begin = i;
  while (begin > 0 && !IsDelimiter(text[begin - 1])) {
    --begin;
  }
  while (begin < i && (text[begin] == '\'' || text[begin] == '_')) {
    ++begin;
  }
  return IsAsciiAlpha(text[begin]);
}

// Whether the dot at `i` follows the whole word `10`: a bare DOI may start there.
bool AfterWordTen(std::string_view text, size_t i) {
  return i >= 2 && text[i - 2] == '1' && text[i - 1] == '0' &&
         (i == 2 || !IsAsciiAlnum(text[i - 3]));
}

// Whether the signal byte at `i` of `text` may start a contact field, `next` (NextByteBits) being
// what the quick check needs of the byte after it and the byte having passed kSignalNeeds.
bool SignalMayStartContact(std::string_view text, size_t i, uint8_t next) {
  const size_t n = text.size();
  switch (text[i]) {
    case '@':
    case '+':
      return true;
    case '/':  // a digit next
      return (i > 0 && text[i - 1] == ':') || ChunkStartsWithLetter(text, i);
    case '.': {
      if ((next & kNextDigit) != 0) {
        return AfterWordTen(text, i);
      }
      // A top-level domain has at most six letters: the word is read no further.
      size_t end = i + 1;
      while (end < n && end - i <= 7 && IsAsciiAlnum(text[end])) {
        ++end;
      }
      return IsBareTld(text.substr(i + 1, end - (i + 1)));
    }
    default:  // `[`, `(`, `{`, `<` and an `a`: an obfuscated `[at]`
      return i + 2 < n && (text[i + 2] | 0x20) == 't';
  }
}

// The first position at or after `from`, a line start, where the quick check fires (see
// MayHaveContact), or kNpos. The text is read 64 bytes a step: the candidates of a block are its
// signal bytes and the starts of its words of three to five bytes, the sizes of the trigger
// words; each candidate is then checked on its own, most of them by one look-up. Lines are not
// cut apart, as a newline is neither a word byte nor a signal, and no check reads past one.
size_t FirstContactTrigger(std::string_view text, size_t from) {
  const char* const data = text.data();
  const size_t n = text.size();
  uint64_t word_before = 0;  // 1 when the byte before the block is a word byte
  for (size_t block = from; block < n; block += 64) {
    const BlockMarks marks =
        n - block >= 64 ? MarkBlock(data + block) : MarkBlockBytewise(data + block, n - block);
    const uint64_t words = marks.word;
    const uint64_t ends = ~words;  // past the text's end: no word byte
    const uint64_t starts = words & ~((words << 1) | word_before);
    word_before = words >> 63;
    // Past the block's end, a word may go on or end: both are kept (TriggerWordAt reads on).
    const uint64_t three_or_more =
        ((words >> 1) | (uint64_t{1} << 63)) & ((words >> 2) | (uint64_t{3} << 62));
    const uint64_t five_or_fewer = (ends >> 3) | (ends >> 4) | (ends >> 5) | (~uint64_t{0} << 59);
    // The first trigger word, then the signal bytes before it, in order.
    size_t first = kNpos;
    uint64_t signals = marks.signal;
    for (uint64_t candidates = starts & three_or_more & five_or_fewer; candidates != 0;
         candidates &= candidates - 1) {
      const int k = std::countr_zero(candidates);
      const size_t i = block + static_cast<size_t>(k);
      const uint8_t sizes = kTriggerSizes[static_cast<unsigned char>(data[i])];
      if (sizes == 0) {
        continue;
      }
      // The word's size from the marks when it ends in the block; read on past the block.
      const uint64_t word_ends = ends >> k;
      const int size = word_ends != 0 ? std::countr_zero(word_ends) : 64;
      if (k + size < 64 ? (sizes >> size & 1) != 0 && IsTriggerWord(text.substr(i, size))
                        : TriggerWordAt(text, i, sizes)) {
        first = i;
        signals &= (uint64_t{1} << k) - 1;  // only the signal bytes before it
        break;
      }
    }
    for (; signals != 0; signals &= signals - 1) {
      const size_t i = block + static_cast<size_t>(std::countr_zero(signals));
      const unsigned char signal = static_cast<unsigned char>(data[i]);
      const unsigned char after = i + 1 < n ? static_cast<unsigned char>(data[i + 1]) : 0;
      const uint8_t next = kNextBytes[after] & kSignalNeeds[signal];
      if (next == 0) {
        if (signal == '/' && i > 0 && data[i - 1] == ':') {
          return i;
        }
        continue;
      }
      if (SignalMayStartContact(text, i, next)) {
        return i;
      }
    }
    if (first != kNpos) {
      return first;
    }
  }
  return kNpos;
}

}  // namespace

void ContactLines::ScanFrom(size_t line_start) {
  scanned_from_ = line_start;
  found_ = FirstContactTrigger(document_, line_start);
}

namespace internal {

std::span<const std::string_view> BareTopLevelDomains() { return kBareTlds; }

// Why this is exact (no field is lost), path by path of the scanner:
// - an obfuscated email has `[at]` (an opening bracket and `at`) or else needs a `dot` marker
//   (the word `dot`, bare or bracketed);
// - a URL has `://`; a damaged `http:/x`, `https//x`, `https:x` starts with the word `http` or
//   `https`; a bare DOI starts with the word `10`, a dot and a digit; an old-style arXiv id has
//   a `/` and a digit in a chunk that starts with its archive's letter (`cs/0112017`), after a
//   leading `'` or `_` the scanner trims. Other slashes (`and/or`, `05/2019`,
//   `/files/paper.pdf`, most of a citation list's) are nothing;
// - `doi:`, `arXiv:`, `ORCID:` and the labels before a chunk are the words `doi`, `arxiv`,
//   `orcid`; an email has `@`; a bare ORCID iD starts with the word `0000` or `0009`;
// - `www.` starts with the word `www`; a bare domain (`example.org/x`) has a `.` and then a
//   known lower-case top-level domain as a whole word; a phone number starts with `+` and a
//   digit.
// Only the first trigger of a line counts, as the scanner reads on from its chunk to the line's
// end: a field in a chunk the scanner starts inside (after a phone number) has a trigger
// before it, the phone number's `+`.
bool MayHaveContact(std::string_view text) { return FirstContactTrigger(text, 0) != kNpos; }

size_t ChunkEnd(std::string_view text, size_t from) { return ChunkEndFrom(text, from); }

void ExtractContactsFullScan(std::string_view text, uint32_t base, uint32_t line,
                             std::vector<ContactField>& out) {
  ContactScanner(text, base, line, out).Run(0);
}

void ExtractContactsFrom(std::string_view text, uint32_t base, uint32_t line, size_t first_trigger,
                         std::vector<ContactField>& out) {
  ContactScanner(text, base, line, out).Run(first_trigger);
}

}  // namespace internal

bool OrcidChecksumOk(std::string_view id) {
  if (id.size() != 19) {
    return false;
  }
  int total = 0;
  for (size_t i = 0; i < 18; ++i) {
    if (id[i] == '-') {
      continue;
    }
    if (!IsAsciiDigit(id[i])) {
      return false;
    }
    total = (total + (id[i] - '0')) * 2;
  }
  const int result = (12 - total % 11) % 11;
  const char want = result == 10 ? 'X' : static_cast<char>('0' + result);
  return AsciiToUpper(id[18]) == want;
}

std::string_view ArxivIdProblem(std::string_view id) {
  constexpr std::string_view kShape = "an arXiv id is YYMM.NNNNN (or archive/YYMMNNN before 2007)";
  // A version suffix: `v2`.
  if (const size_t v = id.find_last_of("vV"); v != kNpos && v > 0 && IsAsciiDigit(id[v - 1])) {
    const std::string_view version = id.substr(v + 1);
    if (!AllDigits(version) || version == "0" || version.starts_with('0')) {
      return "an arXiv version is `v` and a number from 1 (`v2`)";
    }
    id = id.substr(0, v);
  }
  if (id.size() >= 5 && AllDigits(id.substr(0, 4)) && id[4] == '.') {
    const std::string_view number = id.substr(5);
    if (!AllDigits(number)) {
      return kShape;
    }
    const int yy = TwoDigits(id, 0);
    const int mm = TwoDigits(id, 2);
    if (mm < 1 || mm > 12) {
      return "the month in an arXiv id is 01 to 12";
    }
    const int yymm = yy * 100 + mm;
    if (yy >= 91 || yymm < 704) {
      return "new-style arXiv ids start in April 2007 (0704.NNNN)";
    }
    if (number.size() != 4 && number.size() != 5) {
      return "an arXiv id has 4 or 5 digits after the dot";
    }
    if (yymm <= 1412 && number.size() != 4) {
      return "arXiv ids before 2015 have 4 digits after the dot";
    }
    if (yymm >= 1501 && number.size() != 5) {
      return "arXiv ids from 2015 on have 5 digits after the dot";
    }
    return {};
  }
  if (const size_t slash = id.find('/'); slash != kNpos && slash > 0) {
    const std::string_view archive = id.substr(0, slash);
    const std::string_view number = id.substr(slash + 1);
    if (!IsArxivArchive(archive, /*any_case=*/true)) {
      return "an old-style arXiv id starts with a known archive (`cs/`, `math/`, `hep-th/`)";
    }
    if (number.size() != 7 || !AllDigits(number)) {
      return "an old-style arXiv id has 7 digits after the archive (archive/YYMMNNN)";
    }
    const int yy = TwoDigits(number, 0);
    const int mm = TwoDigits(number, 2);
    if (mm < 1 || mm > 12) {
      return "the month in an arXiv id is 01 to 12";
    }
    const int yymm = yy * 100 + mm;
    if (yymm < 9108 && yymm > 703) {
      return "old-style arXiv ids run from August 1991 to March 2007";
    }
    return {};
  }
  return kShape;
}

std::string DeobfuscateEmail(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  size_t i = 0;
  const auto marker = [&](size_t at, std::string_view word) {
    const char open = s[at];
    const char close = open == '[' ? ']' : open == '(' ? ')' : open == '{' ? '}' : '>';
    const size_t end = at + 1 + word.size();
    return (open == '[' || open == '(' || open == '{' || open == '<') && end < s.size() &&
           s[end] == close && EqualsIgnoreCase(s.substr(at + 1, word.size()), word);
  };
  const auto word = [&](size_t at, std::string_view w) {
    const size_t end = at + w.size();
    return at > 0 && IsBlank(s[at - 1]) && end < s.size() && IsBlank(s[end]) &&
           EqualsIgnoreCase(s.substr(at, w.size()), w);
  };
  while (i < s.size()) {
    if (IsBlank(s[i])) {
      ++i;  // blanks only surround the markers
    } else if (marker(i, "at")) {
      out += '@';
      i += 4;
    } else if (marker(i, "dot")) {
      out += '.';
      i += 5;
    } else if (word(i, "at")) {
      out += '@';
      i += 2;
    } else if (word(i, "dot")) {
      out += '.';
      i += 3;
    } else {
      out += s[i++];
    }
  }
  return out;
}

void ExtractContacts(std::string_view text, uint32_t base, uint32_t line,
                     std::vector<ContactField>& out) {
  if (const size_t trigger = FirstContactTrigger(text, 0); trigger != kNpos) {
    ContactScanner(text, base, line, out).Run(trigger);
  }
}

}  // namespace cvtidy
