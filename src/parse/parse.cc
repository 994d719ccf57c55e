#include "src/parse/parse.h"

namespace cvtidy {

// Placeholder until the parser lands: one line per source line, no sections beyond the root.
Document Parse(const Source& source) {
  Document doc(source);
  doc.mutable_sections().push_back(Section{});
  for (uint32_t i = 1; i <= source.line_count(); ++i) {
    Line line;
    line.range = source.LineRange(i);
    line.content = line.range;
    line.kind = line.range.empty() ? LineKind::kBlank : LineKind::kText;
    doc.mutable_lines().push_back(line);
  }
  doc.mutable_sections()[0].end_line = source.line_count();
  return doc;
}

}  // namespace cvtidy
