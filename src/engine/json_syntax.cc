#include "src/engine/json_syntax.h"

#include <algorithm>

#include <nlohmann/json.hpp>

namespace cvtidy {
namespace {

using Json = nlohmann::json;

// Records where nlohmann's parser stopped, without the exception it would throw.
class SyntaxErrorSax : public nlohmann::json_sax<Json> {
 public:
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t&) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t position, const std::string&,
                   const nlohmann::detail::exception& ex) override {
    position_ = position;
    what_ = ex.what();
    return false;
  }

  size_t position() const { return position_; }
  // The parser's reason, without its `[json.exception...] parse error at line L, column C: `.
  std::string_view reason() const {
    std::string_view what = what_;
    if (const size_t colon = what.find(": "); colon != std::string_view::npos) {
      what.remove_prefix(colon + 2);
    }
    return what;
  }

 private:
  size_t position_ = 0;
  std::string what_;
};

}  // namespace

JsonSyntaxError FindJsonSyntaxError(std::string_view json) {
  SyntaxErrorSax sax;
  Json::sax_parse(json, &sax);
  const size_t at = std::min(sax.position() == 0 ? 0 : sax.position() - 1, json.size());
  return JsonSyntaxError{at, std::string(sax.reason())};
}

}  // namespace cvtidy
