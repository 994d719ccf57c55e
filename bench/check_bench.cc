// Single-thread throughput of the pipeline stages behind `cvtidy check`, over the whole-CV
// fixtures in fixtures/_cv:
//
//   (a) Source::FromBytes   UTF-8 check, BOM/CRLF detection, line index
//   (b) Parse               section tree, entries and every extractor's typed spans, with
//                           the tables `check` parses with (ParseOptionsFor)
//   (c) Parse + lint        (b) plus every registered rule (RuleSet::Resolve on an empty Config)
//   (d) whole file          (a) + (c): what one file costs `check` apart from I/O and reporting
//
// Usage: check_bench [FIXTURES_DIR] [--seconds=S] [--per-rule]
//   FIXTURES_DIR defaults to $CVTIDY_SOURCE_DIR/fixtures/_cv, else fixtures/_cv.
//   --per-rule adds a row for every rule together over already parsed documents, then one
//   per registered rule (LintDocument with that rule alone), to find the rule that costs the
//   most.
// Each stage is auto-scaled to run about S seconds (default 1). No Google Benchmark: the
// project avoids the dependency and a few steady_clock loops are enough at this granularity.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include <fmt/format.h>

#include "src/config/builtin_tables.h"
#include "src/config/config.h"
#include "src/engine/lint.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/model/document.h"
#include "src/parse/entry_memo.h"
#include "src/parse/parse.h"
#include "src/source/source.h"

namespace cvtidy {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// The size the per-CV column is normalised to: a typical converter output of a CV.
constexpr double kTypicalCvBytes = 7 * 1024;

struct Input {
  std::string name;
  std::string bytes;
};

constexpr std::string_view kUsage =
    "usage: check_bench [FIXTURES_DIR] [--seconds=S] [--per-rule]\n";

// Keeps results observable so the optimiser cannot drop the work being measured.
volatile uint64_t g_sink = 0;

bool IsCvFile(const fs::path& path) {
  const std::string ext = path.extension().string();
  return (ext == ".md" || ext == ".txt" || ext == ".markdown") && path.filename() != "README.md";
}

fs::path FixturesDir(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]).rfind("--", 0) != 0) {
      return argv[i];
    }
  }
  if (const char* root = std::getenv("CVTIDY_SOURCE_DIR"); root != nullptr && *root != '\0') {
    return fs::path(root) / "fixtures" / "_cv";
  }
  return fs::path("fixtures") / "_cv";
}

bool HasFlag(int argc, char** argv, std::string_view flag) {
  for (int i = 1; i < argc; ++i) {
    if (argv[i] == flag) {
      return true;
    }
  }
  return false;
}

double TargetSeconds(int argc, char** argv) {
  constexpr std::string_view kFlag = "--seconds=";
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.rfind(kFlag, 0) == 0) {
      const double s = std::atof(std::string(arg.substr(kFlag.size())).c_str());
      if (s > 0) {
        return s;
      }
    }
  }
  return 1.0;
}

std::vector<Input> LoadInputs(const fs::path& dir) {
  std::vector<Input> inputs;
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir, ec)) {
    if (!entry.is_regular_file() || !IsCvFile(entry.path())) {
      continue;
    }
    std::ifstream in(entry.path(), std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    inputs.push_back({entry.path().filename().string(), std::move(bytes)});
  }
  std::sort(inputs.begin(), inputs.end(),
            [](const Input& a, const Input& b) { return a.name < b.name; });
  return inputs;
}

struct Result {
  uint64_t iterations = 0;  // passes over the whole corpus
  double seconds = 0;
};

// Runs `pass` (one pass over the corpus) until it has taken about `target` seconds: first
// doubling to find the cost of a pass, then one timed run of the number of passes that fits.
template <typename Pass>
Result Measure(Pass pass, double target) {
  pass();  // warm-up: caches, lazily built tables, first-touch page faults
  uint64_t n = 1;
  double elapsed = 0;
  while (true) {
    const Clock::time_point start = Clock::now();
    for (uint64_t i = 0; i < n; ++i) {
      pass();
    }
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    if (elapsed >= target / 4 || n >= (uint64_t{1} << 40)) {
      break;
    }
    n *= 2;
  }
  const double per_pass = elapsed / static_cast<double>(n);
  const uint64_t runs = std::max<uint64_t>(1, static_cast<uint64_t>(target / per_pass));
  const Clock::time_point start = Clock::now();
  for (uint64_t i = 0; i < runs; ++i) {
    pass();
  }
  return {runs, std::chrono::duration<double>(Clock::now() - start).count()};
}

void PrintRow(std::string_view stage, const Result& r, uint64_t corpus_bytes) {
  const double bytes = static_cast<double>(corpus_bytes) * static_cast<double>(r.iterations);
  const double mb_per_s = bytes / r.seconds / 1e6;
  const double us_per_cv = r.seconds / bytes * kTypicalCvBytes * 1e6;
  fmt::print("{:<32} {:>10.1f} {:>14.2f} {:>12} {:>9.2f}\n", stage, mb_per_s, us_per_cv,
             r.iterations, r.seconds);
  std::fflush(stdout);
}

int Main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.rfind("--", 0) == 0 && arg != "--per-rule" && arg.rfind("--seconds=", 0) != 0) {
      fmt::print(stderr, "check_bench: unknown flag {}\n{}", arg, kUsage);
      return 2;
    }
  }
  const fs::path dir = FixturesDir(argc, argv);
  const double target = TargetSeconds(argc, argv);
  const std::vector<Input> inputs = LoadInputs(dir);
  if (inputs.empty()) {
    fmt::print(stderr, "check_bench: no *.md/*.txt fixtures in {}\n{}", dir.string(), kUsage);
    return 2;
  }
  uint64_t corpus_bytes = 0;
  for (const Input& in : inputs) {
    corpus_bytes += in.bytes.size();
  }

  const Config config;
  absl::StatusOr<RuleSet> rules = RuleSet::Resolve(config, Selection{});
  if (!rules.ok()) {
    fmt::print(stderr, "check_bench: cannot resolve rules: {}\n", rules.status().ToString());
    return 2;
  }
  const RuleContext ctx{config, CivilDate::Today()};
  // The venues, section titles and vocabulary `check` parses with (LintSource): without them
  // the parse stages would skip venue extraction and the rules that read it would stay silent.
  const ParseOptions parse_options = ParseOptionsFor(config);

  // Sources and Documents are built once for the stages that start after them. Sources are
  // kept behind unique_ptr: a Document points at its Source, which must not move.
  std::vector<std::unique_ptr<Source>> sources;
  for (const Input& in : inputs) {
    sources.push_back(std::make_unique<Source>(Source::FromBytes(in.name, in.bytes)));
  }
  std::vector<Document> docs;
  uint64_t diagnostics = 0;
  for (const std::unique_ptr<Source>& src : sources) {
    docs.push_back(Parse(*src, parse_options));
    diagnostics += LintDocument(docs.back(), *rules, ctx).size();
  }

  fmt::print("corpus: {} ({} files, {} bytes, {:.1f} KB mean); {} rules; {} diagnostics/pass\n",
             dir.string(), inputs.size(), corpus_bytes,
             static_cast<double>(corpus_bytes) / 1024.0 / static_cast<double>(inputs.size()),
             rules->rules().size(), diagnostics);
  fmt::print("single thread, ~{:.1f} s per stage\n\n", target);
  fmt::print("{:<32} {:>10} {:>14} {:>12} {:>9}\n", "stage", "MB/s", "us per 7KB CV", "corpus runs",
             "seconds");

  // FromBytes takes ownership of its bytes, so each call copies them in; the copy is part of
  // what `check` pays too (it reads into a fresh string), so it stays in the measurement.
  PrintRow("(a) Source::FromBytes",
           Measure(
               [&] {
                 for (const Input& in : inputs) {
                   const Source s = Source::FromBytes(in.name, in.bytes);
                   g_sink = g_sink + s.line_count();
                 }
               },
               target),
           corpus_bytes);

  PrintRow("(b) Parse",
           Measure(
               [&] {
                 for (const std::unique_ptr<Source>& src : sources) {
                   const Document doc = Parse(*src, parse_options);
                   g_sink = g_sink + doc.lines().size() + doc.dates().size();
                 }
               },
               target),
           corpus_bytes);

  PrintRow("(c) Parse + LintDocument",
           Measure(
               [&] {
                 for (const std::unique_ptr<Source>& src : sources) {
                   const Document doc = Parse(*src, parse_options);
                   g_sink = g_sink + LintDocument(doc, *rules, ctx).size();
                 }
               },
               target),
           corpus_bytes);

  PrintRow("(d) FromBytes+Parse+Lint",
           Measure(
               [&] {
                 for (const Input& in : inputs) {
                   const Source s = Source::FromBytes(in.name, in.bytes);
                   g_sink = g_sink + LintSource(s, *rules, ctx).size();
                 }
               },
               target),
           corpus_bytes);

  // What a fix pass's parse or an editor's keystroke costs: each CV parsed alternately as it
  // is and with its middle line lengthened, with a memo of its own (ParseOptions::memo), so
  // every parse but the first reads again only the entry the edit changed. Compare with (b).
  std::vector<std::unique_ptr<Source>> edited;
  for (const Input& in : inputs) {
    std::string text = in.bytes;
    size_t middle = text.find('\n', text.size() / 2);
    middle = middle == std::string::npos ? text.size() : middle;
    text.insert(middle, " x");
    edited.push_back(std::make_unique<Source>(Source::FromBytes(in.name, std::move(text))));
  }
  std::vector<EntryFactsMemo> memos(inputs.size());
  bool edited_turn = false;
  PrintRow("(e) Parse after an edit, memo",
           Measure(
               [&] {
                 for (size_t i = 0; i < sources.size(); ++i) {
                   ParseOptions options = parse_options;
                   options.memo = &memos[i];
                   const Document doc = Parse(edited_turn ? *edited[i] : *sources[i], options);
                   g_sink = g_sink + doc.lines().size() + doc.dates().size();
                 }
                 edited_turn = !edited_turn;
               },
               target),
           corpus_bytes);

  if (HasFlag(argc, argv, "--per-rule")) {
    // Every rule together over the parsed documents (row (c) without the parse), then each
    // rule alone: the cost of the rule itself plus the engine's fixed per-document work
    // (suppression index, sorting), which the no-rules row shows on its own.
    const double per_rule_target = std::max(0.1, target / 5);
    fmt::print("\nper rule, over parsed documents (~{:.1f} s each)\n", per_rule_target);
    // One row: `rule_set` over every parsed document, pass after pass.
    const auto lint_parsed_row = [&](std::string_view row, const RuleSet& rule_set) {
      PrintRow(row,
               Measure(
                   [&] {
                     for (const Document& doc : docs) {
                       g_sink = g_sink + LintDocument(doc, rule_set, ctx).size();
                     }
                   },
                   per_rule_target),
               corpus_bytes);
    };
    lint_parsed_row("(every rule: LintDocument)", *rules);
    lint_parsed_row("(no rules: engine only)", RuleSet::Only({}));
    for (const EnabledRule& enabled : rules->rules()) {
      const Rule* const one[] = {enabled.rule};
      lint_parsed_row(enabled.rule->info().id, RuleSet::Only(one));
    }
  }
  return 0;
}

}  // namespace
}  // namespace cvtidy

int main(int argc, char** argv) { return cvtidy::Main(argc, argv); }
