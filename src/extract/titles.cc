#include "src/extract/titles.h"

namespace cvtidy {

void ExtractTitles(const Document& doc, std::vector<TitleSpan>& out) {}

}  // namespace cvtidy
