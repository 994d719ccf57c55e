#include "src/ocr/dictionary.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <vector>

#include "src/base/strings.h"
#include "src/base/swar.h"

namespace cvtidy {
namespace embedded {

// The generated word set (src/ocr/gen/word_list.sh, cvtidy_gen_tables), linked into the
// executables. Weak, so a build without hunspell's dictionary still links: the dictionary is
// then null.
extern const internal::WordSet kBuiltinDictionary __attribute__((weak));
// SpellDictionary::KeysOf(kBuiltinDictionary), generated with it.
extern const internal::WordKeyBits kBuiltinDictionaryKeys __attribute__((weak));

}  // namespace embedded

namespace {

constexpr size_t kMaxWordBytes = 64;

// A typographic apostrophe, which Knows reads as an ASCII one (the dictionary's ICONV).
constexpr std::string_view kTypographic = "\xE2\x80\x99";

// Whether `marks` marks a byte of `word`. Eight bytes a step, the last load overlapping (four
// for words of four to seven bytes); a shorter word is padded with a letter no caller marks.
template <typename Marks>
bool AnyByteMarked(std::string_view word, Marks marks) {
  const char* p = word.data();
  const size_t n = word.size();
  if (n >= 8) {
    uint64_t found = marks(swar::Load(p + n - 8));
    for (size_t i = 0; i + 8 < n; i += 8) {
      found |= marks(swar::Load(p + i));
    }
    return found != 0;
  }
  if (n >= 4) {
    return marks(uint64_t{swar::Load32(p)} | (uint64_t{swar::Load32(p + n - 4)} << 32)) != 0;
  }
  uint64_t padded = 0x6161616161616161ULL;  // `a` in every byte
  std::memcpy(&padded, p, n);
  return marks(padded) != 0;
}

// Whether `word` holds a byte that takes Knows off its plain path: an ASCII digit (no word has
// one), a byte from 0x80 (maybe a typographic apostrophe) or a hyphen (each part is asked).
// Most words hold none of them, and are passed by this one scan instead of three searches.
bool HasDigitHighByteOrHyphen(std::string_view word) {
  return AnyByteMarked(word, [](uint64_t w) {
    return swar::MarkDigits(w) | swar::MarkNonAscii(w) | swar::MarkByte(w, '-');
  });
}

}  // namespace

SpellDictionary::SpellDictionary(std::vector<std::string> words)
    : owned_(std::make_unique<OwnedWordSet>(std::move(words))),
      owned_keys_(KeysOf(owned_->set())),
      words_(owned_->set()),
      keys_{owned_keys_} {}

bool SpellDictionary::MayHaveHyphenOrTypographicApostrophe(std::string_view word) {
  return AnyByteMarked(word, [](uint64_t w) {
    return swar::MarkByte(w, '-') | swar::MarkByte(w, static_cast<unsigned char>(kTypographic[0]));
  });
}

std::unique_ptr<SpellDictionary> SpellDictionary::Load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return nullptr;
  }
  std::vector<std::string> words;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') {
      line.pop_back();
    }
    if (!line.empty() && line.size() <= kMaxWordBytes) {
      words.push_back(std::move(line));
    }
  }
  if (words.empty()) {
    return nullptr;
  }
  return std::make_unique<SpellDictionary>(std::move(words));
}

const SpellDictionary* SpellDictionary::Shared() {
  static const SpellDictionary* const shared = []() -> const SpellDictionary* {
    if (const char* chosen = std::getenv("CVTIDY_DICTIONARY"); chosen != nullptr && *chosen) {
      return std::string_view(chosen) == "none" ? nullptr : Load(chosen).release();
    }
    const internal::WordSet* builtin = &embedded::kBuiltinDictionary;
    if (builtin == nullptr || builtin->words.empty()) {
      return nullptr;
    }
    const internal::WordKeyBits* keys = &embedded::kBuiltinDictionaryKeys;
    // Lives as long as the process.
    return new SpellDictionary(*builtin, keys == nullptr ? internal::WordKeyBits{} : *keys);
  }();
  return shared;
}

bool SpellDictionary::KnowsPart(const WordForms& forms) const {
  const std::string_view word = forms.written().text;
  if (word.empty()) {
    return false;
  }
  return words_.Contains(forms.written()) || KnowsInOtherCase(forms);
}

bool SpellDictionary::KnowsInOtherCase(const WordForms& forms) const {
  const std::string_view word = forms.written().text;
  // Hunspell's case rules: a capitalized word may be a lower-case one at the start of a
  // sentence; an upper-case word may be either. The title form of a word whose only capital
  // is its first (`A`, `B'`) is the word as written, asked already.
  switch (forms.shape()) {
    case CaseShape::kCapitalized:
      return words_.Contains(forms.lower());
    case CaseShape::kUpper: {
      if (words_.Contains(forms.lower())) {
        return true;
      }
      std::string title(forms.lower().text);
      title[0] = AsciiToUpper(title[0]);
      return title != word && Contains(title);
    }
    default:
      return false;
  }
}

SpellDictionary::AsWritten SpellDictionary::LookUpAsWritten(internal::HashedWord word) const {
  // KnowsPart's first lookup, on the path Knows takes to it.
  if (word.text.empty() || word.text.size() > kMaxWordBytes ||
      HasDigitHighByteOrHyphen(word.text)) {
    return AsWritten::kOffPlainPath;
  }
  return words_.Contains(word) ? AsWritten::kHeld : AsWritten::kNotHeld;
}

bool SpellDictionary::Knows(std::string_view word) const { return Knows(WordForms(word)); }

bool SpellDictionary::Knows(const WordForms& forms) const {
  const std::string_view word = forms.written().text;
  if (word.empty() || word.size() > kMaxWordBytes) {
    return false;
  }
  if (!HasDigitHighByteOrHyphen(word)) {
    return KnowsPart(forms);  // most words: one part, no apostrophe to read
  }
  if (HasAsciiDigit(word)) {
    return false;  // numbers and ordinals are not words here
  }
  // The dictionary's ICONV: a typographic apostrophe reads as an ASCII one.
  if (word.find(kTypographic) != std::string_view::npos) {
    std::string folded;
    folded.reserve(word.size());
    for (size_t i = 0; i < word.size();) {
      if (word.substr(i, kTypographic.size()) == kTypographic) {
        folded += '\'';
        i += kTypographic.size();
      } else {
        folded += word[i++];
      }
    }
    return KnowsApostrophesRead(WordForms(folded));
  }
  return KnowsApostrophesRead(forms);
}

bool SpellDictionary::KnowsApostrophesRead(const WordForms& forms) const {
  if (KnowsPart(forms)) {
    return true;
  }
  // Hunspell's BREAK: a hyphenated word is known when each of its parts is.
  const std::string_view word = forms.written().text;
  if (word.find('-') == std::string_view::npos) {
    return false;
  }
  for (std::string_view rest = word; !rest.empty();) {
    const size_t dash = rest.find('-');
    if (!KnowsPart(WordForms(rest.substr(0, dash)))) {
      return false;
    }
    rest = dash == std::string_view::npos ? std::string_view() : rest.substr(dash + 1);
    if (dash != std::string_view::npos && rest.empty()) {
      return false;  // a trailing hyphen
    }
  }
  return true;
}

}  // namespace cvtidy
