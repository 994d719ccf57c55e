#include "src/ocr/dictionary.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <vector>

#include "src/base/strings.h"

namespace cvtidy {
namespace embedded {

// The generated word list (src/ocr/gen/word_list.sh), linked into the executables. Weak, so a
// build without hunspell's dictionary still links: the list is then empty.
extern const std::string_view kBuiltinWordList __attribute__((weak));
extern const std::span<const uint32_t> kBuiltinWordStarts __attribute__((weak));

}  // namespace embedded

namespace {

constexpr size_t kMaxWordBytes = 64;

bool IsUpperWord(std::string_view word) {
  return std::none_of(word.begin(), word.end(), IsAsciiLower) &&
         std::any_of(word.begin(), word.end(), IsAsciiUpper);
}

// The order of `line` and `word` by their bytes (unsigned), as std::string_view::compare
// gives it, in a plain loop: words are short and most probes differ in the first bytes.
int CompareBytes(std::string_view line, std::string_view word) {
  const size_t n = std::min(line.size(), word.size());
  for (size_t i = 0; i < n; ++i) {
    if (line[i] != word[i]) {
      return static_cast<unsigned char>(line[i]) < static_cast<unsigned char>(word[i]) ? -1 : 1;
    }
  }
  return line.size() == word.size() ? 0 : (line.size() < word.size() ? -1 : 1);
}

}  // namespace

SpellDictionary::SpellDictionary(std::string_view sorted_lines,
                                 std::span<const uint32_t> line_starts)
    : words_(sorted_lines), starts_(line_starts) {
  if (starts_.empty() || starts_.back() != words_.size()) {
    FindLineStarts();
  }
}

void SpellDictionary::FindLineStarts() {
  owned_starts_.clear();
  for (size_t start = 0; start < words_.size();) {
    owned_starts_.push_back(static_cast<uint32_t>(start));
    const size_t end = words_.find('\n', start);
    start = end == std::string_view::npos ? words_.size() : end + 1;
  }
  owned_starts_.push_back(static_cast<uint32_t>(words_.size()));
  starts_ = owned_starts_;
}

std::unique_ptr<SpellDictionary> SpellDictionary::Load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return nullptr;
  }
  std::vector<std::string> words;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') {
      line.pop_back();
    }
    if (!line.empty() && line.size() <= kMaxWordBytes && line.find('\n') == std::string::npos) {
      words.push_back(std::move(line));
    }
  }
  if (words.empty()) {
    return nullptr;
  }
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  std::string lines;
  for (const std::string& word : words) {
    lines.append(word).push_back('\n');
  }
  auto dictionary = std::make_unique<SpellDictionary>(std::string_view());
  dictionary->owned_ = std::move(lines);
  dictionary->words_ = dictionary->owned_;
  dictionary->FindLineStarts();
  return dictionary;
}

const SpellDictionary* SpellDictionary::Shared() {
  static const SpellDictionary* const shared = []() -> const SpellDictionary* {
    if (const char* chosen = std::getenv("CVTIDY_DICTIONARY"); chosen != nullptr && *chosen) {
      return std::string_view(chosen) == "none" ? nullptr : Load(chosen).release();
    }
    const std::string_view* builtin = &embedded::kBuiltinWordList;
    if (builtin == nullptr || builtin->empty()) {
      return nullptr;
    }
    // The line starts come with the list, computed at build time: nothing to scan here.
    const std::span<const uint32_t>* starts = &embedded::kBuiltinWordStarts;
    // Lives as long as the process.
    return new SpellDictionary(*builtin, starts == nullptr ? std::span<const uint32_t>() : *starts);
  }();
  return shared;
}

bool SpellDictionary::Contains(std::string_view word) const {
  // Binary search over the lines, each read from its start to the byte before the next one's.
  size_t lo = 0;
  size_t hi = starts_.empty() ? 0 : starts_.size() - 1;
  while (lo < hi) {
    const size_t mid = lo + (hi - lo) / 2;
    const int order = CompareBytes(
        std::string_view(words_.data() + starts_[mid], starts_[mid + 1] - starts_[mid] - 1), word);
    if (order == 0) {
      return true;
    }
    if (order < 0) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return false;
}

bool SpellDictionary::KnowsPart(std::string_view word) const {
  if (word.empty()) {
    return false;
  }
  if (Contains(word)) {
    return true;
  }
  // Hunspell's case rules: a capitalized word may be a lower-case one at the start of a
  // sentence; an upper-case word may be either.
  std::string lower = AsciiLower(word);
  const bool capitalized =
      IsAsciiUpper(word[0]) && std::none_of(word.begin() + 1, word.end(), IsAsciiUpper);
  if (capitalized) {
    return Contains(lower);
  }
  if (word.size() > 1 && IsUpperWord(word)) {
    if (Contains(lower)) {
      return true;
    }
    lower[0] = AsciiToUpper(lower[0]);
    return Contains(lower);
  }
  return false;
}

bool SpellDictionary::Knows(std::string_view word) const {
  if (word.empty() || word.size() > kMaxWordBytes) {
    return false;
  }
  if (HasAsciiDigit(word)) {
    return false;  // numbers and ordinals are not words here
  }
  // The dictionary's ICONV: a typographic apostrophe reads as an ASCII one.
  constexpr std::string_view kTypographic = "\xE2\x80\x99";
  std::string folded;
  if (word.find(kTypographic) != std::string_view::npos) {
    folded.reserve(word.size());
    for (size_t i = 0; i < word.size();) {
      if (word.substr(i, kTypographic.size()) == kTypographic) {
        folded += '\'';
        i += kTypographic.size();
      } else {
        folded += word[i++];
      }
    }
    word = folded;
  }
  if (KnowsPart(word)) {
    return true;
  }
  // Hunspell's BREAK: a hyphenated word is known when each of its parts is.
  if (word.find('-') == std::string_view::npos) {
    return false;
  }
  for (std::string_view rest = word; !rest.empty();) {
    const size_t dash = rest.find('-');
    if (!KnowsPart(rest.substr(0, dash))) {
      return false;
    }
    rest = dash == std::string_view::npos ? std::string_view() : rest.substr(dash + 1);
    if (dash != std::string_view::npos && rest.empty()) {
      return false;  // a trailing hyphen
    }
  }
  return true;
}

}  // namespace cvtidy
