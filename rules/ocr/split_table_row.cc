// ocr/split-table-row. Two layouts of a table whose rows fell apart:
//
//   Full Postgraduate Studentship      <- column 1 as one paragraph
//   Dean's List (School of Science)
//
//   Greyhaven University               <- column 2
//   Greyhaven University
//
//   2019 – 2023                        <- column 3: the years
//   2015 – 2019
//
// (consecutive paragraphs of the same number of short lines, one of them all dates and one
// with no date at all), and rows whose date cells drifted one row down:
//
//   Marlowe University Ph.D. in Physics. Advisor: Ada Quill      <- no date
//   Marlowe University B.S. in Physics. Sep 2022 - Present       <- row 1's date, at the end
//   Sep 2018 - June 2022 GPA: 3.9/4.0                            <- row 2's date, at the start
//
// Neither has a fix: which cell belongs to which row is for the author to confirm.
#include "rules/ocr/split_table_row.h"

#include <string>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"

namespace cvtidy {
namespace {

// A cell longer than this is prose, not a table cell.
constexpr size_t kMaxCellBytes = 80;
// Cells are quoted in notes up to this many bytes.
constexpr size_t kMaxQuotedCellBytes = 40;

std::string_view Shorten(std::string_view s) {
  s = TrimAscii(s);
  if (s.size() <= kMaxQuotedCellBytes) {
    return s;
  }
  size_t cut = kMaxQuotedCellBytes;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) {
    --cut;
  }
  return TrimAscii(s.substr(0, cut));
}

std::string_view FirstWord(std::string_view s) {
  s = TrimAscii(s);
  const size_t space = s.find(' ');
  return space == std::string_view::npos ? s : s.substr(0, space);
}

class SplitRowChecker {
 public:
  SplitRowChecker(const Document& doc, DiagnosticSink& sink) : doc_(doc), sink_(sink) {}

  void Run() {
    for (const Section& section : doc_.sections()) {
      const std::span<const Entry> entries = doc_.EntriesOf(section);
      CheckColumns(entries);
      CheckDrift(entries);
    }
  }

 private:
  ByteRange Trimmed(uint32_t line) const {
    const std::string_view text = doc_.source().text();
    ByteRange r = doc_.lines()[line].range;
    while (r.begin < r.end && IsAsciiSpace(text[r.begin])) {
      ++r.begin;
    }
    while (r.end > r.begin && IsAsciiSpace(text[r.end - 1])) {
      --r.end;
    }
    return r;
  }

  // The line is one date or range and nothing else.
  bool IsDateOnly(uint32_t line) const {
    const std::span<const DateSpan> dates = doc_.DatesOnLine(line);
    const ByteRange r = Trimmed(line);
    return dates.size() == 1 && dates[0].range.begin == r.begin && dates[0].range.end == r.end;
  }

  // A paragraph of two or more short text lines.
  bool IsCellColumn(const Entry& e) const {
    if (e.last_line == e.first_line) {
      return false;
    }
    for (uint32_t l = e.first_line; l <= e.last_line; ++l) {
      const Line& line = doc_.lines()[l];
      if (line.kind != LineKind::kText || Trimmed(l).size() > kMaxCellBytes || Trimmed(l).empty()) {
        return false;
      }
    }
    return true;
  }

  // Consecutive paragraphs of the same line count: columns written one after the other.
  void CheckColumns(std::span<const Entry> entries) {
    for (size_t i = 0; i < entries.size();) {
      if (!IsCellColumn(entries[i])) {
        ++i;
        continue;
      }
      const uint32_t rows = entries[i].last_line - entries[i].first_line + 1;
      size_t end = i + 1;
      while (end < entries.size() && IsCellColumn(entries[end]) &&
             entries[end].last_line - entries[end].first_line + 1 == rows) {
        ++end;
      }
      bool date_column = false;
      bool label_column = false;
      for (size_t k = i; k < end; ++k) {
        bool all_dates = true;
        bool no_dates = true;
        for (uint32_t l = entries[k].first_line; l <= entries[k].last_line; ++l) {
          all_dates = all_dates && IsDateOnly(l);
          no_dates = no_dates && doc_.DatesOnLine(l).empty();
        }
        date_column = date_column || all_dates;
        label_column = label_column || no_dates;
      }
      if (end - i >= 2 && date_column && label_column) {
        ReportColumns(entries.subspan(i, end - i), rows);
      }
      i = end;
    }
  }

  void ReportColumns(std::span<const Entry> columns, uint32_t rows) {
    std::string note = "the rows were probably:";
    for (uint32_t r = 0; r < rows; ++r) {
      note += r == 0 ? " " : "; ";
      for (size_t c = 0; c < columns.size(); ++c) {
        note += fmt::format("{}`{}`", c == 0 ? "" : " | ",
                            Shorten(doc_.Text(Trimmed(columns[c].first_line + r))));
      }
    }
    const Entry& first = columns.front();
    sink_.Report(
        {first.range.begin, columns.back().range.end},
        fmt::format("{} table rows were flattened column by column: {} paragraphs of {} lines "
                    "hold the cells of the same rows",
                    rows, columns.size(), rows),
        std::nullopt, std::move(note));
  }

  // Row n has no date, row n+1 ends with a date, row n+2 starts with one: each date sits one
  // row below its own. Rows are single-line entries starting with the same word (the same
  // institution), as in an education table.
  void CheckDrift(std::span<const Entry> entries) {
    for (size_t i = 0; i + 2 < entries.size(); ++i) {
      const Entry& a = entries[i];
      const Entry& b = entries[i + 1];
      const Entry& c = entries[i + 2];
      if (a.first_line != a.last_line || b.first_line != b.last_line ||
          c.first_line != c.last_line) {
        continue;
      }
      const std::span<const DateSpan> bd = doc_.DatesOf(b);
      const std::span<const DateSpan> cd = doc_.DatesOf(c);
      if (a.end_date != a.first_date || bd.empty() || cd.empty()) {
        continue;
      }
      const ByteRange b_line = Trimmed(b.first_line);
      const ByteRange c_line = Trimmed(c.first_line);
      // b ends with its date (not date-only), c starts with one and goes on.
      if (bd.back().range.end != b_line.end || bd.front().range.begin == b_line.begin ||
          cd.front().range.begin != c_line.begin || cd.front().range.end >= c_line.end) {
        continue;
      }
      const std::string_view a_text = doc_.Text(Trimmed(a.first_line));
      const std::string_view b_text = doc_.Text(b_line);
      const std::string_view word = FirstWord(a_text);
      if (word.size() < 3 || FirstWord(b_text) != word || !IsAsciiUpper(word[0])) {
        continue;
      }
      sink_.Report(Trimmed(a.first_line),
                   fmt::format("the date cells of this table drifted one row down: this row has no "
                               "date, the next ends with `{}` and the one after starts with `{}`",
                               doc_.Text(bd.back().range), doc_.Text(cd.front().range)),
                   std::nullopt,
                   fmt::format("the rows were probably: `{}` | `{}`; `{}` | `{}`", Shorten(a_text),
                               doc_.Text(bd.back().range),
                               Shorten(doc_.Text({b_line.begin, bd.back().range.begin})),
                               doc_.Text(cd.front().range)));
      i += 2;
    }
  }

  const Document& doc_;
  DiagnosticSink& sink_;
};

}  // namespace

const RuleInfo& OcrSplitTableRowRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/split-table-row",
      .default_severity = Severity::kWarning,
      .summary = "A table row was flattened into lines whose cells drifted apart.",
      .explanation = R"md(## What it does
Finds two shapes of a table whose rows fell apart in conversion:

- columns written one after the other: consecutive paragraphs with the same number of
  short lines, one paragraph all dates and another with no date at all (the labels on
  one line, their institutions and years on later lines);
- date cells that drifted one row down: a row without a date, followed by a row of the
  same institution that ends with a date and a row that starts with one.

The note shows the rows as they probably were.

## Why is this bad?
The awards or degrees lose their years, and the years read as a list of their own.
Date rules cannot check what is no longer next to its entry.

## Example
```markdown
Full Postgraduate Studentship
Dean's List (School of Science)

Greyhaven University
Greyhaven University

2019 – 2023
2015 – 2019
```
Reported once; the note reads the rows as `Full Postgraduate Studentship` |
`Greyhaven University` | `2019 – 2023` and `Dean's List (School of Science)` |
`Greyhaven University` | `2015 – 2019`.

## Fix safety
No fix: pairing cells again is a guess that the author has to confirm.
)md",
      .fix_availability = FixAvailability::kNone,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrSplitTableRowRule::Check(const Document& doc, const RuleContext& /*ctx*/,
                                 DiagnosticSink& sink) const {
  SplitRowChecker(doc, sink).Run();
}

CVTIDY_REGISTER_RULE(OcrSplitTableRowRule);

}  // namespace cvtidy
