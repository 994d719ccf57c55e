// The publication-title extractor: the title of each publication entry, quoted (straight or
// curly), bold, italic or plain (found by its place between the authors and the venue), and
// whether an opening quote or `**` is ever closed.
#ifndef CVTIDY_SRC_EXTRACT_TITLES_H_
#define CVTIDY_SRC_EXTRACT_TITLES_H_

#include <cstddef>
#include <string_view>
#include <vector>

#include "src/model/document.h"

namespace cvtidy {

// Appends the title of each publication entry of `doc` to `out`, in document order. Reads the
// lines, sections, entries, dates and venues already built. Total; linear.
void ExtractTitles(const Document& doc, std::vector<TitleSpan>& out);

namespace internal {

// The extractor's word and name tests, for tests.
// Whether `s` has `n` words or more: runs of non-blank bytes holding a letter or digit.
bool HasWords(std::string_view s, int n);
// Whether `s` reads as one author's name (`Ada Example`, `J. Lin`, `Maria de la Cruz`).
bool IsNameLike(std::string_view s);
// Whether `s` reads as an author list: at least two names separated by commas or `and`.
bool LooksLikeAuthors(std::string_view s);
// The end of the first sentence of `s` at or after `from`: a `.`, `?` or `!` followed by a
// blank, an emphasis marker or the end, not closing an initial (`J. Lin`); npos when none.
size_t SentenceEnd(std::string_view s, size_t from);
// The position of the first ` and ` in `s`, or npos.
size_t FindSpacedAnd(std::string_view s);

}  // namespace internal

}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_TITLES_H_
