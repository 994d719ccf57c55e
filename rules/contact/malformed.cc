#include "rules/contact/malformed.h"

#include <string_view>

#include <fmt/format.h>

namespace cvtidy {
namespace {

std::string_view KindNoun(ContactKind kind) {
  switch (kind) {
    case ContactKind::kEmail:
    case ContactKind::kObfuscatedEmail:
      return "email address";
    case ContactKind::kUrl:
      return "URL";
    case ContactKind::kOrcid:
      return "ORCID iD";
    case ContactKind::kPhone:
      return "phone number";
    case ContactKind::kArxiv:
      return "arXiv id";
    case ContactKind::kDoi:
      return "DOI";
  }
  return "contact field";
}

}  // namespace

const RuleInfo& ContactMalformedRule::info() const {
  static const RuleInfo kInfo{
      .id = "contact/malformed",
      .default_severity = Severity::kWarning,
      .summary = "An email, URL, ORCID iD, phone number, arXiv id or DOI does not parse.",
      .explanation = R"md(## What it does
Checks the contact fields and identifiers of the CV and reports those that cannot be right:
- emails: one `@`, a name without stray dots, a domain with a top-level part
  (`jo@example` is reported);
- URLs: `https://` written out (`https//x.org`, `http:/x.org`, `htps://`), a host name with a
  top-level domain, a numeric port;
- ORCID iDs: 16 digits in four groups, with the ISO 7064 mod 11-2 check digit;
- phone numbers in international form (`+44 20 7946 0958`): at most 15 digits, a country
  code not starting with 0;
- arXiv ids: `YYMM.NNNN` (April 2007 to 2014) or `YYMM.NNNNN` (2015 on) with a month from
  01 to 12, or the old `archive/YYMMNNN` (1991 to March 2007), with an optional `v2`;
- DOIs: `10.`, a registrant code of four or more digits, `/` and a suffix.

## Why is this bad?
A reader who copies a broken identifier lands nowhere. A truncated arXiv id, a mistyped
ORCID or a URL with a damaged scheme usually comes from a copy-paste slip or from the
PDF-to-text converter, and nothing else in the CV will reveal it.

## Example
```markdown
- **A Study of Imaginary Widgets.** J. Doe, R. Roe. arxiv:2504.2085
```
`arxiv:2504.2085` is reported: ids from 2015 on have five digits after the dot.

## Fix safety
No fix: the missing or wrong characters cannot be guessed.
)md",
      .fix_availability = FixAvailability::kNone,
  };
  return kInfo;
}

void ContactMalformedRule::Check(const Document& doc, const RuleContext& ctx,
                                 DiagnosticSink& sink) const {
  for (const ContactField& field : doc.contacts()) {
    if (field.problem.empty()) {
      continue;
    }
    sink.Report(field.range, fmt::format("malformed {} `{}`: {}", KindNoun(field.kind),
                                         doc.Text(field.range), field.problem));
  }
}

CVTIDY_REGISTER_RULE(ContactMalformedRule);

}  // namespace cvtidy
