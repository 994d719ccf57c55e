// One layer order: the one docs/architecture.md states, the one the comment at the top of
// CMakeLists.txt states, and the one every `#include` of the layers keeps (a layer includes
// only layers before it).
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "re2/re2.h"

namespace cvtidy {
namespace {

namespace fs = std::filesystem;

std::string Read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The comma-separated words of `text` from the first match of `pattern`'s one group, with
// comment markers, `*` and line breaks dropped.
std::vector<std::string> Layers(const std::string& text, const char* pattern) {
  std::string list;
  EXPECT_TRUE(RE2::PartialMatch(text, pattern, &list)) << pattern;
  RE2::GlobalReplace(&list, R"(\n#?\s*|\*)", " ");
  std::vector<std::string> layers;
  std::stringstream in(list);
  for (std::string word; std::getline(in, word, ',');) {
    RE2::GlobalReplace(&word, R"(^\s+|\s+$)", "");
    layers.push_back(word);
  }
  return layers;
}

const fs::path kRoot = CVTIDY_SOURCE_DIR;

// The directory of each layer, relative to the repository.
std::string DirectoryOf(const std::string& layer) {
  if (layer == "rules" || layer == "normalizers" || layer == "reporters") {
    return layer;
  }
  return "src/" + layer;
}

TEST(LayerOrderTest, DocsAndCMakeStateOneOrder) {
  const std::vector<std::string> docs =
      Layers(Read(kRoot / "docs" / "architecture.md"), R"(lowest first:\s*\*\*([^*]+)\*\*)");
  const std::vector<std::string> cmake =
      Layers(Read(kRoot / "CMakeLists.txt"), R"(lowest first[^\n]*\n#\s+((?:[a-z]+,?\s*#?\s*)+))");
  EXPECT_THAT(docs, ::testing::Contains("base"));
  EXPECT_EQ(docs, cmake);
  for (const std::string& layer : docs) {
    EXPECT_TRUE(fs::is_directory(kRoot / DirectoryOf(layer))) << layer;
  }
}

TEST(LayerOrderTest, NoLayerIncludesALaterOne) {
  const std::vector<std::string> order =
      Layers(Read(kRoot / "docs" / "architecture.md"), R"(lowest first:\s*\*\*([^*]+)\*\*)");
  ASSERT_FALSE(order.empty());
  const auto rank = [&](const std::string& include) -> int {
    for (size_t i = 0; i < order.size(); ++i) {
      if (include.rfind(DirectoryOf(order[i]) + "/", 0) == 0) {
        return static_cast<int>(i);
      }
    }
    return -1;
  };
  const RE2 include_line(R"re(#include "([^"]+)")re");
  for (size_t i = 0; i < order.size(); ++i) {
    for (const fs::directory_entry& entry :
         fs::recursive_directory_iterator(kRoot / DirectoryOf(order[i]))) {
      const std::string relative = fs::relative(entry.path(), kRoot).string();
      const std::string ext = entry.path().extension().string();
      // The build-time generators are executables, not part of their layer.
      if ((ext != ".h" && ext != ".cc") || relative.find("/gen/") != std::string::npos) {
        continue;
      }
      const std::string text = Read(entry.path());
      re2::StringPiece input(text);
      std::string include;
      while (RE2::FindAndConsume(&input, include_line, &include)) {
        EXPECT_LE(rank(include), static_cast<int>(i))
            << relative << " (layer " << order[i] << ") includes " << include;
      }
    }
  }
}

}  // namespace
}  // namespace cvtidy
