#include "rules/ocr/glued_words.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

#include "absl/container/flat_hash_set.h"
#include <fmt/format.h>

#include "src/base/string_view_hash.h"
#include "src/base/strings.h"
#include "src/engine/fix_builder.h"
#include "src/ocr/confusion_model.h"
#include "src/ocr/corrector.h"
#include "src/ocr/lexicon.h"

namespace cvtidy {
namespace {

// Whether [begin, end) overlaps one of `spans` (sorted by begin, disjoint).
template <typename Span, typename Get>
bool Overlaps(const Span& spans, ByteRange range, Get get) {
  auto it = std::partition_point(spans.begin(), spans.end(),
                                 [&](const auto& s) { return get(s).end <= range.begin; });
  return it != spans.end() && get(*it).Overlaps(range);
}

// Characters that make a token part of an address, a path, an identifier or a code.
bool IsCodeNeighbour(char c) {
  return c == '@' || c == '/' || c == '_' || c == '\\' || c == '=' || c == '#' || c == '.' ||
         c == '-' || c == '\'' || c == '`' || c == '&' || c == '+' || c == '~';
}

}  // namespace

const RuleInfo& OcrGluedWordsRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/glued-words",
      .default_severity = Severity::kWarning,
      .summary = "Two words OCR read without the space between them.",
      .explanation = R"md(## What it does
Reports a word that OCR glued to its neighbour by dropping a space: `BAin` for `BA in`, `Iam`
for `I am`, `Posterand` for `Poster and`, `Amodular` for `A modular`. A token is split only
when no lexicon knows it (the CV itself, the venue and section tables, the system's English
dictionary, the shipped vocabulary), it splits in exactly one way into two known words, and
the second word is in lower case (so `McDonald` or `DeepMind` never splits). One-letter first
words are only `A` and `I`.

Author names, contact fields, addresses, identifiers and words the CV repeats are never
reported.

## Why is this bad?
A reader stumbles over the glued word, and neither word can be found by search.

## Example
```text
Best Posterand Demo Award, Workshop on Example Systems, 2021
```
`Posterand` is reported (write `Poster and`).

## Fix safety
Safe when both words occur on their own elsewhere in the CV; otherwise a suggestion
(unsafe), since the lexicons may lack a name or a term that happens to split into two words.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
      // Safe or a suggestion by the CV's own evidence (both words written elsewhere in it).
      .safety_by_vote = true,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrGluedWordsRule::Check(const Document& doc, const RuleContext& ctx,
                              DiagnosticSink& sink) const {
  // Without a vocabulary no word can be judged (as for ocr/confusable).
  if (doc.vocabulary() == nullptr) {
    return;
  }
  const ConfusionModel& model = ConfusionModel::Shared(doc.vocabulary());
  const Lexicon lexicon(doc);
  Corrector corrector(model, lexicon);
  const std::span<const PersonName> names = doc.names();
  const std::span<const ContactField> contacts = doc.contacts();
  // The distinct words that split, decided once each; when there is none (most documents),
  // no token is read.
  const auto splits = [&](const DocumentWord& w) {
    // The spelling first (inline): most words cannot split.
    return w.count == 1 && Corrector::MaySplitGlued(w.text) && IsAsciiAlpha(w.text[0]) &&
           corrector.SplitGlued(w.text).has_value();
  };
  doc.words().ForEachTokenOfMarked(splits, [&](size_t /*i*/, const WordToken& token) {
    const ByteRange line = doc.lines()[token.line].range;
    const std::string_view text = doc.Text(line);
    const size_t b = token.range.begin - line.begin;
    const size_t e = token.range.end - line.begin;
    const std::string_view word = text.substr(b, e - b);
    if ((b > 0 && IsCodeNeighbour(text[b - 1])) ||
        (e < text.size() && IsCodeNeighbour(text[e]) &&
         !(text[e] == '.' && (e + 1 == text.size() || text[e + 1] == ' ')))) {
      return;
    }
    const ByteRange range = token.range;
    if (Overlaps(names, range, [](const PersonName& n) { return n.range; }) ||
        Overlaps(contacts, range, [](const ContactField& c) { return c.range; })) {
      return;
    }
    std::optional<Correction> split = corrector.SplitGlued(word);
    if (!split) {
      return;
    }
    std::string title = fmt::format("Write `{}`", split->replacement);
    std::string message =
        fmt::format("`{}` looks like two words OCR glued together: `{}`", word, split->replacement);
    sink.Report(range, std::move(message),
                ReplaceSpan(range, std::move(split->replacement), std::move(title),
                            split->safe ? FixSafety::kSafe : FixSafety::kUnsafe));
  });
}

CVTIDY_REGISTER_RULE(OcrGluedWordsRule);

}  // namespace cvtidy
