#include "src/data/vocabulary.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <utility>

#include "absl/status/status.h"
#include <fmt/format.h>

#include "src/base/strings.h"

namespace cvtidy {
namespace {

absl::Status RecordError(const DataFile& file, const DataRecord& record, std::string_view message) {
  return absl::InvalidArgumentError(fmt::format("{}:{}: {}", file.path, record.line, message));
}

bool AllAsciiAlnum(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return IsAsciiAlnum(c); });
}

// A hash of a non-empty word's first and last byte and length (12 bits), for FindConfusable.
size_t ConfusableKey(std::string_view word) {
  return (static_cast<unsigned char>(word.front()) * 131u +
          static_cast<unsigned char>(word.back()) * 31u + word.size()) &
         4095u;
}

// Longer words are looked up through a heap copy; no listed word is this long.
constexpr size_t kMaxStackWord = 64;

// The WordKeys of every form IsLowerWord accepts of `words`: each word, its possessive, its
// `-s` and `-es` plurals, and the `-ies` plural of a word ending in `y`. A key ignores case,
// so it is also the key of the capitalized and upper-case forms.
std::vector<uint64_t> WordKeysOf(const internal::WordSet& words) {
  internal::WordKeyBitsBuilder keys(5 * words.words.size());
  std::string form;
  for (size_t i = 0; i < words.words.size(); ++i) {
    const std::string_view word = words.Word(i);
    keys.Add(word);
    for (const std::string_view ending : {"'s", "s", "es"}) {
      form.assign(word);
      form += ending;
      keys.Add(form);
    }
    if (word.ends_with('y')) {
      form.assign(word.substr(0, word.size() - 1));
      form += "ies";
      keys.Add(form);
    }
  }
  return std::move(keys).Take();
}

}  // namespace

Vocabulary Vocabulary::FromStatic(const internal::StaticVocabulary& data) {
  Vocabulary v;
  const auto str = [&](PoolString s) {
    return std::string(data.strings.substr(s.offset, s.length));
  };
  v.confusables_.reserve(data.confusables.size());
  for (const internal::StaticConfusable& c : data.confusables) {
    ConfusablePair& pair = v.confusables_.emplace_back();
    pair.wrong = str(c.wrong);
    pair.right = str(c.right);
    pair.before.reserve(c.before_count);
    for (uint32_t i = 0; i < c.before_count; ++i) {
      pair.before.push_back(str(data.contexts[c.contexts + i]));
    }
    pair.after.reserve(c.after_count);
    for (uint32_t i = 0; i < c.after_count; ++i) {
      pair.after.push_back(str(data.contexts[c.contexts + c.before_count + i]));
    }
  }
  v.confusions_.reserve(data.confusions.size());
  for (const internal::StaticConfusion& c : data.confusions) {
    v.confusions_.push_back(LetterConfusion{str(c.wrong), str(c.right)});
  }
  v.words_ = data.words;
  v.word_keys_ = data.word_keys;
  v.BuildIndex();
  return v;
}

absl::StatusOr<Vocabulary> Vocabulary::FromData(const DataFile& file) {
  Vocabulary v;
  if (const std::vector<DataRecord>* records = file.Table("confusable")) {
    for (const DataRecord& record : *records) {
      ConfusablePair pair;
      pair.wrong = std::string(record.Get("wrong"));
      pair.right = std::string(record.Get("right"));
      if (pair.wrong.empty() || pair.right.empty()) {
        return RecordError(file, record, "a [[confusable]] needs `wrong` and `right`");
      }
      if (!AllAsciiAlnum(pair.wrong)) {
        return RecordError(file, record,
                           fmt::format("`wrong = \"{}\"` must be one word of ASCII letters and "
                                       "digits",
                                       pair.wrong));
      }
      if (const std::vector<std::string>* before = record.Find("before")) {
        pair.before = *before;
      }
      if (const std::vector<std::string>* after = record.Find("after")) {
        pair.after = *after;
      }
      v.confusables_.push_back(std::move(pair));
    }
  }
  if (const std::vector<DataRecord>* records = file.Table("confusion")) {
    for (const DataRecord& record : *records) {
      LetterConfusion confusion{AsciiLower(record.Get("wrong")), AsciiLower(record.Get("right"))};
      if (confusion.wrong.empty() || confusion.right.empty() || !AllAsciiAlnum(confusion.wrong) ||
          !AllAsciiAlnum(confusion.right)) {
        return RecordError(file, record,
                           "a [[confusion]] needs `wrong` and `right` of ASCII letters and "
                           "digits");
      }
      v.confusions_.push_back(std::move(confusion));
    }
  }
  std::vector<std::string> lower;
  if (const std::vector<std::string>* words = file.List("words")) {
    lower.reserve(words->size());
    for (const std::string& word : *words) {
      if (word.empty()) {
        return absl::InvalidArgumentError(fmt::format("{}: `words` has an empty word", file.path));
      }
      lower.push_back(AsciiLower(word));
    }
  }
  auto owned = std::make_shared<const OwnedWordSet>(std::move(lower));
  v.words_ = owned->set();
  v.owned_ = std::move(owned);
  auto keys = std::make_shared<const std::vector<uint64_t>>(WordKeysOf(v.words_));
  v.word_keys_ = internal::WordKeyBits{*keys};
  v.owned_keys_ = std::move(keys);
  v.BuildIndex();
  return v;
}

void Vocabulary::BuildIndex() {
  confusable_keys_ = {};
  for (const ConfusablePair& pair : confusables_) {
    if (pair.wrong.empty()) {
      continue;  // FindConfusable scans for an empty word
    }
    const size_t key = ConfusableKey(pair.wrong);
    confusable_keys_[key >> 6] |= uint64_t{1} << (key & 63);
  }
}

bool Vocabulary::IsLowerWord(internal::HashedWord hashed) const {
  const std::string_view lower = hashed.text;
  const size_t n = lower.size();
  if (n == 0) {
    return false;
  }
  if (words_.Contains(hashed)) {
    return true;
  }
  // A possessive and the regular plurals of a listed word, their endings read byte by byte.
  const auto known = [&](size_t stem) {
    return stem > 0 && words_.Contains(lower.substr(0, stem));
  };
  if (n > 2 && lower[n - 2] == '\'' && lower[n - 1] == 's') {
    return known(n - 2);
  }
  if (n > 3 && lower[n - 1] == 's') {
    if (known(n - 1)) {
      return true;
    }
    if (lower[n - 2] == 'e' && known(n - 2)) {
      return true;
    }
    if (n > 4 && lower[n - 3] == 'i' && lower[n - 2] == 'e') {
      const size_t stem = n - 3;
      if (stem < kMaxStackWord) {
        std::array<char, kMaxStackWord> singular;
        std::copy_n(lower.data(), stem, singular.data());
        singular[stem] = 'y';
        return words_.Contains(std::string_view(singular.data(), stem + 1));
      }
      std::string singular(lower.substr(0, stem));
      singular += 'y';
      return words_.Contains(singular);
    }
  }
  return false;
}

bool Vocabulary::IsWord(std::string_view word) const { return IsWord(WordForms(word)); }

bool Vocabulary::IsWord(const WordForms& word) const {
  return !word.written().text.empty() && IsLowerWord(word.lower());
}

bool Vocabulary::IsWordPrefix(std::string_view prefix) const {
  if (prefix.empty()) {
    return false;
  }
  std::array<char, kMaxStackWord> stack;
  std::string heap;
  const std::string_view lower = AsciiLowerInto(prefix, stack, heap);
  const std::span<const PoolString> words = words_.words;
  auto it =
      std::upper_bound(words.begin(), words.end(), lower, [&](std::string_view key, PoolString w) {
        return key < words_.strings.substr(w.offset, w.length);
      });
  if (it == words.end()) {
    return false;
  }
  // The first word after `lower` in order is the one that extends it, if any does.
  const std::string_view next = words_.strings.substr(it->offset, it->length);
  return next.size() > lower.size() && next.substr(0, lower.size()) == lower;
}

const ConfusablePair* Vocabulary::FindConfusable(std::string_view word) const {
  // Almost no word of a document is a listed wrong form: nearly all fail on the key bit
  // before any comparison.
  if (!word.empty()) {
    const size_t key = ConfusableKey(word);
    if (((confusable_keys_[key >> 6] >> (key & 63)) & 1) == 0) {
      return nullptr;
    }
  }
  for (const ConfusablePair& pair : confusables_) {
    if (pair.wrong == word) {
      return &pair;
    }
  }
  return nullptr;
}

}  // namespace cvtidy
