// The main() of every test binary: GoogleTest's, plus the data-driven fixture cases, which
// register themselves (testing::RegisterTest) before RUN_ALL_TESTS.
#include "gtest/gtest.h"

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
