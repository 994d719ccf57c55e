// The contact extractor: emails (also obfuscated: `name at example dot org`), URLs, ORCID
// iDs, phone numbers, arXiv ids (old `cs/0112017` and new `2104.01234` schemes) and DOIs,
// each with whether it parses.
#ifndef CVTIDY_SRC_EXTRACT_CONTACTS_H_
#define CVTIDY_SRC_EXTRACT_CONTACTS_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "src/model/spans.h"

namespace cvtidy {

// Appends to `out`, in order, every contact field in `text`, one line starting at byte offset
// `base` of the Source; `line` is its 0-based index. Total; linear in text.size().
void ExtractContacts(std::string_view text, uint32_t base, uint32_t line,
                     std::vector<ContactField>& out);

namespace internal {

// Reads `text` from the chunk holding byte `first_trigger`, where the quick check fires first
// (0 reads it all). For the inline ExtractContacts below.
void ExtractContactsFrom(std::string_view text, uint32_t base, uint32_t line, size_t first_trigger,
                         std::vector<ContactField>& out);

}  // namespace internal

// The lines of one document that may hold a contact field: the quick check of MayHaveContact,
// 64 bytes a step, read on from a line over the lines after it until it fires, so most lines
// are answered from one scan (most lines of a CV hold no contact field, and the scanner runs only
// on the others). Lines never asked, such as page markup, are read only when a scan runs over
// them.
class ContactLines {
 public:
  explicit ContactLines(std::string_view document) : document_(document) {}

  static constexpr uint32_t kNoTrigger = UINT32_MAX;

  // Where the quick check fires first in `line`, a whole line of the document without its
  // terminator, or kNoTrigger when the line cannot hold a contact field. Lines are asked in
  // document order. Inline: most lines are answered by the last scan.
  uint32_t FirstTrigger(ByteRange line) {
    // The last scan answers when it started at or before this line and fired nowhere before it.
    if (scanned_from_ > line.begin || found_ < line.begin) {
      ScanFrom(line.begin);
    }
    return found_ < line.end ? static_cast<uint32_t>(found_) : kNoTrigger;
  }

 private:
  // Scans from `line_start` on, over the lines after it, until the check fires.
  void ScanFrom(size_t line_start);

  std::string_view document_;
  size_t scanned_from_ = SIZE_MAX;  // the line start the last scan started at; none yet
  size_t found_ = 0;                // where it fired first (npos: nowhere up to the end)
};

// ExtractContacts for line `line`, `range` of `document`, whose lines `lines` was built over:
// its verdict replaces the quick check of one line, and the line is read from the chunk where
// the check fired. Inline: only a line the check lets through calls into the scanner.
inline void ExtractContacts(std::string_view document, ByteRange range, uint32_t line,
                            ContactLines& lines, std::vector<ContactField>& out) {
  if (const uint32_t trigger = lines.FirstTrigger(range); trigger != ContactLines::kNoTrigger) {
    internal::ExtractContactsFrom(document.substr(range.begin, range.size()), range.begin, line,
                                  trigger - range.begin, out);
  }
}

// Returns the plain address an obfuscated email stands for: `jo at example dot org`,
// `jo [at] example [dot] org` and `jo(at)example.org` give `jo@example.org`. `obfuscated` is
// the text of a kObfuscatedEmail field; other text gives an unspecified string.
std::string DeobfuscateEmail(std::string_view obfuscated);

// Returns the reason `id` (without `arXiv:`, version suffix allowed) is not an arXiv id of
// either scheme, or an empty view when it is one. Exposed for tests.
std::string_view ArxivIdProblem(std::string_view id);

// Returns true when `id` (`0000-0002-1825-0097`) has the right ISO 7064 mod 11-2 check
// character. `id` must be 19 characters in four dash-separated groups.
bool OrcidChecksumOk(std::string_view id);

namespace internal {

// False when `text` cannot hold a contact field: no `@`; no `/` after a colon, nor before a
// digit in a chunk that starts with a letter (`cs/0112017`, not `05/2019`); no `.` before a
// known lower-case top-level domain, nor between the word `10` and a digit; no `+` before a
// digit; no `[at`/`(at`/`{at`/`<at`; and none of the words `doi`, `arxiv`, `orcid`, `dot`,
// `www`, `http`, `https`, `0000`, `0009` (any case). One pass, no allocation: it keeps the
// scanner off the common line. Exposed for tests.
bool MayHaveContact(std::string_view text);

// The top-level domains a bare `name.tld` chunk may end in (the quick check's and the
// scanner's list). Exposed for tests.
std::span<const std::string_view> BareTopLevelDomains();

// The first byte at or after `from` (<= text.size()) that ends a chunk (a blank, a control, a
// non-ASCII byte, or one of `|<>()[]{}",;*` and backtick and backslash), or text.size().
// Exposed for tests.
size_t ChunkEnd(std::string_view text, size_t from);

// ExtractContacts without the quick check. Exposed for tests.
void ExtractContactsFullScan(std::string_view text, uint32_t base, uint32_t line,
                             std::vector<ContactField>& out);

}  // namespace internal

}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_CONTACTS_H_
