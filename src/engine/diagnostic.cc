#include "src/engine/diagnostic.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"

namespace cvtidy {

std::string_view SeverityName(Severity severity) {
  switch (severity) {
    case Severity::kInfo:
      return "info";
    case Severity::kWarning:
      return "warning";
    case Severity::kError:
      return "error";
  }
  return "?";
}

std::string_view FixSafetyName(FixSafety safety) {
  return safety == FixSafety::kSafe ? "safe" : "unsafe";
}

bool DiagnosticLess(const Diagnostic& a, const Diagnostic& b) {
  return std::tie(a.range.begin, a.range.end, a.rule_id) <
         std::tie(b.range.begin, b.range.end, b.rule_id);
}

void SortDiagnostics(std::vector<Diagnostic>& diagnostics) {
  // Rules report mostly in document order: a sorted list (most files' list after one rule's
  // findings, and short lists) costs one pass.
  if (std::is_sorted(diagnostics.begin(), diagnostics.end(), DiagnosticLess)) {
    return;
  }
  // The order is found on the ranges as integers, next to the indices: most comparisons are
  // one compare of words, and only findings of one range compare their rule ids. The index
  // last keeps equal ones in their order, as std::stable_sort would.
  struct Entry {
    uint64_t range;
    uint32_t index;
  };
  std::vector<Entry> order(diagnostics.size());
  for (uint32_t i = 0; i < order.size(); ++i) {
    const ByteRange range = diagnostics[i].range;
    order[i] = {uint64_t{range.begin} << 32 | range.end, i};
  }
  std::sort(order.begin(), order.end(), [&](const Entry& a, const Entry& b) {
    if (a.range != b.range) {
      return a.range < b.range;
    }
    const std::string_view rule_a = diagnostics[a.index].rule_id;
    const std::string_view rule_b = diagnostics[b.index].rule_id;
    return rule_a != rule_b ? rule_a < rule_b : a.index < b.index;
  });
  // A diagnostic is large (its strings and fix): each is moved once, along the cycles of the
  // permutation, in place, rather than into a new vector whose old one is then destroyed.
  for (uint32_t start = 0; start < order.size(); ++start) {
    if (order[start].index == start) {
      continue;  // in place, or its cycle is done
    }
    Diagnostic held = std::move(diagnostics[start]);
    uint32_t at = start;
    while (order[at].index != start) {
      const uint32_t from = order[at].index;
      diagnostics[at] = std::move(diagnostics[from]);
      order[at].index = at;
      at = from;
    }
    diagnostics[at] = std::move(held);
    order[at].index = at;
  }
}

namespace {

// What makes two diagnostics one group (see DiagnosticGroups): the rule and its key, or, for
// a finding without a key, everything a reader sees of it but its position. Views into the
// diagnostics and the source: no string is built per diagnostic.
struct GroupingKey {
  std::string_view rule_id;
  bool keyed = false;
  std::string_view group;  // the rule's key, when keyed
  std::string_view text;   // else what the range marks, the message and the fix
  std::string_view message;
  bool has_fix = false;
  FixSafety safety = FixSafety::kSafe;
  std::string_view fix_title;

  GroupingKey(const Source& source, const Diagnostic& d) : rule_id(d.rule_id) {
    if (!d.group.empty()) {
      keyed = true;
      group = d.group;
      return;
    }
    const uint32_t begin = std::min(d.range.begin, source.size());
    const uint32_t end = std::clamp(d.range.end, begin, source.size());
    text = source.text().substr(begin, end - begin);
    message = d.message;
    if (d.fix.has_value()) {
      has_fix = true;
      safety = d.fix->safety;
      fix_title = d.fix->title;
    }
  }

  // Lengths first, then bytes: std::string_view's == goes through compare(), out of line.
  friend bool operator==(const GroupingKey& a, const GroupingKey& b) {
    const auto same = [](std::string_view x, std::string_view y) {
      return x.size() == y.size() &&
             (x.data() == y.data() || std::memcmp(x.data(), y.data(), x.size()) == 0);
    };
    return a.keyed == b.keyed && a.has_fix == b.has_fix && a.safety == b.safety &&
           same(a.rule_id, b.rule_id) && same(a.group, b.group) && same(a.text, b.text) &&
           same(a.message, b.message) && same(a.fix_title, b.fix_title);
  }
};

// Up to sixteen bytes of `s` (its first and last eight) as one word.
uint64_t Edges(std::string_view s) {
  uint64_t head = 0;
  uint64_t tail = 0;
  if (s.size() >= 8) {
    std::memcpy(&head, s.data(), 8);
    std::memcpy(&tail, s.data() + s.size() - 8, 8);
  } else {
    std::memcpy(&head, s.data(), s.size());
  }
  return head ^ (tail * 0x9E3779B97F4A7C15ULL);
}

// A cheap digest of a key: the rule and its key or the marked text, by length and edges, tell
// nearly all groups apart; equal keys have equal digests. The message and the fix, longer and
// rarely different where those agree, are left to the equality test.
uint64_t Digest(const GroupingKey& k) {
  const auto mix = [](uint64_t h, uint64_t v) { return (h ^ v) * 0xFF51AFD7ED558CCDULL; };
  const std::string_view key = k.keyed ? k.group : k.text;
  uint64_t h = mix(k.rule_id.size(), key.size() * 2 + (k.keyed ? 1 : 0));
  h = mix(h, Edges(k.rule_id));
  h = mix(h, Edges(key));
  return h ^ (h >> 29);
}

struct DigestHash {
  size_t operator()(const GroupingKey& k) const { return static_cast<size_t>(Digest(k)); }
};

// Files with few findings (nearly all) compare each with the groups found so far; a hash map
// costs more to build than that search.
constexpr size_t kLinearGroupingLimit = 32;

}  // namespace

DiagnosticGroups::DiagnosticGroups(const Source& source, std::span<const Diagnostic> diagnostics)
    : group_of_(diagnostics.size()) {
  // starts_[g + 1] counts group g's members first, then becomes where they end.
  starts_.reserve(diagnostics.size() + 1);
  starts_.push_back(0);
  if (diagnostics.size() <= kLinearGroupingLimit) {
    std::array<uint64_t, kLinearGroupingLimit> digests;  // per group
    std::array<uint32_t, kLinearGroupingLimit> leaders;  // per group: its first member
    for (size_t i = 0; i < diagnostics.size(); ++i) {
      const GroupingKey key(source, diagnostics[i]);
      const uint64_t digest = Digest(key);
      const size_t groups = starts_.size() - 1;
      size_t g = 0;
      while (g < groups &&
             (digests[g] != digest || !(GroupingKey(source, diagnostics[leaders[g]]) == key))) {
        ++g;
      }
      if (g == groups) {
        digests[g] = digest;
        leaders[g] = static_cast<uint32_t>(i);
        starts_.push_back(0);
      }
      group_of_[i] = static_cast<uint32_t>(g);
      ++starts_[g + 1];
    }
  } else {
    absl::flat_hash_map<GroupingKey, uint32_t, DigestHash> group_by_key;
    group_by_key.reserve(diagnostics.size());  // no rehash as the groups are found
    for (size_t i = 0; i < diagnostics.size(); ++i) {
      const auto [it, added] = group_by_key.try_emplace(GroupingKey(source, diagnostics[i]),
                                                        static_cast<uint32_t>(starts_.size() - 1));
      if (added) {
        starts_.push_back(0);
      }
      group_of_[i] = it->second;
      ++starts_[it->second + 1];
    }
  }
  for (size_t g = 1; g < starts_.size(); ++g) {
    starts_[g] += starts_[g - 1];
  }
  // Each group's members in order: starts_[g] serves as group g's next slot, and after the
  // pass holds where group g ends, which is where g + 1 starts.
  members_.resize(diagnostics.size());
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    members_[starts_[group_of_[i]]++] = static_cast<uint32_t>(i);
  }
  for (size_t g = starts_.size() - 1; g > 0; --g) {
    starts_[g] = starts_[g - 1];
  }
  starts_[0] = 0;
}

}  // namespace cvtidy
