#include "src/data/venue_table.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/data/venue_matcher.h"

namespace cvtidy {

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
  return Build(std::move(records), nullptr);
}

absl::StatusOr<VenueTable> VenueTable::Build(std::vector<VenueRecord> records,
                                             VenueTableError* error) {
  std::vector<uint32_t> order(records.size());
  std::iota(order.begin(), order.end(), 0);
  absl::StatusOr<std::unique_ptr<Matcher>> matcher =
      internal::BuildVenueMatcher(records, order, error);
  if (!matcher.ok()) {
    return matcher.status();
  }
  VenueTable table;
  table.records_ = std::move(records);
  table.matcher_ = *std::move(matcher);
  return table;
}

absl::StatusOr<VenueTable> VenueTable::Merge(const VenueTable& base,
                                             std::vector<VenueRecord> overrides) {
  return Merge(base, std::move(overrides), nullptr);
}

absl::StatusOr<VenueTable> VenueTable::Merge(const VenueTable& base,
                                             std::vector<VenueRecord> overrides,
                                             VenueTableError* error) {
  std::vector<VenueRecord> records(base.records_.begin(), base.records_.end());
  std::vector<bool> replaced(records.size(), false);
  // Forms are registered base records first, overrides last, so that a conflict between the
  // two is reported at the override, where the user can fix it.
  std::vector<uint32_t> late;
  absl::flat_hash_map<std::string, std::string> seen;  // lower-cased id -> origin
  for (VenueRecord& record : overrides) {
    const auto [it, inserted] = seen.emplace(AsciiLower(record.id), record.origin);
    if (!inserted) {
      std::string message =
          fmt::format("duplicate venue id \"{}\" (first defined at {})", record.id, it->second);
      std::string status = fmt::format("{}: {}", record.origin, message);
      if (error != nullptr) {
        *error = VenueTableError{record.origin, it->second, std::move(message)};
      }
      return absl::InvalidArgumentError(status);
    }
    uint32_t index = 0;
    if (const VenueRecord* existing = base.Find(record.id); existing != nullptr) {
      index = base.IndexOf(*existing);
      records[index] = std::move(record);
      replaced[index] = true;
    } else {
      index = static_cast<uint32_t>(records.size());
      records.push_back(std::move(record));
    }
    late.push_back(index);
  }
  std::vector<uint32_t> order;
  order.reserve(records.size());
  for (uint32_t i = 0; i < replaced.size(); ++i) {
    if (!replaced[i]) {
      order.push_back(i);
    }
  }
  order.insert(order.end(), late.begin(), late.end());
  absl::StatusOr<std::unique_ptr<Matcher>> matcher =
      internal::BuildVenueMatcher(records, order, error);
  if (!matcher.ok()) {
    return matcher.status();
  }
  VenueTable table;
  table.records_ = std::move(records);
  table.matcher_ = *std::move(matcher);
  return table;
}

const VenueRecord* VenueTable::Find(std::string_view id) const {
  if (matcher_ == nullptr) {
    return nullptr;
  }
  std::array<char, 64> buf;
  std::string long_id;
  absl::string_view key;
  if (id.size() <= buf.size()) {
    std::transform(id.begin(), id.end(), buf.begin(), AsciiToLower);
    key = absl::string_view(buf.data(), id.size());
  } else {
    long_id = AsciiLower(id);
    key = long_id;
  }
  const auto it = matcher_->ids.find(key);
  return it == matcher_->ids.end() ? nullptr : &records_[it->second];
}

}  // namespace cvtidy
