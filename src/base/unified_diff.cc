#include "src/base/unified_diff.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"

namespace cvtidy {
namespace {

enum class OpKind : uint8_t { kEqual, kDelete, kInsert };

// One step of the edit script. `a` and `b` are the positions in the old and new line lists
// when the step is taken (for a deletion, `b` is where the new text stands, and vice versa).
struct Op {
  OpKind kind;
  size_t a;
  size_t b;
};

// Myers' algorithm with the middle-snake bisection of diff-match-patch: linear space, and
// recursion on two smaller problems at the point where the forward and reverse paths meet.
class LineDiffer {
 public:
  LineDiffer(const std::vector<std::string_view>& a, const std::vector<std::string_view>& b)
      : a_(a), b_(b) {}

  std::vector<Op> Run() {
    Diff(0, a_.size(), 0, b_.size());
    return std::move(ops_);
  }

 private:
  void Diff(size_t a0, size_t a1, size_t b0, size_t b1) {
    while (a0 < a1 && b0 < b1 && a_[a0] == b_[b0]) {
      ops_.push_back({OpKind::kEqual, a0++, b0++});
    }
    size_t suffix = 0;
    while (a1 - suffix > a0 && b1 - suffix > b0 && a_[a1 - suffix - 1] == b_[b1 - suffix - 1]) {
      ++suffix;
    }
    const size_t a_end = a1 - suffix;
    const size_t b_end = b1 - suffix;
    if (a0 == a_end || b0 == b_end) {
      Replace(a0, a_end, b0, b_end);
    } else {
      Bisect(a0, a_end, b0, b_end);
    }
    for (size_t k = 0; k < suffix; ++k) {
      ops_.push_back({OpKind::kEqual, a_end + k, b_end + k});
    }
  }

  // Everything in [a0, a1) deleted, everything in [b0, b1) inserted.
  void Replace(size_t a0, size_t a1, size_t b0, size_t b1) {
    for (size_t i = a0; i < a1; ++i) {
      ops_.push_back({OpKind::kDelete, i, b0});
    }
    for (size_t j = b0; j < b1; ++j) {
      ops_.push_back({OpKind::kInsert, a1, j});
    }
  }

  // Precondition: both ranges are non-empty, and they differ at both ends.
  void Bisect(size_t a0, size_t a1, size_t b0, size_t b1) {
    const auto n = static_cast<int64_t>(a1 - a0);
    const auto m = static_cast<int64_t>(b1 - b0);
    const int64_t max_d = (n + m + 1) / 2;
    const int64_t offset = max_d + 1;
    const int64_t length = 2 * max_d + 3;
    std::vector<int64_t> v1(length, -1);
    std::vector<int64_t> v2(length, -1);
    v1[offset + 1] = 0;
    v2[offset + 1] = 0;
    const int64_t delta = n - m;
    const bool front = (delta % 2) != 0;  // the forward path detects the overlap
    int64_t k1_start = 0;
    int64_t k1_end = 0;
    int64_t k2_start = 0;
    int64_t k2_end = 0;
    const auto same = [&](int64_t x, int64_t y) { return a_[a0 + x] == b_[b0 + y]; };
    for (int64_t d = 0; d < max_d; ++d) {
      for (int64_t k1 = -d + k1_start; k1 <= d - k1_end; k1 += 2) {
        const int64_t k1_offset = offset + k1;
        int64_t x1 = k1 == -d || (k1 != d && v1[k1_offset - 1] < v1[k1_offset + 1])
                         ? v1[k1_offset + 1]
                         : v1[k1_offset - 1] + 1;
        int64_t y1 = x1 - k1;
        while (x1 < n && y1 < m && same(x1, y1)) {
          ++x1;
          ++y1;
        }
        v1[k1_offset] = x1;
        if (x1 > n) {
          k1_end += 2;  // ran off the right edge
        } else if (y1 > m) {
          k1_start += 2;  // ran off the bottom
        } else if (front) {
          const int64_t k2_offset = offset + delta - k1;
          if (k2_offset >= 0 && k2_offset < length && v2[k2_offset] != -1 &&
              x1 >= n - v2[k2_offset]) {
            Split(a0, a1, b0, b1, x1, y1);
            return;
          }
        }
      }
      for (int64_t k2 = -d + k2_start; k2 <= d - k2_end; k2 += 2) {
        const int64_t k2_offset = offset + k2;
        int64_t x2 = k2 == -d || (k2 != d && v2[k2_offset - 1] < v2[k2_offset + 1])
                         ? v2[k2_offset + 1]
                         : v2[k2_offset - 1] + 1;
        int64_t y2 = x2 - k2;
        while (x2 < n && y2 < m && same(n - x2 - 1, m - y2 - 1)) {
          ++x2;
          ++y2;
        }
        v2[k2_offset] = x2;
        if (x2 > n) {
          k2_end += 2;
        } else if (y2 > m) {
          k2_start += 2;
        } else if (!front) {
          const int64_t k1_offset = offset + delta - k2;
          if (k1_offset >= 0 && k1_offset < length && v1[k1_offset] != -1) {
            const int64_t x1 = v1[k1_offset];
            const int64_t y1 = offset + x1 - k1_offset;
            if (x1 >= n - x2) {
              Split(a0, a1, b0, b1, x1, y1);
              return;
            }
          }
        }
      }
    }
    Replace(a0, a1, b0, b1);  // no common line at all
  }

  void Split(size_t a0, size_t a1, size_t b0, size_t b1, int64_t x, int64_t y) {
    const size_t a_mid = a0 + static_cast<size_t>(x);
    const size_t b_mid = b0 + static_cast<size_t>(y);
    if ((a_mid == a0 && b_mid == b0) || (a_mid == a1 && b_mid == b1)) {
      Replace(a0, a1, b0, b1);  // no progress possible; cannot happen on trimmed input
      return;
    }
    Diff(a0, a_mid, b0, b_mid);
    Diff(a_mid, a1, b_mid, b1);
  }

  const std::vector<std::string_view>& a_;
  const std::vector<std::string_view>& b_;
  std::vector<Op> ops_;
};

// The escapes `git diff --color` uses; kReset ends each coloured line.
constexpr std::string_view kBold = "\x1b[1m";
constexpr std::string_view kCyan = "\x1b[36m";
constexpr std::string_view kRed = "\x1b[31m";
constexpr std::string_view kGreen = "\x1b[32m";
constexpr std::string_view kReset = "\x1b[m";

// Appends `text` (one line, with or without its terminator) in `color` when one is given: the
// escape closes before the terminator, so a pager never carries the colour onto the next line.
void AppendColored(std::string_view color, std::string_view text, std::string& out) {
  if (color.empty()) {
    out.append(text);
    return;
  }
  size_t body = text.size();
  if (body > 0 && text[body - 1] == '\n') {
    --body;
    if (body > 0 && text[body - 1] == '\r') {
      --body;
    }
  }
  out.append(color);
  out.append(text.substr(0, body));
  out.append(kReset);
  out.append(text.substr(body));
}

// One line of a hunk: `prefix` (' ', '-' or '+') and the line, in `color` (empty: none). A
// last line without a terminator gets one, then the marker `patch` reads as "no newline".
void AppendLine(char prefix, std::string_view line, std::string_view color, std::string& out) {
  const bool terminated = !line.empty() && line.back() == '\n';
  std::string text(1, prefix);
  text.append(line);
  if (!terminated) {
    text.push_back('\n');
  }
  AppendColored(color, text, out);
  if (!terminated) {
    out.append("\\ No newline at end of file\n");
  }
}

// `start,count` as diff prints it: just `start` for one line; an empty range names the line
// before it.
std::string RangeText(size_t first, size_t count) {
  if (count == 1) {
    return fmt::format("{}", first + 1);
  }
  return fmt::format("{},{}", count == 0 ? first : first + 1, count);
}

}  // namespace

std::string UnifiedDiff(std::string_view old_text, std::string_view new_text,
                        std::string_view old_name, std::string_view new_name, int context) {
  return UnifiedDiff(old_text, new_text, old_name, new_name,
                     UnifiedDiffOptions{.context = context, .color = false});
}

std::string UnifiedDiff(std::string_view old_text, std::string_view new_text,
                        std::string_view old_name, std::string_view new_name,
                        const UnifiedDiffOptions& options) {
  if (old_text == new_text) {
    return {};
  }
  const std::vector<std::string_view> a = SplitLinesKeepingEnds(old_text);
  const std::vector<std::string_view> b = SplitLinesKeepingEnds(new_text);
  const std::vector<Op> ops = LineDiffer(a, b).Run();
  const size_t ctx = static_cast<size_t>(std::max(options.context, 0));
  const auto color = [&](std::string_view escape) {
    return options.color ? escape : std::string_view();
  };

  std::string out;
  AppendColored(color(kBold), fmt::format("--- {}\n", old_name), out);
  AppendColored(color(kBold), fmt::format("+++ {}\n", new_name), out);
  size_t i = 0;
  while (i < ops.size()) {
    // Find the next change, then extend the hunk while the gap to the following change is
    // small enough for the two context blocks to touch.
    while (i < ops.size() && ops[i].kind == OpKind::kEqual) {
      ++i;
    }
    if (i == ops.size()) {
      break;
    }
    const size_t begin = i >= ctx ? i - ctx : 0;
    size_t last_change = i;
    size_t j = i;
    while (j < ops.size()) {
      if (ops[j].kind != OpKind::kEqual) {
        last_change = j;
      } else if (j - last_change > 2 * ctx) {
        break;
      }
      ++j;
    }
    const size_t end = std::min(ops.size(), last_change + 1 + ctx);

    size_t old_count = 0;
    size_t new_count = 0;
    for (size_t k = begin; k < end; ++k) {
      old_count += ops[k].kind != OpKind::kInsert ? 1 : 0;
      new_count += ops[k].kind != OpKind::kDelete ? 1 : 0;
    }
    AppendColored(color(kCyan),
                  fmt::format("@@ -{} +{} @@\n", RangeText(ops[begin].a, old_count),
                              RangeText(ops[begin].b, new_count)),
                  out);
    // Within a run of changes, deletions print before insertions.
    size_t k = begin;
    while (k < end) {
      if (ops[k].kind == OpKind::kEqual) {
        AppendLine(' ', a[ops[k].a], {}, out);
        ++k;
        continue;
      }
      size_t run_end = k;
      while (run_end < end && ops[run_end].kind != OpKind::kEqual) {
        ++run_end;
      }
      for (size_t r = k; r < run_end; ++r) {
        if (ops[r].kind == OpKind::kDelete) {
          AppendLine('-', a[ops[r].a], color(kRed), out);
        }
      }
      for (size_t r = k; r < run_end; ++r) {
        if (ops[r].kind == OpKind::kInsert) {
          AppendLine('+', b[ops[r].b], color(kGreen), out);
        }
      }
      k = run_end;
    }
    i = end;
  }
  return out;
}

}  // namespace cvtidy
