// Peak memory of a whole run does not grow with the number of input files: nothing is kept per
// input (the inputs are streamed, results are freed once reported, reports that wait for the
// end of the run keep their per-file text in temporary files).
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "tests/cli/cli_runner.h"

namespace cvtidy::cli {
namespace {

namespace fs = std::filesystem;

// Writes `count` small fictional CVs under `root`, 50 to a directory, with long names: what
// a run might keep per input (its name, its report rows) is then large enough to see.
void WriteCorpus(const fs::path& root, int count) {
  for (int i = 0; i < count; ++i) {
    const fs::path dir = root / fmt::format("group-{:04}", i / 50);
    if (i % 50 == 0) {
      fs::create_directories(dir);
    }
    std::ofstream(dir / fmt::format("curriculum-vitae-of-a-fictional-researcher-with-a-long-"
                                    "file-name-{:06}.md",
                                    i))
        << "# Avery Quill\n\n## Education\n\n- PhD in Botany, Lakeshore University, 09/2019\n"
           "- MSc in Botany, Lakeshore University, Sep 2015\n";
  }
}

// Runs cvtidy with `args` in `cwd`, its output discarded, and returns its peak resident set in
// KiB (getrusage of the child).
long PeakRssKib(const fs::path& cwd, const std::vector<std::string>& args) {
  std::vector<std::string> storage;
  std::vector<char*> argv = testing_cli::CvtidyArgv(args, storage);
  const pid_t pid = ::fork();
  if (pid == 0) {
    const int null = ::open("/dev/null", O_WRONLY);
    ::dup2(null, 1);
    ::dup2(null, 2);
    if (::chdir(cwd.c_str()) != 0) {
      ::_exit(127);
    }
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  int status = 0;
  rusage usage{};
  if (pid < 0 || ::wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) ||
      WEXITSTATUS(status) > 1) {
    ADD_FAILURE() << "cvtidy did not run: status " << status;
    return -1;
  }
  return usage.ru_maxrss;
}

TEST(MemoryTest, PeakRssIsFlatFromNToTenTimesNFiles) {
  if (testing_cli::kCheckedBuild) {
    // Under AddressSanitizer freed memory waits in a quarantine of up to 256 MB, so peak RSS
    // grows with the work done whatever the program keeps; the Release tree measures it.
    GTEST_SKIP() << "peak RSS is only meaningful in a Release build";
  }
  std::string templ = (fs::temp_directory_path() / "cvtidy-memory-XXXXXX").string();
  ASSERT_NE(::mkdtemp(templ.data()), nullptr);
  const fs::path dir = templ;
  WriteCorpus(dir / "small", 2000);
  WriteCorpus(dir / "large", 20000);
  // The HTML page keeps the most per file (a summary row each, and each file's section), and
  // check fixes each input in memory for it.
  const auto peak = [&](const std::string& corpus) {
    return PeakRssKib(dir, {"check", "--jobs", "1", "--today", "2026-11-24", "--format", "html",
                            "--output", corpus + ".html", corpus});
  };
  const long small = peak("small");
  const long large = peak("large");
  std::error_code ec;
  fs::remove_all(dir, ec);
  ASSERT_GT(small, 0);
  // Keeping only the name of each input would add about 2 MiB for the 18,000 more files; a run
  // varies by a few hundred KiB.
  EXPECT_LE(large, small + 1024) << "peak RSS " << small << " KiB with 2,000 files, " << large
                                 << " KiB with 20,000";
}

}  // namespace
}  // namespace cvtidy::cli
