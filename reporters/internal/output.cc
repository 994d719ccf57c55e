#include "reporters/internal/output.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "src/base/strings.h"
#include "src/base/utf8.h"

namespace cvtidy::internal {

void AppendJsonString(fmt::memory_buffer& out, std::string_view s) {
  out.push_back('"');
  if (FindInvalidUtf8(s).has_value()) {
    AppendBytes(out, JsonEscape(SanitizeUtf8(s)));
  } else {
    AppendBytes(out, JsonEscape(s));
  }
  out.push_back('"');
}

void AppendXmlEscaped(fmt::memory_buffer& out, std::string_view s, XmlContext context) {
  const bool attribute = context == XmlContext::kAttribute;
  size_t run = 0;  // start of the pending run of bytes copied as they are
  size_t pos = 0;
  const auto replace = [&](size_t len, std::string_view with) {
    AppendBytes(out, s.substr(run, pos - run));
    AppendBytes(out, with);
    pos += len;
    run = pos;
  };
  while (pos < s.size()) {
    const auto byte = static_cast<unsigned char>(s[pos]);
    if (byte >= 0x80) {
      size_t len = 1;
      const char32_t cp = DecodeUtf8(s, pos, &len);
      if ((cp == kReplacementChar && len == 1) || cp == 0xFFFE || cp == 0xFFFF) {
        replace(len, kReplacementUtf8);
      } else {
        pos += len;
      }
      continue;
    }
    std::string_view with;
    switch (byte) {
      case '&':
        with = "&amp;";
        break;
      case '<':
        with = "&lt;";
        break;
      case '>':
        with = "&gt;";
        break;
      case '"':
        with = attribute ? "&quot;" : "";
        break;
      case '\'':
        with = attribute ? "&apos;" : "";
        break;
      case '\t':
        with = attribute ? "&#9;" : "";
        break;
      case '\n':
        with = attribute ? "&#10;" : "";
        break;
      case '\r':
        with = "&#13;";
        break;
      default:
        with = byte < 0x20 ? kReplacementUtf8 : "";
    }
    if (with.empty()) {
      ++pos;
    } else {
      replace(1, with);
    }
  }
  AppendBytes(out, s.substr(run));
}

Span LocateRange(const Source& source, ByteRange range) {
  Span span;
  span.begin = std::min(range.begin, source.size());
  span.end = std::clamp(range.end, span.begin, source.size());
  span.from = source.Locate(span.begin);
  span.to = source.Locate(span.end);
  return span;
}

std::string_view ReportPath(std::string_view name) {
  while (name.size() > 2 && name.substr(0, 2) == "./") {
    name.remove_prefix(2);
    while (!name.empty() && name.front() == '/') {
      name.remove_prefix(1);
    }
  }
  return name;
}

void WriteBuffer(const fmt::memory_buffer& buffer, std::FILE* out) {
  if (buffer.size() > 0) {
    std::fwrite(buffer.data(), 1, buffer.size(), out);
  }
}

absl::Status CheckStream(std::FILE* out, std::string_view what) {
  errno = 0;
  if (std::fflush(out) != 0 || std::ferror(out)) {
    const int err = errno;
    return absl::UnavailableError(
        fmt::format("cannot write the {}: {}", what, err != 0 ? std::strerror(err) : "I/O error"));
  }
  return absl::OkStatus();
}

}  // namespace cvtidy::internal
