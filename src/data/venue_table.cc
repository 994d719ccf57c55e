#include "src/data/venue_table.h"

#include <utility>

#include "absl/status/status.h"

#include "src/base/strings.h"

namespace cvtidy {

// Placeholder matcher until the venue extractor lands.
struct VenueTable::Matcher {};

std::string_view VenueKindName(VenueKind kind) {
  switch (kind) {
    case VenueKind::kConference:
      return "conference";
    case VenueKind::kWorkshop:
      return "workshop";
    case VenueKind::kJournal:
      return "journal";
    case VenueKind::kPreprint:
      return "preprint";
  }
  return "?";
}

VenueTable::VenueTable(VenueTable&&) noexcept = default;
VenueTable& VenueTable::operator=(VenueTable&&) noexcept = default;
VenueTable::~VenueTable() = default;

absl::StatusOr<VenueTable> VenueTable::Build(std::vector<VenueRecord> records) {
  VenueTable table;
  table.records_ = std::move(records);
  table.matcher_ = std::make_unique<Matcher>();
  return table;
}

absl::StatusOr<VenueTable> VenueTable::Merge(const VenueTable& base,
                                             std::vector<VenueRecord> overrides) {
  std::vector<VenueRecord> records(base.records_.begin(), base.records_.end());
  for (VenueRecord& record : overrides) {
    bool replaced = false;
    for (VenueRecord& existing : records) {
      if (EqualsIgnoreCase(existing.id, record.id)) {
        existing = std::move(record);
        replaced = true;
        break;
      }
    }
    if (!replaced) {
      records.push_back(std::move(record));
    }
  }
  return Build(std::move(records));
}

const VenueRecord* VenueTable::Find(std::string_view id) const {
  for (const VenueRecord& record : records_) {
    if (EqualsIgnoreCase(record.id, id)) {
      return &record;
    }
  }
  return nullptr;
}

}  // namespace cvtidy
