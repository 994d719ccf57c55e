// Whether a position of a line lies in a URL, e-mail address or path, for the extractors
// (dates, venues) that must not read `osdi24` in `usenix.org/conference/osdi24` or a date in
// `example.org/2019/05/report`.
//
// A token is a run of text between delimiters (white space, `[ ] < > " | `` ` ``, and for
// some callers `( )`); it is a URL when it holds `://`, `www.` (any case) or `@`. The
// extractors differ on purpose about `/`, hence UrlTokenRules:
//   - venues (kVenueUrlRules) also treat as a path a token starting with `/`, or
//     holding `/` and a dot before a letter (`usenix.org/osdi24`), and end tokens at
//     parentheses (`(OSDI 2022)` is one mention, whatever precedes the parenthesis);
//   - dates (kDateUrlRules) read `/` as a date separator (`05/2019`, `2019/20`), so
//     only the markers above count, and parentheses stay inside a token, as URLs hold them
//     (`wiki/Event_(2019)`).
#ifndef CVTIDY_SRC_EXTRACT_URL_TOKENS_H_
#define CVTIDY_SRC_EXTRACT_URL_TOKENS_H_

#include <cstddef>
#include <string_view>

#include "src/base/strings.h"  // ByteSet

namespace cvtidy::internal {

struct UrlTokenRules {
  bool paths = false;           // `/path`, `host.org/path` count as URLs
  bool parens_delimit = false;  // `(` and `)` end a token
};

inline constexpr UrlTokenRules kDateUrlRules{.paths = false, .parens_delimit = false};
inline constexpr UrlTokenRules kVenueUrlRules{.paths = true, .parens_delimit = true};

// The bytes that end a token; with UrlTokenRules::parens_delimit, `(` and `)` too.
inline constexpr ByteSet kUrlTokenDelimiters(" \t\r\n\v\f[]<>\"|`");
inline constexpr ByteSet kUrlTokenDelimitersAndParens(" \t\r\n\v\f[]<>\"|`()");

// The bytes that end a token under `rules`: a constant, so a scan that passes over the rest
// of a token (the venue scan) tests the very set UrlTokens does.
constexpr const ByteSet& TokenDelimiters(UrlTokenRules rules) {
  return rules.parens_delimit ? kUrlTokenDelimitersAndParens : kUrlTokenDelimiters;
}

// Answers "is `p` in a URL token" over one text, caching the last token examined so that a
// scan asking about nearby positions looks at each token about once. Cheap to construct; one
// per line scan (not thread-safe, like the scanners that own it).
class UrlTokens {
 public:
  UrlTokens(std::string_view text, UrlTokenRules rules) : text_(text), rules_(rules) {}

  bool Contains(size_t p);

  // Whether `c` ends a token under `rules`.
  static bool IsDelimiter(char c, UrlTokenRules rules);
  // Whether `token` (delimiters excluded) is a URL, e-mail address or, with rules.paths, path.
  static bool IsUrl(std::string_view token, UrlTokenRules rules);

 private:
  std::string_view text_;
  UrlTokenRules rules_;
  size_t begin_ = 1;  // the cached token: [begin_, end_) and its verdict; empty at first
  size_t end_ = 0;
  bool url_ = false;
};

}  // namespace cvtidy::internal

#endif  // CVTIDY_SRC_EXTRACT_URL_TOKENS_H_
