// The words of one document and how often each occurs: the document's own lexicon, which
// the OCR correction layer (src/ocr/) weighs against its static lexicons. A name spelled
// right in most places of a CV is evidence against its misreadings elsewhere.
//
//   ForEachWordToken(line_text, [&](size_t begin, size_t end) { ... });
//   doc.words().Count("Systems");      // occurrences as a whole token, case-sensitive
//   for (const WordToken& t : doc.words().tokens()) ...  // every token, read once
//   doc.words().NameCount("Yeakel");   // occurrences inside author names
#ifndef CVTIDY_SRC_MODEL_DOCUMENT_WORDS_H_
#define CVTIDY_SRC_MODEL_DOCUMENT_WORDS_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "src/base/string_view_hash.h"
#include "src/source/source.h"

namespace cvtidy {

class Document;

// The length of the non-ASCII letter (Latin with diacritics, Greek, Cyrillic, ...) that
// starts `text[i]` as UTF-8, or 0 when none starts there.
size_t NonAsciiLetterAt(std::string_view text, size_t i);

// The length of the letter (any script) that starts `text[i]`, or 0 when no letter starts
// there. ASCII digits are not letters.
inline size_t WordLetterAt(std::string_view text, size_t i) {
  const unsigned char c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) {
    return ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') ? 1 : 0;
  }
  return NonAsciiLetterAt(text, i);
}

// Calls `fn(begin, end)` for each word token of `text`, in order: a maximal run of letters,
// ASCII digits and `|` (OCR's capital I), with a `!` that ends it directly after a letter
// (OCR's final l: `Yeake!`). Punctuation, apostrophes and hyphens separate tokens.
template <typename Fn>
void ForEachWordToken(std::string_view text, Fn&& fn) {
  size_t i = 0;
  while (i < text.size()) {
    size_t step = WordLetterAt(text, i);
    const bool starts = step > 0 || (text[i] >= '0' && text[i] <= '9') || text[i] == '|';
    if (!starts) {
      ++i;  // not a token byte: move on
      continue;
    }
    const size_t begin = i;
    bool last_letter = false;
    while (i < text.size()) {
      step = WordLetterAt(text, i);
      if (step > 0) {
        i += step;
        last_letter = true;
      } else if ((text[i] >= '0' && text[i] <= '9') || text[i] == '|') {
        ++i;
        last_letter = false;
      } else {
        break;
      }
    }
    // `Yeake!`: a `!` glued to a letter and followed by no letter or digit.
    if (last_letter && i < text.size() && text[i] == '!' &&
        (i + 1 == text.size() ||
         (WordLetterAt(text, i + 1) == 0 && !(text[i + 1] >= '0' && text[i + 1] <= '9')))) {
      ++i;
    }
    fn(begin, i);  // i > begin: the token holds at least its first byte
  }
}

// One word token of a text line (ForEachWordToken), in source offsets.
struct WordToken {
  static constexpr uint32_t kNumber = static_cast<uint32_t>(-1);

  ByteRange range;
  uint32_t line = 0;  // 0-based index into Document::lines()
  uint32_t word = 0;  // index into DocumentWords::words(); kNumber for a token of digits only
};

// A distinct word of the document and how often it occurs as a whole token.
struct DocumentWord {
  std::string_view text;
  uint32_t count = 0;
};

class DocumentWords {
 public:
  // Reads the word tokens of every text line of `doc` and, separately, counts those of its
  // author names. The views point into the document's source.
  static DocumentWords Build(const Document& doc);

  // Occurrences of `word` as a whole token (case-sensitive). Numbers (tokens of digits only)
  // are not counted: they are never the reading of a misread word.
  uint32_t Count(std::string_view word) const {
    auto it = ids_.find(word);
    return it == ids_.end() ? 0 : words_[it->second].count;
  }
  // Occurrences of `word` as a token inside an author name (Document::names()).
  uint32_t NameCount(std::string_view word) const {
    auto it = name_counts_.find(word);
    return it == name_counts_.end() ? 0 : it->second;
  }
  size_t distinct() const { return words_.size(); }
  // Every distinct word, numbered in order of first appearance: a rule that repairs few words
  // decides per distinct word first (by index), then walks tokens() for the ones it repairs.
  std::span<const DocumentWord> words() const { return words_; }
  // Every word token of the text lines, numbers included, in document order: the tokens of
  // one line are adjacent.
  std::span<const WordToken> tokens() const { return tokens_; }

 private:
  std::vector<DocumentWord> words_;
  StringViewMap<uint32_t> ids_;  // word -> index into words_
  std::vector<WordToken> tokens_;
  StringViewMap<uint32_t> name_counts_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_MODEL_DOCUMENT_WORDS_H_
