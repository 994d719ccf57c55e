// The server in process: messages in, messages out, no pipes. tests/lsp/lsp_client_test.py
// drives the binary over the framed protocol; this runs the same paths under the sanitizers.
#include "src/lsp/server.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include <fmt/format.h>

#include <nlohmann/json.hpp>

namespace cvtidy::lsp {
namespace {

using Json = nlohmann::json;
using ::testing::HasSubstr;

// A fictional CV whose `06/2019` breaks its decisive Mon YYYY style (date/mixed-format, with a
// safe fix), after a character outside the Basic Multilingual Plane.
constexpr std::string_view kCv =
    "# Zo\xC3\xAB Halloway\n\n## Experience\n\n"
    "- Visiting Researcher, Example Labs, Jan 2021 - Dec 2022\n"
    "- Research Intern, Institut f\xC3\xBCr \xC3\x96kologie \xF0\x9F\x8C\xBF, 06/2019 - Aug 2019\n"
    "- Teaching Assistant, Harbor University, Sep 2017 - May 2018\n"
    "- Lab Assistant, Harbor University, Feb 2016 - Jun 2016\n";

class ServerTest : public ::testing::Test {
 protected:
  ServerTest()
      : dir_(std::filesystem::temp_directory_path() /
             ("cvtidy_lsp_server_test_" + std::to_string(::getpid()))),
        server_(
            ServerOptions{std::nullopt, CivilDate{2026, 11, 24}, "test", "file:///doc/rules.md"},
            [this](std::string_view body) { sent_.push_back(Json::parse(body)); }) {
    std::filesystem::create_directories(dir_);
    std::ofstream(dir_ / "cvtidy.toml") << "root = true\n";
    uri_ = "file://" + (dir_ / "cv.md").string();
  }
  ~ServerTest() override { std::filesystem::remove_all(dir_); }

  void Send(const Json& message) { server_.HandleMessage(message.dump()); }
  // Sends a request and returns the reply to it.
  Json Request(std::string_view method, Json params) {
    const int id = next_id_++;
    Send({{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}});
    for (const Json& message : sent_) {
      if (message.contains("id") && message["id"] == id && !message.contains("method")) {
        return message;
      }
    }
    ADD_FAILURE() << "no reply to " << method;
    return {};
  }
  void Notify(std::string_view method, Json params) {
    Send({{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}});
  }
  // The diagnostics of the last publishDiagnostics.
  Json LastDiagnostics() const {
    for (auto it = sent_.rbegin(); it != sent_.rend(); ++it) {
      if (it->value("method", "") == "textDocument/publishDiagnostics") {
        return (*it)["params"]["diagnostics"];
      }
    }
    return Json::array();
  }
  void Open(std::string_view text) {
    Request("initialize", {{"capabilities", Json::object()}});
    Notify("initialized", Json::object());
    Notify("textDocument/didOpen",
           {{"textDocument",
             {{"uri", uri_}, {"languageId", "markdown"}, {"version", 1}, {"text", text}}}});
  }

  std::filesystem::path dir_;
  std::vector<Json> sent_;
  Server server_;
  std::string uri_;
  int next_id_ = 1;
};

TEST_F(ServerTest, PublishesDiagnosticsInUtf16Units) {
  Open(kCv);
  const Json diagnostics = LastDiagnostics();
  ASSERT_EQ(diagnostics.size(), 1u) << diagnostics.dump();
  const Json& d = diagnostics[0];
  EXPECT_EQ(d["code"], "date/mixed-format");
  EXPECT_EQ(d["source"], "cvtidy");
  EXPECT_EQ(d["severity"], 2);
  EXPECT_EQ(d["codeDescription"]["href"], "file:///doc/rules.md#datemixed-format");
  // `- Research Intern, Institut für Ökologie ` is 41 units, the plant two, then `, `.
  EXPECT_EQ(d["range"]["start"], (Json{{"line", 5}, {"character", 45}}));
  EXPECT_EQ(d["range"]["end"], (Json{{"line", 5}, {"character", 52}}));
}

TEST(RulesPageUriTest, FirstExistingPageAsAFileUri) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / fmt::format("cvtidy lsp docs {}", ::getpid());
  std::filesystem::create_directories(dir);
  const std::string page = (dir / "rules.md").string();
  std::ofstream(page) << "# Rules\n";
  const std::string_view missing = "/nonexistent/cvtidy/rules.md";
  const std::string_view candidates[] = {missing, "relative/rules.md", page};
  EXPECT_EQ(RulesPageUri(candidates),
            fmt::format("file://{}/cvtidy%20lsp%20docs%20{}/rules.md",
                        std::filesystem::temp_directory_path().string(), ::getpid()));
  const std::string_view none[] = {missing};
  EXPECT_EQ(RulesPageUri(none), "");
  std::filesystem::remove_all(dir);
}

TEST_F(ServerTest, QuickFixAndIncrementalChange) {
  Open(kCv);
  const Json d = LastDiagnostics()[0];
  const Json reply =
      Request("textDocument/codeAction", {{"textDocument", {{"uri", uri_}}},
                                          {"range", d["range"]},
                                          {"context", {{"diagnostics", Json::array({d})}}}});
  const Json& fix = reply["result"][0];
  EXPECT_EQ(fix["title"], "Write `Jun 2019`");
  EXPECT_EQ(fix["isPreferred"], true);
  const Json& edit = fix["edit"]["changes"][uri_][0];
  Notify(
      "textDocument/didChange",
      {{"textDocument", {{"uri", uri_}, {"version", 2}}},
       {"contentChanges", Json::array({{{"range", edit["range"]}, {"text", edit["newText"]}}})}});
  EXPECT_EQ(LastDiagnostics(), Json::array());
}

// A fictional CV citing a venue only a cvtidy.toml knows, one year written `'19`.
constexpr std::string_view kCustomVenueCv =
    "# Ada Quill\n\n## Publications\n\n"
    "- A. Quill and B. Stone. \"Sharding Things.\" ZBX 2021.\n"
    "- A. Quill. \"Logs All the Way Down.\" ZBX 2020.\n"
    "- A. Quill. \"Caching Again.\" ZBX'19.\n";

TEST_F(ServerTest, EditsAfterAConfigChangeReadEntriesWithTheNewVenues) {
  Open(kCustomVenueCv);
  EXPECT_EQ(LastDiagnostics(), Json::array());
  // The venue becomes known: the entries, unchanged, are read again with the new table, so
  // its year written two ways is found.
  std::ofstream(dir_ / "cvtidy.toml", std::ios::trunc)
      << "root = true\n\n[[venues]]\nid = \"ZBX\"\nname = \"Zorblax Symposium on Storage\"\n";
  Notify("workspace/didChangeWatchedFiles",
         {{"changes",
           Json::array({{{"uri", "file://" + (dir_ / "cvtidy.toml").string()}, {"type", 2}}})}});
  ASSERT_EQ(LastDiagnostics().size(), 1u) << LastDiagnostics().dump();
  EXPECT_EQ(LastDiagnostics()[0]["code"], "venue/year-form");
  // An edit outside the entries: they are recalled, and still read with the venue.
  Notify("textDocument/didChange",
         {{"textDocument", {{"uri", uri_}, {"version", 2}}},
          {"contentChanges", Json::array({{{"range",
                                            {{"start", {{"line", 0}, {"character", 2}}},
                                             {"end", {{"line", 0}, {"character", 5}}}}},
                                           {"text", "Ida"}}})}});
  ASSERT_EQ(LastDiagnostics().size(), 1u) << LastDiagnostics().dump();
  EXPECT_EQ(LastDiagnostics()[0]["code"], "venue/year-form");
  // And forgotten again: the finding goes.
  std::ofstream(dir_ / "cvtidy.toml", std::ios::trunc) << "root = true\n";
  Notify("workspace/didChangeWatchedFiles",
         {{"changes",
           Json::array({{{"uri", "file://" + (dir_ / "cvtidy.toml").string()}, {"type", 2}}})}});
  EXPECT_EQ(LastDiagnostics(), Json::array());
}

TEST_F(ServerTest, HoverShowsTheExplanation) {
  Open(kCv);
  const Json reply =
      Request("textDocument/hover",
              {{"textDocument", {{"uri", uri_}}}, {"position", {{"line", 5}, {"character", 46}}}});
  EXPECT_THAT(reply["result"]["contents"]["value"].get<std::string>(),
              HasSubstr("## What it does"));
}

TEST_F(ServerTest, ErrorsInsteadOfCrashes) {
  server_.HandleMessage("{not json");
  EXPECT_EQ(sent_.back()["error"]["code"], -32700);
  EXPECT_EQ(Request("textDocument/hover", Json::object())["error"]["code"], -32002);
  Open(kCv);
  EXPECT_EQ(Request("textDocument/hover", {{"position", 3}})["error"]["code"], -32602);
  EXPECT_EQ(Request("nope", Json::object())["error"]["code"], -32601);
  // A malformed range is left out rather than taken as the whole text.
  Notify("textDocument/didChange",
         {{"textDocument", {{"uri", uri_}, {"version", 2}}},
          {"contentChanges", Json::array({{{"range", {{"start", 1}}}, {"text", "x"}}})}});
  EXPECT_EQ(LastDiagnostics().size(), 1u);
  // Positions far past the text are clamped, not trusted.
  Notify("textDocument/didChange",
         {{"textDocument", {{"uri", uri_}, {"version", 2}}},
          {"contentChanges", Json::array({{{"range",
                                            {{"start", {{"line", 999}, {"character", 0}}},
                                             {"end", {{"line", 0}, {"character", 4000000000u}}}}},
                                           {"text", "x"}}})}});
  EXPECT_FALSE(server_.exit_requested());
  EXPECT_TRUE(Request("shutdown", nullptr)["result"].is_null());
  Notify("exit", nullptr);
  EXPECT_TRUE(server_.exit_requested());
  EXPECT_EQ(server_.exit_code(), 0);
}

TEST(FileUriTest, PercentDecodedPaths) {
  EXPECT_EQ(PathOfFileUri("file:///home/a%20b/cv.md"), "/home/a b/cv.md");
  EXPECT_EQ(PathOfFileUri("file://localhost/x/y.md"), "/x/y.md");
  EXPECT_EQ(PathOfFileUri("FILE:///x%C3%A9.md"), "/x\xC3\xA9.md");
  EXPECT_EQ(PathOfFileUri("untitled:Untitled-1"), std::nullopt);
  EXPECT_EQ(PathOfFileUri("file://otherhost/x.md"), std::nullopt);
}

}  // namespace
}  // namespace cvtidy::lsp
