#include "src/ocr/dictionary.h"

#include <cstdlib>
#include <fstream>
#include <mutex>
#include <utility>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/synchronization/mutex.h"

#if CVTIDY_HAVE_HUNSPELL
#include <hunspell.hxx>
#endif

namespace cvtidy {

struct SpellDictionary::Impl {
  absl::Mutex mutex;
#if CVTIDY_HAVE_HUNSPELL
  std::unique_ptr<Hunspell> hunspell ABSL_GUARDED_BY(mutex);
#endif
  // Every word asked so far: a CV repeats its words, and so do the files of a batch.
  absl::flat_hash_map<std::string, bool> known ABSL_GUARDED_BY(mutex);
};

SpellDictionary::SpellDictionary(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
SpellDictionary::~SpellDictionary() = default;

std::unique_ptr<SpellDictionary> SpellDictionary::Load(const std::string& base) {
#if CVTIDY_HAVE_HUNSPELL
  const std::string aff = base + ".aff";
  const std::string dic = base + ".dic";
  // Hunspell reports a missing file only on stderr and then knows no word.
  if (!std::ifstream(aff).good() || !std::ifstream(dic).good()) {
    return nullptr;
  }
  auto impl = std::make_unique<Impl>();
  {
    absl::MutexLock lock(&impl->mutex);
    impl->hunspell = std::make_unique<Hunspell>(aff.c_str(), dic.c_str());
  }
  return std::unique_ptr<SpellDictionary>(new SpellDictionary(std::move(impl)));
#else
  (void)base;
  return nullptr;
#endif
}

const SpellDictionary* SpellDictionary::Shared() {
  static const SpellDictionary* const shared = [] {
    std::string base;
    if (const char* chosen = std::getenv("CVTIDY_DICTIONARY"); chosen != nullptr && *chosen) {
      base = chosen;
      if (base == "none") {
        return static_cast<SpellDictionary*>(nullptr);
      }
      return Load(base).release();
    }
    for (const char* candidate : {"/usr/share/hunspell/en_US", "/usr/share/myspell/en_US",
                                  "/usr/share/myspell/dicts/en_US"}) {
      if (std::unique_ptr<SpellDictionary> loaded = Load(candidate)) {
        return loaded.release();  // lives as long as the process
      }
    }
    return static_cast<SpellDictionary*>(nullptr);
  }();
  return shared;
}

bool SpellDictionary::Knows(std::string_view word) const {
  if (word.empty() || word.size() > 64) {
    return false;
  }
  for (const char c : word) {
    if (c >= '0' && c <= '9') {
      return false;  // hunspell accepts numbers and ordinals; they are not words here
    }
  }
#if CVTIDY_HAVE_HUNSPELL
  absl::MutexLock lock(&impl_->mutex);
  if (auto it = impl_->known.find(absl::string_view(word.data(), word.size()));
      it != impl_->known.end()) {
    return it->second;
  }
  std::string key(word);
  const bool known = impl_->hunspell->spell(key);
  impl_->known.emplace(std::move(key), known);
  return known;
#else
  return false;
#endif
}

}  // namespace cvtidy
