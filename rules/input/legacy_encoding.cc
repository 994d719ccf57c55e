#include "rules/input/legacy_encoding.h"

#include <fmt/format.h>

namespace cvtidy {

const RuleInfo& InputLegacyEncodingRule::info() const {
  static const RuleInfo kInfo{
      .id = "input/legacy-encoding",
      .default_severity = Severity::kInfo,
      .summary = "The file is not UTF-8: it was read as the UTF-16 or legacy charset it is in.",
      .explanation = R"md(## What it does
Says which encoding cvtidy assumed for a file that is not UTF-8: UTF-16 with a byte order mark
(Windows converters write it), or an 8-bit charset such as Windows-1252 or ISO-8859-2, which
the uchardet detector names. Every other rule then reads the decoded text as usual, and
`cvtidy fix` writes the file back in the same encoding.

A file that is mostly UTF-8 with a bad byte is not decoded: `input/encoding` names the byte.

When the detector is wrong, or a file has no accents to detect by, name the encoding:
`cvtidy check --encoding windows-1252 cvs/` reads every input in it (and `fix` writes back in
it); `--encoding utf-8` turns detection off.

## Why is this bad?
It is not wrong, but a detector can be mistaken on a short file, and other tools may read the
file as UTF-8 and garble its accents. Converting it once to UTF-8 removes the doubt.

## Example
A CV saved by a Windows converter in Windows-1252: `Mathias L<0xE9>cuyer`.
`iconv -f windows-1252 -t utf-8 cv.txt > cv.utf8.txt` converts it.

## Fix safety
No fix. If a fix writes a character the encoding has no byte for (an en dash into
ISO-8859-1), `cvtidy fix` leaves the file unchanged and says so.
)md",
      .fix_availability = FixAvailability::kNone,
  };
  return kInfo;
}

void InputLegacyEncodingRule::Check(const Document& doc, const RuleContext& /*ctx*/,
                                    DiagnosticSink& sink) const {
  const std::string_view encoding = doc.source().encoding();
  if (encoding.empty()) {
    return;
  }
  const std::string_view origin = doc.source().encoding_named()    ? "--encoding"
                                  : encoding.starts_with("UTF-16") ? "its byte order mark"
                                                                   : "detected";
  sink.Report({0, 0}, fmt::format("read as {} ({}), not UTF-8; `fix` writes the file back in {}",
                                  encoding, origin, encoding));
}

CVTIDY_REGISTER_RULE(InputLegacyEncodingRule);

}  // namespace cvtidy
