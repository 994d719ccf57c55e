#include "reporters/text_reporter.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

#include "src/engine/reporter.h"
#include "tests/reporters/canned.h"

namespace cvtidy {
namespace {

using testing_canned::CannedFile;
using testing_canned::ExpectGolden;
using testing_canned::MakeCannedCv;
using testing_canned::MakeCleanFile;
using testing_canned::MakeSecondFile;
using testing_canned::RunReporter;
using testing_canned::Summarize;
using testing_canned::TestRunInfo;

std::string Excerpt(std::string_view line, size_t begin, size_t end, uint32_t line_number = 1) {
  fmt::memory_buffer out;
  internal::AppendExcerpt(out, line, line_number, fmt::formatted_size("{}", line_number), begin,
                          end, {});
  return fmt::to_string(out);
}

// The underline of a one-digit line: `width` carets after `column` cells.
std::string Under(size_t column, size_t width) {
  return "  | " + std::string(column, ' ') + std::string(width, '^') + "\n";
}

// Runs the text reporter over no files with `summary`, so only the summary is printed.
std::string SummaryOnly(const RunSummary& summary, std::string_view command = "check") {
  return RunReporter("text", {}, TestRunInfo(command), {}, summary);
}

TEST(TextReporterTest, CannedSetMatchesGolden) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = RunReporter("text", {}, TestRunInfo(), {&cv}, Summarize({&cv}));
  ExpectGolden("text.txt", out);
  EXPECT_EQ(out.find('\x1b'), std::string::npos) << "no ANSI codes without --color";
  EXPECT_EQ(out.find('\r'), std::string::npos);
  EXPECT_EQ(out.find('\t'), std::string::npos);
}

TEST(TextReporterTest, ShowFixesListsTheAppliedFixesBeforeTheDiagnostics) {
  CannedFile cv = MakeCannedCv();
  testing_canned::WithAppliedFixes(cv);
  const std::string out =
      RunReporter("text", {.show_fixes = true}, TestRunInfo("fix"), {&cv}, Summarize({&cv}));
  const size_t list = out.find(": 6 fixes applied\n");
  ASSERT_NE(list, std::string::npos) << out;
  EXPECT_LT(list, out.find("warning:"));
  EXPECT_NE(out.find("  4:53 date/mixed-format (pass 1): `09/2019` -> `Sep 2019`\n"
                     "       why: "),
            std::string::npos)
      << out;
  // Without --show-fixes the list is not printed.
  const std::string plain = RunReporter("text", {}, TestRunInfo("fix"), {&cv}, Summarize({&cv}));
  EXPECT_EQ(plain.find("fixes applied"), std::string::npos);
}

TEST(TextReporterTest, CannedSetInColourMatchesGolden) {
  const CannedFile cv = MakeCannedCv();
  const std::string out =
      RunReporter("text", {.color = true}, TestRunInfo(), {&cv}, Summarize({&cv}));
  ExpectGolden("text_color.txt", out);
  EXPECT_NE(out.find("\x1b[1;31merror\x1b[0m"), std::string::npos);
  EXPECT_NE(out.find("\x1b[1;33mwarning\x1b[0m"), std::string::npos);
  EXPECT_NE(out.find("\x1b[1;36minfo\x1b[0m"), std::string::npos);
  EXPECT_NE(out.find("\x1b[2m[date/mixed-format]\x1b[0m"), std::string::npos);
  EXPECT_NE(out.find("\x1b[1;33m^^^^^^^\x1b[0m"), std::string::npos);  // under `09/2019`
  // The message's own escape sequence never reaches the terminal.
  EXPECT_EQ(out.find("\x1b[2J"), std::string::npos);
}

TEST(TextReporterTest, MultiFileRunMatchesGolden) {
  const CannedFile cv = MakeCannedCv();
  const CannedFile clean = MakeCleanFile();
  const CannedFile second = MakeSecondFile();
  const std::vector<const CannedFile*> files = {&cv, &clean, &second};
  const std::string out = RunReporter("text", {}, TestRunInfo(), files, Summarize(files));
  ExpectGolden("text_multi.txt", out);
  EXPECT_NE(out.find("Found 11 problems (3 errors, 5 warnings, 3 info) in 2 of 3 files.\n"
                     "6 fixable with `cvtidy fix`; 2 more with `cvtidy fix --unsafe-fixes`.\n"),
            std::string::npos);
}

// The CLI renders each file on the worker that linted it (Render), then writes it in input
// order (WriteRendered): the report must be byte for byte what File writes, summary included.
TEST(TextReporterTest, RenderingOnWorkersWritesWhatFileWrites) {
  CannedFile cv = MakeCannedCv();
  testing_canned::WithAppliedFixes(cv);
  const CannedFile second = MakeSecondFile();
  const std::vector<const CannedFile*> files = {&cv, &second};
  const RunSummary summary = Summarize(files);
  for (const auto& [color, command] : {std::pair{false, "check"}, std::pair{true, "fix"}}) {
    const ReporterOptions options{.color = color, .show_fixes = true};
    const std::string by_file = RunReporter("text", options, TestRunInfo(command), files, summary);

    char* data = nullptr;
    size_t size = 0;
    std::FILE* out = open_memstream(&data, &size);
    ASSERT_NE(out, nullptr);
    ReporterOptions rendered_options = options;
    rendered_options.out = out;
    TextReporter reporter(rendered_options);
    reporter.Begin(TestRunInfo(command));
    for (const CannedFile* f : files) {
      FileRecord record{std::nullopt, f->applied, {}, {}};
      const std::optional<std::string> rendered =
          std::as_const(reporter).Render(*f->source, f->diagnostics, record);
      ASSERT_TRUE(rendered.has_value());
      reporter.WriteRendered(*rendered, f->diagnostics);
    }
    ASSERT_TRUE(reporter.End(summary).ok());
    std::fclose(out);
    const std::string by_render(data, size);
    std::free(data);
    EXPECT_EQ(by_render, by_file) << command;
    EXPECT_NE(by_file.find("fixes applied"), std::string::npos);
  }
  // The unsafe fixes are counted from the rendered files too.
  EXPECT_NE(RunReporter("text", {}, TestRunInfo("check"), files, summary).find("--unsafe-fixes"),
            std::string::npos);
}

TEST(TextReporterTest, GroupedFindingsShowOnceWithTheOthersByPosition) {
  const CannedFile grouped = testing_canned::MakeGroupedFile();
  const std::string out = RunReporter("text", {}, TestRunInfo(), {&grouped}, Summarize({&grouped}));
  ExpectGolden("text_grouped.txt", out);
  // Three groups: the date-style vote, the repeated `*`, the finding of its own.
  size_t headers = 0;
  for (size_t at = out.find("grouped.md:"); at != std::string::npos;
       at = out.find("grouped.md:", at + 1)) {
    ++headers;
  }
  EXPECT_EQ(headers, 3u) << out;
  // Members that mark other text show it; members marking the leader's text show positions.
  EXPECT_NE(out.find("  = and 2 more: 4:24 `10/2019`, 7:27 `01/2016`\n"), std::string::npos) << out;
  EXPECT_NE(out.find("  = and 2 more: 4:43, 6:49\n"), std::string::npos) << out;
  // The summary counts every member.
  EXPECT_NE(out.find("Found 7 problems (1 error, 6 warnings) in 1 file.\n"), std::string::npos)
      << out;
}

TEST(TextReporterTest, NoGroupShowsEveryFindingOnItsOwn) {
  const CannedFile grouped = testing_canned::MakeGroupedFile();
  const std::string out =
      RunReporter("text", {.group = false}, TestRunInfo(), {&grouped}, Summarize({&grouped}));
  EXPECT_EQ(out.find("more:"), std::string::npos) << out;
  EXPECT_NE(out.find("grouped.md:4:24: warning: date `10/2019`"), std::string::npos) << out;
  EXPECT_NE(out.find("grouped.md:6:49: warning: stray `*`"), std::string::npos) << out;
  // Each finding is shown as a file of it alone shows it.
  std::string each;
  for (const Diagnostic& d : grouped.diagnostics) {
    CannedFile one;
    one.source = std::make_unique<Source>(
        Source::FromBytes("grouped.md", std::string(grouped.source->text())));
    one.diagnostics = {d};
    each += RunReporter("text", {.quiet = true}, TestRunInfo(), {&one}, {});
  }
  EXPECT_EQ(RunReporter("text", {.quiet = true, .group = false}, TestRunInfo(), {&grouped}, {}),
            each);
  // A file where nothing groups reads the same either way.
  const CannedFile cv = MakeCannedCv();
  EXPECT_EQ(RunReporter("text", {.group = false}, TestRunInfo(), {&cv}, Summarize({&cv})),
            RunReporter("text", {}, TestRunInfo(), {&cv}, Summarize({&cv})));
}

TEST(TextReporterTest, LongMemberListsWrapUnderTheirLabel) {
  std::string text = "# Dee Invented\n";
  for (int i = 0; i < 40; ++i) {
    text += "- item *\n";
  }
  CannedFile f;
  f.source = std::make_unique<Source>(Source::FromBytes("long.md", text));
  for (int i = 0; i < 40; ++i) {
    f.diagnostics.push_back(testing_canned::Diag("ocr/stray-emphasis", Severity::kWarning,
                                                 testing_canned::Find(*f.source, "*", i),
                                                 "stray `*`"));
  }
  const std::string out = RunReporter("text", {.quiet = true}, TestRunInfo(), {&f}, {});
  const size_t label = out.find("  = and 39 more: 3:8, 4:8,");
  ASSERT_NE(label, std::string::npos) << out;
  // Every line of the list is short, and the continuation lines start under the first item.
  for (std::string_view rest = std::string_view(out).substr(label); !rest.empty();) {
    const size_t eol = rest.find('\n');
    const std::string_view line = rest.substr(0, eol);
    EXPECT_LE(line.size(), 120u) << line;
    if (line.empty()) {
      break;
    }
    if (line.find("= and") == std::string_view::npos) {
      EXPECT_EQ(line.substr(0, 17), std::string(17, ' ')) << line;
    }
    rest.remove_prefix(eol + 1);
  }
  EXPECT_NE(out.find(" 41:8\n"), std::string::npos) << out;
}

TEST(TextReporterTest, EmptyRun) {
  EXPECT_EQ(SummaryOnly({}), "No files checked.\n");
  EXPECT_EQ(RunReporter("text", {.quiet = true}, TestRunInfo(), {}, {}), "");
}

TEST(TextReporterTest, HeaderExcerptHelpAndNote) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = RunReporter("text", {.quiet = true}, TestRunInfo(), {&cv}, {});
  EXPECT_NE(out.find("cv.md:4:53: warning: date `09/2019` is written MM/YYYY; this CV mostly "
                     "writes Mon YYYY [date/mixed-format]\n"
                     "  |\n"
                     "4 | - **Example University**    Ph.D. in Computer Science, 09/2019 – "
                     "Present\n"
                     "  |" +
                     std::string(1 + 55, ' ') + "^^^^^^^\n" +
                     "  = help: Write `Sep 2019`\n"
                     "  = note: 3 of 4 dates in this CV are written Mon YYYY.\n\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("  = help: Write `ada@example.org` (unsafe fix)\n"), std::string::npos);
  // A multi-line note continues under its first line.
  EXPECT_NE(out.find("  = note: Did you mean `2015 – 2017`?\n"
                     "          Ranges run from start to end.\n"),
            std::string::npos)
      << out;
  EXPECT_EQ(out.find("Found"), std::string::npos) << "--quiet prints no summary";
}

// The header and the gutter's top line are written piece by piece into one resized span:
// they must be what the plain format gives, for line and column numbers of every width, in
// plain output and in colour, for every severity.
TEST(TextReporterTest, HeaderMatchesFormatForNumbersOfEveryWidth) {
  std::mt19937 rng(1616);
  std::string text;
  std::vector<uint32_t> line_starts;
  // 12,000 lines reach five-digit line numbers; lines up to 1,200 bytes, four-digit columns.
  for (int l = 0; l < 12000; ++l) {
    line_starts.push_back(static_cast<uint32_t>(text.size()));
    const size_t length = l % 97 == 0 ? 1200 : std::uniform_int_distribution<size_t>(0, 60)(rng);
    for (size_t i = 0; i < length; ++i) {
      text.push_back(static_cast<char>('a' + i % 26));
    }
    text.push_back('\n');
  }
  CannedFile f = testing_canned::OneFile("dir/fictional cv.md", text);
  constexpr std::string_view kRules[] = {"date/order", "x/y", "structure/duplicate-line"};
  constexpr Severity kSeverities[] = {Severity::kError, Severity::kWarning, Severity::kInfo};
  std::vector<uint32_t> offsets;
  for (int n = 0; n < 300; ++n) {
    offsets.push_back(
        std::uniform_int_distribution<uint32_t>(0, static_cast<uint32_t>(text.size() - 1))(rng));
  }
  // Each width's first and last number, as a line and as a column (lines 1 and 9,992 are
  // 1,200 bytes long).
  for (const uint32_t n : {1u, 9u, 10u, 99u, 100u, 999u, 1000u, 1001u, 9999u, 10000u}) {
    offsets.push_back(line_starts[n - 1]);
    if (n <= 1200) {
      offsets.push_back(line_starts[0] + n - 1);
      offsets.push_back(line_starts[9991] + n - 1);
    }
  }
  std::sort(offsets.begin(), offsets.end());
  for (size_t n = 0; n < offsets.size(); ++n) {
    f.diagnostics.push_back(testing_canned::Diag(kRules[n % 3], kSeverities[n % 3],
                                                 {offsets[n], offsets[n] + 1},
                                                 fmt::format("finding number {}", n)));
  }
  for (const bool color : {false, true}) {
    const std::string out =
        RunReporter("text", {.color = color, .quiet = true}, TestRunInfo(), {&f}, {});
    size_t from = 0;
    for (size_t n = 0; n < offsets.size(); ++n) {
      const Diagnostic& d = f.diagnostics[n];
      const LineCol where = f.source->Locate(offsets[n]);
      const std::string severity(SeverityName(d.severity));
      const std::string gutter(fmt::format("{}", where.line).size(), ' ');
      const std::string expected =
          color ? fmt::format(
                      "\x1b[1m{}:{}:{}:\x1b[0m {}{}\x1b[0m: {} \x1b[2m[{}]\x1b[0m\n"
                      "\x1b[1;34m{} |\x1b[0m\n",
                      f.source->name(), where.line, where.column,
                      d.severity == Severity::kError     ? "\x1b[1;31m"
                      : d.severity == Severity::kWarning ? "\x1b[1;33m"
                                                         : "\x1b[1;36m",
                      severity, d.message, d.rule_id, gutter)
                : fmt::format("{}:{}:{}: {}: {} [{}]\n{} |\n", f.source->name(), where.line,
                              where.column, severity, d.message, d.rule_id, gutter);
      const size_t at = out.find(expected, from);
      ASSERT_NE(at, std::string::npos) << "color " << color << ", finding " << n << ":\n"
                                       << expected << "\nafter:\n"
                                       << out.substr(from, 600);
      from = at + expected.size();
    }
  }
}

TEST(TextReporterTest, SummaryForms) {
  RunSummary one{.files = 1, .files_with_diagnostics = 1, .errors = 1};
  EXPECT_EQ(SummaryOnly(one), "Found 1 problem (1 error) in 1 file.\n");
  EXPECT_EQ(SummaryOnly({.files = 1}), "No problems found in 1 file.\n");
  EXPECT_EQ(SummaryOnly({.files = 3}), "No problems found in 3 files.\n");
  RunSummary mixed{
      .files = 4, .files_with_diagnostics = 4, .warnings = 2, .infos = 1, .fixable = 1};
  EXPECT_EQ(SummaryOnly(mixed),
            "Found 3 problems (2 warnings, 1 info) in 4 files.\n"
            "1 fixable with `cvtidy fix`.\n");
  EXPECT_EQ(SummaryOnly({.files = 2}, "fix"), "No problems found in 2 files.\n");
  EXPECT_EQ(SummaryOnly({.files = 2, .fixed = 1, .files_changed = 1}, "fix"),
            "Fixed 1 problem in 1 file; 0 remaining.\n");
  RunSummary fixed{.files = 5,
                   .files_with_diagnostics = 2,
                   .errors = 1,
                   .warnings = 2,
                   .fixable = 2,
                   .fixed = 5,
                   .files_changed = 2};
  EXPECT_EQ(SummaryOnly(fixed, "fix"),
            "Fixed 5 problems in 2 files; 3 remaining (1 error, 2 warnings).\n");
}

TEST(TextReporterTest, FixableLineSplitsSafeAndUnsafeFixes) {
  CannedFile f{
      std::make_unique<Source>(Source::FromBytes("a.md", "ada at example dot org\n")), {}, {}, {}};
  f.diagnostics.push_back(
      testing_canned::Diag("contact/obfuscated-email", Severity::kWarning, {0, 22}, "obfuscated"));
  f.diagnostics.back().fix =
      testing_canned::MakeFix("Write it", FixSafety::kUnsafe, {0, 22}, "ada@example.org");
  const std::string out = RunReporter("text", {}, TestRunInfo(), {&f}, Summarize({&f}));
  EXPECT_NE(out.find("  = help: Write it (unsafe fix)\n"), std::string::npos) << out;
  EXPECT_NE(out.find("Found 1 problem (1 warning) in 1 file.\n"
                     "1 fixable with `cvtidy fix --unsafe-fixes`.\n"),
            std::string::npos)
      << out;
}

TEST(TextReporterTest, TabsExpandInExcerptAndUnderline) {
  EXPECT_EQ(Excerpt("\tab cd", 4, 6, 3), "3 |     ab cd\n" + Under(7, 2));
  EXPECT_EQ(Excerpt("a\t\tb", 3, 4), "1 | a        b\n" + Under(9, 1));
}

TEST(TextReporterTest, MultibyteAndWideCharactersKeepCaretsAligned) {
  // é is one cell, 東 and 京 two each.
  EXPECT_EQ(Excerpt("é 東京 x", 10, 11), "1 | é 東京 x\n" + Under(7, 1));
  EXPECT_EQ(Excerpt("é 東京 x", 3, 9), "1 | é 東京 x\n" + Under(2, 4));
  // A combining accent takes no cell.
  EXPECT_EQ(Excerpt("e\xCC\x81t", 3, 4), "1 | e\xCC\x81t\n" + Under(1, 1));
}

TEST(TextReporterTest, RangesAcrossLinesAndEmptyRanges) {
  EXPECT_EQ(Excerpt("abc def", 4, 100), "1 | abc def\n" + Under(4, 3));
  EXPECT_EQ(Excerpt("abc def", 7, 7), "1 | abc def\n" + Under(7, 1));
  EXPECT_EQ(Excerpt("abc", 2, 2), "1 | abc\n" + Under(2, 1));
  EXPECT_EQ(Excerpt("", 0, 0), "1 |\n" + Under(0, 1));
}

TEST(TextReporterTest, ControlCharactersAndInvalidUtf8ShowAsReplacement) {
  EXPECT_EQ(Excerpt("a\x1b[2Jb \xE9x y", 10, 11),
            "1 | a\xEF\xBF\xBD[2Jb \xEF\xBF\xBDx y\n" + Under(10, 1));
}

TEST(TextReporterTest, LongLinesShowAWindowAroundTheRange) {
  const std::string line = testing_canned::LongLine();
  const size_t begin = line.find("<b>Keynote</b>");
  ASSERT_GT(line.size(), 250u);
  const std::string out = Excerpt(line, begin, begin + 14);
  const size_t nl = out.find('\n');
  const std::string text = out.substr(4, nl - 4);  // after "1 | "
  const std::string carets = out.substr(nl + 1 + 4);
  EXPECT_EQ(text.substr(0, 3), "…");
  EXPECT_EQ(text.substr(text.size() - 3), "…");
  EXPECT_EQ(text.size(), 3 + 120 + 3) << text;
  // 40 cells of context, after the one-cell `…`.
  EXPECT_EQ(text.substr(3 + 40, 14), "<b>Keynote</b>");
  EXPECT_EQ(carets, std::string(41, ' ') + std::string(14, '^') + "\n");

  // Near the start there is nothing to cut before the range; near the end, nothing after.
  const std::string head = Excerpt(line, 2, 6);
  EXPECT_EQ(head.substr(4, 4), "- Ta");
  EXPECT_NE(head.find("…\n"), std::string::npos);
  const std::string tail = Excerpt(line, line.size() - 5, line.size());
  EXPECT_EQ(tail.substr(4, 3), "…");
  EXPECT_NE(tail.find("scale\n"), std::string::npos);
  EXPECT_NE(tail.find(std::string(1 + 115, ' ') + "^^^^^\n"), std::string::npos) << tail;
}

TEST(TextReporterTest, HugeLinesStayBounded) {
  const std::string line = std::string(500'000, 'x') + "é" + std::string(500'000, 'y');
  const std::string head = Excerpt(line, 10, 12);
  EXPECT_EQ(head, "1 | " + std::string(120, 'x') + "…\n" + Under(10, 2));
  const std::string middle = Excerpt(line, 500'000, 500'002);
  EXPECT_EQ(middle,
            "1 | …" + std::string(40, 'x') + "é" + std::string(79, 'y') + "…\n" + Under(1 + 40, 1));
  const std::string tail = Excerpt(line, line.size() - 1, line.size());
  EXPECT_EQ(tail, "1 | …" + std::string(120, 'y') + "\n" + Under(1 + 119, 1));
}

TEST(TextReporterTest, CrlfLineEndingIsNotShown) {
  Diagnostic d;
  d.rule_id = "x/y";
  d.range = {6, 14};  // `line\r\nse`: runs into the next line
  d.message = "m";
  CannedFile f{
      std::make_unique<Source>(Source::FromBytes("a.md", "first line\r\nsecond\r\n")), {d}, {}, {}};
  const std::string out = RunReporter("text", {.quiet = true}, TestRunInfo(), {&f}, {});
  EXPECT_EQ(out,
            "a.md:1:7: warning: m [x/y]\n"
            "  |\n"
            "1 | first line\n"
            "  |       ^^^^\n"
            "\n");
}

TEST(TextReporterTest, IsRegistered) {
  const ReporterInfo* info = ReporterRegistry::Get().Find("text");
  ASSERT_NE(info, nullptr);
  EXPECT_FALSE(info->summary.empty());
  ASSERT_NE(ReporterRegistry::Get().Find("json"), nullptr);
}

// CellWidth tests the narrow code points before the range tables; every code point up to
// the planes CVs use must keep the width the tables alone give it.
TEST(TextReporterTest, CellWidthMatchesTheRangeTablesForEveryCodePoint) {
  const auto in = [](char32_t cp, char32_t lo, char32_t hi) { return cp >= lo && cp <= hi; };
  const auto reference = [&](char32_t cp) {
    if (cp == '\t') {
      return 4;
    }
    if (cp < 0x20 || in(cp, 0x7F, 0x9F) || in(cp, 0x202A, 0x202E) || in(cp, 0x2066, 0x2069)) {
      return 1;  // shown as U+FFFD
    }
    if (in(cp, 0x0300, 0x036F) || in(cp, 0x1AB0, 0x1AFF) || in(cp, 0x1DC0, 0x1DFF) ||
        in(cp, 0x200B, 0x200F) || in(cp, 0x20D0, 0x20FF) || in(cp, 0xFE00, 0xFE0F) ||
        in(cp, 0xFE20, 0xFE2F) || cp == 0x2060 || cp == 0xFEFF) {
      return 0;
    }
    const bool wide = in(cp, 0x1100, 0x115F) || in(cp, 0x2E80, 0x303E) || in(cp, 0x3041, 0x33FF) ||
                      in(cp, 0x3400, 0x4DBF) || in(cp, 0x4E00, 0x9FFF) || in(cp, 0xA000, 0xA4CF) ||
                      in(cp, 0xAC00, 0xD7A3) || in(cp, 0xF900, 0xFAFF) || in(cp, 0xFE30, 0xFE4F) ||
                      in(cp, 0xFF00, 0xFF60) || in(cp, 0xFFE0, 0xFFE6) ||
                      in(cp, 0x1F300, 0x1F64F) || in(cp, 0x1F900, 0x1F9FF) ||
                      in(cp, 0x20000, 0x2FFFD) || in(cp, 0x30000, 0x3FFFD);
    return wide ? 2 : 1;
  };
  for (char32_t cp = 0; cp <= 0x40000; ++cp) {
    ASSERT_EQ(internal::CellWidth(cp), reference(cp)) << static_cast<uint32_t>(cp);
  }
}

}  // namespace
}  // namespace cvtidy
