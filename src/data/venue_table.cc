#include "src/data/venue_table.h"

#include <algorithm>
#include <array>
#include <mutex>
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

struct VenueTable::DerivedFacts {
  std::mutex mutex;
  std::vector<std::pair<FactMaker, std::shared_ptr<const void>>> facts;
};

VenueTable::VenueTable(VenueTable&&) noexcept = default;
VenueTable& VenueTable::operator=(VenueTable&&) noexcept = default;
VenueTable::~VenueTable() = default;

struct VenueTable::Store {
  std::vector<OwnedVenueRecord> owned;
  // The views of `owned`'s lists, reserved whole before any span points into them.
  std::vector<std::string_view> lists;
  std::vector<FormerName> former;
  std::vector<VenueRecord> records;
  // A merged table's base records are views into the base's store (null: static data).
  std::shared_ptr<const Store> base;

  // Writes the view of `owned[i]` to `records[slots[i]]`.
  void ViewOwned(std::span<const uint32_t> slots) {
    size_t list_count = 0;
    size_t former_count = 0;
    for (const OwnedVenueRecord& o : owned) {
      list_count += o.publishers.size() + o.aliases.size();
      former_count += o.former.size();
    }
    lists.reserve(list_count);
    former.reserve(former_count);
    const auto views = [&](const std::vector<std::string>& texts) {
      const size_t begin = lists.size();
      lists.insert(lists.end(), texts.begin(), texts.end());
      return std::span<const std::string_view>(lists.data() + begin, texts.size());
    };
    for (size_t i = 0; i < owned.size(); ++i) {
      const OwnedVenueRecord& o = owned[i];
      VenueRecord view;
      view.id = o.id;
      view.long_name = o.long_name;
      view.publishers = views(o.publishers);
      view.kind = o.kind;
      view.area = o.area;
      view.aliases = views(o.aliases);
      const size_t begin = former.size();
      for (const OwnedVenueRecord::Former& f : o.former) {
        former.push_back(FormerName{f.acronym, f.long_name, f.last_year});
      }
      view.former = std::span<const FormerName>(former.data() + begin, o.former.size());
      view.editions = o.editions;
      view.origin = o.origin;
      records[slots[i]] = view;
    }
  }
};

absl::StatusOr<VenueTable> VenueTable::WithMatcher(std::shared_ptr<const Store> store,
                                                   const std::vector<uint32_t>& order,
                                                   VenueTableError* error) {
  absl::StatusOr<std::unique_ptr<Matcher>> matcher =
      internal::BuildVenueMatcher(store->records, order, error);
  if (!matcher.ok()) {
    return matcher.status();
  }
  VenueTable table;
  table.records_ = store->records;
  table.store_ = std::move(store);
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
  table.record_memo_ = std::make_unique<std::atomic<uint32_t>[]>(table.records_.size());
  table.derived_ = std::make_unique<DerivedFacts>();
  return table;
}

absl::StatusOr<VenueTable> VenueTable::Build(std::vector<OwnedVenueRecord> records) {
  return Build(std::move(records), nullptr);
}

absl::StatusOr<VenueTable> VenueTable::Build(std::vector<OwnedVenueRecord> records,
                                             VenueTableError* error) {
  auto store = std::make_shared<Store>();
  store->owned = std::move(records);
  store->records.resize(store->owned.size());
  std::vector<uint32_t> order(store->owned.size());
  std::iota(order.begin(), order.end(), 0);
  store->ViewOwned(order);
  return WithMatcher(std::move(store), order, error);
}

absl::StatusOr<VenueTable> VenueTable::Merge(const VenueTable& base,
                                             std::vector<OwnedVenueRecord> overrides) {
  return Merge(base, std::move(overrides), nullptr);
}

absl::StatusOr<VenueTable> VenueTable::Merge(const VenueTable& base,
                                             std::vector<OwnedVenueRecord> overrides,
                                             VenueTableError* error) {
  auto store = std::make_shared<Store>();
  store->base = base.store_;
  store->records.assign(base.records_.begin(), base.records_.end());
  std::vector<bool> replaced(store->records.size(), false);
  // Forms are registered base records first, overrides last, so that a conflict between the
  // two is reported at the override, where the user can fix it.
  std::vector<uint32_t> late;
  absl::flat_hash_map<std::string, std::string> seen;  // lower-cased id -> origin
  for (const OwnedVenueRecord& record : overrides) {
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
      replaced[index] = true;
    } else {
      index = static_cast<uint32_t>(store->records.size());
      store->records.emplace_back();
    }
    late.push_back(index);
  }
  store->owned = std::move(overrides);
  store->ViewOwned(late);
  std::vector<uint32_t> order;
  order.reserve(store->records.size());
  for (uint32_t i = 0; i < replaced.size(); ++i) {
    if (!replaced[i]) {
      order.push_back(i);
    }
  }
  order.insert(order.end(), late.begin(), late.end());
  return WithMatcher(std::move(store), order, error);
}

VenueTable VenueTable::FromStatic(const internal::StaticVenueTable& data) {
  VenueTable table;
  table.records_ = data.venues;
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
  table.record_memo_ = std::make_unique<std::atomic<uint32_t>[]>(table.records_.size());
  table.derived_ = std::make_unique<DerivedFacts>();
  return table;
}

const void* VenueTable::DerivedFact(FactMaker make) const {
  const std::lock_guard<std::mutex> lock(derived_->mutex);
  for (const auto& [maker, fact] : derived_->facts) {
    if (maker == make) {
      return fact.get();
    }
  }
  derived_->facts.emplace_back(make, make(*this));
  return derived_->facts.back().second.get();
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
