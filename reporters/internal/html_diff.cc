#include "reporters/internal/html_diff.h"

#include <algorithm>
#include <charconv>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "reporters/internal/html_escape.h"
#include "src/base/strings.h"
#include "src/base/unified_diff.h"

namespace cvtidy::internal {
namespace {

bool IsSpace(char c) { return c == ' ' || c == '\t'; }

// Returns `line` without its `\n` or `\r\n`.
std::string_view StripTerminator(std::string_view line) {
  if (!line.empty() && line.back() == '\n') {
    line.remove_suffix(1);
    if (!line.empty() && line.back() == '\r') {
      line.remove_suffix(1);
    }
  }
  return line;
}

// Reads the start line of one side of a hunk header (`-12,3` or `+12`) at `pos`.
size_t ParseStart(std::string_view header, size_t pos) {
  size_t value = 0;
  if (pos < header.size()) {
    std::from_chars(header.data() + pos, header.data() + header.size(), value);
  }
  return value;
}

void AppendNumberCell(std::string& out, size_t number) {
  if (number == 0) {
    out.append(R"(<td class="n"></td>)");
  } else {
    fmt::format_to(std::back_inserter(out), R"(<td class="n">{}</td>)", number);
  }
}

// Appends one side of a changed row: `line` with [begin, end) wrapped in `tag`.
void AppendChangedCell(std::string& out, std::string_view line, size_t begin, size_t end,
                       std::string_view side, std::string_view tag) {
  fmt::format_to(std::back_inserter(out), R"(<td class="t {}">)", side);
  AppendHtmlEscaped(out, line.substr(0, begin), HtmlContext::kText);
  if (end > begin) {
    fmt::format_to(std::back_inserter(out), "<{}>", tag);
    AppendHtmlEscaped(out, line.substr(begin, end - begin), HtmlContext::kText);
    fmt::format_to(std::back_inserter(out), "</{}>", tag);
  }
  AppendHtmlEscaped(out, line.substr(end), HtmlContext::kText);
  out.append("</td>");
}

class DiffTable {
 public:
  explicit DiffTable(std::string& out) : out_(out) {}

  void Hunk(std::string_view header) {
    Flush();
    // `@@ -A[,B] +C[,D] @@`: A and C are the first line numbers when B and D are not 0.
    const size_t minus = header.find('-');
    const size_t plus = header.find('+');
    old_line_ = minus == std::string_view::npos ? 0 : ParseStart(header, minus + 1);
    new_line_ = plus == std::string_view::npos ? 0 : ParseStart(header, plus + 1);
    if (hunks_++ > 0) {
      out_.append(R"(<tr class="gap"><td colspan="4">&#8943;</td></tr>)");
    }
  }

  void Context(std::string_view line) {
    Flush();
    out_.append(R"(<tr class="ctx">)");
    AppendNumberCell(out_, old_line_++);
    out_.append(R"(<td class="t">)");
    AppendHtmlEscaped(out_, line, HtmlContext::kText);
    out_.append("</td>");
    AppendNumberCell(out_, new_line_++);
    out_.append(R"(<td class="t">)");
    AppendHtmlEscaped(out_, line, HtmlContext::kText);
    out_.append("</td></tr>");
  }

  void Deleted(std::string_view line) { deleted_.push_back(line); }
  void Inserted(std::string_view line) { inserted_.push_back(line); }

  // Writes the pending run of changes: each deleted line beside the inserted line it most
  // resembles (in order), the others alone.
  void Flush() {
    const std::vector<std::pair<size_t, size_t>> matches = Align();
    size_t d = 0;
    size_t i = 0;
    const auto gap = [&](size_t d_end, size_t i_end) {
      // Lines between two matches are paired in order, the extras shown alone.
      while (d < d_end || i < i_end) {
        Row(d < d_end ? &deleted_[d++] : nullptr, i < i_end ? &inserted_[i++] : nullptr);
      }
    };
    for (const auto& [md, mi] : matches) {
      gap(md, mi);
      Row(&deleted_[d++], &inserted_[i++]);
    }
    gap(deleted_.size(), inserted_.size());
    deleted_.clear();
    inserted_.clear();
  }

  size_t changed_rows() const { return changed_rows_; }

 private:
  // Returns how alike two lines are, from 0 to 1: the share of the longer one in their
  // common prefix and suffix. Cheap, and enough to tell an edited line from another one.
  static double Similarity(std::string_view a, std::string_view b) {
    const size_t longest = std::max(a.size(), b.size());
    if (longest == 0) {
      return 1;
    }
    const size_t limit = std::min(a.size(), b.size());
    size_t same = 0;
    while (same < limit && a[same] == b[same]) {
      ++same;
    }
    size_t suffix = 0;
    while (same + suffix < limit && a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix]) {
      ++suffix;
    }
    return static_cast<double>(same + suffix) / static_cast<double>(longest);
  }

  // Returns the (deleted, inserted) pairs, in order, that maximise the total similarity,
  // counting only pairs at least kMinSimilarity alike (a small dynamic program, as for an
  // alignment). Runs too long for it are paired in order.
  std::vector<std::pair<size_t, size_t>> Align() const {
    constexpr double kMinSimilarity = 0.3;
    constexpr size_t kMaxCells = 2500;
    const size_t n = deleted_.size();
    const size_t m = inserted_.size();
    std::vector<std::pair<size_t, size_t>> matches;
    if (n == 0 || m == 0) {
      return matches;
    }
    if (n * m > kMaxCells) {
      for (size_t k = 0; k < std::min(n, m); ++k) {
        matches.emplace_back(k, k);
      }
      return matches;
    }
    // score[x][y]: the best total over deleted[0, x) and inserted[0, y).
    std::vector<double> score((n + 1) * (m + 1), 0);
    std::vector<double> sim(n * m, 0);
    const auto at = [&](size_t x, size_t y) -> double& { return score[x * (m + 1) + y]; };
    for (size_t x = 1; x <= n; ++x) {
      for (size_t y = 1; y <= m; ++y) {
        double& s = sim[(x - 1) * m + (y - 1)];
        s = Similarity(deleted_[x - 1], inserted_[y - 1]);
        double best = std::max(at(x - 1, y), at(x, y - 1));
        if (s >= kMinSimilarity) {
          best = std::max(best, at(x - 1, y - 1) + s);
        }
        at(x, y) = best;
      }
    }
    for (size_t x = n, y = m; x > 0 && y > 0;) {
      const double s = sim[(x - 1) * m + (y - 1)];
      if (s >= kMinSimilarity && at(x, y) == at(x - 1, y - 1) + s) {
        matches.emplace_back(x - 1, y - 1);
        --x;
        --y;
      } else if (at(x, y) == at(x - 1, y)) {
        --x;
      } else {
        --y;
      }
    }
    std::reverse(matches.begin(), matches.end());
    return matches;
  }

  // Writes one changed row; a null side is empty.
  void Row(const std::string_view* deleted, const std::string_view* inserted) {
    ++changed_rows_;
    out_.append(R"(<tr class="chg">)");
    if (deleted != nullptr && inserted != nullptr) {
      const std::string_view a = *deleted;
      const std::string_view b = *inserted;
      // The common prefix and suffix, cut back to whole words (`<del>09/2019</del>` reads
      // better than `<del>09/</del>2019`), hence at code point boundaries.
      const size_t limit = std::min(a.size(), b.size());
      size_t prefix = 0;
      while (prefix < limit && a[prefix] == b[prefix]) {
        ++prefix;
      }
      const auto word_at = [](std::string_view s, size_t i) {
        return i < s.size() && !IsSpace(s[i]);
      };
      while (prefix > 0 && !IsSpace(a[prefix - 1]) && (word_at(a, prefix) || word_at(b, prefix))) {
        --prefix;
      }
      size_t suffix = 0;
      while (suffix < limit - prefix && a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix]) {
        ++suffix;
      }
      while (suffix > 0 && !IsSpace(a[a.size() - suffix]) &&
             ((a.size() > suffix && !IsSpace(a[a.size() - suffix - 1])) ||
              (b.size() > suffix && !IsSpace(b[b.size() - suffix - 1])))) {
        --suffix;
      }
      AppendNumberCell(out_, old_line_++);
      AppendChangedCell(out_, a, prefix, a.size() - suffix, "old", "del");
      AppendNumberCell(out_, new_line_++);
      AppendChangedCell(out_, b, prefix, b.size() - suffix, "new", "ins");
    } else if (deleted != nullptr) {
      AppendNumberCell(out_, old_line_++);
      AppendChangedCell(out_, *deleted, 0, deleted->size(), "old", "del");
      out_.append(R"(<td class="n"></td><td class="t none"></td>)");
    } else {
      out_.append(R"(<td class="n"></td><td class="t none"></td>)");
      AppendNumberCell(out_, new_line_++);
      AppendChangedCell(out_, *inserted, 0, inserted->size(), "new", "ins");
    }
    out_.append("</tr>");
  }

  std::string& out_;
  size_t old_line_ = 0;
  size_t new_line_ = 0;
  size_t hunks_ = 0;
  size_t changed_rows_ = 0;
  std::vector<std::string_view> deleted_;
  std::vector<std::string_view> inserted_;
};

}  // namespace

size_t AppendSideBySideDiff(std::string& out, std::string_view before, std::string_view after,
                            std::string_view kind, int context) {
  const std::string diff = UnifiedDiff(before, after, "before", "after", context);
  if (diff.empty()) {
    return 0;
  }
  out.append(R"(<table class="diff" data-kind=")");
  AppendHtmlEscaped(out, kind, HtmlContext::kAttribute);
  out.append(
      R"("><colgroup><col class="n"><col><col class="n"><col></colgroup>)"
      R"(<thead><tr><th colspan="2">Before</th><th colspan="2">After</th></tr></thead><tbody>)");
  DiffTable table(out);
  const std::vector<std::string_view> lines = SplitLinesKeepingEnds(diff);
  // The first two lines are the `---` and `+++` headers; every later line starts with its
  // kind, so user text can never be mistaken for a header.
  for (size_t i = 2; i < lines.size(); ++i) {
    const std::string_view line = StripTerminator(lines[i]);
    if (line.empty()) {
      continue;
    }
    switch (line.front()) {
      case '@':
        table.Hunk(line);
        break;
      case ' ':
        table.Context(line.substr(1));
        break;
      case '-':
        table.Deleted(line.substr(1));
        break;
      case '+':
        table.Inserted(line.substr(1));
        break;
      default:  // `\ No newline at end of file`
        break;
    }
  }
  table.Flush();
  out.append("</tbody></table>");
  return table.changed_rows();
}

}  // namespace cvtidy::internal
