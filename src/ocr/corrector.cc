#include "src/ocr/corrector.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <deque>
#include <iterator>
#include <string>
#include <vector>

#include "src/base/hash_slots.h"
#include "src/base/strings.h"
#include "src/base/swar.h"

namespace cvtidy {
namespace {

bool AllAsciiLetters(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return IsAsciiAlpha(c); });
}

}  // namespace

bool Corrector::IsKnownToken(std::string_view token) const {
  return IsKnownToken(token, internal::DocumentWordHash{}(token));
}

bool Corrector::IsKnownToken(std::string_view token, uint64_t hash) const {
  if (lexicon_.IsKnown(token, hash)) {
    return true;
  }
  // `Great!`: a word with its exclamation mark.
  return token.size() > 1 && token.back() == '!' &&
         lexicon_.IsKnown(token.substr(0, token.size() - 1));
}

std::optional<Correction> Corrector::Correct(std::string_view token, TokenRole role) {
  return Decide(token, role);
}

// What a token's corrections owe to the static lexicons alone, the same in every document
// read with the same lexicons: whether it is known, its readings that a common misreading
// explains (for the CV's evidence to choose from), and the suggestion they give.
struct StaticVerdict {
  bool known = false;
  // A wrong word of a confusable pair of the vocabulary (Vocabulary::FindConfusable).
  bool confusable = false;
  // A reading of cost <= kMaxSafeCost without digits, and its internal::DocumentWordHash:
  // each document's counts of it are looked up without hashing it again.
  struct SafeReading {
    ReadingCandidate reading;
    uint64_t hash = 0;
  };
  std::vector<SafeReading> safe_readings;
  std::optional<Correction> suggestion;
};

// Verdicts per distinct token, per thread (no lock): CVs of one batch share most of their
// words. Cleared when the lexicons or the confusion model change, or it grows large.
//
// The table holds one number per token: what ocr/confusable asks of every distinct word of a
// document (known, a listed confusable, whether any reading could make a correction of it) in
// its low bits, so that most words are decided without reading a verdict. Only a token with
// readings has a verdict of its own, in a deque that keeps their addresses, at the position
// the bits above hold; every other verdict is one of four constants.
//
// The tokens are indexed by their hashes (the inline word hash of the document's words) in
// slots (src/base/hash_slots.h): most lookups read one slot and compare an entry's hash and
// size before the bytes, which live in one buffer.
class VerdictCache {
 public:
  static constexpr uint32_t kKnown = 1;
  static constexpr uint32_t kConfusable = 2;
  // Unknown, with a safe reading or a suggestion: its verdict is
  // unknown[value >> kPositionShift]. A token without either never has a correction.
  static constexpr uint32_t kHasReadings = 4;
  static constexpr uint32_t kPositionShift = 3;

  // The room for a batch is made by the first corrector's Clear (a cache never attached to
  // lexicons and a model is used by no one): not made twice.
  VerdictCache() : slots_(2, kEmptySlot) {}

  // The value stored for `token` of hash `hash`, or null when none is.
  const uint32_t* Find(std::string_view token, uint64_t hash) const {
    const uint32_t slot = slots_[ProbeSlots(slots_, hash, [&](uint32_t e) {
      const Entry& entry = entries_[e];
      return entry.hash == hash && entry.size == token.size() &&
             swar::SameBytes(bytes_.data() + entry.offset, token.data(), token.size());
    })];
    return slot == kEmptySlot ? nullptr : &entries_[EntryOf(slot)].value;
  }
  // Stores `value` for `token`, which Find did not find.
  void Insert(std::string_view token, uint64_t hash, uint32_t value) {
    if ((entries_.size() + 1) * 2 > slots_.size()) {
      PlaceInSlots(slots_, slots_.size() * 2, entries_.size(),
                   [&](uint32_t e) { return entries_[e].hash; });
    }
    // Not stored yet: the probe stops at the first empty slot.
    slots_[ProbeSlots(slots_, hash, [](uint32_t) { return false; })] = SlotOf(entries_.size());
    if (token.size() > bytes_.size() - bytes_used_) {
      bytes_.resize(std::max(2 * bytes_.size(), bytes_used_ + token.size()));
    }
    entries_.push_back(Entry{hash, static_cast<uint32_t>(bytes_used_),
                             static_cast<uint32_t>(token.size()), value});
    std::memcpy(bytes_.data() + bytes_used_, token.data(), token.size());
    bytes_used_ += token.size();
  }
  size_t size() const { return entries_.size(); }
  // Empties the cache (the lexicons stay) and starts a new generation.
  void Clear() {
    MakeRoom();
    unknown.clear();
    ++generation;
  }

  // What the verdicts were judged with: the static lexicons, and the confusion model whose
  // readings they hold (in a run, the one model of the vocabulary; a test may pass others).
  Lexicon::Identity lexicons{};
  const ConfusionModel* model = nullptr;
  std::deque<StaticVerdict> unknown;
  // Changes with every Clear: a corrector that saw this generation may trust the lexicons.
  uint64_t generation = 0;

 private:
  // A batch of CVs meets thousands of distinct words (some 8,000 in 80 real CVs): room for
  // that many from the start, so the table is not placed again at each doubling nor the
  // entries and bytes copied. The entries are only reserved, not written.
  static constexpr size_t kFirstEntries = size_t{1} << 14;
  static constexpr size_t kFirstBytes = kFirstEntries * 8;
  void MakeRoom() {
    slots_.assign(2 * kFirstEntries, kEmptySlot);
    entries_.clear();
    entries_.reserve(kFirstEntries);
    bytes_.resize(std::max(bytes_.size(), kFirstBytes));
    bytes_used_ = 0;
  }

  struct Entry {
    uint64_t hash = 0;
    uint32_t offset = 0;  // of the token's bytes in bytes_
    uint32_t size = 0;
    uint32_t value = 0;
  };

  std::vector<uint32_t> slots_;  // a power of two of them
  std::vector<Entry> entries_;
  // The tokens' bytes one after another, in the first bytes_used_ (a buffer written without
  // a string's checks and terminator at each token). Room made for them is not zeroed first:
  // only the bytes below bytes_used_ are ever read.
  std::vector<char, internal::UninitializedAllocator<char>> bytes_;
  size_t bytes_used_ = 0;
};

namespace {

constexpr size_t kMaxCachedVerdicts = 1 << 17;

// The verdicts of tokens without readings, by their known and confusable bits.
const StaticVerdict kVerdictsWithoutReadings[4] = {
    {.known = false, .confusable = false, .safe_readings = {}, .suggestion = std::nullopt},
    {.known = true, .confusable = false, .safe_readings = {}, .suggestion = std::nullopt},
    {.known = false, .confusable = true, .safe_readings = {}, .suggestion = std::nullopt},
    {.known = true, .confusable = true, .safe_readings = {}, .suggestion = std::nullopt},
};

const StaticVerdict& VerdictOf(uint32_t value, const VerdictCache& cache) {
  if ((value & VerdictCache::kHasReadings) != 0) {
    return cache.unknown[value >> VerdictCache::kPositionShift];
  }
  return kVerdictsWithoutReadings[value & (VerdictCache::kKnown | VerdictCache::kConfusable)];
}

VerdictCache& ThreadVerdicts() {
  thread_local VerdictCache cache;
  return cache;
}

}  // namespace

Corrector::Corrector(const ConfusionModel& model, const Lexicon& lexicon)
    : model_(model), lexicon_(lexicon), verdicts_(&ThreadVerdicts()) {
  AttachVerdicts();
}

void Corrector::AttachVerdicts() {
  const Lexicon::Identity lexicons = lexicon_.identity();
  if (lexicons != verdicts_->lexicons || &model_ != verdicts_->model) {
    verdicts_->Clear();
    verdicts_->lexicons = lexicons;
    verdicts_->model = &model_;
  }
  generation_ = verdicts_->generation;
}

const StaticVerdict& Corrector::VerdictFor(std::string_view token) {
  const uint64_t hash = internal::DocumentWordHash{}(token);
  return VerdictOf(VerdictValueFor(token, hash), *verdicts_);
}

// Most tokens were judged before, in this CV or an earlier one: one lookup, its probe and
// comparisons inlined (flatten), the rest out of line. The cache is still this corrector's
// while its generation is the one it saw.
[[gnu::flatten]] uint32_t Corrector::VerdictValueFor(std::string_view token, uint64_t hash) {
  if (verdicts_->generation == generation_) {
    if (const uint32_t* value = verdicts_->Find(token, hash)) {
      return *value;
    }
  }
  return NewVerdict(token, hash);
}

namespace {

// Calls `fn(reading)` for each safe reading of a token, in order: cost <= kMaxSafeCost and no
// digit, and none at all for a token with a digit (`token_has_digit`). NewVerdict counts them
// before KeepReadings keeps them.
template <typename Fn>
void ForEachSafeReading(bool token_has_digit, std::span<const ReadingView> readings, Fn fn) {
  if (token_has_digit) {
    return;
  }
  for (const ReadingView& r : readings) {
    if (r.cost > Corrector::kMaxSafeCost) {
      break;
    }
    if (!r.has_digit) {
      fn(r);
    }
  }
}

}  // namespace

namespace internal {

const ReadingView* KeepReadings(std::string_view token, bool token_has_digit,
                                std::span<const ReadingView> readings, const Lexicon& lexicon,
                                absl::FunctionRef<void(const ReadingView&)> keep_safe) {
  ForEachSafeReading(token_has_digit, readings, keep_safe);
  // A suggestion, for words long enough that a one-edit neighbour is unlikely by chance,
  // from the shipped lexicons only: the English dictionary knows many names and rare words
  // (`Helly` is not `Nelly`), and asking it for every reading of every unknown token would
  // cost more than the rest of the check.
  const ReadingView* best = nullptr;
  if (token.size() >= 4) {
    for (const ReadingView& r : readings) {
      if (r.cost > Corrector::kMaxSuggestionCost) {
        break;
      }
      if (r.has_digit || r.text.size() < 5 || !lexicon.IsKnownInTables(r.text)) {
        continue;
      }
      if (best != nullptr) {
        return nullptr;  // two known readings
      }
      best = &r;
    }
  }
  return best;
}

}  // namespace internal

[[gnu::noinline]] uint32_t Corrector::NewVerdict(std::string_view token, uint64_t hash) {
  VerdictCache& cache = *verdicts_;
  if (cache.generation != generation_) {
    // Another corrector of this thread cleared the cache, maybe for other lexicons or model.
    AttachVerdicts();
    if (const uint32_t* value = cache.Find(token, hash)) {
      return *value;
    }
  }
  if (cache.size() >= kMaxCachedVerdicts) {
    cache.Clear();
    generation_ = cache.generation;
  }
  // One insertion, whatever the verdict: the cache's insert is inlined here once.
  uint32_t value = lexicon_.IsConfusable(token) ? VerdictCache::kConfusable : 0;
  if (IsKnownToken(token, hash)) {
    value |= VerdictCache::kKnown;
  } else {
    StaticVerdict verdict;
    verdict.confusable = value != 0;
    const bool token_digits = HasAsciiDigit(token);
    // A number, an identifier or a code (`CM05`, `MPS0C`) is never rewritten; a word with one
    // digit in it may still be a suggestion (`Netw0rk`).
    const bool number_or_code = token_digits && std::all_of(token.begin(), token.end(), [](char c) {
                                  return IsAsciiDigit(c) || IsAsciiUpper(c);
                                });
    if (!number_or_code) {
      // The readings are read where the model wrote them: strings are made only for the few
      // a verdict keeps.
      model_.Readings(token, readings_);
      // Room for every safe reading at once: the kept ones are not moved by a regrowth.
      size_t safe = 0;
      ForEachSafeReading(token_digits, readings_.readings(),
                         [&safe](const ReadingView&) { ++safe; });
      verdict.safe_readings.reserve(safe);
      const ReadingView* const suggestion = internal::KeepReadings(
          token, token_digits, readings_.readings(), lexicon_, [&](const ReadingView& r) {
            verdict.safe_readings.push_back({ReadingCandidate{std::string(r.text), r.cost},
                                             internal::DocumentWordHash{}(r.text)});
          });
      if (suggestion != nullptr) {
        verdict.suggestion = Correction{std::string(suggestion->text), suggestion->cost, false, 0};
      }
    }
    // Without a safe reading or a suggestion no evidence can make a correction: the constant
    // verdict of its bits.
    if (!verdict.safe_readings.empty() || verdict.suggestion.has_value()) {
      const uint32_t position = static_cast<uint32_t>(cache.unknown.size());
      value |= (position << VerdictCache::kPositionShift) | VerdictCache::kHasReadings;
      cache.unknown.push_back(std::move(verdict));
    }
  }
  cache.Insert(token, hash, value);
  return value;
}

bool Corrector::IsKnownTokenCached(std::string_view token) {
  return (VerdictValueFor(token, internal::DocumentWordHash{}(token)) & VerdictCache::kKnown) != 0;
}

std::optional<Correction> Corrector::Decide(std::string_view token, TokenRole role) {
  if (token.size() < 2 && token != "|") {
    return std::nullopt;
  }
  const StaticVerdict& verdict = VerdictFor(token);
  if (verdict.known) {
    return std::nullopt;
  }
  return Decide(verdict, lexicon_.Count(token), role);
}

bool Corrector::HasCorrection(const DocumentWord& word) {
  if (word.text.size() < 2 && word.text != "|") {
    return false;
  }
  // One verdict for both roles, and the word's count as the document's words hold it. Most
  // words are known or have no reading: the rest is decided out of line.
  const uint32_t value = VerdictValueFor(word.text, word.hash);
  return (value & VerdictCache::kHasReadings) != 0 &&
         HasCorrection(VerdictOf(value, *verdicts_), word);
}

// The cache lookup inlined (flatten): most words are decided by it alone.
[[gnu::flatten]] bool Corrector::MayRepair(const DocumentWord& word) {
  if (word.text.size() < 2) {
    return word.text == "|" || lexicon_.IsConfusable(word.text);
  }
  // Whether the word is a listed confusable is cached with its verdict: one lookup for both,
  // and the verdict itself is read only for a word with readings.
  const uint32_t value = VerdictValueFor(word.text, word.hash);
  if ((value & VerdictCache::kConfusable) != 0) {
    return true;
  }
  return (value & VerdictCache::kHasReadings) != 0 &&
         HasCorrection(VerdictOf(value, *verdicts_), word);
}

namespace {

// What a document's counts say of a verdict's safe readings (Corrector::Decide's strong
// evidence): the first reading they support, its count, and whether another of the same cost
// is supported too.
struct Evidence {
  const ReadingCandidate* best = nullptr;
  uint32_t count = 0;
  bool ambiguous = false;
};

// `count_of(i)` is the count of the i-th safe reading in the role decided, asked once per
// reading in order.
template <typename CountOf>
Evidence WeighReadings(const StaticVerdict& verdict, uint32_t token_count, const Lexicon& lexicon,
                       CountOf&& count_of) {
  // Strong evidence: the reading occurs in the CV (as a name, for a name), at least as often
  // as the token, and the edit is a common misreading. Readings come cheapest first.
  Evidence evidence;
  for (size_t i = 0; i < verdict.safe_readings.size(); ++i) {
    const ReadingCandidate& c = verdict.safe_readings[i].reading;
    const uint32_t count = count_of(i);
    // Written more often than the token, or as often and a word of a static lexicon: so
    // two misreadings of one word never turn into each other (`Skllls`, `SkIlls`).
    if (count == 0 || count < token_count || (count == token_count && !lexicon.IsKnown(c.text))) {
      continue;
    }
    if (evidence.best != nullptr) {
      evidence.ambiguous = evidence.ambiguous || evidence.best->cost == c.cost;
      continue;
    }
    evidence.best = &c;
    evidence.count = count;
  }
  return evidence;
}

// Whether Corrector::Decide makes a correction from `evidence` for a token written
// `token_count` times in `role`: one supported reading of the cheapest cost (two readings the
// CV supports are not certain enough for either), or else the verdict's suggestion, which
// names, words the CV repeats (a term or a name the lexicons lack) and single glyphs do not
// get.
bool Concludes(const Evidence& evidence, const StaticVerdict& verdict, uint32_t token_count,
               TokenRole role) {
  if (evidence.best != nullptr) {
    return !evidence.ambiguous;
  }
  return role == TokenRole::kProse && token_count <= 1 && verdict.suggestion.has_value();
}

}  // namespace

// Decide's answer in both roles without making a correction: each reading's counts are looked
// up once (by its stored hash) for both, and the name role, asked of a word that occurs in
// author names, reads the name counts kept from the first pass.
[[gnu::noinline]] bool Corrector::HasCorrection(const StaticVerdict& verdict,
                                                const DocumentWord& word) {
  std::array<uint32_t, ConfusionModel::kMaxCandidates> name_counts;
  if (verdict.safe_readings.size() > name_counts.size()) {  // never: readings are candidates
    return Decide(verdict, word.count, TokenRole::kProse).has_value() ||
           (lexicon_.NameCount(word) > 0 &&
            Decide(verdict, word.count, TokenRole::kName).has_value());
  }
  const Evidence prose = WeighReadings(verdict, word.count, lexicon_, [&](size_t i) {
    const DocumentWords::Counts counts =
        lexicon_.CountsOf(verdict.safe_readings[i].reading.text, verdict.safe_readings[i].hash);
    name_counts[i] = counts.name_count;
    return counts.count;
  });
  if (Concludes(prose, verdict, word.count, TokenRole::kProse)) {
    return true;
  }
  if (lexicon_.NameCount(word) == 0) {
    return false;
  }
  const Evidence name =
      WeighReadings(verdict, word.count, lexicon_, [&](size_t i) { return name_counts[i]; });
  return Concludes(name, verdict, word.count, TokenRole::kName);
}

std::optional<Correction> Corrector::Decide(const StaticVerdict& verdict, uint32_t token_count,
                                            TokenRole role) {
  const Evidence evidence = WeighReadings(verdict, token_count, lexicon_, [&](size_t i) {
    const DocumentWords::Counts counts =
        lexicon_.CountsOf(verdict.safe_readings[i].reading.text, verdict.safe_readings[i].hash);
    return role == TokenRole::kName ? counts.name_count : counts.count;
  });
  if (!Concludes(evidence, verdict, token_count, role)) {
    return std::nullopt;
  }
  if (evidence.best != nullptr) {
    return Correction{evidence.best->text, evidence.best->cost, true, evidence.count};
  }
  return verdict.suggestion;
}

namespace {

// The short words OCR most often glues to a neighbour (`BAin`, `Posterand`), none longer than
// kMaxGlueWord.
constexpr size_t kMaxGlueWord = 4;
constexpr std::string_view kGlueWords[] = {
    "a",   "an", "and", "the", "of", "in", "on",   "at",   "to",
    "for", "by", "or",  "as",  "is", "am", "with", "from",
};

// A word of at most kMaxGlueWord bytes as one number: its bytes (in lower case when `lower`)
// and its size, so that words of different sizes never meet.
constexpr uint64_t GlueKey(std::string_view w, bool lower) {
  uint64_t key = uint64_t{w.size()} << 32;
  for (size_t i = 0; i < w.size(); ++i) {
    key |= uint64_t{static_cast<unsigned char>(lower ? AsciiToLower(w[i]) : w[i])} << (8 * i);
  }
  return key;
}

constexpr auto kGlueKeys = [] {
  std::array<uint64_t, std::size(kGlueWords)> keys{};
  for (size_t k = 0; k < keys.size(); ++k) {
    keys[k] = GlueKey(kGlueWords[k], false);
  }
  return keys;
}();

// Whether `w` is one of kGlueWords, as written (`ignore_case`: in any ASCII case): its key
// compared with theirs.
bool IsGlueWord(std::string_view w, bool ignore_case = false) {
  if (w.empty() || w.size() > kMaxGlueWord) {
    return false;
  }
  const uint64_t key = GlueKey(w, ignore_case);
  return std::find(kGlueKeys.begin(), kGlueKeys.end(), key) != kGlueKeys.end();
}

}  // namespace

std::optional<Correction> Corrector::SplitGlued(std::string_view token) {
  if (!MaySplitGlued(token)) {
    return std::nullopt;
  }
  if (!AllAsciiLetters(token)) {
    return std::nullopt;
  }
  // The second word is in lower case: a space lost before `in`, not a CamelCase name. It
  // starts at `lower_from` or later.
  size_t lower_from = token.size();
  while (lower_from > 0 && IsAsciiLower(token[lower_from - 1])) {
    --lower_from;
  }
  // Only two kinds of split exist: after a one-letter first word (`A`, `I`), and before a
  // short word (IsGlueWord: at most four letters). No other place can split.
  const size_t n = token.size();
  const size_t first_k = std::max({size_t{2}, lower_from, n - std::min(n, kMaxGlueWord)});
  // Most tokens can split nowhere by their spelling alone, and are passed over before any
  // lexicon is asked: a split needs a first word `A` or `I`, a longer glue word at the end,
  // or a glue word after an acronym, the whole lower-case tail (`BAin`).
  bool may_split = (lower_from <= 1 && (token[0] == 'A' || token[0] == 'I')) ||
                   internal::EndsWithLongGlueWord(token);
  if (!may_split && lower_from >= first_k && lower_from < n) {
    const std::string_view tail = token.substr(lower_from);
    may_split = tail != "a" && IsGlueWord(tail) &&
                std::none_of(token.begin(), token.begin() + lower_from,
                             [](char c) { return IsAsciiLower(c); });
  }
  // A token the CV repeats is a name or a term, not an accident.
  // Most tokens are known words: the cached verdict first, the count in the CV after.
  if (!may_split || IsKnownTokenCached(token) || lexicon_.Count(token) > 1) {
    return std::nullopt;
  }
  std::optional<Correction> found;
  bool two_splits = false;
  const auto try_split = [&](size_t k) {
    const std::string_view left = token.substr(0, k);
    const std::string_view right = token.substr(k);
    bool splits = false;
    // The word of the pair that carries the evidence: the one that is not a short word
    // every English text has (`modular` of `Amodular`, `Poster` of `Posterand`).
    std::string_view content = right;
    if (left == "I" && (right == "am" || right == "was")) {
      splits = true;  // `Iam`
      content = left;
    } else if (left == "A" || left == "I") {
      // `Amodular`: the article or the pronoun before a word of four letters or more.
      // CVs share their names and words: the thread's verdict cache answers for most. `right`
      // is letters only, so IsKnownToken is IsKnown.
      splits = right.size() >= 4 && !IsGlueWord(right) && IsKnownTokenCached(right);
    } else if (IsGlueWord(right) && !IsGlueWord(left, /*ignore_case=*/true)) {
      content = left;
      const CaseShape shape = ShapeOf(left);
      if (shape == CaseShape::kUpper && left.size() >= 2) {
        // `BAin`: an acronym before a short word.
        splits = right != "a" && (lexicon_.IsKnown(left) || lexicon_.Count(left) > 0);
      } else if (shape != CaseShape::kMixed && left.size() >= 4) {
        // `Posterand`: a word before one of the longer short words. Endings such as `-a`,
        // `-an`, `-on`, `-or`, `-in` make names (`Valentina`, `Easton`), not glue.
        splits = (right == "and" || right == "the" || right == "for" || right == "with" ||
                  right == "from" || right == "of") &&
                 lexicon_.IsKnown(left);
      }
    }
    if (!splits) {
      return;
    }
    if (found) {
      two_splits = true;
      return;
    }
    std::string replacement(left);
    replacement += ' ';
    replacement += right;
    const uint32_t evidence = lexicon_.Count(content);
    found = Correction{std::move(replacement), 1.0f, evidence > 0, evidence};
  };
  if (lower_from <= 1) {
    try_split(1);
  }
  for (size_t k = first_k; k < n && !two_splits; ++k) {
    try_split(k);
  }
  if (two_splits) {
    return std::nullopt;  // two splits: leave the token alone
  }
  return found;
}

}  // namespace cvtidy
