#include "src/engine/fix_builder.h"

#include <algorithm>
#include <iterator>
#include <span>
#include <utility>

namespace cvtidy {

// The edits are moved in, not listed in braces: an initializer list would copy each edit's
// replacement.
Fix ReplaceSpan(ByteRange range, std::string replacement, std::string title, FixSafety safety) {
  Fix fix{std::move(title), safety, {}};
  fix.edits.push_back(TextEdit{range, std::move(replacement)});
  return fix;
}

Fix InsertAt(uint32_t at, std::string text, std::string title, FixSafety safety) {
  return ReplaceSpan({at, at}, std::move(text), std::move(title), safety);
}

Fix DeleteSpan(ByteRange range, std::string title, FixSafety safety) {
  return ReplaceSpan(range, "", std::move(title), safety);
}

Fix DeleteLine(const Document& doc, uint32_t line, std::string title, FixSafety safety) {
  const std::span<const Line> lines = doc.lines();
  const auto blank = [&](uint32_t i) { return lines[i].kind == LineKind::kBlank; };
  uint32_t last = line;
  if (line + 1 < lines.size() && blank(line + 1) && (line == 0 || blank(line - 1))) {
    last = line + 1;
  }
  ByteRange range;
  if (last + 1 < lines.size()) {
    range = {lines[line].range.begin, lines[last + 1].range.begin};
  } else {
    // The last line of the document: remove the terminator before it instead.
    range = {line > 0 ? lines[line - 1].range.end : lines[line].range.begin, lines[last].range.end};
  }
  return DeleteSpan(range, std::move(title), safety);
}

Fix WrapSpan(ByteRange range, std::string open, std::string close, std::string title,
             FixSafety safety) {
  Fix fix{std::move(title), safety, {}};
  fix.edits.reserve(2);
  fix.edits.push_back(TextEdit{{range.begin, range.begin}, std::move(open)});
  fix.edits.push_back(TextEdit{{range.end, range.end}, std::move(close)});
  return fix;
}

Fix EditFix(TextEdit edit, std::string title, FixSafety safety) {
  Fix fix{std::move(title), safety, {}};
  fix.edits.push_back(std::move(edit));
  return fix;
}

Fix EditsFix(std::vector<TextEdit> edits, std::string title, FixSafety safety) {
  std::stable_sort(edits.begin(), edits.end(), [](const TextEdit& a, const TextEdit& b) {
    return a.range.begin < b.range.begin;
  });
  return Fix{
      std::move(title), safety,
      FixEdits(std::make_move_iterator(edits.begin()), std::make_move_iterator(edits.end()))};
}

}  // namespace cvtidy
