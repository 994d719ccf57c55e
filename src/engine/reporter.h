// The interface of every output format. Reporters stream: Begin once, File once per input in
// input order, End once. They never filter or choose exit codes; the CLI does.
#ifndef CVTIDY_SRC_ENGINE_REPORTER_H_
#define CVTIDY_SRC_ENGINE_REPORTER_H_

#include <cstddef>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "absl/status/status.h"

#include "src/engine/diagnostic.h"
#include "src/engine/fixer.h"
#include "src/engine/registry.h"
#include "src/engine/rule.h"
#include "src/model/document.h"
#include "src/source/source.h"

namespace cvtidy {

struct RunInfo {
  std::string_view tool_version;
  std::string_view command;            // "check" or "fix"
  std::span<const Rule* const> rules;  // every registered rule (SARIF rules[])
  bool dry_run = false;                // fix --diff: fixes are shown, nothing is written
};

struct RunSummary {
  size_t files = 0;  // inputs read
  size_t files_with_diagnostics = 0;
  size_t errors = 0;
  size_t warnings = 0;
  size_t infos = 0;
  size_t fixable = 0;        // diagnostics that carry a fix
  size_t fixed = 0;          // fixes applied (fix command)
  size_t files_changed = 0;  // files rewritten, or that would be (fix --diff)
};

struct ReporterOptions {
  std::FILE* out = stdout;
  bool color = false;
  bool quiet = false;       // only the diagnostics, no summary
  bool show_fixes = false;  // fix --show-fixes: list each file's applied fixes (text)
  // Show the findings of one decision (DiagnosticGroups) once, the others by position;
  // --no-group: every finding on its own, as if none were grouped.
  bool group = true;
};

// What cvtidy made of one input: how it read it, and what `fix` did to it: the fixes it
// applied, pass by pass, and the whole text before and after them. Under `check`, for a
// reporter that ShowsFixes(), the fixes `fix` would apply. Empty (and empty views) when no fix
// applies or the command does not fix.
struct FileRecord {
  // The kind of input the parser read (Markdown written by hand, converter Markdown, plain
  // text); empty when the input was not parsed (not text, or given up on as too slow).
  std::optional<InputKind> input_kind;
  std::span<const AppliedFix> applied;
  std::string_view before;
  std::string_view after;
};

class Reporter {
 public:
  virtual ~Reporter() = default;
  virtual void Begin(const RunInfo& run) = 0;
  // `diagnostics` are sorted (DiagnosticLess) and refer to `source`; `fixes` is what `fix`
  // applied to it (`source` is then the fixed text), or would apply (see FileRecord).
  virtual void File(const Source& source, std::span<const Diagnostic> diagnostics,
                    const FileRecord& fixes) = 0;
  void File(const Source& source, std::span<const Diagnostic> diagnostics) {
    File(source, diagnostics, FileRecord{});
  }
  // A reporter whose output for one file depends on that file alone renders it off the main
  // thread: Render (thread-safe, const) returns the bytes File would write for it, on the
  // worker that linted the file; the CLI then calls WriteRendered with them in input order,
  // instead of File. nullopt (the default): File is called as usual.
  virtual std::optional<std::string> Render(const Source& /*source*/,
                                            std::span<const Diagnostic> /*diagnostics*/,
                                            const FileRecord& /*fixes*/) const {
    return std::nullopt;
  }
  // Writes what Render returned for a file whose diagnostics were `diagnostics`.
  virtual void WriteRendered(std::string_view /*rendered*/,
                             std::span<const Diagnostic> /*diagnostics*/) {}
  // Whether this report shows the fixes `fix` would apply even under `check` (the CLI then
  // fixes each input in memory to fill FileRecord).
  virtual bool ShowsFixes() const { return false; }
  // Closes the output (JSON arrays, XML); reports a failed write.
  [[nodiscard]] virtual absl::Status End(const RunSummary& summary) = 0;
};

struct ReporterInfo {
  std::string_view name;     // --format value
  std::string_view summary;  // for --help
  std::function<std::unique_ptr<Reporter>(const ReporterOptions&)> create;
};

inline std::string_view RegistryKey(const ReporterInfo& info) { return info.name; }

using ReporterRegistry = Registry<ReporterInfo>;

}  // namespace cvtidy

// Registers a reporter named `name` (the --format value) built by `Class(options)`.
#define CVTIDY_REGISTER_REPORTER(Class, name, summary)                                       \
  [[maybe_unused]] static const bool CVTIDY_RULE_CONCAT_(kRegistered, Class) =               \
      ::cvtidy::ReporterRegistry::Get().Add(std::make_unique<::cvtidy::ReporterInfo>(        \
          ::cvtidy::ReporterInfo{name, summary, [](const ::cvtidy::ReporterOptions& o) {     \
                                   return std::unique_ptr<::cvtidy::Reporter>(new Class(o)); \
                                 }}))

#endif  // CVTIDY_SRC_ENGINE_REPORTER_H_
