#include "src/base/unified_diff.h"

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "src/base/strings.h"

namespace cvtidy {
namespace {

std::vector<std::string> Lines(std::string_view text) {
  const std::vector<std::string_view> views = SplitLinesKeepingEnds(text);
  return std::vector<std::string>(views.begin(), views.end());
}

// Applies `diff` to `old_text` as `patch` would, checking every context and removed line
// against the old text.
std::string ApplyPatch(std::string_view old_text, std::string_view diff) {
  const std::vector<std::string> old_lines = Lines(old_text);
  const std::vector<std::string> diff_lines = Lines(diff);
  EXPECT_GE(diff_lines.size(), 3u);
  std::string out;
  size_t cursor = 0;  // next old line to copy
  for (size_t i = 2; i < diff_lines.size(); ++i) {
    const std::string& line = diff_lines[i];
    if (line.rfind("@@ -", 0) == 0) {
      size_t old_start = std::stoul(line.substr(4));
      const size_t comma = line.find(',');
      const size_t space = line.find(' ', 4);
      const bool has_count = comma != std::string::npos && comma < space;
      const size_t old_count = has_count ? std::stoul(line.substr(comma + 1)) : 1;
      if (old_count > 0) {
        old_start -= 1;  // 1-based first line; an empty range names the line before
      }
      EXPECT_GE(old_start, cursor) << line;
      while (cursor < old_start) {
        out += old_lines.at(cursor++);
      }
      continue;
    }
    std::string content = line.substr(1);
    if (i + 1 < diff_lines.size() && diff_lines[i + 1].rfind("\\ No newline", 0) == 0) {
      content.pop_back();  // the newline was added for display only
      ++i;
    }
    if (line[0] == ' ' || line[0] == '-') {
      EXPECT_EQ(content, old_lines.at(cursor));
      ++cursor;
    }
    if (line[0] == ' ' || line[0] == '+') {
      out += content;
    }
  }
  while (cursor < old_lines.size()) {
    out += old_lines[cursor++];
  }
  return out;
}

size_t LcsLength(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::vector<size_t>> dp(a.size() + 1, std::vector<size_t>(b.size() + 1, 0));
  for (size_t i = 1; i <= a.size(); ++i) {
    for (size_t j = 1; j <= b.size(); ++j) {
      dp[i][j] = a[i - 1] == b[j - 1] ? dp[i - 1][j - 1] + 1 : std::max(dp[i - 1][j], dp[i][j - 1]);
    }
  }
  return dp[a.size()][b.size()];
}

TEST(UnifiedDiffTest, EqualTextsGiveNothing) {
  EXPECT_EQ(UnifiedDiff("a\nb\n", "a\nb\n", "a/x", "b/x"), "");
  EXPECT_EQ(UnifiedDiff("", "", "a/x", "b/x"), "");
}

TEST(UnifiedDiffTest, OneChangedLineWithThreeLinesOfContext) {
  const std::string before = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
  const std::string after = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n";
  EXPECT_EQ(UnifiedDiff(before, after, "a/cv.md", "b/cv.md"),
            "--- a/cv.md\n"
            "+++ b/cv.md\n"
            "@@ -2,7 +2,7 @@\n"
            " 2\n"
            " 3\n"
            " 4\n"
            "-5\n"
            "+five\n"
            " 6\n"
            " 7\n"
            " 8\n");
}

TEST(UnifiedDiffTest, ContextIsClippedAtTheEdges) {
  EXPECT_EQ(UnifiedDiff("a\nb\n", "A\nb\n", "a/f", "b/f"),
            "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n-a\n+A\n b\n");
  EXPECT_EQ(UnifiedDiff("x\n", "y\n", "a/f", "b/f"), "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-x\n+y\n");
}

TEST(UnifiedDiffTest, NearbyChangesShareAHunkDistantOnesDoNot) {
  std::string before;
  for (int i = 1; i <= 30; ++i) {
    before += std::to_string(i) + "\n";
  }
  // Lines 5 and 11 differ: 5 unchanged lines between them, <= 2 * 3, so one hunk.
  std::string near = before;
  near.replace(near.find("5\n"), 2, "E\n");
  near.replace(near.find("\n11\n") + 1, 3, "K\n");
  std::string diff = UnifiedDiff(before, near, "a", "b");
  EXPECT_EQ(std::count(diff.begin(), diff.end(), '@'), 4) << diff;
  EXPECT_NE(diff.find("@@ -2,13 +2,13 @@\n"), std::string::npos) << diff;

  // Lines 5 and 20: two hunks.
  std::string far = before;
  far.replace(far.find("5\n"), 2, "E\n");
  far.replace(far.find("\n20\n") + 1, 3, "T\n");
  diff = UnifiedDiff(before, far, "a", "b");
  EXPECT_NE(diff.find("@@ -2,7 +2,7 @@\n"), std::string::npos) << diff;
  EXPECT_NE(diff.find("@@ -17,7 +17,7 @@\n"), std::string::npos) << diff;
  EXPECT_EQ(std::count(diff.begin(), diff.end(), '@'), 8) << diff;
}

TEST(UnifiedDiffTest, InsertionsAndDeletionsAtTheEnds) {
  EXPECT_EQ(UnifiedDiff("", "x\n", "a/f", "b/f"), "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+x\n");
  EXPECT_EQ(UnifiedDiff("x\ny\n", "", "a/f", "b/f"), "--- a/f\n+++ b/f\n@@ -1,2 +0,0 @@\n-x\n-y\n");
  EXPECT_EQ(UnifiedDiff("a\n", "a\nb\n", "a/f", "b/f"),
            "--- a/f\n+++ b/f\n@@ -1 +1,2 @@\n a\n+b\n");
}

TEST(UnifiedDiffTest, MissingFinalNewlineIsMarked) {
  EXPECT_EQ(UnifiedDiff("a\nb", "a\nc", "a/f", "b/f"),
            "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n"
            "\\ No newline at end of file\n");
  // Adding the newline is a change of the last line.
  EXPECT_EQ(UnifiedDiff("a\nb", "a\nb\n", "a/f", "b/f"),
            "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n");
}

TEST(UnifiedDiffTest, CrlfLinesKeepTheirCarriageReturns) {
  EXPECT_EQ(UnifiedDiff("a\r\nb\r\n", "a\r\nc\r\n", "a/f", "b/f"),
            "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n");
}

TEST(UnifiedDiffTest, ZeroContext) {
  EXPECT_EQ(UnifiedDiff("1\n2\n3\n", "1\nX\n3\n", "a", "b", 0),
            "--- a\n+++ b\n@@ -2 +2 @@\n-2\n+X\n");
}

// Random edits over a small alphabet (many equal lines, so many possible alignments): the
// diff must apply back to the new text and be minimal (as many changed lines as the LCS
// allows).
TEST(UnifiedDiffTest, RandomDiffsApplyAndAreMinimal) {
  std::mt19937 rng(20240601);
  const char* kAlphabet[] = {"a\n", "b\n", "c\n", "d\n", "a", "e\r\n"};
  for (int round = 0; round < 400; ++round) {
    const auto make = [&] {
      std::string text;
      const int n = static_cast<int>(rng() % 14);
      for (int i = 0; i < n; ++i) {
        const char* piece = kAlphabet[rng() % 6];
        text += piece;
        if (std::string_view(piece) == "a") {
          break;  // a line without newline can only be last
        }
      }
      return text;
    };
    const std::string before = make();
    const std::string after = make();
    const int context = static_cast<int>(rng() % 4);
    const std::string diff = UnifiedDiff(before, after, "a/f", "b/f", context);
    if (before == after) {
      EXPECT_EQ(diff, "");
      continue;
    }
    ASSERT_EQ(ApplyPatch(before, diff), after) << "before:\n"
                                               << before << "\nafter:\n"
                                               << after << "\ndiff:\n"
                                               << diff;
    size_t removed = 0;
    size_t added = 0;
    for (const std::string& line : Lines(diff)) {
      if (line.rfind("---", 0) == 0 || line.rfind("+++", 0) == 0) {
        continue;
      }
      removed += line[0] == '-' ? 1 : 0;
      added += line[0] == '+' ? 1 : 0;
    }
    const std::vector<std::string> a = Lines(before);
    const std::vector<std::string> b = Lines(after);
    const size_t lcs = LcsLength(a, b);
    EXPECT_EQ(removed, a.size() - lcs) << diff;
    EXPECT_EQ(added, b.size() - lcs) << diff;
  }
}

TEST(UnifiedDiffTest, LargeInputsWithFewChangesStayFast) {
  std::string before;
  for (int i = 0; i < 200000; ++i) {
    before += "line " + std::to_string(i) + "\n";
  }
  std::string after = before;
  after.replace(after.find("line 100000\n"), 11, "LINE 100000");
  after += "tail\n";
  const std::string diff = UnifiedDiff(before, after, "a", "b");
  EXPECT_NE(diff.find("-line 100000\n+LINE 100000\n"), std::string::npos);
  EXPECT_NE(diff.find("+tail\n"), std::string::npos);
}

// With colour, each line is the plain diff's line wrapped in git's escapes, the reset before the
// terminator (CRLF kept outside it), and the "no newline" marker left plain.
TEST(UnifiedDiffTest, ColorWrapsEachLineAsGitDoes) {
  const std::string before = "same\r\nold\r\nkeep\nlast";
  const std::string after = "same\r\nnew\r\nkeep\nlast\n";
  const std::string colored = UnifiedDiff(before, after, "a/cv.md", "b/cv.md",
                                          UnifiedDiffOptions{.context = 1, .color = true});
  EXPECT_EQ(colored,
            "\x1b[1m--- a/cv.md\x1b[m\n"
            "\x1b[1m+++ b/cv.md\x1b[m\n"
            "\x1b[36m@@ -1,4 +1,4 @@\x1b[m\n"
            " same\r\n"
            "\x1b[31m-old\x1b[m\r\n"
            "\x1b[32m+new\x1b[m\r\n"
            " keep\n"
            "\x1b[31m-last\x1b[m\n"
            "\\ No newline at end of file\n"
            "\x1b[32m+last\x1b[m\n");
  std::string stripped = colored;
  for (const std::string_view escape : {"\x1b[1m", "\x1b[36m", "\x1b[31m", "\x1b[32m", "\x1b[m"}) {
    for (size_t at = stripped.find(escape); at != std::string::npos; at = stripped.find(escape)) {
      stripped.erase(at, escape.size());
    }
  }
  EXPECT_EQ(stripped, UnifiedDiff(before, after, "a/cv.md", "b/cv.md", 1));
  EXPECT_EQ(UnifiedDiff(before, after, "a/cv.md", "b/cv.md", UnifiedDiffOptions{.context = 1}),
            stripped);
}

}  // namespace
}  // namespace cvtidy
