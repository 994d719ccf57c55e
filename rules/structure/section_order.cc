// The sections that are out of order are the complement of a longest run of sections whose
// configured ranks never decrease (a longest non-decreasing subsequence): moving just those
// restores the order, and a single misplaced section is reported alone rather than every
// section after it. Sections whose title names no known section, or a known section the
// configured order does not list, are ignored, as are repeats of one id (`Publications`,
// then `Selected Publications` further down) which share a rank.
#include "rules/structure/section_order.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "src/data/section_table.h"

namespace cvtidy {

const RuleInfo& StructureSectionOrderRule::info() const {
  static const RuleInfo kInfo{
      .id = "structure/section-order",
      .default_severity = Severity::kWarning,
      .summary = "Sections are out of the order configured in `[style] section-order`.",
      .explanation = R"md(## What it does
Compares the order of the CV's sections with `section-order` in the `[style]` table of
`cvtidy.toml`, a list of section ids from the built-in section table (`education`,
`publications`, `awards`, ...). Headings are recognised whatever their wording or damage
(`HONORS & AWARDS`, `Awards and Honours`). The fewest sections that would have to move are
reported, each with the section it should follow. Sections the list does not name are
ignored; without a configured order the rule is silent.

```toml
[style]
section-order = ["education", "experience", "publications", "awards", "teaching"]
```

## Why is this bad?
Departments, funders and house styles prescribe a section order so that readers find the
same thing in the same place in every CV of a pile. A section out of place is easy to miss.

## Example
With the order above:
```markdown
## Education
## Awards
## Publications
```
`Awards` is reported: it should come after `Publications`.

## Fix safety
No fix: moving whole sections is left to the author.
)md",
      .fix_availability = FixAvailability::kNone,
  };
  return kInfo;
}

void StructureSectionOrderRule::Check(const Document& doc, const RuleContext& ctx,
                                      DiagnosticSink& sink) const {
  const std::vector<std::string>& order = ctx.config.style.section_order;
  const SectionTable* table = doc.section_table();
  if (order.empty() || table == nullptr) {
    return;
  }
  // rank[known section] = its position in the configured order.
  std::vector<int> rank(table->sections().size(), -1);
  for (size_t i = 0; i < order.size(); ++i) {
    if (std::optional<uint32_t> index = table->Find(order[i])) {
      rank[*index] = static_cast<int>(i);
    }
  }
  struct Ranked {
    uint32_t section;
    int rank;
  };
  std::vector<Ranked> ranked;
  const std::span<const Section> sections = doc.sections();
  for (uint32_t s = 1; s < sections.size(); ++s) {
    const uint32_t known = sections[s].known;
    if (known != kNoIndex && known < rank.size() && rank[known] >= 0) {
      ranked.push_back({s, rank[known]});
    }
  }
  if (ranked.size() < 2) {
    return;
  }
  // Longest non-decreasing subsequence, O(n^2): a CV has a few dozen sections.
  const size_t n = ranked.size();
  std::vector<int> length(n, 1);
  std::vector<int> previous(n, -1);
  size_t best = 0;
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = 0; j < i; ++j) {
      // Ties keep the earliest predecessor chain, so the earlier of two candidates stays.
      if (ranked[j].rank <= ranked[i].rank && length[j] + 1 > length[i]) {
        length[i] = length[j] + 1;
        previous[i] = static_cast<int>(j);
      }
    }
    if (length[i] > length[best]) {
      best = i;
    }
  }
  std::vector<bool> in_order(n, false);
  for (int k = static_cast<int>(best); k >= 0; k = previous[k]) {
    in_order[k] = true;
  }
  for (size_t i = 0; i < n; ++i) {
    if (in_order[i]) {
      continue;
    }
    // The in-order section it should follow: the last one ranked at or before it; else the
    // first in-order section, which it should precede.
    int after = -1;
    int before = -1;
    for (size_t j = 0; j < n; ++j) {
      if (!in_order[j]) {
        continue;
      }
      if (ranked[j].rank <= ranked[i].rank) {
        after = static_cast<int>(j);
      } else if (before < 0) {
        before = static_cast<int>(j);
      }
    }
    const Section& section = sections[ranked[i].section];
    std::string message;
    if (after >= 0) {
      message = fmt::format("section `{}` is out of the configured order: it belongs after `{}`",
                            doc.Title(section), doc.Title(sections[ranked[after].section]));
    } else {
      message = fmt::format("section `{}` is out of the configured order: it belongs before `{}`",
                            doc.Title(section), doc.Title(sections[ranked[before].section]));
    }
    sink.Report(doc.lines()[section.heading_line].range, std::move(message));
  }
}

CVTIDY_REGISTER_RULE(StructureSectionOrderRule);

}  // namespace cvtidy
