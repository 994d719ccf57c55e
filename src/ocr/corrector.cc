#include "src/ocr/corrector.h"

#include <algorithm>

#include "src/base/strings.h"

namespace cvtidy {
namespace {

bool HasDigit(std::string_view s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return IsAsciiDigit(c); });
}

bool AllAsciiLetters(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return IsAsciiAlpha(c); });
}

bool AllAsciiLower(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return IsAsciiLower(c); });
}

}  // namespace

bool Corrector::IsKnownToken(std::string_view token) const {
  if (lexicon_.IsKnown(token)) {
    return true;
  }
  // `Great!`: a word with its exclamation mark.
  return token.size() > 1 && token.back() == '!' &&
         lexicon_.IsKnown(token.substr(0, token.size() - 1));
}

std::optional<Correction> Corrector::Correct(std::string_view token, TokenRole role) {
  auto& cache = role == TokenRole::kName ? name_cache_ : prose_cache_;
  if (auto it = cache.find(token); it != cache.end()) {
    return it->second;
  }
  std::optional<Correction> decided = Decide(token, role);
  cache.emplace(token, decided);
  return decided;
}

std::optional<Correction> Corrector::Decide(std::string_view token, TokenRole role) {
  if (token.size() < 2 && token != "|") {
    return std::nullopt;
  }
  if (IsKnownToken(token)) {
    return std::nullopt;
  }
  const bool token_digits = HasDigit(token);
  // A number, an identifier or a code (`CM05`, `MPS0C`) is never rewritten from evidence;
  // a word with one digit in it may still be a suggestion (`Netw0rk`).
  const bool all_digits_or_caps = std::all_of(
      token.begin(), token.end(), [](char c) { return IsAsciiDigit(c) || IsAsciiUpper(c); });
  if (token_digits && all_digits_or_caps) {
    return std::nullopt;
  }
  model_.Candidates(token, candidates_);
  const uint32_t token_count = lexicon_.Count(token);

  // Strong evidence: the reading occurs in the CV (as a name, for a name), at least as often
  // as the token, and the edit is a common misreading. Candidates come cheapest first.
  if (!token_digits) {
    const ReadingCandidate* best = nullptr;
    uint32_t best_count = 0;
    bool ambiguous = false;
    for (const ReadingCandidate& c : candidates_) {
      if (c.cost > kMaxSafeCost) {
        break;
      }
      if (HasDigit(c.text)) {
        continue;
      }
      const uint32_t count =
          role == TokenRole::kName ? lexicon_.NameCount(c.text) : lexicon_.Count(c.text);
      if (count == 0 || count < token_count) {
        continue;
      }
      if (best != nullptr) {
        ambiguous = ambiguous || best->cost == c.cost;
        continue;
      }
      best = &c;
      best_count = count;
    }
    if (best != nullptr && !ambiguous) {
      return Correction{best->text, best->cost, true, best_count};
    }
    if (best != nullptr) {
      return std::nullopt;  // two readings the CV supports: not certain enough for either
    }
  }

  // A reading only a static lexicon knows: a suggestion, for words long enough that a
  // one-edit neighbour in a large dictionary is unlikely by chance. Names, words the CV
  // repeats (a term or a name the lexicons lack) and single glyphs get none.
  if (role == TokenRole::kName || token_count > 1 || token.size() < 4) {
    return std::nullopt;
  }
  const ReadingCandidate* best = nullptr;
  for (const ReadingCandidate& c : candidates_) {
    if (c.cost > kMaxSuggestionCost) {
      break;
    }
    if (HasDigit(c.text) || c.text.size() < 5) {
      continue;
    }
    // The English dictionary knows many names and rare words: a reading only it knows
    // must rest on a common misreading (`Helly` is not `Nelly` by `h` for `n`).
    const uint8_t sources = lexicon_.Sources(c.text);
    if ((sources & (kInVocabulary | kInTables)) == 0 &&
        ((sources & kInDictionary) == 0 || c.cost > kMaxSafeCost)) {
      continue;
    }
    if (best != nullptr) {
      return std::nullopt;  // two known readings
    }
    best = &c;
  }
  if (best == nullptr) {
    return std::nullopt;
  }
  return Correction{best->text, best->cost, false, 0};
}

namespace {

// The short words OCR most often glues to a neighbour (`BAin`, `Posterand`).
bool IsGlueWord(std::string_view w) {
  static constexpr std::string_view kGlueWords[] = {
      "a",   "an", "and", "the", "of", "in", "on",   "at",   "to",
      "for", "by", "or",  "as",  "is", "am", "with", "from",
  };
  return std::find(std::begin(kGlueWords), std::end(kGlueWords), w) != std::end(kGlueWords);
}

}  // namespace

std::optional<Correction> Corrector::SplitGlued(std::string_view token) {
  if (auto it = split_cache_.find(token); it != split_cache_.end()) {
    return it->second;
  }
  const auto decide = [&]() -> std::optional<Correction> {
    // A token the CV repeats is a name or a term, not an accident.
    if (token.size() < 3 || token.size() > 40 || !AllAsciiLetters(token) ||
        lexicon_.Count(token) > 1 || IsKnownToken(token)) {
      return std::nullopt;
    }
    std::optional<Correction> found;
    for (size_t k = 1; k < token.size(); ++k) {
      const std::string_view left = token.substr(0, k);
      const std::string_view right = token.substr(k);
      // The second word is in lower case: a space lost before `in`, not a CamelCase name.
      if (!AllAsciiLower(right)) {
        continue;
      }
      bool splits = false;
      // The word of the pair that carries the evidence: the one that is not a short word
      // every English text has (`modular` of `Amodular`, `Poster` of `Posterand`).
      std::string_view content = right;
      if (left == "I" && (right == "am" || right == "was")) {
        splits = true;  // `Iam`
        content = left;
      } else if (left == "A" || left == "I") {
        // `Amodular`: the article or the pronoun before a word of four letters or more.
        splits = right.size() >= 4 && !IsGlueWord(right) && lexicon_.IsKnown(right);
      } else if (IsGlueWord(right) && !IsGlueWord(AsciiLower(left))) {
        content = left;
        const CaseShape shape = ShapeOf(left);
        if (shape == CaseShape::kUpper && left.size() >= 2) {
          // `BAin`: an acronym before a short word.
          splits = right != "a" && (lexicon_.IsKnown(left) || lexicon_.Count(left) > 0);
        } else if (shape != CaseShape::kMixed && left.size() >= 4) {
          // `Posterand`: a word before one of the longer short words. Endings such as `-a`,
          // `-an`, `-on`, `-or`, `-in` make names (`Valentina`, `Easton`), not glue.
          splits = (right == "and" || right == "the" || right == "for" || right == "with" ||
                    right == "from" || right == "of") &&
                   lexicon_.IsKnown(left);
        }
      }
      if (!splits) {
        continue;
      }
      if (found) {
        return std::nullopt;  // two splits: leave the token alone
      }
      std::string replacement(left);
      replacement += ' ';
      replacement += right;
      const uint32_t evidence = lexicon_.Count(content);
      found = Correction{std::move(replacement), 1.0f, evidence > 0, evidence};
    }
    return found;
  };
  std::optional<Correction> decided = decide();
  split_cache_.emplace(token, decided);
  return decided;
}

}  // namespace cvtidy
