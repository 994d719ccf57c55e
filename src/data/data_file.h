// A data file of rules/*.toml as plain records, so the typed tables of src/data (sections,
// vocabulary) are built without depending on the TOML parser, which lives in src/config.
#ifndef CVTIDY_SRC_DATA_DATA_FILE_H_
#define CVTIDY_SRC_DATA_DATA_FILE_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"

namespace cvtidy {

// One table of an array of tables (`[[section]]`). Every value is kept as strings: a string
// array as its elements, a scalar (string, integer, boolean) as one element.
struct DataRecord {
  uint32_t line = 0;  // 1-based line of the record's `[[...]]` header
  absl::flat_hash_map<std::string, std::vector<std::string>> fields;

  // The values of `key`; null when absent.
  const std::vector<std::string>* Find(std::string_view key) const {
    auto it = fields.find(absl::string_view(key.data(), key.size()));
    return it == fields.end() ? nullptr : &it->second;
  }
  // The first value of `key`; empty when absent.
  std::string_view Get(std::string_view key) const {
    const std::vector<std::string>* values = Find(key);
    return values == nullptr || values->empty() ? std::string_view() : (*values)[0];
  }
};

struct DataFile {
  std::string path;  // for messages: "rules/sections.toml"
  // `[[name]]` arrays of tables, by name.
  absl::flat_hash_map<std::string, std::vector<DataRecord>> tables;
  // Top-level string arrays and scalars (`words = ["...", ...]`), by key.
  absl::flat_hash_map<std::string, std::vector<std::string>> lists;

  std::vector<DataRecord> const* Table(std::string_view name) const {
    auto it = tables.find(absl::string_view(name.data(), name.size()));
    return it == tables.end() ? nullptr : &it->second;
  }
  std::vector<std::string> const* List(std::string_view name) const {
    auto it = lists.find(absl::string_view(name.data(), name.size()));
    return it == lists.end() ? nullptr : &it->second;
  }
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_DATA_DATA_FILE_H_
