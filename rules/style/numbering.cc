// style/numbering. Two kinds of sequence:
//
//   - [C3] ...        labels: one sequence per prefix (`C`, `J`, `P`) over the whole CV, as
//   - [C1] ...        publication lists number conference and journal papers separately and
//   - [C2] ...        carry the count across year sub-headings;
//   1. ... 2. ...     list numbers: one sequence per run of numbered entries in one list
//                     (Document::lists(): a list ends where its numbering restarts).
//
// A label sequence is split where a new section's sub-list does not continue the count (it
// restarts, or runs the other way). The numbers of a hand-written Markdown ordered list are
// the renderer's (`1.` `1.` `1.` shows 1, 2, 3), so they are not checked.
//
// A sequence is fine when it is strictly monotonic in its direction (gaps are allowed: a
// "selected publications" list keeps the full list's numbers). Otherwise every entry is
// relabelled to the contiguous sequence N..1 (descending) or 1..N (ascending). An unlabelled
// list item among labelled ones (more labelled than not in its section, one prefix) is a
// member of the sequence that lost its label.
#include "rules/style/numbering.h"

#include <algorithm>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/engine/fix_builder.h"
#include "src/engine/style_vote.h"

namespace cvtidy {
namespace {

using Direction = NumberingDirection;  // `[style] numbering`

struct Member {
  uint32_t entry = 0;
  ByteRange digits;        // the number inside the marker; empty for a missing label
  uint32_t insert_at = 0;  // where a missing label goes
  ByteRange where;         // what a missing label is reported on: the entry's first line
  uint32_t value = 0;
  bool missing = false;
};

struct Sequence {
  bool label = false;  // `[C3]` labels, else `1.` numbers
  std::string prefix;  // `C` for labels; `.` or `)` after a number
  std::vector<Member> members;
};

// Splits `[C3]` into `C` and the digits `3`; false when the label is not letters + digits.
bool ParseLabel(std::string_view text, uint32_t offset, std::string* prefix, ByteRange* digits) {
  if (text.size() < 3 || text.front() != '[' || text.back() != ']') {
    return false;
  }
  size_t i = 1;
  while (i + 1 < text.size() && IsAsciiAlpha(text[i])) {
    ++i;
  }
  const size_t digits_begin = i;
  while (i + 1 < text.size() && IsAsciiDigit(text[i])) {
    ++i;
  }
  if (i == digits_begin || i != text.size() - 1 || i - digits_begin > 6) {
    return false;
  }
  *prefix = std::string(text.substr(1, digits_begin - 1));
  *digits = {offset + static_cast<uint32_t>(digits_begin), offset + static_cast<uint32_t>(i)};
  return true;
}

// Splits `12.` into the digits `12` and the delimiter `.`.
bool ParseNumber(std::string_view text, uint32_t offset, std::string* delimiter,
                 ByteRange* digits) {
  size_t i = 0;
  while (i < text.size() && IsAsciiDigit(text[i])) {
    ++i;
  }
  if (i == 0 || i > 6 || i + 1 != text.size()) {
    return false;
  }
  *delimiter = std::string(text.substr(i));
  *digits = {offset, offset + static_cast<uint32_t>(i)};
  return true;
}

uint32_t ParseDigits(std::string_view digits) {
  uint32_t value = 0;
  for (char c : digits) {
    value = value * 10 + static_cast<uint32_t>(c - '0');
  }
  return value;
}

// The label or number marker of a line (outer first, then inner), with its kind.
const ByteRange* MarkerOf(const Line& line, ListMarker kind) {
  if (line.marker == kind) {
    return &line.marker_range;
  }
  if (line.inner_marker == kind) {
    return &line.inner_marker_range;
  }
  return nullptr;
}

// True when the labelled members of `members` run strictly one way (missing labels aside).
bool IsMonotonic(std::span<const Member> members) {
  bool up = true;
  bool down = true;
  const Member* last = nullptr;
  for (const Member& m : members) {
    if (m.missing) {
      continue;
    }
    if (last != nullptr) {
      up = up && m.value > last->value;
      down = down && m.value < last->value;
    }
    last = &m;
  }
  return up || down;
}

// Splits a label sequence into the parts that count on their own. The members of one section
// stay together; the next section's members join the part before them when the count runs on
// across the heading (`### 2024` [C5] [C4], `### 2023` [C3] ...), and start a part of their own
// when they do not: a sub-list that restarts (conference papers [1]..[3], then journal papers
// [1]..[2]) or runs the other way.
std::vector<Sequence> SplitAtRestarts(const Sequence& seq, const Document& doc) {
  std::vector<Sequence> parts;
  std::span<const Member> members = seq.members;
  while (!members.empty()) {
    const uint32_t section = doc.entries()[members.front().entry].section;
    size_t n = 1;
    while (n < members.size() && doc.entries()[members[n].entry].section == section) {
      ++n;
    }
    const std::span<const Member> group = members.first(n);
    members = members.subspan(n);
    if (!parts.empty()) {
      std::vector<Member> joined = parts.back().members;
      joined.insert(joined.end(), group.begin(), group.end());
      if (IsMonotonic(joined)) {
        parts.back().members = std::move(joined);
        continue;
      }
    }
    parts.push_back(Sequence{seq.label, seq.prefix, {group.begin(), group.end()}});
  }
  return parts;
}

std::string Render(const Sequence& seq, uint32_t value) {
  return seq.label ? fmt::format("[{}{}]", seq.prefix, value)
                   : fmt::format("{}{}", value, seq.prefix);
}

std::string_view DirectionName(Direction d) {
  return d == Direction::kDescending ? "descending" : "ascending";
}

// The direction of `seq`: `[style] numbering`, else the one most pairs of its members run in
// (every earlier member against every later one; equal values do not vote). Pairs, not
// neighbours: in `[C3] [C1] [C2]` one swap makes the neighbours tie, while two of the three
// pairs still run down. A tie decides nothing.
StyleDecision<Direction> DecideDirection(const Sequence& seq,
                                         const std::optional<Direction>& configured,
                                         InputKind kind) {
  StyleVote<Direction> votes;
  if (!configured) {
    for (size_t i = 0; i < seq.members.size(); ++i) {
      if (seq.members[i].missing) {
        continue;
      }
      for (size_t j = i + 1; j < seq.members.size(); ++j) {
        const Member& later = seq.members[j];
        if (!later.missing && later.value != seq.members[i].value) {
          votes.Add(later.value < seq.members[i].value ? Direction::kDescending
                                                       : Direction::kAscending);
        }
      }
    }
  }
  return votes.Decide(configured, kind);
}

bool IsMonotonic(const Sequence& seq, Direction d) {
  for (size_t i = 0; i < seq.members.size(); ++i) {
    if (seq.members[i].missing) {
      return false;
    }
    if (i > 0) {
      const uint32_t a = seq.members[i - 1].value;
      const uint32_t b = seq.members[i].value;
      if (d == Direction::kDescending ? b >= a : b <= a) {
        return false;
      }
    }
  }
  // A descending run must not reach below 1: `[C1] [C0]` is off by one.
  return seq.members.empty() ||
         (d == Direction::kDescending ? seq.members.back().value : seq.members.front().value) >= 1;
}

void Report(const Sequence& seq, const StyleDecision<Direction>& decision, DiagnosticSink& sink) {
  // No direction (a tie), or in sequence already.
  if (!decision.target || IsMonotonic(seq, *decision.target)) {
    return;
  }
  const Direction d = *decision.target;
  const size_t n = seq.members.size();
  const std::string kind =
      seq.label ? fmt::format("`[{}…]` labels", seq.prefix) : std::string("list numbers");
  const std::string why = DescribeDecision(decision, "numbering", "pairs of entries",
                                           fmt::format("run {}", DirectionName(d)));
  // One sequence's direction is one decision: its findings form one group.
  const std::string group = fmt::format("sequence@{}", seq.members.front().where.begin);
  for (size_t i = 0; i < n; ++i) {
    const Member& m = seq.members[i];
    const uint32_t want =
        d == Direction::kDescending ? static_cast<uint32_t>(n - i) : static_cast<uint32_t>(i + 1);
    const std::string expected = Render(seq, want);
    if (m.missing) {
      sink.Report(m.where,
                  fmt::format("entry has no label, unlike the {} other {} in its sequence; "
                              "expected `{}`",
                              n - 1, kind, expected),
                  InsertAt(m.insert_at, expected + " ", fmt::format("Insert `{}`", expected),
                           FixSafety::kUnsafe),
                  fmt::format("the {} count {} {} to {} over {} entries ({})", kind,
                              DirectionName(d), d == Direction::kDescending ? n : 1,
                              d == Direction::kDescending ? 1 : n, n, why),
                  group);
      continue;
    }
    if (m.value == want) {
      continue;
    }
    const std::string written = Render(seq, m.value);
    sink.Report(m.digits, fmt::format("`{}` is out of sequence: expected `{}`", written, expected),
                ReplaceSpan(m.digits, std::to_string(want), fmt::format("Write `{}`", expected),
                            FixSafety::kUnsafe),
                fmt::format("the {} count {} {} to {} over {} entries ({})", kind, DirectionName(d),
                            d == Direction::kDescending ? n : 1,
                            d == Direction::kDescending ? 1 : n, n, why),
                group);
  }
}

}  // namespace

const RuleInfo& StyleNumberingRule::info() const {
  static const RuleInfo kInfo{
      .id = "style/numbering",
      .default_severity = Severity::kWarning,
      .summary = "Entry labels (`[C3]`) or list numbers are out of sequence or missing.",
      .explanation = R"md(## What it does
Checks two kinds of sequence:

- entry labels such as `[C3]`, `[J1]`, `[P2]`: one sequence per prefix over the whole CV,
  so conference papers and journal papers are numbered separately, and the count runs on
  across year sub-headings; a sub-list in a new section that does not continue the count
  (conference papers `[1]`..`[6]`, then journal papers `[1]`..`[4]`) is a sequence of its
  own;
- list numbers (`1.`, `2)`), also inside a bullet (`- 3. ...`): one sequence per run of
  numbered entries in one list. A list ends at a heading and where its numbering restarts
  (`1.`..`4.`, then `1.`..`3.` under a sub-heading the converter flattened into text): each
  restarting sub-list counts on its own. In a hand-written Markdown page the numbers of an ordered
  list are the renderer's (`1.` `1.` `1.` shows 1, 2, 3), so only numbers inside a bullet are
  checked there; converter output and plain text keep the numbers the document showed.

A sequence is fine when it is strictly descending (or ascending); gaps are allowed, since
a list of selected publications keeps the full list's numbers. Otherwise every entry that
differs from the contiguous sequence (`N` down to `1`, or `1` up to `N`) is reported. A
bullet without a label among labelled bullets of one prefix (more labelled than not in its
section) is reported as a member that lost its label. The direction is `[style] numbering`
(`descending` or `ascending`) in `cvtidy.toml`, or else the direction most pairs of the
sequence's entries (each against every later one) already run in; on a tie nothing is
reported.

## Why is this bad?
Labels are how a CV and its readers refer to papers (`[C3]` in a research statement).
Converters and hand edits leave them shuffled (`[C3] [C1] [C2]`), duplicated or missing,
and a reader cannot tell which paper is meant.

## Example
```markdown
- [C4] Quarrel: Compaction Without Stalls. EuroSys 2024.
- [C3] Lantern: Tracing Without Agents. NSDI 2024.
- [C1] Cold Objects Are Warm Again. FAST 2023.
- [C2] Ferrule: Tail-Tolerant Replication. ATC 2022.
```
Five of the six pairs run down: `[C1]` and `[C2]` are reported; the fix writes `[C2]` and
`[C1]`.

## Fix safety
Unsafe: the fix renumbers labels (or inserts a missing one), and a publication's number is a
fact others cite it by (`[C3]`); see docs/fix-contract.md. It keeps the entries in their
order and never reorders them (see `date/order` for that).
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kUnsafe,
  };
  return kInfo;
}

void StyleNumberingRule::Check(const Document& doc, const RuleContext& ctx,
                               DiagnosticSink& sink) const {
  // Sequences are made of numbered and labelled list items only: without one, nothing to
  // compare (most CVs).
  const std::span<const Line> lines = doc.lines();
  const bool any_numbered =
      std::any_of(doc.entries().begin(), doc.entries().end(), [&](const Entry& e) {
        const Line& line = lines[e.first_line];
        return line.kind == LineKind::kListItem && (MarkerOf(line, ListMarker::kLabel) != nullptr ||
                                                    MarkerOf(line, ListMarker::kNumber) != nullptr);
      });
  if (!any_numbered) {
    return;
  }
  const std::string_view text = doc.source().text();
  const std::optional<Direction>& configured = ctx.config.style.numbering;

  // A hand-written Markdown ordered list is numbered by its renderer (`1.` `1.` `1.` shows
  // 1, 2, 3): its source numbers are not the CV's. Converter output and plain text keep the
  // numbers the document showed.
  const bool rendered_numbers = doc.input_kind() == InputKind::kAuthoredMarkdown;

  // Labels: one sequence per prefix. Sections whose list items are mostly labelled with a
  // single prefix contribute their unlabelled items as missing members.
  std::map<std::string, Sequence> labels;
  std::vector<Sequence> numbers;
  for (const Section& section : doc.sections()) {
    const std::span<const Entry> entries = doc.EntriesOf(section);
    std::string section_prefix;
    bool one_prefix = true;
    size_t labelled = 0;
    size_t unlabelled = 0;
    for (const Entry& e : entries) {
      const Line& line = doc.lines()[e.first_line];
      if (line.kind != LineKind::kListItem) {
        continue;
      }
      const ByteRange* marker = MarkerOf(line, ListMarker::kLabel);
      if (marker == nullptr) {
        if (line.inner_marker == ListMarker::kNone && line.marker != ListMarker::kNumber) {
          ++unlabelled;
        }
        continue;
      }
      std::string prefix;
      ByteRange digits;
      if (ParseLabel(doc.Text(*marker), marker->begin, &prefix, &digits)) {
        one_prefix = one_prefix && (labelled == 0 || prefix == section_prefix);
        section_prefix = prefix;
        ++labelled;
      }
    }
    const bool adopt_unlabelled = one_prefix && labelled >= 2 && labelled > unlabelled;

    Sequence run;  // the current run of numbered entries
    // An empty run holds nothing to reset: it is the default Sequence still.
    const auto flush = [&]() {
      if (!run.members.empty()) {
        numbers.push_back(std::move(run));
        run = Sequence{};
      }
    };
    for (const Entry& e : entries) {
      const uint32_t index = static_cast<uint32_t>(&e - doc.entries().data());
      const Line& line = doc.lines()[e.first_line];
      if (const ByteRange* marker = MarkerOf(line, ListMarker::kLabel);
          marker != nullptr && line.kind == LineKind::kListItem) {
        std::string prefix;
        ByteRange digits;
        if (ParseLabel(doc.Text(*marker), marker->begin, &prefix, &digits)) {
          Sequence& seq = labels[prefix];
          seq.label = true;
          seq.prefix = prefix;
          seq.members.push_back(
              Member{index, digits, 0, {}, ParseDigits(doc.Text(digits)), /*missing=*/false});
        }
        flush();
        continue;
      }
      if (const ByteRange* marker = MarkerOf(line, ListMarker::kNumber);
          marker != nullptr && line.kind == LineKind::kListItem &&
          !(rendered_numbers && marker == &line.marker_range)) {
        std::string prefix;
        ByteRange digits;
        if (ParseNumber(doc.Text(*marker), marker->begin, &prefix, &digits)) {
          // A new delimiter, or a new list (the numbering restarted: Entry::list).
          if (!run.members.empty() &&
              (run.prefix != prefix || doc.entries()[run.members.back().entry].list != e.list)) {
            flush();
          }
          run.prefix = prefix;
          run.members.push_back(
              Member{index, digits, 0, {}, ParseDigits(doc.Text(digits)), /*missing=*/false});
          continue;
        }
      }
      flush();
      if (adopt_unlabelled && line.kind == LineKind::kListItem &&
          line.inner_marker == ListMarker::kNone && line.content.begin > line.range.begin &&
          !IsAsciiSpace(text[line.content.begin])) {
        Sequence& seq = labels[section_prefix];
        seq.label = true;
        seq.prefix = section_prefix;
        seq.members.push_back(
            Member{index, {}, line.content.begin, line.content, 0, /*missing=*/true});
      }
    }
    flush();
  }

  // Sections are visited in document order, but a parent's entries can follow a child's:
  // keep each label sequence in document order.
  for (auto& [prefix, seq] : labels) {
    std::stable_sort(seq.members.begin(), seq.members.end(),
                     [](const Member& a, const Member& b) { return a.entry < b.entry; });
    for (const Sequence& part : SplitAtRestarts(seq, doc)) {
      Report(part, DecideDirection(part, configured, doc.input_kind()), sink);
    }
  }
  for (const Sequence& seq : numbers) {
    if (seq.members.size() < 2) {
      continue;  // a lone `1.` is not a sequence
    }
    Report(seq, DecideDirection(seq, configured, doc.input_kind()), sink);
  }
}

CVTIDY_REGISTER_RULE(StyleNumberingRule);

}  // namespace cvtidy
