// Inputs that are not UTF-8: UTF-16 with a byte order mark (converters on Windows write it),
// and legacy 8-bit text (Latin-1, Windows-1252, ...). The charset of 8-bit text is detected by
// uchardet, not guessed here; iconv converts both ways.
//
//   std::optional<Decoded> d = DecodeNonUtf8(bytes);   // nullopt: UTF-8 (or undecodable)
//   absl::StatusOr<Decoded> named = DecodeAs(bytes, "latin1");   // --encoding latin1
//   absl::StatusOr<std::string> back = EncodeAs(d->encoding, d->bom, text);
#ifndef CVTIDY_SRC_SOURCE_ENCODING_H_
#define CVTIDY_SRC_SOURCE_ENCODING_H_

#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace cvtidy {

struct Decoded {
  std::string text;      // UTF-8
  std::string encoding;  // the iconv name of the input's encoding: "UTF-16LE", "WINDOWS-1252"
  bool bom = false;      // the input opened with a UTF-16 byte order mark
  bool named = false;    // the user named the encoding (--encoding); else detected
};

// Decodes `bytes` when they are UTF-16 with a byte order mark, or 8-bit text in a legacy
// charset: invalid as UTF-8, with no NUL byte and no well-formed multi-byte UTF-8 sequence
// (a UTF-8 file with one bad byte stays UTF-8, and input/encoding names the byte). nullopt
// otherwise, or when the detector has no answer or the bytes do not convert.
std::optional<Decoded> DecodeNonUtf8(std::string_view bytes);

// `bytes` read as `encoding` (an iconv name the user gave with --encoding), after its byte
// order mark when the encoding is UTF-16 and the input opens with one. An error names the
// offset of the first byte that is not text in that encoding.
absl::StatusOr<Decoded> DecodeAs(std::string_view bytes, std::string_view encoding);

// Whether iconv can read `encoding` into UTF-8 and back.
bool IsKnownEncoding(std::string_view encoding);

// Whether `encoding` names UTF-8 (`UTF-8`, `utf8`, any case).
bool IsUtf8Name(std::string_view encoding);

// `text` (UTF-8) in `encoding`, after a byte order mark when `bom`. An error names the first
// character the encoding cannot write.
absl::StatusOr<std::string> EncodeAs(std::string_view encoding, bool bom, std::string_view text);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_SOURCE_ENCODING_H_
