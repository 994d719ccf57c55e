#include "rules/venue/unknown.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "rules/venue/internal/venue_forms.h"
#include "src/base/simd.h"
#include "src/base/strings.h"
#include "src/base/swar.h"
#include "src/base/word_list.h"
#include "src/engine/fix_builder.h"
#include "src/model/years.h"

namespace cvtidy {
namespace {

// Acronyms that sit before a year in CVs without naming a venue: hardware, fields, degrees,
// funders, publishers, places, months and seasons. Upper case; compared case-insensitively.
constexpr auto kStopList = std::to_array<std::string_view>({
    "ACM",  "AI",   "API",  "APR",   "ASIC", "AUG",  "AWS",  "BSC",    "CEO",    "CMU",    "CNN",
    "CPU",  "CTO",  "CUDA", "DARPA", "DEC",  "DNN",  "DOE",  "EPFL",   "ETH",    "EU",     "FALL",
    "FEB",  "FPGA", "GAN",  "GCP",   "GNN",  "GPA",  "GPT",  "GPU",    "HKU",    "HPC",    "IEEE",
    "IFIP", "IOT",  "ISBN", "ISSN",  "JAN",  "JUL",  "JUN",  "KAIST",  "LLM",    "LLMS",   "MAR",
    "MAY",  "MBA",  "MIT",  "MSC",   "NIH",  "NLP",  "NOV",  "NPU",    "NSF",    "NUS",    "NYU",
    "OCT",  "PHD",  "RNN",  "SDK",   "SEP",  "SEPT", "SIAM", "SPRING", "SQL",    "SUMMER", "TBA",
    "TBD",  "TPU",  "UCLA", "UCSD",  "UIUC", "UK",   "USA",  "USC",    "USENIX", "WINTER",
});

bool IsStopWord(std::string_view word) { return InWordList<kStopList>(word); }

// Digits OCR reads for the letters they resemble: `0SDI`, `Euro5ys`, `1CML`.
bool IsConfusableDigit(char c) { return c == '0' || c == '1' || c == '5'; }

// True for a venue-shaped name: 3 to 8 letters (or OCR digits standing for letters), starting
// with a capital or such a digit, with at least two capitals: `OSDI`, `EuroSvs`, `OSDl`,
// `0SDI`. `Paper` or `Proc` have one capital and are words.
bool IsVenueShaped(std::string_view name) {
  if (name.size() < 3 || name.size() > 8) {
    return false;
  }
  if (!IsAsciiUpper(name.front()) && !IsConfusableDigit(name.front())) {
    return false;
  }
  int upper = 0;
  int digits = 0;
  for (const char c : name) {
    if (IsAsciiDigit(c)) {
      if (!IsConfusableDigit(c)) {
        return false;
      }
      ++digits;
    } else if (!IsAsciiAlpha(c)) {
      return false;
    }
    upper += IsAsciiUpper(c) ? 1 : 0;
  }
  return upper >= 2 && digits * 2 < static_cast<int>(name.size());
}

// How far a folded name may be from a known one: short acronyms collide with other real
// venues at one edit (`ICCD`, `ICCV`), so they must fold to the same spelling.
size_t AllowedDistance(size_t length) {
  if (length <= 5) {
    return 0;
  }
  return length <= 7 ? 1 : 2;
}

// A venue-shaped name followed by a year: `EuroSvs 2022`, `OSDl '21`, `ICMl2022`.
struct UnknownVenueCandidate {
  ByteRange name;   // `EuroSvs`
  ByteRange whole;  // `EuroSvs 2022`
};

bool IsDigits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), IsAsciiDigit);
}

bool PlausibleYear(std::string_view four) { return FourDigitYear(four) != 0; }

// Returns the end of a year starting at `at` in `text` (`2022`, `'22`, `’22`), or 0 when
// none starts there. The year must end the word.
size_t YearEnd(std::string_view text, size_t at) {
  const auto ends_word = [&](size_t end) { return end >= text.size() || !IsAsciiAlnum(text[end]); };
  if (at + 4 <= text.size() && PlausibleYear(text.substr(at, 4)) && ends_word(at + 4)) {
    return at + 4;
  }
  size_t digits = at;
  if (at < text.size() && text[at] == '\'') {
    digits = at + 1;
  } else if (text.substr(at, 3) == "\xE2\x80\x99") {  // ’
    digits = at + 3;
  } else {
    return 0;
  }
  if (digits + 2 <= text.size() && IsDigits(text.substr(digits, 2)) && ends_word(digits + 2)) {
    return digits + 2;
  }
  return 0;
}

// Whether a year (YearEnd) may start at `at` in `text`: a digit, `'` or the lead byte of `’`.
bool MayOpenYear(std::string_view text, size_t at) {
  return at < text.size() && (IsAsciiDigit(text[at]) || text[at] == '\'' || text[at] == '\xE2');
}

// Calls `fn(candidate)` for every venue-shaped name followed by a year in `text`, which starts
// at byte `base` of the Source.
template <typename Fn>
void ScanCandidates(std::string_view text, uint32_t base, Fn&& fn) {
  // A candidate's year opens (MayOpenYear) inside its name (`ICMl2022`), right after it, or
  // one space after it: a name [start, end) needs an opener in [start, end + 1]. Openers are
  // found sixteen bytes at a time, and the words that end too far before the next one are
  // skipped unread.
  size_t opener = internal::FindYearOpener(text, 0);
  size_t i = 0;
  while (i < text.size()) {
    if (opener < i) {
      opener = internal::FindYearOpener(text, i);
    }
    if (opener == text.size()) {
      return;
    }
    if (opener > i + 1) {
      // The first name that may end at opener - 1 or later: the one holding opener - 2, else
      // the one starting at opener - 1.
      size_t j = opener - 2;
      if (IsAsciiAlnum(text[j])) {
        while (j > i && IsAsciiAlnum(text[j - 1])) {
          --j;
        }
      } else {
        j = opener - 1;
      }
      i = j;
    }
    if (!IsAsciiAlnum(text[i])) {
      ++i;
      continue;
    }
    const size_t start = i;
    while (i < text.size() && IsAsciiAlnum(text[i])) {
      ++i;
    }
    // Part of a path, an address, an identifier or a hyphenated word.
    const char before = start > 0 ? text[start - 1] : ' ';
    if (before == '/' || before == '@' || before == '.' || before == '-' || before == '_' ||
        before == '#' || before == ':' || before == '=') {
      continue;
    }
    std::string_view token = text.substr(start, i - start);
    // No venue-shaped name starts here (cheap tests before looking for a year): a name of 3
    // to 8 characters, or one of a glued `ICMl2022`, starts with a capital or an OCR digit.
    if (token.size() < 3 || token.size() > 12 ||
        (!IsAsciiUpper(token.front()) && !IsConfusableDigit(token.front()))) {
      continue;
    }
    // A year follows the name glued (`ICMl2022`), after an apostrophe (`OSDl'21`, `OSDl’21`)
    // or after a space (`OSDl 2021`, `OSDl '21`): most words have none of these next to them,
    // and need no closer look.
    const bool glued_year = IsAsciiDigit(token.back()) && token.size() > 4 &&
                            PlausibleYear(token.substr(token.size() - 4));
    if (!glued_year && !MayOpenYear(text, i) &&
        !(i < text.size() && text[i] == ' ' && MayOpenYear(text, i + 1))) {
      continue;
    }
    size_t year_end = 0;
    size_t name_end = i;
    if (glued_year) {
      name_end = i - 4;  // `ICMl2022`
      year_end = i;
    } else if (size_t end = YearEnd(text, i); end != 0) {
      year_end = end;  // `OSDl'21`
    } else if (i < text.size() && text[i] == ' ') {
      year_end = YearEnd(text, i + 1);  // `OSDl 2021`, `OSDl '21`
    }
    const std::string_view name = text.substr(start, name_end - start);
    if (year_end == 0 || !IsVenueShaped(name) || IsStopWord(name)) {
      continue;
    }
    fn(UnknownVenueCandidate{
        {static_cast<uint32_t>(base + start), static_cast<uint32_t>(base + name_end)},
        {static_cast<uint32_t>(base + start), static_cast<uint32_t>(base + year_end)}});
  }
}

// The longest known name compared (longer ones are spelt-out names, not acronyms). Folding
// never lengthens a name, so this bounds the folded lengths too.
constexpr size_t kLongestKnownName = 12;

// A name of at most kLongestKnownName bytes held in place, zero-padded: two names are equal
// when their sizes and two words are, which is told without a call to memcmp (a suggestion
// compares a name with every known name of its length), and a known name needs no string.
struct PackedName {
  static_assert(kLongestKnownName <= 16);
  std::array<char, 16> bytes{};
  size_t size = 0;

  std::string_view view() const { return {bytes.data(), size}; }
  uint64_t Word(size_t i) const {
    uint64_t word = 0;
    std::memcpy(&word, bytes.data() + i * sizeof(word), sizeof(word));
    return word;
  }
  friend bool operator==(const PackedName& a, const PackedName& b) {
    return a.size == b.size && a.Word(0) == b.Word(0) && a.Word(1) == b.Word(1);
  }
};

// `name`, at most kLongestKnownName bytes, packed as it is, or folded (FoldSpelling).
PackedName Pack(std::string_view name) {
  PackedName packed;
  std::memcpy(packed.bytes.data(), name.data(), name.size());
  packed.size = name.size();
  return packed;
}
PackedName PackFolded(std::string_view name) {
  PackedName packed;
  packed.size = internal::FoldSpellingInto(name, packed.bytes.data());
  return packed;
}

// A known name a misspelt acronym is compared against.
struct KnownName {
  PackedName folded;
  PackedName spelling;  // the name as the table spells it
  uint32_t venue = 0;
  std::string_view replacement;  // what the fix writes: the id, or a former acronym
  uint32_t order = 0;            // its place among all the known names, in table order
  uint64_t characters = 0;       // internal::FoldedCharacters(folded)
};

// Every known name of a table, folded once per table (VenueTable::Derived): the ids, aliases
// and former acronyms, by folded length, each length in table order.
struct KnownNames {
  std::array<std::vector<KnownName>, kLongestKnownName + 1> by_folded_length;
};

KnownNames FoldKnownNames(const VenueTable& table) {
  KnownNames out;
  uint32_t order = 0;
  const auto add = [&](std::string_view name, uint32_t venue, std::string_view replacement) {
    if (name.size() < 2 || name.size() > kLongestKnownName ||
        name.find(' ') != std::string_view::npos) {
      return;
    }
    const PackedName folded = PackFolded(name);
    out.by_folded_length[folded.size].push_back(
        KnownName{folded, Pack(name), venue, replacement, order++,
                  internal::FoldedCharacters(folded.view())});
  };
  for (uint32_t v = 0; v < table.venues().size(); ++v) {
    const VenueRecord& record = table.venues()[v];
    add(record.id, v, record.id);
    for (const std::string_view alias : record.aliases) {
      add(alias, v, record.id);
    }
    // A former name stays a former name: venue/renamed decides whether the year allows it.
    for (const FormerName& former : record.former) {
      add(former.acronym, v, former.acronym);
    }
  }
  return out;
}

// SuggestVenue over `known`. Of the names closest to `name`, the first in table order gives
// the replacement.
std::optional<std::string_view> Suggest(std::string_view name, const KnownNames& known) {
  const std::string folded = internal::FoldSpelling(name);
  const size_t limit = AllowedDistance(name.size());
  // A name spelt as the table spells it folds as it does, so only names of its folded length
  // can be it, and a name longer than kLongestKnownName is none.
  if (folded.size() <= kLongestKnownName && name.size() <= kLongestKnownName) {
    const PackedName packed_name = Pack(name);
    for (const KnownName& k : known.by_folded_length[folded.size()]) {
      if (k.spelling == packed_name) {
        return std::nullopt;
      }
    }
  }
  size_t best = limit + 1;
  const KnownName* winner = nullptr;
  bool ambiguous = false;  // names of two venues are `best` away
  const uint64_t characters = internal::FoldedCharacters(folded);
  // Only lengths within `limit` of the folded name's can be within `limit` edits.
  const size_t shortest = folded.size() > limit ? folded.size() - limit : 0;
  const size_t longest = std::min(folded.size() + limit, kLongestKnownName);
  // Within no edit the folded name is at most five bytes long, and packs.
  const PackedName packed_folded = limit == 0 ? Pack(folded) : PackedName{};
  for (size_t length = shortest; length <= longest; ++length) {
    for (const KnownName& k : known.by_folded_length[length]) {
      if (limit == 0 && k.folded != packed_folded) {
        continue;
      }
      // Most known names hold characters the name lacks, or lack ones it holds, more than
      // `limit` apart: they are dropped without filling an edit-distance table.
      if (limit != 0 &&
          internal::EditDistanceFloor(characters, k.characters) > std::min(limit, best)) {
        continue;
      }
      const size_t d = limit == 0 ? 0 : EditDistance(folded, k.folded.view(), limit);
      if (d > limit || d > best) {
        continue;
      }
      if (d < best) {
        best = d;
        winner = &k;
        ambiguous = false;
      } else if (k.venue != winner->venue) {
        ambiguous = true;
      } else if (k.order < winner->order) {
        winner = &k;
      }
    }
  }
  if (winner == nullptr || ambiguous) {
    return std::nullopt;
  }
  return winner->replacement;
}

bool OverlapsAny(ByteRange range, std::span<const VenueMention> venues) {
  return std::any_of(venues.begin(), venues.end(),
                     [&](const VenueMention& v) { return v.range.Overlaps(range); });
}

bool OverlapsAny(ByteRange range, std::span<const DateSpan> dates) {
  return std::any_of(dates.begin(), dates.end(),
                     [&](const DateSpan& d) { return d.range.Overlaps(range); });
}

}  // namespace

namespace internal {

size_t FindYearOpener(std::string_view text, size_t from) {
  const size_t n = text.size();
  size_t i = from;
#if defined(__SSE2__)
  if (n >= 16) {
    return simd::FindFirstLane(text, i, [](__m128i bytes) {
      return simd::Bits(_mm_or_si128(simd::InRange(bytes, '0', '9'),
                                     _mm_or_si128(_mm_cmpeq_epi8(bytes, simd::Splat('\'')),
                                                  _mm_cmpeq_epi8(bytes, simd::Splat(0xE2)))));
    });
  }
#endif
  for (; i < n; ++i) {
    if (IsAsciiDigit(text[i]) || text[i] == '\'' || text[i] == '\xE2') {
      return i;
    }
  }
  return n;
}

uint64_t FoldedCharacters(std::string_view folded) {
  uint64_t set = 0;
  for (const char c : folded) {
    if (IsAsciiLower(c)) {
      set |= uint64_t{1} << (c - 'a');
    } else if (IsAsciiDigit(c)) {
      set |= uint64_t{1} << (26 + (c - '0'));
    } else {
      set |= uint64_t{1} << 36;  // no other byte folds; counted as one more kind all the same
    }
  }
  return set;
}

size_t EditDistanceFloor(uint64_t a, uint64_t b) {
  // Each edit removes, changes or adds one character: a character of `a` that `b` lacks
  // needs an edit of its own, and so does one of `b` that `a` lacks (a change may serve one
  // of each).
  return static_cast<size_t>(std::max(swar::PopCount(a & ~b), swar::PopCount(b & ~a)));
}

std::optional<std::string_view> SuggestVenue(std::string_view name, const VenueTable& table) {
  return Suggest(name, table.Derived<KnownNames, FoldKnownNames>());
}

}  // namespace internal

const RuleInfo& VenueUnknownRule::info() const {
  static const RuleInfo kInfo{
      .id = "venue/unknown",
      .default_severity = Severity::kWarning,
      .summary =
          "A venue-shaped acronym in a publication is no known venue but a near miss of one.",
      .explanation = R"md(## What it does
In citations (entries under a heading such as `Publications`, `Papers`,
`Conference Proceedings`, `Journal Articles` or `Preprints`, and author lists that name a
venue or set off a title elsewhere), looks for venue-shaped names followed by a year that the venue extractor did not
recognise: 3 to 8 letters starting with a capital and holding at least two (`EuroSvs 2022`,
`OSDl '21`, `ICMl2022`). Common acronyms that are not venues (`GPU`, `LLM`, `PhD`, `USA`,
`NSF`, month names, ...) are skipped, and so is anything the date extractor reads as a date.

The name is compared with every known venue acronym, alias and former name after folding the
letters OCR confuses (`l`/`I`/`1`, `0`/`O`, `5`/`S`, `v`/`y`, `rn`/`m`, `cl`/`d`) and
ignoring case. Names of up to five letters must fold to a known name exactly (short
acronyms of different real venues are often one edit apart, as `ICCD` and `ICCV` are);
names of six or seven letters may be one edit away, longer ones two. The rule reports only
when exactly one venue is that close: a venue-shaped name with no near known venue may be a
venue the table lacks, which `[[venues]]` in `cvtidy.toml` can add. Misspellings the table
lists as aliases (`EuroSvs`) are recognised as venues and reported by `venue/alias-conflict`.

## Why is this bad?
OCR and hurried typing turn `EuroSys` into `EuroSvs` and `OSDI` into `OSDl`; the damage is
hard to see when proofreading, and a misspelt venue in a publication list looks careless to
a committee.

## Example
```markdown
## Publications
- Ada Quill, Ben Ode, Cy Lu. **Lazy Snapshots for Actors**. EuroSvs 2022.
```
`EuroSvs` is reported with the suggestion `EuroSys`.

## Fix safety
Unsafe: the suggestion is a guess from spelling alone, and the name may be a real venue the
table does not know. Review it before applying with `--unsafe-fixes`.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kUnsafe,
  };
  return kInfo;
}

void VenueUnknownRule::Check(const Document& doc, const RuleContext& ctx,
                             DiagnosticSink& sink) const {
  const VenueTable* table = doc.venue_table();
  // No table to compare against.
  if (table == nullptr || table->venues().empty()) {
    return;
  }
  for (const Entry& entry : doc.entries()) {
    // Only publication entries name venues after titles and author lists.
    if (entry.kind != EntryKind::kCitation) {
      continue;
    }
    const std::span<const VenueMention> venues = doc.VenuesOf(entry);
    const std::span<const DateSpan> dates = doc.DatesOf(entry);
    ScanCandidates(doc.Text(entry.range), entry.range.begin, [&](const UnknownVenueCandidate& c) {
      // A venue the extractor found, or a date (`SEPT 2019`).
      if (OverlapsAny(c.whole, venues) || OverlapsAny(c.name, dates)) {
        return;
      }
      const std::optional<std::string_view> suggestion =
          internal::SuggestVenue(doc.Text(c.name), *table);
      // No single near venue, or a known spelling the extractor left alone in this context.
      if (!suggestion) {
        return;
      }
      std::string message = fmt::format("`{}` is not a known venue; did you mean `{}`?",
                                        doc.Text(c.whole), *suggestion);
      sink.Report(c.name, std::move(message),
                  ReplaceSpan(c.name, std::string(*suggestion),
                              fmt::format("Write `{}`", *suggestion), FixSafety::kUnsafe));
    });
  }
}

CVTIDY_REGISTER_RULE(VenueUnknownRule);

}  // namespace cvtidy
