// Any bytes as a cvtidy.toml: the loader must return a Config or a located error, never
// crash (toml++ is guarded against the constructs it mishandles, src/config/toml_loader.cc).
// A config that loads must also resolve into a rule set or a located error, and the rules it
// selects (its [style], [[venues]] and [[custom]] included) must lint a small CV cleanly.
// The same bytes go through the data-file readers of rules/*.toml.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

#include "src/config/toml_loader.h"
#include "tests/fuzz/fuzz_support.h"

namespace {

constexpr std::string_view kCv =
    "# Ada Example\n"
    "\n"
    "## Education\n"
    "- PhD, University of Nowhere, Sep 2019 – Present\n"
    "- BSc, Example College, 2015-2019\n"
    "\n"
    "## Publications\n"
    "1. Ada Example, Bo Sample and C. Testa. A Study of Widgets. OSDI '24.\n"
    "2. Bo Sample, **Ada Example**\\*. Arxiv Notes on Gadgets. In NeurIPS 2023.\n";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace cvtidy;
  if (size > fuzz::kMaxInputBytes) {
    return -1;
  }
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)ParseDataFile(text, "rules/fuzz.toml");
  (void)ParseVenueRecords(text, "rules/venues.toml");
  const absl::StatusOr<Config> config = ParseConfig(text, "cvtidy.toml");
  if (!config.ok()) {
    fuzz::Check(!config.status().message().empty(), "config error without a message");
    return 0;
  }
  const absl::StatusOr<RuleSet> rules = RuleSet::Resolve(*config, Selection{});
  if (!rules.ok()) {
    return 0;
  }
  const RuleContext ctx{*config, fuzz::kToday};
  const Source source = Source::FromBytes("cv.md", std::string(kCv));
  fuzz::LintChecked(source, *rules, ctx);
  return 0;
}
