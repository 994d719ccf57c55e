#include "src/extract/names.h"

namespace cvtidy {

void ExtractAuthorLists(const Document& doc, std::vector<AuthorList>& lists,
                        std::vector<PersonName>& names) {}

ByteRange FindOwnerName(const Document& doc) { return {}; }

}  // namespace cvtidy
