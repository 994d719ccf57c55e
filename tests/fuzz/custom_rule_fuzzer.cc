// `[[custom]]` rules from fuzzed patterns, messages and replacements: the loader's checks
// (the pattern compiles, every group reference exists) and the engine's compiler
// (CustomRules: one RE2::Set per kind of text) must agree, and the rules must lint a CV and
// fix it with every edit in bounds. The bytes give up to three rules (pattern, message,
// optional replacement, kind, section scope, fix safety); the rest is appended to a small CV.
// Convergence is not asserted: a user's replacement may legitimately never settle (`a` ->
// `aa`).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "fmt/format.h"
#include "fmt/printf.h"

#include "src/config/toml_loader.h"
#include "tests/fuzz/fuzz_support.h"
#include <fuzzer/FuzzedDataProvider.h>

namespace {

constexpr std::string_view kCv =
    "# Ada Example\n"
    "\n"
    "## Publications\n"
    "1. Ada Example, Bo Sample and C. Testa. A Study of Widgets. OSDI '24. arxiv:2401.00001\n"
    "2. Bo Sample, **Ada Example**\\*. Notes on Gadgets. In NeurIPS 2023.\n"
    "\n"
    "## Education\n"
    "- PhD, University of Nowhere, Sep 2019 – Present\n";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace cvtidy;
  if (size > fuzz::kMaxInputBytes) {
    return -1;
  }
  FuzzedDataProvider provider(data, size);
  std::string toml;
  const int count = provider.ConsumeIntegralInRange(1, 3);
  for (int i = 0; i < count; ++i) {
    toml += fmt::sprintf("[[custom]]\nid = \"custom/rule-%d\"\n", i);
    toml += "pattern = " + TomlString(provider.ConsumeRandomLengthString(64)) + "\n";
    toml += "message = " + TomlString(provider.ConsumeRandomLengthString(32)) + "\n";
    if (provider.ConsumeBool()) {
      toml += "replace = " + TomlString(provider.ConsumeRandomLengthString(32)) + "\n";
      toml += provider.ConsumeBool() ? "fix = \"unsafe\"\n" : "fix = \"safe\"\n";
    }
    switch (provider.ConsumeIntegralInRange(0, 3)) {
      case 1:
        toml += "kind = \"heading\"\n";
        break;
      case 2:
        toml += "kind = \"entry\"\n";
        break;
      case 3:
        toml += "kind = \"author-list\"\n";
        break;
      default:
        break;
    }
    if (provider.ConsumeBool()) {
      toml += provider.ConsumeBool() ? "section = \"Publications\"\n" : "section = \"education\"\n";
    }
  }
  const absl::StatusOr<Config> config = ParseConfig(toml, "cvtidy.toml");
  if (!config.ok()) {
    return 0;
  }
  fuzz::Check(config->custom.size() == static_cast<size_t>(count), "custom rules lost");
  Selection only_custom;
  only_custom.select = {"custom/*"};
  const absl::StatusOr<RuleSet> rules = RuleSet::Resolve(*config, only_custom);
  // A pattern the loader accepted must compile into the engine's set as well.
  fuzz::Check(rules.ok(), "a loaded [[custom]] rule did not compile:",
              rules.ok() ? std::string() : std::string(rules.status().message()));
  const RuleContext ctx{*config, fuzz::kToday};
  const Source source =
      Source::FromBytes("cv.md", std::string(kCv) + provider.ConsumeRemainingBytesAsString());
  const std::vector<Diagnostic> diagnostics = fuzz::LintChecked(source, *rules, ctx);
  if (source.encoding_problem()) {
    return 0;
  }
  const std::string fixed = ApplyFixes(source, diagnostics, /*unsafe=*/true);
  fuzz::LintChecked(source.Derive(fixed), *rules, ctx);
  return 0;
}
