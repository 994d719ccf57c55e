// The bad-input matrix: one row per kind of input a batch user can hand cvtidy by mistake or
// meet in the wild. Every row asserts the exit code, a message that says what happened (and,
// for a refusal, what to do), and a time bound: no input may hang or crash cvtidy.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;

struct MatrixRow {
  std::string name;
  // Writes the inputs into the test's directory.
  std::function<void(const fs::path& dir)> setup;
  std::vector<std::string> args;  // after `check --today=...`
  int exit_code = 0;
  std::string message;  // a substring of stdout + stderr
  int bound_ms = 10000;
};

void WriteBytes(const fs::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

std::string Repeat(std::string_view piece, size_t times) {
  std::string out;
  out.reserve(piece.size() * times);
  for (size_t i = 0; i < times; ++i) {
    out.append(piece);
  }
  return out;
}

std::vector<MatrixRow> Rows() {
  const std::string entry = "- Research Engineer, Example Labs, 2019 - 2021\n";
  return {
      {"EmptyFile",
       [](const fs::path& d) { WriteBytes(d / "cv.md", ""); },
       {"cv.md"},
       0,
       "No problems found in 1 file"},
      {"ByteOrderMarkOnly",
       [](const fs::path& d) { WriteBytes(d / "cv.md", "\xEF\xBB\xBF"); },
       {"cv.md"},
       0,
       "No problems found in 1 file"},
      {"NulBytes",
       [](const fs::path& d) { WriteBytes(d / "cv.md", std::string("# Ada\n\0\0x\n", 11)); },
       {"cv.md"},
       1,
       "binary file (NUL byte); skipped [input/encoding]"},
      {"BinaryFile",
       [](const fs::path& d) {
         std::string bytes;
         for (int i = 0; i < 4096; ++i) {
           bytes.push_back(static_cast<char>((i * 7919) & 0xFF));
         }
         WriteBytes(d / "cv.md", bytes);
       },
       {"cv.md"},
       1,
       "skipped [input/encoding]"},
      {"Utf16WithByteOrderMark",
       [](const fs::path& d) {
         std::string utf16 = "\xFF\xFE";
         for (const char c : std::string("# Ada Example\n\n## Education\n\n- Ph.D., 2020\n")) {
           utf16 += c;
           utf16 += '\0';
         }
         WriteBytes(d / "cv.md", utf16);
       },
       {"cv.md"},
       0,
       "read as UTF-16LE (its byte order mark), not UTF-8"},
      {"Latin1",
       [](const fs::path& d) {
         WriteBytes(d / "cv.md",
                    "Mathias L\xE9"
                    "cuyer\n\nUniversit\xE9 de Montr\xE9"
                    "al, 2020\n");
       },
       {"cv.md"},
       0,
       "(detected), not UTF-8; `fix` writes the file back in"},
      {"Utf8WithAStrayByte",
       [](const fs::path& d) {
         WriteBytes(d / "cv.md",
                    "Ren\xC3\xA9"
                    "e L\xE9"
                    "cuyer, 2020\n");
       },
       {"cv.md"},
       1,
       "invalid UTF-8 (byte 0xE9); file skipped: convert it to UTF-8 first"},
      {"OneMegabyteLine",
       [](const fs::path& d) { WriteBytes(d / "cv.md", std::string(1 << 20, 'x') + "\n"); },
       {"cv.md"},
       1,
       "a line longer than 65536 bytes; file skipped"},
      {"HundredThousandTinyLines",
       [](const fs::path& d) { WriteBytes(d / "cv.md", Repeat("a\n", 100000)); },
       {"cv.md"},
       0,
       "No problems found in 1 file"},
      {"FiftyMegabyteFile",
       [entry](const fs::path& d) {
         WriteBytes(d / "cv.md", "# Ada Example\n\n## Experience\n\n" +
                                     Repeat(entry, (50u << 20) / entry.size()));
       },
       // No per-file budget: the whole file is linted, so the result does not depend on how
       // loaded the machine is; the row's own time bound still holds.
       {"--file-timeout", "0", "cv.md"},
       0,
       "1 file",
       120000},
      {"CrOnlyLineEndings",
       [](const fs::path& d) {
         std::string cr = kMixedCv;
         std::replace(cr.begin(), cr.end(), '\n', '\r');
         WriteBytes(d / "cv.md", cr);
       },
       {"cv.md"},
       1,
       "cv.md:5:52: warning: date `09/2019`"},
      {"MissingPath", [](const fs::path&) {}, {"missing.md"}, 2, "missing.md: no such file"},
      {"DirectoryWithoutCvs",
       [](const fs::path& d) { fs::create_directory(d / "empty"); },
       {"empty"},
       0,
       "no *.md, *.markdown or *.txt files found in this directory"},
      {"UnreadableFile",
       [](const fs::path& d) {
         WriteBytes(d / "cv.md", "# Ada\n");
         ::chmod((d / "cv.md").c_str(), 0);
       },
       {"cv.md"},
       2,
       "cv.md: Permission denied"},
      {"SymlinkLoop",
       [](const fs::path& d) {
         fs::create_symlink("b.md", d / "a.md");
         fs::create_symlink("a.md", d / "b.md");
       },
       {"a.md"},
       2,
       "a.md: Too many levels of symbolic links"},
      {"Fifo",
       [](const fs::path& d) { ::mkfifo((d / "cv.md").c_str(), 0600); },
       {"cv.md"},
       2,
       "cv.md: a FIFO, not a regular file"},
      {"MalformedConfig",
       [](const fs::path& d) {
         WriteBytes(d / "cv.md", "# Ada\n");
         WriteBytes(d / "bad.toml", "[style\ndate = \"Mon YYYY\"\n");
       },
       {"--config", "bad.toml", "cv.md"},
       2,
       "bad.toml:1:"},
      {"WrongTypedConfig",
       [](const fs::path& d) {
         WriteBytes(d / "cv.md", "# Ada\n");
         WriteBytes(d / "bad.toml", "[style]\ndate = 3\n");
       },
       {"--config", "bad.toml", "cv.md"},
       2,
       "bad.toml:2:"},
      {"HugeConfig",
       [](const fs::path& d) {
         WriteBytes(d / "cv.md", "# Ada\n");
         std::string toml = "select = [";
         for (int i = 0; i < 200000; ++i) {
           toml += "\"date/future\", ";
         }
         toml += "]\n[rules]\n";
         WriteBytes(d / "big.toml", toml + "\"date/nonexistent\" = \"error\"\n");
       },
       {"--config", "big.toml", "cv.md"},
       2,
       "big.toml:3:"},
  };
}

void PrintTo(const MatrixRow& row, std::ostream* os) { *os << row.name; }

class BadInputMatrixTest : public CliTest, public ::testing::WithParamInterface<MatrixRow> {};

TEST_P(BadInputMatrixTest, ClearResultInBoundedTime) {
  const MatrixRow& row = GetParam();
  // Root reads a file whatever its mode: the unreadable row needs an ordinary user.
  if (row.name == "UnreadableFile" && ::geteuid() == 0) {
    GTEST_SKIP() << "running as root, which can read any file";
  }
  row.setup(dir_);
  std::vector<std::string> args = {"check", kToday};
  if (kCheckedBuild) {
    // The default 5 s budget is for release builds; the bound below still catches a hang.
    args.push_back("--file-timeout=0");
  }
  args.insert(args.end(), row.args.begin(), row.args.end());
  const RunResult r = RunWith({}, args, row.bound_ms);
  EXPECT_FALSE(r.timed_out) << row.name << " took longer than " << row.bound_ms << " ms";
  EXPECT_EQ(r.code, row.exit_code) << r;
  EXPECT_THAT(r.out + r.err, HasSubstr(row.message)) << r;
}

INSTANTIATE_TEST_SUITE_P(Rows, BadInputMatrixTest, ::testing::ValuesIn(Rows()),
                         [](const ::testing::TestParamInfo<MatrixRow>& info) {
                           return info.param.name;
                         });

}  // namespace
}  // namespace cvtidy::testing_cli
