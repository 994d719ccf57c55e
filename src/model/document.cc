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

}  // namespace cvtidy
