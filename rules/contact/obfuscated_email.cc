#include "rules/contact/obfuscated_email.h"

#include <string>
#include <utility>

#include <fmt/format.h>

#include "src/engine/fix_builder.h"
#include "src/extract/contacts.h"

namespace cvtidy {

const RuleInfo& ContactObfuscatedEmailRule::info() const {
  static const RuleInfo kInfo{
      .id = "contact/obfuscated-email",
      .default_severity = Severity::kWarning,
      .summary = "An email address is spelled out to hide it (`name at example dot org`).",
      .explanation = R"md(## What it does
Reports an email address written with words or brackets instead of `@` and `.`:
`jo at example dot org`, `jo [at] example [dot] edu`, `jo(at)example.org`,
`jo AT example DOT org`. Only a name, an `at` marker and a domain ending in a real
top-level domain count, and the bare word `at` also needs a `dot` word, so prose such as
`Research Intern at the University of Oslo` is never taken for an address.

## Why is this bad?
The disguise was meant for web pages crawled by spammers. In a CV sent to a committee or
parsed by an applicant-tracking system it only makes the address impossible to click or
copy, and parsers miss it altogether, so the one way to contact you is lost.

## Example
```markdown
+1 555 010 0199 | jo at example dot com | jo.github.io
```
The fix writes `jo@example.com`.

## Fix safety
Unsafe: the address was probably disguised on purpose; publishing it in plain form is the
author's decision.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kUnsafe,
  };
  return kInfo;
}

void ContactObfuscatedEmailRule::Check(const Document& doc, const RuleContext& ctx,
                                       DiagnosticSink& sink) const {
  for (const ContactField& field : doc.contacts()) {
    if (field.kind != ContactKind::kObfuscatedEmail) {
      continue;
    }
    const std::string_view written = doc.Text(field.range);
    std::string address = DeobfuscateEmail(written);
    std::string title = fmt::format("Write `{}`", address);
    sink.Report(field.range, fmt::format("email address `{}` is spelled out", written),
                ReplaceSpan(field.range, std::move(address), std::move(title), FixSafety::kUnsafe));
  }
}

CVTIDY_REGISTER_RULE(ContactObfuscatedEmailRule);

}  // namespace cvtidy
