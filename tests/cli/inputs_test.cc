#include "src/cli/inputs.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include <fmt/format.h>

namespace cvtidy::cli {
namespace {

namespace fs = std::filesystem;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

// Runs each test inside a fresh temporary working directory, since inputs are named relative
// to it.
class InputsTest : public testing::Test {
 protected:
  void SetUp() override {
    std::string templ = (fs::temp_directory_path() / "cvtidy-inputs-XXXXXX").string();
    ASSERT_NE(::mkdtemp(templ.data()), nullptr);
    dir_ = templ;
    old_cwd_ = fs::current_path();
    fs::current_path(dir_);
  }
  void TearDown() override {
    fs::current_path(old_cwd_);
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  static void Touch(const std::string& name) {
    fs::create_directories(fs::path(name).parent_path().empty() ? "."
                                                                : fs::path(name).parent_path());
    std::ofstream(name) << "x\n";
  }
  static std::vector<std::string> Names(const ExpandedInputs& e) {
    std::vector<std::string> names;
    for (const Input& input : e.inputs) {
      names.push_back(input.name);
      if (!input.is_stdin) {
        EXPECT_EQ(input.config_anchor(), input.name);
      }
    }
    return names;
  }

  fs::path dir_;
  fs::path old_cwd_;
};

TEST_F(InputsTest, WalksSortedSkippingHiddenAndOtherExtensions) {
  Touch("docs/b.md");
  Touch("docs/a/z.MARKDOWN");
  Touch("docs/a.txt");
  Touch("docs/c.rst");
  Touch("docs/.git/x.md");
  Touch("docs/.hidden.md");
  const std::vector<std::string> args = {"docs"};
  const ExpandedInputs e = ExpandInputs(args, "");
  EXPECT_THAT(Names(e), ElementsAre("docs/a/z.MARKDOWN", "docs/a.txt", "docs/b.md"));
  EXPECT_THAT(e.errors, IsEmpty());
  EXPECT_THAT(e.warnings, IsEmpty());
}

TEST_F(InputsTest, DotAndTrailingSlashGiveCleanNames) {
  Touch("cv.md");
  Touch("sub/x.md");
  EXPECT_THAT(Names(ExpandInputs(std::vector<std::string>{"."}, "")),
              ElementsAre("cv.md", "sub/x.md"));
  EXPECT_THAT(Names(ExpandInputs(std::vector<std::string>{"sub/"}, "")), ElementsAre("sub/x.md"));
}

TEST_F(InputsTest, SymlinkLoopsEndAndEachFileComesOnce) {
  Touch("a/cv.md");
  fs::create_directory_symlink("..", "a/up");     // a loop
  fs::create_directory_symlink("a", "alias");     // a second route to a/
  fs::create_symlink("cv.md", "a/link.md");       // a second name for a/cv.md
  fs::create_symlink("missing.md", "a/dead.md");  // broken: skipped silently
  const std::vector<std::string> args = {".", "a/cv.md"};
  const ExpandedInputs e = ExpandInputs(args, "");
  EXPECT_THAT(Names(e), ElementsAre("a/cv.md"));
  EXPECT_THAT(e.errors, IsEmpty());
}

TEST_F(InputsTest, ExplicitFilesWhateverTheExtensionAndMissingOnes) {
  Touch("cv.rst");
  const std::vector<std::string> args = {"nope.md", "cv.rst", "empty"};
  fs::create_directory("empty");
  const ExpandedInputs e = ExpandInputs(args, "");
  EXPECT_THAT(Names(e), ElementsAre("cv.rst"));
  EXPECT_THAT(e.errors, ElementsAre("nope.md: no such file"));
  EXPECT_THAT(e.warnings,
              ElementsAre("empty: no *.md, *.markdown or *.txt files found in this directory"));
}

TEST_F(InputsTest, StdinIsNamedAndKeptOnce) {
  const std::vector<std::string> args = {"-", "-"};
  ExpandedInputs e = ExpandInputs(args, "");
  ASSERT_EQ(e.inputs.size(), 1u);
  EXPECT_TRUE(e.inputs[0].is_stdin);
  EXPECT_EQ(e.inputs[0].name, "-");
  EXPECT_EQ(fs::path(e.inputs[0].config_anchor()).parent_path(), fs::current_path());

  e = ExpandInputs(args, "cvs/avery.md");
  ASSERT_EQ(e.inputs.size(), 1u);
  EXPECT_EQ(e.inputs[0].name, "cvs/avery.md");
  EXPECT_EQ(e.inputs[0].config_anchor(), "cvs/avery.md");
}

TEST_F(InputsTest, DevStdinIsStandardInputNotTheRedirectedFile) {
  const std::vector<std::string> args = {"/dev/stdin", "-", "/dev/fd/0"};
  ExpandedInputs e = ExpandInputs(args, "");
  ASSERT_EQ(e.inputs.size(), 1u);
  EXPECT_TRUE(e.inputs[0].is_stdin);
  EXPECT_EQ(e.inputs[0].name, "/dev/stdin");
  EXPECT_THAT(e.errors, IsEmpty());
}

TEST_F(InputsTest, AFifoIsAnErrorAndNeverAnInput) {
  Touch("cv.md");
  ASSERT_EQ(::mkfifo("pipe.md", 0644), 0);
  const std::vector<std::string> args = {"pipe.md", "cv.md", "."};
  const ExpandedInputs e = ExpandInputs(args, "");
  EXPECT_THAT(Names(e), ElementsAre("cv.md"));
  EXPECT_THAT(e.errors, ElementsAre("pipe.md: a FIFO, not a regular file; cvtidy reads files, "
                                    "and standard input as `-`"));
}

// Only links that lead out of the walked directory stop fix; the walk itself is unchanged.
TEST_F(InputsTest, FilesBehindALinkOutOfTheWalkAreNotToBeWritten) {
  Touch("tree/own.md");
  Touch("tree/sub/real.md");
  Touch("outside/cv.md");
  Touch("outside/more/deep.md");
  fs::create_symlink("../outside/cv.md", "tree/away.md");
  fs::create_symlink("sub/real.md", "tree/alias.md");
  fs::create_directory_symlink("../outside/more", "tree/more");
  const std::vector<std::string> args = {"tree"};
  const ExpandedInputs e = ExpandInputs(args, "");
  ASSERT_THAT(Names(e),
              ElementsAre("tree/alias.md", "tree/away.md", "tree/more/deep.md", "tree/own.md"));
  EXPECT_EQ(e.inputs[0].write_refusal, "");
  EXPECT_THAT(e.inputs[1].write_refusal, ::testing::HasSubstr("outside/cv.md', outside the"));
  EXPECT_THAT(e.inputs[2].write_refusal,
              ::testing::HasSubstr("outside/more/deep.md', outside the"));
  EXPECT_EQ(e.inputs[3].write_refusal, "");
}

TEST_F(InputsTest, TheWalkListsTemporaryFileNames) {
  Touch("docs/cv.md");
  Touch("docs/.cv.md.cvtidy-Ab12Cd");
  Touch("docs/.cv.md.cvtidy-notes");
  Touch("docs/.git/.x.md.cvtidy-Ab12Cd");  // inside a hidden directory: not walked
  const std::vector<std::string> args = {"docs"};
  const ExpandedInputs e = ExpandInputs(args, "");
  EXPECT_THAT(e.temp_files, ElementsAre("docs/.cv.md.cvtidy-Ab12Cd"));
}

// Dedup keeps the first position, whatever route reaches the file first, without remembering
// every file (inputs.h).
TEST_F(InputsTest, EachFileOnceAtItsFirstPosition) {
  Touch("d/a.md");
  Touch("d/b.md");
  Touch("d/sub/c.md");
  const auto names = [](std::vector<std::string> args) { return Names(ExpandInputs(args, "")); };
  // The same file named twice.
  EXPECT_THAT(names({"d/a.md", "./d/a.md", "d/../d/a.md"}), ElementsAre("d/a.md"));
  // A file named, then its directory walked; and walked, then named.
  EXPECT_THAT(names({"d/b.md", "d"}), ElementsAre("d/b.md", "d/a.md", "d/sub/c.md"));
  EXPECT_THAT(names({"d", "d/b.md", "./d/sub/c.md"}),
              ElementsAre("d/a.md", "d/b.md", "d/sub/c.md"));
  // A directory named twice, and nested directories in both orders.
  EXPECT_THAT(names({"d", "d/"}), ElementsAre("d/a.md", "d/b.md", "d/sub/c.md"));
  EXPECT_THAT(names({"d", "d/sub"}), ElementsAre("d/a.md", "d/b.md", "d/sub/c.md"));
  EXPECT_THAT(names({"d/sub", "d"}), ElementsAre("d/sub/c.md", "d/a.md", "d/b.md"));
  // A file of a directory that could not be listed is still an input when named.
  fs::create_directories("locked");
  Touch("locked/cv.md");
  fs::permissions("locked", fs::perms::owner_exec);
  const ExpandedInputs locked =
      ExpandInputs(std::vector<std::string>{"locked", "locked/cv.md"}, "");
  fs::permissions("locked", fs::perms::owner_all);
  EXPECT_THAT(Names(locked), ElementsAre("locked/cv.md"));
  if (::geteuid() != 0) {  // root lists it anyway
    EXPECT_THAT(locked.errors, ElementsAre(::testing::HasSubstr("cannot read directory")));
  }
}

TEST_F(InputsTest, ALinkToAFileKeepsWhicheverRouteTheWalkTakesFirst) {
  Touch("w/0.md");
  Touch("w/b.md");
  Touch("w/z/real.md");
  Touch("w/zz.md");
  fs::create_directories("w/m");
  fs::create_symlink("b.md", "w/a-link.md");          // before its target in the same directory
  fs::create_symlink("b.md", "w/c-link.md");          // after it
  fs::create_symlink("../0.md", "w/m/up.md");         // to an entry the parent walk has passed
  fs::create_symlink("../zz.md", "w/m/ahead.md");     // to one it has not reached yet
  fs::create_symlink("../z/real.md", "w/m/over.md");  // into a directory walked later
  const std::vector<std::string> args = {"w", "w/zz.md", "w/c-link.md"};
  EXPECT_THAT(Names(ExpandInputs(args, "")),
              ElementsAre("w/0.md", "w/a-link.md", "w/m/ahead.md", "w/m/over.md"));
}

TEST_F(InputsTest, AHardLinkedFileComesOnce) {
  Touch("h/x/cv.md");
  fs::create_directories("h/y");
  fs::create_hard_link("h/x/cv.md", "h/y/same.md");
  EXPECT_THAT(Names(ExpandInputs(std::vector<std::string>{"h"}, "")), ElementsAre("h/x/cv.md"));
  EXPECT_THAT(Names(ExpandInputs(std::vector<std::string>{"h/y/same.md", "h"}, "")),
              ElementsAre("h/y/same.md"));
}

// A directory wider than a chunk of names is read in chunks, in the same order.
TEST_F(InputsTest, AWideDirectoryIsReadInChunksInOrder) {
  std::vector<std::string> expected;
  for (int i = 0; i < 400; ++i) {
    // Names of different lengths, created out of order.
    const std::string name = fmt::format("wide/{}{}.md", (i * 7919) % 400, std::string(i % 9, 'x'));
    Touch(name);
    expected.push_back(name);
  }
  Touch("wide/.hidden.md");
  Touch("wide/.cv.md.cvtidy-Ab12Cd");
  fs::create_directories("wide/5sub");
  Touch("wide/5sub/inner.md");
  expected.push_back("wide/5sub/inner.md");
  std::sort(expected.begin(), expected.end());
  const std::vector<std::string> args = {"wide"};
  for (const size_t chunk : {size_t{64}, size_t{300}, size_t{1000}, kDirectoryChunkBytes}) {
    InputStream stream(args, "", chunk);
    std::vector<std::string> names;
    while (std::optional<Input> input = stream.Next()) {
      names.push_back(input->name);
    }
    EXPECT_EQ(names, expected) << chunk;
    EXPECT_THAT(stream.temp_files(), ElementsAre("wide/.cv.md.cvtidy-Ab12Cd")) << chunk;
  }
}

// What the stream holds depends on the widest directory and the depth, not on the number of
// files: ten times the files (in ten times the directories, or in one directory wider than a
// chunk) hold no more.
TEST_F(InputsTest, HeldBytesDoNotGrowWithTheNumberOfFiles) {
  constexpr size_t kChunk = 2048;
  const auto peak_held = [&](const std::string& root) {
    const std::vector<std::string> args = {root};
    InputStream stream(args, "", kChunk);
    size_t peak = 0;
    size_t count = 0;
    while (stream.Next()) {
      peak = std::max(peak, stream.HeldBytes());
      ++count;
    }
    return std::make_pair(count, peak);
  };
  const auto make_tree = [&](const std::string& root, int directories, int per_directory) {
    for (int d = 0; d < directories; ++d) {
      const fs::path dir = fs::path(root) / fmt::format("dir-{:04}", d);
      fs::create_directories(dir);
      for (int f = 0; f < per_directory; ++f) {
        std::ofstream(dir / fmt::format("a-fictional-cv-with-a-long-name-{:05}.md", f)) << "x\n";
      }
    }
  };
  make_tree("deep1", 10, 30);
  make_tree("deep10", 100, 30);
  make_tree("wide1", 1, 300);
  make_tree("wide10", 1, 3000);
  const auto [deep1, deep1_peak] = peak_held("deep1");
  const auto [deep10, deep10_peak] = peak_held("deep10");
  const auto [wide1, wide1_peak] = peak_held("wide1");
  const auto [wide10, wide10_peak] = peak_held("wide10");
  EXPECT_EQ(deep10, 10 * deep1);
  EXPECT_EQ(wide10, 10 * wide1);
  // Only the table of directories walked grows with the directories (a few bytes each).
  EXPECT_LE(deep10_peak, deep1_peak + 100 * 64) << deep1_peak;
  // One directory: its chunk of names, however wide it is.
  EXPECT_LE(wide10_peak, 4 * kChunk + 1024) << wide1_peak;
  EXPECT_LE(wide10_peak, wide1_peak + 1024) << wide1_peak;
}

TEST(IsLintableNameTest, Extensions) {
  EXPECT_TRUE(IsLintableName("a.md"));
  EXPECT_TRUE(IsLintableName("a.Md"));
  EXPECT_TRUE(IsLintableName("dir/a.markdown"));
  EXPECT_TRUE(IsLintableName("a.txt"));
  EXPECT_FALSE(IsLintableName("a.rst"));
  EXPECT_FALSE(IsLintableName("md"));
  EXPECT_FALSE(IsLintableName("a.md.bak"));
}

}  // namespace
}  // namespace cvtidy::cli
