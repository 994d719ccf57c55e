// The English spelling dictionary: the lexicon of ordinary words for the OCR correction layer.
// Built in: at build time, hunspell's `unmunch` expands Debian's hunspell-en-us dictionary into
// every form it spells (src/ocr/gen/word_list.sh), and cvtidy_gen_tables compiles the list into
// the binary as a hashed word set (src/data/word_set.h). Nothing is loaded or parsed at
// start-up, a lookup hashes the word and reads a slot or two (the list is 1.7 MB: a binary
// search over it missed the cache at most of its 17 steps), and lookups need no lock.
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
  // A dictionary over a word set the build wrote; it must outlive the dictionary.
  explicit SpellDictionary(const internal::WordSet& words) : words_(words) {}

  SpellDictionary(const SpellDictionary&) = delete;
  SpellDictionary& operator=(const SpellDictionary&) = delete;

  // Whether the dictionary spells `word`, with hunspell's case rules: `systems` is also known
  // as `Systems` and `SYSTEMS`, a proper noun `Paris` also as `PARIS`, never as `paris`; `loT`
  // matches nothing. A hyphenated word is known when each part is. `’` reads as `'`. Words
  // with digits are not words.
  bool Knows(std::string_view word) const;
  // The same, of a word whose forms are made (and hashed) once for several lexicons.
  bool Knows(const WordForms& word) const;

 private:
  bool Contains(std::string_view word) const { return words_.Contains(word); }
  bool KnowsPart(const WordForms& word) const;
  // Knows, once a typographic apostrophe reads as an ASCII one.
  bool KnowsApostrophesRead(const WordForms& word) const;

  std::unique_ptr<OwnedWordSet> owned_;  // the words of a loaded or given list
  internal::WordSet words_;              // the built-in set, or owned_'s
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_OCR_DICTIONARY_H_
