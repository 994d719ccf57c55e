// The number classifier: finds the numbers of one line that are not plain counts and gives
// each its role (src/model/numbers.h): list labels, years, academic years, editions, page
// ranges, volumes, issues, article numbers and identifiers.
#ifndef CVTIDY_SRC_EXTRACT_NUMBERS_H_
#define CVTIDY_SRC_EXTRACT_NUMBERS_H_

#include <cstdint>
#include <string_view>
#include <vector>

#include "src/model/numbers.h"

namespace cvtidy {

// Appends to `out`, in order and without overlap, every classified number in `text`. `text` is
// (part of) one line and starts at byte offset `base` of the Source; `line` is its 0-based
// line index. Total: never fails, one linear scan of `text`.
void ExtractNumbers(std::string_view text, uint32_t base, uint32_t line,
                    std::vector<NumberSpan>& out);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_NUMBERS_H_
