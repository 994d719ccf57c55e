#include "reporters/html_reporter.h"

#include <cstdio>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "reporters/internal/html_assets.h"
#include "reporters/internal/html_diff.h"
#include "reporters/internal/html_escape.h"
#include "src/base/utf8.h"
#include "src/engine/reporter.h"
#include "tests/reporters/canned.h"

namespace cvtidy {
namespace {

using testing_canned::CannedFile;
using testing_canned::Diag;
using testing_canned::ExpectGolden;
using testing_canned::Find;
using testing_canned::MakeCannedCv;
using testing_canned::MakeCleanFile;
using testing_canned::MakeFix;
using testing_canned::MakeSecondFile;
using testing_canned::RunPython;
using testing_canned::RunReporter;
using testing_canned::Summarize;
using testing_canned::TestRunInfo;
using testing_canned::WithAppliedFixes;

std::string Render(const std::vector<const CannedFile*>& files,
                   std::string_view command = "check") {
  return RunReporter("html", {}, TestRunInfo(command), files, Summarize(files));
}

size_t CountOf(std::string_view haystack, std::string_view needle) {
  size_t n = 0;
  for (size_t pos = haystack.find(needle); pos != std::string_view::npos;
       pos = haystack.find(needle, pos + needle.size())) {
    ++n;
  }
  return n;
}

// Returns the <section> of file `n` (1-based, in input order), or "" when it has none.
std::string_view SectionOf(std::string_view html, size_t n) {
  const size_t begin = html.find(fmt::format(R"(<section class="file card" id="f{}")", n));
  if (begin == std::string_view::npos) {
    return {};
  }
  return html.substr(begin, html.find("</section>", begin) + 10 - begin);
}

std::string Unescape(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '&') {
      out.push_back(s[i]);
      continue;
    }
    const size_t semi = s.find(';', i);
    const std::string_view entity = s.substr(i, semi + 1 - i);
    if (entity == "&amp;") {
      out.push_back('&');
    } else if (entity == "&lt;") {
      out.push_back('<');
    } else if (entity == "&gt;") {
      out.push_back('>');
    } else if (entity == "&quot;") {
      out.push_back('"');
    } else if (entity == "&#39;") {
      out.push_back('\'');
    } else {
      ADD_FAILURE() << "unexpected entity " << entity;
    }
    i = semi;
  }
  return out;
}

// Returns the CV text as the page shows it: the content of every <pre class="src"> of
// `section` (folded ones included), tags dropped and entities decoded.
std::string ShownText(std::string_view section) {
  std::string shown;
  constexpr std::string_view kOpen = R"(<pre class="src">)";
  for (size_t pos = section.find(kOpen); pos != std::string_view::npos;
       pos = section.find(kOpen, pos)) {
    pos += kOpen.size();
    const size_t end = section.find("</pre>", pos);
    std::string_view body = section.substr(pos, end - pos);
    std::string text;
    while (!body.empty()) {
      const size_t lt = body.find('<');
      text.append(body.substr(0, lt));
      if (lt == std::string_view::npos) {
        break;
      }
      body.remove_prefix(body.find('>', lt) + 1);
    }
    shown += Unescape(text);
    pos = end;
  }
  return shown;
}

// The text the page must show for `text`: `\r\n` as `\n`, ill-formed bytes as U+FFFD.
std::string Expected(std::string_view text) {
  std::string out;
  const std::string clean = SanitizeUtf8(text);
  for (size_t i = 0; i < clean.size(); ++i) {
    if (clean[i] == '\r' && i + 1 < clean.size() && clean[i + 1] == '\n') {
      continue;
    }
    out.push_back(clean[i]);
  }
  return out;
}

// Checks that <mark> elements nest properly and returns how many `mark.diag` there are.
size_t CheckMarks(std::string_view html) {
  int depth = 0;
  size_t marks = 0;
  for (size_t pos = html.find("mark"); pos != std::string_view::npos;
       pos = html.find("mark", pos + 4)) {
    if (pos >= 1 && html.substr(pos - 1, 5) == "<mark") {
      ++depth;
      marks += html.substr(pos - 1, 17) == R"(<mark class="diag)" ? 1 : 0;
    } else if (pos >= 2 && html.substr(pos - 2, 7) == "</mark>") {
      --depth;
      EXPECT_GE(depth, 0) << "a </mark> closes nothing at byte " << pos;
    }
  }
  EXPECT_EQ(depth, 0) << "unclosed <mark>";
  return marks;
}

// An independent parse of the page (Python's html.parser) that checks it loads nothing:
// no element that fetches, no event handler, no link or source outside the page, no CSS
// url() or @import, exactly one <script> and one <style>, every data-d pointing at an id.
// `marks` is the expected number of mark.diag elements.
void ExpectSelfContained(const std::string& html, size_t marks) {
  const std::string script = fmt::format(R"py(
import sys
from html.parser import HTMLParser
FETCHING = {{"img", "link", "iframe", "object", "embed", "audio", "video", "source", "base",
             "frame", "form", "input", "svg", "image", "track", "portal"}}
class Check(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids, self.refs, self.tags, self.marks = set(), [], {{}}, 0
        self.style, self.in_style, self.problems = "", False, []
    def handle_starttag(self, tag, attrs):
        self.tags[tag] = self.tags.get(tag, 0) + 1
        if tag in FETCHING:
            self.problems.append("fetching element " + tag)
        a = dict(attrs)
        for name, value in attrs:
            value = value or ""
            if name.startswith("on"):
                self.problems.append("event handler " + name)
            if name in ("src", "srcset", "action", "formaction", "poster", "background", "xlink:href"):
                self.problems.append("attribute " + name)
            if name == "href" and not value.startswith("#"):
                self.problems.append("link out " + value)
            if name == "http-equiv" and value.lower() == "refresh":
                self.problems.append("meta refresh")
            if name == "style" and ("url(" in value or "//" in value):
                self.problems.append("style url " + value)
        if "id" in a:
            if a["id"] in self.ids:
                self.problems.append("duplicate id " + a["id"])
            self.ids.add(a["id"])
        if tag == "mark" and "diag" in (a.get("class") or "").split():
            self.marks += 1
            self.refs.append(a.get("data-d"))
        self.in_style = tag == "style"
    def handle_endtag(self, tag):
        self.in_style = False
    def handle_data(self, data):
        if self.in_style:
            self.style += data
p = Check()
p.feed(sys.stdin.buffer.read().decode("utf-8"))
p.close()
if "url(" in p.style.replace("url(#", "") or "@import" in p.style:
    p.problems.append("css fetch")
if p.tags.get("script") != 1 or p.tags.get("style") != 1:
    p.problems.append("script/style count " + str(p.tags))
if p.marks != {}:
    p.problems.append("marks " + str(p.marks))
for r in p.refs:
    if r not in p.ids:
        p.problems.append("dangling data-d " + str(r))
if p.problems:
    print(p.problems[:10])
    sys.exit(1)
)py",
                                         marks);
  const int status = RunPython(script, html);
  if (status == -1) {
    GTEST_SKIP() << "python3 is not available to parse the page";
  }
  EXPECT_EQ(status, 0) << "see the printed problems";
}

TEST(HtmlReporterTest, CannedSetMatchesGolden) {
  CannedFile cv = MakeCannedCv();
  WithAppliedFixes(cv);
  const std::string out = Render({&cv});
  ExpectGolden("html.html", out);
  EXPECT_EQ(CheckMarks(out), cv.diagnostics.size());
  EXPECT_FALSE(FindInvalidUtf8(out).has_value());
  ExpectSelfContained(out, cv.diagnostics.size());
}

TEST(HtmlReporterTest, PageStructure) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = Render({&cv});
  EXPECT_EQ(out.rfind("<!DOCTYPE html>\n<html lang=\"en\">", 0), 0u);
  EXPECT_TRUE(out.ends_with("</html>\n"));
  // The summary comes before the file, the script after it.
  const size_t summary = out.find(R"(<section id="summary")");
  const size_t file = out.find(R"(<section class="file card" id="f1" data-path="cv.md")");
  const size_t script = out.find("<script>");
  ASSERT_NE(summary, std::string::npos);
  ASSERT_NE(file, std::string::npos);
  EXPECT_LT(summary, file);
  EXPECT_LT(file, script);
  // Each diagnostic has a mark and a list entry, linked both ways.
  for (size_t i = 1; i <= cv.diagnostics.size(); ++i) {
    EXPECT_NE(out.find(fmt::format(R"(id="m1-{0}" data-d="d1-{0}")", i)), std::string::npos) << i;
    EXPECT_NE(out.find(fmt::format(R"(<li id="d1-{0}" )", i)), std::string::npos) << i;
    EXPECT_NE(out.find(fmt::format(R"(href="#m1-{0}")", i)), std::string::npos) << i;
  }
  EXPECT_EQ(CountOf(out, "<li id=\"d1-"), cv.diagnostics.size());
  // A mark carries its rule, severity and the hover text.
  EXPECT_NE(out.find(R"(<mark class="diag sev-warning" id="m1-3" data-d="d1-3" )"
                     R"(data-rule="date/mixed-format" tabindex="0" title="warning )"
                     R"([date/mixed-format]: date `09/2019` is written MM/YYYY; this CV mostly )"
                     "writes Mon YYYY \xE2\x80\x94 fix: Write `Sep 2019`\n3 of 4 dates in this "
                     R"(CV are written Mon YYYY.">09/2019</mark>)"),
            std::string::npos)
      << out;
  // The unsafe fix says so on hover and in the list.
  EXPECT_NE(out.find("fix: Write `ada@example.org` (unsafe: only with --unsafe-fixes)"),
            std::string::npos);
  EXPECT_NE(out.find(R"(<div class="fix fix-unsafe"><span class="badge">unsafe fix</span>Write )"
                     R"(<code>ada@example.org</code> <span class="hint">)"),
            std::string::npos);
  // Positions in the list are Source::Locate's (code points, after the BOM).
  for (size_t i = 0; i < cv.diagnostics.size(); ++i) {
    const LineCol at = cv.source->Locate(cv.diagnostics[i].range.begin);
    EXPECT_NE(out.find(fmt::format(R"(<a class="loc" href="#m1-{}">{}:{}</a>)", i + 1, at.line,
                                   at.column)),
              std::string::npos)
        << i;
  }
  // The empty range (a missing period) is an empty mark.
  EXPECT_NE(out.find(R"(<mark class="diag sev-info empty" id="m1-10")"), std::string::npos);
}

TEST(HtmlReporterTest, AGroupIsOneItemWithItsOtherMembersCollapsed) {
  const CannedFile grouped = testing_canned::MakeGroupedFile();
  const std::string out = Render({&grouped});
  // Every finding keeps its mark and its list entry.
  EXPECT_EQ(CheckMarks(out), grouped.diagnostics.size());
  EXPECT_EQ(CountOf(out, "<li id=\"d1-"), grouped.diagnostics.size());
  // Two groups of three: each a <details> inside its first member's item, without script.
  EXPECT_EQ(CountOf(out, R"(<details class="group"><summary>and 2 more</summary>)"), 2u);
  const size_t first = out.find(R"(<li id="d1-1" )");
  const size_t details = out.find(R"(<details class="group">)");
  const size_t member = out.find(R"(<li id="d1-3" )");  // 10/2019, the vote's second member
  ASSERT_NE(details, std::string::npos) << out;
  EXPECT_LT(first, details);
  EXPECT_LT(details, member);
  EXPECT_LT(member, out.find("</details>", details));
  // --no-group: a flat list.
  const std::string flat =
      RunReporter("html", {.group = false}, TestRunInfo(), {&grouped}, Summarize({&grouped}));
  EXPECT_EQ(flat.find(R"(<details class="group">)"), std::string::npos);
  EXPECT_EQ(CountOf(flat, "<li id=\"d1-"), grouped.diagnostics.size());
}

TEST(HtmlReporterTest, ShowsTheWholeTextOnceWithCrlfAsLines) {
  const CannedFile cv = MakeCannedCv();
  const std::string out = Render({&cv});
  const std::string_view section = SectionOf(out, 1);
  EXPECT_EQ(ShownText(section), Expected(cv.source->text()));
  // Line numbers are drawn by CSS from data-n, one per line.
  EXPECT_EQ(CountOf(section, R"(<span class="ln" data-n=")"), cv.source->line_count());
}

TEST(HtmlReporterTest, SummaryCountsAndBars) {
  const CannedFile cv = MakeCannedCv();
  const CannedFile clean = MakeCleanFile();
  const CannedFile second = MakeSecondFile();
  const std::vector<const CannedFile*> files = {&cv, &clean, &second};
  const std::string out = Render(files);
  EXPECT_NE(out.find(R"(<section id="summary" class="card" data-files="3" )"
                     R"(data-files-with-diagnostics="2" data-diagnostics="11" data-errors="3" )"
                     R"(data-warnings="5" data-infos="3" data-fixable="8" data-fixed="0">)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("Found 11 problems in 2 of 3 files."), std::string::npos);
  EXPECT_NE(out.find(R"(<div class="tile sev-error"><span class="n">3</span>errors</div>)"),
            std::string::npos);
  // Rules, most frequent first; the bar of the most frequent is full width.
  const size_t mixed = out.find(R"(<tr data-rule="date/mixed-format">)");
  const size_t future = out.find(R"(<tr data-rule="date/future">)");
  ASSERT_NE(mixed, std::string::npos);
  ASSERT_NE(future, std::string::npos);
  EXPECT_LT(mixed, future);
  EXPECT_NE(out.find(R"(<div class="bar" style="width:100.0%"><span class="seg sev-warning" )"
                     R"(style="flex:2"></span></div></td><td class="num">2</td>)"
                     R"(<td class="num">2</td></tr>)"),
            std::string::npos);
  EXPECT_NE(out.find(R"(<div class="bar" style="width:50.0%"><span class="seg sev-error" )"
                     R"(style="flex:1"></span></div>)"),
            std::string::npos);
  // Every file has a row; only files with diagnostics get a section.
  EXPECT_NE(out.find(R"(<span class="mono">clean.md</span> <span class="muted">no problems)"),
            std::string::npos);
  EXPECT_NE(out.find(R"(<a class="mono" href="#f3">scans/cv2.txt</a>)"), std::string::npos);
  EXPECT_FALSE(SectionOf(out, 1).empty());
  EXPECT_TRUE(SectionOf(out, 2).empty());
  EXPECT_NE(SectionOf(out, 3).find(R"(data-diagnostics="1")"), std::string::npos);
  EXPECT_EQ(CheckMarks(out), 11u);
  ExpectSelfContained(out, 11);
}

TEST(HtmlReporterTest, BeforeAndAfterTheFixes) {
  CannedFile cv = MakeCannedCv();
  WithAppliedFixes(cv);
  const std::string out = Render({&cv});
  const std::string_view section = SectionOf(out, 1);
  const size_t safe = section.find(R"(<table class="diff" data-kind="safe">)");
  ASSERT_NE(safe, std::string_view::npos);
  const std::string_view safe_table = section.substr(safe, section.find("</table>", safe) - safe);
  // The changed part of a line is marked on both sides, with the line numbers.
  EXPECT_NE(safe_table.find(R"(<td class="n">4</td><td class="t old">- **Example University**)"
                            "\tPh.D. in Computer Science, <del>09/2019</del> \xE2\x80\x93 "
                            R"(Present</td><td class="n">4</td><td class="t new">)"),
            std::string_view::npos)
      << safe_table;
  EXPECT_NE(safe_table.find("<ins>Sep 2019</ins>"), std::string_view::npos);
  EXPECT_NE(safe_table.find("<del>&lt;b&gt;Keynote&lt;/b&gt;</del>"), std::string_view::npos);
  // The hyphenation join turns two lines into one: the second has no partner.
  EXPECT_NE(safe_table.find(R"(<td class="n"></td><td class="t none"></td>)"),
            std::string_view::npos);
  // Only what the fixer recorded is shown: no unsafe fix was applied.
  EXPECT_EQ(safe_table.find("@example.org"), std::string_view::npos);
  EXPECT_EQ(section.find(R"(data-kind="unsafe")"), std::string_view::npos);
  EXPECT_NE(section.find("Would apply 6 fixes in 1 pass"), std::string_view::npos);
  // Each applied fix is listed with its rule, pass, before and after, and why.
  EXPECT_EQ(CountOf(section, R"(<li data-rule=")"), 6u);
  EXPECT_NE(section.find(R"(<li data-rule="date/mixed-format" data-pass="1">)"),
            std::string_view::npos);
  EXPECT_NE(section.find("<del>09/2019</del> \xE2\x86\x92 <ins>Sep 2019</ins>"),
            std::string_view::npos);
}

TEST(HtmlReporterTest, UnsafeFixesAppliedAreMarkedUnsafe) {
  CannedFile cv = MakeCannedCv();
  WithAppliedFixes(cv, /*unsafe=*/true);
  const std::string out = Render({&cv}, "fix");
  const std::string_view section = SectionOf(out, 1);
  const size_t unsafe = section.find(R"(<table class="diff" data-kind="unsafe">)");
  ASSERT_NE(unsafe, std::string_view::npos);
  EXPECT_NE(section.substr(unsafe).find("<ins>EuroSys</ins>"), std::string_view::npos);
  EXPECT_NE(section.find("Applied 8 fixes in 1 pass (2 unsafe)"), std::string_view::npos);
}

TEST(HtmlReporterTest, NoBeforeAndAfterWithoutARecord) {
  // Fixable diagnostics, but the fixer applied nothing (e.g. its fixes did not converge).
  const CannedFile cv = MakeCannedCv();
  const std::string out = Render({&cv});
  EXPECT_EQ(out.find("<table class=\"diff\""), std::string::npos);
  EXPECT_EQ(out.find("Before and after"), std::string::npos);
}

TEST(HtmlReporterTest, NoBeforeAndAfterWithoutFixes) {
  const CannedFile second = MakeSecondFile();
  const std::string out = Render({&second});
  EXPECT_EQ(out.find("<table class=\"diff\""), std::string::npos);
  EXPECT_EQ(out.find("Before and after"), std::string::npos);
}

TEST(HtmlReporterTest, HostileInputIsEscaped) {
  CannedFile f;
  std::string text =
      "# <script>alert(\"x\")</script> & Co 'quoted' \"double\"\n"
      "<img src=https://evil.example/x.png onerror=alert(1)> https://example.org/cv\n"
      "L\xE9on \xFF\xFE bad bytes, a bidi \xE2\x80\xAE override and a \x1b[2J escape\n";
  f.source = std::make_unique<Source>(
      Source::FromBytes("<script>alert('name')</script>&\"q\".md", std::move(text)));
  const Source& s = *f.source;
  f.diagnostics.push_back(Diag("ocr/markup-residue", Severity::kWarning, Find(s, "<script>"),
                               "HTML `<script>` & \"quotes\" 'single' <b>left</b>",
                               "note <iframe src=https://evil.example></iframe>"));
  f.diagnostics.back().fix =
      MakeFix("Remove `<script>` \"now\" 'please'", FixSafety::kSafe, Find(s, "<script>"), "");
  f.diagnostics.push_back(Diag("ocr/markup-residue", Severity::kError, Find(s, "<img"),
                               "raw \xFF byte\x1b[31m and \xE2\x80\xAE bidi"));
  std::sort(f.diagnostics.begin(), f.diagnostics.end(), DiagnosticLess);
  const std::string out = Render({&f});

  EXPECT_FALSE(FindInvalidUtf8(out).has_value());
  EXPECT_EQ(CountOf(out, "<script"), 1u) << out;  // ours
  EXPECT_EQ(out.find("<img"), std::string::npos);
  EXPECT_EQ(out.find("<iframe"), std::string::npos);
  EXPECT_EQ(out.find("<b>"), std::string::npos);
  EXPECT_EQ(out.find('\x1b'), std::string::npos);
  EXPECT_EQ(out.find("\xE2\x80\xAE"), std::string::npos);  // the bidi override
  // In attributes, both quotes are escaped too.
  EXPECT_NE(out.find(R"(data-path="&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt;&amp;)"
                     R"(&quot;q&quot;.md")"),
            std::string::npos);
  EXPECT_NE(out.find(R"(title="warning [ocr/markup-residue]: HTML `&lt;script&gt;` &amp; )"
                     R"(&quot;quotes&quot; &#39;single&#39; &lt;b&gt;left&lt;/b&gt; )"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find(R"(<span class="msg">HTML <code>&lt;script&gt;</code> &amp; "quotes" )"
                     R"('single' &lt;b&gt;left&lt;/b&gt;</span>)"),
            std::string::npos);
  EXPECT_NE(out.find("raw \xEF\xBF\xBD byte\xEF\xBF\xBD[31m and \xEF\xBF\xBD bidi"),
            std::string::npos);
  // The text survives, as text.
  EXPECT_EQ(ShownText(SectionOf(out, 1)), [&] {
    std::string expected = Expected(s.text());
    for (const std::string_view bad : {"\xE2\x80\xAE", "\x1b"}) {
      expected.replace(expected.find(bad), bad.size(), "\xEF\xBF\xBD");
    }
    return expected;
  }());
  // Not UTF-8: `cvtidy fix` leaves the file alone, so there is no before/after view.
  EXPECT_EQ(out.find("<table class=\"diff\""), std::string::npos);
  EXPECT_NE(out.find("leaves it unchanged"), std::string::npos);
  ExpectSelfContained(out, 2);
}

TEST(HtmlReporterTest, OverlappingEmptyAndOutOfBoundsRangesGetOneMarkEach) {
  CannedFile f;
  f.source = std::make_unique<Source>(
      Source::FromBytes("o.md", "alpha beta gamma delta\r\nsecond line here\nthird\n"));
  const auto d = [&](uint32_t begin, uint32_t end) {
    f.diagnostics.push_back(Diag("test/x", Severity::kWarning, {begin, end}, "m"));
  };
  d(0, 10);      // crossing the next one
  d(6, 16);      // starts inside, ends after: cut at 10
  d(6, 16);      // the same range twice
  d(2, 4);       // nested
  d(10, 10);     // empty, where one ends
  d(0, 0);       // empty, at the start
  d(20, 30);     // across the CRLF
  d(22, 23);     // on the `\r`
  d(50, 1000);   // runs past the end
  d(999, 2000);  // starts past the end
  std::sort(f.diagnostics.begin(), f.diagnostics.end(), DiagnosticLess);
  const std::string out = Render({&f});
  EXPECT_EQ(CheckMarks(out), f.diagnostics.size());
  EXPECT_EQ(ShownText(SectionOf(out, 1)), Expected(f.source->text()));
  ExpectSelfContained(out, f.diagnostics.size());
}

TEST(HtmlReporterTest, FoldsLongStretchesWithoutProblems) {
  std::string text;
  for (int i = 1; i <= 100; ++i) {
    text += fmt::format("line {}\n", i);
  }
  CannedFile f;
  f.source = std::make_unique<Source>(Source::FromBytes("long.md", std::move(text)));
  f.diagnostics.push_back(
      Diag("test/x", Severity::kInfo, Find(*f.source, "line 50\n"), "spans two lines"));
  const std::string out = Render({&f});
  const std::string_view section = SectionOf(out, 1);
  // Lines 47-54 stay visible (3 lines of context around 50-51); the rest fold.
  EXPECT_NE(section.find("<summary>46 lines without problems (lines 1&#8211;46)</summary>"),
            std::string_view::npos)
      << section;
  EXPECT_NE(section.find("<summary>46 lines without problems (lines 55&#8211;100)</summary>"),
            std::string_view::npos);
  EXPECT_EQ(CountOf(section, "<details class=\"fold\">"), 2u);
  EXPECT_EQ(ShownText(section), f.source->text());
  EXPECT_EQ(CheckMarks(out), 1u);
}

TEST(HtmlReporterTest, EmptyRun) {
  const std::string out = RunReporter("html", {}, TestRunInfo(), {}, {});
  EXPECT_NE(out.find("No files checked."), std::string::npos);
  EXPECT_NE(out.find(R"(data-files="0")"), std::string::npos);
  EXPECT_EQ(out.find("<section class=\"file"), std::string::npos);
  EXPECT_TRUE(out.ends_with("</html>\n"));
  ExpectSelfContained(out, 0);
}

TEST(HtmlReporterTest, FixCommandSummary) {
  const CannedFile second = MakeSecondFile();
  RunSummary summary = Summarize({&second});
  summary.fixed = 4;
  summary.files_changed = 1;
  const std::string out = RunReporter("html", {}, TestRunInfo("fix"), {&second}, summary);
  EXPECT_NE(out.find("Fixed 4 problems in 1 file; 1 remaining."), std::string::npos);
  EXPECT_NE(out.find("<code>cvtidy fix</code>"), std::string::npos);
}

// The page's Content-Security-Policy allows the inline script by its hash: a stale hash
// would silently disable the script in every browser.
TEST(HtmlReporterTest, ContentSecurityPolicyHashesTheScript) {
  const std::string out = RunReporter("html", {}, TestRunInfo(), {}, {});
  EXPECT_NE(out.find(fmt::format("script-src 'sha256-{}'", internal::kHtmlScriptSha256)),
            std::string::npos);
  EXPECT_NE(out.find("default-src 'none'"), std::string::npos);
  const int status = RunPython(R"py(
import base64, hashlib, re, sys
page = sys.stdin.buffer.read().decode("utf-8")
script = page.split("<script>")[1].split("</script>")[0]
want = re.search(r"sha256-([A-Za-z0-9+/=]+)", page).group(1)
got = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode()
sys.exit(0 if got == want else print("CSP hash", want, "!= script hash", got) or 1)
)py",
                               out);
  if (status == -1) {
    GTEST_SKIP() << "python3 is not available to hash the script";
  }
  EXPECT_EQ(status, 0) << "update kHtmlScriptSha256 (see html_assets.h)";
}

TEST(HtmlReporterTest, LongLineWithManyFindingsStaysFast) {
  // 200 kB on one line with 20,000 findings, each crossing the next: per-diagnostic work
  // proportional to the line (Source::Locate) or to the open marks would take minutes.
  std::string text(200'000, 'x');
  text += "\n";
  CannedFile f;
  f.source = std::make_unique<Source>(Source::FromBytes("big.txt", std::move(text)));
  for (uint32_t i = 0; i < 20'000; ++i) {
    f.diagnostics.push_back(Diag("test/x", Severity::kInfo, {i * 10, i * 10 + 15}, "m"));
  }
  const std::string out = Render({&f});
  EXPECT_EQ(CheckMarks(out), f.diagnostics.size());
  EXPECT_NE(out.find(R"(<a class="loc" href="#m1-20000">1:199991</a>)"), std::string::npos);
}

TEST(HtmlEscapeTest, TextAndAttributes) {
  std::string out;
  internal::AppendHtmlEscaped(out, "a<b>&\"'\t\n\r\x7f\xC3", internal::HtmlContext::kText);
  EXPECT_EQ(out, "a&lt;b&gt;&amp;\"'\t\n\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
  out.clear();
  internal::AppendHtmlEscaped(out, "\"'&", internal::HtmlContext::kAttribute);
  EXPECT_EQ(out, "&quot;&#39;&amp;");
  out.clear();
  internal::AppendHtmlWithCode(out, "write `<b>` not `x & y`, and ` alone");
  EXPECT_EQ(out, "write <code>&lt;b&gt;</code> not <code>x &amp; y</code>, and ` alone");
}

TEST(HtmlDiffTest, PairsChangedLinesAndMarksTheDifference) {
  std::string out;
  EXPECT_EQ(internal::AppendSideBySideDiff(out, "same\n", "same\n", "safe"), 0u);
  EXPECT_EQ(out, "");
  const size_t rows = internal::AppendSideBySideDiff(
      out, "a\nb\nc\nSep. 2017 \xC3\xA9t\xC3\xA9\nd\ne\nf\ng\nh\ni\nj\nk\n",
      "a\nb\nc\nSep 2017 \xC3\xA9t\xC3\xA9\nd\ne\nf\ng\nh\ni\nj\nk\nnew\n", "safe", 1);
  EXPECT_EQ(rows, 2u);
  EXPECT_NE(out.find(R"(<td class="n">4</td><td class="t old"><del>Sep.</del> 2017 )"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find(R"(<tr class="gap">)"), std::string::npos);  // two hunks
  EXPECT_NE(out.find(R"(<td class="n"></td><td class="t none"></td><td class="n">13</td>)"
                     R"(<td class="t new"><ins>new</ins></td>)"),
            std::string::npos)
      << out;
  // A change inside a multibyte character marks the whole character.
  out.clear();
  internal::AppendSideBySideDiff(out, "\xC3\xA9\n", "\xC3\xA8\n", "safe");
  EXPECT_NE(out.find("<del>\xC3\xA9</del>"), std::string::npos) << out;
  EXPECT_NE(out.find("<ins>\xC3\xA8</ins>"), std::string::npos) << out;
}

}  // namespace
}  // namespace cvtidy
