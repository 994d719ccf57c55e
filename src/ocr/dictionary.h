// The English spelling dictionary: the lexicon of ordinary words for the OCR correction layer.
// Built in: at build time, hunspell's `unmunch` expands Debian's hunspell-en-us dictionary into
// every form it spells (src/ocr/gen/word_list.sh), and the sorted list, with where each of its
// lines starts, is compiled into the binary. Nothing is loaded or parsed at start-up, lookups
// are a binary search over the line starts, and they need no lock.
//
//   const SpellDictionary* dictionary = SpellDictionary::Shared();  // null: none built in
//   if (dictionary != nullptr && dictionary->Knows("modular")) { ... }
#ifndef CVTIDY_SRC_OCR_DICTIONARY_H_
#define CVTIDY_SRC_OCR_DICTIONARY_H_

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

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
  // A dictionary over `sorted_lines`: words, each ending in '\n', byte-sorted and unique.
  // `line_starts`, when given, holds where each line starts and then the size of
  // `sorted_lines` (the built-in list comes with them); otherwise they are found here. The
  // views must outlive the dictionary.
  explicit SpellDictionary(std::string_view sorted_lines,
                           std::span<const uint32_t> line_starts = {});

  SpellDictionary(const SpellDictionary&) = delete;
  SpellDictionary& operator=(const SpellDictionary&) = delete;

  // Whether the dictionary spells `word`, with hunspell's case rules: `systems` is also known
  // as `Systems` and `SYSTEMS`, a proper noun `Paris` also as `PARIS`, never as `paris`; `loT`
  // matches nothing. A hyphenated word is known when each part is. `’` reads as `'`. Words
  // with digits are not words.
  bool Knows(std::string_view word) const;

 private:
  bool Contains(std::string_view word) const;
  bool KnowsPart(std::string_view word) const;
  // Fills owned_starts_ with the starts of the lines of words_ and points starts_ at them.
  void FindLineStarts();

  std::string owned_;       // the lines of a loaded word list
  std::string_view words_;  // sorted lines: the built-in list, or owned_
  std::vector<uint32_t> owned_starts_;
  std::span<const uint32_t> starts_;  // where each line of words_ starts, then its size
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_OCR_DICTIONARY_H_
