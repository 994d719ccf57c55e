// The fixture layout shared by the data-driven rule tests (fixture_test.cc, registry_test.cc,
// fix_properties_test.cc). Header-only: the test build compiles only tests/<dir>/*_test.cc.
//
//   fixtures/<group>/<name>/<case>.md | <case>.txt   the input (one per case)
//   fixtures/<group>/<name>/<case>.diagnostics.json  every expected diagnostic (RenderDiagnostics)
//   fixtures/<group>/<name>/<case>.fixed.md | .txt   the fixpoint, unsafe fixes included;
//                                                    absent: fixing changes nothing
//   fixtures/<group>/<name>/<case>.cvtidy.toml       the case's config (optional)
//   fixtures/_cv/*.md | *.txt                        whole fictional CVs (all rules on)
//
// A case name is the file name up to its first dot, so `fires.fixed.md` belongs to `fires`.
#ifndef CVTIDY_TESTS_RULES_FIXTURE_CASES_H_
#define CVTIDY_TESTS_RULES_FIXTURE_CASES_H_

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/config/config.h"
#include "src/config/toml_loader.h"
#include "src/engine/diagnostic.h"
#include "src/engine/rule.h"
#include "src/source/source.h"

namespace cvtidy::fixtures {

namespace fs = std::filesystem;

// Every fixture is checked against this reference date, so date/future cases stay stable.
inline constexpr CivilDate kFixtureToday{2026, 3, 15};

inline fs::path FixturesRoot() { return fs::path(CVTIDY_SOURCE_DIR) / "fixtures"; }
inline fs::path SourceRoot() { return fs::path(CVTIDY_SOURCE_DIR); }

// True when CVTIDY_UPDATE_GOLDENS=1: goldens are rewritten from the actual output.
inline bool UpdateGoldens() {
  const char* value = std::getenv("CVTIDY_UPDATE_GOLDENS");
  return value != nullptr && std::string_view(value) == "1";
}

// What a file in a rule's fixture folder is, from the part of its name after the case name.
enum class FileRole { kInput, kDiagnostics, kFixed, kConfig, kUnknown };

inline FileRole RoleOf(std::string_view suffix) {
  if (suffix == ".md" || suffix == ".txt") {
    return FileRole::kInput;
  }
  if (suffix == ".diagnostics.json") {
    return FileRole::kDiagnostics;
  }
  if (suffix == ".fixed.md" || suffix == ".fixed.txt") {
    return FileRole::kFixed;
  }
  if (suffix == ".cvtidy.toml") {
    return FileRole::kConfig;
  }
  return FileRole::kUnknown;
}

// Splits `fires.fixed.md` into `fires` and `.fixed.md`.
inline std::pair<std::string, std::string> SplitCaseName(const std::string& file_name) {
  const size_t dot = file_name.find('.');
  if (dot == std::string::npos) {
    return {file_name, ""};
  }
  return {file_name.substr(0, dot), file_name.substr(dot)};
}

struct FixtureCase {
  std::string rule_id;  // "date/order"
  std::string name;     // "fires"
  fs::path dir;         // fixtures/date/order
  std::string ext;      // ".md" or ".txt"

  fs::path input() const { return dir / (name + ext); }
  fs::path diagnostics() const { return dir / (name + ".diagnostics.json"); }
  fs::path fixed() const { return dir / (name + ".fixed" + ext); }
  fs::path config() const { return dir / (name + ".cvtidy.toml"); }
};

// Returns true for folder names the rule walk skips: `_cv` and hidden folders.
inline bool IsSpecialDir(const fs::path& p) {
  const std::string name = p.filename().string();
  return name.empty() || name[0] == '_' || name[0] == '.';
}

inline std::vector<fs::path> SortedChildren(const fs::path& dir, bool directories) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (const fs::directory_entry& e : fs::directory_iterator(dir, ec)) {
    if (directories ? e.is_directory() : e.is_regular_file()) {
      out.push_back(e.path());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Returns the rule fixture folders, fixtures/<group>/<name>/, sorted.
inline std::vector<fs::path> RuleFixtureDirs() {
  std::vector<fs::path> out;
  for (const fs::path& group : SortedChildren(FixturesRoot(), /*directories=*/true)) {
    if (IsSpecialDir(group)) {
      continue;
    }
    for (const fs::path& rule : SortedChildren(group, /*directories=*/true)) {
      if (!IsSpecialDir(rule)) {
        out.push_back(rule);
      }
    }
  }
  return out;
}

// Returns the id a fixture folder belongs to: fixtures/date/order -> date/order.
inline std::string RuleIdOf(const fs::path& rule_dir) {
  return rule_dir.parent_path().filename().string() + "/" + rule_dir.filename().string();
}

// Returns every case of every rule fixture folder, sorted by rule id and case name. A case
// with both a .md and a .txt input is returned twice; fixture_test reports the clash.
inline std::vector<FixtureCase> FindRuleCases() {
  std::vector<FixtureCase> out;
  for (const fs::path& dir : RuleFixtureDirs()) {
    for (const fs::path& file : SortedChildren(dir, /*directories=*/false)) {
      auto [name, suffix] = SplitCaseName(file.filename().string());
      if (RoleOf(suffix) == FileRole::kInput && !name.empty()) {
        out.push_back(FixtureCase{RuleIdOf(dir), name, dir, suffix});
      }
    }
  }
  return out;
}

// Returns the whole CVs under fixtures/_cv/ (not its README), sorted.
inline std::vector<fs::path> FindWholeCvs() {
  std::vector<fs::path> out;
  for (const fs::path& file : SortedChildren(FixturesRoot() / "_cv", /*directories=*/false)) {
    const std::string ext = file.extension().string();
    if (file.stem() == "README") {
      continue;  // describes the CVs; not one of them
    }
    if (ext == ".md" || ext == ".txt" || ext == ".markdown") {
      out.push_back(file);
    }
  }
  return out;
}

// Returns the bytes of `path`, or std::nullopt when it cannot be read.
inline std::optional<std::string> ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return std::nullopt;
  }
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return std::move(bytes).str();
}

inline bool WriteFile(const fs::path& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  return static_cast<bool>(out);
}

// Loads the case's config, or the defaults when it has none.
inline absl::StatusOr<Config> LoadCaseConfig(const fs::path& config_path) {
  if (!fs::exists(config_path)) {
    return Config{};
  }
  const std::optional<std::string> text = ReadFile(config_path);
  if (!text) {
    return absl::NotFoundError(fmt::format("{}: cannot read", config_path.string()));
  }
  return ParseConfig(*text, config_path.string());
}

// Renders one diagnostic as its line of a .diagnostics.json file (without the comma).
// Columns count code points (Source::Locate); the end column is one past the last one.
inline std::string RenderDiagnostic(const Source& source, const Diagnostic& d) {
  const LineCol begin = source.Locate(d.range.begin);
  const LineCol end = source.Locate(d.range.end);
  std::string fix = "null";
  if (d.fix) {
    fix = fmt::format(R"({{"title": "{}", "safety": "{}"}})", JsonEscape(d.fix->title),
                      FixSafetyName(d.fix->safety));
  }
  std::string line = fmt::format(
      R"({{"rule": "{}", "severity": "{}", "range": "{}:{}-{}:{}", "message": "{}", "fix": {})",
      JsonEscape(d.rule_id), SeverityName(d.severity), begin.line, begin.column, end.line,
      end.column, JsonEscape(d.message), fix);
  if (!d.note.empty()) {
    line += fmt::format(R"(, "note": "{}")", JsonEscape(d.note));
  }
  if (!d.group.empty()) {
    line += fmt::format(R"(, "group": "{}")", JsonEscape(d.group));
  }
  line += "}";
  return line;
}

// Renders `diagnostics` (in the given order) as the text of a .diagnostics.json file: `[]`
// when empty, else one object per line. Ends with a newline.
inline std::string RenderDiagnostics(const Source& source,
                                     std::span<const Diagnostic> diagnostics) {
  if (diagnostics.empty()) {
    return "[]\n";
  }
  std::string out = "[\n";
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    out += "  ";
    out += RenderDiagnostic(source, diagnostics[i]);
    out += i + 1 < diagnostics.size() ? ",\n" : "\n";
  }
  out += "]\n";
  return out;
}

// Returns the entry lines of a rendered list: each object without indentation or comma.
inline std::vector<std::string> EntryLines(std::string_view rendered) {
  std::vector<std::string> out;
  for (std::string_view line : SplitChar(rendered, '\n')) {
    line = TrimAscii(line);
    if (!line.empty() && line.back() == ',') {
      line.remove_suffix(1);
    }
    if (line.empty() || line == "[" || line == "]" || line == "[]") {
      continue;
    }
    out.emplace_back(line);
  }
  return out;
}

// Describes how two rendered lists differ: what is missing and what is unexpected (as
// multisets), then whether only the order differs.
inline std::string DescribeDiagnosticsDiff(std::string_view expected, std::string_view actual) {
  std::vector<std::string> want = EntryLines(expected);
  std::vector<std::string> got = EntryLines(actual);
  std::vector<std::string> want_sorted = want;
  std::vector<std::string> got_sorted = got;
  std::sort(want_sorted.begin(), want_sorted.end());
  std::sort(got_sorted.begin(), got_sorted.end());
  std::vector<std::string> missing;
  std::vector<std::string> unexpected;
  std::set_difference(want_sorted.begin(), want_sorted.end(), got_sorted.begin(), got_sorted.end(),
                      std::back_inserter(missing));
  std::set_difference(got_sorted.begin(), got_sorted.end(), want_sorted.begin(), want_sorted.end(),
                      std::back_inserter(unexpected));
  std::string out;
  for (const std::string& line : missing) {
    out += fmt::format("  - missing:    {}\n", line);
  }
  for (const std::string& line : unexpected) {
    out += fmt::format("  + unexpected: {}\n", line);
  }
  if (missing.empty() && unexpected.empty()) {
    out += want == got ? "  (entries equal; the text differs in layout)\n"
                       : "  (same entries in a different order)\n";
  }
  return out;
}

// Counts the lines of `text` with something other than white space.
inline size_t CountNonBlankLines(std::string_view text) {
  size_t count = 0;
  for (std::string_view line : SplitChar(text, '\n')) {
    if (!TrimAscii(line).empty()) {
      ++count;
    }
  }
  return count;
}

// Turns a rule id or case name into a GoogleTest name. `-` is replaced by `_` (the same
// mapping as id -> file name), because --gtest_filter reads the first `-` as the start of
// its negative patterns; `/` is kept.
inline std::string GtestName(std::string_view name) {
  std::string out(name);
  std::replace(out.begin(), out.end(), '-', '_');
  return out;
}

// Registers one gtest per text input the fix harnesses run over, before main() runs
// RUN_ALL_TESTS: each whole CV as `<prefix>/_cv.<name>`, each rule fixture as
// `<prefix>/<rule>.<name>`. `make(input, config)` returns the test (`config` is empty for the
// whole CVs). Inputs that are not text (the input/encoding fixtures) are never fixed: left out.
template <typename MakeTest>
bool RegisterPerInputTests(const std::string& prefix, MakeTest make) {
  std::set<std::pair<std::string, std::string>> registered;
  const auto add = [&](const std::string& suite, const std::string& name, const fs::path& input,
                       const fs::path& config) {
    if (!registered.insert({suite, name}).second) {
      return;
    }
    const std::string file = input.string();
    testing::RegisterTest(
        suite.c_str(), name.c_str(), nullptr, nullptr, file.c_str(), 1,
        [make, input, config]() -> testing::Test* { return make(input, config); });
  };
  for (const fs::path& cv : FindWholeCvs()) {
    add(prefix + "/_cv", GtestName(cv.stem().string()), cv, fs::path());
  }
  for (const FixtureCase& c : FindRuleCases()) {
    const std::optional<std::string> bytes = ReadFile(c.input());
    if (!bytes || Source::FromBytes("", *bytes).encoding_problem()) {
      continue;
    }
    add(prefix + "/" + GtestName(c.rule_id), GtestName(c.name), c.input(), c.config());
  }
  return true;
}

}  // namespace cvtidy::fixtures

#endif  // CVTIDY_TESTS_RULES_FIXTURE_CASES_H_
