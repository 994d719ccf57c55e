#include "rules/input/encoding.h"

namespace cvtidy {

const RuleInfo& InputEncodingRule::info() const {
  static const RuleInfo kInfo{
      .id = "input/encoding",
      .default_severity = Severity::kError,
      .summary = "The file is not UTF-8 text a person wrote, so it is skipped.",
      .explanation = R"md(## What it does
Reports the first byte that is not part of a well-formed UTF-8 sequence, the first NUL byte
of a binary file, or the start of a line longer than 64 KiB, with its line and column. The
file is then skipped: no other rule runs on it and `cvtidy fix` leaves it untouched.

## Why is this bad?
Every other rule reads text. A file that is UTF-16 with a byte order mark, or all in one
legacy 8-bit charset, is decoded instead (`input/legacy-encoding` says which); but a UTF-8
file with a stray byte cannot be decoded without guessing, which could silently corrupt
names with accents or CJK characters when the file is rewritten, so cvtidy refuses it. No CV has a 64 KiB
line; one that does is machine output (a minified export, a mis-saved binary), on which the
rules would spend seconds.

## Example
A CV saved as Latin-1: `Mathias L<0xE9>cuyer` (the `é` is the single byte 0xE9).
Convert it first, e.g. `iconv -f latin1 -t utf-8 cv.md > cv.utf8.md`.

## Fix safety
No fix: re-encoding needs to know the original encoding, which only the author knows.
)md",
      .fix_availability = FixAvailability::kNone,
  };
  return kInfo;
}

CVTIDY_REGISTER_RULE(InputEncodingRule);

}  // namespace cvtidy
