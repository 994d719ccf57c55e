#include "rules/ocr/hyphenation.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include "src/base/strings.h"
#include "src/data/vocabulary.h"
#include "src/engine/fix_builder.h"
#include "src/engine/message.h"

namespace cvtidy {

namespace internal {

std::vector<uint32_t> LetterHyphenSpots(std::string_view text) {
  std::vector<uint32_t> spots;
  const char* const begin = text.data();
  const char* const end = begin + text.size();
  for (const char* p = begin; p < end;) {
    const void* hit = std::memchr(p, '-', static_cast<size_t>(end - p));
    if (hit == nullptr) {
      break;
    }
    const char* hyphen = static_cast<const char*>(hit);
    if (hyphen > begin && hyphen + 1 < end && IsAsciiAlpha(hyphen[-1]) && IsAsciiAlpha(hyphen[1])) {
      spots.push_back(static_cast<uint32_t>(hyphen - begin));
    }
    p = hyphen + 1;
  }
  return spots;
}

bool ContainsCompoundIgnoreCase(std::string_view text, std::span<const uint32_t> spots,
                                std::string_view head, std::string_view tail) {
  const char tail_first = AsciiToLower(tail.front());
  for (const uint32_t hyphen : spots) {
    if (hyphen < head.size() || text.size() - hyphen - 1 < tail.size() ||
        AsciiToLower(text[hyphen + 1]) != tail_first) {
      continue;
    }
    const size_t begin = hyphen - head.size();
    const size_t end = hyphen + 1 + tail.size();
    if (EqualsIgnoreCase(text.substr(hyphen + 1, tail.size()), tail) &&
        EqualsIgnoreCase(text.substr(begin, head.size()), head) &&
        (begin == 0 || !IsAsciiAlnum(text[begin - 1])) &&
        (end == text.size() || !IsAsciiAlnum(text[end]))) {
      return true;
    }
  }
  return false;
}

}  // namespace internal

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

// Characters that may follow the second half of a word and move with it to the first line.
bool IsClosingPunctuation(char c) {
  return c == '.' || c == ',' || c == ';' || c == ':' || c == ')' || c == '!' || c == '?' ||
         c == '"' || c == '\'' || c == ']';
}

// The edit that moves next_text[tail_begin, move_end) (the start of line `next`) up to the end
// of `line`, replacing line's text from `from` (a line offset) on: the rest of the second line
// keeps its indentation, and a second line with nothing else on it disappears.
TextEdit MoveUp(const Line& line, const Line& next, std::string_view next_text, size_t from,
                size_t tail_begin, size_t move_end) {
  size_t rest = move_end;
  while (rest < next_text.size() && next_text[rest] == ' ') {
    ++rest;
  }
  const std::string moved(next_text.substr(tail_begin, move_end - tail_begin));
  if (rest == next_text.size()) {
    return {{line.range.begin + static_cast<uint32_t>(from), next.range.end}, moved};
  }
  return {{line.range.begin + static_cast<uint32_t>(from),
           next.range.begin + static_cast<uint32_t>(rest)},
          JoinText({moved, "\n", next_text.substr(0, tail_begin)})};
}

struct Finding {
  ByteRange range;
  std::string message;
  Fix fix;
};

// The letter-hyphen-letter spots of a document's source (internal::LetterHyphenSpots), found
// when the first line-end break asks for them: most documents have a few such breaks and
// about a hundred hyphenated words, and each break would otherwise search the whole text.
class HyphenSpots {
 public:
  explicit HyphenSpots(std::string_view text) : text_(text) {}
  bool ContainsCompound(std::string_view head, std::string_view tail) {
    if (!found_) {
      spots_ = internal::LetterHyphenSpots(text_);
      found_ = true;
    }
    return internal::ContainsCompoundIgnoreCase(text_, spots_, head, tail);
  }

 private:
  std::string_view text_;
  // A plain flag, not std::optional: GCC 12 reads an optional vector here as maybe
  // uninitialized.
  bool found_ = false;
  std::vector<uint32_t> spots_;
};

// The typesetter's break of one word (`distrib-` / `uted`): the finding that joins it without
// the hyphen, or nothing when the hyphen is real.
std::optional<Finding> SplitWord(const Document& doc, const Vocabulary& vocabulary,
                                 HyphenSpots& hyphen_spots, const Line& line, const Line& next,
                                 size_t hyphen, size_t tail_begin) {
  const std::string_view text = doc.Text(line.range);
  if (!IsAsciiAlpha(text[hyphen - 1])) {
    return std::nullopt;
  }
  size_t head_begin = hyphen;
  while (head_begin > 0 && IsAsciiAlpha(text[head_begin - 1])) {
    --head_begin;
  }
  // A compound with hyphens of its own (`state-of-the-`), a range or code (`x86-`), or a
  // non-ASCII word: not a typesetter's break.
  if (head_begin > 0 && (text[head_begin - 1] == '-' || IsAsciiAlnum(text[head_begin - 1]) ||
                         static_cast<unsigned char>(text[head_begin - 1]) >= 0x80)) {
    return std::nullopt;
  }
  const std::string_view head = text.substr(head_begin, hyphen - head_begin);

  // The second half: lower-case letters at the start of the next line.
  const std::string_view next_text = doc.Text(next.range);
  size_t tail_end = tail_begin;
  while (tail_end < next_text.size() && IsAsciiAlpha(next_text[tail_end])) {
    ++tail_end;
  }
  if (tail_end == tail_begin || !IsAsciiLower(next_text[tail_begin])) {
    return std::nullopt;  // `Osei-` / `Lindgren`, `2019-` / `2021`
  }
  // `state-` / `of-the-art`, `e-` / `mail2`: the second half is itself a compound or code.
  if (tail_end < next_text.size() &&
      (next_text[tail_end] == '-' || IsAsciiDigit(next_text[tail_end]) ||
       static_cast<unsigned char>(next_text[tail_end]) >= 0x80)) {
    return std::nullopt;
  }
  const std::string_view tail = next_text.substr(tail_begin, tail_end - tail_begin);
  // The author writes the compound with its hyphen elsewhere (`fine-tuning`).
  if (hyphen_spots.ContainsCompound(head, tail)) {
    return std::nullopt;
  }
  std::string joined = JoinText({head, tail});
  const bool in_vocabulary = IsAscii(joined) && vocabulary.IsWord(joined);
  // A compound prefix keeps its hyphen (`non-` / `invasive`) even where the CV also writes
  // the closed form: both spellings are the author's.
  const bool known = in_vocabulary || (!IsCompoundPrefix(head) && ContainsWordIgnoreCaseByRareByte(
                                                                      doc.source().text(), joined));
  // Both halves are words and the whole is not (`large-` / `scale`), a compound prefix
  // (`co-` / `author`), or a join nobody knows: a real hyphen that happens to end the line.
  if (!known) {
    return std::nullopt;
  }
  // Move the second half (and the punctuation glued to it) up to the first line.
  size_t move_end = tail_end;
  while (move_end < next_text.size() && IsClosingPunctuation(next_text[move_end])) {
    ++move_end;
  }
  return Finding{{line.range.begin + static_cast<uint32_t>(head_begin),
                  line.range.begin + static_cast<uint32_t>(hyphen + 1)},
                 JoinText({"`", head, "-` / `", tail, "` is the word `", joined,
                           "` split at the end of the line"}),
                 EditFix(MoveUp(line, next, next_text, hyphen, tail_begin, move_end),
                         JoinText({"Join `", joined, "`"}))};
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

A real hyphen that ends a line is kept, and the compound is put back on one line:
compounds broken at their hyphen (`large-` / `scale`, where both halves are words, `co-` /
`author`), names (`Osei-` / `Lindgren`: the second half is capitalised), ranges (`2019-` /
`2021`), identifiers (`978-3-` / `030`) and compounds that carry hyphens of their own
(`state-of-the-` / `art`) become `large-scale`, `Osei-Lindgren`, `2019-2021` on the first
line. A reader of the printed page sees one word there; in the text, the line break inside
it splits it for search and, in Markdown, renders as `large- scale`.

The CV's own text decides whether the hyphen is the typesetter's: when it writes the
compound with its hyphen inside a line elsewhere (`fine-tuning`), the hyphen at the line
end is the author's; when it writes the joined word elsewhere, the break is the
typesetter's, unless the first half is a compound prefix (`non-` / `invasive` next to
`noninvasive`: both are the author's spellings). A join the vocabulary does not know and the
CV never writes keeps its hyphen: most such line ends are compounds of two words (`user-` /
`centered`), and in text that was not typeset with hyphenation (a web page printed from a
browser) every line-end hyphen is real.

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
Safe. A split word is joined only when the joined word is in the shipped vocabulary
(`rules/vocabulary.toml`) or written elsewhere in the CV: only the hyphen and the line break
inside the word are removed. A compound loses only the line break after its hyphen.
)md",
      .fix_availability = FixAvailability::kAlways,
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
  HyphenSpots hyphen_spots(doc.source().text());
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
    // `...distrib-` at the end of the line: a letter or digit right before the hyphen.
    if (end < 2 || text[end - 1] != '-' || !IsWordByte(text[end - 2])) {
      continue;
    }
    const size_t hyphen = end - 1;
    const std::string_view next_text = doc.Text(next.range);
    size_t tail_begin = 0;
    while (tail_begin < next_text.size() &&
           (next_text[tail_begin] == ' ' || next_text[tail_begin] == '\t')) {
      ++tail_begin;
    }
    if (tail_begin == next_text.size() || !IsWordByte(next_text[tail_begin])) {
      continue;  // a list marker, a dash, an opening bracket: not one word broken in two
    }
    if (std::optional<Finding> split =
            SplitWord(doc, vocabulary, hyphen_spots, line, next, hyphen, tail_begin)) {
      sink.Report(split->range, std::move(split->message), std::move(split->fix));
      continue;
    }
    // A real hyphen (`large-` / `scale`, `Osei-` / `Lindgren`, `2019-` / `2021`): the
    // compound is whole again when its second half (the next line's first word, with the
    // punctuation glued to it) moves up; the hyphen stays.
    size_t compound_begin = hyphen;
    while (compound_begin > 0 && !IsAsciiSpace(text[compound_begin - 1])) {
      --compound_begin;
    }
    size_t move_end = tail_begin;
    while (move_end < next_text.size() && !IsAsciiSpace(next_text[move_end])) {
      ++move_end;
    }
    const std::string_view head = text.substr(compound_begin, hyphen - compound_begin);
    const std::string_view tail = next_text.substr(tail_begin, move_end - tail_begin);
    sink.Report({line.range.begin + static_cast<uint32_t>(compound_begin),
                 line.range.begin + static_cast<uint32_t>(end)},
                JoinText({"`", head, "-` / `", tail,
                          "` is one hyphenated word broken at the end of the line"}),
                EditFix(MoveUp(line, next, next_text, hyphen + 1, tail_begin, move_end),
                        JoinText({"Join `", head, "-", tail, "`"})));
  }
}

CVTIDY_REGISTER_RULE(OcrHyphenationRule);

}  // namespace cvtidy
