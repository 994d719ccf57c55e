// Writes a corpus of generated fictional CVs to a directory:
//
//   build/gen_corpus --count 20000 --seed 1 /tmp/corpus
//   build/gen_corpus --profile realistic --count 2000 --seed 1 /tmp/realistic
//
// Profiles: `adversarial` (the default) is the convergence test's generator
// (tests/support/cv_generator.h); `realistic` writes site pages and OCR prints with damage at
// the rates of real CVs (bench/realistic_cv.h). File i is the CV of seed `seed * 1000000 + i`,
// so two runs with one seed write the same bytes, and the test suite's seeds (0..N) are the
// adversarial corpus of --seed 0.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <utility>

#include "bench/realistic_cv.h"
#include "src/config/builtin_tables.h"
#include "tests/support/cv_generator.h"

namespace {

int Usage() {
  std::fprintf(stderr,
               "usage: gen_corpus [--profile adversarial|realistic] [--count N] [--seed S] DIR\n");
  return 2;
}

bool ParseNumber(const char* text, uint64_t& out) {
  char* end = nullptr;
  out = std::strtoull(text, &end, 10);
  return end != text && *end == '\0';
}

}  // namespace

int main(int argc, char** argv) {
  uint64_t count = 1000;
  uint64_t seed = 0;
  bool realistic = false;
  std::string dir;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if ((arg == "--count" || arg == "--seed") && i + 1 < argc) {
      if (!ParseNumber(argv[++i], arg == "--count" ? count : seed)) {
        return Usage();
      }
    } else if (arg == "--profile" && i + 1 < argc) {
      const std::string_view profile = argv[++i];
      if (profile != "adversarial" && profile != "realistic") {
        return Usage();
      }
      realistic = profile == "realistic";
    } else if (!arg.starts_with("-") && dir.empty()) {
      dir = arg;
    } else {
      return Usage();
    }
  }
  if (dir.empty()) {
    return Usage();
  }
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error) {
    std::fprintf(stderr, "gen_corpus: cannot create %s: %s\n", dir.c_str(),
                 error.message().c_str());
    return 1;
  }
  const cvtidy::VenueTable& venues = cvtidy::BuiltinVenues();
  for (uint64_t i = 0; i < count; ++i) {
    std::string name;
    std::string text;
    if (realistic) {
      cvtidy::bench::RealisticCv cv =
          cvtidy::bench::GenerateRealisticCv(venues, seed * 1000000 + i);
      name = std::move(cv.name);
      text = std::move(cv.text);
    } else {
      cvtidy::testing_support::GeneratedCv cv =
          cvtidy::testing_support::GenerateCv(venues, seed * 1000000 + i);
      name = std::move(cv.name);
      text = std::move(cv.text);
    }
    const std::filesystem::path path = std::filesystem::path(dir) / name;
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out.flush()) {
      std::fprintf(stderr, "gen_corpus: cannot write %s\n", path.c_str());
      return 1;
    }
  }
  std::fprintf(stderr, "gen_corpus: wrote %llu CVs to %s\n", static_cast<unsigned long long>(count),
               dir.c_str());
  return 0;
}
