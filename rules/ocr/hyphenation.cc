#include "rules/ocr/hyphenation.h"

#include <algorithm>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/data/vocabulary.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {
namespace {

// Prefixes that form hyphenated compounds (`co-author`, `non-volatile`, `self-hosted`): a
// line break after one of them is a real hyphen unless the vocabulary knows the joined word.
constexpr std::string_view kCompoundPrefixes[] = {
    "anti", "co",   "cross", "e",   "ex",    "half",  "inter", "intra",
    "meta", "mid",  "multi", "non", "post",  "pre",   "pro",   "quasi",
    "re",   "self", "semi",  "sub", "super", "ultra", "un",    "well",
};

bool IsCompoundPrefix(std::string_view word) {
  return std::any_of(std::begin(kCompoundPrefixes), std::end(kCompoundPrefixes),
                     [&](std::string_view p) { return EqualsIgnoreCase(p, word); });
}

bool IsAllAscii(std::string_view s) {
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

// Characters that may follow the second half of a word and move with it to the first line.
bool IsClosingPunctuation(char c) {
  return c == '.' || c == ',' || c == ';' || c == ':' || c == ')' || c == '!' || c == '?' ||
         c == '"' || c == '\'' || c == ']';
}

}  // namespace

const RuleInfo& OcrHyphenationRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/hyphenation",
      .default_severity = Severity::kWarning,
      .summary = "A word split across two lines by a line-end hyphen.",
      .explanation = R"md(## What it does
Reports a line that ends with a word fragment and a hyphen whose other half starts the
next line of the same paragraph or entry: `distrib-` / `uted dataflow jobs`. PDF text
extraction keeps the typesetter's hyphenation, so the word is broken in the Markdown or
plain text.

Real hyphens are left alone: compounds broken at their hyphen (`large-` / `scale`, where
both halves are words, `co-` / `author`), names (`Osei-` / `Lindgren`: the second half is
capitalised), ranges (`2019-` / `2021`) and compounds that carry hyphens of their own
(`state-of-the-` / `art`).

The CV's own text decides first: when it writes the compound with its hyphen inside a line
elsewhere (`fine-tuning`), the hyphen at the line end is the author's; when it writes the
joined word elsewhere, the break is the typesetter's, unless the first half is a compound
prefix (`non-` / `invasive` next to `noninvasive`: both are the author's spellings). A join the vocabulary does not know
and the CV never writes is left alone: most such line ends are compounds of two words
(`user-` / `centered`), and in text that was not typeset with hyphenation (a web page
printed from a browser) every line-end hyphen is real.

## Why is this bad?
The broken word is not found by search, reads badly, and spell checkers flag it. Every
later reformatting of the paragraph keeps the stray hyphen in the middle of a line.

## Example
```text
I design runtime systems that schedule distrib-
uted dataflow jobs across CPUs and GPUs.
```
Reported at `distrib-`; the fix writes `distributed` on the first line and starts the
second with `dataflow`.

## Fix safety
Safe when the joined word is in the shipped vocabulary (`rules/vocabulary.toml`) or written
elsewhere in the CV: only the hyphen and the line break inside the word are removed.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrHyphenationRule::Check(const Document& doc, const RuleContext& ctx,
                               DiagnosticSink& sink) const {
  // No vocabulary: no split word can be told from a real hyphen.
  if (doc.vocabulary() == nullptr) {
    return;
  }
  const Vocabulary& vocabulary = *doc.vocabulary();
  const std::span<const Line> lines = doc.lines();
  for (size_t i = 0; i + 1 < lines.size(); ++i) {
    const Line& line = lines[i];
    const Line& next = lines[i + 1];
    // Prose lines of one entry: the next line continues the same paragraph or item.
    if (line.entry == kNoIndex || next.entry != line.entry || next.kind != LineKind::kText ||
        (line.kind != LineKind::kText && line.kind != LineKind::kListItem)) {
      continue;
    }
    std::string_view text = doc.Text(line.range);
    size_t end = text.size();
    while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\t')) {
      --end;
    }
    // `...distrib-` at the end of the line: letters right before the hyphen.
    if (end < 2 || text[end - 1] != '-' || !IsAsciiAlpha(text[end - 2])) {
      continue;
    }
    const size_t hyphen = end - 1;
    size_t head_begin = hyphen;
    while (head_begin > 0 && IsAsciiAlpha(text[head_begin - 1])) {
      --head_begin;
    }
    // A compound with hyphens of its own (`state-of-the-`), a range or code (`x86-`), or a
    // non-ASCII word: not a typesetter's break.
    if (head_begin > 0 && (text[head_begin - 1] == '-' || IsAsciiAlnum(text[head_begin - 1]) ||
                           static_cast<unsigned char>(text[head_begin - 1]) >= 0x80)) {
      continue;
    }
    const std::string_view head = text.substr(head_begin, hyphen - head_begin);

    // The second half: lower-case letters at the start of the next line.
    const std::string_view next_text = doc.Text(next.range);
    size_t tail_begin = 0;
    while (tail_begin < next_text.size() &&
           (next_text[tail_begin] == ' ' || next_text[tail_begin] == '\t')) {
      ++tail_begin;
    }
    size_t tail_end = tail_begin;
    while (tail_end < next_text.size() && IsAsciiAlpha(next_text[tail_end])) {
      ++tail_end;
    }
    if (tail_end == tail_begin || !IsAsciiLower(next_text[tail_begin])) {
      continue;  // `Osei-` / `Lindgren`, `2019-` / `2021`, a list marker
    }
    // `state-` / `of-the-art`, `e-` / `mail2`: the second half is itself a compound or code.
    if (tail_end < next_text.size() &&
        (next_text[tail_end] == '-' || IsAsciiDigit(next_text[tail_end]) ||
         static_cast<unsigned char>(next_text[tail_end]) >= 0x80)) {
      continue;
    }
    const std::string_view tail = next_text.substr(tail_begin, tail_end - tail_begin);
    // The author writes the compound with its hyphen elsewhere (`fine-tuning`).
    if (ContainsWordIgnoreCase(doc.source().text(), fmt::format("{}-{}", head, tail))) {
      continue;
    }
    std::string joined = fmt::format("{}{}", head, tail);
    const bool in_vocabulary = IsAllAscii(joined) && vocabulary.IsWord(joined);
    // A compound prefix keeps its hyphen (`non-` / `invasive`) even where the CV also writes
    // the closed form: both spellings are the author's.
    const bool known = in_vocabulary || (!IsCompoundPrefix(head) &&
                                         ContainsWordIgnoreCase(doc.source().text(), joined));
    // Both halves are words and the whole is not (`large-` / `scale`), a compound prefix
    // (`co-` / `author`), or a join nobody knows: a real hyphen that happens to end the line.
    if (!known) {
      continue;
    }
    const ByteRange reported{line.range.begin + static_cast<uint32_t>(head_begin),
                             line.range.begin + static_cast<uint32_t>(end)};
    // Move the second half (and the punctuation glued to it) up to the first line; the rest
    // of the second line keeps its indentation.
    size_t move_end = tail_end;
    while (move_end < next_text.size() && IsClosingPunctuation(next_text[move_end])) {
      ++move_end;
    }
    size_t rest = move_end;
    while (rest < next_text.size() && next_text[rest] == ' ') {
      ++rest;
    }
    const std::string moved(next_text.substr(tail_begin, move_end - tail_begin));
    TextEdit edit;
    if (rest == next_text.size()) {
      // Nothing else on the second line: it disappears into the first.
      edit = {{line.range.begin + static_cast<uint32_t>(hyphen), next.range.end}, moved};
    } else {
      edit = {{line.range.begin + static_cast<uint32_t>(hyphen),
               next.range.begin + static_cast<uint32_t>(rest)},
              fmt::format("{}\n{}", moved, next_text.substr(0, tail_begin))};
    }
    sink.Report(reported,
                fmt::format("`{}-` / `{}` is the word `{}` split at the end of the line", head,
                            tail, joined),
                EditFix(std::move(edit), fmt::format("Join `{}`", joined)));
  }
}

CVTIDY_REGISTER_RULE(OcrHyphenationRule);

}  // namespace cvtidy
