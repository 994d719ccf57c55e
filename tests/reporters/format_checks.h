// Independent checks of the CI formats, shared by the reporter tests and the CLI tests. None
// of them uses cvtidy's own code: SARIF and JUnit are parsed by Python's json module and
// xml.etree (expat, which rejects any ill-formed XML), and GitHub workflow commands by a
// parser written here from the runner's rules (actions/runner ActionCommand: `::name
// key=value,key=value::message`, with %25 %0D %0A in the message and also %3A %2C in values).
//
// The SARIF check is structural (the fields cvtidy emits, their types and invariants); the
// schema and the spec's rules are checked by the SARIF Multitool in validate_sarif.sh.
#ifndef CVTIDY_TESTS_REPORTERS_FORMAT_CHECKS_H_
#define CVTIDY_TESTS_REPORTERS_FORMAT_CHECKS_H_

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "re2/re2.h"

#include "src/base/strings.h"
#include "tests/reporters/canned.h"

namespace cvtidy::testing_formats {

// Python: reads a SARIF log on stdin and asserts the structure cvtidy promises (see
// reporters/sarif_reporter.h). `expected_results` < 0 skips the count check. No single
// quotes: RunPython passes the script in them.
inline std::string SarifCheckScript(int expected_results = -1) {
  return "expected_results = " + std::to_string(expected_results) + R"py(
import json, re, sys
d = json.load(sys.stdin.buffer)
assert d["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json", d.get("$schema")
assert d["version"] == "2.1.0"
assert len(d["runs"]) == 1
run = d["runs"][0]
driver = run["tool"]["driver"]
assert driver["name"] == "cvtidy" and re.match(r"[0-9]", driver["version"]), driver
assert run["columnKind"] == "unicodeCodePoints"
rules = driver["rules"]
ids = [r["id"] for r in rules]
assert len(set(ids)) == len(ids), ids
levels = ("error", "warning", "note")
for r in rules:
    assert re.fullmatch(r"[A-Z][A-Za-z0-9]*", r["name"]), r["name"]
    assert r["shortDescription"]["text"] and r["fullDescription"]["text"], r["id"]
    assert r["help"]["text"] and r["help"]["markdown"], r["id"]
    assert r["defaultConfiguration"]["level"] in levels, r["id"]
    p = r["properties"]
    assert p["fixAvailability"] in ("none", "sometimes", "always"), p
    assert ("fixSafety" in p) == (p["fixAvailability"] != "none"), p
    assert p.get("fixSafety", "safe") in ("safe", "unsafe"), p
    assert p["tags"] == [r["id"].split("/")[0]], p

def check_uri(a):
    uri = a["uri"]
    assert re.fullmatch(r"([A-Za-z0-9._~/-]|%[0-9A-F]{2})*|file://([A-Za-z0-9._~/-]|%[0-9A-F]{2})*",
                        uri), uri
    if uri.startswith("file://"):
        assert "uriBaseId" not in a, a
    else:
        assert a["uriBaseId"] == "%SRCROOT%" and not uri.startswith("/"), a

def check_region(g):
    assert set(g) <= {"startLine", "startColumn", "endLine", "endColumn", "snippet"}, g
    assert g["startLine"] >= 1 and g["startColumn"] >= 1, g
    assert g["endLine"] >= g["startLine"] and g["endColumn"] >= 1, g
    assert g["endLine"] > g["startLine"] or g["endColumn"] >= g["startColumn"], g

results = run["results"]
assert expected_results < 0 or len(results) == expected_results, len(results)
for x in results:
    assert x["level"] in levels, x
    if "ruleIndex" in x:
        assert ids[x["ruleIndex"]] == x["ruleId"], x
    assert isinstance(x["message"]["text"], str) and x["message"]["text"], x
    (loc,) = x["locations"]
    pl = loc["physicalLocation"]
    check_uri(pl["artifactLocation"])
    check_region(pl["region"])
    assert isinstance(pl["region"]["snippet"]["text"], str), x
    # The other members of a group: ids 1, 2, ..., each a location with a message, each linked
    # from the message of the result.
    related = x.get("relatedLocations", [])
    assert [r["id"] for r in related] == list(range(1, len(related) + 1)), x
    for r in related:
        assert r["physicalLocation"]["artifactLocation"] == pl["artifactLocation"], r
        check_region(r["physicalLocation"]["region"])
        assert r["message"]["text"], r
        assert "](%d)" % r["id"] in x["message"]["text"], x
    (key,) = x["partialFingerprints"]
    assert key == "cvtidy/v1", x
    assert re.fullmatch(r"[0-9a-f]{16}:[0-9]+", x["partialFingerprints"][key]), x
    for fix in x.get("fixes", []):
        assert fix["description"]["text"], fix
        assert fix["properties"]["safety"] in ("safe", "unsafe"), fix
        (change,) = fix["artifactChanges"]
        assert change["artifactLocation"] == pl["artifactLocation"], fix
        assert change["replacements"], fix
        for rep in change["replacements"]:
            check_region(rep["deletedRegion"])
            assert isinstance(rep["insertedContent"]["text"], str), rep
)py";
}

// Python: reads JUnit XML on stdin with xml.etree (expat: fails on anything ill-formed) and
// asserts the structure reporters/junit_reporter.h promises. `expected_failures` < 0 skips
// the count of failing testcases.
inline std::string JunitCheckScript(int expected_failures = -1) {
  return "expected_failures = " + std::to_string(expected_failures) + R"py(
import sys
import xml.etree.ElementTree as ET
root = ET.fromstring(sys.stdin.buffer.read())
assert root.tag == "testsuites" and root.get("name") == "cvtidy", root.attrib
total_failures = 0
for suite in root:
    assert suite.tag == "testsuite", suite.tag
    cases = list(suite)
    assert cases and all(c.tag == "testcase" for c in cases), suite.attrib
    failing = [c for c in cases if c.find("failure") is not None]
    assert int(suite.get("tests")) == len(cases), suite.attrib
    assert int(suite.get("failures")) == len(failing), suite.attrib
    assert suite.get("errors") == "0" and suite.get("skipped") == "0", suite.attrib
    names = [c.get("name") for c in cases]
    assert len(set(names)) == len(names), names
    for c in cases:
        assert c.get("classname") == suite.get("name"), c.attrib
        f = c.find("failure")
        if f is None:
            assert c.get("name") == "cvtidy" and len(cases) == 1, c.attrib
            assert len(c) == 0, c.attrib
        else:
            assert f.get("type") == c.get("name") and f.get("message"), f.attrib
            assert f.text and f.text.endswith("\n"), f.text
    total_failures += len(failing)
assert expected_failures < 0 or total_failures == expected_failures, total_failures
)py";
}

// Runs `script` on `input`; GTEST_SKIPs when python3 is missing.
#define CVTIDY_EXPECT_PYTHON_OK(script, input)                                     \
  do {                                                                             \
    const int cvtidy_python_status = testing_canned::RunPython((script), (input)); \
    if (cvtidy_python_status == -1) {                                              \
      GTEST_SKIP() << "python3 is not available for the independent check";        \
    }                                                                              \
    EXPECT_EQ(cvtidy_python_status, 0) << (input);                                 \
  } while (false)

// One GitHub workflow command, unescaped.
struct GithubCommand {
  std::string command;                            // error, warning or notice
  std::map<std::string, std::string> properties;  // file, line, col, ...
  std::string message;
};

// Undoes the runner's escaping; false when `s` holds a `%` that is not one of `allowed`.
inline bool GithubUnescape(std::string_view s, bool property, std::string* out) {
  out->clear();
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '%') {
      out->push_back(s[i]);
      continue;
    }
    const std::string_view code = s.substr(i, 3);
    if (code == "%25") {
      out->push_back('%');
    } else if (code == "%0D") {
      out->push_back('\r');
    } else if (code == "%0A") {
      out->push_back('\n');
    } else if (property && code == "%3A") {
      out->push_back(':');
    } else if (property && code == "%2C") {
      out->push_back(',');
    } else {
      return false;
    }
    i += 2;
  }
  return true;
}

// Parses `output` as workflow commands, one per line, checking each against the runner's
// syntax and rules (known properties; numeric positions; col/endColumn only on one line;
// no end before the start). Adds a test failure for each bad line.
inline std::vector<GithubCommand> ParseGithubCommands(const std::string& output) {
  static const RE2 kLine(R"(::(error|warning|notice) ([^:\r\n]*)::([^\r\n]*))");
  static const RE2 kProperty(R"(([A-Za-z]+)=([^,:\r\n]*))");
  static const RE2 kNumber(R"([1-9][0-9]*)");
  std::vector<GithubCommand> commands;
  EXPECT_TRUE(output.empty() || output.back() == '\n') << "output ends mid-line";
  size_t start = 0;
  while (start < output.size()) {
    size_t end = output.find('\n', start);
    if (end == std::string::npos) {
      end = output.size();
    }
    const std::string line = output.substr(start, end - start);
    start = end + 1;
    GithubCommand c;
    std::string properties;
    std::string message;
    if (!RE2::FullMatch(line, kLine, &c.command, &properties, &message)) {
      ADD_FAILURE() << "not a workflow command: " << line;
      continue;
    }
    if (!GithubUnescape(message, /*property=*/false, &c.message)) {
      ADD_FAILURE() << "bad escape in message: " << line;
    }
    for (std::string_view piece : SplitChar(properties, ',')) {
      std::string key;
      std::string value;
      if (!RE2::FullMatch(piece, kProperty, &key, &value)) {
        ADD_FAILURE() << "bad property '" << piece << "' in: " << line;
        continue;
      }
      std::string unescaped;
      if (!GithubUnescape(value, /*property=*/true, &unescaped)) {
        ADD_FAILURE() << "bad escape in property: " << line;
      }
      EXPECT_TRUE(c.properties.emplace(key, unescaped).second)
          << "repeated " << key << ": " << line;
    }
    for (const auto& [key, value] : c.properties) {
      const bool known = key == "file" || key == "line" || key == "col" || key == "endLine" ||
                         key == "endColumn" || key == "title";
      EXPECT_TRUE(known) << key << " in: " << line;
      if (key != "file" && key != "title") {
        EXPECT_TRUE(RE2::FullMatch(value, kNumber)) << key << " in: " << line;
      }
    }
    const auto number = [&](const char* key) {
      const auto it = c.properties.find(key);
      return it == c.properties.end() ? 0 : std::stoi(it->second);
    };
    EXPECT_TRUE(c.properties.count("file") && c.properties.count("line")) << line;
    if (c.properties.count("col") || c.properties.count("endColumn")) {
      // The runner drops the annotation's position otherwise.
      EXPECT_EQ(number("line"), number("endLine")) << line;
      EXPECT_GE(number("endColumn"), number("col")) << line;
    }
    EXPECT_GE(number("endLine"), number("line")) << line;
    commands.push_back(std::move(c));
  }
  return commands;
}

}  // namespace cvtidy::testing_formats

#endif  // CVTIDY_TESTS_REPORTERS_FORMAT_CHECKS_H_
