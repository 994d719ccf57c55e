#include "src/source/encoding.h"

#include <iconv.h>
#include <uchardet.h>

#include <cerrno>
#include <memory>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/base/utf8.h"

namespace cvtidy {
namespace {

constexpr std::string_view kUtf16LeBom = "\xFF\xFE";
constexpr std::string_view kUtf16BeBom = "\xFE\xFF";
constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

// Converts `in` from `from` to `to` with iconv. On failure, `bad` (when given) is the offset
// in `in` of the first byte that does not convert.
std::optional<std::string> Convert(std::string_view in, const char* to, const char* from,
                                   size_t* bad = nullptr) {
  const iconv_t cd = iconv_open(to, from);
  if (cd == reinterpret_cast<iconv_t>(-1)) {
    return std::nullopt;
  }
  std::string out(in.size() * 4 + 16, '\0');
  char* in_ptr = const_cast<char*>(in.data());
  size_t in_left = in.size();
  char* out_ptr = out.data();
  size_t out_left = out.size();
  // Every call consumes input or fails: the loop ends when the input does or on an error.
  while (in_left > 0) {
    if (iconv(cd, &in_ptr, &in_left, &out_ptr, &out_left) == static_cast<size_t>(-1)) {
      if (errno == E2BIG) {
        const size_t used = out.size() - out_left;
        out.resize(out.size() * 2);
        out_ptr = out.data() + used;
        out_left = out.size() - used;
        continue;
      }
      if (bad != nullptr) {
        *bad = in.size() - in_left;
      }
      iconv_close(cd);
      return std::nullopt;
    }
  }
  iconv_close(cd);
  out.resize(out.size() - out_left);
  return out;
}

// Whether `bytes` hold at least one well-formed multi-byte UTF-8 sequence: then a bad byte
// among them is damage in a UTF-8 file, not another charset.
bool HasMultiByteUtf8(std::string_view bytes) {
  for (size_t i = 0; i < bytes.size();) {
    if (static_cast<unsigned char>(bytes[i]) < 0x80) {
      ++i;
      continue;
    }
    size_t len = 0;
    const char32_t cp = DecodeUtf8(bytes, i, &len);
    if (cp != 0xFFFD && len > 1) {
      return true;
    }
    i += len > 0 ? len : 1;
  }
  return false;
}

// uchardet's name for the charset of `bytes`; empty when it has none.
std::string DetectCharset(std::string_view bytes) {
  std::unique_ptr<std::remove_pointer_t<uchardet_t>, void (*)(uchardet_t)> detector(
      uchardet_new(), &uchardet_delete);
  if (detector == nullptr ||
      uchardet_handle_data(detector.get(), bytes.data(), bytes.size()) != 0) {
    return {};
  }
  uchardet_data_end(detector.get());
  const char* charset = uchardet_get_charset(detector.get());
  return charset != nullptr ? std::string(charset) : std::string();
}

}  // namespace

std::optional<Decoded> DecodeNonUtf8(std::string_view bytes) {
  for (const auto& [bom, encoding] :
       {std::pair{kUtf16LeBom, "UTF-16LE"}, std::pair{kUtf16BeBom, "UTF-16BE"}}) {
    if (bytes.starts_with(bom)) {
      std::optional<std::string> text = Convert(bytes.substr(bom.size()), "UTF-8", encoding);
      if (!text.has_value()) {
        return std::nullopt;
      }
      return Decoded{std::move(*text), encoding, true};
    }
  }
  if (bytes.starts_with(kUtf8Bom) || bytes.find('\0') != std::string_view::npos ||
      !FindInvalidUtf8(bytes).has_value() || HasMultiByteUtf8(bytes)) {
    return std::nullopt;
  }
  std::string charset = DetectCharset(bytes);
  // UTF-8 or ASCII would have been valid; an unknown answer is no answer.
  if (charset.empty() || charset == "UTF-8" || charset == "ASCII") {
    return std::nullopt;
  }
  std::optional<std::string> text = Convert(bytes, "UTF-8", charset.c_str());
  if (!text.has_value()) {
    return std::nullopt;
  }
  return Decoded{std::move(*text), std::move(charset), false};
}

absl::StatusOr<Decoded> DecodeAs(std::string_view bytes, std::string_view encoding) {
  std::string name = AsciiUpper(encoding);
  bool bom = false;
  if (name.starts_with("UTF-16") || name.starts_with("UTF16")) {
    // The mark picks the byte order; without one, the name does (UTF-16 alone: big-endian).
    if (bytes.starts_with(kUtf16LeBom) || bytes.starts_with(kUtf16BeBom)) {
      name = bytes.starts_with(kUtf16LeBom) ? "UTF-16LE" : "UTF-16BE";
      bytes.remove_prefix(kUtf16LeBom.size());
      bom = true;
    }
  }
  size_t bad = 0;
  std::optional<std::string> text = Convert(bytes, "UTF-8", name.c_str(), &bad);
  if (!text.has_value()) {
    return absl::InvalidArgumentError(
        fmt::format("byte 0x{:02X} at offset {} is not {} text",
                    bad < bytes.size() ? static_cast<unsigned char>(bytes[bad]) : 0,
                    bad + (bom ? kUtf16LeBom.size() : 0), name));
  }
  return Decoded{std::move(*text), std::move(name), bom, true};
}

bool IsKnownEncoding(std::string_view encoding) {
  if (encoding.empty()) {
    return false;  // iconv would take "" for the locale's charset
  }
  const std::string name(encoding);
  for (const auto& [to, from] :
       {std::pair{"UTF-8", name.c_str()}, std::pair{name.c_str(), "UTF-8"}}) {
    const iconv_t cd = iconv_open(to, from);
    if (cd == reinterpret_cast<iconv_t>(-1)) {
      return false;
    }
    iconv_close(cd);
  }
  return true;
}

bool IsUtf8Name(std::string_view encoding) {
  const std::string name = AsciiUpper(encoding);
  return name == "UTF-8" || name == "UTF8";
}

absl::StatusOr<std::string> EncodeAs(std::string_view encoding, bool bom, std::string_view text) {
  const std::string name(encoding);
  size_t bad = 0;
  std::optional<std::string> out = Convert(text, name.c_str(), "UTF-8", &bad);
  if (!out.has_value()) {
    size_t len = 0;
    const char32_t cp = bad < text.size() ? DecodeUtf8(text, bad, &len) : 0;
    return absl::FailedPreconditionError(fmt::format("{} cannot write `{}` (U+{:04X})", name,
                                                     text.substr(bad, len > 0 ? len : 1),
                                                     static_cast<uint32_t>(cp)));
  }
  if (!bom) {
    return std::move(*out);
  }
  const std::string_view mark = name == "UTF-16BE" ? kUtf16BeBom : kUtf16LeBom;
  return std::string(mark) + *out;
}

}  // namespace cvtidy
