// `cvtidy check`: parse and lint each input on the worker threads (Session reads it); report in
// order.
#include <memory>
#include <utility>

#include "src/base/strings.h"
#include "src/cli/commands.h"
#include "src/cli/session.h"
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
                 result.diagnostics = LintSource(*source, *job.rules, s.ContextFor(job), &budget);
                 result.source = std::move(source);
                 return result;
               });
}

}  // namespace cvtidy::cli
