#include "src/model/numbers.h"

namespace cvtidy {

std::string_view NumberRoleName(NumberRole role) {
  switch (role) {
    case NumberRole::kNone:
      return "none";
    case NumberRole::kLabel:
      return "label";
    case NumberRole::kYear:
      return "year";
    case NumberRole::kAcademicYear:
      return "academic-year";
    case NumberRole::kEdition:
      return "edition";
    case NumberRole::kPages:
      return "pages";
    case NumberRole::kVolume:
      return "volume";
    case NumberRole::kIssue:
      return "issue";
    case NumberRole::kArticle:
      return "article";
    case NumberRole::kIdentifier:
      return "identifier";
  }
  return "none";
}

}  // namespace cvtidy
