// Escaping for the HTML reporter. Everything a user wrote (paths, CV text, messages that
// quote it) reaches the page through these functions, so the page is valid UTF-8 and no user
// text can become markup.
#ifndef CVTIDY_REPORTERS_INTERNAL_HTML_ESCAPE_H_
#define CVTIDY_REPORTERS_INTERNAL_HTML_ESCAPE_H_

#include <cstdint>
#include <string>
#include <string_view>

namespace cvtidy::internal {

enum class HtmlContext : uint8_t {
  kText,       // element content: `&`, `<`, `>` are escaped
  kAttribute,  // a double- or single-quoted attribute value: also `"` and `'`
};

// Appends `text` escaped for `context`. Ill-formed UTF-8 bytes and unprintable code points
// (IsUnprintable: controls, bidirectional overrides) become U+FFFD; `\t` and `\n` are kept.
void AppendHtmlEscaped(std::string& out, std::string_view text, HtmlContext context);

// Appends `text` as element content with each backtick-quoted part (`Sep 2019`) as
// <code>…</code>, the way messages and fix titles quote the CV. An unpaired backtick is kept
// as it is.
void AppendHtmlWithCode(std::string& out, std::string_view text);

}  // namespace cvtidy::internal

#endif  // CVTIDY_REPORTERS_INTERNAL_HTML_ESCAPE_H_
