#include "src/extract/url_tokens.h"

#include <array>
#include <cstdint>

#include "src/base/strings.h"

namespace cvtidy::internal {

namespace {

// Whether a URL marker starts at `token[i]`: `@`, `://` or `www.` (any case).
bool MarkerAt(std::string_view token, size_t i) {
  const size_t n = token.size();
  switch (token[i]) {
    case '@':
      return true;
    case ':':
      return i + 2 < n && token[i + 1] == '/' && token[i + 2] == '/';
    default:  // `w` or `W`
      return i + 3 < n && AsciiToLower(token[i + 1]) == 'w' && AsciiToLower(token[i + 2]) == 'w' &&
             token[i + 3] == '.';
  }
}

// What Contains needs to know of a byte while it finds a token's ends.
enum : uint8_t {
  kEndsToken = 1,
  kMayMarkUrl = 2,  // starts a marker, or (with UrlTokenRules::paths) is `/`
};

constexpr size_t RulesIndex(UrlTokenRules rules) {
  return (rules.paths ? 2 : 0) + (rules.parens_delimit ? 1 : 0);
}

// Per RulesIndex: each byte's kEndsToken and kMayMarkUrl bits.
constexpr std::array<std::array<uint8_t, 256>, 4> kTokenBytes = [] {
  std::array<std::array<uint8_t, 256>, 4> tables{};
  for (const bool paths : {false, true}) {
    for (const bool parens : {false, true}) {
      const UrlTokenRules rules{.paths = paths, .parens_delimit = parens};
      std::array<uint8_t, 256>& table = tables[RulesIndex(rules)];
      for (int c = 0; c < 256; ++c) {
        table[c] = TokenDelimiters(rules).Contains(static_cast<char>(c)) ? kEndsToken : 0;
      }
      for (const char c : std::string_view(paths ? "@:wW/" : "@:wW")) {
        table[static_cast<unsigned char>(c)] |= kMayMarkUrl;
      }
    }
  }
  return tables;
}();

}  // namespace

bool UrlTokens::IsDelimiter(char c, UrlTokenRules rules) {
  return TokenDelimiters(rules).Contains(c);
}

bool UrlTokens::IsUrl(std::string_view token, UrlTokenRules rules) {
  // Only the first bytes of the markers are looked at closely.
  static constexpr ByteSet kMarkerStarts("@:wW");
  for (size_t i = FindFirstOf(token, kMarkerStarts); i != kNpos;
       i = FindFirstOf(token, kMarkerStarts, i + 1)) {
    if (MarkerAt(token, i)) {
      return true;
    }
  }
  if (!rules.paths || token.find('/') == kNpos) {
    return false;
  }
  if (token[0] == '/') {
    return true;
  }
  // `.` before a letter: a host name or a file extension.
  for (size_t i = 0; i + 1 < token.size(); ++i) {
    if (token[i] == '.' && IsAsciiAlpha(token[i + 1])) {
      return true;
    }
  }
  return false;
}

bool UrlTokens::Contains(size_t p) {
  if (p >= begin_ && p < end_) {
    return url_;
  }
  // One pass finds the token's ends and whether any byte of it may make it a URL: most
  // tokens asked about (`2019`, `Sep`) hold none, and IsUrl is not called for them.
  const std::array<uint8_t, 256>& bytes = kTokenBytes[RulesIndex(rules_)];
  uint8_t seen = 0;
  size_t b = p;
  while (b > 0) {
    const uint8_t byte = bytes[static_cast<unsigned char>(text_[b - 1])];
    if (byte & kEndsToken) {
      break;
    }
    seen |= byte;
    --b;
  }
  size_t e = p;
  while (e < text_.size()) {
    const uint8_t byte = bytes[static_cast<unsigned char>(text_[e])];
    if (byte & kEndsToken) {
      break;
    }
    seen |= byte;
    ++e;
  }
  begin_ = b;
  end_ = e;
  url_ = (seen & kMayMarkUrl) != 0 && IsUrl(text_.substr(b, e - b), rules_);
  return url_;
}

}  // namespace cvtidy::internal
