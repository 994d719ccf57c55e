// ocr/misplaced-date-line. Two layouts of the same damage, both from converters that lose the
// right-hand date column of a CV:
//
//   Tessellate                    <- undated entries (a title line followed by a description)
//   Tessellate builds a ...
//   Ladderless
//   Ladderless drops the ...
//   April 2023                    <- their dates, piled up in order after the block
//   Jan 2024
//
//   Research Intern at Horizon AI Lab
//   MENTOR: DR. F. ALDRIDGE
//   Publications —                <- the next heading
//   Suwon, Korea Jun 2020 - Sep 2020   <- the last entry's place-and-date line, stranded
//
// A pile is two or more consecutive date-only lines (text lines or headings). Its block is the
// nearest run of undated entries before it: list items, table rows, and title lines or
// headings followed by a description. Group titles (a title followed by another title) are
// not entries. When the pile and the block have the same size, the dates go back in order.
#include "rules/ocr/misplaced_date_line.h"

#include <string>
#include <vector>

#include <fmt/format.h>

#include "src/base/progress.h"
#include "src/base/strings.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {
namespace {

// A title line longer than this is a sentence, not an entry's name.
constexpr size_t kMaxTitleBytes = 100;
// Names are quoted in messages up to this many bytes.
constexpr size_t kMaxQuotedNameBytes = 48;
// A place before a stranded date (`Suwon, Korea`) is at most this long.
constexpr size_t kMaxPlaceBytes = 40;

// One heading or one entry, in document order.
struct DatedLine {
  uint32_t line = 0;          // the heading line or the entry's first line
  uint32_t entry = kNoIndex;  // kNoIndex for a heading
  bool heading = false;
  bool boundary = false;           // a section-level heading: ends a block
  bool dated = false;              // a date on the heading line / anywhere in the entry
  bool date_only = false;          // a single line that is one date and nothing else
  bool title = false;              // a short single text line, or a non-date heading
  bool body = false;               // an undated entry that is not a title: a description
  bool list_or_row = false;        // an undated list item or table row: an entry by itself
  const DateSpan* date = nullptr;  // when date_only
};

// Returns `r` without surrounding white space and wrapping `**` / `*` / `_`.
ByteRange StripEmphasis(std::string_view text, ByteRange r) {
  ProgressGuard<uint32_t> moving;
  for (;;) {
    moving.Backward(r.size());
    while (r.begin < r.end && IsAsciiSpace(text[r.begin])) {
      ++r.begin;
    }
    while (r.end > r.begin && IsAsciiSpace(text[r.end - 1])) {
      --r.end;
    }
    if (r.size() >= 2 && (text[r.begin] == '*' || text[r.begin] == '_') &&
        text[r.end - 1] == text[r.begin]) {
      ++r.begin;
      --r.end;
      continue;
    }
    return r;
  }
}

// True when `line` is exactly one date or range (trailing `.`/`,`/`;` and emphasis allowed).
const DateSpan* DateOnly(const Document& doc, const Line& line, std::span<const DateSpan> dates) {
  if (dates.size() != 1 || dates[0].open_end) {
    return nullptr;
  }
  const std::string_view text = doc.source().text();
  const ByteRange r = StripEmphasis(text, line.content);
  const ByteRange d = dates[0].range;
  if (d.begin != r.begin || d.end > r.end) {
    return nullptr;
  }
  for (uint32_t i = d.end; i < r.end; ++i) {
    if (text[i] != '.' && text[i] != ',' && text[i] != ';' && text[i] != '*' &&
        !IsAsciiSpace(text[i])) {
      return nullptr;
    }
  }
  return &dates[0];
}

bool HasLetters(std::string_view s) {
  for (char c : s) {
    if (IsAsciiAlpha(c)) {
      return true;
    }
  }
  return false;
}

// True for `PROJECTS`, `#### TEACHING`, `Education \_\_\_`, a known section title.
bool IsBoundaryHeading(const Document& doc, uint32_t index) {
  const Line& line = doc.lines()[index];
  if (line.heading_style == HeadingStyle::kAllCaps ||
      line.heading_style == HeadingStyle::kRuleSuffix ||
      line.heading_style == HeadingStyle::kTitleLine ||
      line.heading_style == HeadingStyle::kBroken) {
    return true;
  }
  const Section& section = doc.sections()[line.section];
  if (section.heading_line == index && section.known != kNoIndex) {
    return true;
  }
  const std::string_view title = doc.Text(StripEmphasis(doc.source().text(), line.content));
  if (!HasLetters(title)) {
    return false;
  }
  for (char c : title) {
    if (IsAsciiLower(c)) {
      return false;
    }
  }
  return true;
}

// `Ridgeback (deployed on a satellite...)`: the quoted name of an entry, shortened.
// Bold is dropped, and a list item's name ends at its first `: ` (`**Wrenfield**: a ...`).
std::string QuoteName(const Document& doc, const Line& line) {
  std::string plain;
  const std::string_view raw = doc.Text(StripEmphasis(doc.source().text(), line.content));
  for (size_t i = 0; i < raw.size(); ++i) {
    if (raw.compare(i, 2, "**") == 0) {
      ++i;
      continue;
    }
    plain += raw[i];
  }
  std::string_view name = plain;
  if (const size_t colon = name.find(": ");
      line.kind == LineKind::kListItem && colon != std::string_view::npos) {
    name = name.substr(0, colon);
  }
  if (name.size() <= kMaxQuotedNameBytes) {
    return fmt::format("`{}`", name);
  }
  size_t cut = kMaxQuotedNameBytes;
  while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80) {
    --cut;
  }
  return fmt::format("`{}…`", TrimAscii(name.substr(0, cut)));
}

std::string Ordinal(size_t n) {
  const size_t mod100 = n % 100;
  const char* suffix = "th";
  if (mod100 < 11 || mod100 > 13) {
    switch (n % 10) {
      case 1:
        suffix = "st";
        break;
      case 2:
        suffix = "nd";
        break;
      case 3:
        suffix = "rd";
        break;
      default:
        break;
    }
  }
  return fmt::format("{}{}", n, suffix);
}

class MisplacedDateChecker {
 public:
  MisplacedDateChecker(const Document& doc, DiagnosticSink& sink) : doc_(doc), sink_(sink) {}

  void Run() {
    BuildItems();
    for (size_t i = 0; i < items_.size();) {
      size_t end = i;
      while (end < items_.size() && items_[end].date_only) {
        ++end;
      }
      // A year heading followed by its own entries is a heading, not part of a pile.
      if (end - i >= 2 && end < items_.size() && items_[end - 1].heading && !items_[end].heading) {
        --end;
      }
      if (end - i >= 2) {
        ReportPile(i, end);
        i = end;
      } else {
        CheckStrandedDate(i);
        i = std::max(end, i + 1);
      }
    }
  }

 private:
  void BuildItems() {
    const std::span<const Line> lines = doc_.lines();
    items_.reserve(lines.size());  // one allocation, not one per doubling
    for (uint32_t i = 0; i < lines.size(); ++i) {
      const Line& line = lines[i];
      DatedLine item;
      item.line = i;
      if (line.kind == LineKind::kHeading) {
        item.heading = true;
        item.dated = !doc_.DatesOnLine(i).empty();
        item.date = DateOnly(doc_, line, doc_.DatesOnLine(i));
        item.date_only = item.date != nullptr;
        item.boundary = !item.date_only && IsBoundaryHeading(doc_, i);
        item.title = !item.dated;
      } else if (line.entry != kNoIndex && doc_.entries()[line.entry].first_line == i) {
        const Entry& entry = doc_.entries()[line.entry];
        item.entry = line.entry;
        item.dated = entry.end_date > entry.first_date;
        if (entry.first_line == entry.last_line) {
          item.date = DateOnly(doc_, line, doc_.DatesOnLine(i));
          item.date_only = item.date != nullptr;
        }
        const std::string_view content = TrimAscii(doc_.Text(line.content));
        if (!item.dated) {
          if (line.kind == LineKind::kListItem || line.kind == LineKind::kTableRow) {
            item.list_or_row = true;
          } else if (entry.first_line == entry.last_line && content.size() <= kMaxTitleBytes &&
                     !content.empty() && content.back() != '.' && content.back() != ':' &&
                     HasLetters(content)) {
            item.title = true;
          } else {
            item.body = true;
          }
        }
      } else {
        continue;
      }
      items_.push_back(item);
    }
  }

  // The undated entries of the nearest block before items_[pile], in document order.
  std::vector<uint32_t> FindBlock(size_t pile) const {
    std::vector<uint32_t> found;  // item indices, last first
    for (size_t j = pile; j-- > 0;) {
      const DatedLine& it = items_[j];
      if (doc_.lines()[it.line].section == 0 || it.date_only) {
        break;  // the preamble, or another pile: the block cannot reach further
      }
      if (it.boundary) {
        if (!found.empty()) {
          break;
        }
        continue;
      }
      if (it.dated) {
        if (!found.empty()) {
          break;
        }
        continue;
      }
      if (it.list_or_row) {
        found.push_back(static_cast<uint32_t>(j));
        continue;
      }
      if (it.title) {
        // An entry's name has its description next; a group title has another title next.
        const DatedLine* next = j + 1 < pile ? &items_[j + 1] : nullptr;
        if (next != nullptr && next->body) {
          found.push_back(static_cast<uint32_t>(j));
        } else if (next != nullptr && next->dated && !found.empty()) {
          break;  // the title of a dated entry ends the block
        }
      }
    }
    return {found.rbegin(), found.rend()};
  }

  void ReportPile(size_t begin, size_t end) {
    const size_t count = end - begin;
    const std::vector<uint32_t> block = FindBlock(begin);
    std::string names;
    for (size_t k = 0; k < block.size(); ++k) {
      names += k == 0 ? "" : ", ";
      names += QuoteName(doc_, doc_.lines()[items_[block[k]].line]);
    }
    std::optional<Fix> fix;
    if (block.size() == count) {
      fix = BuildFix(begin, end, block);
    }
    for (size_t k = begin; k < end; ++k) {
      const DatedLine& it = items_[k];
      const std::string date(doc_.Text(it.date->range));
      std::string message;
      if (block.size() == count) {
        const std::string name = QuoteName(doc_, doc_.lines()[items_[block[k - begin]].line]);
        message = fmt::format(
            "date line `{}` is detached from its entry: it is the {} of {} dates piled up after "
            "{} undated entries, so it belongs to {}",
            date, Ordinal(k - begin + 1), count, count, name);
      } else if (block.empty()) {
        message = fmt::format(
            "date line `{}` is detached from its entry: {} dates are piled up here and no "
            "undated entries precede them",
            date, count);
      } else {
        message = fmt::format(
            "date line `{}` is detached from its entry: {} dates are piled up after {} undated "
            "entries ({}), so they cannot be re-attached in order",
            date, count, block.size(), names);
      }
      std::string note;
      if (k == begin && block.size() == count) {
        note = fmt::format("the undated entries above, in order: {}", names);
      }
      sink_.Report(it.date->range, std::move(message), k == begin ? fix : std::nullopt,
                   std::move(note));
    }
  }

  // Appends each date to its entry's line and deletes the pile with the blank lines after it.
  Fix BuildFix(size_t begin, size_t end, const std::vector<uint32_t>& block) const {
    const std::string_view text = doc_.source().text();
    std::vector<TextEdit> edits;
    for (size_t k = 0; k < block.size(); ++k) {
      const Line& line = doc_.lines()[items_[block[k]].line];
      const std::string_view date = doc_.Text(items_[begin + k].date->range);
      uint32_t at = line.content.end;
      while (at > line.content.begin && IsAsciiSpace(text[at - 1])) {
        --at;
      }
      if (line.kind == LineKind::kText || line.kind == LineKind::kTableRow) {
        // Plain text: the date goes back into its column, as the converter writes dated rows.
        edits.push_back(TextEdit{{at, at}, fmt::format("\t{}", date)});
      } else {
        // After a heading or list item: `, May 2024`, before a final period if there is one.
        if (at > line.content.begin && text[at - 1] == '.') {
          --at;
        }
        edits.push_back(TextEdit{{at, at}, fmt::format(", {}", date)});
      }
    }
    const Source& source = doc_.source();
    const uint32_t first = items_[begin].line;
    uint32_t after = items_[end - 1].line + 1;  // the first non-blank line after the pile
    while (after < doc_.lines().size() && doc_.lines()[after].kind == LineKind::kBlank) {
      ++after;
    }
    const uint32_t from = doc_.lines()[first].range.begin;
    const uint32_t to =
        after < doc_.lines().size() ? source.LineRange(after + 1).begin : source.size();
    edits.push_back(TextEdit{{from, to}, ""});
    return EditsFix(
        std::move(edits),
        fmt::format("Move the {} dates onto their entries and delete the pile", end - begin),
        FixSafety::kUnsafe);
  }

  // `Suwon, Korea Jun 2020 - Sep 2020` right under a heading whose section has no other date,
  // while the section before ends with entries that lack their date line.
  void CheckStrandedDate(size_t i) {
    const DatedLine& heading = items_[i];
    if (!heading.heading || heading.dated || i + 1 >= items_.size()) {
      return;
    }
    const DatedLine& next = items_[i + 1];
    if (next.heading || !next.dated) {
      return;
    }
    const Entry& entry = doc_.entries()[next.entry];
    const std::span<const DateSpan> dates = doc_.DatesOf(entry);
    if (entry.first_line != entry.last_line || dates.size() != 1) {
      return;
    }
    const std::string_view text = doc_.source().text();
    const ByteRange content = StripEmphasis(text, doc_.lines()[next.line].content);
    // The date ends the line; before it at most a short place with a comma (`Suwon, Korea`).
    if (dates[0].range.end != content.end) {
      return;
    }
    const std::string_view place = TrimAscii(doc_.Text({content.begin, dates[0].range.begin}));
    if (!place.empty() &&
        (place.size() > kMaxPlaceBytes || place.find(',') == std::string_view::npos ||
         place.find_first_of("0123456789") != std::string_view::npos)) {
      return;
    }
    // Nothing else under this heading is dated.
    for (size_t j = i + 2; j < items_.size() && !items_[j].heading; ++j) {
      if (items_[j].dated) {
        return;
      }
    }
    // The block before the heading has dated entries, and ends with at least two undated
    // items (an entry's name and a detail line) after its last date.
    size_t undated_tail = 0;
    size_t dated = 0;
    size_t tail_start = i;
    for (size_t j = i; j-- > 0;) {
      const DatedLine& it = items_[j];
      if (it.boundary || doc_.lines()[it.line].section == 0) {
        break;
      }
      if (it.dated) {
        ++dated;
      } else if (dated == 0) {
        ++undated_tail;
        tail_start = j;
      }
    }
    if (dated == 0 || undated_tail < 2) {
      return;
    }
    const std::string heading_name = QuoteName(doc_, doc_.lines()[heading.line]);
    const std::string entry_name = QuoteName(doc_, doc_.lines()[items_[tail_start].line]);
    sink_.Report(
        content,
        fmt::format("date line `{}` sits under the heading {}, which has no other dates; it "
                    "probably belongs to {}, the last entry before that heading, which has no "
                    "date",
                    doc_.Text(content), heading_name, entry_name),
        std::nullopt,
        "a converter moved the heading above the last line of the previous section's entry");
  }

  const Document& doc_;
  DiagnosticSink& sink_;
  std::vector<DatedLine> items_;
};

}  // namespace

const RuleInfo& OcrMisplacedDateLineRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/misplaced-date-line",
      .default_severity = Severity::kWarning,
      .summary = "Date lines are detached from the entries they belong to.",
      .explanation = R"md(## What it does
Finds dates that a converter separated from their entries:

- a pile of two or more date-only lines or date-only headings (`April 2023`, `## Jan 2024`)
  after a block of undated entries. The block is the nearest run of undated entries above
  the pile: list items, table rows, and titles or sub-headings followed by a description
  (a title followed by another title is a group title, not an entry). Every date of the
  pile is reported with the entry it belongs to when the pile and the block have the same
  size, and with the candidate entries otherwise;
- a place-and-date line (`Suwon, Korea Jun 2020 – Sep 2020`) right under a heading whose
  section has no other dates, while the section before it ends with an undated entry.

## Why is this bad?
The right-hand date column of a two-column CV is easy to lose: a converter reads it after
the left column and writes the dates as a block of their own, or moves a heading above the
last line of an entry. Readers and tools then see entries without dates and dates without
entries.

## Example
```text
PROJECTS
Tessellate
Tessellate builds a bitrate ladder for each viewer.
Ladderless
Ladderless drops the ladder altogether.
April 2023
Jan 2024
```
Both dates are reported: `April 2023` belongs to `Tessellate`, `Jan 2024` to `Ladderless`.
The fix writes `Tessellate	April 2023` and `Ladderless	Jan 2024` (a tab, as the
converter writes dated rows; `, April 2023` after a heading or list item) and deletes the
pile.

## Fix safety
Unsafe, and only offered when the counts match: re-attaching in order assumes the
converter kept the order of the date column, which is usual but not certain. When the
counts differ, or for a stranded place-and-date line, there is no fix: move the dates by
hand.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kUnsafe,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrMisplacedDateLineRule::Check(const Document& doc, const RuleContext& /*ctx*/,
                                     DiagnosticSink& sink) const {
  MisplacedDateChecker(doc, sink).Run();
}

CVTIDY_REGISTER_RULE(OcrMisplacedDateLineRule);

}  // namespace cvtidy
