#include "src/base/utf8.h"

#include <bit>
#include <cstdint>

#include "src/base/simd.h"
#include "src/base/swar.h"

namespace cvtidy {

size_t FindNonAscii(std::string_view text, size_t from) {
  size_t pos = from;
#if defined(__SSE2__)
  if (pos < text.size() && text.size() >= 16) {
    // A byte's high bit is what the byte mask collects: one load and one mask per sixteen.
    return simd::FindFirstLane(text, pos, [](__m128i bytes) { return simd::Bits(bytes); });
  }
#endif
  for (; pos + 8 <= text.size(); pos += 8) {
    if (const uint64_t high = swar::MarkNonAscii(swar::Load(text.data() + pos)); high != 0) {
      return pos + swar::FirstMarked(high);
    }
  }
  while (pos < text.size() && static_cast<unsigned char>(text[pos]) < 0x80) {
    ++pos;
  }
  return pos;
}

std::optional<size_t> FindInvalidUtf8(std::string_view text) {
  size_t pos = 0;
  while (pos < text.size()) {
    pos = FindNonAscii(text, pos);
    if (pos >= text.size()) {
      break;
    }
    const size_t len = WellFormedUtf8Length(text, pos);
    if (len == 0) {
      return pos;
    }
    pos += len;
  }
  return std::nullopt;
}

char32_t DecodeUtf8(std::string_view text, size_t pos, size_t* len) {
  const size_t n = WellFormedUtf8Length(text, pos);
  if (n == 0) {
    *len = 1;
    return kReplacementChar;
  }
  *len = n;
  const auto b = [&](size_t i) {
    return static_cast<char32_t>(static_cast<unsigned char>(text[pos + i]));
  };
  switch (n) {
    case 1:
      return b(0);
    case 2:
      return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
    case 3:
      return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
    default:
      return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
  }
}

size_t CountCodePoints(std::string_view text) {
  size_t count = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    const size_t ascii_end = FindNonAscii(text, pos);
    count += ascii_end - pos;
    pos = ascii_end;
    if (pos < text.size()) {
      size_t len = 1;
      DecodeUtf8(text, pos, &len);
      pos += len;
      ++count;
    }
  }
  return count;
}

size_t CountLeadBytes(std::string_view text) {
  size_t continuation = 0;
  size_t i = 0;
  for (; i + 8 <= text.size(); i += 8) {
    continuation += swar::CountMarked(swar::MarkContinuation(swar::Load(text.data() + i)));
  }
  for (; i < text.size(); ++i) {
    continuation += (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80 ? 1 : 0;
  }
  return text.size() - continuation;
}

void AppendUtf8(char32_t cp, std::string& out) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

std::string SanitizeUtf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  size_t pos = 0;
  while (pos < text.size()) {
    size_t len = 1;
    const char32_t cp = DecodeUtf8(text, pos, &len);
    if (cp == kReplacementChar && len == 1) {
      AppendUtf8(kReplacementChar, out);
    } else {
      out.append(text.substr(pos, len));
    }
    pos += len;
  }
  return out;
}

size_t FindNotPrintableAscii(std::string_view text, size_t from) {
  size_t pos = from;
#if defined(__SSE2__)
  if (pos < text.size() && text.size() >= 16) {
    return simd::FindFirstLane(text, pos, [](__m128i bytes) {
      return ~simd::Bits(simd::InRange(bytes, 0x20, 0x7E)) & 0xFFFF;
    });
  }
#endif
  for (; pos + 8 <= text.size(); pos += 8) {
    const uint64_t printable = swar::MarkRange(swar::Load(text.data() + pos), 0x20, 0x7E);
    if (const uint64_t other = ~printable & swar::kHigh; other != 0) {
      return pos + swar::FirstMarked(other);
    }
  }
  while (pos < text.size() && static_cast<unsigned char>(text[pos]) >= 0x20 &&
         static_cast<unsigned char>(text[pos]) < 0x7F) {
    ++pos;
  }
  return pos;
}

}  // namespace cvtidy
