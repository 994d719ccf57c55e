// `cvtidy fix --diff` in colour: the same --color and NO_COLOR decision as the text reporter,
// tested on a pipe and on a pseudo-terminal (where `auto` colours).
#include <fcntl.h>
#include <pty.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// The plain diff of kMixedCv's fix (as FixDiffPrintsAPatchAndWritesNothing checks it), in git's
// colours.
constexpr char kColoredDiff[] =
    "\x1b[1m--- a/cv.md\x1b[m\n"
    "\x1b[1m+++ b/cv.md\x1b[m\n"
    "\x1b[36m@@ -2,6 +2,6 @@\x1b[m\n"
    " \n"
    " ## Education\n"
    " \n"
    "\x1b[31m-- Ph.D. in Computer Science, Northfield Institute, 09/2019 – Present\x1b[m\n"
    "\x1b[32m+- Ph.D. in Computer Science, Northfield Institute, Sep 2019 – Present\x1b[m\n"
    " - M.Sc. in Computer Science, Lakeside University, Sep 2017 – Jun 2019\n"
    " - B.Sc. in Mathematics, Lakeside University, Sep 2013 – Jun 2017\n";

std::string WithoutEscapes(std::string text) {
  for (size_t at = text.find('\x1b'); at != std::string::npos; at = text.find('\x1b', at)) {
    text.erase(at, text.find('m', at) + 1 - at);
  }
  return text;
}

// Runs cvtidy in `dir` with its standard output on a pseudo-terminal in raw mode (no newline
// translation) and standard error discarded; returns what it printed, or nullopt on failure.
std::optional<std::string> RunOnTerminal(const std::filesystem::path& dir,
                                         const std::vector<std::string>& args,
                                         const std::vector<std::string>& env) {
  int master = -1;
  int slave = -1;
  if (::openpty(&master, &slave, nullptr, nullptr, nullptr) != 0) {
    return std::nullopt;
  }
  termios raw{};
  ::tcgetattr(slave, &raw);
  ::cfmakeraw(&raw);
  ::tcsetattr(slave, TCSANOW, &raw);
  std::vector<std::string> storage;
  std::vector<char*> argv = CvtidyArgv(args, storage);
  const pid_t pid = ::fork();
  if (pid == 0) {
    const int null = ::open("/dev/null", O_RDWR);
    ::dup2(null, 0);
    ::dup2(slave, 1);
    ::dup2(null, 2);
    ::close(master);
    if (::chdir(dir.c_str()) != 0) {
      ::_exit(127);
    }
    ::unsetenv("NO_COLOR");
    ::setenv("TERM", "xterm", 1);
    for (const std::string& entry : env) {
      const size_t eq = entry.find('=');
      ::setenv(entry.substr(0, eq).c_str(), entry.substr(eq + 1).c_str(), 1);
    }
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ::close(slave);
  std::string out;
  char buffer[4096];
  for (;;) {
    const ssize_t n = ::read(master, buffer, sizeof buffer);
    if (n > 0) {
      out.append(buffer, static_cast<size_t>(n));
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else {
      break;  // EIO once the child has closed the terminal
    }
  }
  ::close(master);
  int status = 0;
  ::waitpid(pid, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    return std::nullopt;
  }
  return out;
}

TEST_F(CliTest, FixDiffColorAlwaysAndNeverOnAPipe) {
  Write("cv.md", kMixedCv);
  const RunResult always = Run({"fix", kToday, "--diff", "--color=always", "cv.md"});
  EXPECT_EQ(always.code, 0) << always;
  EXPECT_EQ(always.out, kColoredDiff);
  EXPECT_EQ(Read("cv.md"), kMixedCv);

  const RunResult never = Run({"fix", kToday, "--diff", "--color=never", "cv.md"});
  EXPECT_EQ(never.code, 0) << never;
  EXPECT_EQ(never.out, WithoutEscapes(kColoredDiff));
  EXPECT_THAT(never.out, Not(HasSubstr("\x1b[")));

  // auto on a pipe: plain, as `git diff | less` without --color.
  EXPECT_EQ(Run({"fix", kToday, "--diff", "cv.md"}).out, never.out);
  // NO_COLOR does not override an explicit --color=always (as for the text reporter).
  EXPECT_EQ(RunWith({"NO_COLOR=1"}, {"fix", kToday, "--diff", "--color=always", "cv.md"}, 0).out,
            kColoredDiff);
}

TEST_F(CliTest, FixDiffColorOnATerminalFollowsNoColorAndTerm) {
  Write("cv.md", kMixedCv);
  const std::vector<std::string> args = {"fix", kToday, "--diff", "cv.md"};
  const std::optional<std::string> tty = RunOnTerminal(dir_, args, {});
  ASSERT_TRUE(tty.has_value());
  EXPECT_EQ(*tty, kColoredDiff);

  const std::string plain = WithoutEscapes(kColoredDiff);
  EXPECT_EQ(RunOnTerminal(dir_, args, {"NO_COLOR=1"}), plain);
  EXPECT_EQ(RunOnTerminal(dir_, args, {"TERM=dumb"}), plain);
  // An empty NO_COLOR is unset, as no-color.org says.
  EXPECT_EQ(RunOnTerminal(dir_, args, {"NO_COLOR="}), kColoredDiff);
  EXPECT_EQ(RunOnTerminal(dir_, {"fix", kToday, "--diff", "--color=never", "cv.md"}, {}), plain);
  EXPECT_EQ(
      RunOnTerminal(dir_, {"fix", kToday, "--diff", "--color=always", "cv.md"}, {"NO_COLOR=1"}),
      kColoredDiff);
  EXPECT_EQ(Read("cv.md"), kMixedCv);
}

}  // namespace
}  // namespace cvtidy::testing_cli
