#include "src/ocr/lexicon.h"

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/synchronization/mutex.h"

#include "src/base/string_view_hash.h"
#include "src/base/strings.h"
#include "src/data/section_table.h"
#include "src/data/venue_table.h"
#include "src/data/vocabulary.h"
#include "src/ocr/dictionary.h"

namespace cvtidy {

// The words of a venue table and a section table: acronyms and publishers exactly as listed,
// the words of long names and section titles in lower case. Built once per process on the
// first document's path (so it counts in one-file latency): the sets hold views, the exact
// words into the tables, the lower-case ones into one lower-cased copy of the texts.
class TableWords {
 public:
  TableWords(const VenueTable* venues, const SectionTable* sections) {
    std::vector<std::string_view> texts;  // the texts whose words are taken
    if (venues != nullptr) {
      for (const VenueRecord& venue : venues->venues()) {
        exact_.insert(venue.id);
        for (const std::string& publisher : venue.publishers) {
          exact_.insert(publisher);
        }
        texts.push_back(venue.long_name);
      }
    }
    if (sections != nullptr) {
      for (const SectionRecord& section : sections->sections()) {
        texts.push_back(section.name);
        for (const std::string& variant : section.variants) {
          texts.push_back(variant);
        }
      }
    }
    size_t total = 0;
    for (const std::string_view text : texts) {
      total += text.size();
    }
    lowered_.resize(total);
    char* out = lowered_.data();
    for (const std::string_view text : texts) {
      out = std::transform(text.begin(), text.end(), out, AsciiToLower);
    }
    lower_.reserve(total / 8);  // about one word in eight bytes; no rehash on the way
    size_t at = 0;              // where `text` starts in lowered_ (never reallocated from here on)
    for (const std::string_view text : texts) {
      ForEachWordToken(text, [&](size_t begin, size_t end) {
        const std::string_view word = text.substr(begin, end - begin);
        if (ShapeOf(word) == CaseShape::kMixed || word.size() < 2) {
          exact_.insert(word);  // `NeurIPS`, `EuroSys`
        } else {
          lower_.insert(std::string_view(lowered_).substr(at + begin, end - begin));
        }
      });
      at += text.size();
    }
  }

  bool Knows(std::string_view word, CaseShape shape) const {
    if (exact_.contains(word)) {
      return true;
    }
    if (shape == CaseShape::kMixed || word.size() > kMaxWord) {
      return false;
    }
    std::array<char, kMaxWord> lower;
    for (size_t i = 0; i < word.size(); ++i) {
      lower[i] = AsciiToLower(word[i]);
    }
    return lower_.contains(std::string_view(lower.data(), word.size()));
  }

  // The words of a pair of tables, built once per process: tables live as long as the
  // process (the built-in ones) or the configuration that made them.
  static const TableWords* For(const VenueTable* venues, const SectionTable* sections) {
    static absl::Mutex mutex(absl::kConstInit);
    static auto* const built =
        new absl::flat_hash_map<std::pair<const void*, const void*>, std::unique_ptr<TableWords>>;
    absl::MutexLock lock(&mutex);
    std::unique_ptr<TableWords>& words = (*built)[{venues, sections}];
    if (words == nullptr) {
      words = std::make_unique<TableWords>(venues, sections);
    }
    return words.get();
  }

 private:
  static constexpr size_t kMaxWord = 64;  // longer than any word of a table

  std::string lowered_;  // every text of the tables, lower-cased, back to back
  StringViewSet exact_;
  StringViewSet lower_;
};

CaseShape ShapeOf(std::string_view word) {
  bool any_upper = false;
  bool any_lower = false;
  bool upper_after_first = false;
  bool lower_after_first = false;
  for (size_t i = 0; i < word.size(); ++i) {
    const bool upper = IsAsciiUpper(word[i]);
    const bool lower = IsAsciiLower(word[i]);
    any_upper = any_upper || upper;
    any_lower = any_lower || lower;
    if (i > 0) {
      upper_after_first = upper_after_first || upper;
      lower_after_first = lower_after_first || lower;
    }
  }
  if (!any_upper) {
    return CaseShape::kLower;
  }
  if (!any_lower) {
    return CaseShape::kUpper;
  }
  if (IsAsciiUpper(word[0]) && !upper_after_first) {
    return CaseShape::kCapitalized;
  }
  return CaseShape::kMixed;
}

Lexicon::Lexicon(const Document& doc, const SpellDictionary* dictionary)
    : words_(doc.words()),
      vocabulary_(doc.vocabulary()),
      tables_(doc.venue_table() == nullptr && doc.section_table() == nullptr
                  ? nullptr
                  : TableWords::For(doc.venue_table(), doc.section_table())),
      dictionary_(dictionary) {}

Lexicon::Lexicon(const Document& doc) : Lexicon(doc, SpellDictionary::Shared()) {}

uint8_t Lexicon::Sources(std::string_view word) const {
  if (word.empty()) {
    return kNoLexicon;
  }
  const CaseShape shape = ShapeOf(word);
  uint8_t sources = kNoLexicon;
  // The vocabulary is lower case: it knows `Systems` and `SYSTEMS` but not `loT` for `lot`.
  if (vocabulary_ != nullptr && shape != CaseShape::kMixed && vocabulary_->IsWord(word)) {
    sources |= kInVocabulary;
  }
  if (tables_ != nullptr && tables_->Knows(word, shape)) {
    sources |= kInTables;
  }
  if (dictionary_ != nullptr && dictionary_->Knows(word)) {
    sources |= kInDictionary;
  }
  return sources;
}

bool Lexicon::IsKnownInTables(std::string_view word) const {
  if (word.empty()) {
    return false;
  }
  const CaseShape shape = ShapeOf(word);
  return (vocabulary_ != nullptr && shape != CaseShape::kMixed && vocabulary_->IsWord(word)) ||
         (tables_ != nullptr && tables_->Knows(word, shape));
}

bool Lexicon::IsKnownInDictionary(std::string_view word) const {
  return dictionary_ != nullptr && dictionary_->Knows(word);
}

bool Lexicon::IsKnown(std::string_view word) const {
  return IsKnownInTables(word) || IsKnownInDictionary(word);
}

}  // namespace cvtidy
