// The document model: lines, a section tree, entries and typed spans, built once per parse
// and referring to the Source by ByteRange.
//
//   Document doc = Parse(source);
//   for (const Section& s : doc.sections()) ...          // in document order, root first
//   for (const DateSpan& d : doc.dates()) ...             // in document order
//   const Line& line = doc.lines()[d.line];
//
// Indices are 0-based positions in the vectors below; Document line i is Source line i + 1.
#ifndef CVTIDY_SRC_MODEL_DOCUMENT_H_
#define CVTIDY_SRC_MODEL_DOCUMENT_H_

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "src/model/document_words.h"
#include "src/model/layout.h"
#include "src/model/logical_text.h"
#include "src/model/numbers.h"
#include "src/model/spans.h"
#include "src/source/source.h"

namespace cvtidy {

inline constexpr uint32_t kNoIndex = UINT32_MAX;

enum class LineKind : uint8_t {
  kBlank,
  kHeading,        // see HeadingStyle
  kListItem,       // `- x`, `* x`, `+ x`, `• x`, `1. x`, `[C3] x`
  kTableRow,       // a flattened table row: cells separated by tabs
  kText,           // anything else: paragraph text, continuation lines
  kThematicBreak,  // `---`, `***`, `___`
  kComment,        // a line that is only an HTML comment (suppression directives live here),
                   // or a line of a longer comment (MarkupKind::kComment)
  kMarkup,         // page markup, not CV text: see Line::markup
};

// Why a line is kMarkup or kComment (src/parse/markup_regions.h): the structure of a Markdown
// site page that renders as no text of the CV. Prose rules skip these lines.
enum class MarkupKind : uint8_t {
  kNone,
  kFrontMatter,      // YAML `---`/TOML `+++` block at the top, a Pelican `Title:` header
  kComment,          // inside `<!-- ... -->`, a `[//]: # (...)` line, `{% comment %}` block
  kTemplate,         // Liquid/Hugo tags alone on a line: `{% include x %}`, `{{< ref >}}`
  kHtmlBlock,        // a raw HTML block: `<div class="pub"> ... </div>`, `<ul><li>...`
  kCodeBlock,        // a fenced code block
  kAttributeList,    // kramdown `{: .class}`, a reference link definition `[id]: url`
  kSetextUnderline,  // the `===`/`---` under a setext heading
};

// What kind of text the input is, decided from its content (src/parse/markup_regions.h).
// Markup an author wrote on purpose is not converter residue, so `ocr/*` repairs apply only
// to converter output and plain (OCR) text.
enum class InputKind : uint8_t {
  kAuthoredMarkdown,   // a Markdown page written by hand: front matter, links, inline HTML
  kConverterMarkdown,  // PDF-to-Markdown converter output
  kPlainText,          // OCR or other plain text
};

// "authored-markdown", "converter-markdown", "plain-text".
std::string_view InputKindName(InputKind kind);

enum class HeadingStyle : uint8_t {
  kNone,
  kAtx,         // `## Title`
  kBold,        // `**Title**` alone on a line
  kAllCaps,     // `EDUCATION`, `AWARDS & HONORS`
  kRuleSuffix,  // `Education \_\_\_\_`, `Publications —`: a title carrying rule residue
  kTitleLine,   // plain text: a line alone that names a known section (`Research Interests`)
  kBroken,      // a known section title damaged by the converter: split inside words
                // (`Rese<TAB>arch<TAB>Interests`), OCR letter confusions; see ocr/broken-heading
  kSetext,      // a title line over `===` (level 1) or `---` (level 2)
  kHtml,        // `<h2 class="x">Title</h2>` alone on a line
};

enum class ListMarker : uint8_t {
  kNone,
  kDash,    // -
  kStar,    // *
  kPlus,    // +
  kBullet,  // • or another bullet glyph
  kNumber,  // 1.  1)
  kLabel,   // [C3]  [J1]  [P2]
};

struct Line {
  ByteRange range;    // the line without its terminator
  ByteRange content;  // inside the markers (`#`s, bullet, number, bold of a bold heading), trimmed
  LineKind kind = LineKind::kBlank;
  HeadingStyle heading_style = HeadingStyle::kNone;
  uint8_t level = 0;   // heading level, 1 (top) to 6; 0 for non-headings
  uint8_t indent = 0;  // leading spaces (a tab counts 4), capped at 255
  ListMarker marker = ListMarker::kNone;
  ByteRange marker_range;  // the marker itself (`-`, `1.`, `[C3]`), empty if none
  // A second marker right after the first, as converters write numbered or labelled items
  // inside a bullet list: `- 1. x`, `- [C3] x`, ` - * x`. kNone and empty if none.
  ListMarker inner_marker = ListMarker::kNone;
  ByteRange inner_marker_range;
  uint32_t section = 0;                   // the innermost section holding the line
  uint32_t entry = kNoIndex;              // the entry holding the line, if any
  MarkupKind markup = MarkupKind::kNone;  // for kMarkup and multi-line kComment lines

  // True for lines that carry CV text: not blank, not a comment, not page markup.
  bool HasText() const {
    return kind != LineKind::kBlank && kind != LineKind::kComment && kind != LineKind::kMarkup;
  }
};

// What one entry is (src/parse/entry_kinds.h): from its section's role, and from its own
// words where the section does not say (a committee seat under `Experience`, a paper on a page
// without headings).
enum class EntryKind : uint8_t {
  kOther,     // nothing more specific: a header line, a skill, a project, a summary
  kCitation,  // a publication: an entry of a publications section, or one with an author list
              // that names a venue or quotes a title
  kService,   // a committee seat, a chair, reviewing, organising, an editorial board
  kAward,     // an award, honour, grant, fellowship or scholarship
  kTalk,      // a talk, presentation, keynote or seminar
  kCourse,    // a course taught or taken, teaching assistance, mentoring
  kPosition,  // a job, an appointment or a degree: education and experience entries
  kNews,      // a news item with its own leading date: `**Mar 2024** Paper accepted at X`
};

// "other", "citation", "service", "award", "talk", "course", "position", "news".
std::string_view EntryKindName(EntryKind kind);

// True for entries whose dates may run a year ahead of today or of the entry's own date:
// committees serve next year's venue, talks and news are announced ahead, an accepted paper
// names next year's conference.
inline bool RunsAYearAhead(EntryKind kind) {
  return kind == EntryKind::kService || kind == EntryKind::kCitation || kind == EntryKind::kTalk ||
         kind == EntryKind::kNews;
}

// An item of a section: a list item with its continuation lines, a paragraph, or a table row.
struct Entry {
  ByteRange range;  // from the start of the first line to the end of the last
  uint32_t section = 0;
  uint32_t first_line = 0;  // inclusive
  uint32_t last_line = 0;   // inclusive
  uint32_t first_date = 0;  // [first_date, end_date) into Document::dates()
  uint32_t end_date = 0;
  uint32_t first_venue = 0;  // [first_venue, end_venue) into Document::venues()
  uint32_t end_venue = 0;
  EntryKind kind = EntryKind::kOther;
  // The entry opens with a date of its own (`2024: ...`, `**Mar 2024** ...`, `[05/2023] ...`):
  // index into Document::dates(); kNoIndex when it does not.
  uint32_t leading_date = kNoIndex;
  // The list the entry is an item of (index into Document::lists()); kNoIndex for an entry
  // that is no list item.
  uint32_t list = kNoIndex;
};

// One list as a reader sees it: consecutive list items of one section, until the numbering
// restarts (`1.`..`3.` then `1.`..`2.` under an unrecognised sub-heading are two lists, as
// are `[3]`..`[1]` then `[2]`..`[1]`). Markers may differ within a list (ocr/bullet-noise
// reports that).
struct ListRun {
  uint32_t first_entry = 0;  // [first_entry, end_entry) into Document::entries()
  uint32_t end_entry = 0;
};

// What a section holds, from its title (the section table's id, else words of the title such
// as `paper` or `committee`), else its parent's role: `### 2023` under `## Publications`
// holds publications. Computed once by the parser (src/parse/section_roles.h).
enum class SectionRole : uint8_t {
  kNone,
  kContact,
  kSummary,  // summary, profile, research interests
  kEducation,
  kExperience,    // positions, employment, research experience
  kPublications,  // papers, preprints, patents, books
  kAwards,        // awards, honors, grants, fellowships
  kTeaching,      // teaching, courses, mentoring
  kService,       // program committees, reviewing, organising
  kTalks,         // talks, presentations, seminars
  kSkills,        // skills, languages, certifications
  kProjects,
  kNews,   // dated news items
  kOther,  // a known section of another kind (references, memberships, ...)
};

// A heading and what follows it up to the next heading of the same or a higher level.
// Section 0 is the root: the preamble before the first heading, level 0, no heading line.
struct Section {
  uint32_t heading_line = kNoIndex;  // index of the heading line; kNoIndex for the root
  ByteRange title;                   // the heading's text without markers and residue
  uint8_t level = 0;
  uint32_t parent = kNoIndex;  // kNoIndex for the root
  uint32_t first_line = 0;     // the heading line (root: 0)
  uint32_t end_line = 0;       // exclusive: includes subsections' lines
  uint32_t first_entry = 0;    // [first_entry, end_entry): entries directly in this section
  uint32_t end_entry = 0;
  // The known section the title names (index into SectionTable::sections(), see
  // src/data/section_table.h); kNoIndex when the title is not a known section name.
  uint32_t known = kNoIndex;
  // Heading repair, read by ocr/broken-heading. When `known` is set: the title is a damaged
  // spelling of a known title (it needed OCR tolerance, or tabs split it:
  // `Rese<TAB>arch<TAB>Interests`, `PUBLlCATIONS`), and `known_variant` is the title of that
  // section it matched (-1 the canonical name, else an index into SectionRecord::variants),
  // the form a damaged title is rebuilt from.
  bool title_damaged = false;
  int32_t known_variant = -1;
  // True when the heading line, without its markers, would still be read as a plain-text
  // title: it stands alone (after a blank line, a heading, a break or the start) and is shaped
  // like one (short, capitalised, no sentence punctuation at its end).
  bool reads_as_plain_title = false;
  SectionRole role = SectionRole::kNone;
  // The year of a year heading (`### 2023`), its own or its nearest ancestor's; 0 when none.
  // Entries under it happened that year even when they do not say so.
  int16_t year = 0;
};

// An inline suppression comment:
//   <!-- cvtidy-disable-next-line date/future -->
//   <!-- cvtidy-disable ocr/* --> ... <!-- cvtidy-enable -->
struct Directive {
  enum class Kind : uint8_t { kDisableNextLine, kDisable, kEnable };
  Kind kind = Kind::kDisable;
  uint32_t line = 0;                       // the comment's line
  ByteRange range;                         // the comment
  std::vector<std::string_view> patterns;  // rule ids or globs; empty means every rule
};

class VenueTable;
class SectionTable;
class Vocabulary;

class Document {
 public:
  Document() = default;
  explicit Document(const Source& source) : source_(&source) {}

  const Source& source() const { return *source_; }
  std::string_view Text(ByteRange r) const { return source_->Text(r); }

  std::span<const Line> lines() const { return lines_; }
  std::span<const Section> sections() const { return sections_; }
  std::span<const Entry> entries() const { return entries_; }
  std::span<const ListRun> lists() const { return lists_; }
  std::span<const DateSpan> dates() const { return dates_; }
  std::span<const Directive> directives() const { return directives_; }
  std::span<const VenueMention> venues() const { return venues_; }
  // The table venue mentions index into; null when venues were not extracted.
  const VenueTable* venue_table() const { return venue_table_; }
  // The table Section::known indexes into; null when headings were not matched against one.
  const SectionTable* section_table() const { return section_table_; }
  // The OCR vocabulary (known words, confusable pairs) rules judge words against; null when
  // none was given, and then no word is judged.
  const Vocabulary* vocabulary() const { return vocabulary_; }
  std::span<const AuthorList> author_lists() const { return author_lists_; }
  std::span<const PersonName> names() const { return names_; }  // in document order
  // The comparable form of each name (MakeNameKey), parallel to names().
  std::span<const NameKey> name_keys() const { return name_keys_; }
  std::span<const TitleSpan> titles() const { return titles_; }
  // Every entry's text with its wrapped lines joined, mapped back to the source
  // (src/model/logical_text.h): `logical_text().EntryText(e)` is entry e as a reader sees it.
  const LogicalText& logical_text() const { return logical_text_; }
  std::span<const ContactField> contacts() const { return contacts_; }
  // How the printed page was laid out, as plain text shows it (src/model/layout.h): dates
  // torn from their entries by a right-aligned layout, columns read across.
  const PageLayout& layout() const { return layout_; }
  // The document's words and their counts (src/model/document_words.h), the lexicon the OCR
  // correction layer trusts most; counted only for converter Markdown and plain text (empty
  // for an authored page, where no word is corrected).
  const DocumentWords& words() const { return words_; }
  // The classified numbers (src/model/numbers.h), in document order.
  std::span<const NumberSpan> numbers() const { return numbers_; }
  // The role of the number overlapping `range` (the first one), or NumberRole::kNone.
  NumberRole NumberRoleAt(ByteRange range) const {
    // Number spans do not overlap and come in document order, so their ends ascend.
    auto it = std::partition_point(numbers_.begin(), numbers_.end(),
                                   [&](const NumberSpan& n) { return n.range.end <= range.begin; });
    return it != numbers_.end() && it->range.Overlaps(range) ? it->role : NumberRole::kNone;
  }
  // The CV owner's name as written in the header; empty when none was found
  // (structure/missing-name). `[style] owner` in cvtidy.toml takes precedence in rules.
  ByteRange owner_name() const { return owner_name_; }
  // What kind of text this is (authored Markdown, converter Markdown, plain text).
  InputKind input_kind() const { return input_kind_; }
  // True when the page starts with front matter (a site page: its layout shows the owner).
  bool has_front_matter() const { return has_front_matter_; }
  // True when the document is a whole CV (it has an education or experience section), not one
  // page of one such as a publication list.
  bool is_whole_cv() const { return is_whole_cv_; }
  // True when section `s` holds publications (its role, see SectionRole).
  bool IsPublicationSection(uint32_t s) const {
    return sections_[s].role == SectionRole::kPublications;
  }

  // Convenience views.
  std::span<const DateSpan> DatesOf(const Entry& e) const {
    return std::span<const DateSpan>(dates_).subspan(e.first_date, e.end_date - e.first_date);
  }
  // The dates whose span starts on line `line`, in order; indexed once by the parser
  // (IndexDatesByLine), as dates() is in document order.
  std::span<const DateSpan> DatesOnLine(uint32_t line) const {
    return std::span<const DateSpan>(dates_).subspan(
        line_first_date_[line], line_first_date_[line + 1] - line_first_date_[line]);
  }
  std::span<const VenueMention> VenuesOf(const Entry& e) const {
    return std::span<const VenueMention>(venues_).subspan(e.first_venue,
                                                          e.end_venue - e.first_venue);
  }
  // The venue mention whose year overlaps `range` (a date's year digits: the `'15` of
  // `INFOCOM '15`), or null. A venue's year belongs to the venue rules.
  const VenueMention* VenueYearAt(ByteRange range) const {
    // Mentions do not overlap and come in document order, so their ends ascend.
    auto it = std::partition_point(venues_.begin(), venues_.end(), [&](const VenueMention& v) {
      return v.range.end <= range.begin;
    });
    for (; it != venues_.end() && it->range.begin < range.end; ++it) {
      if (!it->year_range.empty() && it->year_range.Overlaps(range)) {
        return &*it;
      }
    }
    return nullptr;
  }
  std::span<const PersonName> NamesOf(const AuthorList& list) const {
    return std::span<const PersonName>(names_).subspan(list.first_name,
                                                       list.end_name - list.first_name);
  }
  std::span<const Entry> EntriesOf(const Section& s) const {
    return std::span<const Entry>(entries_).subspan(s.first_entry, s.end_entry - s.first_entry);
  }
  std::string_view LineText(uint32_t line) const { return Text(lines_[line].range); }
  // Sets `marked[l]` (sized to lines()) for each line l that holds a position `find` returns.
  // `find(text, from)` gives the first hit at or after `from` in the whole source text, or
  // any position at or past its end when there is none. One search of the whole text instead
  // of one per line (most lines hold no hit); a hit's line is found by a cursor that only moves
  // forward, and the search resumes past that line, so every step advances.
  template <typename Find>
  void MarkLinesWithHits(const Find& find, std::vector<uint8_t>& marked) const {
    const std::string_view text = source_->text();
    size_t l = 0;
    for (size_t hit = find(text, 0); hit < text.size();) {
      while (l < lines_.size() && lines_[l].range.end <= hit) {
        ++l;
      }
      if (l == lines_.size()) {
        return;
      }
      if (hit < lines_[l].range.begin) {  // between lines
        hit = find(text, lines_[l].range.begin);
        continue;
      }
      marked[l] = 1;
      hit = find(text, lines_[l].range.end);
    }
  }
  // True when `r` holds a line break: a span read across a wrapped line (a date range of a
  // logical entry). A fix that rewrites such a span would join the lines, so rules give none.
  bool CrossesLineBreak(ByteRange r) const { return Text(r).find('\n') != std::string_view::npos; }
  // The text of `r` as a reader sees it: each line break, with the blanks around it, read as
  // one space (for messages about a span that crosses a line break).
  std::string OneLineText(ByteRange r) const;
  std::string_view Title(const Section& s) const { return Text(s.title); }

  // Mutable access for the parser, which builds the model.
  std::vector<Line>& mutable_lines() { return lines_; }
  std::vector<Section>& mutable_sections() { return sections_; }
  std::vector<Entry>& mutable_entries() { return entries_; }
  std::vector<ListRun>& mutable_lists() { return lists_; }
  std::vector<DateSpan>& mutable_dates() { return dates_; }
  // Indexes dates() by line for DatesOnLine, once lines() and dates() are final.
  void IndexDatesByLine();
  std::vector<Directive>& mutable_directives() { return directives_; }
  std::vector<VenueMention>& mutable_venues() { return venues_; }
  void set_venue_table(const VenueTable* table) { venue_table_ = table; }
  void set_section_table(const SectionTable* table) { section_table_ = table; }
  void set_vocabulary(const Vocabulary* vocabulary) { vocabulary_ = vocabulary; }
  std::vector<AuthorList>& mutable_author_lists() { return author_lists_; }
  std::vector<PersonName>& mutable_names() { return names_; }
  std::vector<NameKey>& mutable_name_keys() { return name_keys_; }
  std::vector<TitleSpan>& mutable_titles() { return titles_; }
  LogicalText& mutable_logical_text() { return logical_text_; }
  std::vector<ContactField>& mutable_contacts() { return contacts_; }
  PageLayout& mutable_layout() { return layout_; }
  std::vector<NumberSpan>& mutable_numbers() { return numbers_; }
  DocumentWords& mutable_words() { return words_; }
  void set_owner_name(ByteRange range) { owner_name_ = range; }
  void set_input_kind(InputKind kind) { input_kind_ = kind; }
  void set_has_front_matter(bool value) { has_front_matter_ = value; }
  void set_is_whole_cv(bool value) { is_whole_cv_ = value; }

 private:
  const Source* source_ = nullptr;
  std::vector<Line> lines_;
  std::vector<Section> sections_;
  std::vector<Entry> entries_;
  std::vector<ListRun> lists_;
  std::vector<DateSpan> dates_;
  // line_first_date_[l]: the first of dates_ on line l or after it; one more for the end.
  std::vector<uint32_t> line_first_date_;
  std::vector<Directive> directives_;
  std::vector<VenueMention> venues_;
  const VenueTable* venue_table_ = nullptr;
  const SectionTable* section_table_ = nullptr;
  const Vocabulary* vocabulary_ = nullptr;
  std::vector<AuthorList> author_lists_;
  std::vector<PersonName> names_;
  std::vector<NameKey> name_keys_;
  std::vector<TitleSpan> titles_;
  LogicalText logical_text_;
  std::vector<ContactField> contacts_;
  PageLayout layout_;
  std::vector<NumberSpan> numbers_;
  DocumentWords words_;
  ByteRange owner_name_;
  InputKind input_kind_ = InputKind::kConverterMarkdown;
  bool has_front_matter_ = false;
  bool is_whole_cv_ = false;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_MODEL_DOCUMENT_H_
