// `cvtidy config`, `--verbose` and `cvtidy rules` under a configuration, end to end on the real
// binary.
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include "tests/cli/cli_runner.h"

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// A CV with findings (mixed date styles among them) that the configurations below turn on and off.
constexpr char kDatesAndVenuesCv[] =
    "# Avery Quill\n"
    "\n"
    "## Experience\n"
    "\n"
    "- Research Engineer, Contoso Labs, Sep 2021 - Present\n"
    "- Intern, Northwind Widgets, Jun 2019 - 2020-08\n"
    "- Assistant, Fabrikam College, Jan 2018 - Feb 2019\n"
    "\n"
    "## Publications\n"
    "\n"
    "- A. Quill, B. Stone and C. Reed. Widget Routing at Scale. In OSDI 2023.\n"
    "- A. Quill & D. Moss. Faster Widgets. In OSDI 2022.\n";

// The settings of a printed configuration: its lines without comments and blank lines.
std::vector<std::string> Settings(const std::string& toml) {
  std::vector<std::string> settings;
  std::istringstream in(toml);
  for (std::string line; std::getline(in, line);) {
    const size_t comment = line.find("  # ");
    if (comment != std::string::npos) {
      line.resize(comment);
    }
    if (!line.empty() && line[0] != '#') {
      settings.push_back(line);
    }
  }
  return settings;
}

class ConfigCliTest : public CliTest {
 protected:
  // The working directory as the binary sees it (symbolic links resolved).
  std::string Dir() const { return std::filesystem::canonical(dir_).string(); }
};

TEST_F(ConfigCliTest, DefaultsAreEveryKeyWithItsBuiltInSource) {
  const RunResult r = Run({"config"});
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_THAT(r.out, HasSubstr("# No cvtidy.toml applies: these are the built-in defaults.\n"));
  EXPECT_THAT(r.out, HasSubstr("\nroot = false  # built-in default\n"));
  EXPECT_THAT(r.out, HasSubstr("\nselect = []  # built-in default: every rule\n"));
  EXPECT_THAT(r.out, HasSubstr("\nignore = []  # built-in default: none\n"));
  EXPECT_THAT(r.out, HasSubstr("\nfile-timeout = 5  # built-in default\n"));
  EXPECT_THAT(r.out, HasSubstr("\n[style]\n# date =  # built-in default: unset, each CV's own "
                               "majority decides\n"));
  EXPECT_THAT(r.out, HasSubstr("\norder = \"reverse\"  # built-in default\n"));
  EXPECT_THAT(r.out, HasSubstr("\n[rules]\n"));
  EXPECT_THAT(r.out, HasSubstr("\n\"date/future\" = \"warning\"  # built-in default\n"));
  EXPECT_EQ(r.err, "");
}

TEST_F(ConfigCliTest, FileSettingsNameTheirFileAndLine) {
  Write("cvtidy.toml",
        "# house style\n"
        "ignore = [\"date/order\"]\n"
        "\n"
        "[style]\n"
        "date = \"Mon YYYY\"\n"
        "oxford-comma = false\n"
        "venue-year = \"glued apostrophe\"\n"
        "\n"
        "[rules]\n"
        "\"date/*\" = \"error\"\n");
  Write("cv.md", kDatesAndVenuesCv);
  const RunResult r = Run({"config", "cv.md"});
  ASSERT_EQ(r.code, 0) << r;
  const std::string file = Dir() + "/cvtidy.toml";
  EXPECT_THAT(r.out, HasSubstr("#   " + file + "\n"));
  EXPECT_THAT(r.out, HasSubstr("\nignore = [\"date/order\"]  # " + file + ":2\n"));
  EXPECT_THAT(r.out, HasSubstr("\ndate = \"Mon YYYY\"  # " + file + ":5\n"));
  EXPECT_THAT(r.out, HasSubstr("\noxford-comma = false  # " + file + ":6\n"));
  EXPECT_THAT(r.out, HasSubstr("\nvenue-year = \"glued apostrophe\"  # " + file + ":7\n"));
  // A glob's level is shown for every rule it matches, with the glob.
  EXPECT_THAT(r.out, HasSubstr("\n\"date/future\" = \"error\"  # " + file + ":10 (\"date/*\")\n"));
  EXPECT_THAT(r.out, HasSubstr("\n\"style/author-list\" = \"warning\"  # built-in default\n"));
}

TEST_F(ConfigCliTest, CommandLineFlagsAreTheirOwnSource) {
  Write("cvtidy.toml", "ignore = [\"date/order\"]\nfile-timeout = 9\n");
  const RunResult r = Run(
      {"config", "--select", "date/*,venue/*", "--ignore", "date/future", "--file-timeout", "0.5"});
  ASSERT_EQ(r.code, 0) << r;
  const std::string file = Dir() + "/cvtidy.toml";
  EXPECT_THAT(r.out,
              HasSubstr("\nselect = [\"date/*\", \"venue/*\"]  # --select on the command line\n"));
  EXPECT_THAT(r.out, HasSubstr("\nignore = [\"date/order\", \"date/future\"]  # " + file +
                               ":1, --ignore on the command line\n"));
  EXPECT_THAT(r.out, HasSubstr("\nfile-timeout = 0.5  # --file-timeout on the command line\n"));
}

TEST_F(ConfigCliTest, BaselineFileNamesItsSource) {
  EXPECT_THAT(Run({"config"}).out,
              HasSubstr("\n[baseline]\n# file =  # built-in default: none, every finding is "
                        "reported\n"));
  Write("cvtidy.toml", "[baseline]\nfile = \"known.json\"\n");
  const std::string file = Dir() + "/cvtidy.toml";
  EXPECT_THAT(Run({"config"}).out,
              HasSubstr("\nfile = \"" + Dir() + "/known.json\"  # " + file + ":2\n"));
  EXPECT_THAT(
      Run({"config", "--baseline", "other.json"}).out,
      HasSubstr("\nfile = \"" + Dir() + "/other.json\"  # --baseline on the command line\n"));
}

TEST_F(ConfigCliTest, PrintedConfigHasTheSameEffect) {
  Write("lab/cvtidy.toml",
        "select = [\"date/*\", \"style/*\", \"custom/*\"]\n"
        "[style]\n"
        "date = \"YYYY-MM\"\n"
        "owner = \"Avery \\\"Ace\\\" Quill\"\n"
        "[rules]\n"
        "\"style/*\" = \"info\"\n"
        "[[custom]]\n"
        "id = \"custom/widget-case\"\n"
        "pattern = '\\b[Ww]idgets?\\b'\n"
        "message = \"say gadget, not $0\"\n"
        "replace = \"gadget\"\n"
        "[[venues]]\n"
        "id = \"HotWidgets\"\n"
        "name = \"Workshop on Hot Topics in Widgets\"\n"
        "kind = \"workshop\"\n"
        "aliases = [\"Hot Widgets\"]\n");
  Write("lab/avery/cvtidy.toml",
        "[style]\n"
        "range-separator = \" – \"\n"
        "author-conjunction = \"ampersand\"\n"
        "[rules]\n"
        "\"date/order\" = \"off\"\n");
  Write("lab/avery/cv.md", kDatesAndVenuesCv);
  const RunResult printed = Run({"config", "lab/avery/cv.md"});
  ASSERT_EQ(printed.code, 0) << printed;
  Write("effective.toml", printed.out);

  const RunResult cascade = Run({"check", kToday, "lab/avery/cv.md"});
  const RunResult alone = Run({"check", kToday, "--config", "effective.toml", "lab/avery/cv.md"});
  EXPECT_EQ(cascade.code, 1) << cascade;
  EXPECT_EQ(alone.code, cascade.code) << alone;
  EXPECT_EQ(alone.out, cascade.out);
  EXPECT_THAT(cascade.out, HasSubstr("custom/widget-case"));

  // Printed again from the printed file: the same settings, only the sources differ.
  const RunResult again = Run({"config", "--config", "effective.toml"});
  ASSERT_EQ(again.code, 0) << again;
  EXPECT_EQ(Settings(again.out), Settings(printed.out));
  EXPECT_THAT(again.out, HasSubstr("# " + Dir() + "/effective.toml:"));
}

TEST_F(ConfigCliTest, VerboseListsTheCascadeAndWhereRootStoppedIt) {
  Write("cvtidy.toml", "[rules]\n\"date/future\" = \"error\"\n");  // above the root
  Write("lab/cvtidy.toml", "root = true\n");
  Write("lab/avery/cvtidy.toml", "[style]\ndate = \"Mon YYYY\"\n");
  Write("lab/avery/cv.md", kDatesAndVenuesCv);
  const RunResult r = Run({"check", kToday, "--verbose", "lab/avery/cv.md"});
  EXPECT_EQ(r.code, 1) << r;
  const std::string dir = Dir();
  EXPECT_THAT(r.err,
              HasSubstr("cvtidy: configuration of lab/avery/cv.md:\n  " + dir +
                        "/lab/cvtidy.toml  (root = true: the search up stopped here)\n  " + dir +
                        "/lab/avery/cvtidy.toml\n  (2 files applied, farthest "
                        "first: the nearest wins)\n"));
  EXPECT_THAT(r.err, Not(HasSubstr(dir + "/cvtidy.toml")));

  // Without root = true, the file above applies too, and the walk went on up.
  Write("lab/cvtidy.toml", "root = false\n");
  const RunResult open = Run({"check", kToday, "-v", "lab/avery/cv.md"});
  EXPECT_THAT(open.err, HasSubstr("  " + dir + "/cvtidy.toml  (the search went up to /)\n  " + dir +
                                  "/lab/cvtidy.toml\n  " + dir +
                                  "/lab/avery/cvtidy.toml\n  (3 files applied"));

  const RunResult config = Run({"config", "--verbose", "lab/avery/cv.md"});
  EXPECT_THAT(config.err, HasSubstr("cvtidy: configuration of lab/avery/cv.md:\n"));
  const RunResult given =
      Run({"fix", "--diff", "--verbose", "--config", "lab/cvtidy.toml", "lab/avery/cv.md"});
  EXPECT_THAT(given.err, HasSubstr("  " + dir +
                                   "/lab/cvtidy.toml  (--config: no other cvtidy.toml is read)\n"));
  // Not without --verbose.
  EXPECT_THAT(Run({"check", kToday, "lab/avery/cv.md"}).err, Not(HasSubstr("configuration of")));
}

TEST_F(ConfigCliTest, RulesShowTheConfiguredLevels) {
  Write("cvtidy.toml",
        "ignore = [\"date/order\"]\n"
        "[rules]\n"
        "\"date/future\" = \"error\"\n");
  const RunResult text = Run({"rules"});
  ASSERT_EQ(text.code, 0) << text;
  EXPECT_THAT(text.out, HasSubstr("\ndate/future "));
  EXPECT_THAT(text.out, HasSubstr(" error (default: warning) "));
  EXPECT_THAT(text.out, HasSubstr(" off (default: warning) "));

  const RunResult json = Run({"rules", "--format", "json"});
  EXPECT_THAT(json.out, HasSubstr("\"id\": \"date/order\",\n    \"severity\": \"warning\",\n"
                                  "    \"default_severity\": \"warning\",\n"
                                  "    \"enabled\": false,"));
  EXPECT_THAT(json.out, HasSubstr("\"id\": \"date/future\",\n    \"severity\": \"error\",\n"));

  const RunResult markdown = Run({"rules", "--format", "markdown"});
  EXPECT_THAT(markdown.out, HasSubstr("| [`date/future`](#datefuture) | error |"));
  EXPECT_THAT(markdown.out, HasSubstr("| [`date/order`](#dateorder) | off |"));

  // --no-config: the built-in table, as docs/rules.md holds it.
  const RunResult defaults = Run({"rules", "--no-config", "--format", "markdown"});
  EXPECT_THAT(defaults.out, HasSubstr("| [`date/future`](#datefuture) | warning |"));
  EXPECT_THAT(defaults.out, HasSubstr("The severity shown is the default;"));

  Write("strict.toml", "[rules]\n\"date/order\" = \"error\"\n");
  const RunResult given = Run({"rules", "--config", "strict.toml", "--format", "markdown"});
  EXPECT_THAT(given.out, HasSubstr("| [`date/order`](#dateorder) | error |"));
  EXPECT_THAT(given.out, HasSubstr("| [`date/future`](#datefuture) | warning |"));

  EXPECT_EQ(Run({"rules", "--no-config", "--config", "strict.toml"}).code, 2);
}

TEST_F(ConfigCliTest, ConfigErrorsAreReportedAtTheirLine) {
  Write("cvtidy.toml", "[rules]\n\"date/futur\" = \"error\"\n");
  const RunResult r = Run({"config"});
  EXPECT_EQ(r.code, 2) << r;
  EXPECT_THAT(r.err, HasSubstr("cvtidy.toml:2:"));
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(Run({"config", "missing.md"}).code, 2);
  EXPECT_EQ(Run({"config", "a.md", "b.md"}).code, 2);
}

}  // namespace
}  // namespace cvtidy::testing_cli
