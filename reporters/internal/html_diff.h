// The HTML reporter's before/after view: a side-by-side table of the lines a fix changes.
#ifndef CVTIDY_REPORTERS_INTERNAL_HTML_DIFF_H_
#define CVTIDY_REPORTERS_INTERNAL_HTML_DIFF_H_

#include <cstddef>
#include <string>
#include <string_view>

namespace cvtidy::internal {

// Appends `<table class="diff" data-kind="KIND">` showing the lines that differ between
// `before` and `after`: old line numbers and text on the left, new ones on the right, with
// `context` unchanged lines around each change. Within a run of changed lines, each deleted
// line stands beside the inserted line it most resembles (a line join leaves one side empty
// instead of shifting every later pair), and the part of a pair that differs (between the
// common prefix and suffix, widened to whole words) is wrapped in <del> and <ins>. The hunks
// are those of UnifiedDiff, so the view shows what `cvtidy fix --diff` prints. Returns the
// number of changed rows; appends nothing and returns 0 when the texts are equal. Text is
// escaped with AppendHtmlEscaped.
size_t AppendSideBySideDiff(std::string& out, std::string_view before, std::string_view after,
                            std::string_view kind, int context = 2);

}  // namespace cvtidy::internal

#endif  // CVTIDY_REPORTERS_INTERNAL_HTML_DIFF_H_
