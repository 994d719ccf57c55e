#include "reporters/internal/html_escape.h"

#include "reporters/internal/code_points.h"
#include "src/base/utf8.h"

namespace cvtidy::internal {

void AppendHtmlEscaped(std::string& out, std::string_view text, HtmlContext context) {
  const bool attribute = context == HtmlContext::kAttribute;
  size_t run = 0;  // start of the pending run of bytes copied as they are
  size_t pos = 0;
  const auto flush = [&](size_t upto) { out.append(text.substr(run, upto - run)); };
  while (pos < text.size()) {
    const auto byte = static_cast<unsigned char>(text[pos]);
    std::string_view replacement;
    size_t len = 1;
    if (byte >= 0x20 && byte < 0x7F) {
      switch (byte) {
        case '&':
          replacement = "&amp;";
          break;
        case '<':
          replacement = "&lt;";
          break;
        case '>':
          replacement = "&gt;";
          break;
        case '"':
          replacement = attribute ? "&quot;" : "";
          break;
        case '\'':
          replacement = attribute ? "&#39;" : "";
          break;
        default:
          break;
      }
    } else if (byte != '\t' && byte != '\n') {
      const char32_t cp = byte < 0x80 ? char32_t{byte} : DecodeUtf8(text, pos, &len);
      if ((cp == kReplacementChar && len == 1) || IsUnprintable(cp)) {
        replacement = kReplacementUtf8;
      }
    }
    if (!replacement.empty()) {
      flush(pos);
      out.append(replacement);
      run = pos + len;
    }
    pos += len;
  }
  flush(text.size());
}

void AppendHtmlWithCode(std::string& out, std::string_view text) {
  size_t pos = 0;
  while (pos < text.size()) {
    const size_t open = text.find('`', pos);
    const size_t close = open == std::string_view::npos ? open : text.find('`', open + 1);
    if (close == std::string_view::npos) {
      break;
    }
    AppendHtmlEscaped(out, text.substr(pos, open - pos), HtmlContext::kText);
    out.append("<code>");
    AppendHtmlEscaped(out, text.substr(open + 1, close - open - 1), HtmlContext::kText);
    out.append("</code>");
    pos = close + 1;
  }
  AppendHtmlEscaped(out, text.substr(pos), HtmlContext::kText);
}

}  // namespace cvtidy::internal
