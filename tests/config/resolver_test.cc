#include "src/config/resolver.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/base/strings.h"

namespace cvtidy {
namespace {

namespace fs = std::filesystem;

class ConfigResolverTest : public testing::Test {
 protected:
  void SetUp() override {
    const testing::TestInfo* test = testing::UnitTest::GetInstance()->current_test_info();
    root_ = fs::temp_directory_path() /
            fmt::format("cvtidy-resolver-test-{}-{}", ::getpid(), test->name());
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override { fs::remove_all(root_); }

  // Writes `text` to `root_ / relative`, creating directories on the way.
  fs::path Write(std::string_view relative, std::string_view text) {
    const fs::path path = root_ / relative;
    fs::create_directories(path.parent_path());
    std::FILE* file = std::fopen(path.c_str(), "wb");
    EXPECT_NE(file, nullptr) << path;
    if (file != nullptr) {
      std::fwrite(text.data(), 1, text.size(), file);
      std::fclose(file);
    }
    return path;
  }

  // Writes a cvtidy.toml in `dir` whose owner names `tag`, to tell configs apart.
  fs::path WriteConfig(std::string_view dir, std::string_view tag) {
    return Write(fmt::format("{}/cvtidy.toml", dir), fmt::format("[style]\nowner = \"{}\"\n", tag));
  }

  static std::string OwnerOf(const std::shared_ptr<const Config>& config) {
    return config->style.owner.value_or("");
  }

  fs::path root_;
};

TEST_F(ConfigResolverTest, NearestConfigWins) {
  WriteConfig(".", "root");
  WriteConfig("lab", "lab");
  ConfigResolver resolver;
  absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(root_ / "lab/cv.md");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(OwnerOf(*config), "lab");
  EXPECT_EQ((*config)->path, (root_ / "lab/cvtidy.toml").string());
  config = resolver.For(root_ / "cv.md");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(OwnerOf(*config), "root");
}

TEST_F(ConfigResolverTest, WalksUpSeveralLevels) {
  WriteConfig("lab", "lab");
  ConfigResolver resolver;
  const absl::StatusOr<std::shared_ptr<const Config>> config =
      resolver.For(root_ / "lab/2024/spring/drafts/cv.md");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(OwnerOf(*config), "lab");
}

TEST_F(ConfigResolverTest, RelativeAndUnnormalizedInputs) {
  WriteConfig("lab", "lab");
  WriteConfig("other", "other");
  ConfigResolver resolver;
  // `..` is resolved lexically before the walk: this file is governed by lab/, not other/.
  const absl::StatusOr<std::shared_ptr<const Config>> config =
      resolver.For(root_ / "other/../lab/./cv.md");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(OwnerOf(*config), "lab");
}

TEST_F(ConfigResolverTest, NoConfigGivesTheSharedDefaults) {
  // Assumes no cvtidy.toml above the temp directory, as on any sane machine.
  ConfigResolver resolver;
  const absl::StatusOr<std::shared_ptr<const Config>> a = resolver.For(root_ / "a/cv.md");
  const absl::StatusOr<std::shared_ptr<const Config>> b = resolver.For(root_ / "b/c/cv.md");
  ASSERT_TRUE(a.ok()) << a.status();
  ASSERT_TRUE(b.ok()) << b.status();
  EXPECT_EQ(a->get(), b->get());
  EXPECT_TRUE((*a)->path.empty());
  EXPECT_TRUE((*a)->rules.empty());
  EXPECT_FALSE((*a)->style.owner.has_value());
}

TEST_F(ConfigResolverTest, DirectoryInputStartsAtItself) {
  WriteConfig(".", "root");
  WriteConfig("lab", "lab");
  ConfigResolver resolver;
  const absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(root_ / "lab");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(OwnerOf(*config), "lab");
}

TEST_F(ConfigResolverTest, SameFileSameObjectAndDiscoveryIsCached) {
  const fs::path toml = WriteConfig(".", "root");
  fs::create_directories(root_ / "a/b/c");
  ConfigResolver resolver;
  const absl::StatusOr<std::shared_ptr<const Config>> first = resolver.For(root_ / "a/b/c/x.md");
  ASSERT_TRUE(first.ok()) << first.status();
  EXPECT_EQ(OwnerOf(*first), "root");
  const absl::StatusOr<std::shared_ptr<const Config>> sibling = resolver.For(root_ / "a/b/c/y.md");
  ASSERT_TRUE(sibling.ok()) << sibling.status();
  EXPECT_EQ(first->get(), sibling->get());

  // Every directory on the way up was remembered: with the file gone, a file in an
  // intermediate directory still resolves without touching the disk.
  fs::remove(toml);
  const absl::StatusOr<std::shared_ptr<const Config>> cached = resolver.For(root_ / "a/b/z.md");
  ASSERT_TRUE(cached.ok()) << cached.status();
  EXPECT_EQ(first->get(), cached->get());
  // A new directory's walk stops at the first remembered one (a/).
  const absl::StatusOr<std::shared_ptr<const Config>> fresh =
      resolver.For(root_ / "a/elsewhere/w.md");
  ASSERT_TRUE(fresh.ok()) << fresh.status();
  EXPECT_EQ(first->get(), fresh->get());
  const absl::StatusOr<std::shared_ptr<const Config>> top = resolver.For(root_ / "t.md");
  ASSERT_TRUE(top.ok()) << top.status();
  EXPECT_EQ(first->get(), top->get());  // root_ itself was visited: it held the file
}

// ForFile answers as For does, for every way of writing a file's path, and the files of a
// directory after the first get the cached object without the walk.
TEST_F(ConfigResolverTest, ForFileAgreesWithForAndCachesPerWrittenDirectory) {
  WriteConfig(".", "root");
  WriteConfig("lab", "lab");
  fs::create_directories(root_ / "lab/deep");
  fs::create_directories(root_ / "other");
  ConfigResolver by_file;
  ConfigResolver reference;
  const std::string base = root_.string();
  for (const std::string& file :
       {base + "/lab/cv.md", base + "/lab/deep/cv.md", base + "/other/cv.md", base + "/cv.md",
        base + "/other/../lab/./cv.md", base + "//lab//cv.md", base + "/lab/deep/../x.md"}) {
    const absl::StatusOr<std::shared_ptr<const Config>> got = by_file.ForFile(file);
    const absl::StatusOr<std::shared_ptr<const Config>> want = reference.For(file);
    ASSERT_TRUE(got.ok()) << file << ": " << got.status();
    ASSERT_TRUE(want.ok()) << file << ": " << want.status();
    EXPECT_EQ(OwnerOf(*got), OwnerOf(*want)) << file;
    EXPECT_EQ((*got)->path, (*want)->path) << file;
  }
  const absl::StatusOr<std::shared_ptr<const Config>> first = by_file.ForFile(base + "/lab/a.md");
  // With the file gone, a sibling still resolves to the same object: no walk, no read.
  fs::remove(root_ / "lab/cvtidy.toml");
  const absl::StatusOr<std::shared_ptr<const Config>> sibling = by_file.ForFile(base + "/lab/b.md");
  ASSERT_TRUE(first.ok()) << first.status();
  ASSERT_TRUE(sibling.ok()) << sibling.status();
  EXPECT_EQ(first->get(), sibling->get());
  EXPECT_EQ(OwnerOf(*sibling), "lab");
}

// A file named without a directory is governed by the working directory's config.
TEST_F(ConfigResolverTest, ForFileWithoutDirectoryStartsAtTheWorkingDirectory) {
  WriteConfig(".", "root");
  const fs::path saved = fs::current_path();
  fs::current_path(root_);
  ConfigResolver resolver;
  const absl::StatusOr<std::shared_ptr<const Config>> config = resolver.ForFile("cv.md");
  fs::current_path(saved);
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(OwnerOf(*config), "root");
}

// Errors are not cached: the next file of the directory meets the error again.
TEST_F(ConfigResolverTest, ForFileDoesNotCacheErrors) {
  Write("lab/cvtidy.toml", "[rules\n");
  ConfigResolver resolver;
  const std::string file = (root_ / "lab/cv.md").string();
  EXPECT_FALSE(resolver.ForFile(file).ok());
  EXPECT_FALSE(resolver.ForFile((root_ / "lab/cv2.md").string()).ok());
}

TEST_F(ConfigResolverTest, OverrideGovernsEveryInput) {
  WriteConfig("lab", "lab");
  const fs::path override_path = Write("shared/house.toml", "[style]\nowner = \"house\"\n");
  ConfigResolver resolver(override_path);
  const absl::StatusOr<std::shared_ptr<const Config>> a = resolver.For(root_ / "lab/cv.md");
  const absl::StatusOr<std::shared_ptr<const Config>> b = resolver.For("/elsewhere/cv.md");
  ASSERT_TRUE(a.ok()) << a.status();
  ASSERT_TRUE(b.ok()) << b.status();
  EXPECT_EQ(OwnerOf(*a), "house");
  EXPECT_EQ(a->get(), b->get());
  EXPECT_EQ((*a)->path, override_path.string());
}

TEST_F(ConfigResolverTest, MissingOverrideIsNotFound) {
  const fs::path missing = root_ / "nope.toml";
  ConfigResolver resolver(missing);
  const absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(root_ / "cv.md");
  ASSERT_FALSE(config.ok());
  EXPECT_EQ(config.status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(FromAbsl(config.status().message()), missing.string() + ": no such file");
}

TEST_F(ConfigResolverTest, ParseErrorsPropagate) {
  const fs::path toml = Write("lab/cvtidy.toml", "[rules]\n\"date/future\" = \"loud\"\n");
  ConfigResolver resolver;
  const absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(root_ / "lab/cv.md");
  ASSERT_FALSE(config.ok());
  EXPECT_EQ(config.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(FromAbsl(config.status().message()),
            fmt::format("{}:2:17: unknown severity \"loud\"; expected off, info, warning or "
                        "error\n"
                        "  \"date/future\" = \"loud\"\n"
                        "                  ^",
                        toml.string()));
}

TEST_F(ConfigResolverTest, ADirectoryNamedCvtidyTomlIsSkipped) {
  WriteConfig(".", "root");
  fs::create_directories(root_ / "lab/cvtidy.toml");
  ConfigResolver resolver;
  const absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(root_ / "lab/cv.md");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(OwnerOf(*config), "root");
}

TEST_F(ConfigResolverTest, NearerFilesWinKeyByKey) {
  Write("cvtidy.toml",
        "select = [\"date/*\", \"venue/*\"]\n"
        "ignore = [\"date/order\"]\n"
        "file-timeout = 10\n"
        "[style]\n"
        "date = \"Mon YYYY\"\n"
        "owner = \"Ada Example\"\n"
        "oxford-comma = true\n"
        "[rules]\n"
        "\"date/*\" = \"error\"\n"
        "[[custom]]\n"
        "id = \"custom/tba\"\n"
        "pattern = 'TBA'\n"
        "message = \"give a date\"\n"
        "[[custom]]\n"
        "id = \"custom/arxiv\"\n"
        "pattern = 'arxiv'\n"
        "message = \"write arXiv\"\n");
  const fs::path lab = Write("lab/cvtidy.toml",
                             "select = [\"venue/*\"]\n"
                             "file-timeout = 30\n"
                             "[style]\n"
                             "owner = \"Bo Example\"\n"
                             "[rules]\n"
                             "\"date/future\" = \"info\"\n"
                             "[[custom]]\n"
                             "id = \"custom/tba\"\n"
                             "pattern = 'TBD'\n"
                             "message = \"say when\"\n");
  ConfigResolver resolver;
  const absl::StatusOr<std::shared_ptr<const Config>> merged =
      resolver.For(root_ / "lab/people/cv.md");
  ASSERT_TRUE(merged.ok()) << merged.status();
  const Config& c = **merged;
  EXPECT_EQ(c.path, lab.string());  // the nearest file names the merge
  EXPECT_EQ(c.style.owner, "Bo Example");
  EXPECT_EQ(c.style.date, DateStyle::kMonthAbbr);
  EXPECT_EQ(c.style.oxford_comma, true);
  EXPECT_EQ(c.file_timeout, 30);
  // select: the nearest file that sets it; ignore: inherited.
  ASSERT_EQ(c.select.size(), 1u);
  EXPECT_EQ(c.select[0].pattern, "venue/*");
  ASSERT_EQ(c.ignore.size(), 1u);
  EXPECT_EQ(c.ignore[0].pattern, "date/order");
  EXPECT_EQ(OriginOf(c, c.ignore[0]).path, (root_ / "cvtidy.toml").string());
  // [rules]: the parent's first, so the nearer setting wins when both match.
  ASSERT_EQ(c.rules.size(), 2u);
  EXPECT_EQ(c.rules[0].pattern.pattern, "date/*");
  EXPECT_EQ(OriginOf(c, c.rules[0].pattern).path, (root_ / "cvtidy.toml").string());
  EXPECT_EQ(c.rules[1].pattern.pattern, "date/future");
  EXPECT_EQ(OriginOf(c, c.rules[1].pattern).path, lab.string());
  // [[custom]] by id: the nearer definition replaces the farther one in place.
  ASSERT_EQ(c.custom.size(), 2u);
  EXPECT_EQ(c.custom[0].id, "custom/tba");
  EXPECT_EQ(c.custom[0].pattern, "TBD");
  EXPECT_EQ(c.custom[0].origin, lab.string() + ":7");
  EXPECT_EQ(c.custom[1].id, "custom/arxiv");

  // The parent directory itself is governed by the parent file alone.
  const absl::StatusOr<std::shared_ptr<const Config>> top = resolver.For(root_ / "cv.md");
  ASSERT_TRUE(top.ok()) << top.status();
  EXPECT_EQ((*top)->style.owner, "Ada Example");
  EXPECT_EQ((*top)->file_timeout, 10);
  EXPECT_EQ((*top)->custom[0].pattern, "TBA");
  // Every directory below lab/ shares lab's merge.
  const absl::StatusOr<std::shared_ptr<const Config>> sibling =
      resolver.For(root_ / "lab/other/cv.md");
  ASSERT_TRUE(sibling.ok()) << sibling.status();
  EXPECT_EQ(sibling->get(), merged->get());
}

TEST_F(ConfigResolverTest, RootTrueStopsTheWalk) {
  // A broken file above a `root = true` one is never read.
  Write("cvtidy.toml", "this is not toml\n");
  Write("lab/cvtidy.toml", "root = true\n[style]\nowner = \"lab\"\n");
  WriteConfig("lab/team", "team");
  ConfigResolver resolver;
  absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(root_ / "lab/team/cv.md");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(OwnerOf(*config), "team");
  config = resolver.For(root_ / "lab/cv.md");
  ASSERT_TRUE(config.ok()) << config.status();
  EXPECT_EQ(OwnerOf(*config), "lab");
  // Above it, the broken file is an error naming itself.
  config = resolver.For(root_ / "cv.md");
  ASSERT_FALSE(config.ok());
  EXPECT_TRUE(
      FromAbsl(config.status().message()).starts_with((root_ / "cvtidy.toml").string() + ":1:"))
      << config.status().message();
}

TEST_F(ConfigResolverTest, ErrorsInAParentNameTheParent) {
  const fs::path parent = Write("cvtidy.toml", "[style]\ndate = \"Mon-YYYY\"\n");
  WriteConfig("lab", "lab");
  ConfigResolver resolver;
  const absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(root_ / "lab/cv.md");
  ASSERT_FALSE(config.ok());
  EXPECT_TRUE(FromAbsl(config.status().message()).starts_with(parent.string() + ":2:8: "))
      << config.status().message();
}

TEST_F(ConfigResolverTest, VenuesMergeById) {
  Write("cvtidy.toml",
        "[[venues]]\nid = \"HotWidgets\"\nname = \"Workshop on Hot Topics in Widgets\"\n"
        "kind = \"workshop\"\n");
  Write("lab/cvtidy.toml",
        "[[venues]]\nid = \"GadgetConf\"\nname = \"Conference on Gadget Systems\"\n");
  ConfigResolver resolver;
  const absl::StatusOr<std::shared_ptr<const Config>> config = resolver.For(root_ / "lab/cv.md");
  ASSERT_TRUE(config.ok()) << config.status();
  ASSERT_NE((*config)->venues, nullptr);
  std::vector<std::string_view> ids;
  for (const VenueRecord& v : (*config)->venues->venues()) {
    if (v.id == "HotWidgets" || v.id == "GadgetConf") {
      ids.push_back(v.id);
    }
  }
  std::sort(ids.begin(), ids.end());
  EXPECT_EQ(ids, (std::vector<std::string_view>{"GadgetConf", "HotWidgets"}));
}

}  // namespace
}  // namespace cvtidy
