// check -> fix to a fixpoint, as `cvtidy fix` does. The first byte chooses safe fixes only
// (even) or unsafe ones too (odd); the rest is the file. Aborts when an edit leaves its
// buffer, when fixing does not settle within the fixer's passes, or when fixing the fixed
// text changes it again.
#include <cstddef>
#include <cstdint>
#include <string>

#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace cvtidy;
  if (size == 0 || size > fuzz::kMaxInputBytes) {
    return -1;
  }
  const bool unsafe = (data[0] & 1) != 0;
  fuzz::LintAndFix("fuzz.md", std::string(reinterpret_cast<const char*>(data) + 1, size - 1),
                   unsafe);
  return 0;
}
