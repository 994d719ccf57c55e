// A gtest fixture that gives each test a fresh directory under the system's temp directory,
// removed afterwards, and lists what the test left in it.
#ifndef CVTIDY_TESTS_SUPPORT_SCRATCH_DIR_H_
#define CVTIDY_TESTS_SUPPORT_SCRATCH_DIR_H_

#include <stdlib.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "gtest/gtest.h"

namespace cvtidy::testing_support {

// The names in `dir`, sorted.
inline std::vector<std::string> DirectoryEntries(const std::filesystem::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    names.push_back(e.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

// The bytes of the file at `path` (empty when it cannot be read).
inline std::string FileContents(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class ScratchDirTest : public testing::Test {
 protected:
  void SetUp() override {
    std::string templ = (std::filesystem::temp_directory_path() / "cvtidy-test-XXXXXX").string();
    ASSERT_NE(::mkdtemp(templ.data()), nullptr);
    dir_ = templ;
  }
  void TearDown() override {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  // The names in the directory, sorted.
  std::vector<std::string> Entries() const { return DirectoryEntries(dir_); }

  std::filesystem::path dir_;
};

}  // namespace cvtidy::testing_support

#endif  // CVTIDY_TESTS_SUPPORT_SCRATCH_DIR_H_
