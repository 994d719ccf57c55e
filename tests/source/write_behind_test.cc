#include "src/source/write_behind.h"

#include <filesystem>
#include <future>
#include <memory>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/source/atomic_write.h"
#include "tests/support/scratch_dir.h"

namespace cvtidy::testing_write_behind {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;

using testing_support::FileContents;
using WriteBehindTest = testing_support::ScratchDirTest;

TEST_F(WriteBehindTest, EveryQueuedWriteLandsWithItsStatus) {
  DirectorySyncs syncs;
  WriteBehind writer(2, &syncs);
  std::vector<std::shared_future<absl::Status>> written;
  for (int i = 0; i < 40; ++i) {
    written.push_back(
        writer.Write(dir_ / ("cv" + std::to_string(i) + ".md"), "# CV " + std::to_string(i)));
  }
  for (int i = 0; i < 40; ++i) {
    ASSERT_TRUE(written[i].get().ok()) << written[i].get();
    EXPECT_EQ(FileContents(dir_ / ("cv" + std::to_string(i) + ".md")), "# CV " + std::to_string(i));
  }
  // The directory's fsync is left to the DirectorySyncs, once.
  EXPECT_EQ(syncs.pending(), 1u);
  EXPECT_EQ(Entries().size(), 40u) << "a temporary file was left behind";
}

// `fix` runs as many writes at once as results may wait (Session::ResultWindow): writes to one
// directory on many threads each land whole, under their own name, with no temporary file left.
TEST_F(WriteBehindTest, ManyWritesAtOnceEachLandWhole) {
  DirectorySyncs syncs;
  std::vector<std::shared_future<absl::Status>> written;
  {
    WriteBehind writer(16, &syncs);
    for (int i = 0; i < 200; ++i) {
      written.push_back(writer.Write(dir_ / ("cv" + std::to_string(i) + ".md"),
                                     std::string(100 + i, static_cast<char>('a' + i % 26))));
    }
  }
  for (int i = 0; i < 200; ++i) {
    ASSERT_TRUE(written[i].get().ok()) << written[i].get();
    EXPECT_EQ(FileContents(dir_ / ("cv" + std::to_string(i) + ".md")),
              std::string(100 + i, static_cast<char>('a' + i % 26)));
  }
  EXPECT_EQ(syncs.pending(), 1u);
  EXPECT_EQ(Entries().size(), 200u) << "a temporary file was left behind";
}

TEST_F(WriteBehindTest, AFailedWriteLeavesTheFileAndTheNextWriteLands) {
  // A directory in the file's place: it cannot be replaced.
  fs::create_directory(dir_ / "taken.md");
  DirectorySyncs syncs;
  WriteBehind writer(1, &syncs);
  const std::shared_future<absl::Status> refused = writer.Write(dir_ / "taken.md", "new");
  const std::shared_future<absl::Status> written = writer.Write(dir_ / "cv.md", "# Ada");
  EXPECT_FALSE(refused.get().ok());
  EXPECT_THAT(refused.get().message(), HasSubstr("file left unchanged"));
  EXPECT_TRUE(fs::is_directory(dir_ / "taken.md"));
  ASSERT_TRUE(written.get().ok()) << written.get();
  EXPECT_EQ(FileContents(dir_ / "cv.md"), "# Ada");
}

TEST_F(WriteBehindTest, DestroyingTheWriterFinishesWhatWasQueued) {
  DirectorySyncs syncs;
  {
    auto writer = std::make_unique<WriteBehind>(1, &syncs);
    for (int i = 0; i < 20; ++i) {
      // The futures are dropped: nobody waits for these writes but the destructor.
      (void)writer->Write(dir_ / ("cv" + std::to_string(i) + ".md"), "text");
    }
  }
  EXPECT_EQ(Entries().size(), 20u);
  for (const std::string& name : Entries()) {
    EXPECT_EQ(FileContents(dir_ / name), "text") << name;
  }
}

}  // namespace
}  // namespace cvtidy::testing_write_behind
