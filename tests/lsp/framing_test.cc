// The base protocol's framing: Content-Length headers, bodies, and headers that are wrong.
#include "src/lsp/framing.h"

#include <cstdio>
#include <string>

#include "gtest/gtest.h"

namespace cvtidy::lsp {
namespace {

// A FILE* over `bytes` (fmemopen), closed at the end of the test.
class Input {
 public:
  explicit Input(std::string bytes) : bytes_(std::move(bytes)) {
    file_ = fmemopen(bytes_.data(), bytes_.size(), "r");
  }
  ~Input() { std::fclose(file_); }
  std::FILE* get() const { return file_; }

 private:
  std::string bytes_;
  std::FILE* file_;
};

TEST(FramingTest, FrameWritesTheLengthInBytes) {
  EXPECT_EQ(Frame("{\"a\":\"\xC3\xA9\"}"), "Content-Length: 10\r\n\r\n{\"a\":\"\xC3\xA9\"}");
}

TEST(FramingTest, ReadsConsecutiveMessages) {
  Input in(Frame("{}") + "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" +
           Frame("[1,2]") + Frame(""));
  FrameReader reader(in.get());
  FrameReader::Result first = reader.Next();
  ASSERT_EQ(first.status, FrameReader::Status::kMessage);
  EXPECT_EQ(first.body, "{}");
  FrameReader::Result second = reader.Next();
  ASSERT_EQ(second.status, FrameReader::Status::kMessage);
  EXPECT_EQ(second.body, "[1,2]");
  FrameReader::Result empty = reader.Next();
  ASSERT_EQ(empty.status, FrameReader::Status::kMessage);
  EXPECT_EQ(empty.body, "");
  EXPECT_EQ(reader.Next().status, FrameReader::Status::kEnd);
}

TEST(FramingTest, HeaderNamesIgnoreCaseAndBareNewlinesAreRead) {
  Input in("content-length: 2\n\n{}");
  FrameReader reader(in.get());
  FrameReader::Result result = reader.Next();
  ASSERT_EQ(result.status, FrameReader::Status::kMessage);
  EXPECT_EQ(result.body, "{}");
}

TEST(FramingTest, AHeaderWithoutLengthIsReportedAndSkipped) {
  Input in("Content-Type: x\r\n\r\n" + Frame("{}"));
  FrameReader reader(in.get());
  FrameReader::Result bad = reader.Next();
  EXPECT_EQ(bad.status, FrameReader::Status::kBadHeader);
  EXPECT_EQ(bad.error, "header without Content-Length");
  FrameReader::Result next = reader.Next();
  ASSERT_EQ(next.status, FrameReader::Status::kMessage);
  EXPECT_EQ(next.body, "{}");
}

TEST(FramingTest, AnInvalidLengthIsReported) {
  Input in("Content-Length: -4\r\n\r\n" + Frame("{}"));
  FrameReader reader(in.get());
  FrameReader::Result bad = reader.Next();
  EXPECT_EQ(bad.status, FrameReader::Status::kBadHeader);
  EXPECT_NE(bad.error.find("invalid Content-Length"), std::string::npos);
}

TEST(FramingTest, ATooLargeBodyIsSkippedWhole) {
  const std::string huge = "Content-Length: " + std::to_string(kMaxMessageBytes + 1) + "\r\n\r\n";
  Input in(huge + std::string(16, 'x'));
  FrameReader reader(in.get());
  EXPECT_EQ(reader.Next().status, FrameReader::Status::kBadHeader);
  EXPECT_EQ(reader.Next().status, FrameReader::Status::kEnd);
}

TEST(FramingTest, InputEndingInsideABodyIsTheEnd) {
  Input in("Content-Length: 10\r\n\r\n{\"a\"");
  FrameReader reader(in.get());
  EXPECT_EQ(reader.Next().status, FrameReader::Status::kEnd);
}

}  // namespace
}  // namespace cvtidy::lsp
