// The canned diagnostic set every reporter is run on (one set for all, so a change to the shared
// rendering shows in every format's golden file at once), and helpers to run a
// registered reporter into a string and compare it with a golden file.
//
// The canned CV is fictional. It has a BOM, a CRLF line, a tab, multibyte and East Asian wide
// characters before a range, two ranges spanning lines, a line over 200 code points, an empty
// range at a line end, safe and unsafe fixes, notes, ill-formed UTF-8 and an escape sequence
// in a message, and errors, warnings and infos.
#ifndef CVTIDY_TESTS_REPORTERS_CANNED_H_
#define CVTIDY_TESTS_REPORTERS_CANNED_H_

#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/engine/diagnostic.h"
#include "src/engine/fixer.h"
#include "src/engine/reporter.h"
#include "src/source/source.h"

namespace cvtidy::testing_canned {

struct CannedFile {
  std::unique_ptr<Source> source;
  std::vector<Diagnostic> diagnostics;
  // What `fix` applied (FileRecord); empty unless WithAppliedFixes filled it.
  std::vector<AppliedFix> applied;
  std::unique_ptr<Source> fixed;
};

// A file with no diagnostics.
inline CannedFile OneFile(std::string name, std::string text) {
  CannedFile f;
  f.source = std::make_unique<Source>(Source::FromBytes(std::move(name), std::move(text)));
  return f;
}

// Records, as the fixer does, one pass of `f`'s safe fixes (unsafe ones too when `unsafe`):
// the fixes taken and the text after them.
inline void WithAppliedFixes(CannedFile& f, bool unsafe = false) {
  std::vector<const Diagnostic*> taken;
  std::string text = ApplyFixes(*f.source, f.diagnostics, unsafe, nullptr, &taken);
  f.applied.clear();
  for (const Diagnostic* d : taken) {
    f.applied.push_back(RecordFix(*f.source, *d, 1));
  }
  f.fixed = std::make_unique<Source>(f.source->Derive(std::move(text)));
}

// Returns the range of the `occurrence`-th (0-based) `needle` in `source`; fails the test
// when there is none.
inline ByteRange Find(const Source& source, std::string_view needle, int occurrence = 0) {
  size_t pos = source.text().find(needle);
  for (int i = 0; i < occurrence && pos != std::string_view::npos; ++i) {
    pos = source.text().find(needle, pos + 1);
  }
  EXPECT_NE(pos, std::string_view::npos) << "canned text lacks " << needle;
  if (pos == std::string_view::npos) {
    return {};
  }
  return {static_cast<uint32_t>(pos), static_cast<uint32_t>(pos + needle.size())};
}

inline Diagnostic Diag(std::string_view rule, Severity severity, ByteRange range,
                       std::string message, std::string note = {}) {
  Diagnostic d;
  d.rule_id = rule;
  d.severity = severity;
  d.range = range;
  d.message = std::move(message);
  d.note = std::move(note);
  return d;
}

inline Fix MakeFix(std::string title, FixSafety safety, ByteRange range, std::string replacement) {
  return Fix{std::move(title), safety, {TextEdit{range, std::move(replacement)}}};
}

// The long line: a range in its middle, 150 code points from its start.
inline std::string LongLine() {
  std::string line = "- Talk abstract: ";
  while (line.size() < 150) {
    line += "caching for toy workloads, ";
  }
  line += "<b>Keynote</b>";
  while (line.size() < 300) {
    line += " and sharded queues at scale";
  }
  return line;
}

inline CannedFile MakeCannedCv() {
  std::string text =
      "\xEF\xBB\xBF# Ada Example\r\n"
      "ada at example dot org | +1 555 0100\n"
      "## Education\n"
      "- **Example University**\tPh.D. in Computer Science, 09/2019 – Present\n"
      "- Université d'Exempleville, M.Sc. in Informatics, Sep. 2017 – Jun. 2019\n"
      "- 東京 Example Institute, visiting student, 2017 – 2015\n"
      "\n"
      "## Publications\n"
      "- A. Example, B. Sample. Caching for Imaginary Workloads. EuroSvs 2022\n"
      "- A. Example. Scheduling in distrib-\n"
      "  uted Toy Systems. OSDI 2021\n";
  text += LongLine();
  text +=
      "\n"
      "- Co-advised Renée Sample (RenÃ©e in the old list)\n"
      "- A. Example. A Third Invented Paper. HotExample 2020\n";
  CannedFile f;
  f.source = std::make_unique<Source>(Source::FromBytes("cv.md", std::move(text)));
  const Source& s = *f.source;
  std::vector<Diagnostic>& d = f.diagnostics;

  d.push_back(Diag("name/variant", Severity::kInfo, Find(s, "Ada Example\r\n"),
                   "`Ada Example` is also written `A. Example`",
                   "Written `A. Example` in 3 author lists."));

  d.push_back(Diag("contact/obfuscated-email", Severity::kWarning,
                   Find(s, "ada at example dot org"),
                   "email address `ada at example dot org` is obfuscated"));
  d.back().fix = MakeFix("Write `ada@example.org`", FixSafety::kUnsafe,
                         Find(s, "ada at example dot org"), "ada@example.org");

  d.push_back(Diag("date/mixed-format", Severity::kWarning, Find(s, "09/2019"),
                   "date `09/2019` is written MM/YYYY; this CV mostly writes Mon YYYY",
                   "3 of 4 dates in this CV are written Mon YYYY."));
  d.back().fix = MakeFix("Write `Sep 2019`", FixSafety::kSafe, Find(s, "09/2019"), "Sep 2019");

  d.push_back(Diag("date/mixed-format", Severity::kWarning, Find(s, "Sep. 2017"),
                   "date `Sep. 2017` is written Mon. YYYY; this CV mostly writes Mon YYYY"));
  d.back().fix = MakeFix("Write `Sep 2017`", FixSafety::kSafe, Find(s, "Sep. 2017"), "Sep 2017");

  d.push_back(Diag("date/range-reversed", Severity::kError, Find(s, "2017 – 2015"),
                   "range `2017 – 2015` ends before it starts",
                   "Did you mean `2015 – 2017`?\nRanges run from start to end."));

  d.push_back(Diag("venue/unknown", Severity::kWarning, Find(s, "EuroSvs 2022"),
                   "unknown venue `EuroSvs`; did you mean `EuroSys`?"));
  d.back().fix = MakeFix("Replace with `EuroSys 2022`", FixSafety::kUnsafe, Find(s, "EuroSvs 2022"),
                         "EuroSys 2022");

  d.push_back(Diag("ocr/hyphenation", Severity::kInfo, Find(s, "distrib-\n  uted"),
                   "`distrib-` / `uted` is one word split at a line end"));
  d.back().fix = MakeFix("Join as `distributed`", FixSafety::kSafe, Find(s, "distrib-\n  uted"),
                         "distributed");

  d.push_back(Diag("ocr/markup-residue", Severity::kWarning, Find(s, "<b>Keynote</b>"),
                   "HTML `<b>` left in the text"));
  d.back().fix =
      MakeFix("Write `**Keynote**`", FixSafety::kSafe, Find(s, "<b>Keynote</b>"), "**Keynote**");

  d.push_back(Diag("ocr/mojibake", Severity::kError, Find(s, "Ã©"),
                   "`Ã©` is UTF-8 read as Latin-1 (raw \xE9 byte)\x1b[2J"));
  d.back().fix = MakeFix("Write `é`", FixSafety::kSafe, Find(s, "Ã©"), "é");

  const ByteRange eol = Find(s, "HotExample 2020\n");
  const ByteRange at_end{eol.end - 1, eol.end - 1};
  d.push_back(Diag("style/trailing-punctuation", Severity::kInfo, at_end,
                   "entry ends without a period; the other entries end with one"));
  d.back().fix = MakeFix("Add a period", FixSafety::kSafe, at_end, ".");

  std::sort(d.begin(), d.end(), DiagnosticLess);
  return f;
}

// A file with nothing to report.
inline CannedFile MakeCleanFile() {
  CannedFile f;
  f.source = std::make_unique<Source>(
      Source::FromBytes("clean.md", "# Bo Sample\n\n## Education\n- Ph.D., Sep 2019 – Present\n"));
  return f;
}

// A plain-text (OCR) file with one error on line 10, so gutters differ between files.
inline CannedFile MakeSecondFile() {
  std::string text;
  for (int i = 1; i <= 9; ++i) {
    text += "line of an invented OCR scan\n";
  }
  text += "Awards 2031 Best Poster\n";
  CannedFile f;
  f.source = std::make_unique<Source>(Source::FromBytes("scans/cv2.txt", std::move(text)));
  f.diagnostics.push_back(Diag("date/future", Severity::kError, Find(*f.source, "2031"),
                               "date `2031` is after today (2025-06-01)"));
  return f;
}

// A file whose findings come in groups (DiagnosticGroups): one date-style vote reported at
// three dates (a rule's group key), one stray `*` repeated three times (no key: the same
// message and text), and one finding of its own between them.
inline CannedFile MakeGroupedFile() {
  std::string text =
      "# Cy Invented\n"
      "## Experience\n"
      "- Lecturer, Example College, 09/2021 – Present *\n"
      "- Postdoc, Sample Lab, 10/2019 – Aug 2021 *\n"
      "- Intern, Toy Works, Jun 2018 – Aug 2018\n"
      "- Student, Mock University, Sep 2014 – May 2019 *\n"
      "- Tutor, Mock University, 01/2016 – Jun 2016\n";
  CannedFile f;
  f.source = std::make_unique<Source>(Source::FromBytes("grouped.md", std::move(text)));
  const Source& s = *f.source;
  std::vector<Diagnostic>& d = f.diagnostics;
  const std::string note = "5 of 8 month dates are written Mon YYYY";
  for (const std::string_view date : {"09/2021", "10/2019", "01/2016"}) {
    const std::string month = date.substr(0, 2) == "09"   ? "Sep"
                              : date.substr(0, 2) == "10" ? "Oct"
                                                          : "Jan";
    const std::string want = fmt::format("{} {}", month, date.substr(3));
    d.push_back(Diag(
        "date/mixed-format", Severity::kWarning, Find(s, date),
        fmt::format("date `{}` is written MM/YYYY; this CV mostly writes Mon YYYY", date), note));
    d.back().fix = MakeFix(fmt::format("Write `{}`", want), FixSafety::kSafe, Find(s, date), want);
    d.back().group = "month-style";
  }
  for (int i = 0; i < 3; ++i) {
    const ByteRange blank_star = Find(s, " *\n", i);
    d.push_back(Diag("ocr/stray-emphasis", Severity::kWarning,
                     {blank_star.begin + 1, blank_star.begin + 2},
                     "stray `*` at the end of a line"));
    d.back().fix =
        MakeFix("Delete the `*`", FixSafety::kSafe, {blank_star.begin, blank_star.begin + 2}, "");
  }
  d.push_back(Diag("date/range-reversed", Severity::kError, Find(s, "Sep 2014 – May 2019"),
                   "invented finding of its own"));
  std::sort(d.begin(), d.end(), DiagnosticLess);
  return f;
}

// Counts what the CLI would put in the summary of a `check` over `files`.
inline RunSummary Summarize(const std::vector<const CannedFile*>& files) {
  RunSummary summary;
  for (const CannedFile* f : files) {
    ++summary.files;
    summary.files_with_diagnostics += f->diagnostics.empty() ? 0 : 1;
    for (const Diagnostic& d : f->diagnostics) {
      switch (d.severity) {
        case Severity::kError:
          ++summary.errors;
          break;
        case Severity::kWarning:
          ++summary.warnings;
          break;
        case Severity::kInfo:
          ++summary.infos;
          break;
      }
      summary.fixable += d.fix.has_value() ? 1 : 0;
    }
  }
  return summary;
}

inline RunInfo TestRunInfo(std::string_view command = "check") {
  return RunInfo{"0.0.0-test", command, {}};
}

// Runs the reporter registered as `format` over `files` and returns what it wrote; `status`
// receives End()'s result when not null.
inline std::string RunReporter(std::string_view format, ReporterOptions options, const RunInfo& run,
                               const std::vector<const CannedFile*>& files,
                               const RunSummary& summary, absl::Status* status = nullptr) {
  const ReporterInfo* info = ReporterRegistry::Get().Find(format);
  EXPECT_NE(info, nullptr) << "no reporter registered as " << format;
  if (info == nullptr) {
    return {};
  }
  char* data = nullptr;
  size_t size = 0;
  std::FILE* out = open_memstream(&data, &size);
  EXPECT_NE(out, nullptr);
  if (out == nullptr) {
    return {};
  }
  options.out = out;
  std::unique_ptr<Reporter> reporter = info->create(options);
  reporter->Begin(run);
  for (const CannedFile* f : files) {
    FileRecord record{std::nullopt, f->applied, {}, {}};
    if (f->fixed != nullptr) {
      record.before = f->source->text();
      record.after = f->fixed->text();
    }
    reporter->File(*f->source, f->diagnostics, record);
  }
  const absl::Status end = reporter->End(summary);
  EXPECT_TRUE(end.ok()) << end;
  if (status != nullptr) {
    *status = end;
  }
  std::fclose(out);
  std::string result(data, size);
  std::free(data);
  return result;
}

inline std::string GoldenPath(std::string_view name) {
  return std::string(CVTIDY_SOURCE_DIR) + "/tests/reporters/golden/" + std::string(name);
}

// Compares `actual` with tests/reporters/golden/<name>, or rewrites the golden file when the
// environment has CVTIDY_UPDATE_GOLDENS=1.
inline void ExpectGolden(std::string_view name, const std::string& actual) {
  const std::string path = GoldenPath(name);
  const char* update = std::getenv("CVTIDY_UPDATE_GOLDENS");
  if (update != nullptr && std::string_view(update) == "1") {
    std::ofstream(path, std::ios::binary) << actual;
    return;
  }
  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in.good()) << path << " is missing; run with CVTIDY_UPDATE_GOLDENS=1";
  std::stringstream expected;
  expected << in.rdbuf();
  EXPECT_EQ(expected.str(), actual)
      << "golden " << path << " differs; after review, CVTIDY_UPDATE_GOLDENS=1 rewrites it";
}

// Runs `python3 -c script` with `input` on stdin and returns its exit status, or -1 when
// python3 is not available (the shell's 127). -S skips site imports: startup is most of the
// cost and the script needs only the standard library.
inline int RunPython(const std::string& script, const std::string& input) {
  const std::string command = "python3 -S -c '" + script + "' 2>&1";
  std::FILE* pipe = popen(command.c_str(), "w");
  if (pipe == nullptr) {
    return -1;
  }
  std::fwrite(input.data(), 1, input.size(), pipe);
  const int status = pclose(pipe);
  if (!WIFEXITED(status)) {
    return 128;
  }
  return WEXITSTATUS(status) == 127 ? -1 : WEXITSTATUS(status);
}

}  // namespace cvtidy::testing_canned

#endif  // CVTIDY_TESTS_REPORTERS_CANNED_H_
