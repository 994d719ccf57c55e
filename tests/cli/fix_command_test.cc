// In-process tests of the fix command with rules registered in this test binary only (the
// real rules have no unsafe fix and always converge): a rule whose fixes never settle, and a
// rule whose fix is unsafe.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "src/cli/commands.h"
#include "src/cli/flags.h"
#include "src/cli/session.h"
#include "src/engine/rule.h"

namespace cvtidy {
namespace {

using ::testing::HasSubstr;

// Rewrites every `ping` to `pong` and every `pong` to `ping`: each pass undoes the last.
class TestFlipRule final : public Rule {
 public:
  const RuleInfo& info() const override {
    static const RuleInfo kInfo{
        .id = "test/flip",
        .default_severity = Severity::kWarning,
        .summary = "Flips ping and pong (tests only).",
        .explanation =
            "## What it does\nx\n## Why is this bad?\nx\n## Example\nx\n"
            "## Fix safety\nx\n",
        .fix_availability = FixAvailability::kAlways,
        .fix_safety = FixSafety::kSafe,
    };
    return kInfo;
  }
  void Check(const Document& doc, const RuleContext&, DiagnosticSink& sink) const override {
    const std::string_view text = doc.source().text();
    for (size_t pos = 0; (pos = text.find("p", pos)) != std::string_view::npos; ++pos) {
      const std::string_view word = text.substr(pos, 4);
      if (word == "ping" || word == "pong") {
        const auto begin = static_cast<uint32_t>(pos);
        Fix fix{"flip", FixSafety::kSafe, {{{begin, begin + 4}, word == "ping" ? "pong" : "ping"}}};
        sink.Report({begin, begin + 4}, "flip me", std::move(fix));
      }
    }
  }
};

CVTIDY_REGISTER_RULE(TestFlipRule);

// Upper-cases `shout`, as an unsafe fix.
class TestShoutRule final : public Rule {
 public:
  const RuleInfo& info() const override {
    static const RuleInfo kInfo{
        .id = "test/shout",
        .default_severity = Severity::kWarning,
        .summary = "Shouts (tests only).",
        .explanation =
            "## What it does\nx\n## Why is this bad?\nx\n## Example\nx\n"
            "## Fix safety\nx\n",
        .fix_availability = FixAvailability::kAlways,
        .fix_safety = FixSafety::kUnsafe,
    };
    return kInfo;
  }
  void Check(const Document& doc, const RuleContext&, DiagnosticSink& sink) const override {
    const std::string_view text = doc.source().text();
    for (size_t pos = 0; (pos = text.find("shout", pos)) != std::string_view::npos; ++pos) {
      const auto begin = static_cast<uint32_t>(pos);
      Fix fix{"Shout", FixSafety::kUnsafe, {{{begin, begin + 5}, "SHOUT"}}};
      sink.Report({begin, begin + 5}, "too quiet", std::move(fix));
    }
  }
};

CVTIDY_REGISTER_RULE(TestShoutRule);

class FixConvergenceTest : public testing::Test {
 protected:
  void SetUp() override {
    std::string templ =
        (std::filesystem::temp_directory_path() / "cvtidy-converge-XXXXXX").string();
    ASSERT_NE(::mkdtemp(templ.data()), nullptr);
    dir_ = templ;
  }
  void TearDown() override {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  std::string ReadFile(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream contents;
    contents << in.rdbuf();
    return contents.str();
  }

  // Runs RunFix in-process, capturing its output.
  int Fix(cli::Options& options, std::string& out, std::string& err) {
    options.command = cli::Command::kFix;
    options.jobs = 1;
    options.color = cli::ColorMode::kNever;
    testing::internal::CaptureStdout();
    testing::internal::CaptureStderr();
    const int code = cli::RunFix(options);
    out = testing::internal::GetCapturedStdout();
    err = testing::internal::GetCapturedStderr();
    return code;
  }

  std::filesystem::path dir_;
};

TEST_F(FixConvergenceTest, NonConvergingFixLeavesTheFileAndExitsTwo) {
  const std::filesystem::path file = dir_ / "cv.md";
  std::ofstream(file) << "# Ping\n\nping\n";
  cli::Options options;
  options.args = {file.string()};
  options.selection.select = {"test/flip"};
  std::string out;
  std::string err;
  EXPECT_EQ(Fix(options, out, err), cli::kExitError);
  EXPECT_EQ(err, "cvtidy: error: " + file.string() +
                     ": fixes did not converge after 10 passes (rules: test/flip); file left "
                     "unchanged\n");
  EXPECT_EQ(ReadFile(file), "# Ping\n\nping\n");
  // The original's diagnostic is still reported.
  EXPECT_THAT(out, HasSubstr("flip me [test/flip]"));
}

TEST_F(FixConvergenceTest, UnsafeFixesOnlyWhenAsked) {
  const std::filesystem::path file = dir_ / "cv.md";
  std::ofstream(file) << "please shout\n";
  cli::Options options;
  options.args = {file.string()};
  options.selection.select = {"test/shout"};
  std::string out;
  std::string err;
  EXPECT_EQ(Fix(options, out, err), cli::kExitFindings);
  EXPECT_EQ(ReadFile(file), "please shout\n");
  EXPECT_THAT(out, HasSubstr("too quiet [test/shout]"));

  cli::Options unsafe;
  unsafe.args = {file.string()};
  unsafe.selection.select = {"test/shout"};
  unsafe.unsafe_fixes = true;
  EXPECT_EQ(Fix(unsafe, out, err), cli::kExitClean) << out << err;
  EXPECT_EQ(ReadFile(file), "please SHOUT\n");
  EXPECT_EQ(err, "");
}

}  // namespace
}  // namespace cvtidy
