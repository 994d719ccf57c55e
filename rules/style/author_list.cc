#include "rules/style/author_list.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {
namespace {

// True when nothing but spaces stands between `offset` and the end of its line.
bool EndsLine(const Document& doc, uint32_t offset) {
  const std::string_view text = doc.source().text();
  const size_t next = text.find_first_not_of(" \t", offset);
  return next == std::string_view::npos || text[next] == '\n' || text[next] == '\r';
}

std::string_view ConjunctionName(AuthorConjunction c) {
  switch (c) {
    case AuthorConjunction::kNone:
      return "no conjunction";
    case AuthorConjunction::kAnd:
      return "`and`";
    case AuthorConjunction::kAmpersand:
      return "`&`";
  }
  return "no conjunction";
}

std::optional<AuthorConjunction> ParseConjunction(std::string_view s) {
  if (s == "and") {
    return AuthorConjunction::kAnd;
  }
  if (s == "ampersand" || s == "&") {
    return AuthorConjunction::kAmpersand;
  }
  if (s == "none") {
    return AuthorConjunction::kNone;
  }
  return std::nullopt;
}

// The separator a list of `count` names should have before its last name.
std::string_view Separator(AuthorConjunction c, bool oxford, size_t count) {
  const bool comma = oxford && count >= 3;
  switch (c) {
    case AuthorConjunction::kNone:
      return ", ";
    case AuthorConjunction::kAnd:
      return comma ? ", and " : " and ";
    case AuthorConjunction::kAmpersand:
      return comma ? ", & " : " & ";
  }
  return ", ";
}

// Whether the conjunction of `list` can be judged: two names or more, the last two not
// separated by an elision, no `et al.` after them, and, for a list without a conjunction, its
// end known (AuthorList::open_end).
bool JudgeConjunction(const Document& doc, const AuthorList& list) {
  const uint32_t count = list.end_name - list.first_name;
  if (count < 2 || !list.et_al.empty() || list.last_separator.empty()) {
    return false;
  }
  const PersonName& before_last = doc.names()[list.end_name - 2];
  if (!list.elision.empty() && list.elision.end > before_last.outer_range.begin &&
      list.elision.begin < list.last_separator.end) {
    return false;
  }
  return list.conjunction != AuthorConjunction::kNone || !list.open_end;
}

// The most frequent text among `texts`, first seen on a tie.
std::string_view Majority(const std::vector<std::string_view>& texts) {
  std::string_view best;
  uint32_t best_count = 0;
  for (std::string_view t : texts) {
    uint32_t c = 0;
    for (std::string_view u : texts) {
      c += u == t ? 1 : 0;
    }
    if (c > best_count) {
      best = t;
      best_count = c;
    }
  }
  return best;
}

}  // namespace

const RuleInfo& StyleAuthorListRule::info() const {
  static const RuleInfo kInfo{
      .id = "style/author-list",
      .default_severity = Severity::kWarning,
      .summary = "Author lists are joined or shortened in different ways across the CV.",
      .explanation = R"md(## What it does
Compares the author lists of the CV's publications:

- the conjunction before the last author: `A, B and C`, `A, B & C`, or none (`A, B, C`);
  the target is `[style] author-conjunction` (`"and"`, `"ampersand"` or `"none"`), else the
  form most lists use (on a tie nothing is reported: no form is the CV's);
- the Oxford comma in lists of three authors or more (`A, B, and C`): `[style]
  oxford-comma = true|false`, else the majority of those lists (again, silent on a tie);
- how omitted authors are written: `et al.` spelled several ways (`et al`, `et. al.`), `...`
  beside `…`, and lists shortened with `et al.` in some entries and with an elision in
  others.

Lists ending in `et al.`, lists whose last two authors are separated by an elision, and
lists without a conjunction whose end is not known are not judged on their conjunction: a
list that stops before a name cut by a line break (`A, B, J.` / `Stanton and C`), or at the
end of a line its entry continues after (it may wrap inside a name: `A, B, Bill` / `Yoder and
C`), unless the line ends with a Markdown hard break (two spaces, `\`, `<br>`).

The editors of a book or proceedings (`In A. Ode and B. Lu (Eds.), Proceedings of ...`,
`edited by A. Ode`) are not an author list: their conjunction is the volume's style.

## Why is this bad?
Publication lists are read as a block; a list joined with `and` between two joined without
it, or an Oxford comma in half the entries, looks like text pasted from different sources.
House styles and bibliography tools fix one form.

## Example
```markdown
## Publications
- Ada Quill, Ben Ode, and Cy Lu. Tiered Logs. OSDI 2024.
- Ada Quill, Dee Ray, and Eli Fox. Sparse Leases. EuroSys 2023.
- Ada Quill, Ben Ode and Eli Fox. Paging for Tiny Models. NSDI 2022.
```
The third list's ` and ` is reported; the fix writes `, and `.

## Fix safety
Safe: the fix rewrites only the separator before the last author, or the spelling of
`et al.` or of the elision. Mixing `et al.` with elisions is reported without a fix, since
the two shorten a list at different places.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
  };
  return kInfo;
}

void StyleAuthorListRule::Check(const Document& doc, const RuleContext& ctx,
                                DiagnosticSink& sink) const {
  const std::span<const AuthorList> lists = doc.author_lists();
  if (lists.empty()) {
    return;
  }
  const StyleConfig& style = ctx.config.style;
  // Votes.
  std::array<uint32_t, 3> conj_votes{};
  std::array<uint32_t, 2> oxford_votes{};  // [false, true]
  std::optional<AuthorConjunction> first_conj;
  std::optional<bool> first_oxford;
  for (const AuthorList& list : lists) {
    if (!JudgeConjunction(doc, list)) {
      continue;
    }
    ++conj_votes[static_cast<size_t>(list.conjunction)];
    if (!first_conj) {
      first_conj = list.conjunction;
    }
    if (list.conjunction != AuthorConjunction::kNone && list.end_name - list.first_name >= 3) {
      ++oxford_votes[list.oxford_comma ? 1 : 0];
      if (!first_oxford) {
        first_oxford = list.oxford_comma;
      }
    }
  }
  std::optional<AuthorConjunction> conj_target;
  bool conj_configured = false;
  if (style.author_conjunction) {
    conj_target = ParseConjunction(*style.author_conjunction);
    conj_configured = conj_target.has_value();
  }
  // Without a configured style the CV's form is the one most lists use; on a tie no form is
  // the CV's, and either side could be the one to change: nothing is reported.
  if (!conj_target && first_conj) {
    conj_target = *first_conj;
    for (size_t c = 0; c < conj_votes.size(); ++c) {
      if (conj_votes[c] > conj_votes[static_cast<size_t>(*conj_target)]) {
        conj_target = static_cast<AuthorConjunction>(c);
      }
    }
    const uint32_t top = conj_votes[static_cast<size_t>(*conj_target)];
    if (std::count(conj_votes.begin(), conj_votes.end(), top) > 1) {
      conj_target.reset();
    }
  }
  std::optional<bool> oxford_target = style.oxford_comma;
  const bool oxford_configured = oxford_target.has_value();
  if (!oxford_target && first_oxford && oxford_votes[1] != oxford_votes[0]) {
    oxford_target = oxford_votes[1] > oxford_votes[0];
  }
  if (conj_target) {
    for (const AuthorList& list : lists) {
      if (!JudgeConjunction(doc, list)) {
        continue;
      }
      const size_t count = list.end_name - list.first_name;
      const bool conj_differs = list.conjunction != *conj_target;
      const bool oxford_differs = !conj_differs && list.conjunction != AuthorConjunction::kNone &&
                                  count >= 3 && oxford_target &&
                                  list.oxford_comma != *oxford_target;
      if (!conj_differs && !oxford_differs) {
        continue;
      }
      const bool oxford = oxford_target.value_or(false);
      const std::string_view want = Separator(*conj_target, oxford, count);
      const std::string_view have = doc.Text(list.last_separator);
      if (have == want) {
        continue;
      }
      std::string message;
      std::string note;
      if (conj_differs) {
        message = fmt::format("the last author is joined with {}; {} {}",
                              ConjunctionName(list.conjunction),
                              conj_configured ? "the configured style uses" : "this CV uses",
                              ConjunctionName(*conj_target));
        note = conj_configured ? std::string("target from `[style] author-conjunction`")
                               : fmt::format("author lists: {} with `and`, {} with `&`, {} without",
                                             conj_votes[1], conj_votes[2], conj_votes[0]);
      } else {
        message = *oxford_target ? std::string("missing Oxford comma before the last author")
                                 : std::string("Oxford comma before the last author");
        note = oxford_configured
                   ? std::string("target from `[style] oxford-comma`")
                   : fmt::format("lists of three or more: {} with the Oxford comma, {} without",
                                 oxford_votes[1], oxford_votes[0]);
      }
      // A list wrapped right after its separator (`Quill, and` / `Lise Kaarbo`) keeps its line
      // break: the replacement drops the spaces that would dangle at the end of the line, and
      // a separator holding the break itself is not rewritten.
      if (doc.CrossesLineBreak(list.last_separator)) {
        sink.Report(list.last_separator, std::move(message), std::nullopt, std::move(note));
        continue;
      }
      std::string replacement(want);
      if (EndsLine(doc, list.last_separator.end)) {
        replacement.erase(replacement.find_last_not_of(' ') + 1);
      }
      std::string title = fmt::format("Write `{}`", replacement);
      sink.Report(list.last_separator, std::move(message),
                  ReplaceSpan(list.last_separator, std::move(replacement), std::move(title)),
                  std::move(note));
    }
  }
  // How omitted authors are written.
  std::vector<std::string_view> et_al;
  std::vector<std::string_view> elisions;
  for (const AuthorList& list : lists) {
    if (!list.et_al.empty()) {
      et_al.push_back(doc.Text(list.et_al));
    }
    if (!list.elision.empty()) {
      elisions.push_back(doc.Text(list.elision));
    }
  }
  const std::string_view et_al_target = Majority(et_al);
  const std::string_view elision_target = Majority(elisions);
  for (const AuthorList& list : lists) {
    if (!list.et_al.empty() && doc.Text(list.et_al) != et_al_target) {
      sink.Report(list.et_al,
                  fmt::format("`{}` is written `{}` elsewhere in this CV", doc.Text(list.et_al),
                              et_al_target),
                  ReplaceSpan(list.et_al, std::string(et_al_target),
                              fmt::format("Write `{}`", et_al_target)));
    }
    if (!list.elision.empty() && doc.Text(list.elision) != elision_target) {
      sink.Report(list.elision,
                  fmt::format("elision `{}` is written `{}` elsewhere in this CV",
                              doc.Text(list.elision), elision_target),
                  ReplaceSpan(list.elision, std::string(elision_target),
                              fmt::format("Write `{}`", elision_target)));
    }
  }
  // `et al.` in some lists, an elision in others: report the minority, no fix.
  if (!et_al.empty() && !elisions.empty()) {
    const bool report_et_al = et_al.size() < elisions.size();
    for (const AuthorList& list : lists) {
      const ByteRange r = report_et_al ? list.et_al : list.elision;
      if (r.empty()) {
        continue;
      }
      sink.Report(r, report_et_al
                         ? fmt::format("authors are omitted with `{}` here but with an elision in "
                                       "{} other lists",
                                       doc.Text(r), elisions.size())
                         : fmt::format("authors are omitted with `{}` here but with `et al.` in {} "
                                       "other lists",
                                       doc.Text(r), et_al.size()));
    }
  }
}

CVTIDY_REGISTER_RULE(StyleAuthorListRule);

}  // namespace cvtidy
