// A structure-aware target: the bytes drive a generator (FuzzedDataProvider) that writes
// real-shaped CV syntax rather than random bytes, so the fuzzer reaches what random bytes
// rarely form: lists (`*`, `-`, `+`, `1.`, `2)`, nested, numbering restarted), items ending in
// a Markdown link (`* [x](y)`), inline and block HTML, Liquid (`{% %}`, `{{ }}`), pipe tables,
// front matter, ATX and setext headings, dates in every style the date rules know, venues of
// the built-in table in their surface forms, author lists and OCR bullets (`e`, `¢`, `o`,
// `»`). The CV then goes through parse, every rule, and fix to a fixpoint (safe or unsafe
// fixes, by the first byte), with the checks of fix_fuzzer.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fmt/format.h"
#include "fmt/printf.h"

#include "src/config/builtin_tables.h"
#include "tests/fuzz/fuzz_support.h"
#include <fuzzer/FuzzedDataProvider.h>

namespace {

// Its arguments, each as fmt writes it, one after the other.
template <typename... Args>
std::string Cat(const Args&... args) {
  std::string out;
  ((out += fmt::format("{}", args)), ...);
  return out;
}

using cvtidy::BuiltinVenues;
using cvtidy::VenueRecord;

template <size_t N>
std::string_view Pick(FuzzedDataProvider& p, const std::array<std::string_view, N>& choices) {
  return choices[p.ConsumeIntegralInRange<size_t>(0, N - 1)];
}

constexpr std::array<std::string_view, 12> kMonths = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                      "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
constexpr std::array<std::string_view, 12> kLongMonths = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};
constexpr std::array<std::string_view, 8> kSeparators = {" – ", " - ",  "-",  " to ",
                                                         "—",   " -- ", " —", "–"};
constexpr std::array<std::string_view, 7> kOpenEnds = {"Present", "present", "now", "Current",
                                                       "today",   "",        "date"};
constexpr std::array<std::string_view, 12> kSections = {
    "Education", "Experience", "Publications",
    "Awards",    "Teaching",   "Service",
    "Skills",    "EDUCATION",  "Research Experience",
    "Talks",     "Contact",    "Selected Publications"};
constexpr std::array<std::string_view, 8> kNames = {
    "Ada Example",  "Bo Sample",    "C. Testa",     "Dana Placeholder",
    "Émile Fictif", "Wei-Lan Demo", "K.-J. Nobody", "Zoë Várga-Mock"};
constexpr std::array<std::string_view, 10> kWords = {
    "University of Nowhere", "Research Assistant", "A Study of Widgets", "Example Lab",
    "Teaching Assistant",    "GPA 3.9/4.0",        "Best Paper Award",   "pp. 12-19",
    "Vol. 3, No. 2",         "+1 212-555-2019"};
constexpr std::array<std::string_view, 12> kMarkers = {"* ", "- ", "+ ", "1. ", "2) ", "e ",
                                                       "¢ ", "o ", "» ", "• ",  "· ",  "[C3] "};

std::string Date(FuzzedDataProvider& p) {
  const int year = p.ConsumeIntegralInRange(1960, 2040);
  const int month = p.ConsumeIntegralInRange(1, 12);
  switch (p.ConsumeIntegralInRange(0, 11)) {
    case 0:
      return Cat(kMonths[month - 1], " ", year);
    case 1:
      return Cat(kMonths[month - 1], ". ", year);
    case 2:
      return Cat(kLongMonths[month - 1], " ", year);
    case 3:
      return fmt::sprintf("%02d/%d", month, year);
    case 4:
      return fmt::sprintf("%d-%02d", year, month);
    case 5:
      return fmt::sprintf("'%02d", year % 100);
    case 6:
      return fmt::sprintf("%s'%02d", kMonths[month - 1], year % 100);
    case 7:
      return fmt::sprintf("%s %d", p.ConsumeBool() ? "Fall" : "Spring", year);
    case 8:
      return fmt::sprintf("%d/%02d/%02d", year, month, p.ConsumeIntegralInRange(1, 31));
    case 9:
      return fmt::sprintf("%d.%d", month, year);
    default:
      return Cat(year);
  }
}

std::string DateOrRange(FuzzedDataProvider& p) {
  std::string out = Date(p);
  if (p.ConsumeBool()) {
    out += Pick(p, kSeparators);
    out += p.ConsumeBool() ? Date(p) : std::string(Pick(p, kOpenEnds));
  }
  return out;
}

// A venue of the built-in table in one of its surface forms, with or without a year.
std::string Venue(FuzzedDataProvider& p) {
  const auto venues = BuiltinVenues().venues();
  if (venues.empty()) {
    return "OSDI '24";
  }
  const VenueRecord& v = venues[p.ConsumeIntegralInRange<size_t>(0, venues.size() - 1)];
  std::string out;
  switch (p.ConsumeIntegralInRange(0, 4)) {
    case 0:
      out = v.id;
      break;
    case 1:
      out = Cat(v.publishers.empty() ? std::string() : std::string(v.publishers[0]) + " ", v.id);
      break;
    case 2:
      out = Cat("Proceedings of the ", p.ConsumeIntegralInRange(1, 60), "th ", v.long_name, " (",
                v.id, ")");
      break;
    case 3:
      out = v.aliases.empty() ? v.long_name : v.aliases[0];
      break;
    default:
      out = v.long_name;
      break;
  }
  switch (p.ConsumeIntegralInRange(0, 3)) {
    case 0:
      return out;
    case 1:
      return fmt::sprintf("%s '%02d", out, p.ConsumeIntegralInRange(0, 99));
    case 2:
      return fmt::sprintf("%s-%d", out, p.ConsumeIntegralInRange(1, 60));
    default:
      return fmt::sprintf("%s %d", out, p.ConsumeIntegralInRange(1990, 2030));
  }
}

std::string Authors(FuzzedDataProvider& p) {
  std::string out;
  const int count = p.ConsumeIntegralInRange(1, 5);
  for (int i = 0; i < count; ++i) {
    if (i > 0) {
      out += (i + 1 == count)
                 ? Pick(p, std::array<std::string_view, 4>{" and ", ", and ", " & ", ", "})
                 : ", ";
    }
    std::string name(Pick(p, kNames));
    switch (p.ConsumeIntegralInRange(0, 5)) {
      case 1:
        name = "**" + name + "**";
        break;
      case 2:
        name += "*";
        break;
      case 3:
        name += "\\*";
        break;
      case 4:
        name += "<sup>*</sup>";
        break;
      case 5:
        name += "†";
        break;
      default:
        break;
    }
    out += name;
  }
  if (p.ConsumeBool()) {
    out += p.ConsumeBool() ? ", et al." : ", ...";
  }
  return out;
}

// One piece of inline text.
std::string Inline(FuzzedDataProvider& p) {
  switch (p.ConsumeIntegralInRange(0, 13)) {
    case 0:
      return DateOrRange(p);
    case 1:
      return Venue(p);
    case 2:
      return Authors(p);
    case 3:
      return Cat("[", Pick(p, kWords), "](https://example.org/", p.ConsumeIntegralInRange(0, 99),
                 ")");
    case 4:
      return Cat("**", Pick(p, kWords), "**");
    case 5:
      return Cat("_", Pick(p, kWords), "_");
    case 6:
      return std::string(Pick(
          p, std::array<std::string_view, 6>{"<br>", "<sup>*</sup>", "<span class=\"x\">",
                                             "</span>", "<b>", "<a href=\"/cv.pdf\">PDF</a>"}));
    case 7:
      return std::string(Pick(p, std::array<std::string_view, 4>{
                                     "{{ site.url }}", "{% raw %}", "{{ page.title | upcase }}",
                                     "{% include cite.html key=\"x\" %}"}));
    case 8:
      return Cat("\"", Pick(p, kWords), "\"");
    case 9:
      return p.ConsumeRandomLengthString(12);  // a little chaos inside the structure
    case 10:
      return std::string(Pick(p, std::array<std::string_view, 5>{", ", ". ", "; ", " (", ")"}));
    case 11:
      return "`code`";
    default:
      return std::string(Pick(p, kWords));
  }
}

std::string InlineRun(FuzzedDataProvider& p) {
  std::string out;
  const int count = p.ConsumeIntegralInRange(1, 5);
  for (int i = 0; i < count; ++i) {
    if (i > 0 && p.ConsumeBool()) {
      out += p.ConsumeBool() ? ", " : " ";
    }
    out += Inline(p);
  }
  return out;
}

void List(FuzzedDataProvider& p, std::string& out) {
  const std::string_view marker = Pick(p, kMarkers);
  int number = p.ConsumeIntegralInRange(0, 12);
  const int items = p.ConsumeIntegralInRange(1, 6);
  for (int i = 0; i < items; ++i) {
    const int depth = p.ConsumeIntegralInRange(0, 2);
    out += std::string(depth * (p.ConsumeBool() ? 2 : 4), ' ');
    if (marker == "1. " || marker == "2) ") {
      // Numbered: counting up, down, or restarting.
      number += p.ConsumeIntegralInRange(-2, 2);
      out += Cat(number, marker.substr(1));
    } else {
      out += marker;
    }
    out += InlineRun(p);
    if (p.ConsumeBool()) {
      out += Cat(" [", Pick(p, std::array<std::string_view, 4>{"pdf", "slides", "x", ""}), "](",
                 Pick(p, std::array<std::string_view, 3>{"y", "/a.pdf", ""}), ")");
    }
    if (p.ConsumeIntegralInRange(0, 3) == 0) {  // wrapped onto a continuation line
      out += "\n" + std::string(p.ConsumeIntegralInRange(0, 4), ' ') + InlineRun(p);
    }
    out += p.ConsumeBool() ? "\n" : "  \n";
  }
}

void Table(FuzzedDataProvider& p, std::string& out) {
  const int columns = p.ConsumeIntegralInRange(1, 4);
  const int rows = p.ConsumeIntegralInRange(0, 4);
  for (int r = -2; r < rows; ++r) {
    out += "|";
    for (int c = 0; c < columns; ++c) {
      out += r == -1 ? std::string(p.ConsumeBool() ? " --- " : ":---:") : " " + Inline(p) + " ";
      out += "|";
    }
    out += "\n";
  }
}

void Block(FuzzedDataProvider& p, std::string& out) {
  switch (p.ConsumeIntegralInRange(0, 11)) {
    case 0:
      out += Cat(std::string(p.ConsumeIntegralInRange(1, 4), '#'), " ", Pick(p, kSections), "\n");
      break;
    case 1: {
      const std::string_view title = Pick(p, kSections);
      out += Cat(title, "\n", std::string(title.size(), p.ConsumeBool() ? '=' : '-'), "\n");
      break;
    }
    case 2:
    case 3:
      List(p, out);
      break;
    case 4:
      Table(p, out);
      break;
    case 5:
      out += Cat("<div class=\"pubs\">\n", InlineRun(p), "\n</div>\n");
      break;
    case 6:
      out += Cat("{% for pub in site.data.pubs %}\n* {{ pub.title }}, ", DateOrRange(p),
                 "\n{% endfor %}\n");
      break;
    case 7:
      out += std::string(Pick(
          p, std::array<std::string_view, 4>{"<!-- cvtidy-disable-next-line date/* -->\n",
                                             "<!-- a comment -->\n", "<!-- cvtidy-disable -->\n",
                                             "<!-- cvtidy-enable -->\n"}));
      break;
    case 8:
      out += "\n";
      break;
    case 9:
      out += std::string(Pick(p, std::array<std::string_view, 3>{"---\n", "***\n", "```\n"}));
      break;
    default:
      out += InlineRun(p) + "\n";
      break;
  }
}

std::string GenerateCv(FuzzedDataProvider& p) {
  std::string out;
  if (p.ConsumeBool()) {
    out += Cat("---\nlayout: cv\ntitle: ", Pick(p, kNames), "\n---\n");
  }
  if (p.ConsumeBool()) {
    out += Cat("# ", Pick(p, kNames), "\n\n");
  }
  while (p.remaining_bytes() > 1 && out.size() < 16 * 1024) {
    Block(p, out);
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace cvtidy;
  if (size == 0 || size > fuzz::kMaxInputBytes) {
    return -1;
  }
  const bool unsafe = (data[0] & 1) != 0;
  FuzzedDataProvider provider(data + 1, size - 1);
  const std::string crlf_choice = provider.ConsumeBool() ? "\r\n" : "\n";
  std::string cv = GenerateCv(provider);
  if (crlf_choice == "\r\n") {
    std::string with_crlf;
    for (const char c : cv) {
      with_crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    }
    cv = std::move(with_crlf);
  }
  fuzz::LintAndFix("generated.md", std::move(cv), unsafe);
  return 0;
}
