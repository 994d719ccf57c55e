// Every registered reporter reports a failed write from End() instead of losing it silently.
#include <cstdio>
#include <memory>

#include "gtest/gtest.h"

#include "src/engine/reporter.h"
#include "tests/reporters/canned.h"

namespace cvtidy {
namespace {

using testing_canned::CannedFile;
using testing_canned::MakeCannedCv;
using testing_canned::Summarize;

TEST(ReporterWriteErrorTest, EveryFormatReportsAFailedWriteFromEnd) {
  ASSERT_FALSE(ReporterRegistry::Get().All().empty());
  const CannedFile cv = MakeCannedCv();
  const RunInfo run{"0.0.0-test", "check", RuleRegistry::Get().All()};
  for (const ReporterInfo* info : ReporterRegistry::Get().All()) {
    SCOPED_TRACE(info->name);
    // /dev/full accepts the open and fails every write with ENOSPC.
    std::FILE* full = std::fopen("/dev/full", "w");
    if (full == nullptr) {
      GTEST_SKIP() << "no /dev/full";
    }
    std::unique_ptr<Reporter> reporter = info->create(ReporterOptions{.out = full});
    reporter->Begin(run);
    reporter->File(*cv.source, cv.diagnostics);
    const absl::Status status = reporter->End(Summarize({&cv}));
    std::fclose(full);
    EXPECT_EQ(status.code(), absl::StatusCode::kUnavailable) << status;
  }
}

}  // namespace
}  // namespace cvtidy
