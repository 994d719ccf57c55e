#include "rules/contact/malformed.h"

#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/extract/contacts.h"

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

// The most line breaks or spaces a text extractor may have put inside one identifier.
constexpr int kMaxBreaks = 2;

// True when `field` is whole again once the white space the text extractor put inside it is
// removed: `https://doi.org/10.137 1/x`, `http://cran.r-` / `project.org/x`. The field and
// the rest of its token are joined to the next token, up to kMaxBreaks times, and the result
// is extracted again.
bool WholeWithoutBreaks(std::string_view text, const ContactField& field) {
  size_t end = field.range.end;
  while (end < text.size() && !IsAsciiSpace(text[end])) {
    ++end;
  }
  std::string joined(text.substr(field.range.begin, end - field.range.begin));
  std::vector<ContactField> found;
  for (int breaks = 0; breaks < kMaxBreaks; ++breaks) {
    // One space or one line break, then more text.
    size_t next = end;
    if (next < text.size() && text[next] == '\r') {
      ++next;
    }
    if (next >= text.size() || (text[next] != ' ' && text[next] != '\n')) {
      return false;
    }
    ++next;
    if (next >= text.size() || IsAsciiSpace(text[next])) {
      return false;
    }
    end = next;
    while (end < text.size() && !IsAsciiSpace(text[end])) {
      ++end;
    }
    joined.append(text.substr(next, end - next));
    found.clear();
    ExtractContacts(joined, 0, 0, found);
    if (!found.empty() && found.front().range.begin == 0 && found.front().kind == field.kind &&
        found.front().problem.empty()) {
      return true;
    }
  }
  return false;
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

In plain text (OCR, PDF text) an identifier that parses once the white space inside it is
removed is not reported: the text extractor broke it at the end of a line or read a space
into it (`https://doi.org/10.137 1/x`); the author's link is whole.

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
  const bool plain_text = doc.input_kind() == InputKind::kPlainText;
  for (const ContactField& field : doc.contacts()) {
    if (field.problem.empty()) {
      continue;
    }
    if (plain_text && WholeWithoutBreaks(doc.source().text(), field)) {
      continue;
    }
    sink.Report(field.range, fmt::format("malformed {} `{}`: {}", KindNoun(field.kind),
                                         doc.Text(field.range), field.problem));
  }
}

CVTIDY_REGISTER_RULE(ContactMalformedRule);

}  // namespace cvtidy
