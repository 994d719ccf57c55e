// Section roles: what each section of a Document holds (SectionRole), computed once by the
// parser so that every extractor and rule asks the same question the same way.
#ifndef CVTIDY_SRC_PARSE_SECTION_ROLES_H_
#define CVTIDY_SRC_PARSE_SECTION_ROLES_H_

#include <array>
#include <string_view>

#include "src/model/document.h"

namespace cvtidy::internal {

struct RoleStems {
  SectionRole role;
  std::array<std::string_view, 13> words;  // empty strings pad the list
};

// Words of titles the section table does not know, tried in this order: service before
// publications (`Journal Reviewing`), talks before the weak publication words (`Conference
// Talks`).
inline constexpr std::array<RoleStems, 9> kRoleStems = {{
    {SectionRole::kService,
     {"committee", "reviewer", "reviewing", "peer review", "service", "organiz", "organis",
      "editor", "chair"}},
    {SectionRole::kPublications,
     {"publication", "preprint", "paper", "proceeding", "journal", "patent", "article",
      "manuscript", "under review", "submission", "book", "chapter", "bibliograph"}},
    {SectionRole::kTalks, {"talk", "presentation", "seminar", "keynote", "lecture"}},
    {SectionRole::kAwards,
     {"award", "honor", "honour", "grant", "fellowship", "scholarship", "prize", "funding"}},
    {SectionRole::kTeaching, {"teaching", "course", "mentor", "supervis", "advis"}},
    {SectionRole::kNews, {"news", "updates"}},
    {SectionRole::kEducation, {"education", "degree"}},
    {SectionRole::kExperience, {"experience", "employment", "position", "appointment", "career"}},
    {SectionRole::kPublications, {"conference", "workshop", "symposi"}},
}};

// The role a section titled `title` has on its own: from `known_id` (the section table's id,
// empty when the title is not a known section), else from the words of the title; kNone when
// neither tells.
SectionRole RoleOfTitle(std::string_view title, std::string_view known_id);

// Sets Section::role of every section of `doc` (its own role, else its parent's) and
// Document::is_whole_cv(). Sections must be in document order, parents before children.
void AssignSectionRoles(Document& doc);

}  // namespace cvtidy::internal

#endif  // CVTIDY_SRC_PARSE_SECTION_ROLES_H_
