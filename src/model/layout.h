// Facts about how the printed page was laid out, read back from plain text (OCR output), which
// keeps no positions: dates a right-aligned layout floated out of their entries, and lines
// that read two printed columns across. Computed once by the parser (src/parse/layout.h) and
// read by the ocr/* rules through Document::layout().
//
//   Printed (date-right layout):          Read back by OCR:
//     • Program Chair, Symposium on   2019     Program Chair, Symposium on Hollow 2019
//       Hollow Networks (SHN)                  Networks (SHN)
//
//   Printed (two columns):                Read back across both columns:
//     Research   | Talks                     I study how small birds   Migration by ...
//     I study how| Migration by ...          navigate across open      Vale Museum, ...
#ifndef CVTIDY_SRC_MODEL_LAYOUT_H_
#define CVTIDY_SRC_MODEL_LAYOUT_H_

#include <cstdint>
#include <vector>

#include "src/source/source.h"

namespace cvtidy {

// A date that opened an entry on the printed page, floated to the right margin: OCR read it
// at the end of the entry's first printed line, with the entry's text going on below it.
struct TornDate {
  uint32_t date = 0;   // index into Document::dates()
  uint32_t entry = 0;  // index into Document::entries(): the entry it opens
  // The date with the white space before it, at the end of the entry's first line.
  ByteRange torn;
  // Where the entry's text starts (after its list marker): where a reader sees the date.
  uint32_t entry_start = 0;
};

// A block of lines that joins, line by line, a line of a left printed column and a line of a
// right one, with a wide gap between them: the text of both columns is interleaved.
struct InterleavedColumns {
  uint32_t first_line = 0;    // inclusive, index into Document::lines()
  uint32_t last_line = 0;     // inclusive
  uint32_t gutter = 0;        // 0-based character column where the right column's text starts
  uint32_t joined_lines = 0;  // lines of the block that hold text of both columns
};

struct PageLayout {
  std::vector<TornDate> torn_dates;             // in document order
  std::vector<InterleavedColumns> interleaved;  // in document order
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_MODEL_LAYOUT_H_
