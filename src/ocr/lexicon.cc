#include "src/ocr/lexicon.h"

#include "src/base/strings.h"
#include "src/data/section_table.h"
#include "src/data/venue_table.h"
#include "src/data/vocabulary.h"
#include "src/ocr/dictionary.h"

namespace cvtidy {

Lexicon::Lexicon(const Document& doc, const SpellDictionary* dictionary)
    : words_(doc.words()),
      vocabulary_(doc.vocabulary()),
      venue_words_(doc.venue_table() == nullptr ? nullptr : &doc.venue_table()->words()),
      section_words_(doc.section_table() == nullptr ? nullptr : &doc.section_table()->words()),
      dictionary_(dictionary) {}

Lexicon::Lexicon(const Document& doc) : Lexicon(doc, SpellDictionary::Shared()) {}

uint8_t Lexicon::Sources(std::string_view word) const {
  if (word.empty()) {
    return kNoLexicon;
  }
  const WordForms forms(word);
  uint8_t sources = kNoLexicon;
  // The vocabulary is lower case: it knows `Systems` and `SYSTEMS` but not `loT` for `lot`.
  if (vocabulary_ != nullptr && forms.shape() != CaseShape::kMixed && vocabulary_->IsWord(forms)) {
    sources |= kInVocabulary;
  }
  if (KnownInTables(forms)) {
    sources |= kInTables;
  }
  if (dictionary_ != nullptr && dictionary_->Knows(forms)) {
    sources |= kInDictionary;
  }
  return sources;
}

// Most words asked (the readings of unknown tokens) are in no table: their keys rule them out
// before their forms are made and looked up.
bool Lexicon::IsKnownInTables(std::string_view word) const {
  return !word.empty() && MayBeKnownInTables(internal::WordKey(word)) &&
         IsKnownInTables(WordForms(word));
}

bool Lexicon::MayBeKnownInTables(uint32_t key) const {
  return (vocabulary_ != nullptr && vocabulary_->MayBeWord(key)) ||
         (venue_words_ != nullptr && venue_words_->MayKnow(key)) ||
         (section_words_ != nullptr && section_words_->MayKnow(key));
}

bool Lexicon::IsKnownInTables(const WordForms& word) const {
  return (vocabulary_ != nullptr && word.shape() != CaseShape::kMixed &&
          vocabulary_->IsWord(word)) ||
         KnownInTables(word);
}

bool Lexicon::KnownInTables(const WordForms& word) const {
  return (venue_words_ != nullptr && venue_words_->Knows(word)) ||
         (section_words_ != nullptr && section_words_->Knows(word));
}

bool Lexicon::IsConfusable(std::string_view word) const {
  return vocabulary_ != nullptr && vocabulary_->FindConfusable(word) != nullptr;
}

bool Lexicon::IsKnown(std::string_view word) const {
  if (word.empty()) {
    return false;
  }
  const uint32_t key = internal::WordKey(word);
  return IsKnownByForms(word, key, dictionary_ != nullptr && dictionary_->MayKnow(word, key),
                        /*written_not_held=*/false);
}

bool Lexicon::IsKnown(std::string_view word, uint64_t hash) const {
  if (word.empty()) {
    return false;
  }
  // The dictionary knows most words of a CV as written: asked by the hash the document's
  // words already hold (internal::WordHash is its low bits), before any form is made.
  const uint32_t key = internal::WordKey(word);
  const bool may_be_in_dictionary = dictionary_ != nullptr && dictionary_->MayKnow(word, key);
  SpellDictionary::AsWritten as_written = SpellDictionary::AsWritten::kOffPlainPath;
  if (may_be_in_dictionary) {
    as_written = dictionary_->LookUpAsWritten({word, static_cast<uint32_t>(hash)});
    if (as_written == SpellDictionary::AsWritten::kHeld) {
      return true;
    }
  }
  return IsKnownByForms(word, key, may_be_in_dictionary,
                        as_written == SpellDictionary::AsWritten::kNotHeld);
}

bool Lexicon::IsKnownByForms(std::string_view word, uint32_t key, bool may_be_in_dictionary,
                             bool written_not_held) const {
  // Most words asked are known to the dictionary, or to no lexicon (names, codes, misreadings):
  // the keys rule the latter out before the word's forms are made. Then one lower-cased and
  // hashed form of the word for the tables and the dictionary. The dictionary first: it knows
  // most words of a CV, by one lookup of the word as written (not asked again when asked).
  const bool may_be_in_tables = MayBeKnownInTables(key);
  if (!may_be_in_dictionary && !may_be_in_tables) {
    return false;
  }
  const WordForms forms(word);
  const bool in_dictionary =
      may_be_in_dictionary &&
      (written_not_held ? dictionary_->KnowsInOtherCase(forms) : dictionary_->Knows(forms));
  return in_dictionary || (may_be_in_tables && IsKnownInTables(forms));
}

}  // namespace cvtidy
