// A block is a known section's heading (Section::known) and the headings after it up to the
// next known heading; the unknown ATX headings in it are its entry headings, except titles
// with a digit (date headings are ocr/misplaced-date-line's). An entry heading is
//   dated     when a date sits between it and the next heading: a leaf entry, which has no
//             sub-entries, so dated entries of one block are siblings and share a level;
//   filled    when any content line sits between it and the next heading.
// Siblings: the dated entries of a block at several levels move to the majority level deeper
// than the section title (the shallowest on a tie). Section title at an entry's level: a
// known ATX heading at level L (L >= 2) with two filled entry headings at L in its block, not
// in ALL CAPS (an unknown section title, such as `## WORKING EXPERIENCES`, is no entry); every
// known ATX heading at L moves to L - 1, so the titles stay at one level.
#include "rules/ocr/heading_level.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {
namespace {

struct EntryHeading {
  uint32_t line = 0;
  uint8_t level = 0;
  bool dated = false;
  bool filled = false;
};

struct Block {
  uint32_t line = 0;  // the known heading
  uint8_t level = 0;
  bool atx = false;
  std::vector<EntryHeading> entries;
};

// True when `s` has letters and none is lower case: written like a section title.
bool IsAllCaps(std::string_view s) {
  bool upper = false;
  for (char c : s) {
    if (IsAsciiLower(c)) {
      return false;
    }
    upper = upper || IsAsciiUpper(c);
  }
  return upper;
}

// The `#` run of an ATX heading line.
ByteRange HashRun(const Document& doc, const Line& line) {
  const std::string_view text = doc.source().text();
  uint32_t p = line.range.begin;
  while (p < line.range.end && text[p] == ' ') {
    ++p;
  }
  uint32_t e = p;
  while (e < line.range.end && text[e] == '#') {
    ++e;
  }
  return {p, e};
}

std::vector<Block> FindBlocks(const Document& doc) {
  std::vector<Block> blocks;
  const std::span<const Line> lines = doc.lines();
  const std::span<const DateSpan> dates = doc.dates();
  size_t next_date = 0;
  EntryHeading* open = nullptr;  // the entry heading whose content is being read
  for (uint32_t i = 0; i < lines.size(); ++i) {
    const Line& line = lines[i];
    if (line.kind == LineKind::kHeading) {
      open = nullptr;
      const Section& s = doc.sections()[line.section];
      if (s.known != kNoIndex) {
        blocks.push_back({i, line.level, line.heading_style == HeadingStyle::kAtx, {}});
      } else if (!blocks.empty() && line.heading_style == HeadingStyle::kAtx &&
                 !HasAsciiDigit(doc.Text(line.content))) {
        blocks.back().entries.push_back({i, line.level, false, false});
        open = &blocks.back().entries.back();
      }
      continue;
    }
    if (open == nullptr || !line.HasText()) {
      continue;
    }
    open->filled = true;
    while (next_date < dates.size() && dates[next_date].line < i) {
      ++next_date;
    }
    if (next_date < dates.size() && dates[next_date].line == i) {
      open->dated = true;
    }
  }
  return blocks;
}

// `group` names the decision (Diagnostic::group): the titles' level, or one block's.
void ReportLevel(const Document& doc, const Line& line, uint8_t target, std::string message,
                 std::string group, DiagnosticSink& sink) {
  const ByteRange hashes = HashRun(doc, line);
  sink.Report(hashes, std::move(message),
              ReplaceSpan(hashes, std::string(target, '#'),
                          fmt::format("Write `{}`", std::string(target, '#'))),
              {}, std::move(group));
}

}  // namespace

const RuleInfo& OcrHeadingLevelRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/heading-level",
      .default_severity = Severity::kWarning,
      .summary =
          "Sibling entries at different heading levels, or a section title at its "
          "entries' level.",
      .explanation = R"md(## What it does
Converters guess heading levels from font sizes, and guess differently for entries that
look alike. This rule reads each known section (its title is in the section table) with the
Markdown headings after it up to the next known section, and reports:

- sibling entries at different levels: headings that each carry their own dates (so they
  have no sub-entries) but sit at `##` and `###` in one section; they move to the level most
  of them use below the section title;
- a section title at its entries' level: `#### PROJECTS` above `#### Alpa` and
  `#### Optimus`, each with text under it; every section title at that level moves one
  level up, so the titles stay at one level. An ALL-CAPS heading is never counted as an
  entry: it is more likely a section the table does not know.

Headings whose title has a digit (date headings) are left to `ocr/misplaced-date-line`.

## Why is this bad?
The level decides which section an entry belongs to: an entry at the section's own level
closes the section, so the entries after it fall out of Education or Publications, for
readers of the outline and for every section-aware rule.

## Example
```markdown
Education
## **Brackenford University**
Ph.D., Sep 2020 – Present
### **Tarnwick College**
B.Sc., Sep 2016 – Jun 2020
```
The first entry is reported and rewritten to `###`, its sibling's level.

## Fix safety
Safe: only the `#` run of the heading changes; the text is untouched. Entries are moved only
when each has its own dates (a group heading with sub-entries is never flattened), and titles
only when an entry with content shares their level.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrHeadingLevelRule::Check(const Document& doc, const RuleContext& ctx,
                                DiagnosticSink& sink) const {
  const std::span<const Line> lines = doc.lines();
  const std::vector<Block> blocks = FindBlocks(doc);

  // Section titles at an entry's level.
  std::vector<uint8_t> title_levels;  // levels L to move up
  for (const Block& b : blocks) {
    if (!b.atx || b.level < 2) {
      continue;
    }
    // Two entries with content, not written like a title (ALL CAPS): a single heading at
    // the title's level may be a section the table does not know.
    int level_mates = 0;
    for (const EntryHeading& e : b.entries) {
      if (e.filled && e.level == b.level && !IsAllCaps(doc.Text(lines[e.line].content))) {
        ++level_mates;
      }
    }
    if (level_mates >= 2) {
      title_levels.push_back(b.level);
    }
  }
  for (const Block& b : blocks) {
    if (b.atx &&
        std::find(title_levels.begin(), title_levels.end(), b.level) != title_levels.end()) {
      ReportLevel(doc, lines[b.line], static_cast<uint8_t>(b.level - 1),
                  fmt::format("section title `{}` is at the level of its entries (`{}`)",
                              doc.Text(lines[b.line].content), std::string(b.level, '#')),
                  "title-level", sink);
    }
  }

  // Dated sibling entries at several levels.
  for (const Block& b : blocks) {
    // A block whose title moves is left for the next pass: its entries' levels then read
    // against the new title level.
    if (b.atx &&
        std::find(title_levels.begin(), title_levels.end(), b.level) != title_levels.end()) {
      continue;
    }
    std::map<uint8_t, int> counts;
    for (const EntryHeading& e : b.entries) {
      if (e.dated) {
        ++counts[e.level];
      }
    }
    if (counts.size() < 2) {
      continue;
    }
    uint8_t target = 0;
    int best = 0;
    for (const auto& [level, count] : counts) {  // ascending: the shallowest wins a tie
      if (level > b.level && count > best) {
        target = level;
        best = count;
      }
    }
    if (target == 0) {
      target = static_cast<uint8_t>(std::min(b.level + 1, 6));
    }
    for (const EntryHeading& e : b.entries) {
      if (e.dated && e.level != target) {
        ReportLevel(doc, lines[e.line], target,
                    fmt::format("entry `{}` is at `{}`, its sibling entries at `{}`",
                                doc.Text(lines[e.line].content), std::string(e.level, '#'),
                                std::string(target, '#')),
                    fmt::format("entry-level@{}", b.line), sink);
      }
    }
  }
}

CVTIDY_REGISTER_RULE(OcrHeadingLevelRule);

}  // namespace cvtidy
