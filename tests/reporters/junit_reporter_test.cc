#include "reporters/junit_reporter.h"

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "reporters/internal/output.h"
#include "src/engine/reporter.h"
#include "tests/reporters/canned.h"
#include "tests/reporters/format_checks.h"

namespace cvtidy {
namespace {

using testing_canned::CannedFile;
using testing_canned::Diag;
using testing_canned::ExpectGolden;
using testing_canned::MakeCannedCv;
using testing_canned::MakeCleanFile;
using testing_canned::MakeFix;
using testing_canned::MakeSecondFile;
using testing_canned::OneFile;
using testing_canned::RunReporter;
using testing_canned::Summarize;
using testing_canned::TestRunInfo;
using testing_formats::JunitCheckScript;

std::string Junit(const std::vector<const CannedFile*>& files) {
  return RunReporter("junit", {}, TestRunInfo(), files, Summarize(files));
}

std::string Escaped(std::string_view s, internal::XmlContext context) {
  fmt::memory_buffer out;
  internal::AppendXmlEscaped(out, s, context);
  return fmt::to_string(out);
}

TEST(JunitReporterTest, CannedSetMatchesGoldenAndIsWellFormed) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = Junit({&cv});
  ExpectGolden("junit.xml", out);
  // 10 diagnostics from 9 rules: date/mixed-format reported twice.
  CVTIDY_EXPECT_PYTHON_OK(JunitCheckScript(9), out);
}

TEST(JunitReporterTest, MultiFileRunMatchesGoldenAndIsWellFormed) {
  const CannedFile cv = MakeCannedCv();
  const CannedFile clean = MakeCleanFile();
  const CannedFile second = MakeSecondFile();
  const std::string out = Junit({&cv, &clean, &second});
  ExpectGolden("junit_multi.xml", out);
  EXPECT_NE(out.find("  <testsuite name=\"clean.md\" tests=\"1\" failures=\"0\" errors=\"0\" "
                     "skipped=\"0\">\n"
                     "    <testcase name=\"cvtidy\" classname=\"clean.md\"/>\n"
                     "  </testsuite>\n"),
            std::string::npos)
      << out;
  CVTIDY_EXPECT_PYTHON_OK(JunitCheckScript(10), out);
}

TEST(JunitReporterTest, EmptyRun) {
  const std::string out = Junit({});
  EXPECT_EQ(out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<testsuites name=\"cvtidy\">\n"
            "</testsuites>\n");
  CVTIDY_EXPECT_PYTHON_OK(JunitCheckScript(0), out);
}

TEST(JunitReporterTest, OneTestcasePerRuleWithEveryDiagnostic) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = Junit({&cv});
  EXPECT_NE(out.find("<testsuite name=\"cv.md\" tests=\"9\" failures=\"9\" errors=\"0\" "
                     "skipped=\"0\">"),
            std::string::npos);
  EXPECT_NE(
      out.find("    <testcase name=\"date/mixed-format\" classname=\"cv.md\">\n"
               "      <failure message=\"2 problems; first at 4:53: date `09/2019` is written "
               "MM/YYYY; this CV mostly writes Mon YYYY\" type=\"date/mixed-format\">"
               "cv.md:4:53: warning: date `09/2019` is written MM/YYYY; this CV mostly writes "
               "Mon YYYY\n"
               "    note: 3 of 4 dates in this CV are written Mon YYYY.\n"
               "    fix: Write `Sep 2019`\n"
               "cv.md:5:"),
      std::string::npos)
      << out;
  // A multi-line note stays indented; unsafe fixes say so.
  EXPECT_NE(out.find("    note: Did you mean `2015 – 2017`?\n"
                     "          Ranges run from start to end.\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("    unsafe fix: Write `ada@example.org`\n"), std::string::npos);
  // Testcases are ordered by rule id.
  EXPECT_LT(out.find("name=\"contact/obfuscated-email\""), out.find("name=\"date/mixed-format\""));
  EXPECT_LT(out.find("name=\"venue/unknown\""), out.find("</testsuite>"));
}

TEST(JunitReporterTest, HostileTextIsEscapedAndStaysWellFormed) {
  CannedFile f = OneFile("a&b <c> \"d\" 'e'\x01.md", "x\n");
  f.diagnostics.push_back(Diag("custom/odd", Severity::kWarning, {0, 1},
                               "<b>&amp;</b> ]]> \x01\x1b\x7f \xEF\xBF\xBE \xFF end\r\n2nd",
                               "]]]]><![CDATA[>"));
  f.diagnostics.back().fix = MakeFix("Write `<&>`", FixSafety::kSafe, {0, 1}, "y");
  const std::string out = Junit({&f});
  EXPECT_EQ(out.find("]]>"), std::string::npos) << out;
  EXPECT_EQ(out.find("<b>"), std::string::npos) << out;
  EXPECT_EQ(out.find('\x01'), std::string::npos);
  EXPECT_EQ(out.find('\x1b'), std::string::npos);
  EXPECT_NE(out.find("name=\"a&amp;b &lt;c&gt; &quot;d&quot; &apos;e&apos;\xEF\xBF\xBD.md\""),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("&lt;b&gt;&amp;amp;&lt;/b&gt; ]]&gt; \xEF\xBF\xBD\xEF\xBF\xBD\x7f "
                     "\xEF\xBF\xBD \xEF\xBF\xBD end&#13;\n    2nd\n"),
            std::string::npos)
      << out;
  // The parsed document gives back the text (with what XML cannot hold replaced).
  const std::string script = JunitCheckScript(1) + R"py(
case = root.find("testsuite/testcase")
f = case.find("failure")
assert root.find("testsuite").get("name") == "a&b <c> \"d\" \x27e\x27\ufffd.md", root[0].attrib
assert f.get("message").startswith("1:1: <b>&amp;</b> ]]> \ufffd\ufffd\x7f \ufffd \ufffd end\r\n2nd"), f.get("message")
assert "]]]]><![CDATA[>" in f.text, f.text
assert "fix: Write `<&>`" in f.text, f.text
)py";
  CVTIDY_EXPECT_PYTHON_OK(script, out);
}

TEST(JunitReporterTest, XmlEscaping) {
  using internal::XmlContext;
  EXPECT_EQ(Escaped("a<b>&c\"'\t\n\r", XmlContext::kText), "a&lt;b&gt;&amp;c\"'\t\n&#13;");
  EXPECT_EQ(Escaped("a<b>&c\"'\t\n\r", XmlContext::kAttribute),
            "a&lt;b&gt;&amp;c&quot;&apos;&#9;&#10;&#13;");
  EXPECT_EQ(Escaped("]]>", XmlContext::kText), "]]&gt;");
  EXPECT_EQ(Escaped(std::string("\x00\x08\x0b\x0c\x1f", 5), XmlContext::kText),
            "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
  // U+FFFE and U+FFFF are not XML characters; U+FFFD and other non-ASCII text pass.
  EXPECT_EQ(Escaped("\xEF\xBF\xBE\xEF\xBF\xBF\xEF\xBF\xBD é 東", XmlContext::kText),
            "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD é 東");
  // Ill-formed UTF-8: a lone continuation byte, a truncated sequence, an overlong, a surrogate.
  EXPECT_EQ(Escaped("\x80|\xE6\x9D|\xC0\xAF|\xED\xA0\x80", XmlContext::kText),
            "\xEF\xBF\xBD|\xEF\xBF\xBD\xEF\xBF\xBD|\xEF\xBF\xBD\xEF\xBF\xBD|"
            "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
}

}  // namespace
}  // namespace cvtidy
