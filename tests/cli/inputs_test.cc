#include "src/cli/inputs.h"

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

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
