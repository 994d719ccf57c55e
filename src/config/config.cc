#include "src/config/config.h"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "src/base/utf8.h"

namespace cvtidy {
namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

// Returns line `line` (1-based) of `text` without its line ending, or std::nullopt when the
// text has fewer lines. A final line ending does not start another line (as in Source).
std::optional<std::string_view> NthLine(std::string_view text, uint32_t line) {
  size_t begin = 0;
  for (uint32_t i = 1; i < line; ++i) {
    const size_t nl = text.find('\n', begin);
    if (nl == std::string_view::npos) {
      return std::nullopt;
    }
    begin = nl + 1;
  }
  if (begin >= text.size()) {
    return std::nullopt;
  }
  const size_t nl = text.find('\n', begin);
  std::string_view result = text.substr(begin, nl == std::string_view::npos ? nl : nl - begin);
  if (!result.empty() && result.back() == '\r') {
    result.remove_suffix(1);
  }
  return result;
}

}  // namespace

std::string FormatConfigError(const Config& config, uint32_t line, uint32_t column,
                              std::string_view message) {
  // No location (a config built in code, or an error about the whole file).
  if (line == 0) {
    return config.path.empty() ? std::string(message) : fmt::format("{}: {}", config.path, message);
  }
  std::string_view text = config.text;
  // toml++ skips a byte order mark without counting it as a column.
  if (text.substr(0, kBom.size()) == kBom) {
    text.remove_prefix(kBom.size());
  }
  const std::optional<std::string_view> source_line = NthLine(text, line);
  if (column == 0) {
    std::string out = fmt::format("{}:{}: {}", config.path, line, message);
    if (source_line) {
      out += "\n  ";
      out += SanitizeUtf8(*source_line);
    }
    return out;
  }
  std::string out = fmt::format("{}:{}:{}: {}", config.path, line, column, message);
  if (!source_line) {
    return out;
  }
  // One output code point per input code point, so the caret lands under `column` (code
  // points, as toml++ counts them). Tabs and other controls become spaces: a tab would expand
  // to a terminal-dependent width.
  out += "\n  ";
  uint32_t code_points = 0;
  for (size_t pos = 0; pos < source_line->size(); ++code_points) {
    size_t len = 0;
    const char32_t cp = DecodeUtf8(*source_line, pos, &len);
    if (cp < 0x20 || cp == 0x7F) {
      out += ' ';
    } else {
      AppendUtf8(cp, out);
    }
    pos += len;
  }
  out += "\n  ";
  out.append(std::min(column, code_points + 1) - 1, ' ');
  out += '^';
  return out;
}

}  // namespace cvtidy
