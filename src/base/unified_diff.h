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

}  // namespace cvtidy

#endif  // CVTIDY_SRC_BASE_UNIFIED_DIFF_H_
