#include "src/model/logical_text.h"

#include <algorithm>

namespace cvtidy {

void LogicalText::BeginEntry() {
  text_begin_.push_back(static_cast<uint32_t>(text_.size()));
  piece_begin_.push_back(static_cast<uint32_t>(pieces_.size()));
}

void LogicalText::Append(char separator, ByteRange source, std::string_view bytes) {
  if (text_begin_.empty()) {
    BeginEntry();
  }
  if (separator != 0 && text_.size() > text_begin_.back()) {
    text_.push_back(separator);
  }
  pieces_.push_back(Piece{static_cast<uint32_t>(text_.size()), source});
  text_.append(bytes);
}

uint32_t LogicalText::TextEnd(uint32_t e) const {
  return e + 1 < text_begin_.size() ? text_begin_[e + 1] : static_cast<uint32_t>(text_.size());
}

std::pair<const LogicalText::Piece*, const LogicalText::Piece*> LogicalText::PiecesOf(
    uint32_t e) const {
  if (e >= piece_begin_.size()) {
    return {nullptr, nullptr};
  }
  const uint32_t end =
      e + 1 < piece_begin_.size() ? piece_begin_[e + 1] : static_cast<uint32_t>(pieces_.size());
  return {pieces_.data() + piece_begin_[e], pieces_.data() + end};
}

std::string_view LogicalText::EntryText(uint32_t e) const {
  if (e >= text_begin_.size()) {
    return {};
  }
  return std::string_view(text_).substr(text_begin_[e], TextEnd(e) - text_begin_[e]);
}

const LogicalText::Piece* LogicalText::PieceAt(uint32_t e, uint32_t at) const {
  const auto [first, last] = PiecesOf(e);
  if (first == last) {
    return nullptr;
  }
  // The last piece starting at or before `at`.
  const Piece* p =
      std::upper_bound(first, last, at, [](uint32_t x, const Piece& q) { return x < q.joined; });
  return p == first ? first : p - 1;
}

ByteRange LogicalText::ToSource(uint32_t e, uint32_t begin, uint32_t end) const {
  if (e >= text_begin_.size()) {
    return {};
  }
  const uint32_t base = text_begin_[e];
  const auto map = [&](uint32_t at, bool is_end) -> uint32_t {
    // An end maps through the byte before it, so a range ending at a piece's end stays on
    // that piece's line rather than jumping past the break.
    const uint32_t probe = is_end && at > 0 ? at - 1 : at;
    const Piece* piece = PieceAt(e, base + probe);
    if (piece == nullptr) {
      return 0;
    }
    const uint32_t into = base + probe >= piece->joined ? base + probe - piece->joined : 0;
    const uint32_t offset = std::min(piece->source.begin + into, piece->source.end);
    return is_end && at > 0 ? std::min(offset + 1, piece->source.end) : offset;
  };
  if (begin >= end) {
    const uint32_t at = map(begin, false);
    return {at, at};
  }
  return {map(begin, false), map(end, true)};
}

uint32_t LogicalText::FromSource(uint32_t e, uint32_t p) const {
  const auto [first, last] = PiecesOf(e);
  if (first == last) {
    return 0;
  }
  const uint32_t base = text_begin_[e];
  for (const Piece* piece = first; piece != last; ++piece) {
    if (p < piece->source.end) {
      const uint32_t into = p > piece->source.begin ? p - piece->source.begin : 0;
      return piece->joined + into - base;
    }
  }
  return TextEnd(e) - base;
}

}  // namespace cvtidy
