// The words of a venue or section table, as the OCR lexicon looks them up (src/ocr/lexicon.h):
// ids, acronyms and publishers exactly as written (`NeurIPS`, `USENIX`), the other words of
// long names and section titles in lower case, so that `Systems` and `SYSTEMS` are known too.
// A fact of the table, computed with it: at build time for the built-in tables, so a process
// pays nothing for it.
//
//   const TableWords& words = venue_table.words();
//   words.Knows("EuroSys", ShapeOf("EuroSys"));  // true when a venue is called that
#ifndef CVTIDY_SRC_DATA_TABLE_WORDS_H_
#define CVTIDY_SRC_DATA_TABLE_WORDS_H_

#include <algorithm>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "src/base/strings.h"
#include "src/data/word_set.h"

namespace cvtidy {

struct TableWords {
  internal::WordSet exact;  // as written: ids, publishers, mixed-case and one-letter words
  internal::WordSet lower;  // the other words of names and titles, lower-cased
  // The WordKeys of both sets' words: Knows is false for a word whose key it does not hold.
  internal::WordKeyBits keys;

  // Whether `word` is a word of the table: as written, or in a case form of a lower-case word.
  // Its forms are made (and hashed) once for every table asked (WordForms).
  bool Knows(const WordForms& word) const;
  // False when Knows is false of every word whose WordKey is `key`: most words asked are
  // ruled out by it before their forms are made.
  bool MayKnow(uint32_t key) const { return keys.MayHold(key); }

  friend bool operator==(const TableWords& a, const TableWords& b) {
    return a.exact == b.exact && a.lower == b.lower &&
           std::equal(a.keys.bits.begin(), a.keys.bits.end(), b.keys.bits.begin(),
                      b.keys.bits.end());
  }
};

// The storage of a TableWords built at run time; words() points into it.
class OwnedTableWords {
 public:
  // `exact_words` are kept as written; `names` are split into word tokens, and each kept as
  // written when its case is mixed (`NeurIPS`) or it is one letter, else lower-cased.
  OwnedTableWords(std::span<const std::string_view> exact_words,
                  std::span<const std::string_view> names);

  TableWords words() const { return TableWords{exact_.set(), lower_.set(), {keys_}}; }

  // The exact words and the lower-case words, before they are hashed.
  using Split = std::pair<std::vector<std::string>, std::vector<std::string>>;

 private:
  explicit OwnedTableWords(Split split);

  std::vector<uint64_t> keys_;  // first: made from the words before the sets take them
  OwnedWordSet exact_;
  OwnedWordSet lower_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_DATA_TABLE_WORDS_H_
