// Entry kinds: what each entry of a Document is (EntryKind), and whether it opens with a date
// of its own. Computed once by the parser after section roles, dates and venues, so that every
// extractor and rule asks "is this a citation?" or "is this service?" the same way.
#ifndef CVTIDY_SRC_PARSE_ENTRY_KINDS_H_
#define CVTIDY_SRC_PARSE_ENTRY_KINDS_H_

#include <string_view>

#include "src/model/document.h"

namespace cvtidy::internal {

// True when `text` holds three or more personal names in a row, separated by commas: the
// author list of a citation (`Ada Quill, Ben Ode, Cy Lu, ...`).
bool HasAuthorRun(std::string_view text);

// True when `text` names a service role anywhere (any case, inside a word too: `Subcommittee`)
// or a committee abbreviation as a whole word (`PC`, `TPC`, `AEC`).
bool ServesSomething(std::string_view text);

// True when `text` names a venue or a publication's status anywhere, in any case (inside a
// word too: `Proceedings`, `arXiv:2401.0001`): `journal`, `workshop`, `to appear`, `doi`, ...
bool NamesVenueOrStatus(std::string_view text);

// True when a news word (`accepted`, `joined`, `won`, ...) starts a word of `after_date`, in
// any case: what a dated item says after its date.
bool SaysNews(std::string_view after_date);

// kAward when an award word (`award`, `prize`, ...) starts a word of `text` anywhere, in any
// case; else kTalk when a talk word does (`keynote`, `seminar`, ...); else kOther.
EntryKind AwardOrTalkByWords(std::string_view text);

// Sets Entry::kind and Entry::leading_date of every entry of `doc`, and VenueMention::service
// of the venue mentions of service entries. Needs section roles (AssignSectionRoles), dates
// and venue mentions.
void AssignEntryKinds(Document& doc);

}  // namespace cvtidy::internal

#endif  // CVTIDY_SRC_PARSE_ENTRY_KINDS_H_
