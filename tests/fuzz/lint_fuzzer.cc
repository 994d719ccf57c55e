// Any bytes, as a file named fuzz.md: Source (encoding, line endings), parse, and every
// registered rule at its default severity, as `cvtidy check` runs them. No time budget is
// set, so a slow input is a libFuzzer timeout (-timeout): a hang is a finding.
#include <cstddef>
#include <cstdint>
#include <string>

#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace cvtidy;
  if (size > fuzz::kMaxInputBytes) {
    return -1;  // not added to the corpus
  }
  const RuleContext ctx{fuzz::DefaultConfig(), fuzz::kToday};
  const Source source =
      Source::FromBytes("fuzz.md", std::string(reinterpret_cast<const char*>(data), size));
  fuzz::LintChecked(source, fuzz::AllRules(), ctx);
  return 0;
}
