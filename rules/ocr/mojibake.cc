#include "rules/ocr/mojibake.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "normalizers/mojibake.h"
#include "src/base/utf8.h"
#include "src/engine/fix_builder.h"

namespace cvtidy {
namespace {

std::string_view InvisibleName(char32_t cp) {
  switch (cp) {
    case 0x200B:
      return "zero-width space";
    case 0x200C:
      return "zero-width non-joiner";
    case 0x200D:
      return "zero-width joiner";
    case 0xFEFF:
      return "zero-width no-break space (a byte-order mark inside the text)";
    case 0x2060:
      return "word joiner";
    case 0x00AD:
      return "soft hyphen";
    default:
      return "no-break space";
  }
}

// Describes a run of no-break spaces and invisible characters by its first character.
std::string DescribeInvisibleRun(std::string_view run) {
  size_t len = 0;
  const char32_t first = DecodeUtf8(run, 0, &len);
  const size_t count = CountCodePoints(run);
  std::string what =
      fmt::format("U+{:04X} ({})", static_cast<uint32_t>(first), InvisibleName(first));
  if (count > 1) {
    what += fmt::format(" and {} more invisible character{}", count - 1, count > 2 ? "s" : "");
  }
  return what;
}

// `found` with the C1 control characters (what 1252's undefined bytes decode to) written as
// `<U+009D>`, so a message shows them.
std::string WithControlsShown(std::string_view found) {
  std::string out;
  for (size_t pos = 0; pos < found.size();) {
    size_t len = 0;
    const char32_t cp = DecodeUtf8(found, pos, &len);
    if (cp >= 0x80 && cp < 0xA0) {
      out += fmt::format("<U+{:04X}>", static_cast<uint32_t>(cp));
    } else {
      out.append(found.substr(pos, len));
    }
    pos += len;
  }
  return out;
}

}  // namespace

const RuleInfo& OcrMojibakeRule::info() const {
  static const RuleInfo kInfo{
      .id = "ocr/mojibake",
      .default_severity = Severity::kWarning,
      .summary = "UTF-8 read as Windows-1252, ligatures, non-breaking or invisible characters.",
      .explanation = R"md(## What it does
Reports character-level damage a converter leaves behind:
- mojibake: UTF-8 text that was decoded as Windows-1252 or Latin-1, such as `RenÃ©e` for
  `Renée`, `â€™` for `’` or `â€“` for `–` (also text decoded wrongly twice, `ÃƒÂ©`);
- typographic ligatures `ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ` instead of their letters (`efﬁcient`);
- non-breaking spaces (U+00A0), except in a hand-written Markdown page, whose author put
  them there on purpose;
- invisible characters: zero-width space (U+200B), a byte-order mark inside the text
  (U+FEFF), word joiner (U+2060), soft hyphen (U+00AD), and zero-width (non-)joiners
  between Latin letters.

A sequence counts as mojibake only when its characters, written back as Windows-1252 bytes,
form well-formed UTF-8 of a plausible character: a letter of the Latin, Greek or Cyrillic
alphabets, punctuation, a symbol, CJK, Hangul or an emoji. Real accented text never has
that shape (`é`, `Ñ`, `Łódź` and `JOSÉ’s` are left alone).

## Why is this bad?
Mojibake garbles names, which then fail to match the same person elsewhere in the CV, and
reads as careless. Ligatures and invisible characters break search, spell checking and
matching (`efﬁcient` is not the word `efficient`), and non-breaking spaces make the same
phrase compare unequal to itself.

## Example
```markdown
Supervisor: Prof. RenÃ©e Okafor â€“ efﬁcient enclaves
```
The fix writes `Supervisor: Prof. Renée Okafor – efficient enclaves`.

## Fix safety
Safe: the repaired text is exactly what the bytes meant, a ligature is replaced by its own
letters, and a non-breaking space by a space (or nothing, where a space would be doubled or
would stand at the start or end of the line). Zero-width (non-)joiners next to letters of
scripts that need them (Persian, Arabic, Indic scripts, emoji sequences) are never
reported.
)md",
      .fix_availability = FixAvailability::kAlways,
      .fix_safety = FixSafety::kSafe,
  };
  return kInfo;
}

void OcrMojibakeRule::Check(const Document& doc, const RuleContext& /*ctx*/,
                            DiagnosticSink& sink) const {
  std::vector<CharRepair> repairs;
  const bool authored = doc.input_kind() == InputKind::kAuthoredMarkdown;
  // Only the lines holding a character a repair may start with are read, found by one search
  // of the whole text (most lines of a CV have none: ASCII, dashes, bullets, quotes).
  const std::span<const Line> lines = doc.lines();
  std::vector<uint8_t> may_repair(lines.size());
  doc.MarkLinesWithHits(FindCharRepairStart, may_repair);
  // The next marked line at or after `from`, found by memchr over the marks.
  const auto next_marked = [&](size_t from) {
    const void* hit = from < may_repair.size()
                          ? std::memchr(may_repair.data() + from, 1, may_repair.size() - from)
                          : nullptr;
    return hit == nullptr
               ? may_repair.size()
               : static_cast<size_t>(static_cast<const uint8_t*>(hit) - may_repair.data());
  };
  for (size_t l = next_marked(0); l < lines.size(); l = next_marked(l + 1)) {
    const Line& line = lines[l];
    // Comments hold suppression directives: never rewritten.
    if (!line.HasText()) {
      continue;
    }
    const std::string_view text = doc.Text(line.range);
    repairs.clear();
    FindCharRepairs(text, repairs);
    for (CharRepair& r : repairs) {
      // A hand-written page keeps its no-break spaces on purpose (`Lyon 2 :` in French
      // typography, `Fig. 3`); converters leave them by accident.
      if (r.kind == CharDamage::kNoBreakSpace && authored) {
        continue;
      }
      const ByteRange range{static_cast<uint32_t>(line.range.begin + r.begin),
                            static_cast<uint32_t>(line.range.begin + r.end)};
      const std::string_view found = text.substr(r.begin, r.end - r.begin);
      std::string message;
      std::string title;
      switch (r.kind) {
        case CharDamage::kMojibake:
          message = fmt::format("`{}` is UTF-8 text misread as Windows-1252; it reads `{}`",
                                WithControlsShown(found), r.replacement);
          title = fmt::format("Write `{}`", r.replacement);
          break;
        case CharDamage::kLigature:
          message = fmt::format("ligature `{}` instead of the letters `{}`", found, r.replacement);
          title = fmt::format("Write `{}`", r.replacement);
          break;
        case CharDamage::kNoBreakSpace:
        case CharDamage::kInvisible:
          message = fmt::format("invisible character {}", DescribeInvisibleRun(found));
          if (r.kind == CharDamage::kNoBreakSpace) {
            message = fmt::format("non-breaking space (U+00A0){}",
                                  CountCodePoints(found) > 1 ? " with invisible characters" : "");
          }
          title = r.replacement.empty() ? "Remove it" : "Replace it with a space";
          break;
      }
      sink.Report(range, std::move(message), ReplaceSpan(range, r.replacement, std::move(title)));
    }
  }
}

CVTIDY_REGISTER_RULE(OcrMojibakeRule);

}  // namespace cvtidy
