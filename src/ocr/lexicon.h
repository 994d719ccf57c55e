// The lexicons the OCR correction layer scores words against, together:
//   1. the document itself (Document::words(): every token and how often it occurs, and the
//      tokens of author names), computed once per document by the parser;
//   2. the shipped venue and section tables (venue acronyms, publishers, long names, section
//      titles);
//   3. the system's English dictionary (SpellDictionary, may be absent);
//   4. the CS/academic vocabulary (rules/vocabulary.toml `words`).
//
//   Lexicon lexicon(doc);
//   lexicon.IsKnown("modular");        // in any static lexicon (2-4)
//   lexicon.Count("Yeakel");           // occurrences in this document
#ifndef CVTIDY_SRC_OCR_LEXICON_H_
#define CVTIDY_SRC_OCR_LEXICON_H_

#include <array>
#include <cstdint>
#include <string_view>

#include "src/base/strings.h"
#include "src/data/word_set.h"
#include "src/model/document.h"

namespace cvtidy {

class SpellDictionary;
struct TableWords;

// Which static lexicons know a word (a bit set).
enum LexiconSource : uint8_t {
  kNoLexicon = 0,
  kInVocabulary = 1,
  kInTables = 2,
  kInDictionary = 4,
};

class Lexicon {
 public:
  // The document's lexicons: its words and tables (null tables are skipped), and
  // `dictionary` (SpellDictionary::Shared() unless a test passes another; null: none).
  Lexicon(const Document& doc, const SpellDictionary* dictionary);
  explicit Lexicon(const Document& doc);

  // The static lexicons that know `word` as written: a case form they accept (`systems`,
  // `Systems`, `SYSTEMS`; acronyms as listed: `IEEE`, `NeurIPS`).
  uint8_t Sources(std::string_view word) const;
  // Whether any static lexicon knows `word`.
  bool IsKnown(std::string_view word) const;
  // The same, of a word whose internal::DocumentWordHash is `hash` (a word of the document):
  // a word the dictionary holds as written is known by that hash, without its forms made.
  bool IsKnown(std::string_view word, uint64_t hash) const;
  // Whether the shipped lexicons (vocabulary, venue and section tables) know `word`.
  bool IsKnownInTables(std::string_view word) const;
  // Occurrences of `word` as a whole token in the document, and inside author names.
  uint32_t Count(std::string_view word) const { return words_.Count(word); }
  uint32_t NameCount(std::string_view word) const { return words_.NameCount(word); }
  uint32_t NameCount(const DocumentWord& word) const { return words_.NameCount(word); }
  // Both counts of `word`, whose internal::DocumentWordHash is `hash`, by one lookup.
  DocumentWords::Counts CountsOf(std::string_view word, uint64_t hash) const {
    return words_.CountsOf(word, hash);
  }
  // Whether `word` is the wrong word of a confusable pair of the vocabulary
  // (Vocabulary::FindConfusable); false without a vocabulary.
  bool IsConfusable(std::string_view word) const;
  bool has_dictionary() const { return dictionary_ != nullptr; }
  // The static lexicons this lexicon reads (vocabulary, tables, dictionary): two lexicons with
  // the same identity judge every word alike.
  using Identity = std::array<const void*, 4>;
  Identity identity() const { return {vocabulary_, venue_words_, section_words_, dictionary_}; }

 private:
  // IsKnown once the word's key is read: `may_be_in_dictionary` the dictionary's key test,
  // `written_not_held` when the dictionary was asked for the word as written and lacks it.
  bool IsKnownByForms(std::string_view word, uint32_t key, bool may_be_in_dictionary,
                      bool written_not_held) const;
  bool IsKnownInTables(const WordForms& word) const;
  // False when IsKnownInTables is false of every word whose internal::WordKey is `key`.
  bool MayBeKnownInTables(uint32_t key) const;
  // Whether the venue or the section table knows `word`.
  bool KnownInTables(const WordForms& word) const;

  const DocumentWords& words_;
  const Vocabulary* vocabulary_;
  const TableWords* venue_words_;  // facts of the tables: shared by their documents
  const TableWords* section_words_;
  const SpellDictionary* dictionary_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_OCR_LEXICON_H_
