#include "reporters/text_reporter.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iterator>
#include <vector>

#include <fmt/format.h>

#include "reporters/internal/code_points.h"
#include "reporters/internal/output.h"
#include "src/base/strings.h"
#include "src/base/utf8.h"
#include "src/engine/message.h"

namespace cvtidy {
namespace internal {
namespace {

constexpr size_t kTabCells = 4;
// Lines wider than this are cut to a window of kWindowCells, starting kContextCells before
// the range, so a 10 kB OCR line does not flood the terminal.
constexpr size_t kMaxLineCells = 200;
constexpr size_t kWindowCells = 120;
constexpr size_t kContextCells = 40;
constexpr std::string_view kEllipsis = "…";

bool IsZeroWidth(char32_t cp) {
  return cp >= 0x0300 &&  // below: Latin, Greek letters and punctuation, none zero-width
         ((cp >= 0x0300 && cp <= 0x036F) ||  // combining diacritical marks
          (cp >= 0x1AB0 && cp <= 0x1AFF) || (cp >= 0x1DC0 && cp <= 0x1DFF) ||
          (cp >= 0x200B && cp <= 0x200F) ||  // zero-width space, joiners, direction marks
          (cp >= 0x20D0 && cp <= 0x20FF) || (cp >= 0xFE00 && cp <= 0xFE0F) ||  // selectors
          (cp >= 0xFE20 && cp <= 0xFE2F) || cp == 0x2060 || cp == 0xFEFF);
}

// East Asian Wide and Fullwidth blocks (the ones CVs meet: Hangul, CJK, kana, fullwidth
// forms, emoji), which terminals draw two cells wide.
bool IsWide(char32_t cp) {
  return cp >= 0x1100 &&  // below: no wide block (dashes, quotes and accents are narrow)
         ((cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0x303E) ||
          (cp >= 0x3041 && cp <= 0x33FF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
          (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xA000 && cp <= 0xA4CF) ||
          (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
          (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
          (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1F64F) ||
          (cp >= 0x1F900 && cp <= 0x1F9FF) || (cp >= 0x20000 && cp <= 0x2FFFD) ||
          (cp >= 0x30000 && cp <= 0x3FFFD));
}

// Appends `n` copies of `c`.
void AppendRepeated(fmt::memory_buffer& out, size_t n, char c) {
  out.resize(out.size() + n);
  std::fill_n(out.data() + out.size() - n, n, c);
}

void AppendSpaces(fmt::memory_buffer& out, size_t n) { AppendRepeated(out, n, ' '); }

// Writes into room the caller has made in the buffer, so a line of many short pieces (the
// header of a diagnostic) costs one resize instead of a capacity test per piece.
class PieceWriter {
 public:
  // Grows `out` by `size` bytes and writes at the start of them.
  PieceWriter(fmt::memory_buffer& out, size_t size) {
    const size_t old_size = out.size();
    out.resize(old_size + size);
    at_ = out.data() + old_size;
  }
  void Bytes(std::string_view s) {
    if (!s.empty()) {  // plain output passes many empty colour codes
      std::memcpy(at_, s.data(), s.size());
      at_ += s.size();
    }
  }
  void Byte(char c) { *at_++ = c; }
  void Repeated(size_t n, char c) {
    std::memset(at_, c, n);
    at_ += n;
  }

 private:
  char* at_ = nullptr;
};

// The decimal digits of `n`: positions and widths are written without a format string.
void AppendNumber(fmt::memory_buffer& out, uint32_t n) {
  const Decimal number(n);
  const std::string_view digits = number;
  out.append(digits.data(), digits.data() + digits.size());
}

}  // namespace

int CellWidth(char32_t cp) {
  if (cp >= 0x20 && cp < 0x7F) {
    return 1;  // printable ASCII: nearly every character of a CV
  }
  if (cp == '\t') {
    return static_cast<int>(kTabCells);
  }
  if (IsUnprintable(cp)) {
    return 1;  // shown as U+FFFD
  }
  if (IsZeroWidth(cp)) {
    return 0;
  }
  return IsWide(cp) ? 2 : 1;
}

void AppendExcerpt(fmt::memory_buffer& out, std::string_view line, uint32_t line_number,
                   size_t gutter_width, size_t begin, size_t end, const ExcerptStyle& style) {
  begin = std::min(begin, line.size());
  end = std::clamp(end, begin, line.size());

  // Pass 1: where the range starts and ends, in cells, and how wide the line is. On a very
  // long line it stops once past anything a window could show; `total` is then a lower bound,
  // which is all the window arithmetic below needs.
  constexpr auto kUnset = static_cast<size_t>(-1);
  size_t begin_cell = kUnset;
  size_t end_cell = kUnset;
  size_t total = 0;
  // Nearly every CV line is printable ASCII: one byte is one cell, and both passes reduce to
  // offsets and one copy. Other lines are read as runs of printable ASCII, measured and copied
  // whole, between the code points that need the width table.
  const bool ascii = FindNotPrintableAscii(line, 0) == line.size();
  if (ascii) {
    begin_cell = begin;
    end_cell = end;
    total = line.size();
  }
  // Stopping anywhere past the window's end leaves the same output: the window then ends
  // before `total` whatever its exact value.
  for (size_t pos = 0; !ascii && pos < line.size();) {
    const TextSegment segment = SegmentAt(line, pos);
    if (segment.printable_ascii) {
      const size_t run = segment.size;
      if (begin_cell == kUnset && begin < pos + run) {
        begin_cell = total + (begin > pos ? begin - pos : 0);
      }
      if (end_cell == kUnset && end < pos + run) {
        end_cell = total + (end > pos ? end - pos : 0);
      }
      total += run;
    } else {
      if (begin_cell == kUnset && pos >= begin) {
        begin_cell = total;
      }
      if (end_cell == kUnset && pos >= end) {
        end_cell = total;
      }
      total += static_cast<size_t>(CellWidth(segment.cp));
    }
    pos += segment.size;
    if (end_cell != kUnset && total > std::max(kMaxLineCells, begin_cell + kWindowCells)) {
      break;
    }
  }
  if (begin_cell == kUnset) {
    begin_cell = total;
  }
  if (end_cell == kUnset) {
    end_cell = total;
  }

  size_t lo = 0;
  size_t hi = total;
  if (total > kMaxLineCells) {
    lo = begin_cell > kContextCells ? begin_cell - kContextCells : 0;
    hi = std::min(total, lo + kWindowCells);
    if (hi == total) {
      lo = total - kWindowCells;  // the range is near the end: show a full window anyway
    }
  }
  const size_t lead = lo > 0 ? 1 : 0;  // the `…` cell

  // Pass 2: the visible cells. A tab, or a wide character cut by the window, becomes spaces,
  // so every cell the carets count is one column on screen.
  const auto gutter = [&](std::string_view label) {
    AppendBytes(out, style.gutter_on);
    AppendSpaces(out, gutter_width - std::min(gutter_width, label.size()));
    AppendBytes(out, label);
    AppendBytes(out, " |");
    AppendBytes(out, style.gutter_off);
  };
  const fmt::format_int number(line_number);
  gutter(std::string_view(number.data(), number.size()));
  if (!line.empty()) {
    out.push_back(' ');
  }
  if (lead > 0) {
    AppendBytes(out, kEllipsis);
  }
  if (ascii) {
    AppendBytes(out, line.substr(lo, hi - lo));
  }
  size_t cell = 0;
  for (size_t pos = 0; !ascii && pos < line.size();) {
    const TextSegment segment = SegmentAt(line, pos);
    if (segment.printable_ascii) {
      const size_t run = segment.size;
      if (cell >= hi) {
        break;  // the first cell past the window
      }
      const size_t from = std::max(cell, lo);
      const size_t to = std::min(cell + run, hi);
      if (from < to) {
        AppendBytes(out, line.substr(pos + (from - cell), to - from));
      }
      cell += run;
      pos += run;
      continue;
    }
    const size_t len = segment.size;
    const char32_t cp = segment.cp;
    const auto width = static_cast<size_t>(CellWidth(cp));
    const size_t c0 = cell;
    const size_t c1 = cell + width;
    cell = c1;
    const size_t at = pos;
    pos += len;
    if (width == 0) {
      if ((c0 >= lo && c0 < hi) || (c0 == hi && hi == total)) {
        AppendBytes(out, line.substr(at, len));
      }
      continue;
    }
    if (c1 <= lo) {
      continue;
    }
    if (c0 >= hi) {
      break;
    }
    if (cp == '\t' || c0 < lo || c1 > hi) {
      AppendSpaces(out, std::min(c1, hi) - std::max(c0, lo));
    } else if (IsUnprintable(cp) || (cp == kReplacementChar && len == 1)) {
      AppendBytes(out, kReplacementUtf8);
    } else {
      AppendBytes(out, line.substr(at, len));
    }
  }
  if (hi < total) {
    AppendBytes(out, kEllipsis);
  }
  out.push_back('\n');

  const size_t caret_begin = std::clamp(begin_cell, lo, hi);
  const size_t caret_end = std::clamp(end_cell, lo, hi);
  gutter({});
  out.push_back(' ');
  AppendSpaces(out, lead + caret_begin - lo);
  AppendBytes(out, style.caret_on);
  AppendRepeated(out, std::max<size_t>(1, caret_end - caret_begin), '^');
  AppendBytes(out, style.caret_off);
  out.push_back('\n');
}

}  // namespace internal

namespace {

using internal::AppendBytes;

struct Palette {
  std::string_view bold, dim, reset, gutter, error, warning, info;
};
constexpr Palette kColor{"\x1b[1m",    "\x1b[2m",    "\x1b[0m",   "\x1b[1;34m",
                         "\x1b[1;31m", "\x1b[1;33m", "\x1b[1;36m"};
constexpr Palette kPlain{};

std::string_view SeverityColor(const Palette& palette, Severity severity) {
  switch (severity) {
    case Severity::kError:
      return palette.error;
    case Severity::kWarning:
      return palette.warning;
    case Severity::kInfo:
      return palette.info;
  }
  return {};
}

// Appends `text` (a message, fix title, note or path) made safe for a terminal as the excerpt
// is: ill-formed bytes and control characters become U+FFFD, a tab a space, and each `\n`
// becomes `newline`.
void AppendText(fmt::memory_buffer& out, std::string_view text, std::string_view newline) {
  size_t run = FindNotPrintableAscii(text, 0);  // most texts are printable ASCII throughout
  if (run == text.size()) {
    AppendBytes(out, text);
    return;
  }
  AppendBytes(out, text.substr(0, run));
  text.remove_prefix(run);
  run = 0;  // start of the pending run of bytes copied as they are
  const auto flush = [&](size_t upto) { AppendBytes(out, text.substr(run, upto - run)); };
  for (size_t pos = 0; pos < text.size();) {
    const TextSegment segment = SegmentAt(text, pos);
    const bool ill_formed =
        !segment.printable_ascii && segment.cp == kReplacementChar && segment.size == 1;
    if (!segment.printable_ascii && (ill_formed || internal::IsUnprintable(segment.cp))) {
      flush(pos);
      if (segment.cp == '\n') {
        AppendBytes(out, newline);
      } else if (segment.cp == '\t') {
        out.push_back(' ');
      } else {
        AppendBytes(out, kReplacementUtf8);
      }
      run = pos + segment.size;
    }
    pos += segment.size;
  }
  flush(text.size());
}

// "3 errors, 1 warning, 2 info": the non-zero counts.
std::string Breakdown(const RunSummary& summary) {
  std::string out;
  const auto add = [&](size_t n, std::string_view one, std::string_view many) {
    if (n == 0) {
      return;
    }
    if (!out.empty()) {
      out += ", ";
    }
    out += CountWithNoun(n, one, many);
  };
  add(summary.errors, "error", "errors");
  add(summary.warnings, "warning", "warnings");
  add(summary.infos, "info", "info");
  return out;
}

// The other members of a group, by position: `12:5, 14:5` when they mark the text the first
// one does (eight stray `*`), else each with its text: `12:5 `09/2019`, 14:5 `Oct. 2020``. Text
// longer than kMemberTextCells code points is cut with `…`. Lines break before kListWidth
// columns, each `\n` continuing under the first.
constexpr size_t kMemberTextCells = 32;
constexpr size_t kListWidth = 96;

// Appends the list to `out`; `item` is scratch space. Both are stack buffers, so a list is
// built without allocating.
void AppendMemberList(fmt::memory_buffer& out, fmt::memory_buffer& item, const Source& source,
                      const Diagnostic& leader, std::span<const Diagnostic* const> members) {
  const auto marked = [&](const Diagnostic& d) {
    const uint32_t begin = std::min(d.range.begin, source.size());
    const uint32_t end = std::clamp(d.range.end, begin, source.size());
    // The first line of the range: a list entry is one line.
    const std::string_view text = source.text().substr(begin, end - begin);
    // A plain loop: find_first_of calls memchr on its two characters once per byte.
    size_t line_end = 0;
    while (line_end < text.size() && text[line_end] != '\n' && text[line_end] != '\r') {
      ++line_end;
    }
    return text.substr(0, line_end);
  };
  const std::string_view leader_text = marked(leader);
  const bool same_text = std::all_of(members.begin(), members.end(), [&](const Diagnostic* d) {
    return marked(*d) == leader_text;
  });
  size_t line_width = 0;
  for (size_t i = 0; i < members.size(); ++i) {
    const LineCol where = source.Locate(std::min(members[i]->range.begin, source.size()));
    item.clear();
    internal::AppendNumber(item, where.line);
    item.push_back(':');
    internal::AppendNumber(item, where.column);
    if (!same_text) {
      std::string_view text = marked(*members[i]);
      size_t cut = text.size();
      size_t cells = 0;
      internal::ForEachCodePoint(text, [&](size_t pos, size_t, char32_t) {
        if (cells++ == kMemberTextCells) {
          cut = pos;
          return false;
        }
        return true;
      });
      AppendBytes(item, " `");
      AppendBytes(item, text.substr(0, cut));
      if (cut < text.size()) {
        AppendBytes(item, "…");
      }
      item.push_back('`');
    }
    if (i + 1 < members.size()) {
      item.push_back(',');
    }
    if (line_width > 0 && line_width + 1 + item.size() > kListWidth) {
      out.push_back('\n');
      line_width = 0;
    } else if (line_width > 0) {
      out.push_back(' ');
      ++line_width;
    }
    AppendBytes(out, std::string_view(item.data(), item.size()));
    line_width += item.size();
  }
}

// `path` is source.name() as AppendText shows it, made once per file. `more` are the other
// members of the diagnostic's group (none when it stands alone or grouping is off): listed by
// position after its trailers, as `= and 2 more: 12:5, 14:5`.
void AppendDiagnostic(fmt::memory_buffer& out, const Source& source, std::string_view path,
                      const Diagnostic& diag, const Palette& palette,
                      std::span<const Diagnostic* const> more = {}) {
  const uint32_t begin = std::min(diag.range.begin, source.size());
  const uint32_t end = std::clamp(diag.range.end, begin, source.size());
  const LineCol where = source.Locate(begin);
  const std::string_view severity_color = SeverityColor(palette, diag.severity);

  // Header: path:line:column: severity: message [rule/id], then the gutter's top line. The
  // pieces around the message are each written with one resize.
  const std::string_view severity_name = SeverityName(diag.severity);
  const Decimal line_number(where.line);
  const Decimal column_number(where.column);
  const std::string_view line_digits = line_number;
  const std::string_view column_digits = column_number;
  internal::PieceWriter before_message(out, palette.bold.size() + path.size() + line_digits.size() +
                                                column_digits.size() + 3 + palette.reset.size() +
                                                1 + severity_color.size() + severity_name.size() +
                                                palette.reset.size() + 2);
  before_message.Bytes(palette.bold);
  before_message.Bytes(path);
  before_message.Byte(':');
  before_message.Bytes(line_digits);
  before_message.Byte(':');
  before_message.Bytes(column_digits);
  before_message.Byte(':');
  before_message.Bytes(palette.reset);
  before_message.Byte(' ');
  before_message.Bytes(severity_color);
  before_message.Bytes(severity_name);
  before_message.Bytes(palette.reset);
  before_message.Bytes(": ");
  AppendText(out, diag.message, " ");

  // Excerpt and underline.
  const size_t gutter_width = line_digits.size();
  const ByteRange line = source.LineRange(where.line);
  internal::PieceWriter after_message(out, 2 + palette.dim.size() + diag.rule_id.size() +
                                               2 * palette.reset.size() + 2 +
                                               palette.gutter.size() + gutter_width + 2 + 1);
  after_message.Byte(' ');
  after_message.Bytes(palette.dim);
  after_message.Byte('[');
  after_message.Bytes(diag.rule_id);
  after_message.Byte(']');
  after_message.Bytes(palette.reset);
  after_message.Byte('\n');
  after_message.Bytes(palette.gutter);
  after_message.Repeated(gutter_width, ' ');
  after_message.Bytes(" |");
  after_message.Bytes(palette.reset);
  after_message.Byte('\n');
  const size_t line_begin = line.begin;
  internal::AppendExcerpt(out, source.Text(line), where.line, gutter_width,
                          begin >= line_begin ? begin - line_begin : 0,
                          end >= line_begin ? end - line_begin : 0,
                          {palette.gutter, palette.reset, severity_color, palette.reset});

  // help: and note: lines; a multi-line note continues under its first line.
  const auto trailer = [&](std::string_view label, std::string_view text, std::string_view suffix) {
    internal::AppendSpaces(out, gutter_width + 1);
    AppendBytes(out, palette.gutter);
    out.push_back('=');
    AppendBytes(out, palette.reset);
    out.push_back(' ');
    AppendBytes(out, palette.bold);
    AppendBytes(out, label);
    AppendBytes(out, palette.reset);
    AppendBytes(out, ": ");
    if (FindNotPrintableAscii(text, 0) == text.size()) {
      AppendBytes(out, text);  // one line, nothing to replace: no continuation indent needed
    } else {
      fmt::memory_buffer newline;  // on the stack: `\n` and the indent of the first line
      newline.push_back('\n');
      internal::AppendSpaces(newline, gutter_width + 1 + 2 + label.size() + 2);
      AppendText(out, text, std::string_view(newline.data(), newline.size()));
    }
    AppendBytes(out, suffix);
    out.push_back('\n');
  };
  if (diag.fix.has_value()) {
    trailer("help", diag.fix->title,
            diag.fix->safety == FixSafety::kUnsafe ? " (unsafe fix)" : std::string_view());
  }
  if (!diag.note.empty()) {
    trailer("note", diag.note, {});
  }
  if (!more.empty()) {
    fmt::memory_buffer label;
    AppendBytes(label, "and ");
    internal::AppendNumber(label, static_cast<uint32_t>(more.size()));
    AppendBytes(label, " more");
    fmt::memory_buffer list;
    fmt::memory_buffer item;
    AppendMemberList(list, item, source, diag, more);
    trailer(std::string_view(label.data(), label.size()),
            std::string_view(list.data(), list.size()), {});
  }
  out.push_back('\n');
}

// Appends --show-fixes' list of the fixes applied to one file:
//   cv.md: 2 fixes applied
//     4:53 date/mixed-format (pass 1): `09/2019` -> `Sep 2019`
//          why: 3 of 4 dates in this CV are written Mon YYYY.
void AppendAppliedFixes(fmt::memory_buffer& out, std::string_view path,
                        std::span<const AppliedFix> applied, const Palette& palette) {
  AppendBytes(out, palette.bold);
  AppendText(out, path, " ");
  fmt::format_to(std::back_inserter(out), ": {} applied",
                 CountWithNoun(applied.size(), "fix", "fixes"));
  AppendBytes(out, palette.reset);
  out.push_back('\n');
  for (const AppliedFix& fix : applied) {
    const std::string where = fmt::format("  {}:{} ", fix.line, fix.column);
    AppendBytes(out, where);
    fmt::format_to(std::back_inserter(out), "{} (pass {}{}): `", fix.rule_id, fix.pass,
                   fix.safety == FixSafety::kUnsafe ? ", unsafe" : "");
    AppendText(out, fix.before, "\u23CE");
    AppendBytes(out, "` -> `");
    AppendText(out, fix.after, "\u23CE");
    AppendBytes(out, "`\n");
    if (!fix.evidence.empty()) {
      const std::string indent(where.size(), ' ');
      AppendBytes(out, indent);
      AppendBytes(out, "why: ");
      AppendText(out, fix.evidence, "\n" + indent + "     ");
      out.push_back('\n');
    }
  }
  out.push_back('\n');
}

}  // namespace

void TextReporter::Begin(const RunInfo& run) {
  command_ = std::string(run.command);
  dry_run_ = run.dry_run;
  unsafe_fixes_ = 0;
}

void TextReporter::Write(std::string_view bytes) const {
  if (!bytes.empty()) {
    // A short write sets the stream's error flag, which End() reports.
    std::fwrite(bytes.data(), 1, bytes.size(), options_.out);
  }
}

void TextReporter::AppendFile(fmt::memory_buffer& out, const Source& source,
                              std::span<const Diagnostic> diagnostics,
                              const FileRecord& fixes) const {
  const Palette& palette = options_.color ? kColor : kPlain;
  if (options_.show_fixes && !fixes.applied.empty()) {
    AppendAppliedFixes(out, source.name(), fixes.applied, palette);
  }
  fmt::memory_buffer path_buffer;
  AppendText(path_buffer, source.name(), " ");
  const std::string_view path(path_buffer.data(), path_buffer.size());
  if (!options_.group) {
    for (const Diagnostic& diag : diagnostics) {
      AppendDiagnostic(out, source, path, diag, palette);
    }
    return;
  }
  // Each group once, at its first member.
  const DiagnosticGroups groups(source, diagnostics);
  std::vector<const Diagnostic*> more;
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    if (!groups.IsLeader(i)) {
      continue;
    }
    const std::span<const uint32_t> members = groups.Members(groups.GroupOf(i));
    more.clear();
    if (members.size() > 1 && more.capacity() == 0) {
      // No group has more members than the file has findings: one allocation for them all.
      more.reserve(diagnostics.size());
    }
    for (const uint32_t m : members.subspan(1)) {
      more.push_back(&diagnostics[m]);
    }
    AppendDiagnostic(out, source, path, diagnostics[i], palette, more);
  }
}

void TextReporter::CountUnsafeFixes(std::span<const Diagnostic> diagnostics) {
  for (const Diagnostic& diag : diagnostics) {
    if (diag.fix.has_value() && diag.fix->safety == FixSafety::kUnsafe) {
      ++unsafe_fixes_;
    }
  }
}

void TextReporter::File(const Source& source, std::span<const Diagnostic> diagnostics,
                        const FileRecord& fixes) {
  buffer_.clear();
  AppendFile(buffer_, source, diagnostics, fixes);
  CountUnsafeFixes(diagnostics);
  Write(std::string_view(buffer_.data(), buffer_.size()));
}

std::optional<std::string> TextReporter::Render(const Source& source,
                                                std::span<const Diagnostic> diagnostics,
                                                const FileRecord& fixes) const {
  // One buffer per thread, kept from file to file: it is not regrown and copied as each
  // file's output accumulates, nor allocated per file.
  thread_local fmt::memory_buffer out;
  out.clear();
  AppendFile(out, source, diagnostics, fixes);
  std::string rendered = fmt::to_string(out);
  // A buffer grown for one unusually long report is not held for the rest of the run.
  constexpr size_t kKeptBytes = size_t{1} << 20;
  if (out.capacity() > kKeptBytes) {
    out = fmt::memory_buffer();
  }
  return rendered;
}

void TextReporter::WriteRendered(std::string_view rendered,
                                 std::span<const Diagnostic> diagnostics) {
  CountUnsafeFixes(diagnostics);
  Write(rendered);
}

absl::Status TextReporter::End(const RunSummary& summary) {
  if (!options_.quiet) {
    buffer_.clear();
    auto out = std::back_inserter(buffer_);
    const size_t problems = summary.errors + summary.warnings + summary.infos;
    const std::string breakdown = Breakdown(summary);
    if (summary.files == 0) {
      fmt::format_to(out, "No files checked.\n");
    } else if (problems == 0 && (command_ != "fix" || summary.fixed == 0)) {
      fmt::format_to(out, "No problems found in {}.\n",
                     CountWithNoun(summary.files, "file", "files"));
    } else if (command_ == "fix") {
      fmt::format_to(out, "{} {} in {}; {} remaining{}.\n", dry_run_ ? "Would fix" : "Fixed",
                     CountWithNoun(summary.fixed, "problem", "problems"),
                     CountWithNoun(summary.files_changed, "file", "files"), problems,
                     breakdown.empty() ? std::string() : fmt::format(" ({})", breakdown));
    } else {
      const std::string files =
          summary.files_with_diagnostics == summary.files
              ? CountWithNoun(summary.files, "file", "files")
              : fmt::format("{} of {} files", summary.files_with_diagnostics, summary.files);
      fmt::format_to(out, "Found {} ({}) in {}.\n", CountWithNoun(problems, "problem", "problems"),
                     breakdown, files);
      const size_t unsafe = std::min(unsafe_fixes_, summary.fixable);
      const size_t safe = summary.fixable - unsafe;
      if (safe > 0 && unsafe > 0) {
        fmt::format_to(out,
                       "{} fixable with `cvtidy fix`; {} more with `cvtidy fix --unsafe-fixes`.\n",
                       safe, unsafe);
      } else if (safe > 0) {
        fmt::format_to(out, "{} fixable with `cvtidy fix`.\n", safe);
      } else if (unsafe > 0) {
        fmt::format_to(out, "{} fixable with `cvtidy fix --unsafe-fixes`.\n", unsafe);
      }
    }
    Write(std::string_view(buffer_.data(), buffer_.size()));
  }
  errno = 0;
  if (std::fflush(options_.out) != 0 || std::ferror(options_.out)) {
    const int err = errno;
    return absl::UnavailableError(
        fmt::format("cannot write the report: {}", err != 0 ? std::strerror(err) : "I/O error"));
  }
  return absl::OkStatus();
}

CVTIDY_REGISTER_REPORTER(TextReporter, "text",
                         "compiler-style diagnostics with source excerpts (the default)");

}  // namespace cvtidy
