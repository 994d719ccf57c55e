// Building the text of a message, note or fix title. Nearly all are literal text around a few
// names and numbers: JoinText puts the pieces together in one allocation, where fmt::format
// would parse its format string again at every call (about twice the instructions for a
// typical message, and rules write a few thousand of them on a large run).
//
//   sink.Report(range, JoinText({"`", written, "` is written `", target, "` elsewhere"}), ...);
//   JoinText({"this line repeats line ", Decimal(line + 1)})
#ifndef CVTIDY_SRC_ENGINE_MESSAGE_H_
#define CVTIDY_SRC_ENGINE_MESSAGE_H_

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace cvtidy {

// The decimal digits of an unsigned number, held in the object: it converts to a
// std::string_view valid while the object lives (a JoinText argument lives through the call).
class Decimal {
 public:
  template <std::unsigned_integral T>
  explicit Decimal(T n) {
    uint64_t rest = n;
    do {
      digits_[--first_] = static_cast<char>('0' + rest % 10);
      rest /= 10;
    } while (rest != 0);
  }

  operator std::string_view() const {  // NOLINT: converts implicitly, as a JoinText piece
    return {digits_ + first_, sizeof(digits_) - first_};
  }

 private:
  char digits_[20];  // 2^64 - 1 has 20 digits
  uint8_t first_ = sizeof(digits_);
};

// Appends `parts` to `out`, growing it at most once. No part may point into `out`.
void AppendJoined(std::string& out, std::initializer_list<std::string_view> parts);

// `parts` one after the other, in one allocation.
std::string JoinText(std::initializer_list<std::string_view> parts);

}  // namespace cvtidy

#endif  // CVTIDY_SRC_ENGINE_MESSAGE_H_
