// Helpers the machine-readable reporters share (JSON, SARIF, GitHub, JUnit, HTML): escaping
// for JSON and XML, ranges turned into positions the same way everywhere, and writing a
// buffer to the report stream with the error reported once, by End().
#ifndef CVTIDY_REPORTERS_INTERNAL_OUTPUT_H_
#define CVTIDY_REPORTERS_INTERNAL_OUTPUT_H_

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string_view>

#include "absl/status/status.h"
#include <fmt/format.h>

#include "src/source/source.h"

namespace cvtidy::internal {

// Plain output appends many empty colour codes, and the rest are short: a size test, a resize
// and one copy, where the generic append loops over the buffer's capacity.
// Always inlined: most calls pass a literal or an empty colour code, which then cost a store.
[[gnu::always_inline]] inline void AppendBytes(fmt::memory_buffer& out, std::string_view s) {
  if (s.empty()) {
    return;
  }
  const size_t size = out.size();
  out.resize(size + s.size());
  std::memcpy(out.data() + size, s.data(), s.size());
}

// Appends `s` as a JSON string literal, quotes included: `"`, `\` and control characters are
// escaped (JsonEscape), and ill-formed UTF-8 becomes U+FFFD, so the result is valid UTF-8 JSON.
void AppendJsonString(fmt::memory_buffer& out, std::string_view s);

// Appends `s` escaped for XML 1.0 (and so for HTML). `&`, `<` and `>` are always escaped, so
// `]]>` never appears; in an attribute value (quoted with `"`) `"` and `'` are escaped too,
// and tab, LF and CR become character references, which attribute-value normalisation would
// otherwise turn into spaces. In text, CR becomes `&#13;` (parsers would drop it otherwise).
// What XML 1.0 forbids (C0 controls other than tab, LF and CR; U+FFFE and U+FFFF) and
// ill-formed UTF-8 become U+FFFD, so the output is always well-formed.
enum class XmlContext : uint8_t { kText, kAttribute };
void AppendXmlEscaped(fmt::memory_buffer& out, std::string_view s, XmlContext context);

// A diagnostic or edit range as people and tools see it: offsets clamped to the text (so a
// range is never out of bounds or reversed) and both ends located (1-based line, column in
// code points, end exclusive).
struct Span {
  uint32_t begin = 0;
  uint32_t end = 0;
  LineCol from;
  LineCol to;
};
Span LocateRange(const Source& source, ByteRange range);

// Returns `name` without leading `./` segments: `./cv.md` and `cv.md` are the same file to CI
// systems, which match reported paths against the repository's.
std::string_view ReportPath(std::string_view name);

// Writes `buffer` to `out`. A short write sets the stream's error flag, which CheckStream
// reports; nothing is thrown (fmt::print would throw, and no exception may leave a module).
void WriteBuffer(const fmt::memory_buffer& buffer, std::FILE* out);

// Flushes `out` and returns kUnavailable ("cannot write the <what>: <reason>") when that or
// any earlier write to it failed.
[[nodiscard]] absl::Status CheckStream(std::FILE* out, std::string_view what);

}  // namespace cvtidy::internal

#endif  // CVTIDY_REPORTERS_INTERNAL_OUTPUT_H_
