// style/trailing-punctuation. The list entries of one section should all end with a period or
// all end without one. An entry's ending is read after closing emphasis (`*(VLDB 2022).*` ends
// with a period); endings that are neither (`:`, `;`, `?`, an abbreviation such as `et al.` or
// `Ph.D.`, a bold or italic header item) take no side and are never changed. Only single-line
// items count: an item with continuation lines ends with its description's punctuation.
#include "rules/style/trailing_punctuation.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "src/base/progress.h"
#include "src/base/simd.h"
#include "src/base/strings.h"
#include "src/engine/fix_builder.h"
#include "src/engine/style_vote.h"

namespace cvtidy {
namespace {

enum class Ending : uint8_t { kNeutral, kPeriod, kNone };

// Words whose period is part of the word, not the end of a sentence.
constexpr std::array<std::string_view, 14> kAbbreviations = {"al", "etc",  "Inc",    "Ltd",  "Co",
                                                             "Jr", "Sr",   "vs",     "Dept", "Univ",
                                                             "No", "Corp", "approx", "pp"};

struct EndingCandidate {
  ByteRange where;      // the entry's last line, trimmed
  uint32_t end = 0;     // where a period goes: the end of the text before closing emphasis
  uint32_t period = 0;  // the period, when the entry has one
  Ending ending = Ending::kNeutral;
};

bool IsClosingEmphasis(char c) { return c == '*' || c == '_'; }

}  // namespace

namespace internal {

uint32_t MatchingOpen(std::string_view text, uint32_t begin, uint32_t last, char open, char close) {
  int depth = 0;
  uint32_t p = last;  // (begin, p] is still to read, from its end
  const auto matches = [&](uint32_t at) {
    if (text[at] == close) {
      ++depth;
      return false;
    }
    return text[at] == open && --depth == 0;
  };
#if defined(__SSE2__)
  // Sixteen bytes [p - 15, p] a step, their brackets read from the last one back.
  for (; p >= begin + 16; p -= 16) {
    const __m128i bytes = simd::Load16(text.data() + p - 15);
    uint32_t brackets = simd::Bits(_mm_or_si128(_mm_cmpeq_epi8(bytes, simd::Splat(open)),
                                                _mm_cmpeq_epi8(bytes, simd::Splat(close))));
    while (brackets != 0) {
      const int lane = 31 - std::countl_zero(brackets);
      brackets &= ~(1u << lane);
      if (const uint32_t at = p - 15 + static_cast<uint32_t>(lane); matches(at)) {
        return at;
      }
    }
  }
#endif
  for (; p > begin; --p) {
    if (matches(p)) {
      return p;
    }
  }
  return begin;
}

}  // namespace internal

namespace {

// Returns where the text of [begin, end) ends without trailing annotations: link tags
// (`[paper]`, `[Link](https://...)`) and parenthesised notes (`(Acceptance Rate = 21.7%)`).
uint32_t StripAnnotations(std::string_view text, uint32_t begin, uint32_t end) {
  ProgressGuard<uint32_t> moving;
  for (;;) {
    moving.Backward(end);
    while (end > begin && IsAsciiSpace(text[end - 1])) {
      --end;
    }
    if (end == begin || (text[end - 1] != ']' && text[end - 1] != ')')) {
      return end;
    }
    // Back to the matching opener; a `[text](url)` link is one annotation.
    const char close = text[end - 1];
    const uint32_t p =
        internal::MatchingOpen(text, begin, end - 1, close == ']' ? '[' : '(', close);
    if (p == begin) {
      return end;
    }
    // `[Link](url)`: the `(url)` goes now, the `[Link]` on the next round. Every round
    // moves `end` back, so the loop ends.
    end = p;
  }
}

// Reads how the text of `r` ends.
EndingCandidate Classify(std::string_view text, ByteRange r) {
  EndingCandidate c;
  c.where = r;
  // `..., December 2019. [paper]`: the entry proper ends before its annotations. An
  // annotated entry counts only when its text ends with a period; otherwise there is no
  // good place for one.
  const uint32_t core = StripAnnotations(text, r.begin, r.end);
  if (core < r.end && core > r.begin) {
    if (text[core - 1] == '.') {
      EndingCandidate inner = Classify(text, {r.begin, core});
      inner.where = r;
      return inner;
    }
    return c;
  }
  uint32_t end = r.end;
  while (end > r.begin && IsClosingEmphasis(text[end - 1])) {
    --end;
  }
  c.end = end;
  if (end == r.begin) {
    return c;
  }
  const char last = text[end - 1];
  if (end < r.end && last != '.') {
    // `- 2023 – Present **Wrenfield Testbed**`: a bold or italic header item, which a list
    // of sentences can hold without a period.
    return c;
  }
  if (last == '.') {
    // `...`, `et al.`, `Ph.D.`, `J.`: the period belongs to the word.
    uint32_t word = end - 1;
    while (word > r.begin && !IsAsciiSpace(text[word - 1]) && text[word - 1] != '(') {
      --word;
    }
    const std::string_view token = text.substr(word, end - 1 - word);
    if (token.empty() || token.find('.') != std::string_view::npos ||
        (token.size() == 1 && IsAsciiUpper(token[0]))) {
      return c;
    }
    for (std::string_view abbreviation : kAbbreviations) {
      if (token == abbreviation) {
        return c;
      }
    }
    c.ending = Ending::kPeriod;
    c.period = end - 1;
    return c;
  }
  if (IsAsciiAlnum(last) || last == ')' || last == ']' || last == '"' ||
      static_cast<unsigned char>(last) >= 0x80) {
    // A closing quote `”` (UTF-8) counts as text: titles are often quoted last.
    c.ending = Ending::kNone;
  }
  return c;
}

ByteRange Trimmed(std::string_view text, ByteRange r) {
  while (r.begin < r.end && IsAsciiSpace(text[r.begin])) {
    ++r.begin;
  }
  while (r.end > r.begin && IsAsciiSpace(text[r.end - 1])) {
    --r.end;
  }
  return r;
}

}  // namespace

const RuleInfo& StyleTrailingPunctuationRule::info() const {
  static const RuleInfo kInfo{
      .id = "style/trailing-punctuation",
      .default_severity = Severity::kWarning,
      .summary = "List entries end with a period in some places and without one in others.",
      .explanation = R"md(## What it does
Looks at how the list entries (bullets, numbered and labelled items) of each section end:
with a period, or without one. With `[style] trailing-punctuation = "period"` (or
`"none"`) in `cvtidy.toml`, every entry that differs is reported; without it, the
majority of the section's list wins when it is decisive: at least three entries, and two
thirds of them (never in plain text, which `fix`
restores as printed). Items that end with a date (`Research Intern,
Google, Jun 2022 – Sep 2022`) are compared only with each other, apart from the sentences
that describe them. The ending is read after closing emphasis, so `*(OSDI 2022).*` ends
with a period. Endings
that are neither (`:`, `;`, `?`, `et al.`, `Ph.D.`, an initial) are left alone.

## Why is this bad?
A list that ends some items with a period and others without looks unedited. Converters
add to the mix: a venue column merged into the entry loses its period, a wrapped line
keeps one.

## Example
```markdown
## Awards
- Best Paper Award, EuroSys 2023
- Graduate Fellowship, Marlowe University, 2021.
- Dean's List, 2016 – 2018
```
The second entry is reported; the fix deletes its period.

## Fix safety
Safe: the fix adds or deletes one period at the end of an entry and nothing else.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
  };
  return kInfo;
}

void StyleTrailingPunctuationRule::Check(const Document& doc, const RuleContext& ctx,
                                         DiagnosticSink& sink) const {
  const std::string_view text = doc.source().text();
  std::optional<Ending> configured;
  if (ctx.config.style.trailing_punctuation) {
    configured = *ctx.config.style.trailing_punctuation == TrailingPunctuation::kPeriod
                     ? Ending::kPeriod
                     : Ending::kNone;
  }
  const std::span<const DateSpan> dates = doc.dates();
  // True when the entry's text ends with a date (`Research Intern, Google, Jun 2022 - Sep
  // 2022`): such header items and the sentences describing them are different kinds of
  // entries, compared only among themselves. OCR loses the indentation that would make the
  // sentences continuation lines.
  const auto ends_with_date = [&](uint32_t line, const EndingCandidate& c) {
    const uint32_t end = c.ending == Ending::kPeriod ? c.period : c.end;
    // The line's dates: dates come in document order, so their lines ascend.
    auto d = std::partition_point(dates.begin(), dates.end(),
                                  [&](const DateSpan& date) { return date.line < line; });
    for (; d != dates.end() && d->line == line; ++d) {
      if (d->range.end == end) {
        return true;
      }
    }
    return false;
  };
  // The section's list-item entries, each read once at the end of its last line, and whether
  // it ends with a date: the undated and the dated ones are two lists.
  std::vector<std::pair<EndingCandidate, bool>> items;
  std::vector<EndingCandidate> list;
  for (const Section& section : doc.sections()) {
    items.clear();
    for (const Entry& e : doc.EntriesOf(section)) {
      // Single-line items only: an item with continuation lines (a role and its description)
      // ends with the description's punctuation, which is a different kind of text.
      if (doc.lines()[e.first_line].kind != LineKind::kListItem || e.first_line != e.last_line) {
        continue;
      }
      const EndingCandidate c = Classify(text, Trimmed(text, doc.lines()[e.last_line].range));
      if (items.capacity() == 0) {
        // A section holds at most every entry: sized once, at the first item, not grown
        // section by section.
        items.reserve(doc.entries().size());
        list.reserve(doc.entries().size());
      }
      items.emplace_back(c, ends_with_date(e.last_line, c));
    }
    if (items.empty()) {
      continue;
    }
    for (const bool dated_kind : {false, true}) {
      list.clear();
      size_t periods = 0;
      size_t bare = 0;
      for (const auto& [c, dated] : items) {
        if (dated != dated_kind) {
          continue;
        }
        periods += c.ending == Ending::kPeriod ? 1 : 0;
        bare += c.ending == Ending::kNone ? 1 : 0;
        list.push_back(c);
      }
      // Nothing to compare, or no majority to follow.
      if (periods == 0 || bare == 0) {
        continue;
      }
      StyleVote<Ending> votes;
      for (const EndingCandidate& c : list) {
        if (c.ending != Ending::kNeutral) {
          votes.Add(c.ending);
        }
      }
      const StyleDecision<Ending> decision = votes.Decide(configured, doc.input_kind());
      // Only a decisive house style is enforced, never a narrow majority even as a
      // suggestion: lists that OCR flattened (headers and their descriptions as siblings) are
      // often split nearly evenly, and neither side is the style there.
      if (!decision.target || !decision.decisive) {
        continue;
      }
      const Ending target = *decision.target;
      const std::string why =
          decision.configured()
              ? fmt::format("`[style] trailing-punctuation` is `{}`",
                            target == Ending::kPeriod ? "period" : "none")
              : fmt::format("{} of the {} {} entries of this list {}", decision.votes,
                            decision.total, dated_kind ? "dated" : "undated",
                            target == Ending::kPeriod ? "end with a period" : "end without one");
      // One list's vote is one decision: its findings form one group.
      const std::string group =
          fmt::format("{}-list@{}", dated_kind ? "dated" : "undated", section.heading_line);
      for (const EndingCandidate& c : list) {
        if (c.ending == Ending::kNeutral || c.ending == target) {
          continue;
        }
        if (target == Ending::kPeriod) {
          // Reported on the last word, where the period is missing.
          uint32_t word = c.end;
          while (word > c.where.begin && !IsAsciiSpace(text[word - 1])) {
            --word;
          }
          sink.Report({word, c.end}, "entry ends without a period, unlike the rest of its list",
                      InsertAt(c.end, ".", "Add a period"), why, group);
        } else {
          sink.Report({c.period, c.period + 1},
                      "entry ends with a period, unlike the rest of its list",
                      DeleteSpan({c.period, c.period + 1}, "Delete the period"), why, group);
        }
      }
    }
  }
}

CVTIDY_REGISTER_RULE(StyleTrailingPunctuationRule);

}  // namespace cvtidy
