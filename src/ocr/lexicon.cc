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
  const CaseShape shape = ShapeOf(word);
  uint8_t sources = kNoLexicon;
  // The vocabulary is lower case: it knows `Systems` and `SYSTEMS` but not `loT` for `lot`.
  if (vocabulary_ != nullptr && shape != CaseShape::kMixed && vocabulary_->IsWord(word)) {
    sources |= kInVocabulary;
  }
  if (KnownInTables(word, shape)) {
    sources |= kInTables;
  }
  if (dictionary_ != nullptr && dictionary_->Knows(word)) {
    sources |= kInDictionary;
  }
  return sources;
}

bool Lexicon::IsKnownInTables(std::string_view word) const {
  if (word.empty()) {
    return false;
  }
  const CaseShape shape = ShapeOf(word);
  return (vocabulary_ != nullptr && shape != CaseShape::kMixed && vocabulary_->IsWord(word)) ||
         KnownInTables(word, shape);
}

bool Lexicon::KnownInTables(std::string_view word, CaseShape shape) const {
  return (venue_words_ != nullptr && venue_words_->Knows(word, shape)) ||
         (section_words_ != nullptr && section_words_->Knows(word, shape));
}

bool Lexicon::IsKnownInDictionary(std::string_view word) const {
  return dictionary_ != nullptr && dictionary_->Knows(word);
}

bool Lexicon::IsConfusable(std::string_view word) const {
  return vocabulary_ != nullptr && vocabulary_->FindConfusable(word) != nullptr;
}

bool Lexicon::IsKnown(std::string_view word) const {
  return IsKnownInTables(word) || IsKnownInDictionary(word);
}

}  // namespace cvtidy
