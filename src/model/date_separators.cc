#include "src/model/date_separators.h"

#include "src/base/strings.h"

namespace cvtidy {
namespace {

// True for `to`, `To`, `TO` against lower-case `spelling`, not `tO`.
bool MatchesWord(std::string_view text, std::string_view spelling) {
  if (text.size() < spelling.size() ||
      !EqualsIgnoreCase(text.substr(0, spelling.size()), spelling)) {
    return false;
  }
  bool all_upper = true;
  bool rest_lower = true;
  for (size_t i = 0; i < spelling.size(); ++i) {
    all_upper = all_upper && IsAsciiUpper(text[i]);
    rest_lower = rest_lower && (i == 0 || IsAsciiLower(text[i]));
  }
  return (all_upper || rest_lower) &&
         !(text.size() > spelling.size() && IsAsciiAlpha(text[spelling.size()]));
}

}  // namespace

const RangeSeparatorSpelling* MatchRangeSeparator(std::string_view text) {
  if (text.empty() || !MayStartRangeSeparator(static_cast<unsigned char>(text.front()))) {
    return nullptr;
  }
  // Most spellings differ in their first byte (a word's in any case): skip them at once.
  const char first = AsciiToLower(text.front());
  for (const RangeSeparatorSpelling& spelling : kRangeSeparatorSpellings) {
    if (spelling.text.front() != first) {
      continue;
    }
    if (spelling.is_word) {
      if (MatchesWord(text, spelling.text)) {
        return &spelling;
      }
    } else if (text.starts_with(spelling.text)) {
      // `----` and longer rules are no separator.
      if (spelling.text.front() == '-' && text.size() > spelling.text.size() &&
          text[spelling.text.size()] == '-') {
        return nullptr;
      }
      return &spelling;
    }
  }
  return nullptr;
}

}  // namespace cvtidy
