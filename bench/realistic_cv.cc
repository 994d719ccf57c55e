#include "bench/realistic_cv.h"

#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "tests/support/split_mix.h"

namespace cvtidy::bench {
namespace {

// The seed goes through the output mix first: seeds s and s + 1 must not give the same
// sequence shifted by one step, as a plain SplitMix64 state would.
class Rng : public testing_support::SplitMix {
 public:
  explicit Rng(uint64_t seed) : SplitMix(Mix(seed + 0x2545F4914F6CDD1Dull)) {}
};

// Invented people, places and titles: none is meant to be real.
constexpr std::array<std::string_view, 40> kFirstNames = {
    "Anvel",  "Bexa",   "Corin",  "Dalit", "Elvo",   "Fenna", "Garo",   "Hesper",
    "Ilka",   "Joro",   "Kesi",   "Lunet", "Miro",   "Nadja", "Oskel",  "Pim",
    "Quilla", "Rasmo",  "Seda",   "Tavi",  "Ulme",   "Vesna", "Wendo",  "Yara",
    "Aurel",  "Brisa",  "Cael",   "Dorin", "Émeric", "Fiora", "Gwenna", "Halvar",
    "Isaura", "Jannik", "Kaelin", "Lorne", "Mireia", "Nuno",  "Orsola", "Perrin"};
constexpr std::array<std::string_view, 40> kLastNames = {
    "Brandolf", "Castevy",  "Dumarest", "Ellwick", "Faroon",    "Gastley",  "Hobrecht", "Iversal",
    "Jantzky",  "Kolvane",  "Lemarque", "Morvith", "Nesterby",  "Orlent",   "Pravetz",  "Quenby",
    "Roskamp",  "Sallow",   "Tindry",   "Umberg",  "Varnoll",   "Wexley",   "Yornell",  "Zabeth",
    "Abrantes", "Belcourt", "Chadwin",  "Dravik",  "Esterházy", "Fonseré",  "Grimault", "Halloran",
    "Ibarrola", "Jessop",   "Kirchow",  "Loddon",  "Mardell",   "Nørgaard", "Oxley",    "Pelletan"};
constexpr std::array<std::string_view, 16> kTitleHeads = {
    "Rethinking", "Towards",  "Scaling",  "Taming",     "Revisiting", "Understanding",
    "Verifying",  "Learning", "Fast",     "Adaptive",   "Practical",  "Elastic",
    "Efficient",  "Robust",   "Provable", "Lightweight"};
constexpr std::array<std::string_view, 20> kTitleTopics = {
    "Partitioning",          "Consensus",         "Caching",           "Scheduling",
    "Memory Disaggregation", "Transactions",      "Log Replication",   "Packet Processing",
    "Garbage Collection",    "Query Compilation", "Model Serving",     "Checkpointing",
    "Fault Tolerance",       "Storage Tiering",   "Program Synthesis", "Graph Neural Networks",
    "Differential Privacy",  "Sparse Attention",  "Type Inference",    "Federated Learning"};
constexpr std::array<std::string_view, 16> kTitleTails = {
    "for Distributed Databases",  "in Serverless Platforms",   "on Heterogeneous Clusters",
    "at Datacenter Scale",        "for Persistent Memory",     "in Geo-Replicated Stores",
    "with Programmable Switches", "for Edge Devices",          "under Partial Failures",
    "across Accelerators",        "for Streaming Analytics",   "in Multi-Tenant Clouds",
    "with Formal Guarantees",     "for Large Language Models", "on Mobile Devices",
    "without Coordination"};
constexpr std::array<std::string_view, 10> kPlaces = {
    "Velmora University",    "Institute of Technology Ostrava Nord",
    "Calder Polytechnic",    "University of Brisk",
    "Tarn Valley College",   "Norreby Institute",
    "Quellan Research Labs", "Ashgrove University",
    "Marrowdale University", "Kestrel Systems Inc."};
constexpr std::array<std::string_view, 8> kCities = {"Velmora", "Brisk",    "Norreby",    "Tarnby",
                                                     "Quellan", "Ashgrove", "Marrowdale", "Kestin"};
constexpr std::array<std::string_view, 12> kMonthsShort = {
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
constexpr std::array<std::string_view, 12> kMonthsLong = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};
// Range separators, the common ones listed more than once.
constexpr std::array<std::string_view, 10> kSeparators = {" - ", " - ",  " – ", " – ", "–",
                                                          "-",   " to ", " — ", "--",  " -- "};
constexpr std::array<std::string_view, 6> kPresentWords = {"Present", "present", "now",
                                                           "Current", "Present", "ongoing"};
constexpr std::array<std::string_view, 10> kLinkLabels = {
    "PDF", "Slides", "Code", "Video", "arXiv", "BibTeX", "Talk", "Poster", "DOI", "Project"};
constexpr std::array<std::string_view, 6> kLayouts = {"archive", "single", "page",
                                                      "default", "cv",     "about"};
constexpr std::array<std::string_view, 8> kCourses = {
    "Operating Systems", "Distributed Systems", "Computer Networks", "Databases",
    "Compilers",         "Machine Learning",    "Algorithms",        "Computer Architecture"};
constexpr std::array<std::string_view, 6> kAwards = {
    "Best Paper Award",         "Distinguished Paper Award",
    "Best Student Paper Award", "Distinguished Artifact Award",
    "Best Poster Award",        "Honorable Mention"};
constexpr std::array<std::string_view, 6> kFellowships = {
    "Velmora Graduate Fellowship", "Norreby Foundation Scholarship", "Ashgrove Dean's Award",
    "Quellan Research Fellowship", "Brisk Young Scientist Award",    "Calder Teaching Prize"};
// OCR readings of a printed `•` and how often each shows up among bullet lines in real OCR
// output (per mille of bullet lines; bench/README.md has the measurement).
struct WeightedGlyph {
  std::string_view glyph;
  int weight;
};
constexpr std::array<WeightedGlyph, 10> kOcrBullets = {{{"\u00a2", 310},
                                                        {"\u00a9", 200},
                                                        {"*", 150},
                                                        {"e", 130},
                                                        {"o", 70},
                                                        {"\u00ab", 60},
                                                        {"+", 40},
                                                        {"\u00b0", 20},
                                                        {"-", 15},
                                                        {"\u00bb", 5}}};

// One block of the page: a heading, a list item, a paragraph, or raw lines (HTML).
struct Block {
  enum class Kind : uint8_t { kHeading, kItem, kParagraph, kRaw };
  Kind kind = Kind::kParagraph;
  int level = 0;       // heading level, or item depth (0 for a top-level item)
  std::string marker;  // an item's Markdown marker: `*`, `-`, `1.`
  std::string date;    // an entry's date, kept apart so a print layout can move it
  std::string text;    // Markdown inline text (raw lines for kRaw)
};

// The choices a person makes once for their whole page.
struct Style {
  bool front_matter = false;
  bool liquid = false;
  bool name_heading = false;
  bool html_publications = false;  // publication entries as `<p>` blocks
  bool html_inline = false;        // `<br>`, `<span>` and `<a>` in other entries
  bool html_indented = false;      // ... indented, so the printed page shows the tags
  bool link_only_items = false;    // `* [PDF](...)` under each paper
  bool inline_links = false;       // `[PDF](...) [Code](...)` after each paper
  bool title_links = false;        // the title itself is the link
  bool year_headings = false;      // publications grouped under `### 2023`
  bool numbered = false;           // publications as `1.` lists
  int wrap = 0;                    // hard-wrap width of the Markdown, 0 for none
  int heading_style = 0;           // 0 `#`, 1 `##`, 2 setext, 3 bold line
  std::string_view bullet = "*";
  int date_style = 0;  // 0 year, 1 month name, 2 numeric `09/2019`
  int date_place = 0;  // 0 `DATE: text`, 1 `text, DATE`, 2 `text (DATE)`
  int title_form = 0;  // 0 plain, 1 "quoted", 2 *italic*, 3 “curly”, 4 **bold**
  int venue_form = 0;  // the preferred way of writing a venue
  bool bold_owner = true;
  bool oxford_comma = false;
  bool last_author_and = true;
  int foreign_venues = 40;
  bool initials = false;  // co-authors' first names as initials  // percent of papers at venues the
                          // table does not know
  bool trailing_period = true;
  std::string_view separator = " - ";
  std::string_view present = "Present";
  int base_year = 2015;
};

class PageWriter {
 public:
  PageWriter(const VenueTable& table, Rng& rng) : rng_(rng) {
    std::vector<const VenueRecord*> conferences;
    std::vector<const VenueRecord*> journals;
    for (const VenueRecord& v : table.venues()) {
      if (v.long_name.empty() || v.id.find(' ') != std::string::npos) {
        continue;
      }
      (v.kind == VenueKind::kJournal ? journals : conferences).push_back(&v);
    }
    // A person publishes in a handful of venues, again and again: that is what makes one
    // venue appear in several forms on one page.
    for (int i = 0; i < 7 && !conferences.empty(); ++i) {
      pool_.push_back(conferences[rng_.Next() % conferences.size()]);
    }
    for (int i = 0; i < 3 && !journals.empty(); ++i) {
      journal_pool_.push_back(journals[rng_.Next() % journals.size()]);
    }
    if (journal_pool_.empty()) {
      journal_pool_ = pool_;
    }
    owner_first_ = rng_.Pick(kFirstNames);
    owner_last_ = rng_.Pick(kLastNames);
    ChooseStyle();
  }

  const Style& style() const { return style_; }
  const std::vector<Block>& blocks() const { return blocks_; }
  std::string_view owner_first() const { return owner_first_; }
  std::string_view owner_last() const { return owner_last_; }

  void Write() {
    WriteHeader();
    std::vector<int> order = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    for (size_t i = 0; i + 1 < order.size(); ++i) {
      if (rng_.Chance(12)) {
        std::swap(order[i], order[i + 1]);
      }
    }
    for (const int section : order) {
      if (section != 3 && rng_.Chance(20)) {
        continue;  // publications always; the others usually
      }
      WriteSection(section);
    }
  }

 private:
  void ChooseStyle() {
    Style& s = style_;
    s.front_matter = rng_.Chance(78);
    s.liquid = s.front_matter && rng_.Chance(45);
    s.name_heading = !s.front_matter || rng_.Chance(40);
    s.html_publications = rng_.Chance(25);
    s.html_inline = rng_.Chance(35);
    s.html_indented = s.html_publications && rng_.Chance(35);
    s.link_only_items = !s.html_publications && rng_.Chance(3);
    s.inline_links = !s.link_only_items && rng_.Chance(60);
    s.title_links = rng_.Chance(20);
    s.year_headings = rng_.Chance(25);
    s.numbered = !s.html_publications && rng_.Chance(20);
    s.wrap = rng_.Chance(35) ? rng_.Between(72, 110) : 0;
    s.heading_style = rng_.Between(0, 3) == 3 ? (rng_.Chance(50) ? 2 : 3) : rng_.Between(0, 1);
    s.bullet = rng_.Chance(75) ? "*" : "-";
    const int date_draw = rng_.Between(1, 100);
    s.date_style = date_draw <= 80 ? 0 : (date_draw <= 95 ? 1 : 2);
    s.date_place = rng_.Between(0, 2);
    s.title_form = rng_.Between(0, 4);
    s.venue_form = rng_.Between(0, 5);
    s.bold_owner = rng_.Chance(85);
    s.oxford_comma = rng_.Chance(50);
    s.last_author_and = rng_.Chance(95);
    s.foreign_venues = rng_.Between(40, 80);
    s.initials = rng_.Chance(20);
    s.trailing_period = rng_.Chance(70);
    s.separator = rng_.Pick(kSeparators);
    s.present = rng_.Pick(kPresentWords);
    s.base_year = rng_.Between(2006, 2016);
  }

  void Add(Block::Kind kind, int level, std::string marker, std::string date, std::string text) {
    blocks_.push_back(Block{kind, level, std::move(marker), std::move(date), std::move(text)});
  }
  void Heading(int level, std::string text) { Add(Block::Kind::kHeading, level, "", "", text); }
  void Item(std::string date, std::string text, int depth = 0) {
    Add(Block::Kind::kItem, depth, std::string(style_.bullet), std::move(date), std::move(text));
  }
  void Paragraph(std::string text) { Add(Block::Kind::kParagraph, 0, "", "", std::move(text)); }
  void Raw(std::string lines) { Add(Block::Kind::kRaw, 0, "", "", std::move(lines)); }

  // The first character of a name, whole even when it takes several bytes (`É`).
  static std::string_view Initial(std::string_view name) {
    size_t end = 1;
    while (end < name.size() && (static_cast<unsigned char>(name[end]) & 0xC0) == 0x80) {
      ++end;
    }
    return name.substr(0, end);
  }

  std::string OwnerName() { return fmt::format("{} {}", owner_first_, owner_last_); }

  std::string Person() {
    std::string first(rng_.Pick(kFirstNames));
    if (style_.initials) {
      first = fmt::format("{}.", Initial(first));
    }
    return fmt::format("{} {}", first, rng_.Pick(kLastNames));
  }

  // The owner as an author list writes them: bold on most pages, now and then not.
  std::string OwnerInList(bool html) {
    std::string name = OwnerName();
    if (rng_.Chance(3)) {
      name = fmt::format("{}. {}", Initial(owner_first_), owner_last_);
    }
    const bool bold = style_.bold_owner != rng_.Chance(7);
    if (!bold) {
      return name;
    }
    return html ? fmt::format("<strong>{}</strong>", name) : fmt::format("**{}**", name);
  }

  std::string Authors(bool html) {
    const int count = rng_.Between(1, 7);
    const int owner_at = rng_.Between(0, count - 1);
    std::string out;
    for (int i = 0; i < count; ++i) {
      if (i > 0) {
        // The page's own convention for the last author, broken in a few entries.
        const bool oxford = count > 2 && style_.oxford_comma != rng_.Chance(3);
        const bool conjunction = style_.last_author_and != rng_.Chance(2);
        out += i + 1 == count ? (!conjunction ? ", " : (oxford ? ", and " : " and ")) : ", ";
      }
      out += i == owner_at ? OwnerInList(html) : Person();
      if (i < 2 && count > 2 && rng_.Chance(4)) {
        out += rng_.Chance(70) ? "*" : "†";  // equal contribution
      }
    }
    return out;
  }

  std::string TitleText() {
    std::string title = fmt::format("{} {}", rng_.Pick(kTitleHeads), rng_.Pick(kTitleTopics));
    if (rng_.Chance(70)) {
      title += fmt::format(" {}", rng_.Pick(kTitleTails));
    }
    return title;
  }

  std::string Slug(std::string_view text) {
    std::string slug;
    for (const char c : text) {
      if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
        slug += c;
      } else if (c >= 'A' && c <= 'Z') {
        slug += static_cast<char>(c - 'A' + 'a');
      } else if (!slug.empty() && slug.back() != '-') {
        slug += '-';
      }
    }
    return slug.substr(0, 40);
  }

  std::string Url(std::string_view label, std::string_view slug) {
    const std::string base = style_.liquid && rng_.Chance(10) ? "{{ base_path }}" : "";
    if (label == "Code" || label == "Project") {
      return fmt::format("https://github.com/{}/{}", Slug(owner_last_), slug);
    }
    if (label == "arXiv") {
      return fmt::format("https://arxiv.org/abs/{}{:02}.{:05}", rng_.Between(18, 25),
                         rng_.Between(1, 12), rng_.Between(1, 19999));
    }
    if (label == "DOI") {
      return fmt::format("https://doi.org/10.{}/{}", rng_.Between(1100, 1199),
                         rng_.Between(3000000, 3999999));
    }
    return fmt::format("{}/files/{}-{}.pdf", base, slug, Slug(label));
  }

  std::string Title(const std::string& title, std::string_view slug) {
    if (style_.title_links && !style_.html_publications) {
      return fmt::format("[{}]({})", title, Url("PDF", slug));
    }
    int form = style_.title_form;
    if (rng_.Chance(8)) {
      form = rng_.Between(0, 4);  // the odd entry copied from elsewhere
    }
    switch (form) {
      case 1:
        return fmt::format("\"{}\"", title);
      case 2:
        return style_.html_publications ? fmt::format("<em>{}</em>", title)
                                        : fmt::format("*{}*", title);
      case 3:
        return fmt::format("\u201c{}\u201d", title);
      case 4:
        return style_.html_publications ? fmt::format("<b>{}</b>", title)
                                        : fmt::format("**{}**", title);
      default:
        return title;
    }
  }

  const VenueRecord& PoolVenue(bool journal) {
    const std::vector<const VenueRecord*>& pool = journal ? journal_pool_ : pool_;
    return *pool[rng_.Next() % pool.size()];
  }

  std::string ShortYear(int year) {
    return fmt::format("{}{:02}", rng_.Chance(80) ? "'" : "\u2019", year % 100);
  }

  // A venue in the page's preferred form, or (a quarter of the time) another one: the mix of
  // forms a page accumulates over the years.
  std::string Venue(const VenueRecord& v, int year) {
    int form = style_.venue_form;
    if (rng_.Chance(3)) {
      form = rng_.Between(0, 7);
    }
    const std::string publisher =
        v.publishers.empty() ? "" : std::string(v.publishers.front()) + " ";
    switch (form) {
      case 0:
        return fmt::format("{} {}", v.id, year);
      case 1:
        return fmt::format("{}{} {}", publisher, v.id, year);
      case 2:
        return fmt::format("In Proceedings of the {}{} ({} {})", publisher, v.long_name, v.id,
                           year);
      case 3:
        return fmt::format("{} {}", v.id, ShortYear(year));
      case 4:
        return fmt::format("Proc. {}{} {}", publisher, v.id, year);
      case 5:
        return fmt::format("*{}* ({}), {}", v.long_name, v.id, year);
      case 6:
        if (!v.aliases.empty()) {
          return fmt::format("{} {}", v.aliases[rng_.Next() % v.aliases.size()], year);
        }
        return fmt::format("{}{}, {}", publisher, v.long_name, year);
      default:
        return fmt::format("{}{}, {}", publisher, v.long_name, year);
    }
  }

  // Many papers appear where no venue table looks: regional meetings, other fields' journals.
  std::string ForeignVenue(bool journal, int year) {
    const std::string_view topic = rng_.Pick(kTitleTopics);
    if (journal) {
      return fmt::format("{} Journal of {}, {}({}), {}", rng_.Pick(kCities), topic,
                         rng_.Between(1, 40), rng_.Between(1, 6), year);
    }
    switch (rng_.Between(0, 2)) {
      case 0:
        return fmt::format("Proceedings of the {} Workshop on {}, {}", rng_.Pick(kCities), topic,
                           year);
      case 1:
        return fmt::format("{} Symposium on {} and {}, {}, {}", rng_.Pick(kCities), topic,
                           rng_.Pick(kTitleTopics), rng_.Pick(kCities), year);
      default:
        return fmt::format("Annual Meeting of the {} Society for {}, {}", rng_.Pick(kCities), topic,
                           year);
    }
  }

  std::string JournalVenue(const VenueRecord& v, int year) {
    if (rng_.Chance(50)) {
      return fmt::format("{}, {}({}):{}-{}, {}", v.long_name, rng_.Between(1, 60),
                         rng_.Between(1, 12), rng_.Between(1, 900), rng_.Between(901, 990), year);
    }
    return fmt::format("{} {}", v.id, year);
  }

  std::string Links(std::string_view slug, bool html) {
    std::string out;
    const int count = rng_.Between(1, 4);
    for (int i = 0; i < count; ++i) {
      const std::string_view label =
          kLinkLabels[(static_cast<size_t>(i) * 3 + rng_.Next() % 3) % kLinkLabels.size()];
      out += html ? fmt::format(" <a href=\"{}\">{}</a>", Url(label, slug), label)
                  : fmt::format(" [{}]({})", label, Url(label, slug));
    }
    return out;
  }

  // `2019`, `May 2019`, `05/2019`: the page's style, now and then another.
  std::string Date(int year, bool allow_month = true) {
    int date_style = style_.date_style;
    if (rng_.Chance(3)) {
      date_style = rng_.Between(0, 2);
    }
    if (!allow_month) {
      date_style = 0;
    }
    const int month = rng_.Between(0, 11);
    switch (date_style) {
      case 1:
        return fmt::format("{} {}", rng_.Chance(70) ? kMonthsShort[month] : kMonthsLong[month],
                           year);
      case 2:
        return fmt::format("{:02}/{}", month + 1, year);
      default:
        return fmt::format("{}", year);
    }
  }

  std::string Range(int from, int to) {
    const std::string_view sep = rng_.Chance(90) ? style_.separator : rng_.Pick(kSeparators);
    const std::string end =
        to < 0 ? std::string(rng_.Chance(90) ? style_.present : rng_.Pick(kPresentWords))
               : Date(to);
    return fmt::format("{}{}{}", Date(from), sep, end);
  }

  std::string Period(std::string text) {
    const bool period = style_.trailing_period != rng_.Chance(8);
    if (period && !text.ends_with('.')) {
      text += '.';
    }
    return text;
  }

  void SectionHeading(std::string_view title) { Heading(1, std::string(title)); }

  void WriteHeader() {
    if (style_.name_heading) {
      Heading(0, OwnerName());
    }
    std::string role =
        fmt::format("{} of Computer Science, {}",
                    rng_.Chance(50) ? "Assistant Professor" : "PhD Candidate", rng_.Pick(kPlaces));
    Paragraph(role);
    std::string email = fmt::format("{}.{}", owner_first_, owner_last_);
    for (char& c : email) {
      c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    const std::string address = rng_.Chance(12)
                                    ? fmt::format("{} [at] velmora [dot] example [dot] edu", email)
                                    : fmt::format("{}@velmora.example.edu", email);
    Paragraph(
        fmt::format("Email: {} | [Google Scholar](https://scholar.example.org/citations?"
                    "user={}) | [GitHub](https://github.com/{})",
                    address, Slug(owner_last_), Slug(owner_last_)));
  }

  void WriteSection(int section) {
    switch (section) {
      case 0:
        SectionHeading("Education");
        WriteEducation();
        break;
      case 1:
        SectionHeading(rng_.Chance(50) ? "Experience" : "Positions");
        WriteExperience();
        break;
      case 2:
        SectionHeading("Research Interests");
        Paragraph(fmt::format("My research spans {} and {}, with a focus on {} {}.",
                              rng_.Pick(kTitleTopics), rng_.Pick(kTitleTopics),
                              rng_.Pick(kTitleTopics), rng_.Pick(kTitleTails)));
        WriteProjects();
        break;
      case 3:
        SectionHeading("Publications");
        WritePublications();
        break;
      case 4:
        SectionHeading(rng_.Chance(70) ? "Talks" : "Invited Talks");
        WriteTalks();
        break;
      case 5:
        SectionHeading(rng_.Chance(50) ? "Service" : "Professional Service");
        WriteService();
        break;
      case 6:
        SectionHeading("Teaching");
        WriteTeaching();
        break;
      case 7:
        SectionHeading(rng_.Chance(50) ? "Awards" : "Honors and Awards");
        WriteAwards();
        break;
      default:
        SectionHeading("News");
        WriteNews();
        break;
    }
  }

  void WriteEducation() {
    const std::array<std::string_view, 3> degrees = {
        "Ph.D. in Computer Science", "M.Sc. in Computer Science", "B.Sc. in Computer Engineering"};
    int year = style_.base_year;
    for (const std::string_view degree : degrees) {
      const int from = year - rng_.Between(2, 5);
      Item(Range(from, year), fmt::format("{}, {}", degree, rng_.Pick(kPlaces)));
      if (degree.starts_with("Ph.D") && rng_.Chance(50)) {
        Item("", fmt::format("Advisor: Prof. {}", Person()), 1);
        Item("", fmt::format("Thesis: *{}*", TitleText()), 1);
      }
      year = from;
      if (rng_.Chance(25)) {
        break;
      }
    }
  }

  void WriteExperience() {
    const std::array<std::string_view, 5> roles = {"Assistant Professor", "Postdoctoral Researcher",
                                                   "Research Intern", "Visiting Researcher",
                                                   "Software Engineer"};
    int year = style_.base_year + rng_.Between(3, 7);
    for (size_t i = 0; i < roles.size(); ++i) {
      const int from = year - rng_.Between(1, 3);
      const std::string role = style_.html_publications || rng_.Chance(40)
                                   ? std::string(roles[i])
                                   : fmt::format("**{}**", roles[i]);
      const std::string_view place = rng_.Pick(kPlaces);
      const std::string where =
          style_.html_inline ? fmt::format("<br>\n<a href=\"https://www.{}.example.org/\">{}</a>",
                                           Slug(place), place)
                             : std::string(place);
      Item(Range(from, i == 0 ? -1 : year),
           fmt::format("{}, {}, {}", role, where, rng_.Pick(kCities)));
      if (rng_.Chance(30)) {
        Item("", fmt::format("Worked on {} {}.", rng_.Pick(kTitleTopics), rng_.Pick(kTitleTails)),
             1);
      }
      year = from;
      if (rng_.Chance(20)) {
        break;
      }
    }
  }

  // One paper, in the page's publication style.
  void Paper(bool journal, int year) {
    const VenueRecord& v = PoolVenue(journal);
    const std::string title = TitleText();
    const std::string slug = Slug(title);
    std::string venue = journal ? JournalVenue(v, year) : Venue(v, year);
    if (rng_.Chance(style_.foreign_venues)) {
      venue = ForeignVenue(journal, year);
    }
    if (style_.html_publications) {
      const std::string pad = style_.html_indented ? "    " : "";
      std::string raw = fmt::format("{}<p>\n{}  {},\n{}  {},\n{}  {}", pad, pad, Authors(true), pad,
                                    Title(title, slug), pad, Period(venue));
      if (rng_.Chance(50)) {
        raw += fmt::format("<br>\n{} {}", pad, Links(slug, true));
      } else {
        raw += fmt::format("\n{}  <ul>", pad);
        for (int i = rng_.Between(1, 4); i > 0; --i) {
          const std::string_view label = rng_.Pick(kLinkLabels);
          raw += fmt::format("\n{}    <li> <a href=\"{}\" target=\"_blank\">{}</a> </li>", pad,
                             Url(label, slug), label);
        }
        raw += fmt::format("\n{}  </ul>", pad);
      }
      raw += fmt::format("\n{}</p>", pad);
      Raw(std::move(raw));
      return;
    }
    std::string text =
        style_.title_links && rng_.Chance(50)
            ? fmt::format("{}<br>{}<br>{}", Title(title, slug), Authors(false), Period(venue))
            : fmt::format("{}. {}. {}", Authors(false), Title(title, slug), Period(venue));
    if (rng_.Chance(6)) {
      text += fmt::format(" **{}**", rng_.Pick(kAwards));
    }
    if (style_.inline_links) {
      text += Links(slug, false);
    }
    const std::string marker =
        style_.numbered ? fmt::format("{}.", ++paper_number_) : std::string(style_.bullet);
    Add(Block::Kind::kItem, 0, marker, "", std::move(text));
    if (style_.link_only_items) {
      const int count = rng_.Between(1, 3);
      for (int i = 0; i < count; ++i) {
        const std::string_view label = kLinkLabels[static_cast<size_t>(i) * 2];
        Item("", fmt::format("[{}]({})", label, Url(label, slug)), 1);
      }
    }
  }

  void WritePublications() {
    const int top = style_.base_year + 8;
    const int papers = rng_.Between(14, 30);
    if (style_.year_headings) {
      int year = top;
      for (int written = 0; written < papers && year > style_.base_year - 4; --year) {
        Heading(2, fmt::format("{}", year));
        for (int i = rng_.Between(1, 4); i > 0 && written < papers; --i, ++written) {
          Paper(rng_.Chance(25), year);
        }
      }
      return;
    }
    const std::array<std::pair<std::string_view, bool>, 3> kinds = {
        {{"Conference Papers", false}, {"Journal Articles", true}, {"Workshop Papers", false}}};
    int left = papers;
    for (const auto& [title, journal] : kinds) {
      if (left <= 0) {
        break;
      }
      Heading(2, std::string(title));
      paper_number_ = 0;
      const int count = journal ? std::min(left, rng_.Between(2, 5)) : std::min(left, 3 + left / 2);
      int year = top;
      for (int i = 0; i < count; ++i) {
        year -= rng_.Between(0, 1);
        // Now and then an entry out of order: added late, at the wrong place.
        Paper(journal, rng_.Chance(5) ? year + 2 : year);
      }
      left -= count;
    }
  }

  // Prose about a few projects: the running text site pages carry between their lists.
  void WriteProjects() {
    for (int i = rng_.Between(1, 3); i > 0; --i) {
      const std::string_view topic = rng_.Pick(kTitleTopics);
      std::string text = fmt::format(
          "**{} {}.** We study how {} behaves {} when the workload shifts, and build systems that "
          "adapt without manual tuning. Our prototype reduces tail latency on a {} testbed and "
          "is open source",
          rng_.Pick(kTitleHeads), topic, topic, rng_.Pick(kTitleTails), rng_.Pick(kCities));
      text += style_.html_inline
                  ? fmt::format(" (<a href=\"{}\">code</a>).", Url("Code", Slug(topic)))
                  : fmt::format(" ([code]({})).", Url("Code", Slug(topic)));
      Paragraph(std::move(text));
    }
  }

  void WriteTalks() {
    for (int i = rng_.Between(2, 6); i > 0; --i) {
      const VenueRecord& v = PoolVenue(false);
      const int year = style_.base_year + rng_.Between(0, 9);
      Item(Date(year),
           fmt::format("\u201c{}\u201d, {}, {}", TitleText(), Venue(v, year), rng_.Pick(kCities)));
    }
  }

  void WriteService() {
    const int year = style_.base_year + rng_.Between(3, 8);
    std::string committee = "Program Committee: ";
    for (int i = 0; i < rng_.Between(2, 4); ++i) {
      committee += fmt::format("{}{}", i ? ", " : "", Venue(PoolVenue(false), year + i));
    }
    Item("", committee);
    std::string reviewer = "Reviewer: ";
    const VenueRecord& j = PoolVenue(true);
    reviewer += fmt::format("{} ({}, {})", rng_.Chance(50) ? j.long_name : j.id, year - 1, year);
    Item("", reviewer);
    if (rng_.Chance(50)) {
      Item(Range(year - 1, -1),
           fmt::format("Artifact Evaluation Committee, {}", Venue(PoolVenue(false), year)));
    }
    if (rng_.Chance(40)) {
      Item(Date(year + 1), fmt::format("Session chair, {}", Venue(PoolVenue(false), year + 1)));
    }
  }

  void WriteTeaching() {
    const int year = style_.base_year + rng_.Between(1, 7);
    for (int i = rng_.Between(1, 4); i > 0; --i) {
      const std::string term = rng_.Chance(50) ? "Fall" : "Spring";
      Item(fmt::format("{} {}", term, year - i),
           fmt::format("{} {}: {} ({})", rng_.Chance(50) ? "CS" : "COMP", rng_.Between(100, 699),
                       rng_.Pick(kCourses), rng_.Chance(50) ? "Instructor" : "Teaching Assistant"));
    }
  }

  void WriteAwards() {
    const int year = style_.base_year + rng_.Between(0, 6);
    Item(Date(year), fmt::format("{}, {}", rng_.Pick(kAwards), Venue(PoolVenue(false), year)));
    Item(Date(year - 2, false), std::string(rng_.Pick(kFellowships)));
    if (rng_.Chance(40)) {
      const VenueRecord& v = PoolVenue(false);
      Item("", fmt::format("Student Travel Grant, {} {}", v.id, year + 1));
    }
  }

  void WriteNews() {
    const int year = style_.base_year + 8;
    for (int i = 0; i < rng_.Between(2, 6); ++i) {
      const int month = rng_.Between(0, 11);
      const VenueRecord& v = PoolVenue(false);
      Item(fmt::format("{} {}", kMonthsShort[month], year - i / 3),
           fmt::format("Our paper on {} was accepted at {}!", rng_.Pick(kTitleTopics),
                       Venue(v, year - i / 3)));
    }
  }

  Rng& rng_;
  Style style_;
  std::vector<const VenueRecord*> pool_;
  std::vector<const VenueRecord*> journal_pool_;
  std::string_view owner_first_;
  std::string_view owner_last_;
  std::vector<Block> blocks_;
  int paper_number_ = 0;
};

// Appends `text` hard-wrapped at `width` (0: no wrap); continuation lines start with
// `indent`. With `hyphenate_per_mille`, a long word that would overflow is split with a
// hyphen instead, as a print layout does.
void AppendWrapped(std::string& out, std::string_view first_prefix, std::string_view indent,
                   std::string_view text, int width, Rng* rng, int hyphenate_per_mille) {
  std::string line(first_prefix);
  size_t line_start = line.size();
  size_t i = 0;
  while (i < text.size()) {
    if (text[i] == '\n') {  // a hard break the text asks for
      out += line;
      out += '\n';
      line = indent;
      line_start = line.size();
      ++i;
      continue;
    }
    size_t end = text.find_first_of(" \n", i);
    if (end == std::string_view::npos) {
      end = text.size();
    }
    std::string_view word = text.substr(i, end - i);
    const bool overflows = width > 0 && line.size() > line_start &&
                           line.size() + word.size() > static_cast<size_t>(width);
    if (overflows) {
      const size_t room = static_cast<size_t>(width) > line.size() + 1
                              ? static_cast<size_t>(width) - line.size() - 1
                              : 0;
      if (rng != nullptr && word.size() >= 8 && room >= 4 && word.size() - room >= 3 &&
          rng->PerMille(hyphenate_per_mille)) {
        bool letters = true;
        for (size_t k = 0; k < room; ++k) {
          letters =
              letters && ((word[k] >= 'a' && word[k] <= 'z') || (word[k] >= 'A' && word[k] <= 'Z'));
        }
        if (letters) {
          line.append(word.substr(0, room));
          line += '-';
          word.remove_prefix(room);
        }
      }
      while (!line.empty() && line.back() == ' ') {
        line.pop_back();
      }
      out += line;
      out += '\n';
      line = indent;
      line_start = line.size();
    }
    line.append(word);
    if (end < text.size() && text[end] == ' ') {
      line += ' ';
      ++end;
    }
    i = end;
  }
  while (!line.empty() && line.back() == ' ') {
    line.pop_back();
  }
  out += line;
  out += '\n';
}

// The entry text with its date where the page puts it.
std::string WithDate(const Block& block, const Style& style) {
  if (block.date.empty()) {
    return block.text;
  }
  switch (style.date_place) {
    case 0:
      return fmt::format("{}: {}", block.date, block.text);
    case 1:
      return fmt::format("{}, {}", block.text, block.date);
    default:
      return fmt::format("{} ({})", block.text, block.date);
  }
}

std::string RenderMarkdown(const PageWriter& page, Rng& rng, std::string_view title) {
  const Style& style = page.style();
  std::string out;
  if (style.front_matter) {
    out += fmt::format("---\nlayout: {}\ntitle: \"{}\"\npermalink: /{}/\nauthor_profile: true\n",
                       rng.Pick(kLayouts), title, title == "CV" ? "cv" : "publications");
    if (rng.Chance(40)) {
      out += "redirect_from:\n  - /resume\n";
    }
    out += "---\n\n";
  }
  if (style.liquid) {
    out += "{% include base_path %}\n\n";
  }
  bool in_list = false;
  for (const Block& block : page.blocks()) {
    switch (block.kind) {
      case Block::Kind::kHeading: {
        if (in_list) {
          out += '\n';
          in_list = false;
        }
        if (block.level == 0) {
          out += fmt::format("# {}\n\n", block.text);
        } else if (block.level == 2) {
          out += fmt::format("{} {}\n\n", style.heading_style == 1 ? "###" : "##", block.text);
        } else if (style.heading_style == 2) {
          out += fmt::format("{}\n{}\n\n", block.text, std::string(block.text.size(), '='));
        } else if (style.heading_style == 3) {
          out += fmt::format("**{}**\n\n", block.text);
        } else {
          out += fmt::format("{} {}\n\n", style.heading_style == 1 ? "##" : "#", block.text);
        }
        break;
      }
      case Block::Kind::kItem: {
        const std::string indent(static_cast<size_t>(block.level) * 4, ' ');
        const std::string prefix = fmt::format("{}{} ", indent, block.marker);
        std::string text = WithDate(block, style);
        AppendWrapped(out, prefix, std::string(prefix.size(), ' '), text, style.wrap, nullptr, 0);
        in_list = true;
        break;
      }
      case Block::Kind::kParagraph:
        if (in_list) {
          out += '\n';
          in_list = false;
        }
        AppendWrapped(out, "", "", block.text, style.wrap, nullptr, 0);
        out += '\n';
        break;
      case Block::Kind::kRaw:
        if (in_list) {
          out += '\n';
          in_list = false;
        }
        out += block.text;
        out += "\n\n";
        break;
    }
  }
  if (style.liquid && rng.Chance(50)) {
    out +=
        "\n{% for post in site.talks reversed %}\n  {% include archive-single.html %}\n"
        "{% endfor %}\n";
  }
  return out;
}

// What a reader sees of Markdown inline text: emphasis, links and tags gone.
std::string Visible(std::string_view text, bool keep_tags) {
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '*' && i + 1 < text.size() && text[i + 1] == '*') {
      i += 2;
      continue;
    }
    if (c == '*' && i + 1 < text.size() && text[i + 1] != ' ' &&
        (i == 0 || text[i - 1] == ' ' || text[i - 1] == '(')) {
      ++i;  // an opening `*` of emphasis
      continue;
    }
    if (c == '*' &&
        (i + 1 == text.size() || text[i + 1] == ' ' || text[i + 1] == ',' || text[i + 1] == '.' ||
         text[i + 1] == ')') &&
        i > 0 && text[i - 1] != ' ' && text[i - 1] != ',') {
      // A closing `*`; an equal-contribution star after a name stays (it follows a letter
      // and precedes `,` too, but dropping it is what a rendered page does to half of them).
      ++i;
      continue;
    }
    if (c == '[') {
      const size_t close = text.find("](", i);
      const size_t end = close == std::string_view::npos ? close : text.find(')', close);
      if (end != std::string_view::npos) {
        out.append(text.substr(i + 1, close - i - 1));
        i = end + 1;
        continue;
      }
    }
    if (c == '<' && !keep_tags) {
      const size_t end = text.find('>', i);
      if (end != std::string_view::npos) {
        const bool line_break = text.substr(i, 4) == "<br>";
        i = end + 1;
        if (line_break) {
          out += '\n';
          i += i < text.size() && text[i] == '\n' ? 1 : 0;  // the source's own newline after it
        }
        continue;
      }
    }
    if (c == '{' && i + 1 < text.size() && (text[i + 1] == '{' || text[i + 1] == '%')) {
      const size_t end = text.find(text[i + 1] == '{' ? "}}" : "%}", i);
      if (end != std::string_view::npos) {
        i = end + 2;
        continue;
      }
    }
    out += c;
    ++i;
  }
  return out;
}

// Words of CV text and how OCR misreads them: `m` as `rn`, `l` or `I` as `1` or `l`, `o` as
// `0`. Tried in order from a random point of the page, so common words are hit most.
constexpr std::array<std::pair<std::string_view, std::string_view>, 10> kConfusions = {{
    {"Systems", "Systerns"},
    {"International", "lnternational"},
    {"Computer", "C0mputer"},
    {"Symposium", "Syrnposium"},
    {"Learning", "Leaming"},
    {"Committee", "Cornmittee"},
    {"Conference", "Conferenoe"},
    {"Program", "Prograrn"},
    {"Workshop", "W0rkshop"},
    {"Professor", "Pr0fessor"},
}};

std::string_view OcrBullet(Rng& rng) {
  int draw = rng.Between(1, 1000);
  for (const WeightedGlyph& g : kOcrBullets) {
    draw -= g.weight;
    if (draw <= 0) {
      return g.glyph;
    }
  }
  return kOcrBullets[0].glyph;
}

// How often a long word that overflows a printed line is split with a hyphen (per mille):
// about 1.5 hyphenated line ends per 100 lines, as in real OCR output.
constexpr int kHyphenatePerMille = 260;

// The page printed and read back by OCR: what tesseract makes of a rendered site page.
std::string RenderOcr(const PageWriter& page, Rng& rng) {
  const Style& style = page.style();
  // Real OCR lines are short (42 bytes on average): narrow fonts, two columns, dates right.
  const int width = rng.Between(36, 84);
  const bool caps_headings = rng.Chance(40);
  const bool date_right = rng.Chance(33);  // dates printed in the right margin
  // Where OCR reads a margin date: 0 at the end of the entry's first line (torn), 1 piled up
  // after the block, 2 where the source had it.
  const int margin_read = rng.Between(0, 2);
  const int bullet_kept = rng.Between(30, 95);  // percent of bullets OCR reads as a glyph
  const std::string_view main_glyph = OcrBullet(rng);
  const int confusions = rng.Between(0, 2);
  std::string out;
  std::vector<std::string> piled_dates;  // margin dates OCR reads after the block
  auto flush_dates = [&] {
    for (const std::string& date : piled_dates) {
      out += date;
      out += '\n';
    }
    if (!piled_dates.empty()) {
      out += '\n';
    }
    piled_dates.clear();
  };
  for (const Block& block : page.blocks()) {
    switch (block.kind) {
      case Block::Kind::kHeading: {
        flush_dates();
        std::string title = Visible(block.text, false);
        if (caps_headings && block.level == 1) {
          for (char& c : title) {
            c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
          }
        }
        out += fmt::format("\n{}\n\n", title);
        break;
      }
      case Block::Kind::kItem: {
        std::string marker;
        if (block.marker.ends_with('.')) {
          marker = rng.Chance(90) ? block.marker + " " : "";
        } else if (rng.Chance(bullet_kept)) {
          marker = fmt::format("{} ", rng.Chance(75) ? main_glyph : OcrBullet(rng));
        }
        std::string text = Visible(block.text, false);
        if (!block.date.empty() && date_right) {
          const int where = rng.Chance(85) ? margin_read : rng.Between(0, 2);
          if (where == 1) {
            piled_dates.push_back(block.date);  // read after the whole block
          } else if (where == 0) {
            // Read into the first line, which the date's column made shorter.
            std::string wrapped;
            const int room = width - static_cast<int>(block.date.size()) - 1;
            AppendWrapped(wrapped, marker, "", text, std::max(room, 20), &rng, 0);
            const size_t first_end = wrapped.find('\n');
            wrapped.insert(first_end, " " + block.date);
            out += wrapped;
            continue;
          } else {
            text = Visible(WithDate(block, style), false);
          }
        } else {
          text = Visible(WithDate(block, style), false);
        }
        // A range torn at its separator, the end year on the next line.
        if (!block.date.empty() && rng.Chance(6)) {
          for (const std::string_view sep : {" - ", " – ", " to "}) {
            const size_t at = text.find(sep);
            if (at != std::string::npos && at < 20) {
              text.replace(at, sep.size(), fmt::format("{}\n", sep.substr(0, sep.size() - 1)));
              break;
            }
          }
        }
        AppendWrapped(out, marker, "", text, width, &rng, kHyphenatePerMille);
        if (rng.Chance(30)) {
          out += '\n';
        }
        break;
      }
      case Block::Kind::kParagraph:
        flush_dates();
        AppendWrapped(out, "", "", Visible(block.text, false), width, &rng, kHyphenatePerMille);
        out += '\n';
        break;
      case Block::Kind::kRaw: {
        flush_dates();
        // An indented HTML block is a code block to the renderer: its tags are printed.
        std::string text;
        for (const char c : block.text) {
          text += c == '\n' ? ' ' : c;
        }
        std::string visible = Visible(text, style.html_indented);
        std::string collapsed;
        for (const char c : visible) {
          if (c != ' ' ||
              (!collapsed.empty() && collapsed.back() != ' ' && collapsed.back() != '\n')) {
            collapsed += c;
          }
        }
        AppendWrapped(out, "", "", collapsed, width, &rng, kHyphenatePerMille);
        out += '\n';
        break;
      }
    }
  }
  flush_dates();
  // A few confusable misreadings of common CV words (`Systerns`, `lnternational`,
  // `C0mputer`), spread over the page: one word chosen from a random point onwards.
  for (int i = 0; i < confusions; ++i) {
    const size_t from = static_cast<size_t>(rng.Next() % (out.size() + 1));
    for (const auto& [word, damaged] : kConfusions) {
      const size_t at = out.find(word, from);
      if (at != std::string::npos) {
        out.replace(at, word.size(), damaged);
        break;
      }
    }
  }
  // Runs of blank lines collapse, as tesseract prints at most one between blocks.
  std::string collapsed;
  for (const char c : out) {
    if (c == '\n' && collapsed.size() >= 2 && collapsed.back() == '\n' &&
        collapsed[collapsed.size() - 2] == '\n') {
      continue;
    }
    collapsed += c;
  }
  const size_t first = collapsed.find_first_not_of('\n');
  return first == std::string::npos ? collapsed : collapsed.substr(first);
}

}  // namespace

RealisticCv GenerateRealisticCv(const VenueTable& venues, uint64_t seed) {
  Rng rng(seed);
  RealisticCv cv;
  cv.kind = rng.Chance(50) ? RealisticKind::kSitePage : RealisticKind::kOcrPrint;
  PageWriter page(venues, rng);
  page.Write();
  const bool site = cv.kind == RealisticKind::kSitePage;
  cv.text = site ? RenderMarkdown(page, rng, rng.Chance(70) ? "CV" : "Publications")
                 : RenderOcr(page, rng);
  cv.name = fmt::format("real-{:06}-{}.{}", seed, site ? "site" : "ocr", site ? "md" : "txt");
  return cv;
}

}  // namespace cvtidy::bench
