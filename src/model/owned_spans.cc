#include "src/model/owned_spans.h"

#include <algorithm>

namespace cvtidy {

std::optional<OwnedSpan> OwnedSpanEditedBy(const Document& doc, ByteRange edit) {
  const std::span<const VenueMention> venues = doc.venues();
  // Mentions do not overlap and come in document order, so their ends ascend.
  auto it = std::partition_point(venues.begin(), venues.end(),
                                 [&](const VenueMention& v) { return v.range.end <= edit.begin; });
  for (; it != venues.end() && it->range.begin <= edit.end; ++it) {
    const ByteRange span = it->range;
    const bool inside = edit.empty() ? span.begin < edit.begin && edit.begin < span.end
                                     : span.Overlaps(edit) && !edit.Contains(span);
    if (inside) {
      return OwnedSpan{span, SpanOwner::kVenue};
    }
  }
  return std::nullopt;
}

}  // namespace cvtidy
