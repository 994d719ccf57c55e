// No input may hang the engine. Every input here goes through parse -> every built-in rule ->
// fix (unsafe fixes included) under a wall-time limit per input:
//   - known inputs that once hung (a list item ending in a Markdown link, `* [x](y)`),
//   - random compositions of real-shaped Markdown CV pieces: list items ending in links,
//     nested brackets, HTML, Liquid/Hugo tags, front matter, setext underlines, tables,
//     dates, venues, author lists, link-reference comments, kramdown attributes,
//   - byte-level mutations of the shipped fixtures (delete, duplicate or insert a byte, splice
//     two files).
// Inputs come from fixed std::mt19937 seeds, so a failure reproduces. An input that takes
// longer than kPerInputLimit is written to a file in the test's temporary directory, printed,
// and the process exits with status 1 at once: a hung thread cannot be stopped, and ctest
// must fail rather than hang with it.
//
// Scanning loops also check in debug builds that they move (src/base/progress.h), so a stall
// aborts there with the loop's file and line instead of waiting for the limit.
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/config/builtin_tables.h"
#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/engine/rule_set.h"
#include "src/parse/parse.h"
#include "src/source/source.h"
#include "tests/engine/random_inputs.h"

namespace cvtidy {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using testing_random::ExpectWellFormed;
using testing_random::RealRules;

// Generous: a typical input takes about a millisecond.
constexpr std::chrono::seconds kPerInputLimit{2};

// `text` as a C string literal body: printable ASCII as is, the rest escaped.
std::string Escaped(std::string_view text) {
  std::string out;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\\' || c == '"') {
      out += '\\';
      out += c;
    } else if (byte >= 0x20 && byte < 0x7F) {
      out += c;
    } else {
      out += fmt::format("\\x{:02X}", byte);
    }
  }
  return out;
}

// Watches, from a thread of its own, the input the test thread is working on. One that takes
// longer than kPerInputLimit is written to a file, named on stderr with its bytes, and the
// process ends with status 1 (std::_Exit: the stuck thread is never joined).
class HangWatchdog {
 public:
  HangWatchdog() : thread_([this] { Watch(); }) {}
  HangWatchdog(const HangWatchdog&) = delete;
  HangWatchdog& operator=(const HangWatchdog&) = delete;
  ~HangWatchdog() {
    {
      const std::lock_guard<std::mutex> lock(mu_);
      stop_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }

  void Begin(std::string name, std::string_view input) {
    const std::lock_guard<std::mutex> lock(mu_);
    name_ = std::move(name);
    input_.assign(input);
    started_ = Clock::now();
    busy_ = true;
  }
  void End() {
    const std::lock_guard<std::mutex> lock(mu_);
    busy_ = false;
  }

 private:
  void Watch() {
    std::unique_lock<std::mutex> lock(mu_);
    while (!stop_) {
      wake_.wait_for(lock, std::chrono::milliseconds(100));
      if (busy_ && Clock::now() - started_ > kPerInputLimit) {
        Fail();
      }
    }
  }

  [[noreturn]] void Fail() {
    const fs::path path =
        fs::path(testing::TempDir()) / fmt::format("cvtidy-scanner-fuzz-{}.md", ::getpid());
    std::ofstream(path, std::ios::binary) << input_;
    const std::string message = fmt::format(
        "\nFAILED: input `{}` took longer than {} s: a hang? It is written to {}\n"
        "Reproduce: cvtidy check {}\nThe input (C string): \"{}\"\n",
        name_, kPerInputLimit.count(), path.string(), path.string(), Escaped(input_));
    std::fwrite(message.data(), 1, message.size(), stderr);
    std::fflush(nullptr);
    std::_Exit(1);
  }

  std::mutex mu_;
  std::condition_variable wake_;
  bool stop_ = false;
  bool busy_ = false;
  std::string name_;
  std::string input_;
  Clock::time_point started_;
  std::thread thread_;  // last: starts once the members above exist
};

class ScannerFuzzTest : public testing::Test {
 protected:
  // Lints and fixes `text` as `file_name` under the watchdog. Bytes that are not text are
  // only parsed: LintSource stops at input/encoding, but Parse is total on any bytes.
  void Run(const std::string& name, const std::string& text,
           std::string_view file_name = "fuzz.md") {
    watchdog_.Begin(name, text);
    const Source src = Source::FromBytes(std::string(file_name), text);
    if (src.encoding_problem()) {
      const Document doc =
          Parse(src, ParseOptions{&VenuesFor(config_), &BuiltinSections(), &BuiltinVocabulary()});
      static_cast<void>(doc);
      watchdog_.End();
      return;
    }
    const std::vector<Diagnostic> diags = LintSource(src, rules_, ctx_);
    const FixResult fixed = FixSource(src, rules_, ctx_, FixOptions{.unsafe = true});
    watchdog_.End();
    SCOPED_TRACE(testing::Message() << name << ": \"" << Escaped(text) << "\"");
    ExpectWellFormed(src, diags);
    ExpectWellFormed(*fixed.fixed, fixed.remaining);
    ++runs_;
  }

  const RuleSet rules_ = RealRules();
  const Config config_{};
  const RuleContext ctx_{config_, testing_random::kToday};
  HangWatchdog watchdog_;
  int runs_ = 0;
};

// Inputs that hung once, each with what went wrong.
TEST_F(ScannerFuzzTest, KnownHangs) {
  // style/trailing-punctuation's StripAnnotations kept `end` in place on `[text](url)`.
  Run("list item ending in a link", "* [x](y)\n");
  Run("list of items ending in links",
      "## Publications\n\n- A. [PDF](https://x.org/a.pdf)\n- B. [x](y)\n- C. [[x]](y)\n");
  // A Latin-1 lead byte without its continuation byte kept the venue scanner on it.
  Run("lone lead byte", "OSDI \xC3 2024\n");
  Run("lone lead byte at the end", "- OSDI 2024 \xC5");
}

// Pieces of real Markdown CVs (fictional text): markup of site generators and converters,
// and the dates, venues and author lists the extractors look for.
constexpr std::string_view kMarkupPieces[] = {
    // Structure.
    "# Ada Example\n",
    "## Publications\n",
    "### Conference Papers\n",
    "PUBLICATIONS\n",
    "Education\n=========\n",
    "Experience\n----------\n",
    "---\ntitle: x\nlayout: page\n---\n",
    "---\n",
    "\n",
    "\n\n",
    "\r\n",
    "- ",
    "* ",
    "+ ",
    "1. ",
    "12) ",
    "  - ",
    "    ",
    "> ",
    "[C3] ",
    "| Year | Venue | Title |\n|---|:---:|---|\n",
    "| 2023 | OSDI '24 | [x](y) |\n",
    "|",
    "```\ncode [x](y)\n```\n",
    // Links and brackets.
    "- Title. [PDF](https://x.org/a.pdf)\n",
    "* [x](y)\n",
    "Title. [PDF](https://x.org/a.pdf)",
    "[x](y)",
    "[x]",
    "(y)",
    "[[x]](y)",
    "[a [b] c](d)",
    "[x](https://ex.org/a_(b))",
    "([x](y))",
    "[![img](a.png)](b)",
    "<https://ex.org>",
    "[",
    "]",
    "(",
    ")",
    "](",
    // HTML and template tags.
    "<b>",
    "</b>",
    "<br>",
    "<br/>",
    "<div class=\"pub\">\n",
    "</div>\n",
    "<!-- a comment -->",
    "<!--\n",
    "-->\n",
    "<!-- cvtidy-disable-next-line date/future -->\n",
    "<details>\n<summary>Abstract</summary>\n",
    "</details>\n",
    "<sup>*</sup>",
    "&amp;",
    "&#8211;",
    "{% include x.html %}\n",
    "{% if site.x %}",
    "{{ site.baseurl }}",
    "{{< figure src=\"a.png\" >}}",
    "[//]: # (comment)\n",
    "{: .class}\n",
    "{:.pub}",
    // Emphasis and escapes.
    "**",
    "*",
    "_",
    "__",
    "\\_",
    "\\*",
    "`",
    "$\\alpha$",
    "\\textbf{x}",
    // Text: dates, venues, authors, contacts.
    "Sep 2019 – Present",
    "2019-2021",
    "09/2019",
    "May'23 -",
    "Fall 2021",
    "(expected 2026)",
    "2031",
    "OSDI '24",
    "USENIX OSDI 2023",
    "Proc. of the 27th Symposium on Operating Systems Principles (SOSP 2019)",
    "In *NeurIPS 2023*",
    "NIPS 2017",
    "EuroSvs",
    "Ada Example, Ben Ode, and Cy Lu. ",
    "**A. Example**\\*, B. Ode\\*, C. Lu",
    "A. Example & B. Ode",
    "et al.",
    "\"A Title Here.\" ",
    "\xE2\x80\x9C"
    "Curly Title"
    "\xE2\x80\x9D",
    "pp. 1–14.",
    "Acceptance rate: 18%",
    "ada [at] example [dot] org",
    "https://doi.org/10.1145/3600006.3613138",
    "arXiv:2101.00001",
    "ORCID 0000-0002-1825-0097",
    "+1 212-555-2019",
    "Caf\xC3\xA9 L\xC3\xA9on",
    "\xEF\x82\x95 ",
    "Al Lab",
    "distrib-\nuted",
    ".",
    ",",
    ";",
    ":",
    " ",
    " ",
    " ",
    "\t",
    "—",
};

TEST_F(ScannerFuzzTest, RealShapedCompositions) {
  constexpr uint32_t kSeeds = 6000;
  for (uint32_t seed = 1; seed <= kSeeds; ++seed) {
    std::mt19937 rng(seed);
    std::string text = testing_random::Compose(rng, kMarkupPieces, 120);
    if (seed % 4 == 0) {
      testing_random::Mutate(rng, text);  // may leave it no longer UTF-8: then parsed only
    }
    Run(fmt::format("composition seed {}", seed), text);
  }
  EXPECT_GT(runs_, static_cast<int>(kSeeds) * 9 / 10);
}

// Every shipped fixture input and expectation (*.md, *.txt), sorted by path.
std::vector<fs::path> FixtureTexts() {
  std::vector<fs::path> paths;
  for (const fs::directory_entry& e :
       fs::recursive_directory_iterator(fs::path(CVTIDY_SOURCE_DIR) / "fixtures")) {
    const std::string ext = e.path().extension().string();
    if (e.is_regular_file() && (ext == ".md" || ext == ".txt")) {
      paths.push_back(e.path());
    }
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

std::string ReadBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Bytes worth inserting: the ones scanners turn on.
constexpr std::string_view kInteresting = "[]()<>{}*_`\\#|-.,:;!\"' \t\n\r%&$/0123456789";

// Applies 1 to 4 edits: delete a byte, duplicate a run, insert an interesting (or any) byte.
void MutateBytes(std::mt19937& rng, std::string& text) {
  const int edits = std::uniform_int_distribution<int>(1, 4)(rng);
  for (int k = 0; k < edits; ++k) {
    const size_t p = text.empty() ? 0 : rng() % (text.size() + 1);
    switch (rng() % 4) {
      case 0:
        if (p < text.size()) {
          text.erase(p, 1);
        }
        break;
      case 1:
        if (p < text.size()) {
          text.insert(p, text.substr(p, 1 + rng() % 8));
        }
        break;
      case 2:
        text.insert(p, 1, kInteresting[rng() % kInteresting.size()]);
        break;
      default:
        text.insert(p, 1, static_cast<char>(rng() & 0xFF));
        break;
    }
  }
}

TEST_F(ScannerFuzzTest, MutatedFixtures) {
  const std::vector<fs::path> files = FixtureTexts();
  ASSERT_GT(files.size(), 100u);
  std::vector<std::string> texts;
  for (const fs::path& f : files) {
    texts.push_back(ReadBytes(f));
  }
  constexpr uint32_t kSeeds = 6000;
  for (uint32_t seed = 1; seed <= kSeeds; ++seed) {
    std::mt19937 rng(seed);
    const size_t a = rng() % texts.size();
    std::string text = texts[a];
    std::string name = fmt::format("mutation seed {} of {}", seed,
                                   files[a].lexically_relative(CVTIDY_SOURCE_DIR).string());
    if (seed % 5 == 0) {
      // Splice: a prefix of one file and a suffix of another.
      const size_t b = rng() % texts.size();
      const std::string& other = texts[b];
      const size_t cut_a = text.empty() ? 0 : rng() % (text.size() + 1);
      const size_t cut_b = other.empty() ? 0 : rng() % (other.size() + 1);
      text = text.substr(0, cut_a) + other.substr(cut_b);
      name +=
          fmt::format(" spliced with {}", files[b].lexically_relative(CVTIDY_SOURCE_DIR).string());
    }
    MutateBytes(rng, text);
    Run(name, text, files[a].extension() == ".txt" ? "fuzz.txt" : "fuzz.md");
  }
}

}  // namespace
}  // namespace cvtidy
