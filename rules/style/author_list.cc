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
#include "src/engine/message.h"
#include "src/engine/style_vote.h"

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

}  // namespace

AuthorListVotes CountAuthorListVotes(const Document& doc) {
  AuthorListVotes votes;
  for (const AuthorList& list : doc.author_lists()) {
    if (!JudgeConjunction(doc, list)) {
      continue;
    }
    votes.conjunction.Add(list.conjunction);
    if (list.conjunction != AuthorConjunction::kNone && list.end_name - list.first_name >= 3) {
      votes.oxford_comma.Add(list.oxford_comma);
    }
  }
  return votes;
}

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
The fix rewrites only the separator before the last author, or the spelling of `et al.` or of
the elision. It is safe when the target is configured, or when the CV's majority is decisive
(at least 3 lists and two thirds of them; never in plain text, which `fix`
restores as printed). A narrower majority's fix is a suggestion (unsafe): the note gives
the vote, and setting `[style] author-conjunction` or `oxford-comma` makes it safe. On a tie
nothing is reported. Mixing `et al.` with elisions is reported without a fix, since
the two shorten a list at different places.
)md",
      .fix_availability = FixAvailability::kSometimes,
      .fix_safety = FixSafety::kSafe,
      .safety_by_vote = true,
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
  const AuthorListVotes votes = CountAuthorListVotes(doc);
  const StyleDecision<AuthorConjunction> conj =
      votes.conjunction.Decide(style.author_conjunction, doc.input_kind());
  const StyleDecision<bool> oxford =
      votes.oxford_comma.Decide(style.oxford_comma, doc.input_kind());
  const std::optional<AuthorConjunction>& conj_target = conj.target;
  const std::optional<bool>& oxford_target = oxford.target;
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
      const std::string_view want = Separator(*conj_target, oxford_target.value_or(false), count);
      const std::string_view have = doc.Text(list.last_separator);
      if (have == want) {
        continue;
      }
      std::string message;
      std::string note;
      const std::string group = conj_differs ? "author-conjunction" : "oxford-comma";
      // The fix follows both decisions when the comma is part of it: safe only if each is.
      FixSafety safety = conj.safety();
      if (conj_differs) {
        message = JoinText({"the last author is joined with ", ConjunctionName(list.conjunction),
                            "; ", conj.configured() ? "the configured style uses" : "this CV uses",
                            " ", ConjunctionName(*conj_target)});
        note = DescribeDecision(conj, "author-conjunction", "author lists",
                                JoinText({"use ", ConjunctionName(*conj_target)}));
        if (count >= 3 && *conj_target != AuthorConjunction::kNone && !oxford.decisive) {
          safety = FixSafety::kUnsafe;
        }
      } else {
        message = *oxford_target ? std::string("missing Oxford comma before the last author")
                                 : std::string("Oxford comma before the last author");
        note = DescribeDecision(oxford, "oxford-comma", "lists of three or more",
                                *oxford_target ? "use the Oxford comma" : "go without it");
        safety = oxford.safety();
      }
      // A list wrapped right after its separator (`Quill, and` / `Lise Kaarbo`) keeps its line
      // break: the replacement drops the spaces that would dangle at the end of the line, and
      // a separator holding the break itself is not rewritten.
      if (doc.CrossesLineBreak(list.last_separator)) {
        sink.Report(list.last_separator, std::move(message), std::nullopt, std::move(note), group);
        continue;
      }
      std::string replacement(want);
      if (EndsLine(doc, list.last_separator.end)) {
        replacement.erase(replacement.find_last_not_of(' ') + 1);
      }
      std::string title = JoinText({"Write `", replacement, "`"});
      sink.Report(
          list.last_separator, std::move(message),
          ReplaceSpan(list.last_separator, std::move(replacement), std::move(title), safety),
          std::move(note), group);
    }
  }
  // How omitted authors are written: the spelling most lists use.
  StyleVote<std::string_view> et_al_votes;
  StyleVote<std::string_view> elision_votes;
  for (const AuthorList& list : lists) {
    if (!list.et_al.empty()) {
      et_al_votes.Add(doc.Text(list.et_al));
    }
    if (!list.elision.empty()) {
      elision_votes.Add(doc.Text(list.elision));
    }
  }
  const StyleDecision<std::string_view> et_al = et_al_votes.Decide(std::nullopt, doc.input_kind());
  const StyleDecision<std::string_view> elision =
      elision_votes.Decide(std::nullopt, doc.input_kind());
  const auto report_spelling = [&](ByteRange r, const StyleDecision<std::string_view>& d,
                                   std::string_view what) {
    const std::string_view written = doc.Text(r);
    if (r.empty() || !d.target || written == *d.target) {
      return;
    }
    sink.Report(
        r, JoinText({what, "`", written, "` is written `", *d.target, "` elsewhere in this CV"}),
        ReplaceSpan(r, std::string(*d.target), JoinText({"Write `", *d.target, "`"}), d.safety()),
        DescribeDecision(d, "", "shortened lists", JoinText({"write `", *d.target, "`"})),
        what.empty() ? "et-al" : "elision");
  };
  for (const AuthorList& list : lists) {
    report_spelling(list.et_al, et_al, "");
    report_spelling(list.elision, elision, "elision ");
  }
  // `et al.` in some lists, an elision in others: report the minority, no fix.
  if (et_al_votes.total() > 0 && elision_votes.total() > 0) {
    const bool report_et_al = et_al_votes.total() < elision_votes.total();
    for (const AuthorList& list : lists) {
      const ByteRange r = report_et_al ? list.et_al : list.elision;
      if (r.empty()) {
        continue;
      }
      sink.Report(r,
                  report_et_al
                      ? fmt::format("authors are omitted with `{}` here but with an elision in "
                                    "{} other lists",
                                    doc.Text(r), elision_votes.total())
                      : fmt::format("authors are omitted with `{}` here but with `et al.` in {} "
                                    "other lists",
                                    doc.Text(r), et_al_votes.total()),
                  std::nullopt, {}, "omission");
    }
  }
}

CVTIDY_REGISTER_RULE(StyleAuthorListRule);

}  // namespace cvtidy
