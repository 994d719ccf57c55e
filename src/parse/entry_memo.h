// What the parser reads from an entry's logical text alone, kept from one parse to the next:
// `cvtidy fix` parses a CV again after each pass of edits, and most of its entries come
// through a pass unchanged, so their numbers, dates and venue mentions are copied from the
// last parse instead of read again.
#ifndef CVTIDY_SRC_PARSE_ENTRY_MEMO_H_
#define CVTIDY_SRC_PARSE_ENTRY_MEMO_H_

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "src/model/spans.h"

namespace cvtidy {

// The facts the parser read from the entries of the last document it parsed, for the next
// parse of an edited copy of it. The facts of an entry are those of its logical text, in that
// text's offsets on line 0 (the parser maps them to the source): a function of the text alone
// and of the venue table, so one memo serves parses with one venue table (one configuration).
// It holds one document's entries at a time, however many times the document is parsed.
//
// The parser names each entry's text in document order (AddEntry), then asks for and keeps
// each kind of fact entry by entry.
class EntryFactsMemo {
 public:
  // Starts a document: its entries follow, in order.
  void StartDocument();

  // Records `text` as the next entry's logical text, and looks for an entry of the last
  // document with the same text byte for byte, among the next few after the last one found
  // (an edit changes entries in place, and sometimes adds or removes one).
  void AddEntry(std::string_view text);

  // Appends to `numbers` and `dates` what the last document read from entry `entry`'s text
  // (and keeps them for the next), or returns false when it held no entry of that text.
  bool RecallNumbersAndDates(uint32_t entry, std::vector<NumberSpan>& numbers,
                             std::vector<DateSpan>& dates);
  // Keeps the numbers and dates the parser read from entry `entry`'s text.
  void KeepNumbersAndDates(uint32_t entry, std::span<const NumberSpan> numbers,
                           std::span<const DateSpan> dates);

  // As above, for the venue mentions of an entry's text.
  bool RecallVenues(uint32_t entry, std::vector<VenueMention>& venues);
  void KeepVenues(uint32_t entry, std::span<const VenueMention> venues);

  // Ends the document: its entries become the ones the next document is compared with.
  void EndDocument();

  // How many entries found their text in the last document, over every parse (for tests).
  size_t recalled() const { return recalled_count_; }

  // Where an entry's text or facts lie in a document's lists.
  struct Span {
    uint32_t begin = 0;
    uint32_t end = 0;
  };

 private:
  struct EntryRecord {
    Span text;
    Span numbers;
    Span dates;
    Span venues;
    bool has_numbers_and_dates = false;
    bool has_venues = false;
  };
  // One document's entries: their texts one after another, and their facts in three lists.
  struct Generation {
    std::string texts;
    std::vector<EntryRecord> entries;
    std::vector<NumberSpan> numbers;
    std::vector<DateSpan> dates;
    std::vector<VenueMention> venues;

    std::string_view Text(const EntryRecord& r) const {
      return std::string_view(texts).substr(r.text.begin, r.text.end - r.text.begin);
    }
    void Clear();
  };
  static constexpr uint32_t kNotFound = UINT32_MAX;

  // The last document's record of the current document's entry `entry`, or null.
  const EntryRecord* Previous(uint32_t entry) const;

  Generation current_;
  Generation previous_;
  // For each entry of the current document, its entry in the last one (kNotFound: none).
  std::vector<uint32_t> previous_of_;
  uint32_t next_previous_ = 0;  // where AddEntry looks first
  size_t recalled_count_ = 0;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_PARSE_ENTRY_MEMO_H_
