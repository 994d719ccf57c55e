// End-to-end tests of the NDJSON stream mode (`check|fix --input ndjson`) on the real binary:
// one result per record in input order whatever --jobs, error records for what cannot be read,
// ids echoed as given, and results equal to what the file-based commands report.
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include <fmt/format.h>

#include "tests/cli/cli_runner.h"
#include <nlohmann/json.hpp>

namespace cvtidy::testing_cli {
namespace {

using ::testing::HasSubstr;
using Json = nlohmann::json;

// The result lines of a stream run, each parsed (a line that is not JSON fails the test).
std::vector<Json> Records(const RunResult& run) {
  std::vector<Json> records;
  size_t start = 0;
  while (start < run.out.size()) {
    size_t end = run.out.find('\n', start);
    EXPECT_NE(end, std::string::npos) << "the last result line has no newline";
    end = end == std::string::npos ? run.out.size() : end;
    Json record = Json::parse(run.out.substr(start, end - start), nullptr, false);
    EXPECT_FALSE(record.is_discarded()) << run.out.substr(start, end - start);
    records.push_back(std::move(record));
    start = end + 1;
  }
  return records;
}

std::string Line(const Json& record) { return record.dump() + "\n"; }

std::string Record(const Json& id, std::string_view text) {
  return Line(Json{{"id", id}, {"text", std::string(text)}});
}

class StreamTest : public CliTest {};

TEST_F(StreamTest, EachRecordGetsOneResultWithItsLineAndId) {
  const std::string input = Record(7, kMixedCv) + Record("b", kCleanCv);
  const RunResult run = Run({"check", "--input", "ndjson", kToday}, input);
  EXPECT_EQ(run.code, 1) << run;  // date/mixed-format is a warning
  const std::vector<Json> records = Records(run);
  ASSERT_EQ(records.size(), 2U) << run;
  EXPECT_EQ(records[0]["line"], 1);
  EXPECT_EQ(records[0]["id"], 7);
  EXPECT_FALSE(records[0].contains("path"));
  ASSERT_EQ(records[0]["diagnostics"].size(), 1U) << run;
  EXPECT_EQ(records[0]["diagnostics"][0]["rule"], "date/mixed-format");
  EXPECT_EQ(records[0]["diagnostics"][0]["line"], 5);
  EXPECT_EQ(records[1]["line"], 2);
  EXPECT_EQ(records[1]["id"], "b");
  EXPECT_EQ(records[1]["diagnostics"], Json::array());
  EXPECT_EQ(run.err, "");
}

TEST_F(StreamTest, MalformedLinesGetErrorRecordsAndTheRunGoesOn) {
  const std::string input = Record(1, kCleanCv) + "{\"id\": 2, \"text\": \n" +  // cut short
                            "[1, 2]\n" + R"({"id": 4})" + "\n" + R"({"id": 5, "text": 42})" + "\n" +
                            R"({"id": 6, "text": "x", "path": 3})" + "\n" +
                            R"({"id": 7, "text": "x", "format": "docx"})" + "\n" +
                            "{\"id\": 8, \"text\": \"\xff\"}\n" + Record(9, kCleanCv);
  const RunResult run = Run({"check", "--input", "ndjson", kToday}, input);
  EXPECT_EQ(run.code, 2) << run;
  const std::vector<Json> records = Records(run);
  ASSERT_EQ(records.size(), 9U) << run;
  for (size_t i = 0; i < records.size(); ++i) {
    EXPECT_EQ(records[i]["line"], i + 1) << records[i];
  }
  EXPECT_FALSE(records[0].contains("error"));
  EXPECT_THAT(records[1]["error"].get<std::string>(), HasSubstr("not valid JSON"));
  EXPECT_FALSE(records[1].contains("id"));  // the line never parsed
  EXPECT_THAT(records[2]["error"].get<std::string>(), HasSubstr("expected a JSON object"));
  EXPECT_THAT(records[3]["error"].get<std::string>(), HasSubstr("no \"text\""));
  EXPECT_EQ(records[3]["id"], 4);
  EXPECT_THAT(records[4]["error"].get<std::string>(), HasSubstr("\"text\" must be a string"));
  EXPECT_THAT(records[5]["error"].get<std::string>(), HasSubstr("\"path\" must be a string"));
  EXPECT_THAT(records[6]["error"].get<std::string>(), HasSubstr("\"format\" must be"));
  EXPECT_THAT(records[7]["error"].get<std::string>(), HasSubstr("UTF-8"));
  EXPECT_FALSE(records[8].contains("error"));
  EXPECT_EQ(records[8]["id"], 9);
}

TEST_F(StreamTest, BlankLinesAreSkippedAndStillCounted) {
  const std::string input = "\n" + Record(1, kCleanCv) + "   \r\n\n" + Record(2, kCleanCv) + "\n";
  const RunResult run = Run({"check", "--input", "ndjson", kToday}, input);
  EXPECT_EQ(run.code, 0) << run;
  const std::vector<Json> records = Records(run);
  ASSERT_EQ(records.size(), 2U) << run;
  EXPECT_EQ(records[0]["line"], 2);
  EXPECT_EQ(records[1]["line"], 5);
}

TEST_F(StreamTest, IdsOfAnyJsonTypeAreEchoedAsGiven) {
  const std::vector<Json> ids = {Json(nullptr),
                                 Json(true),
                                 Json(-3),
                                 Json(18446744073709551615ULL),
                                 Json(2.5),
                                 Json::array({1, "a"}),
                                 Json{{"shard", 3}, {"row", 17}},
                                 Json("caf\u00e9")};
  std::string input;
  for (const Json& id : ids) {
    input += Record(id, kCleanCv);
  }
  input += Line(Json{{"text", kCleanCv}});  // no id: none echoed
  const RunResult run = Run({"check", "--input", "ndjson", kToday}, input);
  EXPECT_EQ(run.code, 0) << run;
  const std::vector<Json> records = Records(run);
  ASSERT_EQ(records.size(), ids.size() + 1) << run;
  for (size_t i = 0; i < ids.size(); ++i) {
    EXPECT_EQ(records[i]["id"], ids[i]) << records[i];
  }
  EXPECT_FALSE(records.back().contains("id"));
}

// Records of very different sizes finish out of order on four threads; the results do not.
TEST_F(StreamTest, OrderIsInputOrderUnderJobs4WithUnevenRecords) {
  std::string big = "# Avery Quill\n\n## Publications\n\n";
  for (int i = 0; i < 400; ++i) {
    big += fmt::format(
        "- A. Quill, B. Fenwick. Notes on fictional topic {}. In Proc. of the Imaginary "
        "Conference, pages {}-{}, {}.\n",
        i, i, i + 9, 1990 + i % 30);
  }
  std::string input;
  constexpr int kRecords = 120;
  for (int i = 0; i < kRecords; ++i) {
    input += Record(i, i % 10 == 0 ? std::string_view(big) : std::string_view(kMixedCv));
  }
  const RunResult run = Run({"check", "--input", "ndjson", "--jobs", "4", kToday}, input);
  EXPECT_EQ(run.code, 1) << run.err;
  const std::vector<Json> records = Records(run);
  ASSERT_EQ(records.size(), static_cast<size_t>(kRecords));
  for (int i = 0; i < kRecords; ++i) {
    EXPECT_EQ(records[i]["id"], i);
  }
  // And each result is its own record's: --jobs 1 writes the same bytes.
  const RunResult serial = Run({"check", "--input", "ndjson", "--jobs", "1", kToday}, input);
  EXPECT_EQ(serial.out, run.out);
}

TEST_F(StreamTest, SeveralFilesAreReadInTurnAndAMissingOneIsAnError) {
  Write("one.ndjson", Record("a", kCleanCv));  // no newline at its end: still a line
  Write("two.ndjson", Record("b", kCleanCv) + Record("c", kCleanCv));
  const RunResult run =
      Run({"check", "--input", "ndjson", kToday, "one.ndjson", "missing.ndjson", "two.ndjson"});
  EXPECT_EQ(run.code, 2) << run;
  EXPECT_THAT(run.err, HasSubstr("cannot read 'missing.ndjson'"));
  const std::vector<Json> records = Records(run);
  ASSERT_EQ(records.size(), 3U) << run;
  EXPECT_EQ(records[0]["id"], "a");
  EXPECT_EQ(records[1]["id"], "b");
  EXPECT_EQ(records[1]["line"], 1);  // each file's lines are numbered from 1
  EXPECT_EQ(records[2]["line"], 2);
}

// A reader that sends record i + 1 only once it has result i (a request/response driver): the
// stream answers each record as it arrives, on several threads too.
TEST_F(StreamTest, AnswersEachRecordBeforeTheNextArrives) {
  int in_pipe[2];
  int out_pipe[2];
  ASSERT_EQ(::pipe2(in_pipe, O_CLOEXEC), 0);
  ASSERT_EQ(::pipe2(out_pipe, O_CLOEXEC), 0);
  std::vector<std::string> storage;
  std::vector<char*> argv =
      CvtidyArgv({"check", "--input", "ndjson", "--jobs", "2", kToday}, storage);
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(in_pipe[0], 0);
    ::dup2(out_pipe[1], 1);
    if (::chdir(dir_.c_str()) != 0) {
      ::_exit(127);
    }
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ASSERT_GT(pid, 0);
  ::close(in_pipe[0]);
  ::close(out_pipe[1]);
  std::string pending;
  // The next result line, or "" when none comes within 10 s.
  const auto read_line = [&]() -> std::string {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (pending.find('\n') == std::string::npos) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          deadline - std::chrono::steady_clock::now());
      pollfd fd{out_pipe[0], POLLIN, 0};
      if (left.count() <= 0 || ::poll(&fd, 1, static_cast<int>(left.count())) <= 0) {
        return "";
      }
      char buffer[4096];
      const ssize_t n = ::read(out_pipe[0], buffer, sizeof(buffer));
      if (n <= 0) {
        return "";
      }
      pending.append(buffer, static_cast<size_t>(n));
    }
    const size_t end = pending.find('\n');
    std::string line = pending.substr(0, end);
    pending.erase(0, end + 1);
    return line;
  };
  for (int i = 0; i < 3; ++i) {
    const std::string record = Record(i, i == 1 ? kMixedCv : kCleanCv);
    ASSERT_EQ(::write(in_pipe[1], record.data(), record.size()),
              static_cast<ssize_t>(record.size()));
    const std::string line = read_line();
    ASSERT_FALSE(line.empty()) << "no result for record " << i << " while the input stays open";
    EXPECT_EQ(Json::parse(line)["id"], i);
  }
  ::close(in_pipe[1]);
  EXPECT_EQ(read_line(), "");  // nothing more, and the end of the input ends the run
  int status = 0;
  ASSERT_EQ(::waitpid(pid, &status, 0), pid);
  EXPECT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 1);  // record 1's date/mixed-format
  ::close(out_pipe[0]);
}

// A record over its time budget is reported as input/too-slow, as a file is, and the stream goes
// on: whether its rule stops at the next rule boundary (slow) or never returns (hung: the
// watchdog gives up on it). The engine's test hook stalls date/order on texts containing
// `cvtidy-test-stall` (src/engine/file_budget.h).
TEST_F(StreamTest, ARecordOverItsBudgetIsTooSlowAndTheStreamGoesOn) {
  if (kCheckedBuild) {
    GTEST_SKIP() << "the other records must finish within 0.2 s, which only a release build "
                    "promises";
  }
  const std::string stalled = std::string(kMixedCv) + "\n<!-- cvtidy-test-stall -->\n";
  const std::string input = Record(1, kMixedCv) + Record(2, stalled) + Record(3, kMixedCv);
  for (const std::string stall :
       {"CVTIDY_TEST_STALL=date/order:600", "CVTIDY_TEST_STALL=date/order:forever"}) {
    for (const std::string command : {"check", "fix"}) {
      const RunResult run = RunWith(
          {stall}, {command, "--input", "ndjson", "--jobs", "2", "--file-timeout", "0.2", kToday},
          30000, input);
      ASSERT_FALSE(run.timed_out) << stall << run;
      EXPECT_EQ(run.code, 1) << stall << run;
      const std::vector<Json> records = Records(run);
      ASSERT_EQ(records.size(), 3U) << stall << run;
      ASSERT_EQ(records[1]["diagnostics"].size(), 1U) << stall << run;
      EXPECT_EQ(records[1]["diagnostics"][0]["rule"], "input/too-slow");
      EXPECT_THAT(records[1]["diagnostics"][0]["message"].get<std::string>(),
                  HasSubstr("`date/order`"));
      EXPECT_EQ(records[0]["diagnostics"], records[2]["diagnostics"]);
      if (command == "fix") {
        EXPECT_EQ(records[1]["changed"], false);
        EXPECT_EQ(records[1]["fixed_text"], stalled);
        EXPECT_EQ(records[2]["changed"], true);
      } else {
        EXPECT_EQ(records[2]["diagnostics"][0]["rule"], "date/mixed-format");
      }
    }
  }
}

// The fictional CVs of fixtures/_cv, as a stream and as files.
struct Corpus {
  std::vector<std::string> names;  // relative to the test directory
  std::string ndjson;
};

Corpus WriteCorpus(const std::function<void(const std::string&, const std::string&)>& write) {
  Corpus corpus;
  const std::filesystem::path dir = std::filesystem::path(CVTIDY_SOURCE_DIR) / "fixtures" / "_cv";
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    const std::string ext = entry.path().extension().string();
    if ((ext == ".md" || ext == ".txt") && name.find(".fixed.") == std::string::npos) {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  const auto add = [&](const std::string& name, const std::string& bytes) {
    write(name, bytes);
    corpus.names.push_back(name);
    corpus.ndjson += Line(Json{{"id", name}, {"path", name}, {"text", bytes}});
  };
  for (const std::filesystem::path& file : files) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    add("cvs/" + file.filename().string(), bytes.str());
  }
  // Mixed line endings, a lone `\r` among them, as some converters write: the bytes of a text
  // fix does not change come back as they were, and a fixed one as fix writes the file.
  std::string mixed = kMixedCv;
  mixed.replace(mixed.find('\n'), 1, "\r\n");
  mixed.replace(mixed.rfind('\n', mixed.size() - 2), 1, "\r");
  std::string clean = kCleanCv;
  clean.replace(clean.rfind('\n', clean.size() - 2), 1, "\r");
  add("cvs/mixed-endings-fixed.md", mixed);
  add("cvs/mixed-endings-clean.md", clean);
  return corpus;
}

// The "files" of a `--format json` report, by path.
std::map<std::string, Json> FilesByPath(const RunResult& run) {
  const Json report = Json::parse(run.out, nullptr, false);
  EXPECT_FALSE(report.is_discarded()) << run;
  std::map<std::string, Json> files;
  for (const Json& file : report.value("files", Json::array())) {
    files[file["path"].get<std::string>()] = file;
  }
  return files;
}

TEST_F(StreamTest, CheckEqualsCheckOnFiles) {
  const Corpus corpus =
      WriteCorpus([&](const std::string& n, const std::string& b) { Write(n, b); });
  ASSERT_GE(corpus.names.size(), 8U);
  std::vector<std::string> args = {"check", "--format", "json", kToday};
  args.insert(args.end(), corpus.names.begin(), corpus.names.end());
  const std::map<std::string, Json> files = FilesByPath(Run(args));
  const RunResult run = Run({"check", "--input", "ndjson", "--jobs", "2", kToday}, corpus.ndjson);
  const std::vector<Json> records = Records(run);
  ASSERT_EQ(records.size(), corpus.names.size()) << run;
  size_t diagnostics = 0;
  for (const Json& record : records) {
    const std::string path = record["path"].get<std::string>();
    ASSERT_TRUE(files.contains(path)) << path;
    EXPECT_EQ(record["diagnostics"], files.at(path)["diagnostics"]) << path;
    EXPECT_EQ(record["input_kind"], files.at(path)["input_kind"]) << path;
    diagnostics += record["diagnostics"].size();
  }
  EXPECT_GT(diagnostics, 10U);  // the comparison saw findings, not only empty lists
}

TEST_F(StreamTest, FixEqualsFixOnFiles) {
  const Corpus corpus =
      WriteCorpus([&](const std::string& n, const std::string& b) { Write(n, b); });
  const RunResult run = Run({"fix", "--input", "ndjson", kToday}, corpus.ndjson);
  const std::vector<Json> records = Records(run);
  ASSERT_EQ(records.size(), corpus.names.size()) << run;
  for (const Json& record : records) {
    EXPECT_FALSE(record.contains("error")) << record;
  }
  std::vector<std::string> args = {"fix", "--format", "json", kToday};
  args.insert(args.end(), corpus.names.begin(), corpus.names.end());
  const std::map<std::string, Json> files = FilesByPath(Run(args));
  size_t changed = 0;
  for (const Json& record : records) {
    const std::string path = record["path"].get<std::string>();
    EXPECT_EQ(record["fixed_text"].get<std::string>(), Read(path)) << path;
    ASSERT_TRUE(files.contains(path)) << path;
    EXPECT_EQ(record["diagnostics"], files.at(path)["diagnostics"]) << path;
    EXPECT_EQ(record["applied_fixes"], files.at(path)["applied_fixes"]) << path;
    EXPECT_EQ(record["changed"], !record["applied_fixes"].empty()) << path;
    changed += record["changed"].get<bool>() ? 1 : 0;
  }
  EXPECT_GE(changed, 5U);  // the fixtures with a .fixed twin change
}

TEST_F(StreamTest, FixGivesBackTheTextOfARecordItCannotFix) {
  const std::string input =
      Line(Json{{"id", 1}, {"text", std::string("caf\u00e9\0x", 7)}}) + Record(2, kMixedCv);
  const RunResult run = Run({"fix", "--input", "ndjson", kToday}, input);
  const std::vector<Json> records = Records(run);
  ASSERT_EQ(records.size(), 2U) << run;
  EXPECT_EQ(records[0]["changed"], false);
  EXPECT_EQ(records[0]["fixed_text"], std::string("caf\u00e9\0x", 7));
  EXPECT_EQ(records[0]["diagnostics"][0]["rule"], "input/encoding");
  EXPECT_EQ(records[1]["changed"], true);
  EXPECT_THAT(records[1]["fixed_text"].get<std::string>(), HasSubstr("Sep 2019 – Present"));
  ASSERT_EQ(records[1]["applied_fixes"].size(), 1U);
  EXPECT_EQ(records[1]["applied_fixes"][0]["rule"], "date/mixed-format");
  EXPECT_EQ(records[1]["diagnostics"], Json::array());
}

TEST_F(StreamTest, ConfigIsTheWorkingDirectorysUnlessNamedOrRefused) {
  Write("cvtidy.toml", "[rules]\n\"date/mixed-format\" = \"off\"\n");
  const std::string input = Record(1, kMixedCv);
  const std::vector<Json> configured = Records(Run({"check", "--input", "ndjson", kToday}, input));
  ASSERT_EQ(configured.size(), 1U);
  EXPECT_EQ(configured[0]["diagnostics"], Json::array());
  const std::vector<Json> defaults =
      Records(Run({"check", "--input", "ndjson", "--no-config", kToday}, input));
  ASSERT_EQ(defaults.size(), 1U);
  EXPECT_EQ(defaults[0]["diagnostics"].size(), 1U);
}

TEST_F(StreamTest, FlagsThatWriteReportsOrFilesAreRefused) {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"check", "--input", "ndjson", "--format", "json"},
           {"check", "--input", "ndjson", "--output", "x.json"},
           {"fix", "--input", "ndjson", "--diff"},
           {"check", "--input", "ndjson", "--statistics"},
           {"check", "--input", "ndjson", "--no-config", "--config", "c.toml"},
           {"check", "--no-config", "cv.md"},
           {"check", "--input", "xml"}}) {
    const RunResult run = Run(args);
    EXPECT_EQ(run.code, 2) << fmt::format("{}", fmt::join(args, " ")) << run;
    EXPECT_EQ(run.out, "");
  }
}

}  // namespace
}  // namespace cvtidy::testing_cli
