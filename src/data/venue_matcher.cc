// Builds the matcher's tries from venue records.
//
// Surface forms per record, registered in this order:
//   - the id (kId), and for a distinctive id with lower-case letters its capitals
//     (kIdVariant, generated: `EUROSYS`, `NEURIPS`);
//   - the long name (kLong). Leading publisher words (`IEEE`, `ACM SIGOPS`, `IEEE/ACM`) and a
//     leading `The` are cut off when at least two words remain; the extractor reads them back
//     as a prefix, so `Transactions on Networking` matches with or without `IEEE/ACM`. The
//     cut form is generated: when two venues' cut forms collide (`ACM Transactions on X`,
//     `IEEE Transactions on X`), both fall back to their full names. A kWordLike name
//     written exactly as the id or an acronym-like alias (`Science`, `Neurocomputing`) is
//     left to the acronym trie;
//   - each alias: long-like (three words or more, or a lower-case word such as `of`) goes to
//     the long-name trie (kLongAlias), the rest to the acronym trie (kAlias). An alias that is
//     a publisher plus another form of the venue (`USENIX ATC`) is redundant and skipped:
//     the extractor reads it as kPublisherAcronym;
//   - each former name: its acronym (kFormer, plus capitals) and long name (kFormerLong).
// A form written twice for one venue is kept once (the first registration wins; written again,
// a generated form counts as written). One trie node claimed by two venues is an error when both
// wrote it, naming both origins; a generated form loses silently to a written one, and two
// generated forms that collide are both dropped. Acronym forms collide only when written
// alike, case included; long names collide ignoring case, `&`/`and` and fillers.
#include "src/data/venue_matcher.h"

#include <algorithm>
#include <array>
#include <deque>
#include <string>
#include <string_view>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include <fmt/format.h>

#include "src/base/status_macros.h"
#include "src/base/strings.h"
#include "src/model/years.h"

namespace cvtidy {
namespace internal {

size_t GluedYearSplit(std::string_view text, size_t begin, size_t end) {
  if (end - begin < 5) {
    return end;
  }
  int year = 0;
  for (size_t i = end - 4; i < end; ++i) {
    if (!IsAsciiDigit(text[i])) {
      return end;
    }
    year = year * 10 + (text[i] - '0');
  }
  if (!IsAsciiAlpha(text[end - 5]) || !IsYear(year)) {
    return end;
  }
  return end - 4;
}

namespace {

// Returns the length of the UTF-8 sequence starting with `lead` (1 for anything invalid).
size_t SequenceLength(unsigned char lead) {
  if (lead >= 0xF0 && lead < 0xF8) {
    return 4;
  }
  if (lead >= 0xE0) {
    return lead < 0xF0 ? 3 : 1;
  }
  if (lead >= 0xC0) {
    return 2;
  }
  return 1;
}

}  // namespace

bool NextAtom(std::string_view text, size_t pos, Atom* atom) {
  bool space = false;
  const size_t n = text.size();
  while (pos < n) {
    const char c = text[pos];
    if (c == ' ') {
      space = true;
      ++pos;
    } else if (c == '\xC2' && pos + 1 < n && text[pos + 1] == '\xA0') {  // U+00A0
      space = true;
      pos += 2;
    } else if (c == '\xE2' && pos + 2 < n && text[pos + 1] == '\x80' &&
               (text[pos + 2] == '\x8B' || text[pos + 2] == '\xAF')) {  // U+200B, U+202F
      space = true;
      pos += 3;
    } else {
      break;
    }
  }
  if (pos >= text.size()) {
    return false;
  }
  atom->space_before = space;
  atom->glued_year = false;
  atom->begin = static_cast<uint32_t>(pos);
  if (WordCharLen(text, pos) > 0) {
    const size_t end = WordEnd(text, pos);
    const size_t split = GluedYearSplit(text, pos, end);
    atom->end = static_cast<uint32_t>(split);
    atom->key = std::string_view(text.data() + pos, split - pos);  // pos < size: no check
    atom->kind = AtomKind::kWord;
    atom->glued_year = split < end;
    return true;
  }
  atom->kind = AtomKind::kPunct;
  if (text[pos] == '\\' && pos + 1 < text.size() && text[pos + 1] == '&') {
    atom->end = static_cast<uint32_t>(pos + 2);
    atom->key = "&";
    return true;
  }
  const size_t len =
      std::min(SequenceLength(static_cast<unsigned char>(text[pos])), text.size() - pos);
  atom->end = static_cast<uint32_t>(pos + len);
  atom->key = std::string_view(text.data() + pos, len);
  return true;
}

bool IsLongNameFiller(std::string_view key) {
  if (key.size() == 1) {
    const char c = key[0];
    return c == '-' || c == ':' || c == '/' || c == '\'' || c == '.' || c == ',';
  }
  // U+2010 hyphen, U+2013 en dash, U+2014 em dash, U+2019 right single quotation mark.
  return key == "\xE2\x80\x90" || key == "\xE2\x80\x93" || key == "\xE2\x80\x94" ||
         key == "\xE2\x80\x99";
}

std::string_view FoldAtom(std::string_view key, std::span<char> buf) {
  if (key == "&") {
    return "and";
  }
  if (key.size() > buf.size()) {
    return {};
  }
  for (size_t i = 0; i < key.size(); ++i) {
    buf[i] = AsciiToLower(key[i]);
  }
  return {buf.data(), key.size()};
}

}  // namespace internal

TokenTrie::TokenTrie(std::span<const Edge> slots, std::string_view pool,
                     std::span<const uint32_t> terminal)
    : slots_(slots.data()),
      pool_(pool.data()),
      terminal_(terminal.data()),
      mask_(slots.empty() ? 0 : slots.size() - 1),
      pool_size_(pool.size()),
      node_count_(terminal.size()),
      owned_(false) {}

TokenTrie::TokenTrie(TokenTrie&& other) noexcept { *this = std::move(other); }

TokenTrie& TokenTrie::operator=(TokenTrie&& other) noexcept {
  own_slots_ = std::move(other.own_slots_);
  own_pool_ = std::move(other.own_pool_);
  own_terminal_ = std::move(other.own_terminal_);
  used_ = other.used_;
  owned_ = other.owned_;
  if (owned_) {
    Sync();
  } else {
    slots_ = other.slots_;
    pool_ = other.pool_;
    terminal_ = other.terminal_;
    mask_ = other.mask_;
    pool_size_ = other.pool_size_;
    node_count_ = other.node_count_;
  }
  other.own_terminal_.assign(1, kNone);
  other.used_ = 0;
  other.owned_ = true;
  other.Sync();
  return *this;
}

void TokenTrie::Sync() {
  slots_ = own_slots_.data();
  mask_ = own_slots_.empty() ? 0 : own_slots_.size() - 1;
  pool_ = own_pool_.data();
  pool_size_ = own_pool_.size();
  terminal_ = own_terminal_.data();
  node_count_ = own_terminal_.size();
}

void TokenTrie::Own() {
  if (owned_) {
    return;
  }
  const std::span<const Edge> slots = this->slots();
  own_slots_.assign(slots.begin(), slots.end());
  used_ = static_cast<size_t>(
      std::count_if(slots.begin(), slots.end(), [](const Edge& e) { return e.child != kNone; }));
  own_pool_.assign(pool_, pool_ + pool_size_);
  own_terminal_.assign(terminal_, terminal_ + node_count_);
  owned_ = true;
  Sync();
}

void TokenTrie::set_terminal(uint32_t node, uint32_t surface) {
  Own();
  own_terminal_[node] = surface;
}

uint32_t TokenTrie::AddChild(uint32_t node, std::string_view token) {
  const uint32_t hash = internal::ExactHash(token);
  if (const uint32_t child = Child(node, token, hash); child != kNone) {
    return child;
  }
  Own();
  if ((used_ + 1) * 2 > own_slots_.size()) {
    Grow();
  }
  const auto child = static_cast<uint32_t>(own_terminal_.size());
  own_terminal_.push_back(kNone);
  size_t i = Slot(node, hash);
  while (own_slots_[i].child != kNone) {
    i = (i + 1) & mask_;
  }
  own_slots_[i] = Edge{node, hash, child, static_cast<uint32_t>(own_pool_.size()),
                       static_cast<uint32_t>(token.size())};
  own_pool_.insert(own_pool_.end(), token.begin(), token.end());
  ++used_;
  Sync();
  return child;
}

void TokenTrie::Reserve(size_t edges) {
  Own();
  size_t size = 64;
  while (size < edges * 2) {
    size *= 2;
  }
  if (size > own_slots_.size()) {
    std::vector<Edge> old = std::move(own_slots_);
    own_slots_.assign(size, Edge{});
    mask_ = size - 1;
    for (const Edge& e : old) {
      if (e.child != kNone) {
        size_t i = Slot(e.node, e.hash);
        while (own_slots_[i].child != kNone) {
          i = (i + 1) & mask_;
        }
        own_slots_[i] = e;
      }
    }
  }
  own_terminal_.reserve(edges + 1);
  Sync();
}

void TokenTrie::Grow() { Reserve(std::max<size_t>(32, own_slots_.size())); }

namespace {

using internal::Atom;
using internal::AtomKind;
using namespace std::string_view_literals;

// Publishers every table knows, so a table without them still reads `ACM SIGOPS` as one.
constexpr std::array kBuiltinPublishers = {
    "ACM"sv,    "IEEE"sv,       "USENIX"sv,   "IFIP"sv,     "SIAM"sv,    "AAAI"sv,       "SIGACT"sv,
    "SIGAI"sv,  "SIGAPP"sv,     "SIGARCH"sv,  "SIGBED"sv,   "SIGCHI"sv,  "SIGCOMM"sv,    "SIGCSE"sv,
    "SIGDA"sv,  "SIGecom"sv,    "SIGEVO"sv,   "SIGGRAPH"sv, "SIGHPC"sv,  "SIGIR"sv,      "SIGKDD"sv,
    "SIGLOG"sv, "SIGMETRICS"sv, "SIGMICRO"sv, "SIGMIS"sv,   "SIGMM"sv,   "SIGMOBILE"sv,  "SIGMOD"sv,
    "SIGOPS"sv, "SIGPLAN"sv,    "SIGSAC"sv,   "SIGSIM"sv,   "SIGSOFT"sv, "SIGSPATIAL"sv, "SIGWEB"sv,
};

// Venue acronyms that are also ordinary words, names or common terms (`FAST`, `SANER`,
// `HILDA`, `ICPC` the programming contest): in capitals they need context (kAmbiguous),
// Capitalised they read as a word (kWordLike). Lower case, letters and digits only. Extend
// this list when a new venue's acronym is a word.
constexpr std::array kCommonWords = {
    "access"sv,   "algorithms"sv, "approx"sv,   "arcs"sv,        "ares"sv,
    "assets"sv,   "bigdata"sv,    "cases"sv,    "cell"sv,        "cidr"sv,
    "cloud"sv,    "cluster"sv,    "codes"sv,    "colt"sv,        "computation"sv,
    "computer"sv, "computing"sv,  "concur"sv,   "crypto"sv,      "data"sv,
    "date"sv,     "disc"sv,       "ease"sv,     "edge"sv,        "electronics"sv,
    "elements"sv, "entropy"sv,    "express"sv,  "fast"sv,        "flops"sv,
    "foci"sv,     "formats"sv,    "forte"sv,    "fpga"sv,        "frontiers"sv,
    "games"sv,    "graphics"sv,   "green"sv,    "hilda"sv,       "host"sv,
    "icann"sv,    "icon"sv,       "icpc"sv,     "information"sv, "interact"sv,
    "isaac"sv,    "joule"sv,      "latin"sv,    "lion"sv,        "lisa"sv,
    "mascots"sv,  "mass"sv,       "matter"sv,   "micro"sv,       "middleware"sv,
    "mobile"sv,   "models"sv,     "nature"sv,   "networking"sv,  "networks"sv,
    "oakland"sv,  "pact"sv,       "patterns"sv, "performance"sv, "pets"sv,
    "pods"sv,     "queue"sv,      "raid"sv,     "random"sv,      "robotics"sv,
    "samos"sv,    "saner"sv,      "scale"sv,    "science"sv,     "seams"sv,
    "security"sv, "sense"sv,      "sensors"sv,  "services"sv,    "sigma"sv,
    "signal"sv,   "smart"sv,      "soda"sv,     "software"sv,    "soups"sv,
    "spin"sv,     "spire"sv,      "splash"sv,   "swat"sv,        "symmetry"sv,
    "taco"sv,     "tools"sv,      "trust"sv,    "types"sv,       "vision"sv,
    "vlsi"sv,     "wads"sv,       "web"sv,      "wine"sv,        "wise"sv,
    "woot"sv,
};

// A long name names a venue even in lower case when it has one of these words and three words
// or more, or four words besides a, an, and, at, for, in, of, on, the, to, with. Shorter or
// plainer names (`Machine Learning`, `Computer Networks`, `Machine Learning and Systems`)
// read as ordinary phrases and are kWordLike.
constexpr std::array kVenueWords = {
    "conference"sv,     "symposium"sv, "workshop"sv,   "journal"sv,  "transactions"sv,
    "proceedings"sv,    "letters"sv,   "review"sv,     "magazine"sv, "bulletin"sv,
    "meeting"sv,        "congress"sv,  "colloquium"sv, "forum"sv,    "annals"sv,
    "communications"sv, "surveys"sv,   "conf"sv,       "symp"sv,     "trans"sv,
};

constexpr std::array kStopWords = {"a"sv,  "an"sv, "and"sv, "at"sv, "for"sv, "in"sv,
                                   "of"sv, "on"sv, "the"sv, "to"sv, "with"sv};

// Whether `word` is in `list` (comparing the first byte before the rest).
template <size_t N>
bool In(const std::array<std::string_view, N>& list, std::string_view word) {
  return !word.empty() && std::any_of(list.begin(), list.end(), [&](std::string_view w) {
    return w.size() == word.size() && w[0] == word[0] && w == word;
  });
}

// `Middleware`: a capital then only lower-case letters.
bool IsTitleWord(std::string_view word) {
  if (word.size() < 2 || !IsAsciiUpper(word[0])) {
    return false;
  }
  return std::all_of(word.begin() + 1, word.end(), [](char c) { return IsAsciiLower(c); });
}

bool IsAllLowerWord(std::string_view word) {
  return !word.empty() &&
         std::all_of(word.begin(), word.end(), [](char c) { return IsAsciiLower(c); });
}

// Guard of one space-free piece of an acronym form (`EuroSys`, `S&P`, `Euro-Par`).
VenueGuard PieceGuard(std::string_view piece) {
  std::array<char, 32> buf;
  size_t n = 0;
  for (char c : piece) {
    if (IsAsciiAlnum(c)) {
      if (n == buf.size()) {
        return VenueGuard::kNone;  // too long to be a word
      }
      buf[n++] = AsciiToLower(c);
    }
  }
  if (n <= 3) {
    return VenueGuard::kAmbiguous;
  }
  if (In(kCommonWords, std::string_view(buf.data(), n))) {
    return IsTitleWord(piece) || IsAllLowerWord(piece) ? VenueGuard::kWordLike
                                                       : VenueGuard::kAmbiguous;
  }
  return IsTitleWord(piece) ? VenueGuard::kWordLike : VenueGuard::kNone;
}

// Calls `f(piece)` for each space-separated piece of `text`; stops when it returns false.
template <typename F>
void ForEachPiece(std::string_view text, F f) {
  size_t pos = 0;
  while (pos < text.size()) {
    const size_t end = std::min(text.find(' ', pos), text.size());
    if (end > pos && !f(text.substr(pos, end - pos))) {
      return;
    }
    pos = end + 1;
  }
}

size_t PieceCount(std::string_view text) {
  size_t count = 0;
  ForEachPiece(text, [&](std::string_view) {
    ++count;
    return true;
  });
  return count;
}

// Three words or more, or a lower-case word among several (`Findings of ACL`).
bool IsLongLike(std::string_view alias) {
  const size_t pieces = PieceCount(alias);
  if (pieces >= 3) {
    return true;
  }
  bool lower = false;
  ForEachPiece(alias, [&](std::string_view p) {
    lower = lower || (p.size() >= 2 && IsAllLowerWord(p));
    return true;
  });
  return pieces == 2 && lower;
}

class MatcherBuilder {
 public:
  MatcherBuilder(std::span<const VenueRecord> records, VenueTableError* error)
      : records_(records), error_(error), matcher_(std::make_unique<VenueTable::Matcher>()) {}

  absl::StatusOr<std::unique_ptr<VenueTable::Matcher>> Build(std::span<const uint32_t> order) {
    VenueTable::Matcher& m = *matcher_;
    m.own_filter.assign(VenueTable::Matcher::kFilterWords, 0);
    m.filter = m.own_filter.data();
    m.acronyms.Reserve(records_.size() * 2);  // about 2 and 5 edges per venue in practice
    m.longs.Reserve(records_.size() * 5);
    m.own_surfaces.reserve(records_.size() * 5);
    meta_.reserve(records_.size() * 5);
    ids_.reserve(records_.size());
    for (std::string_view word : kBuiltinPublishers) {
      m.publisher_words.AddChild(TokenTrie::kRoot, word);
    }
    for (uint32_t r : order) {
      CVTIDY_RETURN_IF_ERROR(CheckRecord(r));
      AddPublishers(records_[r]);
    }
    for (uint32_t r : order) {
      CVTIDY_RETURN_IF_ERROR(AddForms(r));
    }
    for (const Poisoned& p : poisoned_) {
      (p.long_trie ? m.longs : m.acronyms).set_terminal(p.node, TokenTrie::kNone);
    }
    for (const Meta& meta : meta_) {
      if (!meta.dropped) {
        m.AddStart(meta.start, meta.start_hash);
      }
    }
    std::vector<std::pair<std::string_view, uint32_t>> ids(ids_.begin(), ids_.end());
    std::sort(ids.begin(), ids.end());
    m.own_ids.reserve(ids.size());
    for (const auto& [key, venue] : ids) {
      m.own_ids.push_back(VenueIdEntry{m.AddString(key), venue});
    }
    for (const std::string& phrase : phrases_) {
      m.own_publisher_phrases.push_back(m.AddString(phrase));
    }
    m.ids = m.own_ids;
    m.surfaces = m.own_surfaces;
    m.publisher_phrases = m.own_publisher_phrases;
    m.strings = m.own_strings;
    return std::move(matcher_);
  }

 private:
  using Start = VenueTable::Matcher::Start;

  // What the builder knows of each surface (parallel to Matcher::surfaces).
  struct Meta {
    uint32_t record = 0;
    bool long_trie = false;
    bool generated = false;  // capitals of an id, or a long name cut of its publisher
    bool dropped = false;    // lost its node to another surface
    std::string_view written;
    std::string_view fallback;  // a cut long name: the full name, used if the cut one loses
    Start start = Start::kAcronym;
    uint32_t start_hash = 0;
  };

  // A node two generated forms collided on; no surface may end there.
  struct Poisoned {
    bool long_trie;
    uint32_t node;
  };
  static constexpr uint32_t kPoisoned = TokenTrie::kNone - 1;

  absl::Status Fail(uint32_t record, std::string message, uint32_t other = UINT32_MAX) {
    const std::string_view origin = records_[record].origin;
    std::string other_origin(other == UINT32_MAX ? std::string_view() : records_[other].origin);
    std::string status = origin.empty() ? message : fmt::format("{}: {}", origin, message);
    if (error_ != nullptr) {
      *error_ = VenueTableError{std::string(origin), std::move(other_origin), std::move(message)};
    }
    return absl::InvalidArgumentError(status);
  }

  absl::Status CheckRecord(uint32_t r) {
    const VenueRecord& record = records_[r];
    if (TrimAscii(record.id).empty()) {
      return Fail(r, "venue id must not be empty");
    }
    const auto [it, inserted] = ids_.emplace(AsciiLower(record.id), r);
    if (!inserted) {
      return Fail(r,
                  fmt::format("duplicate venue id \"{}\" (first defined at {})", record.id,
                              records_[it->second].origin),
                  it->second);
    }
    for (const std::string_view alias : record.aliases) {
      if (TrimAscii(alias).empty()) {
        return Fail(r, fmt::format("venue \"{}\": an alias is empty", record.id));
      }
    }
    for (const FormerName& former : record.former) {
      if (TrimAscii(former.acronym).empty()) {
        return Fail(r, fmt::format("venue \"{}\": a former name has no acronym", record.id));
      }
    }
    return absl::OkStatus();
  }

  // Publisher words of the table: single words in capitals (`USENIX`, `VLDB`) and the parts
  // of `IEEE/ACM` or `ACM-SIAM`; longer names (`IEEE Computer Society`) as phrases.
  // Capitalised publishers (`Springer`) are not matched: they read as ordinary words.
  void AddPublishers(const VenueRecord& record) {
    for (const std::string_view publisher : record.publishers) {
      const std::string_view p = TrimAscii(publisher);
      if (PieceCount(p) == 1) {
        Atom atom;
        for (size_t pos = 0; internal::NextAtom(p, pos, &atom); pos = atom.end) {
          const std::string_view part = atom.key;
          if (atom.kind == AtomKind::kWord && part.size() >= 2 &&
              std::all_of(part.begin(), part.end(),
                          [](char c) { return IsAsciiUpper(c) || IsAsciiDigit(c); })) {
            matcher_->publisher_words.AddChild(TokenTrie::kRoot, part);
          }
        }
        continue;
      }
      bool first_is_publisher = false;
      bool all_publishers = true;
      ForEachPiece(p, [&](std::string_view piece) {
        const bool is = matcher_->IsPublisherWord(piece);
        first_is_publisher = first_is_publisher || (is && all_publishers);
        all_publishers = all_publishers && is;
        return true;
      });
      if (first_is_publisher && !all_publishers &&
          std::find(phrases_.begin(), phrases_.end(), p) == phrases_.end()) {
        phrases_.emplace_back(p);
      }
    }
  }

  absl::Status AddForms(uint32_t r) {
    const VenueRecord& record = records_[r];
    CVTIDY_RETURN_IF_ERROR(AddAcronym(r, record.id, VenueSurfaceKind::kId, 0));
    if (!TrimAscii(record.long_name).empty()) {
      CVTIDY_RETURN_IF_ERROR(AddLong(r, record.long_name, VenueSurfaceKind::kLong, 0));
    }
    for (const std::string_view alias : record.aliases) {
      if (IsLongLike(alias)) {
        CVTIDY_RETURN_IF_ERROR(AddLong(r, alias, VenueSurfaceKind::kLongAlias, 0));
      } else if (!IsRedundantAlias(record, alias)) {
        CVTIDY_RETURN_IF_ERROR(AddAcronym(r, alias, VenueSurfaceKind::kAlias, 0));
      }
    }
    for (size_t i = 0; i < record.former.size() && i < 256; ++i) {
      const FormerName& former = record.former[i];
      const auto index = static_cast<uint8_t>(i);
      CVTIDY_RETURN_IF_ERROR(AddAcronym(r, former.acronym, VenueSurfaceKind::kFormer, index));
      if (!TrimAscii(former.long_name).empty()) {
        CVTIDY_RETURN_IF_ERROR(AddLong(r, former.long_name, VenueSurfaceKind::kFormerLong, index));
      }
    }
    return absl::OkStatus();
  }

  // Whether `written` is the id, an acronym-like alias or a former acronym of `record`.
  static bool IsAcronymForm(const VenueRecord& record, std::string_view written) {
    if (written == record.id) {
      return true;
    }
    for (const std::string_view alias : record.aliases) {
      if (alias == written && !IsLongLike(alias)) {
        return true;
      }
    }
    return std::any_of(record.former.begin(), record.former.end(),
                       [&](const FormerName& f) { return f.acronym == written; });
  }

  // A space-free piece made of publisher words: `ACM`, `IEEE/ACM`, `ACM-SIAM`.
  bool IsPublisherPiece(std::string_view piece) const {
    Atom atom;
    bool any = false;
    for (size_t pos = 0; internal::NextAtom(piece, pos, &atom); pos = atom.end) {
      if (atom.kind == AtomKind::kWord) {
        if (!matcher_->IsPublisherWord(atom.key)) {
          return false;
        }
        any = true;
      }
    }
    return any;
  }

  // `USENIX ATC` for ATC: publisher words, then the id or another acronym-like form.
  bool IsRedundantAlias(const VenueRecord& record, std::string_view alias) const {
    alias = TrimAscii(alias);
    size_t rest = 0;
    const size_t pieces = PieceCount(alias);
    size_t seen = 0;
    ForEachPiece(alias, [&](std::string_view piece) {
      if (seen + 1 == pieces || !IsPublisherPiece(piece)) {
        rest = static_cast<size_t>(piece.data() - alias.data());
        return false;
      }
      ++seen;
      return true;
    });
    if (seen == 0) {
      return false;
    }
    const std::string_view tail = alias.substr(rest);
    if (tail == record.id) {
      return true;
    }
    return std::any_of(record.aliases.begin(), record.aliases.end(),
                       [&](std::string_view a) { return a == tail; }) ||
           std::any_of(record.former.begin(), record.former.end(),
                       [&](const FormerName& f) { return f.acronym == tail; });
  }

  absl::Status AddAcronym(uint32_t r, std::string_view written, VenueSurfaceKind kind,
                          uint8_t former) {
    written = TrimAscii(written);
    Atom atom;
    if (!internal::NextAtom(written, 0, &atom) || atom.kind != AtomKind::kWord) {
      return Fail(r, fmt::format("venue \"{}\": surface form \"{}\" must start with a letter "
                                 "or a digit",
                                 records_[r].id, written));
    }
    if (written.find('\t') != std::string_view::npos) {
      return Fail(r, fmt::format("venue \"{}\": surface form \"{}\" contains a tab", records_[r].id,
                                 written));
    }
    VenueSurface surface;
    surface.venue = r;
    surface.kind = kind;
    surface.former = former;
    bool first = true;
    bool leading_publisher = false;
    bool any_none = false;
    bool all_ambiguous = true;
    size_t pieces = 0;
    ForEachPiece(written, [&](std::string_view piece) {
      if (first && IsPublisherPiece(piece)) {
        leading_publisher = true;
      }
      first = false;
      ++pieces;
      const VenueGuard g = PieceGuard(piece);
      any_none = any_none || g == VenueGuard::kNone;
      all_ambiguous = all_ambiguous && g == VenueGuard::kAmbiguous;
      return true;
    });
    if (pieces >= 2 && leading_publisher) {
      surface.leading_publisher = true;
      surface.guard = VenueGuard::kNone;
    } else {
      surface.guard = any_none        ? VenueGuard::kNone
                      : all_ambiguous ? VenueGuard::kAmbiguous
                                      : VenueGuard::kWordLike;
    }
    CVTIDY_RETURN_IF_ERROR(Register(/*long_trie=*/false, written, r, false, surface, {}));
    // The capitals of a distinctive mixed-case id or former acronym: `EUROSYS`, `NIPS`.
    if ((kind == VenueSurfaceKind::kId || kind == VenueSurfaceKind::kFormer) &&
        surface.guard == VenueGuard::kNone && !surface.leading_publisher &&
        std::any_of(written.begin(), written.end(), [](char c) { return IsAsciiLower(c); })) {
      std::string& upper = owned_.emplace_back(written);
      std::transform(upper.begin(), upper.end(), upper.begin(), AsciiToUpper);
      if (kind == VenueSurfaceKind::kId) {
        surface.kind = VenueSurfaceKind::kIdVariant;
      }
      CVTIDY_RETURN_IF_ERROR(Register(false, upper, r, /*generated=*/true, surface, {}));
    }
    return absl::OkStatus();
  }

  // Registers a long name: cut of its leading publisher words and `The` when two words or
  // more remain (generated, falling back to the full name), else as written.
  absl::Status AddLong(uint32_t r, std::string_view written, VenueSurfaceKind kind,
                       uint8_t former) {
    written = TrimAscii(written);
    std::vector<Atom>& atoms = atoms_;
    atoms.clear();
    size_t words = 0;
    Atom atom;
    for (size_t pos = 0; internal::NextAtom(written, pos, &atom); pos = atom.end) {
      atoms.push_back(atom);
      words += atom.kind == AtomKind::kWord ? 1 : 0;
    }
    if (words == 0) {
      return Fail(r,
                  fmt::format("venue \"{}\": name \"{}\" has no words", records_[r].id, written));
    }
    // Publisher words are cut, but two words always remain: `IEEE Micro` stays whole. Then a
    // `The` goes too when two words remain after it.
    size_t cut_words = 0;
    size_t cut_atoms = 0;  // atoms[cut_atoms] is the first word kept
    const auto next_word = [&](size_t from) {
      while (from < atoms.size() && atoms[from].kind != AtomKind::kWord) {
        ++from;
      }
      return from;
    };
    cut_atoms = next_word(0);
    while (words - cut_words > 2 && matcher_->IsPublisherWord(atoms[cut_atoms].key)) {
      ++cut_words;
      cut_atoms = next_word(cut_atoms + 1);
    }
    bool the = false;
    if (words - cut_words > 2 && (atoms[cut_atoms].key == "The" || atoms[cut_atoms].key == "the")) {
      ++cut_words;
      cut_atoms = next_word(cut_atoms + 1);
      the = true;
    }
    if (cut_words == 0) {
      VenueSurface surface = LongSurface(r, atoms, kind, former, false);
      // `Science`, `Neurocomputing`: a plain name written as the id is the id's to match
      // (exact case either way), and a second trie entry would only cost time.
      if (surface.guard == VenueGuard::kWordLike && IsAcronymForm(records_[r], written)) {
        return absl::OkStatus();
      }
      return Register(/*long_trie=*/true, written, r, false, std::move(surface), {}, atoms);
    }
    const std::span<const Atom> core(atoms.data() + cut_atoms, atoms.size() - cut_atoms);
    return Register(true, written.substr(core.front().begin), r, /*generated=*/true,
                    LongSurface(r, core, kind, former, the), written, core);
  }

  VenueSurface LongSurface(uint32_t r, std::span<const Atom> atoms, VenueSurfaceKind kind,
                           uint8_t former, bool the) {
    VenueSurface surface;
    surface.venue = r;
    surface.kind = kind;
    surface.former = former;
    surface.leading_the = the;
    std::array<char, 64> buf;
    size_t word_count = 0;
    size_t content_words = 0;
    bool venue_word = false;
    for (const Atom& atom : atoms) {
      if (atom.kind != AtomKind::kWord) {
        continue;
      }
      const std::string_view folded = internal::FoldAtom(atom.key, buf);
      if (word_count == 0 && matcher_->IsPublisherWord(atom.key)) {
        surface.leading_publisher = true;
      }
      ++word_count;
      content_words += In(kStopWords, folded) ? 0 : 1;
      venue_word = venue_word || In(kVenueWords, folded);
    }
    const bool strong = content_words >= 4 || (word_count >= 3 && venue_word);
    surface.guard = strong ? VenueGuard::kNone : VenueGuard::kWordLike;
    if (!strong) {
      std::string exact;
      for (const Atom& atom : atoms) {
        if (atom.kind == AtomKind::kWord) {
          if (!exact.empty()) {
            exact += ' ';
          }
          exact += atom.key;
        }
      }
      surface.exact = matcher_->AddString(exact);
    }
    return surface;
  }

  // The atoms of `written`, in `atoms_`.
  std::span<const Atom> AtomsOf(std::string_view written) {
    atoms_.clear();
    Atom atom;
    for (size_t pos = 0; internal::NextAtom(written, pos, &atom); pos = atom.end) {
      atoms_.push_back(atom);
    }
    return atoms_;
  }

  // Walks `atoms` into the trie, adding nodes, and returns the last node; also reports which
  // filter start the form adds.
  uint32_t AddPath(bool long_trie, std::span<const Atom> atoms, Start* start, uint32_t* hash) {
    TokenTrie& trie = long_trie ? matcher_->longs : matcher_->acronyms;
    uint32_t node = TokenTrie::kRoot;
    std::array<char, 64> buf;
    std::string token;
    size_t count = 0;
    uint32_t first_hash = 0;
    for (const Atom& atom : atoms) {
      if (long_trie) {
        if (atom.kind == AtomKind::kPunct && internal::IsLongNameFiller(atom.key)) {
          continue;
        }
        std::string_view folded = internal::FoldAtom(atom.key, buf);
        if (folded.empty()) {
          token = AsciiLower(atom.key);
          folded = token;
        }
        if (count == 0) {
          first_hash = internal::FoldHash(folded);
          *start = Start::kLongWord;
          *hash = first_hash;
          matcher_->AddStart(Start::kFirstWord, first_hash);
        } else if (count == 1 && internal::WordCharLen(folded, 0) > 0) {
          *start = Start::kLongPair;
          *hash = internal::PairHash(first_hash, internal::FoldHash(folded));
        }
        node = trie.AddChild(node, folded);
      } else {
        const bool spaced = atom.space_before && count > 0;
        token.clear();
        if (spaced) {
          token.push_back(' ');
        }
        token += atom.key;
        if (count == 0) {
          first_hash = internal::FoldHash(atom.key);
          *start = Start::kAcronym;
          *hash = first_hash;
          matcher_->AddStart(Start::kFirstWord, first_hash);
        } else if (count == 1 && spaced && atom.kind == AtomKind::kWord) {
          *start = Start::kAcronymPair;
          *hash = internal::PairHash(first_hash, internal::FoldHash(atom.key));
        } else if (count == 1 && !atom.space_before) {
          *start = Start::kAcronymGlued;
          *hash = internal::GluedHash(first_hash, atom.key[0]);
        }
        node = trie.AddChild(node, token);
      }
      ++count;
    }
    return node;
  }

  // Claims the node `written` leads to for a new surface (see the file comment for who wins
  // a node two surfaces want).
  absl::Status Register(bool long_trie, std::string_view written, uint32_t record, bool generated,
                        VenueSurface surface, std::string_view fallback,
                        std::span<const Atom> atoms = {}) {
    VenueTable::Matcher& m = *matcher_;
    TokenTrie& trie = long_trie ? m.longs : m.acronyms;
    Meta meta{record, long_trie, generated, false, written, fallback};
    const uint32_t node =
        AddPath(long_trie, atoms.empty() ? AtomsOf(written) : atoms, &meta.start, &meta.start_hash);
    const uint32_t existing = trie.terminal(node);
    const auto add = [&] {
      trie.set_terminal(node, static_cast<uint32_t>(m.own_surfaces.size()));
      m.own_surfaces.push_back(surface);
      meta_.push_back(meta);
    };
    if (existing == TokenTrie::kNone) {
      add();
      return absl::OkStatus();
    }
    if (existing == kPoisoned) {
      if (generated) {
        return Fallback(meta, surface);
      }
      add();
      return absl::OkStatus();
    }
    Meta& old = meta_[existing];
    if (old.record == record) {
      // Written for the venue as well: the node is claimed for good, but the first reading
      // stays (the cut long name is still kLong when an alias repeats it).
      if (old.generated && !generated) {
        old.generated = false;
        old.fallback = {};
      }
      return absl::OkStatus();
    }
    if (!old.generated && !generated) {
      return Fail(record,
                  fmt::format("surface form \"{}\" of venue \"{}\" is also a form of venue "
                              "\"{}\" ({})",
                              written, records_[record].id, records_[old.record].id,
                              records_[old.record].origin),
                  old.record);
    }
    if (generated && !old.generated) {
      return Fallback(meta, surface);
    }
    old.dropped = true;
    const Meta displaced = old;
    const VenueSurface displaced_surface = m.own_surfaces[existing];
    if (!generated) {  // a written form displaces a generated one
      add();
    } else {  // two generated forms of different venues: neither may match
      trie.set_terminal(node, kPoisoned);
      poisoned_.push_back({long_trie, node});
      CVTIDY_RETURN_IF_ERROR(Fallback(meta, surface));
    }
    return Fallback(displaced, displaced_surface);
  }

  // Registers the full long name of a cut form that lost its node.
  absl::Status Fallback(const Meta& meta, const VenueSurface& surface) {
    if (meta.fallback.empty()) {
      return absl::OkStatus();
    }
    const std::span<const Atom> scratch = AtomsOf(meta.fallback);
    const std::vector<Atom> atoms(scratch.begin(), scratch.end());  // Register reuses atoms_
    return Register(/*long_trie=*/true, meta.fallback, meta.record, false,
                    LongSurface(meta.record, atoms, surface.kind, surface.former, false), {},
                    atoms);
  }

  std::span<const VenueRecord> records_;
  VenueTableError* error_;
  std::unique_ptr<VenueTable::Matcher> matcher_;
  std::vector<Meta> meta_;
  std::deque<std::string> owned_;  // generated spellings Meta::written points into
  std::vector<Atom> atoms_;        // scratch: the atoms of the form being registered
  std::vector<Poisoned> poisoned_;
  absl::flat_hash_map<std::string, uint32_t> ids_;  // lower-cased id -> record
  std::vector<std::string> phrases_;                // Matcher::publisher_phrases
};

}  // namespace

bool VenueTable::Matcher::IsPublisherWord(std::string_view word) const {
  return publisher_words.Child(TokenTrie::kRoot, word) != TokenTrie::kNone;
}

uint32_t VenueTable::Matcher::FindId(std::string_view key) const {
  const auto it = std::lower_bound(
      ids.begin(), ids.end(), key,
      [this](const VenueIdEntry& e, std::string_view k) { return String(e.key) < k; });
  return it != ids.end() && String(it->key) == key ? it->venue : TokenTrie::kNone;
}

namespace internal {

absl::StatusOr<std::unique_ptr<VenueTable::Matcher>> BuildVenueMatcher(
    std::span<const VenueRecord> records, std::span<const uint32_t> order, VenueTableError* error) {
  return MatcherBuilder(records, error).Build(order);
}

}  // namespace internal
}  // namespace cvtidy
