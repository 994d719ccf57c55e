// The date extractor: finds dates and date ranges in one line of text, in every style a CV
// uses (the styles the date/* rules compare), and nothing that merely looks numeric (GPAs, phone
// numbers, course codes, page ranges, volumes, issues, arXiv ids, patent numbers).
#ifndef CVTIDY_SRC_EXTRACT_DATES_H_
#define CVTIDY_SRC_EXTRACT_DATES_H_

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "src/model/numbers.h"
#include "src/model/spans.h"

namespace cvtidy {

// Appends to `out`, in order, every date and date range in `text`. `text` is (part of) one
// line and starts at byte offset `base` of the Source; `line` is its 0-based line index.
// `numbers` are the line's classified numbers (ExtractNumbers, src/extract/numbers.h): no
// date is read inside one that is never a date (pages, volumes, identifiers, ...).
// Total: never fails, linear in text.size().
void ExtractDates(std::string_view text, uint32_t base, uint32_t line,
                  std::span<const NumberSpan> numbers, std::vector<DateSpan>& out);

// The same, classifying the numbers of `text` first.
void ExtractDates(std::string_view text, uint32_t base, uint32_t line, std::vector<DateSpan>& out);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_DATES_H_
