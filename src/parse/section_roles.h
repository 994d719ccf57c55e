// Section roles: what each section of a Document holds (SectionRole), computed once by the
// parser so that every extractor and rule asks the same question the same way.
#ifndef CVTIDY_SRC_PARSE_SECTION_ROLES_H_
#define CVTIDY_SRC_PARSE_SECTION_ROLES_H_

#include <string_view>

#include "src/model/document.h"

namespace cvtidy::internal {

// The role a section titled `title` has on its own: from `known_id` (the section table's id,
// empty when the title is not a known section), else from the words of the title; kNone when
// neither tells.
SectionRole RoleOfTitle(std::string_view title, std::string_view known_id);

// Sets Section::role of every section of `doc` (its own role, else its parent's) and
// Document::is_whole_cv(). Sections must be in document order, parents before children.
void AssignSectionRoles(Document& doc);

}  // namespace cvtidy::internal

#endif  // CVTIDY_SRC_PARSE_SECTION_ROLES_H_
