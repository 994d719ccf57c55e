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

namespace internal {

// Where the date scan, standing at `from` of its text, next has something to try: the first
// position in [from, end) holding a `'`, `+` or 0xE2 byte, or starting a run of ASCII letters
// and digits (`from` itself counts as a run start) that is a number or may be a month or
// season word; `end` when there is none. The scan passes over everything before it, byte by
// byte or a whole run at a time, without effect. Reads the text sixteen bytes at a time at
// multiples of sixteen, keeping the last block's bits: the scan asks again a few bytes on.
// Exposed for tests.
class DateCandidates {
 public:
  explicit DateCandidates(std::string_view text) : text_(text) {}

  size_t Next(size_t from, size_t end);

 private:
  void MarkBlock(size_t at);

  std::string_view text_;
  size_t block_ = static_cast<size_t>(-1);  // the offset of the block marked below
  uint32_t alnum_ = 0;                      // ASCII letters and digits
  uint32_t special_ = 0;                    // ' + 0xE2
};

// Where the date scan, standing at `from`, can next find a date: no date starts before the
// returned position and reaches `digit`, the first ASCII digit at or after `from`. A date holds
// a digit, and before its first one it crosses at most three words (`Sep to Dec 2020`) and the
// blanks, dots, commas, dashes, tildes, apostrophes and non-ASCII bytes (U+00A0, separators)
// between them; so the position is after the fourth word or the first other byte back from
// `digit`, or `from`. Exposed for tests.
size_t DateReach(std::string_view text, size_t from, size_t digit);

// ExtractDates trying every candidate of `text`, also those DateReach rules out: the reference
// the scan is tested against.
void ExtractDatesTryingAll(std::string_view text, uint32_t base, uint32_t line,
                           std::span<const NumberSpan> numbers, std::vector<DateSpan>& out);

}  // namespace internal

}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_DATES_H_
