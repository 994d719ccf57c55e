#include "src/data/section_table.h"

namespace cvtidy {

absl::StatusOr<SectionTable> SectionTable::FromData(const DataFile& file) { return SectionTable(); }

std::optional<SectionMatch> SectionTable::Match(std::string_view title) const {
  return std::nullopt;
}

std::optional<uint32_t> SectionTable::Find(std::string_view id) const {
  for (uint32_t i = 0; i < sections_.size(); ++i) {
    if (sections_[i].id == id) {
      return i;
    }
  }
  return std::nullopt;
}

}  // namespace cvtidy
