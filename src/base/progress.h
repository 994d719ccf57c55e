// Debug-build checks that a scanning loop moves. A scanner that moves its position by hand
// (`end = p`, `i = TryDigit(i)`) hangs forever when one path forgets to move it; these turn
// such a hang into an abort naming the loop, in builds without NDEBUG (the fuzz-style tests
// then point at the line). In Release builds (NDEBUG) they compile to nothing.
//
//   ProgressGuard<uint32_t> moving;
//   for (;;) {
//     moving.Backward(end);  // first statement of each round: `end` is below last round's
//     ...
//   }
//
//   pos = Step(next);
//   CVTIDY_DCHECK_ADVANCES(next, pos);  // Step() consumed at least one byte
#ifndef CVTIDY_SRC_BASE_PROGRESS_H_
#define CVTIDY_SRC_BASE_PROGRESS_H_

#include <cstdio>
#include <cstdlib>

namespace cvtidy {
namespace internal {

// Prints where a scanner stopped moving and aborts. (Call sites pass __builtin_FILE() and its
// kin as default arguments rather than a std::source_location: clang 14 cannot compile
// libstdc++ 12's <source_location>.)
[[noreturn]] inline void ScannerStalled(const char* file, unsigned line, const char* function,
                                        unsigned long long from, unsigned long long to) {
  std::fprintf(stderr, "%s:%u: %s: scanning loop did not move (from %llu to %llu)\n", file, line,
               function, from, to);
  std::abort();
}

}  // namespace internal

// Remembers a loop's position between rounds. Call Forward() or Backward() once per round,
// before the round can `continue`, so every way back to the top is checked.
template <typename T>
class ProgressGuard {
 public:
#ifdef NDEBUG
  void Forward(T) {}
  void Backward(T) {}
#else
  // Aborts unless `pos` is past (Forward) or before (Backward) the previous round's position.
  void Forward(T pos, const char* file = __builtin_FILE(), unsigned line = __builtin_LINE(),
               const char* function = __builtin_FUNCTION()) {
    if (started_ && !(last_ < pos)) {
      internal::ScannerStalled(file, line, function, static_cast<unsigned long long>(last_),
                               static_cast<unsigned long long>(pos));
    }
    Remember(pos);
  }
  void Backward(T pos, const char* file = __builtin_FILE(), unsigned line = __builtin_LINE(),
                const char* function = __builtin_FUNCTION()) {
    if (started_ && !(pos < last_)) {
      internal::ScannerStalled(file, line, function, static_cast<unsigned long long>(last_),
                               static_cast<unsigned long long>(pos));
    }
    Remember(pos);
  }

 private:
  void Remember(T pos) {
    last_ = pos;
    started_ = true;
  }

  T last_{};
  bool started_ = false;
#endif
};

}  // namespace cvtidy

// Aborts (without NDEBUG) unless `after` > `before`: a step of a scanner consumed something.
// Neither argument is evaluated under NDEBUG.
#ifdef NDEBUG
#define CVTIDY_DCHECK_ADVANCES(before, after) \
  while (false && ((before) < (after))) {     \
  }
#else
#define CVTIDY_DCHECK_ADVANCES(before, after)                                     \
  do {                                                                            \
    if (!((before) < (after))) {                                                  \
      ::cvtidy::internal::ScannerStalled(__FILE__, __LINE__, __func__,            \
                                         static_cast<unsigned long long>(before), \
                                         static_cast<unsigned long long>(after)); \
    }                                                                             \
  } while (false)
#endif

#endif  // CVTIDY_SRC_BASE_PROGRESS_H_
