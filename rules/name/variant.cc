#include "rules/name/variant.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"

#include "src/base/hash_slots.h"
#include "src/base/string_view_hash.h"
#include "src/base/strings.h"
#include "src/engine/fix_builder.h"
#include "src/engine/message.h"
#include "src/extract/names.h"

namespace cvtidy {
namespace {

// Union-find over name indices.
class Clusters {
 public:
  explicit Clusters(size_t n) : parent_(n) { std::iota(parent_.begin(), parent_.end(), 0u); }
  uint32_t Find(uint32_t i) {
    while (parent_[i] != i) {
      parent_[i] = parent_[parent_[i]];
      i = parent_[i];
    }
    return i;
  }
  void Join(uint32_t a, uint32_t b) {
    a = Find(a);
    b = Find(b);
    if (a != b) {
      parent_[std::max(a, b)] = std::min(a, b);
    }
  }

 private:
  std::vector<uint32_t> parent_;
};

// One way a person is written, and how often. Forms that differ only in the periods of
// initials (`Z. Guo` / `Z Guo`) are one form: that is how a list is typeset, not how the
// person is named.
struct Form {
  std::string_view key;   // the text without periods, spaces collapsed (FormKey)
  std::string_view text;  // as first written
  uint32_t count = 0;
  uint32_t first = 0;  // index of its first occurrence in Document::names()
  bool abbreviated = false;
  bool accented = false;  // it has letters with accents
};

// `R. G. Scott`, `R.G. Scott` and `R G Scott` -> `RG Scott`: initials run together, without
// periods; other words as written. The key is appended to `keys`, which must have room for
// `text.size()` more bytes without growing (the views into it stay valid), and returned.
std::string_view AppendFormKey(std::string_view text, std::string& keys) {
  // The key is never longer than the text (periods go, a space only where one was), so it is
  // written in place and cut to size.
  const size_t begin = keys.size();
  keys.resize(begin + text.size());
  char* const key_begin = keys.data() + begin;
  char* out = key_begin;
  bool in_initials = false;
  for (size_t at = 0; at <= text.size();) {
    const size_t space = std::min(text.find(' ', at), text.size());
    const std::string_view word = text.substr(at, space - at);
    at = space + 1;
    size_t letters = 0;
    bool all_upper = true;
    for (const char c : word) {
      if (c != '.') {
        ++letters;
        all_upper = all_upper && IsAsciiUpper(c);
      }
    }
    if (letters == 0) {
      continue;
    }
    const bool initials = (letters == 1 || letters * 2 == word.size()) && all_upper;
    if (!(initials && in_initials) && out != key_begin) {
      *out++ = ' ';
    }
    for (const char c : word) {
      if (c != '.') {
        *out++ = c;
      }
    }
    in_initials = initials;
  }
  const size_t size = static_cast<size_t>(out - key_begin);
  keys.resize(begin + size);
  return std::string_view(keys.data() + begin, size);
}

// The form occurrences should be written in: the most frequent; a tie goes to a full form,
// then to the first seen. Between forms that differ only in accents the accented one wins
// (`Ralf König` over `Ralf Konig`): accents are lost by keyboards and bibliography exports,
// never added by mistake.
const Form& TargetForm(const std::vector<Form>& forms) {
  const Form* target = &forms.front();
  for (const Form& x : forms) {
    if (x.count > target->count ||
        (x.count == target->count && target->abbreviated && !x.abbreviated)) {
      target = &x;
    }
  }
  if (!target->accented) {
    const std::string plain = StripAccents(target->key);
    const Form* accented = nullptr;
    for (const Form& x : forms) {
      if (x.accented && StripAccents(x.key) == plain &&
          (accented == nullptr || x.count > accented->count)) {
        accented = &x;
      }
    }
    if (accented != nullptr) {
      target = accented;
    }
  }
  return *target;
}

// A hash of a family name from its size and at most four loads: for under nine bytes it
// reads every byte, for longer ones the first and last eight. Cheap beside hashing every byte,
// and the probe compares the names anyway.
uint64_t FamilyHash(std::string_view family) {
  const size_t n = family.size();
  const char* p = family.data();
  uint64_t lo = 0;
  uint64_t hi = 0;
  if (n >= 8) {
    std::memcpy(&lo, p, 8);
    std::memcpy(&hi, p + n - 8, 8);
  } else if (n >= 4) {
    uint32_t a = 0;
    uint32_t b = 0;
    std::memcpy(&a, p, 4);
    std::memcpy(&b, p + n - 4, 4);
    lo = a;
    hi = b;
  } else if (n > 0) {
    lo = static_cast<unsigned char>(p[0]) | static_cast<unsigned char>(p[n / 2]) << 8 |
         static_cast<unsigned char>(p[n - 1]) << 16;
  }
  uint64_t h = (lo ^ n) * 0x9E3779B97F4A7C15ull;
  h = (h ^ (h >> 32) ^ hi) * 0x100000001B3ull;
  return h ^ (h >> 29);
}

// Joins the names spelled the same up to case, accents, hyphens and spaces, and the full names
// of three words or more written with the same words in another order.
void JoinSameSpellings(std::span<const NameKey> keys, Clusters& clusters) {
  // Every letter in written order (see SameNameSpelling), hashed by MakeNameKey: a probe
  // compares the hashes before the names.
  std::vector<uint32_t> by_spelling = EmptySlotsFor(keys.size());
  StringViewMap<uint32_t> by_words;  // views into the keys' words
  for (uint32_t i = 0; i < keys.size(); ++i) {
    const NameKey& k = keys[i];
    if (k.family.empty()) {
      continue;
    }
    const uint64_t hash = k.letters_hash;
    uint32_t& slot = by_spelling[ProbeSlots(by_spelling, hash, [&](uint32_t j) {
      return keys[j].letters_hash == hash && keys[j].abbreviated == k.abbreviated &&
             SameLetters(keys[j], k);
    })];
    if (slot == kEmptySlot) {
      slot = SlotOf(i);
    } else {
      clusters.Join(EntryOf(slot), i);
    }
    if (k.word_count >= 3 && !k.abbreviated) {
      auto [wit, winserted] = by_words.try_emplace(k.words, i);
      if (!winserted) {
        clusters.Join(wit->second, i);
      }
    }
  }
}

// Joins each abbreviated name to the one full name it can stand for (`T. Quill` /
// `Tomas Quill`); with two candidates (`J. Li` beside `Jun Li` and `Jin Li`) it stays alone.
void JoinInitials(std::span<const NameKey> keys, Clusters& clusters) {
  if (std::none_of(keys.begin(), keys.end(), [](const NameKey& k) { return k.abbreviated; })) {
    return;
  }
  // The full names of each family name, chained in document order: InitialsMatch asks for the
  // same family, so an abbreviated name looks at those names only. A family's slot holds its
  // first full name.
  std::vector<uint64_t> family_hashes(keys.size());
  for (uint32_t i = 0; i < keys.size(); ++i) {
    family_hashes[i] = FamilyHash(keys[i].family);
  }
  std::vector<uint32_t> first_of_family = EmptySlotsFor(keys.size());
  std::vector<uint32_t> next_of_family(keys.size(), UINT32_MAX);
  const auto family_slot = [&](uint32_t i) -> uint32_t& {
    return first_of_family[ProbeSlots(first_of_family, family_hashes[i], [&](uint32_t j) {
      return family_hashes[j] == family_hashes[i] && keys[j].family == keys[i].family;
    })];
  };
  for (uint32_t j = static_cast<uint32_t>(keys.size()); j-- > 0;) {
    if (!keys[j].abbreviated) {
      uint32_t& first = family_slot(j);
      next_of_family[j] = first == kEmptySlot ? UINT32_MAX : EntryOf(first);
      first = SlotOf(j);
    }
  }
  for (uint32_t i = 0; i < keys.size(); ++i) {
    if (!keys[i].abbreviated) {
      continue;
    }
    const uint32_t first = family_slot(i);
    uint32_t candidate = UINT32_MAX;
    bool ambiguous = false;
    for (uint32_t j = first == kEmptySlot ? UINT32_MAX : EntryOf(first);
         j != UINT32_MAX && !ambiguous; j = next_of_family[j]) {
      // The chain holds full names of this family only: InitialsMatch without its family
      // and abbreviation tests.
      const std::string& short_initials = keys[i].initials;
      const std::string& full_initials = keys[j].initials;
      if (short_initials.empty() || full_initials.size() < short_initials.size() ||
          full_initials.compare(0, short_initials.size(), short_initials) != 0) {
        continue;
      }
      const uint32_t root = clusters.Find(j);
      if (candidate != UINT32_MAX && candidate != root) {
        ambiguous = true;
      }
      candidate = root;
    }
    if (!ambiguous && candidate != UINT32_MAX) {
      clusters.Join(candidate, i);
    }
  }
}

}  // namespace

namespace internal {

std::vector<uint32_t> NameClusters(std::span<const NameKey> keys) {
  Clusters clusters(keys.size());
  JoinSameSpellings(keys, clusters);
  JoinInitials(keys, clusters);
  std::vector<uint32_t> roots(keys.size());
  for (uint32_t i = 0; i < keys.size(); ++i) {
    roots[i] = clusters.Find(i);
  }
  return roots;
}

}  // namespace internal

const RuleInfo& NameVariantRule::info() const {
  static const RuleInfo kInfo{
      .id = "name/variant",
      .default_severity = Severity::kWarning,
      .summary = "The same person is written in several ways across the CV's author lists.",
      .explanation = R"md(## What it does
Compares every name of every author list and groups the names that are one person written
differently:

- hyphens, spaces and case: `Min-Seo Park`, `Minseo Park`, `Min-seo Park`, `Min Seo Park`,
  and double family names `Ada Lind-Varga` / `Ada Lind Varga`;
- accents: `Zoë Varga` / `Zoe Varga`;
- word order, for names of three words or more: `Wei Lan Zhou` / `Lan Zhou Wei`;
- initials, when they can stand for exactly one full name in the CV: `T. Quill` /
  `Tomas Quill`.

Each occurrence not written in its group's most frequent form is reported (a tie goes to the
full form, then to the form seen first). Between forms that differ only in accents the
accented one is the target (`Ralf König` over `Ralf Konig`): accents get lost in exports and
on ASCII keyboards, they are not added by mistake. Different people who share a family name
are never grouped: `Jun Li` and `Jin Li` differ in their given names, and `J. Li` stays alone
when the CV has both.

Not reported, since they are not how the person is named:

- initials with and without periods (`Z. Guo` / `Z Guo`): that is how one list is typeset;
- in plain (OCR) text, a name that differs only in accents: OCR drops diacritics, so the
  missing accent is a misreading of the print, not the author's spelling.

## Why is this bad?
Co-authors appear many times in a publication list. A name spelled two ways reads as two
people, hides a collaborator's count of papers, and shows text pasted from different sources.
Bibliographic tools and committee members search for the exact spelling.

## Example
```markdown
## Publications
- **Ada Quill**, Min-Seo Park. Tiered Logs. OSDI 2024.
- **Ada Quill**, Min-Seo Park, Tomas Quill. Sparse Leases. EuroSys 2023.
- Minseo Park, **Ada Quill**. Paging for Tiny Models. NSDI 2022.
```
`Minseo Park` is reported; the fix writes `Min-Seo Park`.

## Fix safety
Unsafe: the most frequent form is not always the person's own spelling, and two people may
share a spelling up to hyphens or initials. Review the change before applying it with
`--unsafe-fixes`.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kUnsafe,
  };
  return kInfo;
}

void NameVariantRule::Check(const Document& doc, const RuleContext& ctx,
                            DiagnosticSink& sink) const {
  const std::span<const PersonName> names = doc.names();
  if (names.size() < 2) {
    return;
  }
  const std::span<const NameKey> keys = doc.name_keys();
  const std::vector<uint32_t> roots = internal::NameClusters(keys);
  // A cluster whose names are all written as its first one is (most are: a co-author's name
  // is pasted from list to list) has one form and nothing to report: only the others get
  // form keys and forms.
  std::vector<uint32_t> forms_of_root(names.size(), UINT32_MAX);  // into `forms`
  uint32_t varied_clusters = 0;
  size_t form_key_room = 0;
  for (uint32_t i = 0; i < names.size(); ++i) {
    const uint32_t root = roots[i];
    if (root != i && forms_of_root[root] == UINT32_MAX &&
        doc.Text(names[i].range) != doc.Text(names[root].range)) {
      forms_of_root[root] = varied_clusters++;
    }
  }
  if (varied_clusters == 0) {
    return;
  }
  for (uint32_t i = 0; i < names.size(); ++i) {
    if (forms_of_root[roots[i]] != UINT32_MAX) {
      form_key_room += names[i].range.size();
    }
  }
  // The keys lie back to back in one buffer reserved for them all: no string per name.
  std::string form_key_bytes;
  form_key_bytes.reserve(form_key_room);
  std::vector<std::string_view> form_keys(names.size());
  std::vector<std::vector<Form>> forms(varied_clusters);
  for (uint32_t i = 0; i < names.size(); ++i) {
    const uint32_t cluster = forms_of_root[roots[i]];
    if (cluster == UINT32_MAX) {
      continue;
    }
    form_keys[i] = AppendFormKey(doc.Text(names[i].range), form_key_bytes);
    std::vector<Form>& f = forms[cluster];
    const std::string_view key = form_keys[i];
    auto it = std::find_if(f.begin(), f.end(), [&](const Form& x) { return x.key == key; });
    if (it == f.end()) {
      // StripAccents leaves ASCII as it is.
      const bool accented = !IsAscii(key) && StripAccents(key) != key;
      f.push_back(Form{key, doc.Text(names[i].range), 1, i, keys[i].abbreviated, accented});
    } else {
      ++it->count;
    }
  }
  // Each cluster's target form, chosen once for all its names.
  std::vector<const Form*> targets(varied_clusters, nullptr);
  // In OCR text a lost accent is damage to the print's reading, not the author's spelling.
  const bool accents_unreliable = doc.input_kind() == InputKind::kPlainText;
  for (uint32_t i = 0; i < names.size(); ++i) {
    const uint32_t cluster = forms_of_root[roots[i]];
    if (cluster == UINT32_MAX || forms[cluster].size() < 2) {
      continue;
    }
    const std::vector<Form>& f = forms[cluster];
    if (targets[cluster] == nullptr) {
      targets[cluster] = &TargetForm(f);
    }
    const Form& target = *targets[cluster];
    const std::string_view key = form_keys[i];
    if (key == target.key ||
        (accents_unreliable && StripAccents(key) == StripAccents(target.key))) {
      continue;
    }
    const std::string_view text = doc.Text(names[i].range);
    std::string seen;
    for (const Form& x : f) {
      if (!seen.empty()) {
        seen += ", ";
      }
      AppendJoined(seen, {"`", x.text, "` (", Decimal(x.count), "\u00d7)"});
    }
    const bool by_accent = target.accented && StripAccents(target.key) == StripAccents(key);
    sink.Report(names[i].range,
                JoinText({"`", text, "` is written `", target.text, "` elsewhere in this CV"}),
                ReplaceSpan(names[i].range, std::string(target.text),
                            JoinText({"Write `", target.text, "`"}), FixSafety::kUnsafe),
                JoinText({"forms of this name: ", seen,
                          "; chosen: ", by_accent ? "the accented form" : "the most frequent"}),
                // One name spelled several ways is one finding.
                JoinText({"name:", target.text}));
  }
}

CVTIDY_REGISTER_RULE(NameVariantRule);

}  // namespace cvtidy
