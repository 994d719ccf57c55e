// Test helper: runs the real cvtidy binary (CVTIDY_BINARY) in a fresh temporary directory and
// captures its standard output, standard error and exit code.
#ifndef CVTIDY_TESTS_CLI_CLI_RUNNER_H_
#define CVTIDY_TESTS_CLI_CLI_RUNNER_H_

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tests/support/scratch_dir.h"

namespace cvtidy::testing_cli {

// A fixed reference date, so date/future does not depend on when the tests run.
inline const std::string kToday = "--today=2025-03-01";

// A checked build (Debug, such as the sanitizer tree build-sanitize/) runs cvtidy several times
// slower than Release: tests that hold an ordinary file to a wall-clock budget meant for
// Release skip there, or lift the budget.
#ifdef NDEBUG
inline constexpr bool kCheckedBuild = false;
#else
inline constexpr bool kCheckedBuild = true;
#endif

struct RunResult {
  int code = -1;  // exit code; 128 + signal when killed
  std::string out;
  std::string err;
  bool timed_out = false;  // killed after the `timeout` given to RunCvtidy
};

// The argv of `CVTIDY_BINARY args...` for execv: pointers into `storage`, null-terminated.
inline std::vector<char*> CvtidyArgv(const std::vector<std::string>& args,
                                     std::vector<std::string>& storage) {
  storage = {CVTIDY_BINARY};
  storage.insert(storage.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& arg : storage) {
    argv.push_back(arg.data());
  }
  argv.push_back(nullptr);
  return argv;
}

// Runs `CVTIDY_BINARY args...` in `cwd` with `input` on standard input and `env` (`NAME=value`
// entries) added to the environment. With a `timeout` (milliseconds, 0: none), a run still
// going after it is killed, so a hang fails the test instead of stalling it.
inline RunResult RunCvtidy(const std::filesystem::path& cwd, const std::vector<std::string>& args,
                           const std::string& input = "", const std::vector<std::string>& env = {},
                           int timeout = 0) {
  int in_pipe[2];
  int out_pipe[2];
  int err_pipe[2];
  if (::pipe2(in_pipe, O_CLOEXEC) != 0 || ::pipe2(out_pipe, O_CLOEXEC) != 0 ||
      ::pipe2(err_pipe, O_CLOEXEC) != 0) {
    ADD_FAILURE() << "pipe failed";
    return {};
  }
  std::vector<std::string> argv_storage;
  std::vector<char*> argv = CvtidyArgv(args, argv_storage);

  const pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(in_pipe[0], 0);
    ::dup2(out_pipe[1], 1);
    ::dup2(err_pipe[1], 2);
    if (::chdir(cwd.c_str()) != 0) {
      ::_exit(127);
    }
    ::unsetenv("NO_COLOR");
    for (const std::string& entry : env) {
      const size_t eq = entry.find('=');
      ::setenv(entry.substr(0, eq).c_str(), entry.substr(eq + 1).c_str(), 1);
    }
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ::close(in_pipe[0]);
  ::close(out_pipe[1]);
  ::close(err_pipe[1]);

  // Feed stdin and drain both outputs together, so no pipe fills up and blocks the child.
  RunResult result;
  size_t written = 0;
  int in_fd = in_pipe[1];
  if (input.empty()) {
    ::close(in_fd);
    in_fd = -1;
  } else {
    ::fcntl(in_fd, F_SETFL, O_NONBLOCK);
  }
  bool out_open = true;
  bool err_open = true;
  char buffer[65536];
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout);
  while (out_open || err_open) {
    pollfd fds[3] = {{out_pipe[0], POLLIN, 0}, {err_pipe[0], POLLIN, 0}, {in_fd, POLLOUT, 0}};
    fds[0].fd = out_open ? out_pipe[0] : -1;
    fds[1].fd = err_open ? err_pipe[0] : -1;
    int wait = -1;
    if (timeout > 0) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) {
        ::kill(pid, SIGKILL);
        result.timed_out = true;
        break;
      }
      wait = static_cast<int>(left.count());
    }
    const int ready = ::poll(fds, 3, wait);
    if (ready < 0) {
      if (errno == EINTR) {
        continue;
      }
      break;
    }
    if (in_fd >= 0 && (fds[2].revents & (POLLOUT | POLLERR | POLLHUP))) {
      const ssize_t n = ::write(in_fd, input.data() + written, input.size() - written);
      if (n > 0) {
        written += static_cast<size_t>(n);
      }
      if (n < 0 || written == input.size()) {
        ::close(in_fd);
        in_fd = -1;
      }
    }
    for (int k = 0; k < 2; ++k) {
      if (fds[k].revents & (POLLIN | POLLHUP | POLLERR)) {
        const ssize_t n = ::read(fds[k].fd, buffer, sizeof(buffer));
        if (n <= 0) {
          (k == 0 ? out_open : err_open) = false;
        } else {
          (k == 0 ? result.out : result.err).append(buffer, static_cast<size_t>(n));
        }
      }
    }
  }
  if (in_fd >= 0) {
    ::close(in_fd);
  }
  ::close(out_pipe[0]);
  ::close(err_pipe[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  result.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return result;
}

inline std::ostream& operator<<(std::ostream& os, const RunResult& r) {
  return os << "exit " << r.code << "\n--- stdout ---\n" << r.out << "--- stderr ---\n" << r.err;
}

// A fresh temporary directory per test, removed afterwards.
class CliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string templ = (std::filesystem::temp_directory_path() / "cvtidy-cli-XXXXXX").string();
    ASSERT_NE(::mkdtemp(templ.data()), nullptr);
    dir_ = templ;
  }
  void TearDown() override {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }

  RunResult Run(const std::vector<std::string>& args, const std::string& input = "") {
    return RunCvtidy(dir_, args, input);
  }
  // Run with `env` added to the environment, killed after `timeout` milliseconds.
  RunResult RunWith(const std::vector<std::string>& env, const std::vector<std::string>& args,
                    int timeout, const std::string& input = "") {
    return RunCvtidy(dir_, args, input, env, timeout);
  }

  void Write(const std::string& name, const std::string& bytes) {
    const std::filesystem::path path = dir_ / name;
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << bytes;
  }
  std::string Read(const std::string& name) const {
    std::ifstream in(dir_ / name, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
  std::filesystem::path Path(const std::string& name) const { return dir_ / name; }

  std::filesystem::path dir_;
};

// Sets the file's mtime far in the past, so any rewrite shows.
inline void Age(const std::filesystem::path& path) {
  const timespec times[2] = {{1000000000, 0}, {1000000000, 0}};
  ASSERT_EQ(::utimensat(AT_FDCWD, path.c_str(), times, 0), 0);
}

using testing_support::DirectoryEntries;

// A fictional CV whose dates agree with one another: clean under every date rule.
inline constexpr char kCleanCv[] =
    "# Avery Quill\n"
    "\n"
    "## Education\n"
    "\n"
    "- Ph.D. in Computer Science, Northfield Institute, Sep 2019 – Present\n"
    "- M.Sc. in Computer Science, Lakeside University, Sep 2017 – Jun 2019\n"
    "- B.Sc. in Mathematics, Lakeside University, Sep 2013 – Jun 2017\n";

// The same CV with one date written MM/YYYY (line 5, column 52): date/mixed-format fires and
// its safe fix writes `Sep 2019`.
inline constexpr char kMixedCv[] =
    "# Avery Quill\n"
    "\n"
    "## Education\n"
    "\n"
    "- Ph.D. in Computer Science, Northfield Institute, 09/2019 – Present\n"
    "- M.Sc. in Computer Science, Lakeside University, Sep 2017 – Jun 2019\n"
    "- B.Sc. in Mathematics, Lakeside University, Sep 2013 – Jun 2017\n";

}  // namespace cvtidy::testing_cli

#endif  // CVTIDY_TESTS_CLI_CLI_RUNNER_H_
