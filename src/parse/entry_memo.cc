#include "src/parse/entry_memo.h"

#include <algorithm>
#include <utility>

namespace cvtidy {
namespace {

// How many entries of the last document AddEntry compares a text with: enough to step over
// an entry or two that an edit split, merged or removed.
constexpr uint32_t kLookAhead = 4;

template <typename T>
void AppendSpan(std::vector<T>& to, std::span<const T> from) {
  to.insert(to.end(), from.begin(), from.end());
}

// Appends `from` to `to` and returns where it lies there.
template <typename T>
EntryFactsMemo::Span Store(std::vector<T>& to, std::span<const T> from) {
  const auto begin = static_cast<uint32_t>(to.size());
  AppendSpan(to, from);
  return {begin, static_cast<uint32_t>(to.size())};
}

template <typename T>
std::span<const T> Slice(const std::vector<T>& of, EntryFactsMemo::Span span) {
  return std::span<const T>(of).subspan(span.begin, span.end - span.begin);
}

}  // namespace

void EntryFactsMemo::Generation::Clear() {
  texts.clear();
  entries.clear();
  numbers.clear();
  dates.clear();
  venues.clear();
}

void EntryFactsMemo::StartDocument() {
  current_.Clear();
  previous_of_.clear();
  next_previous_ = 0;
}

void EntryFactsMemo::AddEntry(std::string_view text) {
  EntryRecord record;
  record.text.begin = static_cast<uint32_t>(current_.texts.size());
  current_.texts.append(text);
  record.text.end = static_cast<uint32_t>(current_.texts.size());
  current_.entries.push_back(record);

  uint32_t found = kNotFound;
  const uint32_t last = static_cast<uint32_t>(
      std::min<size_t>(previous_.entries.size(), size_t{next_previous_} + kLookAhead));
  for (uint32_t p = next_previous_; p < last; ++p) {
    if (previous_.Text(previous_.entries[p]) == text) {
      found = p;
      next_previous_ = p + 1;
      ++recalled_count_;
      break;
    }
  }
  previous_of_.push_back(found);
}

const EntryFactsMemo::EntryRecord* EntryFactsMemo::Previous(uint32_t entry) const {
  const uint32_t p = previous_of_[entry];
  return p == kNotFound ? nullptr : &previous_.entries[p];
}

bool EntryFactsMemo::RecallNumbersAndDates(uint32_t entry, std::vector<NumberSpan>& numbers,
                                           std::vector<DateSpan>& dates) {
  const EntryRecord* known = Previous(entry);
  if (known == nullptr || !known->has_numbers_and_dates) {
    return false;
  }
  const std::span<const NumberSpan> known_numbers = Slice(previous_.numbers, known->numbers);
  const std::span<const DateSpan> known_dates = Slice(previous_.dates, known->dates);
  AppendSpan(numbers, known_numbers);
  AppendSpan(dates, known_dates);
  KeepNumbersAndDates(entry, known_numbers, known_dates);
  return true;
}

void EntryFactsMemo::KeepNumbersAndDates(uint32_t entry, std::span<const NumberSpan> numbers,
                                         std::span<const DateSpan> dates) {
  EntryRecord& record = current_.entries[entry];
  record.numbers = Store(current_.numbers, numbers);
  record.dates = Store(current_.dates, dates);
  record.has_numbers_and_dates = true;
}

bool EntryFactsMemo::RecallVenues(uint32_t entry, std::vector<VenueMention>& venues) {
  const EntryRecord* known = Previous(entry);
  if (known == nullptr || !known->has_venues) {
    return false;
  }
  const std::span<const VenueMention> known_venues = Slice(previous_.venues, known->venues);
  AppendSpan(venues, known_venues);
  KeepVenues(entry, known_venues);
  return true;
}

void EntryFactsMemo::KeepVenues(uint32_t entry, std::span<const VenueMention> venues) {
  EntryRecord& record = current_.entries[entry];
  record.venues = Store(current_.venues, venues);
  record.has_venues = true;
}

void EntryFactsMemo::EndDocument() { std::swap(previous_, current_); }

}  // namespace cvtidy
