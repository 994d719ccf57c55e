// Number semantics: what the numbers of a CV are. Real CVs are full of numbers that are not
// dates (page ranges, volumes, issue and article numbers, identifiers, editions, list labels);
// the parser classifies them once per line (src/extract/numbers.h) and the date extractor
// reads no date inside one that is not a year.
//
//   for (const NumberSpan& n : doc.numbers()) ...           // in document order
//   if (IsNeverADate(doc.NumberRoleAt(d.start.year_range))) ...
#ifndef CVTIDY_SRC_MODEL_NUMBERS_H_
#define CVTIDY_SRC_MODEL_NUMBERS_H_

#include <cstdint>
#include <string_view>

#include "src/source/source.h"

namespace cvtidy {

enum class NumberRole : uint8_t {
  kNone,          // not a classified number (only as the answer of a lookup)
  kLabel,         // a list or citation label: `[C3]`, `[12]`, `1.` at the start of a line
  kYear,          // a four-digit year standing alone: `2019`, `[2021]`
  kAcademicYear,  // `2009-10`, `2019–20`: the second part is the next year's last digits
  kEdition,       // an edition or ordinal: `MICRO-56`, `36th`, `2nd`
  kPages,    // a page or page range: `pp. 123–130`, the `1723–1730` of `274(1619), 1723–1730`
  kVolume,   // `vol. 4`, the `12` of `12(3)`, the `293` of `293 (2068) 20252594`
  kIssue,    // `no. 2`, the `3` of `12(3)`, the `2068` of `293 (2068) 20252594`
  kArticle,  // an article number after volume and issue: the `20252594` above
  kIdentifier,  // DOI, arXiv id, ISBN, ISSN, ORCID, phone, postcode, grant number, course
                // code, patent, room or figure number
};

// "label", "year", "academic-year", "edition", "pages", "volume", "issue", "article",
// "identifier"; "none" for kNone.
std::string_view NumberRoleName(NumberRole role);

// True for the roles whose digits never hold a date: everything but kNone, kYear and
// kAcademicYear.
constexpr bool IsNeverADate(NumberRole role) {
  return role != NumberRole::kNone && role != NumberRole::kYear &&
         role != NumberRole::kAcademicYear;
}

// One classified number. A page range and an identifier are one span each (`123–130`,
// `10.1000/xyz.2019`); a volume and its issue are two.
struct NumberSpan {
  ByteRange range;
  NumberRole role = NumberRole::kNone;
  uint32_t line = 0;  // 0-based index into Document::lines()

  bool operator==(const NumberSpan&) const = default;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_MODEL_NUMBERS_H_
