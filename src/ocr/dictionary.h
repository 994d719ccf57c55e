// The English spelling dictionary of the system (Debian's hunspell-en-us, read through
// libhunspell): the lexicon of ordinary words for the OCR correction layer.
//
//   const SpellDictionary* dictionary = SpellDictionary::Shared();  // null: not installed
//   if (dictionary != nullptr && dictionary->Knows("modular")) { ... }
//
// Loaded once per process, on first use. Hunspell objects are not safe to share between
// threads, so lookups take a lock; each distinct word is asked once per process and cached.
#ifndef CVTIDY_SRC_OCR_DICTIONARY_H_
#define CVTIDY_SRC_OCR_DICTIONARY_H_

#include <memory>
#include <string>
#include <string_view>

namespace cvtidy {

class SpellDictionary {
 public:
  // The process-wide dictionary, loaded on the first call; null when the library was not
  // built in or no dictionary file is installed. CVTIDY_DICTIONARY=/path/to/en_US (without
  // .aff/.dic) chooses another one; CVTIDY_DICTIONARY=none disables it.
  static const SpellDictionary* Shared();
  // A dictionary from `base` + ".aff"/".dic"; null when either file cannot be read.
  static std::unique_ptr<SpellDictionary> Load(const std::string& base);

  ~SpellDictionary();
  SpellDictionary(const SpellDictionary&) = delete;
  SpellDictionary& operator=(const SpellDictionary&) = delete;

  // Whether the dictionary accepts `word` as spelled (hunspell's own case rules: `Systems`,
  // `SYSTEMS` and `systems` for `systems`; `loT` for none). Words with digits are not words.
  bool Knows(std::string_view word) const;

 private:
  struct Impl;
  explicit SpellDictionary(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_OCR_DICTIONARY_H_
