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
  // By runs: the lines up to a date's own line take that date as their first, so each line is
  // written once, with no test of the dates per line.
  const auto line_count = static_cast<uint32_t>(lines_.size());
  const auto date_count = static_cast<uint32_t>(dates_.size());
  line_first_date_.resize(line_count + 1);
  uint32_t* const first_date = line_first_date_.data();
  uint32_t line = 0;
  uint32_t d = 0;
  for (; d < date_count && dates_[d].line < line_count; ++d) {
    for (const uint32_t date_line = dates_[d].line; line <= date_line; ++line) {
      first_date[line] = d;
    }
  }
  for (; line < line_count; ++line) {
    first_date[line] = d;
  }
  first_date[line_count] = date_count;
}

}  // namespace cvtidy
