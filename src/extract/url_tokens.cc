#include "src/extract/url_tokens.h"

#include "src/base/strings.h"

namespace cvtidy::internal {

namespace {

// Whether a URL marker starts at `token[i]`: `@`, `://` or `www.` (any case).
bool MarkerAt(std::string_view token, size_t i) {
  const size_t n = token.size();
  switch (token[i]) {
    case '@':
      return true;
    case ':':
      return i + 2 < n && token[i + 1] == '/' && token[i + 2] == '/';
    default:  // `w` or `W`
      return i + 3 < n && AsciiToLower(token[i + 1]) == 'w' && AsciiToLower(token[i + 2]) == 'w' &&
             token[i + 3] == '.';
  }
}

}  // namespace

bool UrlTokens::IsDelimiter(char c, UrlTokenRules rules) {
  return TokenDelimiters(rules).Contains(c);
}

bool UrlTokens::IsUrl(std::string_view token, UrlTokenRules rules) {
  // Only the first bytes of the markers are looked at closely.
  static constexpr ByteSet kMarkerStarts("@:wW");
  for (size_t i = FindFirstOf(token, kMarkerStarts); i != kNpos;
       i = FindFirstOf(token, kMarkerStarts, i + 1)) {
    if (MarkerAt(token, i)) {
      return true;
    }
  }
  if (!rules.paths || token.find('/') == kNpos) {
    return false;
  }
  if (token[0] == '/') {
    return true;
  }
  // `.` before a letter: a host name or a file extension.
  for (size_t i = 0; i + 1 < token.size(); ++i) {
    if (token[i] == '.' && IsAsciiAlpha(token[i + 1])) {
      return true;
    }
  }
  return false;
}

bool UrlTokens::Contains(size_t p) {
  if (p >= begin_ && p < end_) {
    return url_;
  }
  const ByteSet& delimiters = TokenDelimiters(rules_);
  size_t b = p;
  while (b > 0 && !delimiters.Contains(text_[b - 1])) {
    --b;
  }
  size_t e = p;
  while (e < text_.size() && !delimiters.Contains(text_[e])) {
    ++e;
  }
  begin_ = b;
  end_ = e;
  url_ = IsUrl(text_.substr(b, e - b), rules_);
  return url_;
}

}  // namespace cvtidy::internal
