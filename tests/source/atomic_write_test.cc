#include "src/source/atomic_write.h"

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/base/strings.h"
#include "src/source/temp_files.h"
#include "tests/support/scratch_dir.h"

namespace cvtidy {
namespace {

namespace fs = std::filesystem;

class AtomicWriteTest : public testing_support::ScratchDirTest {
 protected:
  static std::string Read(const fs::path& path) { return testing_support::FileContents(path); }
  static void Write(const fs::path& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
  }
};

TEST_F(AtomicWriteTest, ReplacesContentsAndKeepsPermissions) {
  const fs::path file = dir_ / "cv.md";
  Write(file, "old\n");
  ASSERT_EQ(::chmod(file.c_str(), 0640), 0);
  struct stat before {};
  ASSERT_EQ(::stat(file.c_str(), &before), 0);

  ASSERT_TRUE(WriteFileAtomically(file, "new\r\ncontents\r\n").ok());

  EXPECT_EQ(Read(file), "new\r\ncontents\r\n");
  struct stat after {};
  ASSERT_EQ(::stat(file.c_str(), &after), 0);
  EXPECT_EQ(after.st_mode & 07777, 0640u);
  EXPECT_NE(after.st_ino, before.st_ino) << "expected a rename over the file, not a rewrite";
  EXPECT_EQ(Entries(), std::vector<std::string>{"cv.md"}) << "a temporary file was left";
}

TEST_F(AtomicWriteTest, WritesEmptyContents) {
  const fs::path file = dir_ / "cv.md";
  Write(file, "something\n");
  ASSERT_TRUE(WriteFileAtomically(file, "").ok());
  EXPECT_EQ(Read(file), "");
}

TEST_F(AtomicWriteTest, CreatesAMissingFileWithTheUmaskApplied) {
  const mode_t mask = ::umask(027);
  const fs::path file = dir_ / "new.md";
  const absl::Status status = WriteFileAtomically(file, "hello\n");
  ::umask(mask);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Read(file), "hello\n");
  struct stat st {};
  ASSERT_EQ(::stat(file.c_str(), &st), 0);
  // The umask is read once per process, so it is whichever was current at the first call.
  EXPECT_EQ(st.st_mode & 0111, 0u);
  EXPECT_NE(st.st_mode & 0600, 0u);
}

TEST_F(AtomicWriteTest, MissingDirectoryIsDataLossAndCreatesNothing) {
  const fs::path file = dir_ / "no-such-dir" / "cv.md";
  const absl::Status status = WriteFileAtomically(file, "x");
  EXPECT_EQ(status.code(), absl::StatusCode::kDataLoss);
  EXPECT_NE(FromAbsl(status.message()).find(file.string()), std::string_view::npos) << status;
  EXPECT_NE(FromAbsl(status.message()).find("No such file or directory"), std::string_view::npos)
      << status;
  EXPECT_FALSE(fs::exists(dir_ / "no-such-dir"));
}

TEST_F(AtomicWriteTest, RefusesADirectory) {
  const fs::path sub = dir_ / "sub";
  fs::create_directory(sub);
  const absl::Status status = WriteFileAtomically(sub, "x");
  EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition) << status;
  EXPECT_NE(FromAbsl(status.message()).find("it is a directory"), std::string_view::npos);
  EXPECT_TRUE(fs::is_directory(sub));
  EXPECT_EQ(Entries(), std::vector<std::string>{"sub"});
}

// A FIFO is refused from its stat alone: opening it would wait for a reader.
TEST_F(AtomicWriteTest, RefusesAFifoWithoutWaiting) {
  const fs::path fifo = dir_ / "pipe.md";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
  const absl::Status status = WriteFileAtomically(fifo, "x");
  EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition) << status;
  EXPECT_NE(FromAbsl(status.message()).find("a FIFO, not a regular file"), std::string_view::npos)
      << status;
  EXPECT_EQ(Entries(), std::vector<std::string>{"pipe.md"});
}

// A rename would give one name the new contents and leave the other on the old inode.
TEST_F(AtomicWriteTest, RefusesAFileWithSeveralHardLinks) {
  const fs::path file = dir_ / "cv.md";
  Write(file, "old\n");
  fs::create_hard_link(file, dir_ / "copy.md");
  const absl::Status status = WriteFileAtomically(file, "new\n");
  EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition) << status;
  EXPECT_NE(FromAbsl(status.message()).find("it has 2 hard links"), std::string_view::npos)
      << status;
  EXPECT_NE(FromAbsl(status.message()).find("file left unchanged"), std::string_view::npos);
  EXPECT_EQ(Read(file), "old\n");
  EXPECT_EQ(Read(dir_ / "copy.md"), "old\n");
  EXPECT_EQ(fs::hard_link_count(file), 2u);
  EXPECT_EQ(Entries(), (std::vector<std::string>{"copy.md", "cv.md"}));
}

// Read-only is what open(2) would allow: the owner's write bit binds its owner, not root.
TEST(ReplaceRefusalTest, AReadOnlyFileIsRefusedToItsOwnerButNotToRoot) {
  struct stat file {};
  file.st_mode = S_IFREG | 0444;
  file.st_nlink = 1;
  file.st_uid = 1000;
  EXPECT_EQ(ReplaceRefusal(file, 1000),
            "it is read-only (mode 0444); make it writable (chmod u+w) to change it");
  file.st_mode = S_IFREG | 0644;
  EXPECT_EQ(ReplaceRefusal(file, 1000), "");
  file.st_mode = S_IFREG | 0444;
  file.st_uid = 0;
  EXPECT_EQ(ReplaceRefusal(file, 0), "");
  // Root still may not take over another user's file, whatever its mode.
  file.st_uid = 1000;
  EXPECT_THAT(ReplaceRefusal(file, 0),
              testing::StartsWith("it belongs to another user (uid 1000)"));
}

TEST_F(AtomicWriteTest, AReadOnlyFileIsRefusedUnlessWeAreRoot) {
  const fs::path file = dir_ / "cv.md";
  Write(file, "old\n");
  ASSERT_EQ(::chmod(file.c_str(), 0444), 0);
  const absl::Status status = WriteFileAtomically(file, "new\n");
  if (::geteuid() == 0) {
    EXPECT_TRUE(status.ok()) << status;
    EXPECT_EQ(Read(file), "new\n");
    struct stat st {};
    ASSERT_EQ(::stat(file.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 07777, 0444u) << "the mode must survive the rewrite";
  } else {
    EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition) << status;
    EXPECT_NE(FromAbsl(status.message()).find("it is read-only (mode 0444)"),
              std::string_view::npos)
        << status;
    EXPECT_EQ(Read(file), "old\n");
  }
  EXPECT_EQ(Entries(), std::vector<std::string>{"cv.md"});
}

TEST_F(AtomicWriteTest, RefusesAFileOfAnotherUser) {
  const fs::path file = dir_ / "cv.md";
  Write(file, "old\n");
  const uid_t other = ::geteuid() == 4321 ? 4322 : 4321;
  if (::chown(file.c_str(), other, static_cast<gid_t>(-1)) != 0) {
    GTEST_SKIP() << "cannot give a file to another user here (not root)";
  }
  const absl::Status status = WriteFileAtomically(file, "new\n");
  EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition) << status;
  EXPECT_NE(FromAbsl(status.message()).find("it belongs to another user"), std::string_view::npos)
      << status;
  EXPECT_EQ(Read(file), "old\n");
  struct stat st {};
  ASSERT_EQ(::stat(file.c_str(), &st), 0);
  EXPECT_EQ(st.st_uid, other);
}

// A batch defers the directory fsync: the file is replaced at once, the directory is synced
// once at the end however many files it holds.
TEST_F(AtomicWriteTest, ABatchSyncsEachDirectoryOnce) {
  DirectorySyncs syncs;
  for (const char* name : {"a.md", "b.md"}) {
    Write(dir_ / name, "old\n");
    ASSERT_TRUE(WriteFileAtomically(dir_ / name, "new\n", &syncs).ok());
    EXPECT_EQ(Read(dir_ / name), "new\n");
  }
  EXPECT_EQ(syncs.pending(), 1u);
  syncs.SyncAll();
  EXPECT_EQ(syncs.pending(), 0u);
  EXPECT_EQ(Entries(), (std::vector<std::string>{"a.md", "b.md"}));
}

// Reports stream into the temporary file; the target changes only at Commit().
TEST_F(AtomicWriteTest, StreamsIntoATemporaryFileUntilCommit) {
  const fs::path file = dir_ / "report.json";
  Write(file, "old report\n");
  absl::StatusOr<std::unique_ptr<AtomicFile>> out = AtomicFile::Open(file);
  ASSERT_TRUE(out.ok()) << out.status();
  std::fputs("{\"part\": 1,\n", (*out)->stream());
  (*out)->Write("\"part\": 2}\n");
  ASSERT_EQ(std::fflush((*out)->stream()), 0);
  const std::vector<std::string> during = Entries();
  ASSERT_EQ(during.size(), 2u);
  EXPECT_EQ(TempFileTarget(during[0]), "report.json") << during[0];
  EXPECT_EQ(Read(file), "old report\n");
  // A running writer's temporary file is live: another run must not remove it.
  EXPECT_FALSE(RemoveStaleTempFile(dir_ / during[0]));

  ASSERT_TRUE((*out)->Commit().ok());
  EXPECT_EQ(Read(file), "{\"part\": 1,\n\"part\": 2}\n");
  EXPECT_EQ(Entries(), std::vector<std::string>{"report.json"});
}

TEST_F(AtomicWriteTest, ADroppedFileLeavesTheTargetAndNoTemporaryFile) {
  const fs::path file = dir_ / "report.json";
  Write(file, "old report\n");
  {
    absl::StatusOr<std::unique_ptr<AtomicFile>> out = AtomicFile::Open(file);
    ASSERT_TRUE(out.ok()) << out.status();
    (*out)->Write("half a rep");
    EXPECT_EQ(Entries().size(), 2u);
  }
  EXPECT_EQ(Read(file), "old report\n");
  EXPECT_EQ(Entries(), std::vector<std::string>{"report.json"});
}

// SIGINT and SIGTERM end the process as they would, after removing its temporary files.
TEST_F(AtomicWriteTest, ASignalRemovesTheTemporaryFile) {
  for (const int signal : {SIGINT, SIGTERM}) {
    const fs::path file = dir_ / "cv.md";
    Write(file, "old\n");
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      absl::StatusOr<std::unique_ptr<AtomicFile>> out = AtomicFile::Open(file);
      if (!out.ok()) {
        ::_exit(3);
      }
      (*out)->Write("new, never committed\n");
      std::fflush((*out)->stream());
      ::raise(signal);
      ::_exit(4);  // not reached: the default action ends the process
    }
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == signal) << status;
    EXPECT_EQ(Read(file), "old\n");
    EXPECT_EQ(Entries(), std::vector<std::string>{"cv.md"}) << "signal " << signal;
  }
}

// A write that fails midway (here: over the file size limit, which binds root too) leaves the
// original bytes and no temporary file.
TEST_F(AtomicWriteTest, FailedWriteLeavesTheOriginalIntact) {
  const fs::path file = dir_ / "cv.md";
  Write(file, "original\n");
  rlimit old_limit{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &old_limit), 0);
  const auto old_handler = std::signal(SIGXFSZ, SIG_IGN);
  rlimit small = old_limit;
  small.rlim_cur = 1024;
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
  const absl::Status status = WriteFileAtomically(file, std::string(8192, 'x'));
  ::setrlimit(RLIMIT_FSIZE, &old_limit);
  std::signal(SIGXFSZ, old_handler);

  EXPECT_EQ(status.code(), absl::StatusCode::kDataLoss) << status;
  EXPECT_NE(FromAbsl(status.message()).find("left unchanged"), std::string_view::npos) << status;
  EXPECT_EQ(Read(file), "original\n");
  EXPECT_EQ(Entries(), std::vector<std::string>{"cv.md"});
}

TEST_F(AtomicWriteTest, WritesThroughASymlinkAndKeepsTheLink) {
  const fs::path target = dir_ / "real.md";
  const fs::path link = dir_ / "link.md";
  Write(target, "old\n");
  ASSERT_EQ(::chmod(target.c_str(), 0600), 0);
  fs::create_symlink("real.md", link);

  ASSERT_TRUE(WriteFileAtomically(link, "new\n").ok());

  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(Read(target), "new\n");
  struct stat st {};
  ASSERT_EQ(::stat(target.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 07777, 0600u);
  EXPECT_EQ(Entries(), (std::vector<std::string>{"link.md", "real.md"}));
}

TEST_F(AtomicWriteTest, RelativePathInTheWorkingDirectory) {
  const fs::path old_cwd = fs::current_path();
  fs::current_path(dir_);
  Write("cv.md", "a\n");
  const absl::Status status = WriteFileAtomically("cv.md", "b\n");
  fs::current_path(old_cwd);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Read(dir_ / "cv.md"), "b\n");
}

}  // namespace
}  // namespace cvtidy
