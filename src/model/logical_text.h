// Logical entries: an entry's text with its wrapped lines joined, as a reader sees it, and a
// map back to the source bytes. Plain and OCR text is hard-wrapped, so one author list, title
// or date range often runs over a line break; extractors that read the joined text find it
// whole, and the map gives its source range (which then spans the break).
//
//   const LogicalText& joined = doc.logical_text();
//   std::string_view text = joined.EntryText(e);                  // `A, B, C and D. Title.`
//   ByteRange r = joined.ToSource(e, begin, end);                  // offsets in EntryText(e)
//
// Joining: the entry's first line from its content (after the list marker); each following
// text line of the entry from its first non-blank byte, after one space (a wrapped line) or a
// newline (a nested list item: its own line, marker included). Comment and blank lines inside
// the entry are left out. Nothing else changes: a hyphen at a line end stays, so `exam-` +
// `ple` reads `exam- ple` (ocr/hyphenation repairs those).
#ifndef CVTIDY_SRC_MODEL_LOGICAL_TEXT_H_
#define CVTIDY_SRC_MODEL_LOGICAL_TEXT_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "src/source/source.h"

namespace cvtidy {

class LogicalText {
 public:
  // A run of source bytes copied whole into the joined text.
  struct Piece {
    uint32_t joined = 0;  // offset in the joined text of all entries
    ByteRange source;     // the bytes it copies
  };

  // The joined text of entry `e`; empty for an entry that was not joined (none are skipped by
  // the parser; an out-of-range index gives empty).
  std::string_view EntryText(uint32_t e) const;

  // The source range of [begin, end) of EntryText(e). A range that crosses a joined break
  // covers the break (and the next line's indentation) in the source. `begin <= end <=
  // EntryText(e).size()`.
  ByteRange ToSource(uint32_t e, uint32_t begin, uint32_t end) const;

  // Maps ranges of one entry's text to the source as ToSource does, starting each look-up at
  // the piece the previous range began in: ranges that come in text order (the spans an
  // extractor found) cost a step or two each instead of a binary search. Any order is right.
  class SourceCursor {
   public:
    SourceCursor(const LogicalText& text, uint32_t e);
    // ToSource(e, begin, end).
    ByteRange ToSource(uint32_t begin, uint32_t end) {
      // Most ranges (a date's point, month, year and separator) lie inside the piece the
      // previous one began in, where source and joined offsets differ by one shift.
      if (begin - run_begin_ < run_size_ && end - run_begin_ <= run_size_) {
        return ByteRange{begin + shift_, end + shift_};
      }
      return ToSourceStepping(begin, end);
    }

   private:
    // ToSource for a range that does not lie inside the cached run: steps to the begin's
    // piece and caches its run.
    ByteRange ToSourceStepping(uint32_t begin, uint32_t end);
    // Caches the run of piece_: the offsets (in the entry's text) it maps one to one.
    void CacheRun();

    const Piece* first_ = nullptr;
    const Piece* last_ = nullptr;
    const Piece* piece_ = nullptr;  // where the previous range began
    uint32_t base_ = 0;             // the entry's first offset in the joined text
    // piece_'s bytes before the next piece's and inside its source: [run_begin_, run_begin_ +
    // run_size_) of the entry's text maps to itself plus shift_ (modulo 2^32). Empty at first.
    uint32_t run_begin_ = 0;
    uint32_t run_size_ = 0;
    uint32_t shift_ = 0;
  };

  // The offset in EntryText(e) of source offset `p`, or of the first joined byte after it
  // when `p` is a byte that was left out (a line break, an indentation, a marker).
  uint32_t FromSource(uint32_t e, uint32_t p) const;

  // Building, for the parser: entries in order, each opened by BeginEntry and filled with
  // Append: `separator` (0 for none) then `bytes`, the text of `source`.
  void BeginEntry();
  void Append(char separator, ByteRange source, std::string_view bytes);
  // Makes room for `entries` entries of `pieces` pieces and `bytes` bytes in all, so that
  // building grows no buffer.
  void Reserve(size_t entries, size_t pieces, size_t bytes);

 private:
  // The pieces of entry e: [piece_begin_[e], piece_begin_[e + 1]).
  std::pair<const Piece*, const Piece*> PiecesOf(uint32_t e) const;

  uint32_t TextEnd(uint32_t e) const;

  // The source offset of joined offset `at` (absolute) in `piece`.
  static uint32_t OffsetIn(const Piece& piece, uint32_t at);

  // The source range of joined offsets [at, end_at) (absolute), `piece` the last piece of
  // [piece, last) that starts at or before `at` (or the first piece).
  static ByteRange MapFrom(const Piece* piece, const Piece* last, uint32_t at, uint32_t end_at);

  std::string text_;                   // every entry's joined text, back to back
  std::vector<uint32_t> text_begin_;   // per entry: its first offset in text_
  std::vector<Piece> pieces_;          // every entry's pieces, in order
  std::vector<uint32_t> piece_begin_;  // per entry: its first index in pieces_
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_MODEL_LOGICAL_TEXT_H_
