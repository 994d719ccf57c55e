// A list is a run of bullet items (`-`, `*`, `+`, a bullet glyph, or an OCR-misread `•`:
// `¢`, `e`, `«`, `©`) at one indent in one section, with their continuation lines; blank
// lines and deeper (nested) items do not end it; a heading, a break, text outside an item, a
// numbered or labelled item, or an item at a shallower indent does.
#include "rules/ocr/bullet_noise.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "src/engine/fix_builder.h"
#include "src/engine/message.h"
#include "src/parse/markdown_lines.h"

namespace cvtidy {
namespace {

constexpr std::string_view kBullet = "\u2022";
constexpr std::string_view kSecondLevelBullet = "\u25E6";  // ◦
constexpr std::string_view kThirdLevelBullet = "\u25AA";   // ▪

// `•` as OCR misreads it, in forms that are never a Markdown bullet (`o` is a misread `◦`).
bool IsOcrNoiseForm(std::string_view form) {
  return internal::IsOcrBulletForm(form) && form != "o";
}

struct BulletRun {
  std::vector<uint32_t> items;          // first lines of the items
  std::vector<uint32_t> continuations;  // continuation lines of the items
  uint8_t indent = 0;
};

bool IsBulletItem(const Line& line) {
  return line.kind == LineKind::kListItem &&
         (line.marker == ListMarker::kDash || line.marker == ListMarker::kStar ||
          line.marker == ListMarker::kPlus || line.marker == ListMarker::kBullet);
}

// `o` is how OCR reads `◦`, the second-level bullet (`eo`, `oe` a third-level `▪`): a list of
// `o`s and a list of another bullet at the same indent are two levels the OCR flattened, not
// one list with noise. Once repaired, `◦` and `▪` keep their level.
int NestingLevel(const Document& doc, const Line& line) {
  const std::string_view form = doc.Text(line.marker_range);
  if (form == "o" || form == kSecondLevelBullet) {
    return 1;
  }
  return form == "eo" || form == "oe" || form == kThirdLevelBullet ? 2 : 0;
}

// Calls `fn(run)` for each run of bullet items of the document, in document order. One run's
// vectors are cleared and filled again for the next: no allocation per run.
template <typename Fn>
void ForEachRun(const Document& doc, Fn&& fn) {
  const std::span<const Line> lines = doc.lines();
  BulletRun run;
  bool open = false;
  uint32_t item_line = kNoIndex;  // the first line of the current item
  auto close = [&] {
    if (open && run.items.size() >= 2) {
      fn(static_cast<const BulletRun&>(run));
    }
    run.items.clear();
    run.continuations.clear();
    run.indent = 0;
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
            NestingLevel(doc, line) == NestingLevel(doc, lines[run.items.front()])) {
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
}

// The bullet the list means: `•` when any item has it or an OCR-misread form (then `+` and
// `*` are misreadings too); otherwise the most frequent form, the first on a tie.
std::string_view TargetForm(const Document& doc, const BulletRun& run,
                            std::vector<std::pair<std::string_view, int>>& counts) {
  counts.clear();
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

bool IsStarOrPlus(const Line& line) {
  return line.marker == ListMarker::kStar || line.marker == ListMarker::kPlus;
}

// Whether the nearest top-level item before (`direction` -1) or after (+1) line i in its list,
// past continuation lines, blank lines and nested items, has a bullet OCR misread (or `•`,
// once repaired), or line i's own `*` or `+`: then line i's `*` or `+` is one more misreading
// of a list's `•` (plain text has no Markdown lists), where a lone `* Equal contribution`
// note is not.
bool NextToOcrBullet(const Document& doc, uint32_t i, int direction) {
  const std::span<const Line> lines = doc.lines();
  const uint32_t section = lines[i].section;
  for (uint32_t j = i + direction; j < lines.size(); j += direction) {
    const Line& line = lines[j];
    if (line.section != section) {
      return false;
    }
    if (line.kind == LineKind::kBlank) {
      continue;
    }
    const bool in_list_entry =
        line.entry != kNoIndex &&
        lines[doc.entries()[line.entry].first_line].kind == LineKind::kListItem;
    if (line.kind == LineKind::kText && in_list_entry) {
      continue;  // a continuation line
    }
    if (line.kind != LineKind::kListItem || !IsBulletItem(line)) {
      return false;
    }
    if (NestingLevel(doc, line) > 0) {
      continue;
    }
    const std::string_view form = doc.Text(line.marker_range);
    return form == kBullet || internal::IsOcrBulletForm(form) ||
           form == doc.Text(lines[i].marker_range);
  }
  return false;
}

// The glyph an OCR-misread bullet stands for: `◦` for an `o`, `▪` for an `eo`, when it is a
// nested item the OCR flattened into its parent's entry; `•` otherwise.
std::string_view NestedTarget(const Document& doc, const Line& line, uint32_t i,
                              std::string_view form) {
  const bool nested = line.entry != kNoIndex && doc.entries()[line.entry].first_line != i &&
                      internal::IsOcrSubLevelForm(form);
  if (!nested) {
    return kBullet;
  }
  return form == "o" ? kSecondLevelBullet : kThirdLevelBullet;
}

std::string MisreadMessage(std::string_view form, std::string_view target) {
  return JoinText({"bullet `", form, "` is a `", target, "` misread by OCR"});
}

std::string WriteTitle(std::string_view target) { return JoinText({"Write `", target, "`"}); }

}  // namespace

const RuleInfo& OcrBulletNoiseRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/bullet-noise",
      .default_severity = Severity::kWarning,
      .summary =
          "A list bullet OCR misread, several bullet forms in one list, or a wrapped line "
          "that lost its indent.",
      .explanation = R"md(## What it does
Reports list bullets that OCR misread. OCR reads the `•` of a PDF as `¢`, `e`, `«`, `©`, `®`,
`»`, `°`, `e¢`, `*` or `+`, the second-level `◦` as `o` and the third-level `▪` as `eo` or `oe`.

- **In plain text** (OCR output) every misread bullet is rewritten, whatever its list looks
  like: a list of one glyph, an item alone, items spaced out by blank lines. A nested item
  the OCR flattened to the parent's indent (an `o` under an `e`) gets its own level's glyph
  (`◦`, `▪`) and stays part of its parent's entry. `e` and `o` count as bullets only before
  item text (a capital, a digit, a quote or a bracket) or next to other items: `e is a
  constant` is text. `+ Text` is always a bullet; `* Text` only next to other misread
  bullets or `*` items, since a lone `* Equal contribution` is a note.
- **In Markdown** a list whose items mix bullets is made uniform: `•` when any item has `•`
  or a form only OCR produces, otherwise the list's most frequent bullet. Markdown's own
  uniform lists are never touched.

It also reports a wrapped continuation line at the items' own indent in a list whose other
continuation lines are indented (by two spaces or more: one space is OCR noise): OCR dropped
the indent, so the line reads like the start of a new item.

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
line of text starting with `e` or `o` before lower-case text, or with `© 2024`, is never
taken for an item.
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
  const bool plain_text = doc.input_kind() == InputKind::kPlainText;
  // In plain text every misread bullet is repaired, whatever its list looks like: alone, in a
  // list of its own form, or as a nested item OCR flattened (to the nested glyph).
  std::vector<bool> repaired(plain_text ? lines.size() : 0, false);
  bool ocr_bullets = false;
  if (plain_text) {
    for (uint32_t i = 0; i < lines.size(); ++i) {
      const Line& line = lines[i];
      if (!IsBulletItem(line)) {
        continue;
      }
      const std::string_view form = doc.Text(line.marker_range);
      std::string_view target;
      if (internal::IsOcrBulletForm(form)) {
        target = NestedTarget(doc, line, i, form);
      } else if (IsStarOrPlus(line) &&  // `+ Text` is no note; `* Text` may be one
                 internal::OpensItemText(doc.source().text(), line.content.begin,
                                         line.content.end) &&
                 (line.marker == ListMarker::kPlus || NextToOcrBullet(doc, i, -1) ||
                  NextToOcrBullet(doc, i, +1))) {
        target = kBullet;
      } else {
        continue;
      }
      ocr_bullets = true;
      repaired[i] = true;
      sink.Report(line.marker_range, MisreadMessage(form, target),
                  ReplaceSpan(line.marker_range, std::string(target), WriteTitle(target)));
    }
  }
  std::vector<std::pair<std::string_view, int>> form_counts;  // scratch for TargetForm
  std::vector<std::pair<uint8_t, int>> indents;               // continuation indent, count
  ForEachRun(doc, [&](const BulletRun& run) {
    std::string_view target = TargetForm(doc, run, form_counts);
    // A list of `*` or `+` in a text whose other bullets OCR misread is one more misreading.
    if (target.empty() && ocr_bullets && IsStarOrPlus(lines[run.items.front()])) {
      target = kBullet;
    }
    if (!target.empty()) {
      for (uint32_t i : run.items) {
        const Line& line = lines[i];
        const std::string_view form = doc.Text(line.marker_range);
        if (form == target || (plain_text && repaired[i])) {
          continue;
        }
        std::string message =
            IsOcrNoiseForm(form) && target == kBullet
                ? MisreadMessage(form, target)
                : JoinText({"bullet `", form, "` in a list of `", target, "` bullets"});
        sink.Report(line.marker_range, std::move(message),
                    ReplaceSpan(line.marker_range, std::string(target), WriteTitle(target)));
      }
    }
    // Continuations: the indent most indented ones share, when some lost it.
    // A list's continuation indent is two spaces or more: one space is OCR noise.
    indents.clear();
    for (uint32_t i : run.continuations) {
      if (lines[i].indent >= run.indent + 2) {
        auto it = std::find_if(indents.begin(), indents.end(),
                               [&](const auto& c) { return c.first == lines[i].indent; });
        if (it == indents.end()) {
          indents.emplace_back(lines[i].indent, 1);
        } else {
          ++it->second;
        }
      }
    }
    if (indents.empty()) {
      return;
    }
    // The most frequent indent, the smallest on a tie.
    uint8_t indent = indents[0].first;
    int indent_count = indents[0].second;
    for (const auto& [value, count] : indents) {
      if (count > indent_count || (count == indent_count && value < indent)) {
        indent = value;
        indent_count = count;
      }
    }
    for (uint32_t i : run.continuations) {
      const Line& line = lines[i];
      if (line.indent > run.indent) {
        continue;
      }
      const ByteRange lead{line.range.begin, line.content.begin};
      sink.Report({line.content.begin, line.content.end},
                  "continuation line of a list item is not indented like the others",
                  ReplaceSpan(lead, std::string(indent, ' '),
                              JoinText({"Indent it by ", Decimal(indent), " spaces"})));
    }
  });
}

CVTIDY_REGISTER_RULE(OcrBulletNoiseRule);

}  // namespace cvtidy
