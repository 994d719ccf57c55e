// Inline suppression comments:
//   <!-- cvtidy-disable-next-line date/future -->
//   <!-- cvtidy-disable ocr/*, venue/unknown -- reason text -->
//   <!-- cvtidy-enable -->
#ifndef CVTIDY_SRC_PARSE_DIRECTIVES_H_
#define CVTIDY_SRC_PARSE_DIRECTIVES_H_

#include <optional>
#include <string_view>

#include "src/model/document.h"

namespace cvtidy::internal {

// Returns the directive written in `body`, the text between `<!--` and `-->`, or
// std::nullopt when it is not one. The keyword (`cvtidy-disable-next-line`, `cvtidy-disable`,
// `cvtidy-enable`) is case-sensitive and must be the first word. Rule ids and globs follow,
// separated by spaces, tabs and/or commas; a `--` word ends them (what follows is a reason
// for people). No ids means every rule. The patterns are views into `body`, so they point
// into the Source when `body` does. `line` and `range` are left to the caller.
std::optional<Directive> ParseDirective(std::string_view body);

}  // namespace cvtidy::internal

#endif  // CVTIDY_SRC_PARSE_DIRECTIVES_H_
