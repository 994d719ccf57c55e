// A generator of adversarial fictional CVs, seeded and deterministic: the same seed gives the
// same bytes on every platform (no std:: distribution, whose output is implementation-defined).
//
// Each CV mixes the shapes that real converter and OCR output puts side by side: wrapped
// entries, long venue names nested around their acronym or wrapped over two lines after a
// service year, mixed year forms (`INFOCOM '15`, `NSDI'26`, 2015), venue acronyms inside other
// names (roles, host-named workshops, awards, bracket tags), sub-lists whose numbering
// restarts, table year columns, author lists wrapped after `and`, the owner in bold, mixed date
// styles and present words, OCR bullets and icon glyphs, HTML/LaTeX residue and garbled heading
// twins, in three flavours: a hand-written Markdown page, converter Markdown and OCR text.
// People, titles and institutions are invented; venues come from the venue table.
#ifndef CVTIDY_TESTS_SUPPORT_CV_GENERATOR_H_
#define CVTIDY_TESTS_SUPPORT_CV_GENERATOR_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "src/data/venue_table.h"

namespace cvtidy::testing_support {

enum class CvFlavour : uint8_t { kMarkdown, kConverterMarkdown, kOcrText };

// "markdown", "converter", "ocr".
std::string_view CvFlavourName(CvFlavour flavour);

struct GeneratedCv {
  std::string name;  // `gen-000042-ocr.txt`: the seed, the flavour and the extension
  CvFlavour flavour = CvFlavour::kMarkdown;
  std::string text;
};

// The CV for `seed`; its flavour is drawn from the seed too. `venues` supplies the venue ids,
// long names and publishers the citations and service entries are written with.
GeneratedCv GenerateCv(const VenueTable& venues, uint64_t seed);

// How many generated CVs a test runs: the number in environment variable `env` when it is set,
// else `optimised` in a release build and `checked` in a debug or sanitizer build, where every
// fix runs several times slower.
uint64_t GeneratedCvCount(const char* env, uint64_t optimised, uint64_t checked);

}  // namespace cvtidy::testing_support

#endif  // CVTIDY_TESTS_SUPPORT_CV_GENERATOR_H_
