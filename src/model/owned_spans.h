// Which rule family owns a span of the source. In one pass a span is edited by its owner alone:
// a fix of another family that would change it from inside is withheld (the engine's
// DiagnosticSink enforces it, src/engine/sink.h), so two families never rewrite the same bytes
// back and forth and `fix` converges by construction.
#ifndef CVTIDY_SRC_MODEL_OWNED_SPANS_H_
#define CVTIDY_SRC_MODEL_OWNED_SPANS_H_

#include <cstdint>
#include <optional>

#include "src/model/document.h"

namespace cvtidy {

enum class SpanOwner : uint8_t {
  kNone,
  // A venue mention, ordinal, publisher, name, acronym and year included (`INFOCOM '15`,
  // `ACM International Conference on Management of Data (SIGMOD 2011)`): the `venue/*` rules.
  kVenue,
};

struct OwnedSpan {
  ByteRange range;
  SpanOwner owner = SpanOwner::kNone;
};

// The first owned span of `doc` that an edit of `edit` would change from inside, or nullopt.
// An edit changes a span from inside when it overlaps it (an insertion: strictly inside it)
// without replacing it whole: an edit that replaces or deletes the whole span (a whole line)
// leaves no form of it for its owner to fight over. The owned spans are the venue mentions.
std::optional<OwnedSpan> OwnedSpanEditedBy(const Document& doc, ByteRange edit);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_MODEL_OWNED_SPANS_H_
