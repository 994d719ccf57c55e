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

absl::StatusOr<VenueTable> VenueTable::WithMatcher(std::vector<VenueRecord> records,
                                                   const std::vector<uint32_t>& order,
                                                   VenueTableError* error) {
  absl::StatusOr<std::unique_ptr<Matcher>> matcher =
      internal::BuildVenueMatcher(records, order, error);
  if (!matcher.ok()) {
    return matcher.status();
  }
  VenueTable table;
  table.records_ = std::move(records);
  table.matcher_ = *std::move(matcher);
  std::vector<std::string_view> exact_words;
  std::vector<std::string_view> names;
  for (const VenueRecord& record : table.records_) {
    exact_words.push_back(record.id);
    exact_words.insert(exact_words.end(), record.publishers.begin(), record.publishers.end());
    names.push_back(record.long_name);
  }
  table.owned_words_ = std::make_shared<const OwnedTableWords>(exact_words, names);
  table.words_ = table.owned_words_->words();
  return table;
}

absl::StatusOr<VenueTable> VenueTable::Build(std::vector<VenueRecord> records) {
  return Build(std::move(records), nullptr);
}

absl::StatusOr<VenueTable> VenueTable::Build(std::vector<VenueRecord> records,
                                             VenueTableError* error) {
  std::vector<uint32_t> order(records.size());
  std::iota(order.begin(), order.end(), 0);
  return WithMatcher(std::move(records), order, error);
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
  return WithMatcher(std::move(records), order, error);
}

VenueTable VenueTable::FromStatic(const internal::StaticVenueTable& data) {
  VenueTable table;
  table.records_.reserve(data.venues.size());
  const auto str = [&](PoolString s) {
    return std::string(data.strings.data() + s.offset, s.length);
  };
  const auto list = [&](uint32_t begin, uint32_t count) {
    std::vector<std::string> out;
    out.reserve(count);
    for (uint32_t i = begin; i < begin + count; ++i) {
      out.push_back(str(data.lists[i]));
    }
    return out;
  };
  for (const internal::StaticVenueRecord& v : data.venues) {
    VenueRecord& record = table.records_.emplace_back();
    record.id = str(v.id);
    record.long_name = str(v.long_name);
    record.publishers = list(v.publishers, v.publisher_count);
    record.kind = v.kind;
    record.area = str(v.area);
    record.aliases = list(v.aliases, v.alias_count);
    record.former.reserve(v.former_count);
    for (uint32_t i = v.former; i < v.former + v.former_count; ++i) {
      const internal::StaticFormerName& f = data.former[i];
      record.former.push_back(FormerName{str(f.acronym), str(f.long_name), f.last_year});
    }
    record.origin = str(v.origin);
    record.editions = v.editions;
  }
  auto matcher = std::make_unique<Matcher>();
  const auto trie = [](const internal::StaticTrie& t) {
    return TokenTrie(t.slots, t.pool, t.terminals);
  };
  matcher->acronyms = trie(data.acronyms);
  matcher->longs = trie(data.longs);
  matcher->publisher_words = trie(data.publisher_words);
  matcher->surfaces = data.surfaces;
  matcher->publisher_phrases = data.publisher_phrases;
  matcher->ids = data.ids;
  matcher->strings = data.strings;
  if (data.filter.size() == Matcher::kFilterWords) {
    matcher->filter = data.filter.data();
  } else {  // a table without venues: no start
    matcher->own_filter.assign(Matcher::kFilterWords, 0);
    matcher->filter = matcher->own_filter.data();
  }
  table.matcher_ = std::move(matcher);
  table.words_ = data.words;
  return table;
}

const VenueRecord* VenueTable::Find(std::string_view id) const {
  if (matcher_ == nullptr) {
    return nullptr;
  }
  std::array<char, 64> buf;
  std::string long_id;
  std::string_view key;
  if (id.size() <= buf.size()) {
    std::transform(id.begin(), id.end(), buf.begin(), AsciiToLower);
    key = std::string_view(buf.data(), id.size());
  } else {
    long_id = AsciiLower(id);
    key = long_id;
  }
  const uint32_t index = matcher_->FindId(key);
  return index == TokenTrie::kNone ? nullptr : &records_[index];
}

}  // namespace cvtidy
