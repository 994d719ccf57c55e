// `cvtidy fix`: fix each input to a fixpoint on the worker threads, write it back atomically
// (or render a diff), and report the remaining diagnostics in order.
#include <filesystem>
#include <future>
#include <memory>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/base/unified_diff.h"
#include "src/cli/commands.h"
#include "src/cli/session.h"
#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/source/atomic_write.h"
#include "src/source/write_behind.h"

namespace cvtidy::cli {
namespace {

// `a/cv.md` and `b/cv.md` for a relative name, as git prints them (so `git apply` and
// `patch -p1` take the diff); an absolute name is used as it is.
std::string DiffName(std::string_view prefix, std::string_view name) {
  if (!name.empty() && name.front() == '/') {
    return std::string(name);
  }
  return fmt::format("{}{}", prefix, name);
}

// Standard input is echoed as it was when it is not fixed (unless --diff), so a pipeline
// through `cvtidy fix -` never loses text.
void EchoStdin(const Session& s, const Job& job, const Source& source, FileResult& result) {
  if (job.input.is_stdin && !s.options().diff) {
    // The input's own text always encodes back to its own encoding.
    absl::StatusOr<std::string> bytes = source.Encode(source.text());
    result.stdout_text = bytes.ok() ? *std::move(bytes) : source.Serialize(source.text());
  }
}

// The result for a file whose budget ran out: input/too-slow, the file left as it was.
FileResult TooSlow(const Session& s, const Job& job, std::shared_ptr<const Source> source,
                   const FileBudget& budget) {
  FileResult result = s.TooSlowResult(job, source, budget);
  EchoStdin(s, job, *source, result);
  return result;
}

// The file is left as it was: report its own diagnostics, and echo stdin unchanged.
void KeepOriginal(const Session& s, const Job& job, std::shared_ptr<const Source> source,
                  FileBudget& budget, FileResult& result) {
  result.diagnostics =
      LintSource(*source, *job.rules, s.ContextFor(job), &budget, &result.input_kind);
  if (budget.ran_out()) {
    FileResult slow = TooSlow(s, job, std::move(source), budget);
    slow.errors = std::move(result.errors);
    result = std::move(slow);
    return;
  }
  EchoStdin(s, job, *source, result);
  result.source = std::move(source);
}

// The diagnostics of `fixed` whose fixes `fix` would still apply, as --verify findings: errors
// of their own rules with `why` as a note.
std::vector<Diagnostic> UnsettledFixes(const FixResult& fixed, bool unsafe, std::string_view why) {
  std::vector<Diagnostic> out;
  for (const Diagnostic& d : fixed.remaining) {
    if (d.fix.has_value() && (unsafe || d.fix->safety == FixSafety::kSafe)) {
      Diagnostic finding = d;
      finding.severity = Severity::kError;
      finding.note = finding.note.empty() ? std::string(why) : fmt::format("{}; {}", why, d.note);
      out.push_back(std::move(finding));
    }
  }
  return out;
}

// `fix --verify`: fixes in memory, writes the result out and reads it back as `fix` would, fixes
// that again, and reports the fixes that do not settle. Writes nothing.
FileResult VerifyOne(const Session& s, const Job& job, std::shared_ptr<const Source> source,
                     FileBudget& budget) {
  FileResult result;
  if (source->encoding_problem()) {
    KeepOriginal(s, job, std::move(source), budget, result);
    result.stdout_text.clear();
    return result;
  }
  FixOptions options;
  options.unsafe = s.options().unsafe_fixes;
  options.budget = &budget;
  const RuleContext ctx = s.ContextFor(job);
  FixResult once = FixSource(*source, *job.rules, ctx, options);
  if (once.ran_out) {
    return s.TooSlowResult(job, std::move(source), budget);
  }
  result.fixed = once.applied;
  result.changed = once.changed();
  result.input_kind = once.input_kind;
  if (!once.converged) {
    result.diagnostics = UnsettledFixes(
        once, options.unsafe,
        fmt::format("`fix --verify`: fixes still change the text after {} passes (line of the "
                    "fixed text)",
                    options.max_passes));
    result.source = std::move(once.fixed);
    return result;
  }
  // What `fix` would write, read back as the next run would read it.
  auto written = std::make_shared<const Source>(Source::FromBytes(
      job.input.name,
      source->Encode(once.fixed->text()).value_or(source->Serialize(once.fixed->text()))));
  FixResult twice = FixSource(*written, *job.rules, ctx, options);
  if (twice.ran_out) {
    return s.TooSlowResult(job, std::move(source), budget);
  }
  if (twice.changed() || !twice.converged) {
    // The fixes the second run starts with, on the text `fix` would write.
    FixResult first_pass;
    first_pass.remaining = LintSource(*written, *job.rules, ctx, &budget);
    result.diagnostics = UnsettledFixes(
        first_pass, options.unsafe,
        "`fix --verify`: fixing the fixed text changes it again (line of the fixed text)");
  }
  result.source = std::move(written);
  return result;
}

// `color_diff`: --diff goes to a stream that --color (UseColor) says to colour.
FileResult FixOne(const Session& s, WriteBehind& writer, bool color_diff, const Job& job,
                  std::shared_ptr<const Source> source, FileBudget& budget) {
  if (s.options().verify) {
    return VerifyOne(s, job, std::move(source), budget);
  }
  FileResult result;
  // Refused before any pass: the fixer re-lints the whole file on every pass, so past this
  // size it would only run out of its time budget (docs/fix.md).
  if (source->size() > kMaxFixBytes) {
    result.errors.push_back(fmt::format(
        "{}: {:.1f} MiB is more than fix takes ({} MiB); {} left unchanged. A CV is far "
        "smaller: split the file, or run 'cvtidy check' on it",
        job.input.name, static_cast<double>(source->size()) / (1 << 20), kMaxFixBytes >> 20,
        job.input.is_stdin ? "input" : "file"));
    EchoStdin(s, job, *source, result);
    return result;
  }
  // Bytes that are not UTF-8 text are never rewritten: input/encoding says why.
  if (source->encoding_problem()) {
    KeepOriginal(s, job, std::move(source), budget, result);
    return result;
  }

  FixOptions fix_options;
  fix_options.unsafe = s.options().unsafe_fixes;
  fix_options.budget = &budget;
  FixResult fixed = FixSource(*source, *job.rules, s.ContextFor(job), fix_options);
  if (fixed.ran_out) {
    return TooSlow(s, job, std::move(source), budget);
  }
  if (!fixed.converged) {
    std::string rules;
    for (const std::string_view id : fixed.cycling_rules) {
      rules += rules.empty() ? "" : ", ";
      rules += id;
    }
    result.errors.push_back(
        fmt::format("{}: fixes did not converge after {} passes (rules: {}); {} left unchanged",
                    job.input.name, fix_options.max_passes, rules.empty() ? "unknown" : rules,
                    job.input.is_stdin ? "input" : "file"));
    KeepOriginal(s, job, std::move(source), budget, result);
    return result;
  }

  const bool changed = fixed.fixed->text() != source->text();
  // A file read from another encoding is written back in it, unless a fix wrote a character
  // that encoding has no byte for.
  absl::StatusOr<std::string> bytes =
      changed && !s.options().diff ? source->Encode(fixed.fixed->text()) : std::string();
  if (!bytes.ok()) {
    result.errors.push_back(
        fmt::format("{}: the fixed text cannot be written back in the file's encoding: {}; {} left "
                    "unchanged (convert it to UTF-8 first: iconv -f {} -t UTF-8; or, if it is not "
                    "{}, name its encoding with --encoding)",
                    job.input.name, std::string(bytes.status().message()),
                    job.input.is_stdin ? "input" : "file", source->encoding(), source->encoding()));
    KeepOriginal(s, job, std::move(source), budget, result);
    return result;
  }
  if (changed) {
    if (s.options().diff) {
      result.stdout_text =
          UnifiedDiff(source->text(), fixed.fixed->text(), DiffName("a/", job.input.name),
                      DiffName("b/", job.input.name), {.color = color_diff});
    } else if (job.input.is_stdin) {
      result.stdout_text = *std::move(bytes);
    } else if (!job.input.write_refusal.empty()) {
      result.errors.push_back(
          fmt::format("{}: {}; file left unchanged", job.input.name, job.input.write_refusal));
      KeepOriginal(s, job, std::move(source), budget, result);
      return result;
    } else if (!budget.TryFinish()) {
      // The watchdog gave up on this file and reported it unchanged: write nothing.
      return result;
    } else {
      // Written behind the next file's fixing; the result waits for it before it is reported.
      std::shared_future<absl::Status> written = writer.Write(job.input.name, *std::move(bytes));
      result.settle = [&s, job, source, written](FileResult& settled) {
        const absl::Status& status = written.get();
        if (status.ok()) {
          return true;
        }
        // Reported as a file left unchanged: the original's findings, nothing fixed.
        FileResult unchanged;
        unchanged.errors.emplace_back(FromAbsl(status.message()));
        FileBudget no_limit(FileBudget::Clock::duration::zero());
        KeepOriginal(s, job, source, no_limit, unchanged);
        settled = std::move(unchanged);
        return false;
      };
    }
    result.changed = true;
    result.fixed = fixed.applied;
    result.applied_fixes = std::move(fixed.applied_fixes);
    result.before_fixes = source;
  } else {
    EchoStdin(s, job, *source, result);
  }
  result.diagnostics = std::move(fixed.remaining);
  result.input_kind = fixed.input_kind;
  result.source = std::move(fixed.fixed);
  if (result.before_fixes != nullptr) {
    result.after_fixes = result.source;
  }
  return result;
}

}  // namespace

int RunFix(const Options& options) {
  absl::StatusOr<std::unique_ptr<Session>> session = Session::Create(options);
  if (!session.ok()) {
    PrintError(FromAbsl(session.status().message()));
    return kExitError;
  }
  Session& s = **session;
  // When standard output carries file content (a diff, or the fixed text of stdin), the
  // report goes to standard error so the content stays usable as it is.
  // With --verify nothing but the report is printed.
  const bool content_on_stdout = !options.verify && (options.diff || s.reads_stdin());
  // The diff is coloured as the text reporter is: same flag, same terminal test.
  const bool color_diff = options.diff && UseColor(options.color, stdout);
  // Each fixed file's data is fsynced before its rename; the directories once, at the end.
  DirectorySyncs directory_syncs;
  // Each write runs behind the fixing of the files after it, and as many at once as results
  // may wait for theirs: fsyncs issued together share the file system's journal commits, so
  // the disk's flush latency is paid once per group instead of once per file (bench/README.md).
  WriteBehind writer(static_cast<int>(Session::ResultWindow(s.Workers())), &directory_syncs);
  const int code = s.Run(
      "fix", content_on_stdout ? stderr : stdout,
      [&s, &writer, color_diff](const Job& job, std::shared_ptr<const Source> source,
                                FileBudget& budget) {
        return FixOne(s, writer, color_diff, job, std::move(source), budget);
      },
      [&s](const Job& job, std::shared_ptr<const Source> source, const FileBudget& budget) {
        return TooSlow(s, job, std::move(source), budget);
      });
  directory_syncs.SyncAll();
  return code;
}

}  // namespace cvtidy::cli
