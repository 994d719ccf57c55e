// Reads the layout facts of src/model/layout.h (Document::layout()) from a parsed document.
#ifndef CVTIDY_SRC_PARSE_LAYOUT_H_
#define CVTIDY_SRC_PARSE_LAYOUT_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "src/model/document.h"
#include "src/model/layout.h"

namespace cvtidy::internal {

// Width in code points: the bytes less the UTF-8 continuation bytes, sixteen a step where
// SSE2 is there (the printed width reads every text line).
uint32_t TextWidth(std::string_view s);

// The first position at or after `from` of a tab or of a blank followed by a blank, or
// `line.size()`: one pass finds both what ends a gutter split and where a gutter opens.
size_t FindTabOrBlankPair(std::string_view line, size_t from);

// One line split at a gutter: where the right column's text starts, and the two sides.
struct GutterSplit {
  uint32_t column = 0;    // character column of the right side's first character
  uint32_t left_end = 0;  // character column just after the left side's last character
  std::string_view left;
  std::string_view right;
};

// The line's one wide gap (two blanks or more) with text on both sides; nullopt when it has
// none, or several (a table row), or a tab (a converter's table cell).
std::optional<GutterSplit> SplitAtGutter(std::string_view line);

// The layout facts of a parsed plain-text document (its entries, dates and input kind must be
// set): dates a right-aligned layout tore from their entries, blocks that read two columns
// across. Empty for Markdown, whose authors wrote the text in reading order.
PageLayout ComputePageLayout(const Document& doc);

}  // namespace cvtidy::internal

#endif  // CVTIDY_SRC_PARSE_LAYOUT_H_
