// A generator of fictional CVs shaped like the real ones cvtidy meets, for benchmarks: about
// half Markdown site pages (front matter, Liquid, raw HTML, link lists, hard-wrapped entries)
// and half OCR'd prints of such pages (bullet glyphs, wrapped and hyphenated lines, torn and
// detached dates, confusables). Damage comes at the rates measured on real CVs and converter
// output (bench/README.md, "The realistic corpus"). Seeded and deterministic: the same seed
// gives the same bytes everywhere (SplitMix64, no std:: distribution).
//
// People, titles, places and links are invented; venues come from the venue table.
#ifndef CVTIDY_BENCH_REALISTIC_CV_H_
#define CVTIDY_BENCH_REALISTIC_CV_H_

#include <cstdint>
#include <string>

#include "src/data/venue_table.h"

namespace cvtidy::bench {

enum class RealisticKind : uint8_t { kSitePage, kOcrPrint };

struct RealisticCv {
  std::string name;  // `real-000042-site.md` or `real-000042-ocr.txt`
  RealisticKind kind = RealisticKind::kSitePage;
  std::string text;
};

// The CV for `seed`; its kind is drawn from the seed too (about half each).
RealisticCv GenerateRealisticCv(const VenueTable& venues, uint64_t seed);

}  // namespace cvtidy::bench

#endif  // CVTIDY_BENCH_REALISTIC_CV_H_
