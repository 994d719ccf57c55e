#include "src/source/source.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>
#include <system_error>

#include "absl/status/status.h"
#include <fmt/format.h>

#include "src/base/simd.h"
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
// grow or shrink while read). One read(2) reads a file that kept its size: asked for a byte
// more than the size, it returns short only at the file's end, so no second call is made to
// see the end. A file that grew fills the request and is read on; one that shrank returns
// short of the size and is read until read(2) returns 0.
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
    const size_t asked = out.size() - filled;
    filled += static_cast<size_t>(n);
    if (static_cast<size_t>(n) < asked && filled == size_hint) {
      out.resize(filled);
      return absl::OkStatus();
    }
  }
}

}  // namespace

// What one pass over a text finds (ScanText). A line ends at each `\n` and at each `\r` not
// followed by `\n` (a lone `\r`, which the text will hold as `\n`).
struct TextScan {
  size_t line_ends = 0;
  size_t lone_cr = 0;
  std::optional<LineEnding> first_ending;  // kLf or kCrlf: how the first line ended
  std::optional<uint32_t> nul;             // the first NUL byte
  std::optional<uint32_t> invalid_utf8;    // the first byte not starting well-formed UTF-8
  std::optional<uint32_t> long_line;       // the start of the first line over kMaxLineBytes
};

namespace {

// Finds, in one pass sixty-four bytes a step, the line starts (appended to `line_starts`), the
// line endings, NUL bytes and ill-formed UTF-8: the separate searches this replaces read the
// whole text four times and called memchr once per line. Only the bytes that matter (`\n`,
// `\r`, NUL and non-ASCII) are looked at one by one. `text` is not changed.
TextScan ScanText(std::string_view text, std::vector<uint32_t>& line_starts) {
  TextScan scan;
  const size_t size = text.size();
  line_starts.reserve(size / 32 + 16);  // CV lines average about 50 bytes: no regrowth
  if (size > 0) {
    line_starts.push_back(0);
  }
  size_t line_start = 0;
  // A line ends just before `next`.
  const auto start_line = [&](size_t next) {
    if (next < size) {
      if (next - line_start > kMaxLineBytes && !scan.long_line.has_value()) {
        scan.long_line = static_cast<uint32_t>(line_start);
      }
      line_start = next;
      line_starts.push_back(static_cast<uint32_t>(next));
    }
  };
  const auto line_end = [&](size_t pos) {
    ++scan.line_ends;
    if (!scan.first_ending.has_value()) {
      scan.first_ending = text[pos] == '\n' && pos > 0 && text[pos - 1] == '\r' ? LineEnding::kCrlf
                                                                                : LineEnding::kLf;
    }
    start_line(pos + 1);
  };
  size_t checked_utf8 = 0;  // bytes before this were read as parts of well-formed sequences
  const auto marked = [&](size_t pos) {
    const auto byte = static_cast<unsigned char>(text[pos]);
    if (byte >= 0x80) {
      if (pos >= checked_utf8 && !scan.invalid_utf8.has_value()) {
        const size_t len = WellFormedUtf8Length(text, pos);
        if (len == 0) {
          scan.invalid_utf8 = static_cast<uint32_t>(pos);
        }
        checked_utf8 = pos + len;
      }
    } else if (byte == '\n') {
      line_end(pos);
    } else if (byte == '\r') {
      if (pos + 1 >= size || text[pos + 1] != '\n') {
        ++scan.lone_cr;
        line_end(pos);
      }
    } else if (byte == 0 && !scan.nul.has_value()) {
      scan.nul = static_cast<uint32_t>(pos);
    }
  };
  size_t pos = 0;
#if defined(__SSE2__)
  // Sixty-four bytes a step: in most steps `\n` is all there is to see, and the other marks
  // are tested once for the four blocks.
  const __m128i newline = simd::Splat('\n');
  const __m128i carriage_return = simd::Splat('\r');
  const __m128i zero = _mm_setzero_si128();
  const auto newlines_in = [&](__m128i bytes) {
    return uint64_t{simd::Bits(_mm_cmpeq_epi8(bytes, newline))};
  };
  // A non-ASCII byte has its own high bit set; `\r` and NUL are marked by comparisons.
  const auto others_in = [&](__m128i bytes) {
    return _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(bytes, carriage_return), _mm_cmpeq_epi8(bytes, zero)), bytes);
  };
  for (; pos + 64 <= size; pos += 64) {
    const char* const at = text.data() + pos;
    const __m128i b0 = simd::Load16(at);
    const __m128i b1 = simd::Load16(at + 16);
    const __m128i b2 = simd::Load16(at + 32);
    const __m128i b3 = simd::Load16(at + 48);
    const uint64_t newlines =
        newlines_in(b0) | newlines_in(b1) << 16 | newlines_in(b2) << 32 | newlines_in(b3) << 48;
    const __m128i o0 = others_in(b0);
    const __m128i o1 = others_in(b1);
    const __m128i o2 = others_in(b2);
    const __m128i o3 = others_in(b3);
    if (simd::Bits(_mm_or_si128(_mm_or_si128(o0, o1), _mm_or_si128(o2, o3))) == 0 &&
        scan.first_ending.has_value()) {
      for (uint64_t marks = newlines; marks != 0; marks &= marks - 1) {
        ++scan.line_ends;
        start_line(pos + static_cast<size_t>(std::countr_zero(marks)) + 1);
      }
      continue;
    }
    const uint64_t others = uint64_t{simd::Bits(o0)} | uint64_t{simd::Bits(o1)} << 16 |
                            uint64_t{simd::Bits(o2)} << 32 | uint64_t{simd::Bits(o3)} << 48;
    for (uint64_t marks = newlines | others; marks != 0; marks &= marks - 1) {
      marked(pos + static_cast<size_t>(std::countr_zero(marks)));
    }
  }
#endif
  for (; pos < size; ++pos) {
    const auto byte = static_cast<unsigned char>(text[pos]);
    if (byte >= 0x80 || byte == '\n' || byte == '\r' || byte == 0) {
      marked(pos);
    }
  }
  if (size - line_start > kMaxLineBytes && !scan.long_line.has_value()) {
    scan.long_line = static_cast<uint32_t>(line_start);
  }
  return scan;
}

}  // namespace

Source Source::FromBytes(std::string name, std::string bytes) {
  // Valid UTF-8 (nearly every input) is not offered to the decoder: the one pass that finds
  // the lines also validates it.
  if (!bytes.starts_with("\xFF\xFE") && !bytes.starts_with("\xFE\xFF")) {
    Source src(std::move(name), std::move(bytes));
    const TextScan scan = ScanText(src.text_, src.line_starts_);
    if (!scan.invalid_utf8.has_value()) {
      src.Finish(scan, false);
      return src;
    }
    // Not UTF-8: the bytes as read, BOM and all, go to the decoder.
    name = std::move(src.name_);
    bytes = src.had_bom_ ? std::string(kBom) + src.text_ : std::move(src.text_);
  }
  if (std::optional<Decoded> decoded = DecodeNonUtf8(bytes)) {
    return FromText(std::move(name), std::move(*decoded), true);
  }
  return FromText(std::move(name), Decoded{std::move(bytes), {}, false}, true);
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

Source::Source(std::string name, std::string text)
    : name_(std::move(name)), text_(std::move(text)) {
  if (std::string_view(text_).substr(0, kBom.size()) == kBom) {
    text_.erase(0, kBom.size());
    had_bom_ = true;
  }
}

Source Source::FromText(std::string name, Decoded decoded, bool may_be_invalid) {
  Source src(std::move(name), std::move(decoded.text));
  src.encoding_ = std::move(decoded.encoding);
  src.encoding_bom_ = decoded.bom;
  src.encoding_named_ = decoded.named;
  src.Finish(ScanText(src.text_, src.line_starts_), may_be_invalid);
  return src;
}

void Source::Finish(const TextScan& scan, bool may_be_invalid) {
  // A `\r` not followed by `\n` ends a line: held as `\n`, one byte for one. (One memchr per
  // `\r`, and only in the rare text that has a lone one.)
  if (scan.lone_cr > 0) {
    for (size_t pos = text_.find('\r'); pos != std::string::npos; pos = text_.find('\r', pos + 1)) {
      if (pos + 1 >= text_.size() || text_[pos + 1] != '\n') {
        text_[pos] = '\n';
      }
    }
  }
  line_ending_ = scan.first_ending.value_or(LineEnding::kLf);
  // The lone `\r`s became `\n`s above; the other endings are the rest.
  if (scan.lone_cr > scan.line_ends - scan.lone_cr) {
    line_ending_ = LineEnding::kCr;
  }
  // A NUL byte never occurs in text a person wrote: treat the input as binary.
  if (scan.nul.has_value()) {
    encoding_problem_ = EncodingProblem{EncodingProblem::Kind::kBinary, *scan.nul};
  } else if (may_be_invalid && scan.invalid_utf8.has_value()) {
    encoding_problem_ = EncodingProblem{EncodingProblem::Kind::kInvalidUtf8, *scan.invalid_utf8};
  } else if (scan.long_line.has_value()) {
    encoding_problem_ = EncodingProblem{EncodingProblem::Kind::kLineTooLong, *scan.long_line};
  }
}

absl::StatusOr<Source> Source::Load(const std::filesystem::path& path, std::string_view encoding) {
  return LoadFile(path.string(), encoding);
}

absl::StatusOr<Source> Source::LoadFile(std::string name, std::string_view encoding) {
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
  return FromBytes(std::move(name), std::move(bytes), encoding);
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
