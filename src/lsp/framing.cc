#include "src/lsp/framing.h"

#include <fmt/format.h>

#include "src/base/strings.h"

namespace cvtidy::lsp {
namespace {

// Reads one header line without its terminator (`\r\n`, or a bare `\n` from a lenient
// client). False at the end of input before any byte of the line.
bool ReadHeaderLine(std::FILE* in, std::string& line) {
  line.clear();
  int c = 0;
  bool any = false;
  while ((c = std::getc(in)) != EOF) {
    any = true;
    if (c == '\n') {
      if (!line.empty() && line.back() == '\r') {
        line.pop_back();
      }
      return true;
    }
    if (line.size() < 4096) {  // a header line longer than this is garbage; keep its start
      line.push_back(static_cast<char>(c));
    }
  }
  return any;
}

// Parses a decimal Content-Length value; false when it is not one.
bool ParseLength(std::string_view text, size_t& length) {
  text = TrimAscii(text);
  if (text.empty() || text.size() > 12) {
    return false;
  }
  length = 0;
  for (const char c : text) {
    if (!IsAsciiDigit(c)) {
      return false;
    }
    length = length * 10 + static_cast<size_t>(c - '0');
  }
  return true;
}

}  // namespace

FrameReader::Result FrameReader::Next() {
  Result result;
  std::string line;
  bool have_length = false;
  bool bad_length = false;
  size_t length = 0;
  bool any_header = false;
  // Header lines up to the empty line; blank lines before any header are skipped.
  while (true) {
    if (!ReadHeaderLine(in_, line)) {
      result.status = Status::kEnd;
      return result;
    }
    if (line.empty()) {
      if (any_header) {
        break;
      }
      continue;
    }
    any_header = true;
    const size_t colon = line.find(':');
    if (colon == std::string::npos) {
      bad_length = true;
      result.error = fmt::format("malformed header line '{}'", line.substr(0, 80));
      continue;
    }
    if (EqualsIgnoreCase(TrimAscii(std::string_view(line).substr(0, colon)), "Content-Length")) {
      if (ParseLength(std::string_view(line).substr(colon + 1), length)) {
        have_length = true;
      } else {
        bad_length = true;
        result.error = fmt::format("invalid Content-Length '{}'", line.substr(colon + 1, 40));
      }
    }
  }
  if (!have_length || bad_length || length > kMaxMessageBytes) {
    result.status = Status::kBadHeader;
    if (result.error.empty()) {
      result.error = have_length ? fmt::format("message of {} bytes is too large", length)
                                 : "header without Content-Length";
    }
    if (have_length && !bad_length) {
      // Too large: skip the body so the next message is read from its header.
      for (size_t i = 0; i < length && std::getc(in_) != EOF; ++i) {
      }
    }
    return result;
  }
  result.body.resize(length);
  const size_t got = length == 0 ? 0 : std::fread(result.body.data(), 1, length, in_);
  if (got < length) {
    result.status = Status::kEnd;
    result.body.clear();
    return result;
  }
  result.status = Status::kMessage;
  return result;
}

std::string Frame(std::string_view body) {
  return fmt::format("Content-Length: {}\r\n\r\n{}", body.size(), body);
}

}  // namespace cvtidy::lsp
