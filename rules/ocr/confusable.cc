#include "rules/ocr/confusable.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/data/vocabulary.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {
namespace {

// Characters that glue a token into an identifier, a path or an address: a word touching
// one of them (`user_rn`, `example.org/Leaming`, `rn@host`) is not prose.
bool IsGlue(char c) {
  return c == '@' || c == '/' || c == '_' || c == '\\' || c == '=' || c == '#';
}

struct Token {
  uint32_t begin = 0;  // offset in the line
  uint32_t end = 0;
};

// The ASCII letter/digit runs of `text`, with the white-space-only gaps that make two of them
// neighbouring words.
void Tokenize(std::string_view text, std::vector<Token>& out) {
  out.clear();
  size_t i = 0;
  while (i < text.size()) {
    if (!IsAsciiAlnum(text[i])) {
      ++i;
      continue;
    }
    const size_t begin = i;
    while (i < text.size() && IsAsciiAlnum(text[i])) {
      ++i;
    }
    out.push_back({static_cast<uint32_t>(begin), static_cast<uint32_t>(i)});
  }
}

// Whether the token is glued to a neighbour (an address, a path, a file name, `3.14`).
bool IsGlued(std::string_view text, const Token& t) {
  if (t.begin > 0) {
    const char before = text[t.begin - 1];
    if (IsGlue(before) || before == '.' || before == '\'' || before == '-') {
      return before != '-' ||
             (t.begin >= 2 && IsAsciiAlnum(text[t.begin - 2]) && IsAsciiDigit(text[t.begin - 2]));
    }
  }
  if (t.end < text.size()) {
    const char after = text[t.end];
    if (IsGlue(after)) {
      return true;
    }
    if ((after == '.' || after == '\'') && t.end + 1 < text.size() &&
        IsAsciiAlnum(text[t.end + 1])) {
      return true;
    }
  }
  return false;
}

// The neighbouring word when only spaces separate it from the token.
std::string_view Neighbour(std::string_view text, const std::vector<Token>& tokens, size_t i,
                           int direction) {
  const size_t j = i + direction;
  if (j >= tokens.size()) {
    return {};
  }
  const Token& a = direction > 0 ? tokens[i] : tokens[j];
  const Token& b = direction > 0 ? tokens[j] : tokens[i];
  const std::string_view gap = text.substr(a.end, b.begin - a.end);
  if (gap.empty() || gap.find_first_not_of(' ') != std::string_view::npos) {
    return {};
  }
  return text.substr(tokens[j].begin, tokens[j].end - tokens[j].begin);
}

bool ListHas(const std::vector<std::string>& list, std::string_view word) {
  return !word.empty() && std::any_of(list.begin(), list.end(), [&](const std::string& w) {
    return EqualsIgnoreCase(w, word);
  });
}

// Whether [begin, end) lies in one of `ranges` (sorted by begin, disjoint).
template <typename Span, typename Get>
bool Inside(const Span& spans, uint32_t begin, uint32_t end, Get get) {
  auto it = std::upper_bound(spans.begin(), spans.end(), begin,
                             [&](uint32_t b, const auto& s) { return b < get(s).begin; });
  if (it == spans.begin()) {
    return false;
  }
  const ByteRange r = get(*std::prev(it));
  return begin >= r.begin && end <= r.end;
}

// Words already known to have no repair, by exact spelling. A CV repeats its words
// (`Conference`, `University`, a venue in every entry) and RepairConfusion's answer depends on
// the word alone, so each distinct word is tried about once. Direct-mapped: a collision only
// forgets a word. The views point into the document, which outlives the cache.
class NoRepairCache {
 public:
  bool Has(std::string_view word) const { return slots_[Slot(word)] == word; }
  void Add(std::string_view word) { slots_[Slot(word)] = word; }

 private:
  static constexpr size_t kSlots = 1024;
  static size_t Slot(std::string_view word) { return internal::WordHash(word) & (kSlots - 1); }

  std::vector<std::string_view> slots_ = std::vector<std::string_view>(kSlots);
};

}  // namespace

const RuleInfo& OcrConfusableRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/confusable",
      .default_severity = Severity::kWarning,
      .summary = "A word OCR misread by confusing look-alike letters or digits.",
      .explanation = R"md(## What it does
Reports words that OCR misread by confusing look-alike characters: `Al` (lower-case L) for
`AI` in `Al Lab` or `Al Star`, `rn` for `m` in `Systerns`, `m` for `rn` in `Leaming`, `0` for
`O` in `0perating`, `l` for `i` in `Unlversity`. Two sources of knowledge, both in the
shipped `rules/vocabulary.toml`:

- confusable pairs such as `Al` -> `AI`, replaced only in their listed contexts (before
  `Lab`, `Star`, `Institute`, `Research`, ...), so `Al Smith` is never touched;
- letter confusions (`rn`/`m`, `0`/`o`, `1`/`l`, `l`/`i`, `h`/`n`, ...) tried inside words
  that are not in the vocabulary: the word is reported when exactly one replacement gives a
  known word of five letters or more.

Known words, author names, e-mail addresses, URLs and identifiers are never reported.

## Why is this bad?
A misread word in a lab name, a course or a paper title looks careless to a reader, and
it hides the word from search: nobody looks for `Leaming`.

## Example
```markdown
- **Research Intern, Privacy - Al Lab, Example Research**, 2021 – 2022
- "Key Rotation for Encrypted Log Systerns", EuroSys 2022
```
`Al` is reported (write `AI`), and `Systerns` (write `Systems`).

## Fix safety
Unsafe: the replacement is the only known word within one confusion, but the vocabulary
cannot know every name; a word it lacks (a system's name, a surname in running text) could
be rewritten. Review the change, or run with `--unsafe-fixes`.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kUnsafe,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrConfusableRule::Check(const Document& doc, const RuleContext& ctx,
                              DiagnosticSink& sink) const {
  // No vocabulary: no word can be judged.
  if (doc.vocabulary() == nullptr) {
    return;
  }
  const Vocabulary& vocabulary = *doc.vocabulary();
  const std::span<const PersonName> names = doc.names();
  const std::span<const ContactField> contacts = doc.contacts();
  std::vector<Token> tokens;
  NoRepairCache no_repair;
  for (const Line& line : doc.lines()) {
    // Prose only: blank lines, comments and rules hold no words.
    if (!line.HasText() || line.kind == LineKind::kThematicBreak) {
      continue;
    }
    const std::string_view text = doc.Text(line.range);
    Tokenize(text, tokens);
    for (size_t i = 0; i < tokens.size(); ++i) {
      const Token& t = tokens[i];
      const std::string_view word = text.substr(t.begin, t.end - t.begin);
      const uint32_t begin = line.range.begin + t.begin;
      const uint32_t end = line.range.begin + t.end;
      if (IsGlued(text, t)) {
        continue;
      }
      std::optional<std::string> right;
      // A listed pair, in one of its contexts (or anywhere when it lists none).
      if (const ConfusablePair* pair = vocabulary.FindConfusable(word)) {
        if (pair->anywhere() || ListHas(pair->before, Neighbour(text, tokens, i, +1)) ||
            ListHas(pair->after, Neighbour(text, tokens, i, -1))) {
          right = pair->right;
        }
      } else if (word.size() >= 4 && !no_repair.Has(word)) {
        right = vocabulary.RepairConfusion(word);
        if (!right) {
          no_repair.Add(word);
        }
      }
      if (!right) {
        continue;
      }
      // Names and contact fields are not vocabulary, whatever they look like.
      if (Inside(names, begin, end, [](const PersonName& n) { return n.range; }) ||
          Inside(contacts, begin, end, [](const ContactField& c) { return c.range; })) {
        continue;
      }
      std::string title = fmt::format("Write `{}`", *right);
      sink.Report({begin, end},
                  fmt::format("`{}` looks like an OCR misreading of `{}`", word, *right),
                  ReplaceSpan({begin, end}, *right, std::move(title), FixSafety::kUnsafe));
    }
  }
}

CVTIDY_REGISTER_RULE(OcrConfusableRule);

}  // namespace cvtidy
