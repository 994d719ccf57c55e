// The words of one document and how often each occurs: the document's own lexicon, which
// the OCR correction layer (src/ocr/) weighs against its static lexicons. A name spelled
// right in most places of a CV is evidence against its misreadings elsewhere.
//
//   ForEachWordToken(line_text, [&](size_t begin, size_t end) { ... });
//   doc.words().Count("Systems");      // occurrences as a whole token, case-sensitive
//   doc.words().NameCount("Yeakel");   // occurrences inside author names
#ifndef CVTIDY_SRC_MODEL_DOCUMENT_WORDS_H_
#define CVTIDY_SRC_MODEL_DOCUMENT_WORDS_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "src/base/string_view_hash.h"

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

class DocumentWords {
 public:
  // Counts the word tokens of every text line of `doc` and, separately, of its author names.
  // The views point into the document's source.
  static DocumentWords Build(const Document& doc);

  // Occurrences of `word` as a whole token (case-sensitive). Numbers (tokens of digits only)
  // are not counted: they are never the reading of a misread word.
  uint32_t Count(std::string_view word) const { return Lookup(counts_, word); }
  // Occurrences of `word` as a token inside an author name (Document::names()).
  uint32_t NameCount(std::string_view word) const { return Lookup(name_counts_, word); }
  size_t distinct() const { return counts_.size(); }
  // Every distinct token and its count, in no particular order: a rule that repairs few
  // words decides per distinct token first and reads the lines only when one needs a repair.
  const StringViewMap<uint32_t>& counts() const { return counts_; }

 private:
  static uint32_t Lookup(const StringViewMap<uint32_t>& map, std::string_view word) {
    auto it = map.find(word);
    return it == map.end() ? 0 : it->second;
  }

  StringViewMap<uint32_t> counts_;
  StringViewMap<uint32_t> name_counts_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_MODEL_DOCUMENT_WORDS_H_
