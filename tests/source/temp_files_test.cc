#include "src/source/temp_files.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tests/support/scratch_dir.h"

namespace cvtidy {
namespace {

namespace fs = std::filesystem;

TEST(TempFileNameTest, TemplateIsHiddenBesideTheTarget) {
  EXPECT_EQ(TempFileTemplate("cv.md"), ".cv.md.cvtidy-XXXXXX");
  EXPECT_EQ(TempFileTemplate("docs/cv.md"), "docs/.cv.md.cvtidy-XXXXXX");
}

TEST(TempFileNameTest, TargetOfATemporaryName) {
  EXPECT_EQ(TempFileTarget(".cv.md.cvtidy-a1B2c3"), "cv.md");
  EXPECT_EQ(TempFileTarget(".x.cvtidy-ZZZZZZ"), "x");
  EXPECT_EQ(TempFileTarget(".report.sarif.cvtidy-000000"), "report.sarif");
  // Not what mkstemp makes: a missing dot, the wrong marker, a short or odd suffix.
  EXPECT_EQ(TempFileTarget("cv.md.cvtidy-a1B2c3"), "");
  EXPECT_EQ(TempFileTarget(".cv.md.cvtidy-a1B2c"), "");
  EXPECT_EQ(TempFileTarget(".cv.md.cvtidy-a1B2c3d"), "");
  EXPECT_EQ(TempFileTarget(".cv.md.cvtidy-a1B2_3"), "");
  EXPECT_EQ(TempFileTarget(".cv.md.tidy-a1B2c3"), "");
  EXPECT_EQ(TempFileTarget("..cvtidy-a1B2c3"), "");
  EXPECT_EQ(TempFileTarget(".cv.md"), "");
}

class StaleTempFilesTest : public testing_support::ScratchDirTest {
 protected:
  void Touch(const std::string& name) { std::ofstream(dir_ / name) << "partial"; }
};

TEST_F(StaleTempFilesTest, RemovesOnlyUnlockedTemporaryFilesOfTheNamedTargets) {
  Touch("cv.md");
  Touch(".cv.md.cvtidy-Ab12Cd");                        // stale
  Touch(".cv.md.cvtidy-Live00");                        // held by a running writer (below)
  Touch(".other.md.cvtidy-Ab12Cd");                     // another target: not asked for
  Touch(".cv.md.cvtidy-notes.txt");                     // a person's file with a similar name
  fs::create_directory(dir_ / ".cv.md.cvtidy-Dir000");  // not a regular file
  const int live = ::open((dir_ / ".cv.md.cvtidy-Live00").c_str(), O_RDONLY | O_CLOEXEC);
  ASSERT_GE(live, 0);
  ASSERT_EQ(::flock(live, LOCK_EX | LOCK_NB), 0);

  const std::vector<fs::path> removed = RemoveStaleTempFiles(dir_, {"cv.md"});
  ::close(live);

  EXPECT_EQ(removed, std::vector<fs::path>{dir_ / ".cv.md.cvtidy-Ab12Cd"});
  EXPECT_EQ(Entries(), (std::vector<std::string>{".cv.md.cvtidy-Dir000", ".cv.md.cvtidy-Live00",
                                                 ".cv.md.cvtidy-notes.txt",
                                                 ".other.md.cvtidy-Ab12Cd", "cv.md"}));
  // Once its writer is gone, the other one is stale too.
  EXPECT_TRUE(RemoveStaleTempFile(dir_ / ".cv.md.cvtidy-Live00"));
  EXPECT_FALSE(RemoveStaleTempFile(dir_ / ".cv.md.cvtidy-Live00"));
}

TEST_F(StaleTempFilesTest, ASymlinkIsNeverFollowedOrRemoved) {
  Touch("cv.md");
  fs::create_symlink("cv.md", dir_ / ".cv.md.cvtidy-Link00");
  EXPECT_FALSE(RemoveStaleTempFile(dir_ / ".cv.md.cvtidy-Link00"));
  EXPECT_EQ(Entries(), (std::vector<std::string>{".cv.md.cvtidy-Link00", "cv.md"}));
}

}  // namespace
}  // namespace cvtidy
