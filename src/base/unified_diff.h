// Unified diffs between two texts, as `diff -u` and `git diff` print them; `cvtidy fix --diff`
// shows what it would write this way.
//
//   std::string patch = UnifiedDiff(before, after, "a/cv.md", "b/cv.md");
//   // --- a/cv.md
//   // +++ b/cv.md
//   // @@ -3,7 +3,7 @@
//   //  context
//   // -old line
//   // +new line
//
// Lines are compared with their terminators, so a CRLF file diffs as CRLF and a change to the
// final newline shows up (with `\ No newline at end of file`, which `patch` and `git apply`
// understand).
//
// With `color`, the lines carry ANSI escapes as `git diff --color` prints them: bold headers,
// cyan `@@` hunk lines, red deletions and green insertions; each escape ends before the line's
// terminator, so the text between the escapes is the plain diff's.
#ifndef CVTIDY_SRC_BASE_UNIFIED_DIFF_H_
#define CVTIDY_SRC_BASE_UNIFIED_DIFF_H_

#include <string>
#include <string_view>

namespace cvtidy {

// Returns the unified diff turning `old_text` into `new_text`, with `context` unchanged lines
// around each change (hunks closer than 2 * context lines merge), under the header lines
// `--- old_name` and `+++ new_name`. Returns an empty string when the texts are equal. The
// line diff is minimal (Myers' O(ND) algorithm, in linear space).
std::string UnifiedDiff(std::string_view old_text, std::string_view new_text,
                        std::string_view old_name, std::string_view new_name, int context = 3);

struct UnifiedDiffOptions {
  int context = 3;     // unchanged lines around each change
  bool color = false;  // ANSI colours, as `git diff --color`
};
std::string UnifiedDiff(std::string_view old_text, std::string_view new_text,
                        std::string_view old_name, std::string_view new_name,
                        const UnifiedDiffOptions& options);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_BASE_UNIFIED_DIFF_H_
