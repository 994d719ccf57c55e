// Section-title matching. A title is reduced to two keys:
//   words   lower-case words joined by one space, `&`/`and` and punctuation dropped, a leading
//           enumerator (`3.`, `II.`) skipped, a plural `s` dropped: "Honors & Awards:" ->
//           "honor award";
//   folded  the words run together with the usual OCR letter confusions folded to one letter
//           (l/I/1/|, 0/O, 5/S, rn/m, vv/w, cl/d): "PUBLlCATl0NS" and "Rese\tarch" fold
//           like "Publications" and "Research".
// A words-key hit is exact; a folded-key hit, or a folded key a bounded edit distance from a
// table title (1 edit from 8 folded letters, 2 from 14; none below), is a tolerant match. A
// tie between two sections is no match: the matcher never guesses.
#include "src/data/section_table.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "fmt/format.h"

#include "src/base/strings.h"

namespace cvtidy {
namespace {

// Longer titles are not section names; bounding them keeps Match allocation-free.
constexpr size_t kMaxTitleBytes = 96;

bool IsRomanNumeral(std::string_view w) {
  if (w.empty() || w.size() > 4) {
    return false;
  }
  for (char c : w) {
    if (c != 'i' && c != 'v' && c != 'x') {
      return false;
    }
  }
  return true;
}

// A fixed buffer, so the keys of a title cost no allocation.
struct KeyBuffer {
  std::array<char, kMaxTitleBytes + 8> bytes;
  size_t size = 0;
  std::string_view view() const { return {bytes.data(), size}; }
};

// Folds single characters OCR confuses to one representative (the input is lower case).
constexpr char FoldChar(char c) {
  switch (c) {
    case '1':
    case 'i':
    case '|':
    case '!':
      return 'l';
    case '0':
      return 'o';
    case '5':
    case '$':
      return 's';
    default:
      return c;
  }
}

// Every byte of every title goes through the two look-ups below instead of the tests and the
// switch they stand for: MakeKeys runs for every heading and title-like line.
// The lower-case form of a word byte (IsWordByte), 0 for any other byte.
constexpr std::array<char, 256> kWordByteLower = [] {
  std::array<char, 256> table{};
  for (size_t b = 0; b < table.size(); ++b) {
    const auto c = static_cast<char>(b);
    table[b] = IsWordByte(c) ? AsciiToLower(c) : '\0';
  }
  return table;
}();
// FoldChar of every byte.
constexpr std::array<char, 256> kFoldedByte = [] {
  std::array<char, 256> table{};
  for (size_t b = 0; b < table.size(); ++b) {
    table[b] = FoldChar(static_cast<char>(b));
  }
  return table;
}();

// Appends the folded byte `f` to the folded key `folded` of `*size` bytes, where the two-letter
// confusions merge into one letter.
inline void PushFolded(char f, char* folded, size_t* size) {
  // Only `n`, `v` and `l` end a two-letter confusion: the others skip the tests.
  if ((f == 'n' || f == 'v' || f == 'l') && *size > 0) {
    char& prev = folded[*size - 1];
    if ((prev == 'r' && f == 'n') || (prev == 'v' && f == 'v') || (prev == 'c' && f == 'l')) {
      prev = prev == 'r' ? 'm' : prev == 'v' ? 'w' : 'd';
      return;
    }
  }
  folded[(*size)++] = f;
}

// No bound on the keys: every title of the table gets its keys.
constexpr size_t kUnbounded = SIZE_MAX;

// Builds the words and folded keys of `title` into the empty buffers `words_key` and
// `folded_key`; false when it is too long to be a title or holds no word. Also false, as
// soon as a word ends, once the words key is longer than `max_words` and the folded key longer
// than `max_folded`: neither key shrinks again (a later `and` takes back only itself), so such a
// title matches nothing, and Match stops reading a long line (most lines it is asked about that
// name no section are longer than every title) a few words in. One pass, a word at
// a time: each word goes into both keys as it is read and is taken back out at its end when it
// is `and` or a leading enumerator.
//
// Each title byte adds at most one byte to each key (a blank between words stands for the
// byte that ended the word before), so neither key outgrows the title, and a title is at most
// kMaxTitleBytes long: the keys are written without bounds checks, through local sizes the
// compiler keeps in registers.
bool MakeKeys(std::string_view title, KeyBuffer& words_key, KeyBuffer& folded_key,
              size_t max_words = kUnbounded, size_t max_folded = kUnbounded) {
  const size_t n = title.size();
  if (n > kMaxTitleBytes) {
    return false;
  }
  char* const words = words_key.bytes.data();
  char* const folded = folded_key.bytes.data();
  size_t words_size = 0;
  size_t folded_size = 0;
  size_t count = 0;  // words begun
  // A first word that may be a leading enumerator (`3.`, `II)`) is held back: it is dropped
  // when a second word follows, and is the key when none does.
  std::array<char, 4> held{};
  size_t held_size = 0;
  bool holding = false;
  size_t i = 0;
  while (true) {
    while (i < n && kWordByteLower[static_cast<unsigned char>(title[i])] == '\0') {
      ++i;
    }
    if (i == n) {
      break;
    }
    ++count;
    const size_t words_before = words_size;  // before the word and its blank
    const size_t folded_before = folded_size;
    if (words_size > 0) {
      words[words_size++] = ' ';
    }
    const size_t word_begin = words_size;
    // The word: its bytes, and `|` and `!` between two of them, letters misread
    // (`PUBL|CATIONS`); an apostrophe inside it joins it (`Master's`).
    for (; i < n; ++i) {
      const char c = title[i];
      char lower = kWordByteLower[static_cast<unsigned char>(c)];
      if (lower == '\0') {
        if ((c != '|' && c != '!' && c != '\'') || i + 1 == n ||
            kWordByteLower[static_cast<unsigned char>(title[i + 1])] == '\0') {
          break;
        }
        if (c == '\'') {
          continue;
        }
        lower = c;
      }
      words[words_size++] = lower;
      PushFolded(kFoldedByte[static_cast<unsigned char>(lower)], folded, &folded_size);
    }
    // The word ends at i: the byte after it, or the title's end.
    const std::string_view w(words + word_begin, words_size - word_begin);
    if (w == "and") {
      words_size = words_before;
      folded_size = folded_before;
      continue;
    }
    if (count == 1 && i < n && (title[i] == '.' || title[i] == ')') &&
        ((w.size() <= 2 && std::all_of(w.begin(), w.end(), IsAsciiDigit)) || IsRomanNumeral(w))) {
      held_size = w.size();
      std::copy(w.begin(), w.end(), held.begin());
      holding = true;
      words_size = words_before;
      folded_size = folded_before;
      continue;
    }
    // Singular and plural are one title (`Preprint`, `Talks and Presentation`): a final `s`
    // is dropped from the words key (not from `ss`: `Press`).
    if (w.size() >= 4 && w.back() == 's' && w[w.size() - 2] != 's') {
      --words_size;
    }
    if (words_size > max_words && folded_size > max_folded) {
      return false;
    }
  }
  if (holding && count == 1) {
    for (size_t k = 0; k < held_size; ++k) {
      words[words_size++] = held[k];
      PushFolded(kFoldedByte[static_cast<unsigned char>(held[k])], folded, &folded_size);
    }
  }
  words_key.size = words_size;
  folded_key.size = folded_size;
  return folded_size > 0;
}

// Levenshtein distance of `a` and `b` when it is at most `limit`, else `limit + 1`. Only the
// diagonal band |i - j| <= limit can hold such a distance, so only it is computed, in one row
// on the stack (both strings are at most kMaxTitleBytes + 8 long); cells outside the band
// count as `limit + 1`. Headings are matched against every table title, so this is the hot
// loop of Match.
size_t BoundedDistance(std::string_view a, std::string_view b, size_t limit) {
  const size_t diff = a.size() > b.size() ? a.size() - b.size() : b.size() - a.size();
  const size_t cap = limit + 1;
  if (diff > limit) {
    return cap;
  }
  const size_t m = b.size();
  std::array<size_t, kMaxTitleBytes + 9> row;
  // The first row's band: each later row writes the cell right of its own band.
  for (size_t j = 0; j <= std::min(m, cap); ++j) {
    row[j] = j;
  }
  for (size_t i = 1; i <= a.size(); ++i) {
    const size_t lo = i > limit ? i - limit : 1;
    const size_t hi = std::min(m, i + limit);
    size_t diagonal = row[lo - 1];
    row[lo - 1] = lo == 1 ? std::min(i, cap) : cap;
    size_t best = row[lo - 1];
    for (size_t j = lo; j <= hi; ++j) {
      const size_t above = row[j];
      const size_t value =
          std::min({above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1), cap});
      row[j] = value;
      diagonal = above;
      best = std::min(best, value);
    }
    if (hi < m) {
      row[hi + 1] = cap;  // read by the next row: right of this row's band, so too far
    }
    if (best > limit) {
      return cap;
    }
  }
  return row[m];
}

// The edits a table title tolerates: none below 8 folded letters, 1 from 8, 2 from this many.
constexpr size_t kTwoEditLetters = 14;

// The set of bytes of `s`, each as bit (byte & 63). Distinct bytes may share a bit, which only
// weakens the bound LettersWithin draws from two masks.
uint64_t LetterMask(std::string_view s) {
  uint64_t mask = 0;
  for (const char c : s) {
    mask |= uint64_t{1} << (static_cast<unsigned char>(c) & 63);
  }
  return mask;
}

// LetterMask(s), and the bits of it whose bytes occur in `s` more than once. A byte group
// (the bytes of one bit) that occurs more often in one string than in the other takes an edit
// of its own, as one the other lacks does: the repeated bits tighten the bound LettersWithin
// draws from the masks alone.
struct LetterMasks {
  uint64_t letters = 0;
  uint64_t repeated = 0;
};
LetterMasks LetterMasksOf(std::string_view s) {
  LetterMasks masks;
  for (const char c : s) {
    const uint64_t bit = uint64_t{1} << (static_cast<unsigned char>(c) & 63);
    masks.repeated |= masks.letters & bit;
    masks.letters |= bit;
  }
  return masks;
}

// `bits` without its lowest set bit.
constexpr uint64_t WithoutLowestBit(uint64_t bits) { return bits & (bits - 1); }

}  // namespace

namespace {

// LettersWithin for a budget known at compile time: Match asks this of every title in its
// window, so it has no loop or branch: each side drops its lowest bit once per edit of the
// budget, after which nothing may be left.
template <size_t kBudget>
constexpr bool LettersWithinBudget(uint64_t a, uint64_t b) {
  uint64_t only_a = a & ~b;
  uint64_t only_b = b & ~a;
  for (size_t k = 0; k < kBudget; ++k) {
    only_a = WithoutLowestBit(only_a);
    only_b = WithoutLowestBit(only_b);
  }
  return (only_a | only_b) == 0;
}

}  // namespace

// Every letter of one that the other lacks takes an edit of its own.
bool internal::LettersWithin(uint64_t a, uint64_t b, size_t budget) {
  return budget >= 2   ? LettersWithinBudget<2>(a, b)
         : budget == 1 ? LettersWithinBudget<1>(a, b)
                       : LettersWithinBudget<0>(a, b);
}

namespace {}  // namespace

struct SectionTable::OwnedKeys {
  std::string strings;
  std::vector<internal::SectionKey> exact;
  std::vector<internal::SectionKey> folded;
  std::vector<internal::SectionKey> titles;
  std::vector<uint32_t> exact_slots;
  std::vector<uint32_t> folded_slots;
  std::vector<uint64_t> title_masks;

  // The keys as plain data, with their indexes computed from them.
  internal::SectionKeys Index() {
    const auto key = [this](const internal::SectionKey& k) {
      return std::string_view(strings).substr(k.key.offset, k.key.length);
    };
    exact_slots = internal::HashSlots(exact.size(), [&](size_t i) { return key(exact[i]); });
    folded_slots = internal::HashSlots(folded.size(), [&](size_t i) { return key(folded[i]); });
    title_masks.clear();
    for (const internal::SectionKey& t : titles) {
      title_masks.push_back(LetterMask(key(t)));
    }
    return internal::SectionKeys{strings,     exact,        folded,     titles,
                                 exact_slots, folded_slots, title_masks};
  }
};

struct SectionTable::OwnedRecords {
  std::string strings;                     // FromData's copy of the texts
  std::vector<std::string_view> variants;  // every record's, in order
  std::vector<SectionRecord> records;
};

SectionTable SectionTable::FromStatic(const internal::StaticSectionTable& data) {
  SectionTable table;
  const auto view = [&](PoolString s) { return data.strings.substr(s.offset, s.length); };
  auto owned = std::make_shared<OwnedRecords>();
  owned->variants.reserve(data.variants.size());
  for (const PoolString v : data.variants) {
    owned->variants.push_back(view(v));
  }
  owned->records.reserve(data.sections.size());
  for (const internal::StaticSectionRecord& r : data.sections) {
    owned->records.push_back(SectionRecord{
        view(r.id), view(r.name),
        std::span<const std::string_view>(owned->variants).subspan(r.variants, r.variant_count)});
  }
  table.sections_ = owned->records;
  table.owned_records_ = std::move(owned);
  table.keys_ = data.keys;
  table.SetKeyBounds();
  table.words_ = data.words;
  return table;
}

absl::StatusOr<SectionTable> SectionTable::FromData(const DataFile& file) {
  SectionTable table;
  const std::vector<DataRecord>* records = file.Table("section");
  if (records == nullptr) {
    return table;
  }
  auto error = [&](const DataRecord& r, std::string_view message) {
    return absl::InvalidArgumentError(fmt::format("{}:{}: {}", file.path, r.line, message));
  };
  // Built in maps (the first title of a key wins), then laid out as sorted plain data.
  struct Title {
    std::string folded;
    SectionMatch match;
  };
  absl::flat_hash_map<std::string, SectionMatch> exact;
  absl::flat_hash_map<std::string, SectionMatch> folded;
  std::vector<Title> titles;
  // The records as read; laid out as views into one pool once all are known.
  struct Parsed {
    std::string id;
    std::string name;
    std::vector<std::string> variants;
  };
  std::vector<Parsed> parsed;
  const auto find = [&](std::string_view id) {
    return std::find_if(parsed.begin(), parsed.end(), [&](const Parsed& p) { return p.id == id; });
  };
  for (const DataRecord& r : *records) {
    Parsed record;
    record.id = std::string(r.Get("id"));
    record.name = std::string(r.Get("name"));
    if (record.id.empty()) {
      return error(r, "a [[section]] needs an `id`");
    }
    if (record.name.empty()) {
      return error(r, fmt::format("section `{}` needs a `name`", record.id));
    }
    if (find(record.id) != parsed.end()) {
      return error(r, fmt::format("section `{}` is defined twice", record.id));
    }
    if (const std::vector<std::string>* variants = r.Find("variants")) {
      record.variants = *variants;
    }
    for (const auto& [key, values] : r.fields) {
      if (key != "id" && key != "name" && key != "variants") {
        return error(r, fmt::format("section `{}`: unknown key `{}` (valid: id, name, variants)",
                                    record.id, key));
      }
    }
    const auto section = static_cast<uint32_t>(parsed.size());
    for (int32_t v = -1; v < static_cast<int32_t>(record.variants.size()); ++v) {
      const std::string& title = v < 0 ? record.name : record.variants[v];
      KeyBuffer words;
      KeyBuffer folded_key;
      if (!MakeKeys(title, words, folded_key)) {
        return error(r, fmt::format("section `{}`: `{}` is not a usable title", record.id, title));
      }
      const SectionMatch match{section, /*exact=*/true, v};
      auto [it, inserted] = exact.try_emplace(std::string(words.view()), match);
      if (!inserted && it->second.section != section) {
        return error(r, fmt::format("section `{}`: `{}` already names section `{}`", record.id,
                                    title, parsed[it->second.section].id));
      }
      folded.try_emplace(std::string(folded_key.view()), SectionMatch{section, /*exact=*/false, v});
      titles.push_back({std::string(folded_key.view()), SectionMatch{section, false, v}});
    }
    parsed.push_back(std::move(record));
  }
  auto owned_records = std::make_shared<OwnedRecords>();
  size_t bytes = 0;
  size_t variant_count = 0;
  for (const Parsed& p : parsed) {
    bytes += p.id.size() + p.name.size();
    for (const std::string& v : p.variants) {
      bytes += v.size();
    }
    variant_count += p.variants.size();
  }
  // Reserved: appending moves neither the pool nor the variants, so every view stays valid.
  std::string& pool = owned_records->strings;
  std::vector<std::string_view>& variants = owned_records->variants;
  pool.reserve(bytes);
  variants.reserve(variant_count);
  const auto keep = [&](const std::string& text) {
    const size_t at = pool.size();
    pool += text;
    return std::string_view(pool).substr(at);
  };
  for (const Parsed& p : parsed) {
    const size_t first = variants.size();
    SectionRecord record{keep(p.id), keep(p.name), {}};
    for (const std::string& v : p.variants) {
      variants.push_back(keep(v));
    }
    record.variants = std::span<const std::string_view>(variants).subspan(first, p.variants.size());
    owned_records->records.push_back(record);
  }
  table.sections_ = owned_records->records;
  table.owned_records_ = std::move(owned_records);

  auto owned = std::make_shared<OwnedKeys>();
  const auto add = [&](std::string_view key, const SectionMatch& m) {
    const internal::SectionKey k{
        PoolString{static_cast<uint32_t>(owned->strings.size()), static_cast<uint32_t>(key.size())},
        m.section, m.variant};
    owned->strings += key;
    return k;
  };
  const auto sorted = [&](const absl::flat_hash_map<std::string, SectionMatch>& map,
                          std::vector<internal::SectionKey>& out) {
    std::vector<std::pair<std::string_view, SectionMatch>> entries(map.begin(), map.end());
    std::sort(entries.begin(), entries.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [key, match] : entries) {
      out.push_back(add(key, match));
    }
  };
  sorted(exact, owned->exact);
  sorted(folded, owned->folded);
  // By length, for Match's window; ties in table order.
  std::stable_sort(titles.begin(), titles.end(), [](const Title& a, const Title& b) {
    return a.folded.size() < b.folded.size();
  });
  for (const Title& t : titles) {
    owned->titles.push_back(add(t.folded, t.match));
  }
  table.keys_ = owned->Index();
  table.owned_ = std::move(owned);
  table.SetKeyBounds();
  std::vector<std::string_view> names;
  for (const SectionRecord& record : table.sections_) {
    names.push_back(record.name);
    names.insert(names.end(), record.variants.begin(), record.variants.end());
  }
  table.owned_words_ =
      std::make_shared<const OwnedTableWords>(std::span<const std::string_view>(), names);
  table.words_ = table.owned_words_->words();
  return table;
}

void SectionTable::SetKeyBounds() {
  max_words_key_ = 0;
  max_folded_key_ = 0;
  for (const internal::SectionKey& k : keys_.exact) {
    max_words_key_ = std::max<size_t>(max_words_key_, k.key.length);
  }
  // Every title's folded key is in `titles` (`folded` keeps only the first of equal ones).
  for (const internal::SectionKey& k : keys_.titles) {
    max_folded_key_ = std::max<size_t>(max_folded_key_, k.key.length);
  }
  title_repeated_masks_.clear();
  title_repeated_masks_.reserve(keys_.titles.size());
  for (const internal::SectionKey& k : keys_.titles) {
    title_repeated_masks_.push_back(LetterMasksOf(keys_.Key(k)).repeated);
  }
  // The titles are sorted by length.
  first_title_of_length_.assign(max_folded_key_ + 1, 0);
  for (size_t length = 0, i = 0; length <= max_folded_key_; ++length) {
    while (i < keys_.titles.size() && keys_.titles[i].key.length < length) {
      ++i;
    }
    first_title_of_length_[length] = static_cast<uint32_t>(i);
  }
}

bool internal::SectionTitleKeys(std::string_view title, std::string* words, std::string* folded) {
  KeyBuffer words_key;
  KeyBuffer folded_key;
  const bool ok = MakeKeys(title, words_key, folded_key);
  words->assign(ok ? words_key.view() : std::string_view());
  folded->assign(ok ? folded_key.view() : std::string_view());
  return ok;
}

std::optional<SectionMatch> SectionTable::Match(std::string_view title) const {
  KeyBuffer words;
  KeyBuffer folded;
  // Past the longest words key no words key is equal, and past the longest folded key by more
  // than the largest budget (2) no folded key is near.
  if (sections_.empty() || !MakeKeys(title, words, folded, max_words_key_, max_folded_key_ + 2)) {
    return std::nullopt;
  }
  if (const std::optional<uint32_t> i =
          internal::FindInSlots(keys_.exact_slots, words.view(),
                                [this](size_t i) { return keys_.Key(keys_.exact[i]); })) {
    const internal::SectionKey& k = keys_.exact[*i];
    return SectionMatch{k.section, /*exact=*/true, k.variant};
  }
  if (const std::optional<uint32_t> i =
          internal::FindInSlots(keys_.folded_slots, folded.view(),
                                [this](size_t i) { return keys_.Key(keys_.folded[i]); })) {
    const internal::SectionKey& k = keys_.folded[*i];
    return SectionMatch{k.section, /*exact=*/false, k.variant};
  }
  // Only titles within two letters of the folded length can be near enough (the budget is at
  // most 2), and those below 8 letters tolerate no edit: the titles are sorted by length, so
  // that is one window of them, from 8 letters on (every title in it has a budget). The winner is
  // the nearest title, the first in table order (section, then variant) of equally near ones;
  // equally near titles of two sections are a tie.
  const size_t length = folded.size;
  const std::span<const internal::SectionKey> titles = keys_.titles;
  // The first title of `wanted` letters or more (titles.size() when none is that long).
  const auto first_of_length = [this](size_t wanted) -> size_t {
    return wanted < first_title_of_length_.size() ? first_title_of_length_[wanted]
                                                  : keys_.titles.size();
  };
  // The window, split where the budget grows from 1 to 2 (kTwoEditLetters): each part
  // tests its titles' masks with its own budget, in a loop of a few instructions a title.
  const size_t window_begin = first_of_length(std::max<size_t>(10, length) - 2);
  const size_t window_end = std::max(window_begin, first_of_length(length + 3));
  const size_t budget_two_begin =
      std::clamp(first_of_length(kTwoEditLetters), window_begin, window_end);
  const LetterMasks folded_masks = LetterMasksOf(folded.view());
  const uint64_t mask = folded_masks.letters;
  const std::span<const uint64_t> masks = keys_.title_masks;
  std::optional<SectionMatch> best;
  size_t best_distance = SIZE_MAX;
  bool tie = false;
  const auto consider = [&](size_t i, size_t budget) {
    // Every byte group either string holds more of, whether the other holds one or none,
    // takes an edit of its own: a cheaper bound than the distance, asked first.
    const uint64_t title_mask = masks[i];
    const uint64_t title_repeated = title_repeated_masks_[i];
    if (!internal::LettersWithin((mask & ~title_mask) | (folded_masks.repeated & ~title_repeated),
                                 0, budget) ||
        !internal::LettersWithin((title_mask & ~mask) | (title_repeated & ~folded_masks.repeated),
                                 0, budget)) {
      return;
    }
    const internal::SectionKey& t = titles[i];
    const size_t d = BoundedDistance(folded.view(), keys_.Key(t), budget);
    if (d > budget || d > best_distance) {
      return;
    }
    if (d < best_distance) {
      best_distance = d;
      best = SectionMatch{t.section, /*exact=*/false, t.variant};
      tie = false;
      return;
    }
    if (best->section != t.section) {
      tie = true;
    }
    if (t.section < best->section || (t.section == best->section && t.variant < best->variant)) {
      best = SectionMatch{t.section, /*exact=*/false, t.variant};
    }
  };
  // The mask bound skips a title that is certainly too far, as BoundedDistance would.
  for (size_t i = window_begin; i < budget_two_begin; ++i) {
    if (LettersWithinBudget<1>(mask, masks[i])) {
      consider(i, 1);
    }
  }
  for (size_t i = budget_two_begin; i < window_end; ++i) {
    if (LettersWithinBudget<2>(mask, masks[i])) {
      consider(i, 2);
    }
  }
  if (tie) {
    return std::nullopt;
  }
  return best;
}

std::optional<uint32_t> SectionTable::Find(std::string_view id) const {
  for (uint32_t i = 0; i < sections_.size(); ++i) {
    if (sections_[i].id == id) {
      return i;
    }
  }
  return std::nullopt;
}

std::string_view SectionTable::Title(const SectionMatch& match) const {
  if (match.section >= sections_.size()) {
    return {};
  }
  const SectionRecord& record = sections_[match.section];
  if (match.variant >= 0 && static_cast<size_t>(match.variant) < record.variants.size()) {
    return record.variants[match.variant];
  }
  return record.name;
}

}  // namespace cvtidy
