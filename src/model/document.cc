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

void Document::IndexDatesByLine() {
  line_first_date_.assign(lines_.size() + 1, static_cast<uint32_t>(dates_.size()));
  size_t d = 0;
  for (uint32_t l = 0; l < lines_.size(); ++l) {
    while (d < dates_.size() && dates_[d].line < l) {
      ++d;
    }
    line_first_date_[l] = static_cast<uint32_t>(d);
  }
}

}  // namespace cvtidy
