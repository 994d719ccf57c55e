// Source owns one input's bytes. Everything downstream refers to text by ByteRange into it;
// nothing copies the document.
//
//   absl::StatusOr<Source> src = Source::Load("cv.md");
//   LineCol where = src->Locate(offset);        // 1-based line, column in code points
//   std::string_view line = src->Line(where.line);
//
// A Source is movable, but views and Documents built over it must not outlive a move, so
// long-lived holders keep it behind a std::unique_ptr.
#ifndef CVTIDY_SRC_SOURCE_SOURCE_H_
#define CVTIDY_SRC_SOURCE_SOURCE_H_

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

#include "src/source/encoding.h"

namespace cvtidy {

// A half-open byte range [begin, end) into a Source's text (after the BOM).
struct ByteRange {
  uint32_t begin = 0;
  uint32_t end = 0;

  uint32_t size() const { return end - begin; }
  bool empty() const { return begin == end; }
  bool Contains(uint32_t offset) const { return offset >= begin && offset < end; }
  bool Contains(ByteRange other) const { return other.begin >= begin && other.end <= end; }
  bool Overlaps(ByteRange other) const { return begin < other.end && other.begin < end; }
  friend bool operator==(ByteRange, ByteRange) = default;
};

// A position for people: 1-based line, 1-based column counted in code points.
struct LineCol {
  uint32_t line = 0;
  uint32_t column = 0;
  friend bool operator==(LineCol, LineCol) = default;
};

// How the input ends its lines. A `\r` alone (classic Mac OS, some Windows converters) ends a
// line too: the text holds it as `\n` (same length, so offsets are the file's), and
// Serialize writes `\r` back when the file mostly ended its lines that way (kCr).
enum class LineEnding : uint8_t { kLf, kCrlf, kCr };

// Why a Source cannot be linted as text.
struct EncodingProblem {
  enum class Kind : uint8_t { kInvalidUtf8, kBinary, kLineTooLong };
  Kind kind = Kind::kInvalidUtf8;
  uint32_t offset = 0;  // the first offending byte (kLineTooLong: the start of the line)
};

// Lines longer than this are refused: no CV has one, and rules and excerpts are linear per
// line, so one megabyte line of machine output would cost seconds per rule.
inline constexpr size_t kMaxLineBytes = size_t{1} << 16;

// Inputs larger than this are refused: offsets are 32-bit and no CV comes near it.
inline constexpr size_t kMaxSourceBytes = size_t{1} << 30;

// What one pass over a text finds: its line ends, NUL bytes and ill-formed UTF-8 (source.cc).
struct TextScan;

class Source {
 public:
  // Builds a Source from raw bytes. Strips and remembers a UTF-8 byte order mark, notes the
  // line ending and any encoding problem. Precondition: bytes.size() < kMaxSourceBytes.
  static Source FromBytes(std::string name, std::string bytes);
  // FromBytes for bytes in `encoding` (an iconv name, from --encoding) instead of detected:
  // UTF-8 is taken as it is (a bad byte is an encoding problem), any other is converted. An
  // empty `encoding` detects, as FromBytes. kInvalidArgument when the bytes do not convert.
  static absl::StatusOr<Source> FromBytes(std::string name, std::string bytes,
                                          std::string_view encoding);

  // Reads `path` once. kNotFound when it does not exist, kInvalidArgument for a directory,
  // anything else that is not a regular file (a FIFO or device is refused without waiting on
  // it), or an input too large, kUnavailable (with errno text) for other read failures.
  static absl::StatusOr<Source> Load(const std::filesystem::path& path,
                                     std::string_view encoding = {});
  // Load for a file named by a string, which becomes the Source's name: no path is built and
  // parsed into components, and the name is not copied again.
  static absl::StatusOr<Source> LoadFile(std::string name, std::string_view encoding = {});

  // Returns a Source holding `text` (no BOM) under this one's name, remembering this one's
  // BOM so a rewrite restores it. The fixer's later passes are built this way.
  Source Derive(std::string text) const;

  // Returns the bytes to write back: the BOM, when there was one, then `text`, with the
  // file's line endings. In UTF-8: call Encode for a file read from another encoding.
  std::string Serialize(std::string_view text) const;
  // Serialize, then back to the encoding the input was read from (encoding()); an error names
  // a character that encoding cannot write.
  absl::StatusOr<std::string> Encode(std::string_view text) const;

  // Reads `stream` to its end; `name` is what diagnostics call it (`-` or --stdin-filename).
  static absl::StatusOr<Source> Read(std::string name, std::FILE* stream,
                                     std::string_view encoding = {});

  Source(Source&&) = default;
  Source& operator=(Source&&) = default;
  Source(const Source&) = delete;
  Source& operator=(const Source&) = delete;

  const std::string& name() const { return name_; }
  std::string_view text() const { return text_; }
  std::string_view Text(ByteRange r) const {
    return std::string_view(text_).substr(r.begin, r.size());
  }
  uint32_t size() const { return static_cast<uint32_t>(text_.size()); }

  // Returns the 1-based line and code-point column of `offset` (<= size()).
  LineCol Locate(uint32_t offset) const;

  // Number of lines; a final line terminator does not start a new line.
  uint32_t line_count() const { return static_cast<uint32_t>(line_starts_.size()); }
  // Returns line `line` (1-based) without its terminator (`\n` or `\r\n`). Inline: the parser
  // asks for every line more than once.
  ByteRange LineRange(uint32_t line) const {
    if (line == 0 || line > line_starts_.size()) {
      return {size(), size()};
    }
    const uint32_t begin = line_starts_[line - 1];
    uint32_t end = line < line_starts_.size() ? line_starts_[line] - 1 : size();
    if (end > begin && text_[end - 1] == '\n') {
      --end;  // the last line's own terminator
    }
    return WithoutCarriageReturn(begin, end);
  }
  std::string_view Line(uint32_t line) const { return Text(LineRange(line)); }
  // Calls `fn(LineRange(n))` for every line n from 1 to line_count(), in order: one pass for a
  // reader of every line, without LineRange's test of the number and of the last line each time.
  template <typename Fn>
  void ForEachLineRange(Fn&& fn) const {
    const size_t count = line_starts_.size();
    for (size_t i = 0; i + 1 < count; ++i) {
      // Up to the line's `\n` (a lone `\r` is held as one).
      fn(WithoutCarriageReturn(line_starts_[i], line_starts_[i + 1] - 1));
    }
    if (count > 0) {
      fn(LineRange(static_cast<uint32_t>(count)));
    }
  }
  // Returns the 1-based line holding `offset`.
  uint32_t LineOf(uint32_t offset) const;

  bool had_bom() const { return had_bom_; }
  LineEnding line_ending() const { return line_ending_; }
  // The terminator a fix writes into the text (kCr text holds `\n`, see LineEnding).
  std::string_view line_terminator() const {
    return line_ending_ == LineEnding::kCrlf ? "\r\n" : "\n";
  }
  const std::optional<EncodingProblem>& encoding_problem() const { return encoding_problem_; }
  // The encoding the bytes were decoded from (src/source/encoding.h: UTF-16 with a byte order
  // mark, or a legacy 8-bit charset uchardet detected), as iconv names it; empty for UTF-8.
  std::string_view encoding() const { return encoding_; }
  // Whether encoding() is what --encoding named, rather than what detection found.
  bool encoding_named() const { return encoding_named_; }

 private:
  // The rest of FromBytes, once the text is UTF-8 (`decoded.encoding` empty: it was read as
  // UTF-8); `may_be_invalid` when the text was not validated as UTF-8 yet.
  static Source FromText(std::string name, Decoded decoded, bool may_be_invalid);
  // Holds `text` under `name`, without a UTF-8 byte order mark (had_bom_ remembers it).
  Source(std::string name, std::string text);
  // Sets the line ending and encoding problem from what ScanText found in text_ (line_starts_
  // are filled), and turns lone `\r`s into `\n`.
  void Finish(const TextScan& scan, bool may_be_invalid);
  // [begin, end) without a `\r` that ends it: a line without the rest of its terminator.
  ByteRange WithoutCarriageReturn(uint32_t begin, uint32_t end) const {
    if (end > begin && text_[end - 1] == '\r') {
      --end;
    }
    return {begin, end};
  }

  std::string name_;
  std::string text_;
  std::vector<uint32_t> line_starts_;
  bool had_bom_ = false;
  std::string encoding_;         // empty: UTF-8
  bool encoding_bom_ = false;    // a UTF-16 byte order mark opened the bytes
  bool encoding_named_ = false;  // --encoding named encoding_, rather than detection
  LineEnding line_ending_ = LineEnding::kLf;
  std::optional<EncodingProblem> encoding_problem_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_SOURCE_SOURCE_H_
