// `cvtidy check`: parse and lint each input on the worker threads (Session reads it); report in
// order. A report that shows fixes (HTML) also gets what `fix` would apply to each input.
#include <memory>
#include <utility>

#include "src/base/strings.h"
#include "src/cli/commands.h"
#include "src/cli/session.h"
#include "src/engine/fixer.h"
#include "src/engine/lint.h"

namespace cvtidy::cli {

int RunCheck(const Options& options) {
  absl::StatusOr<std::unique_ptr<Session>> session = Session::Create(options);
  if (!session.ok()) {
    PrintError(FromAbsl(session.status().message()));
    return kExitError;
  }
  Session& s = **session;
  return s.Run("check", stdout,
               [&s](const Job& job, std::shared_ptr<const Source> source, FileBudget& budget) {
                 FileResult result;
                 result.diagnostics = LintSource(*source, *job.rules, s.ContextFor(job), &budget,
                                                 &result.input_kind);
                 if (s.ReportsShowFixes() && !source->encoding_problem()) {
                   // The report shows what `fix` would apply: fix in memory, as `fix` does.
                   FixOptions fix_options;
                   fix_options.budget = &budget;
                   FixResult fixed = FixSource(*source, *job.rules, s.ContextFor(job), fix_options);
                   if (fixed.ran_out) {
                     return s.TooSlowResult(job, std::move(source), budget);
                   }
                   if (fixed.converged && fixed.changed()) {
                     result.applied_fixes = std::move(fixed.applied_fixes);
                     result.before_fixes = source;
                     result.after_fixes = std::move(fixed.fixed);
                   }
                 }
                 result.source = std::move(source);
                 return result;
               });
}

}  // namespace cvtidy::cli
