// End-to-end tests of `cvtidy fix` on the real binary: writes are atomic, keep permissions,
// BOM and line endings, touch nothing when nothing changes, and --diff writes nothing.
#include <sys/stat.h>

#include <cstdio>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

struct stat Stat(const std::filesystem::path& path) {
  struct stat st {};
  EXPECT_EQ(::stat(path.c_str(), &st), 0) << path;
  return st;
}

TEST_F(CliTest, FixRewritesAtomicallyAndKeepsPermissions) {
  Write("cv.md", kMixedCv);
  ASSERT_EQ(::chmod(Path("cv.md").c_str(), 0640), 0);
  const ino_t inode_before = Stat(Path("cv.md")).st_ino;

  const RunResult r = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.err, "");
  EXPECT_THAT(r.out, HasSubstr("Fixed 1 problem"));
  EXPECT_EQ(Read("cv.md"), kCleanCv);
  const struct stat after = Stat(Path("cv.md"));
  EXPECT_EQ(after.st_mode & 07777, 0640u);
  EXPECT_NE(after.st_ino, inode_before) << "expected a rename over the file";
  EXPECT_EQ(DirectoryEntries(dir_), std::vector<std::string>{"cv.md"}) << "temp file left";

  // Fixing again finds nothing to do.
  const RunResult again = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(again.code, 0) << again;
  EXPECT_EQ(Read("cv.md"), kCleanCv);
}

TEST_F(CliTest, FixLeavesAnUnchangedFileAlone) {
  Write("cv.md", kCleanCv);
  Age(Path("cv.md"));
  const struct stat before = Stat(Path("cv.md"));
  const RunResult r = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  const struct stat after = Stat(Path("cv.md"));
  EXPECT_EQ(after.st_ino, before.st_ino);
  EXPECT_EQ(after.st_mtim.tv_sec, before.st_mtim.tv_sec);
  EXPECT_EQ(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);
}

TEST_F(CliTest, FixDiffPrintsAPatchAndWritesNothing) {
  Write("cv.md", kMixedCv);
  Age(Path("cv.md"));
  const RunResult r = Run({"fix", kToday, "--diff", "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.out,
            "--- a/cv.md\n"
            "+++ b/cv.md\n"
            "@@ -2,6 +2,6 @@\n"
            " \n"
            " ## Education\n"
            " \n"
            "-- Ph.D. in Computer Science, Northfield Institute, 09/2019 – Present\n"
            "+- Ph.D. in Computer Science, Northfield Institute, Sep 2019 – Present\n"
            " - M.Sc. in Computer Science, Lakeside University, Sep 2017 – Jun 2019\n"
            " - B.Sc. in Mathematics, Lakeside University, Sep 2013 – Jun 2017\n");
  // The report goes to stderr, so stdout stays a patch.
  EXPECT_THAT(r.err, HasSubstr("Would fix 1 problem"));
  EXPECT_EQ(Read("cv.md"), kMixedCv);
  EXPECT_EQ(Stat(Path("cv.md")).st_mtim.tv_sec, 1000000000);

  // The patch applies and gives what `fix` writes.
  Write("out.diff", r.out);
  ASSERT_EQ(std::system(("cd " + dir_.string() + " && patch -s -p1 < out.diff").c_str()), 0);
  EXPECT_EQ(Read("cv.md"), kCleanCv);
}

TEST_F(CliTest, FixKeepsBomAndCrlf) {
  std::string crlf;
  for (const char c : std::string(kMixedCv)) {
    crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  }
  Write("cv.md", "\xEF\xBB\xBF" + crlf);
  const RunResult r = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  std::string expected;
  for (const char c : std::string(kCleanCv)) {
    expected += c == '\n' ? std::string("\r\n") : std::string(1, c);
  }
  EXPECT_EQ(Read("cv.md"), "\xEF\xBB\xBF" + expected);
}

// A CR-only file is a file of lines, not one line: the fix lands on the right line and the
// file keeps its `\r` endings.
TEST_F(CliTest, FixKeepsCrOnlyLineEndings) {
  std::string cr;
  for (const char c : std::string(kMixedCv)) {
    cr += c == '\n' ? '\r' : c;
  }
  Write("cv.md", cr);
  const RunResult check = Run({"check", kToday, "cv.md"});
  EXPECT_THAT(check.out, HasSubstr("cv.md:5:52:")) << check;
  const RunResult r = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  std::string expected;
  for (const char c : std::string(kCleanCv)) {
    expected += c == '\n' ? '\r' : c;
  }
  EXPECT_EQ(Read("cv.md"), expected);
}

// A legacy 8-bit file is read in its charset and written back in it; when a fix needs a
// character that charset lacks, the file is left as it was and the error says what to do.
TEST_F(CliTest, FixWritesALegacyEncodingBackOrRefuses) {
  const std::string cp1252 =
      "# Mathias L\xE9"
      "cuyer\n\n## Education\n\n- Ph.D., Universit\xE9 de Montr\xE9"
      "al, 09/2019 \x96 Jun 2021\n- M.Sc., Universit\xE9 Laval, Sep 2016 \x96 Jun 2018\n"
      "- B.Sc., Universit\xE9 Laval, Sep 2013 \x96 Jun 2016\n";
  Write("cv.md", cp1252);
  const RunResult check = Run({"check", kToday, "cv.md"});
  EXPECT_THAT(check.out, HasSubstr("(detected), not UTF-8")) << check;
  const RunResult fix = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(fix.code, 0) << fix;
  std::string expected = cp1252;
  expected.replace(expected.find("09/2019"), 7, "Sep 2019");
  EXPECT_EQ(Read("cv.md"), expected);

  const std::string latin1 =
      "Mathias L\xE9"
      "cuyer\n\nEDUCATION\n\ne Universit\xE9 de Montr\xE9"
      "al\no Ph.D. in Physics, 2021\ne Universit\xE9 Laval\no M.Sc. in Physics, 2018\n";
  Write("scan.txt", latin1);
  const RunResult refused = Run({"fix", kToday, "scan.txt"});
  EXPECT_EQ(refused.code, 2) << refused;
  EXPECT_THAT(refused.err, HasSubstr("cannot write `\xE2\x80\xA2` (U+2022); file left unchanged "
                                     "(convert it to UTF-8 first: iconv -f ISO-8859-1 -t UTF-8; "
                                     "or, if it is not ISO-8859-1, name its encoding with "
                                     "--encoding)"))
      << refused;
  EXPECT_EQ(Read("scan.txt"), latin1);
}

TEST_F(CliTest, EncodingFlagNamesTheInputEncoding) {
  const std::string latin1 =
      "# Mathias L\xE9"
      "cuyer\n\n## Education\n\n- Ph.D., Universit\xE9 Laval, 09/2019 - Jun 2021\n"
      "- M.Sc., Universit\xE9 Laval, Sep 2016 - Jun 2018\n";
  Write("cv.md", latin1);
  const RunResult check = Run({"check", kToday, "--encoding", "latin1", "cv.md"});
  EXPECT_THAT(check.out, HasSubstr("read as LATIN1 (--encoding), not UTF-8")) << check;
  const RunResult fix = Run({"fix", kToday, "--encoding", "latin1", "cv.md"});
  EXPECT_EQ(fix.code, 0) << fix;
  std::string expected = latin1;
  expected.replace(expected.find("09/2019"), 7, "Sep 2019");
  EXPECT_EQ(Read("cv.md"), expected);

  // Named UTF-8: the stray bytes are reported, not decoded.
  const RunResult utf8 = Run({"check", kToday, "--encoding", "utf-8", "cv.md"});
  EXPECT_THAT(utf8.out, HasSubstr("invalid UTF-8")) << utf8;

  const RunResult unknown = Run({"check", kToday, "--encoding", "klingon-8", "cv.md"});
  EXPECT_EQ(unknown.code, 2) << unknown;
  EXPECT_THAT(unknown.err, HasSubstr("unknown encoding 'klingon-8' for '--encoding'; use an iconv "
                                     "name such as utf-8, latin1"));

  Write("odd.txt", std::string("A\0B", 3));
  const RunResult odd = Run({"check", kToday, "--encoding", "utf-16le", "odd.txt"});
  EXPECT_EQ(odd.code, 2) << odd;
  EXPECT_THAT(odd.err, HasSubstr("odd.txt: cannot be read as UTF-16LE (--encoding): byte 0x42 at "
                                 "offset 2 is not UTF-16LE text"));
}

TEST_F(CliTest, FixRefusesFilesThatAreNotUtf8) {
  const std::string latin1 = std::string(kMixedCv) +
                             "Mathias L\xE9"
                             "cuyer\n";
  Write("cv.md", latin1);
  Age(Path("cv.md"));
  const RunResult r = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, HasSubstr("cv.md:8:10: error: invalid UTF-8"));
  EXPECT_EQ(Read("cv.md"), latin1);
  EXPECT_EQ(Stat(Path("cv.md")).st_mtim.tv_sec, 1000000000);
}

TEST_F(CliTest, FixReportsWhatRemains) {
  // date/range-reversed has no fix: it remains after fixing, and fails the run.
  std::string cv = kMixedCv;
  cv += "- Visiting researcher, Harbor Lab, Jun 2018 – Jan 2018\n";
  Write("cv.md", cv);
  const RunResult r = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_THAT(r.out, HasSubstr("[date/range-reversed]"));
  EXPECT_THAT(r.out, Not(HasSubstr("[date/mixed-format]")));
  EXPECT_THAT(Read("cv.md"), HasSubstr("Sep 2019 – Present"));
}

TEST_F(CliTest, FixStdinWritesTheFixedTextToStdout) {
  RunResult r = Run({"fix", kToday, "-"}, kMixedCv);
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.out, kCleanCv);
  EXPECT_THAT(r.err, HasSubstr("Fixed 1 problem"));

  // Unchanged input is echoed as it is, so `fix -` works as a filter.
  r = Run({"fix", kToday, "-"}, kCleanCv);
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.out, kCleanCv);

  r = Run({"fix", kToday, "--diff", "--stdin-filename", "avery.md", "-"}, kMixedCv);
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, StartsWith("--- a/avery.md\n+++ b/avery.md\n@@ -2,6 +2,6 @@\n"));
}

TEST_F(CliTest, FixDirectoryAndJobs) {
  for (int i = 0; i < 12; ++i) {
    Write("cvs/cv" + std::to_string(10 + i) + ".md", i % 2 ? kMixedCv : kCleanCv);
  }
  const RunResult r = Run({"fix", kToday, "--jobs", "4", "cvs"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("Fixed 6 problems in 6 files"));
  for (int i = 0; i < 12; ++i) {
    EXPECT_EQ(Read("cvs/cv" + std::to_string(10 + i) + ".md"), kCleanCv) << i;
  }
}

TEST_F(CliTest, FixMissingFileStillFixesTheOthers) {
  Write("cv.md", kMixedCv);
  const RunResult r = Run({"fix", kToday, "cv.md", "gone.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_EQ(r.err, "cvtidy: error: gone.md: no such file\n");
  EXPECT_EQ(Read("cv.md"), kCleanCv);
}

TEST_F(CliTest, FixWithABadConfigWritesNothing) {
  Write("cv.md", kMixedCv);
  Write("cvtidy.toml", "[style]\ndate = \"Mon YYYYY\"\n");
  const RunResult r = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("cvtidy.toml:2:"));
  EXPECT_EQ(Read("cv.md"), kMixedCv);
}

// kMixedCv grown past the 50-block file size limit of FixUnderSizeLimit.
std::string TooBigToWrite() { return kMixedCv + std::string(200000, '\n'); }

// Runs `cvtidy fix <args>` in dir_ under a file size limit of 50 blocks (which binds root too,
// so writes past it fail), its output in out.txt and err.txt; returns its exit code.
int FixUnderSizeLimit(const std::filesystem::path& dir, const std::string& args) {
  const std::string command = "cd '" + dir.string() +
                              "' && sh -c 'trap \"\" XFSZ; ulimit -f 50; exec " + CVTIDY_BINARY +
                              " fix --today=2025-03-01 " + args + "' >out.txt 2>err.txt";
  const int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// A write that fails (the file size limit) is an error naming the file; the original stays as
// it was and no temporary file is left behind.
TEST_F(CliTest, FailedWriteLeavesTheFileAndExitsTwo) {
  const std::string big = TooBigToWrite();
  Write("cv.md", big);
  EXPECT_EQ(FixUnderSizeLimit(dir_, "cv.md"), 2) << Read("err.txt");
  EXPECT_THAT(
      Read("err.txt"),
      StartsWith("cvtidy: error: cv.md: write failed: File too large; file left unchanged"));
  EXPECT_EQ(Read("cv.md"), big);
  EXPECT_EQ(DirectoryEntries(dir_), (std::vector<std::string>{"cv.md", "err.txt", "out.txt"}));
}

// Files are written behind the next file's fixing: a write that fails is reported against its
// own file, with that file's findings as they stand, and the files after it are still fixed.
TEST_F(CliTest, AFailedWriteIsReportedForItsFileAndTheNextFileIsFixed) {
  const std::string big = TooBigToWrite();
  Write("a.md", big);
  Write("b.md", kMixedCv);
  EXPECT_EQ(FixUnderSizeLimit(dir_, "--jobs 1 a.md b.md"), 2) << Read("err.txt");
  EXPECT_THAT(Read("err.txt"), HasSubstr("cvtidy: error: a.md: write failed: File too large; "
                                         "file left unchanged"));
  EXPECT_EQ(Read("a.md"), big);
  // a.md's finding is still reported, as the file still has it; b.md's was fixed.
  EXPECT_THAT(Read("out.txt"), HasSubstr("a.md:5:52"));
  EXPECT_THAT(Read("out.txt"), Not(HasSubstr("b.md:5")));
  EXPECT_THAT(Read("b.md"), HasSubstr("Sep 2019 – Present"));
  EXPECT_THAT(Read("out.txt"), HasSubstr("Fixed 1 problem in 1 file;"));
}

}  // namespace
}  // namespace cvtidy::testing_cli
