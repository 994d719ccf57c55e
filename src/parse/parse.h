// The parser: Markdown converter output and plain OCR text into one Document model.
#ifndef CVTIDY_SRC_PARSE_PARSE_H_
#define CVTIDY_SRC_PARSE_PARSE_H_

#include "src/data/section_table.h"
#include "src/data/venue_table.h"
#include "src/data/vocabulary.h"
#include "src/model/document.h"
#include "src/parse/entry_memo.h"
#include "src/source/source.h"

namespace cvtidy {

struct ParseOptions {
  // The venues to recognise; null: no venue extraction. Must outlive the Document.
  const VenueTable* venues = nullptr;
  // The known section titles headings are matched against (Section::known, heading repair);
  // null: none. Must outlive the Document.
  const SectionTable* sections = nullptr;
  // The OCR vocabulary rules judge words against (Document::vocabulary()); null: none, and
  // the rules that need one stay silent. Must outlive the Document.
  const Vocabulary* vocabulary = nullptr;
  // What an earlier parse of a similar text (the same CV before an edit) read from its
  // entries, reused for entries whose text is unchanged, and updated; null: none. Its facts
  // must come from parses with the same venue table.
  EntryFactsMemo* memo = nullptr;
};

// Builds the model of `source`: lines, section tree, entries, suppression directives, and
// the typed spans of every extractor. `source` must outlive the Document. Total: any bytes
// give some Document (callers skip sources with an encoding_problem()).
Document Parse(const Source& source, const ParseOptions& options = {});

}  // namespace cvtidy

#endif  // CVTIDY_SRC_PARSE_PARSE_H_
