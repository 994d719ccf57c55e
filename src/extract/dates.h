// The date extractor: finds dates and date ranges in one line of text, in every style a CV
// uses (RULES.md, date/*), and nothing that merely looks numeric (GPAs, phone numbers,
// course codes, page ranges, arXiv ids, patent numbers).
#ifndef CVTIDY_SRC_EXTRACT_DATES_H_
#define CVTIDY_SRC_EXTRACT_DATES_H_

#include <cstdint>
#include <string_view>
#include <vector>

#include "src/model/spans.h"

namespace cvtidy {

// Appends to `out`, in order, every date and date range in `text`. `text` is (part of) one
// line and starts at byte offset `base` of the Source; `line` is its 0-based line index.
// Total: never fails, linear in text.size().
void ExtractDates(std::string_view text, uint32_t base, uint32_t line, std::vector<DateSpan>& out);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_DATES_H_
