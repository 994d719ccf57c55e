// A list is a run of bullet items (`-`, `*`, `+`, a bullet glyph, or an OCR-misread `•`:
// `¢`, `e`, `«`, `©`) at one indent in one section, with their continuation lines; blank
// lines and deeper (nested) items do not end it; a heading, a break, text outside an item, a
// numbered or labelled item, or an item at a shallower indent does.
#include "rules/ocr/bullet_noise.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/engine/fix_builder.h"
#include "src/parse/markdown_lines.h"

namespace cvtidy {
namespace {

constexpr std::string_view kBullet = "\u2022";

// `•` as OCR misreads it, in forms that are never a Markdown bullet (`o` is a misread `◦`).
bool IsOcrNoiseForm(std::string_view form) {
  return internal::IsOcrBulletForm(form) && form != "o";
}

struct Run {
  std::vector<uint32_t> items;          // first lines of the items
  std::vector<uint32_t> continuations;  // continuation lines of the items
  uint8_t indent = 0;
};

bool IsBulletItem(const Line& line) {
  return line.kind == LineKind::kListItem &&
         (line.marker == ListMarker::kDash || line.marker == ListMarker::kStar ||
          line.marker == ListMarker::kPlus || line.marker == ListMarker::kBullet);
}

// `o` is how OCR reads `◦`, the second-level bullet: a list of `o`s and a list of another
// bullet at the same indent are two levels the OCR flattened, not one list with noise.
bool IsSecondLevelForm(const Document& doc, const Line& line) {
  return doc.Text(line.marker_range) == "o";
}

// Splits the document into runs of bullet items.
std::vector<Run> FindRuns(const Document& doc) {
  std::vector<Run> runs;
  const std::span<const Line> lines = doc.lines();
  Run run;
  bool open = false;
  uint32_t item_line = kNoIndex;  // the first line of the current item
  auto close = [&] {
    if (open && run.items.size() >= 2) {
      runs.push_back(std::move(run));
    }
    run = Run();
    open = false;
    item_line = kNoIndex;
  };
  for (uint32_t i = 0; i < lines.size(); ++i) {
    const Line& line = lines[i];
    switch (line.kind) {
      case LineKind::kBlank:
      case LineKind::kComment:
      case LineKind::kMarkup:
        continue;
      case LineKind::kListItem:
        if (IsBulletItem(line) && open && line.indent == run.indent &&
            line.section == lines[run.items.front()].section &&
            IsSecondLevelForm(doc, line) == IsSecondLevelForm(doc, lines[run.items.front()])) {
          run.items.push_back(i);
          item_line = i;
          continue;
        }
        if (open && line.indent > run.indent) {
          item_line = kNoIndex;  // a nested item: its lines are not this list's
          continue;
        }
        close();
        if (IsBulletItem(line)) {
          open = true;
          run.indent = line.indent;
          run.items.push_back(i);
          item_line = i;
        }
        continue;
      case LineKind::kText:
        if (open && item_line != kNoIndex && line.entry == lines[item_line].entry) {
          run.continuations.push_back(i);
          continue;
        }
        if (open && item_line == kNoIndex && line.entry != kNoIndex &&
            lines[doc.entries()[line.entry].first_line].kind == LineKind::kListItem) {
          continue;  // a nested item's continuation
        }
        close();
        continue;
      default:
        close();
        continue;
    }
  }
  close();
  return runs;
}

// The bullet the list means: `•` when any item has it or an OCR-misread form (then `+` and
// `*` are misreadings too); otherwise the most frequent form, the first on a tie.
std::string_view TargetForm(const Document& doc, const Run& run) {
  std::vector<std::pair<std::string_view, int>> counts;
  bool ocr = false;
  for (uint32_t i : run.items) {
    const std::string_view form = doc.Text(doc.lines()[i].marker_range);
    ocr = ocr || form == kBullet || IsOcrNoiseForm(form);
    auto it =
        std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == form; });
    if (it == counts.end()) {
      counts.emplace_back(form, 1);
    } else {
      ++it->second;
    }
  }
  // A list whose every bullet is OCR noise (`¢`, `e`, `«`, `©`, none of them a bullet anyone
  // types) is a list of `•` read wrong, however uniform.
  const bool all_noise = std::all_of(counts.begin(), counts.end(),
                                     [](const auto& c) { return IsOcrNoiseForm(c.first); });
  if (counts.size() < 2 && !all_noise) {
    return {};
  }
  if (ocr) {
    return kBullet;
  }
  std::string_view best;
  int best_count = 0;
  for (const auto& [form, count] : counts) {
    if (count > best_count) {
      best = form;
      best_count = count;
    }
  }
  return best;
}

}  // namespace

const RuleInfo& OcrBulletNoiseRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/bullet-noise",
      .default_severity = Severity::kWarning,
      .summary = "One list uses several bullet forms, or a wrapped line lost its indent.",
      .explanation = R"md(## What it does
Reports a list whose items start with different bullets: OCR reads the `•` of a PDF as
`+`, `*`, `¢`, `e`, `«`, `©`, `»`, `°` or `e¢`, often several of them in one list. When any
item has `•` or one of the forms only OCR produces (`¢`, `e`, `«`, `©`, `»`, `°`, `e¢`),
every other bullet of the list is rewritten to `•`; otherwise (a Markdown list mixing `-`,
`*`, `+`) to the list's most frequent bullet. A list whose every bullet is an OCR form is
rewritten to `•` too, however uniform: nobody types `¢` for a bullet. OCR often spaces items
out with blank lines; `¢`, `«`, `»`, `°` and `e¢` still start items across them (`e`, `o`
and `© 2024` need an item right next to them). `o` is how OCR reads `◦`, the second-level bullet: a run of `o` items is a
list of its own, never noise in a list of another bullet.

It also reports a wrapped continuation line at the items' own indent in a list whose other
continuation lines are indented: OCR dropped the indent, so the line reads like the start of
a new item.

## Why is this bad?
Mixed bullets look like damage, and a continuation line at the item indent cannot be told
apart from an item, for readers and for tools that split the list into entries.

## Example
```text
• 2023 – present  Research Scientist, Example Labs
¢ 2019 – 2023  Postdoctoral Researcher, Example University
e 2015 – 2019  Ph.D. student, Example University
  thesis on dataflow scheduling
+ 2014  Intern, Example Corp
wrapped second line of the internship
```
The `¢`, `e` and `+` bullets become `•`; the last line gets the two-space indent.

## Fix safety
Safe: only the bullet glyph and the leading white space of continuation lines change. A
misread bullet is recognised only inside a list (next to real items), so a line of text
starting with `e` or `©` is never rewritten.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrBulletNoiseRule::Check(const Document& doc, const RuleContext& ctx,
                               DiagnosticSink& sink) const {
  const std::span<const Line> lines = doc.lines();
  for (const Run& run : FindRuns(doc)) {
    if (const std::string_view target = TargetForm(doc, run); !target.empty()) {
      for (uint32_t i : run.items) {
        const Line& line = lines[i];
        const std::string_view form = doc.Text(line.marker_range);
        if (form == target) {
          continue;
        }
        std::string message =
            IsOcrNoiseForm(form) && target == kBullet
                ? fmt::format("bullet `{}` is a `{}` misread by OCR", form, target)
                : fmt::format("bullet `{}` in a list of `{}` bullets", form, target);
        sink.Report(
            line.marker_range, std::move(message),
            ReplaceSpan(line.marker_range, std::string(target), fmt::format("Write `{}`", target)));
      }
    }
    // Continuations: the indent most indented ones share, when some lost it.
    std::map<uint8_t, int> indents;
    for (uint32_t i : run.continuations) {
      if (lines[i].indent > run.indent) {
        ++indents[lines[i].indent];
      }
    }
    if (indents.empty()) {
      continue;
    }
    const uint8_t indent =
        std::max_element(indents.begin(), indents.end(), [](const auto& a, const auto& b) {
          return a.second < b.second;
        })->first;
    for (uint32_t i : run.continuations) {
      const Line& line = lines[i];
      if (line.indent > run.indent) {
        continue;
      }
      const ByteRange lead{line.range.begin, line.content.begin};
      sink.Report({line.content.begin, line.content.end},
                  "continuation line of a list item is not indented like the others",
                  ReplaceSpan(lead, std::string(indent, ' '),
                              fmt::format("Indent it by {} spaces", indent)));
    }
  }
}

CVTIDY_REGISTER_RULE(OcrBulletNoiseRule);

}  // namespace cvtidy
