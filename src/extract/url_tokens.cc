#include "src/extract/url_tokens.h"

#include "src/base/strings.h"

namespace cvtidy::internal {

bool UrlTokens::IsDelimiter(char c, UrlTokenRules rules) {
  switch (c) {
    case ' ':
    case '\t':
    case '\r':
    case '\n':
    case '\v':
    case '\f':
    case '[':
    case ']':
    case '<':
    case '>':
    case '"':
    case '|':
    case '`':
      return true;
    case '(':
    case ')':
      return rules.parens_delimit;
    default:
      return false;
  }
}

bool UrlTokens::IsUrl(std::string_view token, UrlTokenRules rules) {
  const size_t n = token.size();
  bool slash = false;
  bool dot_letter = false;  // `.` before a letter: a host name or a file extension
  for (size_t i = 0; i < n; ++i) {
    const char c = token[i];
    if (c == '@') {
      return true;
    }
    if (c == ':' && i + 2 < n && token[i + 1] == '/' && token[i + 2] == '/') {
      return true;
    }
    if ((c == 'w' || c == 'W') && i + 3 < n && AsciiToLower(token[i + 1]) == 'w' &&
        AsciiToLower(token[i + 2]) == 'w' && token[i + 3] == '.') {
      return true;
    }
    slash = slash || c == '/';
    dot_letter = dot_letter || (c == '.' && i + 1 < n && IsAsciiAlpha(token[i + 1]));
  }
  return rules.paths && slash && (token[0] == '/' || dot_letter);
}

bool UrlTokens::Contains(size_t p) {
  if (p >= begin_ && p < end_) {
    return url_;
  }
  size_t b = p;
  while (b > 0 && !IsDelimiter(text_[b - 1], rules_)) {
    --b;
  }
  size_t e = p;
  while (e < text_.size() && !IsDelimiter(text_[e], rules_)) {
    ++e;
  }
  begin_ = b;
  end_ = e;
  url_ = IsUrl(text_.substr(b, e - b), rules_);
  return url_;
}

}  // namespace cvtidy::internal
