// Why a text is not valid JSON, as nlohmann's parser says it, without the exception it would
// throw (cvtidy throws none). The baseline file and the NDJSON stream mode read JSON with
// nlohmann::json::parse(text, nullptr, false), which only says "discarded"; this says where and
// why.
#ifndef CVTIDY_SRC_ENGINE_JSON_SYNTAX_H_
#define CVTIDY_SRC_ENGINE_JSON_SYNTAX_H_

#include <cstddef>
#include <string>
#include <string_view>

namespace cvtidy {

struct JsonSyntaxError {
  size_t offset = 0;   // the byte the parser stopped at (0-based, clamped to the text)
  std::string reason;  // e.g. `syntax error while parsing object - unexpected end of input; ...`
};

// The first syntax error of `json`, which nlohmann::json::parse has refused.
JsonSyntaxError FindJsonSyntaxError(std::string_view json);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_JSON_SYNTAX_H_
