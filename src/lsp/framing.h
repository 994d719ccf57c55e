// The base protocol of the Language Server Protocol: each message is a header block
// (`Content-Length: N`, optionally `Content-Type`, each line ended by `\r\n`), an empty line,
// and N bytes of JSON.
//
//   FrameReader reader(stdin);
//   while (true) {
//     FrameReader::Result r = reader.Next();
//     if (r.status == FrameReader::Status::kEnd) break;
//     if (r.status == FrameReader::Status::kMessage) Handle(r.body);
//   }
#ifndef CVTIDY_SRC_LSP_FRAMING_H_
#define CVTIDY_SRC_LSP_FRAMING_H_

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>

namespace cvtidy::lsp {

// A body larger than this is refused (and skipped): no CV comes near it.
inline constexpr size_t kMaxMessageBytes = size_t{64} << 20;

class FrameReader {
 public:
  enum class Status : uint8_t {
    kMessage,    // `body` holds one message
    kBadHeader,  // a header block without a usable Content-Length; `error` says why
    kEnd,        // end of input (or the input ended inside a message)
  };
  struct Result {
    Status status = Status::kEnd;
    std::string body;
    std::string error;
  };

  // Reads from `in`, which must outlive the reader.
  explicit FrameReader(std::FILE* in) : in_(in) {}

  // Reads the next message. After kBadHeader the reader is past that header block, so the
  // caller can report it and read on.
  Result Next();

 private:
  std::FILE* in_;
};

// `body` framed for sending: the Content-Length header, the empty line, the body.
std::string Frame(std::string_view body);

}  // namespace cvtidy::lsp

#endif  // CVTIDY_SRC_LSP_FRAMING_H_
