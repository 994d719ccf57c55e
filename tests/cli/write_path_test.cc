// End-to-end tests of the write path on the real binary: what fix (and a report file) refuses
// to replace, what it reads as standard input, what it never waits on, and the temporary files
// a killed run leaves behind.
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

// Runs `command` through sh in `dir`; returns the exit code (-1 when it did not exit).
int Shell(const std::filesystem::path& dir, const std::string& command) {
  const std::string line = "cd '" + dir.string() + "' && " + command;
  const int status = std::system(line.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

TEST_F(CliTest, FixRefusesAFileWithSeveralHardLinks) {
  Write("cv.md", kMixedCv);
  std::filesystem::create_hard_link(Path("cv.md"), Path("published.md"));
  const RunResult r = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, StartsWith("cvtidy: error: cv.md: it has 2 hard links, and replacing it "
                                "would split them;"));
  EXPECT_THAT(r.err, HasSubstr("file left unchanged"));
  // Both names still share one file, with the old text; what remains is still reported.
  EXPECT_EQ(Read("cv.md"), kMixedCv);
  EXPECT_EQ(std::filesystem::hard_link_count(Path("cv.md")), 2u);
  EXPECT_THAT(r.out, HasSubstr("cv.md:5:52: warning:"));
  EXPECT_EQ(DirectoryEntries(dir_), (std::vector<std::string>{"cv.md", "published.md"}));

  // The way the message points to: fix a copy, then write it back into the shared file.
  EXPECT_EQ(Shell(dir_, std::string(CVTIDY_BINARY) +
                            " fix --today=2025-03-01 - < cv.md > fixed.txt 2>/dev/null && "
                            "cat fixed.txt > cv.md"),
            0);
  EXPECT_EQ(Read("published.md"), kCleanCv);

  // Nothing to change: nothing refused.
  const RunResult clean = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(clean.code, 0) << clean;
}

// Read-only binds its owner; root may write any file, as through open(2), and the mode stays.
TEST_F(CliTest, FixRefusesAReadOnlyFileUnlessRootAndAlwaysAFileOfAnotherUser) {
  Write("cv.md", kMixedCv);
  ASSERT_EQ(::chmod(Path("cv.md").c_str(), 0444), 0);
  // --diff writes nothing, so it is never refused.
  RunResult r = Run({"fix", kToday, "--diff", "cv.md"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("+- Ph.D. in Computer Science, Northfield Institute, Sep 2019"));
  r = Run({"fix", kToday, "cv.md"});
  if (::geteuid() == 0) {
    EXPECT_EQ(r.code, 0) << r;
    EXPECT_THAT(Read("cv.md"),
                HasSubstr("- Ph.D. in Computer Science, Northfield Institute, Sep 2019"));
    struct stat st {};
    ASSERT_EQ(::stat(Path("cv.md").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 07777, 0444u);
    Write("cv.md", kMixedCv);
  } else {
    EXPECT_EQ(r.code, 2) << r;
    EXPECT_THAT(r.err, StartsWith("cvtidy: error: cv.md: it is read-only (mode 0444); make it "
                                  "writable (chmod u+w) to change it; file left unchanged\n"));
    EXPECT_EQ(Read("cv.md"), kMixedCv);
  }

  ASSERT_EQ(::chmod(Path("cv.md").c_str(), 0644), 0);
  if (::chown(Path("cv.md").c_str(), ::geteuid() == 4321 ? 4322 : 4321, -1) != 0) {
    GTEST_SKIP() << "cannot give a file to another user here (not root)";
  }
  r = Run({"fix", kToday, "cv.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("cv.md: it belongs to another user (uid 432"));
  EXPECT_EQ(Read("cv.md"), kMixedCv);
}

TEST_F(CliTest, ReportFilesAreRefusedLikeFixedFiles) {
  Write("cv.md", kMixedCv);
  Write("report.json", "[]\n");
  // A report we may not replace: another user's file as root, a read-only one otherwise.
  const bool root = ::geteuid() == 0;
  ASSERT_EQ(root ? ::chown(Path("report.json").c_str(), 4321, -1)
                 : ::chmod(Path("report.json").c_str(), 0444),
            0);
  const RunResult r =
      Run({"check", kToday, "--format", "json", "--output", "report.json", "cv.md"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr(root ? "cannot write the report to 'report.json': it belongs to "
                                      "another user"
                                    : "cannot write the report to 'report.json': it is read-only"));
  EXPECT_EQ(Read("report.json"), "[]\n");
}

// A walk never writes outside the walked directory through a link; a link inside it is
// followed and its target fixed once.
TEST_F(CliTest, FixInADirectoryWalkWritesNoFileOutsideItThroughALink) {
  Write("outside/cv.md", kMixedCv);
  Write("tree/own.md", kMixedCv);
  Write("tree/real.md", kMixedCv);
  std::filesystem::create_symlink("../outside/cv.md", Path("tree/away.md"));
  std::filesystem::create_symlink("real.md", Path("tree/alias.md"));
  const RunResult r = Run({"fix", kToday, "tree"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, StartsWith("cvtidy: error: tree/away.md: it is reached through a symbolic "
                                "link to '"));
  EXPECT_THAT(r.err, HasSubstr("outside/cv.md', outside the directory being fixed; name that "
                               "file to fix it; file left unchanged\n"));
  EXPECT_EQ(Read("outside/cv.md"), kMixedCv);
  EXPECT_TRUE(std::filesystem::is_symlink(Path("tree/away.md")));
  EXPECT_EQ(Read("tree/own.md"), kCleanCv);
  EXPECT_EQ(Read("tree/real.md"), kCleanCv);
  EXPECT_TRUE(std::filesystem::is_symlink(Path("tree/alias.md")));
  EXPECT_THAT(r.out, HasSubstr("Fixed 2 problems in 2 files"));
  // Checking reads through the link as before.
  const RunResult check = Run({"check", kToday, "--format", "json", "tree"});
  EXPECT_THAT(check.out, HasSubstr("\"path\": \"tree/away.md\""));
  // Named explicitly, the file outside is fixed.
  const RunResult named = Run({"fix", kToday, "outside/cv.md"});
  EXPECT_EQ(named.code, 0) << named;
  EXPECT_EQ(Read("outside/cv.md"), kCleanCv);
}

// Opening a FIFO for reading waits for a writer, and reading it may never end: check and fix
// refuse one at once, and a device too.
TEST_F(CliTest, AFifoOrADeviceIsRefusedAtOnce) {
  ASSERT_EQ(::mkfifo(Path("pipe.md").c_str(), 0644), 0);
  Write("cv.md", kCleanCv);
  for (const std::string command : {"check", "fix"}) {
    const RunResult r = RunWith({}, {command, kToday, "pipe.md", "cv.md"}, 10000);
    EXPECT_FALSE(r.timed_out) << command << " waited on the FIFO";
    EXPECT_EQ(r.code, 2) << r;
    EXPECT_THAT(r.err, StartsWith("cvtidy: error: pipe.md: a FIFO, not a regular file; cvtidy "
                                  "reads files, and standard input as `-`\n"));
    EXPECT_THAT(r.out, HasSubstr("1 file")) << "the other input is still processed";
  }
  const RunResult device = RunWith({}, {"check", kToday, "/dev/null"}, 10000);
  EXPECT_EQ(device.code, 2) << device;
  EXPECT_THAT(device.err, HasSubstr("/dev/null: a device, not a regular file"));
  // In a walk, a FIFO is not a candidate at all.
  const RunResult walk = RunWith({}, {"check", kToday, "."}, 10000);
  EXPECT_FALSE(walk.timed_out);
  EXPECT_EQ(walk.code, 0) << walk;
}

// /dev/stdin is standard input: the fixed text goes to standard output, and the file that
// standard input was redirected from is never rewritten.
TEST_F(CliTest, FixDevStdinPrintsTheFixAndLeavesTheRedirectedFile) {
  Write("cv.md", kMixedCv);
  EXPECT_EQ(Shell(dir_, std::string(CVTIDY_BINARY) +
                            " fix --today=2025-03-01 /dev/stdin < cv.md > out.txt 2> err.txt"),
            0)
      << Read("err.txt");
  EXPECT_EQ(Read("cv.md"), kMixedCv);
  EXPECT_EQ(Read("out.txt"), kCleanCv);
  EXPECT_THAT(Read("err.txt"), HasSubstr("Fixed 1 problem"));
  EXPECT_EQ(Shell(dir_, std::string(CVTIDY_BINARY) +
                            " fix --today=2025-03-01 - < cv.md > out.txt 2> err.txt"),
            0);
  EXPECT_EQ(Read("cv.md"), kMixedCv);
  EXPECT_EQ(Read("out.txt"), kCleanCv);
  // Reports name it as given.
  EXPECT_EQ(Shell(dir_, std::string(CVTIDY_BINARY) +
                            " check --today=2025-03-01 /dev/stdin < cv.md > out.txt 2> err.txt"),
            1);
  EXPECT_THAT(Read("out.txt"), StartsWith("/dev/stdin:5:52: warning:"));
}

TEST_F(CliTest, FixRefusesAFileOverTheSizeLimitAtOnce) {
  // Five MiB of plausible entries, every line short.
  std::string big = kMixedCv;
  while (big.size() <= (size_t{5} << 20)) {
    big += "- Workshop talk, Lakeside University, Sep 2019\n";
  }
  Write("big.md", big);
  Write("cv.md", kMixedCv);
  const RunResult r = RunWith({}, {"fix", kToday, "big.md", "cv.md"}, 60000);
  EXPECT_FALSE(r.timed_out);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_THAT(r.err, StartsWith("cvtidy: error: big.md: 5.0 MiB is more than fix takes (4 MiB); "
                                "file left unchanged."));
  EXPECT_EQ(Read("big.md"), big);
  EXPECT_EQ(Read("cv.md"), kCleanCv);
  // Standard input comes back as it was, so a pipeline loses nothing.
  const RunResult piped = RunWith({}, {"fix", kToday, "-"}, 60000, big);
  EXPECT_EQ(piped.code, 2);
  EXPECT_THAT(piped.err, HasSubstr("-: 5.0 MiB is more than fix takes (4 MiB); input left "
                                   "unchanged."));
  EXPECT_TRUE(piped.out == big) << "stdin was not echoed whole";
}

TEST_F(CliTest, FixRemovesStaleTemporaryFilesAndSaysSo) {
  Write("cv.md", kMixedCv);
  Write(".cv.md.cvtidy-Ab12Cd", "half a fix");  // beside a named input
  Write("cvs/a.md", kCleanCv);
  Write("cvs/.notes.txt.cvtidy-Zz99Yy", "half a fix");  // in a walked directory
  Write("cvs/.a.md.cvtidy-Live00", "a running fix's");  // live: locked by its writer
  Write("cvs/.a.md.cvtidy-notes", "a person's file");   // not a temporary name
  const int live = ::open(Path("cvs/.a.md.cvtidy-Live00").c_str(), O_RDONLY | O_CLOEXEC);
  ASSERT_GE(live, 0);
  ASSERT_EQ(::flock(live, LOCK_EX | LOCK_NB), 0);

  const RunResult r = Run({"fix", kToday, "cv.md", "cvs"});
  ::close(live);
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.err,
            "cvtidy: warning: removed 'cvs/.notes.txt.cvtidy-Zz99Yy', a temporary file left by "
            "an interrupted run\n"
            "cvtidy: warning: removed '.cv.md.cvtidy-Ab12Cd', a temporary file left by an "
            "interrupted run\n");
  EXPECT_EQ(DirectoryEntries(dir_), (std::vector<std::string>{"cv.md", "cvs"}));
  EXPECT_EQ(DirectoryEntries(Path("cvs")),
            (std::vector<std::string>{".a.md.cvtidy-Live00", ".a.md.cvtidy-notes", "a.md"}));
  EXPECT_EQ(Read("cv.md"), kCleanCv);
}

// check writes only its report files: it clears stale temporary files beside those, and
// leaves the directories it reads alone.
TEST_F(CliTest, CheckRemovesStaleTemporaryFilesOfItsReportsOnly) {
  Write("cv.md", kMixedCv);
  Write(".cv.md.cvtidy-Ab12Cd", "half a fix");
  Write(".cv.sarif.cvtidy-Qq11Ww", "half a report");
  const RunResult r = Run({"check", kToday, "--report", "sarif:cv.sarif", "cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  EXPECT_EQ(r.err,
            "cvtidy: warning: removed '.cv.sarif.cvtidy-Qq11Ww', a temporary file left by an "
            "interrupted run\n");
  EXPECT_EQ(DirectoryEntries(dir_),
            (std::vector<std::string>{".cv.md.cvtidy-Ab12Cd", "cv.md", "cv.sarif"}));
}

TEST_F(CliTest, SigintAndSigtermLeaveNoTemporaryReportFile) {
  for (const int signal : {SIGINT, SIGTERM}) {
    // cvtidy waits on standard input (a pipe kept open) with its report file open.
    int in[2];
    ASSERT_EQ(::pipe(in), 0);
    const pid_t pid = ::fork();
    if (pid == 0) {
      ::dup2(in[0], 0);
      ::close(in[1]);
      const int devnull = ::open("/dev/null", O_WRONLY);
      ::dup2(devnull, 1);
      ::dup2(devnull, 2);
      if (::chdir(dir_.c_str()) != 0) {
        ::_exit(127);
      }
      ::execl(CVTIDY_BINARY, CVTIDY_BINARY, "check", "--output", "x.json", "-", nullptr);
      ::_exit(127);
    }
    ::close(in[0]);
    bool temp_seen = false;
    for (int i = 0; i < 1000 && !temp_seen; ++i) {
      const std::vector<std::string> names = DirectoryEntries(dir_);
      temp_seen = std::any_of(names.begin(), names.end(), [](const std::string& name) {
        return name.rfind(".x.json.cvtidy-", 0) == 0;
      });
      if (!temp_seen) {
        ::usleep(10000);
      }
    }
    EXPECT_TRUE(temp_seen);
    ::kill(pid, signal);
    ::close(in[1]);
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == signal) << status;
    EXPECT_THAT(DirectoryEntries(dir_), ::testing::IsEmpty()) << "signal " << signal;
  }
}

// A fix killed with SIGKILL at any moment (no handler runs) leaves every file whole: its old
// bytes or its fixed ones, never a mix or an empty file, and at most temporary files, which the
// next run removes. Files are written behind the next file's fixing, so a kill lands with
// writes in flight.
TEST_F(CliTest, FixKilledAtAnyMomentLeavesEachFileOldOrNew) {
  constexpr int kFiles = 120;
  Write("one.md", kMixedCv);
  ASSERT_EQ(Run({"fix", kToday, "one.md"}).code, 0);
  const std::string fixed = Read("one.md");
  ASSERT_NE(fixed, kMixedCv);
  std::filesystem::remove(Path("one.md"));
  for (const int delay_ms : {5, 15, 30, 60, 100}) {
    const std::filesystem::path dir = Path("round" + std::to_string(delay_ms));
    for (int i = 0; i < kFiles; ++i) {
      Write("round" + std::to_string(delay_ms) + "/cv" + std::to_string(i) + ".md", kMixedCv);
    }
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      const int devnull = ::open("/dev/null", O_WRONLY);
      ::dup2(devnull, 1);
      ::dup2(devnull, 2);
      ::execl(CVTIDY_BINARY, CVTIDY_BINARY, "fix", kToday.c_str(), "--jobs", "1", dir.c_str(),
              nullptr);
      ::_exit(127);
    }
    ::usleep(delay_ms * 1000);
    ::kill(pid, SIGKILL);
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    int rewritten = 0;
    for (const std::string& name : DirectoryEntries(dir)) {
      if (name.find(".cvtidy-") != std::string::npos) {
        EXPECT_EQ(name.front(), '.') << name;  // a temporary file, never a CV's own name
        continue;
      }
      const std::string bytes = testing_support::FileContents(dir / name);
      EXPECT_TRUE(bytes == kMixedCv || bytes == fixed) << name << " after " << delay_ms << " ms";
      rewritten += bytes == fixed ? 1 : 0;
    }
    // The next run fixes the rest and removes what the killed one left.
    EXPECT_EQ(Run({"fix", kToday, dir.string()}).code, 0) << "after " << delay_ms << " ms";
    const std::vector<std::string> names = DirectoryEntries(dir);
    EXPECT_EQ(names.size(), static_cast<size_t>(kFiles)) << "after " << delay_ms << " ms";
    for (const std::string& name : names) {
      EXPECT_EQ(testing_support::FileContents(dir / name), fixed) << name;
    }
    RecordProperty("rewritten_before_kill_" + std::to_string(delay_ms), rewritten);
  }
}

TEST_F(CliTest, FixHelpStatesWhatItRefuses) {
  const RunResult r = Run({"fix", "--help"});
  EXPECT_EQ(r.code, 0);
  EXPECT_THAT(r.out, HasSubstr("hard links"));
  EXPECT_THAT(r.out, HasSubstr("read-only"));
  EXPECT_THAT(r.out, HasSubstr("another user"));
  EXPECT_THAT(r.out, HasSubstr("4 MiB"));
  EXPECT_THAT(r.out, HasSubstr("/dev/stdin"));
  EXPECT_THAT(r.out, HasSubstr("FIFO"));
  EXPECT_THAT(r.out, HasSubstr(".NAME.cvtidy-"));
}

}  // namespace
}  // namespace cvtidy::testing_cli
