// One registry per kind of plug-in (rules, reporters, normalizers), filled before main() by
// static registrars in each plug-in's .cc file:
//
//   CVTIDY_REGISTER_RULE(DateFutureRule);            // at the end of rules/date/future.cc
//   for (const Rule* rule : Registry<Rule>::Get().All()) ...
//
// Items are kept sorted by key (RegistryKey(item), found by ADL) so output is deterministic.
// Registration happens during static initialisation only; reads are then thread-safe.
#ifndef CVTIDY_SRC_ENGINE_REGISTRY_H_
#define CVTIDY_SRC_ENGINE_REGISTRY_H_

#include <algorithm>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

namespace cvtidy {

template <typename T>
class Registry {
 public:
  static Registry& Get() {
    static auto* registry = new Registry;  // leaky: outlives every static user
    return *registry;
  }

  // Returns true so registrars can initialise a static bool.
  bool Add(std::unique_ptr<const T> item) {
    const T* raw = item.get();
    owned_.push_back(std::move(item));
    const auto pos =
        std::upper_bound(items_.begin(), items_.end(), raw,
                         [](const T* a, const T* b) { return RegistryKey(*a) < RegistryKey(*b); });
    items_.insert(pos, raw);
    return true;
  }

  std::span<const T* const> All() const { return items_; }

  const T* Find(std::string_view key) const {
    const auto it =
        std::lower_bound(items_.begin(), items_.end(), key,
                         [](const T* a, std::string_view k) { return RegistryKey(*a) < k; });
    return it != items_.end() && RegistryKey(**it) == key ? *it : nullptr;
  }

 private:
  Registry() = default;
  std::vector<std::unique_ptr<const T>> owned_;
  std::vector<const T*> items_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_REGISTRY_H_
