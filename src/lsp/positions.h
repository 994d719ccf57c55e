// Positions as the Language Server Protocol counts them: a 0-based line and a 0-based
// character offset within the line, in UTF-16 code units unless the client and server agreed
// on UTF-8 (`positionEncoding`). The server holds each document as UTF-8 bytes, so every
// position crossing the protocol is converted here, and nowhere else.
//
//   LineIndex index(text);
//   uint32_t offset = index.OffsetOf({.line = 3, .character = 7}, PositionEncoding::kUtf16);
//   LspPosition back = index.PositionOf(offset, PositionEncoding::kUtf16);
#ifndef CVTIDY_SRC_LSP_POSITIONS_H_
#define CVTIDY_SRC_LSP_POSITIONS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cvtidy::lsp {

enum class PositionEncoding : uint8_t { kUtf8, kUtf16 };

// "utf-8", "utf-16": the protocol's names.
std::string_view PositionEncodingName(PositionEncoding encoding);

struct LspPosition {
  uint32_t line = 0;
  uint32_t character = 0;
  friend bool operator==(LspPosition, LspPosition) = default;
};

struct LspRange {
  LspPosition start;
  LspPosition end;
  friend bool operator==(LspRange, LspRange) = default;
};

// The line starts of one text. Lines end at `\n`, `\r\n` or a lone `\r`, as the protocol
// says. The index refers to the text it was built from, which must outlive it and not change.
class LineIndex {
 public:
  explicit LineIndex(std::string_view text);

  uint32_t line_count() const { return static_cast<uint32_t>(starts_.size()); }

  // The byte offset of `position`. A line past the end is the end of the text; a character
  // past the end of its line is the line's end (both as the protocol asks); a character inside
  // a code point (the second unit of a surrogate pair) is that code point's start.
  uint32_t OffsetOf(LspPosition position, PositionEncoding encoding) const;

  // The position of byte `offset` (clamped to the text's size; inside a code point: its start).
  LspPosition PositionOf(uint32_t offset, PositionEncoding encoding) const;

 private:
  // The end of line `line`'s content, before its terminator.
  uint32_t ContentEnd(uint32_t line) const;

  std::string_view text_;
  std::vector<uint32_t> starts_;
};

// Applies one `contentChanges` item of textDocument/didChange to `text`: replaces `range`
// (positions in `encoding`), or the whole text when there is no range.
void ApplyChange(std::string& text, const std::optional<LspRange>& range, std::string_view new_text,
                 PositionEncoding encoding);

// What differs between `before` and `after`: `before`'s bytes [begin, end) are `after`'s
// `replacement`, and the rest is the same. The span is the smallest one whose ends fall on
// positions: never inside a code point, nor between the `\r` and `\n` of a line end.
struct DifferingSpan {
  uint32_t begin = 0;
  uint32_t end = 0;
  std::string_view replacement;  // a view into `after`
};
DifferingSpan FindDifferingSpan(std::string_view before, std::string_view after);

}  // namespace cvtidy::lsp

#endif  // CVTIDY_SRC_LSP_POSITIONS_H_
