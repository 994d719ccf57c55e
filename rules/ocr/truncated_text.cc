#include "rules/ocr/truncated_text.h"

#include <string_view>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/data/vocabulary.h"

namespace cvtidy {
namespace {

// Whether `word` occurs in `text` as a whole word outside [skip_begin, skip_end): a word
// the CV uses elsewhere (`Lina`, the system's name in a project description) is not a
// fragment.
bool OccursElsewhere(std::string_view text, std::string_view word, size_t skip_begin,
                     size_t skip_end) {
  for (size_t pos = text.find(word); pos != std::string_view::npos;
       pos = text.find(word, pos + 1)) {
    if (pos >= skip_begin && pos < skip_end) {
      continue;
    }
    const bool starts = pos == 0 || !IsAsciiAlnum(text[pos - 1]);
    const size_t end = pos + word.size();
    const bool ends = end == text.size() || !IsAsciiAlnum(text[end]);
    if (starts && ends) {
      return true;
    }
  }
  return false;
}

}  // namespace

const RuleInfo& OcrTruncatedTextRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/truncated-text",
      .default_severity = Severity::kWarning,
      .summary = "A publication title cut off mid-word or never closed.",
      .explanation = R"md(## What it does
Reports a publication title that the converter cut off:

- its opening quote (`"`, `“`) or `**` is never closed within the entry;
- it ends with a fragment of a word: the last word is not in the vocabulary
  (`rules/vocabulary.toml`) but is the beginning of a word that is (`Fai` of `fairness`),
  and the CV does not use it anywhere else (so a system's name such as `Lina` is kept), nor
  ends its sentence with a period right after it (`... with Fai.` was delimited there).

## Why is this bad?
A truncated title cannot be found by a reader or a search engine, and it looks careless:
the end of the title is simply missing.

## Example
```markdown
- [J1] Ada Example, Bo Sample, “Non-Clairvoyant Coflow Scheduling with Fai”, IEEE TCC, 2021.
```
`Fai` is reported: the title was cut off after the first letters of its last word.

## Fix safety
No fix: the missing words cannot be recovered from the text. Copy the title from the paper.
)md",
      .fix_availability = FixAvailability::kNone,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrTruncatedTextRule::Check(const Document& doc, const RuleContext& ctx,
                                 DiagnosticSink& sink) const {
  // Null: no vocabulary, so only unclosed titles are judged, not cut-off words.
  const Vocabulary* vocabulary = doc.vocabulary();
  const std::string_view source = doc.source().text();
  for (const TitleSpan& title : doc.titles()) {
    const std::string_view text = doc.Text(title.range);
    // An opening quote or `**` with no partner in the entry.
    if (!title.closed) {
      sink.Report(title.outer_range,
                  fmt::format("the title's opening `{}` is never closed: the title may be cut off",
                              doc.Text({title.outer_range.begin, title.range.begin})));
      continue;
    }
    // The last word, ending the title right at a letter (`... with Fai`, not `... with Fai.`).
    if (vocabulary == nullptr || text.empty() || !IsAsciiAlpha(text.back())) {
      continue;
    }
    size_t begin = text.size();
    while (begin > 0 && IsAsciiAlpha(text[begin - 1])) {
      --begin;
    }
    if (begin == 0 || text[begin - 1] != ' ') {
      continue;  // one-word titles and hyphenated last words (`Non-IID`) are not judged
    }
    const std::string_view word = text.substr(begin);
    bool all_upper = true;
    for (char c : word) {
      all_upper = all_upper && IsAsciiUpper(c);
    }
    // An acronym, a known word, or something that starts no known word: not a fragment.
    if (word.size() < 2 || all_upper || vocabulary->IsWord(word) ||
        !vocabulary->IsWordPrefix(word)) {
      continue;
    }
    // A period right after the word ends the author's sentence (`... in the northern seas.`,
    // `1st ed.`): the title was delimited there, not cut.
    if (title.range.end < source.size() && source[title.range.end] == '.') {
      continue;
    }
    const uint32_t word_begin = title.range.begin + static_cast<uint32_t>(begin);
    if (OccursElsewhere(source, word, word_begin, title.range.end)) {
      continue;
    }
    sink.Report({word_begin, title.range.end},
                fmt::format("the title ends mid-word: `{}` is the start of a word, cut off", word));
  }
}

CVTIDY_REGISTER_RULE(OcrTruncatedTextRule);

}  // namespace cvtidy
