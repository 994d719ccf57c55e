// The one years table: which numbers are years, and how two-digit years expand. Every
// extractor, normalizer and rule that reads or writes a year uses these, so `'69`, `1899` and
// `2100` mean the same thing everywhere.
#ifndef CVTIDY_SRC_MODEL_YEARS_H_
#define CVTIDY_SRC_MODEL_YEARS_H_

#include <string_view>

namespace cvtidy {

// The years a CV can mention: 1900..2099.
inline constexpr int kMinYear = 1900;
inline constexpr int kMaxYear = 2099;

// Two-digit years below the pivot are 20yy, the others 19yy: `'23` is 2023, `'85` is 1985.
inline constexpr int kTwoDigitYearPivot = 70;

// The latest year a two-digit number written without an apostrophe (`MICRO-56`, `ISCA 50`)
// may stand for: `-56` after a venue is its 56th meeting, not 2056.
inline constexpr int kLatestBareTwoDigitYear = 2040;

constexpr bool IsYear(int value) { return value >= kMinYear && value <= kMaxYear; }

// The year `text` is when it is exactly four ASCII digits naming one (`2023`); 0 otherwise.
constexpr int FourDigitYear(std::string_view text) {
  if (text.size() != 4) {
    return 0;
  }
  int value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') {
      return 0;
    }
    value = value * 10 + (c - '0');
  }
  return IsYear(value) ? value : 0;
}

// `yy` (0..99) as a four-digit year.
constexpr int ExpandTwoDigitYear(int yy) { return yy < kTwoDigitYearPivot ? 2000 + yy : 1900 + yy; }

}  // namespace cvtidy

#endif  // CVTIDY_SRC_MODEL_YEARS_H_
