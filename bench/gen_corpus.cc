// Writes a corpus of generated fictional CVs (tests/support/cv_generator.h) to a directory:
//
//   build/gen_corpus --count 20000 --seed 1 /tmp/corpus
//
// File i is the CV of seed `seed * 1000000 + i`, so two runs with one seed write the same
// bytes, and the test suite's seeds (0..N) are the corpus of --seed 0.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "src/config/builtin_tables.h"
#include "tests/support/cv_generator.h"

namespace {

int Usage() {
  std::fprintf(stderr, "usage: gen_corpus [--count N] [--seed S] DIR\n");
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
  std::string dir;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if ((arg == "--count" || arg == "--seed") && i + 1 < argc) {
      if (!ParseNumber(argv[++i], arg == "--count" ? count : seed)) {
        return Usage();
      }
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
    const cvtidy::testing_support::GeneratedCv cv =
        cvtidy::testing_support::GenerateCv(venues, seed * 1000000 + i);
    const std::filesystem::path path = std::filesystem::path(dir) / cv.name;
    std::ofstream out(path, std::ios::binary);
    out << cv.text;
    if (!out.flush()) {
      std::fprintf(stderr, "gen_corpus: cannot write %s\n", path.c_str());
      return 1;
    }
  }
  std::fprintf(stderr, "gen_corpus: wrote %llu CVs to %s\n", static_cast<unsigned long long>(count),
               dir.c_str());
  return 0;
}
