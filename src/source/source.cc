#include "src/source/source.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <system_error>

#include "absl/status/status.h"
#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/base/utf8.h"
#include "src/source/encoding.h"

namespace cvtidy {
namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

absl::Status TooLargeError(std::string_view name) {
  return absl::InvalidArgumentError(
      fmt::format("{}: input is larger than {} MiB; split it", name, kMaxSourceBytes >> 20));
}

absl::Status ReadFailedError(std::string_view name, int error) {
  return absl::UnavailableError(fmt::format("{}: read failed: {}", name, std::strerror(error)));
}

absl::Status ReadAll(std::FILE* stream, std::string_view name, std::string& out) {
  char buffer[1 << 16];
  while (true) {
    const size_t n = std::fread(buffer, 1, sizeof(buffer), stream);
    out.append(buffer, n);
    if (out.size() >= kMaxSourceBytes) {
      return TooLargeError(name);
    }
    if (n < sizeof(buffer)) {
      if (std::ferror(stream)) {
        return ReadFailedError(name, errno);
      }
      return absl::OkStatus();
    }
  }
}

// Reads regular file `fd` to its end into `out`; `size_hint` is its size when opened (it may
// grow or shrink while read). One read(2) fills a file that kept its size, and one more sees
// its end.
absl::Status ReadAllFd(int fd, std::string_view name, uintmax_t size_hint, std::string& out) {
  out.resize(static_cast<size_t>(std::min<uintmax_t>(size_hint + 1, kMaxSourceBytes)));
  size_t filled = 0;
  while (true) {
    if (filled == out.size()) {
      if (filled >= kMaxSourceBytes) {
        return TooLargeError(name);
      }
      out.resize(std::min<size_t>(std::max<size_t>(out.size() * 2, 1 << 16), kMaxSourceBytes));
    }
    const ssize_t n = ::read(fd, out.data() + filled, out.size() - filled);
    if (n < 0) {
      if (errno == EINTR) {
        continue;
      }
      const int error = errno;
      out.clear();
      return ReadFailedError(name, error);
    }
    if (n == 0) {
      out.resize(filled);
      return absl::OkStatus();
    }
    filled += static_cast<size_t>(n);
  }
}

}  // namespace

std::optional<uint32_t> Source::FindLongLine() const {
  for (size_t i = 0; i < line_starts_.size(); ++i) {
    const size_t end = i + 1 < line_starts_.size() ? line_starts_[i + 1] : text_.size();
    if (end - line_starts_[i] > kMaxLineBytes) {
      return line_starts_[i];
    }
  }
  return std::nullopt;
}

Source Source::FromBytes(std::string name, std::string bytes) {
  // Valid UTF-8 (nearly every input) is not offered to the decoder: one validation pass.
  const bool maybe_other_encoding = bytes.starts_with("\xFF\xFE") ||
                                    bytes.starts_with("\xFE\xFF") ||
                                    FindInvalidUtf8(bytes).has_value();
  if (std::optional<Decoded> decoded = maybe_other_encoding ? DecodeNonUtf8(bytes) : std::nullopt) {
    return FromText(std::move(name), std::move(*decoded), maybe_other_encoding);
  }
  return FromText(std::move(name), Decoded{std::move(bytes), {}, false}, maybe_other_encoding);
}

absl::StatusOr<Source> Source::FromBytes(std::string name, std::string bytes,
                                         std::string_view encoding) {
  if (encoding.empty()) {
    return FromBytes(std::move(name), std::move(bytes));
  }
  if (IsUtf8Name(encoding)) {
    return FromText(std::move(name), Decoded{std::move(bytes), {}, false}, true);
  }
  absl::StatusOr<Decoded> decoded = DecodeAs(bytes, encoding);
  if (!decoded.ok()) {
    return absl::InvalidArgumentError(fmt::format(
        "{}: cannot be read as {} (--encoding): {}; name its encoding with --encoding, or leave "
        "the flag out to detect it",
        name, AsciiUpper(encoding), FromAbsl(decoded.status().message())));
  }
  return FromText(std::move(name), *std::move(decoded), false);
}

Source Source::FromText(std::string name, Decoded decoded, bool may_be_invalid) {
  Source src;
  src.name_ = std::move(name);
  src.encoding_ = std::move(decoded.encoding);
  src.encoding_bom_ = decoded.bom;
  src.encoding_named_ = decoded.named;
  src.text_ = std::move(decoded.text);
  if (std::string_view(src.text_).substr(0, kBom.size()) == kBom) {
    src.text_.erase(0, kBom.size());
    src.had_bom_ = true;
  }
  // A `\r` not followed by `\n` ends a line: held as `\n`, one byte for one. (One memchr per
  // `\r`: find_first_of("\r\n") would call memchr once per byte of text.)
  size_t lone_cr = 0;
  for (size_t pos = src.text_.find('\r'); pos != std::string::npos;
       pos = src.text_.find('\r', pos + 1)) {
    if (pos + 1 >= src.text_.size() || src.text_[pos + 1] != '\n') {
      src.text_[pos] = '\n';
      ++lone_cr;
    }
  }
  const std::string_view text = src.text_;
  src.line_starts_.reserve(text.size() / 48 + 1);
  if (!text.empty()) {
    src.line_starts_.push_back(0);
  }
  bool ending_known = false;
  size_t newlines = 0;
  for (size_t pos = text.find('\n'); pos != std::string_view::npos;
       pos = text.find('\n', pos + 1)) {
    ++newlines;
    if (!ending_known) {
      src.line_ending_ = pos > 0 && text[pos - 1] == '\r' ? LineEnding::kCrlf : LineEnding::kLf;
      ending_known = true;
    }
    if (pos + 1 < text.size()) {
      src.line_starts_.push_back(static_cast<uint32_t>(pos + 1));
    }
  }
  // The lone `\r`s became `\n`s above; the other endings are the rest.
  const size_t other_endings = newlines - lone_cr;
  if (lone_cr > other_endings) {
    src.line_ending_ = LineEnding::kCr;
  }
  // A NUL byte never occurs in text a person wrote: treat the input as binary.
  if (const size_t nul = text.find('\0'); nul != std::string_view::npos) {
    src.encoding_problem_ =
        EncodingProblem{EncodingProblem::Kind::kBinary, static_cast<uint32_t>(nul)};
  } else if (const std::optional<size_t> bad =
                 may_be_invalid ? FindInvalidUtf8(text) : std::nullopt) {
    src.encoding_problem_ =
        EncodingProblem{EncodingProblem::Kind::kInvalidUtf8, static_cast<uint32_t>(*bad)};
  } else if (const std::optional<uint32_t> long_line = src.FindLongLine()) {
    src.encoding_problem_ = EncodingProblem{EncodingProblem::Kind::kLineTooLong, *long_line};
  }
  return src;
}

absl::StatusOr<Source> Source::Load(const std::filesystem::path& path, std::string_view encoding) {
  const std::string name = path.string();
  // Opened without blocking and checked before reading: opening a FIFO for reading waits for
  // a writer, and reading one (or a device) may never end.
  const int fd = ::open(name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    const int error = errno;
    if (error == ENOENT || error == ENOTDIR) {
      return absl::NotFoundError(fmt::format("{}: no such file", name));
    }
    return absl::UnavailableError(fmt::format("{}: cannot open: {}", name, std::strerror(error)));
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    const bool dir = S_ISDIR(st.st_mode);
    ::close(fd);
    return absl::InvalidArgumentError(
        fmt::format("{}: {}", name, dir ? "is a directory" : "not a regular file"));
  }
  // A regular file never blocks, so O_NONBLOCK may stay; read(2) into the string, sized from
  // the stat, without stdio's buffer and its own fstat and fcntl calls.
  std::string bytes;
  const absl::Status read = ReadAllFd(fd, name, static_cast<uintmax_t>(st.st_size), bytes);
  ::close(fd);
  if (!read.ok()) {
    return read;
  }
  return FromBytes(name, std::move(bytes), encoding);
}

absl::StatusOr<Source> Source::Read(std::string name, std::FILE* stream,
                                    std::string_view encoding) {
  std::string bytes;
  if (absl::Status read = ReadAll(stream, name, bytes); !read.ok()) {
    return read;
  }
  return FromBytes(std::move(name), std::move(bytes), encoding);
}

Source Source::Derive(std::string text) const {
  Source derived = FromBytes(name_, std::move(text));
  derived.had_bom_ = derived.had_bom_ || had_bom_;
  if (line_ending_ == LineEnding::kCr) {
    derived.line_ending_ = LineEnding::kCr;  // the derived text holds `\n` for each `\r`
  }
  derived.encoding_ = encoding_;
  derived.encoding_bom_ = encoding_bom_;
  derived.encoding_named_ = encoding_named_;
  return derived;
}

std::string Source::Serialize(std::string_view text) const {
  std::string out;
  out.reserve(text.size() + kBom.size());
  if (had_bom_) {
    out.append(kBom);
  }
  const size_t begin = out.size();
  out.append(text);
  if (line_ending_ == LineEnding::kCr) {
    // Back to the file's `\r`; a `\r\n` of a mixed file stays as it was.
    for (size_t i = begin; i < out.size(); ++i) {
      if (out[i] == '\n' && (i == begin || text[i - begin - 1] != '\r')) {
        out[i] = '\r';
      }
    }
  }
  return out;
}

absl::StatusOr<std::string> Source::Encode(std::string_view text) const {
  std::string bytes = Serialize(text);
  if (encoding_.empty()) {
    return bytes;
  }
  return EncodeAs(encoding_, encoding_bom_, bytes);
}

uint32_t Source::LineOf(uint32_t offset) const {
  const auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  return std::max<uint32_t>(1, static_cast<uint32_t>(it - line_starts_.begin()));
}

LineCol Source::Locate(uint32_t offset) const {
  offset = std::min(offset, size());
  if (line_starts_.empty()) {
    return {1, 1};
  }
  const uint32_t line = LineOf(offset);
  const uint32_t start = line_starts_[line - 1];
  const auto column = CountCodePoints(std::string_view(text_).substr(start, offset - start));
  return {line, static_cast<uint32_t>(column + 1)};
}

}  // namespace cvtidy
