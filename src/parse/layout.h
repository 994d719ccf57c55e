// Reads the layout facts of src/model/layout.h (Document::layout()) from a parsed document.
#ifndef CVTIDY_SRC_PARSE_LAYOUT_H_
#define CVTIDY_SRC_PARSE_LAYOUT_H_

#include "src/model/document.h"
#include "src/model/layout.h"

namespace cvtidy::internal {

// The layout facts of a parsed plain-text document (its entries, dates and input kind must be
// set): dates a right-aligned layout tore from their entries, blocks that read two columns
// across. Empty for Markdown, whose authors wrote the text in reading order.
PageLayout ComputePageLayout(const Document& doc);

}  // namespace cvtidy::internal

#endif  // CVTIDY_SRC_PARSE_LAYOUT_H_
