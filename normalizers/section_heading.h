// Rebuilding damaged section headings (ocr/broken-heading): the title a repaired heading gets,
// and the test that tells a garbled twin line OCR printed under a split heading
// (`Rese<TAB>arch<TAB>Interests` / `KESE<TAB>arcn<TAB>meresis`) from a real line.
//
//   RebuildSectionTitle("PUBLlCATIONS", "Publications");  // "PUBLICATIONS"
//   IsCorruptedCopy("Rese\tarch\tInterests", "KESE\tarcn\tmeresis");  // true
#ifndef CVTIDY_NORMALIZERS_SECTION_HEADING_H_
#define CVTIDY_NORMALIZERS_SECTION_HEADING_H_

#include <string>
#include <string_view>

namespace cvtidy {

// Returns `title` (a section table title, Title Case) in the letter case the damaged heading
// used: upper-cased when most of `damaged`'s ASCII letters are upper case, as written otherwise.
std::string RebuildSectionTitle(std::string_view damaged, std::string_view title);

// True when `candidate` is provably a corrupted copy of the heading text `original`: the same
// shape (as many words, the same separators, each word about as long) and a high similarity
// under OCR character confusions (r/K, n/h, l/I, f/t, rn/m, in/m, ...): the weighted edit
// distance of the words is at most 35% of their letters. A real line (other words, digits,
// another length) never is one. Both at most 80 bytes; longer is never a copy.
bool IsCorruptedCopy(std::string_view original, std::string_view candidate);

// The weighted OCR edit distance of two words, case-insensitive: a confusable substitution
// (r/k, n/h, c/e, l/i, f/t, ...) or a two-for-one (rn/m, in/m, ...) costs 0.5, any other edit 1.
// Exposed for tests.
double OcrWordDistance(std::string_view a, std::string_view b);

}  // namespace cvtidy

#endif  // CVTIDY_NORMALIZERS_SECTION_HEADING_H_
