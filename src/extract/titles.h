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

}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_TITLES_H_
