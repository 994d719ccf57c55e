// The venue matcher's tables, built once per VenueTable (for the built-in table, at build
// time: src/data/gen/main.cc writes them as static arrays): two token tries (acronyms, matched
// case-sensitively, and long names, matched on lower-cased words), the surface forms their
// nodes lead to, the publisher words, and a bit filter of the words a match can start with.
// The matching rules live in the extractor (src/extract/venues.cc); this file holds what the
// builder and the extractor must agree on: how text is cut into atoms and how words hash.
//
// Every form is classified once, here, by how much context a bare mention of it needs
// (VenueGuard); src/extract/venues.cc documents what each level requires.
#ifndef CVTIDY_SRC_DATA_VENUE_MATCHER_H_
#define CVTIDY_SRC_DATA_VENUE_MATCHER_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

#include "src/base/strings.h"
#include "src/base/swar.h"
#include "src/data/table_words.h"
#include "src/data/venue_table.h"
#include "src/data/word_set.h"  // PoolString

namespace cvtidy {

// How much context a mention of a surface form needs besides the form itself.
enum class VenueGuard : uint8_t {
  kNone,       // distinctive: `OSDI`, `EuroSys`, `NeurIPS`, `arXiv`, strong long names
  kAmbiguous,  // three characters or fewer, or a common word in capitals: `ATC`, `ICE`, `FAST`
  kWordLike,   // reads as an ordinary word or phrase: `Middleware`, `Science`, `Computer Networks`
};

// Where a surface form comes from in its VenueRecord.
enum class VenueSurfaceKind : uint8_t {
  kId,          // the id as written: `EuroSys`
  kIdVariant,   // the id in capitals, generated: `EUROSYS`
  kAlias,       // an acronym-like alias: `Neurips`, `Oakland`
  kFormer,      // a former acronym, or its capitals: `NIPS`, `SysML`
  kLong,        // the long name, without a leading publisher: `Symposium on Operating ...`
  kLongAlias,   // a long-name alias: `Advances in Neural Information Processing Systems`
  kFormerLong,  // a former long name
};

// What a trie node that ends a surface form leads to.
struct VenueSurface {
  uint32_t venue = 0;  // index into VenueTable::venues()
  VenueSurfaceKind kind = VenueSurfaceKind::kId;
  VenueGuard guard = VenueGuard::kNone;
  // The form starts with a publisher (`IEEE S&P`, `IEEE Access`): context enough by itself.
  bool leading_publisher = false;
  // The long name started with `The` (`The Web Conference`); the trie holds it without.
  bool leading_the = false;
  uint8_t former = 0;  // index into VenueRecord::former for kFormer and kFormerLong
  // kWordLike long names: the words as written, which the text must match exactly
  // (Matcher::String(exact)).
  PoolString exact;
};

namespace internal {

// Returns the byte length of the word character at `i` (ASCII letter or digit, or a Latin
// letter from U+00C0..U+017F), or 0 when there is none.
inline size_t WordCharLen(std::string_view text, size_t i) {
  const unsigned char c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) {
    return IsAsciiAlnum(static_cast<char>(c)) ? 1 : 0;
  }
  if (c >= 0xC3 && c <= 0xC5 && i + 1 < text.size() &&
      (static_cast<unsigned char>(text[i + 1]) & 0xC0) == 0x80) {
    return 2;
  }
  return 0;
}

// Returns the end of the run of word characters starting at `i`.
inline size_t WordEnd(std::string_view text, size_t i) {
  while (i < text.size()) {
    const size_t len = WordCharLen(text, i);
    if (len == 0) {
      break;
    }
    i += len;
  }
  return i;
}

// A word ending in a letter followed by a four-digit year 1900..2099 (`ICML2022`) is read as
// two atoms; returns where the first ends (`end` when the word does not split).
size_t GluedYearSplit(std::string_view text, size_t begin, size_t end);

inline constexpr uint32_t kHashBasis = 2166136261u;
inline constexpr uint32_t kHashPrime = 16777619u;

// Hashes a word as written (FNV-1a).
inline uint32_t ExactHash(std::string_view word) {
  uint32_t h = kHashBasis;
  for (char c : word) {
    h = (h ^ static_cast<unsigned char>(c)) * kHashPrime;
  }
  return h;
}

// Hashes a word case-insensitively (FNV-1a over ASCII-lowered bytes).
inline uint32_t FoldHash(std::string_view word) {
  uint32_t h = kHashBasis;
  for (char c : word) {
    h = (h ^ static_cast<unsigned char>(AsciiToLower(c))) * kHashPrime;
  }
  return h;
}

// Hashes two consecutive words of a long name from their FoldHash values.
inline uint32_t PairHash(uint32_t first, uint32_t second) {
  return (first * 0x9E3779B1u) ^ (second + 0x7F4A7C15u);
}

// Hashes a first word's FoldHash with the first byte of the atom glued to it (`Euro` `-`,
// `S` `&`, `Proc` `.`): the key of an acronym form whose second atom follows its first with no
// space between.
inline uint32_t GluedHash(uint32_t first, char next) {
  return (first ^ static_cast<unsigned char>(next)) * 0xC2B2AE35u;
}

enum class AtomKind : uint8_t { kWord, kPunct };

// One atom of text: a word, or one punctuation character (`\&` reads as `&`).
struct Atom {
  uint32_t begin = 0;
  uint32_t end = 0;
  std::string_view key;  // the atom as matched: its bytes, or "&" for `\&`
  AtomKind kind = AtomKind::kWord;
  bool space_before = false;  // spaces (U+0020, U+00A0) separate it from what precedes
  bool glued_year = false;    // a word cut before a glued year (`ICML` of `ICML2022`)
};

// Reads the atom at `pos` after any spaces (U+0020, U+00A0, U+200B). A tab is an atom
// (no form contains one), so matches never run across table cells. False at the end.
bool NextAtom(std::string_view text, size_t pos, Atom* atom);

// Punctuation a long name may be written with or without: `-`, `–`, `—`, `:`, `/`, `'`, `’`,
// `.`, `,`. A long name's words are matched across it.
bool IsLongNameFiller(std::string_view key);

// Writes the atom's key as the long-name trie holds it (lower case; `&` reads `and`) into
// `buf`; returns it, or an empty view when it does not fit.
std::string_view FoldAtom(std::string_view key, std::span<char> buf);

// Whether the token.size() bytes at `stored` are `token`'s, ASCII-lowered first when
// kLowered. A trie step compares a token whose hash already matched, so the compare nearly
// always runs to the end: eight bytes a step (the last step overlapping the one before), four
// and four for a shorter token, byte by byte under four (swar::SameBytes, which compares
// unlowered tokens). Reads no byte outside either range.
template <bool kLowered>
inline bool SameTokenBytes(const char* stored, std::string_view token) {
  if constexpr (!kLowered) {
    return swar::SameBytes(stored, token.data(), token.size());
  } else {
    // 0x20 in each capital's lane.
    const auto fold = [](uint64_t word) { return word | (swar::MarkRange(word, 'A', 'Z') >> 2); };
    const char* bytes = token.data();
    const size_t n = token.size();
    if (n >= 8) {
      for (size_t i = 0; i + 8 < n; i += 8) {
        if (swar::Load(stored + i) != fold(swar::Load(bytes + i))) {
          return false;
        }
      }
      return swar::Load(stored + n - 8) == fold(swar::Load(bytes + n - 8));
    }
    if (n >= 4) {
      return swar::Load32(stored) == static_cast<uint32_t>(fold(swar::Load32(bytes))) &&
             swar::Load32(stored + n - 4) ==
                 static_cast<uint32_t>(fold(swar::Load32(bytes + n - 4)));
    }
    for (size_t i = 0; i < n; ++i) {
      if (stored[i] != AsciiToLower(bytes[i])) {
        return false;
      }
    }
    return true;
  }
}

}  // namespace internal

// A trie over tokens, each node numbered. Edges live in one open-addressing table keyed by
// (node, ExactHash(token)), the token bytes in one pool: a step costs a hash of the token
// and, usually, one probe. The arrays are either owned (a trie built at run time) or static
// (the built-in table, precomputed at build time by src/data/gen/main.cc): lookups read
// them through the same pointers either way.
class TokenTrie {
 public:
  static constexpr uint32_t kRoot = 0;
  static constexpr uint32_t kNone = UINT32_MAX;

  struct Edge {
    uint32_t node = 0;
    uint32_t hash = 0;
    uint32_t child = kNone;  // kNone: an empty slot
    uint32_t offset = 0;     // the token in the pool
    uint32_t length = 0;
  };

  TokenTrie() : own_terminal_(1, kNone) { Sync(); }
  // A read-only trie over static arrays: `slots` a power of two in size (or empty),
  // `terminal` one entry per node. The arrays must outlive the trie.
  TokenTrie(std::span<const Edge> slots, std::string_view pool, std::span<const uint32_t> terminal);
  // Moves keep the owned arrays' buffers, so the views stay valid; copies would not.
  TokenTrie(TokenTrie&& other) noexcept;
  TokenTrie& operator=(TokenTrie&& other) noexcept;
  TokenTrie(const TokenTrie&) = delete;
  TokenTrie& operator=(const TokenTrie&) = delete;

  // Returns the child of `node` along `token`, or kNone.
  uint32_t Child(uint32_t node, std::string_view token) const {
    return Child(node, token, internal::ExactHash(token));
  }
  // As above, with `hash` == internal::ExactHash(token) already known.
  uint32_t Child(uint32_t node, std::string_view token, uint32_t hash) const {
    return Find(node, token, hash, SameBytes);
  }
  // For a trie of lower-cased tokens: the child of `node` along `token` ASCII-lowered, with
  // `hash` == internal::FoldHash(token). Saves lowering a copy of the token.
  uint32_t ChildOfLowered(uint32_t node, std::string_view token, uint32_t hash) const {
    return Find(node, token, hash, SameLoweredBytes);
  }
  // Returns the child of `node` along `token`, adding it when missing (a static trie is
  // copied into owned arrays first).
  uint32_t AddChild(uint32_t node, std::string_view token);
  // Makes room for `edges` edges without rehashing.
  void Reserve(size_t edges);

  // The surface (index into Matcher::surfaces) a node ends, or kNone.
  uint32_t terminal(uint32_t node) const { return terminal_[node]; }
  void set_terminal(uint32_t node, uint32_t surface);
  size_t node_count() const { return node_count_; }

  // The arrays, for the generator that writes them out as static data.
  std::span<const Edge> slots() const { return {slots_, mask_ == 0 ? 0 : mask_ + 1}; }
  std::string_view pool() const { return {pool_, pool_size_}; }
  std::span<const uint32_t> terminals() const { return {terminal_, node_count_}; }

 private:
  static bool SameBytes(const char* stored, std::string_view token) {
    return internal::SameTokenBytes<false>(stored, token);
  }
  static bool SameLoweredBytes(const char* stored, std::string_view token) {
    return internal::SameTokenBytes<true>(stored, token);
  }

  template <typename SameToken>
  uint32_t Find(uint32_t node, std::string_view token, uint32_t hash, SameToken same) const {
    if (mask_ == 0) {
      return kNone;
    }
    for (size_t i = Slot(node, hash);; i = (i + 1) & mask_) {
      const Edge& e = slots_[i];
      if (e.child == kNone) {
        return kNone;
      }
      if (e.node == node && e.hash == hash && e.length == token.size() &&
          same(pool_ + e.offset, token)) {
        return e.child;
      }
    }
  }

  size_t Slot(uint32_t node, uint32_t hash) const {
    return ((hash ^ (node * 0x9E3779B1u)) * 0x85EBCA6Bu) & mask_;
  }
  void Grow();
  // Copies static arrays into the owned ones (before a change).
  void Own();
  // Points the views at the owned arrays.
  void Sync();

  // What lookups read: the owned arrays below, or static ones.
  const Edge* slots_ = nullptr;  // mask_ + 1 slots (none when mask_ is 0), at most half full
  const char* pool_ = nullptr;
  const uint32_t* terminal_ = nullptr;
  size_t mask_ = 0;
  size_t pool_size_ = 0;
  size_t node_count_ = 0;
  bool owned_ = true;

  std::vector<Edge> own_slots_;
  size_t used_ = 0;
  std::vector<char> own_pool_;
  std::vector<uint32_t> own_terminal_;
};

// One entry of the id index: a lower-cased id and its venue.
struct VenueIdEntry {
  PoolString key;
  uint32_t venue = 0;
};

struct VenueTable::Matcher {
  static constexpr int kFilterLog2 = 17;
  static constexpr size_t kFilterBits = size_t{1} << kFilterLog2;
  static constexpr size_t kFilterWords = kFilterBits / 64;

  // What a filter bit stands for: the first atom of an acronym form of one atom, its first two
  // words when a space separates them (`Research Square` does not make every `Research` a
  // start), or its first atom and the first byte of the next when nothing separates them
  // (`S&P` does not make every `S.` of an author's initials a start); a long name of one word,
  // or the first two words of a longer one. Every start is keyed by FoldHash (a pair by
  // PairHash of the two FoldHashes, a glued atom by GluedHash), the hash the scan computes for
  // every word, even for the case-sensitive acronyms: a word is hashed as written only when an
  // acronym walk starts at it, and the walk matches case. kFirstWord is the FoldHash of the
  // first atom of every form, of either trie: a word without it starts no form, alone or as
  // the first of a pair, so the scan skips the other tests for most words.
  enum class Start : uint32_t {
    kAcronym = 0,
    kAcronymPair = 0x1B873593u,
    kLongWord = 0x5BD1E995u,
    kLongPair = 0x27D4EB2Fu,
    kFirstWord = 0x165667B1u,
    kAcronymGlued = 0x2F6B5E13u,
  };

  TokenTrie acronyms;  // atoms as written; a space before an atom is part of its token
  TokenTrie longs;     // lower-cased words of long names, `&` as `and`, fillers skipped
  std::span<const VenueSurface> surfaces;
  // Single publisher words (`ACM`, `IEEE`, `USENIX`, `SIGOPS`), as children of the root.
  TokenTrie publisher_words;
  // Publishers of more than one word (`IEEE Computer Society`), matched as written.
  std::span<const PoolString> publisher_phrases;
  // Lower-cased ids with their index into VenueTable::venues(), sorted by key, for Find.
  std::span<const VenueIdEntry> ids;
  // One bit per start (see Start), so that most words of a line cost a bit test or two and
  // only words that can start a form walk a trie. kFilterWords words (set by the builder).
  const uint64_t* filter = nullptr;

  // The pool every PoolString above points into.
  std::string_view strings;

  // What the views above point at when the matcher was built at run time (empty for the
  // precomputed built-in table, whose arrays are static).
  std::vector<VenueSurface> own_surfaces;
  std::vector<PoolString> own_publisher_phrases;
  std::vector<VenueIdEntry> own_ids;
  std::vector<uint64_t> own_filter;
  std::string own_strings;

  std::string_view String(PoolString s) const { return {strings.data() + s.offset, s.length}; }
  // Appends `text` to own_strings.
  PoolString AddString(std::string_view text) {
    const PoolString s{static_cast<uint32_t>(own_strings.size()),
                       static_cast<uint32_t>(text.size())};
    own_strings.append(text);
    return s;
  }

  // One bit per start, picked by the top kFilterLog2 bits of the mixed hash: the scan asks it
  // for nearly every word of a CV, and one bit costs a shift and a load where two cost twice
  // the shifts. The built-in table holds about 1,650 starts in 128 Kbit, so about one word
  // in eighty that starts nothing passes, to fail at its first trie probe.
  bool MaybeStarts(Start kind, uint32_t hash) const {
    const uint32_t bit = FilterBit(kind, hash);
    return ((filter[bit >> 6] >> (bit & 63)) & 1) != 0;
  }
  void AddStart(Start kind, uint32_t hash) {
    const uint32_t bit = FilterBit(kind, hash);
    own_filter[bit >> 6] |= uint64_t{1} << (bit & 63);
  }
  static uint32_t FilterBit(Start kind, uint32_t hash) {
    return ((hash ^ static_cast<uint32_t>(kind)) * 0x85EBCA6Bu) >> (32 - kFilterLog2);
  }

  // `ACM`, `IEEE`, `USENIX`, a publisher named in the table, or `SIG` + letters (`SIGOPS`).
  bool IsPublisherWord(std::string_view word) const;
  // The venue whose lower-cased id is `key`, or kNone.
  uint32_t FindId(std::string_view key) const;
};

namespace internal {

// The built-in table in static form, as src/data/gen/main.cc writes it at build time from
// rules/venues.toml: the records (views into constant data), and the matcher's arrays exactly
// as BuildVenueMatcher left them, so that VenueTable::FromStatic only points at them.
// The matcher's strings are PoolStrings into StaticVenueTable::strings.
struct StaticTrie {
  std::span<const TokenTrie::Edge> slots;
  std::string_view pool;
  std::span<const uint32_t> terminals;
};

struct StaticVenueTable {
  std::string_view strings;  // the pool of the records' and the matcher's strings
  std::span<const VenueRecord> venues;
  StaticTrie acronyms;
  StaticTrie longs;
  StaticTrie publisher_words;
  std::span<const VenueSurface> surfaces;
  std::span<const PoolString> publisher_phrases;
  std::span<const VenueIdEntry> ids;
  std::span<const uint64_t> filter;  // VenueTable::Matcher::kFilterWords words
  TableWords words;                  // each set a pool of its own
};

// Builds the matcher over `records`, registering their forms in `order` (a permutation of
// the record indices): of two conflicting records, the later in `order` is at fault.
absl::StatusOr<std::unique_ptr<VenueTable::Matcher>> BuildVenueMatcher(
    std::span<const VenueRecord> records, std::span<const uint32_t> order, VenueTableError* error);

}  // namespace internal
}  // namespace cvtidy

#endif  // CVTIDY_SRC_DATA_VENUE_MATCHER_H_
