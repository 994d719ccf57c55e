#include "src/parse/directives.h"

#include <utility>

#include "src/base/strings.h"

namespace cvtidy::internal {
namespace {

constexpr bool IsSeparator(char c) {
  return c == ' ' || c == '\t' || c == ',' || c == '\r' || c == '\f' || c == '\v';
}

}  // namespace

std::optional<Directive> ParseDirective(std::string_view body) {
  body = TrimAscii(body);
  size_t word_end = 0;
  while (word_end < body.size() && !IsSeparator(body[word_end])) {
    ++word_end;
  }
  const std::string_view keyword = body.substr(0, word_end);
  Directive directive;
  if (keyword == "cvtidy-disable-next-line") {
    directive.kind = Directive::Kind::kDisableNextLine;
  } else if (keyword == "cvtidy-disable") {
    directive.kind = Directive::Kind::kDisable;
  } else if (keyword == "cvtidy-enable") {
    directive.kind = Directive::Kind::kEnable;
  } else {
    return std::nullopt;
  }
  size_t pos = word_end;
  while (pos < body.size()) {
    while (pos < body.size() && IsSeparator(body[pos])) {
      ++pos;
    }
    const size_t start = pos;
    while (pos < body.size() && !IsSeparator(body[pos])) {
      ++pos;
    }
    const std::string_view word = body.substr(start, pos - start);
    if (word == "--") {
      break;  // the rest is a reason, as in eslint's `-- reason`
    }
    if (!word.empty()) {
      directive.patterns.push_back(word);
    }
  }
  return directive;
}

}  // namespace cvtidy::internal
