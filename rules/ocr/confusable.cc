#include "rules/ocr/confusable.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include <fmt/format.h>

#include "src/base/string_view_hash.h"
#include "src/base/strings.h"
#include "src/data/vocabulary.h"
#include "src/engine/fix_builder.h"
#include "src/ocr/confusion_model.h"
#include "src/ocr/corrector.h"
#include "src/ocr/lexicon.h"

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

// The neighbouring word of tokens[i] on its line when only spaces separate the two.
std::string_view Neighbour(std::string_view source, std::span<const WordToken> tokens, size_t i,
                           int direction) {
  const size_t j = i + direction;
  if (j >= tokens.size() || tokens[j].line != tokens[i].line) {
    return {};
  }
  const ByteRange a = direction > 0 ? tokens[i].range : tokens[j].range;
  const ByteRange b = direction > 0 ? tokens[j].range : tokens[i].range;
  const std::string_view gap = source.substr(a.end, b.begin - a.end);
  if (gap.empty() || gap.find_first_not_of(' ') != std::string_view::npos) {
    return {};
  }
  return source.substr(tokens[j].range.begin, tokens[j].range.size());
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

// Whether a lone `|` stands where the pronoun or an initial `I` was printed: `| have` after
// the start of a line or a sentence (before a lower-case word), or `|.` before a capital as an
// initial (`|. Smith`, `|.G. Taylor`). Elsewhere it separates fields (`bib | pdf`).
bool BarReadsAsCapitalI(std::string_view text, const Token& t, const Lexicon& lexicon) {
  size_t after = t.end;
  if (after < text.size() && text[after] == '.') {
    ++after;
    while (after < text.size() && text[after] == ' ') {
      ++after;
    }
    const bool before_ok = t.begin == 0 || text[t.begin - 1] == ' ';
    return before_ok && after < text.size() && IsAsciiUpper(text[after]);
  }
  if (after + 1 >= text.size() || text[after] != ' ' || !IsAsciiLower(text[after + 1])) {
    return false;
  }
  size_t word_end = after + 1;
  while (word_end < text.size() && IsAsciiLower(text[word_end])) {
    ++word_end;
  }
  if (!lexicon.IsKnown(text.substr(after + 1, word_end - after - 1))) {
    return false;
  }
  // What precedes: nothing but a list marker or indentation, or the end of a sentence.
  size_t before = t.begin;
  while (before > 0 && text[before - 1] == ' ') {
    --before;
  }
  if (before == 0) {
    return true;
  }
  const char c = text[before - 1];
  return c == '.' || c == '!' || c == '?' || c == ':' || c == ';' ||
         (before == 1 && (c == '-' || c == '*'));
}

}  // namespace

const RuleInfo& OcrConfusableRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/confusable",
      .default_severity = Severity::kWarning,
      .summary = "A word OCR misread by confusing look-alike letters or digits.",
      .explanation = R"md(## What it does
Reports words that OCR misread by confusing look-alike characters: `loT` for `IoT`, `JEEE`
for `IEEE`, `| have` for `I have`, a surname ending in `!` for `l`, `Systerns` for `Systems`,
`Jiirgen` for `Jürgen`, `Al` (lower-case L) for `AI` in `Al Lab`.

An OCR confusion model proposes the readings a word may have stood for, each with a weight
(`l`/`I`/`1`/`|`, `rn`/`m`, `cl`/`d`, `vv`/`w`, `O`/`0`, `S`/`5`, `ii`/`ü`, a final `!` for
`l`, and the letter confusions of the shipped vocabulary); the lexicons decide which reading
is a word: the CV itself (its words and the names of its author lists), the venue and section
tables, an English dictionary (hunspell-en-us, built in) and the shipped CS and
academic vocabulary. Confusable pairs such as `Al` -> `AI` are replaced only in their listed
contexts (before `Lab`, `Star`, `Institute`, ...), so `Al Smith` is never touched.

Words any lexicon knows, author names (unless the CV spells the same name right elsewhere),
contact fields, e-mail addresses, URLs, identifiers and numbers are never reported.

## Why is this bad?
A misread word in a lab name, a course or a paper title looks careless to a reader, and
it hides the word from search: nobody looks for `Leaming`.

## Example
```text
Research Intern, Privacy - Al Lab, Example Research, 2021 - 2022
Key Rotation for Encrypted Log Systerns. In Proc. JEEE Symposium, 2022. IEEE.
```
`Al` is reported (write `AI`), `Systerns` (write `Systems`) and `JEEE` (write `IEEE`).

## Fix safety
Safe when the evidence is strong: the word is in no lexicon, the reading is one common
misreading away, and the CV itself writes the reading at least as often as the misread form
(`JEEE` where the CV writes `IEEE` elsewhere). Otherwise the fix is a suggestion (unsafe):
the lexicons cannot know every name, and a word they lack (a system's name, a surname in
running text) could be rewritten. Review the change, or run with `--unsafe-fixes`.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
      // Safe or a suggestion by the CV's own evidence (the reading written elsewhere in it).
      .safety_by_vote = true,
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
  const ConfusionModel& model = ConfusionModel::Shared(&vocabulary);
  const Lexicon lexicon(doc);
  Corrector corrector(model, lexicon);
  const std::string_view source = doc.source().text();
  const std::span<const PersonName> names = doc.names();
  const std::span<const ContactField> contacts = doc.contacts();
  const std::span<const WordToken> tokens = doc.words().tokens();
  // The distinct words that may need a repair, decided once each; when there is none, no token
  // is read, and the tokens of the few there are found by searching for them. One cached
  // lookup passes over most words: known words that are no listed confusable.
  const auto may_need_repair = [&](const DocumentWord& w) { return corrector.MayRepair(w); };
  doc.words().ForEachTokenOfMarked(may_need_repair, [&](size_t i, const WordToken& token) {
    const ByteRange line = doc.lines()[token.line].range;
    const std::string_view text = doc.Text(line);
    const Token t{token.range.begin - line.begin, token.range.end - line.begin};
    const std::string_view word = doc.Text(token.range);
    const uint32_t begin = token.range.begin;
    const uint32_t end = token.range.end;
    if ((word != "|" && IsGlued(text, t)) ||
        Inside(contacts, begin, end, [](const ContactField& c) { return c.range; })) {
      return;
    }
    // Numbers with a role (pages, identifiers, editions) are not words.
    if (doc.NumberRoleAt({begin, end}) != NumberRole::kNone) {
      return;
    }
    const bool in_name = Inside(names, begin, end, [](const PersonName& n) { return n.range; });
    std::optional<Correction> correction;
    if (word == "|") {
      if (in_name || !BarReadsAsCapitalI(text, t, lexicon)) {
        return;
      }
      // The pronoun or an initial: safe when the CV writes `I` elsewhere.
      correction = Correction{"I", 1.0f, lexicon.Count("I") > 0, lexicon.Count("I")};
    } else if (const ConfusablePair* pair = vocabulary.FindConfusable(word)) {
      // A listed pair, in one of its contexts (or anywhere when it lists none).
      if (!in_name &&
          (pair->anywhere() || ListHas(pair->before, Neighbour(source, tokens, i, +1)) ||
           ListHas(pair->after, Neighbour(source, tokens, i, -1)))) {
        correction = Correction{pair->right, 1.0f, false, 0};
      }
    } else {
      correction = corrector.Correct(word, in_name ? TokenRole::kName : TokenRole::kProse);
    }
    if (!correction) {
      return;
    }
    const FixSafety safety = correction->safe ? FixSafety::kSafe : FixSafety::kUnsafe;
    std::string message =
        correction->evidence > 0
            ? fmt::format(
                  "`{}` looks like an OCR misreading of `{}` (written so {} time{} in "
                  "this CV)",
                  word, correction->replacement, correction->evidence,
                  correction->evidence == 1 ? "" : "s")
            : fmt::format("`{}` looks like an OCR misreading of `{}`", word,
                          correction->replacement);
    std::string title = fmt::format("Write `{}`", correction->replacement);
    sink.Report(
        {begin, end}, std::move(message),
        ReplaceSpan({begin, end}, std::move(correction->replacement), std::move(title), safety));
  });
}

CVTIDY_REGISTER_RULE(OcrConfusableRule);

}  // namespace cvtidy
