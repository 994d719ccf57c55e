// The English spelling dictionary: the lexicon of ordinary words for the OCR correction layer.
// Built in: at build time, hunspell's `unmunch` expands Debian's hunspell-en-us dictionary into
// every form it spells (src/ocr/gen/word_list.sh), and cvtidy_gen_tables compiles the list into
// the binary as a hashed word set (src/data/word_set.h). Nothing is loaded or parsed at
// start-up, a lookup hashes the word and reads a slot or two (the list is 1.7 MB: a binary
// search over it missed the cache at most of its 17 steps), and lookups need no lock. A bit
// per key of its words (internal::WordKeyBits) rules most unknown words out before that.
//
//   const SpellDictionary* dictionary = SpellDictionary::Shared();  // null: none built in
//   if (dictionary != nullptr && dictionary->Knows("modular")) { ... }
#ifndef CVTIDY_SRC_OCR_DICTIONARY_H_
#define CVTIDY_SRC_OCR_DICTIONARY_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "src/data/word_set.h"

namespace cvtidy {

class SpellDictionary {
 public:
  // The process-wide dictionary: the built-in one, null when the build had no hunspell
  // dictionary. CVTIDY_DICTIONARY=FILE uses a word list instead (one word per line, UTF-8);
  // CVTIDY_DICTIONARY=none disables the dictionary.
  static const SpellDictionary* Shared();
  // A dictionary of the words in `path`, one per line; null when it cannot be read or holds
  // no word.
  static std::unique_ptr<SpellDictionary> Load(const std::string& path);
  // A dictionary of `words`, in any order; duplicates count once.
  explicit SpellDictionary(std::vector<std::string> words);
  // A dictionary over a word set the build wrote and the keys of its words (KeysOf); both
  // must outlive the dictionary. Empty keys rule nothing out.
  SpellDictionary(const internal::WordSet& words, internal::WordKeyBits keys)
      : words_(words), keys_(keys) {}

  SpellDictionary(const SpellDictionary&) = delete;
  SpellDictionary& operator=(const SpellDictionary&) = delete;

  // Whether the dictionary spells `word`, with hunspell's case rules: `systems` is also known
  // as `Systems` and `SYSTEMS`, a proper noun `Paris` also as `PARIS`, never as `paris`; `loT`
  // matches nothing. A hyphenated word is known when each part is. `’` reads as `'`. Words
  // with digits are not words.
  bool Knows(std::string_view word) const;
  // The same, of a word whose forms are made (and hashed) once for several lexicons.
  bool Knows(const WordForms& word) const;
  // What one lookup of `word` as written (`word.hash` its internal::WordHash) says of
  // Knows(word), before its forms are made: most words a CV writes are known so. On the plain
  // path of Knows (no digit, no byte from 0x80, no hyphen) the word is held, and known, or
  // not, and then only its other case forms can be (KnowsInOtherCase); off it Knows decides.
  enum class AsWritten : uint8_t { kHeld, kNotHeld, kOffPlainPath };
  AsWritten LookUpAsWritten(internal::HashedWord word) const;
  // Knows(word) of a word LookUpAsWritten found kNotHeld: whether the dictionary holds one of
  // the case forms hunspell reads it as (the lower-case form of `Systems`, `SYSTEMS`).
  bool KnowsInOtherCase(const WordForms& word) const;
  // False when Knows(word) is false, by the word's internal::WordKey `key` before its forms
  // are made: most words no lexicon knows (names, codes, misreadings) are ruled out by a bit
  // of keys_ alone. A word with a hyphen or a typographic apostrophe, whose parts or reading
  // Knows asks, is not.
  bool MayKnow(std::string_view word, uint32_t key) const {
    return keys_.MayHold(key) || MayHaveHyphenOrTypographicApostrophe(word);
  }

  // Whether `word` holds a hyphen or the first byte of a typographic apostrophe (0xE2, which
  // starts other marks too): the words MayKnow leaves to Knows whatever their keys.
  static bool MayHaveHyphenOrTypographicApostrophe(std::string_view word);
  // The keys of every form Knows accepts of `words` without a hyphen or a typographic
  // apostrophe: each word's own key, which ignores ASCII case, so it is also the key of its
  // capitalized and upper-case forms. Written by the build for the built-in set.
  static std::vector<uint64_t> KeysOf(const internal::WordSet& words) {
    return internal::WordKeyBitsOf(words, kKeyBitsPerWord);
  }
  // The keys' size, in bits a word (at least: rounded up to a power of two): 256 KB for the
  // built-in list. Twice that lets a few fewer unknown words through by chance, for more cache
  // misses; half lets a few more.
  static constexpr size_t kKeyBitsPerWord = 8;

 private:
  bool Contains(std::string_view word) const { return words_.Contains(word); }
  bool KnowsPart(const WordForms& word) const;
  // Knows, once a typographic apostrophe reads as an ASCII one.
  bool KnowsApostrophesRead(const WordForms& word) const;

  std::unique_ptr<OwnedWordSet> owned_;  // the words of a loaded or given list
  std::vector<uint64_t> owned_keys_;     // their keys
  internal::WordSet words_;              // the built-in set, or owned_'s
  internal::WordKeyBits keys_;           // the built-in keys, or owned_keys_
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_OCR_DICTIONARY_H_
