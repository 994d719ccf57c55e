#include "src/config/config.h"

#include <fmt/format.h>

namespace cvtidy {

// Placeholder until the config loader lands; replaced with excerpt and caret.
std::string FormatConfigError(const Config& config, uint32_t line, uint32_t column,
                              std::string_view message) {
  return fmt::format("{}:{}:{}: {}", config.path, line, column, message);
}

}  // namespace cvtidy
