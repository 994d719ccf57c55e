#include "src/parse/section_roles.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "src/base/strings.h"
#include "src/data/section_table.h"
#include "src/model/years.h"

namespace cvtidy::internal {
namespace {

constexpr std::array<std::pair<std::string_view, SectionRole>, 28> kRoleOfId = {{
    {"contact", SectionRole::kContact},
    {"summary", SectionRole::kSummary},
    {"research-interests", SectionRole::kSummary},
    {"interests", SectionRole::kSummary},
    {"education", SectionRole::kEducation},
    {"experience", SectionRole::kExperience},
    {"research-experience", SectionRole::kExperience},
    {"publications", SectionRole::kPublications},
    {"preprints", SectionRole::kPublications},
    {"patents", SectionRole::kPublications},
    {"awards", SectionRole::kAwards},
    {"grants", SectionRole::kAwards},
    {"teaching", SectionRole::kTeaching},
    {"mentoring", SectionRole::kTeaching},
    {"courses", SectionRole::kTeaching},
    {"service", SectionRole::kService},
    {"activities", SectionRole::kService},
    {"talks", SectionRole::kTalks},
    {"media", SectionRole::kTalks},
    {"skills", SectionRole::kSkills},
    {"languages", SectionRole::kSkills},
    {"certifications", SectionRole::kSkills},
    {"projects", SectionRole::kProjects},
    {"news", SectionRole::kNews},
    {"memberships", SectionRole::kOther},
    {"references", SectionRole::kOther},
    {"collaborators", SectionRole::kOther},
    {"additional", SectionRole::kOther},
}};

// The bit of a lowered byte in a LetterSet: 0 for a byte that is no letter.
constexpr uint32_t LetterBit(char lower) {
  return lower >= 'a' && lower <= 'z' ? uint32_t{1} << (lower - 'a') : 0;
}

// The letters of `s` in any case, bit `letter - 'a'`.
constexpr uint32_t LetterSet(std::string_view s) {
  uint32_t set = 0;
  for (const char c : s) {
    set |= LetterBit(AsciiToLower(c));
  }
  return set;
}

// The stems of kRoleStems in their order, each with its LetterSet: a title lacking one of a
// stem's letters cannot contain it, so most stems are ruled out for a title without a search
// (a year, a name, a short title). One flat list without the padding, so that the loop over it
// is one test a stem.
struct Stem {
  uint32_t letters = 0;
  SectionRole role = SectionRole::kNone;
  std::string_view word;
};
constexpr size_t CountStems() {
  size_t count = 0;
  for (size_t k = 0; k < kRoleStems.size(); ++k) {
    for (size_t w = 0; w < kRoleStems[k].words.size(); ++w) {
      count += kRoleStems[k].words[w].empty() ? 0 : 1;
    }
  }
  return count;
}
constexpr std::array<Stem, CountStems()> kStems = [] {
  std::array<Stem, CountStems()> stems{};
  size_t i = 0;
  for (size_t k = 0; k < kRoleStems.size(); ++k) {
    for (size_t w = 0; w < kRoleStems[k].words.size(); ++w) {
      if (!kRoleStems[k].words[w].empty()) {
        stems[i++] =
            Stem{LetterSet(kRoleStems[k].words[w]), kRoleStems[k].role, kRoleStems[k].words[w]};
      }
    }
  }
  return stems;
}();

// Titles up to this long are searched in a lowered copy on the stack (RoleOfTitle).
constexpr size_t kLoweredTitleBytes = 256;

// The year `title` consists of (`2023`, `2023:`), 0 otherwise.
int16_t YearOfTitle(std::string_view title) {
  while (!title.empty() && (title.back() == ':' || title.back() == '.')) {
    title.remove_suffix(1);
  }
  return static_cast<int16_t>(FourDigitYear(title));
}

}  // namespace

SectionRole RoleOfTitle(std::string_view title, std::string_view known_id) {
  if (!known_id.empty()) {
    for (const auto& [id, role] : kRoleOfId) {
      if (id == known_id) {
        return role;
      }
    }
  }
  // The title in lower case, made once: each stem (lower case) is then found by find, which
  // skips to candidates by the first byte, where ContainsIgnoreCase lowers every byte it
  // compares, again for every stem. A longer title (rare) is searched in place.
  std::array<char, kLoweredTitleBytes> lowered;
  const bool fits = title.size() <= lowered.size();
  // Lowered and its letters collected in one pass; a longer title only has its letters.
  uint32_t title_letters = 0;
  if (fits) {
    for (size_t i = 0; i < title.size(); ++i) {
      lowered[i] = AsciiToLower(title[i]);
      title_letters |= LetterBit(lowered[i]);
    }
  } else {
    title_letters = LetterSet(title);
  }
  const std::string_view lower_title(lowered.data(), fits ? title.size() : 0);
  for (const Stem& stem : kStems) {
    if ((stem.letters & ~title_letters) == 0 &&
        (fits ? lower_title.find(stem.word) != std::string_view::npos
              : ContainsIgnoreCase(title, stem.word))) {
      return stem.role;
    }
  }
  return SectionRole::kNone;
}

void AssignSectionRoles(Document& doc) {
  const SectionTable* table = doc.section_table();
  std::vector<Section>& sections = doc.mutable_sections();
  bool whole_cv = false;
  for (Section& section : sections) {
    if (section.heading_line == kNoIndex) {
      continue;  // the root
    }
    std::string_view id;
    if (table != nullptr && section.known < table->sections().size()) {
      id = table->sections()[section.known].id;
    }
    const std::string_view title = doc.Text(section.title);
    section.role = RoleOfTitle(title, id);
    section.year = YearOfTitle(title);
    if (section.parent != kNoIndex) {
      const Section& parent = sections[section.parent];
      section.role = section.role == SectionRole::kNone ? parent.role : section.role;
      section.year = section.year == 0 ? parent.year : section.year;
    }
    whole_cv = whole_cv || section.role == SectionRole::kEducation ||
               section.role == SectionRole::kExperience;
  }
  doc.set_is_whole_cv(whole_cv);
}

}  // namespace cvtidy::internal
