#include "src/lsp/positions.h"

#include <algorithm>

namespace cvtidy::lsp {
namespace {

bool IsContinuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// The length of the UTF-8 sequence a lead byte opens (1 for a stray byte, so scans advance).
uint32_t SequenceLength(char lead) {
  const auto byte = static_cast<unsigned char>(lead);
  if (byte >= 0xF0) {
    return 4;
  }
  if (byte >= 0xE0) {
    return 3;
  }
  if (byte >= 0xC0) {
    return 2;
  }
  return 1;
}

// The units the code point opened by `lead` takes in `encoding`: its bytes in UTF-8; in UTF-16
// two for one beyond the Basic Multilingual Plane (a four-byte sequence), else one.
uint32_t UnitsOf(char lead, uint32_t bytes, PositionEncoding encoding) {
  if (encoding == PositionEncoding::kUtf8) {
    return bytes;
  }
  return SequenceLength(lead) == 4 ? 2 : 1;
}

}  // namespace

std::string_view PositionEncodingName(PositionEncoding encoding) {
  return encoding == PositionEncoding::kUtf8 ? "utf-8" : "utf-16";
}

LineIndex::LineIndex(std::string_view text) : text_(text) {
  starts_.push_back(0);
  for (uint32_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'))) {
      starts_.push_back(i + 1);
    }
  }
}

uint32_t LineIndex::ContentEnd(uint32_t line) const {
  uint32_t end =
      line + 1 < starts_.size() ? starts_[line + 1] : static_cast<uint32_t>(text_.size());
  if (end > starts_[line] && line + 1 < starts_.size()) {
    --end;  // the `\n` or lone `\r`
    if (end > starts_[line] && text_[end] == '\n' && text_[end - 1] == '\r') {
      --end;
    }
  }
  return end;
}

uint32_t LineIndex::OffsetOf(LspPosition position, PositionEncoding encoding) const {
  if (position.line >= starts_.size()) {
    return static_cast<uint32_t>(text_.size());
  }
  const uint32_t end = ContentEnd(position.line);
  uint32_t offset = starts_[position.line];
  uint32_t units = 0;
  while (offset < end) {
    const uint32_t bytes = std::min(SequenceLength(text_[offset]), end - offset);
    const uint32_t width = UnitsOf(text_[offset], bytes, encoding);
    if (units + width > position.character) {
      break;  // the position is this code point's start, or inside it
    }
    units += width;
    offset += bytes;
  }
  return offset;
}

LspPosition LineIndex::PositionOf(uint32_t offset, PositionEncoding encoding) const {
  offset = std::min<uint32_t>(offset, static_cast<uint32_t>(text_.size()));
  while (offset > 0 && offset < text_.size() && IsContinuationByte(text_[offset])) {
    --offset;
  }
  const auto next = std::upper_bound(starts_.begin(), starts_.end(), offset);
  const auto line = static_cast<uint32_t>(next - starts_.begin() - 1);
  // An offset inside a `\r\n` terminator counts as the line's end.
  offset = std::min(offset, ContentEnd(line));
  uint32_t units = 0;
  for (uint32_t pos = starts_[line]; pos < offset;) {
    const uint32_t bytes = std::min(SequenceLength(text_[pos]), offset - pos);
    units += UnitsOf(text_[pos], bytes, encoding);
    pos += bytes;
  }
  return {line, units};
}

void ApplyChange(std::string& text, const std::optional<LspRange>& range, std::string_view new_text,
                 PositionEncoding encoding) {
  if (!range) {
    text.assign(new_text);
    return;
  }
  const LineIndex index(text);
  uint32_t begin = index.OffsetOf(range->start, encoding);
  uint32_t end = index.OffsetOf(range->end, encoding);
  if (end < begin) {
    std::swap(begin, end);
  }
  text.replace(begin, end - begin, new_text);
}

DifferingSpan FindDifferingSpan(std::string_view before, std::string_view after) {
  const size_t shorter = std::min(before.size(), after.size());
  size_t prefix = 0;
  while (prefix < shorter && before[prefix] == after[prefix]) {
    ++prefix;
  }
  size_t suffix = 0;
  while (suffix < shorter - prefix &&
         before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix]) {
    ++suffix;
  }
  // Both texts hold the same bytes before `prefix` and after their suffixes, so a boundary
  // moved outward in `before` is one in `after` too.
  while (prefix > 0 && prefix < before.size() && IsContinuationByte(before[prefix])) {
    --prefix;
  }
  if (prefix > 0 && prefix < before.size() && before[prefix - 1] == '\r' &&
      before[prefix] == '\n') {
    --prefix;
  }
  while (suffix > 0 && IsContinuationByte(before[before.size() - suffix])) {
    --suffix;
  }
  if (suffix > 0 && before.size() - suffix > 0 && before[before.size() - suffix - 1] == '\r' &&
      before[before.size() - suffix] == '\n') {
    --suffix;
  }
  return {static_cast<uint32_t>(prefix), static_cast<uint32_t>(before.size() - suffix),
          after.substr(prefix, after.size() - prefix - suffix)};
}

}  // namespace cvtidy::lsp
