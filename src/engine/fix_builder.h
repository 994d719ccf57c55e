// Building the fix a rule attaches to a diagnostic: replace a span, insert, delete a span or a
// whole line, wrap a span. Every fix is then one of a few shapes the fixer and the fix
// contract (docs/fix-contract.md) know, with its edits sorted and disjoint.
//
//   sink.Report(range, message, ReplaceSpan(range, "Sep 2019", "Write `Sep 2019`"));
//   sink.Report(range, message, DeleteLine(doc, line, "Delete this copy", FixSafety::kUnsafe));
#ifndef CVTIDY_SRC_ENGINE_FIX_BUILDER_H_
#define CVTIDY_SRC_ENGINE_FIX_BUILDER_H_

#include <cstdint>
#include <string>
#include <vector>

#include "src/engine/diagnostic.h"
#include "src/model/document.h"

namespace cvtidy {

// Writes `replacement` in place of `range`.
Fix ReplaceSpan(ByteRange range, std::string replacement, std::string title,
                FixSafety safety = FixSafety::kSafe);

// Inserts `text` at byte `at`.
Fix InsertAt(uint32_t at, std::string text, std::string title, FixSafety safety = FixSafety::kSafe);

// Deletes `range`.
Fix DeleteSpan(ByteRange range, std::string title, FixSafety safety = FixSafety::kSafe);

// Deletes line `line` (0-based, as Document::lines()) with its terminator, and a blank line
// after it when a blank line (or the start of the document) precedes it, so no double blank is
// left behind. The last line of the document takes the terminator before it instead.
Fix DeleteLine(const Document& doc, uint32_t line, std::string title,
               FixSafety safety = FixSafety::kSafe);

// Writes `open` before `range` and `close` after it, leaving the text inside as it is.
// Precondition: `range` is not empty (two insertions at one point have no order).
Fix WrapSpan(ByteRange range, std::string open, std::string close, std::string title,
             FixSafety safety = FixSafety::kSafe);

// A fix of one edit a normalizer built (a date in the CV's style, a venue in its form).
Fix EditFix(TextEdit edit, std::string title, FixSafety safety = FixSafety::kSafe);

// A fix of several edits that apply together; sorts them by position. Precondition: they are
// disjoint, and no two insert at one point.
Fix EditsFix(std::vector<TextEdit> edits, std::string title, FixSafety safety = FixSafety::kSafe);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_FIX_BUILDER_H_
