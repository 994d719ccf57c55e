#include "src/data/section_table.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "gtest/gtest.h"

#include "src/base/strings.h"

namespace cvtidy {
namespace {

DataRecord Record(uint32_t line, std::string id, std::string name,
                  std::vector<std::string> variants) {
  DataRecord r;
  r.line = line;
  r.fields["id"] = {std::move(id)};
  r.fields["name"] = {std::move(name)};
  r.fields["variants"] = std::move(variants);
  return r;
}

SectionTable Table() {
  DataFile file;
  file.path = "sections.toml";
  file.tables["section"] = {
      Record(1, "education", "Education", {"Academic Background"}),
      Record(2, "research-interests", "Research Interests", {"Research Interest"}),
      Record(3, "publications", "Publications", {"Selected Publications", "Papers"}),
      Record(4, "awards", "Awards and Honors", {"Honors and Awards", "Awards"}),
      Record(5, "talks", "Talks", {"Invited Talks"}),
      Record(6, "skills", "Skills", {"Technical Skills"}),
      Record(7, "experience", "Experience", {"Work Experience"}),
      Record(8, "research-experience", "Research Experience", {}),
  };
  absl::StatusOr<SectionTable> table = SectionTable::FromData(file);
  EXPECT_TRUE(table.ok()) << table.status();
  return table.ok() ? *std::move(table) : SectionTable();
}

// Every title the table knows: each section's name and its variants.
std::vector<std::string> EveryTableTitle(const SectionTable& table) {
  std::vector<std::string> titles;
  for (const SectionRecord& record : table.sections()) {
    titles.emplace_back(record.name);
    titles.insert(titles.end(), record.variants.begin(), record.variants.end());
  }
  return titles;
}

// A seeded 64-bit LCG, the same sequence everywhere: draw(bound) is in [0, bound).
class TitleDraw {
 public:
  explicit TitleDraw(uint64_t seed) : state_(seed) {}
  uint64_t operator()(uint64_t bound) {
    state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state_ >> 33) % bound;
  }

 private:
  uint64_t state_;
};

// The id of the section `title` matches and whether exactly; "" when none.
std::pair<std::string, bool> M(const SectionTable& t, std::string_view title) {
  std::optional<SectionMatch> m = t.Match(title);
  if (!m) {
    return {"", false};
  }
  return {std::string(t.sections()[m->section].id), m->exact};
}

TEST(SectionTableTest, ExactUpToCaseSpacingPunctuationAndAmpersand) {
  const SectionTable t = Table();
  EXPECT_EQ(M(t, "Education"), std::make_pair(std::string("education"), true));
  EXPECT_EQ(M(t, "EDUCATION"), std::make_pair(std::string("education"), true));
  EXPECT_EQ(M(t, "Research  Interests:"), std::make_pair(std::string("research-interests"), true));
  EXPECT_EQ(M(t, "HONORS & AWARDS"), std::make_pair(std::string("awards"), true));
  EXPECT_EQ(M(t, "Honors, Awards"), std::make_pair(std::string("awards"), true));
  EXPECT_EQ(M(t, "awards and honors"), std::make_pair(std::string("awards"), true));
  EXPECT_EQ(M(t, "3. Publications"), std::make_pair(std::string("publications"), true));
  EXPECT_EQ(M(t, "II) Invited Talks"), std::make_pair(std::string("talks"), true));
  // An enumerator is dropped only before another word; `and` anywhere.
  EXPECT_EQ(M(t, "1. and Publications"), std::make_pair(std::string("publications"), true));
  EXPECT_EQ(M(t, "And Talks and"), std::make_pair(std::string("talks"), true));
  EXPECT_EQ(M(t, "Talks 2."), std::make_pair(std::string(""), false));
  EXPECT_EQ(M(t, "II.").first, "");
  // Singular for plural is a wording, not damage.
  EXPECT_EQ(M(t, "Invited Talk"), std::make_pair(std::string("talks"), true));
  EXPECT_EQ(M(t, "Paper"), std::make_pair(std::string("publications"), true));
}

TEST(SectionTableTest, ReportsWhichTitleMatched) {
  const SectionTable t = Table();
  std::optional<SectionMatch> m = t.Match("TECHNICAL SKILLS");
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(t.Title(*m), "Technical Skills");
  m = t.Match("Skills");
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->variant, -1);
  EXPECT_EQ(t.Title(*m), "Skills");
}

TEST(SectionTableTest, ToleratesSplitWordsAndSpacedLetters) {
  const SectionTable t = Table();
  EXPECT_EQ(M(t, "Rese\tarch\tInterests"),
            std::make_pair(std::string("research-interests"), false));
  EXPECT_EQ(M(t, "Tech\tnical\tSkills"), std::make_pair(std::string("skills"), false));
  EXPECT_EQ(M(t, "E D U C A T I O N"), std::make_pair(std::string("education"), false));
  EXPECT_EQ(M(t, "Publi cations"), std::make_pair(std::string("publications"), false));
}

TEST(SectionTableTest, ToleratesOcrLetterConfusions) {
  const SectionTable t = Table();
  EXPECT_EQ(M(t, "PUBLlCATIONS"), std::make_pair(std::string("publications"), false));
  EXPECT_EQ(M(t, "Publicati0ns"), std::make_pair(std::string("publications"), false));
  EXPECT_EQ(M(t, "PUBL|CATIONS"), std::make_pair(std::string("publications"), false));
  EXPECT_EQ(M(t, "Expcrience"), std::make_pair(std::string("experience"), false));  // 1 edit
  EXPECT_EQ(M(t, "Work Experlence"), std::make_pair(std::string("experience"), false));
  EXPECT_EQ(M(t, "Research Interesfs"), std::make_pair(std::string("research-interests"), false));
}

TEST(SectionTableTest, NeverMatchesUnrelatedLines) {
  const SectionTable t = Table();
  // The garbled twin OCR prints under a split heading is far too damaged to be a title.
  EXPECT_EQ(M(t, "KESE\tarcn\tmeresis").first, "");
  EXPECT_EQ(M(t, "KESF avch lnteresfs").first, "");
  EXPECT_EQ(M(t, "Education 2019").first, "");
  EXPECT_EQ(M(t, "Ph.D. in Education").first, "");
  EXPECT_EQ(M(t, "Tasks").first, "");  // short titles need an exact match
  EXPECT_EQ(M(t, "Skims").first, "");  // ... even one letter off
  EXPECT_EQ(M(t, "Research Intern").first, "");
  EXPECT_EQ(M(t, "").first, "");
  EXPECT_EQ(M(t, "---").first, "");
  EXPECT_EQ(M(t, std::string(500, 'a')).first, "");
}

TEST(SectionTableTest, AmbiguousToleranceIsNoMatch) {
  DataFile file;
  file.path = "sections.toml";
  file.tables["section"] = {Record(1, "a", "Researchers", {}), Record(2, "b", "Researches", {})};
  absl::StatusOr<SectionTable> t = SectionTable::FromData(file);
  ASSERT_TRUE(t.ok()) << t.status();
  // One edit from both.
  EXPECT_FALSE(t->Match("Researchess").has_value());
  EXPECT_TRUE(t->Match("Researchers").has_value());
}

TEST(SectionTableTest, FindAndErrors) {
  const SectionTable t = Table();
  ASSERT_TRUE(t.Find("talks").has_value());
  EXPECT_EQ(t.sections()[*t.Find("talks")].name, "Talks");
  EXPECT_FALSE(t.Find("nope").has_value());

  DataFile file;
  file.path = "sections.toml";
  file.tables["section"] = {Record(3, "a", "Awards", {}), Record(7, "a", "Prizes", {})};
  absl::StatusOr<SectionTable> dup = SectionTable::FromData(file);
  ASSERT_FALSE(dup.ok());
  EXPECT_NE(dup.status().message().find("sections.toml:7"), std::string_view::npos) << dup.status();

  file.tables["section"] = {Record(3, "a", "Awards", {}), Record(9, "b", "Prizes", {"AWARDS"})};
  absl::StatusOr<SectionTable> clash = SectionTable::FromData(file);
  ASSERT_FALSE(clash.ok());
  EXPECT_NE(clash.status().message().find("sections.toml:9"), std::string_view::npos);

  DataRecord bad = Record(4, "x", "X Title", {});
  bad.fields["nmae"] = {"oops"};
  file.tables["section"] = {bad};
  absl::StatusOr<SectionTable> unknown = SectionTable::FromData(file);
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.status().message().find("nmae"), std::string_view::npos);

  DataFile empty;
  absl::StatusOr<SectionTable> none = SectionTable::FromData(empty);
  ASSERT_TRUE(none.ok());
  EXPECT_FALSE(none->Match("Education").has_value());
}

// The titles the static-form tests compare on: exact, folded, near and no matches.
constexpr const char* kProbeTitles[] = {"Education",
                                        "EDUCATION",
                                        "HONORS & AWARDS",
                                        "3. Publications",
                                        "PUBLlCATl0NS",
                                        "Rese\tarch\tInterests",
                                        "Teachlng",
                                        "Tecnical Skills",
                                        "Research Experince",
                                        "Selected Papers",
                                        "Work Experience",
                                        "Seoul, Korea",
                                        "Invited Talks",
                                        "Talk",
                                        "Awards",
                                        ""};

// The static form the build writes for rules/sections.toml, laid out over a table FromData
// built: the same records, and every title matches as in that table.
TEST(SectionTableTest, StaticFormMatchesAsTheDataItCameFrom) {
  const SectionTable built = Table();
  std::string strings;
  std::vector<internal::StaticSectionRecord> records;
  std::vector<PoolString> variants;
  const auto add = [&](std::string_view s) {
    const PoolString p{static_cast<uint32_t>(strings.size()), static_cast<uint32_t>(s.size())};
    strings += s;
    return p;
  };
  for (const SectionRecord& r : built.sections()) {
    internal::StaticSectionRecord record{add(r.id), add(r.name),
                                         static_cast<uint32_t>(variants.size()),
                                         static_cast<uint32_t>(r.variants.size())};
    for (const std::string_view v : r.variants) {
      variants.push_back(add(v));
    }
    records.push_back(record);
  }
  const internal::StaticSectionTable data{strings, records, variants, built.keys(), built.words()};
  const SectionTable t = SectionTable::FromStatic(data);
  ASSERT_EQ(t.sections().size(), built.sections().size());
  for (size_t i = 0; i < t.sections().size(); ++i) {
    EXPECT_EQ(t.sections()[i].id, built.sections()[i].id);
    EXPECT_EQ(t.sections()[i].name, built.sections()[i].name);
    EXPECT_TRUE(std::ranges::equal(t.sections()[i].variants, built.sections()[i].variants));
  }
  for (const char* title : kProbeTitles) {
    const std::optional<SectionMatch> a = t.Match(title);
    const std::optional<SectionMatch> b = built.Match(title);
    ASSERT_EQ(a.has_value(), b.has_value()) << title;
    if (a) {
      EXPECT_EQ(a->section, b->section) << title;
      EXPECT_EQ(a->exact, b->exact) << title;
      EXPECT_EQ(a->variant, b->variant) << title;
      EXPECT_EQ(t.Title(*a), built.Title(*b)) << title;
    }
  }
  EXPECT_EQ(t.Find("talks"), built.Find("talks"));
}

// The keys are sorted and distinct, so that Match finds them by binary search; every title
// has its folded key, sorted by length and then in table order.
TEST(SectionTableTest, KeysAreSortedAndDistinct) {
  const SectionTable t = Table();
  const internal::SectionKeys& keys = t.keys();
  for (std::span<const internal::SectionKey> sorted : {keys.exact, keys.folded}) {
    ASSERT_FALSE(sorted.empty());
    for (size_t i = 1; i < sorted.size(); ++i) {
      EXPECT_LT(keys.Key(sorted[i - 1]), keys.Key(sorted[i]));
    }
  }
  size_t titles = 0;
  for (const SectionRecord& r : t.sections()) {
    titles += 1 + r.variants.size();
  }
  ASSERT_EQ(keys.titles.size(), titles);
  for (size_t i = 1; i < keys.titles.size(); ++i) {
    const internal::SectionKey& a = keys.titles[i - 1];
    const internal::SectionKey& b = keys.titles[i];
    EXPECT_TRUE(a.key.length < b.key.length ||
                (a.key.length == b.key.length &&
                 (a.section < b.section || (a.section == b.section && a.variant < b.variant))))
        << keys.Key(a) << " before " << keys.Key(b);
  }
  EXPECT_EQ(keys.Key(keys.titles[0]), "talks");
  EXPECT_EQ(keys.Key(keys.titles[1]), "papers");  // section 2, before `Awards` of section 3
  EXPECT_EQ(keys.Key(keys.titles[2]), "awards");
  EXPECT_EQ(keys.titles[2].variant, 1);
}

// Of equally near titles the first in table order wins, and two sections equally near are
// no match, whatever order the search visits them in.
TEST(SectionTableTest, NearestTitleWinsAndTiesAreNoMatch) {
  DataFile file;
  file.path = "sections.toml";
  file.tables["section"] = {
      Record(1, "alpha", "Teaching Recordss", {"Teaching Records"}),
      Record(2, "beta", "Reaching Records", {}),
      Record(3, "gamma", "Collaborative Writing", {"Collaborative Writings Extra"}),
  };
  absl::StatusOr<SectionTable> t = SectionTable::FromData(file);
  ASSERT_TRUE(t.ok()) << t.status();
  // One edit from both `teachingrecords` and `reachingrecords`: a tie.
  EXPECT_EQ(M(*t, "Leaching Records"), std::make_pair(std::string(""), false));
  // One edit from `collaboratlvewrltlng` only.
  const std::optional<SectionMatch> m = t->Match("Colaborative Writing");
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(t->sections()[m->section].id, "gamma");
  EXPECT_EQ(m->variant, -1);
  // `teachlngrecordx` is one edit from the variant and two from the longer name: the variant.
  const std::optional<SectionMatch> n = t->Match("Teaching Recordx");
  ASSERT_TRUE(n.has_value());
  EXPECT_EQ(t->sections()[n->section].id, "alpha");
  EXPECT_EQ(n->variant, 0);
  // `teachlngrecordsx` is one edit from both, although the shorter variant is searched first:
  // the name, first in table order.
  const std::optional<SectionMatch> o = t->Match("Teaching Recordsx");
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(t->sections()[o->section].id, "alpha");
  EXPECT_EQ(o->variant, -1);
}

// Copies share FromData's keys, so a copy outlives the table it came from.
// The keys as the header of section_table.cc describes them, built the plain way: words are
// split first, then `and` and a leading enumerator dropped, a plural `s` dropped, and the
// folded key made from the kept words.
bool ReferenceKeys(std::string_view title, std::string* words, std::string* folded) {
  words->clear();
  folded->clear();
  if (title.size() > 96) {
    return false;
  }
  const auto word_byte = [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           static_cast<unsigned char>(c) >= 0x80;
  };
  // The words with the byte after each.
  std::vector<std::pair<std::string, char>> split;
  std::string word;
  for (size_t i = 0; i <= title.size(); ++i) {
    const char c = i < title.size() ? title[i] : '\0';
    const bool joined = (c == '|' || c == '!' || c == '\'') && !word.empty() &&
                        i + 1 < title.size() && word_byte(title[i + 1]);
    if (i < title.size() && (word_byte(c) || joined)) {
      if (c != '\'') {
        word += (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
      }
      continue;
    }
    if (!word.empty()) {
      split.emplace_back(word, c);
      word.clear();
    }
  }
  const auto enumerator = [](const std::string& w) {
    return (w.size() <= 2 && w.find_first_not_of("0123456789") == std::string::npos) ||
           (w.size() <= 4 && w.find_first_not_of("ivx") == std::string::npos);
  };
  std::vector<std::string> kept;
  for (size_t k = 0; k < split.size(); ++k) {
    const auto& [w, after] = split[k];
    if (w == "and") {
      continue;
    }
    if (k == 0 && (after == '.' || after == ')') && enumerator(w) && split.size() > 1) {
      continue;
    }
    kept.push_back(w);
  }
  for (const std::string& w : kept) {
    std::string singular = w;
    if (w.size() >= 4 && w.back() == 's' && w[w.size() - 2] != 's') {
      singular.pop_back();
    }
    *words += (words->empty() ? "" : " ") + singular;
    for (char c : w) {
      const char f = c == '1' || c == 'i' || c == '|' || c == '!' ? 'l'
                     : c == '0'                                   ? 'o'
                     : c == '5' || c == '$'                       ? 's'
                                                                  : c;
      const char prev = folded->empty() ? '\0' : folded->back();
      if (prev == 'r' && f == 'n') {
        folded->back() = 'm';
      } else if (prev == 'v' && f == 'v') {
        folded->back() = 'w';
      } else if (prev == 'c' && f == 'l') {
        folded->back() = 'd';
      } else {
        *folded += f;
      }
    }
  }
  if (folded->empty()) {
    words->clear();
  }
  return !folded->empty();
}

TEST(SectionTableTest, KeysAgreeWithTheReferenceOnGeneratedTitles) {
  // Fictional pieces: words, enumerators, `and`, OCR confusions, separators, UTF-8.
  const std::string_view pieces[] = {
      "Research", "PUBL",  "cations",  "and", "And", "II", "iv", "3",      "12",
      "2019",     ".",     ")",        "|",   "!",   "'",  " ",  "\t",     "  ",
      "rn",       "vv",    "cl",       "i",   "1",   "0",  "5",  "$",      "s",
      "ss",       "Talks", "\xC3\xA9", "-",   ",",   "&",  ":",  "Awards", "x"};
  TitleDraw next(2024);
  std::string words;
  std::string folded;
  std::string want_words;
  std::string want_folded;
  for (int k = 0; k < 30000; ++k) {
    std::string title;
    const uint64_t count = next(k % 10 == 0 ? 60 : 8);
    for (uint64_t p = 0; p < count; ++p) {
      title += pieces[next(std::size(pieces))];
    }
    const bool ok = internal::SectionTitleKeys(title, &words, &folded);
    const bool want = ReferenceKeys(title, &want_words, &want_folded);
    ASSERT_EQ(ok, want) << "title: " << title;
    EXPECT_EQ(words, want_words) << "title: " << title;
    EXPECT_EQ(folded, want_folded) << "title: " << title;
  }
  EXPECT_TRUE(internal::SectionTitleKeys(std::string(96, 'a'), &words, &folded));
  EXPECT_EQ(folded.size(), 96u);
  EXPECT_FALSE(internal::SectionTitleKeys(std::string(97, 'a'), &words, &folded));
  EXPECT_FALSE(internal::SectionTitleKeys(" - : ", &words, &folded));
}

// Match as the header of section_table.cc describes it, by brute force over every title in
// table order: a words-key hit, else a folded-key hit, else the nearest title within its
// budget (1 edit from 8 folded letters, 2 from 14), none when two sections are equally near.
std::optional<SectionMatch> ReferenceMatch(const SectionTable& table, std::string_view title) {
  std::string words;
  std::string folded;
  if (!ReferenceKeys(title, &words, &folded)) {
    return std::nullopt;
  }
  struct Title {
    std::string words;
    std::string folded;
    SectionMatch match;
  };
  std::vector<Title> titles;
  for (uint32_t s = 0; s < table.sections().size(); ++s) {
    const SectionRecord& record = table.sections()[s];
    for (int32_t v = -1; v < static_cast<int32_t>(record.variants.size()); ++v) {
      Title t;
      ReferenceKeys(v < 0 ? record.name : record.variants[v], &t.words, &t.folded);
      t.match = SectionMatch{s, false, v};
      titles.push_back(t);
    }
  }
  for (const Title& t : titles) {
    if (t.words == words) {
      return SectionMatch{t.match.section, true, t.match.variant};
    }
  }
  for (const Title& t : titles) {
    if (t.folded == folded) {
      return t.match;
    }
  }
  std::optional<SectionMatch> best;
  size_t best_distance = SIZE_MAX;
  bool tie = false;
  for (const Title& t : titles) {
    const size_t budget = t.folded.size() >= 14 ? 2 : t.folded.size() >= 8 ? 1 : 0;
    const size_t d = EditDistance(folded, t.folded);
    if (d > budget || d > best_distance) {
      continue;
    }
    if (d < best_distance) {
      best_distance = d;
      best = t.match;
      tie = false;
    } else if (t.match.section != best->section) {
      tie = true;
    }
  }
  return tie ? std::nullopt : best;
}

// Match and the brute-force reference agree on `title`.
void ExpectMatchesTheReference(const SectionTable& table, const std::string& title) {
  const std::optional<SectionMatch> got = table.Match(title);
  const std::optional<SectionMatch> want = ReferenceMatch(table, title);
  ASSERT_EQ(got.has_value(), want.has_value()) << "title: " << title;
  if (got) {
    EXPECT_EQ(got->section, want->section) << "title: " << title;
    EXPECT_EQ(got->exact, want->exact) << "title: " << title;
    EXPECT_EQ(got->variant, want->variant) << "title: " << title;
  }
}

TEST(SectionTableTest, MatchAgreesWithTheReferenceOnDamagedTitles) {
  const SectionTable table = Table();
  const std::vector<std::string> titles = EveryTableTitle(table);
  // Edits with the bytes OCR confuses and the ones that split words.
  const std::string_view bytes = "aeilnorstucdmvw1|05 \t.:";
  TitleDraw next(77);
  for (int k = 0; k < 20000; ++k) {
    std::string title = titles[next(titles.size())];
    const uint64_t edits = next(5);
    for (uint64_t e = 0; e < edits && !title.empty(); ++e) {
      const size_t at = next(title.size());
      const char c = bytes[next(bytes.size())];
      switch (next(4)) {
        case 0:
          title.insert(at, 1, c);
          break;
        case 1:
          title.erase(at, 1);
          break;
        case 2:
          title[at] = c;
          break;
        default:
          title[at] =
              static_cast<char>(title[at] >= 'a' && title[at] <= 'z' ? title[at] - 32 : title[at]);
          break;
      }
    }
    ExpectMatchesTheReference(table, title);
  }
}

// Match stops reading a title once its keys are longer than every title's: titles around and
// past that length, padded with `and`s (which add nothing to the keys), spaced letters and
// other words, match as the brute-force reference says.
TEST(SectionTableTest, LongTitlesAgreeWithTheReference) {
  const SectionTable table = Table();
  const std::vector<std::string> titles = EveryTableTitle(table);
  const std::string_view pads[] = {"and", "And", " ",  "  ", "&",  ",",           ".", "s",
                                   "x",   "Lab", "rn", "II", "3.", "Extra Words", "\t"};
  TitleDraw next(4242);
  for (int k = 0; k < 20000; ++k) {
    std::string title;
    const uint64_t parts = 1 + next(4);
    for (uint64_t p = 0; p < parts; ++p) {
      const uint64_t pad_count = next(6);
      for (uint64_t q = 0; q < pad_count; ++q) {
        title += std::string(pads[next(std::size(pads))]) + " ";
      }
      std::string piece = titles[next(titles.size())];
      if (next(4) == 0) {  // spaced letters
        std::string spaced;
        for (const char c : piece) {
          spaced += std::string(1, c) + " ";
        }
        piece = spaced;
      }
      title += piece + " ";
    }
    ExpectMatchesTheReference(table, title);
  }
  // `and`s between the words of a title add nothing to its keys.
  EXPECT_EQ(M(table, "Research and and and and and and and and and and and and Experience"),
            std::make_pair(std::string("research-experience"), true));
  // Two letters past a title of 18 folded letters (its budget) and three: near, then too far.
  EXPECT_EQ(M(table, "Research Experiencexx"),
            std::make_pair(std::string("research-experience"), false));
  EXPECT_EQ(M(table, "Research Experiencexxx"), std::make_pair(std::string(""), false));
}

// Match rules a title out before the distance when one side holds more of some letters than
// the other can reach in its budget (a letter doubled or dropped counts, even where both have
// it). Titles with letters repeated, doubled, dropped or swapped for a letter already in them,
// and with digits (which share mask bits with letters), match as the brute-force reference
// says, near the budget and past it.
TEST(SectionTableTest, RepeatedLettersAgreeWithTheReference) {
  const SectionTable table = Table();
  const std::vector<std::string> titles = EveryTableTitle(table);
  TitleDraw next(9001);
  for (int k = 0; k < 20000; ++k) {
    std::string title = titles[next(titles.size())];
    const uint64_t edits = 1 + next(3);
    for (uint64_t e = 0; e < edits && title.size() > 1; ++e) {
      const size_t at = next(title.size());
      switch (next(4)) {
        case 0:  // a letter doubled
          title.insert(at, 1, title[at]);
          break;
        case 1:  // a letter dropped
          title.erase(at, 1);
          break;
        case 2:  // a letter swapped for another of the title
          title[at] = title[next(title.size())];
          break;
        default:  // a digit or letter of the same mask bit
          title[at] = "0123456789pqrstuvwxy"[next(20)];
          break;
      }
    }
    ExpectMatchesTheReference(table, title);
  }
  // One doubled letter and one dropped: within the budget of 14 folded letters or more, not of
  // fewer.
  EXPECT_EQ(M(table, "Publicattions"), std::make_pair(std::string("publications"), false));
  EXPECT_EQ(M(table, "Researrch Experince"),
            std::make_pair(std::string("research-experience"), false));
  EXPECT_EQ(M(table, "Researrrch Experince"), std::make_pair(std::string(""), false));
}

// The loop-free mask bound against counting the letters each side lacks, over masks that
// differ in few bits (the cases near the budget) and in many.
TEST(SectionTableTest, LettersWithinCountsTheLettersEachSideLacks) {
  uint64_t state = 0x9E3779B97F4A7C15ull;
  const auto next = [&] {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  for (int round = 0; round < 20000; ++round) {
    const uint64_t a = next() & next();
    uint64_t b = a;
    for (uint64_t flips = next() % 6; flips > 0; --flips) {
      b ^= uint64_t{1} << (next() % 64);
    }
    if (round % 4 == 0) {
      b = next();
    }
    for (size_t budget = 0; budget <= 2; ++budget) {
      const bool want = static_cast<size_t>(std::popcount(a & ~b)) <= budget &&
                        static_cast<size_t>(std::popcount(b & ~a)) <= budget;
      EXPECT_EQ(internal::LettersWithin(a, b, budget), want) << a << " " << b << " " << budget;
    }
  }
  EXPECT_TRUE(internal::LettersWithin(0, 0, 0));
  EXPECT_TRUE(internal::LettersWithin(0b11, 0b110, 1));
  EXPECT_FALSE(internal::LettersWithin(0b111, 0, 2));
  EXPECT_TRUE(internal::LettersWithin(0b11, 0, 2));
  EXPECT_TRUE(internal::LettersWithin(~uint64_t{0}, ~uint64_t{0} << 2, 2));
  EXPECT_FALSE(internal::LettersWithin(~uint64_t{0}, ~uint64_t{0} << 3, 2));
}

TEST(SectionTableTest, CopiesOutliveTheOriginal) {
  std::optional<SectionTable> original = Table();
  const SectionTable copy = *original;
  original.reset();
  EXPECT_EQ(M(copy, "PUBLlCATIONS"), std::make_pair(std::string("publications"), false));
  EXPECT_EQ(M(copy, "Education"), std::make_pair(std::string("education"), true));
  // The records are views into the table's own storage, not into the data file it was read
  // from (gone since Table() returned) or into the original.
  const SectionRecord& publications = copy.sections()[2];
  EXPECT_EQ(publications.id, "publications");
  EXPECT_EQ(publications.name, "Publications");
  EXPECT_TRUE(std::ranges::equal(publications.variants,
                                 std::vector<std::string_view>{"Selected Publications", "Papers"}));
  EXPECT_TRUE(copy.sections()[7].variants.empty());
  EXPECT_EQ(copy.Title(SectionMatch{3, false, 1}), "Awards");
}

}  // namespace
}  // namespace cvtidy
