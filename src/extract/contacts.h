// The contact extractor: emails (also obfuscated: `name at example dot org`), URLs, ORCID
// iDs, phone numbers, arXiv ids (old `cs/0112017` and new `2104.01234` schemes) and DOIs,
// each with whether it parses.
#ifndef CVTIDY_SRC_EXTRACT_CONTACTS_H_
#define CVTIDY_SRC_EXTRACT_CONTACTS_H_

#include <cstdint>
#include <string_view>
#include <vector>

#include "src/model/spans.h"

namespace cvtidy {

// Appends to `out`, in order, every contact field in `text`, one line starting at byte offset
// `base` of the Source; `line` is its 0-based index. Total; linear in text.size().
void ExtractContacts(std::string_view text, uint32_t base, uint32_t line,
                     std::vector<ContactField>& out);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_CONTACTS_H_
