#include "src/model/document.h"

namespace cvtidy {

std::string_view InputKindName(InputKind kind) {
  switch (kind) {
    case InputKind::kAuthoredMarkdown:
      return "authored-markdown";
    case InputKind::kConverterMarkdown:
      return "converter-markdown";
    case InputKind::kPlainText:
      return "plain-text";
  }
  return "?";
}

std::string_view EntryKindName(EntryKind kind) {
  switch (kind) {
    case EntryKind::kOther:
      return "other";
    case EntryKind::kCitation:
      return "citation";
    case EntryKind::kService:
      return "service";
    case EntryKind::kAward:
      return "award";
    case EntryKind::kTalk:
      return "talk";
    case EntryKind::kCourse:
      return "course";
    case EntryKind::kPosition:
      return "position";
    case EntryKind::kNews:
      return "news";
  }
  return "?";
}

}  // namespace cvtidy
