// The shell completions and the man page (src/cli/shell_docs.h): the copies under docs/ are
// current, the generated text names every command, flag and rule, each shell parses its script,
// groff formats the page without a warning, and completing actually offers the right words
// (bash always; fish when installed).
#include "src/cli/shell_docs.h"

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/cli/flags.h"

namespace cvtidy::cli {
namespace {

namespace fs = std::filesystem;
using ::testing::Contains;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::Not;

std::optional<std::string> ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return std::nullopt;
  }
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

bool UpdateGoldens() {
  const char* value = std::getenv("CVTIDY_UPDATE_GOLDENS");
  return value != nullptr && std::string_view(value) == "1";
}

struct Shell {
  int code = -1;
  std::string out;  // standard output and standard error together
};

// Runs `command` with /bin/sh, capturing both outputs.
Shell RunShell(const std::string& command) {
  Shell result;
  FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
  if (pipe == nullptr) {
    return result;
  }
  char buffer[4096];
  size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) {
    result.out.append(buffer, n);
  }
  const int status = ::pclose(pipe);
  result.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

bool Installed(const std::string& program) {
  return RunShell("command -v " + program + " >/dev/null").code == 0;
}

std::string Quote(const std::string& text) {
  std::string out = "'";
  for (const char c : text) {
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  }
  return out + "'";
}

// The generator the build runs (beside the cvtidy binary). The documents are taken from it, not
// from GeneratedDocs() in this process, whose registry also holds the rules tests register.
const fs::path kGenerator = fs::path(CVTIDY_BINARY).parent_path() / "cvtidy_gen_docs";

// The documents the generator writes, by path under docs/.
std::vector<std::string> DocPaths() {
  std::vector<std::string> paths;
  for (const GeneratedDoc& doc : GeneratedDocs()) {
    paths.emplace_back(doc.path);
  }
  return paths;
}

// The ids of the rules the cvtidy binary has, from `cvtidy rules --format json`.
std::vector<std::string> BinaryRuleIds() {
  const Shell rules = RunShell(Quote(CVTIDY_BINARY) + " rules --format json");
  EXPECT_EQ(rules.code, 0) << rules.out;
  std::vector<std::string> ids;
  const std::string key = "\"id\": \"";
  for (size_t at = rules.out.find(key); at != std::string::npos; at = rules.out.find(key, at)) {
    at += key.size();
    ids.push_back(rules.out.substr(at, rules.out.find('"', at) - at));
  }
  EXPECT_FALSE(ids.empty()) << rules.out;
  return ids;
}

class ShellDocsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string templ = (fs::temp_directory_path() / "cvtidy-shell-docs-XXXXXX").string();
    ASSERT_NE(::mkdtemp(templ.data()), nullptr);
    dir_ = templ;
    const Shell generated = RunShell(Quote(kGenerator.string()) + " " + Quote(dir_.string()));
    ASSERT_EQ(generated.code, 0) << kGenerator.string() << ": " << generated.out;
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  std::string Generated(const std::string& path) const {
    return ReadFile(dir_ / path).value_or("");
  }
  std::string Path(const std::string& relative) const { return (dir_ / relative).string(); }

  // The words bash offers for `words` (the last one is being completed), one per line.
  std::vector<std::string> BashComplete(const std::vector<std::string>& words) {
    std::string array;
    for (const std::string& word : words) {
      array += " " + Quote(word);
    }
    const std::string script = "cd " + Quote(dir_.string()) + " && source " +
                               Quote(Path("completions/cvtidy.bash")) + " && COMP_WORDS=(" + array +
                               ") && COMP_CWORD=" + std::to_string(words.size() - 1) +
                               " && _cvtidy && printf '%s\\n' \"${COMPREPLY[@]}\"";
    const Shell shell = RunShell("bash -c " + Quote(script));
    EXPECT_EQ(shell.code, 0) << shell.out;
    std::vector<std::string> lines;
    std::stringstream in(shell.out);
    for (std::string line; std::getline(in, line);) {
      if (!line.empty()) {
        lines.push_back(line);
      }
    }
    return lines;
  }

  fs::path dir_;
};

// The copies under docs/ are what the build generates; CVTIDY_UPDATE_GOLDENS=1 rewrites them.
TEST_F(ShellDocsTest, DocsCopiesAreUpToDate) {
  const fs::path docs = fs::path(CVTIDY_SOURCE_DIR) / "docs";
  for (const std::string& relative : DocPaths()) {
    const fs::path path = docs / relative;
    const std::string generated = Generated(relative);
    ASSERT_FALSE(generated.empty()) << relative;
    const std::optional<std::string> checked_in = ReadFile(path);
    if (checked_in == generated) {
      continue;
    }
    if (UpdateGoldens()) {
      fs::create_directories(path.parent_path());
      std::ofstream(path, std::ios::binary) << generated;
      continue;
    }
    EXPECT_EQ(checked_in, generated)
        << path.string() << " is " << (checked_in ? "stale" : "missing") << "; run `"
        << kRegenerateDocsCommand << "` (or the tests with CVTIDY_UPDATE_GOLDENS=1)";
  }
}

// Every command, every spelling of every flag, and every rule id reaches every document.
TEST_F(ShellDocsTest, EveryCommandFlagAndRuleIsGenerated) {
  const std::vector<std::string> rule_ids = BinaryRuleIds();
  for (const std::string& path : DocPaths()) {
    if (path == "rules.md") {
      continue;  // tests/rules/registry_test.cc checks it
    }
    const std::string text = Generated(path);
    const bool man = path == "cvtidy.1";
    const bool fish = path.ends_with(".fish");
    // How a document spells a flag: the man page writes `-` as `\-`; fish names flags without
    // their dashes (`-s q`, `-l quiet`).
    const auto spelled = [&](std::string_view name) {
      if (fish) {
        return std::string(name.substr(0, 2) == "--" ? " -l " : " -s ") +
               std::string(name.substr(name.find_first_not_of('-')));
      }
      std::string out;
      for (const char c : name) {
        out += c == '-' && man ? std::string("\\-") : std::string(1, c);
      }
      return out;
    };
    for (const Command command : AllCommands()) {
      EXPECT_THAT(text, HasSubstr(std::string(CommandName(command)))) << path;
      for (const FlagInfo& flag : FlagsOf(command)) {
        EXPECT_THAT(text, HasSubstr(spelled(flag.name))) << path;
        if (!flag.short_name.empty()) {
          EXPECT_THAT(text, HasSubstr(spelled(flag.short_name))) << path;
        }
      }
    }
    if (!man) {
      for (const std::string& id : rule_ids) {
        EXPECT_THAT(text, HasSubstr(id)) << path;
      }
    }
  }
}

TEST_F(ShellDocsTest, EachShellParsesItsScript) {
  Shell bash = RunShell("bash -n " + Quote(Path("completions/cvtidy.bash")));
  EXPECT_EQ(bash.code, 0) << bash.out;
  EXPECT_EQ(bash.out, "");
  if (Installed("zsh")) {
    const Shell zsh = RunShell("zsh -n " + Quote(Path("completions/cvtidy.zsh")));
    EXPECT_EQ(zsh.code, 0) << zsh.out;
    EXPECT_EQ(zsh.out, "");
  }
  if (Installed("fish")) {
    const Shell fish = RunShell("fish --no-execute " + Quote(Path("completions/cvtidy.fish")));
    EXPECT_EQ(fish.code, 0) << fish.out;
    EXPECT_EQ(fish.out, "");
  }
}

// groff with every warning on reports nothing; man renders the page's sections.
TEST_F(ShellDocsTest, ManPageFormatsWithoutWarnings) {
  if (!Installed("groff")) {
    GTEST_SKIP() << "groff is not installed";
  }
  const Shell groff = RunShell("groff -man -Tutf8 -ww -z " + Quote(Path("cvtidy.1")));
  EXPECT_EQ(groff.code, 0) << groff.out;
  EXPECT_EQ(groff.out, "") << "groff warnings";
  const Shell text = RunShell("groff -man -Tutf8 -ww -P-cbou " + Quote(Path("cvtidy.1")));
  EXPECT_EQ(text.code, 0) << text.out;
  for (const char* part : {"NAME", "SYNOPSIS", "COMMANDS", "OPTIONS", "EXIT STATUS", "--select IDS",
                           "-q, --quiet", "cvtidy explain [options] RULE [FILE]"}) {
    // groff may hyphenate or use U+2010 for '-': compare on ASCII hyphens only.
    EXPECT_THAT(text.out, HasSubstr(part)) << text.out;
  }
  if (Installed("man")) {
    const Shell man = RunShell("MANWIDTH=100 man -l " + Quote(Path("cvtidy.1")) + " | cat");
    EXPECT_EQ(man.code, 0) << man.out;
    EXPECT_THAT(man.out, HasSubstr("--statistics")) << man.out;
  }
}

TEST_F(ShellDocsTest, BashCompletesCommandsFlagsAndValues) {
  std::ofstream(dir_ / "cv.md") << "# A\n";
  EXPECT_THAT(BashComplete({"cvtidy", ""}), Contains("check"));
  EXPECT_THAT(BashComplete({"cvtidy", "ex"}), ::testing::ElementsAre("explain"));
  EXPECT_THAT(BashComplete({"cvtidy", "check", "--se"}), ::testing::ElementsAre("--select"));
  // Flags of fix only are offered to fix only.
  EXPECT_THAT(BashComplete({"cvtidy", "fix", "--d"}), Contains("--diff"));
  EXPECT_THAT(BashComplete({"cvtidy", "check", "--d"}), Not(Contains("--diff")));
  EXPECT_THAT(BashComplete({"cvtidy", "check", "-"}), Contains("-q"));

  // Values: rule ids after --select, also in a comma list and after `=`.
  EXPECT_THAT(BashComplete({"cvtidy", "check", "--select", ""}), Contains("date/mixed-format"));
  EXPECT_THAT(BashComplete({"cvtidy", "check", "--ignore", "date/mi"}),
              Contains("date/mixed-format"));
  EXPECT_THAT(BashComplete({"cvtidy", "check", "--select", "input/encoding,date/mi"}),
              Contains("input/encoding,date/mixed-format"));
  EXPECT_THAT(BashComplete({"cvtidy", "fix", "--select", "=", "date/mi"}),
              Contains("date/mixed-format"));
  EXPECT_THAT(BashComplete({"cvtidy", "check", "--color", ""}),
              ::testing::ElementsAre("auto", "always", "never"));
  EXPECT_THAT(BashComplete({"cvtidy", "rules", "--format", ""}),
              ::testing::ElementsAre("text", "json", "markdown"));
  EXPECT_THAT(BashComplete({"cvtidy", "check", "--format", ""}), Contains("sarif"));
  EXPECT_THAT(BashComplete({"cvtidy", "check", "--jobs", ""}), IsEmpty());
  EXPECT_THAT(BashComplete({"cvtidy", "check", "--output", "c"}), Contains("cv.md"));

  // Positionals: paths for check; a rule id, then a file, for explain.
  EXPECT_THAT(BashComplete({"cvtidy", "check", "--jobs", "2", "c"}), Contains("cv.md"));
  EXPECT_THAT(BashComplete({"cvtidy", "explain", "date/mi"}), Contains("date/mixed-format"));
  EXPECT_THAT(BashComplete({"cvtidy", "explain", "--today", "2025-01-01", "date/mi"}),
              Contains("date/mixed-format"));
  EXPECT_THAT(BashComplete({"cvtidy", "explain", "date/mixed-format", "c"}), Contains("cv.md"));
  EXPECT_THAT(BashComplete({"cvtidy", "rules", ""}), IsEmpty());
}

TEST_F(ShellDocsTest, FishCompletesCommandsFlagsAndValues) {
  if (!Installed("fish")) {
    GTEST_SKIP() << "fish is not installed";
  }
  const auto complete = [&](const std::string& line) {
    const Shell fish =
        RunShell("fish --no-config -c " + Quote("source " + Quote(Path("completions/cvtidy.fish")) +
                                                "; complete -C " + Quote(line)));
    EXPECT_EQ(fish.code, 0) << fish.out;
    return fish.out;
  };
  EXPECT_THAT(complete("cvtidy "), HasSubstr("check\t"));
  EXPECT_THAT(complete("cvtidy check --se"), HasSubstr("--select\t"));
  EXPECT_THAT(complete("cvtidy check --select "), HasSubstr("date/mixed-format"));
  EXPECT_THAT(complete("cvtidy check --select input/encoding,da"),
              HasSubstr("input/encoding,date/mixed-format"));
  EXPECT_THAT(complete("cvtidy check --color "), HasSubstr("always"));
  EXPECT_THAT(complete("cvtidy check --d"), Not(HasSubstr("--diff")));
  EXPECT_THAT(complete("cvtidy fix --d"), HasSubstr("--diff"));
}

}  // namespace
}  // namespace cvtidy::cli
