#include "src/engine/message.h"

#include <cstring>

namespace cvtidy {

void AppendJoined(std::string& out, std::initializer_list<std::string_view> parts) {
  size_t size = out.size();
  for (const std::string_view part : parts) {
    size += part.size();
  }
  // One resize, then plain copies: append() would check the capacity once per part.
  const size_t start = out.size();
  out.resize(size);
  char* at = out.data() + start;
  for (const std::string_view part : parts) {
    if (!part.empty()) {
      std::memcpy(at, part.data(), part.size());
      at += part.size();
    }
  }
}

std::string JoinText(std::initializer_list<std::string_view> parts) {
  std::string out;
  AppendJoined(out, parts);
  return out;
}

}  // namespace cvtidy
