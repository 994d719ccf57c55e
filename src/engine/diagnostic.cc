#include "src/engine/diagnostic.h"

#include <algorithm>
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
  std::vector<uint32_t> order(diagnostics.size());
  for (uint32_t i = 0; i < order.size(); ++i) {
    order[i] = i;
  }
  std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) {
    return DiagnosticLess(diagnostics[a], diagnostics[b]);
  });
  std::vector<Diagnostic> sorted;
  sorted.reserve(diagnostics.size());
  for (const uint32_t i : order) {
    sorted.push_back(std::move(diagnostics[i]));
  }
  diagnostics = std::move(sorted);
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

  friend bool operator==(const GroupingKey&, const GroupingKey&) = default;
  // The rule and its key or the marked text tell nearly all groups apart; the message and the
  // fix, longer and rarely different where those agree, are left to the equality test.
  template <typename H>
  friend H AbslHashValue(H h, const GroupingKey& k) {
    return H::combine(std::move(h), k.rule_id, k.keyed, k.group, k.text);
  }
};

}  // namespace

DiagnosticGroups::DiagnosticGroups(const Source& source, std::span<const Diagnostic> diagnostics)
    : group_of_(diagnostics.size()) {
  absl::flat_hash_map<GroupingKey, uint32_t> group_by_key;
  group_by_key.reserve(diagnostics.size());  // no rehash as the groups are found
  std::vector<uint32_t> sizes;
  sizes.reserve(diagnostics.size());
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    const auto [it, added] = group_by_key.try_emplace(GroupingKey(source, diagnostics[i]),
                                                      static_cast<uint32_t>(sizes.size()));
    if (added) {
      sizes.push_back(0);
    }
    group_of_[i] = it->second;
    ++sizes[it->second];
  }
  starts_.assign(sizes.size() + 1, 0);
  for (size_t g = 0; g < sizes.size(); ++g) {
    starts_[g + 1] = starts_[g] + sizes[g];
  }
  members_.resize(diagnostics.size());
  std::vector<uint32_t> next(starts_.begin(), starts_.end() - 1);
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    members_[next[group_of_[i]]++] = static_cast<uint32_t>(i);
  }
}

}  // namespace cvtidy
