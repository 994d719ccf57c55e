#include "rules/ocr/icon_glyph.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/base/swar.h"
#include "src/base/utf8.h"
#include "src/engine/fix_builder.h"
#include "src/model/years.h"

namespace cvtidy {
namespace {

constexpr char32_t kMiddleDot = 0xB7;

}  // namespace

// Glyphs an icon font leaves behind when its characters are rendered in a text font. The
// middle dot is real punctuation: see the rule's Check.
bool internal::IsIconGlyph(char32_t cp) {
  if (cp >= 0xE000 && cp <= 0xF8FF) {
    return true;  // private use area: Font Awesome, Academicons, ...
  }
  switch (cp) {
    case 0x25A1:  // □
    case 0x2610:  // ☐
    case 0x2611:  // ☑
    case 0x2612:  // ☒
    case 0x2660:  // ♠
    case 0x2663:  // ♣
    case 0x2665:  // ♥
    case 0x2666:  // ♦
    case 0x25CA:  // ◊
    case 0x22C4:  // ⋄
    case 0x25C7:  // ◇
    case 0x25C6:  // ◆
    case 0x2709:  // ✉
    case 0x260E:  // ☎
    case 0x2706:  // ✆
    case 0x2302:  // ⌂
    case kMiddleDot:
      return true;
    default:
      return false;
  }
}

namespace {

// Whether an icon glyph may start at text[pos], by the bytes that start one in well-formed
// UTF-8 (DecodeUtf8 decodes nothing else to one): EE or EF for the private use area, C2 B7
// for the middle dot, and E2 before the second byte of a block IsIconGlyph lists a symbol of
// (U+22C0..U+22FF, U+2300..U+233F, U+2580..U+267F, U+2700..U+273F).
bool IconGlyphMayStartAt(std::string_view text, size_t pos) {
  const unsigned char lead = static_cast<unsigned char>(text[pos]);
  if (lead == 0xEE || lead == 0xEF) {
    return true;
  }
  if (pos + 1 >= text.size() || (lead != 0xC2 && lead != 0xE2)) {
    return false;
  }
  const unsigned char next = static_cast<unsigned char>(text[pos + 1]);
  return lead == 0xC2
             ? next == 0xB7
             : next == 0x8B || next == 0x8C || (next >= 0x96 && next <= 0x99) || next == 0x9C;
}

}  // namespace

// Only the non-ASCII characters are read, each by its first byte or two, its continuation
// bytes passed over: most CVs have few (dashes, quotes, accented letters) and no glyph.
bool internal::MayHoldIconGlyph(std::string_view text) {
  for (size_t pos = FindNonAscii(text, 0); pos < text.size(); pos = FindNonAscii(text, pos)) {
    if (IconGlyphMayStartAt(text, pos)) {
      return true;
    }
    ++pos;
    while (pos < text.size() && (static_cast<unsigned char>(text[pos]) & 0xC0) == 0x80) {
      ++pos;
    }
  }
  return false;
}

namespace {

// Characters after which a glyph starts a new field.
bool IsFieldBoundary(char c) {
  return c == '|' || c == ';' || c == ',' || c == '\t' || c == '(' || c == ':';
}

enum class FieldType { kUnknown, kLabelled, kEmail, kPhone, kUrl, kOrcid };

bool LooksLikeEmail(std::string_view token) {
  const size_t at = token.find('@');
  return at != std::string_view::npos && at > 0 &&
         token.find('.', at + 2) != std::string_view::npos && token.back() != '.';
}

// `name at example dot org`, `name [at] example [dot] org`.
bool LooksLikeObfuscatedEmail(std::string_view field) {
  for (std::string_view at : {" at ", " [at] ", " (at) ", "[at]", "(at)"}) {
    const size_t p = field.find(at);
    if (p != std::string_view::npos && p > 0) {
      const std::string_view rest = field.substr(p + at.size());
      return rest.find(" dot ") != std::string_view::npos ||
             rest.find("[dot]") != std::string_view::npos ||
             rest.find("(dot)") != std::string_view::npos || rest.find('.') != rest.npos;
    }
  }
  return false;
}

bool LooksLikePhone(std::string_view field) {
  if (field.empty() || !(IsAsciiDigit(field[0]) || field[0] == '+' || field[0] == '(')) {
    return false;
  }
  int digits = 0;
  for (char c : field) {
    if (IsAsciiDigit(c)) {
      ++digits;
    } else if (c != ' ' && c != '-' && c != '+' && c != '(' && c != ')' && c != '.' && c != '/') {
      return false;
    }
  }
  if (digits < 7) {
    return false;
  }
  // `2019 - 2024`, `2019–2024` are years, not a phone number: every digit group is a year.
  bool all_years = true;
  for (size_t p = 0; p < field.size();) {
    if (!IsAsciiDigit(field[p])) {
      ++p;
      continue;
    }
    size_t q = p;
    while (q < field.size() && IsAsciiDigit(field[q])) {
      ++q;
    }
    const std::string_view group = field.substr(p, q - p);
    all_years = all_years && FourDigitYear(group) != 0;
    p = q;
  }
  return !all_years;
}

// `https://...`, `www.example.org`, `example.github.io`, `github.com/name`.
bool LooksLikeUrl(std::string_view token) {
  if (token.starts_with("http://") || token.starts_with("https://") || token.starts_with("www.")) {
    return true;
  }
  const size_t slash = token.find('/');
  const std::string_view host = token.substr(0, slash);
  const size_t dot = host.rfind('.');
  if (dot == std::string_view::npos || dot == 0) {
    return false;
  }
  for (char c : host) {
    if (!IsAsciiLower(c) && !IsAsciiDigit(c) && c != '.' && c != '-') {
      return false;
    }
  }
  const std::string_view tld = host.substr(dot + 1);
  if (tld.size() < 2 || tld.size() > 6) {
    return false;
  }
  for (char c : tld) {
    if (!IsAsciiLower(c)) {
      return false;
    }
  }
  return true;
}

// `Email:`, `Tel.:`, `Web page:`: a label already written.
bool StartsWithLabel(std::string_view field) {
  size_t p = 0;
  while (p < field.size() && p < 24 &&
         (IsAsciiAlpha(field[p]) || field[p] == ' ' || field[p] == '.' || field[p] == '-')) {
    ++p;
  }
  return p > 0 && p < field.size() && field[p] == ':' && IsAsciiAlpha(field[0]);
}

FieldType FromContact(ContactKind kind) {
  switch (kind) {
    case ContactKind::kEmail:
    case ContactKind::kObfuscatedEmail:
      return FieldType::kEmail;
    case ContactKind::kPhone:
      return FieldType::kPhone;
    case ContactKind::kUrl:
      return FieldType::kUrl;
    case ContactKind::kOrcid:
      return FieldType::kOrcid;
    default:
      return FieldType::kUnknown;
  }
}

FieldType ClassifyField(std::string_view field) {
  if (StartsWithLabel(field)) {
    return FieldType::kLabelled;
  }
  const std::string_view token = field.substr(0, field.find(' '));
  if (LooksLikeEmail(token) || LooksLikeObfuscatedEmail(field)) {
    return FieldType::kEmail;
  }
  if (LooksLikePhone(field)) {
    return FieldType::kPhone;
  }
  if (LooksLikeUrl(token)) {
    return FieldType::kUrl;
  }
  return FieldType::kUnknown;
}

std::string_view UrlLabel(std::string_view field) {
  if (field.find("github.com") != std::string_view::npos) {
    return "GitHub:";
  }
  if (field.find("linkedin.com") != std::string_view::npos) {
    return "LinkedIn:";
  }
  if (field.find("scholar.google") != std::string_view::npos) {
    return "Google Scholar:";
  }
  if (field.find("orcid.org") != std::string_view::npos) {
    return "ORCID:";
  }
  return "Web:";
}

std::string_view LabelFor(FieldType type, std::string_view field) {
  switch (type) {
    case FieldType::kEmail:
      return "Email:";
    case FieldType::kPhone:
      return "Phone:";
    case FieldType::kUrl:
      return UrlLabel(field);
    case FieldType::kOrcid:
      return "ORCID:";
    default:
      return {};
  }
}

// The field starting at `pos`: up to the next separator, glyph or tab, trimmed.
std::string_view FieldAt(std::string_view t, size_t pos) {
  size_t end = pos;
  while (end < t.size()) {
    const char c = t[end];
    if (c == '|' || c == ';' || c == '\t') {
      break;
    }
    if (static_cast<unsigned char>(c) >= 0x80) {
      size_t len = 0;
      if (internal::IsIconGlyph(DecodeUtf8(t, end, &len))) {
        break;
      }
      end += len;
      continue;
    }
    ++end;
  }
  return TrimAscii(t.substr(pos, end - pos));
}

bool InRange(ByteRange r, uint32_t offset) { return offset >= r.begin && offset < r.end; }

// Profile and contact labels an icon stands in front of in a CV header.
constexpr std::string_view kProfileLabels[] = {
    "Google Scholar", "Scholar",      "GitHub",   "LinkedIn",        "ORCID", "Twitter",
    "Mastodon",       "Bluesky",      "Homepage", "Website",         "Email", "E-mail",
    "Phone",          "ResearchGate", "DBLP",     "Semantic Scholar"};

std::string_view ProfileLabelAt(std::string_view field) {
  for (std::string_view label : kProfileLabels) {
    if (field.starts_with(label) &&
        (field.size() == label.size() || !IsAsciiAlnum(field[label.size()]))) {
      return label;
    }
  }
  return {};
}

// A token made only of the symbols OCR reads an icon as (`@@_`, `=`, `~`, `>`, `©`): no
// letter, digit or real separator.
bool IsSymbolResidue(std::string_view token) {
  if (token.empty() || token.size() > 4) {
    return false;
  }
  for (size_t i = 0; i < token.size();) {
    const unsigned char c = static_cast<unsigned char>(token[i]);
    if (c < 0x80) {
      if (IsAsciiAlnum(token[i]) || token[i] == '|' || token[i] == '-' || token[i] == '(' ||
          token[i] == ')' || token[i] == '[' || token[i] == '"' || token[i] == '\'' ||
          token[i] == '.' || token[i] == ',' || token[i] == ':' || token[i] == ';' ||
          token[i] == '+') {
        return false;
      }
      ++i;
      continue;
    }
    size_t len = 0;
    const char32_t cp = DecodeUtf8(token, i, &len);
    // Latin-1 symbols OCR produces for icons: © ® ° ¢ « » ¬
    if (cp != 0xA9 && cp != 0xAE && cp != 0xB0 && cp != 0xA2 && cp != 0xAB && cp != 0xBB &&
        cp != 0xAC) {
      return false;
    }
    i += len;
  }
  return true;
}

// Letters OCR reads an icon as, in front of `next` (the text after them): one capital that is
// the initial of the profile label it stands before (`G Google Scholar`), or a lower-case
// letter then a capital, which no word is (`fT`, `iN`).
bool IsLetterResidue(std::string_view token, std::string_view next) {
  if (token.size() == 1 && IsAsciiUpper(token[0])) {
    const std::string_view label = ProfileLabelAt(next);
    return !label.empty() && label[0] == token[0];
  }
  return token.size() == 2 && IsAsciiLower(token[0]) && IsAsciiUpper(token[1]);
}

bool IsSeparatorToken(std::string_view token) {
  return token == "|" || token == ";" || token == ",";
}

bool IsBlank(char c) { return c == ' ' || c == '\t'; }

// The end of the token (a run of bytes other than spaces and tabs) starting at `pos`.
size_t TokenEnd(std::string_view t, size_t pos) {
  while (pos < t.size() && !IsBlank(t[pos])) {
    ++pos;
  }
  return pos;
}

// Whether the byte at t[i], a tab or a separator byte, ends the field a token at or after
// `from` is in: a tab does, a separator byte when it is a token on its own.
bool EndsField(std::string_view t, size_t from, size_t i) {
  return t[i] == '\t' ||
         ((i == from || IsBlank(t[i - 1])) && (i + 1 == t.size() || IsBlank(t[i + 1])));
}

// Where the next field starts after `from`, the start of a token in the middle of a field:
// just after the next tab or separator token (`|`, `;`, `,` standing alone), or t.size().
// Eight bytes a step, only tabs and separator bytes looked at closely: the words between
// them are passed over.
size_t NextFieldStart(std::string_view t, size_t from) {
  size_t i = from;
  for (; i + 8 <= t.size(); i += 8) {
    const uint64_t word = swar::Load(t.data() + i);
    for (uint64_t marks = swar::MarkByte(word, '\t') | swar::MarkByte(word, '|') |
                          swar::MarkByte(word, ';') | swar::MarkByte(word, ',');
         marks != 0; marks = swar::WithoutFirstMarked(marks)) {
      const size_t at = i + swar::FirstMarked(marks);
      if (EndsField(t, from, at)) {
        return at + 1;
      }
    }
  }
  for (; i < t.size(); ++i) {
    const char c = t[i];
    if ((c == '\t' || c == '|' || c == ';' || c == ',') && EndsField(t, from, i)) {
      return i + 1;
    }
  }
  return t.size();
}

// In OCR text, icons in a header or contact line come back as letters and symbols in front
// of the field they labelled (`G Google Scholar`, `fT name@example.org`, `@@_ = +1 555 0100`):
// reports and removes those tokens when a contact field or a profile label follows them.
void ReportLetterResidue(const Document& doc, const Line& line, DiagnosticSink& sink) {
  const std::string_view t = doc.Text(line.range);
  const uint32_t base = line.range.begin;
  for (const internal::IconResidueRun& run :
       internal::FindIconResidueRuns(t, line.content.begin - base)) {
    const size_t pos = run.begin;
    const size_t field = run.field;
    const std::string_view label = ProfileLabelAt(t.substr(field));
    // A profile label is evident enough: the field's type is read only without one.
    const FieldType type = label.empty() ? ClassifyField(FieldAt(t, field)) : FieldType::kUnknown;
    const bool evident =
        !label.empty() || (type != FieldType::kUnknown && type != FieldType::kLabelled);
    if (!evident) {
      continue;
    }
    std::string shown;  // the residue tokens, one space apart
    for (std::string_view token : SplitChar(t.substr(pos, field - pos), ' ')) {
      if (!token.empty()) {
        shown += shown.empty() ? "" : " ";
        shown += token;
      }
    }
    const ByteRange range{base + static_cast<uint32_t>(pos), base + static_cast<uint32_t>(field)};
    const std::string what = !label.empty()              ? fmt::format("`{}`", label)
                             : type == FieldType::kEmail ? std::string("an e-mail address")
                             : type == FieldType::kPhone ? std::string("a phone number")
                                                         : std::string("a web address");
    sink.Report(range, fmt::format("`{}` in front of {} is an icon OCR read as text", shown, what),
                EditFix({range, ""}, "Remove it"));
  }
}

}  // namespace

bool internal::IsIconResidue(std::string_view token, std::string_view next) {
  return IsSymbolResidue(token) || IsLetterResidue(token, next);
}

// Label positions are the start of the line's content and the first token after a tab or a
// separator token; the tokens between are passed over to the next field without being read.
std::vector<internal::IconResidueRun> internal::FindIconResidueRuns(std::string_view t,
                                                                    size_t from) {
  std::vector<IconResidueRun> runs;
  size_t pos = from;
  while (pos < t.size()) {
    while (pos < t.size() && t[pos] == ' ') {
      ++pos;
    }
    if (pos >= t.size()) {
      break;
    }
    if (t[pos] == '\t') {
      ++pos;  // still in label position
      continue;
    }
    const size_t end = TokenEnd(t, pos);
    if (IsSeparatorToken(t.substr(pos, end - pos))) {
      pos = end;
      continue;
    }
    // A run of residue tokens, then the field they stand in front of.
    size_t field = pos;
    for (size_t token_end = end;; token_end = TokenEnd(t, field)) {
      size_t after = token_end;
      while (after < t.size() && t[after] == ' ') {
        ++after;
      }
      const std::string_view candidate = t.substr(field, token_end - field);
      if (token_end == field || after >= t.size() || !IsIconResidue(candidate, t.substr(after))) {
        break;
      }
      field = after;
    }
    if (field > pos) {
      runs.push_back({pos, field});
    }
    pos = NextFieldStart(t, field > pos ? field : end);
  }
  return runs;
}

const RuleInfo& OcrIconGlyphRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/icon-glyph",
      .default_severity = Severity::kWarning,
      .summary = "Icon-font glyphs left as symbols in front of or between contact fields.",
      .explanation = R"md(## What it does
Reports the symbols an icon font turns into when a PDF is converted: `□ ☐ ☑ ☒ ♠ ♣ ♥ ♦ ◊ ⋄
◇ ◆ ✉ ☎ ✆ ⌂` and private-use code points (U+E000 to U+F8FF, where Font Awesome and
Academicons live), used as field labels or separators in a CV header.
- In front of a field (at the start of the line or after `|`, `;`, `,`, a tab or `(`), the
  glyph was a label icon: when the field is evidently an e-mail address (also obfuscated,
  `name at example dot org`), a phone number or a URL, the glyph becomes the label `Email:`,
  `Phone:`, `Web:` (`GitHub:`, `LinkedIn:`, `Google Scholar:`, `ORCID:` for those sites); a
  field that already has a label, or whose type is not evident, just loses the glyph.
- Between two pieces of text, the glyph was a separator: it becomes ` | `.
- At the end of the line or before a separator, it is dropped.

In OCR text (plain text) the icons come back as letters and symbols instead: `G Google
Scholar`, `fT name@example.org`, `@@_ = +1 555 0100`. In the header (before the first
section) and in a contact section, a run of such tokens in front of an evident field (an
e-mail address, a phone number, a URL) or a profile label (`Google Scholar`, `GitHub`,
`ORCID`, ...) is removed: symbols with no letter or digit (`@@_`, `=`, `©`), a capital that
is the label's own initial (`G` before `Google Scholar`), or a lower-case letter then a
capital (`fT`), which no word is. A word (`in LinkedIn`) is left alone.

The middle dot `·` is real punctuation: as a separator between words or fields
(`Intern · Mentor: ...`) it is left alone, and as a list bullet it is `ocr/bullet-noise`'s.
It is reported only in label position in front of an evident e-mail address, phone number
or URL.

## Why is this bad?
The glyphs mean nothing to a reader of the text (the same `☑` may have been an envelope on
one field and a GitHub logo on the next), break contact-field parsing, and look broken in
every output format.

## Example
```markdown
□ +1 555-0100 | ☑ kestrel at example dot org | ♠ kestrel.example.io | ☐ kestrel
Ph.D. Candidate ◊ Computer Science ◊ Harrowgate University
```
The fix writes `Phone: +1 555-0100 | Email: kestrel at example dot org | Web:
kestrel.example.io | kestrel` and `Ph.D. Candidate | Computer Science | Harrowgate
University`.

## Fix safety
Safe: the glyph carries no text. A label is written only when the field's type is evident
from the field itself; otherwise the glyph is removed, and a separator glyph is replaced by
a plain separator so the fields stay apart.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
      .inputs = kConvertedInput,
  };
  return kInfo;
}

void OcrIconGlyphRule::Check(const Document& doc, const RuleContext& /*ctx*/,
                             DiagnosticSink& sink) const {
  const std::span<const ContactField> contacts = doc.contacts();
  size_t next_contact = 0;
  const bool plain_text = doc.input_kind() == InputKind::kPlainText;
  // Most CVs hold no icon glyph: one search of the text, and no line is searched for one.
  const bool may_hold_icons = internal::MayHoldIconGlyph(doc.source().text());
  if (!may_hold_icons && !plain_text) {
    return;  // and no letter residue to look for
  }
  for (const Line& line : doc.lines()) {
    if (!line.HasText()) {
      continue;
    }
    // Header and contact lines only: the preamble before the first heading, or a contact
    // section. Elsewhere a `=` or `>` opening a line is a misread bullet or a quote mark.
    if (plain_text &&
        (line.section == 0 || doc.sections()[line.section].role == SectionRole::kContact)) {
      ReportLetterResidue(doc, line, sink);
    }
    if (!may_hold_icons) {
      continue;
    }
    const std::string_view t = doc.Text(line.range);
    const uint32_t base = line.range.begin;
    size_t pos = 0;
    while (pos < t.size()) {
      // Icon glyphs are non-ASCII characters.
      pos = FindNonAscii(t, pos);
      if (pos >= t.size()) {
        break;
      }
      size_t len = 0;
      const char32_t cp = DecodeUtf8(t, pos, &len);
      const size_t glyph_end = pos + len;
      const uint32_t abs = base + static_cast<uint32_t>(pos);
      if (!internal::IsIconGlyph(cp) || InRange(line.marker_range, abs) ||
          InRange(line.inner_marker_range, abs)) {
        pos = glyph_end;
        continue;
      }
      // The text around the glyph, spaces skipped.
      size_t before = pos;
      while (before > 0 && t[before - 1] == ' ') {
        --before;
      }
      size_t after = glyph_end;
      while (after < t.size() && t[after] == ' ') {
        ++after;
      }
      const size_t content_begin = line.content.begin > base ? line.content.begin - base : 0;
      const bool at_start = before <= content_begin;
      const bool at_end = after >= t.size() || t[after] == '|' || t[after] == ';' ||
                          t[after] == ',' || t[after] == '\t';
      const bool label_position = at_start || IsFieldBoundary(t[before - 1]);
      const std::string glyph(t.substr(pos, len));
      const std::string what =
          fmt::format("icon glyph `{}` (U+{:04X})", glyph, static_cast<uint32_t>(cp));
      TextEdit edit;
      std::string message;
      std::string title;
      if (at_end && !at_start) {
        if (cp == kMiddleDot) {
          pos = glyph_end;
          continue;
        }
        edit = {{base + static_cast<uint32_t>(before), base + static_cast<uint32_t>(glyph_end)},
                ""};
        message = fmt::format("{} left at the end of a field", what);
        title = "Remove it";
      } else if (label_position) {
        const std::string_view field = FieldAt(t, after);
        FieldType type = ClassifyField(field);
        while (next_contact < contacts.size() &&
               contacts[next_contact].range.begin < base + after) {
          ++next_contact;
        }
        if (type != FieldType::kLabelled && next_contact < contacts.size() &&
            contacts[next_contact].range.begin == base + after) {
          if (const FieldType from = FromContact(contacts[next_contact].kind);
              from != FieldType::kUnknown) {
            type = from;
          }
        }
        const std::string_view label = LabelFor(type, field);
        if (cp == kMiddleDot && label.empty()) {
          pos = glyph_end;
          continue;
        }
        const ByteRange range{base + static_cast<uint32_t>(pos),
                              base + static_cast<uint32_t>(after)};
        if (label.empty()) {
          edit = {range, ""};
          message = fmt::format("{} stands in front of a field as a label icon", what);
          title = "Remove it";
        } else {
          edit = {range, after >= t.size() ? std::string(label) : fmt::format("{} ", label)};
          message = fmt::format("{} stands for the label `{}`", what, label);
          title = fmt::format("Write `{}`", label);
        }
      } else {
        if (cp == kMiddleDot) {
          pos = glyph_end;
          continue;  // a real separator
        }
        // A separator in front of an evident field was its label icon too.
        const std::string_view field = FieldAt(t, after);
        const std::string_view label = LabelFor(ClassifyField(field), field);
        const ByteRange range{base + static_cast<uint32_t>(before),
                              base + static_cast<uint32_t>(after)};
        if (label.empty()) {
          edit = {range, " | "};
          message = fmt::format("{} used as a field separator", what);
          title = "Separate the fields with `|`";
        } else {
          edit = {range, fmt::format(" | {} ", label)};
          message =
              fmt::format("{} separates the fields and stands for the label `{}`", what, label);
          title = fmt::format("Write ` | {}`", label);
        }
      }
      sink.Report({abs, base + static_cast<uint32_t>(glyph_end)}, std::move(message),
                  EditFix(std::move(edit), std::move(title)));
      pos = glyph_end;
    }
  }
}

CVTIDY_REGISTER_RULE(OcrIconGlyphRule);

}  // namespace cvtidy
