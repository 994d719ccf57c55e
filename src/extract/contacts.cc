#include "src/extract/contacts.h"

namespace cvtidy {

void ExtractContacts(std::string_view text, uint32_t base, uint32_t line,
                     std::vector<ContactField>& out) {}

}  // namespace cvtidy
