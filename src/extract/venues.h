// The venue extractor: finds mentions of known venues in one line, in every surface form
// (acronym, publisher + acronym, long name with ordinal and `Proceedings of the`, former
// names, aliases), with the year as it is written. One pass per line (an entry's logical line)
// whatever the size of the table.
#ifndef CVTIDY_SRC_EXTRACT_VENUES_H_
#define CVTIDY_SRC_EXTRACT_VENUES_H_

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "src/data/venue_table.h"
#include "src/model/document.h"
#include "src/model/logical_text.h"
#include "src/model/spans.h"

namespace cvtidy {

// Appends to `out`, in order, every venue mention in `text`, one line starting at byte offset
// `base` of the Source; `line` is its 0-based index. Total; linear in text.size().
void ExtractVenues(std::string_view text, uint32_t base, uint32_t line, const VenueTable& table,
                   std::vector<VenueMention>& out);

// Appends to `out`, in order, every venue mention of entry `entry`, read over its logical
// text (wrapped lines joined; each nested item on its own) and mapped back to `source`. A long
// name wrapped over any number of lines, with its `(OSDI 2022)` after a break (blank lines and
// comments between included), is one kLongWithAcronym mention whose ranges span the breaks;
// VenueMention::line is the line it starts on.
void ExtractEntryVenues(const LogicalText& joined, uint32_t entry, const Source& source,
                        const VenueTable& table, std::vector<VenueMention>& out);

// ExtractEntryVenues in two steps: the mentions of an entry's logical text `text`, in its
// offsets on line 0 (a function of the text alone, which a parse may keep: entry_memo.h),
// then `mentions`, found so in entry `entry`'s text, mapped to `source`.
void ExtractEntryTextVenues(std::string_view text, const VenueTable& table,
                            std::vector<VenueMention>& out);
void MapEntryVenues(const LogicalText& joined, uint32_t entry, const Source& source,
                    std::span<VenueMention> mentions);

namespace internal {

// ExtractVenues; with `skip_url_tails` false the scan also reads the words of a URL token after
// its `@`, `://` or path `/`, which can start no mention: the tests compare the two.
void ExtractVenuesOfLine(std::string_view text, uint32_t base, uint32_t line,
                         const VenueTable& table, bool skip_url_tails,
                         std::vector<VenueMention>& out);

// Whether an event's head word (`Workshop`, `Symposium`, `School`, ..., any case, inside a
// word too) lies in the clause of `text` ending at `end`: back to `;`, `|`, a tab, or an
// opening bracket that is not a link's target (`[Doctoral Symposium](https://...) at OSDI`).
// One pass back from `end`, testing for a head only where one of their first letters stands,
// and stopping at the first head found.
bool ClauseHasEventHead(std::string_view text, size_t end);

}  // namespace internal
}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_VENUES_H_
