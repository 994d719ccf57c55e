#include "src/engine/message.h"

#include <cstring>

namespace cvtidy {

namespace {

size_t JoinedSize(std::initializer_list<std::string_view> parts) {
  size_t size = 0;
  for (const std::string_view part : parts) {
    size += part.size();
  }
  return size;
}

void CopyParts(char* at, std::initializer_list<std::string_view> parts) {
  for (const std::string_view part : parts) {
    if (!part.empty()) {
      std::memcpy(at, part.data(), part.size());
      at += part.size();
    }
  }
}

}  // namespace

void AppendJoined(std::string& out, std::initializer_list<std::string_view> parts) {
  // One resize, then plain copies: append() would check the capacity once per part.
  const size_t start = out.size();
  out.resize(start + JoinedSize(parts));
  CopyParts(out.data() + start, parts);
}

std::string JoinText(std::initializer_list<std::string_view> parts) {
  // Sized when made: growing an empty string goes through its general reallocation path.
  std::string out(JoinedSize(parts), '\0');
  CopyParts(out.data(), parts);
  return out;
}

}  // namespace cvtidy
