#include "tests/support/cv_generator.h"

#include <array>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "tests/support/split_mix.h"

namespace cvtidy::testing_support {
namespace {

// The seed scaled into the state (this generator's sequences predate SplitMix::Mix seeding).
class Rng : public SplitMix {
 public:
  explicit Rng(uint64_t seed) : SplitMix(seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull) {}
};

using Words = std::array<std::string_view, 24>;

// Invented names: none is meant to be a real person.
constexpr Words kFirstNames = {"Anvel", "Bexa",   "Corin", "Dalit", "Elvo",   "Fenna",
                               "Garo",  "Hesper", "Ilka",  "Joro",  "Kesi",   "Lunet",
                               "Miro",  "Nadja",  "Oskel", "Pim",   "Quilla", "Rasmo",
                               "Seda",  "Tavi",   "Ulme",  "Vesna", "Wendo",  "Yara"};
constexpr Words kLastNames = {"Brandolf", "Castevy", "Dumarest", "Ellwick", "Faroon",   "Gastley",
                              "Hobrecht", "Iversal", "Jantzky",  "Kolvane", "Lemarque", "Morvith",
                              "Nesterby", "Orlent",  "Pravetz",  "Quenby",  "Roskamp",  "Sallow",
                              "Tindry",   "Umberg",  "Varnoll",  "Wexley",  "Yornell",  "Zabeth"};
constexpr std::array<std::string_view, 12> kTitleVerbs = {
    "Rethinking", "Towards",  "Scaling", "Taming",   "Revisiting", "Understanding",
    "Verifying",  "Learning", "Fast",    "Adaptive", "Practical",  "Elastic"};
constexpr std::array<std::string_view, 14> kTitleTopics = {
    "Partitioning",          "Consensus",         "Caching",         "Scheduling",
    "Memory Disaggregation", "Transactions",      "Log Replication", "Packet Processing",
    "Garbage Collection",    "Query Compilation", "Model Serving",   "Checkpointing",
    "Fault Tolerance",       "Storage Tiering"};
constexpr std::array<std::string_view, 12> kTitleSettings = {
    "for Distributed Databases",  "in Serverless Platforms", "on Heterogeneous Clusters",
    "at Datacenter Scale",        "for Persistent Memory",   "in Geo-Replicated Stores",
    "with Programmable Switches", "for Edge Devices",        "under Partial Failures",
    "across Accelerators",        "for Streaming Analytics", "in Multi-Tenant Clouds"};
constexpr std::array<std::string_view, 8> kPlaces = {
    "Velmora University",    "Institute of Technology Ostrava Nord",
    "Calder Polytechnic",    "University of Brisk",
    "Tarn Valley College",   "Norreby Institute",
    "Quellan Research Labs", "Ashgrove University"};
constexpr std::array<std::string_view, 6> kCities = {"Velmora", "Brisk",   "Norreby",
                                                     "Tarnby",  "Quellan", "Ashgrove"};
constexpr std::array<std::string_view, 12> kMonthsShort = {
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
constexpr std::array<std::string_view, 12> kMonthsLong = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};
constexpr std::array<std::string_view, 8> kSeparators = {" – ",  " - ", "--", " -- ",
                                                         " to ", " — ", "-",  " ~ "};
constexpr std::array<std::string_view, 7> kPresentWords = {
    "Present", "present", "now", "Current", "Today", "ongoing", "PRESENT"};
// Glyphs that icon fonts leave behind in converted text (private use area, dingbats).
constexpr std::array<std::string_view, 6> kIconGlyphs = {"\uf0e0", "\uf095", "\uf09b",
                                                         "\u2709", "\u260e", "\uf08c"};
constexpr std::array<std::string_view, 5> kOcrBullets = {"e ", "\u00a2 ", "\u00ab ", "\u2022 ",
                                                         "o "};
constexpr std::array<std::string_view, 8> kOrdinals = {"16th", "17th",         "Second", "Third",
                                                       "21st", "Thirty-Fifth", "5th",    "12th"};

struct Heading {
  std::string_view title;
  std::string_view garbled;  // how OCR tends to damage it
};
constexpr std::array<Heading, 8> kHeadings = {{{"Education", "Educatlon"},
                                               {"Experience", "Experlence"},
                                               {"Publications", "Publicati0ns"},
                                               {"Service", "Servlce"},
                                               {"Awards", "Awarcls"},
                                               {"Talks", "Ta1ks"},
                                               {"Teaching", "Teachlng"},
                                               {"Skills", "Skllls"}}};

class Writer {
 public:
  Writer(const VenueTable& table, uint64_t seed) : rng_(seed) {
    for (const VenueRecord& v : table.venues()) {
      // Only acronyms that are words of their own: `S&P` and friends are fine, spaces are not.
      if (v.long_name.empty() || v.id.find(' ') != std::string::npos) {
        continue;
      }
      (v.kind == VenueKind::kJournal ? journals_ : conferences_).push_back(&v);
    }
    flavour_ = static_cast<CvFlavour>(rng_.Between(0, 2));
    width_ = flavour_ == CvFlavour::kMarkdown ? (rng_.Chance(30) ? rng_.Between(70, 100) : 0)
                                              : (rng_.Chance(75) ? rng_.Between(48, 96) : 0);
    ocr_bullet_ = rng_.Pick(kOcrBullets);
    bold_owner_ = flavour_ != CvFlavour::kOcrText && rng_.Chance(80);
    owner_first_ = rng_.Pick(kFirstNames);
    owner_last_ = rng_.Pick(kLastNames);
    base_year_ = rng_.Between(2004, 2018);
    damage_ = flavour_ == CvFlavour::kMarkdown ? rng_.Between(0, 15) : rng_.Between(10, 60);
  }

  CvFlavour flavour() const { return flavour_; }

  std::string Write() {
    WriteHeader();
    std::vector<int> order = {0, 1, 2, 3, 4, 5, 6, 7};
    // A light shuffle: sections swap with a neighbour now and then.
    for (size_t i = 0; i + 1 < order.size(); ++i) {
      if (rng_.Chance(15)) {
        std::swap(order[i], order[i + 1]);
      }
    }
    for (const int section : order) {
      if (section != 2 && rng_.Chance(15)) {
        continue;  // publications always; the others usually
      }
      WriteSection(section);
    }
    std::string out;
    for (const std::string& line : lines_) {
      out += line;
      out += '\n';
    }
    return out;
  }

 private:
  bool Damaged() { return rng_.Chance(damage_); }

  std::string Person() {
    std::string first(rng_.Pick(kFirstNames));
    if (rng_.Chance(25)) {
      first = fmt::format("{}.", first.substr(0, 1));
    }
    return fmt::format("{} {}", first, rng_.Pick(kLastNames));
  }

  std::string Owner() {
    std::string name = fmt::format("{} {}", owner_first_, owner_last_);
    if (!bold_owner_) {
      return name;
    }
    if (flavour_ == CvFlavour::kConverterMarkdown && Damaged()) {
      return fmt::format("<strong>{}</strong>", name);
    }
    return fmt::format("**{}**", name);
  }

  std::string Title() {
    return fmt::format("{} {} {}", rng_.Pick(kTitleVerbs), rng_.Pick(kTitleTopics),
                       rng_.Pick(kTitleSettings));
  }

  const VenueRecord& Conference() {
    return *rng_.Pick(std::span<const VenueRecord* const>(conferences_));
  }
  const VenueRecord& Journal() {
    return journals_.empty() ? Conference()
                             : *rng_.Pick(std::span<const VenueRecord* const>(journals_));
  }

  std::string Publisher(const VenueRecord& v) {
    return v.publishers.empty() ? std::string() : std::string(v.publishers.front()) + " ";
  }

  // `2015`, `'15`, `’15`, glued or spaced after the acronym.
  std::string AcronymWithYear(const VenueRecord& v, int year) {
    switch (rng_.Between(0, 5)) {
      case 0:
      case 1:
        return fmt::format("{} {}", v.id, year);
      case 2:
        return fmt::format("{} '{:02}", v.id, year % 100);
      case 3:
        return fmt::format("{}'{:02}", v.id, year % 100);
      case 4:
        return fmt::format("{} \u2019{:02}", v.id, year % 100);
      default:
        return fmt::format("{}", v.id);
    }
  }

  // A venue as a citation writes it, sometimes with the year outside the mention.
  std::string CitedVenue(const VenueRecord& v, int year) {
    switch (rng_.Between(0, 8)) {
      case 0:
        return fmt::format("{}", AcronymWithYear(v, year));
      case 1:
        return fmt::format("In Proceedings of the {}{} ({})", Publisher(v), v.long_name,
                           AcronymWithYear(v, year));
      case 2:
        return fmt::format("{}{} ({})", Publisher(v), v.long_name, AcronymWithYear(v, year));
      case 3:
        return fmt::format("Proc. of the {}", AcronymWithYear(v, year));
      case 4:
        return fmt::format("{} {}{} ({}), {}", rng_.Pick(kOrdinals), Publisher(v), v.long_name,
                           v.id, year);
      case 5:
        return fmt::format("{}{}", Publisher(v), AcronymWithYear(v, year));
      case 6:
        return fmt::format("{}, {}", v.long_name, year);
      case 7:
        return fmt::format("Proceedings of {} {}{}", year, Publisher(v), v.long_name);
      default:
        return fmt::format("{} ({}{})", v.id, rng_.Chance(50) ? "" : "Short Paper, ", year);
    }
  }

  std::string Authors() {
    const int count = rng_.Between(1, 6);
    const int owner_at = rng_.Between(0, count - 1);
    std::vector<std::string> names;
    for (int i = 0; i < count; ++i) {
      std::string name = i == owner_at ? Owner() : Person();
      if (rng_.Chance(8)) {
        name += flavour_ == CvFlavour::kConverterMarkdown ? "\\*" : "*";
      }
      names.push_back(std::move(name));
    }
    std::string out;
    for (int i = 0; i < count; ++i) {
      if (i > 0) {
        out += i + 1 == count ? (count > 2 ? ", and " : " and ") : ", ";
        // A wrap right after the `and` that joins the last author.
        if (i + 1 == count && width_ > 0 && rng_.Chance(40)) {
          out += '\x01';
        }
      }
      out += names[i];
    }
    return out;
  }

  std::string Quoted(const std::string& title) {
    switch (rng_.Between(0, 3)) {
      case 0:
        return fmt::format("\"{}\"", title);
      case 1:
        return fmt::format("\u201c{}\u201d", title);
      case 2:
        return flavour_ == CvFlavour::kOcrText ? title : fmt::format("*{}*", title);
      default:
        return title;
    }
  }

  std::string Citation(bool journal) {
    const int year = base_year_ + rng_.Between(0, 8);
    const VenueRecord& v = journal ? Journal() : Conference();
    std::string venue = journal ? fmt::format("{}, {}({}), {}", v.long_name, rng_.Between(1, 60),
                                              rng_.Between(1, 12), year)
                                : CitedVenue(v, year);
    std::string out = fmt::format("{}, {}, {}", Authors(), Quoted(Title()), venue);
    if (rng_.Chance(40)) {
      const int first = rng_.Between(1, 900);
      out += fmt::format(", pp. {}{}{}", first, rng_.Chance(50) ? "–" : "-",
                         first + rng_.Between(8, 20));
    }
    if (rng_.Chance(30)) {
      out += fmt::format(", {}", year);  // a year again, after the mention
    }
    out += rng_.Chance(80) ? "." : "";
    if (rng_.Chance(15)) {
      out += fmt::format(" [{}]", AcronymWithYear(v, year));  // a bracket tag
    }
    if (rng_.Chance(10)) {
      out += " (Best Paper Award)";
    }
    return out;
  }

  std::string Month(int month) {
    switch (rng_.Between(0, 4)) {
      case 0:
        return std::string(kMonthsShort[month]);
      case 1:
        return fmt::format("{}.", kMonthsShort[month]);
      case 2:
        return std::string(kMonthsLong[month]);
      default:
        return std::string(kMonthsShort[month]);
    }
  }

  std::string Date(int year) {
    const int month = rng_.Between(0, 11);
    switch (rng_.Between(0, 5)) {
      case 0:
        return fmt::format("{:02}/{}", month + 1, year);
      case 1:
        return fmt::format("{}-{:02}", year, month + 1);
      case 2:
        return fmt::format("{}", year);
      default:
        return fmt::format("{} {}", Month(month), year);
    }
  }

  std::string Range(int from, int to) {
    const std::string_view sep = rng_.Pick(kSeparators);
    if (rng_.Chance(10) && to == from + 1) {
      return fmt::format("{}-{:02}", from, to % 100);  // an academic year
    }
    const std::string end = to < 0 ? std::string(rng_.Pick(kPresentWords)) : Date(to);
    return fmt::format("{}{}{}", Date(from), sep, end);
  }

  void Blank() {
    if (!lines_.empty() && !lines_.back().empty()) {
      lines_.emplace_back();
    }
  }

  void HeadingLine(const Heading& heading, int level) {
    Blank();
    std::string title(heading.title);
    if (flavour_ == CvFlavour::kOcrText && Damaged()) {
      lines_.emplace_back(heading.garbled);  // the garbled twin of a running header
      lines_.emplace_back();
    }
    switch (flavour_) {
      case CvFlavour::kMarkdown:
        lines_.push_back(fmt::format("{} {}", std::string(level, '#'), title));
        break;
      case CvFlavour::kConverterMarkdown:
        if (rng_.Chance(30)) {
          lines_.push_back(fmt::format("**{}**", title));
        } else if (Damaged()) {
          lines_.push_back(fmt::format("{} {}", std::string(level, '#'), heading.garbled));
        } else {
          lines_.push_back(fmt::format("{} {}", std::string(level, '#'), title));
        }
        break;
      case CvFlavour::kOcrText:
        for (char& c : title) {
          if (level == 2 && c >= 'a' && c <= 'z' && rng_.Chance(60)) {
            c = static_cast<char>(c - 'a' + 'A');
          }
        }
        lines_.push_back(title);
        break;
    }
    lines_.emplace_back();
  }

  void SubHeading(std::string_view title) {
    Blank();
    if (flavour_ == CvFlavour::kMarkdown) {
      lines_.push_back(fmt::format("### {}", title));
    } else if (flavour_ == CvFlavour::kConverterMarkdown && rng_.Chance(50)) {
      lines_.push_back(fmt::format("**{}**", title));
    } else {
      lines_.emplace_back(title);
    }
    lines_.emplace_back();
  }

  // Residue a converter or OCR leaves in a line.
  std::string Residue(std::string text) {
    if (flavour_ == CvFlavour::kMarkdown || !Damaged()) {
      return text;
    }
    switch (rng_.Between(0, 5)) {
      case 0:
        return text + "<br>";
      case 1: {
        const size_t at = text.find(" and ");
        return at == std::string::npos ? text : text.replace(at, 5, " &amp; ");
      }
      case 2:
        return fmt::format("\\textbf{{{}}}", text);
      case 3:
        return fmt::format("{} {}", rng_.Pick(kIconGlyphs), text);
      case 4: {
        const size_t at = text.find(" – ");
        return at == std::string::npos ? text : text.replace(at, 5, " \u00e2\u20ac\u201c ");
      }
      default:
        return text + " \u00b7 |";
    }
  }

  // One item: a bullet or label, the text hard-wrapped at width_ (and at each \x01).
  void Item(std::string_view label, std::string text) {
    text = Residue(std::move(text));
    std::string prefix;
    if (!label.empty()) {
      prefix = fmt::format("{} ", label);
    } else if (flavour_ == CvFlavour::kOcrText) {
      prefix = std::string(ocr_bullet_);
    } else {
      prefix = "- ";
    }
    const std::string indent =
        flavour_ == CvFlavour::kOcrText ? std::string() : std::string(prefix.size(), ' ');
    std::string line = prefix;
    size_t line_start_len = prefix.size();
    size_t i = 0;
    while (i < text.size()) {
      if (text[i] == '\x01') {
        lines_.push_back(line);
        line = indent;
        line_start_len = indent.size();
        ++i;
        while (i < text.size() && text[i] == ' ') {
          ++i;
        }
        continue;
      }
      size_t end = text.find_first_of(" \x01", i);
      if (end == std::string::npos) {
        end = text.size();
      }
      const std::string_view word(text.data() + i, end - i);
      if (width_ > 0 && line.size() > line_start_len &&
          line.size() + word.size() > static_cast<size_t>(width_)) {
        while (!line.empty() && line.back() == ' ') {
          line.pop_back();
        }
        lines_.push_back(line);
        line = indent;
        line_start_len = indent.size();
      }
      line.append(word);
      if (end < text.size() && text[end] == ' ') {
        line.push_back(' ');
        ++end;
      }
      i = end;
    }
    while (!line.empty() && line.back() == ' ') {
      line.pop_back();
    }
    lines_.push_back(line);
    if (flavour_ == CvFlavour::kOcrText && rng_.Chance(30)) {
      lines_.emplace_back();
    }
  }

  void WriteHeader() {
    const std::string name = fmt::format("{} {}", owner_first_, owner_last_);
    switch (flavour_) {
      case CvFlavour::kMarkdown:
        lines_.push_back(fmt::format("# {}", name));
        break;
      case CvFlavour::kConverterMarkdown:
        lines_.push_back(rng_.Chance(50) ? fmt::format("# {}", name) : fmt::format("**{}**", name));
        break;
      case CvFlavour::kOcrText:
        lines_.push_back(name);
        break;
    }
    lines_.emplace_back();
    std::string email = fmt::format("{}.{}@velmora.example.edu", owner_first_, owner_last_);
    for (char& c : email) {
      c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    const bool icons = flavour_ != CvFlavour::kMarkdown && Damaged();
    lines_.push_back(fmt::format("{}{} | {}+1 555 0{:03} | {}github.com/{}",
                                 icons ? rng_.Pick(kIconGlyphs) : "", email,
                                 icons ? rng_.Pick(kIconGlyphs) : "", rng_.Between(100, 999),
                                 icons ? rng_.Pick(kIconGlyphs) : "", owner_last_));
  }

  void WriteSection(int section) {
    HeadingLine(kHeadings[section], 2);
    switch (section) {
      case 0:
        WriteEducation();
        break;
      case 1:
        WriteExperience();
        break;
      case 2:
        WritePublications();
        break;
      case 3:
        WriteService();
        break;
      case 4:
        WriteAwards();
        break;
      case 5:
        WriteTalks();
        break;
      case 6:
        WriteTeaching();
        break;
      default:
        Item("", "Languages: C++, Rust, Go; Tools: Linux, LaTeX, Kubernetes");
        break;
    }
  }

  void WriteEducation() {
    const std::array<std::string_view, 3> degrees = {"Ph.D. in Computer Science",
                                                     "M.Sc. in Computer Engineering",
                                                     "B.Sc. in Electrical Engineering"};
    int year = base_year_;
    for (const std::string_view degree : degrees) {
      if (rng_.Chance(20)) {
        continue;
      }
      const int from = year - rng_.Between(2, 5);
      std::string text;
      if (rng_.Chance(50)) {
        text = fmt::format("{}, {}, {}", degree, rng_.Pick(kPlaces), Range(from, year));
      } else {
        text = fmt::format("{} {}, {}", Range(from, year), degree, rng_.Pick(kPlaces));
      }
      Item("", std::move(text));
      year = from;
    }
  }

  void WriteExperience() {
    const std::array<std::string_view, 4> roles = {"Assistant Professor", "Postdoctoral Researcher",
                                                   "Research Intern", "Software Engineer"};
    int year = base_year_ + 8;
    for (size_t i = 0; i < roles.size(); ++i) {
      const int from = year - rng_.Between(1, 3);
      const int to = i == 0 ? -1 : year;
      Item("", fmt::format("{}, {}, {}", roles[i], rng_.Pick(kPlaces), Range(from, to)));
      year = from;
    }
  }

  // Numbered sub-lists whose numbering restarts, in one of several label styles.
  void WritePublications() {
    const int style = rng_.Between(0, 3);  // 0 `1.`, 1 `[C1]`, 2 `- `, 3 reverse `N.`
    const std::array<std::pair<std::string_view, char>, 3> kinds = {
        {{"Conference Papers", 'C'}, {"Journal Articles", 'J'}, {"Workshop Papers", 'W'}}};
    for (const auto& [title, letter] : kinds) {
      if (letter == 'W' && rng_.Chance(50)) {
        continue;
      }
      SubHeading(title);
      const int count = rng_.Between(2, 6);
      for (int i = 0; i < count; ++i) {
        std::string label;
        switch (style) {
          case 0:
            label = fmt::format("{}.", i + 1);
            break;
          case 1:
            label = fmt::format("[{}{}]", letter, count - i);
            break;
          case 2:
            label = flavour_ == CvFlavour::kOcrText ? "" : "-";
            break;
          default:
            label = fmt::format("{}.", count - i);
            break;
        }
        if (flavour_ == CvFlavour::kConverterMarkdown && label.starts_with("[")) {
          label = fmt::format("- \\{}\\]", label.substr(0, label.size() - 1));
        } else if (!label.empty() && label != "-" && label.front() == '[' &&
                   flavour_ == CvFlavour::kMarkdown) {
          label = fmt::format("- {}", label);
        }
        Item(label == "-" ? "" : label, Citation(letter == 'J'));
      }
    }
  }

  void WriteService() {
    const int year = base_year_ + rng_.Between(4, 9);
    const VenueRecord& a = Conference();
    const VenueRecord& b = Conference();
    const VenueRecord& c = Conference();
    // A long name wrapped over two lines, the service year in front.
    Item("", fmt::format("{} {}{}\x01({}'{:02}), Artifact Evaluation Committee", year, Publisher(a),
                         a.long_name, a.id, year % 100));
    Item("", fmt::format("Program Committee: {}, {}, {}", AcronymWithYear(a, year),
                         AcronymWithYear(b, year + 1), AcronymWithYear(c, year - 1)));
    if (rng_.Chance(60)) {
      Item("", fmt::format("ACM SIGOPS Information Director, {}", Range(year - 2, -1)));
    }
    if (rng_.Chance(60)) {
      Item("", fmt::format("Co-chair, Second {}{} Workshop on {}, {}", Publisher(b), b.id,
                           rng_.Pick(kTitleTopics), year));
    }
    // Reviewer lines, one venue per line with a two-digit year.
    if (rng_.Chance(50)) {
      Item("", "External reviewer:");
      for (int i = 0; i < 3; ++i) {
        const VenueRecord& v = Conference();
        lines_.push_back(fmt::format("{} '{:02}", v.id, (year - i) % 100));
      }
    }
    Item("", fmt::format("Session chair, {} {}", AcronymWithYear(c, year), rng_.Pick(kCities)));
  }

  void WriteAwards() {
    const int year = base_year_ + rng_.Between(0, 6);
    const VenueRecord& a = Conference();
    Item("", fmt::format("{} Student Travel Grant, {}", a.id, year));
    Item("", fmt::format("{} {} **{} Research Fellowship Award**", Month(rng_.Between(0, 11)),
                         year + 1, rng_.Pick(kLastNames)));
    if (flavour_ != CvFlavour::kOcrText && rng_.Chance(60)) {
      Blank();
      lines_.emplace_back("| Venue | Year | Award |");
      lines_.emplace_back("|---|---|---|");
      for (int i = 0; i < 3; ++i) {
        const VenueRecord& v = Conference();
        const int y = year + i;
        lines_.push_back(fmt::format("| {} {} | {} | {} |", v.id, y, y,
                                     i % 2 ? "Best Paper" : "Distinguished Artifact"));
      }
      lines_.emplace_back();
    } else {
      const VenueRecord& v = Conference();
      // A flattened table row: the venue's year, then the award-year column.
      Item("", fmt::format("{} {} {} Best Paper", v.id, year, year));
    }
    Item("", fmt::format("Best Paper Award [{} {}]", Conference().id, year + 2));
  }

  void WriteTalks() {
    for (int i = 0; i < rng_.Between(1, 3); ++i) {
      const VenueRecord& v = Conference();
      const int year = base_year_ + rng_.Between(0, 8);
      Item("", fmt::format("{}, {}, {}, {}", Quoted(Title()), AcronymWithYear(v, year),
                           rng_.Pick(kCities), Date(year)));
    }
  }

  void WriteTeaching() {
    const int year = base_year_ + rng_.Between(2, 8);
    Item("", fmt::format("CS {}: Distributed Systems, Teaching Assistant, Fall {}",
                         rng_.Between(100, 699), year));
    Item("", fmt::format("Guest lecture, Operating Systems, {}", Range(year, year + 1)));
  }

  Rng rng_;
  std::vector<const VenueRecord*> conferences_;
  std::vector<const VenueRecord*> journals_;
  CvFlavour flavour_ = CvFlavour::kMarkdown;
  int width_ = 0;
  std::string_view ocr_bullet_;
  bool bold_owner_ = false;
  std::string_view owner_first_;
  std::string_view owner_last_;
  int base_year_ = 2010;
  int damage_ = 0;  // percent chance of each damage that applies
  std::vector<std::string> lines_;
};

}  // namespace

std::string_view CvFlavourName(CvFlavour flavour) {
  switch (flavour) {
    case CvFlavour::kMarkdown:
      return "markdown";
    case CvFlavour::kConverterMarkdown:
      return "converter";
    case CvFlavour::kOcrText:
      return "ocr";
  }
  return "?";
}

GeneratedCv GenerateCv(const VenueTable& venues, uint64_t seed) {
  Writer writer(venues, seed);
  GeneratedCv cv;
  cv.flavour = writer.flavour();
  cv.text = writer.Write();
  cv.name = fmt::format("gen-{:06}-{}.{}", seed, CvFlavourName(cv.flavour),
                        cv.flavour == CvFlavour::kOcrText ? "txt" : "md");
  return cv;
}

uint64_t GeneratedCvCount(const char* env, uint64_t optimised, uint64_t checked) {
  if (const char* count = std::getenv(env)) {
    return std::strtoull(count, nullptr, 10);
  }
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
  (void)optimised;
  return checked;
#else
  (void)checked;
  return optimised;
#endif
}

}  // namespace cvtidy::testing_support
