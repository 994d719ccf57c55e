// `cvtidy check`: load, parse and lint each input on the worker threads; report in order.
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
  return s.Run("check", stdout, [&s](const Job& job) {
    FileResult result;
    absl::StatusOr<std::unique_ptr<Source>> source = s.Load(job);
    if (!source.ok()) {
      result.errors.emplace_back(FromAbsl(source.status().message()));
      return result;
    }
    result.diagnostics = LintSource(**source, *job.rules, s.ContextFor(job));
    result.source = *std::move(source);
    return result;
  });
}

}  // namespace cvtidy::cli
