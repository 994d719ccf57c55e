// The venue extractor: finds mentions of known venues in one line, in every surface form
// (acronym, publisher + acronym, long name with ordinal and `Proceedings of the`, former
// names, aliases), with the year as it is written. One pass per line whatever the size of
// the table.
#ifndef CVTIDY_SRC_EXTRACT_VENUES_H_
#define CVTIDY_SRC_EXTRACT_VENUES_H_

#include <cstdint>
#include <string_view>
#include <vector>

#include "src/data/venue_table.h"
#include "src/model/document.h"
#include "src/model/spans.h"

namespace cvtidy {

// Appends to `out`, in order, every venue mention in `text`, one line starting at byte offset
// `base` of the Source; `line` is its 0-based index. Total; linear in text.size().
void ExtractVenues(std::string_view text, uint32_t base, uint32_t line, const VenueTable& table,
                   std::vector<VenueMention>& out);

// Joins a venue's long name and its acronym written apart within one entry into one
// kLongWithAcronym mention: a long name wrapped before its `(OSDI 2022)` on the next line (or
// wrapped inside itself: `16th USENIX Symposium on Networked` / `Systems Design and
// Implementation (NSDI 2019)`), or a track between them (`International Conference on
// Software Engineering --` / `Tool Showcase ([ICSE'21][])`). `mentions[first..]` are the
// entry's mentions since (and including) the last one before the line just extracted;
// `text` is the whole Source and `entry_begin` where the entry starts in it. The joined
// mention spans the gap and the line break (so it has no fix); the acronym's own mention is
// removed.
void JoinVenueMentions(std::string_view text, const VenueTable& table, uint32_t entry_begin,
                       std::vector<VenueMention>& mentions, size_t first);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_VENUES_H_
