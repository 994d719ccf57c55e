#include "src/model/logical_text.h"

#include <algorithm>
#include <tuple>

namespace cvtidy {

uint32_t LogicalText::OffsetIn(const Piece& piece, uint32_t at) {
  const uint32_t into = at >= piece.joined ? at - piece.joined : 0;
  return std::min(piece.source.begin + into, piece.source.end);
}

void LogicalText::BeginEntry() {
  text_begin_.push_back(static_cast<uint32_t>(text_.size()));
  piece_begin_.push_back(static_cast<uint32_t>(pieces_.size()));
}

void LogicalText::Reserve(size_t entries, size_t pieces, size_t bytes) {
  text_begin_.reserve(entries);
  piece_begin_.reserve(entries);
  pieces_.reserve(pieces);
  text_.reserve(bytes);
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

ByteRange LogicalText::ToSource(uint32_t e, uint32_t begin, uint32_t end) const {
  const auto [first, last] = PiecesOf(e);
  if (first == last) {
    return {};
  }
  const uint32_t base = text_begin_[e];
  // The last piece starting at or before the begin (the first when none does).
  const Piece* piece = std::upper_bound(first, last, base + begin,
                                        [](uint32_t x, const Piece& q) { return x < q.joined; });
  piece = piece == first ? first : piece - 1;
  return MapFrom(piece, last, base + begin, base + end);
}

ByteRange LogicalText::MapFrom(const Piece* piece, const Piece* last, uint32_t at,
                               uint32_t end_at) {
  const uint32_t from = OffsetIn(*piece, at);
  if (at >= end_at) {
    return {from, from};
  }
  // An end maps through the byte before it, so a range ending at a piece's end stays on that
  // piece's line rather than jumping past the break. That byte is in the begin's piece or a
  // later one, most often the same: step forward instead of searching again.
  const uint32_t probe = end_at - 1;
  while (piece + 1 != last && (piece + 1)->joined <= probe) {
    ++piece;
  }
  return {from, std::min(OffsetIn(*piece, probe) + 1, piece->source.end)};
}

LogicalText::SourceCursor::SourceCursor(const LogicalText& text, uint32_t e) {
  std::tie(first_, last_) = text.PiecesOf(e);
  piece_ = first_;
  base_ = first_ == last_ ? 0 : text.text_begin_[e];
  if (first_ != last_) {
    CacheRun();
  }
}

void LogicalText::SourceCursor::CacheRun() {
  // A range [begin, end) with begin in the run and end at most its end maps as MapFrom maps
  // it: begin's piece is piece_ (the next starts at or after the run's end), the end's byte
  // before it too, and OffsetIn adds the shift without reaching the source's end.
  uint32_t size = piece_->source.end - piece_->source.begin;
  if (piece_ + 1 != last_) {
    size = std::min(size, (piece_ + 1)->joined - piece_->joined);
  }
  run_begin_ = piece_->joined - base_;
  run_size_ = size;
  shift_ = piece_->source.begin - run_begin_;
}

ByteRange LogicalText::SourceCursor::ToSourceStepping(uint32_t begin, uint32_t end) {
  if (first_ == last_) {
    return {};
  }
  // The last piece starting at or before the begin (the first when none does), as
  // LogicalText::ToSource finds it, stepped to from the previous range's.
  const uint32_t at = base_ + begin;
  while (piece_ != first_ && piece_->joined > at) {
    --piece_;
  }
  while (piece_ + 1 != last_ && (piece_ + 1)->joined <= at) {
    ++piece_;
  }
  CacheRun();
  return MapFrom(piece_, last_, at, base_ + end);
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
