#include "src/model/document.h"

#include "src/base/strings.h"

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

std::string Document::OneLineText(ByteRange r) const {
  const std::string_view text = Text(r);
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\n' && text[i] != '\r') {
      out.push_back(text[i]);
      continue;
    }
    // One space for the break and every blank around it.
    while (!out.empty() && (out.back() == ' ' || out.back() == '\t')) {
      out.pop_back();
    }
    while (i + 1 < text.size() && IsAsciiSpace(text[i + 1])) {
      ++i;
    }
    out.push_back(' ');
  }
  return out;
}

}  // namespace cvtidy
