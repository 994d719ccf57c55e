// The person-name extractor: author lists of publication entries (comma lists with `and`,
// `&`, `...`/`…` elisions and `et al.`; equal-contribution marks `*`, `\*`, `<sup>*</sup>`,
// `†`; a bold or underlined owner; hyphens, particles, accents, CJK romanisations), and the
// CV owner's name in the header.
#ifndef CVTIDY_SRC_EXTRACT_NAMES_H_
#define CVTIDY_SRC_EXTRACT_NAMES_H_

#include <vector>

#include "src/model/document.h"

namespace cvtidy {

// Appends the author lists of `doc`'s entries to `lists`, and their names to `names`, in
// document order. Reads the lines, sections, entries, dates and venues already built. Total;
// linear in the size of the document.
void ExtractAuthorLists(const Document& doc, std::vector<AuthorList>& lists,
                        std::vector<PersonName>& names);

// The CV owner's name as written at the top of the CV (a first heading or a first line that
// is a person's name); empty when there is none.
ByteRange FindOwnerName(const Document& doc);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_NAMES_H_
