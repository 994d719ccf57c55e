// Hash-container keys of std::string_view, hashed by Abseil's string hash.
//
//   StringViewMap<uint32_t> counts;   // absl::flat_hash_map<std::string_view, uint32_t, ...>
//
// Debian's Abseil is built with its own absl::string_view, so absl::Hash<std::string_view>
// falls back to std::hash (a slower byte-wise hash, then mixed again); this hashes the bytes
// as absl::string_view, as absl::Hash<std::string> does.
#ifndef CVTIDY_SRC_BASE_STRING_VIEW_HASH_H_
#define CVTIDY_SRC_BASE_STRING_VIEW_HASH_H_

#include <cstddef>
#include <string_view>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/hash/hash.h"
#include "absl/strings/string_view.h"

namespace cvtidy {

struct StringViewHash {
  size_t operator()(std::string_view s) const {
    return absl::Hash<absl::string_view>{}(absl::string_view(s.data(), s.size()));
  }
};

template <typename Value>
using StringViewMap = absl::flat_hash_map<std::string_view, Value, StringViewHash>;
using StringViewSet = absl::flat_hash_set<std::string_view, StringViewHash>;

}  // namespace cvtidy

#endif  // CVTIDY_SRC_BASE_STRING_VIEW_HASH_H_
