// One pass over the lines: classify each (markdown_lines.h), then place it in the section
// tree and in an entry, and run the line extractors on it. Venues are read afterwards, over
// each entry's logical text (src/model/logical_text.h).
//
// Sections: a heading closes the open sections of its level or deeper and opens one below the
// nearest shallower open section. ATX levels are the `#` count; all-caps and rule-suffix
// headings are section level (2); a bold heading sits one below the nearest preceding
// non-bold heading (3 when there is none), at most 6.
//
// Known sections (ParseOptions::sections): every heading's title is matched against the
// section table (Section::known). A heading whose title needed OCR tolerance becomes
// HeadingStyle::kBroken. In plain text, a short line standing alone (after a blank line, a
// heading or the start) that names a known section is a section-level heading: kTitleLine
// when written as a title (`Research Interests`), kBroken when damaged (`Rese<TAB>arch<TAB>
// Interests`, `Teachlng`). A tab-split line becomes a heading only when the table matches it,
// so real tab-flattened rows stay rows. In plain text, one unknown word in capitals (`PDF`) is
// text, not a heading.
//
// OCR bullets: `•` misread as `¢`, `«`, `©` or `e`, followed by a space at the start of a
// line, is a bullet item when it directly continues a list item or the next non-blank line
// is a list item (`© 2024 Example Press` alone stays text).
//
// Entries: a list item opens one; a non-blank text line joins it, as does a nested list item
// (deeper indent than the item that opened it). After a blank line only an indented line
// (deeper than that item) still joins. Consecutive text lines outside list entries form a
// paragraph entry, which a blank line ends (not when, in plain text, the next line starts with
// a lower-case word, or, in plain text or converter output, with a parenthesis on a word: OCR
// and PDF text put blank lines inside entries; see ContinuesAfterBlank). A table
// row is an entry on its own. Headings and thematic breaks end the open entry; blank lines and
// comments are never in an entry, and a comment does not end one (so adding a suppression
// comment does not change the structure).
#include "src/parse/parse.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "src/base/strings.h"
#include "src/extract/contacts.h"
#include "src/extract/dates.h"
#include "src/extract/names.h"
#include "src/extract/numbers.h"
#include "src/extract/titles.h"
#include "src/extract/venues.h"
#include "src/parse/directives.h"
#include "src/parse/entry_kinds.h"
#include "src/parse/entry_memo.h"
#include "src/parse/layout.h"
#include "src/parse/markdown_lines.h"
#include "src/parse/markup_regions.h"
#include "src/parse/section_roles.h"

namespace cvtidy {
namespace {

constexpr uint8_t kSectionLevel = 2;
constexpr uint8_t kMaxHeadingLevel = 6;
// How far a misread bullet looks for the next item of its list, over its wrapped lines.
constexpr uint32_t kWrappedItemLines = 6;

// The key of a written name, made where it is converted to: emplace_back builds it straight
// into the vector's slot, so its four strings are not moved once more (a move copies a short
// string's bytes).
struct NameKeyOf {
  std::string_view written;
  explicit operator NameKey() const { return MakeNameKey(written); }
};

class Builder {
 public:
  Builder(Document& doc, const VenueTable* venue_table, const SectionTable* section_table,
          EntryFactsMemo* memo)
      : doc_(doc),
        lines_(doc.mutable_lines()),
        sections_(doc.mutable_sections()),
        entries_(doc.mutable_entries()),
        dates_(doc.mutable_dates()),
        venues_(doc.mutable_venues()),
        venue_table_(venue_table),
        section_table_(section_table),
        memo_(memo) {}

  void Run() {
    const Source& source = doc_.source();
    const uint32_t line_count = source.line_count();
    lines_.reserve(line_count);
    // A line opens at most one entry, and at most one section (a heading): the entries and
    // sections are placed once, never moved while they grow. The open sections are at most the
    // root and one per heading level.
    entries_.reserve(line_count);
    sections_.reserve(line_count + 1);
    open_.reserve(8);

    Section root;
    root.title = {0, 0};
    root.end_line = line_count;
    sections_.push_back(root);
    open_.push_back(0);

    const internal::MarkupRegions regions = internal::FindMarkupRegions(source);
    doc_.set_input_kind(regions.input_kind);
    plain_text_ = regions.input_kind == InputKind::kPlainText;
    authored_ = regions.input_kind == InputKind::kAuthoredMarkdown;
    doc_.set_has_front_matter(regions.has_front_matter);

    // Which lines may hold a contact field: a scan of the text that runs on over later lines.
    ContactLines contact_lines(source.text());
    for (uint32_t i = 0; i < line_count; ++i) {
      Line line = ClassifyInRegion(i, regions.lines[i]);
      // In a hand-written page, `**Title**` directly over more text is the first line of a
      // paragraph (a bold title over its authors and venue), not a heading.
      if (line.heading_style == HeadingStyle::kBold &&
          regions.input_kind == InputKind::kAuthoredMarkdown && i + 1 < line_count &&
          regions.lines[i + 1].kind == MarkupKind::kNone &&
          internal::ClassifyLine(source.text(), source.LineRange(i + 2)).kind == LineKind::kText) {
        line.kind = LineKind::kText;
        line.heading_style = HeadingStyle::kNone;
        line.content = internal::TrimRange(source.text(), line.range);
      }
      HeadingMatch heading;
      if (section_table_ != nullptr) {
        heading = RecogniseHeading(line);
      }
      ocr_sub_item_ = false;
      // Most text lines open with no bullet glyph: settled here, without a call.
      if (line.kind == LineKind::kText) {
        if (const uint32_t glyph = internal::OcrBulletLength(source.text(), line.content);
            glyph > 0) {
          RecogniseOcrBullet(i, glyph, line);
        }
      }
      Place(i, line);
      if (line.kind == LineKind::kHeading) {
        RecordHeadingFacts(line, heading, sections_[open_.back()]);
      }
      if (line.HasText() && line.kind != LineKind::kThematicBreak) {
        ExtractContacts(source.text(), line.range, i, contact_lines, doc_.mutable_contacts());
      }
      if (line.entry != kNoIndex) {
        Entry& entry = entries_[line.entry];
        entry.last_line = i;
        entry.range.end = line.range.end;
      }
      lines_.push_back(line);
      if (line.kind == LineKind::kTableRow) {
        CloseEntry();
      }
    }
    for (uint32_t s : open_) {
      sections_[s].end_line = line_count;
    }
    JoinEntries();
    if (memo_ != nullptr) {
      memo_->StartDocument();
      for (uint32_t e = 0; e < entries_.size(); ++e) {
        memo_->AddEntry(doc_.logical_text().EntryText(e));
      }
    }
    FindLists();
    ExtractNumbersAndDates();
    ExtractAllVenues();
    internal::AssignSectionRoles(doc_);
    internal::AssignEntryKinds(doc_);
    MarkVenueColumns();
    // The layout facts read the entries and dates above.
    doc_.mutable_layout() = internal::ComputePageLayout(doc_);
    // Whole-document extractors: they read the structure built above.
    // The owner first: the title extractor must not take the owner's bold name for a title.
    doc_.set_owner_name(FindOwnerName(doc_));
    ExtractTitles(doc_, doc_.mutable_titles());
    ExtractAuthorLists(doc_, doc_.mutable_author_lists(), doc_.mutable_names());
    std::vector<NameKey>& keys = doc_.mutable_name_keys();
    keys.reserve(doc_.names().size());
    for (const PersonName& name : doc_.names()) {
      keys.emplace_back(NameKeyOf{doc_.Text(name.range)});
    }
  }

 private:
  // Classifies line i, which the markup pre-pass placed in `markup`: page markup becomes a
  // kMarkup line (a kComment line inside a comment), a setext or HTML heading a heading; any
  // other line is classified on its own.
  Line ClassifyInRegion(uint32_t i, const internal::LineMarkup& markup) const {
    const Source& source = doc_.source();
    // One Line, built in place and returned as it is: a Line is copied for no line.
    Line line = markup.heading_level > 0
                    ? MarkupHeading(i, markup)
                    : internal::ClassifyLine(source.text(), markup.range, markup.content,
                                             markup.may_hold_tab);
    if (markup.heading_level == 0 && markup.kind != MarkupKind::kNone &&
        line.kind != LineKind::kBlank) {
      line.kind = markup.kind == MarkupKind::kComment ? LineKind::kComment : LineKind::kMarkup;
      line.markup = markup.kind;
      line.heading_style = HeadingStyle::kNone;
      line.level = 0;
      line.marker = ListMarker::kNone;
      line.marker_range = {};
      line.inner_marker = ListMarker::kNone;
      line.inner_marker_range = {};
    }
    return line;
  }

  // Line i as the setext or HTML heading `markup` makes it.
  Line MarkupHeading(uint32_t i, const internal::LineMarkup& markup) const {
    const Source& source = doc_.source();
    Line line;
    line.range = markup.range;
    line.kind = LineKind::kHeading;
    line.heading_style =
        markup.kind == MarkupKind::kHtmlBlock ? HeadingStyle::kHtml : HeadingStyle::kSetext;
    line.level = markup.heading_level;
    line.content = internal::CleanHeadingTitle(source.text(), markup.content);
    return line;
  }

  // Sets line.section, line.entry and a heading's level; updates sections and directives.
  void Place(uint32_t i, Line& line) {
    switch (line.kind) {
      case LineKind::kHeading:
        CloseEntry();
        OpenSection(i, line);
        break;
      case LineKind::kThematicBreak:
      case LineKind::kMarkup:
        CloseEntry();
        break;
      case LineKind::kBlank:
        // Plain text may continue a paragraph after a blank line (see ContinuesAfterBlank).
        if (entry_is_list_ || (entry_ != kNoIndex && !authored_)) {
          after_blank_ = true;
        } else {
          CloseEntry();
        }
        break;
      case LineKind::kComment:
        // Directives are one-line comments; a line inside a longer comment is only text.
        if (std::optional<Directive> d =
                line.markup == MarkupKind::kNone
                    ? internal::ParseDirective(doc_.source().Text(line.content))
                    : std::nullopt) {
          d->line = i;
          d->range = CommentRange(line);
          doc_.mutable_directives().push_back(std::move(*d));
        }
        break;
      case LineKind::kListItem:
        if (entry_ != kNoIndex && entry_is_list_ &&
            (line.indent > entry_indent_ || ocr_sub_item_)) {
          after_blank_ = false;
        } else {
          OpenEntry(i, line, /*is_list=*/true);
        }
        break;
      case LineKind::kText:
        if (entry_ != kNoIndex && !OpensWithOrphanColon(line) &&
            (!after_blank_ || (entry_is_list_ && line.indent > entry_indent_) ||
             ContinuesAfterBlank(line))) {
          after_blank_ = false;
        } else {
          OpenEntry(i, line, /*is_list=*/false);
        }
        break;
      case LineKind::kTableRow:
        OpenEntry(i, line, /*is_list=*/false);
        break;
    }
    line.section = open_.back();
    if (line.kind == LineKind::kListItem || line.kind == LineKind::kText ||
        line.kind == LineKind::kTableRow) {
      line.entry = entry_;
    }
  }

  // What the section table says about a heading line.
  struct HeadingMatch {
    uint32_t known = kNoIndex;  // the known section the line names
    // The table's match for the heading's final title (Line::content), from which a damaged
    // title is rebuilt; std::nullopt when the table matches none.
    std::optional<SectionMatch> title;
  };

  // Matches a heading's title, or a plain line that may be one, against the section table;
  // reclassifies the line as described at the top.
  HeadingMatch RecogniseHeading(Line& line) {
    const std::string_view text = doc_.source().text();
    if (line.kind == LineKind::kHeading) {
      const std::string_view title = text.substr(line.content.begin, line.content.size());
      const std::optional<SectionMatch> m = section_table_->Match(title);
      if (!m) {
        // In plain text one unknown word in capitals is an acronym or a link label the
        // page showed alone (`PDF`, `E-ELT` wrapped from the line above), not a title.
        if (line.heading_style == HeadingStyle::kAllCaps &&
            doc_.input_kind() == InputKind::kPlainText &&
            title.find(' ') == std::string_view::npos) {
          line.kind = LineKind::kText;
          line.heading_style = HeadingStyle::kNone;
          line.level = 0;
        }
        return {};
      }
      if (!m->exact && line.heading_style != HeadingStyle::kBold &&
          line.heading_style != HeadingStyle::kSetext &&
          line.heading_style != HeadingStyle::kHtml) {
        line.heading_style = HeadingStyle::kBroken;
      }
      return {m->section, m};
    }
    if ((line.kind != LineKind::kText && line.kind != LineKind::kTableRow) ||
        !internal::StandsAlone(lines_.empty() ? LineKind::kBlank : lines_.back().kind) ||
        !internal::MayBePlainTitle(text, line)) {
      return {};
    }
    const std::string_view title = text.substr(line.content.begin, line.content.size());
    const std::optional<SectionMatch> m = section_table_->Match(title);
    if (!m) {
      return {};
    }
    line.kind = LineKind::kHeading;
    line.level = kSectionLevel;
    line.heading_style = m->exact && title.find('\t') == std::string_view::npos
                             ? HeadingStyle::kTitleLine
                             : HeadingStyle::kBroken;
    const ByteRange matched = line.content;
    line.content = internal::CleanHeadingTitle(text, line.content);
    // The title lost decoration (`Education \_\_\_`, `Awards:`): the repair reads what is left.
    if (line.content == matched) {
      return {m->section, m};
    }
    return {m->section,
            section_table_->Match(text.substr(line.content.begin, line.content.size()))};
  }

  // Sets the known section of the section heading `line` opened, and the facts heading repair
  // reads (Section::title_damaged, known_variant, reads_as_plain_title).
  void RecordHeadingFacts(const Line& line, const HeadingMatch& heading, Section& section) const {
    section.known = heading.known;
    if (heading.known == kNoIndex) {
      return;
    }
    const std::string_view text = doc_.source().text();
    // A title that names another section once its decoration is gone is not repaired: which
    // one it means is unclear.
    if (heading.title && heading.title->section == heading.known) {
      section.title_damaged =
          !heading.title->exact ||
          text.substr(line.content.begin, line.content.size()).find('\t') != std::string_view::npos;
      section.known_variant = heading.title->variant;
    }
    // The line before is final: lines_ holds every line up to this one.
    section.reads_as_plain_title =
        internal::StandsAlone(lines_.empty() ? LineKind::kBlank : lines_.back().kind) &&
        internal::MayBePlainTitle(text, line);
  }

  // `© 2024 Ada Quill`: a copyright notice, not a misread bullet.
  bool CopyrightNotice(const Line& line) const {
    const std::string_view content = doc_.Text(line.content);
    const size_t after = content.find_first_not_of(' ', 2);
    return content.starts_with("\u00A9") && after != std::string_view::npos &&
           IsAsciiDigit(content[after]);
  }

  // In plain text, a line opened by `: ` and a capital is an item whose leading date the page
  // printed at the right margin (`2020: Program chair, ...` read as `: Program chair, ... 2020`):
  // it starts an entry of its own. No sentence continues with a colon at the start of a line.
  bool OpensWithOrphanColon(const Line& line) const {
    if (!plain_text_) {
      return false;
    }
    const std::string_view t = doc_.Text(line.content);
    return t.size() >= 3 && t[0] == ':' && t[1] == ' ' && IsAsciiUpper(t[2]);
  }

  // Turns a text line starting with a misread bullet glyph (of `glyph` bytes, OcrBulletLength)
  // into a list item when it sits in a list: the open entry is a list item, or the next
  // non-blank line is one.
  void RecogniseOcrBullet(uint32_t i, uint32_t glyph, Line& line) {
    const std::string_view text = doc_.source().text();
    const std::string_view glyph_text = text.substr(line.content.begin, glyph);
    const Source& source = doc_.source();
    if (internal::IsOcrSubLevelForm(glyph_text)) {
      // `o` is how OCR reads `◦`, the second-level bullet (`eo`, `oe` a third-level `▪`): under
      // an item of another glyph it is a nested item of that item's entry, as an indented
      // Markdown sub-item is; it opens entries of its own only in a list of its own form. In
      // Markdown that nested item stays text of its parent, since only plain text flattens
      // the indent away.
      const bool under_other_item =
          entry_ != kNoIndex && entry_is_list_ &&
          doc_.Text(lines_[entries_[entry_].first_line].marker_range) != glyph_text;
      if (under_other_item) {
        if (!plain_text_ ||
            !internal::OpensItemText(text, line.content.begin + glyph, line.content.end)) {
          return;
        }
        ocr_sub_item_ = true;
      }
    }
    // After a blank line the list may have ended: only the next line can tell. Not for `¢`,
    // `«` or `©`, which never start a word: after an item, across blank lines (OCR spaces
    // items out), one of them is the next item's bullet.
    const bool never_a_word = !internal::OcrBulletMayBeText(glyph_text) && !CopyrightNotice(line);
    bool in_list = entry_ != kNoIndex && entry_is_list_ && (!after_blank_ || never_a_word);
    // In plain text (OCR output) no Markdown marks the items: a glyph that starts no word
    // opens an item wherever it stands, and so do `e` and `o` before what opens an item (a
    // capital, a digit, a quote or a bracket), which no line of running text does.
    if (plain_text_ && internal::OpensWithOcrBullet(doc_.Text(line.content))) {
      in_list = true;
    }
    // Look ahead past at most one blank line.
    for (uint32_t j = i + 1; !in_list && j < source.line_count() && j <= i + 2; ++j) {
      const Line next = internal::ClassifyLine(text, source.LineRange(j + 1));
      if (next.kind == LineKind::kBlank) {
        continue;
      }
      // Two misread glyphs make a list only when adjacent: `e 2024 ...`, a blank line and
      // `e is ...` are two lines of text. Glyphs that never start a word do across a blank.
      // `e is ...` and, past a blank line, a `* note` are text and a footnote, not a list.
      in_list =
          (j == i + 1 || never_a_word) &&
          (next.kind == LineKind::kListItem ||
           (next.kind == LineKind::kText && internal::OcrBulletLength(text, next.content) > 0));
      break;
    }
    // Items that wrap: the same glyph opens a later line of the paragraph (`« A, Title,` /
    // `Venue 2010.` / `« B, ...`).
    for (uint32_t j = i + 2; !in_list && j < source.line_count() && j <= i + kWrappedItemLines;
         ++j) {
      const Line next = internal::ClassifyLine(text, source.LineRange(j + 1));
      // Items OCR spaced out keep going across blank lines.
      if (next.kind == LineKind::kBlank && never_a_word) {
        continue;
      }
      if (next.kind != LineKind::kText) {
        break;
      }
      in_list = internal::OcrBulletLength(text, next.content) == glyph &&
                text.substr(next.content.begin, glyph) == glyph_text;
    }
    if (!in_list) {
      return;
    }
    line.kind = LineKind::kListItem;
    line.marker = ListMarker::kBullet;
    line.marker_range = {line.content.begin, line.content.begin + glyph};
    uint32_t p = line.marker_range.end;
    while (p < line.content.end && IsAsciiSpace(text[p])) {
      ++p;
    }
    line.content = {p, line.content.end};
  }

  // The value of a list item's number (`3.`, `[C3]`, the inner `3.` of `- 3. x`); 0 when the
  // item is not numbered or labelled.
  uint32_t ItemNumber(const Line& line) const {
    for (const auto& [kind, range] : {std::pair{line.marker, line.marker_range},
                                      std::pair{line.inner_marker, line.inner_marker_range}}) {
      if (kind != ListMarker::kNumber && kind != ListMarker::kLabel) {
        continue;
      }
      uint32_t value = 0;
      for (const char c : doc_.source().Text(range)) {
        if (IsAsciiDigit(c) && value < 1000000) {
          value = value * 10 + static_cast<uint32_t>(c - '0');
        }
      }
      return value;
    }
    return 0;
  }

  // Builds Document::lists() and Entry::list: runs of consecutive list items of one section,
  // split where the numbering restarts: a `1.` after a higher number in an ascending list, a
  // higher number after the `1.` that ended a descending one.
  void FindLists() {
    std::vector<ListRun>& lists = doc_.mutable_lists();
    lists.reserve(entries_.size());  // a run starts at an entry: never regrown
    uint32_t previous = 0;           // the previous item's number, 0 when it had none
    int direction = 0;               // of the open list's numbers: +1 up, -1 down, 0 not yet known
    for (uint32_t e = 0; e < entries_.size(); ++e) {
      Entry& entry = entries_[e];
      const Line& line = lines_[entry.first_line];
      if (line.kind != LineKind::kListItem) {
        continue;
      }
      const uint32_t number = ItemNumber(line);
      const bool continues =
          !lists.empty() && lists.back().end_entry == e && entries_[e - 1].section == entry.section;
      const bool numbered = previous > 0 && number > 0;
      const bool restarts = numbered && ((direction > 0 && number == 1 && previous > 1) ||
                                         (direction < 0 && previous == 1 && number > 1));
      if (!continues || restarts) {
        lists.push_back(ListRun{e, e});
        direction = 0;
      } else if (numbered && direction == 0 && number != previous) {
        direction = number > previous ? 1 : -1;
      }
      lists.back().end_entry = e + 1;
      entry.list = static_cast<uint32_t>(lists.size() - 1);
      previous = number;
    }
  }

  // Builds Document::logical_text(): each entry's lines joined as a reader sees them.
  void JoinEntries() {
    const std::string_view text = doc_.source().text();
    LogicalText& joined = doc_.mutable_logical_text();
    // A piece per line of an entry, and no more bytes than the entries' source ranges hold
    // (a separator stands in for the line break it replaces).
    size_t pieces = 0;
    size_t bytes = 0;
    for (const Entry& entry : entries_) {
      pieces += entry.last_line - entry.first_line + 1;
      bytes += entry.range.size();
    }
    joined.Reserve(entries_.size(), pieces, bytes);
    for (const Entry& entry : entries_) {
      joined.BeginEntry();
      for (uint32_t l = entry.first_line; l <= entry.last_line; ++l) {
        const Line& line = lines_[l];
        if (!line.HasText()) {
          continue;
        }
        ByteRange piece = line.content;
        char separator = ' ';
        if (l == entry.first_line) {
          separator = 0;
        } else if (line.kind == LineKind::kListItem) {
          // A nested item is a line of its own, marker and all.
          separator = '\n';
          piece.begin = line.marker_range.empty() ? piece.begin : line.marker_range.begin;
        }
        if (!piece.empty()) {
          joined.Append(separator, piece, text.substr(piece.begin, piece.size()));
        }
      }
    }
  }

  // Classifies the numbers and reads the dates of every line, in document order. An entry of
  // several lines is read once, as its logical text (after the first line's list marker, read
  // on its own), so a date range or a citation's volume and pages wrapped over a line break
  // are read whole; the spans found there are mapped back to the source, and a span across
  // the break covers it. Every other line is read on its own. Each byte is scanned once.
  void ExtractNumbersAndDates() {
    // A CV holds about one date and one number per hundred bytes: reserved once, generously,
    // instead of grown by doublings.
    doc_.mutable_numbers().reserve(doc_.source().size() / 64);
    dates_.reserve(doc_.source().size() / 64);
    for (uint32_t i = 0; i < lines_.size(); ++i) {
      const Line& line = lines_[i];
      if (!line.HasText() || line.kind == LineKind::kThematicBreak) {
        continue;
      }
      Entry* entry = line.entry != kNoIndex ? &entries_[line.entry] : nullptr;
      if (entry != nullptr && i == entry->first_line) {
        entry->first_date = static_cast<uint32_t>(dates_.size());
      }
      if (entry == nullptr || entry->first_line == entry->last_line) {
        ExtractLine(line.range, i);
      } else if (i == entry->first_line) {
        ExtractLine({line.range.begin, line.content.begin}, i);
        ExtractJoined(line.entry);
      }
      if (entry != nullptr) {
        entry->end_date = static_cast<uint32_t>(dates_.size());
      }
    }
  }

  // Reads the numbers and dates of `range`, a line or a part of line `line`.
  void ExtractLine(ByteRange range, uint32_t line) {
    const std::string_view text = doc_.source().Text(range);
    // Every number and every date holds a digit: a text without one (a list marker, most
    // lines of prose) is not scanned twice to find that out.
    if (FindAsciiDigit(text) == text.size()) {
      return;
    }
    std::vector<NumberSpan>& numbers = doc_.mutable_numbers();
    const size_t first_number = numbers.size();
    ExtractNumbers(text, range.begin, line, numbers);
    ExtractDates(text, range.begin, line,
                 std::span<const NumberSpan>(numbers).subspan(first_number), dates_);
  }

  // Reads the numbers and dates of entry `e`'s logical text and maps them to the source.
  void ExtractJoined(uint32_t e) {
    const LogicalText& joined = doc_.logical_text();
    const std::string_view text = joined.EntryText(e);
    const Source& source = doc_.source();
    // Offsets in the joined text first; line 0 stands in until the source is known.
    joined_numbers_.clear();
    joined_dates_.clear();
    if (memo_ == nullptr || !memo_->RecallNumbersAndDates(e, joined_numbers_, joined_dates_)) {
      ExtractNumbers(text, 0, 0, joined_numbers_);
      ExtractDates(text, 0, 0, joined_numbers_, joined_dates_);
      if (memo_ != nullptr) {
        memo_->KeepNumbersAndDates(e, joined_numbers_, joined_dates_);
      }
    }
    // The spans come in text order: a cursor steps through the entry's pieces.
    LogicalText::SourceCursor to_source(joined, e);
    const auto map = [&](ByteRange r) -> ByteRange {
      return r.empty() ? ByteRange{} : to_source.ToSource(r.begin, r.end);
    };
    // Each list of spans comes in source order, inside the entry's lines: a cursor from the
    // entry's first line steps to each span's line instead of searching the whole document.
    uint32_t cursor = entries_[e].first_line;
    const auto line_of = [&](ByteRange r) {
      if (r.begin < lines_[cursor].range.begin) {
        cursor = source.LineOf(r.begin) - 1;  // out of order: searched
      }
      while (cursor + 1 < lines_.size() && lines_[cursor + 1].range.begin <= r.begin) {
        ++cursor;
      }
      return cursor;
    };
    std::vector<NumberSpan>& numbers = doc_.mutable_numbers();
    for (NumberSpan& n : joined_numbers_) {
      n.range = map(n.range);
      n.line = line_of(n.range);
    }
    numbers.insert(numbers.end(), joined_numbers_.begin(), joined_numbers_.end());
    cursor = entries_[e].first_line;
    for (DateSpan& d : joined_dates_) {
      for (DatePoint* point : {&d.start, &d.end}) {
        point->range = map(point->range);
        point->month_range = map(point->month_range);
        point->year_range = map(point->year_range);
      }
      d.range = map(d.range);
      d.separator = map(d.separator);
      d.line = line_of(d.range);
    }
    dates_.insert(dates_.end(), joined_dates_.begin(), joined_dates_.end());
  }

  // Finds the venue mentions, in source order: an entry's over its logical text (so a long
  // name wrapped over any number of lines, and its `(ACR)` after a break, read as one
  // mention), any other line of text on its own.
  void ExtractAllVenues() {
    if (venue_table_ == nullptr) {
      return;
    }
    const Source& source = doc_.source();
    const LogicalText& joined = doc_.logical_text();
    uint32_t next_entry = 0;  // entries are in line order and never overlap
    for (uint32_t i = 0; i < lines_.size(); ++i) {
      if (next_entry < entries_.size() && entries_[next_entry].first_line == i) {
        Entry& entry = entries_[next_entry];
        entry.first_venue = static_cast<uint32_t>(venues_.size());
        if (memo_ == nullptr || !memo_->RecallVenues(next_entry, venues_)) {
          ExtractEntryTextVenues(joined.EntryText(next_entry), *venue_table_, venues_);
          if (memo_ != nullptr) {
            memo_->KeepVenues(next_entry,
                              std::span<const VenueMention>(venues_).subspan(entry.first_venue));
          }
        }
        MapEntryVenues(joined, next_entry, source,
                       std::span<VenueMention>(venues_).subspan(entry.first_venue));
        entry.end_venue = static_cast<uint32_t>(venues_.size());
        i = std::max(i, entry.last_line);
        ++next_entry;
        continue;
      }
      const Line& line = lines_[i];
      if (line.HasText() && line.kind != LineKind::kThematicBreak) {
        ExtractVenues(source.Text(line.range), line.range.begin, i, *venue_table_, venues_);
      }
    }
  }

  // Marks as listed the venue heading each entry of a run of three or more in one section,
  // outside citations (`- ESOP, 2023-2025` / `- ICFP, 2019-2022` / `- POPL, 2017`): a
  // committee list written one venue per item is a list of venues, as `OSDI, NSDI, EuroSys`
  // on one line is. Reads the entry kinds.
  void MarkVenueColumns() {
    const LogicalText& joined = doc_.logical_text();
    const auto heading_venue = [&](uint32_t e) -> VenueMention* {
      const Entry& entry = entries_[e];
      if (entry.kind == EntryKind::kCitation || entry.first_venue >= entry.end_venue) {
        return nullptr;
      }
      VenueMention& m = venues_[entry.first_venue];
      const std::string_view text = joined.EntryText(e);
      const uint32_t at = std::min<uint32_t>(joined.FromSource(e, m.range.begin),
                                             static_cast<uint32_t>(text.size()));
      // Only emphasis, a bracket or a bullet glyph OCR left as text (`¢ ESOP, 2023`) before it.
      const std::string_view before = text.substr(0, at);
      const bool leads = before.size() <= 4 && std::none_of(before.begin(), before.end(),
                                                            [](char c) { return IsAsciiAlnum(c); });
      return leads && m.IsCitation() ? &m : nullptr;
    };
    uint32_t run_begin = 0;
    for (uint32_t e = 0; e <= entries_.size(); ++e) {
      // Read once: whether the entry goes on the run and whether it starts the next one.
      const bool heads = e < entries_.size() && heading_venue(e) != nullptr;
      const bool goes_on =
          heads && (e == run_begin || entries_[e].section == entries_[e - 1].section);
      if (goes_on) {
        continue;
      }
      if (e - run_begin >= 3) {
        for (uint32_t r = run_begin; r < e; ++r) {
          heading_venue(r)->listed = true;
        }
      }
      // The entry that broke the run may start the next one.
      run_begin = heads ? e : e + 1;
    }
  }

  // True when `line`, after a blank line, goes on with the open entry: OCR and PDF text put
  // blank lines inside entries (a block break in the middle of a citation). In plain text, a
  // line that starts with a lower-case word (`design pattern", Example Symposium 2015.`)
  // starts no entry; a single letter (`e Item`, a misread bullet) is not such a word. In
  // plain text and converter output, nor does a parenthesis opening on a word (`(EXC)` after
  // its long name, `(joint with ...)`); one opening on a digit (`(2019) Title`) may. A page
  // written in Markdown by hand means its blank lines.
  bool ContinuesAfterBlank(const Line& line) const {
    if (authored_) {
      return false;
    }
    const std::string_view text = doc_.source().Text(line.content);
    if (text.size() >= 2 && text[0] == '(' && IsAsciiAlpha(text[1])) {
      return true;
    }
    return plain_text_ && text.size() >= 2 && IsAsciiLower(text[0]) && IsAsciiAlpha(text[1]);
  }

  // Returns the comment itself, `<!--` to `-->`: the line without its surrounding white space.
  ByteRange CommentRange(const Line& line) const {
    const std::string_view text = doc_.source().text();
    ByteRange r = line.range;
    while (r.begin < r.end && IsAsciiSpace(text[r.begin])) {
      ++r.begin;
    }
    while (r.end > r.begin && IsAsciiSpace(text[r.end - 1])) {
      --r.end;
    }
    return r;
  }

  void OpenSection(uint32_t i, Line& line) {
    if (line.heading_style == HeadingStyle::kBold) {
      line.level = static_cast<uint8_t>(std::min<int>(last_plain_level_ + 1, kMaxHeadingLevel));
    } else {
      last_plain_level_ = line.level;
    }
    while (open_.back() != 0 && sections_[open_.back()].level >= line.level) {
      sections_[open_.back()].end_line = i;
      open_.pop_back();
    }
    Section section;
    section.heading_line = i;
    section.title = line.content;
    section.level = line.level;
    section.parent = open_.back();
    section.first_line = i;
    section.first_entry = static_cast<uint32_t>(entries_.size());
    section.end_entry = section.first_entry;
    open_.push_back(static_cast<uint32_t>(sections_.size()));
    sections_.push_back(section);
  }

  void OpenEntry(uint32_t i, const Line& line, bool is_list) {
    Entry entry;
    entry.range = line.range;
    entry.section = open_.back();
    entry.first_line = i;
    entry.last_line = i;
    entry_ = static_cast<uint32_t>(entries_.size());
    entries_.push_back(entry);
    sections_[entry.section].end_entry = entry_ + 1;
    entry_is_list_ = is_list;
    entry_indent_ = line.indent;
    after_blank_ = false;
  }

  void CloseEntry() {
    entry_ = kNoIndex;
    entry_is_list_ = false;
    after_blank_ = false;
  }

  Document& doc_;
  std::vector<Line>& lines_;
  std::vector<Section>& sections_;
  std::vector<Entry>& entries_;
  std::vector<DateSpan>& dates_;
  std::vector<VenueMention>& venues_;
  const VenueTable* venue_table_;      // null: no venue extraction
  const SectionTable* section_table_;  // null: no section recognition
  EntryFactsMemo* memo_;               // null: every entry read afresh

  std::vector<uint32_t> open_;  // the open sections, outermost (the root) first
  uint8_t last_plain_level_ = kSectionLevel;

  uint32_t entry_ = kNoIndex;  // the open entry
  bool entry_is_list_ = false;
  // The line being placed is an OCR-flattened nested item (RecogniseOcrBullet): it stays in the
  // open entry, as an indented sub-item does.
  bool ocr_sub_item_ = false;
  uint8_t entry_indent_ = 0;  // indent of the list item that opened the entry
  bool after_blank_ = false;  // a blank line followed the open entry's last line
  bool plain_text_ = false;   // the input is plain text (InputKind::kPlainText)
  bool authored_ = false;     // the input is a hand-written Markdown page
  // Scratch for ExtractJoined: spans in joined-text offsets.
  std::vector<NumberSpan> joined_numbers_;
  std::vector<DateSpan> joined_dates_;
};

}  // namespace

Document Parse(const Source& source, const ParseOptions& options) {
  Document doc(source);
  doc.set_venue_table(options.venues);
  doc.set_section_table(options.sections);
  doc.set_vocabulary(options.vocabulary);
  Builder(doc, options.venues, options.sections, options.memo).Run();
  if (options.memo != nullptr) {
    options.memo->EndDocument();
  }
  doc.IndexDatesByLine();
  // Words are corrected only where OCR or a converter may have damaged them.
  if (doc.input_kind() != InputKind::kAuthoredMarkdown) {
    doc.mutable_words() = DocumentWords::Build(doc);
  }
  return doc;
}

}  // namespace cvtidy
