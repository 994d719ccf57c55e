#include "src/ocr/lexicon.h"

#include <algorithm>

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

std::vector<uint32_t> TokensOfWords(const Document& doc, std::span<const uint32_t> words) {
  const std::string_view source = doc.source().text();
  const std::span<const WordToken> tokens = doc.words().tokens();
  // The index of the token that starts at `at`, or tokens.size().
  const auto token_at = [&](size_t at) {
    const auto token =
        std::lower_bound(tokens.begin(), tokens.end(), at,
                         [](const WordToken& t, size_t begin) { return t.range.begin < begin; });
    return token != tokens.end() && token->range.begin == at
               ? static_cast<size_t>(token - tokens.begin())
               : tokens.size();
  };
  std::vector<uint32_t> found;
  for (const uint32_t w : words) {
    const DocumentWord& word = doc.words().words()[w];
    // A word's text is its first token's bytes in the source, and it has `count` tokens: the
    // search starts there and ends with the last (a word written once is not searched for).
    // Should the text lie elsewhere, every occurrence is tried.
    size_t at = static_cast<size_t>(word.text.data() - source.data());
    size_t left = word.count;
    const size_t first = token_at(at);
    if (at > source.size() || first == tokens.size() || tokens[first].word != w) {
      at = source.find(word.text);
      left = tokens.size();
    }
    // Every occurrence, overlapping ones too: a token may start one byte into another match.
    for (; at != std::string_view::npos && left > 0; at = source.find(word.text, at + 1)) {
      const size_t t = token_at(at);
      if (t != tokens.size() && tokens[t].word == w) {
        found.push_back(static_cast<uint32_t>(t));
        --left;
      }
    }
  }
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace cvtidy
